package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/cairnhq/cairn/bridge"
)

func (a *app) bridgePriorCmd() *cobra.Command {
	var (
		session, typ, tenant string
		freshOnly, asJSON    bool
	)
	cmd := &cobra.Command{
		Use:   "prior --session S --type preprocessing|working_awareness [--fresh-only] [--json]",
		Short: "Print a session's prior reasoning, faded by age",
		Long: `Print the prior reasoning of a session for one model type: its live entries,
oldest first, each labelled "[N min ago]" and corrupted by its age, joined with
"---" and cut at bridge.max_tokens_per_summary × 4 characters plus "...".
Expired entries are deleted and never printed. --fresh-only leaves out entries
past the decay time. --json prints {"text": …, "entries": [{"id", "age_minutes",
"severity", "removed", "text"}]}.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if err := requireSession(session); err != nil {
				return err
			}
			t, err := modelTypeFlag(typ, false)
			if err != nil {
				return err
			}
			return a.withBridge(cmd.Context(), tenant, func(b *bridge.Bridge, _ *stores) error {
				p, err := b.PriorReasoning(cmd.Context(), session, t, !freshOnly)
				if err != nil {
					return err
				}
				if asJSON {
					return a.printJSON(p)
				}
				if p.Text != "" {
					fmt.Fprintln(a.stdout, p.Text)
				}
				return nil
			})
		},
	}
	f := cmd.Flags()
	sessionFlag(cmd, &session)
	f.StringVar(&typ, "type", "", "model type: preprocessing or working_awareness (required)")
	f.BoolVar(&freshOnly, "fresh-only", false, "only entries younger than the decay time (include_corrupted=false)")
	f.BoolVar(&asJSON, "json", false, "print JSON")
	tenantFlag(cmd, &tenant)
	return cmd
}
