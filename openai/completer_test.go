package openai_test

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/openai"
	"github.com/cairnhq/cairn/openai/openaitest"
)

func TestCompleterSuccess(t *testing.T) {
	s := openaitest.NewServer(t)
	s.Key = "sk-test"
	s.Chat = func(r *openaitest.ChatRequest) string { return "pong to " + r.Messages[len(r.Messages)-1].Content }
	c, reg, _ := mustCompleter(t, s)

	text, usage, err := c.Complete(context.Background(), "say pong")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := text, "pong to say pong"; got != want {
		t.Fatalf("text=%q, want %q", got, want)
	}
	if got, want := usage, (cairn.Usage{PromptTokens: 2, CompletionTokens: 4, TotalTokens: 6}); got != want {
		t.Fatalf("usage=%+v, want %+v", got, want)
	}
	reqs := s.Requests()
	if got, want := len(reqs), 1; got != want {
		t.Fatalf("%d requests, want %d", got, want)
	}
	r := reqs[0]
	if got, want := r.Path, "/v1/chat/completions"; got != want {
		t.Fatalf("path=%q, want %q", got, want)
	}
	if got, want := r.Authorization, "Bearer sk-test"; got != want {
		t.Fatalf("Authorization=%q, want %q", got, want)
	}
	if got, want := r.Chat.Model, "test-model"; got != want {
		t.Fatalf("model=%q, want %q", got, want)
	}
	if r.Chat.ResponseFormat != nil || r.Chat.Temperature != nil || r.Chat.MaxTokens != 0 {
		t.Fatalf("Complete sent options: %+v", r.Chat)
	}
	for _, tc := range []struct {
		name   string
		labels map[string]string
		want   float64
	}{
		{"cairn_llm_tokens_total", map[string]string{"model": "test-model", "kind": "prompt"}, 2},
		{"cairn_llm_tokens_total", map[string]string{"model": "test-model", "kind": "completion"}, 4},
		{"cairn_llm_requests_total", map[string]string{"model": "test-model", "outcome": "ok"}, 1},
		{"cairn_llm_request_duration_seconds", map[string]string{"model": "test-model"}, 1},
	} {
		if got := metric(t, reg, tc.name, tc.labels); got != tc.want {
			t.Errorf("%s%v=%v, want %v", tc.name, tc.labels, got, tc.want)
		}
	}
}

func TestCompleterChatOptions(t *testing.T) {
	s := openaitest.NewServer(t)
	c, _, _ := mustCompleter(t, s)
	temp := 0.0
	r, err := c.ChatResponse(context.Background(), []cairn.Message{
		{Role: cairn.RoleSystem, Content: "You answer in JSON."},
		{Role: cairn.RoleUser, Content: "verdict?"},
	}, cairn.ChatOptions{Temperature: &temp, MaxTokens: 50, JSON: true})
	if err != nil {
		t.Fatal(err)
	}
	if !r.JSONMode || r.Model != "test-model" || r.FinishReason != "stop" {
		t.Fatalf("response=%+v, want JSON mode, model test-model, finish stop", r)
	}
	got := s.Requests()[0].Chat
	if got.Temperature == nil || *got.Temperature != 0 || got.MaxTokens != 50 || got.ResponseFormat == nil || got.ResponseFormat.Type != "json_object" {
		t.Fatalf("request=%+v, want temperature 0, max_tokens 50, response_format json_object", got)
	}
	if got, want := len(got.Messages), 2; got != want {
		t.Fatalf("%d messages, want %d", got, want)
	}
}

func TestCompleterJSONModeRejected(t *testing.T) {
	s := openaitest.NewServer(t)
	s.RejectJSONMode = true
	c, _, _ := mustCompleter(t, s)
	msgs := []cairn.Message{{Role: cairn.RoleUser, Content: "hi"}}
	for i := range 2 {
		r, err := c.ChatResponse(context.Background(), msgs, cairn.ChatOptions{JSON: true})
		if err != nil {
			t.Fatalf("call %d: %v", i, err)
		}
		if r.JSONMode {
			t.Fatalf("call %d: JSONMode=true, want false", i)
		}
	}
	var withFormat []bool
	for _, r := range s.Requests() {
		withFormat = append(withFormat, r.Chat.ResponseFormat != nil)
	}
	// First call: rejected with response_format, retried without; second
	// call: remembered, sent without.
	if got, want := withFormat, []bool{true, false, false}; !equal(got, want) {
		t.Fatalf("response_format sent=%v, want %v", got, want)
	}
}

