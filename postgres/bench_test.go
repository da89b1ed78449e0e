package postgres_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/internal/latency"
	"github.com/cairnhq/cairn/internal/testenv"
	"github.com/cairnhq/cairn/judgment"
	"github.com/cairnhq/cairn/postgres"
	"github.com/jackc/pgx/v5"
)

// The history benchmark's data set, the same as the SQLite engine's:
// judgments spread over benchProducts products, about 30% of them
// corrected, with random timestamps over two years.
const (
	benchTenant   = "bench"
	benchProducts = 100
	// minSamples is the fewest per-operation latencies a percentile is
	// computed from.
	minSamples = 2000
	// minCorpus is the fewest corrections storage is measured on.
	minCorpus = 5000
)

var benchStart = time.Date(2023, 1, 1, 0, 0, 0, 0, time.UTC)

// benchJudgments returns the n judgments of the data set, deterministically.
func benchJudgments(n int) []*judgment.Judgment {
	rng := rand.New(rand.NewPCG(uint64(n), 42))
	decisions := []judgment.Decision{judgment.Include, judgment.Exclude, judgment.Uncertain}
	span := int64(2 * 365 * 24 * time.Hour)
	js := make([]*judgment.Judgment, n)
	for i := range js {
		d := decisions[rng.IntN(2)]
		j := &judgment.Judgment{
			ChangeID:   fmt.Sprintf("github.com/owner%d/repo%d#%d", i%37, i%101, i),
			Decision:   d,
			Reasoning:  "The change touches the product's public API and user-facing behaviour, so it belongs in the report.",
			Product:    fmt.Sprintf("Product %02d", rng.IntN(benchProducts)),
			URL:        fmt.Sprintf("https://github.com/owner/repo/pull/%d", i),
			AIProvider: "gemini",
			Timestamp:  benchStart.Add(time.Duration(rng.Int64N(span))),
		}
		switch r := rng.Float64(); {
		case r < 0.30: // corrected
			j.UserDecision = decisions[(slices.Index(decisions, d)+1+rng.IntN(2))%3]
			j.UserReasoning = "Actually internal tooling, not part of the product."
		case r < 0.40: // confirmed
			j.UserDecision = d
		}
		js[i] = j
	}
	return js
}

// nullable returns nil for "", as the engine stores it.
func nullable(s string) any {
	if s == "" {
		return nil
	}
	return s
}

// seedDB opens a DB in a schema of its own holding the n judgments of the
// data set, loaded with COPY, and drops the schema at the end.
func seedDB(b *testing.B, n int) *postgres.DB {
	b.Helper()
	db := MustOpenDB(b)
	start := time.Now()
	conn := rawConn(b, db.Schema)
	js := benchJudgments(n)
	rows := make([][]any, len(js))
	for i, j := range js {
		us := j.Timestamp.Truncate(time.Microsecond)
		rows[i] = []any{benchTenant, j.ChangeID, j.Product, string(j.Decision), j.Reasoning,
			nullable(string(j.UserDecision)), nullable(j.UserReasoning), nullable(j.URL), nullable(j.Description),
			nullable(j.AIProvider), us, int16(j.Timestamp.Sub(us))}
	}
	if _, err := conn.CopyFrom(b.Context(), pgx.Identifier{"judgments"},
		[]string{"tenant", "change_id", "product", "decision", "reasoning", "user_decision", "user_reasoning",
			"url", "description", "ai_provider", "ts", "ts_ns"}, pgx.CopyFromRows(rows)); err != nil {
		b.Fatalf("COPY: %v", err)
	}
	if _, err := conn.Exec(b.Context(), "VACUUM ANALYZE judgments"); err != nil {
		b.Fatal(err)
	}
	b.Logf("seeded %d judgments in %v", n, time.Since(start).Round(time.Millisecond))
	return db
}

// BenchmarkHistory measures Manager.HistoryForPrompt (the seed's default 20
// entries, 75% corrections) on a random product, at growing sizes: the
// latency must stay flat, since it reads two index ranges of 20 rows. It
// reports percentiles in wall and thread CPU time (internal/latency): the
// CPU time is the client's; the server's work shows in the wall time
// only. The 1M size is seeded only with CAIRN_BENCH_LARGE=1.
func BenchmarkHistory(b *testing.B) {
	testenv.Postgres(b)
	for _, n := range []int{10_000, 100_000, 1_000_000} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			if n >= 1_000_000 && os.Getenv("CAIRN_BENCH_LARGE") != "1" {
				b.Skip("set CAIRN_BENCH_LARGE=1 to seed 1M judgments")
			}
			db := seedDB(b, n)
			m := judgment.NewManager(db.Judgments(benchTenant))
			rng := rand.New(rand.NewPCG(1, 2))
			ctx := context.Background()
			op := func() {
				p := fmt.Sprintf("Product %02d", rng.IntN(benchProducts))
				h, err := m.HistoryForPrompt(ctx, p, judgment.DefaultMaxEntries, judgment.DefaultCorrectionRatio)
				if err != nil {
					b.Fatal(err)
				}
				if len(h) != judgment.DefaultMaxEntries {
					b.Fatalf("history of %s has %d entries, want %d", p, len(h), judgment.DefaultMaxEntries)
				}
			}
			r := latency.New(minSamples)
			for b.Loop() {
				r.Time(op)
			}
			r.TopUp(op)
			r.Report(b, "")
		})
	}
}

