package main

import (
	"fmt"
	"time"

	"github.com/spf13/cobra"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/judgment"
)

func (a *app) judgmentsAddCmd() *cobra.Command {
	var (
		j                       judgment.Judgment
		decision, ts, tenant    string
		userDecision, userReasn string
	)
	cmd := &cobra.Command{
		Use:   "add --product P --change-id ID --decision D --reasoning TEXT",
		Short: "Record an AI judgment",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			d, err := judgment.ParseDecision(decision)
			if err != nil {
				return err
			}
			j.Decision = d
			if userDecision != "" {
				ud, err := judgment.ParseDecision(userDecision)
				if err != nil {
					return cairn.Invalid("user-decision", "%q is not one of INCLUDE, EXCLUDE, UNCERTAIN", userDecision)
				}
				j.UserDecision, j.UserReasoning = ud, userReasn
			}
			if ts != "" {
				t, err := time.Parse(time.RFC3339Nano, ts)
				if err != nil {
					return cairn.Invalid("timestamp", "%q is not RFC 3339 (like 2024-11-15T10:30:00Z)", ts)
				}
				j.Timestamp = t.UTC()
			}
			if j.ChangeID == "" {
				return cairn.Invalid("change-id", "required (--change-id)")
			}
			if j.Product == "" {
				return cairn.Invalid("product", "required (--product)")
			}
			return a.withManager(cmd.Context(), tenant, writeStore, func(m *judgment.Manager) error {
				stored, err := m.Add(cmd.Context(), &j)
				if err != nil {
					return err
				}
				if stored {
					fmt.Fprintf(a.stderr, "recorded %s (%s) for %q\n", j.ChangeID, j.Decision, j.Product)
				} else {
					fmt.Fprintf(a.stderr, "kept existing corrected judgment %s: its final decision already equals %s\n", j.ChangeID, j.FinalDecision())
				}
				return nil
			})
		},
	}
	f := cmd.Flags()
	f.StringVar(&j.Product, "product", "", "product the change was judged for (required)")
	f.StringVar(&j.ChangeID, "change-id", "", "change identifier, e.g. github.com/owner/repo#123 (required)")
	f.StringVar(&decision, "decision", "", "AI decision: INCLUDE, EXCLUDE or UNCERTAIN (required)")
	f.StringVar(&j.Reasoning, "reasoning", "", "AI reasoning")
	f.StringVar(&ts, "timestamp", "", "when the judgment was made, RFC 3339 (default now)")
	f.StringVar(&j.URL, "url", "", "link to the change")
	f.StringVar(&j.Description, "description", "", "description of the change")
	f.StringVar(&j.AIProvider, "ai-provider", "", "model or provider that judged")
	f.StringVar(&userDecision, "user-decision", "", "a human decision already known")
	f.StringVar(&userReasn, "user-reasoning", "", "the human's reasoning")
	tenantFlag(cmd, &tenant)
	return cmd
}
