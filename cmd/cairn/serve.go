package main

import (
	"context"
	"fmt"
	"log/slog"
	"net"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/spf13/cobra"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/correction"
	cairnhttp "github.com/cairnhq/cairn/http"
	"github.com/cairnhq/cairn/redis"
)

func (a *app) serveCmd() *cobra.Command {
	var addr string
	cmd := &cobra.Command{
		Use:   "serve [--addr HOST:PORT]",
		Short: "Run the HTTP API server",
		Long: `Run the JSON HTTP API (v1), with /healthz, /readyz, /metrics and /openapi.json.

With no API key in the store the server serves the single tenant "default" and
only listens on loopback; create a key with "cairn keys create" to serve other
hosts. SIGINT or SIGTERM shut it down gracefully.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if cmd.Flags().Changed("addr") {
				a.cfg.Addr = addr
			}
			return a.serve(cmd.Context())
		},
	}
	cmd.Flags().StringVar(&addr, "addr", DefaultAddr, "address to listen on (env CAIRN_ADDR)")
	return cmd
}

// serve runs the server until ctx is cancelled.
func (a *app) serve(ctx context.Context) error {
	host, _, err := net.SplitHostPort(a.cfg.Addr)
	if err != nil {
		return cairn.Invalid("addr", "%q is not HOST:PORT", a.cfg.Addr)
	}
	return a.withStores(ctx, func(st *stores) error {
		if !isLoopback(host) {
			active, err := activeKeys(ctx, st.keys)
			if err != nil {
				return err
			}
			if active == 0 {
				return cairn.Invalid("addr", "refusing to listen on %s without API keys: anyone could read and write tenant \"default\"; create one with \"cairn keys create --tenant NAME\" or listen on 127.0.0.1", a.cfg.Addr)
			}
		}
		if a.cfg.Sessions != "" {
			rdb := redis.NewDB(a.cfg.Sessions)
			rdb.SessionTTL = a.cfg.SessionTTL
			if err := rdb.Open(ctx); err != nil {
				return err
			}
			defer rdb.Close()
			st.sessions = func(t string) correction.SessionStore { return rdb.Sessions(t) }
			storePing := st.ping
			st.ping = func(ctx context.Context) error {
				if err := storePing(ctx); err != nil {
					return err
				}
				return rdb.Ping(ctx)
			}
		}
		reg := prometheus.NewRegistry()
		srv := cairnhttp.NewServer()
		srv.Addr = a.cfg.Addr
		srv.Logger = a.logger
		srv.Registry = reg
		srv.Keys = st.keys
		srv.Judgments = st.judgments
		srv.Ping = st.ping
		svc, err := a.servedCorrections(ctx, st, reg, a.cfg.IndexRefresh)
		if err != nil {
			return err
		}
		srv.Corrections = svc
		if err := srv.Open(); err != nil {
			return err
		}
		a.logger.LogAttrs(ctx, slog.LevelInfo, "cairn serving", slog.String("url", srv.URL()), slog.String("store", redactURL(a.cfg.Store)))
		fmt.Fprintf(a.stderr, "cairn listening on %s (store %s)\n", srv.URL(), redactURL(a.cfg.Store))
		<-ctx.Done()
		a.logger.Info("shutting down")
		sctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
		defer cancel()
		return srv.Shutdown(sctx)
	})
}

// activeKeys counts keys that are not revoked; a store without keys has none.
func activeKeys(ctx context.Context, ks cairn.KeyStore) (int, error) {
	if ks == nil {
		return 0, nil
	}
	keys, err := ks.ListKeys(ctx)
	if err != nil {
		return 0, err
	}
	n := 0
	for _, k := range keys {
		if k.RevokedAt == nil {
			n++
		}
	}
	return n, nil
}

// isLoopback reports whether host only accepts local connections.
func isLoopback(host string) bool {
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}
