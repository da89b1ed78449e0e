package http_test

import (
	"bytes"
	"context"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	cairnhttp "github.com/cairnhq/cairn/http"
	"github.com/cairnhq/cairn/openai"
	"github.com/cairnhq/cairn/openai/openaitest"
)

// logBuffer collects the server's log lines, safely for its goroutines.
type logBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *logBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

// count returns how many log lines contain s.
func (l *logBuffer) count(s string) int {
	l.mu.Lock()
	defer l.mu.Unlock()
	n := 0
	for _, line := range strings.Split(l.b.String(), "\n") {
		if strings.Contains(line, s) {
			n++
		}
	}
	return n
}

// modelServer opens a server whose LLM and embedder are the real OpenAI
// client against fake model servers (no retries, so that one scripted
// failure fails one call), logging to the returned buffer. Corrections
// saved while the embedder failed are embedded in the background only when
// it answers again (the periodic retry is an hour away).
func modelServer(t *testing.T) (s *testServer, llmSrv, embSrv *openaitest.Server, logs *logBuffer) {
	t.Helper()
	llmSrv, embSrv = openaitest.NewServer(t), openaitest.NewServer(t)
	llmSrv.Chat = func(*openaitest.ChatRequest) string {
		return "is_correction: yes\ncategory: factual\noriginal: 41\ncorrected: 42\nconfidence: 0.9"
	}
	llm := openai.NewCompleter(llmSrv.URL, "test-llm")
	llm.MaxRetries = 0
	if err := llm.Open(); err != nil {
		t.Fatal(err)
	}
	emb := openai.NewEmbedder(embSrv.URL, "test-embed", embSrv.Dimensions)
	emb.MaxRetries = 0
	if err := emb.Open(); err != nil {
		t.Fatal(err)
	}
	logs = new(logBuffer)
	ctx, cancel := context.WithCancel(context.Background())
	s = mustOpenServer(t, func(s *cairnhttp.Server) {
		s.Logger = slog.New(slog.NewTextHandler(logs, nil))
		s.Corrections.LLM = llm
		s.Corrections.Embedder = emb
		s.Corrections.Logger = s.Logger
		done := make(chan struct{})
		go func() {
			defer close(done)
			s.Corrections.KeepEmbedded(ctx, time.Hour)
		}()
		t.Cleanup(func() { cancel(); <-done })
	})
	return s, llmSrv, embSrv, logs
}

// TestFailingLLMIsReported: detections answered offline because the LLM
// failed say why in llm_error, and the failure is logged once per outage,
// with its recovery.
func TestFailingLLMIsReported(t *testing.T) {
	s, llmSrv, _, logs := modelServer(t)
	body := cairnhttp.DetectRequest{Message: "That's wrong, it should be 42", PreviousOutput: "The answer is 41."}
	detect := func() map[string]any {
		t.Helper()
		var d map[string]any
		if code := s.do(t, "POST", "/v1/corrections/detect", body, &d); code != http.StatusOK {
			t.Fatalf("detect: %d %v", code, d)
		}
		return d
	}

	llmSrv.Enqueue(openaitest.Reply{Status: 500}, openaitest.Reply{Status: 500})
	for i := 0; i < 2; i++ {
		d := detect()
		if d["method"] == "llm" || d["llm_error"] == nil || d["llm_error"] == "" {
			t.Fatalf("detection %d while the LLM fails: %v, want an offline method and llm_error", i, d)
		}
	}
	if got, want := logs.count("llm failing"), 1; got != want {
		t.Fatalf("%d log lines say the LLM fails after two failed calls, want %d:\n%s", got, want, logs.b.String())
	}
	if got := logs.count("scripted Internal Server Error"); got != 1 {
		t.Fatalf("the failure's reason is logged %d times, want once", got)
	}

	d := detect()
	if d["method"] != "llm" || d["llm_error"] != nil {
		t.Fatalf("detection once the LLM answers: %v", d)
	}
	if got, want := logs.count("llm answers again"), 1; got != want {
		t.Fatalf("recovery logged %d times, want %d", got, want)
	}

	llmSrv.Enqueue(openaitest.Reply{Status: 503})
	if d := detect(); d["llm_error"] == nil {
		t.Fatalf("second outage not reported: %v", d)
	}
	if got, want := logs.count("llm failing"), 2; got != want {
		t.Fatalf("a second outage is logged again: %d lines, want %d", got, want)
	}
}

