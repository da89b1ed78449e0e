package main

import (
	"context"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/spf13/cobra"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/judgment"
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
		a.correctionsExportCmd(), a.correctionsImportCmd(),
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
		svc, err := a.correctionService(st.corrections, prometheus.NewRegistry())
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

// correctionService wires the configured embedder and LLM to the stores
// (nil for commands that only detect): the one wiring of the correction
// capability, for the CLI and the server.
func (a *app) correctionService(stores func(tenant string) correction.Store, reg prometheus.Registerer) (*correction.Service, error) {
	emb, err := a.newEmbedder(reg)
	if err != nil {
		return nil, err
	}
	llm, err := a.newCompleter(reg)
	if err != nil {
		return nil, err
	}
	svc := &correction.Service{Stores: stores, Embedder: emb, Logger: a.logger, IndexDir: a.cfg.indexDir()}
	if llm != nil {
		svc.LLM = llm
	}
	return svc, nil
}

// judgmentService wires the judgment capability to the stores: the one
// wiring of it, for the CLI and the server.
func (a *app) judgmentService(st *stores) *judgment.Service {
	return &judgment.Service{Stores: st.judgments}
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
