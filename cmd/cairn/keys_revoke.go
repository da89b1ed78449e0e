package main

import (
	"fmt"
	"time"

	"github.com/spf13/cobra"
)

func (a *app) keysRevokeCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "revoke ID",
		Short: "Revoke an API key (requests with it fail within seconds)",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return a.withExistingStores(cmd.Context(), func(s *stores) error {
				if err := s.requireKeys(); err != nil {
					return err
				}
				if err := s.keys.RevokeKey(cmd.Context(), args[0], time.Now()); err != nil {
					return err
				}
				fmt.Fprintf(a.stderr, "revoked key %s\n", args[0])
				return nil
			})
		},
	}
}
