package openai

import (
	"context"
	"encoding/json"
	"strings"
	"sync/atomic"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/metrics"
)

// Completer is an LLM behind an OpenAI-compatible /chat/completions
// endpoint. Create it with NewCompleter, set fields, then Open. It is safe
// for concurrent use after Open.
type Completer struct {
	Client

	// Model is the model name the server knows, for example "gpt-4o-mini"
	// or "llama3.1:8b".
	Model string
	// JSONMode lets Chat ask for a JSON object with response_format when
	// ChatOptions.JSON is set. A server that rejects response_format with
	// 400 is asked again without it, and when that succeeds, never again
	// with it.
	JSONMode bool
	// Registerer receives the cairn_llm_* metrics; nil registers nothing.
	Registerer prometheus.Registerer

	m        *metrics.Model
	noFormat atomic.Bool // the server rejected response_format
}

var (
	_ cairn.Completer     = (*Completer)(nil)
	_ cairn.ChatCompleter = (*Completer)(nil)
)

// NewCompleter returns a Completer for model at baseURL with the default
// policy and JSON mode on.
func NewCompleter(baseURL, model string) *Completer {
	c := &Completer{Model: model, JSONMode: true}
	c.setDefaults()
	c.BaseURL = baseURL
	return c
}

// Open validates the settings and registers the metrics. Returns EINVALID
// naming the bad field.
func (c *Completer) Open() error {
	if err := c.open(); err != nil {
		return err
	}
	if strings.TrimSpace(c.Model) == "" {
		return cairn.Invalid("model", "must be set")
	}
	m, err := metrics.NewModel(c.Registerer, "llm")
	if err != nil {
		return err
	}
	if err := c.openBreaker(c.Registerer); err != nil {
		return err
	}
	c.m = m
	return nil
}

// Complete sends prompt as one user message with the server's default
// options.
func (c *Completer) Complete(ctx context.Context, prompt string) (string, cairn.Usage, error) {
	return c.Chat(ctx, []cairn.Message{{Role: cairn.RoleUser, Content: prompt}}, cairn.ChatOptions{})
}

// Chat sends messages and returns the first choice's text.
func (c *Completer) Chat(ctx context.Context, messages []cairn.Message, opts cairn.ChatOptions) (string, cairn.Usage, error) {
	r, err := c.ChatResponse(ctx, messages, opts)
	if err != nil {
		return "", cairn.Usage{}, err
	}
	return r.Text, r.Usage, nil
}

// Response is a chat completion with the details `cairn llm check` reports.
type Response struct {
	Text         string
	Usage        cairn.Usage
	Model        string // as the server names it; may differ from the one asked
	FinishReason string
	JSONMode     bool          // whether response_format was sent and accepted
	Duration     time.Duration // of the whole call, retries included
}

type chatRequest struct {
	Model          string          `json:"model"`
	Messages       []cairn.Message `json:"messages"`
	Temperature    *float64        `json:"temperature,omitempty"`
	MaxTokens      int             `json:"max_tokens,omitempty"`
	ResponseFormat *responseFormat `json:"response_format,omitempty"`
}

type responseFormat struct {
	Type string `json:"type"`
}

type chatResponse struct {
	Model   string `json:"model"`
	Choices []struct {
		Message struct {
			Content *string `json:"content"`
		} `json:"message"`
		FinishReason string `json:"finish_reason"`
	} `json:"choices"`
	Usage *cairn.Usage `json:"usage"`
}

// ChatResponse is Chat with the details of the answer. Returns EINVALID for
// no messages or a bad role, and the errors described in the package doc.
func (c *Completer) ChatResponse(ctx context.Context, messages []cairn.Message, opts cairn.ChatOptions) (*Response, error) {
	if c.m == nil {
		return nil, cairn.Internal(errNotOpen)
	}
	if len(messages) == 0 {
		return nil, cairn.Invalid("messages", "must not be empty")
	}
	for i, m := range messages {
		switch m.Role {
		case cairn.RoleSystem, cairn.RoleUser, cairn.RoleAssistant:
		default:
			return nil, cairn.Invalid("messages", "message %d: unknown role %q", i, m.Role)
		}
	}
	if opts.MaxTokens < 0 {
		return nil, cairn.Invalid("max_tokens", "must not be negative")
	}
	start := time.Now()
	r, err := c.chat(ctx, messages, opts)
	c.m.Requested(c.Model, outcome(err), time.Since(start))
	if err != nil {
		return nil, err
	}
	r.Duration = time.Since(start)
	c.m.Tokens(c.Model, "prompt", r.Usage.PromptTokens)
	c.m.Tokens(c.Model, "completion", r.Usage.CompletionTokens)
	return r, nil
}

func (c *Completer) chat(ctx context.Context, messages []cairn.Message, opts cairn.ChatOptions) (*Response, error) {
	req := chatRequest{Model: c.Model, Messages: messages, Temperature: opts.Temperature, MaxTokens: opts.MaxTokens}
	if opts.JSON && c.JSONMode && !c.noFormat.Load() {
		req.ResponseFormat = &responseFormat{Type: "json_object"}
	}
	retried := func() { c.m.Retried(c.Model) }
	body, err := c.post(ctx, &req, retried)
	if err != nil && req.ResponseFormat != nil && StatusOf(err) == 400 {
		// Perhaps the server has no JSON mode: ask once more without it, and
		// remember if that was it.
		req.ResponseFormat = nil
		if body, err = c.post(ctx, &req, retried); err == nil {
			c.noFormat.Store(true)
		}
	}
	if err != nil {
		return nil, err
	}
	var resp chatResponse
	if err := json.Unmarshal(body, &resp); err != nil {
		return nil, garbage("llm", "malformed JSON: %v", err)
	}
	if len(resp.Choices) == 0 {
		return nil, garbage("llm", "no choices in the answer")
	}
	ch := resp.Choices[0]
	if ch.Message.Content == nil || strings.TrimSpace(*ch.Message.Content) == "" {
		return nil, garbage("llm", "an empty message (finish_reason %q)", ch.FinishReason)
	}
	r := &Response{Text: *ch.Message.Content, Model: resp.Model, FinishReason: ch.FinishReason, JSONMode: req.ResponseFormat != nil}
	if resp.Usage != nil {
		r.Usage = *resp.Usage
		if r.Usage.TotalTokens == 0 {
			r.Usage.TotalTokens = r.Usage.PromptTokens + r.Usage.CompletionTokens
		}
	}
	return r, nil
}

func (c *Completer) post(ctx context.Context, req *chatRequest, retried func()) ([]byte, error) {
	b, err := json.Marshal(req)
	if err != nil {
		return nil, cairn.Internal(err)
	}
	return c.call(ctx, "llm", "/chat/completions", b, retried)
}