// TestCompleterJSONModeOtherBadRequest: a 400 that is not about
// response_format (the retry without it fails too) is returned, and JSON
// mode is not given up.
func TestCompleterJSONModeOtherBadRequest(t *testing.T) {
	s := openaitest.NewServer(t)
	s.Enqueue(openaitest.Reply{Status: 400}, openaitest.Reply{Status: 400})
	c, _, _ := mustCompleter(t, s)
	msgs := []cairn.Message{{Role: cairn.RoleUser, Content: "hi"}}
	_, err := c.ChatResponse(context.Background(), msgs, cairn.ChatOptions{JSON: true})
	if got, want := cairn.ErrorCode(err), cairn.EINVALID; got != want {
		t.Fatalf("code=%q, want %q (err %v)", got, want, err)
	}
	r, err := c.ChatResponse(context.Background(), msgs, cairn.ChatOptions{JSON: true})
	if err != nil {
		t.Fatal(err)
	}
	if !r.JSONMode {
		t.Fatal("JSON mode given up after an unrelated 400")
	}
}

func TestCompleterJSONModeOff(t *testing.T) {
	s := openaitest.NewServer(t)
	c, _, _ := mustCompleter(t, s, func(c *openai.Completer) { c.JSONMode = false })
	if _, _, err := c.Chat(context.Background(), []cairn.Message{{Role: cairn.RoleUser, Content: "hi"}}, cairn.ChatOptions{JSON: true}); err != nil {
		t.Fatal(err)
	}
	if s.Requests()[0].Chat.ResponseFormat != nil {
		t.Fatal("response_format sent with JSONMode off")
	}
}

func TestCompleterRetries(t *testing.T) {
	tests := []struct {
		name      string
		replies   []openaitest.Reply
		wantSleep []time.Duration // exact delays; nil: checked by wantRange
		wantRange [][2]time.Duration
	}{
		{
			name:      "429 with Retry-After seconds",
			replies:   []openaitest.Reply{{Status: 429, Header: map[string]string{"Retry-After": "7"}}},
			wantSleep: []time.Duration{7 * time.Second},
		},
		{
			name:      "429 with Retry-After HTTP-date",
			replies:   []openaitest.Reply{{Status: 429, Header: map[string]string{"Retry-After": fixedNow.Add(3 * time.Second).Format(http.TimeFormat)}}},
			wantSleep: []time.Duration{3 * time.Second},
		},
		{
			name:      "429 with retry-after-ms",
			replies:   []openaitest.Reply{{Status: 429, Header: map[string]string{"retry-after-ms": "1500"}}},
			wantSleep: []time.Duration{1500 * time.Millisecond},
		},
		{
			name:      "Retry-After shorter than the backoff",
			replies:   []openaitest.Reply{{Status: 503, Header: map[string]string{"Retry-After": "0.001"}}},
			wantRange: [][2]time.Duration{{50 * time.Millisecond, 100 * time.Millisecond}},
		},
		{
			name:      "500 then success",
			replies:   []openaitest.Reply{{Status: 500}},
			wantRange: [][2]time.Duration{{50 * time.Millisecond, 100 * time.Millisecond}},
		},
		{
			name:      "502 and 504 then success, backoff doubles",
			replies:   []openaitest.Reply{{Status: 502}, {Status: 504}},
			wantRange: [][2]time.Duration{{50 * time.Millisecond, 100 * time.Millisecond}, {100 * time.Millisecond, 200 * time.Millisecond}},
		},
		{
			name:      "408",
			replies:   []openaitest.Reply{{Status: 408}},
			wantRange: [][2]time.Duration{{50 * time.Millisecond, 100 * time.Millisecond}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := openaitest.NewServer(t)
			s.Enqueue(tt.replies...)
			c, reg, sl := mustCompleter(t, s)
			text, _, err := c.Complete(context.Background(), "hi")
			if err != nil {
				t.Fatal(err)
			}
			if text != "ok" {
				t.Fatalf("text=%q, want ok", text)
			}
			if got, want := len(s.Requests()), len(tt.replies)+1; got != want {
				t.Fatalf("%d requests, want %d", got, want)
			}
			got := sl.got()
			if tt.wantSleep != nil && !equal(got, tt.wantSleep) {
				t.Fatalf("slept %v, want %v", got, tt.wantSleep)
			}
			if tt.wantRange != nil {
				if len(got) != len(tt.wantRange) {
					t.Fatalf("slept %v, want %d delays", got, len(tt.wantRange))
				}
				for i, r := range tt.wantRange {
					if got[i] < r[0] || got[i] > r[1] {
						t.Fatalf("delay %d=%v, want in [%v, %v]", i, got[i], r[0], r[1])
					}
				}
			}
			if got, want := metric(t, reg, "cairn_llm_retries_total", nil), float64(len(tt.replies)); got != want {
				t.Fatalf("retries_total=%v, want %v", got, want)
			}
		})
	}
}

