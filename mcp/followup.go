package mcp

import (
	"context"
	"encoding/json"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/followup"
)

// DecideInput is the argument of followup_decide.
type DecideInput struct {
	SessionID    string `json:"session_id" jsonschema:"the conversation"`
	AdapterName  string `json:"adapter_name" jsonschema:"the data source or intent the query goes to, e.g. sales_intent"`
	Message      string `json:"message" jsonschema:"the user's question"`
	BypassCache  bool   `json:"bypass_cache,omitempty" jsonschema:"execute whatever the question"`
	ForceRefresh bool   `json:"force_refresh,omitempty" jsonschema:"clear the cached result and execute"`
}

// DecideOutput is the decision: answer from the cached result, or execute
// the query and store its result with followup_store.
type DecideOutput struct {
	followup.Decision
	Execute bool          `json:"execute" jsonschema:"execute the query, then call followup_store with its result"`
	Result  *CachedResult `json:"result,omitempty" jsonschema:"the cached result that answers the question, on a hit"`
}

// CachedResult is a query result kept in the follow-up cache.
type CachedResult struct {
	SQL            string             `json:"sql_executed,omitempty" jsonschema:"the query that produced it"`
	Results        any                `json:"results" jsonschema:"the rows, as stored"`
	ResultColumns  []string           `json:"result_columns,omitempty"`
	ResultMetadata *followup.Metadata `json:"result_metadata,omitempty"`
}

// StoreInput is the argument of followup_store.
type StoreInput struct {
	SessionID      string             `json:"session_id" jsonschema:"the conversation"`
	AdapterName    string             `json:"adapter_name" jsonschema:"the data source or intent, as given to followup_decide"`
	Query          string             `json:"query" jsonschema:"the question that was executed"`
	SQL            string             `json:"sql_executed,omitempty" jsonschema:"the query executed"`
	Results        any                `json:"results" jsonschema:"the result rows, any JSON"`
	ResultColumns  []string           `json:"result_columns,omitempty" jsonschema:"the column names"`
	ResultMetadata *followup.Metadata `json:"result_metadata,omitempty" jsonschema:"row count, filters, time range and granularity, which applicability checks read"`
}

func (t *tools) addFollowups(srv *sdk.Server) {
	addTool(t, srv, &sdk.Tool{
		Name: "followup_decide",
		Description: "Before executing a data question, ask whether it is a follow-up the session's cached result answers (e.g. \"what were the top products?\" after \"show me Q4 sales\"). " +
			"On a hit the cached result comes back; otherwise execute the question and call followup_store. Refresh words (latest, again, …) execute anew.",
		Annotations: additive("Decide: cached result or execute", false),
	}, t.decide)
	addTool(t, srv, &sdk.Tool{
		Name:        "followup_store",
		Description: "Keep the result of an executed question as the session's cached result, for followup_decide to answer follow-up questions from.",
		Annotations: additive("Store a query result", true),
	}, t.store)
}

func (t *tools) decide(ctx context.Context, in DecideInput) (*DecideOutput, error) {
	c, err := t.s.Followups.Cache(t.tenant)
	if err != nil {
		return nil, err
	}
	d, err := c.Decide(ctx, in.SessionID, in.AdapterName, in.Message, followup.Options{BypassCache: in.BypassCache, ForceRefresh: in.ForceRefresh})
	if err != nil {
		return nil, err
	}
	out := &DecideOutput{Decision: d, Execute: !d.CacheHit}
	if d.CacheHit && d.Entry != nil {
		md := d.Entry.ResultMetadata
		var rows any
		if len(d.Entry.Results) > 0 {
			if err := json.Unmarshal(d.Entry.Results, &rows); err != nil {
				return nil, cairn.Internal(err)
			}
		}
		out.Result = &CachedResult{SQL: d.Entry.SQL, Results: rows, ResultColumns: d.Entry.ResultColumns, ResultMetadata: &md}
	}
	return out, nil
}

func (t *tools) store(ctx context.Context, in StoreInput) (*followup.StoreResult, error) {
	rows, err := json.Marshal(in.Results)
	if err != nil {
		return nil, cairn.Invalid("results", "%v", err)
	}
	c, err := t.s.Followups.Cache(t.tenant)
	if err != nil {
		return nil, err
	}
	sr, err := c.Save(ctx, in.SessionID, in.AdapterName, in.Query, followup.Result{SQL: in.SQL, Rows: rows, Columns: in.ResultColumns, Metadata: in.ResultMetadata}, nil)
	if err != nil {
		return nil, err
	}
	return &sr, nil
}
