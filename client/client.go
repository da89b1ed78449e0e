package client

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/url"
	"reflect"
	"strconv"
	"strings"
	"time"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/internal/httpstatus"
)

// DefaultUserAgent is sent unless WithUserAgent says otherwise.
const DefaultUserAgent = "cairn-go-client/1"

// maxErrorBody bounds how much of an error response is read.
const maxErrorBody = 64 << 10

// Client calls one cairn server. It is safe for concurrent use. Create it
// with New.
type Client struct {
	base   string // without a trailing slash
	shown  string // base with any password redacted, for messages
	key    string
	hc     *http.Client
	agent  string
	retry  RetryPolicy
	sleep  func(ctx context.Context, d time.Duration) error // replaced by tests
	jitter func(n int64) int64                              // replaced by tests
}

// RetryPolicy says how a request that is safe to retry (see the package
// documentation) is retried when the server answers 503 or 429.
//
// Attempt n (n ≥ 1) that fails waits BaseDelay × 2^(n-1), capped at
// MaxDelay, with jitter (a random duration between half of it and all of
// it), then tries again, for at most MaxAttempts attempts in all. A
// Retry-After header (seconds or an HTTP date) is honoured: the client
// waits at least that long, and when it asks for longer than MaxDelay the
// client does not retry and returns the error. So it does when the wait
// would outlast the context's deadline; a context cancelled during the
// wait ends it at once with the context's error.
type RetryPolicy struct {
	MaxAttempts int           // attempts in all, including the first; 1 disables retries
	BaseDelay   time.Duration // the first wait
	MaxDelay    time.Duration // the longest wait
}

// DefaultRetryPolicy is the policy of a client created without
// WithRetryPolicy: 4 attempts, waits of up to 200 ms, 400 ms and 800 ms
// (at least half of each), Retry-After honoured up to 10 s.
var DefaultRetryPolicy = RetryPolicy{MaxAttempts: 4, BaseDelay: 200 * time.Millisecond, MaxDelay: 10 * time.Second}

// NoRetry disables retries.
var NoRetry = RetryPolicy{MaxAttempts: 1}

// Option configures a Client.
type Option func(*Client)

// WithAPIKey sends key as "Authorization: Bearer <key>" on every request.
// Keys are created with "cairn keys create --tenant NAME"; the key decides
// the tenant. Without a key, only a server in open mode (loopback, no key
// in its store) answers.
func WithAPIKey(key string) Option { return func(c *Client) { c.key = key } }

// WithHTTPClient sends requests with hc instead of http.DefaultClient, for
// timeouts, proxies, TLS settings or instrumentation.
func WithHTTPClient(hc *http.Client) Option { return func(c *Client) { c.hc = hc } }

// WithRetryPolicy replaces DefaultRetryPolicy. Zero fields take the
// default's values; use NoRetry to turn retries off.
func WithRetryPolicy(p RetryPolicy) Option { return func(c *Client) { c.retry = p } }

// WithUserAgent sets the User-Agent header (DefaultUserAgent otherwise).
func WithUserAgent(ua string) Option { return func(c *Client) { c.agent = ua } }

// New returns a client of the cairn server at baseURL, e.g.
// "http://127.0.0.1:7878" or "https://cairn.example.com/prefix". It
// returns EINVALID when baseURL is not an absolute http or https URL.
func New(baseURL string, opts ...Option) (*Client, error) {
	u, err := url.Parse(baseURL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, cairn.Invalid("baseURL", "want an absolute http:// or https:// URL, got %q", baseURL)
	}
	if u.RawQuery != "" || u.Fragment != "" {
		return nil, cairn.Invalid("baseURL", "must not have a query or fragment, got %q", baseURL)
	}
	c := &Client{
		base:   strings.TrimSuffix(baseURL, "/"),
		shown:  strings.TrimSuffix(u.Redacted(), "/"),
		hc:     http.DefaultClient,
		agent:  DefaultUserAgent,
		retry:  DefaultRetryPolicy,
		sleep:  sleepCtx,
		jitter: rand.Int64N,
	}
	for _, o := range opts {
		o(c)
	}
	if c.hc == nil {
		c.hc = http.DefaultClient
	}
	if c.retry.MaxAttempts <= 0 {
		c.retry.MaxAttempts = DefaultRetryPolicy.MaxAttempts
	}
	if c.retry.BaseDelay <= 0 {
		c.retry.BaseDelay = DefaultRetryPolicy.BaseDelay
	}
	if c.retry.MaxDelay <= 0 {
		c.retry.MaxDelay = DefaultRetryPolicy.MaxDelay
	}
	return c, nil
}

