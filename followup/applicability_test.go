package followup_test

import (
	"strings"
	"testing"
	"time"

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
	})
}
