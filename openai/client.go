package openai

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math/rand/v2"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/internal/breaker"
)

// Defaults of a Client.
const (
	DefaultTimeout       = 60 * time.Second
	DefaultMaxRetries    = 3
	DefaultConcurrency   = 4
	DefaultBaseDelay     = 500 * time.Millisecond
	DefaultMaxDelay      = 20 * time.Second
	DefaultMaxRetryAfter = 60 * time.Second
	// DefaultBreakerThreshold is how many attempts in a row must fail
	// (refused, timed out, 5xx) before the client's own breaker opens: more
	// than the attempts of one call with the default retries, so that a
	// call that succeeds on its last retry is not refused.
	DefaultBreakerThreshold = 5
)

// Breaker guards the calls to one model server: while it is open, calls
// fail at once with EUNAVAILABLE instead of waiting on a server known to be
// down. Allow says whether an attempt may be sent (nil) or not (an
// EUNAVAILABLE error); after an attempt that was allowed, exactly one of
// Success (the server answered, even with a 4xx), Failure (refused, timed
// out, 5xx) or Ignore (the caller's context ended) is called.
type Breaker interface {
	Allow() error
	Success()
	Failure(err error)
	Ignore()
}

// maxBody bounds the size of an answer the client reads.
const maxBody = 64 << 20

// Client is the HTTP policy shared by Completer and Embedder: where the
// server is, how to authenticate, and how to time out, retry and limit
// requests. Set its fields before Open; do not change them after.
type Client struct {
	// BaseURL of the server's OpenAI-compatible API, for example
	// https://api.openai.com/v1 or http://127.0.0.1:11434/v1. When it has no
	// path at all, /v1 is added.
	BaseURL string
	// APIKey is sent as a bearer token; empty for servers without auth.
	APIKey string

	// HTTPClient sends the requests; nil means a client of its own.
	HTTPClient *http.Client
	// Timeout bounds each attempt.
	Timeout time.Duration
	// MaxRetries is how many times a failed attempt is retried.
	MaxRetries int
	// Concurrency bounds the requests in flight at once.
	Concurrency int
	// BaseDelay is the backoff before the first retry, doubled for each
	// further one up to MaxDelay.
	BaseDelay, MaxDelay time.Duration
	// MaxRetryAfter is the longest Retry-After the client waits for; a
	// longer one fails the call at once.
	MaxRetryAfter time.Duration

	// Sleep waits for d or until ctx ends, returning ctx's error then. Tests
	// replace it so that they do not wait real seconds; nil means a timer.
	Sleep func(ctx context.Context, d time.Duration) error
	// Now is the clock Retry-After dates are read against; nil means
	// time.Now.
	Now cairn.Clock

	// Breaker guards the calls to the server; share one between the
	// Completer and the Embedder of one server. Nil means a breaker of the
	// client's own (DefaultBreakerThreshold failed attempts in a row open
	// it; a GET of /models in the background, after a cool-down of 1 s
	// doubling to 30 s, closes it), with its metrics on the client's
	// Registerer and its two log lines per outage on Logger.
	Breaker Breaker
	// Logger receives the log lines of the client's own breaker; nil logs
	// nothing.
	Logger *slog.Logger

	endpoint string        // BaseURL with /v1 if needed, no trailing slash
	sem      chan struct{} // Concurrency tokens
}

func (c *Client) setDefaults() {
	c.Timeout = DefaultTimeout
	c.MaxRetries = DefaultMaxRetries
	c.Concurrency = DefaultConcurrency
	c.BaseDelay = DefaultBaseDelay
	c.MaxDelay = DefaultMaxDelay
	c.MaxRetryAfter = DefaultMaxRetryAfter
}

