package main

import (
	"fmt"
	"time"

	"github.com/spf13/cobra"

	"github.com/cairnhq/cairn"
)

func (a *app) keysCreateCmd() *cobra.Command {
	var tenant, name string
	cmd := &cobra.Command{
		Use:   "create --tenant TENANT [--name NAME]",
		Short: "Create an API key and print it once",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if tenant == "" {
				return cairn.Invalid("tenant", "required (--tenant)")
			}
			secret, k, err := cairn.NewAPIKey(tenant, name, time.Now())
			if err != nil {
				return err
			}
			return a.withStores(cmd.Context(), func(s *stores) error {
				if err := s.requireKeys(); err != nil {
					return err
				}
				if err := s.keys.CreateKey(cmd.Context(), k); err != nil {
					return err
				}
				fmt.Fprintln(a.stdout, secret)
				fmt.Fprintf(a.stderr, "created key %s for tenant %q; store the key above now, it is not shown again\n", k.ID, k.Tenant)
				return nil
			})
		},
	}
	cmd.Flags().StringVar(&tenant, "tenant", "", "tenant the key acts as (required)")
	cmd.Flags().StringVar(&name, "name", "", "a label for the key, e.g. the app that uses it")
	return cmd
}
