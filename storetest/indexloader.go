package storetest

import (
	"fmt"
	"slices"
	"testing"

	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/vector"
	"github.com/cairnhq/cairn/vector/vectortest"
)

// RunIndexLoader is the conformance suite of correction.IndexLoader: it
// must stream what Each streams, reduced to an IndexRecord, in the same
// order, for the tenant only. open returns a fresh database as a function
// from tenant to its store; every store must implement IndexLoader.
func RunIndexLoader(t *testing.T, open func(t *testing.T) func(tenant string) correction.Store) {
	stores := open(t)
	s := stores("t1")
	l, ok := s.(correction.IndexLoader)
	if !ok {
		t.Fatalf("%T does not implement correction.IndexLoader", s)
	}
	const n = 300
	seedIndexLoader(t, s, n)
	t.Run("counts the tenant's records", func(t *testing.T) {
		if got, err := l.CountIndexRecords(t.Context()); err != nil || got != n {
			t.Fatalf("CountIndexRecords = %d, %v; want %d", got, err, n)
		}
	})
	t.Run("streams what Each streams", func(t *testing.T) { testIndexRecordsMatchEach(t, s, l) })
	t.Run("stops at fn's error", func(t *testing.T) {
		stop := fmt.Errorf("stop")
		calls := 0
		if err := l.EachIndexRecord(t.Context(), func(*correction.IndexRecord) error { calls++; return stop }); err != stop || calls != 1 {
			t.Fatalf("EachIndexRecord after fn's error: %v after %d calls, want fn's error after 1", err, calls)
		}
	})
	t.Run("another tenant sees nothing", func(t *testing.T) {
		other := stores("t2").(correction.IndexLoader)
		if err := other.EachIndexRecord(t.Context(), func(*correction.IndexRecord) error { return fmt.Errorf("record of t1 in t2") }); err != nil {
			t.Fatal(err)
		}
	})
}

// seedIndexLoader inserts n corrections in s, some without an embedding,
// some of another model and some of another dimension.
func seedIndexLoader(t *testing.T, s correction.Store, n int) {
	t.Helper()
	const dim = 32
	vs := vectortest.GaussianClusters(3, n, dim, 8, 0.5)
	for i := range n {
		c := &correction.Correction{
			ID: fmt.Sprintf("c%04d", i), Query: fmt.Sprintf("q%d", i),
			OriginalOutput: fmt.Sprintf("wrong %d", i), CorrectedOutput: fmt.Sprintf("right %d", i),
			Category: correction.CategoryFactual, Severity: 0.5, Confidence: float64(i%10) / 10,
			Literal: i%10 == 0, Embedding: vs[i], EmbeddingModel: "m",
		}
		switch i % 37 { // no embedding, another model, another dimension
		case 5:
			c.Embedding, c.EmbeddingModel = nil, ""
		case 6:
			c.EmbeddingModel = "other"
		case 7:
			c.Embedding = vs[i][:dim/2]
		}
		mustInsert(t, s, c)
	}
}

// testIndexRecordsMatchEach checks that EachIndexRecord streams what Each
// streams, reduced to an IndexRecord, in the same order.
func testIndexRecordsMatchEach(t *testing.T, s correction.Store, l correction.IndexLoader) {
	ctx := t.Context()
	var want []correction.IndexRecord
	if err := s.Each(ctx, func(c *correction.Correction) error {
		r := correction.IndexRecord{ID: c.ID, Embedding: vector.Encode(c.Embedding), EmbeddingModel: c.EmbeddingModel,
			Confidence: c.Confidence, Literal: c.Literal}
		if c.Literal {
			r.OriginalOutput, r.CorrectedOutput = c.OriginalOutput, c.CorrectedOutput
		}
		want = append(want, r)
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	var got []correction.IndexRecord
	if err := l.EachIndexRecord(ctx, func(r *correction.IndexRecord) error {
		c := *r
		c.Embedding = slices.Clone(r.Embedding)
		got = append(got, c)
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if len(got) != len(want) {
		t.Fatalf("%d records, want %d", len(got), len(want))
	}
	for i := range want {
		g, w := got[i], want[i]
		if g.ID != w.ID || !slices.Equal(g.Embedding, w.Embedding) || g.EmbeddingModel != w.EmbeddingModel ||
			g.Confidence != w.Confidence || g.Literal != w.Literal || g.OriginalOutput != w.OriginalOutput || g.CorrectedOutput != w.CorrectedOutput {
			t.Fatalf("record %d: got %+v, want %+v", i, g, w)
		}
	}
}
