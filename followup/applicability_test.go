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

func TestImpliedTimeRange(t *testing.T) {
	now := time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC) // a Monday in Q4
	d := func(y int, m time.Month, day int) time.Time { return time.Date(y, m, day, 0, 0, 0, 0, time.UTC) }
	tests := []struct {
		query    string
		from, to time.Time
		ok       bool
	}{
		{"Show me Q4 sales", d(2026, 10, 1), d(2027, 1, 1), true},
		{"Q1 revenue", d(2026, 1, 1), d(2026, 4, 1), true},
		{"Q4 sales in 2023", d(2023, 10, 1), d(2024, 1, 1), true},
		{"sales 2024 q2", d(2024, 4, 1), d(2024, 7, 1), true},
		{"orders in 2023", d(2023, 1, 1), d(2024, 1, 1), true},
		{"signups since March", d(2026, 3, 1), d(2026, 11, 24), true},
		{"signups since December", d(2025, 12, 1), d(2026, 11, 24), true},
		{"sales last week", d(2026, 11, 16), d(2026, 11, 23), true},
		{"sales this month", d(2026, 11, 1), d(2026, 12, 1), true},
		{"sales last quarter", d(2026, 7, 1), d(2026, 10, 1), true},
		{"sales in the past 7 days", d(2026, 11, 17), d(2026, 11, 24), true},
		{"What happened yesterday?", d(2026, 11, 22), d(2026, 11, 23), true},
		{"What about EMEA?", time.Time{}, time.Time{}, false},
		{"the top 10 products", time.Time{}, time.Time{}, false},
	}
	for _, tt := range tests {
		t.Run(tt.query, func(t *testing.T) {
			got, ok := followup.ImpliedTimeRange(tt.query, now)
			if ok != tt.ok || !got.From.Equal(tt.from) || !got.To.Equal(tt.to) {
				t.Fatalf("ImpliedTimeRange=%v..%v ok=%v, want %v..%v ok=%v", got.From, got.To, ok, tt.from, tt.to, tt.ok)
			}
		})
	}
}

func TestImpliedGranularity(t *testing.T) {
	for q, want := range map[string]string{"daily sales": "day", "sales by month": "month", "per week totals": "week", "top products": ""} {
		if got := followup.ImpliedGranularity(q); got != want {
			t.Errorf("ImpliedGranularity(%q)=%q, want %q", q, got, want)
		}
	}
}

// The seed's refresh keywords match whole words, ignoring case.
func TestDetectRefresh(t *testing.T) {
	kw := followup.DefaultRefreshKeywords
	for q, want := range map[string]string{
		"Show me LATEST Q4 sales":     "latest",
		"re-run it":                   "re-run",
		"up-to-date numbers please":   "up-to-date",
		"I know the answer":           "",
		"the currently open tickets":  "",
		"real-time and fresh figures": "real-time",
		"nowhere":                     "",
	} {
		if got := followup.DetectRefresh(q, kw); got != want {
			t.Errorf("DetectRefresh(%q)=%q, want %q", q, got, want)
		}
	}
}

func TestConfigValidate(t *testing.T) {
	tests := []struct {
		name  string
		edit  func(*followup.Config)
		field string
	}{
		{"TTL", func(c *followup.Config) { c.TTL = 0 }, "ttl_seconds"},
		{"Thresholds", func(c *followup.Config) { c.Default = followup.Thresholds{High: 0.6, Low: 0.7} }, "similarity_thresholds.default"},
		{"AdapterThresholds", func(c *followup.Config) { c.Adapters["x"] = followup.Thresholds{High: 1.2, Low: 0.7} }, "similarity_thresholds.adapters.x"},
		{"MinProbability", func(c *followup.Config) { c.MinProbability = 0.2 }, "followup_classifier.min_probability"},
		{"History", func(c *followup.Config) { c.HistorySize = 0 }, "history_size"},
		{"Keyword", func(c *followup.Config) { c.RefreshKeywords = []string{"--"} }, "refresh_keywords"},
	}
	if err := followup.DefaultConfig().Validate(); err != nil {
		t.Fatalf("default config: %v", err)
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := followup.DefaultConfig()
			tt.edit(&c)
			if err := c.Validate(); err == nil || !strings.HasPrefix(err.Error(), tt.field+":") {
				t.Fatalf("Validate: %v, want an error on %s", err, tt.field)
			}
		})
	}
}

