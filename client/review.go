package client

import (
	"context"
	"net/http"
	"net/url"

	"github.com/cairnhq/cairn/review"
)

// Diff is a snapshot-test diff to review with Review.
type Diff struct {
	Test     string `json:"test,omitempty"`    // the test's name
	Purpose  string `json:"purpose,omitempty"` // what the test checks
	Expected string `json:"expected"`          // the approved output
	Actual   string `json:"actual"`            // the current output
	AI       bool   `json:"ai,omitempty"`      // ask the server's model instead of the offline rules
	Suite    string `json:"suite,omitempty"`   // calibrate with, and prompt with, the suite's recorded decisions
}

// ReviewResult is the answer of Review: the seed's result and the
// policy's decision.
type ReviewResult struct {
	review.Result
	Decision review.Decision `json:"decision"`
}

// Review triages one snapshot-test diff (POST /v1/review) into category 1
// FAIL … 5 ACCEPT with a confidence, and the policy's decision. It stores
// nothing, so it is retried.
func (c *Client) Review(ctx context.Context, d Diff) (*ReviewResult, error) {
	r, err := jsonRequest(http.MethodPost, "/v1/review", d, true)
	if err != nil {
		return nil, err
	}
	var out ReviewResult
	if err := c.call(ctx, r, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// ReviewDecision is a person's decision on a reviewed diff, for
// RecordReviewDecision.
type ReviewDecision struct {
	Suite    string        `json:"suite"`
	Test     string        `json:"test"`
	Source   string        `json:"source,omitempty"` // booktest, insta, git, dirs; "http" when empty
	Expected string        `json:"expected"`
	Actual   string        `json:"actual"`
	Result   review.Result `json:"result"`   // the review the person saw
	Decision string        `json:"decision"` // "accept" or "reject"
	Reason   string        `json:"reason,omitempty"`
}

// ReviewDecisionResult is the answer of RecordReviewDecision.
type ReviewDecisionResult struct {
	ChangeID     string `json:"change_id"`     // the judgment recorded
	WasCorrected bool   `json:"was_corrected"` // the person overrode the AI
}

// RecordReviewDecision records a person's decision on a reviewed diff as a
// judgment of the suite (POST /v1/review/decisions). Retried: recording the
// same diff again replaces the decision.
func (c *Client) RecordReviewDecision(ctx context.Context, d ReviewDecision) (*ReviewDecisionResult, error) {
	if d.Result.Issues == nil {
		d.Result.Issues = []string{}
	}
	if d.Result.Suggestions == nil {
		d.Result.Suggestions = []string{}
	}
	r, err := jsonRequest(http.MethodPost, "/v1/review/decisions", d, true)
	if err != nil {
		return nil, err
	}
	var out ReviewDecisionResult
	if err := c.call(ctx, r, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// ReviewStats returns how often people agreed with the AI's reviews of a
// suite (GET /v1/review/stats); suite "" covers every suite.
func (c *Client) ReviewStats(ctx context.Context, suite string) (*review.Stats, error) {
	r := &request{method: http.MethodGet, path: "/v1/review/stats", retry: true}
	if suite != "" {
		r.query = url.Values{"suite": {suite}}
	}
	var out review.Stats
	if err := c.call(ctx, r, &out); err != nil {
		return nil, err
	}
	return &out, nil
}