func TestCompleterErrors(t *testing.T) {
	tests := []struct {
		name         string
		replies      []openaitest.Reply
		wantCode     string
		wantRequests int
		wantInError  string
	}{
		{name: "500 until retries run out", replies: []openaitest.Reply{{Status: 500}, {Status: 500}, {Status: 500}},
			wantCode: cairn.EUNAVAILABLE, wantRequests: 3, wantInError: "500 Internal Server Error: scripted Internal Server Error (3 attempts)"},
		{name: "Retry-After too long", replies: []openaitest.Reply{{Status: 429, Header: map[string]string{"Retry-After": "3600"}}},
			wantCode: cairn.EUNAVAILABLE, wantRequests: 1, wantInError: "retry after 1h0m0s"},
		{name: "401", replies: []openaitest.Reply{{Status: 401}},
			wantCode: cairn.EUNAUTHORIZED, wantRequests: 1, wantInError: "refused the API key"},
		{name: "403", replies: []openaitest.Reply{{Status: 403}},
			wantCode: cairn.EUNAUTHORIZED, wantRequests: 1, wantInError: "403 Forbidden"},
		{name: "400", replies: []openaitest.Reply{{Status: 400, Body: `{"error": {"message": "context length exceeded", "type": "invalid_request_error", "code": "context_length_exceeded"}}`}},
			wantCode: cairn.EINVALID, wantRequests: 1, wantInError: "400 Bad Request: context length exceeded"},
		{name: "404", replies: []openaitest.Reply{{Status: 404, Body: `{"error": "model 'x' not found"}`}},
			wantCode: cairn.EUNAVAILABLE, wantRequests: 1, wantInError: "no such model or endpoint (check the base URL and model): 404 Not Found: model 'x' not found"},
		{name: "413", replies: []openaitest.Reply{{Status: 413, Body: "too big"}},
			wantCode: cairn.ETOOLARGE, wantRequests: 1, wantInError: "413 Request Entity Too Large: too big"},
		{name: "malformed JSON", replies: []openaitest.Reply{{Body: `{"choices": [`}},
			wantCode: cairn.EUNAVAILABLE, wantRequests: 1, wantInError: "answered garbage: malformed JSON"},
		{name: "HTML page", replies: []openaitest.Reply{{Body: `<html>proxy login</html>`}},
			wantCode: cairn.EUNAVAILABLE, wantRequests: 1, wantInError: "answered garbage: malformed JSON"},
		{name: "empty choices", replies: []openaitest.Reply{{Body: `{"choices": [], "usage": {"prompt_tokens": 1}}`}},
			wantCode: cairn.EUNAVAILABLE, wantRequests: 1, wantInError: "no choices"},
		{name: "null content", replies: []openaitest.Reply{{Body: `{"choices": [{"message": {"content": null}, "finish_reason": "length"}]}`}},
			wantCode: cairn.EUNAVAILABLE, wantRequests: 1, wantInError: `an empty message (finish_reason "length")`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := openaitest.NewServer(t)
			s.Enqueue(tt.replies...)
			c, reg, _ := mustCompleter(t, s)
			_, _, err := c.Complete(context.Background(), "hi")
			if got := cairn.ErrorCode(err); got != tt.wantCode {
				t.Fatalf("code=%q, want %q (err %v)", got, tt.wantCode, err)
			}
			if !strings.Contains(err.Error(), tt.wantInError) {
				t.Fatalf("err=%q, want it to contain %q", err, tt.wantInError)
			}
			if strings.Contains(err.Error(), "sk-test") {
				t.Fatalf("err=%q leaks the API key", err)
			}
			if got := len(s.Requests()); got != tt.wantRequests {
				t.Fatalf("%d requests, want %d", got, tt.wantRequests)
			}
			if got := metric(t, reg, "cairn_llm_requests_total", map[string]string{"outcome": tt.wantCode}); got != 1 {
				t.Fatalf("requests_total{outcome=%s}=%v, want 1", tt.wantCode, got)
			}
		})
	}
}

