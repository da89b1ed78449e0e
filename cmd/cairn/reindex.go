package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/cairnhq/cairn"
)

func (a *app) reindexCmd() *cobra.Command {
	var tenant string
	var force bool
	cmd := &cobra.Command{
		Use:   "reindex [--force]",
		Short: "Re-embed corrections whose embedding is missing or of another model",
		Long: `Every stored embedding carries the identity of the model that made it, and
vectors of different models are never compared. After changing the embedder
(model, dimensions or server) reindex embeds the stored corrections again
with the configured one, at once; ` + "`cairn serve`" + ` does the same in the
background for the tenants it has open (meanwhile those corrections are
found by text only). --force re-embeds every correction.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if err := cairn.ValidateTenant(tenant); err != nil {
				return err
			}
			return a.withExistingStores(cmd.Context(), func(st *stores) error {
				if err := st.requireCorrections(); err != nil {
					return err
				}
				svc, err := a.wire(st).corrections()
				if err != nil {
					return err
				}
				l, err := svc.Learner(cmd.Context(), tenant)
				if err != nil {
					return err
				}
				m, emb := l.Memory, svc.Embedder
				stale := m.Stale()
				n, err := m.Reindex(cmd.Context(), force, a.progress("re-embedding", stale))
				if err != nil {
					return err
				}
				fmt.Fprintf(a.stderr, "re-embedded %d corrections with %s; %d indexed\n", n, emb.Model(), m.Len())
				return nil
			})
		},
	}
	cmd.Flags().BoolVar(&force, "force", false, "re-embed every correction")
	tenantFlag(cmd, &tenant)
	return cmd
}
