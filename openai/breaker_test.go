package openai_test

import (
	"context"
	"errors"
	"net"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/internal/breaker"
	"github.com/cairnhq/cairn/openai"
	"github.com/cairnhq/cairn/openai/openaitest"
)

// fakeClock is a settable clock for the breaker's cool-downs.
type fakeClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *fakeClock) now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *fakeClock) advance(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

// sharedBreaker is a breaker for s on a fake clock, as cmd builds one per
// model server.
func sharedBreaker(t *testing.T, url string) (*breaker.Breaker, *fakeClock) {
	t.Helper()
	clk := &fakeClock{t: fixedNow}
	b := openai.NewBreaker(url, nil)
	b.Now = clk.now
	b.Registerer = prometheus.NewRegistry()
	if err := b.Open(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { b.Close() })
	return b, clk
}

// A server answering 5xx opens the breaker after DefaultBreakerThreshold
// failed attempts; later calls fail at once with EUNAVAILABLE, without a
// request, and a call in its retries stops as soon as it opens.
func TestBreakerOpensOn5xx(t *testing.T) {
	s := openaitest.NewServer(t)
	for range 20 {
		s.Enqueue(openaitest.Reply{Status: 503})
	}
	c, _, sl := mustCompleter(t, s) // MaxRetries 2: 3 attempts a call
	ctx := context.Background()
	for i := range 2 {
		if _, _, err := c.Complete(ctx, "hi"); cairn.ErrorCode(err) != cairn.EUNAVAILABLE {
			t.Fatalf("call %d: %v, want EUNAVAILABLE", i, err)
		}
	}
	// Call 1: attempts 1-3; call 2: attempts 4 and 5, which opens it, and
	// no backoff after that.
	if got, want := len(s.Requests()), openai.DefaultBreakerThreshold; got != want {
		t.Fatalf("%d requests before the breaker opened, want %d", got, want)
	}
	if got, want := len(sl.got()), 3; got != want {
		t.Fatalf("%d backoffs, want %d (none after the breaker opened)", got, want)
	}
	for range 10 {
		_, _, err := c.Complete(ctx, "hi")
		if cairn.ErrorCode(err) != cairn.EUNAVAILABLE || !errors.Is(err, breaker.ErrOpen) {
			t.Fatalf("call while open: %v, want EUNAVAILABLE from the breaker", err)
		}
	}
	if got, want := len(s.Requests()), openai.DefaultBreakerThreshold; got != want {
		t.Fatalf("%d requests reached the server while the breaker was open", got-want)
	}
}

// Answers below 500 show the server works: they never open the breaker.
func TestBreakerStaysClosedOn4xx(t *testing.T) {
	s := openaitest.NewServer(t)
	for range 12 {
		s.Enqueue(openaitest.Reply{Status: 400})
	}
	c, _, _ := mustCompleter(t, s, func(c *openai.Completer) { c.JSONMode = false })
	for range 12 {
		if _, _, err := c.Complete(context.Background(), "hi"); cairn.ErrorCode(err) != cairn.EINVALID {
			t.Fatalf("call: %v, want EINVALID", err)
		}
	}
	if _, _, err := c.Complete(context.Background(), "hi"); err != nil {
		t.Fatalf("a call after 12 rejected requests: %v", err)
	}
}

// Calls the caller canceled say nothing about the server.
func TestBreakerIgnoresCanceled(t *testing.T) {
	s := openaitest.NewServer(t)
	c, _, _ := mustCompleter(t, s)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for range 10 {
		c.Complete(ctx, "hi")
	}
	if _, _, err := c.Complete(context.Background(), "hi"); err != nil {
		t.Fatalf("after canceled calls: %v", err)
	}
}

// The completer and embedder of one server share its breaker: the
// embedder's failures stop the completer's calls, and the background probe
// (GET /models) closes it for both once the server answers.
func TestBreakerSharedAndProbed(t *testing.T) {
	s := openaitest.NewServer(t)
	b, clk := sharedBreaker(t, s.URL)
	c, _, _ := mustCompleter(t, s, func(c *openai.Completer) { c.Breaker = b })
	e := openai.NewEmbedder(s.URL, "emb", s.Dimensions)
	testPolicy(&e.Client, new(sleeps))
	e.MaxRetries = 0
	e.Breaker = b
	if err := e.Open(); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	for i := range openai.DefaultBreakerThreshold {
		s.Enqueue(openaitest.Reply{Status: 502})
		if _, err := e.Embed(ctx, []string{"text " + string(rune('a'+i))}); err == nil {
			t.Fatal("embed succeeded against a 502")
		}
	}
	n := len(s.Requests())
	if _, _, err := c.Complete(ctx, "hi"); !errors.Is(err, breaker.ErrOpen) {
		t.Fatalf("completer after the embedder opened the breaker: %v", err)
	}
	if len(s.Requests()) != n {
		t.Fatal("the completer sent a request while the shared breaker was open")
	}
	clk.advance(breaker.DefaultCooldown)
	// The call that starts the probe still fails at once.
	if _, _, err := c.Complete(ctx, "hi"); !errors.Is(err, breaker.ErrOpen) {
		t.Fatalf("call starting the probe: %v", err)
	}
	waitUntil(t, "the probe to close the breaker", func() bool { open, _ := b.State(); return !open })
	if _, _, err := c.Complete(ctx, "hi"); err != nil {
		t.Fatalf("completer after the probe: %v", err)
	}
	if _, err := e.Embed(ctx, []string{"after"}); err != nil {
		t.Fatalf("embedder after the probe: %v", err)
	}
}

// A server that accepts connections and never answers opens the breaker
// after its timeouts; after that no connection is made.
func TestBreakerHungServer(t *testing.T) {
	hung := hungListener(t)
	c := openai.NewCompleter("http://"+hung.addr+"/v1", "m")
	testPolicy(&c.Client, new(sleeps))
	c.Timeout, c.MaxRetries = 20*time.Millisecond, 0
	if err := c.Open(); err != nil {
		t.Fatal(err)
	}
	for range openai.DefaultBreakerThreshold {
		if _, _, err := c.Complete(context.Background(), "hi"); cairn.ErrorCode(err) != cairn.EUNAVAILABLE {
			t.Fatalf("call to a hung server: %v", err)
		}
	}
	accepted := hung.accepted.Load()
	for range 50 {
		if _, _, err := c.Complete(context.Background(), "hi"); !errors.Is(err, breaker.ErrOpen) {
			t.Fatalf("call while open: %v", err)
		}
	}
	if got := hung.accepted.Load(); got != accepted {
		t.Fatalf("%d connections made while the breaker was open", got-accepted)
	}
}

// hung is a listener that accepts connections and never answers.
type hung struct {
	addr     string
	accepted atomic.Int64
}

func hungListener(tb testing.TB) *hung {
	tb.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		tb.Fatal(err)
	}
	h := &hung{addr: ln.Addr().String()}
	var mu sync.Mutex
	var conns []net.Conn
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			h.accepted.Add(1)
			mu.Lock()
			conns = append(conns, c)
			mu.Unlock()
		}
	}()
	tb.Cleanup(func() {
		ln.Close()
		mu.Lock()
		for _, c := range conns {
			c.Close()
		}
		mu.Unlock()
	})
	return h
}

