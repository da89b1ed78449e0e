package breaker_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/internal/breaker"
)

// clock is a settable time for cool-downs.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *clock) advance(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

// syncBuffer is a log destination safe for concurrent writes.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) count(sub string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return strings.Count(s.b.String(), sub)
}

type fixture struct {
	b    *breaker.Breaker
	clk  *clock
	reg  *prometheus.Registry
	logs *syncBuffer
}

func newBreaker(t *testing.T, probe func(context.Context) error) *fixture {
	t.Helper()
	f := &fixture{clk: &clock{t: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}, reg: prometheus.NewRegistry(), logs: &syncBuffer{}}
	b := breaker.New("model server", "http://127.0.0.1:1/v1")
	b.Threshold = 3
	b.Cooldown, b.MaxCooldown = time.Second, 4*time.Second
	b.Probe = probe
	b.Now = f.clk.now
	b.Registerer = f.reg
	b.Logger = slog.New(slog.NewTextHandler(f.logs, nil))
	if err := b.Open(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { b.Close() })
	f.b = b
	return f
}

func (f *fixture) fail(t *testing.T, n int) {
	t.Helper()
	for range n {
		if err := f.b.Allow(); err != nil {
			t.Fatalf("Allow while closed: %v", err)
		}
		f.b.Failure(errors.New("connection refused"))
	}
}

func (f *fixture) isOpen() bool {
	open, _ := f.b.State()
	return open
}

func (f *fixture) metric(t *testing.T, name string, labels ...string) float64 {
	t.Helper()
	mfs, err := f.reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	for _, mf := range mfs {
		if mf.GetName() != name {
			continue
		}
	next:
		for _, m := range mf.GetMetric() {
			have := map[string]string{}
			for _, l := range m.GetLabel() {
				have[l.GetName()] = l.GetValue()
			}
			for i := 0; i+1 < len(labels); i += 2 {
				if have[labels[i]] != labels[i+1] {
					continue next
				}
			}
			if m.GetGauge() != nil {
				return m.GetGauge().GetValue()
			}
			return m.GetCounter().GetValue()
		}
	}
	return -1
}

func TestOpensAfterConsecutiveFailures(t *testing.T) {
	for _, tc := range []struct {
		name     string
		outcomes string // f: failure, s: success, i: ignored
		open     bool
	}{
		{"below the threshold", "ff", false},
		{"at the threshold", "fff", true},
		{"a success starts the count again", "ffsff", false},
		{"ignored calls do not count", "ffiif", true},
		{"successes only", "ssss", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newBreaker(t, nil)
			for _, o := range tc.outcomes {
				if err := f.b.Allow(); err != nil {
					t.Fatalf("Allow before opening: %v", err)
				}
				switch o {
				case 'f':
					f.b.Failure(errors.New("refused"))
				case 's':
					f.b.Success()
				case 'i':
					f.b.Ignore()
				}
			}
			if got := f.isOpen(); got != tc.open {
				t.Fatalf("open=%v after %q, want %v", got, tc.outcomes, tc.open)
			}
			err := f.b.Allow()
			if tc.open {
				if cairn.ErrorCode(err) != cairn.EUNAVAILABLE || !errors.Is(err, breaker.ErrOpen) {
					t.Fatalf("Allow while open = %v, want EUNAVAILABLE wrapping ErrOpen", err)
				}
			} else if err != nil {
				t.Fatalf("Allow while closed = %v", err)
			}
		})
	}
}

func TestTrialAfterCooldown(t *testing.T) {
	f := newBreaker(t, nil)
	f.fail(t, 3)
	f.clk.advance(999 * time.Millisecond)
	if f.b.Allow() == nil {
		t.Fatal("a call went through before the cool-down ended")
	}
	f.clk.advance(time.Millisecond)
	if err := f.b.Allow(); err != nil {
		t.Fatalf("no trial after the cool-down: %v", err)
	}
	if f.b.Allow() == nil {
		t.Fatal("a second call went through while the trial is in flight")
	}
	f.b.Failure(errors.New("still refused"))
	// The cool-down doubled: 2 s.
	f.clk.advance(1999 * time.Millisecond)
	if f.b.Allow() == nil {
		t.Fatal("a trial before the doubled cool-down ended")
	}
	f.clk.advance(time.Millisecond)
	if err := f.b.Allow(); err != nil {
		t.Fatalf("no trial after the doubled cool-down: %v", err)
	}
	f.b.Ignore() // the caller gave up: says nothing, the next call is the trial
	if err := f.b.Allow(); err != nil {
		t.Fatalf("the trial was not released by Ignore: %v", err)
	}
	f.b.Success()
	if f.isOpen() {
		t.Fatal("still open after a successful trial")
	}
	if err := f.b.Allow(); err != nil {
		t.Fatalf("Allow after closing: %v", err)
	}
}

