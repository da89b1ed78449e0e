package main

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/correction"
)

func (a *app) correctionsLearnCmd() *cobra.Command {
	var session, query, output, message, tenant, editsJSON string
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "learn --previous-output TEXT --message TEXT [--query Q] [--session S] [--edits JSON]",
		Short: "Check a user's reply to an output for a correction and remember it",
		Long: `Runs one turn of the learning loop: the assistant answered QUERY with
PREVIOUS-OUTPUT, the user replied MESSAGE. If MESSAGE corrects the output with
confidence above 0.7 the correction is saved.

--edits takes the edits "cairn corrections apply --json" made to the output
(its "edits": a JSON array of {"correction_id", "matched", "replacement"}):
a reply that puts the matched text back is a revert, and the correction that
made the edit loses 0.25 of its confidence.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if strings.TrimSpace(message) == "" {
				return cairn.Invalid("message", "required (--message)")
			}
			if strings.TrimSpace(output) == "" {
				return cairn.Invalid("previous-output", "required (--previous-output)")
			}
			var edits []correction.TurnEdit
			if editsJSON != "" {
				dec := json.NewDecoder(strings.NewReader(editsJSON))
				dec.DisallowUnknownFields()
				if err := dec.Decode(&edits); err != nil {
					return cairn.Invalid("edits", "a JSON array of {\"correction_id\", \"matched\", \"replacement\"}: %v", err)
				}
				if err := correction.CheckEdits("edits", edits); err != nil {
					return err
				}
			}
			return a.withLearner(cmd.Context(), tenant, writeStore, false, func(l *correction.Learner) error {
				ctx := cmd.Context()
				if err := l.Sessions.SetLastTurn(ctx, session, correction.Turn{Query: query, Output: output, Edits: edits, At: time.Now()}); err != nil {
					return err
				}
				res, err := l.HandleUserMessage(ctx, session, message)
				if err != nil {
					return err
				}
				if res.Saved != nil {
					res.Saved = correctionJSON(res.Saved)
				}
				if asJSON {
					return a.printJSON(res)
				}
				for _, id := range res.Reverted {
					fmt.Fprintf(a.stdout, "reverted %s: the reply put back what it replaced; its confidence is lowered by %.2f\n", id, correction.RevertPenalty)
				}
				switch {
				case res.Saved != nil:
					// A correction kept as context is suggested and given to
					// the model, never substituted: say so, or the pair
					// printed reads as a rule that will rewrite answers.
					how := ""
					if !res.Saved.Literal {
						how = "; kept as context: suggested, not substituted offline"
					}
					fmt.Fprintf(a.stdout, "saved %s (%s, confidence %.2f): %q -> %q%s\n", res.Saved.ID, res.Saved.Category,
						res.Saved.Confidence, truncate(res.Saved.OriginalOutput, 60), truncate(res.Saved.CorrectedOutput, 60), how)
				case res.Detection != nil && res.Detection.IsCorrection:
					fmt.Fprintf(a.stdout, "detected a %s correction (confidence %.2f) but did not save it: %s\n", res.Detection.Category, res.Detection.Confidence, res.Reason)
				default:
					fmt.Fprintln(a.stdout, "not a correction")
				}
				return nil
			})
		},
	}
	f := cmd.Flags()
	f.StringVar(&session, "session", "cli", "session id")
	f.StringVar(&query, "query", "", "the user's query the output answered")
	f.StringVar(&output, "previous-output", "", "the assistant's output (required)")
	f.StringVar(&message, "message", "", "the user's reply (required)")
	f.StringVar(&editsJSON, "edits", "", `the edits made to the output, as JSON: [{"correction_id": …, "matched": …, "replacement": …}]`)
	f.BoolVar(&asJSON, "json", false, "print JSON")
	tenantFlag(cmd, &tenant)
	return cmd
}