// open validates the fields and prepares the client.
func (c *Client) open() error {
	if c.BaseURL == "" {
		return cairn.Invalid("base_url", "must be set")
	}
	u, err := url.Parse(c.BaseURL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return cairn.Invalid("base_url", "%q is not an http(s) URL", c.BaseURL)
	}
	if u.User != nil {
		return cairn.Invalid("base_url", "must not hold credentials: set the API key instead")
	}
	u.Path = strings.TrimRight(u.Path, "/")
	if u.Path == "" {
		u.Path = "/v1"
	}
	u.RawQuery, u.Fragment = "", ""
	c.endpoint = u.String()
	switch {
	case c.Timeout <= 0:
		return cairn.Invalid("timeout", "must be positive")
	case c.MaxRetries < 0:
		return cairn.Invalid("max_retries", "must not be negative")
	case c.Concurrency < 1:
		return cairn.Invalid("concurrency", "must be at least 1")
	case c.BaseDelay < 0 || c.MaxDelay < c.BaseDelay:
		return cairn.Invalid("max_delay", "must be at least the base delay")
	case c.MaxRetryAfter < 0:
		return cairn.Invalid("max_retry_after", "must not be negative")
	}
	if c.HTTPClient == nil {
		// Keep as many idle connections as requests in flight. A program
		// that replaced http.DefaultTransport (with a tracing or proxying
		// RoundTripper) keeps its own.
		var rt http.RoundTripper = http.DefaultTransport
		if t, ok := http.DefaultTransport.(*http.Transport); ok {
			t = t.Clone()
			t.MaxIdleConnsPerHost = max(c.Concurrency, t.MaxIdleConnsPerHost)
			rt = t
		}
		c.HTTPClient = &http.Client{Transport: rt}
	}
	if c.Sleep == nil {
		c.Sleep = sleep
	}
	c.sem = make(chan struct{}, c.Concurrency)
	return nil
}

// openBreaker gives the client a breaker of its own when it has none.
func (c *Client) openBreaker(reg prometheus.Registerer) error {
	if c.Breaker != nil {
		return nil
	}
	b := NewBreaker(c.endpoint, c.HTTPClient)
	b.Registerer, b.Logger = reg, c.Logger
	if err := b.Open(); err != nil {
		return err
	}
	c.Breaker = b
	return nil
}

// NewBreaker returns a breaker for the model server at baseURL, to share
// between the clients of that server: DefaultBreakerThreshold failed
// attempts in a row open it, and while it is open a GET of baseURL/models
// (any answer below 500 means the server is back) runs in the background
// after each cool-down. hc sends the probes (nil: http.DefaultClient). Set
// its Logger and Registerer, then Open it.
func NewBreaker(baseURL string, hc *http.Client) *breaker.Breaker {
	if hc == nil {
		hc = http.DefaultClient
	}
	endpoint := baseURL
	if u, err := url.Parse(baseURL); err == nil {
		u.Path = strings.TrimRight(u.Path, "/")
		if u.Path == "" {
			u.Path = "/v1"
		}
		u.User, u.RawQuery, u.Fragment = nil, "", ""
		endpoint = u.String()
	}
	b := breaker.New("model server", endpoint)
	b.Threshold = DefaultBreakerThreshold
	b.Degraded = "the capabilities use their offline paths"
	b.Probe = func(ctx context.Context) error {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, endpoint+"/models", nil)
		if err != nil {
			return err
		}
		req.Header.Set("User-Agent", "cairn")
		resp, err := hc.Do(req)
		if err != nil {
			return err
		}
		_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
		resp.Body.Close()
		if resp.StatusCode >= 500 {
			return &StatusError{StatusCode: resp.StatusCode}
		}
		return nil
	}
	return b
}
func sleep(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}

// StatusError is an error answer of the server: its HTTP status and, when
// the body is an OpenAI error object, its message, type and code.
type StatusError struct {
	StatusCode int
	Message    string // the server's message, if any
	Type       string
	Code       string
	RetryAfter time.Duration // from Retry-After or retry-after-ms; 0 if none
}

// Error implements the error interface.
func (e *StatusError) Error() string {
	s := strconv.Itoa(e.StatusCode) + " " + http.StatusText(e.StatusCode)
	if e.Message != "" {
		s += ": " + e.Message
	}
	return s
}

// StatusOf returns the HTTP status of the StatusError in err's chain, or 0.
func StatusOf(err error) int {
	var se *StatusError
	if errors.As(err, &se) {
		return se.StatusCode
	}
	return 0
}

// retryable reports whether an answer with this status may succeed later.
func retryable(status int) bool {
	return status == http.StatusTooManyRequests || status == http.StatusRequestTimeout || status >= 500
}

