package redis

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"net/url"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/correction"
)

// Failover defaults.
const (
	DefaultProbeMin     = 100 * time.Millisecond
	DefaultProbeMax     = 5 * time.Second
	DefaultProbeTimeout = time.Second
)

// Failover serves session state from Redis, and from process memory while
// Redis is unreachable, so that a Redis outage costs a conversation at
// most the context of its previous turn, never a failed request.
//
// The first Redis error (anything but the caller's context ending) marks
// Redis down: that call and every later one is served from an in-process
// correction.SessionCache, without waiting on Redis, while a background
// probe pings Redis with exponential backoff (ProbeMin doubling up to
// ProbeMax). When a ping answers, calls go to Redis again. A turn written
// in process during the outage is still found afterwards, unless Redis
// holds a newer one. Each transition is logged once, with the reason.
//
// Create it with NewFailover, set the fields, Open it, and Close it before
// the DB.
type Failover struct {
	DB *DB
	// Logger receives one warning when Redis goes away and one info line
	// when it is back.
	Logger *slog.Logger
	// Registerer receives cairn_session_fallbacks_total and
	// cairn_session_redis_up; nil registers nothing.
	Registerer prometheus.Registerer
	// ProbeMin, ProbeMax and ProbeTimeout shape the re-probe while Redis is
	// down (DefaultProbeMin, DefaultProbeMax, DefaultProbeTimeout).
	ProbeMin, ProbeMax, ProbeTimeout time.Duration
	// Max bounds the sessions kept in process (correction.DefaultMaxSessions).
	Max int

	local     *correction.SessionCache
	fallbacks *prometheus.CounterVec // op
	up        prometheus.Gauge

	mu      sync.Mutex
	down    bool
	closed  bool
	stop    chan struct{}
	probing sync.WaitGroup
}

// NewFailover returns a Failover over db with default settings.
func NewFailover(db *DB) *Failover {
	return &Failover{
		DB:           db,
		Logger:       slog.New(slog.NewTextHandler(io.Discard, nil)),
		ProbeMin:     DefaultProbeMin,
		ProbeMax:     DefaultProbeMax,
		ProbeTimeout: DefaultProbeTimeout,
	}
}

// Open registers the metrics. The DB must be open.
func (f *Failover) Open() error {
	if f.DB == nil || f.DB.client == nil {
		return cairn.Internal(errors.New("redis: Failover needs an open DB"))
	}
	if f.Logger == nil {
		f.Logger = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	if f.ProbeMin <= 0 {
		f.ProbeMin = DefaultProbeMin
	}
	if f.ProbeMax < f.ProbeMin {
		f.ProbeMax = max(DefaultProbeMax, f.ProbeMin)
	}
	if f.ProbeTimeout <= 0 {
		f.ProbeTimeout = DefaultProbeTimeout
	}
	f.local = correction.NewSessionCache()
	f.local.TTL = f.DB.SessionTTL
	if f.Max > 0 {
		f.local.Max = f.Max
	}
	f.stop = make(chan struct{})
	f.fallbacks = prometheus.NewCounterVec(prometheus.CounterOpts{
		Namespace: "cairn", Subsystem: "session", Name: "fallbacks_total",
		Help: "Session reads (op=get) and writes (op=set) served in process because Redis was unreachable.",
	}, []string{"op"})
	f.up = prometheus.NewGauge(prometheus.GaugeOpts{
		Namespace: "cairn", Subsystem: "session", Name: "redis_up",
		Help: "1 while sessions are kept in Redis, 0 while Redis is unreachable and they are kept in process.",
	})
	f.up.Set(1)
	if f.Registerer != nil {
		for _, c := range []prometheus.Collector{f.fallbacks, f.up} {
			if err := f.Registerer.Register(c); err != nil {
				return cairn.Internal(err)
			}
		}
	}
	return nil
}

// Close stops the background probe. It does not close the DB.
func (f *Failover) Close() error {
	f.mu.Lock()
	if !f.closed && f.stop != nil {
		f.closed = true
		close(f.stop)
	}
	f.mu.Unlock()
	f.probing.Wait()
	return nil
}

// Up reports whether sessions currently go to Redis.
func (f *Failover) Up() bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	return !f.down
}

