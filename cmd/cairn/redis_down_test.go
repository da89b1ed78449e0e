package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"path/filepath"
	"testing"
	"time"

	goredis "github.com/redis/go-redis/v9"

	"github.com/cairnhq/cairn/internal/testenv"
	"github.com/cairnhq/cairn/redis"
)

// TestServeStartsWithRedisDown starts the real server while the Redis of
// its sessions and follow-up cache is stopped: it starts, is ready, says
// so in its metrics, serves every capability (sessions and follow-ups in
// process), and moves to Redis by itself once Redis starts.
func TestServeStartsWithRedisDown(t *testing.T) {
	rs := testenv.StartRedisServer(t)
	rs.Stop()
	c := newCLI(t)
	c.env["CAIRN_SESSIONS"] = rs.URL()
	c.env["CAIRN_FOLLOWUP_STORE"] = rs.URL()
	base, stop := startServe(t, c, "--store", filepath.Join(t.TempDir(), "down.db"))
	defer stop()

	var ready struct {
		Status   string            `json:"status"`
		Degraded map[string]string `json:"degraded"`
	}
	if code := getJSON(t, base+"/readyz", &ready); code != http.StatusOK || ready.Status != "ready" {
		t.Fatalf("/readyz with Redis down: %d %+v, want 200 (Redis is not the records store)", code, ready)
	}
	if _, ok := ready.Degraded["redis "+rs.URL()]; !ok || len(ready.Degraded) != 1 {
		t.Fatalf("/readyz degraded = %v, want the Redis", ready.Degraded)
	}
	for _, line := range []string{
		"cairn_session_redis_up 0",
		fmt.Sprintf(`cairn_breaker_open{kind="redis",target=%q} 1`, rs.URL()),
	} {
		if !metricLine(t, base, line) {
			t.Errorf("no metric line %q with Redis down", line)
		}
	}

	post := func(what, path, body string, want int) map[string]any {
		t.Helper()
		var out map[string]any
		if code := postJSON(t, base+path, body, &out); code != want {
			t.Fatalf("%s: %d, want %d: %v", what, code, want, out)
		}
		return out
	}
	post("add a judgment", "/v1/judgments", `{"change_id": "o/r#1", "product": "P", "decision": "INCLUDE", "reasoning": "r"}`, http.StatusCreated)
	var hist map[string]any
	if code := getJSON(t, base+"/v1/judgments/history?product=P", &hist); code != http.StatusOK {
		t.Fatalf("judgment history: %d %v", code, hist)
	}

	// Sessions: the correction is checked against the previous turn, kept
	// in process.
	post("session output", "/v1/sessions/s1/turns", `{"query": "what is the limit", "output": "The limit is 10 requests."}`, http.StatusOK)
	out := post("session message", "/v1/sessions/s1/turns", `{"message": "That's incorrect, the limit is 100 not 10"}`, http.StatusOK)
	if res, _ := out["result"].(map[string]any); res["checked"] != true || res["saved"] == nil {
		t.Fatalf("the session's last turn was lost with Redis down: %v", out)
	}
	post("similar corrections", "/v1/corrections/similar", `{"output": "The limit is 10 requests."}`, http.StatusOK)
	post("detect", "/v1/corrections/detect", `{"message": "That's wrong, it should be 42", "previous_output": "The answer is 41."}`, http.StatusOK)

	// Follow-ups: cached and followed up in process.
	post("decide", "/v1/followup/decide", `{"message": "Show me Q4 sales", "adapter_name": "reports", "session_id": "u1"}`, http.StatusOK)
	post("store", "/v1/followup/results", `{"query": "Show me Q4 sales", "adapter_name": "reports", "session_id": "u1", "results": [{"total": 1}], "result_columns": ["total"]}`, http.StatusCreated)
	out = post("decide again", "/v1/followup/decide", `{"message": "Show me Q4 sales", "adapter_name": "reports", "session_id": "u1"}`, http.StatusOK)
	if out["cache_hit"] != true {
		t.Fatalf("no follow-up hit in process with Redis down: %v", out)
	}

	// The bridge and review do not use Redis, and still answer.
	post("bridge store", "/v1/bridge/sessions/b1/reasoning", `{"type": "preprocessing", "text": "The user asked about weather in Seattle."}`, http.StatusCreated)
	post("bridge search", "/v1/bridge/sessions/b1/search", `{"query": "Seattle weather"}`, http.StatusOK)
	post("review", "/v1/review", `{"test": "t::a", "expected": "a\n", "actual": "b\n"}`, http.StatusOK)

	rs.Start()
	deadline := time.Now().Add(time.Minute)
	for !metricLine(t, base, "cairn_session_redis_up 1") {
		if time.Now().After(deadline) {
			t.Fatal("Redis not in use a minute after it started")
		}
		time.Sleep(20 * time.Millisecond)
	}
	ready.Degraded = nil
	if code := getJSON(t, base+"/readyz", &ready); code != http.StatusOK || len(ready.Degraded) != 0 {
		t.Fatalf("/readyz once Redis is back: %d %+v", code, ready)
	}
	post("session output after Redis started", "/v1/sessions/s2/turns", `{"query": "q", "output": "o"}`, http.StatusOK)
	rc := goredis.NewClient(&goredis.Options{Addr: rs.Addr()})
	defer rc.Close()
	if n, err := rc.Exists(context.Background(), redis.DefaultPrefix+"default:session:s2").Result(); err != nil || n != 1 {
		t.Fatalf("a session written after Redis started is not in Redis: exists=%d err=%v", n, err)
	}
	stop()
}

// getJSON GETs url and decodes the answer into out.
func getJSON(t *testing.T, url string, out any) int {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if err := json.NewDecoder(resp.Body).Decode(out); err != nil {
		t.Fatal(err)
	}
	return resp.StatusCode
}
