package correction_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
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

// Templates of coding-assistant mistakes for the apply-path corpus: a
// taught output holding the wrong text, the user's message, the wrong and
// the right text. %d varies the values so that keys are many; a few
// templates have fixed text, so that one key holds thousands of
// corrections (the same lesson taught again and again).
var mistakeTemplates = []struct{ output, message, wrong, right string }{
	{"Set `pool_size: %d` in database.yml.", "pool_size: %d, the server allows fewer connections", "pool_size: %d", "pool_size: %d"},
	{"Run `worker --concurrency %d` on each node.", "nodes have 2 cores, --concurrency %d", "%d", "%d"},
	{"Call `http.Get(url%d)` and read the body.", "use the client with a timeout: client%d.Get(url%d)", "http.Get(url%d)", "client%d.Get(url%d)"},
	{"Pin `node:%d-alpine` in the Dockerfile.", "we are on node %d everywhere", "node:%d-alpine", "node:%d-alpine"},
	{"Export `SERVICE_%d_URI` before starting.", "SERVICE_%d_URL", "SERVICE_%d_URI", "SERVICE_%d_URL"},
	{"Merge into `master` to release.", "main, master was renamed", "master", "main"},
	{"Use `float64` for the invoice amount.", "money is integer cents, use int64", "float64", "int64"},
	{"Push with `git push --force` after the rebase.", "the flag is --force-with-lease", "--force", "--force-with-lease"},
}

// mistakeCorpus returns n literal corrections learned from templated
// conversations; one in five is a fixed-text lesson.
func mistakeCorpus(n int) []*correction.Correction {
	rng := rand.New(rand.NewPCG(uint64(n), 11))
	cs := make([]*correction.Correction, n)
	for i := range cs {
		t := mistakeTemplates[rng.IntN(len(mistakeTemplates))]
		a, b := 1000+i, 2000+i
		out := strings.ReplaceAll(t.output, "%d", fmt.Sprint(a))
		msg := strings.ReplaceAll(t.message, "%d", fmt.Sprint(b))
		wrong := strings.ReplaceAll(t.wrong, "%d", fmt.Sprint(a))
		right := strings.ReplaceAll(t.right, "%d", fmt.Sprint(b))
		cs[i] = &correction.Correction{
			ID: fmt.Sprintf("mis_%08d", i), Timestamp: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC).Add(time.Duration(i) * time.Second),
			Query: "how do I configure it? " + fmt.Sprint(i), OriginalOutput: wrong, CorrectedOutput: right,
			Confidence: 0.75 + float64(rng.IntN(25))/100, Literal: true,
			Context: []correction.ContextChunk{{Source: correction.SourcePreviousOutput, Content: out}, {Source: correction.SourceMessage, Content: msg}},
		}
	}
	return cs
}

// BenchmarkApplyPath measures the whole offline post-processing of a new
// output, as HandleOutput pays it: the mistake index looked up with every
// name and value of the output, the context check of each candidate rule,
// the store reads, the substitution, and the recorded applications. Half
// the outputs repeat a taught mistake (a quarter in a fixed-text lesson
// that thousands of corrections share), half are lookalikes or unrelated.
// 2,000 distinct outputs; p50 and p99 per apply.
func BenchmarkApplyPath(b *testing.B) {
	for _, n := range []int{10_000, 100_000} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			ctx := context.Background()
			emb, err := embed.NewLocal(embed.DefaultDimensions)
			if err != nil {
				b.Fatal(err)
			}
			path := filepath.Join(os.TempDir(), fmt.Sprintf("cairn-bench-mistakes-v1-%d.db", n))
			_, statErr := os.Stat(path)
			db := sqlite.NewDB(path)
			if err := db.Open(ctx); err != nil {
				b.Fatal(err)
			}
			b.Cleanup(func() { db.Close() })
			m := correction.NewMemory(db.Corrections("bench"), emb)
			if err := m.Open(ctx); err != nil {
				b.Fatal(err)
			}
			if statErr != nil {
				for _, c := range mistakeCorpus(n) {
					if err := m.Save(ctx, c); err != nil {
						os.Remove(path)
						b.Fatal(err)
					}
				}
			}
			a := correction.NewApplier(m, nil)
			rng := rand.New(rand.NewPCG(3, 4))
			// The taught outputs, to repeat their mistakes in context.
			var taught []string
			for _, c := range mistakeCorpus(n) {
				if strings.Contains(c.OriginalOutput, "_") || strings.Contains(c.OriginalOutput, "(") {
					taught = append(taught, c.Context[0].Content)
				}
			}
			outputs := make([][2]string, 2000)
			for i := range outputs {
				k := rng.IntN(n)
				switch i % 4 {
				case 0: // a taught mistake (a key, a call or a variable name) in its context
					outputs[i] = [2]string{"how do I configure it?", "For the new service: " + taught[rng.IntN(len(taught))]}
				case 1: // a fixed-text lesson
					outputs[i] = [2]string{"where do releases come from?", fmt.Sprintf("Merge PR %d into master; the release pipeline picks it up.", k)}
				case 2: // a lookalike: the number in another meaning
					outputs[i] = [2]string{"how many rows?", fmt.Sprintf("The table holds %d rows and %d indexes.", 1000+k, k%7)}
				default: // unrelated
					outputs[i] = [2]string{"what does the cache do?", fmt.Sprintf("The cache keeps %d entries for five minutes and evicts the oldest.", k)}
				}
			}
			modified := 0
			apply := func(i int) time.Duration {
				o := outputs[i%len(outputs)]
				t0 := time.Now()
				res, err := a.Apply(ctx, o[0], o[1])
				if err != nil {
					b.Fatal(err)
				}
				d := time.Since(t0)
				if res.Modified {
					modified++
				}
				return d
			}
			lat := make([]time.Duration, 0, max(b.N, minSamples))
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				lat = append(lat, apply(i))
			}
			b.StopTimer()
			for i := len(lat); i < minSamples; i++ {
				lat = append(lat, apply(i))
			}
			reportPercentiles(b, lat)
			b.ReportMetric(float64(modified)/float64(len(lat)), "modified-share")
		})
	}
}