// Sessions returns the session store of tenant.
func (f *Failover) Sessions(tenant string) *FailoverSessions {
	return &FailoverSessions{f: f, redis: f.DB.Sessions(tenant), tenant: tenant}
}

// markDown records that Redis failed with err and starts the probe.
func (f *Failover) markDown(err error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.down || f.closed {
		return
	}
	f.down = true
	f.up.Set(0)
	f.Logger.LogAttrs(context.Background(), slog.LevelWarn, "redis unreachable: keeping sessions in process until it answers again",
		slog.String("url", redactedURL(f.DB.URL)), slog.Any("error", err))
	f.probing.Add(1)
	go f.probe()
}

// probe pings Redis with exponential backoff until it answers or Close.
func (f *Failover) probe() {
	defer f.probing.Done()
	wait := f.ProbeMin
	t := time.NewTimer(wait)
	defer t.Stop()
	for {
		select {
		case <-f.stop:
			return
		case <-t.C:
		}
		ctx, cancel := context.WithTimeout(context.Background(), f.ProbeTimeout)
		err := f.DB.Ping(ctx)
		cancel()
		if err == nil {
			f.mu.Lock()
			f.down = false
			f.up.Set(1)
			f.mu.Unlock()
			f.Logger.LogAttrs(context.Background(), slog.LevelInfo, "redis answers again: sessions back in Redis",
				slog.String("url", redactedURL(f.DB.URL)))
			return
		}
		wait = min(2*wait, f.ProbeMax)
		t.Reset(wait)
	}
}

// failed reports whether err is a Redis failure to fall back from, rather
// than success or the caller's context ending; it marks Redis down.
func (f *Failover) failed(ctx context.Context, err error) bool {
	if err == nil || ctx.Err() != nil {
		return false
	}
	f.markDown(err)
	return true
}

// FailoverSessions is a correction.SessionStore for one tenant that falls
// back to process memory while Redis is unreachable (see Failover).
type FailoverSessions struct {
	f      *Failover
	redis  *SessionStore
	tenant string
}

var _ correction.SessionStore = (*FailoverSessions)(nil)

// localKey keeps tenants apart in the one in-process cache.
func (s *FailoverSessions) localKey(session string) string {
	return s.tenant + "\x00" + session
}

// LastTurn implements correction.SessionStore. It fails only when ctx ends.
func (s *FailoverSessions) LastTurn(ctx context.Context, session string) (correction.Turn, bool, error) {
	local, lok, _ := s.f.local.LastTurn(ctx, s.localKey(session))
	if s.f.Up() {
		t, ok, err := s.redis.LastTurn(ctx, session)
		if err == nil {
			if lok && (!ok || local.At.After(t.At)) {
				return local, true, nil // written in process during an outage
			}
			return t, ok, nil
		}
		if !s.f.failed(ctx, err) {
			return correction.Turn{}, false, err
		}
	}
	s.f.fallbacks.WithLabelValues("get").Inc()
	return local, lok, nil
}

// SetLastTurn implements correction.SessionStore. It fails only on an
// empty session or when ctx ends.
func (s *FailoverSessions) SetLastTurn(ctx context.Context, session string, t correction.Turn) error {
	if session == "" {
		return cairn.Invalid("session_id", "must not be empty")
	}
	if s.f.Up() {
		err := s.redis.SetLastTurn(ctx, session, t)
		if err == nil {
			s.f.local.Delete(ctx, s.localKey(session))
			return nil
		}
		if !s.f.failed(ctx, err) {
			return err
		}
	}
	s.f.fallbacks.WithLabelValues("set").Inc()
	return s.f.local.SetLastTurn(ctx, s.localKey(session), t)
}

// redactedURL hides a password in a redis:// URL, for logs.
func redactedURL(s string) string {
	u, err := url.Parse(s)
	if err != nil {
		return "(unparsable URL)"
	}
	return u.Redacted()
}
