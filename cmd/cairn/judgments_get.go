package main

import (
	"encoding/json"
	"fmt"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/cairnhq/cairn/judgment"
)

// judgmentOut is a judgment as the CLI prints it in JSON: the ai_cache.json
// fields plus was_corrected.
func judgmentOut(j *judgment.Judgment) map[string]any {
	b, _ := json.Marshal(j)
	var m map[string]any
	_ = json.Unmarshal(b, &m)
	m["was_corrected"] = j.WasCorrected()
	return m
}

func (a *app) judgmentsGetCmd() *cobra.Command {
	var asJSON bool
	var tenant string
	cmd := &cobra.Command{
		Use:   "get CHANGE_ID [--json]",
		Short: "Show one judgment",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return a.withManager(cmd.Context(), tenant, readStore, func(m *judgment.Manager) error {
				j, err := m.Get(cmd.Context(), args[0])
				if err != nil {
					return err
				}
				if asJSON {
					return a.printJSON(judgmentOut(j))
				}
				tw := tabwriter.NewWriter(a.stdout, 0, 4, 2, ' ', 0)
				row := func(k, v string) {
					if v != "" {
						fmt.Fprintf(tw, "%s\t%s\n", k, v)
					}
				}
				row("change_id:", j.ChangeID)
				row("product:", j.Product)
				row("decision:", string(j.Decision))
				row("reasoning:", j.Reasoning)
				row("user_decision:", string(j.UserDecision))
				row("user_reasoning:", j.UserReasoning)
				row("was_corrected:", fmt.Sprint(j.WasCorrected()))
				row("url:", j.URL)
				row("description:", j.Description)
				row("ai_provider:", j.AIProvider)
				row("timestamp:", j.Timestamp.Format(time.RFC3339Nano))
				return tw.Flush()
			})
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	tenantFlag(cmd, &tenant)
	return cmd
}
