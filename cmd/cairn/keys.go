package main

import (
	"encoding/json"
	"fmt"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/cairnhq/cairn"
)

func (a *app) keysCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "keys",
		Short: "Create, list and revoke API keys",
		Long: `API keys authenticate HTTP clients and choose their tenant. Only a hash of each
key is stored: the key itself is printed once, by "keys create".

A server with no active key serves the single tenant "default" and refuses to
listen on anything but loopback.`,
	}
	cmd.AddCommand(a.keysCreateCmd(), a.keysListCmd(), a.keysRevokeCmd())
	return cmd
}

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

func (a *app) keysListCmd() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "list",
		Short: "List API keys (never their secrets)",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return a.withStores(cmd.Context(), func(s *stores) error {
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

func (a *app) keysRevokeCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "revoke ID",
		Short: "Revoke an API key (requests with it fail within seconds)",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return a.withStores(cmd.Context(), func(s *stores) error {
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
