package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/judgment"
)

func (a *app) judgmentsOverrideCmd() *cobra.Command {
	var decision, reasoning, tenant string
	cmd := &cobra.Command{
		Use:   "override CHANGE_ID --decision D [--reasoning TEXT]",
		Short: "Record a human decision on a judgment",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			d, err := judgment.ParseDecision(decision)
			if err != nil {
				return err
			}
			return a.withManager(cmd.Context(), tenant, readStore, func(m *judgment.Manager) error {
				found, err := m.RecordUserDecision(cmd.Context(), args[0], d, reasoning)
				if err != nil {
					return err
				}
				if !found {
					return cairn.NotFound("judgment", args[0])
				}
				j, err := m.Get(cmd.Context(), args[0])
				if err != nil {
					return err
				}
				if j.WasCorrected() {
					fmt.Fprintf(a.stderr, "recorded correction of %s: AI said %s, user says %s\n", j.ChangeID, j.Decision, j.UserDecision)
				} else {
					fmt.Fprintf(a.stderr, "recorded confirmation of %s (%s)\n", j.ChangeID, j.Decision)
				}
				return nil
			})
		},
	}
	cmd.Flags().StringVar(&decision, "decision", "", "the human decision: INCLUDE, EXCLUDE or UNCERTAIN (required)")
	cmd.Flags().StringVar(&reasoning, "reasoning", "", "why")
	tenantFlag(cmd, &tenant)
	return cmd
}
