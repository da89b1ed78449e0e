package http_test

import (
	"context"
	"net/http"
	"testing"
	"time"

	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/embed"
	cairnhttp "github.com/cairnhq/cairn/http"
)

// TestNewEmbedderReembedsInBackground: a server started with local-glove-v1
// over corrections stored with local-hash-v1 shows them "stale", still finds
// them by text (their mistake in the output), re-embeds them in the
// background, and then finds them by meaning.
func TestNewEmbedderReembedsInBackground(t *testing.T) {
	old := mustOpenServer(t) // local-hash-v1
	in := map[string]any{"query": "Which header carries the API token of the billing service?", "original_output": "X-Billing-Token", "corrected_output": "Authorization"}
	var c map[string]any
	if code := old.do(t, "POST", "/v1/corrections", in, &c); code != http.StatusCreated || c["embedding"] != "ready" {
		t.Fatalf("create: %d %v", code, c)
	}
	id, _ := c["id"].(string)

	glove, err := embed.NewGlove()
	if err != nil {
		t.Fatal(err)
	}
	s := mustOpenServer(t, func(s *cairnhttp.Server) {
		s.Corrections = &correction.Service{Stores: func(t string) correction.Store { return old.db.Corrections(t) }, Embedder: glove}
	})
	var got map[string]any
	if code := s.do(t, "GET", "/v1/corrections/"+id, nil, &got); code != http.StatusOK || got["embedding"] != "stale" {
		t.Fatalf("before re-embedding: %d %v, want embedding stale", code, got)
	}
	similar := func(query, output string) []any {
		t.Helper()
		var sim map[string]any
		if code := s.do(t, "POST", "/v1/corrections/similar", map[string]any{"query": query, "output": output}, &sim); code != http.StatusOK {
			t.Fatalf("similar: %d %v", code, sim)
		}
		ms, _ := sim["matches"].([]any)
		return ms
	}
	if ms := similar("how do I authenticate?", "send it in `X-Billing-Token`"); len(ms) != 1 {
		t.Fatalf("by text before re-embedding: %v, want the correction (its mistake stands in the output)", ms)
	}
	if ms := similar("where does the access key go in a request to the payments system", "in a cookie"); len(ms) != 0 {
		t.Fatalf("by meaning before re-embedding: %v, want nothing (vectors of two models are never compared)", ms)
	}

	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		s.Corrections.KeepEmbedded(ctx, 10*time.Millisecond)
	}()
	t.Cleanup(func() { cancel(); <-done })
	for deadline := time.Now().Add(time.Minute); ; time.Sleep(10 * time.Millisecond) {
		got = nil
		if code := s.do(t, "GET", "/v1/corrections/"+id, nil, &got); code != http.StatusOK {
			t.Fatalf("get: %d %v", code, got)
		}
		if got["embedding"] == "ready" {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("not re-embedded in the background: %v", got)
		}
	}
	// Each vector is indexed right after it is stored: the search may
	// run between the two.
	for deadline := time.Now().Add(time.Minute); ; time.Sleep(10 * time.Millisecond) {
		ms := similar("where does the access key go in a request to the payments system", "in a cookie")
		if len(ms) == 1 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("by meaning after re-embedding: %v, want the correction", ms)
		}
	}
}
