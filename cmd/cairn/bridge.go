package main

import (
	"context"
	"strings"

	"github.com/spf13/cobra"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/bridge"
)

func (a *app) bridgeCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "bridge",
		Short: "Per-session reasoning memory that decays, corrupts, then expires",
		Long: `The context bridge keeps a session's earlier reasoning and hands it back before
the next inference, fading it with age: entries are served verbatim while fresh,
with a growing share of their characters dropped or replaced once older than the
decay time, and never once older than the removal time (decay × multiplier).

Two model types decay at different speeds (defaults): preprocessing after 30
minutes, removed at 90; working_awareness after 12 hours, removed at 36. Change
them in the config file's bridge: section or with CAIRN_BRIDGE_* variables.`,
	}
	cmd.AddCommand(
		a.bridgeStoreCmd(), a.bridgePriorCmd(), a.bridgeSearchCmd(),
		a.bridgeStatsCmd(), a.bridgeClearCmd(), a.bridgeCleanupCmd(),
	)
	return cmd
}

// withBridge opens the stores and runs fn with tenant's context bridge.
func (a *app) withBridge(ctx context.Context, tenant string, fn func(*bridge.Bridge, *stores) error) error {
	if err := cairn.ValidateTenant(tenant); err != nil {
		return err
	}
	return a.withStores(ctx, func(st *stores) error {
		svc, err := a.wire(st).bridge()
		if err != nil {
			return err
		}
		b, err := svc.Bridge(tenant)
		if err != nil {
			return err
		}
		return fn(b, st)
	})
}

// sessionFlag adds the required --session flag.
func sessionFlag(cmd *cobra.Command, dst *string) {
	cmd.Flags().StringVar(dst, "session", "", "session id, e.g. username:discordid (required)")
}

// requireSession fails when --session is missing.
func requireSession(session string) error {
	if strings.TrimSpace(session) == "" {
		return cairn.Invalid("session", "required (--session)")
	}
	return nil
}

// modelTypeFlag parses --type; empty is allowed only when optional.
func modelTypeFlag(s string, optional bool) (bridge.ModelType, error) {
	if s == "" && optional {
		return "", nil
	}
	return bridge.ParseModelType(s)
}
