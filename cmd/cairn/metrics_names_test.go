package main

import (
	"io"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/cairnhq/cairn/openai/openaitest"
)

// metricNames are the metric families `cairn serve` exposes once each
// capability, the model clients, the proxy and (with CAIRN_TEST_REDIS) the
// Redis sessions have been used. Dashboards and alerts rely on them: a
// rename fails this test.
var metricNames = []string{
	"cairn_breaker_open",
	"cairn_breaker_transitions_total",
	"cairn_bridge_corrupted_characters_total",
	"cairn_bridge_entries_expired_total",
	"cairn_bridge_entries_stored_total",
	"cairn_correction_indexes",
	"cairn_correction_relevance",
	"cairn_corrections_applied_total",
	"cairn_corrections_detected_total",
	"cairn_corrections_withheld_total",
	"cairn_embed_request_duration_seconds",
	"cairn_embed_requests_total",
	"cairn_embed_texts_total",
	"cairn_embed_tokens_total",
	"cairn_followup_cached_bytes_total",
	"cairn_followup_decision_seconds",
	"cairn_followup_decisions_total",
	"cairn_followup_result_bytes",
	"cairn_followup_stores_total",
	"cairn_http_request_duration_seconds",
	"cairn_http_requests_total",
	"cairn_judgment_history_entries",
	"cairn_judgment_overrides_total",
	"cairn_judgments_added_total",
	"cairn_llm_request_duration_seconds",
	"cairn_llm_requests_total",
	"cairn_llm_tokens_total",
	"cairn_proxy_upstream_duration_seconds",
	"cairn_reviews_total",
}

// redisMetricNames are exposed with sessions on Redis.
var redisMetricNames = []string{"cairn_session_redis_up"}

func TestMetricNames(t *testing.T) {
	model := openaitest.NewServer(t)
	c := newCLI(t)
	c.env["CAIRN_LLM_BASE_URL"], c.env["CAIRN_LLM_MODEL"] = model.URL, "m"
	c.env["CAIRN_EMBED_BASE_URL"], c.env["CAIRN_EMBED_MODEL"], c.env["CAIRN_EMBED_DIMENSIONS"] = model.URL, "e", "8"
	c.env["CAIRN_PROXY_UPSTREAM"] = model.URL + "/v1"
	c.env["CAIRN_REVIEW_AUDIT_LOG"] = filepath.Join(t.TempDir(), "audit.jsonl")
	want := slices.Clone(metricNames)
	if url := os.Getenv("CAIRN_TEST_REDIS"); url != "" {
		c.env["CAIRN_SESSIONS"] = url
		want = append(want, redisMetricNames...)
	}
	base, stop := startServe(t, c, "--store", filepath.Join(t.TempDir(), "m.db"))
	defer stop()
	for _, r := range []struct{ path, body string }{
		{"/v1/judgments", `{"change_id": "o/r#1", "product": "P", "decision": "INCLUDE", "reasoning": "r"}`},
		{"/v1/judgments/o%2Fr%231/override", `{"decision": "EXCLUDE", "reasoning": "no"}`},
		{"/v1/corrections", `{"original_output": "The capital is Sydney.", "corrected_output": "The capital is Canberra.", "category": "factual_error", "query": "capital of Australia"}`},
		{"/v1/corrections/detect", `{"message": "That's wrong, it should be 42", "previous_output": "The answer is 41."}`},
		{"/v1/corrections/apply", `{"query": "capital of Australia", "output": "The capital is Sydney."}`},
		{"/v1/bridge/sessions/s/reasoning", `{"text": "The user bikes to work.", "type": "preprocessing"}`},
		{"/v1/followup/decide", `{"session_id": "s", "adapter_name": "a", "message": "show Q4 sales"}`},
		{"/v1/followup/results", `{"session_id": "s", "adapter_name": "a", "query": "show Q4 sales", "sql_executed": "SELECT 1", "results": [{"x": 1}], "result_columns": ["x"]}`},
		{"/v1/review", `{"test": "t", "expected": "a 1", "actual": "a 2"}`},
		{"/v1/chat/completions", `{"model": "m", "messages": [{"role": "user", "content": "hi"}]}`},
	} {
		postJSON(t, base+r.path, r.body, nil)
	}
	if resp, err := http.Get(base + "/v1/judgments/history?product=P"); err == nil {
		resp.Body.Close()
	}
	resp, err := http.Get(base + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	have := map[string]bool{}
	for _, m := range regexp.MustCompile(`(?m)^# TYPE (cairn_\w+) `).FindAllStringSubmatch(string(b), -1) {
		have[m[1]] = true
	}
	var missing []string
	for _, n := range want {
		if !have[n] {
			missing = append(missing, n)
		}
	}
	if len(missing) > 0 {
		var got []string
		for n := range have {
			got = append(got, n)
		}
		slices.Sort(got)
		t.Fatalf("/metrics lacks %s\nit has %s", strings.Join(missing, ", "), strings.Join(got, ", "))
	}
}
