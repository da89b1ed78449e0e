package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/cairnhq/cairn/correction"
)

func (a *app) correctionsDeleteCmd() *cobra.Command {
	var tenant string
	cmd := &cobra.Command{
		Use:   "delete ID",
		Short: "Delete a correction",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return a.withLearner(cmd.Context(), tenant, readStore, false, func(l *correction.Learner) error {
				if err := l.Memory.Delete(cmd.Context(), args[0]); err != nil {
					return err
				}
				fmt.Fprintf(a.stderr, "deleted %s\n", args[0])
				return nil
			})
		},
	}
	tenantFlag(cmd, &tenant)
	return cmd
}
