package main

import (
	"context"

	"github.com/spf13/cobra"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/judgment"
)

func (a *app) judgmentsCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:     "judgments",
		Aliases: []string{"judgment", "j"},
		Short:   "Record AI judgments and overrides; get few-shot history",
		Long: `Judgments are AI decisions (INCLUDE, EXCLUDE, UNCERTAIN) about changes, per
product, and the human decisions that override them. "history" selects the
best few-shot history for the next prompt: newest corrections first (75% of
the slots by default), newest confirmations for the rest.`,
	}
	cmd.AddCommand(
		a.judgmentsAddCmd(), a.judgmentsOverrideCmd(), a.judgmentsGetCmd(),
		a.judgmentsHistoryCmd(), a.judgmentsStatsCmd(), a.judgmentsClearCmd(),
		a.judgmentsImportCmd(), a.judgmentsExportCmd(),
	)
	return cmd
}

// withManager opens the stores and runs fn with the tenant's judgment
// manager from the same judgment.Service the server uses.
func (a *app) withManager(ctx context.Context, tenant string, access storeAccess, fn func(*judgment.Manager) error) error {
	if err := cairn.ValidateTenant(tenant); err != nil {
		return err
	}
	return a.withStoresAccess(ctx, access, func(s *stores) error {
		m, err := a.wire(s).judgments().Manager(tenant)
		if err != nil {
			return err
		}
		return fn(m)
	})
}
