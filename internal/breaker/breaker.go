// Package breaker is a circuit breaker for one remote dependency (a model
// server, a Redis), so that a dependency that is down costs a request
// nothing once it is known to be down.
//
// A Breaker is closed while the dependency answers: calls go through, and
// each reports its outcome. Threshold consecutive failures (a success in
// between starts the count again) open it: from then on Allow fails at
// once with EUNAVAILABLE, and the caller takes its offline path or
// in-process fallback without waiting on the dependency. While open, the
// breaker checks the dependency again after a cool-down (Cooldown, doubled
// after each failed check up to MaxCooldown):
//
//   - with a Probe, the first call after the cool-down starts the probe in
//     the background, bounded by ProbeTimeout, and still fails at once: no
//     request waits on a dependency that may hang. The probe succeeding
//     closes the breaker;
//   - without one, that call goes through as a trial while every other call
//     still fails at once; its success closes the breaker, its failure
//     starts a longer cool-down.
//
// Consecutive failures were chosen over a failure rate in a window: the
// dependencies cairn talks to are either up or down, a handful of failures
// in a row says so quickly, and a count needs no window to tune. A success
// reported while open (a call let through before the breaker opened)
// closes it too: the dependency answered.
//
// Each change of state is logged once (a warning when it opens, with the
// reason; an info line when it closes, with how long it was open) and
// counted in cairn_breaker_transitions_total{kind,target,to};
// cairn_breaker_open{kind,target} is 1 while open.
package breaker

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/metrics"
)

// Defaults of a Breaker.
const (
	DefaultThreshold    = 3
	DefaultCooldown     = time.Second
	DefaultMaxCooldown  = 30 * time.Second
	DefaultProbeTimeout = 2 * time.Second
)

// Breaker guards the calls to one dependency. Create it with New, set the
// fields, Open it, and Close it when done; it is safe for concurrent use
// after Open.
type Breaker struct {
	// Kind ("model server", "redis") and Target (its URL, without
	// credentials) name the dependency in logs, errors and metric labels.
	Kind, Target string
	// Threshold is how many consecutive failures open the breaker.
	Threshold int
	// Cooldown is how long it stays open before the dependency is checked
	// again; each failed check doubles it, up to MaxCooldown.
	Cooldown, MaxCooldown time.Duration
	// Probe, when set, checks the dependency in the background while the
	// breaker is open; nil lets one real call through as a trial instead.
	Probe func(ctx context.Context) error
	// ProbeTimeout bounds each Probe.
	ProbeTimeout time.Duration
	// Background, with a Probe, probes on a timer while open, not only when
	// a call arrives after the cool-down, so that the state (and what a
	// readiness check or OnChange reports) follows the dependency also
	// without traffic. Close stops it.
	Background bool
	// OnChange, when set, is called on each change of state (true: opened),
	// with the breaker's lock held, in order: it must not call the
	// breaker.
	OnChange func(open bool)
	// Degraded says what callers do while the breaker is open, for the log
	// line, e.g. "using the offline path".
	Degraded string
	// Logger receives one line per change of state; nil logs nothing.
	Logger *slog.Logger
	// Registerer receives the metrics; nil registers nothing. Breakers on
	// one registry share the metric families.
	Registerer prometheus.Registerer
	// Now is the clock of the cool-downs; nil means time.Now.
	Now cairn.Clock

	m          *metrics.Breaker
	ctx        context.Context // ends on Close, stopping a probe
	cancel     context.CancelFunc
	probes     sync.WaitGroup
	mu         sync.Mutex
	open       bool
	failures   int       // consecutive, while closed
	since      time.Time // when it opened
	retryAt    time.Time // end of the cool-down, while open
	cooldown   time.Duration
	checking   bool      // a probe or trial is in flight
	checkedAt  time.Time // when it started
	closed     bool      // Close was called
	watching   bool      // watch runs
	openReason error
}