func TestCooldownCapped(t *testing.T) {
	f := newBreaker(t, nil)
	f.fail(t, 3)
	wait := time.Second
	for range 5 {
		f.clk.advance(wait)
		if err := f.b.Allow(); err != nil {
			t.Fatalf("no trial after %v: %v", wait, err)
		}
		f.b.Failure(errors.New("refused"))
		wait = min(2*wait, 4*time.Second)
	}
	f.clk.advance(4 * time.Second)
	if err := f.b.Allow(); err != nil {
		t.Fatalf("cool-down grew past MaxCooldown: %v", err)
	}
}

func TestProbeClosesInBackground(t *testing.T) {
	var mu sync.Mutex
	probeErr := errors.New("refused")
	probes := 0
	f := newBreaker(t, func(context.Context) error {
		mu.Lock()
		defer mu.Unlock()
		probes++
		return probeErr
	})
	f.fail(t, 3)
	f.clk.advance(time.Second)
	// The call that starts the probe does not wait for it: it fails at once.
	if f.b.Allow() == nil {
		t.Fatal("a call went through while open with a probe")
	}
	waitFor(t, "the failed probe", func() bool { mu.Lock(); defer mu.Unlock(); return probes == 1 })
	waitFor(t, "the probe to end", func() bool { return f.b.Allow() != nil && f.isOpen() })
	mu.Lock()
	probeErr = nil
	mu.Unlock()
	f.clk.advance(time.Second) // not yet: the cool-down doubled
	f.b.Allow()
	mu.Lock()
	if probes != 1 {
		t.Fatalf("%d probes before the doubled cool-down ended, want 1", probes)
	}
	mu.Unlock()
	f.clk.advance(time.Second)
	// Up starts the probe that is due, as a readiness check would.
	waitFor(t, "the probe to close the breaker", func() bool { return f.b.Up() })
	if err := f.b.Allow(); err != nil {
		t.Fatalf("Allow after the probe closed it: %v", err)
	}
}

// A probe of a dependency that hangs is bounded by ProbeTimeout, and Close
// stops it.
func TestProbeHangsBounded(t *testing.T) {
	f := newBreaker(t, func(ctx context.Context) error { <-ctx.Done(); return ctx.Err() })
	f.b.ProbeTimeout = time.Hour // Close must end it
	f.fail(t, 3)
	f.clk.advance(time.Second)
	f.b.Allow()
	done := make(chan struct{})
	go func() { f.b.Close(); close(done) }()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("Close did not stop a hanging probe")
	}
	if !f.isOpen() {
		t.Fatal("a probe stopped by Close closed the breaker")
	}
}

// One warning when it opens, one info line when it closes, however many
// calls fail in between; the metrics follow.
func TestOneLogLinePerChange(t *testing.T) {
	f := newBreaker(t, nil)
	if got := f.metric(t, "cairn_breaker_open", "kind", "model server"); got != 0 {
		t.Fatalf("cairn_breaker_open=%v before any call, want 0", got)
	}
	f.fail(t, 3)
	for range 100 {
		f.b.Allow()
		f.b.Failure(errors.New("refused"))
	}
	if got := f.metric(t, "cairn_breaker_open", "kind", "model server", "target", "http://127.0.0.1:1/v1"); got != 1 {
		t.Fatalf("cairn_breaker_open=%v while open, want 1", got)
	}
	f.clk.advance(time.Second)
	if err := f.b.Allow(); err != nil {
		t.Fatal(err)
	}
	f.b.Success()
	for range 10 {
		f.b.Allow()
		f.b.Success()
	}
	if got, want := f.logs.count("level=WARN msg=\"model server failing"), 1; got != want {
		t.Errorf("%d warnings, want %d:\n%s", got, want, f.logs.b.String())
	}
	if got, want := f.logs.count("level=INFO msg=\"model server answers again"), 1; got != want {
		t.Errorf("%d info lines, want %d", got, want)
	}
	if got, want := f.logs.count("\n"), 2; got != want {
		t.Errorf("%d log lines, want %d", got, want)
	}
	if got := f.metric(t, "cairn_breaker_open"); got != 0 {
		t.Errorf("cairn_breaker_open=%v after closing, want 0", got)
	}
	for _, to := range []string{"open", "closed"} {
		if got := f.metric(t, "cairn_breaker_transitions_total", "to", to); got != 1 {
			t.Errorf("cairn_breaker_transitions_total{to=%q}=%v, want 1", to, got)
		}
	}
}

