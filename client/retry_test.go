package client_test

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/client"
	"github.com/cairnhq/cairn/judgment"
)

// flakyProxy stands in front of a real server and answers the first
// `fail` requests itself with status, headers and body, forwarding the
// rest. It records every request body it receives.
type flakyProxy struct {
	*httptest.Server
	fail   int64
	status int
	header http.Header
	body   string
	onFail func() // called on each failed request, when set

	requests atomic.Int64
	mu       sync.Mutex
	bodies   []string
}

func newFlakyProxy(tb testing.TB, target string, fail int64, status int, header http.Header, body string) *flakyProxy {
	tb.Helper()
	u, err := url.Parse(target)
	if err != nil {
		tb.Fatal(err)
	}
	p := &flakyProxy{fail: fail, status: status, header: header, body: body}
	rp := httputil.NewSingleHostReverseProxy(u)
	p.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n := p.requests.Add(1)
		b, _ := io.ReadAll(r.Body)
		p.mu.Lock()
		p.bodies = append(p.bodies, string(b))
		p.mu.Unlock()
		if p.fail < 0 || n <= p.fail {
			if p.onFail != nil {
				p.onFail()
			}
			for k, vs := range p.header {
				w.Header()[k] = vs
			}
			w.WriteHeader(p.status)
			io.WriteString(w, p.body)
			return
		}
		r.Body = io.NopCloser(strings.NewReader(string(b)))
		rp.ServeHTTP(w, r)
	}))
	tb.Cleanup(p.Close)
	return p
}

// received returns the bodies of the requests so far.
func (p *flakyProxy) received() []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]string(nil), p.bodies...)
}

const unavailableBody = `{"error": {"code": "unavailable", "message": "records store unavailable"}}`

// recordedClient returns a client of url whose waits are recorded instead
// of spent, with jitter at its maximum (the full backoff).
func recordedClient(tb testing.TB, url string, opts ...client.Option) (*client.Client, *[]time.Duration) {
	tb.Helper()
	c, err := client.New(url, opts...)
	if err != nil {
		tb.Fatal(err)
	}
	var waits []time.Duration
	client.SetSleep(c, func(ctx context.Context, d time.Duration) error {
		waits = append(waits, d)
		return ctx.Err()
	})
	client.SetJitter(c, func(n int64) int64 { return n - 1 })
	return c, &waits
}

// An idempotent POST answered 503 twice is sent a third time with the same
// body, after exponential waits, and succeeds.
func TestRetryUnavailable(t *testing.T) {
	s := mustOpenServer(t)
	p := newFlakyProxy(t, s.URL(), 2, http.StatusServiceUnavailable, http.Header{"Content-Type": {"application/json"}}, unavailableBody)
	c, waits := recordedClient(t, p.URL, client.WithRetryPolicy(client.RetryPolicy{MaxAttempts: 5, BaseDelay: 100 * time.Millisecond, MaxDelay: time.Second}))

	ts := time.Date(2025, 1, 2, 3, 4, 5, 0, time.UTC)
	res, err := c.AddJudgment(context.Background(), &judgment.Judgment{ChangeID: "org/repo#7", Product: "Acme", Decision: judgment.Include, Reasoning: "retried", Timestamp: ts})
	if err != nil {
		t.Fatal(err)
	}
	if !res.Stored || res.Judgment.Reasoning != "retried" {
		t.Fatalf("AddJudgment=%+v", res)
	}
	if got := p.requests.Load(); got != 3 {
		t.Fatalf("requests=%d, want 3", got)
	}
	for i, b := range p.received() {
		if b != p.received()[0] || !strings.Contains(b, `"reasoning":"retried"`) {
			t.Fatalf("attempt %d sent body %q, attempt 1 %q", i+1, b, p.received()[0])
		}
	}
	if got, want := *waits, []time.Duration{100 * time.Millisecond, 200 * time.Millisecond}; !equalDurations(got, want) {
		t.Fatalf("waits=%v, want %v", got, want)
	}
	// What the server holds is what was sent.
	direct := newClient(t, s.URL())
	j, err := direct.GetJudgment(context.Background(), "org/repo#7")
	if err != nil || j.Reasoning != "retried" || !j.Timestamp.Equal(ts) {
		t.Fatalf("stored=%+v, %v", j, err)
	}
}

