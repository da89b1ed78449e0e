package main

import (
	"fmt"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/cairnhq/cairn/bridge"
)

func (a *app) bridgeSearchCmd() *cobra.Command {
	var (
		session, query, typ, tenant string
		k                           int
		asJSON                      bool
	)
	cmd := &cobra.Command{
		Use:   "search --session S --query Q [--k 5] [--type T] [--json]",
		Short: "Find a session's live reasoning by meaning",
		Long: `Find the k live entries of a session most similar to a query (by embedding),
most similar first, each corrupted by its age as prior reasoning would serve it.
When the query cannot be embedded (the embedder fails), the entries sharing
the most words with it are listed instead, and stderr says so.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if err := requireSession(session); err != nil {
				return err
			}
			t, err := modelTypeFlag(typ, true)
			if err != nil {
				return err
			}
			return a.withBridge(cmd.Context(), tenant, func(b *bridge.Bridge, _ *stores) error {
				r, err := b.Search(cmd.Context(), session, query, k, t)
				if err != nil {
					return err
				}
				ms := r.Matches
				if r.Method == bridge.MethodText {
					why := "no embedder"
					if r.EmbedderError != "" {
						why = r.EmbedderError
					}
					fmt.Fprintf(a.stderr, "searched by words (%s)\n", why)
				}
				if asJSON {
					return a.printJSON(ms)
				}
				tw := tabwriter.NewWriter(a.stdout, 0, 4, 2, ' ', 0)
				fmt.Fprintln(tw, "ID\tTYPE\tSIMILARITY\tAGE\tSEVERITY\tTEXT")
				for _, m := range ms {
					fmt.Fprintf(tw, "%s\t%s\t%.3f\t%.0fm\t%.2f\t%s\n", m.ID, m.Type, m.Similarity, m.AgeMinutes, m.Severity, truncate(m.Text, 60))
				}
				return tw.Flush()
			})
		},
	}
	f := cmd.Flags()
	sessionFlag(cmd, &session)
	f.StringVar(&query, "query", "", "what to look for (required)")
	f.IntVar(&k, "k", 5, "maximum matches (1 to 100)")
	f.StringVar(&typ, "type", "", "only this model type (default both)")
	f.BoolVar(&asJSON, "json", false, "print JSON")
	tenantFlag(cmd, &tenant)
	return cmd
}
