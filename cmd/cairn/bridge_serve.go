package main

import (
	"context"
	"log/slog"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/cairnhq/cairn/bridge"
	cairnhttp "github.com/cairnhq/cairn/http"
)

// servedBridge builds the context bridge the server exposes, with its
// Prometheus metrics, and runs the janitor: every bridge.janitor_interval
// until ctx ends it deletes the expired entries of every tenant, counting
// them in cairn_bridge_entries_expired_total. It returns nil on a store
// without a bridge.
func (a *app) servedBridge(ctx context.Context, st *stores, reg prometheus.Registerer) (*bridge.Service, error) {
	if st.bridges == nil {
		return nil, nil
	}
	svc, err := a.bridgeService(st, reg)
	if err != nil {
		return nil, err
	}
	obs, err := cairnhttp.NewBridgeMetrics(reg)
	if err != nil {
		return nil, err
	}
	svc.Observer = obs
	if every := a.cfg.Bridge.JanitorInterval; every > 0 && st.sweeper != nil {
		go a.bridgeJanitor(ctx, svc, st.sweeper, every)
	}
	return svc, nil
}

// bridgeJanitor sweeps expired bridge entries every interval until ctx ends.
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
