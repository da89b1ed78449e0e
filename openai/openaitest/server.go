// Package openaitest runs an in-process fake of an OpenAI-compatible model
// server, for tests of code that talks to one: the real client goes over
// real HTTP to a real (loopback) server that speaks the wire format of
// /v1/chat/completions and /v1/embeddings, and can be told to fail in the
// ways real servers do.
package openaitest

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/embed"
)

// Reply scripts one answer of the server. The zero value is a normal
// answer.
type Reply struct {
	Status int               // HTTP status; 0 means 200
	Header map[string]string // extra response headers, such as Retry-After
	Body   string            // raw body; "" builds the normal answer for the status
	// Hang makes the server never answer: the handler waits until the client
	// gives up (or the server closes).
	Hang bool
	// Content is the message of a normal chat answer; "" uses Server.Chat.
	Content string
}

// Request is one request the server received.
type Request struct {
	Path          string
	Authorization string
	Chat          *ChatRequest       // for /chat/completions
	Embeddings    *EmbeddingsRequest // for /embeddings
}

// ChatRequest is the body of a chat completion request.
type ChatRequest struct {
	Model          string          `json:"model"`
	Messages       []cairn.Message `json:"messages"`
	Temperature    *float64        `json:"temperature"`
	MaxTokens      int             `json:"max_tokens"`
	ResponseFormat *struct {
		Type string `json:"type"`
	} `json:"response_format"`
}

// EmbeddingsRequest is the body of an embeddings request.
type EmbeddingsRequest struct {
	Model      string   `json:"model"`
	Input      []string `json:"input"`
	Dimensions int      `json:"dimensions"`
}

// Server is a fake OpenAI-compatible server. Set its fields before the
// first request.
type Server struct {
	// URL is the base URL to give the client (it ends in /v1).
	URL string

	// Key, when set, is the only API key accepted: other requests get 401.
	Key string
	// Chat answers a chat request that no scripted Reply answers; nil
	// answers "ok".
	Chat func(*ChatRequest) string
	// Dimensions is the length of the embeddings, made with the local
	// hashing embedder so that tests can predict them. Default 8.
	Dimensions int
	// RejectJSONMode answers 400 to chat requests with response_format, as
	// servers without JSON mode do.
	RejectJSONMode bool
	// RejectDimensions answers 400 to embeddings requests with dimensions,
	// as servers of models without shortening do.
	RejectDimensions bool
	// Latency delays every answer, as a model computing it would; it widens
	// the window in which a client that exceeds its concurrency limit is
	// caught.
	Latency time.Duration
	// ShuffleEmbeddings returns embeddings in reverse order, relying on their
	// index fields as the API allows.
	ShuffleEmbeddings bool

	srv  *httptest.Server
	done chan struct{}

	mu       sync.Mutex
	replies  []Reply
	requests []Request
	inFlight int
	maxSeen  int
	holdFor  int
	timedOut bool
	changed  *sync.Cond
}

// NewServer starts a fake server that tb closes at its end.
func NewServer(tb testing.TB) *Server {
	tb.Helper()
	s := Start()
	tb.Cleanup(s.Close)
	return s
}

// Start starts a fake server; the caller closes it. Tests use NewServer.
func Start() *Server {
	s := &Server{Dimensions: 8, done: make(chan struct{})}
	s.changed = sync.NewCond(&s.mu)
	s.srv = httptest.NewServer(http.HandlerFunc(s.serve))
	s.URL = s.srv.URL + "/v1"
	return s
}

// Close stops the server, releasing hanging handlers.
func (s *Server) Close() {
	s.mu.Lock()
	select {
	case <-s.done:
	default:
		close(s.done)
	}
	s.changed.Broadcast()
	s.mu.Unlock()
	s.srv.CloseClientConnections()
	s.srv.Close()
}

// Enqueue scripts the next answers, in order; after them the server answers
// normally.
func (s *Server) Enqueue(replies ...Reply) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.replies = append(s.replies, replies...)
}

// Requests returns the requests received so far.
func (s *Server) Requests() []Request {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Request(nil), s.requests...)
}

// WaitRequests blocks until the server has received n requests and
// reports whether it has: false when the server closed or 10 seconds
// passed first.
func (s *Server) WaitRequests(n int) bool {
	failsafe := time.AfterFunc(10*time.Second, func() {
		s.mu.Lock()
		s.timedOut = true
		s.changed.Broadcast()
		s.mu.Unlock()
	})
	defer failsafe.Stop()
	s.mu.Lock()
	defer s.mu.Unlock()
	s.timedOut = false
	for len(s.requests) < n && !s.closed() && !s.timedOut {
		s.changed.Wait()
	}
	return len(s.requests) >= n
}

// MaxInFlight is the most requests the server was handling at once.
func (s *Server) MaxInFlight() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.maxSeen
}

// HoldUntilInFlight makes every request wait until n requests are being
// handled at once (or 10 seconds pass), so that a test can see whether a
// client sends n requests concurrently, and no more. Once n is reached,
// requests are no longer held.
func (s *Server) HoldUntilInFlight(n int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.holdFor = n
}

