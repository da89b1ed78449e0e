package main

import (
	"fmt"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/judgment"
)

func (a *app) judgmentsHistoryCmd() *cobra.Command {
	var (
		product       string
		maxEntries    int
		ratio         float64
		asJSON, asTxt bool
		tenant        string
	)
	cmd := &cobra.Command{
		Use:   "history --product P [--max 20] [--ratio 0.75] [--json | --prompt]",
		Short: "Select the few-shot history for the next prompt",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if product == "" {
				return cairn.Invalid("product", "required (--product)")
			}
			if err := judgment.ValidateHistory(maxEntries, ratio); err != nil {
				return flagError(err, map[string]string{"max_entries": "max", "correction_ratio": "ratio"})
			}
			if asJSON && asTxt {
				return cairn.Invalid("json", "--json and --prompt are exclusive")
			}
			return a.withManager(cmd.Context(), tenant, readStore, func(m *judgment.Manager) error {
				h, err := m.HistoryForPrompt(cmd.Context(), product, maxEntries, ratio)
				if err != nil {
					return err
				}
				switch {
				case asJSON:
					out := make([]map[string]any, len(h))
					for i, j := range h {
						out[i] = judgmentOut(j)
					}
					return a.printJSON(out)
				case asTxt:
					_, err := fmt.Fprintln(a.stdout, judgment.RenderPrompt(h))
					return err
				}
				if len(h) == 0 {
					fmt.Fprintf(a.stderr, "no judgments for %q yet\n", product)
					return nil
				}
				tw := tabwriter.NewWriter(a.stdout, 0, 4, 2, ' ', 0)
				fmt.Fprintln(tw, "#\tKIND\tCHANGE\tAI\tUSER\tTIMESTAMP")
				for i, j := range h {
					kind := "confirmed"
					if j.WasCorrected() {
						kind = "corrected"
					} else if j.UserDecision == "" {
						kind = "unreviewed"
					}
					fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%s\t%s\n", i+1, kind, j.ChangeID, j.Decision, j.UserDecision, j.Timestamp.Format(time.RFC3339))
				}
				return tw.Flush()
			})
		},
	}
	f := cmd.Flags()
	f.StringVar(&product, "product", "", "product to select history for (required)")
	f.IntVar(&maxEntries, "max", judgment.DefaultMaxEntries, "maximum entries")
	f.Float64Var(&ratio, "ratio", judgment.DefaultCorrectionRatio, "share of slots for corrections, 0..1")
	f.BoolVar(&asJSON, "json", false, "print the selected judgments as a JSON array")
	f.BoolVar(&asTxt, "prompt", false, "print the rendered prompt block")
	tenantFlag(cmd, &tenant)
	return cmd
}
