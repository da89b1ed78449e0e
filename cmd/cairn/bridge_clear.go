package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/cairnhq/cairn/bridge"
)

func (a *app) bridgeClearCmd() *cobra.Command {
	var (
		session, tenant string
		asJSON          bool
	)
	cmd := &cobra.Command{
		Use:   "clear --session S [--json]",
		Short: "Remove every entry of a session",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if err := requireSession(session); err != nil {
				return err
			}
			return a.withBridge(cmd.Context(), tenant, func(b *bridge.Bridge, _ *stores) error {
				n, err := b.ClearSession(cmd.Context(), session)
				if err != nil {
					return err
				}
				if asJSON {
					return a.printJSON(map[string]int{"removed": n})
				}
				fmt.Fprintf(a.stdout, "removed %d entries\n", n)
				return nil
			})
		},
	}
	sessionFlag(cmd, &session)
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	tenantFlag(cmd, &tenant)
	return cmd
}
