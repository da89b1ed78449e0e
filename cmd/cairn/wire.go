package main

// wire.go is the one place where cairn builds what its capabilities share
// and hands it to them: the model clients (one embedder, one LLM), the
// records stores (opened in stores.go), the remote dependencies of
// long-running commands (circuit breakers, Redis failovers), and each
// capability's Service over them. Every command goes through it: `serve`
// and `mcp` with served, the one-shot subcommands with the accessors of a
// wiring (a.wire(st).corrections(), .bridge(), .embedder(), …).

import (
	"context"
	"errors"
	"log/slog"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/bridge"
	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/embed"
	"github.com/cairnhq/cairn/embed/use"
	"github.com/cairnhq/cairn/followup"
	"github.com/cairnhq/cairn/internal/breaker"
	"github.com/cairnhq/cairn/judgment"
	"github.com/cairnhq/cairn/metrics"
	"github.com/cairnhq/cairn/openai"
	"github.com/cairnhq/cairn/redis"
	"github.com/cairnhq/cairn/review"
)

// wiring builds, for one command, each model client and each capability
// Service once, on first use, over the stores st (nil for commands that
// need none), with metrics on reg.
type wiring struct {
	a   *app
	st  *stores
	reg prometheus.Registerer

	embOnce sync.Once
	emb     cairn.Embedder
	embErr  error

	llmOnce sync.Once
	llm     llmClient
	llmErr  error

	judgmentsSvc   *judgment.Service
	correctionsSvc *correction.Service
	bridgeSvc      *bridge.Service
}

// wire starts the wiring of a command over st (nil: no store), with
// metrics on a registry of its own: nothing serves them.
func (a *app) wire(st *stores) *wiring {
	return &wiring{a: a, st: st, reg: prometheus.NewRegistry()}
}

// embedder returns the command's one embedder client.
func (w *wiring) embedder() (cairn.Embedder, error) {
	w.embOnce.Do(func() {
		w.emb, w.embErr = w.a.newEmbedder(w.reg)
	})
	return w.emb, w.embErr
}

// completer returns the command's one LLM client, or nil (and no error)
// when no llm.base_url is set.
func (w *wiring) completer() (llmClient, error) {
	w.llmOnce.Do(func() { w.llm, w.llmErr = w.a.newCompleter(w.reg) })
	return w.llm, w.llmErr
}

// judgments is the judgment capability over the stores.
func (w *wiring) judgments() *judgment.Service {
	if w.judgmentsSvc == nil {
		w.judgmentsSvc = &judgment.Service{Stores: w.st.judgments}
	}
	return w.judgmentsSvc
}

// corrections is the correction capability over the stores (none for
// commands that only detect: st nil), with the embedder and the LLM.
func (w *wiring) corrections() (*correction.Service, error) {
	if w.correctionsSvc != nil {
		return w.correctionsSvc, nil
	}
	emb, err := w.embedder()
	if err != nil {
		return nil, err
	}
	llm, err := w.completer()
	if err != nil {
		return nil, err
	}
	svc := &correction.Service{Embedder: emb, Logger: w.a.logger, IndexDir: w.a.cfg.indexDir(), ApplyMode: w.a.cfg.Corrections.applyMode()}
	if w.st != nil {
		svc.Stores = w.st.corrections
	}
	if llm != nil {
		svc.LLM = llm
	}
	w.correctionsSvc = svc
	return svc, nil
}

// bridge is the context bridge over the stores, with the embedder.
// Returns EINVALID on a store without a bridge (the JSON file).
func (w *wiring) bridge() (*bridge.Service, error) {
	if w.bridgeSvc != nil {
		return w.bridgeSvc, nil
	}
	if w.st.bridges == nil {
		return nil, cairn.Invalid("store", "the %s store keeps judgments only; the context bridge needs SQLite or PostgreSQL", w.st.scheme)
	}
	emb, err := w.embedder()
	if err != nil {
		return nil, err
	}
	w.bridgeSvc = &bridge.Service{Stores: w.st.bridges, Embedder: emb, Config: w.a.cfg.Bridge.bridge(), Logger: w.a.logger}
	return w.bridgeSvc, nil
}

