package console

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/cairnhq/cairn/judgment"
)

// rateChart is a line chart of a rate (0..1) over time, drawn by the
// server as SVG: the template places what is computed here.
type rateChart struct {
	W, H                     float64
	Left, Right, Top, Bottom float64 // plot area
	Unit                     string  // "day", "week" or "month"
	Points                   []ratePoint
	Line                     string // polyline points
	YTicks                   []chartTick
	XTicks                   []chartTick
}

type ratePoint struct {
	X, Y      float64
	Start     time.Time
	Label     string
	Total     int
	Corrected int
	Rate      float64
}

type chartTick struct {
	X, Y   float64
	Label  string
	Anchor string // SVG text-anchor
}

// bucketStart returns the start of the bucket of t.
func bucketStart(t time.Time, unit string) time.Time {
	t = t.UTC()
	d := time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, time.UTC)
	switch unit {
	case "week": // weeks start on Monday
		return d.AddDate(0, 0, -((int(d.Weekday()) + 6) % 7))
	case "month":
		return time.Date(t.Year(), t.Month(), 1, 0, 0, 0, 0, time.UTC)
	}
	return d
}

func bucketLabel(t time.Time, unit string) string {
	switch unit {
	case "week":
		return "week of " + t.Format("2006-01-02")
	case "month":
		return t.Format("2006-01")
	}
	return t.Format("2006-01-02")
}

// overrideChart buckets judgments by time (days for up to 90 days of
// data, weeks up to two years, months beyond) and charts the share of
// each bucket that a person overrode. Buckets without judgments are left
// out rather than drawn as 0. Nil when there is nothing to chart.
func overrideChart(js []*judgment.Judgment) *rateChart {
	if len(js) == 0 {
		return nil
	}
	first, last := js[0].Timestamp, js[0].Timestamp
	for _, j := range js {
		if j.Timestamp.Before(first) {
			first = j.Timestamp
		}
		if j.Timestamp.After(last) {
			last = j.Timestamp
		}
	}
	unit := "day"
	switch span := last.Sub(first); {
	case span > 2*365*24*time.Hour:
		unit = "month"
	case span > 90*24*time.Hour:
		unit = "week"
	}
	type agg struct{ total, corrected int }
	buckets := map[time.Time]*agg{}
	for _, j := range js {
		k := bucketStart(j.Timestamp, unit)
		a := buckets[k]
		if a == nil {
			a = &agg{}
			buckets[k] = a
		}
		a.total++
		if j.WasCorrected() {
			a.corrected++
		}
	}
	c := &rateChart{W: 640, H: 240, Left: 48, Right: 624, Top: 16, Bottom: 200, Unit: unit}
	lo, hi := bucketStart(first, unit), bucketStart(last, unit)
	xOf := func(t time.Time) float64 {
		if !hi.After(lo) {
			return (c.Left + c.Right) / 2
		}
		return c.Left + (c.Right-c.Left)*float64(t.Sub(lo))/float64(hi.Sub(lo))
	}
	yOf := func(rate float64) float64 { return c.Bottom - (c.Bottom-c.Top)*rate }
	for k, a := range buckets {
		rate := float64(a.corrected) / float64(a.total)
		c.Points = append(c.Points, ratePoint{X: xOf(k), Y: yOf(rate), Start: k, Label: bucketLabel(k, unit), Total: a.total, Corrected: a.corrected, Rate: rate})
	}
	slices.SortFunc(c.Points, func(a, b ratePoint) int { return a.Start.Compare(b.Start) })
	var line []string
	for _, p := range c.Points {
		line = append(line, fmt.Sprintf("%.1f,%.1f", p.X, p.Y))
	}
	c.Line = strings.Join(line, " ")
	for _, r := range []float64{0, 0.25, 0.5, 0.75, 1} {
		c.YTicks = append(c.YTicks, chartTick{X: c.Left - 6, Y: yOf(r), Label: fmt.Sprintf("%.0f%%", 100*r), Anchor: "end"})
	}
	if hi.After(lo) {
		c.XTicks = append(c.XTicks,
			chartTick{X: xOf(lo), Y: c.Bottom + 18, Label: bucketLabel(lo, unit), Anchor: "start"},
			chartTick{X: xOf(hi), Y: c.Bottom + 18, Label: bucketLabel(hi, unit), Anchor: "end"})
	} else {
		c.XTicks = append(c.XTicks, chartTick{X: xOf(lo), Y: c.Bottom + 18, Label: bucketLabel(lo, unit), Anchor: "middle"})
	}
	return c
}
