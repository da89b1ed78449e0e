package main

import (
	"encoding/json"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/followup"
)

// followupDecideOutput is what `cairn followup decide` prints.
type followupDecideOutput struct {
	followup.Decision
	Execute bool                  `json:"execute"`
	Result  *followup.Result      `json:"result,omitempty"`
	Stored  *followup.StoreResult `json:"stored,omitempty"`
}

// followupResultFile is the --result file: what executing the query gave.
type followupResultFile struct {
	SQL      string             `json:"sql_executed"`
	Results  json.RawMessage    `json:"results"`
	Columns  []string           `json:"result_columns"`
	Metadata *followup.Metadata `json:"result_metadata"`
}

func (a *app) followupDecideCmd() *cobra.Command {
	var session, adapter, tenant, resultPath string
	var bypass, force bool
	cmd := &cobra.Command{
		Use:   "decide --session ID --adapter NAME [--result FILE] [--bypass-cache] QUERY",
		Short: "Decide whether QUERY is a follow-up answered from the cache",
		Long: `Decides whether QUERY, the next question of session ID on adapter NAME, is a
follow-up that the cached result answers, and prints the decision as JSON with
the seed's metadata (cache_hit, query_similarity, cached_query,
followup_confidence, cache_refresh, refresh_reason,
cache_applicability_reason). On a hit the cached result is printed too.

When the decision says to execute ("execute": true) and --result FILE is given
(- for standard input), FILE holds what executing QUERY returned,
{"sql_executed", "results", "result_columns", "result_metadata"}, and it is
cached for the next question.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			var res *followup.Result
			if resultPath != "" {
				r, closeFn, err := a.openInput(resultPath)
				if err != nil {
					return err
				}
				res, err = readFollowupResult(r)
				closeFn()
				if err != nil {
					return err
				}
			}
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
			query := args[0]
			d, err := c.Decide(ctx, session, adapter, query, followup.Options{BypassCache: bypass, ForceRefresh: force})
			if err != nil {
				return err
			}
			out := followupDecideOutput{Decision: d, Execute: !d.CacheHit}
			if d.CacheHit {
				md := d.Entry.ResultMetadata
				out.Result = &followup.Result{SQL: d.Entry.SQL, Rows: d.Entry.Results, Columns: d.Entry.ResultColumns, Metadata: &md}
			} else if res != nil {
				sr, err := c.Save(ctx, session, adapter, query, *res, &d)
				if err != nil {
					return err
				}
				out.Stored = &sr
			}
			return a.printCompactJSON(out)
		},
	}
	f := cmd.Flags()
	f.StringVar(&session, "session", "", "session id (required)")
	f.StringVar(&adapter, "adapter", "", "adapter name (required)")
	f.StringVar(&tenant, "tenant", "default", "tenant")
	f.StringVar(&resultPath, "result", "", "on a miss, cache the result in FILE (- for stdin)")
	f.BoolVar(&bypass, "bypass-cache", false, "execute fresh (the seed's bypass_cache)")
	f.BoolVar(&force, "force-refresh", false, "execute fresh (the seed's force_refresh)")
	return cmd
}

func readFollowupResult(r io.Reader) (*followup.Result, error) {
	b, err := io.ReadAll(io.LimitReader(r, 1<<30))
	if err != nil {
		return nil, cairn.Invalid("result", "%v", err)
	}
	dec := json.NewDecoder(strings.NewReader(string(b)))
	dec.DisallowUnknownFields()
	var f followupResultFile
	if err := dec.Decode(&f); err != nil {
		return nil, cairn.Invalid("result", "not a JSON object {sql_executed, results, result_columns, result_metadata}: %v", err)
	}
	if len(f.Results) == 0 {
		return nil, cairn.Invalid("result", "results is missing")
	}
	return &followup.Result{SQL: f.SQL, Rows: f.Results, Columns: f.Columns, Metadata: f.Metadata}, nil
}
