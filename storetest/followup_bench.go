package storetest

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"github.com/cairnhq/cairn/embed"
	"github.com/cairnhq/cairn/followup"
	"github.com/cairnhq/cairn/internal/latency"
)

// minFollowupSamples is the fewest decisions BenchmarkFollowupDecide's
// percentiles come from.
const minFollowupSamples = 1000

// BenchmarkFollowupDecide measures Cache.Decide on store with the local
// embedder: 1000 sessions, each holding a cached result of 25 rows and a
// full follow-up history, asked b.N distinct queries (three in four
// follow-ups, one in four new questions). After a turn that cleared a
// session its entry is put back, outside the measurement. It reports p50
// and p99 per decision, in wall and thread CPU time (internal/latency); on
// Redis the CPU time is the client's only.
func BenchmarkFollowupDecide(b *testing.B, store followup.Store) {
	ctx := context.Background()
	l, err := embed.NewLocal(embed.DefaultDimensions)
	if err != nil {
		b.Fatal(err)
	}
	cfg := followup.DefaultConfig()
	cfg.Verbose = false
	c := &followup.Cache{Store: store, Embedder: l, Config: cfg}
	rows := make([]map[string]any, 25)
	for i := range rows {
		rows[i] = map[string]any{"product": fmt.Sprintf("product %d", i), "region": []string{"EMEA", "APAC", "AMER"}[i%3], "total_sales": 1000 + 37*i}
	}
	rb, _ := json.Marshal(rows)
	const sessions = 1000
	seed := func(i int) {
		q := "Show me Q4 sales by product and region"
		e := followup.Entry{
			Query: q, QueryEmbedding: l.Vector(q), EmbeddingModel: l.Model(),
			SQL: "SELECT product, region, sum(amount) AS total_sales FROM sales WHERE quarter = 4 GROUP BY 1, 2", Results: rb,
			ResultColumns: []string{"product", "region", "total_sales"}, Adapter: "reports", FollowUp: true,
		}
		tr, _ := followup.ImpliedTimeRange(q, time.Now())
		e.ResultMetadata = followup.Metadata{RowCount: len(rows), TimeRange: &tr}
		e.Coverage = followup.NewCoverage(e.SQL, rb, e.ResultMetadata) // as Cache.Save stores it
		for k := 0; k < cfg.HistorySize; k++ {
			f := fmt.Sprintf("What about product %d?", k)
			e.RecentFollowups = append(e.RecentFollowups, f)
			e.RecentFollowupEmbeddings = append(e.RecentFollowupEmbeddings, l.Vector(f))
		}
		if err := store.Put(ctx, fmt.Sprintf("bench-%d", i), "reports", e, time.Hour); err != nil {
			b.Fatal(err)
		}
	}
	for i := 0; i < sessions; i++ {
		seed(i)
	}
	templates := []string{
		"What about product %d?", "Which of them sold more than %d?", "How many are above %d in EMEA?",
		"List all suppliers in zone %d.",
	}
	r := latency.New(0)
	outcomes := map[string]int{}
	i := 0
	step := func(timed bool) {
		q := fmt.Sprintf(templates[i%len(templates)], i)
		s := i % sessions
		i++
		m := r.Start()
		d, err := c.Decide(ctx, fmt.Sprintf("bench-%d", s), "reports", q, followup.Options{})
		r.Stop(m)
		if err != nil {
			b.Fatal(err)
		}
		outcomes[d.Outcome]++
		if !d.CacheHit {
			if timed {
				b.StopTimer()
			}
			seed(s)
			if timed {
				b.StartTimer()
			}
		}
	}
	for b.Loop() {
		step(true)
	}
	// Percentiles need samples even under -benchtime=1x.
	for r.Len() < minFollowupSamples {
		step(false)
	}
	r.Report(b, "")
	b.ReportMetric(float64(outcomes[followup.OutcomeHit])/float64(i), "hit-ratio")
}
