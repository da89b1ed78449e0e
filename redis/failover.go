package redis

import (
	"context"
	"errors"
	"log/slog"
	"net/url"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/followup"
	"github.com/cairnhq/cairn/internal/breaker"
	"github.com/cairnhq/cairn/metrics"
)

// Failover defaults.
const (
	DefaultProbeMin     = 100 * time.Millisecond
	DefaultProbeMax     = 5 * time.Second
	DefaultProbeTimeout = time.Second
)

// Failover serves session state and the follow-up cache from Redis, and
// from process memory while Redis is unreachable, so that a Redis outage
// costs a conversation at most the context of its previous turn (and a
// follow-up its cached result), never a failed or slow request.
//
// A circuit breaker guards Redis: the first Redis error (anything but the
// caller canceling) opens it, and from then on every call is served from
// an in-process correction.SessionCache or followup.MemoryStore without
// waiting on Redis, while a background probe pings Redis with exponential
// backoff (ProbeMin doubling up to ProbeMax). When a ping answers, calls
// go to Redis again. A turn written in process during the outage is still
// found afterwards, unless Redis holds a newer one; so is a cached result,
// unless Redis holds one stored later. Each change is logged once, with
// the reason; the breaker's metrics carry kind="redis".
//
// Redis need not answer when the Failover opens: a server starts with
// Redis down and serves in process until it is back.
//
// Create it with NewFailover, set the fields, Open it, and Close it before
// the DB.
type Failover struct {
	DB *DB
	// Logger receives one warning when Redis goes away and one info line
	// when it is back.
	Logger *slog.Logger
	// Registerer receives cairn_session_fallbacks_total,
	// cairn_session_redis_up and the breaker's cairn_breaker_*; nil
	// registers nothing. cairn_session_redis_up is the first Failover's on
	// a registry.
	Registerer prometheus.Registerer
	// ProbeMin, ProbeMax and ProbeTimeout shape the re-probe while Redis is
	// down (DefaultProbeMin, DefaultProbeMax, DefaultProbeTimeout).
	ProbeMin, ProbeMax, ProbeTimeout time.Duration
	// Max bounds the sessions kept in process (correction.DefaultMaxSessions).
	Max int
	// MaxFollowups bounds the follow-up entries kept in process
	// (followup.DefaultMaxEntries).
	MaxFollowups int
	// Now is the clock of the in-process follow-up cache; nil means
	// time.Now.
	Now cairn.Clock

	local     *correction.SessionCache
	followups *followup.MemoryStore
	breaker   *breaker.Breaker
	m         *metrics.Failover
}

// NewFailover returns a Failover over db with default settings.
func NewFailover(db *DB) *Failover {
	return &Failover{
		DB:           db,
		Logger:       slog.New(slog.DiscardHandler),
		ProbeMin:     DefaultProbeMin,
		ProbeMax:     DefaultProbeMax,
		ProbeTimeout: DefaultProbeTimeout,
	}
}

