package http_test

import (
	"net/http"
	"testing"

	"github.com/cairnhq/cairn/bridge"
	cairnhttp "github.com/cairnhq/cairn/http"
	"github.com/cairnhq/cairn/openai"
	"github.com/cairnhq/cairn/openai/openaitest"
)

// Bridge search with the embedder's server stopped answers 200 from the
// words of the entries and says so; 503 is for the records store only.
func TestBridgeSearchEmbedderDown(t *testing.T) {
	embSrv := openaitest.Start()
	emb := openai.NewEmbedder(embSrv.URL, "test-embed", embSrv.Dimensions)
	emb.MaxRetries = 0
	if err := emb.Open(); err != nil {
		t.Fatal(err)
	}
	s := mustOpenServer(t, func(srv *cairnhttp.Server) {
		srv.Bridge = &bridge.Service{Stores: srv.Bridge.Stores, Embedder: emb}
	})
	for _, text := range []string{"The user lives in Seattle and bikes to work.", "The user mentioned their cat."} {
		if code := s.do(t, "POST", "/v1/bridge/sessions/s/reasoning", map[string]any{"type": "working_awareness", "text": text}, nil); code != http.StatusCreated {
			t.Fatalf("store: %d", code)
		}
	}
	var res struct {
		Matches []struct {
			Text       string  `json:"text"`
			Similarity float64 `json:"similarity"`
		} `json:"matches"`
		Method        string `json:"method"`
		EmbedderError string `json:"embedder_error"`
	}
	if code := s.do(t, "POST", "/v1/bridge/sessions/s/search", map[string]any{"query": "bikes in Seattle"}, &res); code != http.StatusOK || res.Method != "embedding" {
		t.Fatalf("search with the embedder up: %d %+v", code, res)
	}
	embSrv.Close()
	res.Method, res.EmbedderError = "", ""
	// A query the embedder's cache has not seen.
	if code := s.do(t, "POST", "/v1/bridge/sessions/s/search", map[string]any{"query": "who bikes in Seattle"}, &res); code != http.StatusOK {
		t.Fatalf("search with the embedder down: %d, want 200", code)
	}
	if res.Method != "text" || res.EmbedderError == "" || len(res.Matches) != 1 || res.Matches[0].Text != "The user lives in Seattle and bikes to work." {
		t.Fatalf("search with the embedder down: %+v, want the Seattle entry by text", res)
	}
}
