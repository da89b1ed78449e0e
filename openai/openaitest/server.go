// Package openaitest runs an in-process fake of an OpenAI-compatible model
// server, for tests of code that talks to one: the real client goes over
// real HTTP to a real (loopback) server that speaks the wire format of
// /v1/chat/completions (streamed as server-sent events when asked),
// /v1/embeddings and /v1/models, and can be told to fail in the ways real
// servers do.
package openaitest

import (
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"io"
	"math"
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
	// ContentType of a raw Body; "" means application/json.
	ContentType string
	// Hang makes the server never answer: the handler waits until the client
	// gives up (or the server closes).
	Hang bool
	// Content is the message of a normal chat answer; "" uses Server.Chat.
	Content string
	// Gate, when set, holds a streamed chat answer after its first chunk
	// until it is closed (or the client gives up), so that a test can see
	// the first chunk arrive before the answer ends.
	Gate <-chan struct{}
}

// Request is one request the server received.
type Request struct {
	Method        string
	Path          string
	Query         string // the raw query string
	Authorization string
	Header        http.Header
	Body          []byte             // the body as received
	Chat          *ChatRequest       // for /chat/completions
	Embeddings    *EmbeddingsRequest // for /embeddings
}

// ChatRequest is the body of a chat completion request. A message whose
// content is a list of parts (text and images) has the text of its parts
// as Content, one per line.
type ChatRequest struct {
	Model          string          `json:"model"`
	Messages       []cairn.Message `json:"messages"`
	Temperature    *float64        `json:"temperature"`
	MaxTokens      int             `json:"max_tokens"`
	ResponseFormat *struct {
		Type string `json:"type"`
	} `json:"response_format"`
	Stream bool   `json:"stream"`
	N      int    `json:"n"`
	User   string `json:"user"`
}

// UnmarshalJSON reads a chat request, its messages' content a string, a
// list of parts or null.
func (c *ChatRequest) UnmarshalJSON(b []byte) error {
	type plain ChatRequest
	var wire struct {
		plain
		Messages []struct {
			Role    string          `json:"role"`
			Content json.RawMessage `json:"content"`
		} `json:"messages"`
	}
	if err := json.Unmarshal(b, &wire); err != nil {
		return err
	}
	*c = ChatRequest(wire.plain)
	c.Messages = make([]cairn.Message, len(wire.Messages))
	for i, m := range wire.Messages {
		c.Messages[i].Role = m.Role
		var text string
		if err := json.Unmarshal(m.Content, &text); err == nil {
			c.Messages[i].Content = text
			continue
		}
		var parts []struct {
			Type string `json:"type"`
			Text string `json:"text"`
		}
		if len(m.Content) > 0 && string(m.Content) != "null" {
			if err := json.Unmarshal(m.Content, &parts); err != nil {
				return fmt.Errorf("messages[%d].content: %w", i, err)
			}
		}
		var lines []string
		for _, p := range parts {
			if p.Type == "text" {
				lines = append(lines, p.Text)
			}
		}
		c.Messages[i].Content = strings.Join(lines, "\n")
	}
	return nil
}

// EmbeddingsRequest is the body of an embeddings request.
type EmbeddingsRequest struct {
	Model      string   `json:"model"`
	Input      []string `json:"input"`
	Dimensions int      `json:"dimensions"`
	// EncodingFormat "base64" asks for each vector as the base64 of its
	// little-endian float32s, as OpenAI's SDKs do by default.
	EncodingFormat string `json:"encoding_format"`
}

