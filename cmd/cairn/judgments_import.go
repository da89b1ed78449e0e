package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/cairnhq/cairn/jsonfile"
	"github.com/cairnhq/cairn/judgment"
)

// importBatch is how many judgments one import transaction writes.
const importBatch = 1000

func (a *app) judgmentsImportCmd() *cobra.Command {
	var tenant string
	cmd := &cobra.Command{
		Use:   "import FILE",
		Short: "Import an ai_cache.json (iptax format); - reads standard input",
		Long: `Import judgments from an ai_cache.json file ({"cache_version": "1.0",
"judgments": {change_id: {...}}}). The whole file is validated before anything
is written. Existing judgments follow the add rule: one with a user decision is
kept when the imported final decision equals its final decision.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			r, closeFn, err := a.openInput(args[0])
			if err != nil {
				return err
			}
			defer closeFn()
			cache, err := jsonfile.Decode(r)
			if err != nil {
				return err
			}
			js := cache.Judgments
			for _, j := range js {
				if err := j.Validate(); err != nil {
					return fmt.Errorf("judgment %q: %w", j.ChangeID, err)
				}
			}
			return a.withManager(cmd.Context(), tenant, writeStore, func(m *judgment.Manager) error {
				progress := a.progress("importing judgments", len(js))
				stored := 0
				for i := 0; i < len(js); i += importBatch {
					end := min(i+importBatch, len(js))
					n, err := m.AddAll(cmd.Context(), js[i:end])
					if err != nil {
						return fmt.Errorf("import after %d of %d judgments: %w", i, len(js), err)
					}
					stored += n
					progress(end)
				}
				fmt.Fprintf(a.stderr, "imported %d judgments (%d stored, %d kept existing)\n", len(js), stored, len(js)-stored)
				return nil
			})
		},
	}
	tenantFlag(cmd, &tenant)
	return cmd
}
