package correction_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/embed"
	"github.com/cairnhq/cairn/sqlite"
)

// corpus vocabulary: realistic corrections across the seed's categories.
var (
	subjects = []string{"ParseConfig", "the login handler", "LoadUser", "the retry loop", "the cache", "the CSV exporter",
		"the billing job", "NewClient", "the migration", "the search endpoint", "the scheduler", "WriteFile", "the webhook",
		"the invoice total", "the rate limiter", "the token refresh", "the report", "the importer", "the parser", "the queue"}
	wrongs = []string{"return an error", "use a global variable", "retry forever", "log the password", "use float64 for money",
		"sort ascending", "call panic", "ignore the context", "open a new connection per request", "use MD5", "block the event loop",
		"skip validation", "cache for a week", "use UTC+1", "print to stdout", "round half down", "swallow the error"}
	rights = []string{"return nil", "pass the value explicitly", "retry three times with backoff", "redact the password",
		"use integer cents", "sort descending", "return an error", "honour the context", "reuse the pool", "use SHA-256",
		"run it in a worker", "validate the input", "cache for an hour", "use UTC", "write to the logger", "round half to even",
		"wrap and return the error"}
	askings = []string{"What should %s do when the file is missing?", "How does %s handle failures?", "Can you fix %s?",
		"Write %s for the new API.", "Why is %s slow?", "Explain what %s does on timeout.", "Review %s please."}
)

// corpus returns n deterministic, varied corrections.
func corpus(n int) []*correction.Correction {
	rng := rand.New(rand.NewPCG(uint64(n), 7))
	start := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	cs := make([]*correction.Correction, n)
	for i := range cs {
		subj := subjects[rng.IntN(len(subjects))]
		w, r := rng.IntN(len(wrongs)), rng.IntN(len(rights))
		q := fmt.Sprintf(askings[rng.IntN(len(askings))], subj) + fmt.Sprintf(" (ticket %d)", rng.IntN(100000))
		cs[i] = &correction.Correction{
			ID:              fmt.Sprintf("cor_%08d", i),
			Timestamp:       start.Add(time.Duration(i) * time.Minute),
			SessionID:       fmt.Sprintf("sess-%05d", rng.IntN(n/4+1)),
			Query:           q,
			OriginalOutput:  wrongs[w],
			CorrectedOutput: rights[r],
			Explanation:     "user: " + subj + " should " + rights[r] + ", not " + wrongs[w],
			Category:        correction.Category(rng.IntN(6)),
			Severity:        float64(rng.IntN(10)) / 10,
			Confidence:      0.5 + float64(rng.IntN(50))/100,
			Literal:         rng.IntN(4) > 0,
		}
	}
	return cs
}

// openCorpus returns a Memory over a SQLite file holding n corrections,
// cached under the temporary directory between runs.
func openCorpus(tb testing.TB, n int) (*correction.Memory, string) {
	tb.Helper()
	ctx := context.Background()
	emb, err := embed.NewLocal(embed.DefaultDimensions)
	if err != nil {
		tb.Fatal(err)
	}
	path := filepath.Join(os.TempDir(), fmt.Sprintf("cairn-bench-corrections-v3-%d.db", n))
	_, statErr := os.Stat(path)
	db := sqlite.NewDB(path)
	if err := db.Open(ctx); err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { db.Close() })
	m := correction.NewMemory(db.Corrections("bench"), emb)
	if statErr != nil {
		if err := m.Open(ctx); err != nil {
			tb.Fatal(err)
		}
		for _, c := range corpus(n) {
			if err := m.Save(ctx, c); err != nil {
				os.Remove(path)
				tb.Fatal(err)
			}
		}
	}
	if err := m.Open(ctx); err != nil {
		tb.Fatal(err)
	}
	if m.Len() != n {
		tb.Fatalf("indexed %d corrections, want %d (remove %s)", m.Len(), n, path)
	}
	return m, path
}

