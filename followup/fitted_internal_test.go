package followup

import (
	"context"
	"sync"
	"testing"

	"github.com/cairnhq/cairn"
)

// countingEmbedder embeds every text as one fixed vector and counts calls.
type countingEmbedder struct {
	model string
	calls int
}

func (e *countingEmbedder) Embed(_ context.Context, texts []string) ([][]float32, error) {
	e.calls++
	out := make([][]float32, len(texts))
	for i := range out {
		out[i] = []float32{1, 0, 0}
	}
	return out, nil
}
func (e *countingEmbedder) Dimensions() int { return 3 }
func (e *countingEmbedder) Model() string   { return e.model }

// TestLocalEmbedderOfAnotherModelReadsTheFittedOne: with a local embedder
// whose similarities the blends were not fitted on, the cache reads its
// similarities from the fitted embedder; a remote embedder is used as
// configured.
func TestLocalEmbedderOfAnotherModelReadsTheFittedOne(t *testing.T) {
	fitted := &countingEmbedder{model: fittedEmbedder}
	newFitted = func() cairn.Embedder { return fitted }
	fittedOnce, fittedEmb = sync.Once{}, nil
	t.Cleanup(func() { newFitted, fittedOnce, fittedEmb = nil, sync.Once{}, nil })

	other := &countingEmbedder{model: "local-other-v1/3"}
	c := &Cache{Embedder: other}
	if _, model := c.embed(context.Background(), "q"); model != fittedEmbedder || fitted.calls != 1 || other.calls != 0 {
		t.Fatalf("local embedder of another model: model %q, fitted calls %d, configured calls %d", model, fitted.calls, other.calls)
	}
	remote := &countingEmbedder{model: "text-embedding-3-small/1536"}
	c = &Cache{Embedder: remote}
	if _, model := c.embed(context.Background(), "q"); model != remote.model || remote.calls != 1 {
		t.Fatalf("remote embedder: model %q, calls %d", model, remote.calls)
	}
}