// call POSTs body (JSON) to path with the retry policy and returns the body
// of the first 2xx answer. what names the service in error messages ("llm",
// "embedder"); retried is called before each retry.
func (c *Client) call(ctx context.Context, what, path string, body []byte, retried func()) ([]byte, error) {
	target := c.endpoint + path
	var last error
	attempts := 0
	allowed := false // the breaker let the next attempt through already
	for attempt := 0; ; attempt++ {
		if !allowed {
			if err := c.Breaker.Allow(); err != nil {
				return nil, breakerOpen(what, err)
			}
		}
		allowed = false
		attempts++
		b, err := c.attempt(ctx, target, body)
		c.report(ctx, err)
		if err == nil {
			return b, nil
		}
		if ctx.Err() != nil {
			return nil, canceled(what, ctx.Err())
		}
		var se *StatusError
		if errors.As(err, &se) && !retryable(se.StatusCode) {
			return nil, statusError(what, se)
		}
		last = err
		if attempt >= c.MaxRetries {
			break
		}
		delay := c.backoff(attempt)
		if se != nil && se.RetryAfter > 0 {
			if se.RetryAfter > c.MaxRetryAfter {
				return nil, &cairn.Error{Code: cairn.EUNAVAILABLE, Message: what + " unavailable",
					Err: fmt.Errorf("POST %s: %w (the server asks to retry after %s)", target, err, se.RetryAfter)}
			}
			delay = max(delay, se.RetryAfter)
		}
		// A breaker this failure opened ends the call now, not after the
		// backoff.
		if err := c.Breaker.Allow(); err != nil {
			return nil, breakerOpen(what, err)
		}
		allowed = true
		if retried != nil {
			retried()
		}
		if err := c.Sleep(ctx, delay); err != nil {
			c.Breaker.Ignore()
			return nil, canceled(what, err)
		}
	}
	return nil, &cairn.Error{Code: cairn.EUNAVAILABLE, Message: what + " unavailable",
		Err: fmt.Errorf("POST %s: %w (%d attempts)", target, last, attempts)}
}

// report tells the breaker what an attempt says about the server: an
// answer below 500 means it works, whatever it said; no answer (refused,
// reset, timed out) or a 5xx means it does not; an attempt cut short by
// the caller's context says nothing.
func (c *Client) report(ctx context.Context, err error) {
	var se *StatusError
	switch {
	case err == nil:
		c.Breaker.Success()
	case ctx.Err() != nil:
		c.Breaker.Ignore()
	case errors.As(err, &se) && se.StatusCode < 500:
		c.Breaker.Success()
	default:
		c.Breaker.Failure(err)
	}
}

