package http_test

import (
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/cairnhq/cairn/embed"
	"github.com/cairnhq/cairn/followup"
	cairnhttp "github.com/cairnhq/cairn/http"
)

func withFollowups(tb testing.TB) func(*cairnhttp.Server) {
	return func(s *cairnhttp.Server) {
		emb, err := embed.NewLocal(embed.DefaultDimensions)
		if err != nil {
			tb.Fatal(err)
		}
		mem := followup.NewMemoryStore()
		svc := followup.NewService(mem.Tenant, emb)
		s.Registry = prometheus.NewRegistry()
		m, err := cairnhttp.NewFollowupMetrics(s.Registry)
		if err != nil {
			tb.Fatal(err)
		}
		svc.Observer = m
		s.Followups = svc
	}
}

type decideResp struct {
	Outcome            string           `json:"outcome"`
	Execute            bool             `json:"execute"`
	CacheHit           bool             `json:"cache_hit"`
	QuerySimilarity    *float64         `json:"query_similarity"`
	CachedQuery        string           `json:"cached_query"`
	FollowupConfidence *float64         `json:"followup_confidence"`
	CacheRefresh       bool             `json:"cache_refresh"`
	RefreshReason      string           `json:"refresh_reason"`
	Reason             string           `json:"cache_applicability_reason"`
	Result             *followup.Result `json:"result"`
}

// The seed's Complete Refresh Flow over HTTP: decide, execute on the
// client, store; follow-ups come back from the cache.
func TestFollowupRefreshFlowHTTP(t *testing.T) {
	s := mustOpenServer(t, withFollowups(t))
	decide := func(q string, meta map[string]bool) decideResp {
		t.Helper()
		var d decideResp
		body := map[string]any{"message": q, "adapter_name": "sales_intent", "session_id": "user123", "metadata": meta}
		if code := s.do(t, "POST", "/v1/followup/decide", body, &d); code != http.StatusOK {
			t.Fatalf("decide %q: %d", q, code)
		}
		return d
	}
	store := func(q string) {
		t.Helper()
		var r followup.StoreResult
		body := map[string]any{"query": q, "adapter_name": "sales_intent", "session_id": "user123", "sql_executed": "SELECT product, sum(amount) AS total_sales FROM sales GROUP BY 1",
			"results": []map[string]any{{"product": "Widget", "total_sales": 1200}}, "result_columns": []string{"product", "total_sales"}}
		if code := s.do(t, "POST", "/v1/followup/results", body, &r); code != http.StatusCreated || r.Outcome != followup.StoreStored {
			t.Fatalf("store %q: %d %+v", q, code, r)
		}
	}
	if d := decide("Show me Q4 sales", nil); d.Outcome != followup.OutcomeMiss || !d.Execute || d.CacheHit {
		t.Fatalf("first query: %+v", d)
	}
	store("Show me Q4 sales")
	d := decide("Show me latest Q4 sales", nil)
	if d.Outcome != followup.OutcomeRefresh || !d.CacheRefresh || d.RefreshReason != "keywords_detected" || !d.Execute || d.QuerySimilarity == nil || d.FollowupConfidence == nil {
		t.Fatalf("refresh: %+v", d)
	}
	store("Show me latest Q4 sales")
	if d := decide("Show latest Q4 sales", nil); d.Outcome != followup.OutcomeRefresh {
		t.Fatalf("second refresh: %+v", d)
	}
	store("Show latest Q4 sales")
	d = decide("What about the Widget?", nil)
	if d.Outcome != followup.OutcomeHit || d.Execute || d.Result == nil || !strings.Contains(string(d.Result.Rows), "Widget") || d.CachedQuery != "Show latest Q4 sales" {
		t.Fatalf("follow-up: %+v", d)
	}
	if d := decide("Show me Q4 sales", map[string]bool{"bypass_cache": true}); d.Outcome != followup.OutcomeBypass || d.RefreshReason != "explicit" {
		t.Fatalf("bypass: %+v", d)
	}
	// Show and clear.
	store("Show me Q4 sales")
	var e map[string]any
	if code := s.do(t, "GET", "/v1/followup/sessions/user123/sales_intent", nil, &e); code != http.StatusOK || e["query"] != "Show me Q4 sales" || e["key"] != "intent_result:user123:sales_intent" || e["query_embedding"] != nil {
		t.Fatalf("show: %d %v", code, e)
	}
	if code := s.do(t, "DELETE", "/v1/followup/sessions/user123/sales_intent", nil, nil); code != http.StatusNoContent {
		t.Fatalf("clear: %d", code)
	}
	var ae apiError
	if code := s.do(t, "GET", "/v1/followup/sessions/user123/sales_intent", nil, &ae); code != http.StatusNotFound {
		t.Fatalf("show after clear: %d %+v", code, ae)
	}
	resp, err := http.Get(s.URL() + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	for _, want := range []string{
		`cairn_followup_decisions_total{outcome="hit"} 1`,
		`cairn_followup_decisions_total{outcome="refresh"} 2`,
		`cairn_followup_decisions_total{outcome="bypass"} 1`,
		`cairn_followup_stores_total{outcome="stored"} 4`,
		`cairn_followup_decision_seconds_count 5`,
		`cairn_followup_cached_bytes_total`,
	} {
		if !strings.Contains(string(b), want) {
			t.Errorf("metrics lack %s", want)
		}
	}
}

func TestFollowupBadInput(t *testing.T) {
	s := mustOpenServer(t, withFollowups(t))
	tests := []struct {
		name, method, path string
		body               any
		field              string
	}{
		{"NoSession", "POST", "/v1/followup/decide", map[string]any{"message": "q", "adapter_name": "a"}, "session_id"},
		{"BadAdapter", "POST", "/v1/followup/decide", map[string]any{"message": "q", "adapter_name": "a:b", "session_id": "s"}, "adapter_name"},
		{"NoQuery", "POST", "/v1/followup/decide", map[string]any{"adapter_name": "a", "session_id": "s"}, "query"},
		{"BadMetadata", "POST", "/v1/followup/decide", `{"message":"q","adapter_name":"a","session_id":"s","metadata":{"bypass_cache":"yes"}}`, "metadata.bypass_cache"},
		{"NoResults", "POST", "/v1/followup/results", map[string]any{"query": "q", "adapter_name": "a", "session_id": "s"}, "results"},
		{"BadAdapterPath", "GET", "/v1/followup/sessions/s/a%3Ab", nil, "adapter_name"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var e apiError
			if code := s.do(t, tt.method, tt.path, tt.body, &e); code != http.StatusBadRequest || e.Error.Field != tt.field {
				t.Fatalf("%d %+v, want 400 on %s", code, e, tt.field)
			}
		})
	}
	// Nothing was written by the failed store.
	var e apiError
	if code := s.do(t, "GET", "/v1/followup/sessions/s/a", nil, &e); code != http.StatusNotFound {
		t.Fatalf("after bad input: %d", code)
	}
}

func TestFollowupNotEnabled(t *testing.T) {
	s := mustOpenServer(t, func(s *cairnhttp.Server) { s.Followups = nil })
	var e apiError
	if code := s.do(t, "POST", "/v1/followup/decide", map[string]any{}, &e); code != http.StatusNotFound || !strings.Contains(e.Error.Message, "not enabled") {
		t.Fatalf("%d %+v", code, e)
	}
}
