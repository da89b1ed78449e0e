package main

import (
	"fmt"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/cairnhq/cairn/judgment"
)

func (a *app) judgmentsStatsCmd() *cobra.Command {
	var product, tenant string
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "stats [--product P] [--json]",
		Short: "Show judgment statistics",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return a.withManager(cmd.Context(), tenant, readStore, func(m *judgment.Manager) error {
				st, err := m.Stats(cmd.Context(), product)
				if err != nil {
					return err
				}
				if asJSON {
					return a.printJSON(st)
				}
				tw := tabwriter.NewWriter(a.stdout, 0, 4, 2, ' ', 0)
				fmt.Fprintf(tw, "total_judgments:\t%d\n", st.TotalJudgments)
				fmt.Fprintf(tw, "corrected_count:\t%d\n", st.CorrectedCount)
				fmt.Fprintf(tw, "correct_count:\t%d\n", st.CorrectCount)
				fmt.Fprintf(tw, "correction_rate:\t%.2f\n", st.CorrectionRate)
				fmt.Fprintf(tw, "products:\t%s\n", strings.Join(st.Products, ", "))
				if st.Oldest != nil {
					fmt.Fprintf(tw, "oldest_judgment:\t%s\n", st.Oldest.Format(time.RFC3339))
					fmt.Fprintf(tw, "newest_judgment:\t%s\n", st.Newest.Format(time.RFC3339))
				}
				return tw.Flush()
			})
		},
	}
	cmd.Flags().StringVar(&product, "product", "", "only this product")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON with the seed's keys")
	tenantFlag(cmd, &tenant)
	return cmd
}