// deadAddr is a loopback port nothing listens on.
func deadAddr(tb testing.TB) string {
	tb.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		tb.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	return addr
}

func waitUntil(tb testing.TB, what string, cond func() bool) {
	tb.Helper()
	deadline := time.Now().Add(time.Minute)
	for !cond() {
		if time.Now().After(deadline) {
			tb.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(time.Millisecond)
	}
}

// BenchmarkDownServer is the time a call takes once the breaker is open,
// for each way a model server can be down: nothing listens on the port,
// the fake server was stopped, or a listener accepts and never answers.
// Each call returns EUNAVAILABLE and the caller takes its offline path.
func BenchmarkDownServer(b *testing.B) {
	for _, tc := range []struct {
		name string
		url  func(b *testing.B) string
	}{
		{"dead-port", func(b *testing.B) string { return "http://" + deadAddr(b) + "/v1" }},
		{"stopped-fake", func(b *testing.B) string {
			s := openaitest.Start()
			s.Close()
			return s.URL
		}},
		{"hung-listener", func(b *testing.B) string { return "http://" + hungListener(b).addr + "/v1" }},
	} {
		b.Run(tc.name, func(b *testing.B) {
			c := openai.NewCompleter(tc.url(b), "m")
			c.Timeout = 200 * time.Millisecond
			c.BaseDelay, c.MaxDelay = time.Millisecond, time.Millisecond
			if err := c.Open(); err != nil {
				b.Fatal(err)
			}
			ctx := context.Background()
			for range 2 { // 4 attempts each: the breaker opens on the fifth
				c.Complete(ctx, "hi")
			}
			b.ResetTimer()
			for b.Loop() {
				if _, _, err := c.Complete(ctx, "hi"); !errors.Is(err, breaker.ErrOpen) {
					b.Fatalf("call while down: %v", err)
				}
			}
		})
	}
}
