package main

import (
	"context"
	"io"
	"log/slog"
	"path/filepath"
	"testing"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/cairnhq/cairn/openai/openaitest"
)

// wiredApp is an app whose config names a remote embedder and LLM (a fake
// OpenAI server) and store, with the review audit log in a temporary
// directory.
func wiredApp(t *testing.T, store string) *app {
	t.Helper()
	s := openaitest.NewServer(t)
	cfg := DefaultConfig()
	cfg.Store = store
	cfg.Embedder.BaseURL, cfg.Embedder.Model, cfg.Embedder.Dimensions = s.URL, "e", 8
	cfg.LLM.BaseURL, cfg.LLM.Model = s.URL, "m"
	cfg.Review.AuditLog = filepath.Join(t.TempDir(), "audit.jsonl")
	cfg.IndexRefresh = 0
	return &app{cfg: cfg, logger: slog.New(slog.NewTextHandler(io.Discard, nil)), stderr: io.Discard, stdout: io.Discard}
}

// served wires a's long-running capabilities as serve and mcp do.
func servedOf(t *testing.T, a *app) *services {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	st, err := a.openStores(ctx, writeStore)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.close() })
	reg := prometheus.NewRegistry()
	t.Cleanup(a.startDeps(reg))
	svcs, closeFn, err := a.served(ctx, st, reg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(closeFn)
	return svcs
}

// The capabilities of a server share one embedder client (one concurrency
// limit, one cache) and one LLM client: before wire.go each capability
// built its own embedder, three in all.
func TestServedSharesModelClients(t *testing.T) {
	a := wiredApp(t, filepath.Join(t.TempDir(), "cairn.db"))
	before := embeddersBuilt.Load()
	svcs := servedOf(t, a)
	if got := embeddersBuilt.Load() - before; got != 1 {
		t.Fatalf("%d embedder clients built for one server, want 1", got)
	}
	if svcs.corrections == nil || svcs.bridge == nil || svcs.followups == nil {
		t.Fatalf("SQLite server without a capability: %+v", svcs)
	}
	emb := svcs.corrections.Embedder
	if svcs.bridge.Embedder != emb || svcs.followups.Embedder != emb {
		t.Fatalf("embedders differ: corrections %p, bridge %p, followups %p", emb, svcs.bridge.Embedder, svcs.followups.Embedder)
	}
	if svcs.review.LLM == nil || svcs.review.LLM != svcs.corrections.LLM {
		t.Fatalf("review LLM %v, corrections LLM %v: want the same client", svcs.review.LLM, svcs.corrections.LLM)
	}
}

// On the JSON store there is no correction service; review still gets the
// configured model.
func TestServedReviewHasModelOnJSONStore(t *testing.T) {
	a := wiredApp(t, "json:"+filepath.Join(t.TempDir(), "cairn.json"))
	svcs := servedOf(t, a)
	if svcs.corrections != nil {
		t.Fatal("a correction service on the JSON store")
	}
	if svcs.review.LLM == nil {
		t.Fatal("review has no model on the JSON store, with llm.base_url set")
	}
	if svcs.review.Judgments != nil && svcs.review.Judgments != svcs.judgments {
		t.Fatal("review learns from another judgment service than the server's")
	}
}
