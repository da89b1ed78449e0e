package console_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
)

// seedReviews records review decisions in suite "web": four on
// category 4 (recommends accepting), of which the person accepted three,
// and one on category 2 (recommends rejecting), rejected.
func seedReviews(tb testing.TB, f *fixture) {
	tb.Helper()
	for i, d := range []struct {
		cat      int
		decision string
	}{{4, "accept"}, {4, "accept"}, {4, "accept"}, {4, "reject"}, {2, "reject"}} {
		body := map[string]any{"suite": "web", "test": fmt.Sprintf("t::case%d", i), "expected": "a\nb\n", "actual": fmt.Sprintf("b\na\n%d\n", i),
			"result":   map[string]any{"category": d.cat, "confidence": 0.9, "summary": "s", "rule": "ordering", "reviewer": "offline"},
			"decision": d.decision, "reason": "because"}
		if code := f.api(tb, "POST", "/v1/review/decisions", body, nil); code != http.StatusOK {
			tb.Fatalf("review decision %d: %d", i, code)
		}
	}
}

func TestReviewPage(t *testing.T) {
	f := openFixture(t, true)
	b := newBrowser(t, f)
	b.signIn()
	mustContain(t, b.get("/review"), "No review decisions yet")
	seedReviews(t, f)
	p := b.get("/review?suite=web")
	if p.status != http.StatusOK {
		t.Fatalf("review: %d", p.status)
	}
	// 4 of 5 followed the recommendation: 80% agreement, 20% overridden.
	mustContain(t, p, `<option value="web" selected>`, "<b>5</b><span>decisions", "<b>80.0%</b><span>agreement", "<b>20.0%</b><span>override rate",
		`id="override-chart"`, "ordering")
	if got := len(pointRE.FindAllString(p.body, -1)); got != 1 {
		t.Fatalf("chart points=%d, want 1 (one day)", got)
	}
	if p := b.get("/review?suite=nope"); p.status != http.StatusNotFound {
		t.Fatalf("unknown suite: %d", p.status)
	}
}

func TestFollowupPage(t *testing.T) {
	f := openFixture(t, true)
	body := map[string]any{"session_id": "chat-1", "adapter_name": "sales", "query": "revenue by region in March",
		"sql_executed": "SELECT region, sum(amount) FROM sales GROUP BY region", "results": []map[string]any{{"region": "EMEA", "sum": 42}},
		"result_columns": []string{"region", "sum"}}
	if code := f.api(t, "POST", "/v1/followup/results", body, nil); code != http.StatusCreated {
		t.Fatalf("store: %d", code)
	}
	b := newBrowser(t, f)
	b.signIn()
	mustContain(t, b.get("/followup"), `name="session"`)
	p := b.get("/followup?session=chat-1&adapter=sales")
	mustContain(t, p, `id="followup-entry"`, "revenue by region in March", "SELECT region", "&#34;EMEA&#34;")
	mustContain(t, b.get("/followup?session=chat-2&adapter=sales"), "No cached result")
	p = b.get("/followup?session=chat-1&adapter=")
	if p.status != http.StatusBadRequest {
		t.Fatalf("no adapter: %d", p.status)
	}
	mustContain(t, p, "<strong>adapter</strong>")
}

func TestBridgePage(t *testing.T) {
	f := openFixture(t, true)
	for _, e := range []map[string]any{
		{"text": "the user wants totals per region", "type": "preprocessing"},
		{"text": "the sales table has a region column", "type": "working_awareness"},
	} {
		if code := f.api(t, "POST", "/v1/bridge/sessions/chat-1/reasoning", e, nil); code != http.StatusCreated {
			t.Fatalf("store: %d", code)
		}
	}
	b := newBrowser(t, f)
	b.signIn()
	mustContain(t, b.get("/bridge"), `id="bridge-count">2<`)
	p := b.get("/bridge?session=chat-1")
	mustContain(t, p, `id="bridge-stats"`, "<b>2</b><span>live entries", "the user wants totals per region", "working_awareness")
	p = b.get("/bridge?session=other")
	if !strings.Contains(p.body, "No entries in this session") {
		t.Fatalf("empty session:\n%.2000s", p.body)
	}
}
