package main

import (
	"github.com/spf13/cobra"

	"github.com/cairnhq/cairn"
)

// tenantFlag adds --tenant (default "default") to cmd, stored in dst.
func tenantFlag(cmd *cobra.Command, dst *string) {
	cmd.Flags().StringVar(dst, "tenant", cairn.DefaultTenant, "tenant to act as")
}
