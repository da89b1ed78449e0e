package client

import (
	"context"
	"net/http"
	"net/url"
	"strconv"

	"github.com/cairnhq/cairn/judgment"
)

// AddJudgmentResult is the answer of AddJudgment.
type AddJudgmentResult struct {
	// Stored is false when an existing judgment with a user decision and
	// the same final decision was kept (upstream's rule).
	Stored bool `json:"stored"`
	// Judgment is what the server holds now under the change id.
	Judgment *judgment.Judgment `json:"judgment"`
}

// AddJudgment records an AI judgment (POST /v1/judgments). A zero
// Timestamp is stamped by the server. Returns EINVALID naming the field for
// bad input. Retried: it replaces the record of j.ChangeID.
func (c *Client) AddJudgment(ctx context.Context, j *judgment.Judgment) (*AddJudgmentResult, error) {
	if j == nil {
		return nil, errEmpty("judgment")
	}
	r, err := jsonRequest(http.MethodPost, "/v1/judgments", j, true)
	if err != nil {
		return nil, err
	}
	var out AddJudgmentResult
	if err := c.call(ctx, r, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// BatchResult is the answer of AddJudgments.
type BatchResult struct {
	Received int `json:"received"` // judgments sent
	Stored   int `json:"stored"`   // records written (a repeated change id is one record)
}

// AddJudgments records up to 1000 judgments in one transaction (POST
// /v1/judgments/batch); more is ETOOLARGE. Retried.
func (c *Client) AddJudgments(ctx context.Context, js []*judgment.Judgment) (*BatchResult, error) {
	r, err := jsonRequest(http.MethodPost, "/v1/judgments/batch", map[string]any{"judgments": js}, true)
	if err != nil {
		return nil, err
	}
	var out BatchResult
	if err := c.call(ctx, r, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// ClearProduct deletes every judgment of product (DELETE
// /v1/judgments?product=) and returns how many were deleted.
func (c *Client) ClearProduct(ctx context.Context, product string) (int, error) {
	r := &request{method: http.MethodDelete, path: "/v1/judgments", query: url.Values{"product": {product}}, retry: true}
	var out struct {
		Deleted int `json:"deleted"`
	}
	if err := c.call(ctx, r, &out); err != nil {
		return 0, err
	}
	return out.Deleted, nil
}

// JudgmentStats returns the seed's statistics (GET /v1/judgments/stats),
// of one product or, with product "", of all.
func (c *Client) JudgmentStats(ctx context.Context, product string) (*judgment.Stats, error) {
	r := &request{method: http.MethodGet, path: "/v1/judgments/stats", retry: true}
	if product != "" {
		r.query = url.Values{"product": {product}}
	}
	var out judgment.Stats
	if err := c.call(ctx, r, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// HistoryOptions selects the few-shot history of JudgmentHistory.
type HistoryOptions struct {
	// MaxEntries is how many judgments to select (at most 1000); 0 means
	// the server's default, judgment.DefaultMaxEntries.
	MaxEntries int
	// CorrectionRatio is the share of the slots for corrections, in
	// [0, 1]; nil means the server's default, 0.75.
	CorrectionRatio *float64
}

// History is the answer of JudgmentHistory.
type History struct {
	Judgments []*judgment.Judgment `json:"judgments"` // in selection order
	Prompt    string               `json:"prompt"`    // the rendered block for the prompt
}

// JudgmentHistory returns the few-shot history of product for the next
// prompt (GET /v1/judgments/history).
func (c *Client) JudgmentHistory(ctx context.Context, product string, opts HistoryOptions) (*History, error) {
	q := url.Values{"product": {product}}
	if opts.MaxEntries != 0 {
		q.Set("max_entries", strconv.Itoa(opts.MaxEntries))
	}
	if opts.CorrectionRatio != nil {
		q.Set("correction_ratio", strconv.FormatFloat(*opts.CorrectionRatio, 'g', -1, 64))
	}
	r := &request{method: http.MethodGet, path: "/v1/judgments/history", query: q, retry: true}
	var out History
	if err := c.call(ctx, r, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// GetJudgment returns the judgment of changeID (GET
// /v1/judgments/{change_id}), or ENOTFOUND. The response's was_corrected
// and final_decision are the judgment's WasCorrected and FinalDecision.
func (c *Client) GetJudgment(ctx context.Context, changeID string) (*judgment.Judgment, error) {
	if err := checkSegment("change_id", changeID); err != nil {
		return nil, err
	}
	r := &request{method: http.MethodGet, path: "/v1/judgments/" + segment(changeID), retry: true}
	var out judgment.Judgment
	if err := c.call(ctx, r, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// OverrideJudgment records a person's decision on the judgment of changeID
// (POST /v1/judgments/{change_id}/override) and returns the updated
// judgment, or ENOTFOUND. Retried: it sets the same decision again.
func (c *Client) OverrideJudgment(ctx context.Context, changeID string, decision judgment.Decision, reasoning string) (*judgment.Judgment, error) {
	if err := checkSegment("change_id", changeID); err != nil {
		return nil, err
	}
	body := struct {
		Decision  judgment.Decision `json:"decision"`
		Reasoning string            `json:"reasoning,omitempty"`
	}{decision, reasoning}
	r, err := jsonRequest(http.MethodPost, "/v1/judgments/"+segment(changeID)+"/override", body, true)
	if err != nil {
		return nil, err
	}
	var out judgment.Judgment
	if err := c.call(ctx, r, &out); err != nil {
		return nil, err
	}
	return &out, nil
}