// Open registers the metrics and checks Redis once: when it does not
// answer, the Failover starts in process (and says so in the log). The
// DB must be open or prepared (DB.Prepare).
func (f *Failover) Open() error {
	if f.DB == nil || f.DB.client == nil {
		return cairn.Internal(errors.New("redis: Failover needs an open DB"))
	}
	if f.Logger == nil {
		f.Logger = slog.New(slog.DiscardHandler)
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
	f.followups = followup.NewMemoryStore()
	f.followups.Now = f.Now
	if f.MaxFollowups > 0 {
		f.followups.MaxEntries = f.MaxFollowups
	}
	m, err := metrics.NewFailover(f.Registerer)
	if err != nil {
		return err
	}
	f.m = m
	b := breaker.New("redis", redactedURL(f.DB.URL))
	b.Threshold = 1
	b.Cooldown, b.MaxCooldown, b.ProbeTimeout = f.ProbeMin, f.ProbeMax, f.ProbeTimeout
	b.Probe = f.DB.Ping
	b.Background = true
	b.Degraded = "sessions and the follow-up cache are kept in process"
	b.Logger, b.Registerer = f.Logger, f.Registerer
	b.OnChange = func(open bool) { f.m.Up(!open) }
	if err := b.Open(); err != nil {
		return err
	}
	f.breaker = b
	ctx, cancel := context.WithTimeout(context.Background(), f.ProbeTimeout)
	defer cancel()
	if err := f.DB.Ping(ctx); err != nil {
		b.Failure(err)
	}
	return nil
}

// Close stops the background probe. It does not close the DB.
func (f *Failover) Close() error {
	if f.breaker == nil {
		return nil
	}
	return f.breaker.Close()
}

// Up reports whether calls currently go to Redis.
func (f *Failover) Up() bool {
	open, _ := f.breaker.State()
	return !open
}

// Sessions returns the session store of tenant.
func (f *Failover) Sessions(tenant string) *FailoverSessions {
	return &FailoverSessions{f: f, redis: f.DB.Sessions(tenant), tenant: tenant}
}

// Followups returns the follow-up result cache of tenant.
func (f *Failover) Followups(tenant string) *FailoverFollowups {
	return &FailoverFollowups{f: f, redis: f.DB.Followups(tenant), local: f.followups.Tenant(tenant)}
}

// use reports whether a call may go to Redis now.
func (f *Failover) use() bool { return f.breaker.Allow() == nil }

// done reports the outcome of a call that went to Redis and tells whether
// the caller must fall back: a Redis error opens the breaker; a call the
// caller canceled says nothing about Redis and falls back on nothing. A
// deadline that passed before Redis answered counts as Redis failing.
func (f *Failover) done(ctx context.Context, err error) (fallBack bool) {
	switch {
	case err == nil:
		f.breaker.Success()
		return false
	case errors.Is(ctx.Err(), context.Canceled):
		f.breaker.Ignore()
		return false
	case cairn.ErrorCode(err) == cairn.EINVALID:
		f.breaker.Success()
		return false
	}
	f.breaker.Failure(err)
	return ctx.Err() == nil
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
	if s.f.use() {
		t, ok, err := s.redis.LastTurn(ctx, session)
		if !s.f.done(ctx, err) {
			if err != nil {
				return correction.Turn{}, false, err
			}
			if lok && (!ok || local.At.After(t.At)) {
				return local, true, nil // written in process during an outage
			}
			return t, ok, nil
		}
	}
	if err := ctx.Err(); err != nil {
		return correction.Turn{}, false, err
	}
	s.f.m.Fallback("get")
	return local, lok, nil
}

// SetLastTurn implements correction.SessionStore. It fails only on an
// empty session or when ctx ends.
func (s *FailoverSessions) SetLastTurn(ctx context.Context, session string, t correction.Turn) error {
	if session == "" {
		return cairn.Invalid("session_id", "must not be empty")
	}
	if s.f.use() {
		err := s.redis.SetLastTurn(ctx, session, t)
		if !s.f.done(ctx, err) {
			if err == nil {
				s.f.local.Delete(ctx, s.localKey(session))
			}
			return err
		}
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	s.f.m.Fallback("set")
	return s.f.local.SetLastTurn(ctx, s.localKey(session), t)
}

// FailoverFollowups is a followup.Store for one tenant that falls back to
// process memory while Redis is unreachable (see Failover). It fails only
// on bad input or when ctx ends.
type FailoverFollowups struct {
	f     *Failover
	redis *FollowupStore
	local followup.Store
}

var _ followup.Swapper = (*FailoverFollowups)(nil)

// Get implements followup.Store. An entry stored in process during an
// outage is found after it, unless Redis holds one stored later.
func (s *FailoverFollowups) Get(ctx context.Context, session, adapter string) (followup.Entry, bool, error) {
	local, lok, _ := s.local.Get(ctx, session, adapter)
	if s.f.use() {
		e, ok, err := s.redis.Get(ctx, session, adapter)
		if !s.f.done(ctx, err) {
			if err != nil {
				return followup.Entry{}, false, err
			}
			if lok && (!ok || local.Timestamp.After(e.Timestamp)) {
				return local, true, nil
			}
			return e, ok, nil
		}
	}
	if err := ctx.Err(); err != nil {
		return followup.Entry{}, false, err
	}
	s.f.m.Fallback("followup_get")
	return local, lok, nil
}

// Put implements followup.Store.
func (s *FailoverFollowups) Put(ctx context.Context, session, adapter string, e followup.Entry, ttl time.Duration) error {
	if err := followup.ValidateKey(session, adapter); err != nil {
		return err
	}
	if s.f.use() {
		err := s.redis.Put(ctx, session, adapter, e, ttl)
		if !s.f.done(ctx, err) {
			if err == nil {
				_ = s.local.Delete(ctx, session, adapter)
			}
			return err
		}
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	s.f.m.Fallback("followup_put")
	return s.local.Put(ctx, session, adapter, e, ttl)
}

// Swap implements followup.Swapper, on Redis or in process, wherever the
// entry was read from.
func (s *FailoverFollowups) Swap(ctx context.Context, session, adapter, old string, e followup.Entry, ttl time.Duration) (bool, error) {
	if err := followup.ValidateKey(session, adapter); err != nil {
		return false, err
	}
	if !redisVersion(old) {
		return s.local.(followup.Swapper).Swap(ctx, session, adapter, old, e, ttl)
	}
	if s.f.use() {
		swapped, err := s.redis.Swap(ctx, session, adapter, old, e, ttl)
		if !s.f.done(ctx, err) {
			return swapped, err
		}
	}
	// Read from Redis, which is unreachable now: the decision reads the
	// entry again, from process memory.
	return false, ctx.Err()
}

// Delete implements followup.Store: it deletes the entry in process too.
func (s *FailoverFollowups) Delete(ctx context.Context, session, adapter string) error {
	_ = s.local.Delete(ctx, session, adapter)
	if s.f.use() {
		err := s.redis.Delete(ctx, session, adapter)
		if !s.f.done(ctx, err) {
			return err
		}
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	s.f.m.Fallback("followup_delete")
	return nil
}

// redactedURL hides a password in a redis:// URL, for logs.
func redactedURL(s string) string {
	u, err := url.Parse(s)
	if err != nil {
		return "(unparsable URL)"
	}
	return u.Redacted()
}
