package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	goredis "github.com/redis/go-redis/v9"

	"github.com/cairnhq/cairn/internal/testenv"
	"github.com/cairnhq/cairn/redis"
)

// The seed's Complete Refresh Flow from the CLI, on a shared Redis cache.
func TestFollowupCLIRefreshFlow(t *testing.T) {
	redisURL := testenv.Redis(t)
	c := newCLI(t)
	c.env["CAIRN_FOLLOWUP_STORE"] = redisURL
	store := filepath.Join(t.TempDir(), "f.db")
	session := testenv.UniqueName("user-")
	t.Cleanup(func() {
		opts, _ := goredis.ParseURL(redisURL)
		rc := goredis.NewClient(opts)
		defer rc.Close()
		rc.Del(context.Background(), redis.DefaultPrefix+"default:intent_result:"+session+":sales_intent")
	})
	result := filepath.Join(t.TempDir(), "result.json")
	if err := os.WriteFile(result, []byte(`{"sql_executed": "SELECT product, sum(amount) AS total_sales FROM sales WHERE quarter = 'Q4' GROUP BY 1",
		"results": [{"product": "Widget", "total_sales": 1200}], "result_columns": ["product", "total_sales"]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	decide := func(q string, extra ...string) map[string]any {
		t.Helper()
		args := append([]string{"--store", store, "followup", "decide", "--session", session, "--adapter", "sales_intent", "--result", result}, extra...)
		out := c.ok(append(args, q)...)
		var d map[string]any
		if err := json.Unmarshal([]byte(out), &d); err != nil {
			t.Fatalf("decide %q printed %q: %v", q, out, err)
		}
		return d
	}
	steps := []struct {
		query, outcome string
		extra          []string
	}{
		{"Show me Q4 sales", "miss", nil},
		{"Show me latest Q4 sales", "refresh", nil},
		{"Show latest Q4 sales", "refresh", nil},
		{"What about the Widget?", "hit", nil},
		{"What about the Widget?", "bypass", []string{"--bypass-cache"}},
	}
	for _, s := range steps {
		d := decide(s.query, s.extra...)
		if d["outcome"] != s.outcome {
			t.Fatalf("%q: %v, want outcome %s", s.query, d, s.outcome)
		}
		if s.outcome == "hit" {
			if d["cache_hit"] != true || d["result"] == nil || d["followup_confidence"] == nil {
				t.Fatalf("hit metadata: %v", d)
			}
		} else if st, _ := d["stored"].(map[string]any); st["outcome"] != "stored" {
			t.Fatalf("%q was not cached: %v", s.query, d)
		}
		if s.outcome == "refresh" && (d["cache_refresh"] != true || d["refresh_reason"] != "keywords_detected") {
			t.Fatalf("refresh metadata: %v", d)
		}
	}
	out := c.ok("--store", store, "followup", "show", "--session", session, "--adapter", "sales_intent")
	if !strings.Contains(out, `"query":"What about the Widget?"`) || !strings.Contains(out, `"key":"intent_result:`+session+`:sales_intent"`) || strings.Contains(out, "query_embedding") {
		t.Fatalf("show: %s", out)
	}
	c.ok("--store", store, "followup", "clear", "--session", session, "--adapter", "sales_intent")
	if code := c.fails("not found", "--store", store, "followup", "show", "--session", session, "--adapter", "sales_intent"); code != exitNotFound {
		t.Fatalf("show after clear: exit %d", code)
	}
}

func TestFollowupCLIBadInput(t *testing.T) {
	c := newCLI(t)
	store := filepath.Join(t.TempDir(), "f.db")
	c.fails("followup.store", "--store", store, "followup", "decide", "--session", "s", "--adapter", "a", "q")
	c.env["CAIRN_FOLLOWUP_STORE"] = "memcached://x"
	c.fails("followup.store", "--store", store, "followup", "classify", "--jsonl", "-")
	delete(c.env, "CAIRN_FOLLOWUP_STORE")
	c.env["CAIRN_FOLLOWUP_THRESHOLD_HIGH"] = "high"
	c.fails("CAIRN_FOLLOWUP_THRESHOLD_HIGH", "--store", store, "followup", "classify", "--jsonl", "-")
	c.env["CAIRN_FOLLOWUP_THRESHOLD_HIGH"] = "0.5"
	c.fails("followup.similarity_thresholds.default", "--store", store, "followup", "classify", "--jsonl", "-")
	delete(c.env, "CAIRN_FOLLOWUP_THRESHOLD_HIGH")
	c.stdin = `{"id": "a", "history": ["List the ships."], "query": "Which one is oldest?"}` + "\n" + `{"id": "b", "history": [], "query": "x"}` + "\n"
	c.fails("-:2: history is empty", "--store", store, "followup", "classify", "--jsonl", "-")
	c.fails("jsonl", "--store", store, "followup", "classify")
}

func TestFollowupClassifyCLI(t *testing.T) {
	c := newCLI(t)
	c.stdin = strings.Join([]string{
		`{"id": "1", "history": ["List every ship with its tonnage."], "history_columns": ["name", "tonnage"], "query": "Which of them is the heaviest?", "label": "ignored"}`,
		`{"id": "2", "history": ["List every ship with its tonnage."], "history_columns": ["name", "tonnage"], "query": "How do I bake rye bread?"}`,
		`{"id": "3", "history": ["Tell me about the octopus.", "How long does it live?"], "query": "What about its camouflage?"}`,
	}, "\n") + "\n"
	out := c.ok("--store", filepath.Join(t.TempDir(), "f.db"), "followup", "classify", "--jsonl", "-")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	want := []struct{ id, label string }{{"1", "FOLLOW_UP"}, {"2", "NEW_QUERY"}, {"3", "FOLLOW_UP"}}
	if len(lines) != len(want) {
		t.Fatalf("%d lines, want %d:\n%s", len(lines), len(want), out)
	}
	for i, l := range lines {
		var got struct {
			ID         string   `json:"id"`
			Label      string   `json:"label"`
			Confidence *float64 `json:"confidence"`
		}
		if err := json.Unmarshal([]byte(l), &got); err != nil {
			t.Fatal(err)
		}
		if got.ID != want[i].id || got.Label != want[i].label || got.Confidence == nil || *got.Confidence < 0 || *got.Confidence > 1 {
			t.Fatalf("line %d: %s, want id %s label %s", i+1, l, want[i].id, want[i].label)
		}
	}
}

// The followup section of the config file, with an env override on top.
func TestFollowupConfigFile(t *testing.T) {
	c := newCLI(t)
	cfg := filepath.Join(t.TempDir(), "config.yaml")
	if err := os.WriteFile(cfg, []byte(`followup:
  ttl_seconds: 600
  similarity_thresholds:
    default: {high: 0.9, low: 0.6}
    adapters:
      hr_intent: {high: 0.85, low: 0.75}
  max_result_size_mb: 2
  followup_classifier: {enabled: true, model: intent.followup.classifier, min_probability: 0.7}
  applicability: {enforce_schema_check: false, require_matching_dimensions: true, allow_time_window_drift_minutes: 10}
  refresh_keywords: [latest, rerun]
`), 0o644); err != nil {
		t.Fatal(err)
	}
	c.env["CAIRN_FOLLOWUP_THRESHOLD_LOW"] = "0.65"
	c.env["CAIRN_FOLLOWUP_REFRESH_KEYWORDS"] = "latest, fresh"
	a := &app{getenv: c.getenv, configFlag: cfg}
	if err := a.loadConfig(); err != nil {
		t.Fatal(err)
	}
	got := a.cfg.Followup.capability()
	if got.TTL.Seconds() != 600 || got.Default.High != 0.9 || got.Default.Low != 0.65 || got.ThresholdsFor("hr_intent").High != 0.85 ||
		got.ThresholdsFor("sales_intent").High != 0.82 || got.MaxResultBytes != 2<<20 || got.MinProbability != 0.7 || got.EnforceSchemaCheck ||
		got.TimeWindowDrift.Minutes() != 10 || strings.Join(got.RefreshKeywords, ",") != "latest,fresh" {
		t.Fatalf("config: %+v", got)
	}
}

// cairn serve answers the follow-up routes with the in-process cache.
func TestServeFollowup(t *testing.T) {
	c := newCLI(t)
	base, stop := startServe(t, c, "--store", filepath.Join(t.TempDir(), "serve.db"))
	defer stop()
	var d map[string]any
	if code := postJSON(t, base+"/v1/followup/decide", `{"message": "Show me Q4 sales", "adapter_name": "sales_intent", "session_id": "u1"}`, &d); code != http.StatusOK || d["execute"] != true {
		t.Fatalf("decide: %d %v", code, d)
	}
	if code := postJSON(t, base+"/v1/followup/results", `{"query": "Show me Q4 sales", "adapter_name": "sales_intent", "session_id": "u1", "results": [{"total": 1}], "result_columns": ["total"]}`, &d); code != http.StatusCreated {
		t.Fatalf("store: %d %v", code, d)
	}
	if code := postJSON(t, base+"/v1/followup/decide", `{"message": "Show me Q4 sales", "adapter_name": "sales_intent", "session_id": "u1"}`, &d); code != http.StatusOK || d["cache_hit"] != true {
		t.Fatalf("decide again: %d %v", code, d)
	}
	stop()
}

// cairn serve on a Redis cache that stops mid-conversation: every request
// still answers, the cache goes on in process (new results are cached and
// followed up there) and says so in the metrics, and results are cached in
// Redis again once it is back.
func TestServeFollowupRedisOutage(t *testing.T) {
	srv := testenv.StartRedisServer(t)
	c := newCLI(t)
	c.env["CAIRN_FOLLOWUP_STORE"] = srv.URL()
	c.env["CAIRN_FOLLOWUP_VERBOSE_LOGGING"] = "false"
	base, stop := startServe(t, c, "--store", filepath.Join(t.TempDir(), "serve.db"))
	defer stop()
	const decide = `{"message": "%s", "adapter_name": "reports", "session_id": "%s"}`
	const store = `{"query": "%s", "adapter_name": "reports", "session_id": "%s", "results": [{"region": "EMEA", "total": 1}], "result_columns": ["region", "total"]}`
	ask := func(session, q string) (map[string]any, map[string]any) {
		t.Helper()
		var d, s map[string]any
		if code := postJSON(t, base+"/v1/followup/decide", fmt.Sprintf(decide, q, session), &d); code != http.StatusOK {
			t.Fatalf("decide %q: %d %v", q, code, d)
		}
		if d["execute"] == true {
			if code := postJSON(t, base+"/v1/followup/results", fmt.Sprintf(store, q, session), &s); code != http.StatusOK && code != http.StatusCreated {
				t.Fatalf("store %q: %d %v", q, code, s)
			}
		}
		return d, s
	}
	ask("u1", "Show me Q4 sales by region")
	if d, _ := ask("u1", "What about EMEA?"); d["outcome"] != "hit" {
		t.Fatalf("before the outage: %v", d)
	}
	srv.Stop()
	if _, s := ask("u2", "Show me Q4 sales by region"); s["outcome"] != "stored" {
		t.Fatalf("a result with Redis down is not cached in process: %v", s)
	}
	if d, _ := ask("u2", "What about EMEA?"); d["outcome"] != "hit" {
		t.Fatalf("a follow-up with Redis down: %v", d)
	}
	if v := metricValue(t, base, `cairn_session_fallbacks_total{op="followup_put"}`); v < 1 {
		t.Fatalf("cairn_session_fallbacks_total{op=\"followup_put\"}=%v during the outage, want ≥ 1", v)
	}
	if !metricLine(t, base, "cairn_session_redis_up 0") {
		t.Fatal("cairn_session_redis_up is not 0 during the outage")
	}
	srv.Start()
	deadline := time.Now().Add(time.Minute)
	for !metricLine(t, base, "cairn_session_redis_up 1") {
		if time.Now().After(deadline) {
			t.Fatal("Redis not back in use a minute after it started")
		}
		time.Sleep(20 * time.Millisecond)
	}
	if _, s := ask("u3", "Show me Q4 sales by region"); s["outcome"] != "stored" {
		t.Fatalf("after the outage: %v", s)
	}
	rc := goredis.NewClient(&goredis.Options{Addr: srv.Addr()})
	defer rc.Close()
	if n, err := rc.Exists(context.Background(), redis.DefaultPrefix+"default:intent_result:u3:reports").Result(); err != nil || n != 1 {
		t.Fatalf("result cached after the outage is not in Redis: exists=%d err=%v", n, err)
	}
	if d, _ := ask("u3", "What about EMEA?"); d["outcome"] != "hit" {
		t.Fatalf("after the outage: %v", d)
	}
	stop()
}