// New returns a Breaker for the dependency kind at target, with defaults.
func New(kind, target string) *Breaker {
	return &Breaker{
		Kind: kind, Target: target,
		Threshold: DefaultThreshold, Cooldown: DefaultCooldown, MaxCooldown: DefaultMaxCooldown,
		ProbeTimeout: DefaultProbeTimeout,
	}
}

// Open validates the settings and registers the metrics. Returns EINVALID
// naming a bad field, EINTERNAL when the metrics cannot be registered.
func (b *Breaker) Open() error {
	switch {
	case b.Threshold < 1:
		return cairn.Invalid("threshold", "must be at least 1, got %d", b.Threshold)
	case b.Cooldown <= 0:
		return cairn.Invalid("cooldown", "must be positive, got %v", b.Cooldown)
	case b.MaxCooldown < b.Cooldown:
		return cairn.Invalid("max_cooldown", "must be at least the cool-down %v, got %v", b.Cooldown, b.MaxCooldown)
	case b.Probe != nil && b.ProbeTimeout <= 0:
		return cairn.Invalid("probe_timeout", "must be positive, got %v", b.ProbeTimeout)
	}
	if b.Logger == nil {
		b.Logger = slog.New(slog.DiscardHandler)
	}
	m, err := metrics.NewBreakers(b.Registerer)
	if err != nil {
		return err
	}
	b.m = m.Breaker(b.Kind, b.Target)
	b.cooldown = b.Cooldown
	b.ctx, b.cancel = context.WithCancel(context.Background())
	return nil
}

// Close stops a probe in flight and waits for it. Calls after Close still
// work; no new probe starts.
func (b *Breaker) Close() error {
	b.mu.Lock()
	b.closed = true
	b.mu.Unlock()
	if b.cancel != nil {
		b.cancel()
	}
	b.probes.Wait()
	return nil
}

// State reports whether the breaker is open, and why it opened.
func (b *Breaker) State() (open bool, reason error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.open, b.openReason
}

// Allow reports whether a call may go to the dependency: nil when it may
// (the caller then reports the outcome with Success, Failure or Ignore),
// an EUNAVAILABLE error when the breaker is open. It never blocks.
func (b *Breaker) Allow() error {
	b.mu.Lock()
	defer b.mu.Unlock()
	if !b.open {
		return nil
	}
	now := b.Now.NowUTC()
	if b.checking || now.Before(b.retryAt) || b.closed {
		return b.errOpen()
	}
	b.checking, b.checkedAt = true, now
	if b.Probe == nil {
		return nil // the trial
	}
	b.probes.Add(1)
	go b.probe()
	return b.errOpen()
}

// Up reports whether the breaker is closed, first starting a probe when
// one is due: a check that runs while no call arrives (a readiness
// endpoint) sees the dependency come back.
func (b *Breaker) Up() bool {
	if b.Probe != nil {
		_ = b.Allow()
	}
	open, _ := b.State()
	return !open
}

func (b *Breaker) errOpen() error {
	return &cairn.Error{Code: cairn.EUNAVAILABLE,
		Message: b.Kind + " unavailable: failing since " + b.since.Format(time.RFC3339) + ", not called until it answers again",
		Err:     fmt.Errorf("%w: %s", ErrOpen, b.Target)}
}

// ErrOpen is in the chain of the errors Allow returns.
var ErrOpen = errors.New("circuit breaker open")

// Success reports a call that reached the dependency and got an answer.
func (b *Breaker) Success() {
	b.mu.Lock()
	b.failures = 0
	if !b.open {
		b.mu.Unlock()
		return
	}
	b.closeLocked()
}