// BenchmarkCheckPath measures the whole offline check for a new turn: quick
// detection of the user's message, local embedding of query + output, index
// search with the confidence filter, and relevance of the matches (reading
// them from SQLite). It reports p50 and p99 per check.
func BenchmarkCheckPath(b *testing.B) {
	for _, n := range []int{10_000, 100_000} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			m, _ := openCorpus(b, n)
			ctx := context.Background()
			rng := rand.New(rand.NewPCG(1, 2))
			queries := make([][3]string, 256)
			for i := range queries {
				subj := subjects[rng.IntN(len(subjects))]
				queries[i] = [3]string{
					fmt.Sprintf(askings[rng.IntN(len(askings))], subj),
					"I think " + subj + " should " + wrongs[rng.IntN(len(wrongs))] + " here.",
					"thanks, and what about the tests?",
				}
			}
			check := func(i int) time.Duration {
				q := queries[i%len(queries)]
				t0 := time.Now()
				correction.QuickDetect(q[2])
				if _, err := m.FindSimilar(ctx, q[0], q[1], correction.DefaultCandidates); err != nil {
					b.Fatal(err)
				}
				return time.Since(t0)
			}
			lat := make([]time.Duration, 0, max(b.N, minSamples))
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				lat = append(lat, check(i))
			}
			b.StopTimer()
			// Percentiles need samples even under -benchtime=1x.
			for i := len(lat); i < minSamples; i++ {
				lat = append(lat, check(i))
			}
			reportPercentiles(b, lat)
		})
	}
}

// minSamples is the fewest latencies a percentile is computed from.
const minSamples = 2000

func reportPercentiles(b *testing.B, lat []time.Duration) {
	slices.Sort(lat)
	p := func(q float64) float64 {
		return float64(lat[min(len(lat)-1, int(q*float64(len(lat))))].Microseconds()) / 1000
	}
	b.ReportMetric(p(0.50), "p50-ms")
	b.ReportMetric(p(0.99), "p99-ms")
}

// BenchmarkStorageBytes reports the SQLite file size per correction of a
// realistic 10k corpus (text, embedding blob, indexes), after a checkpoint.
func BenchmarkStorageBytes(b *testing.B) {
	const n = 10_000
	for i := 0; i < b.N; i++ {
		dir := b.TempDir()
		path := filepath.Join(dir, "size.db")
		db := sqlite.NewDB(path)
		ctx := context.Background()
		if err := db.Open(ctx); err != nil {
			b.Fatal(err)
		}
		emb, _ := embed.NewLocal(embed.DefaultDimensions)
		m := correction.NewMemory(db.Corrections("t"), emb)
		if err := m.Open(ctx); err != nil {
			b.Fatal(err)
		}
		var textBytes int
		for _, c := range corpus(n) {
			textBytes += len(c.Query) + len(c.OriginalOutput) + len(c.CorrectedOutput) + len(c.Explanation) + len(c.SessionID) + len(c.ID)
			if err := m.Save(ctx, c); err != nil {
				b.Fatal(err)
			}
		}
		if err := db.Close(); err != nil { // checkpoints the WAL into the file
			b.Fatal(err)
		}
		fi, err := os.Stat(path)
		if err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(fi.Size())/n, "bytes/correction")
		b.ReportMetric(float64(textBytes)/n, "text-bytes/correction")
	}
}

// TestStorageUnder1KB checks the seed's storage target on a realistic
// corpus: under 1 KB per correction on average, everything included.
func TestStorageUnder1KB(t *testing.T) {
	if testing.Short() {
		t.Skip("short")
	}
	const n = 2000
	path := filepath.Join(t.TempDir(), "size.db")
	db := sqlite.NewDB(path)
	ctx := context.Background()
	if err := db.Open(ctx); err != nil {
		t.Fatal(err)
	}
	emb, _ := embed.NewLocal(embed.DefaultDimensions)
	m := correction.NewMemory(db.Corrections("t"), emb)
	if err := m.Open(ctx); err != nil {
		t.Fatal(err)
	}
	for _, c := range corpus(n) {
		if err := m.Save(ctx, c); err != nil {
			t.Fatal(err)
		}
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if per := fi.Size() / n; per >= 1024 {
		t.Fatalf("%d bytes per correction, want < 1024", per)
	}
}
