package main

import (
	"context"
	"io"
	"log/slog"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/spf13/cobra"

	"github.com/cairnhq/cairn"
	cairnmcp "github.com/cairnhq/cairn/mcp"
)

func (a *app) mcpCmd() *cobra.Command {
	var tenant string
	cmd := &cobra.Command{
		Use:   "mcp [--tenant NAME]",
		Short: "Serve cairn's tools to an MCP client (Claude Desktop, Cursor, …) over stdio",
		Long: `Serve cairn's capabilities as Model Context Protocol tools over standard input
and output, for an MCP client that starts this command: learn, add, detect,
apply, find and list corrections; record and override judgments and get the
judgment history; follow-up result decisions; the context bridge; snapshot
review. The tools act on one tenant (--tenant, "default" unless given) of the
configured store (SQLite unless --store or CAIRN_STORE says otherwise), which
is created when missing. Logs go to standard error.

Add it to a client's configuration, e.g.:

  {"mcpServers": {"cairn": {"command": "cairn", "args": ["mcp"]}}}

"cairn serve" offers the same tools at /mcp, behind its API keys.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if err := cairn.ValidateTenant(tenant); err != nil {
				return err
			}
			d := &stdioDrain{}
			t := &sdk.IOTransport{Reader: io.NopCloser(d.reader(a.stdin)), Writer: nopWriteCloser{d.writer(a.stdout)}}
			return a.serveMCP(cmd.Context(), tenant, t)
		},
	}
	tenantFlag(cmd, &tenant)
	return cmd
}

// serveMCP serves the tools of tenant over t until the client disconnects
// or ctx ends, on the services cairn serve wires (wire.go).
func (a *app) serveMCP(ctx context.Context, tenant string, t sdk.Transport) error {
	return a.withStores(ctx, func(st *stores) error {
		// Background work (index refresh, bridge janitor, embedding
		// retries) stops when the client goes.
		ctx, cancel := context.WithCancel(ctx)
		defer cancel()
		reg := prometheus.NewRegistry()                    // the services count; nothing serves /metrics here
		defer a.startDeps(reg)()                           // wire.go: breakers, Redis failovers
		svcs, closeServices, err := a.served(ctx, st, reg) // wire.go
		if err != nil {
			return err
		}
		defer closeServices()
		srv := &cairnmcp.Server{Judgments: svcs.judgments, Logger: a.logger, Version: versionOf(readBuildInfo()).Version}
		srv.Corrections, srv.Bridge, srv.Followups, srv.Review = svcs.corrections, svcs.bridge, svcs.followups, svcs.review
		if _, err := srv.Tenant(tenant); err != nil {
			return err
		}
		a.logger.LogAttrs(ctx, slog.LevelInfo, "cairn mcp serving over stdio", slog.String("tenant", tenant), slog.String("store", redactURL(a.cfg.Store)))
		return srv.Run(ctx, tenant, t)
	})
}

// nopWriteCloser is a Writer whose Close does nothing: the MCP transport
// closes its writer, which must not close the process's standard output.
type nopWriteCloser struct{ io.Writer }

func (nopWriteCloser) Close() error { return nil }