func (s *Server) serve(w http.ResponseWriter, r *http.Request) {
	req := Request{Path: r.URL.Path, Authorization: r.Header.Get("Authorization")}
	var parseErr error
	switch {
	case strings.HasSuffix(r.URL.Path, "/chat/completions"):
		req.Chat = new(ChatRequest)
		parseErr = json.NewDecoder(r.Body).Decode(req.Chat)
	case strings.HasSuffix(r.URL.Path, "/embeddings"):
		req.Embeddings = new(EmbeddingsRequest)
		parseErr = json.NewDecoder(r.Body).Decode(req.Embeddings)
	default:
		writeError(w, http.StatusNotFound, "no such endpoint "+r.URL.Path)
		return
	}

	s.mu.Lock()
	s.requests = append(s.requests, req)
	s.inFlight++
	s.maxSeen = max(s.maxSeen, s.inFlight)
	s.changed.Broadcast()
	if s.holdFor > 0 {
		deadline := time.AfterFunc(10*time.Second, func() {
			s.mu.Lock()
			s.holdFor = 0
			s.changed.Broadcast()
			s.mu.Unlock()
		})
		for s.holdFor > 0 && s.maxSeen < s.holdFor && !s.closed() {
			s.changed.Wait()
		}
		deadline.Stop()
	}
	var reply Reply
	scripted := len(s.replies) > 0
	if scripted {
		reply, s.replies = s.replies[0], s.replies[1:]
	}
	s.mu.Unlock()
	defer func() {
		s.mu.Lock()
		s.inFlight--
		s.mu.Unlock()
	}()

	if s.Latency > 0 {
		t := time.NewTimer(s.Latency)
		select {
		case <-t.C:
		case <-r.Context().Done():
		case <-s.done:
		}
		t.Stop()
	}
	if reply.Hang {
		select {
		case <-r.Context().Done():
		case <-s.done:
		}
		return
	}
	for k, v := range reply.Header {
		w.Header().Set(k, v)
	}
	if reply.Body != "" {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(max(reply.Status, http.StatusOK))
		_, _ = w.Write([]byte(reply.Body))
		return
	}
	if reply.Status != 0 && reply.Status != http.StatusOK {
		writeError(w, reply.Status, "scripted "+http.StatusText(reply.Status))
		return
	}
	switch {
	case parseErr != nil:
		writeError(w, http.StatusBadRequest, "bad JSON: "+parseErr.Error())
	case s.Key != "" && req.Authorization != "Bearer "+s.Key:
		writeError(w, http.StatusUnauthorized, "Incorrect API key provided")
	case req.Chat != nil:
		s.answerChat(w, req.Chat, reply.Content)
	default:
		s.answerEmbeddings(w, req.Embeddings)
	}
}

func (s *Server) closed() bool {
	select {
	case <-s.done:
		return true
	default:
		return false
	}
}

func (s *Server) answerChat(w http.ResponseWriter, req *ChatRequest, content string) {
	if s.RejectJSONMode && req.ResponseFormat != nil {
		writeError(w, http.StatusBadRequest, "response_format is not supported")
		return
	}
	if len(req.Messages) == 0 {
		writeError(w, http.StatusBadRequest, "messages must not be empty")
		return
	}
	if content == "" {
		content = "ok"
		if s.Chat != nil {
			content = s.Chat(req)
		}
	}
	prompt := 0
	for _, m := range req.Messages {
		prompt += len(strings.Fields(m.Content))
	}
	completion := len(strings.Fields(content))
	writeJSON(w, map[string]any{
		"id":      "chatcmpl-test",
		"object":  "chat.completion",
		"created": 1700000000,
		"model":   req.Model,
		"choices": []map[string]any{{
			"index":         0,
			"message":       map[string]any{"role": "assistant", "content": content},
			"finish_reason": "stop",
		}},
		"usage": map[string]int{"prompt_tokens": prompt, "completion_tokens": completion, "total_tokens": prompt + completion},
	})
}

func (s *Server) answerEmbeddings(w http.ResponseWriter, req *EmbeddingsRequest) {
	if s.RejectDimensions && req.Dimensions != 0 {
		writeError(w, http.StatusBadRequest, "this model does not support specifying dimensions")
		return
	}
	if len(req.Input) == 0 {
		writeError(w, http.StatusBadRequest, "input must not be empty")
		return
	}
	dims := s.Dimensions
	if req.Dimensions > 0 && !s.RejectDimensions {
		dims = req.Dimensions
	}
	local, err := embed.NewLocal(dims)
	if err != nil {
		writeError(w, http.StatusBadRequest, err.Error())
		return
	}
	data := make([]map[string]any, len(req.Input))
	tokens := 0
	for i, text := range req.Input {
		if text == "" {
			writeError(w, http.StatusBadRequest, "input must not contain empty strings")
			return
		}
		data[i] = map[string]any{"object": "embedding", "index": i, "embedding": local.Vector(text)}
		tokens += len(strings.Fields(text))
	}
	if s.ShuffleEmbeddings {
		for i, j := 0, len(data)-1; i < j; i, j = i+1, j-1 {
			data[i], data[j] = data[j], data[i]
		}
	}
	writeJSON(w, map[string]any{
		"object": "list",
		"model":  req.Model,
		"data":   data,
		"usage":  map[string]int{"prompt_tokens": tokens, "total_tokens": tokens},
	})
}

// Vector is the embedding the server gives text at dims dimensions.
func Vector(text string, dims int) []float32 {
	l, err := embed.NewLocal(dims)
	if err != nil {
		panic(err)
	}
	return l.Vector(text)
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(v)
}

func writeError(w http.ResponseWriter, status int, msg string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(map[string]any{
		"error": map[string]any{"message": msg, "type": "invalid_request_error", "code": nil},
	})
}
