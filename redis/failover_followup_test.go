package redis_test

import (
	"context"
	"fmt"
	"log/slog"
	"net"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/followup"
	"github.com/cairnhq/cairn/internal/testenv"
	"github.com/cairnhq/cairn/redis"
	"github.com/cairnhq/cairn/storetest"
)

// openFailover opens a Failover over a DB prepared for url (Redis may be
// down), closed at the test's end.
func openFailover(tb testing.TB, url string, set ...func(*redis.Failover)) *redis.Failover {
	tb.Helper()
	db := redis.NewDB(url)
	db.Prefix = testenv.UniqueName("cairn-test-") + ":"
	if err := db.Prepare(); err != nil {
		tb.Fatal(err)
	}
	f := redis.NewFailover(db)
	f.ProbeMin, f.ProbeMax = 10*time.Millisecond, 100*time.Millisecond
	for _, fn := range set {
		fn(f)
	}
	if err := f.Open(); err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { f.Close(); db.Close() })
	return f
}

// deadRedis is a redis:// URL of a loopback port nothing listens on.
func deadRedis(tb testing.TB) string {
	tb.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		tb.Fatal(err)
	}
	defer ln.Close()
	return "redis://" + ln.Addr().String() + "/0"
}

// hungRedis is a redis:// URL of a listener that accepts connections and
// never answers: a Redis that hangs.
func hungRedis(tb testing.TB) string {
	tb.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		tb.Fatal(err)
	}
	var mu sync.Mutex
	var conns []net.Conn
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			mu.Lock()
			conns = append(conns, c)
			mu.Unlock()
		}
	}()
	tb.Cleanup(func() {
		ln.Close()
		mu.Lock()
		defer mu.Unlock()
		for _, c := range conns {
			c.Close()
		}
	})
	return "redis://" + ln.Addr().String() + "/0"
}

// The failover's follow-up store passes the conformance suites on a live
// Redis.
func TestFailoverFollowupStore(t *testing.T) {
	url := testenv.Redis(t)
	eng := redisFollowupEngine()
	dbs := map[string]*redis.Failover{}
	eng.Open = func(t *testing.T, tenant string) followup.Store {
		f := openFailover(t, url)
		dbs[tenant] = f
		if !f.Up() {
			t.Fatal("the test Redis is down")
		}
		return f.Followups(tenant)
	}
	eng.Expire = func(t *testing.T, tenant, session, adapter string) {
		f := dbs[tenant]
		c := rawClient(t, f.DB.URL)
		if err := c.PExpireAt(context.Background(), f.DB.Followups(tenant).Key(session, adapter), time.Unix(1, 0)).Err(); err != nil {
			t.Fatal(err)
		}
	}
	storetest.RunFollowupStore(t, eng)
	storetest.RunFollowupDecisions(t, eng)
}

// With Redis down from the start, every follow-up call is served in
// process: the same suites pass (the concurrent decisions among them).
func TestFailoverFollowupStoreRedisDown(t *testing.T) {
	type clk struct {
		mu sync.Mutex
		t  time.Time
	}
	c := &clk{t: time.Now()}
	now := func() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
	f := openFailover(t, deadRedis(t), func(f *redis.Failover) { f.Now = now })
	if f.Up() {
		t.Fatal("Up with nothing listening")
	}
	eng := storetest.FollowupEngine{
		Open: func(t *testing.T, tenant string) followup.Store { return f.Followups(tenant) },
		Expire: func(t *testing.T, _, _, _ string) {
			c.mu.Lock()
			c.t = c.t.Add(2 * time.Hour)
			c.mu.Unlock()
		},
	}
	storetest.RunFollowupStore(t, eng)
	storetest.RunFollowupDecisions(t, eng)
}