// FuzzImpliedTimeRange: any text parses without panicking, and a range it
// finds is not empty.
func FuzzImpliedTimeRange(f *testing.F) {
	for _, s := range []string{"Q4 sales", "since March", "last 3 weeks", "in 2023", "2024 q1", "yesterday", "past 0 days", ""} {
		f.Add(s)
	}
	now := time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC)
	f.Fuzz(func(t *testing.T, q string) {
		r, ok := followup.ImpliedTimeRange(q, now)
		if ok && !r.From.Before(r.To) {
			t.Fatalf("%q: empty range %v..%v", q, r.From, r.To)
		}
		followup.ImpliedGranularity(q)
		followup.DetectRefresh(q, followup.DefaultRefreshKeywords)
		followup.RefreshPhrase(q)
		followup.NewCoverage(q, json.RawMessage(q), followup.Metadata{})
	})
}

// Refresh phrasings are a class, not a word list: requests to run the last
// query again, fresh, are found; "latest" in a description is not a
// request.
func TestRefreshPhrase(t *testing.T) {
	for q, want := range map[string]bool{
		"rerun that":                                         true,
		"can you re-run it":                                  true,
		"same again but with fresh data":                     true,
		"pull it again":                                      true,
		"pull the numbers again":                             true,
		"redo the Q3 report with the latest numbers":         true,
		"refresh the Q4 sales again with the latest numbers": true,
		"run it one more time":                               true,
		"show me that as of today":                           true,
		"is this up to date?":                                true,
		"List the latest stores opened":                      false,
		"Who is our newest customer?":                        false,
		"What is the latest shipping cost per carrier?":      false,
		"Which products ran out of stock?":                   false,
	} {
		if got := followup.RefreshPhrase(q) != ""; got != want {
			t.Errorf("RefreshPhrase(%q)=%q, want a phrase: %v", q, followup.RefreshPhrase(q), want)
		}
	}
}

