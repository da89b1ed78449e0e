package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/correction"
)

func (a *app) correctionsAdjustCmd() *cobra.Command {
	var delta float64
	var tenant string
	cmd := &cobra.Command{
		Use:   "adjust ID --delta D",
		Short: "Add D (may be negative) to a correction's confidence, clamped to [0, 1]",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if !cmd.Flags().Changed("delta") {
				return cairn.Invalid("delta", "required (--delta, e.g. -0.2)")
			}
			return a.withLearner(cmd.Context(), tenant, readStore, false, func(l *correction.Learner) error {
				v, err := l.Memory.UpdateConfidence(cmd.Context(), args[0], delta)
				if err != nil {
					return err
				}
				fmt.Fprintf(a.stderr, "%s confidence %.2f\n", args[0], v)
				return nil
			})
		},
	}
	cmd.Flags().Float64Var(&delta, "delta", 0, "amount to add to the confidence (required)")
	tenantFlag(cmd, &tenant)
	return cmd
}
