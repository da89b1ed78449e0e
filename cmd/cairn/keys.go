package main

import (
	"github.com/spf13/cobra"
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