func TestCompleterServerKey(t *testing.T) {
	s := openaitest.NewServer(t)
	s.Key = "sk-right"
	c, _, _ := mustCompleter(t, s) // sends sk-test
	_, _, err := c.Complete(context.Background(), "hi")
	if got, want := cairn.ErrorCode(err), cairn.EUNAUTHORIZED; got != want {
		t.Fatalf("code=%q, want %q (err %v)", got, want, err)
	}
	if got, want := openai.StatusOf(err), 401; got != want {
		t.Fatalf("StatusOf=%d, want %d", got, want)
	}
}

func TestCompleterTimeout(t *testing.T) {
	t.Run("every attempt", func(t *testing.T) {
		s := openaitest.NewServer(t)
		s.Enqueue(openaitest.Reply{Hang: true}, openaitest.Reply{Hang: true})
		c, _, sl := mustCompleter(t, s, func(c *openai.Completer) { c.Timeout = 50 * time.Millisecond; c.MaxRetries = 1 })
		_, _, err := c.Complete(context.Background(), "hi")
		if got, want := cairn.ErrorCode(err), cairn.EUNAVAILABLE; got != want {
			t.Fatalf("code=%q, want %q (err %v)", got, want, err)
		}
		if !strings.Contains(err.Error(), "timed out after 50ms (2 attempts)") {
			t.Fatalf("err=%q, want it to name the timeout", err)
		}
		if got := len(sl.got()); got != 1 {
			t.Fatalf("%d backoff sleeps, want 1", got)
		}
	})
	t.Run("then success", func(t *testing.T) {
		s := openaitest.NewServer(t)
		s.Enqueue(openaitest.Reply{Hang: true})
		c, _, _ := mustCompleter(t, s, func(c *openai.Completer) { c.Timeout = 50 * time.Millisecond })
		text, _, err := c.Complete(context.Background(), "hi")
		if err != nil || text != "ok" {
			t.Fatalf("Complete=%q, %v, want ok", text, err)
		}
	})
}

