package followup_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/cairnhq/cairn/embed"
	"github.com/cairnhq/cairn/followup"
)

// step is one turn of a played session: the question, what executing it
// returns, and whether the result cached before it answers it (judged by
// hand: the cached result holds every column, filter and entity the
// question needs, or they can be computed from it).
type step struct {
	query      string
	sql        string
	columns    []string
	rows       string
	answerable bool   // the cached result answers the question
	want       string // an outcome the step must have, or "" for any
}

// analyticsSession is a new user's session with a sales warehouse, written
// for this test. No schema is declared: what a cached result covers comes
// from its columns, SQL and rows alone.
var analyticsSession = []step{
	{query: "What were total sales by product last quarter?",
		sql:     "SELECT product, SUM(amount) AS total_sales FROM sales WHERE order_date >= '2026-07-01' AND order_date < '2026-10-01' GROUP BY product",
		columns: []string{"product", "total_sales"},
		rows:    `[{"product":"Laptop","total_sales":48200},{"product":"Phone","total_sales":39100},{"product":"Tablet","total_sales":12800},{"product":"Monitor","total_sales":9400}]`,
		want:    followup.OutcomeMiss},
	{query: "Which of those sold the most?", answerable: true, want: followup.OutcomeHit},
	{query: "And how did tablets do?", answerable: true},
	{query: "List our biggest customers.",
		sql:     "SELECT customer, SUM(amount) AS total_spent FROM sales GROUP BY customer ORDER BY total_spent DESC LIMIT 10",
		columns: []string{"customer", "total_spent"},
		rows:    `[{"customer":"Northwind","total_spent":22000},{"customer":"Globex","total_spent":18500},{"customer":"Initech","total_spent":9100}]`},
	{query: "How many of them are in Germany?",
		sql:     "SELECT COUNT(*) AS customers FROM customers WHERE country = 'Germany' AND customer IN ('Northwind','Globex','Initech')",
		columns: []string{"customers"}, rows: `[{"customers":1}]`},
	{query: "Show revenue and order counts per region for 2026.",
		sql:     "SELECT region, SUM(amount) AS revenue, COUNT(*) AS order_count FROM sales WHERE order_date >= '2026-01-01' GROUP BY region",
		columns: []string{"region", "revenue", "order_count"},
		rows:    `[{"region":"EMEA","revenue":61000,"order_count":410},{"region":"APAC","revenue":38000,"order_count":300},{"region":"Americas","revenue":72000,"order_count":520}]`},
	{query: "So what's the average order value in each region?", answerable: true, want: followup.OutcomeHit},
	{query: "Which region had the highest revenue?", answerable: true},
	{query: "Show me 2026 refunds by region.",
		sql:     "SELECT region, SUM(amount) AS refunds FROM refunds WHERE refund_date >= '2026-01-01' GROUP BY region",
		columns: []string{"region", "refunds"},
		rows:    `[{"region":"EMEA","refunds":2100},{"region":"APAC","refunds":900},{"region":"Americas","refunds":2600}]`},
	{query: "Break down 2026 revenue by region and category.",
		sql:     "SELECT region, category, SUM(amount) AS revenue FROM sales WHERE order_date >= '2026-01-01' GROUP BY region, category",
		columns: []string{"region", "category", "revenue"},
		rows:    `[{"region":"EMEA","category":"Electronics","revenue":30500},{"region":"EMEA","category":"Furniture","revenue":30500},{"region":"APAC","category":"Electronics","revenue":21000},{"region":"APAC","category":"Furniture","revenue":17000}]`},
	{query: "How much of the EMEA revenue came from electronics?", answerable: true, want: followup.OutcomeHit},
	{query: "What about furniture in APAC?", answerable: true, want: followup.OutcomeHit},
	{query: "How many support tickets came in this month?",
		sql:     "SELECT COUNT(*) AS tickets FROM tickets WHERE created_at >= '2026-11-01'",
		columns: []string{"tickets"}, rows: `[{"tickets":342}]`},
	{query: "How many of those are still unresolved?",
		sql:     "SELECT COUNT(*) AS tickets FROM tickets WHERE created_at >= '2026-11-01' AND status <> 'resolved'",
		columns: []string{"tickets"}, rows: `[{"tickets":57}]`},
	{query: "rerun that with fresh data", want: followup.OutcomeRefresh,
		sql:     "SELECT COUNT(*) AS tickets FROM tickets WHERE created_at >= '2026-11-01' AND status <> 'resolved'",
		columns: []string{"tickets"}, rows: `[{"tickets":55}]`},
	{query: "What is the latest shipping cost per carrier?",
		sql:     "SELECT carrier, cost FROM shipping_rates ORDER BY updated_at DESC",
		columns: []string{"carrier", "cost"}, rows: `[{"carrier":"DHL","cost":12.5},{"carrier":"UPS","cost":11.9}]`},
}

