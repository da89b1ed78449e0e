package correction_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/embed"
	"github.com/cairnhq/cairn/internal/latency"
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

// openCorpus returns a Memory over a SQLite file of this run's own
// (b.TempDir: never a store left by another run) holding n corrections.
func openCorpus(tb testing.TB, n int) (*correction.Memory, string) {
	tb.Helper()
	return seedMemory(tb, corpus(n))
}

// seedMemory writes cs, with the embeddings Memory.Save would give them,
// to a new SQLite file in bulk (InsertMany, 10 000 a transaction: the same
// rows as saving them one by one, in a fraction of the time) and opens a
// Memory over it.
func seedMemory(tb testing.TB, cs []*correction.Correction) (*correction.Memory, string) {
	tb.Helper()
	ctx := context.Background()
	emb, err := embed.NewLocal(embed.DefaultDimensions)
	if err != nil {
		tb.Fatal(err)
	}
	path := filepath.Join(tb.TempDir(), "corrections.db")
	db := sqlite.NewDB(path)
	if err := db.Open(ctx); err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { db.Close() })
	start := time.Now()
	store := db.Corrections("bench")
	for len(cs) > 0 {
		batch := cs[:min(len(cs), 10_000)]
		cs = cs[len(batch):]
		texts := make([]string, len(batch))
		for i, c := range batch {
			texts[i] = correction.EmbeddingText(c.Query, c.OriginalOutput)
		}
		vs, err := emb.Embed(ctx, texts)
		if err != nil {
			tb.Fatal(err)
		}
		for i, c := range batch {
			c.Embedding, c.EmbeddingModel = vs[i], emb.Model()
		}
		if err := store.(*sqlite.CorrectionStore).InsertMany(ctx, batch); err != nil {
			tb.Fatal(err)
		}
	}
	m := correction.NewMemory(store, emb)
	if err := m.Open(ctx); err != nil {
		tb.Fatal(err)
	}
	tb.Logf("seeded and opened %d corrections in %v", m.Len(), time.Since(start).Round(time.Millisecond))
	return m, path
}

// checkSizes are the corpus sizes of BenchmarkCheckPath; 1M runs only with
// CAIRN_BENCH_LARGE=1 (seeding it saves a million corrections one by one,
// and opening it builds the whole index: minutes, and gigabytes).
var checkSizes = []int{10_000, 100_000, 1_000_000}

// checkSeq numbers the turns of BenchmarkCheckPath across every run in the
// process, so that no turn repeats: the testing package calls a benchmark
// several times with growing b.N, and a repeated text would find the
// embedder's and the detector's work done.
var checkSeq atomic.Uint64

// checkTurn returns turn i: the assistant's previous output, the user's
// message about it, and the next query and output to check. Half the
// messages correct the output, half follow it up; every text holds i.
func checkTurn(i uint64) (prev, message, query, output string) {
	subj := subjects[i%uint64(len(subjects))]
	w := wrongs[(i/3)%uint64(len(wrongs))]
	r := rights[(i/7)%uint64(len(rights))]
	prev = fmt.Sprintf("For ticket %d, %s should %s.", i, subj, w)
	if i%2 == 0 {
		message = fmt.Sprintf("No, %s should %s, not %s (ticket %d).", subj, r, w, i)
	} else {
		message = fmt.Sprintf("Thanks. How do I test %s for ticket %d?", subj, i)
	}
	query = fmt.Sprintf(askings[(i/5)%uint64(len(askings))], subj) + fmt.Sprintf(" (ticket %d)", i)
	output = "I think " + subj + " should " + wrongs[(i/11)%uint64(len(wrongs))] + fmt.Sprintf(" here, as in ticket %d.", i)
	return prev, message, query, output
}

// BenchmarkCheckPath measures what one turn costs a user offline, every
// part timed: the offline detector on the user's message (features of the
// message and of how it relates to the previous output, the logistic
// model, the wrong → right extraction), then the similar corrections of
// the next query and output (local embedding, index search with the
// confidence filter, relevance, reading the matches from SQLite), then the
// applier on that output (mistake index, rule checks, store reads). Every
// turn is new text (checkTurn, numbered across runs): no cache is warm for
// it. It reports p50 and p99 of the whole check and of each part, and the
// number of turns they come from (at least minSamples).
func BenchmarkCheckPath(b *testing.B) {
	for _, n := range checkSizes {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			if n >= 1_000_000 && os.Getenv("CAIRN_BENCH_LARGE") != "1" {
				b.Skip("set CAIRN_BENCH_LARGE=1 to run over a million corrections")
			}
			m, _ := openCorpus(b, n)
			ctx := context.Background()
			det := correction.NewDetector(nil) // offline, as a server without an LLM
			app := correction.NewApplier(m, nil)
			total, detect, similar, apply := latency.New(minSamples), latency.New(0), latency.New(0), latency.New(0)
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			check := func() {
				prev, msg, q, out := checkTurn(checkSeq.Add(1))
				t0 := latency.Now()
				if _, err := det.Detect(ctx, msg, prev); err != nil {
					b.Fatal(err)
				}
				t1 := latency.Now()
				if _, err := m.FindSimilar(ctx, q, out, correction.DefaultCandidates); err != nil {
					b.Fatal(err)
				}
				t2 := latency.Now()
				if _, err := app.Apply(ctx, q, out); err != nil {
					b.Fatal(err)
				}
				w, c := t0.Since()
				total.Add(w, c)
				w1, c1 := t1.Since()
				w2, c2 := t2.Since()
				detect.Add(w-w1, c-c1)
				similar.Add(w1-w2, c1-c2)
				apply.Add(w2, c2)
			}
			for b.Loop() {
				check()
			}
			// Percentiles need samples even under -benchtime=1x.
			for total.Len() < minSamples {
				check()
			}
			total.Report(b, "")
			detect.Report(b, "detect-")
			similar.Report(b, "similar-")
			apply.Report(b, "apply-")
		})
	}
}