// BaseURL returns the server's base URL, without a trailing slash.
func (c *Client) BaseURL() string { return c.base }

// request is one API call.
type request struct {
	method      string
	path        string // escaped, from the API's root: "/v1/judgments/a%2Fb"
	query       url.Values
	body        []byte // nil: no body
	contentType string
	accept      string // "" means application/json
	retry       bool   // safe to retry on 503 and 429
}

// jsonRequest returns a request with v marshalled as its JSON body.
func jsonRequest(method, path string, v any, retry bool) (*request, error) {
	if err := checkText(reflect.ValueOf(v), ""); err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, fmt.Errorf("cairn client: encode %s %s: %w", method, path, err)
	}
	return &request{method: method, path: path, body: buf.Bytes(), contentType: "application/json", retry: retry}, nil
}

// call sends r and decodes a JSON response into out (when non-nil).
func (c *Client) call(ctx context.Context, r *request, out any) error {
	resp, err := c.send(ctx, r)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if out == nil {
		_, _ = io.Copy(io.Discard, resp.Body)
		return nil
	}
	if err := json.NewDecoder(resp.Body).Decode(out); err != nil {
		return c.decodeError(r, resp, err)
	}
	return nil
}

func (c *Client) decodeError(r *request, resp *http.Response, err error) error {
	return &cairn.Error{
		Code:    cairn.EINTERNAL,
		Message: fmt.Sprintf("cairn client: %s %s: unreadable %d response", r.method, r.path, resp.StatusCode),
		Err:     err,
	}
}

// send sends r, retrying when it may, and returns a response with a 2xx
// status, whose body the caller must close, or an error.
func (c *Client) send(ctx context.Context, r *request) (*http.Response, error) {
	target := c.base + r.path
	if len(r.query) > 0 {
		target += "?" + r.query.Encode()
	}
	attempts := 1
	if r.retry {
		attempts = c.retry.MaxAttempts
	}
	for attempt := 1; ; attempt++ {
		req, err := http.NewRequestWithContext(ctx, r.method, target, nil)
		if err != nil {
			return nil, cairn.Invalid("path", "%s %s: %v", r.method, r.path, err)
		}
		if r.body != nil {
			body := r.body
			req.Body = io.NopCloser(bytes.NewReader(body))
			req.GetBody = func() (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader(body)), nil }
			req.ContentLength = int64(len(body))
			req.Header.Set("Content-Type", r.contentType)
		}
		accept := r.accept
		if accept == "" {
			accept = "application/json"
		}
		req.Header.Set("Accept", accept)
		req.Header.Set("User-Agent", c.agent)
		if c.key != "" {
			req.Header.Set("Authorization", "Bearer "+c.key)
		}
		resp, err := c.hc.Do(req)
		if err != nil {
			if ctx.Err() != nil {
				return nil, fmt.Errorf("cairn client: %s %s: %w", r.method, r.path, err)
			}
			return nil, &cairn.Error{
				Code:    cairn.EUNAVAILABLE,
				Message: fmt.Sprintf("cairn server %s unreachable", c.shown),
				Err:     err,
			}
		}
		if resp.StatusCode < 300 {
			return resp, nil
		}
		apiErr := readError(resp)
		retryable := resp.StatusCode == http.StatusServiceUnavailable || resp.StatusCode == http.StatusTooManyRequests
		if !retryable || attempt >= attempts {
			return nil, apiErr
		}
		wait := c.backoff(attempt)
		if ra, ok := retryAfter(resp.Header.Get("Retry-After"), time.Now()); ok {
			if ra > c.retry.MaxDelay {
				return nil, apiErr
			}
			wait = max(wait, ra)
		}
		if deadline, ok := ctx.Deadline(); ok && time.Until(deadline) < wait {
			return nil, apiErr // the context would end the wait: answer now
		}
		if err := c.sleep(ctx, wait); err != nil {
			return nil, fmt.Errorf("cairn client: %s %s: waiting to retry after %q: %w", r.method, r.path, apiErr.Message, err)
		}
	}
}

