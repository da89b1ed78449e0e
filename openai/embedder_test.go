package openai_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/openai"
	"github.com/cairnhq/cairn/openai/openaitest"
)

func TestEmbedderSuccess(t *testing.T) {
	s := openaitest.NewServer(t)
	s.Key = "sk-test"
	s.ShuffleEmbeddings = true
	e, reg, _ := mustEmbedder(t, s)
	if got, want := e.Model(), "openai:test-embed/8"; got != want {
		t.Fatalf("Model()=%q, want %q", got, want)
	}
	if got, want := e.Dimensions(), 8; got != want {
		t.Fatalf("Dimensions()=%d, want %d", got, want)
	}
	texts := []string{"first text", "second one", "", "third"}
	vecs, err := e.Embed(context.Background(), texts)
	if err != nil {
		t.Fatal(err)
	}
	for i, text := range texts {
		want := openaitest.Vector(text, 8)
		if !slices.Equal(vecs[i], want) {
			t.Fatalf("vector %d (%q)=%v, want %v", i, text, vecs[i], want)
		}
	}
	reqs := s.Requests()
	if got, want := len(reqs), 1; got != want {
		t.Fatalf("%d requests, want %d", got, want)
	}
	r := reqs[0]
	if r.Path != "/v1/embeddings" || r.Embeddings.Model != "test-embed" || r.Embeddings.Dimensions != 8 {
		t.Fatalf("request %s %+v, want /v1/embeddings, model test-embed, dimensions 8", r.Path, r.Embeddings)
	}
	if got, want := r.Embeddings.Input, []string{"first text", "second one", "third"}; !slices.Equal(got, want) {
		t.Fatalf("input=%q, want %q (the empty text is not sent)", got, want)
	}
	if got, want := metric(t, reg, "cairn_embed_tokens_total", map[string]string{"model": "test-embed", "kind": "prompt"}), 5.0; got != want {
		t.Fatalf("tokens_total=%v, want %v", got, want)
	}
	if got, want := metric(t, reg, "cairn_embed_requests_total", map[string]string{"outcome": "ok"}), 1.0; got != want {
		t.Fatalf("requests_total{ok}=%v, want %v", got, want)
	}
}

func TestEmbedderBatching(t *testing.T) {
	s := openaitest.NewServer(t)
	e, _, _ := mustEmbedder(t, s, func(e *openai.Embedder) { e.BatchSize = 2 })
	var texts []string
	for i := range 7 {
		texts = append(texts, fmt.Sprintf("text number %d", i))
	}
	vecs, err := e.Embed(context.Background(), texts)
	if err != nil {
		t.Fatal(err)
	}
	for i, text := range texts {
		if !slices.Equal(vecs[i], openaitest.Vector(text, 8)) {
			t.Fatalf("vector %d is not the one of %q: order lost", i, text)
		}
	}
	var sizes []int
	var sent []string
	for _, r := range s.Requests() {
		sizes = append(sizes, len(r.Embeddings.Input))
		sent = append(sent, r.Embeddings.Input...)
	}
	slices.Sort(sizes)
	if got, want := sizes, []int{1, 2, 2, 2}; !slices.Equal(got, want) {
		t.Fatalf("batch sizes=%v, want %v", got, want)
	}
	slices.Sort(sent)
	if !slices.Equal(sent, texts) {
		t.Fatalf("sent %q, want each text once", sent)
	}
}

func TestEmbedderCache(t *testing.T) {
	s := openaitest.NewServer(t)
	e, reg, _ := mustEmbedder(t, s, func(e *openai.Embedder) { e.CacheSize = 10 })
	ctx := context.Background()
	steps := []struct {
		texts    []string
		wantSent []string // nil: no request
	}{
		{texts: []string{"a", "b", "a"}, wantSent: []string{"a", "b"}},
		{texts: []string{"b", "a"}},
		{texts: []string{"c", "a", "b", "c"}, wantSent: []string{"c"}},
	}
	for i, st := range steps {
		before := len(s.Requests())
		vecs, err := e.Embed(ctx, st.texts)
		if err != nil {
			t.Fatalf("step %d: %v", i, err)
		}
		for j, text := range st.texts {
			if !slices.Equal(vecs[j], openaitest.Vector(text, 8)) {
				t.Fatalf("step %d: vector %d is not the one of %q", i, j, text)
			}
		}
		reqs := s.Requests()[before:]
		var sent []string
		for _, r := range reqs {
			sent = append(sent, r.Embeddings.Input...)
		}
		if !slices.Equal(sent, st.wantSent) {
			t.Fatalf("step %d: sent %q, want %q", i, sent, st.wantSent)
		}
	}
	if got, want := metric(t, reg, "cairn_embed_texts_total", map[string]string{"source": "cache"}), 4.0; got != want {
		t.Fatalf("texts_total{cache}=%v, want %v", got, want)
	}
	if got, want := metric(t, reg, "cairn_embed_texts_total", map[string]string{"source": "model"}), 3.0; got != want {
		t.Fatalf("texts_total{model}=%v, want %v", got, want)
	}
}

