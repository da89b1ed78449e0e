package main

import (
	"context"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/spf13/cobra"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/embed"
	"github.com/cairnhq/cairn/followup"
	cairnhttp "github.com/cairnhq/cairn/http"
	"github.com/cairnhq/cairn/redis"
)

func (a *app) followupCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "followup",
		Short: "Follow-up result cache: decide, show, clear, classify",
		Long: `The follow-up result cache keeps the result of a session's last query, per
adapter, so that follow-up questions ("which were the top products?") are
answered without executing again, while new questions execute.

decide, show and clear work on the shared cache named by followup.store
(CAIRN_FOLLOWUP_STORE), which must be a redis:// URL for the CLI: the
in-process cache lives inside "cairn serve". classify needs no cache.`,
	}
	cmd.AddCommand(a.followupDecideCmd(), a.followupShowCmd(), a.followupClearCmd(), a.followupClassifyCmd())
	return cmd
}

// followupService builds the follow-up service on the configured store;
// closeFn releases it. With store "memory" and shared false it is in
// process; the CLI asks for shared, since its process ends after one
// command.
// The follow-up blends are fitted on the local hashing embedder's
// similarities: with the local GloVe embedder configured, follow-up
// decisions read their similarities from the fitted one.
func init() {
	followup.SetFittedEmbedder(func() cairn.Embedder {
		e, err := embed.NewLocal(embed.DefaultDimensions)
		if err != nil {
			return nil
		}
		return e
	})
}

func (a *app) followupService(ctx context.Context, reg prometheus.Registerer, shared bool) (svc *followup.Service, closeFn func(), err error) {
	fc := a.cfg.Followup
	emb, err := a.newEmbedder(reg)
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
		// start (deps.go).
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

// servedFollowups is the follow-up service of cairn serve, with metrics;
// nil when followup.enabled is false.
func (a *app) servedFollowups(ctx context.Context, reg prometheus.Registerer) (*followup.Service, func(), error) {
	if !a.cfg.Followup.Enabled {
		return nil, func() {}, nil
	}
	svc, closeFn, err := a.followupService(ctx, reg, false)
	if err != nil {
		return nil, nil, err
	}
	m, err := cairnhttp.NewFollowupMetrics(reg)
	if err != nil {
		closeFn()
		return nil, nil, err
	}
	svc.Observer = m
	return svc, closeFn, nil
}
