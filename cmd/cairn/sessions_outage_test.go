package main

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	goredis "github.com/redis/go-redis/v9"

	"github.com/cairnhq/cairn/internal/testenv"
	"github.com/cairnhq/cairn/redis"
)

// metricLine reports whether base's /metrics has a line that is exactly line.
func metricLine(t *testing.T, base, line string) bool {
	t.Helper()
	resp, err := http.Get(base + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range strings.Split(string(b), "\n") {
		if l == line {
			return true
		}
	}
	return false
}

// metricValue returns the value of the sample named name (with its labels)
// on base's /metrics, or -1 when there is none.
func metricValue(t *testing.T, base, name string) float64 {
	t.Helper()
	resp, err := http.Get(base + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(l, name+" "); ok {
			f, err := strconv.ParseFloat(v, 64)
			if err != nil {
				t.Fatalf("metric line %q: %v", l, err)
			}
			return f
		}
	}
	return -1
}

// TestServeSurvivesRedisOutage kills the Redis holding the server's
// sessions while clients send turns, restarts it on the same port, and
// checks that no turn failed and that sessions go back to Redis by
// themselves.
func TestServeSurvivesRedisOutage(t *testing.T) {
	rs := testenv.StartRedisServer(t)
	c := newCLI(t)
	c.env["CAIRN_SESSIONS"] = rs.URL()
	base, stop := startServe(t, c, "--store", filepath.Join(t.TempDir(), "outage.db"))
	defer stop()

	var turns atomic.Int64
	var mu sync.Mutex
	var failures []string
	done := make(chan struct{})
	var wg sync.WaitGroup
	for w := 0; w < 6; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; ; i++ {
				select {
				case <-done:
					return
				default:
				}
				url := fmt.Sprintf("%s/v1/sessions/w%d-%d/turns", base, w, i%20)
				body := `{"query": "What is the limit?", "output": "The limit is 10 requests."}`
				if i%2 == 1 {
					body = `{"message": "That's incorrect, the limit is 100 not 10"}`
				}
				resp, err := http.Post(url, "application/json", strings.NewReader(body))
				if err != nil {
					mu.Lock()
					failures = append(failures, err.Error())
					mu.Unlock()
					continue
				}
				b, _ := io.ReadAll(resp.Body)
				resp.Body.Close()
				if resp.StatusCode != http.StatusOK {
					mu.Lock()
					failures = append(failures, fmt.Sprintf("%d %s", resp.StatusCode, b))
					mu.Unlock()
				}
				turns.Add(1)
			}
		}()
	}
	waitTurns := func(what string, n int64) {
		t.Helper()
		target := turns.Load() + n
		deadline := time.Now().Add(time.Minute)
		for turns.Load() < target {
			if time.Now().After(deadline) {
				t.Fatalf("timed out waiting for %d turns %s", n, what)
			}
			time.Sleep(5 * time.Millisecond)
		}
	}
	waitMetric := func(line string) {
		t.Helper()
		deadline := time.Now().Add(time.Minute)
		for !metricLine(t, base, line) {
			if time.Now().After(deadline) {
				t.Fatalf("timed out waiting for metric %q", line)
			}
			time.Sleep(20 * time.Millisecond)
		}
	}

	waitTurns("before the outage", 100)
	rs.Stop()
	waitTurns("during the outage", 200)
	mu.Lock()
	if len(failures) > 0 {
		t.Errorf("%d turns failed while Redis was down, first: %s", len(failures), failures[0])
	}
	mu.Unlock()
	if !metricLine(t, base, "cairn_session_redis_up 0") {
		t.Error("cairn_session_redis_up is not 0 while Redis is down")
	}
	if t.Failed() {
		close(done)
		wg.Wait()
		return
	}
	rs.Start()
	waitMetric("cairn_session_redis_up 1")
	waitTurns("after the outage", 100)
	close(done)
	wg.Wait()

	if len(failures) > 0 {
		t.Fatalf("%d of %d turns failed, first: %s", len(failures), turns.Load(), failures[0])
	}
	if v := metricValue(t, base, `cairn_session_fallbacks_total{op="set"}`); v < 1 {
		t.Fatalf("cairn_session_fallbacks_total{op=\"set\"}=%v after an outage with turns, want ≥ 1", v)
	}

	// Redis is used again: a new session's turn lands there.
	if code := postJSON(t, base+"/v1/sessions/after-outage/turns", `{"query": "q", "output": "o"}`, nil); code != http.StatusOK {
		t.Fatalf("turn after the outage: %d", code)
	}
	rc := goredis.NewClient(&goredis.Options{Addr: rs.Addr()})
	defer rc.Close()
	if n, err := rc.Exists(context.Background(), redis.DefaultPrefix+"default:session:after-outage").Result(); err != nil || n != 1 {
		t.Fatalf("session written after the outage is not in Redis: exists=%d err=%v", n, err)
	}
	stop()
}