// A Failover opened while Redis is down starts in process, says so once,
// and moves to Redis by itself when Redis starts; what was cached in
// process during the outage is still found.
func TestFailoverStartsWithRedisDown(t *testing.T) {
	srv := testenv.StartRedisServer(t)
	srv.Stop()
	reg := prometheus.NewRegistry()
	logs := &syncBuffer{}
	f := openFailover(t, srv.URL(), func(f *redis.Failover) {
		f.Registerer = reg
		f.Logger = logs.logger()
	})
	if f.Up() {
		t.Fatal("Up while Redis is stopped")
	}
	ctx := context.Background()
	sessions, cache := f.Sessions("t"), f.Followups("t")
	if err := sessions.SetLastTurn(ctx, "s", correction.Turn{Query: "q", At: time.Now()}); err != nil {
		t.Fatalf("SetLastTurn with Redis down: %v", err)
	}
	e := followup.Entry{Query: "Show me Q4 sales", Results: []byte(`[1]`), Timestamp: time.Now().UTC()}
	if err := cache.Put(ctx, "s", "reports", e, time.Hour); err != nil {
		t.Fatalf("Put with Redis down: %v", err)
	}
	if got := fallbacks(t, reg) + counter(t, reg, "cairn_session_fallbacks_total", "followup_put"); got != 2 {
		t.Fatalf("fallbacks %v, want 2", got)
	}
	srv.Start()
	waitFor(t, "Redis back in use", f.Up)
	if _, ok, err := sessions.LastTurn(ctx, "s"); err != nil || !ok {
		t.Fatalf("turn written in process, after Redis came back: ok=%v err=%v", ok, err)
	}
	if got, ok, err := cache.Get(ctx, "s", "reports"); err != nil || !ok || got.Query != e.Query {
		t.Fatalf("entry cached in process, after Redis came back: %+v ok=%v err=%v", got, ok, err)
	}
	if err := cache.Put(ctx, "s2", "reports", e, time.Hour); err != nil {
		t.Fatal(err)
	}
	c := rawClient(t, srv.URL())
	if n, err := c.Exists(ctx, f.DB.Followups("t").Key("s2", "reports")).Result(); err != nil || n != 1 {
		t.Fatalf("entry cached after recovery is not in Redis: exists=%d err=%v", n, err)
	}
	if got := logs.count("redis failing"); got != 1 {
		t.Errorf("%d warnings, want 1:\n%s", got, logs.String())
	}
	if got := logs.count("redis answers again"); got != 1 {
		t.Errorf("%d recovery lines, want 1:\n%s", got, logs.String())
	}
	if v := gauge(t, reg, "cairn_session_redis_up"); v != 1 {
		t.Errorf("cairn_session_redis_up=%v after recovery", v)
	}
}

// A Redis that accepts connections and never answers costs the first call
// its timeout, and no later call anything.
func TestFailoverHungRedis(t *testing.T) {
	f := openFailover(t, hungRedis(t), func(f *redis.Failover) { f.ProbeTimeout = 50 * time.Millisecond })
	if f.Up() {
		t.Fatal("Up while Redis hangs")
	}
	ctx := context.Background()
	for i := range 100 {
		if err := f.Sessions("t").SetLastTurn(ctx, fmt.Sprint(i), correction.Turn{Query: "q"}); err != nil {
			t.Fatal(err)
		}
		if _, ok, err := f.Sessions("t").LastTurn(ctx, fmt.Sprint(i)); err != nil || !ok {
			t.Fatalf("LastTurn: ok=%v err=%v", ok, err)
		}
	}
}

// BenchmarkFailoverDown is the cost of one session read and write and one
// follow-up cache read with Redis down, once the breaker is open: nothing
// listens on the port, the redis-server was stopped, or a listener accepts
// and never answers.
func BenchmarkFailoverDown(b *testing.B) {
	for _, tc := range []struct {
		name string
		url  func(b *testing.B) string
	}{
		{"dead-port", func(b *testing.B) string { return deadRedis(b) }},
		{"stopped-redis", func(b *testing.B) string {
			srv := testenv.StartRedisServer(b)
			srv.Stop()
			return srv.URL()
		}},
		{"hung-listener", func(b *testing.B) string { return hungRedis(b) }},
	} {
		b.Run(tc.name, func(b *testing.B) {
			f := openFailover(b, tc.url(b), func(f *redis.Failover) { f.ProbeMin, f.ProbeMax = time.Second, 5*time.Second })
			sessions, cache := f.Sessions("t"), f.Followups("t")
			ctx := context.Background()
			turn := correction.Turn{Query: "q", Output: "o"}
			b.ResetTimer()
			for i := 0; b.Loop(); i++ {
				id := fmt.Sprint(i % 100)
				if err := sessions.SetLastTurn(ctx, id, turn); err != nil {
					b.Fatal(err)
				}
				if _, _, err := sessions.LastTurn(ctx, id); err != nil {
					b.Fatal(err)
				}
				if _, _, err := cache.Get(ctx, id, "reports"); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// syncBuffer collects log lines, safely for the probe's goroutine.
type syncBuffer struct {
	mu sync.Mutex
	b  strings.Builder
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func (s *syncBuffer) count(sub string) int { return strings.Count(s.String(), sub) }

func (s *syncBuffer) logger() *slog.Logger { return slog.New(slog.NewTextHandler(s, nil)) }

// gauge returns the value of the unlabelled gauge name, or -1.
func gauge(tb testing.TB, reg *prometheus.Registry, name string) float64 {
	tb.Helper()
	mfs, err := reg.Gather()
	if err != nil {
		tb.Fatal(err)
	}
	for _, mf := range mfs {
		if mf.GetName() == name && len(mf.GetMetric()) == 1 {
			return mf.GetMetric()[0].GetGauge().GetValue()
		}
	}
	return -1
}
