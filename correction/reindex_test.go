package correction_test

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"

	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/embed"
	"github.com/cairnhq/cairn/sqlite"
)

// Re-embedding a store written with another embedder indexes each new
// vector as it is stored: a record that reads as re-embedded is searchable
// by meaning during the pass, not only once it ends.
func TestReindexIndexesAsItGoes(t *testing.T) {
	ctx := context.Background()
	db := sqlite.NewDB(filepath.Join(t.TempDir(), "c.db"))
	if err := db.Open(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	local, err := embed.NewLocal(embed.DefaultDimensions)
	if err != nil {
		t.Fatal(err)
	}
	old := correction.NewMemory(db.Corrections("t"), local)
	if err := old.Open(ctx); err != nil {
		t.Fatal(err)
	}
	const n = 100 // more than one batch of 64
	for i := range n {
		c := &correction.Correction{SessionID: "s", Query: fmt.Sprintf("which port does service %d use?", i),
			OriginalOutput: fmt.Sprintf("port %d", 1000+i), CorrectedOutput: fmt.Sprintf("port %d", 2000+i)}
		if err := old.Save(ctx, c); err != nil {
			t.Fatal(err)
		}
	}
	glove, err := embed.NewGlove()
	if err != nil {
		t.Fatal(err)
	}
	m := correction.NewMemory(db.Corrections("t"), glove)
	if err := m.Open(ctx); err != nil {
		t.Fatal(err)
	}
	if got := m.Stale(); got != n {
		t.Fatalf("stale before: %d, want %d", got, n)
	}
	var midway []int
	k, err := m.Reindex(ctx, false, func(done int) { midway = append(midway, m.Stale()) })
	if err != nil || k != n {
		t.Fatalf("Reindex = %d, %v", k, err)
	}
	if len(midway) < 2 || midway[0] != n-64 {
		t.Errorf("stale after each batch: %v, want %d after the first", midway, n-64)
	}
	if got := m.Stale(); got != 0 {
		t.Errorf("stale after: %d", got)
	}
}
