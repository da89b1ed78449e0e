package main

import (
	"github.com/spf13/cobra"

	"github.com/cairnhq/cairn/jsonfile"
	"github.com/cairnhq/cairn/judgment"
)

func (a *app) judgmentsExportCmd() *cobra.Command {
	var product, tenant, output string
	cmd := &cobra.Command{
		Use:   "export [--product P] [--output FILE]",
		Short: "Export judgments as an ai_cache.json (iptax format)",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return a.withManager(cmd.Context(), tenant, readStore, func(m *judgment.Manager) error {
				var js []*judgment.Judgment
				if err := m.Store.Each(cmd.Context(), product, func(j *judgment.Judgment) error {
					js = append(js, j)
					return nil
				}); err != nil {
					return err
				}
				cache := &jsonfile.Cache{Version: jsonfile.CacheVersion, Judgments: js}
				if output == "" {
					return jsonfile.Encode(a.stdout, cache)
				}
				return jsonfile.WriteFile(output, cache)
			})
		},
	}
	cmd.Flags().StringVar(&product, "product", "", "only this product")
	cmd.Flags().StringVarP(&output, "output", "o", "", "write to FILE atomically (mode 0600) instead of standard output")
	tenantFlag(cmd, &tenant)
	return cmd
}
