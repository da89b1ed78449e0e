package bridge_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/cairnhq/cairn/bridge"
	"github.com/cairnhq/cairn/internal/latency"
)

// Vocabulary of realistic reasoning notes.
var (
	topics = []string{"the weather in Seattle", "a CSV parser in Python", "a trip to Tokyo", "the user's billing dispute",
		"a failing unit test", "the database migration", "a birthday present for a sister", "the Discord bot's rate limits",
		"a recipe for ramen", "the quarterly report", "learning Rust lifetimes", "a slow SQL query", "the cat's vet visit",
		"a job interview next week", "the home network setup", "a D&D campaign"}
	notes = []string{"The user asked about %s; key entities were extracted and the intent looks informational.",
		"Earlier analysis of %s concluded the user wants step-by-step guidance, not a summary.",
		"Context: %s came up twice; the user seems frustrated and prefers short answers.",
		"Preprocessing flagged %s as the main topic, with a secondary question about timing.",
		"Working hypothesis on %s: the user already tried the obvious fix and needs alternatives."}
)

func note(rng *rand.Rand) string {
	return fmt.Sprintf(notes[rng.IntN(len(notes))], topics[rng.IntN(len(topics))]) +
		fmt.Sprintf(" (turn %d)", rng.IntN(1000))
}

// fill stores n entries in session, spread over the last 80 minutes (fresh
// and ageing preprocessing entries, none expired).
func fill(tb testing.TB, b *bridge.Bridge, session string, n int, rng *rand.Rand) {
	tb.Helper()
	ctx := context.Background()
	for i := 0; i < n; i++ {
		e := &bridge.Entry{SessionID: session, Type: bridge.Preprocessing, Text: note(rng),
			Timestamp: start.Add(-time.Duration(rng.IntN(80*60)) * time.Second)}
		if err := b.Save(ctx, e); err != nil {
			tb.Fatal(err)
		}
	}
}

// BenchmarkPriorReasoning measures PriorReasoning on SQLite for sessions of
// 100 entries (default budget of 500 tokens, entries up to 80 minutes old,
// so most are corrupted), rotating over 32 sessions. It reports p50 and p99 (wall and CPU).
func BenchmarkPriorReasoning(b *testing.B) {
	br, _ := newBridge(b, bridge.DefaultConfig())
	rng := rand.New(rand.NewPCG(1, 2))
	const sessions = 32
	for s := 0; s < sessions; s++ {
		fill(b, br, fmt.Sprintf("user:%d", s), 100, rng)
	}
	ctx := context.Background()
	run := func(i int) {
		p, err := br.PriorReasoning(ctx, fmt.Sprintf("user:%d", i%sessions), bridge.Preprocessing, true)
		if err != nil || p.Text == "" {
			b.Fatal(err)
		}
	}
	measure(b, run)
}

// BenchmarkSearchReasoning measures SearchReasoning (k=5) in one session of
// 10 000 entries on SQLite, with the local embedder and distinct queries.
// The session's index is built before timing. It reports p50 and p99 (wall and CPU).
func BenchmarkSearchReasoning(b *testing.B) {
	br, _ := newBridge(b, bridge.DefaultConfig())
	rng := rand.New(rand.NewPCG(3, 4))
	fill(b, br, "big", 10_000, rng)
	ctx := context.Background()
	queries := make([]string, 4096)
	for i := range queries {
		queries[i] = fmt.Sprintf("what did we conclude about %s? #%d", topics[rng.IntN(len(topics))], i)
	}
	if _, err := br.SearchReasoning(ctx, "big", "warm up", 5, ""); err != nil {
		b.Fatal(err)
	}
	run := func(i int) {
		ms, err := br.SearchReasoning(ctx, "big", queries[i%len(queries)], 5, "")
		if err != nil || len(ms) != 5 {
			b.Fatal(len(ms), err)
		}
	}
	measure(b, run)
}

// minSamples is the fewest latencies a percentile is computed from.
const minSamples = 2000

// measure runs fn(i) for i = 0, 1, … b.N times (and at least minSamples
// times) and reports the percentiles in wall and thread CPU time
// (internal/latency).
func measure(b *testing.B, fn func(i int)) {
	r := latency.New(minSamples)
	i := 0
	op := func() {
		fn(i)
		i++
	}
	for b.Loop() {
		r.Time(op)
	}
	r.TopUp(op)
	r.Report(b, "")
}
