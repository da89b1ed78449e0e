package main

import (
	"context"
	"log/slog"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/cairnhq/cairn/correction"
	cairnhttp "github.com/cairnhq/cairn/http"
)

// servedCorrections builds the correction service the server exposes, with
// Prometheus metrics, and keeps the tenants' indexes in step with writes of
// other processes (CLI commands, replicas) every refresh interval until ctx
// ends. It returns nil on a store without corrections.
func (a *app) servedCorrections(ctx context.Context, st *stores, reg prometheus.Registerer, refresh time.Duration) (*correction.Service, error) {
	if st.corrections == nil {
		return nil, nil
	}
	svc, err := a.correctionService(st.corrections, reg)
	if err != nil {
		return nil, err
	}
	obs, err := cairnhttp.NewCorrectionMetrics(reg)
	if err != nil {
		return nil, err
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
	if refresh > 0 {
		go func() {
			t := time.NewTicker(refresh)
			defer t.Stop()
			for {
				select {
				case <-ctx.Done():
					return
				case <-t.C:
					if err := svc.Refresh(ctx); err != nil && ctx.Err() == nil {
						a.logger.LogAttrs(ctx, slog.LevelWarn, "refresh correction index", slog.Any("error", err))
					}
				}
			}
		}()
	}
	return svc, nil
}