// TestCorrectionSavedWhileEmbedderFailsIsEmbeddedLater: a correction saved
// while the embedder fails is stored, reported "pending", findable by text,
// counted by similar as not searchable, and embedded by the server itself
// once the embedder answers again.
func TestCorrectionSavedWhileEmbedderFailsIsEmbeddedLater(t *testing.T) {
	s, _, embSrv, logs := modelServer(t)
	// Two calls need the embedder while it fails: the save and the search
	// by similarity (the applier needs none for a correction that applies
	// offline).
	embSrv.Enqueue(openaitest.Reply{Status: 500}, openaitest.Reply{Status: 500})

	var c map[string]any
	in := map[string]any{"query": "Which port does the zephyr gateway use?", "original_output": "port 8080", "corrected_output": "port 9090"}
	if code := s.do(t, "POST", "/v1/corrections", in, &c); code != http.StatusCreated {
		t.Fatalf("create while the embedder fails: %d %v", code, c)
	}
	id, _ := c["id"].(string)
	if c["embedding"] != "pending" || c["embedder_error"] == nil {
		t.Fatalf("created correction: %v, want embedding pending and embedder_error", c)
	}

	var list struct {
		Corrections []map[string]any `json:"corrections"`
	}
	if code := s.do(t, "GET", "/v1/corrections?q=zephyr", nil, &list); code != http.StatusOK || len(list.Corrections) != 1 || list.Corrections[0]["id"] != id {
		t.Fatalf("text search while pending: %d %v", code, list)
	}
	if list.Corrections[0]["embedding"] != "pending" {
		t.Fatalf("listed: %v", list.Corrections[0])
	}

	similar := map[string]any{"query": "Which port does the zephyr gateway use?", "output": "port 8080"}
	var sim map[string]any
	if code := s.do(t, "POST", "/v1/corrections/similar", similar, &sim); code != http.StatusOK {
		t.Fatalf("similar while the embedder fails: %d %v", code, sim)
	}
	if sim["embedder_error"] == nil || sim["pending_embeddings"] != 1.0 {
		t.Fatalf("similar while the embedder fails: %v, want embedder_error and pending_embeddings 1", sim)
	}
	var applied map[string]any
	if code := s.do(t, "POST", "/v1/corrections/apply", similar, &applied); code != http.StatusOK {
		t.Fatalf("apply while the embedder fails: %d %v", code, applied)
	}
	// The mistake stands in the output without the taught context, so it
	// is only suggested; the applier needs no embedding for a correction
	// that applies offline, so the outage does not show here.
	if applied["modified_text"] != "port 8080" || applied["pending_embeddings"] != 1.0 {
		t.Fatalf("apply while the embedder fails: %v, want the output unchanged and pending_embeddings 1", applied)
	}
	if got, want := logs.count("embedder failing"), 1; got != want {
		t.Fatalf("embedder failure logged %d times in the failed calls, want %d:\n%s", got, want, logs.b.String())
	}
	if got := logs.count("level=WARN"); got != 1 {
		t.Fatalf("%d warnings for one outage, want 1:\n%s", got, logs.b.String())
	}

	// The embedder answers again: this call succeeds and wakes the
	// background embedding.
	sim = nil
	if code := s.do(t, "POST", "/v1/corrections/similar", similar, &sim); code != http.StatusOK || sim["embedder_error"] != nil {
		t.Fatalf("similar once the embedder answers: %d %v", code, sim)
	}
	// Similarity search finds it once the server has embedded it.
	deadline := time.Now().Add(time.Minute)
	for {
		sim = nil
		if code := s.do(t, "POST", "/v1/corrections/similar", similar, &sim); code != http.StatusOK {
			t.Fatalf("similar after recovery: %d %v", code, sim)
		}
		if ms, _ := sim["matches"].([]any); len(ms) > 0 {
			if got := ms[0].(map[string]any)["correction"].(map[string]any)["id"]; got != id {
				t.Fatalf("similar found %v, want %s", got, id)
			}
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("correction not found by similarity after the embedder came back: %v\n%s", sim, logs.b.String())
		}
		time.Sleep(10 * time.Millisecond)
	}
	if sim["pending_embeddings"] != nil {
		t.Fatalf("pending_embeddings after embedding: %v", sim)
	}
	c = nil
	if code := s.do(t, "GET", "/v1/corrections/"+id, nil, &c); code != http.StatusOK || c["embedding"] != "ready" {
		t.Fatalf("correction after embedding: %d %v", code, c)
	}
	if got, want := logs.count("embedder answers again"), 1; got != want {
		t.Fatalf("embedder recovery logged %d times, want %d", got, want)
	}
}