// A new user's analytics session, played decide → execute → store turn by
// turn with real results and no declared schema: no turn is answered from
// a cached result that lacks a column, filter or entity it needs, and the
// questions the cached result does answer (a ratio of two cached measures,
// a filter on a cached dimension's values) are answered from it. The
// session is played twice: with the default thresholds, and with
// thresholds that judge every turn a follow-up, so that only the coverage
// checks stand between a question and a wrong cached result.
func TestAnalyticsSession(t *testing.T) {
	for _, tt := range []struct {
		name       string
		thresholds followup.Thresholds
		minHits    int
	}{
		{"default thresholds", followup.DefaultConfig().Default, 6},
		{"every turn a follow-up", followup.Thresholds{High: 0, Low: 0}, 6},
	} {
		t.Run(tt.name, func(t *testing.T) {
			hits := playSession(t, tt.thresholds)
			if hits < tt.minHits {
				t.Errorf("%d hits, want at least %d of the answerable turns answered from the cache", hits, tt.minHits)
			}
		})
	}
}

func playSession(t *testing.T, th followup.Thresholds) int {
	emb, err := embed.NewLocal(embed.DefaultDimensions)
	if err != nil {
		t.Fatal(err)
	}
	svc := followup.NewService(followup.NewMemoryStore().Tenant, emb)
	svc.Now = func() time.Time { return time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC) }
	svc.Config.Verbose = false
	svc.Config.Default = th
	cache, err := svc.Cache("analytics")
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	var last step
	hits := 0
	for i, s := range analyticsSession {
		if s.sql != "" {
			last = s
		}
		res := s
		if s.sql == "" {
			res = last // executing again returns what the cached query returned
		}
		resp, err := cache.Do(ctx, followup.Request{Session: "new-user", Adapter: "warehouse", Query: s.query}, func(context.Context) (followup.Result, error) {
			return followup.Result{SQL: res.sql, Rows: json.RawMessage(res.rows), Columns: res.columns}, nil
		})
		if err != nil {
			t.Fatal(err)
		}
		d := resp.Decision
		t.Logf("%-55q %-12s %s", s.query, d.Outcome, d.ApplicabilityReason)
		if d.CacheHit {
			hits++
			if !s.answerable {
				t.Errorf("step %d %q: answered from the cached result of %q, which lacks what it needs (%s)", i, s.query, d.CachedQuery, d.ApplicabilityReason)
			}
			if !strings.Contains(d.ApplicabilityReason, "covers the query") {
				t.Errorf("step %d: a hit's reason %q does not say why the result covers the query", i, d.ApplicabilityReason)
			}
		}
		if s.want != "" && d.Outcome != s.want {
			t.Errorf("step %d %q: outcome %s, want %s (%s)", i, s.query, d.Outcome, s.want, d.ApplicabilityReason)
		}
	}
	return hits
}

// A question whose wording is not a follow-up's is still answered from the
// cache when it is computable from the cached result alone: it names
// values of its rows or derives a measure from its columns, names nothing
// else, and the result is not cut down by a limit or by a filter the
// question does not repeat.
func TestComputableFromCache(t *testing.T) {
	emb, err := embed.NewLocal(embed.DefaultDimensions)
	if err != nil {
		t.Fatal(err)
	}
	const rows = `[{"region":"EMEA","revenue":61000,"order_count":410},{"region":"APAC","revenue":38000,"order_count":300}]`
	perRegion := "SELECT region, SUM(amount) AS revenue, COUNT(*) AS order_count FROM sales GROUP BY region"
	tests := []struct {
		name, sql, query string
		hit              bool
	}{
		{"a derived measure", perRegion, "What's the average order value per region?", true},
		{"a share of a cached value", perRegion, "What share of revenue is EMEA?", true},
		{"a value the rows lack", perRegion, "What share of revenue is LATAM?", false},
		{"a cut-down result", perRegion + " ORDER BY revenue DESC LIMIT 2", "What share of revenue is EMEA?", false},
		{"a filter not repeated", "SELECT region, SUM(amount) AS revenue, COUNT(*) AS order_count FROM sales WHERE channel = 'online' GROUP BY region", "What share of revenue is EMEA?", false},
		{"a filter repeated", "SELECT region, SUM(amount) AS revenue, COUNT(*) AS order_count FROM sales WHERE channel = 'online' GROUP BY region", "What share of online revenue is EMEA?", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := followup.NewService(followup.NewMemoryStore().Tenant, emb).Tenant("t")
			ctx := context.Background()
			const first = "Show revenue and order counts per region"
			d, err := c.Decide(ctx, "s", "reports", first, followup.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if _, err := c.Save(ctx, "s", "reports", first, followup.Result{SQL: tt.sql, Rows: json.RawMessage(rows), Columns: []string{"region", "revenue", "order_count"}}, &d); err != nil {
				t.Fatal(err)
			}
			d, err = c.Decide(ctx, "s", "reports", tt.query, followup.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if d.CacheHit != tt.hit || (d.CacheHit && !d.FollowUp && !d.Computable) {
				t.Fatalf("hit=%v computable=%v (%s), want hit=%v", d.CacheHit, d.Computable, d.ApplicabilityReason, tt.hit)
			}
		})
	}
}
