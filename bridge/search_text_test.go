package bridge_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/bridge"
	"github.com/cairnhq/cairn/embed"
)

// downEmbedder is an embedding service that is down: stored entries keep
// the local embeddings they were saved with, but no query can be
// embedded.
type downEmbedder struct{ cairn.Embedder }

func (downEmbedder) Embed(context.Context, []string) ([][]float32, error) {
	return nil, cairn.Unavailable("embedder", errors.New("connection refused"))
}

// When the embedder fails, or there is none, search matches the words of
// the live entries and says so; it never fails for the embedder.
func TestSearchFallsBackToText(t *testing.T) {
	b, clk := newBridge(t, bridge.DefaultConfig())
	ctx := t.Context()
	for _, e := range []struct {
		text string
		typ  bridge.ModelType
		age  time.Duration
	}{
		{"The user lives in Seattle and bikes to work.", bridge.WorkingAwareness, 0},
		{"The user asked about weather in Seattle.", bridge.Preprocessing, 0},
		{"The user mentioned their cat.", bridge.Preprocessing, 0},
		{"Seattle bikes and Seattle rain, an hour old.", bridge.Preprocessing, 5 * time.Hour}, // expired
	} {
		if err := b.Save(ctx, &bridge.Entry{SessionID: "s", Type: e.typ, Text: e.text, Timestamp: start.Add(-e.age)}); err != nil {
			t.Fatal(err)
		}
	}
	local, _ := embed.NewLocal(embed.DefaultDimensions)
	for _, tc := range []struct {
		name     string
		embedder cairn.Embedder
		errText  bool
	}{
		{"failing embedder", downEmbedder{local}, true},
		{"no embedder", nil, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b.Embedder = tc.embedder
			clk.Set(start)
			r, err := b.Search(ctx, "s", "bikes in Seattle?", 5, "")
			if err != nil {
				t.Fatalf("Search: %v", err)
			}
			if r.Method != bridge.MethodText {
				t.Fatalf("method %q, want %q", r.Method, bridge.MethodText)
			}
			if (r.EmbedderError != "") != tc.errText {
				t.Fatalf("embedder_error %q", r.EmbedderError)
			}
			if len(r.Matches) != 2 {
				t.Fatalf("%d matches, want the 2 live entries sharing words: %+v", len(r.Matches), r.Matches)
			}
			if got := r.Matches[0].Text; got != "The user lives in Seattle and bikes to work." {
				t.Fatalf("best match %q, want the entry sharing most words", got)
			}
			if r.Matches[0].Similarity <= r.Matches[1].Similarity || r.Matches[1].Similarity <= 0 {
				t.Fatalf("similarities %v, %v: want descending and positive", r.Matches[0].Similarity, r.Matches[1].Similarity)
			}
			if r, err := b.Search(ctx, "s", "Seattle", 5, bridge.WorkingAwareness); err != nil || len(r.Matches) != 1 || r.Matches[0].Type != bridge.WorkingAwareness {
				t.Fatalf("by type: %+v, %v", r, err)
			}
			if r, err := b.Search(ctx, "s", "Seattle", 1, ""); err != nil || len(r.Matches) != 1 {
				t.Fatalf("k=1: %+v, %v", r, err)
			}
			if r, err := b.Search(ctx, "s", "quantum chromodynamics", 5, ""); err != nil || len(r.Matches) != 0 || r.Matches == nil {
				t.Fatalf("no shared word: %+v, %v (want an empty list)", r, err)
			}
			if _, err := b.Search(ctx, "s", "", 5, ""); cairn.ErrorField(err) != "query" {
				t.Fatalf("empty query: %v", err)
			}
		})
	}
	b.Embedder = local
	r, err := b.Search(ctx, "s", "bikes in Seattle?", 5, "")
	if err != nil || r.Method != bridge.MethodEmbedding || r.EmbedderError != "" || len(r.Matches) == 0 {
		t.Fatalf("with the embedder back: %+v, %v", r, err)
	}
}

// A store that is down still fails the search, with its own error.
func TestSearchTextStoreDown(t *testing.T) {
	b, _ := newBridge(t, bridge.DefaultConfig())
	b.Embedder = nil
	b.Store = downStore{b.Store}
	if _, err := b.Search(t.Context(), "s", "Seattle", 5, ""); cairn.ErrorCode(err) != cairn.EUNAVAILABLE {
		t.Fatalf("Search with the store down: %v, want EUNAVAILABLE", err)
	}
}

type downStore struct{ bridge.Store }

func (downStore) List(context.Context, bridge.ListOptions) ([]*bridge.Entry, error) {
	return nil, cairn.Unavailable("store", errors.New("connection refused"))
}
