package review

import (
	"context"
	"testing"

	"github.com/cairnhq/cairn/internal/latency"
)

// BenchmarkOffline reviews the whole corpus per iteration; diffs/s is the
// offline throughput, cpu-diffs/s the same per second
// of the process's CPU time (what one idle core would do):
//
//	go test ./review -run '^$' -bench Offline -cpu 1
func BenchmarkOffline(b *testing.B) {
	corpus := readCorpus(b)
	ctx := context.Background()
	b.ResetTimer()
	cpu0 := latency.ProcessCPU()
	for i := 0; i < b.N; i++ {
		for _, e := range corpus {
			if _, err := (Offline{}).Review(ctx, Diff{Test: e.Test, Expected: e.Expected, Actual: e.Actual}); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.N*len(corpus))/b.Elapsed().Seconds(), "diffs/s")
	b.ReportMetric(float64(b.N*len(corpus))/(latency.ProcessCPU()-cpu0).Seconds(), "cpu-diffs/s")
}
