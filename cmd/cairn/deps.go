package main

import (
	"log/slog"
	"sync"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/cairnhq/cairn/internal/breaker"
	"github.com/cairnhq/cairn/openai"
	"github.com/cairnhq/cairn/redis"
)

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
