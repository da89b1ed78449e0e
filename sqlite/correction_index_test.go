package sqlite_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/embed"
	"github.com/cairnhq/cairn/sqlite"
	"github.com/cairnhq/cairn/storetest"
	"github.com/cairnhq/cairn/vector"
	"github.com/cairnhq/cairn/vector/vectortest"
)

// indexCorrections returns n corrections for the loader tests: every tenth
// literal, a few without an embedding, of another model or dimension.
func indexCorrections(n, dim int, model string) []*correction.Correction {
	vs := vectortest.GaussianClusters(3, n, dim, 8, 0.5)
	cs := make([]*correction.Correction, n)
	for i := range cs {
		c := &correction.Correction{
			ID: fmt.Sprintf("c%04d", i), Query: fmt.Sprintf("q%d", i),
			OriginalOutput: fmt.Sprintf("wrong %d", i), CorrectedOutput: fmt.Sprintf("right %d", i),
			Category: correction.CategoryFactual, Severity: 0.5, Confidence: float64(i%10) / 10,
			Literal: i%10 == 0, Embedding: vs[i], EmbeddingModel: model,
		}
		switch i % 37 {
		case 5:
			c.Embedding, c.EmbeddingModel = nil, ""
		case 6:
			c.EmbeddingModel = "other"
		case 7:
			c.Embedding = vs[i][:dim/2]
		}
		cs[i] = c
	}
	return cs
}

func TestIndexLoader(t *testing.T) {
	storetest.RunIndexLoader(t, func(t *testing.T) func(string) correction.Store {
		return MustOpenDB(t).Corrections
	})
}

func TestInsertManyIsAllOrNothing(t *testing.T) {
	ctx := context.Background()
	s := MustOpenDB(t).Corrections("t").(*sqlite.CorrectionStore)
	cs := indexCorrections(10, 8, "m")
	if err := s.InsertMany(ctx, cs[:5]); err != nil {
		t.Fatal(err)
	}
	if err := s.InsertMany(ctx, cs[4:]); cairn.ErrorCode(err) != cairn.ECONFLICT {
		t.Fatalf("InsertMany with an existing id: %v, want ECONFLICT", err)
	}
	bad := *cs[9]
	bad.ID = "fresh"
	bad.Confidence = 2
	if err := s.InsertMany(ctx, []*correction.Correction{cs[6], &bad}); cairn.ErrorCode(err) != cairn.EINVALID {
		t.Fatalf("InsertMany with an invalid correction: %v, want EINVALID", err)
	}
	if n, _ := s.CountIndexRecords(ctx); n != 5 {
		t.Fatalf("%d stored after failed batches, want 5", n)
	}
}

// plainStore hides the IndexLoader of a store, so that Memory falls back
// to Each.
type plainStore struct{ correction.Store }

// TestMemoryLoadsThroughIndexLoader opens a Memory over the loader and over
// Each and checks that both index the same corrections and answer the same,
// and that the graph, built in the background, answers too.
func TestMemoryLoadsThroughIndexLoader(t *testing.T) {
	ctx := context.Background()
	const dim = 32
	emb, err := embed.NewLocal(dim)
	if err != nil {
		t.Fatal(err)
	}
	s := MustOpenDB(t).Corrections("t").(*sqlite.CorrectionStore)
	cs := indexCorrections(600, dim, emb.Model())
	if err := s.InsertMany(ctx, cs); err != nil {
		t.Fatal(err)
	}
	fast := correction.NewMemory(s, emb)
	fast.Index.HNSWThreshold = 400
	slow := correction.NewMemory(plainStore{s}, emb)
	slow.Index.Mode = vector.Exact
	for _, m := range []*correction.Memory{fast, slow} {
		if err := m.Open(ctx); err != nil {
			t.Fatal(err)
		}
	}
	if fast.Len() != slow.Len() || fast.Stale() != slow.Stale() || fast.Len() == 0 || fast.Stale() == 0 {
		t.Fatalf("loader: %d indexed, %d stale; Each: %d, %d", fast.Len(), fast.Stale(), slow.Len(), slow.Stale())
	}
	q := vectortest.GaussianClusters(3, 1, dim, 8, 0.5)[0]
	compare := func(what string) {
		a, err := fast.FindSimilarVector(ctx, q, 5)
		if err != nil {
			t.Fatal(err)
		}
		b, err := slow.FindSimilarVector(ctx, q, 5)
		if err != nil {
			t.Fatal(err)
		}
		if len(a) != 5 || len(b) != 5 {
			t.Fatalf("%s: %d and %d matches, want 5", what, len(a), len(b))
		}
		for i := range a {
			if a[i].Correction.ID != b[i].Correction.ID {
				t.Fatalf("%s: match %d is %s, want %s", what, i, a[i].Correction.ID, b[i].Correction.ID)
			}
		}
	}
	compare("while the graph may be building")
	if err := fast.WaitIndex(ctx); err != nil {
		t.Fatal(err)
	}
	if st, ok := fast.IndexStatus(); !ok || !st.Graph || !st.Warm() || st.Vectors != fast.Len() {
		t.Fatalf("IndexStatus=%+v, %v after WaitIndex, want a warm graph", st, ok)
	}
	if st, _ := slow.IndexStatus(); st.Graph || !st.Warm() {
		t.Fatalf("exact memory: IndexStatus=%+v", st)
	}
	compare("with the graph")
}