func TestEmbedderCacheOff(t *testing.T) {
	s := openaitest.NewServer(t)
	e, _, _ := mustEmbedder(t, s, func(e *openai.Embedder) { e.CacheSize = 0 })
	for range 2 {
		if _, err := e.Embed(context.Background(), []string{"a"}); err != nil {
			t.Fatal(err)
		}
	}
	if got, want := len(s.Requests()), 2; got != want {
		t.Fatalf("%d requests, want %d", got, want)
	}
}

func TestEmbedderDimensionsRejected(t *testing.T) {
	s := openaitest.NewServer(t)
	s.RejectDimensions = true
	e, _, _ := mustEmbedder(t, s)
	for _, text := range []string{"one", "two"} {
		if _, err := e.Embed(context.Background(), []string{text}); err != nil {
			t.Fatal(err)
		}
	}
	var dims []int
	for _, r := range s.Requests() {
		dims = append(dims, r.Embeddings.Dimensions)
	}
	if got, want := dims, []int{8, 0, 0}; !slices.Equal(got, want) {
		t.Fatalf("dimensions sent=%v, want %v", got, want)
	}
}

func TestEmbedderErrors(t *testing.T) {
	tests := []struct {
		name        string
		replies     []openaitest.Reply
		dims        int // configured; default the server's 8
		wantCode    string
		wantInError string
	}{
		{name: "wrong dimensions", dims: 16, wantCode: cairn.EUNAVAILABLE,
			wantInError: "model test-embed returned 8-dimensional vectors, configured for 16"},
		{name: "401", replies: []openaitest.Reply{{Status: 401}}, wantCode: cairn.EUNAUTHORIZED, wantInError: "refused the API key"},
		{name: "500 until retries run out", replies: []openaitest.Reply{{Status: 500}, {Status: 502}, {Status: 503}}, wantCode: cairn.EUNAVAILABLE, wantInError: "(3 attempts)"},
		{name: "malformed JSON", replies: []openaitest.Reply{{Body: `{"data": [{"embedding": [1, 2`}}, wantCode: cairn.EUNAVAILABLE, wantInError: "malformed JSON"},
		{name: "too few vectors", replies: []openaitest.Reply{{Body: `{"data": [{"embedding": [1,2,3,4,5,6,7,8], "index": 0}]}`}}, wantCode: cairn.EUNAVAILABLE, wantInError: "1 vectors for 2 texts"},
		{name: "repeated index", replies: []openaitest.Reply{{Body: `{"data": [{"embedding": [1,2,3,4,5,6,7,8], "index": 0}, {"embedding": [1,2,3,4,5,6,7,8], "index": 0}]}`}}, wantCode: cairn.EUNAVAILABLE, wantInError: "bad or repeated index 0"},
		{name: "400", replies: []openaitest.Reply{{Status: 400}, {Status: 400}}, wantCode: cairn.EINVALID, wantInError: "rejected the request"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := openaitest.NewServer(t)
			s.Enqueue(tt.replies...)
			e, _, _ := mustEmbedder(t, s, func(e *openai.Embedder) {
				if tt.dims != 0 {
					e.Dims = tt.dims
				}
				s.RejectDimensions = tt.dims != 0 // the server ignores the configured length
			})
			vecs, err := e.Embed(context.Background(), []string{"x", "y"})
			if got := cairn.ErrorCode(err); got != tt.wantCode {
				t.Fatalf("code=%q, want %q (err %v)", got, tt.wantCode, err)
			}
			if vecs != nil {
				t.Fatalf("vectors returned with an error: %v", vecs)
			}
			if !strings.Contains(err.Error(), tt.wantInError) {
				t.Fatalf("err=%q, want it to contain %q", err, tt.wantInError)
			}
		})
	}
}

