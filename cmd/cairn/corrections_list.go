package main

import (
	"fmt"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/cairnhq/cairn/correction"
)

func (a *app) correctionsListCmd() *cobra.Command {
	var (
		opts     correction.ListOptions
		category string
		asJSON   bool
		tenant   string
	)
	cmd := &cobra.Command{
		Use:   "list [--limit 100] [--category C] [--session S] [--text Q] [--order newest|oldest] [--json]",
		Short: "List corrections, newest first",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			cat, err := categoryFlag(category)
			if err != nil {
				return err
			}
			opts.Category = cat
			if err := opts.Validate(); err != nil {
				return flagNames(err)
			}
			return a.withLearner(cmd.Context(), tenant, readStore, false, func(l *correction.Learner) error {
				cs, err := l.Memory.List(cmd.Context(), opts)
				if err != nil {
					return err
				}
				if asJSON {
					out := make([]*correction.Correction, len(cs))
					for i, c := range cs {
						out[i] = correctionJSON(c)
					}
					return a.printJSON(out)
				}
				tw := tabwriter.NewWriter(a.stdout, 0, 4, 2, ' ', 0)
				fmt.Fprintln(tw, "ID\tCATEGORY\tORIGINAL\tCORRECTED\tAPPLIED\tCONF\tAGE")
				for _, c := range cs {
					fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%d\t%.2f\t%s\n", c.ID, c.Category, truncate(c.OriginalOutput, 40),
						truncate(c.CorrectedOutput, 40), c.ApplyCount, c.Confidence, age(time.Since(c.Timestamp)))
				}
				return tw.Flush()
			})
		},
	}
	f := cmd.Flags()
	f.IntVar(&opts.Limit, "limit", 100, "maximum corrections to list (0: all)")
	f.IntVar(&opts.Offset, "offset", 0, "corrections to skip")
	f.StringVar(&opts.Order, "order", correction.OrderNewest, "newest or oldest first")
	f.StringVar(&category, "category", "", "only this category: factual, style, code, logic, preference, domain")
	f.StringVar(&opts.SessionID, "session", "", "only corrections from this session")
	f.StringVar(&opts.Text, "text", "", "only corrections whose query or texts contain this (any case)")
	f.BoolVar(&asJSON, "json", false, "print JSON")
	tenantFlag(cmd, &tenant)
	return cmd
}
