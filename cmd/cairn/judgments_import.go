package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/cairnhq/cairn/jsonfile"
	"github.com/cairnhq/cairn/judgment"
)

func (a *app) judgmentsImportCmd() *cobra.Command {
	var tenant string
	cmd := &cobra.Command{
		Use:   "import FILE",
		Short: "Import an ai_cache.json (iptax format; - reads stdin); all or nothing",
		Long: `Import judgments from an ai_cache.json file ({"cache_version": "1.0",
"judgments": {change_id: {...}}}); - reads standard input.

All or nothing: the whole file is read and validated first, and a bad
judgment imports nothing (the error names it). The judgments are then written
in one transaction (SQLite, PostgreSQL) or one rewrite of the file (the JSON
engine): an import that fails or is interrupted writes none of them, and says
so; run it again. Existing judgments follow the add rule: one with a user
decision is kept when the imported final decision equals its final decision.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			r, closeFn, err := a.openInput(args[0])
			if err != nil {
				return err
			}
			defer closeFn()
			cache, err := jsonfile.Decode(r)
			if err != nil {
				return nothingImported(args[0], "", err)
			}
			js := cache.Judgments
			for _, j := range js {
				if err := j.Validate(); err != nil {
					return nothingImported(args[0], "", fmt.Errorf("judgment %q: %w", j.ChangeID, err))
				}
			}
			return a.withManager(cmd.Context(), tenant, writeStore, func(m *judgment.Manager) error {
				progress := a.progress("importing judgments", len(js))
				if _, ok := m.Store.(judgment.BatchAdder); !ok {
					return fmt.Errorf("judgments import: the store cannot write a batch at once")
				}
				stored, err := m.AddAll(cmd.Context(), js)
				if err != nil {
					return nothingImported(args[0], fmt.Sprintf(" (%d judgments, written all or none)", len(js)), err)
				}
				progress(len(js))
				fmt.Fprintf(a.stderr, "imported %d judgments (%d stored, %d kept existing)\n", len(js), stored, len(js)-stored)
				return nil
			})
		},
	}
	tenantFlag(cmd, &tenant)
	return cmd
}
