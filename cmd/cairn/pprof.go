package main

import (
	"context"
	"errors"
	"log/slog"
	"net"
	"net/http"
	"net/http/pprof"
	"time"

	"github.com/cairnhq/cairn"
)

// servePprof serves Go's profiling endpoints (/debug/pprof/) on addr until
// ctx ends. It listens on loopback only: profiles show the program's
// internals, and the endpoints take no API key.
func servePprof(ctx context.Context, addr string, logger *slog.Logger) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return cairn.Invalid("pprof_addr", "%v", err)
	}
	if tcp, ok := ln.Addr().(*net.TCPAddr); !ok || !tcp.IP.IsLoopback() {
		ln.Close()
		return cairn.Invalid("pprof_addr", "%q is not a loopback address; profiles are served on loopback only", addr)
	}
	mux := http.NewServeMux()
	mux.HandleFunc("/debug/pprof/", pprof.Index)
	mux.HandleFunc("/debug/pprof/cmdline", pprof.Cmdline)
	mux.HandleFunc("/debug/pprof/profile", pprof.Profile)
	mux.HandleFunc("/debug/pprof/symbol", pprof.Symbol)
	mux.HandleFunc("/debug/pprof/trace", pprof.Trace)
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	go func() {
		<-ctx.Done()
		srv.Close()
	}()
	go func() {
		if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			logger.LogAttrs(ctx, slog.LevelWarn, "pprof server", slog.Any("error", err))
		}
	}()
	logger.LogAttrs(ctx, slog.LevelInfo, "serving profiles", slog.String("url", "http://"+ln.Addr().String()+"/debug/pprof/"))
	return nil
}
