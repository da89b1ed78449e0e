package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/cairnhq/cairn/correction"
)

func (a *app) correctionsImportCmd() *cobra.Command {
	var tenant string
	cmd := &cobra.Command{
		Use:   "import FILE",
		Short: "Import corrections from JSON Lines (- for stdin); existing ids are skipped",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			r, closeFn, err := a.openInput(args[0])
			if err != nil {
				return err
			}
			defer closeFn()
			cs, err := correction.ReadInputs(r)
			if err != nil {
				return fmt.Errorf("%s: %w", args[0], err)
			}
			return a.withLearner(cmd.Context(), tenant, writeStore, false, func(l *correction.Learner) error {
				n, err := correction.ImportProgress(cmd.Context(), l.Memory, cs, a.progress("importing corrections", len(cs)))
				if err != nil {
					return err
				}
				fmt.Fprintf(a.stderr, "imported %d corrections (%d skipped: id exists)\n", n, len(cs)-n)
				return nil
			})
		},
	}
	tenantFlag(cmd, &tenant)
	return cmd
}
