package console_test

import (
	"context"
	"fmt"
	"net/http"
	"testing"
	"time"

	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/internal/latency"
)

// BenchmarkCorrectionsPage renders the first page of the corrections
// listing over a real server and SQLite store of 2,000 corrections: all of
// them, and with the offline filter, which the console applies itself
// (here the 50 LLM-only corrections are the oldest, so the filter reads
// every chunk). cpu-ms/op is the process's CPU time per page, the server's
// and the client's: on a machine shared with other work it moves far less
// than ns/op.
func BenchmarkCorrectionsPage(b *testing.B) {
	f := openFixture(b, true)
	store := f.db.Corrections("acme")
	at := f.clock.now()
	for i := range 2000 {
		c := &correction.Correction{
			ID: fmt.Sprintf("cor_%05d", i), OriginalOutput: fmt.Sprintf("wrong value %d", i), CorrectedOutput: fmt.Sprintf("right value %d", i),
			Query: "which value?", Confidence: 0.9, Severity: 0.5, Literal: i >= 50, SessionID: "bench",
			Timestamp: at.Add(time.Duration(i) * time.Second),
		}
		if err := store.Insert(context.Background(), c); err != nil {
			b.Fatal(err)
		}
	}
	br := newBrowser(b, f)
	br.signIn()
	for _, bc := range []struct{ name, path string }{
		{"all", "/corrections"},
		{"offline=no", "/corrections?offline=no"},
		{"search", "/corrections?q=value+1999"},
	} {
		b.Run(bc.name, func(b *testing.B) {
			cpu0 := latency.ProcessCPU()
			for b.Loop() {
				if p := br.get(bc.path); p.status != http.StatusOK {
					b.Fatalf("status %d", p.status)
				}
			}
			b.ReportMetric(float64(latency.ProcessCPU()-cpu0)/float64(b.N)/1e6, "cpu-ms/op")
		})
	}
}
