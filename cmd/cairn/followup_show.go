package main

import (
	"github.com/spf13/cobra"

	"github.com/cairnhq/cairn/followup"
)

// followupEntryJSON is a cached entry as the CLI prints it: vectors
// counted, not printed.
type followupEntryJSON struct {
	followup.Entry
	QueryEmbedding           []float32   `json:"query_embedding,omitempty"`
	RecentFollowupEmbeddings [][]float32 `json:"recent_followup_embeddings,omitempty"`
	FollowupEmbeddings       int         `json:"followup_embeddings"`
	Embedded                 bool        `json:"embedded"`
	Key                      string      `json:"key"`
}

func (a *app) followupShowCmd() *cobra.Command {
	var session, adapter, tenant string
	cmd := &cobra.Command{
		Use:   "show --session ID --adapter NAME",
		Short: "Print the cached entry of a session and adapter as JSON",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ctx := cmd.Context()
			svc, closeFn, err := a.wire(nil).followups(ctx, true)
			if err != nil {
				return err
			}
			defer closeFn()
			c, err := svc.Cache(tenant)
			if err != nil {
				return err
			}
			e, err := c.Show(ctx, session, adapter)
			if err != nil {
				return err
			}
			return a.printCompactJSON(followupEntryJSON{Entry: e, FollowupEmbeddings: len(e.RecentFollowupEmbeddings), Embedded: len(e.QueryEmbedding) > 0, Key: followup.Key(session, adapter)})
		},
	}
	entryFlags(cmd, &session, &adapter, &tenant)
	return cmd
}

// entryFlags adds the flags naming one cached entry: --session,
// --adapter and --tenant.
func entryFlags(cmd *cobra.Command, session, adapter, tenant *string) {
	f := cmd.Flags()
	f.StringVar(session, "session", "", "session id (required)")
	f.StringVar(adapter, "adapter", "", "adapter name (required)")
	f.StringVar(tenant, "tenant", "default", "tenant")
}
