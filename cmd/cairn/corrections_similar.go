package main

import (
	"fmt"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/correction"
)

func (a *app) correctionsSimilarCmd() *cobra.Command {
	var query, output, tenant string
	var limit int
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "similar --query Q [--output TEXT] [--limit 5] [--json]",
		Short: "Find stored corrections similar to a query and output",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if strings.TrimSpace(query+output) == "" {
				return cairn.Invalid("query", "required (--query and/or --output)")
			}
			if limit < 1 || limit > 100 {
				return cairn.Invalid("limit", "must be between 1 and 100, got %d", limit)
			}
			return a.withLearner(cmd.Context(), tenant, readStore, true, func(l *correction.Learner) error {
				ms, err := l.Memory.FindSimilar(cmd.Context(), query, output, limit)
				if err != nil {
					return err
				}
				for _, m := range ms {
					m.Correction = correctionJSON(m.Correction)
				}
				if asJSON {
					if ms == nil {
						ms = []*correction.CorrectionMatch{}
					}
					return a.printJSON(ms)
				}
				tw := tabwriter.NewWriter(a.stdout, 0, 4, 2, ' ', 0)
				fmt.Fprintln(tw, "ID\tSIMILARITY\tRELEVANCE\tORIGINAL\tCORRECTED")
				for _, m := range ms {
					fmt.Fprintf(tw, "%s\t%.3f\t%.3f\t%s\t%s\n", m.Correction.ID, m.Similarity, m.Relevance,
						truncate(m.Correction.OriginalOutput, 40), truncate(m.Correction.CorrectedOutput, 40))
				}
				return tw.Flush()
			})
		},
	}
	f := cmd.Flags()
	f.StringVar(&query, "query", "", "the new query")
	f.StringVar(&output, "output", "", "the new output")
	f.IntVar(&limit, "limit", correction.DefaultCandidates, "maximum matches")
	f.BoolVar(&asJSON, "json", false, "print JSON")
	tenantFlag(cmd, &tenant)
	return cmd
}
