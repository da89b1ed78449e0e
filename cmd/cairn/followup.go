package main

import (
	"github.com/spf13/cobra"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/embed"
	"github.com/cairnhq/cairn/followup"
)

func (a *app) followupCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "followup",
		Short: "Follow-up result cache: decide, show, clear, classify",
		Long: `The follow-up result cache keeps the result of a session's last query, per
adapter, so that follow-up questions ("which were the top products?") are
answered without executing again, while new questions execute.

decide, show and clear work on the shared cache named by followup.store
(CAIRN_FOLLOWUP_STORE), which must be a redis:// URL for the CLI: the
in-process cache lives inside "cairn serve". classify needs no cache.`,
	}
	cmd.AddCommand(a.followupDecideCmd(), a.followupShowCmd(), a.followupClearCmd(), a.followupClassifyCmd())
	return cmd
}

// The follow-up blends are fitted on the local hashing embedder's
// similarities: with the local GloVe embedder configured, follow-up
// decisions read their similarities from the fitted one.
func init() {
	followup.SetFittedEmbedder(func() cairn.Embedder {
		e, err := embed.NewLocal(embed.DefaultDimensions)
		if err != nil {
			return nil
		}
		return e
	})
}