// minSamples is the fewest latencies a percentile is computed from.
const minSamples = 2000

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
// 2,000 distinct outputs; p50 and p99 per apply, in wall time and in the
// thread's CPU time (p50-cpu-ms, p99-cpu-ms: the latency on an idle core),
// and the process's CPU time per apply, the garbage collector's included
// (cpu-µs/op): on a machine shared with other work, the CPU figures move
// far less than the wall-clock ones.
func BenchmarkApplyPath(b *testing.B) {
	for _, n := range []int{10_000, 100_000} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			ctx := context.Background()
			m, _ := seedMemory(b, mistakeCorpus(n))
			a := correction.NewApplier(m, nil)
			// The taught outputs, to repeat their mistakes in context.
			var taught []string
			for _, c := range mistakeCorpus(n) {
				if strings.Contains(c.OriginalOutput, "_") || strings.Contains(c.OriginalOutput, "(") {
					taught = append(taught, c.Context[0].Content)
				}
			}
			modified := 0
			apply := func(o [2]string) {
				res, err := a.Apply(ctx, o[0], o[1])
				if err != nil {
					b.Fatal(err)
				}
				if res.Modified {
					modified++
				}
			}
			// The first applies after the memory opened compile the rules
			// they meet: reported apart (first-…), over other outputs.
			first := latency.New(0)
			for _, o := range applyOutputs(1, n, taught) {
				first.Time(func() { apply(o) })
			}
			modified = 0
			outputs := applyOutputs(2, n, taught)
			r := latency.New(minSamples)
			i := 0
			next := func() {
				apply(outputs[i%len(outputs)])
				i++
			}
			p0 := latency.ProcessCPU()
			for b.Loop() {
				r.Time(next)
			}
			p1 := latency.ProcessCPU()
			r.TopUp(next)
			r.Report(b, "")
			first.Report(b, "first-")
			b.ReportMetric(float64(p1-p0)/float64(b.N)/1e3, "cpu-µs/op")
			b.ReportMetric(float64(modified)/float64(r.Len()), "modified-share")
		})
	}
}

// applyOutputs returns 2,000 distinct outputs for BenchmarkApplyPath,
// drawn with seed over a corpus of n: half repeat a taught mistake (a
// quarter the fixed-text lesson), half are lookalikes or unrelated.
func applyOutputs(seed uint64, n int, taught []string) [][2]string {
	rng := rand.New(rand.NewPCG(seed, 4))
	outputs := make([][2]string, 2000)
	for i := range outputs {
		k := rng.IntN(n)
		switch i % 4 {
		case 0: // a taught mistake (a key, a call or a variable name) in its context
			outputs[i] = [2]string{"how do I configure it?", fmt.Sprintf("For the new service %d: ", k) + taught[rng.IntN(len(taught))]}
		case 1: // a fixed-text lesson
			outputs[i] = [2]string{"where do releases come from?", fmt.Sprintf("Merge PR %d into master; the release pipeline picks it up.", k)}
		case 2: // a lookalike: the number in another meaning
			outputs[i] = [2]string{"how many rows?", fmt.Sprintf("The table holds %d rows and %d indexes.", 1000+k, k%7)}
		default: // unrelated
			outputs[i] = [2]string{"what does the cache do?", fmt.Sprintf("The cache keeps %d entries for five minutes and evicts the oldest.", k)}
		}
	}
	return outputs
}

// plainStore hides a store's ChangeLog: a Memory over it refreshes by
// reading every record (through IndexLoader), as before the change log.
type plainStore struct {
	correction.Store
	correction.IndexLoader
}

// BenchmarkRefresh is the server's periodic index refresh (index_refresh)
// of a 100 000-correction tenant after another process changed 100 of
// them: from the change log, and by reading every record (log hidden).
func BenchmarkRefresh(b *testing.B) {
	m, _ := openCorpus(b, 100_000)
	ctx := context.Background()
	var ids []string
	if err := m.Store.Each(ctx, func(c *correction.Correction) error {
		ids = append(ids, c.ID)
		return nil
	}); err != nil {
		b.Fatal(err)
	}
	for _, mode := range []string{"changes", "full"} {
		b.Run(mode, func(b *testing.B) {
			mm := m
			if mode == "full" {
				mm = correction.NewMemory(plainStore{m.Store, m.Store.(correction.IndexLoader)}, m.Embedder)
				if err := mm.Open(ctx); err != nil {
					b.Fatal(err)
				}
			}
			next := 0
			b.ResetTimer()
			for range b.N {
				b.StopTimer()
				for range 100 {
					if _, err := m.Store.UpdateConfidence(ctx, ids[next%len(ids)], 0); err != nil {
						b.Fatal(err)
					}
					next++
				}
				b.StartTimer()
				if err := mm.Refresh(ctx); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