// Refresh requests about the cached result refresh it, whether or not the
// classifier calls them follow-ups; a new question with "latest" in it
// stays a new query.
func TestRefreshRequests(t *testing.T) {
	emb, err := embed.NewLocal(embed.DefaultDimensions)
	if err != nil {
		t.Fatal(err)
	}
	const sql = "SELECT product, SUM(amount) AS total_sales FROM sales WHERE order_date >= '2026-10-01' GROUP BY product"
	tests := []struct {
		query, outcome string
	}{
		{"rerun that", followup.OutcomeRefresh},
		{"rerun that with fresh data", followup.OutcomeRefresh},
		{"refresh the Q4 sales again with the latest numbers", followup.OutcomeRefresh},
		{"pull it again", followup.OutcomeRefresh},
		{"Show me Q4 sales again with the latest numbers", followup.OutcomeRefresh},
		{"do that again", followup.OutcomeRefresh},
		{"What are the latest hiring plans for the warehouse team?", followup.OutcomeMiss},
		{"List the latest stores opened.", followup.OutcomeMiss},
	}
	for _, tt := range tests {
		t.Run(tt.query, func(t *testing.T) {
			svc := followup.NewService(followup.NewMemoryStore().Tenant, emb)
			svc.Now = func() time.Time { return time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC) }
			c, err := svc.Cache("t")
			if err != nil {
				t.Fatal(err)
			}
			ctx := context.Background()
			d, err := c.Decide(ctx, "s", "reports", "Show me Q4 sales", followup.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if _, err := c.Save(ctx, "s", "reports", "Show me Q4 sales", followup.Result{SQL: sql, Rows: json.RawMessage(`[{"product":"Widget","total_sales":1200}]`), Columns: []string{"product", "total_sales"}}, &d); err != nil {
				t.Fatal(err)
			}
			d, err = c.Decide(ctx, "s", "reports", tt.query, followup.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if d.Outcome != tt.outcome {
				t.Fatalf("outcome %s, want %s (%s)", d.Outcome, tt.outcome, d.ApplicabilityReason)
			}
		})
	}
}

// Without a declared schema, a cached result covers what its columns, SQL
// (tables, columns, filters, grouping) and rows hold, and what can be
// computed from them; a query naming anything else is not answerable from
// it, and the reason says what is missing.
func TestCoverageWithoutSchema(t *testing.T) {
	now := time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC)
	cfg := followup.DefaultConfig()
	entry := func(query, sql, rows string, cols ...string) followup.Entry {
		return followup.Entry{Query: query, SQL: sql, Results: json.RawMessage(rows), ResultColumns: cols, Adapter: "warehouse",
			Coverage: followup.NewCoverage(sql, json.RawMessage(rows), followup.Metadata{})}
	}
	byProduct := entry("Top products by revenue", "SELECT product, SUM(amount) AS total_sales FROM sales GROUP BY product",
		`[{"product":"Laptop","total_sales":48200},{"product":"Phone","total_sales":39100}]`, "product", "total_sales")
	perRegion := entry("Revenue and orders per region", "SELECT region, SUM(amount) AS revenue, COUNT(*) AS order_count FROM sales GROUP BY region",
		`[{"region":"EMEA","revenue":61000,"order_count":410},{"region":"APAC","revenue":38000,"order_count":300}]`, "region", "revenue", "order_count")
	regionCategory := entry("Revenue by region and category", "SELECT region, category, SUM(amount) AS revenue FROM sales GROUP BY region, category",
		`[{"region":"EMEA","category":"Electronics","revenue":30500},{"region":"APAC","category":"Furniture","revenue":17000}]`, "region", "category", "revenue")
	tickets := entry("How many tickets this month", "SELECT COUNT(*) AS tickets FROM tickets WHERE created_at >= '2026-11-01'",
		`[{"tickets":342}]`, "tickets")
	tests := []struct {
		name    string
		e       followup.Entry
		query   string
		ok      bool
		missing string
	}{
		{"entity not held", byProduct, "Now show me the top customers", false, `"customers"`},
		{"measure not held", byProduct, "And the returns for each product?", false, `"returns"`},
		{"status not held", tickets, "How many of those are still open?", false, `"open"`},
		{"ordering a cached measure", byProduct, "Which product sold the most?", true, ""},
		{"ratio of two cached measures", perRegion, "What's the average order value per region?", true, ""},
		{"filter on cached values", regionCategory, "How much of EMEA's revenue came from electronics?", true, ""},
		{"a value the rows do not hold", regionCategory, "What about furniture in LATAM?", false, `"latam"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := cfg.CheckApplicability(tt.e, tt.query, now)
			if a.OK != tt.ok || !strings.Contains(a.Reason, tt.missing) {
				t.Fatalf("CheckApplicability(%q)=%v %q, want ok=%v naming %s", tt.query, a.OK, a.Reason, tt.ok, tt.missing)
			}
		})
	}
}

// "rerun that" executes the cached question again: the fresh result is
// stored under that question, with its time range, not under "rerun that".
func TestRerunKeepsTheQuestion(t *testing.T) {
	emb, err := embed.NewLocal(embed.DefaultDimensions)
	if err != nil {
		t.Fatal(err)
	}
	svc := followup.NewService(followup.NewMemoryStore().Tenant, emb)
	svc.Now = func() time.Time { return time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC) }
	c, err := svc.Cache("t")
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	res := followup.Result{SQL: "SELECT product, SUM(amount) AS total_sales FROM sales GROUP BY product", Rows: json.RawMessage(`[{"product":"Widget","total_sales":1200}]`), Columns: []string{"product", "total_sales"}}
	for _, q := range []string{"Show me Q4 sales", "rerun that with fresh data"} {
		if _, err := c.Do(ctx, followup.Request{Session: "s", Adapter: "reports", Query: q}, func(context.Context) (followup.Result, error) { return res, nil }); err != nil {
			t.Fatal(err)
		}
	}
	e, err := c.Show(ctx, "s", "reports")
	if err != nil {
		t.Fatal(err)
	}
	if e.Query != "Show me Q4 sales" || e.ResultMetadata.TimeRange == nil {
		t.Fatalf("after a rerun the cache holds %q with time range %v, want the Q4 question and its range", e.Query, e.ResultMetadata.TimeRange)
	}
}
