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
	cairnhttp "github.com/cairnhq/cairn/http"
	"github.com/cairnhq/cairn/internal/gcfloor"
)

func (a *app) serveCmd() *cobra.Command {
	var addr string
	cmd := &cobra.Command{
		Use:   "serve [--addr HOST:PORT]",
		Short: "Run the HTTP API server",
		Long: `Run the JSON HTTP API (v1), with /healthz, /readyz, /metrics and /openapi.json,
and the web console at / (console.enabled).

With no active API key in the store when it starts, the server serves the single
tenant "default" and only listens on loopback; create a key with "cairn keys
create" to serve other hosts. This is decided at start: once a key exists,
requests need one until the server stops, even if every key is revoked.

Browsers are kept out of it, keys or not: a request from a page of another
site (Origin, Sec-Fetch-Site) is refused with 403, and so is a Host header that
is not localhost or a loopback address (DNS rebinding);
list the server's other names in allowed_hosts (CAIRN_ALLOWED_HOSTS).
With proxy.upstream (CAIRN_PROXY_UPSTREAM) set, it is also an OpenAI-compatible
proxy: point an OpenAI SDK's base URL at http://HOST:PORT/v1 and chat
completions go to the model server with what cairn learned added (corrections
detected, reminded in the system prompt, applied to answers); see docs/proxy.md.
SIGINT or SIGTERM shut it down gracefully.`,
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
	if _, _, err := net.SplitHostPort(a.cfg.Addr); err != nil {
		return cairn.Invalid("addr", "%q is not HOST:PORT", a.cfg.Addr)
	}
	return a.withStores(ctx, func(st *stores) error {
		// Background work (index refresh) stops when serve returns, also
		// when the server refuses to start.
		ctx, cancel := context.WithCancel(ctx)
		defer cancel()
		gcfloor.Keep(ctx, uint64(a.cfg.GCHeapFloorMiB)<<20, a.logger)
		if a.cfg.PprofAddr != "" {
			if err := servePprof(ctx, a.cfg.PprofAddr, a.logger); err != nil { // pprof.go
				return err
			}
		}
		reg := prometheus.NewRegistry()
		defer a.startDeps(reg)()                           // wire.go: breakers, Redis failovers
		svcs, closeServices, err := a.served(ctx, st, reg) // wire.go
		if err != nil {
			return err
		}
		defer closeServices()
		srv := cairnhttp.NewServer()
		srv.Addr = a.cfg.Addr
		srv.AllowedHosts = a.cfg.AllowedHosts
		srv.Logger = a.logger
		srv.Registry = reg
		srv.Keys = st.keys
		srv.Judgments = st.judgments
		srv.Ping = st.ping
		srv.Degraded = a.deps.degraded // wire.go
		srv.Corrections, srv.Bridge, srv.Followups, srv.Review = svcs.corrections, svcs.bridge, svcs.followups, svcs.review
		a.serveConsole(srv) // console_config.go
		a.serveProxy(srv)   // config_proxy.go
		// Open decides, once, whether requests need an API key: it refuses
		// a non-loopback address unless the store holds an active key.
		if err := srv.Open(); err != nil {
			return err
		}
		a.logger.LogAttrs(ctx, slog.LevelInfo, "cairn serving", slog.String("url", srv.URL()), slog.String("store", redactURL(a.cfg.Store)))
		fmt.Fprintf(a.stderr, "cairn listening on %s (store %s)\n", srv.URL(), redactURL(a.cfg.Store))
		<-ctx.Done()
		a.logger.Info("shutting down")
		sctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
		defer cancel()
		err = srv.Shutdown(sctx)
		if svc := svcs.corrections; svc != nil {
			// The next start reads big tenants' indexes from these files
			// instead of every record (index_dir).
			if serr := svc.SaveIndexes(context.Background()); serr != nil {
				a.logger.LogAttrs(ctx, slog.LevelWarn, "save correction indexes", slog.Any("error", serr))
			}
		}
		return err
	})
}