// Jitter keeps each wait between half the backoff and all of it, and the
// backoff doubles up to MaxDelay.
func TestRetryBackoffJitter(t *testing.T) {
	s := mustOpenServer(t)
	p := newFlakyProxy(t, s.URL(), -1, http.StatusServiceUnavailable, nil, unavailableBody)
	c, waits := recordedClient(t, p.URL, client.WithRetryPolicy(client.RetryPolicy{MaxAttempts: 6, BaseDelay: 100 * time.Millisecond, MaxDelay: 400 * time.Millisecond}))
	client.SetJitter(c, func(int64) int64 { return 0 })
	_, err := c.JudgmentStats(context.Background(), "")
	wantCode(t, err, cairn.EUNAVAILABLE, "")
	if got, want := *waits, []time.Duration{50 * time.Millisecond, 100 * time.Millisecond, 200 * time.Millisecond, 200 * time.Millisecond, 200 * time.Millisecond}; !equalDurations(got, want) {
		t.Fatalf("waits with least jitter=%v, want %v", got, want)
	}
}

// Attempts are bounded: a server that keeps answering 503 gets
// MaxAttempts requests, and the caller its error.
func TestRetryBounded(t *testing.T) {
	s := mustOpenServer(t)
	p := newFlakyProxy(t, s.URL(), -1, http.StatusServiceUnavailable, http.Header{"Content-Type": {"application/json"}}, unavailableBody)
	c, waits := recordedClient(t, p.URL)
	_, err := c.GetJudgment(context.Background(), "a#1")
	wantCode(t, err, cairn.EUNAVAILABLE, "")
	if got, want := cairn.ErrorMessage(err), "records store unavailable"; got != want {
		t.Fatalf("message=%q, want the server's %q", got, want)
	}
	if got, want := p.requests.Load(), int64(client.DefaultRetryPolicy.MaxAttempts); got != want {
		t.Fatalf("requests=%d, want %d", got, want)
	}
	if len(*waits) != client.DefaultRetryPolicy.MaxAttempts-1 {
		t.Fatalf("waits=%v", *waits)
	}

	c, _ = recordedClient(t, p.URL, client.WithRetryPolicy(client.NoRetry))
	p.requests.Store(0)
	_, err = c.GetJudgment(context.Background(), "a#1")
	wantCode(t, err, cairn.EUNAVAILABLE, "")
	if got := p.requests.Load(); got != 1 {
		t.Fatalf("NoRetry: requests=%d, want 1", got)
	}
}

// 429 is retried too, and Retry-After (seconds or an HTTP date) is a
// minimum wait; one past MaxDelay is not waited for.
func TestRetryAfter(t *testing.T) {
	s := mustOpenServer(t)
	tests := []struct {
		name       string
		retryAfter string
		requests   int64
		minWait    time.Duration
		fails      bool
	}{
		{"seconds", "3", 2, 3 * time.Second, false},
		{"http date", time.Now().Add(5 * time.Second).UTC().Format(http.TimeFormat), 2, 3 * time.Second, false},
		{"zero", "0", 2, 0, false},
		{"beyond MaxDelay", "60", 1, 0, true},
		{"unreadable", "soon", 2, 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := newFlakyProxy(t, s.URL(), 1, http.StatusTooManyRequests, http.Header{"Retry-After": {tt.retryAfter}}, "slow down")
			c, waits := recordedClient(t, p.URL)
			_, err := c.Health(context.Background())
			if tt.fails {
				wantCode(t, err, cairn.EUNAVAILABLE, "")
				if !strings.Contains(err.Error(), "429") {
					t.Fatalf("error %q does not say 429", err)
				}
			} else if err != nil {
				t.Fatal(err)
			}
			if got := p.requests.Load(); got != tt.requests {
				t.Fatalf("requests=%d, want %d", got, tt.requests)
			}
			if tt.requests == 2 && (len(*waits) != 1 || (*waits)[0] < tt.minWait) {
				t.Fatalf("waits=%v, want one of at least %v", *waits, tt.minWait)
			}
		})
	}
}

