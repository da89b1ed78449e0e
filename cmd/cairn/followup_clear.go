package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/cairnhq/cairn/followup"
)

func (a *app) followupClearCmd() *cobra.Command {
	var session, adapter, tenant string
	cmd := &cobra.Command{
		Use:   "clear --session ID --adapter NAME",
		Short: "Clear the cached entry of a session and adapter",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ctx := cmd.Context()
			svc, closeFn, err := a.wire(nil).followups(ctx, true)
			if err != nil {
				return err
			}
			defer closeFn()
			c, err := svc.Cache(tenant)
			if err != nil {
				return err
			}
			if err := c.Clear(ctx, session, adapter); err != nil {
				return err
			}
			fmt.Fprintf(a.stdout, "cleared %s\n", followup.Key(session, adapter))
			return nil
		},
	}
	entryFlags(cmd, &session, &adapter, &tenant)
	return cmd
}