// BenchmarkAdd measures the throughput of Store.Add: of new judgments, of
// judgments that replace an existing one (the AI re-judging a change), and
// of SetUserDecision (a human override).
func BenchmarkAdd(b *testing.B) {
	testenv.Postgres(b)
	js := benchJudgments(10_000)
	b.Run("new", func(b *testing.B) {
		s := MustOpenDB(b).Judgments(benchTenant)
		i := 0
		cpu0 := latency.ProcessCPU()
		for b.Loop() {
			j := *js[i%len(js)]
			j.ChangeID = fmt.Sprintf("new#%d", i)
			if _, err := s.Add(b.Context(), &j); err != nil {
				b.Fatal(err)
			}
			i++
		}
		b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "ops/s")
		b.ReportMetric(float64(latency.ProcessCPU()-cpu0)/float64(b.N)/1e3, "cpu-µs/op")
	})
	b.Run("replace", func(b *testing.B) {
		s := MustOpenDB(b).Judgments(benchTenant)
		base := make([]*judgment.Judgment, 1000)
		for i := range base {
			c := *js[i]
			c.UserDecision, c.UserReasoning = "", ""
			base[i] = &c
		}
		if _, err := s.(judgment.BatchAdder).AddBatch(b.Context(), base); err != nil {
			b.Fatal(err)
		}
		i := 0
		cpu0 := latency.ProcessCPU()
		for b.Loop() {
			j := *base[i%len(base)]
			j.Timestamp = j.Timestamp.Add(time.Duration(i) * time.Second)
			stored, err := s.Add(b.Context(), &j)
			if err != nil || !stored {
				b.Fatalf("Add = %v, %v, want a replacement", stored, err)
			}
			i++
		}
		b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "ops/s")
		b.ReportMetric(float64(latency.ProcessCPU()-cpu0)/float64(b.N)/1e3, "cpu-µs/op")
	})
	b.Run("override", func(b *testing.B) {
		s := MustOpenDB(b).Judgments(benchTenant)
		if _, err := s.(judgment.BatchAdder).AddBatch(b.Context(), js[:1000]); err != nil {
			b.Fatal(err)
		}
		decisions := []judgment.Decision{judgment.Include, judgment.Exclude}
		i := 0
		cpu0 := latency.ProcessCPU()
		for b.Loop() {
			if err := s.SetUserDecision(b.Context(), js[i%1000].ChangeID, decisions[i%2], "user says so"); err != nil {
				b.Fatal(err)
			}
			i++
		}
		b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "ops/s")
		b.ReportMetric(float64(latency.ProcessCPU()-cpu0)/float64(b.N)/1e3, "cpu-µs/op")
	})
}

// BenchmarkCorrectionInsert measures Insert of corrections shaped like the
// ones the learner saves (a query, a wrong and a corrected output of a few
// sentences, sometimes an explanation and a context chunk, a 256-dim
// embedding), then reports the table's size (with its indexes and TOAST)
// per correction once the store holds at least minCorpus of them.
func BenchmarkCorrectionInsert(b *testing.B) {
	db := MustOpenDB(b)
	s := db.Corrections(benchTenant)
	corpus := benchCorrections(max(b.N, minCorpus))
	i := 0
	cpu0 := latency.ProcessCPU()
	for b.Loop() {
		if err := s.Insert(b.Context(), corpus[i]); err != nil {
			b.Fatal(err)
		}
		i++
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "ops/s")
	b.ReportMetric(float64(latency.ProcessCPU()-cpu0)/float64(b.N)/1e3, "cpu-µs/op")
	for ; i < len(corpus); i++ {
		if err := s.Insert(b.Context(), corpus[i]); err != nil {
			b.Fatal(err)
		}
	}
	var size int64
	conn := rawConn(b, db.Schema)
	if _, err := conn.Exec(b.Context(), "VACUUM corrections"); err != nil {
		b.Fatal(err)
	}
	if err := conn.QueryRow(b.Context(), "SELECT pg_total_relation_size('corrections')").Scan(&size); err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(float64(size)/float64(len(corpus)), "B/correction")
}

// benchCorrections returns n corrections of realistic sizes.
func benchCorrections(n int) []*correction.Correction {
	rng := rand.New(rand.NewPCG(7, 7))
	words := strings.Fields(`the function should return nil not an error when the user asks for the
		capital of France answer Paris use os.OpenFile with 0600 format dates as ISO 8601 prefer tabs
		over spaces in Go code the query joins orders and customers on customer_id and filters by year`)
	text := func(min, max int) string {
		k := min + rng.IntN(max-min+1)
		out := make([]string, k)
		for i := range out {
			out[i] = words[rng.IntN(len(words))]
		}
		return strings.Join(out, " ")
	}
	cs := make([]*correction.Correction, n)
	for i := range cs {
		v := make([]float32, 256)
		for d := range v {
			v[d] = float32(rng.NormFloat64())
		}
		c := &correction.Correction{
			ID:              fmt.Sprintf("%016x", rng.Uint64()),
			Timestamp:       benchStart.Add(time.Duration(i) * time.Minute),
			SessionID:       fmt.Sprintf("session-%d", i/20),
			OriginalOutput:  text(5, 40),
			CorrectedOutput: text(5, 40),
			Query:           text(4, 20),
			Category:        correction.Category(rng.IntN(6)),
			Severity:        rng.Float64(),
			Embedding:       v,
			EmbeddingModel:  "local-hash-v1/256",
			Confidence:      0.7 + 0.3*rng.Float64(),
		}
		if rng.IntN(2) == 0 {
			c.Explanation = text(5, 15)
		}
		if rng.IntN(4) == 0 {
			c.Context = []correction.ContextChunk{{Source: "doc.md", Content: text(10, 40)}}
		}
		cs[i] = c
	}
	return cs
}