// backoff returns the wait after failed attempt n: BaseDelay × 2^(n-1),
// capped at MaxDelay, jittered into [d/2, d].
func (c *Client) backoff(n int) time.Duration {
	d := c.retry.BaseDelay
	for i := 1; i < n && d < c.retry.MaxDelay; i++ {
		d *= 2
	}
	d = min(d, c.retry.MaxDelay)
	half := int64(d / 2)
	if half <= 0 {
		return d
	}
	return time.Duration(half + c.jitter(half+1))
}

// retryAfter parses a Retry-After header: whole seconds or an HTTP date.
func retryAfter(v string, now time.Time) (time.Duration, bool) {
	v = strings.TrimSpace(v)
	if v == "" {
		return 0, false
	}
	if n, err := strconv.Atoi(v); err == nil {
		if n < 0 {
			return 0, false
		}
		return time.Duration(n) * time.Second, true
	}
	t, err := http.ParseTime(v)
	if err != nil {
		return 0, false
	}
	return max(t.Sub(now), 0), true
}

func sleepCtx(ctx context.Context, d time.Duration) error {
	if d <= 0 {
		return ctx.Err()
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}

// readError turns an error response into a *cairn.Error: the code, message
// and field of the server's {"error": {...}} body, or, for a body that is
// not one (a proxy's page), a code from the status and the start of the
// body as the message. It closes the body.
func readError(resp *http.Response) *cairn.Error {
	defer resp.Body.Close()
	data, _ := io.ReadAll(io.LimitReader(resp.Body, maxErrorBody))
	var body struct {
		Error *struct {
			Code    string `json:"code"`
			Message string `json:"message"`
			Field   string `json:"field"`
		} `json:"error"`
	}
	if json.Unmarshal(data, &body) == nil && body.Error != nil && body.Error.Code != "" {
		return &cairn.Error{Code: body.Error.Code, Field: body.Error.Field, Message: body.Error.Message}
	}
	code := httpstatus.Code(resp.StatusCode)
	msg := fmt.Sprintf("HTTP %d %s", resp.StatusCode, http.StatusText(resp.StatusCode))
	if text := strings.TrimSpace(string(data)); text != "" {
		if len(text) > 200 {
			text = text[:200] + "…"
		}
		msg += ": " + text
	}
	return &cairn.Error{Code: code, Message: msg}
}

// segment escapes one path segment (a change id may hold '/' and '#').
func segment(s string) string { return url.PathEscape(s) }

// checkSegment refuses a path parameter the server cannot be asked
// about: empty, or "." and "..", which HTTP path cleaning removes (the
// server redirects such a path elsewhere).
func checkSegment(field, v string) error {
	switch v {
	case "":
		return errEmpty(field)
	case ".", "..":
		return cairn.Invalid(field, "%q cannot be sent in a URL path", v)
	}
	return nil
}

// errEmpty reports a required argument left empty, naming it.
func errEmpty(field string) error { return cairn.Invalid(field, "required") }
