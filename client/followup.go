package client

import (
	"context"
	"net/http"

	"github.com/cairnhq/cairn/followup"
)

// FollowupQuery is the input of DecideFollowup, in the seed's request shape.
type FollowupQuery struct {
	SessionID   string           `json:"session_id"`
	AdapterName string           `json:"adapter_name"`
	Message     string           `json:"message"`  // the user's query
	Metadata    followup.Options `json:"metadata"` // bypass_cache, force_refresh
}

// FollowupDecision is the answer of DecideFollowup: the decision's
// metadata, and on a hit the cached result.
type FollowupDecision struct {
	followup.Decision
	// Execute tells the caller to run the query and give its result to
	// StoreFollowupResult.
	Execute bool `json:"execute"`
	// Result is the cached result on a hit.
	Result *followup.Result `json:"result,omitempty"`
}

// DecideFollowup decides whether a query is a follow-up the session's
// cached result answers (POST /v1/followup/decide). Not retried: a decision
// moves the session's hysteresis and history, and a refresh clears the
// cache. ENOTFOUND when the server has the cache disabled.
func (c *Client) DecideFollowup(ctx context.Context, q FollowupQuery) (*FollowupDecision, error) {
	r, err := jsonRequest(http.MethodPost, "/v1/followup/decide", q, false)
	if err != nil {
		return nil, err
	}
	var out FollowupDecision
	if err := c.call(ctx, r, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// FollowupResult is the input of StoreFollowupResult: what executing a
// query returned.
type FollowupResult struct {
	SessionID     string             `json:"session_id"`
	AdapterName   string             `json:"adapter_name"`
	Query         string             `json:"query"`
	SQL           string             `json:"sql_executed,omitempty"`
	Results       any                `json:"results"` // the rows, any JSON value
	ResultColumns []string           `json:"result_columns,omitempty"`
	Metadata      *followup.Metadata `json:"result_metadata,omitempty"`
}

// StoreFollowupResult caches the result of an executed query (POST
// /v1/followup/results). A result that is not cached (too large, store
// unavailable) is no error: the outcome and reason say why. Retried: it
// replaces the session's entry with the same one.
func (c *Client) StoreFollowupResult(ctx context.Context, in FollowupResult) (*followup.StoreResult, error) {
	r, err := jsonRequest(http.MethodPost, "/v1/followup/results", in, true)
	if err != nil {
		return nil, err
	}
	var out followup.StoreResult
	if err := c.call(ctx, r, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// FollowupEntry is a cached entry as the API shows it: vectors left out,
// their count kept.
type FollowupEntry struct {
	followup.Entry
	FollowupEmbeddings int    `json:"followup_embeddings"` // embeddings of recent follow-ups held
	Embedded           bool   `json:"embedded"`            // the query has an embedding
	Key                string `json:"key"`
}

// FollowupEntry returns the cached entry of a session and adapter (GET
// /v1/followup/sessions/{session_id}/{adapter_name}), or ENOTFOUND.
func (c *Client) FollowupEntry(ctx context.Context, sessionID, adapter string) (*FollowupEntry, error) {
	if err := checkSegment("session_id", sessionID); err != nil {
		return nil, err
	}
	if err := checkSegment("adapter_name", adapter); err != nil {
		return nil, err
	}
	r := &request{method: http.MethodGet, path: "/v1/followup/sessions/" + segment(sessionID) + "/" + segment(adapter), retry: true}
	var out FollowupEntry
	if err := c.call(ctx, r, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// ClearFollowup clears the cached entry of a session and adapter (DELETE
// /v1/followup/sessions/{session_id}/{adapter_name}); clearing an entry
// that does not exist is no error.
func (c *Client) ClearFollowup(ctx context.Context, sessionID, adapter string) error {
	if err := checkSegment("session_id", sessionID); err != nil {
		return err
	}
	if err := checkSegment("adapter_name", adapter); err != nil {
		return err
	}
	r := &request{method: http.MethodDelete, path: "/v1/followup/sessions/" + segment(sessionID) + "/" + segment(adapter), retry: true}
	return c.call(ctx, r, nil)
}
