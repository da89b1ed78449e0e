package redis_test

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	goredis "github.com/redis/go-redis/v9"

	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/internal/testenv"
	"github.com/cairnhq/cairn/redis"
	"github.com/cairnhq/cairn/storetest"
)

func TestFailoverSessionStore(t *testing.T) {
	storetest.RunSessionStore(t, func(t *testing.T, tenant string) correction.SessionStore {
		f := redis.NewFailover(MustOpenDB(t))
		if err := f.Open(); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { f.Close() })
		return f.Sessions(tenant)
	})
}

// counter returns the value of the counter family name with label op.
func counter(tb testing.TB, reg *prometheus.Registry, name, op string) float64 {
	tb.Helper()
	mfs, err := reg.Gather()
	if err != nil {
		tb.Fatal(err)
	}
	for _, mf := range mfs {
		if mf.GetName() != name {
			continue
		}
		for _, m := range mf.GetMetric() {
			for _, l := range m.GetLabel() {
				if l.GetName() == "op" && l.GetValue() == op {
					return m.GetCounter().GetValue()
				}
			}
		}
	}
	return 0
}

func fallbacks(tb testing.TB, reg *prometheus.Registry) float64 {
	return counter(tb, reg, "cairn_session_fallbacks_total", "get") + counter(tb, reg, "cairn_session_fallbacks_total", "set")
}

// waitFor polls cond until it holds, failing the test after a minute.
func waitFor(tb testing.TB, what string, cond func() bool) {
	tb.Helper()
	deadline := time.Now().Add(time.Minute)
	for !cond() {
		if time.Now().After(deadline) {
			tb.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// TestFailoverRedisOutage kills a Redis of the test's own while sessions
// are read and written concurrently, restarts it on the same port, and
// checks that no call failed, that the outage was counted, and that
// sessions go to Redis again afterwards by themselves.
func TestFailoverRedisOutage(t *testing.T) {
	srv := testenv.StartRedisServer(t)
	ctx := context.Background()
	db := redis.NewDB(srv.URL())
	if err := db.Open(ctx); err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	reg := prometheus.NewRegistry()
	f := redis.NewFailover(db)
	f.Registerer = reg
	f.ProbeMin, f.ProbeMax = 10*time.Millisecond, 200*time.Millisecond
	if err := f.Open(); err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sessions := f.Sessions("t")

	var ops, failures atomic.Int64
	var firstErr atomic.Value
	stop := make(chan struct{})
	var wg sync.WaitGroup
	for w := 0; w < 8; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; ; i++ {
				select {
				case <-stop:
					return
				default:
				}
				id := fmt.Sprintf("w%d-%d", w, i%50)
				err := sessions.SetLastTurn(ctx, id, correction.Turn{Query: "q", Output: "o", At: time.Now()})
				if err == nil {
					_, _, err = sessions.LastTurn(ctx, id)
				}
				if err != nil {
					failures.Add(1)
					firstErr.CompareAndSwap(nil, err)
				}
				ops.Add(1)
			}
		}()
	}
	after := func(n int64) func() bool {
		target := ops.Load() + n
		return func() bool { return ops.Load() >= target }
	}
	waitFor(t, "turns before the outage", after(200))
	srv.Stop()
	waitFor(t, "Redis marked down", func() bool { return !f.Up() })
	waitFor(t, "turns during the outage", after(500))
	// A turn written in process during the outage is found after it.
	outage := correction.Turn{Query: "during", Output: "the outage", At: time.Now()}
	if err := sessions.SetLastTurn(ctx, "kept", outage); err != nil {
		t.Fatal(err)
	}
	srv.Start()
	waitFor(t, "Redis back in use", f.Up)
	waitFor(t, "turns after the outage", after(200))
	close(stop)
	wg.Wait()

	if n := failures.Load(); n != 0 {
		t.Fatalf("%d of %d session calls failed, first: %v", n, ops.Load(), firstErr.Load())
	}
	if got := fallbacks(t, reg); got == 0 {
		t.Fatal("cairn_session_fallbacks_total stayed 0 through the outage")
	}
	if got, ok, err := sessions.LastTurn(ctx, "kept"); err != nil || !ok || got.Query != "during" {
		t.Fatalf("turn written during the outage: %+v ok=%v err=%v", got, ok, err)
	}

	// Back in Redis: writes land there, and nothing falls back any more.
	before := fallbacks(t, reg)
	if err := sessions.SetLastTurn(ctx, "after", correction.Turn{Query: "after"}); err != nil {
		t.Fatal(err)
	}
	if _, ok, err := sessions.LastTurn(ctx, "after"); err != nil || !ok {
		t.Fatalf("LastTurn after recovery: ok=%v err=%v", ok, err)
	}
	c := goredis.NewClient(&goredis.Options{Addr: srv.Addr()})
	defer c.Close()
	if n, err := c.Exists(ctx, redis.DefaultPrefix+"t:session:after").Result(); err != nil || n != 1 {
		t.Fatalf("session written after recovery is not in Redis: exists=%d err=%v", n, err)
	}
	if got := fallbacks(t, reg); got != before {
		t.Fatalf("fallbacks grew from %v to %v after Redis came back", before, got)
	}
}
