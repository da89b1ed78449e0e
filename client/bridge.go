package client

import (
	"context"
	"net/http"
	"net/url"
	"strconv"
	"time"

	"github.com/cairnhq/cairn/bridge"
)

// Reasoning is reasoning text to store with StoreReasoning.
type Reasoning struct {
	Text     string
	Type     bridge.ModelType // bridge.Preprocessing or bridge.WorkingAwareness
	Metadata map[string]any
	// Timestamp is when the reasoning was produced, to store it with its
	// real age; zero means now.
	Timestamp time.Time
}

// StoreReasoning stores reasoning text of a session (POST
// /v1/bridge/sessions/{session_id}/reasoning) and returns the stored entry.
// Not retried: each call stores a new entry.
func (c *Client) StoreReasoning(ctx context.Context, sessionID string, in Reasoning) (*bridge.Entry, error) {
	if err := checkSegment("session_id", sessionID); err != nil {
		return nil, err
	}
	body := struct {
		Text      string           `json:"text"`
		Type      bridge.ModelType `json:"type"`
		Metadata  map[string]any   `json:"metadata,omitempty"`
		Timestamp string           `json:"timestamp,omitempty"`
	}{Text: in.Text, Type: in.Type, Metadata: in.Metadata}
	if !in.Timestamp.IsZero() {
		body.Timestamp = in.Timestamp.UTC().Format(time.RFC3339Nano)
	}
	r, err := jsonRequest(http.MethodPost, "/v1/bridge/sessions/"+segment(sessionID)+"/reasoning", body, false)
	if err != nil {
		return nil, err
	}
	var out bridge.Entry
	if err := c.call(ctx, r, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// PriorReasoning returns the prior reasoning of a session of one model type
// (GET /v1/bridge/sessions/{session_id}/prior): its live entries oldest
// first, corrupted by age unless includeCorrupted is false (then only the
// fresh ones).
func (c *Client) PriorReasoning(ctx context.Context, sessionID string, t bridge.ModelType, includeCorrupted bool) (*bridge.Prior, error) {
	if err := checkSegment("session_id", sessionID); err != nil {
		return nil, err
	}
	q := url.Values{"type": {string(t)}, "include_corrupted": {strconv.FormatBool(includeCorrupted)}}
	r := &request{method: http.MethodGet, path: "/v1/bridge/sessions/" + segment(sessionID) + "/prior", query: q, retry: true}
	var out bridge.Prior
	if err := c.call(ctx, r, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// ReasoningQuery is the input of SearchReasoning.
type ReasoningQuery struct {
	Query string           `json:"query"`
	K     int              `json:"k,omitempty"`    // 1-100; 0 means the server's default, 5
	Type  bridge.ModelType `json:"type,omitempty"` // "" searches both types
}

// SearchReasoning returns the live entries of a session most similar to a
// query, each corrupted by its age (POST
// /v1/bridge/sessions/{session_id}/search). It stores nothing, so it is
// retried.
func (c *Client) SearchReasoning(ctx context.Context, sessionID string, q ReasoningQuery) ([]bridge.Match, error) {
	if err := checkSegment("session_id", sessionID); err != nil {
		return nil, err
	}
	r, err := jsonRequest(http.MethodPost, "/v1/bridge/sessions/"+segment(sessionID)+"/search", q, true)
	if err != nil {
		return nil, err
	}
	var out struct {
		Matches []bridge.Match `json:"matches"`
	}
	if err := c.call(ctx, r, &out); err != nil {
		return nil, err
	}
	return out.Matches, nil
}

// BridgeSessionStats returns the live entry counts and oldest ages of a
// session (GET /v1/bridge/sessions/{session_id}/stats).
func (c *Client) BridgeSessionStats(ctx context.Context, sessionID string) (*bridge.Stats, error) {
	if err := checkSegment("session_id", sessionID); err != nil {
		return nil, err
	}
	r := &request{method: http.MethodGet, path: "/v1/bridge/sessions/" + segment(sessionID) + "/stats", retry: true}
	var out bridge.Stats
	if err := c.call(ctx, r, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// ClearBridgeSession removes every entry of a session (DELETE
// /v1/bridge/sessions/{session_id}) and returns how many were removed.
func (c *Client) ClearBridgeSession(ctx context.Context, sessionID string) (int, error) {
	if err := checkSegment("session_id", sessionID); err != nil {
		return 0, err
	}
	r := &request{method: http.MethodDelete, path: "/v1/bridge/sessions/" + segment(sessionID), retry: true}
	var out struct {
		Removed int `json:"removed"`
	}
	if err := c.call(ctx, r, &out); err != nil {
		return 0, err
	}
	return out.Removed, nil
}

// CleanupResult is the answer of CleanupBridge.
type CleanupResult struct {
	Removed int `json:"removed"` // expired entries deleted
	Count   int `json:"count"`   // entries left in the tenant
}

// CleanupBridge deletes the tenant's expired entries now (POST
// /v1/bridge/cleanup). Retried: a second cleanup finds nothing more.
func (c *Client) CleanupBridge(ctx context.Context) (*CleanupResult, error) {
	r := &request{method: http.MethodPost, path: "/v1/bridge/cleanup", retry: true}
	var out CleanupResult
	if err := c.call(ctx, r, &out); err != nil {
		return nil, err
	}
	return &out, nil
}
