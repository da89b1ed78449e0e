package console

import (
	"testing"
	"time"

	"github.com/cairnhq/cairn/judgment"
)

func TestOverrideChartBuckets(t *testing.T) {
	at := func(s string) time.Time {
		v, err := time.Parse(time.RFC3339, s)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	j := func(ts string, corrected bool) *judgment.Judgment {
		x := &judgment.Judgment{Decision: judgment.Include, Timestamp: at(ts)}
		if corrected {
			x.UserDecision = judgment.Exclude
		}
		return x
	}
	for _, tc := range []struct {
		name   string
		js     []*judgment.Judgment
		unit   string
		labels []string
		rates  []float64
	}{
		{"one day", []*judgment.Judgment{j("2025-03-04T10:00:00Z", true), j("2025-03-04T23:59:59Z", false)}, "day", []string{"2025-03-04"}, []float64{0.5}},
		{"weeks start on Monday", []*judgment.Judgment{
			j("2025-01-05T12:00:00Z", true), // a Sunday: the week of Dec 30
			j("2025-01-06T00:00:00Z", false),
			j("2025-01-12T23:00:00Z", true),
			j("2025-06-01T00:00:00Z", false),
		}, "week", []string{"week of 2024-12-30", "week of 2025-01-06", "week of 2025-05-26"}, []float64{1, 0.5, 0}},
		{"months past two years", []*judgment.Judgment{j("2021-01-31T00:00:00Z", true), j("2023-06-15T00:00:00Z", false), j("2023-06-01T00:00:00Z", true)}, "month", []string{"2021-01", "2023-06"}, []float64{1, 0.5}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := overrideChart(tc.js)
			if c.Unit != tc.unit || len(c.Points) != len(tc.labels) {
				t.Fatalf("unit %s, %d points %+v", c.Unit, len(c.Points), c.Points)
			}
			for i, p := range c.Points {
				if p.Label != tc.labels[i] || p.Rate != tc.rates[i] {
					t.Errorf("point %d: %s %v, want %s %v", i, p.Label, p.Rate, tc.labels[i], tc.rates[i])
				}
				if p.X < c.Left || p.X > c.Right || p.Y < c.Top || p.Y > c.Bottom {
					t.Errorf("point %d at (%v, %v) outside the plot", i, p.X, p.Y)
				}
				if i > 0 && p.X <= c.Points[i-1].X {
					t.Errorf("point %d not right of the one before", i)
				}
			}
		})
	}
	if overrideChart(nil) != nil {
		t.Fatal("a chart of nothing")
	}
}