// UnmarshalJSON reads an embeddings request, its input one string or a
// list.
func (e *EmbeddingsRequest) UnmarshalJSON(b []byte) error {
	type plain EmbeddingsRequest
	var wire struct {
		plain
		Input json.RawMessage `json:"input"`
	}
	if err := json.Unmarshal(b, &wire); err != nil {
		return err
	}
	*e = EmbeddingsRequest(wire.plain)
	var one string
	if json.Unmarshal(wire.Input, &one) == nil {
		e.Input = []string{one}
		return nil
	}
	if len(wire.Input) == 0 {
		return nil
	}
	return json.Unmarshal(wire.Input, &e.Input)
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
	// Script, when set, answers a request that no queued Reply answers
	// with the Reply it returns, when it returns true.
	Script func(Request) (Reply, bool)
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
	req := Request{Method: r.Method, Path: r.URL.Path, Query: r.URL.RawQuery, Authorization: r.Header.Get("Authorization"), Header: r.Header.Clone()}
	body, parseErr := io.ReadAll(r.Body)
	req.Body = body
	models := false
	switch {
	case parseErr != nil:
	case strings.HasSuffix(r.URL.Path, "/chat/completions") && r.Method == http.MethodPost:
		req.Chat = new(ChatRequest)
		parseErr = json.Unmarshal(body, req.Chat)
	case strings.HasSuffix(r.URL.Path, "/embeddings") && r.Method == http.MethodPost:
		req.Embeddings = new(EmbeddingsRequest)
		parseErr = json.Unmarshal(body, req.Embeddings)
	case strings.Contains(r.URL.Path, "/models") && r.Method == http.MethodGet:
		models = true
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
	if !scripted && s.Script != nil {
		if r, ok := s.Script(req); ok {
			reply = r
		}
	}
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
		ct := reply.ContentType
		if ct == "" {
			ct = "application/json"
		}
		w.Header().Set("Content-Type", ct)
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
	case models:
		s.answerModels(w, r.URL.Path)
	case req.Chat != nil:
		s.answerChat(w, r, req.Chat, reply)
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

func (s *Server) answerChat(w http.ResponseWriter, r *http.Request, req *ChatRequest, reply Reply) {
	content := reply.Content
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
	n := max(req.N, 1)
	if req.Stream {
		s.streamChat(w, r, req.Model, content, n, reply.Gate)
		return
	}
	choices := make([]map[string]any, n)
	for i := range choices {
		choices[i] = map[string]any{
			"index":         i,
			"message":       map[string]any{"role": "assistant", "content": content},
			"finish_reason": "stop",
		}
	}
	writeJSON(w, map[string]any{
		"id":      "chatcmpl-test",
		"object":  "chat.completion",
		"created": 1700000000,
		"model":   req.Model,
		"choices": choices,
		"usage":   map[string]int{"prompt_tokens": prompt, "completion_tokens": n * completion, "total_tokens": prompt + n*completion},
	})
}

// streamChat answers a chat request with stream: true as OpenAI does:
// server-sent events, one chunk per word of content for each of n choices,
// a last chunk with finish_reason, then "data: [DONE]".
func (s *Server) streamChat(w http.ResponseWriter, r *http.Request, model, content string, n int, gate <-chan struct{}) {
	w.Header().Set("Content-Type", "text/event-stream; charset=utf-8")
	w.Header().Set("Cache-Control", "no-cache")
	w.WriteHeader(http.StatusOK)
	fl, _ := w.(http.Flusher)
	send := func(v any) {
		b, _ := json.Marshal(v)
		fmt.Fprintf(w, "data: %s\n\n", b)
		if fl != nil {
			fl.Flush()
		}
	}
	chunk := func(i int, delta map[string]any, finish any) map[string]any {
		return map[string]any{"id": "chatcmpl-test", "object": "chat.completion.chunk", "created": 1700000000, "model": model,
			"choices": []map[string]any{{"index": i, "delta": delta, "finish_reason": finish}}}
	}
	for i := range n {
		send(chunk(i, map[string]any{"role": "assistant", "content": ""}, nil))
	}
	if gate != nil {
		select {
		case <-gate:
		case <-r.Context().Done():
			return
		case <-s.done:
			return
		}
	}
	words := strings.SplitAfter(content, " ")
	for _, word := range words {
		for i := range n {
			send(chunk(i, map[string]any{"content": word}, nil))
		}
	}
	for i := range n {
		send(chunk(i, map[string]any{}, "stop"))
	}
	fmt.Fprint(w, "data: [DONE]\n\n")
	if fl != nil {
		fl.Flush()
	}
}

// answerModels lists one model, "test-model", or shows it.
func (s *Server) answerModels(w http.ResponseWriter, path string) {
	model := map[string]any{"id": "test-model", "object": "model", "created": 1700000000, "owned_by": "openaitest"}
	if _, id, ok := strings.Cut(path, "/models/"); ok {
		if id != "test-model" {
			writeError(w, http.StatusNotFound, "The model '"+id+"' does not exist")
			return
		}
		writeJSON(w, model)
		return
	}
	writeJSON(w, map[string]any{"object": "list", "data": []any{model}})
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
		var vec any = local.Vector(text)
		if req.EncodingFormat == "base64" {
			v := local.Vector(text)
			raw := make([]byte, 4*len(v))
			for j, x := range v {
				binary.LittleEndian.PutUint32(raw[4*j:], math.Float32bits(x))
			}
			vec = base64.StdEncoding.EncodeToString(raw)
		}
		data[i] = map[string]any{"object": "embedding", "index": i, "embedding": vec}
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
