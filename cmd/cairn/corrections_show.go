package main

import (
	"github.com/spf13/cobra"

	"github.com/cairnhq/cairn/correction"
)

func (a *app) correctionsShowCmd() *cobra.Command {
	var tenant string
	cmd := &cobra.Command{
		Use:   "show ID",
		Short: "Show one correction as JSON",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return a.withLearner(cmd.Context(), tenant, readStore, false, func(l *correction.Learner) error {
				c, err := l.Memory.Get(cmd.Context(), args[0])
				if err != nil {
					return err
				}
				return a.printJSON(correctionJSON(c))
			})
		},
	}
	tenantFlag(cmd, &tenant)
	return cmd
}
