package main

import (
	"encoding/json"
	"fmt"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/cairnhq/cairn"
)

func (a *app) keysListCmd() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "list",
		Short: "List API keys (never their secrets)",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return a.withExistingStores(cmd.Context(), func(s *stores) error {
				if err := s.requireKeys(); err != nil {
					return err
				}
				keys, err := s.keys.ListKeys(cmd.Context())
				if err != nil {
					return err
				}
				if asJSON {
					if keys == nil {
						keys = []*cairn.APIKey{}
					}
					enc := json.NewEncoder(a.stdout)
					enc.SetIndent("", "  ")
					return enc.Encode(keys)
				}
				tw := tabwriter.NewWriter(a.stdout, 0, 4, 2, ' ', 0)
				fmt.Fprintln(tw, "ID\tTENANT\tNAME\tCREATED\tSTATUS")
				for _, k := range keys {
					status := "active"
					if k.RevokedAt != nil {
						status = "revoked " + k.RevokedAt.Format(time.RFC3339)
					}
					fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\n", k.ID, k.Tenant, k.Name, k.CreatedAt.Format(time.RFC3339), status)
				}
				return tw.Flush()
			})
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}