func TestCompleterCanceled(t *testing.T) {
	t.Run("during the request", func(t *testing.T) {
		s := openaitest.NewServer(t)
		s.Enqueue(openaitest.Reply{Hang: true})
		c, _, sl := mustCompleter(t, s)
		ctx, cancel := context.WithCancel(context.Background())
		errc := make(chan error, 1)
		go func() {
			_, _, err := c.Complete(ctx, "hi")
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
		if got, want := cairn.ErrorCode(err), cairn.EUNAVAILABLE; got != want {
			t.Fatalf("code=%q, want %q", got, want)
		}
		if got := len(sl.got()); got != 0 {
			t.Fatalf("%d retries after cancellation, want 0", got)
		}
	})
	t.Run("during the backoff", func(t *testing.T) {
		s := openaitest.NewServer(t)
		s.Enqueue(openaitest.Reply{Status: 503})
		ctx, cancel := context.WithCancel(context.Background())
		c, _, _ := mustCompleter(t, s, func(c *openai.Completer) {
			c.Sleep = func(ctx context.Context, _ time.Duration) error { cancel(); return ctx.Err() }
		})
		_, _, err := c.Complete(ctx, "hi")
		if !errors.Is(err, context.Canceled) {
			t.Fatalf("err=%v, want context.Canceled in its chain", err)
		}
		if got := len(s.Requests()); got != 1 {
			t.Fatalf("%d requests, want 1", got)
		}
	})
	t.Run("before", func(t *testing.T) {
		s := openaitest.NewServer(t)
		c, _, _ := mustCompleter(t, s)
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		if _, _, err := c.Complete(ctx, "hi"); !errors.Is(err, context.Canceled) {
			t.Fatalf("err=%v, want context.Canceled", err)
		}
	})
}

func TestCompleterUnreachable(t *testing.T) {
	s := openaitest.NewServer(t)
	c, _, sl := mustCompleter(t, s)
	s.Close()
	_, _, err := c.Complete(context.Background(), "hi")
	if got, want := cairn.ErrorCode(err), cairn.EUNAVAILABLE; got != want {
		t.Fatalf("code=%q, want %q (err %v)", got, want, err)
	}
	if !strings.Contains(err.Error(), "(3 attempts)") {
		t.Fatalf("err=%q, want 3 attempts", err)
	}
	if got := len(sl.got()); got != 2 {
		t.Fatalf("%d backoff sleeps, want 2", got)
	}
}

func TestCompleterConcurrency(t *testing.T) {
	s := openaitest.NewServer(t)
	s.HoldUntilInFlight(2)
	s.Latency = 20 * time.Millisecond
	c, _, _ := mustCompleter(t, s, func(c *openai.Completer) { c.Concurrency = 2 })
	var wg sync.WaitGroup
	errs := make(chan error, 6)
	for range 6 {
		wg.Go(func() {
			_, _, err := c.Complete(context.Background(), "hi")
			errs <- err
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	if got, want := s.MaxInFlight(), 2; got != want {
		t.Fatalf("max in flight=%d, want %d", got, want)
	}
}

func TestCompleterInvalid(t *testing.T) {
	s := openaitest.NewServer(t)
	c, _, _ := mustCompleter(t, s)
	tests := []struct {
		name      string
		msgs      []cairn.Message
		opts      cairn.ChatOptions
		wantField string
	}{
		{name: "no messages", wantField: "messages"},
		{name: "bad role", msgs: []cairn.Message{{Role: "tool", Content: "x"}}, wantField: "messages"},
		{name: "negative max tokens", msgs: []cairn.Message{{Role: cairn.RoleUser, Content: "x"}}, opts: cairn.ChatOptions{MaxTokens: -1}, wantField: "max_tokens"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, _, err := c.Chat(context.Background(), tt.msgs, tt.opts)
			if got := cairn.ErrorField(err); got != tt.wantField {
				t.Fatalf("field=%q, want %q (err %v)", got, tt.wantField, err)
			}
		})
	}
	if got := len(s.Requests()); got != 0 {
		t.Fatalf("%d requests for invalid input, want 0", got)
	}
}

func TestOpen(t *testing.T) {
	tests := []struct {
		name      string
		set       func(*openai.Completer)
		wantField string
	}{
		{name: "no base URL", set: func(c *openai.Completer) { c.BaseURL = "" }, wantField: "base_url"},
		{name: "not http", set: func(c *openai.Completer) { c.BaseURL = "ftp://x/v1" }, wantField: "base_url"},
		{name: "credentials in URL", set: func(c *openai.Completer) { c.BaseURL = "http://u:p@x/v1" }, wantField: "base_url"},
		{name: "no model", set: func(c *openai.Completer) { c.Model = " " }, wantField: "model"},
		{name: "zero timeout", set: func(c *openai.Completer) { c.Timeout = 0 }, wantField: "timeout"},
		{name: "negative retries", set: func(c *openai.Completer) { c.MaxRetries = -1 }, wantField: "max_retries"},
		{name: "no concurrency", set: func(c *openai.Completer) { c.Concurrency = 0 }, wantField: "concurrency"},
		{name: "max delay below base", set: func(c *openai.Completer) { c.MaxDelay = c.BaseDelay / 2 }, wantField: "max_delay"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := openai.NewCompleter("http://127.0.0.1:1/v1", "m")
			tt.set(c)
			err := c.Open()
			if got, want := cairn.ErrorCode(err), cairn.EINVALID; got != want {
				t.Fatalf("code=%q, want %q (err %v)", got, want, err)
			}
			if got := cairn.ErrorField(err); got != tt.wantField {
				t.Fatalf("field=%q, want %q", got, tt.wantField)
			}
		})
	}
}

func TestBaseURLWithoutPath(t *testing.T) {
	s := openaitest.NewServer(t)
	c, _, _ := mustCompleter(t, s, func(c *openai.Completer) { c.BaseURL = strings.TrimSuffix(s.URL, "/v1") + "/" })
	if _, _, err := c.Complete(context.Background(), "hi"); err != nil {
		t.Fatal(err)
	}
	if got, want := s.Requests()[0].Path, "/v1/chat/completions"; got != want {
		t.Fatalf("path=%q, want %q", got, want)
	}
}

func TestUsedBeforeOpen(t *testing.T) {
	c := openai.NewCompleter("http://127.0.0.1:1/v1", "m")
	if _, _, err := c.Complete(context.Background(), "hi"); cairn.ErrorCode(err) != cairn.EINTERNAL {
		t.Fatalf("err=%v, want EINTERNAL", err)
	}
}

func equal[T comparable](a, b []T) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
