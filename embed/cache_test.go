package embed_test

import (
	"context"
	"errors"
	"slices"
	"sync"
	"testing"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/embed"
)

// recorder is a real embedder (Local) that records what it is asked.
type recorder struct {
	*embed.Local
	mu    sync.Mutex
	calls [][]string
	fail  error
}

func (r *recorder) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	r.mu.Lock()
	r.calls = append(r.calls, slices.Clone(texts))
	r.mu.Unlock()
	if r.fail != nil {
		return nil, r.fail
	}
	return r.Local.Embed(ctx, texts)
}

func TestCache(t *testing.T) {
	ctx := context.Background()
	rec := &recorder{Local: mustLocal(t, 16)}
	c := embed.NewCache(rec, 3)
	if got, want := c.Model(), "local-hash-v1/16"; got != want {
		t.Fatalf("Model()=%q, want %q", got, want)
	}
	if got, want := c.Dimensions(), 16; got != want {
		t.Fatalf("Dimensions()=%d, want %d", got, want)
	}

	steps := []struct {
		name      string
		texts     []string
		wantAsked []string // nil: no call expected
		wantLen   int
	}{
		{name: "all new, duplicate asked once", texts: []string{"a", "b", "a"}, wantAsked: []string{"a", "b"}, wantLen: 2},
		{name: "all cached", texts: []string{"b", "a"}, wantLen: 2},
		{name: "one new", texts: []string{"c", "a", "d"}, wantAsked: []string{"c", "d"}, wantLen: 3},
		// b was evicted by d; a, used before c and d were added, is now the
		// least recently used and makes room for b.
		{name: "evicted one asked again", texts: []string{"b"}, wantAsked: []string{"b"}, wantLen: 3},
		{name: "recent ones kept", texts: []string{"c", "d", "b"}, wantLen: 3},
		{name: "least recently used was evicted", texts: []string{"a"}, wantAsked: []string{"a"}, wantLen: 3},
	}
	for _, st := range steps {
		before := len(rec.calls)
		got, err := c.Embed(ctx, st.texts)
		if err != nil {
			t.Fatalf("%s: %v", st.name, err)
		}
		for i, text := range st.texts {
			if want := rec.Local.Vector(text); !slices.Equal(got[i], want) {
				t.Fatalf("%s: vector %d (%q) differs from the embedder's", st.name, i, text)
			}
		}
		var asked []string
		if len(rec.calls) > before {
			asked = rec.calls[len(rec.calls)-1]
		}
		if len(rec.calls)-before > 1 {
			t.Fatalf("%s: %d calls, want at most 1", st.name, len(rec.calls)-before)
		}
		if !slices.Equal(asked, st.wantAsked) {
			t.Fatalf("%s: asked %q, want %q", st.name, asked, st.wantAsked)
		}
		if got, want := c.Len(), st.wantLen; got != want {
			t.Fatalf("%s: Len()=%d, want %d", st.name, got, want)
		}
	}
}

func TestCacheError(t *testing.T) {
	boom := cairn.Errorf(cairn.EUNAVAILABLE, "embedder down")
	rec := &recorder{Local: mustLocal(t, 8), fail: boom}
	c := embed.NewCache(rec, 10)
	if _, err := c.Embed(context.Background(), []string{"x"}); !errors.Is(err, boom) {
		t.Fatalf("err=%v, want %v", err, boom)
	}
	if got := c.Len(); got != 0 {
		t.Fatalf("Len()=%d after a failure, want 0", got)
	}
}

func TestLRUZeroSize(t *testing.T) {
	l := embed.NewLRU(0)
	l.Add("m", "t", []float32{1})
	if _, ok := l.Get("m", "t"); ok {
		t.Fatal("a zero-size LRU returned a vector")
	}
}

func TestLRUKeyedByModel(t *testing.T) {
	l := embed.NewLRU(4)
	l.Add("m1", "t", []float32{1})
	if _, ok := l.Get("m2", "t"); ok {
		t.Fatal("vector of model m1 returned for model m2")
	}
	if v, ok := l.Get("m1", "t"); !ok || v[0] != 1 {
		t.Fatalf("Get(m1, t)=%v, %v, want [1], true", v, ok)
	}
}
