package console_test

import (
	"fmt"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"
)

// seedJudgments records, for product, n judgments on each of days days
// ending yesterday, the first k(day) of each day overridden by a person.
func seedJudgments(tb testing.TB, f *fixture, product string, days, n int, k func(day int) int) {
	tb.Helper()
	start := f.clock.now().Truncate(24*time.Hour).AddDate(0, 0, -days)
	var batch []map[string]any
	for d := 0; d < days; d++ {
		for i := 0; i < n; i++ {
			id := fmt.Sprintf("%s-%d-%d", product, d, i)
			batch = append(batch, map[string]any{
				"change_id": id, "product": product, "decision": "INCLUDE", "reasoning": "looks relevant " + id,
				"timestamp": start.AddDate(0, 0, d).Add(time.Duration(i) * time.Minute).Format(time.RFC3339),
			})
		}
	}
	if code := f.api(tb, "POST", "/v1/judgments/batch", map[string]any{"judgments": batch}, nil); code != http.StatusOK {
		tb.Fatalf("batch: %d", code)
	}
	for d := 0; d < days; d++ {
		for i := 0; i < k(d); i++ {
			id := fmt.Sprintf("%s-%d-%d", product, d, i)
			if code := f.api(tb, "POST", "/v1/judgments/"+id+"/override", map[string]any{"decision": "EXCLUDE", "reasoning": "not relevant to us"}, nil); code != http.StatusOK {
				tb.Fatalf("override %s: %d", id, code)
			}
		}
	}
}

var pointRE = regexp.MustCompile(`<circle class="point" cx="[0-9.]+" cy="[0-9.]+" r="4" data-rate="([0-9.]+)">`)

func TestJudgmentPages(t *testing.T) {
	f := openFixture(t, true)
	// Day d has 4 judgments, d%5 of them overridden (capped at 4).
	seedJudgments(t, f, "Acme Fungear", 6, 4, func(d int) int { return min(d%5, 4) })
	seedJudgments(t, f, "Other & Co", 1, 2, func(int) int { return 0 })
	b := newBrowser(t, f)
	b.signIn()

	p := b.get("/judgments")
	if p.status != http.StatusOK {
		t.Fatalf("products: %d", p.status)
	}
	mustContain(t, p, `href="/judgments/product?name=Acme%20Fungear"`, "Other &amp; Co", ">26<")

	p = b.get("/judgments/product?name=Acme+Fungear")
	if p.status != http.StatusOK {
		t.Fatalf("product: %d", p.status)
	}
	mustContain(t, p, `<svg class="chart" id="override-chart"`, "<polyline", "Override rate by day", "looks relevant", "not relevant to us", `<pre id="prompt">`)
	var rates []string
	for _, m := range pointRE.FindAllStringSubmatch(p.body, -1) {
		rates = append(rates, m[1])
	}
	if got, want := strings.Join(rates, " "), "0.0000 0.2500 0.5000 0.7500 1.0000 0.0000"; got != want {
		t.Fatalf("chart rates %s, want %s", got, want)
	}

	for _, tc := range []struct {
		path   string
		status int
	}{
		{"/judgments/product", http.StatusBadRequest},
		{"/judgments/product?name=nope", http.StatusNotFound},
		{"/judgments/product?name=%ff", http.StatusBadRequest},
	} {
		if p := b.get(tc.path); p.status != tc.status {
			t.Errorf("GET %s: %d, want %d", tc.path, p.status, tc.status)
		}
	}
}
