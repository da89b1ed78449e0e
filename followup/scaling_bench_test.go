package followup_test

import (
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"github.com/cairnhq/cairn/followup"
	"github.com/cairnhq/cairn/internal/bigtext"
)

// BenchmarkScaling runs the follow-up cache's text stages on texts of
// 1 KiB to 4 MiB in the shapes of bigtext (a query is at most
// MaxQueryBytes, 16 KiB, and SQL at most MaxSQLBytes, 64 KiB, to be
// cached; the stages are measured past that, to show they are linear),
// reporting ns/B and cpu-ns/B: the offline classifier, the time range a
// question implies, refresh words, and the coverage of a result read from
// its SQL and rows.
//
//	go test -run '^$' -bench Scaling -benchtime 3x ./followup/
func BenchmarkScaling(b *testing.B) {
	now := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	history := []string{"total sales by region last quarter"}
	columns := []string{"region", "total"}
	for _, sh := range bigtext.Shapes {
		for _, n := range bigtext.Sizes {
			text := bigtext.Repeat(sh.Unit, n)
			name := func(stage string) string { return fmt.Sprintf("%s/%s/%s", stage, sh.Name, bigtext.Size(n)) }
			b.Run(name("classify"), func(b *testing.B) {
				bigtext.Bench(b, n, func() { followup.ClassifyText(text, history, columns) })
			})
			b.Run(name("time-range"), func(b *testing.B) {
				bigtext.Bench(b, n, func() { followup.ImpliedTimeRange(text, now) })
			})
			b.Run(name("refresh"), func(b *testing.B) {
				bigtext.Bench(b, n, func() { followup.DetectRefresh(text, followup.DefaultRefreshKeywords) })
			})
			b.Run(name("coverage-sql"), func(b *testing.B) {
				sql := "SELECT region, sum(total) FROM sales WHERE note = '" + text + "' GROUP BY region"
				bigtext.Bench(b, n, func() { followup.NewCoverage(sql, json.RawMessage(`[]`), followup.Metadata{}) })
			})
			b.Run(name("coverage-rows"), func(b *testing.B) {
				rows, err := json.Marshal([]map[string]string{{"region": text}})
				if err != nil {
					b.Fatal(err)
				}
				bigtext.Bench(b, n, func() { followup.NewCoverage("", rows, followup.Metadata{}) })
			})
		}
	}
}