func TestEmbedderRetry(t *testing.T) {
	s := openaitest.NewServer(t)
	s.Enqueue(openaitest.Reply{Status: 429, Header: map[string]string{"Retry-After": "2"}})
	e, reg, sl := mustEmbedder(t, s)
	if _, err := e.Embed(context.Background(), []string{"x"}); err != nil {
		t.Fatal(err)
	}
	if got := sl.got(); len(got) != 1 || got[0].Seconds() != 2 {
		t.Fatalf("slept %v, want [2s]", got)
	}
	if got, want := metric(t, reg, "cairn_embed_retries_total", nil), 1.0; got != want {
		t.Fatalf("retries_total=%v, want %v", got, want)
	}
}

func TestEmbedderBatchFailureCancelsOthers(t *testing.T) {
	s := openaitest.NewServer(t)
	// Two batches in flight: one is refused, the other hangs. The refusal
	// must cancel the hanging one (or stop it before it is sent); otherwise
	// it would time out and be retried, which the server would see as a
	// third request.
	s.Enqueue(openaitest.Reply{Status: 401}, openaitest.Reply{Hang: true})
	e, _, _ := mustEmbedder(t, s, func(e *openai.Embedder) { e.BatchSize = 1; e.Concurrency = 2 })
	_, err := e.Embed(context.Background(), []string{"a", "b"})
	if got, want := cairn.ErrorCode(err), cairn.EUNAUTHORIZED; got != want {
		t.Fatalf("code=%q, want %q (err %v)", got, want, err)
	}
	if got := len(s.Requests()); got > 2 {
		t.Fatalf("%d requests, want at most 2: the failure did not cancel the other batch", got)
	}
}

func TestEmbedderCanceled(t *testing.T) {
	s := openaitest.NewServer(t)
	s.Enqueue(openaitest.Reply{Hang: true})
	e, _, sl := mustEmbedder(t, s)
	ctx, cancel := context.WithCancel(context.Background())
	errc := make(chan error, 1)
	go func() {
		_, err := e.Embed(ctx, []string{"x"})
		errc <- err
	}()
	if !s.WaitRequests(1) {
		t.Fatal("no request arrived")
	}
	cancel()
	err := <-errc
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err=%v, want context.Canceled in its chain", err)
	}
	if got := len(sl.got()); got != 0 {
		t.Fatalf("%d retries after cancellation, want 0", got)
	}
	// Nothing was cached: the next call asks again.
	if _, err := e.Embed(context.Background(), []string{"x"}); err != nil {
		t.Fatal(err)
	}
	if got, want := len(s.Requests()), 2; got != want {
		t.Fatalf("%d requests, want %d", got, want)
	}
}

func TestEmbedderConcurrency(t *testing.T) {
	s := openaitest.NewServer(t)
	s.HoldUntilInFlight(3)
	s.Latency = 20 * time.Millisecond
	e, _, _ := mustEmbedder(t, s, func(e *openai.Embedder) { e.BatchSize = 1; e.Concurrency = 3 })
	texts := []string{"a", "b", "c", "d", "e", "f", "g", "h", "i"}
	vecs, err := e.Embed(context.Background(), texts)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := len(vecs), len(texts); got != want {
		t.Fatalf("%d vectors, want %d", got, want)
	}
	if got, want := s.MaxInFlight(), 3; got != want {
		t.Fatalf("max in flight=%d, want %d", got, want)
	}
}

func TestEmbedderOpen(t *testing.T) {
	tests := []struct {
		name      string
		set       func(*openai.Embedder)
		wantField string
	}{
		{name: "no model", set: func(e *openai.Embedder) { e.Name = "" }, wantField: "model"},
		{name: "no dimensions", set: func(e *openai.Embedder) { e.Dims = 0 }, wantField: "dimensions"},
		{name: "no batch", set: func(e *openai.Embedder) { e.BatchSize = 0 }, wantField: "batch_size"},
		{name: "negative cache", set: func(e *openai.Embedder) { e.CacheSize = -1 }, wantField: "cache_size"},
		{name: "bad URL", set: func(e *openai.Embedder) { e.BaseURL = "localhost:11434" }, wantField: "base_url"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := openai.NewEmbedder("http://127.0.0.1:1/v1", "m", 8)
			tt.set(e)
			if got := cairn.ErrorField(e.Open()); got != tt.wantField {
				t.Fatalf("field=%q, want %q", got, tt.wantField)
			}
		})
	}
}
