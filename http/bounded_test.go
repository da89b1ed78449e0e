package http_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/cairnhq/cairn/bridge"
	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/followup"
	cairnhttp "github.com/cairnhq/cairn/http"
	"github.com/cairnhq/cairn/review"
)

// Every route reads a bounded part of a long text, and says so, or
// refuses the text with 413 naming its field: what each does with the
// largest text its body admits.
func TestLongTextsAreBoundedOrRefused(t *testing.T) {
	s := mustOpenServer(t)
	long := func(n int) string { return strings.Repeat("port 5432 on staging. ", n/22+1)[:n] }

	t.Run("similar says what it read", func(t *testing.T) {
		for _, tt := range []struct {
			output string
			want   bool
		}{{"Run psql -p 5432.", false}, {long(correction.MaxOutputBytes + 1), true}} {
			var got struct {
				Truncated bool `json:"truncated"`
			}
			if code := s.do(t, "POST", "/v1/corrections/similar", map[string]any{"output": tt.output}, &got); code != http.StatusOK || got.Truncated != tt.want {
				t.Fatalf("%d-byte output: status %d, truncated %v, want 200, %v", len(tt.output), code, got.Truncated, tt.want)
			}
		}
	})
	for _, tt := range []struct {
		name, path, field string
		body              any
	}{
		{"bridge text", "/v1/bridge/sessions/s/reasoning", "text", map[string]any{"type": "preprocessing", "text": long(bridge.MaxTextBytes + 1)}},
		{"follow-up question", "/v1/followup/decide", "query", map[string]any{"session_id": "s", "adapter_name": "a", "message": long(followup.MaxQueryBytes + 1)}},
		{"follow-up result question", "/v1/followup/results", "query", map[string]any{"session_id": "s", "adapter_name": "a", "query": long(followup.MaxQueryBytes + 1), "results": []any{}}},
	} {
		t.Run(tt.name+" is refused", func(t *testing.T) {
			var e apiError
			if code := s.do(t, "POST", tt.path, tt.body, &e); code != http.StatusRequestEntityTooLarge || e.Error.Code != "too_large" || e.Error.Field != tt.field {
				t.Fatalf("status %d %+v, want 413 too_large naming %s", code, e.Error, tt.field)
			}
		})
	}
	t.Run("an MCP call over its limit is refused", func(t *testing.T) {
		body := `{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "detect_correction", "arguments": {"message": "` + long(cairnhttp.MaxMCPBodyBytes) + `"}}}`
		var e apiError
		if code := s.do(t, "POST", "/mcp", body, &e); code != http.StatusRequestEntityTooLarge || e.Error.Code != "too_large" {
			t.Fatalf("status %d %+v, want 413", code, e.Error)
		}
	})
	t.Run("follow-up result with long SQL is not cached", func(t *testing.T) {
		var got struct {
			Outcome string `json:"outcome"`
			Reason  string `json:"reason"`
		}
		body := map[string]any{"session_id": "s", "adapter_name": "a", "query": "sales by region", "sql_executed": "SELECT 1 -- " + long(followup.MaxSQLBytes), "results": []any{}}
		if code := s.do(t, "POST", "/v1/followup/results", body, &got); code != http.StatusOK || got.Outcome != followup.StoreTooLarge || !strings.Contains(got.Reason, "sql_executed") {
			t.Fatalf("status %d %+v, want 200, outcome too_large naming sql_executed", code, got)
		}
	})
	t.Run("review of long outputs goes to a person", func(t *testing.T) {
		var got struct {
			Category int    `json:"category"`
			Rule     string `json:"rule"`
			Decision string `json:"decision"`
		}
		body := map[string]any{"test": "t", "expected": long(review.MaxReviewBytes / 2), "actual": long(review.MaxReviewBytes/2) + "\nmore"}
		if code := s.do(t, "POST", "/v1/review", body, &got); code != http.StatusOK || got.Rule != "too_large" || got.Category != int(review.Unsure) || got.Decision != string(review.DecisionHuman) {
			t.Fatalf("status %d %+v, want 200, UNSURE by too_large, decided by a person", code, got)
		}
	})
}
