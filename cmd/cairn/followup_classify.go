package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/followup"
)

// classifyLine is one input line of `cairn followup classify --jsonl`, in
// the format of shared/eval/followup/*.jsonl; other fields are ignored.
type classifyLine struct {
	ID             string   `json:"id"`
	History        []string `json:"history"`
	HistorySQL     string   `json:"history_sql"`
	HistoryColumns []string `json:"history_columns"`
	Query          string   `json:"query"`
}

type classifyOutput struct {
	ID         string  `json:"id"`
	Label      string  `json:"label"`
	Confidence float64 `json:"confidence"`
}

func (a *app) followupClassifyCmd() *cobra.Command {
	var jsonl string
	cmd := &cobra.Command{
		Use:   "classify --jsonl FILE",
		Short: "Label queries FOLLOW_UP or NEW_QUERY after their history",
		Long: `Reads lines {"id", "history": [...], "history_sql", "history_columns": [...],
"query"} from FILE (- for standard input), replays each history as a session
of an in-process cache whose last result has that SQL and those columns (no
result rows needed; history_sql and history_columns may be null) and prints one line
{"id", "label", "confidence"} per input line, in order: label is FOLLOW_UP or
NEW_QUERY as the follow-up confidence and the thresholds decide, confidence
is the follow-up confidence. Every line is checked before any is printed.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if jsonl == "" {
				return cairn.Invalid("jsonl", "required (--jsonl FILE, - for stdin)")
			}
			r, closeFn, err := a.openInput(jsonl)
			if err != nil {
				return err
			}
			defer closeFn()
			var lines []classifyLine
			sc := bufio.NewScanner(r)
			sc.Buffer(make([]byte, 64<<10), 16<<20)
			for n := 1; sc.Scan(); n++ {
				text := strings.TrimSpace(sc.Text())
				if text == "" {
					continue
				}
				var l classifyLine
				where := fmt.Sprintf("%s:%d", jsonl, n)
				if err := json.Unmarshal([]byte(text), &l); err != nil {
					return cairn.Invalid(where, "not a JSON object {id, history, history_columns, query}: %v", err)
				}
				if strings.TrimSpace(l.Query) == "" {
					return cairn.Invalid(where, "query is empty")
				}
				if len(l.History) == 0 {
					return cairn.Invalid(where, "history is empty")
				}
				lines = append(lines, l)
			}
			if err := sc.Err(); err != nil {
				return cairn.Invalid("jsonl", "%s: %v", jsonl, err)
			}
			emb, err := a.wire(nil).embedder()
			if err != nil {
				return err
			}
			cfg := a.cfg.Followup.capability()
			w := bufio.NewWriter(a.stdout)
			enc := json.NewEncoder(w)
			enc.SetEscapeHTML(false)
			for _, l := range lines {
				c, err := followup.Classify(cmd.Context(), emb, cfg, followup.Replay{History: l.History, SQL: l.HistorySQL, Columns: l.HistoryColumns}, l.Query)
				if err != nil {
					return err
				}
				if err := enc.Encode(classifyOutput{ID: l.ID, Label: c.Label, Confidence: c.Confidence}); err != nil {
					return err
				}
			}
			return w.Flush()
		},
	}
	cmd.Flags().StringVar(&jsonl, "jsonl", "", "read {id, history, history_columns, query} lines from FILE (- for stdin)")
	return cmd
}