// followups is the follow-up capability on the configured store, with the
// embedder; closeFn releases the store. With store "memory" and shared
// false it is in process; the CLI asks for shared, since its process ends
// after one command.
func (w *wiring) followups(ctx context.Context, shared bool) (svc *followup.Service, closeFn func(), err error) {
	a, fc := w.a, w.a.cfg.Followup
	emb, err := w.embedder()
	if err != nil {
		return nil, nil, err
	}
	var stores func(string) followup.Store
	closeFn = func() {}
	switch {
	case fc.Store == "memory" && shared:
		return nil, nil, cairn.Invalid("followup.store", "the CLI needs a shared cache: set followup.store (CAIRN_FOLLOWUP_STORE) to a redis:// URL; the in-process cache lives inside cairn serve")
	case fc.Store == "memory":
		m := followup.NewMemoryStore()
		m.MaxEntries = fc.MaxEntries
		stores = m.Tenant
	case a.deps != nil:
		// serve and mcp: in process while Redis is unreachable, also at
		// start.
		fo, err := a.redisFailover(fc.Store)
		if err != nil {
			return nil, nil, err
		}
		stores = func(t string) followup.Store { return fo.Followups(t) }
	default:
		db := redis.NewDB(fc.Store)
		// The CLI needs Redis to answer.
		if err := db.Open(ctx); err != nil {
			return nil, nil, err
		}
		closeFn = func() { db.Close() }
		stores = func(t string) followup.Store { return db.Followups(t) }
	}
	svc = followup.NewService(stores, emb)
	svc.Config = fc.capability()
	svc.Logger = a.logger
	return svc, closeFn, nil
}

// reviewOptions are what a review command decides beyond the review:
// section: the policy (with --human globs), the tolerance, whether the
// model is wanted (model: -R; maybe: at hand for -i) and where its audit
// log goes (auditField names the setting in errors).
type reviewOptions struct {
	policy          review.Policy
	tolerance       float64
	model, maybe    bool
	auditLog, field string
}

// review is the review capability: the offline rules, and the command's
// one LLM client when asked for, writing to the audit log, open until the
// returned close function. The caller sets its judgment service.
func (w *wiring) review(o reviewOptions) (*review.Service, func(), error) {
	cfg := w.a.cfg
	svc := &review.Service{Policy: o.policy, Tolerance: o.tolerance, Concurrency: cfg.Review.Concurrency, Logger: w.a.logger}
	if !o.model && !o.maybe {
		return svc, func() {}, nil
	}
	llm, err := w.completer()
	if err != nil {
		return nil, nil, err
	}
	if llm == nil {
		if o.model {
			return nil, nil, cairn.Invalid("ai", "-R needs a model: set llm.base_url (CAIRN_LLM_BASE_URL)")
		}
		return svc, func() {}, nil
	}
	f, err := os.OpenFile(o.auditLog, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o600)
	if err != nil {
		return nil, nil, cairn.Invalid(o.field, "%v", err)
	}
	svc.LLM, svc.ModelName, svc.Audit = llm, cfg.LLM.Model, f
	return svc, func() { f.Close() }, nil
}

// services are the capabilities `serve` and `mcp` expose, each built once
// over the same stores and model clients, with Prometheus metrics.
type services struct {
	judgments   *judgment.Service
	corrections *correction.Service // nil on a store without corrections
	bridge      *bridge.Service     // nil on a store without a bridge
	followups   *followup.Service   // nil when followup.enabled is false
	review      *review.Service
}