// attempt sends one request. Errors: *StatusError for an HTTP error answer,
// errTimeout when the attempt timed out, any other error for the network.
func (c *Client) attempt(ctx context.Context, target string, body []byte) ([]byte, error) {
	select {
	case c.sem <- struct{}{}:
		defer func() { <-c.sem }()
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	actx, cancel := context.WithTimeout(ctx, c.Timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(actx, http.MethodPost, target, bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json")
	req.Header.Set("User-Agent", "cairn")
	if c.APIKey != "" {
		req.Header.Set("Authorization", "Bearer "+c.APIKey)
	}
	resp, err := c.HTTPClient.Do(req)
	if err != nil {
		if ctx.Err() == nil && errors.Is(actx.Err(), context.DeadlineExceeded) {
			return nil, timeoutError{c.Timeout}
		}
		var ue *url.Error
		if errors.As(err, &ue) {
			err = ue.Err // the method and URL are added by call
		}
		return nil, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(io.LimitReader(resp.Body, maxBody+1))
	if err != nil {
		if ctx.Err() == nil && errors.Is(actx.Err(), context.DeadlineExceeded) {
			return nil, timeoutError{c.Timeout}
		}
		return nil, fmt.Errorf("reading the answer: %w", err)
	}
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		return nil, c.parseStatusError(resp, b)
	}
	if len(b) > maxBody {
		return nil, &StatusError{StatusCode: resp.StatusCode, Message: fmt.Sprintf("answer larger than %d bytes", maxBody)}
	}
	return b, nil
}

var errNotOpen = errors.New("openai: used before Open")

type timeoutError struct{ d time.Duration }

func (e timeoutError) Error() string { return "timed out after " + e.d.String() }

func (c *Client) parseStatusError(resp *http.Response, body []byte) *StatusError {
	se := &StatusError{StatusCode: resp.StatusCode}
	var e struct {
		Error json.RawMessage `json:"error"`
	}
	if json.Unmarshal(body, &e) == nil && len(e.Error) > 0 {
		var obj struct {
			Message string          `json:"message"`
			Type    string          `json:"type"`
			Code    json.RawMessage `json:"code"`
		}
		var str string
		if json.Unmarshal(e.Error, &obj) == nil {
			se.Message, se.Type = obj.Message, obj.Type
			se.Code = strings.Trim(string(obj.Code), `"`)
			if se.Code == "null" {
				se.Code = ""
			}
		} else if json.Unmarshal(e.Error, &str) == nil {
			se.Message = str // Ollama and llama.cpp: {"error": "…"}
		}
	}
	if se.Message == "" {
		se.Message = strings.TrimSpace(string(body))
		if len(se.Message) > 200 {
			se.Message = se.Message[:200] + "…"
		}
	}
	se.RetryAfter = c.retryAfter(resp.Header)
	return se
}

// retryAfter reads Retry-After (seconds or an HTTP-date) or retry-after-ms.
func (c *Client) retryAfter(h http.Header) time.Duration {
	if v := h.Get("retry-after-ms"); v != "" {
		if ms, err := strconv.ParseFloat(v, 64); err == nil && ms > 0 {
			return time.Duration(ms * float64(time.Millisecond))
		}
	}
	v := strings.TrimSpace(h.Get("Retry-After"))
	if v == "" {
		return 0
	}
	if s, err := strconv.ParseFloat(v, 64); err == nil {
		if s <= 0 {
			return 0
		}
		return time.Duration(s * float64(time.Second))
	}
	if t, err := http.ParseTime(v); err == nil {
		if d := t.Sub(c.Now.NowUTC()); d > 0 {
			return d
		}
	}
	return 0
}

// backoff is the delay before retry number attempt+1: BaseDelay doubled
// attempt times, capped at MaxDelay, drawn uniformly from its upper half.
func (c *Client) backoff(attempt int) time.Duration {
	d := c.BaseDelay
	for i := 0; i < attempt && d < c.MaxDelay; i++ {
		d *= 2
	}
	d = min(d, c.MaxDelay)
	return d/2 + time.Duration(rand.Int64N(int64(d/2)+1))
}

// statusError turns a non-retryable error answer into a cairn error.
func statusError(what string, se *StatusError) error {
	switch se.StatusCode {
	case http.StatusUnauthorized, http.StatusForbidden:
		return &cairn.Error{Code: cairn.EUNAUTHORIZED, Message: what + ": the model server refused the API key", Err: se}
	case http.StatusBadRequest, http.StatusUnprocessableEntity:
		return &cairn.Error{Code: cairn.EINVALID, Message: what + ": the model server rejected the request", Err: se}
	case http.StatusRequestEntityTooLarge:
		return &cairn.Error{Code: cairn.ETOOLARGE, Message: what + ": the request is too large for the model server", Err: se}
	case http.StatusNotFound:
		return &cairn.Error{Code: cairn.EUNAVAILABLE, Message: what + ": the model server has no such model or endpoint (check the base URL and model)", Err: se}
	}
	return &cairn.Error{Code: cairn.EUNAVAILABLE, Message: what + " unavailable", Err: se}
}

// breakerOpen is the error of a call the breaker refused.
func breakerOpen(what string, err error) error {
	return &cairn.Error{Code: cairn.EUNAVAILABLE, Message: what + " unavailable: the model server is failing, not called until it answers again", Err: err}
}

func canceled(what string, err error) error {
	return &cairn.Error{Code: cairn.EUNAVAILABLE, Message: what + " request canceled", Err: err}
}

// garbage is the error for an answer that is not what the API promises.
func garbage(what, format string, args ...any) error {
	return &cairn.Error{Code: cairn.EUNAVAILABLE, Message: what + ": the model server answered garbage", Err: fmt.Errorf(format, args...)}
}

// outcome is the requests_total label of err.
func outcome(err error) string {
	if err == nil {
		return "ok"
	}
	return cairn.ErrorCode(err)
}
