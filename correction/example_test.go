package correction_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"

	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/embed"
	"github.com/cairnhq/cairn/sqlite"
)

// The learning loop of one conversation, offline: the assistant answers,
// the user corrects it, and a later answer that repeats the mistake is
// corrected before anyone sees it.
func ExampleService() {
	dir, _ := os.MkdirTemp("", "cairn-example")
	defer os.RemoveAll(dir)
	ctx := context.Background()
	db := sqlite.NewDB(filepath.Join(dir, "cairn.db"))
	if err := db.Open(ctx); err != nil {
		panic(err)
	}
	defer db.Close()
	emb, _ := embed.NewLocal(embed.DefaultDimensions)
	svc := &correction.Service{
		Stores:   func(tenant string) correction.Store { return db.Corrections(tenant) },
		Embedder: emb, // no LLM: every step runs offline
	}
	l, err := svc.Learner(ctx, "default")
	if err != nil {
		panic(err)
	}

	l.HandleOutput(ctx, "s1", "Which timezone do we store?", "Timestamps are stored in local time.")
	res, _ := l.HandleUserMessage(ctx, "s1", "No, use UTC, not local time.")
	fmt.Printf("saved: %q -> %q\n", res.Saved.OriginalOutput, res.Saved.CorrectedOutput)

	out, _ := l.HandleOutput(ctx, "s2", "Which timezone do we store timestamps in?", "We store timestamps in local time.")
	fmt.Println(out.Output)
	// Output:
	// saved: "local time" -> "UTC"
	// We store timestamps in UTC.
}

// FindSimilar returns the stored corrections nearest to a new query and
// output, with the seed's relevance.
func ExampleMemory_FindSimilar() {
	dir, _ := os.MkdirTemp("", "cairn-example")
	defer os.RemoveAll(dir)
	ctx := context.Background()
	db := sqlite.NewDB(filepath.Join(dir, "cairn.db"))
	if err := db.Open(ctx); err != nil {
		panic(err)
	}
	defer db.Close()
	emb, _ := embed.NewLocal(embed.DefaultDimensions)
	m := correction.NewMemory(db.Corrections("default"), emb)
	if err := m.Open(ctx); err != nil {
		panic(err)
	}
	m.Save(ctx, &correction.Correction{ID: "units", Query: "distance to the office", OriginalOutput: "12 miles", CorrectedOutput: "19 km", Confidence: 0.9, Literal: true})
	m.Save(ctx, &correction.Correction{ID: "bread", Query: "how long to knead", OriginalOutput: "an hour", CorrectedOutput: "ten minutes", Confidence: 0.9, Literal: true})

	matches, _ := m.FindSimilar(ctx, "distance to the office", "It is 12 miles away.", 1)
	for _, match := range matches {
		fmt.Println(match.Correction.ID, match.Relevance > 0.6)
	}
	// Output:
	// units true
}