// served wires the capabilities of a long-running command (serve, mcp) on
// the deps started by startDeps, with their metrics on reg, and starts
// their background work until ctx ends: index refresh, embedding retries,
// the bridge janitor. The returned function closes what they hold.
func (a *app) served(ctx context.Context, st *stores, reg prometheus.Registerer) (*services, func(), error) {
	w := &wiring{a: a, st: st, reg: reg}
	var closers []func()
	closeAll := func() {
		for i := len(closers) - 1; i >= 0; i-- {
			closers[i]()
		}
	}
	fail := func(err error) (*services, func(), error) {
		closeAll()
		return nil, nil, err
	}
	out := &services{judgments: w.judgments()}
	if a.cfg.Sessions != "" {
		// Sessions are kept in process while Redis is unreachable, also
		// at start, and Redis is probed until it answers: a Redis outage
		// fails no request, so /readyz checks the records store only.
		fo, err := a.redisFailover(a.cfg.Sessions)
		if err != nil {
			return fail(err)
		}
		st.sessions = func(t string) correction.SessionStore { return fo.Sessions(t) }
	}
	if st.corrections != nil {
		svc, err := w.corrections()
		if err != nil {
			return fail(err)
		}
		obs, err := metrics.NewCorrection(reg)
		if err != nil {
			return fail(err)
		}
		svc.Observer = obs
		if st.sessions != nil {
			svc.Sessions = st.sessions
		} else {
			ttl := a.cfg.SessionTTL
			svc.Sessions = func(string) correction.SessionStore {
				c := correction.NewSessionCache()
				c.TTL = ttl
				return c
			}
		}
		if every := a.cfg.IndexRefresh; every > 0 {
			go a.every(ctx, every, "refresh correction index", func(ctx context.Context) error { return svc.Refresh(ctx) })
		}
		// Corrections saved while the embedder failed are embedded when
		// it answers again, without a manual reindex.
		go svc.KeepEmbedded(ctx, correction.DefaultEmbedRetry)
		out.corrections = svc
	}
	if a.cfg.Followup.Enabled {
		svc, closeFn, err := w.followups(ctx, false)
		if err != nil {
			return fail(err)
		}
		closers = append(closers, closeFn)
		obs, err := metrics.NewFollowup(reg)
		if err != nil {
			return fail(err)
		}
		svc.Observer = obs
		out.followups = svc
	}
	if st.bridges != nil {
		svc, err := w.bridge()
		if err != nil {
			return fail(err)
		}
		obs, err := metrics.NewBridge(reg)
		if err != nil {
			return fail(err)
		}
		svc.Observer = obs
		if every := a.cfg.Bridge.JanitorInterval; every > 0 && st.sweeper != nil {
			go a.bridgeJanitor(ctx, svc, st.sweeper, every)
		}
		out.bridge = svc
	}
	pol, err := a.cfg.Review.policy()
	if err != nil {
		return fail(err)
	}
	rsvc, closeReview, err := w.review(reviewOptions{policy: pol, tolerance: a.cfg.Review.Tolerance, maybe: true, auditLog: a.cfg.Review.AuditLog, field: "review.audit_log"})
	if err != nil {
		return fail(err)
	}
	closers = append(closers, closeReview)
	out.review = rsvc
	return out, closeAll, nil
}

// every runs fn every interval until ctx ends, logging its failures as
// what.
func (a *app) every(ctx context.Context, interval time.Duration, what string, fn func(context.Context) error) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			if err := fn(ctx); err != nil && ctx.Err() == nil {
				a.logger.LogAttrs(ctx, slog.LevelWarn, what, slog.Any("error", err))
			}
		}
	}
}

// bridgeJanitor deletes the expired bridge entries of every tenant every
// interval until ctx ends, counting them in
// cairn_bridge_entries_expired_total.
func (a *app) bridgeJanitor(ctx context.Context, svc *bridge.Service, sw bridge.Sweeper, every time.Duration) {
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			n, err := svc.Sweep(ctx, sw)
			switch {
			case err != nil && ctx.Err() == nil:
				a.logger.LogAttrs(ctx, slog.LevelWarn, "bridge janitor", slog.Any("error", err))
			case n > 0:
				a.logger.LogAttrs(ctx, slog.LevelInfo, "bridge janitor removed expired entries", slog.Int("removed", n))
			}
		}
	}
}