// Two breakers on one registry share the families, one series each.
func TestSharedRegistry(t *testing.T) {
	reg := prometheus.NewRegistry()
	for _, target := range []string{"redis://a", "redis://b"} {
		b := breaker.New("redis", target)
		b.Registerer = reg
		if err := b.Open(); err != nil {
			t.Fatalf("Open %s: %v", target, err)
		}
	}
	mfs, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, mf := range mfs {
		if mf.GetName() == "cairn_breaker_open" {
			n += len(mf.GetMetric())
		}
	}
	if n != 2 {
		t.Fatalf("cairn_breaker_open series = %d, want 2", n)
	}
}

func TestOpenValidates(t *testing.T) {
	for _, tc := range []struct {
		field string
		set   func(*breaker.Breaker)
	}{
		{"threshold", func(b *breaker.Breaker) { b.Threshold = 0 }},
		{"cooldown", func(b *breaker.Breaker) { b.Cooldown = 0 }},
		{"max_cooldown", func(b *breaker.Breaker) { b.MaxCooldown = b.Cooldown / 2 }},
		{"probe_timeout", func(b *breaker.Breaker) { b.Probe = func(context.Context) error { return nil }; b.ProbeTimeout = 0 }},
	} {
		t.Run(tc.field, func(t *testing.T) {
			b := breaker.New("redis", "redis://x")
			tc.set(b)
			err := b.Open()
			var ce *cairn.Error
			if !errors.As(err, &ce) || ce.Code != cairn.EINVALID || ce.Field != tc.field {
				t.Fatalf("Open = %v, want EINVALID on %s", err, tc.field)
			}
		})
	}
}

// Do reports the outcome of fn by itself.
func TestDo(t *testing.T) {
	f := newBreaker(t, nil)
	ctx := context.Background()
	notFound := errors.New("no such key")
	onlyRefused := func(err error) bool { return err != notFound }
	for range 5 {
		if err := f.b.Do(ctx, func(context.Context) error { return notFound }, onlyRefused); err != notFound {
			t.Fatalf("Do = %v", err)
		}
	}
	if f.isOpen() {
		t.Fatal("errors that are not the dependency's opened the breaker")
	}
	canceled, cancel := context.WithCancel(ctx)
	cancel()
	for range 5 {
		f.b.Do(canceled, func(ctx context.Context) error { return ctx.Err() }, nil)
	}
	if f.isOpen() {
		t.Fatal("calls whose context ended opened the breaker")
	}
	for range 3 {
		f.b.Do(ctx, func(context.Context) error { return errors.New("refused") }, nil)
	}
	called := false
	err := f.b.Do(ctx, func(context.Context) error { called = true; return nil }, nil)
	if called || !errors.Is(err, breaker.ErrOpen) {
		t.Fatalf("Do while open: called=%v err=%v", called, err)
	}
}

// waitFor polls cond until it holds (background probes end on their own
// schedule), failing after a minute.
func waitFor(tb testing.TB, what string, cond func() bool) {
	tb.Helper()
	deadline := time.Now().Add(time.Minute)
	for !cond() {
		if time.Now().After(deadline) {
			tb.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(time.Millisecond)
	}
}

// Allow is safe for concurrent use and cheap while open.
func BenchmarkAllowOpen(b *testing.B) {
	br := breaker.New("redis", "redis://x")
	if err := br.Open(); err != nil {
		b.Fatal(err)
	}
	for range br.Threshold {
		br.Failure(errors.New("refused"))
	}
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			if br.Allow() == nil {
				b.Fatal("allowed while open")
			}
		}
	})
}

// With Background, the probes run on a timer: the breaker closes when the
// dependency is back even if no call arrives, and OnChange follows.
func TestBackgroundProbe(t *testing.T) {
	var mu sync.Mutex
	up := false
	var changes []bool
	b := breaker.New("redis", "redis://x")
	b.Threshold, b.Cooldown, b.MaxCooldown = 1, 5*time.Millisecond, 20*time.Millisecond
	b.Background = true
	b.Probe = func(context.Context) error {
		mu.Lock()
		defer mu.Unlock()
		if !up {
			return errors.New("refused")
		}
		return nil
	}
	b.OnChange = func(open bool) { changes = append(changes, open) }
	if err := b.Open(); err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	b.Failure(errors.New("refused"))
	if open, _ := b.State(); !open {
		t.Fatal("not open after a failure with threshold 1")
	}
	mu.Lock()
	up = true
	mu.Unlock()
	waitFor(t, "the background probe to close the breaker", func() bool { open, _ := b.State(); return !open })
	b.Failure(errors.New("refused again"))
	b.Close()
	b.Close()
	if got := fmt.Sprint(changes); got != "[true false true]" {
		t.Fatalf("OnChange calls %s, want [true false true]", got)
	}
}
