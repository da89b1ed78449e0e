package main

import (
	"context"

	"github.com/spf13/cobra"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/correction"
)

func (a *app) correctionsCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:     "corrections",
		Aliases: []string{"correction", "c"},
		Short:   "Detect, remember, find and apply user corrections",
		Long: `Corrections are what users told your assistant it got wrong. cairn detects them
in chat, remembers them with embeddings, finds the ones similar to a new query
and applies them to new output. With no LLM configured everything runs offline:
a pattern-and-feature detector and literal substitution.`,
	}
	cmd.AddCommand(
		a.correctionsListCmd(), a.correctionsShowCmd(), a.correctionsAddCmd(),
		a.correctionsLearnCmd(), a.correctionsDeleteCmd(), a.correctionsAdjustCmd(),
		a.correctionsDetectCmd(), a.correctionsSimilarCmd(), a.correctionsApplyCmd(),
		a.correctionsExportCmd(), a.correctionsImportCmd(), a.correctionsRecheckCmd(),
	)
	return cmd
}

// withLearner opens the stores and runs fn with the tenant's learner from
// the same correction.Service the server uses. Only commands that search
// by similarity need the vector index (indexed); the others get the
// Service's unindexed learner, which works on the store alone and starts at
// once whatever its size.
func (a *app) withLearner(ctx context.Context, tenant string, access storeAccess, indexed bool, fn func(*correction.Learner) error) error {
	if err := cairn.ValidateTenant(tenant); err != nil {
		return err
	}
	return a.withStoresAccess(ctx, access, func(st *stores) error {
		if err := st.requireCorrections(); err != nil {
			return err
		}
		svc, err := a.wire(st).corrections()
		if err != nil {
			return err
		}
		var l *correction.Learner
		if indexed {
			l, err = svc.Learner(ctx, tenant)
		} else {
			l, err = svc.Unindexed(tenant)
		}
		if err != nil {
			return err
		}
		return fn(l)
	})
}

// categoryFlag parses a --category value; "" is none.
func categoryFlag(s string) (*correction.Category, error) {
	if s == "" {
		return nil, nil
	}
	c, err := correction.ParseCategory(s)
	if err != nil {
		return nil, err
	}
	return &c, nil
}

// correctionJSON is a correction as the CLI prints it: without the vector.
func correctionJSON(c *correction.Correction) *correction.Correction {
	v := *c
	v.Embedding = nil
	return &v
}