// embeddersBuilt counts the embedder clients newEmbedder built, for the
// test that the capabilities of a server share one.
var embeddersBuilt countBuilt

type countBuilt struct {
	mu sync.Mutex
	n  int
}

func (c *countBuilt) Add(n int) { c.mu.Lock(); c.n += n; c.mu.Unlock() }
func (c *countBuilt) Load() int { c.mu.Lock(); defer c.mu.Unlock(); return c.n }

// llmClient is what cairn uses of a configured LLM: the single-prompt and
// the messages forms.
type llmClient interface {
	cairn.Completer
	cairn.ChatCompleter
}

var _ llmClient = (*openai.Completer)(nil)

// Local embedders, chosen by embedder.model when embedder.base_url is
// empty.
const (
	localGlove = "local-glove-v1"    // the default: GloVe word vectors (embed.Glove)
	localHash  = "local-hash-v1"     // feature hashing, no meaning (embed.Local)
	localUSE   = "local-use-lite-v1" // Universal Sentence Encoder Lite (embed/use): sentence meaning, slower
)

// newEmbedder builds the configured embedder: an OpenAI-compatible one when
// embedder.base_url is set, else the local one embedder.model names
// (local-glove-v1 by default; local-hash-v1 with embedder.dimensions;
// local-use-lite-v1).
// Remote metrics go to reg. Commands take theirs from a wiring.
func (a *app) newEmbedder(reg prometheus.Registerer) (cairn.Embedder, error) {
	embeddersBuilt.Add(1)
	c := a.cfg.Embedder
	dims := c.Dimensions
	if dims == 0 {
		dims = embed.DefaultDimensions
	}
	if c.BaseURL == "" {
		switch c.Model {
		case localHash:
			l, err := embed.NewLocal(dims)
			return l, configError("embedder", err)
		case localUSE:
			u, err := use.New()
			return u, configError("embedder", err)
		}
		g, err := embed.NewGlove()
		return g, configError("embedder", err)
	}
	e := openai.NewEmbedder(c.BaseURL, c.Model, dims)
	e.APIKey = c.APIKey
	e.Registerer = reg
	br, err := a.modelBreaker(c.BaseURL)
	if err != nil {
		return nil, err
	}
	e.Breaker = br
	setPolicy(&e.Client, c.Timeout, c.MaxRetries, c.Concurrency)
	if c.BatchSize != 0 {
		e.BatchSize = c.BatchSize
	}
	e.CacheSize = c.CacheSize
	if err := e.Open(); err != nil {
		return nil, configError("embedder", err)
	}
	return e, nil
}

// newCompleter builds the configured LLM, or returns nil (and no error)
// when no llm.base_url is set: every capability then runs its offline
// path. LLM metrics go to reg. Commands take theirs from a wiring.
func (a *app) newCompleter(reg prometheus.Registerer) (llmClient, error) {
	c, err := a.openCompleter(reg)
	if c == nil || err != nil {
		return nil, err // an untyped nil: callers test llm != nil
	}
	return c, nil
}

// openCompleter is newCompleter returning the concrete client, for
// `cairn llm check`.
func (a *app) openCompleter(reg prometheus.Registerer) (*openai.Completer, error) {
	cfg := a.cfg.LLM
	if cfg.BaseURL == "" {
		return nil, nil
	}
	c := openai.NewCompleter(cfg.BaseURL, cfg.Model)
	c.APIKey = cfg.APIKey
	c.JSONMode = cfg.JSONMode
	c.Registerer = reg
	var err error
	if c.Breaker, err = a.modelBreaker(cfg.BaseURL); err != nil {
		return nil, err
	}
	setPolicy(&c.Client, cfg.Timeout, cfg.MaxRetries, cfg.Concurrency)
	if err := c.Open(); err != nil {
		return nil, configError("llm", err)
	}
	return c, nil
}

