package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/cairnhq/cairn/bridge"
)

func (a *app) bridgeCleanupCmd() *cobra.Command {
	var (
		tenant     string
		allTenants bool
		asJSON     bool
	)
	cmd := &cobra.Command{
		Use:   "cleanup [--all-tenants] [--json]",
		Short: "Delete expired entries now",
		Long: `Delete the entries older than their type's removal time, of the tenant (or of
every tenant with --all-tenants, as the server's janitor does). Expired entries
are never served even before this runs; cleanup frees their space.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ctx := cmd.Context()
			if allTenants {
				return a.withStores(ctx, func(st *stores) error {
					svc, err := a.wire(st).bridge()
					if err != nil {
						return err
					}
					n, err := svc.Sweep(ctx, st.sweeper)
					if err != nil {
						return err
					}
					if asJSON {
						return a.printJSON(map[string]int{"removed": n})
					}
					fmt.Fprintf(a.stdout, "removed %d expired entries\n", n)
					return nil
				})
			}
			return a.withBridge(ctx, tenant, func(b *bridge.Bridge, _ *stores) error {
				n, err := b.CleanupExpired(ctx)
				if err != nil {
					return err
				}
				left, err := b.Count(ctx)
				if err != nil {
					return err
				}
				if asJSON {
					return a.printJSON(map[string]int{"removed": n, "count": left})
				}
				fmt.Fprintf(a.stdout, "removed %d expired entries, %d left\n", n, left)
				return nil
			})
		},
	}
	cmd.Flags().BoolVar(&allTenants, "all-tenants", false, "clean up every tenant")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	tenantFlag(cmd, &tenant)
	return cmd
}
