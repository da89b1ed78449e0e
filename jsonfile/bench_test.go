package jsonfile_test

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"github.com/cairnhq/cairn/judgment"
)

// benchStore returns a Store holding n judgments of one product, a quarter
// of them corrected.
func benchStore(b *testing.B, n int) *judgment.Manager {
	b.Helper()
	s := MustOpen(b, filepath.Join(b.TempDir(), "ai_cache.json"))
	js := make([]*judgment.Judgment, n)
	for i := range js {
		js[i] = jj(fmt.Sprintf("github.com/acme/fungear#%d", i), "Acme Fungear", judgment.Include, "", t0.Add(time.Duration(i)*time.Minute))
		if i%4 == 0 {
			js[i].UserDecision = judgment.Exclude
		}
	}
	if _, err := s.AddBatch(context.Background(), js); err != nil {
		b.Fatal(err)
	}
	return judgment.NewManager(s)
}

// BenchmarkHistoryForPrompt reads from the in-memory copy of an unchanged
// file: one stat, a scan and a sort per pool.
func BenchmarkHistoryForPrompt(b *testing.B) {
	for _, n := range []int{100, 1000} {
		b.Run(fmt.Sprintf("judgments=%d", n), func(b *testing.B) {
			m := benchStore(b, n)
			ctx := context.Background()
			b.ReportAllocs()
			for b.Loop() {
				if _, err := m.HistoryForPrompt(ctx, "Acme Fungear", judgment.DefaultMaxEntries, judgment.DefaultCorrectionRatio); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkAdd is one locked read-modify-write of a file of n judgments:
// re-read, encode, write, fsync, rename, fsync of the directory.
func BenchmarkAdd(b *testing.B) {
	for _, n := range []int{100, 1000} {
		b.Run(fmt.Sprintf("judgments=%d", n), func(b *testing.B) {
			m := benchStore(b, n)
			ctx := context.Background()
			decisions := []judgment.Decision{judgment.Include, judgment.Exclude}
			i := 0
			b.ReportAllocs()
			for b.Loop() {
				i++
				// Replaces a judgment without a user decision: the file keeps its size.
				j := jj("github.com/acme/fungear#1", "Acme Fungear", decisions[i%2], "", t0)
				if stored, err := m.Add(ctx, j); err != nil || !stored {
					b.Fatalf("Add=%v, %v", stored, err)
				}
			}
		})
	}
}