// setPolicy copies the configured timeout, retries and concurrency, keeping
// the client's defaults for zero timeout and concurrency.
func setPolicy(c *openai.Client, timeout time.Duration, retries, concurrency int) {
	if timeout > 0 {
		c.Timeout = timeout
	}
	c.MaxRetries = retries
	if concurrency > 0 {
		c.Concurrency = concurrency
	}
}

// configError names the configuration section in the field of an EINVALID
// error from a model client ("batch_size" becomes "embedder.batch_size").
func configError(section string, err error) error {
	var e *cairn.Error
	if err == nil || !errors.As(err, &e) || e.Code != cairn.EINVALID || e.Field == "" {
		return err
	}
	field := section + "." + e.Field
	return &cairn.Error{Code: cairn.EINVALID, Field: field, Message: field + strings.TrimPrefix(e.Message, e.Field), Err: e.Err}
}

// deps are the remote dependencies that the capabilities of a long-running
// command (serve, mcp) share: one circuit breaker per model server base
// URL (the LLM and the embedder on one server share it) and one Redis
// failover per Redis URL (sessions and the follow-up cache on one Redis
// share it). Without deps (one-shot CLI commands) each client keeps a
// breaker of its own and Redis must answer.
type deps struct {
	reg    prometheus.Registerer
	logger *slog.Logger

	mu     sync.Mutex
	models map[string]*breaker.Breaker
	redis  map[string]*redisDep
}

type redisDep struct {
	db *redis.DB
	fo *redis.Failover
}

// startDeps gives a the deps of a long-running command, with metrics on
// reg; the returned function closes them.
func (a *app) startDeps(reg prometheus.Registerer) func() {
	d := &deps{reg: reg, logger: a.logger, models: map[string]*breaker.Breaker{}, redis: map[string]*redisDep{}}
	a.deps = d
	return func() {
		a.deps = nil
		d.mu.Lock()
		defer d.mu.Unlock()
		for _, r := range d.redis {
			r.fo.Close()
			r.db.Close()
		}
		for _, b := range d.models {
			b.Close()
		}
	}
}

// modelBreaker returns the breaker of the model server at baseURL, or nil
// without deps (the client then opens one of its own).
func (a *app) modelBreaker(baseURL string) (openai.Breaker, error) {
	d := a.deps
	if d == nil {
		return nil, nil
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	b := openai.NewBreaker(baseURL, nil)
	if have, ok := d.models[b.Target]; ok {
		return have, nil
	}
	b.Logger, b.Registerer = d.logger, d.reg
	if err := b.Open(); err != nil {
		return nil, err
	}
	d.models[b.Target] = b
	return b, nil
}

// redisFailover returns the failover of the Redis at url, opening it the
// first time: Redis need not answer (calls are served in process until it
// does, and the log says so once).
func (a *app) redisFailover(url string) (*redis.Failover, error) {
	d := a.deps
	d.mu.Lock()
	defer d.mu.Unlock()
	if r, ok := d.redis[url]; ok {
		return r.fo, nil
	}
	quietRedisClient(a.logger)
	db := redis.NewDB(url)
	fo := redis.NewFailover(db)
	fo.Logger, fo.Registerer = d.logger, d.reg
	db.SessionTTL = a.cfg.SessionTTL
	fo.MaxFollowups = a.cfg.Followup.MaxEntries
	if err := db.Prepare(); err != nil {
		return nil, err
	}
	if err := fo.Open(); err != nil {
		db.Close()
		return nil, err
	}
	d.redis[url] = &redisDep{db: db, fo: fo}
	return fo, nil
}

// degraded names the dependencies that are down, with what that means,
// for /readyz.
func (d *deps) degraded() map[string]string {
	d.mu.Lock()
	defer d.mu.Unlock()
	out := map[string]string{}
	for url, r := range d.redis {
		if !r.fo.Up() {
			out["redis "+redactURL(url)] = "unreachable: sessions and the follow-up cache are kept in process"
		}
	}
	for target, b := range d.models {
		if !b.Up() {
			out["model server "+target] = "failing: not called, the capabilities use their offline paths"
		}
	}
	return out
}