// A wait that would outlast the context's deadline is not started: the
// caller gets the server's error at once.
func TestRetryNotPastDeadline(t *testing.T) {
	s := mustOpenServer(t)
	p := newFlakyProxy(t, s.URL(), 1, http.StatusServiceUnavailable, http.Header{"Retry-After": {"3"}}, unavailableBody)
	c, waits := recordedClient(t, p.URL)
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	_, err := c.JudgmentStats(ctx, "")
	wantCode(t, err, cairn.EUNAVAILABLE, "")
	if got := p.requests.Load(); got != 1 || len(*waits) != 0 {
		t.Fatalf("requests=%d, waits=%v; want 1 and none", got, *waits)
	}
}

// A request that is not safe to repeat is sent once, whatever the answer.
func TestNoRetryOfUnsafeRequests(t *testing.T) {
	s := mustOpenServer(t)
	p := newFlakyProxy(t, s.URL(), 1, http.StatusServiceUnavailable, nil, unavailableBody)
	c, waits := recordedClient(t, p.URL)
	_, err := c.Turn(context.Background(), "s1", client.Turn{Query: "q", Output: "o"})
	wantCode(t, err, cairn.EUNAVAILABLE, "")
	if got := p.requests.Load(); got != 1 || len(*waits) != 0 {
		t.Fatalf("requests=%d, waits=%v; want 1 and none", got, *waits)
	}
}

// A context cancelled while the client waits to retry ends the wait with
// the context's error.
func TestRetryStopsOnContext(t *testing.T) {
	s := mustOpenServer(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	p := newFlakyProxy(t, s.URL(), -1, http.StatusServiceUnavailable, http.Header{"Retry-After": {"5"}}, unavailableBody)
	p.onFail = cancel
	c, err := client.New(p.URL) // real waits
	if err != nil {
		t.Fatal(err)
	}
	_, err = c.GetJudgment(ctx, "a#1")
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err=%v, want context.Canceled", err)
	}
	if got := p.requests.Load(); got != 1 {
		t.Fatalf("requests=%d, want 1", got)
	}
}

// A response that is not cairn's JSON error (a proxy's page) gets the
// code of its status, and its text in the message.
func TestProxyErrorPage(t *testing.T) {
	s := mustOpenServer(t)
	tests := []struct {
		status int
		code   string
	}{
		{http.StatusBadGateway, cairn.EUNAVAILABLE},
		{http.StatusForbidden, cairn.EFORBIDDEN},
		{http.StatusTeapot, cairn.EINVALID},
		{http.StatusNotImplemented, cairn.EINTERNAL},
	}
	for _, tt := range tests {
		p := newFlakyProxy(t, s.URL(), -1, tt.status, http.Header{"Content-Type": {"text/html"}}, "<html>upstream is down</html>")
		c, _ := recordedClient(t, p.URL)
		_, err := c.Health(context.Background())
		wantCode(t, err, tt.code, "")
		if !strings.Contains(err.Error(), "upstream is down") {
			t.Fatalf("%d: error %q lacks the page's text", tt.status, err)
		}
		if got := p.requests.Load(); got != 1 {
			t.Fatalf("%d: requests=%d, want 1", tt.status, got)
		}
	}
}

func equalDurations(a, b []time.Duration) bool {
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
