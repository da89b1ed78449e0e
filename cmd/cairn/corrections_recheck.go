package main

import (
	"fmt"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/cairnhq/cairn/correction"
)

func (a *app) correctionsRecheckCmd() *cobra.Command {
	var (
		apply, asJSON bool
		tenant        string
	)
	cmd := &cobra.Command{
		Use:   "recheck [--apply] [--json]",
		Short: "Check the literal pairs an older version learned against this version's learner",
		Long: `Reads again, for every correction the offline detector learned as a literal
pair, the user's message and the output it was learned from, and asks this
version's learner whether it would still substitute that pair. An older version
may have saved a pair this one keeps as context: a guess of which value of the
answer the message fixed, or a pair it now reads otherwise.

Without --apply nothing changes: it lists the corrections this version would keep
as context, and why. With --apply it keeps them as context: the pair and
everything else stay, later answers get them under "suggested" and in the prompt
block instead of a rewrite. No correction is made literal. Corrections taught by
hand or through the API, and ones an LLM detected, are not checked. A server on
the same store picks the change up at its next index refresh (index_refresh, a
minute by default).`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return a.withLearner(cmd.Context(), tenant, readStore, false, func(l *correction.Learner) error {
				checked, err := l.RecheckLiterals(cmd.Context(), apply)
				if err != nil {
					return err
				}
				if asJSON {
					out := make([]correction.Recheck, len(checked))
					for i, r := range checked {
						r.Correction = correctionJSON(r.Correction)
						out[i] = r
					}
					return a.printJSON(out)
				}
				n := 0
				tw := tabwriter.NewWriter(a.stdout, 0, 4, 2, ' ', 0)
				for _, r := range checked {
					if r.Keep {
						continue
					}
					if n == 0 {
						fmt.Fprintln(tw, "ID\tORIGINAL\tCORRECTED\tWHY")
					}
					n++
					fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", r.Correction.ID, truncate(r.Correction.OriginalOutput, 40),
						truncate(r.Correction.CorrectedOutput, 40), r.Why)
				}
				if err := tw.Flush(); err != nil {
					return err
				}
				what := fmt.Sprintf("checked %d literal corrections learned offline", len(checked))
				if len(checked) == 1 {
					what = "checked 1 literal correction learned offline"
				}
				switch {
				case n == 0:
					fmt.Fprintf(a.stderr, "%s: this version substitutes them all too\n", what)
				case apply:
					fmt.Fprintf(a.stderr, "%s: kept %d as context\n", what, n)
				default:
					fmt.Fprintf(a.stderr, "%s: this version would keep %d as context; run again with --apply to change that\n", what, n)
				}
				return nil
			})
		},
	}
	f := cmd.Flags()
	f.BoolVar(&apply, "apply", false, "keep as context the corrections this version would not substitute")
	f.BoolVar(&asJSON, "json", false, "print every correction checked, with its verdict, as JSON")
	tenantFlag(cmd, &tenant)
	return cmd
}