// Failure reports a call that failed because of the dependency: it could
// not be reached, timed out or answered with a server error.
func (b *Breaker) Failure(err error) {
	b.mu.Lock()
	if b.open {
		if b.checking && b.Probe == nil {
			b.reopenLocked() // the trial failed
		}
		b.mu.Unlock()
		return
	}
	b.failures++
	if b.failures < b.Threshold {
		b.mu.Unlock()
		return
	}
	b.open, b.openReason = true, err
	b.since = b.Now.NowUTC()
	b.cooldown = b.Cooldown
	b.retryAt = b.since.Add(b.cooldown)
	b.checking = false
	b.m.Opened()
	if b.OnChange != nil {
		b.OnChange(true)
	}
	if b.Background && b.Probe != nil && !b.closed && !b.watching {
		b.watching = true
		b.probes.Add(1)
		go b.watch()
	}
	n := b.failures
	b.mu.Unlock()
	msg := b.Kind + " failing: calls fail at once until it answers again"
	if b.Degraded != "" {
		msg += "; " + b.Degraded
	}
	b.Logger.LogAttrs(context.Background(), slog.LevelWarn, msg,
		slog.String("target", b.Target), slog.Int("failures", n), slog.Any("error", err))
}

// Ignore reports a call that ended without saying anything about the
// dependency, for example because the caller's context ended. It releases
// the trial, if the call was one.
func (b *Breaker) Ignore() {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.open && b.checking && b.Probe == nil {
		b.checking = false
	}
}

// Do calls fn when Allow lets it, and reports its outcome: a nil error or
// one for which dependencyFailed is false is a success, except that an
// error while ctx has ended is ignored.
func (b *Breaker) Do(ctx context.Context, fn func(ctx context.Context) error, dependencyFailed func(error) bool) error {
	if err := b.Allow(); err != nil {
		return err
	}
	err := fn(ctx)
	switch {
	case err == nil:
		b.Success()
	case ctx.Err() != nil:
		b.Ignore()
	case dependencyFailed == nil || dependencyFailed(err):
		b.Failure(err)
	default:
		b.Success()
	}
	return err
}

// reopenLocked starts a longer cool-down after a failed check, counted
// from when the check started.
func (b *Breaker) reopenLocked() {
	b.checking = false
	b.cooldown = min(2*b.cooldown, b.MaxCooldown)
	b.retryAt = b.checkedAt.Add(b.cooldown)
}

// closeLocked closes the open breaker, logs it and unlocks b.mu.
func (b *Breaker) closeLocked() {
	b.open, b.openReason, b.checking, b.failures = false, nil, false, 0
	b.cooldown = b.Cooldown
	down := b.Now.NowUTC().Sub(b.since)
	b.m.Closed()
	if b.OnChange != nil {
		b.OnChange(false)
	}
	b.mu.Unlock()
	b.Logger.LogAttrs(context.Background(), slog.LevelInfo, b.Kind+" answers again",
		slog.String("target", b.Target), slog.Duration("down", down.Round(time.Millisecond)))
}

// probe runs Probe once and closes the breaker when it succeeds.
func (b *Breaker) probe() {
	defer b.probes.Done()
	ctx, cancel := context.WithTimeout(b.ctx, b.ProbeTimeout)
	err := b.Probe(ctx)
	cancel()
	b.mu.Lock()
	if !b.open {
		b.checking = false
		b.mu.Unlock()
		return
	}
	if err != nil {
		b.reopenLocked()
		b.mu.Unlock()
		return
	}
	b.closeLocked()
}

// watch starts the probes that are due while the breaker is open, until it
// closes or Close.
func (b *Breaker) watch() {
	defer b.probes.Done()
	t := time.NewTimer(b.Cooldown)
	defer t.Stop()
	for {
		select {
		case <-b.ctx.Done():
			return
		case <-t.C:
		}
		b.mu.Lock()
		open, wait := b.open, b.retryAt.Sub(b.Now.NowUTC())
		if !open {
			b.watching = false
			b.mu.Unlock()
			return
		}
		b.mu.Unlock()
		if wait <= 0 {
			_ = b.Allow() // starts the probe
			wait = b.Cooldown
		}
		t.Reset(wait)
	}
}
