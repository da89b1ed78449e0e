package main

import (
	"context"

	"github.com/spf13/cobra"

	"github.com/cairnhq/cairn/jsonfile"
	"github.com/cairnhq/cairn/judgment"
)

func (a *app) judgmentsExportCmd() *cobra.Command {
	var product, tenant, output string
	cmd := &cobra.Command{
		Use:   "export [--product P] [--output FILE]",
		Short: "Export judgments as an ai_cache.json (iptax format)",
		Long: `Export judgments as an ai_cache.json, written as iptax writes its cache:
the members of each judgment in iptax's order, an empty url, description or
ai_provider as "", no user decision or reasoning as null, timestamps as
pydantic writes them (2024-11-15T10:30:00.123456Z). Exported from the JSON
engine (an iptax file), every judgment keeps the spelling it has in the file,
unknown members included, so exporting a whole file gives the same file.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return a.withManager(cmd.Context(), tenant, readStore, func(m *judgment.Manager) error {
				cache, err := exportCache(cmd.Context(), m.Store, product)
				if err != nil {
					return err
				}
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

// fileExporter is the JSON engine's export, which keeps how the file spells
// each judgment.
type fileExporter interface {
	Export(ctx context.Context, product string) (*jsonfile.Cache, error)
}

var _ fileExporter = (*jsonfile.Store)(nil)

// exportCache reads the judgments of product ("" for every one) from st.
func exportCache(ctx context.Context, st judgment.Store, product string) (*jsonfile.Cache, error) {
	if fe, ok := st.(fileExporter); ok {
		return fe.Export(ctx, product)
	}
	var js []*judgment.Judgment
	if err := st.Each(ctx, product, func(j *judgment.Judgment) error {
		js = append(js, j)
		return nil
	}); err != nil {
		return nil, err
	}
	return &jsonfile.Cache{Version: jsonfile.CacheVersion, Judgments: js}, nil
}
