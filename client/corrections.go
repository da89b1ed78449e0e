package client

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"reflect"
	"strconv"
	"time"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/correction"
)

// Correction is a correction as the API shows it: the stored record
// without its embedding vector, with the state of its embedding instead.
type Correction struct {
	correction.Correction
	// Embedding is "ready" (found by similarity search), "pending" (saved
	// while the embedder failed; the server embeds it later) or "stale" (of
	// another embedding model). It shadows the record's vector, which the
	// API never sends.
	Embedding string `json:"embedding"`
	// EmbedderError says, on creation, why the embedder failed.
	EmbedderError string `json:"embedder_error,omitempty"`
	// AppliesOffline reports that the offline applier can apply it.
	AppliesOffline bool `json:"applies_offline"`
}

// CorrectionMatch is a stored correction found for a query and output.
type CorrectionMatch struct {
	Correction *Correction      `json:"correction"`
	Similarity float64          `json:"similarity"`
	Relevance  float64          `json:"relevance"`
	Hits       []correction.Hit `json:"hits,omitempty"` // where the mistake stands in the output
	// Why, on a suggestion, says why it was not applied.
	Why string `json:"why,omitempty"`
	// Withheld: the suggest mode kept this correction from being applied;
	// Hits say what it would replace.
	Withheld bool `json:"withheld,omitempty"`
}

// Degradation says which model failed while a request was served; the
// request was answered by the offline path.
type Degradation struct {
	// LLMError: a configured LLM failed, and the offline path answered.
	LLMError string `json:"llm_error,omitempty"`
	// EmbedderError: the embedder failed.
	EmbedderError string `json:"embedder_error,omitempty"`
	// PendingEmbeddings counts corrections similarity search cannot find
	// until the server has embedded them.
	PendingEmbeddings int `json:"pending_embeddings,omitempty"`
}

// CreateCorrection teaches a correction (POST /v1/corrections). With a
// SessionID, the session's last output becomes its context. Defaults:
// category factual, severity 0.5, confidence 1, literal true. Returns
// EINVALID naming the field, or ECONFLICT when in.ID exists. Not retried:
// without an id each attempt would store a new correction.
func (c *Client) CreateCorrection(ctx context.Context, in *correction.Input) (*Correction, error) {
	if in == nil {
		return nil, errEmpty("correction")
	}
	r, err := jsonRequest(http.MethodPost, "/v1/corrections", wireInput(in), false)
	if err != nil {
		return nil, err
	}
	var out Correction
	if err := c.call(ctx, r, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// ListCorrections lists corrections (GET /v1/corrections), newest first
// unless opts.Order is correction.OrderOldest. opts.Limit 0 means the
// server's default of 100; at most 1000.
func (c *Client) ListCorrections(ctx context.Context, opts correction.ListOptions) ([]*Correction, error) {
	q := url.Values{}
	if opts.Limit != 0 {
		q.Set("limit", strconv.Itoa(opts.Limit))
	}
	if opts.Offset != 0 {
		q.Set("offset", strconv.Itoa(opts.Offset))
	}
	if opts.Order != "" {
		q.Set("order", opts.Order)
	}
	if opts.Category != nil {
		q.Set("category", opts.Category.String())
	}
	if opts.SessionID != "" {
		q.Set("session_id", opts.SessionID)
	}
	if opts.Text != "" {
		q.Set("q", opts.Text)
	}
	r := &request{method: http.MethodGet, path: "/v1/corrections", query: q, retry: true}
	var out struct {
		Corrections []*Correction `json:"corrections"`
	}
	if err := c.call(ctx, r, &out); err != nil {
		return nil, err
	}
	return out.Corrections, nil
}

// ExportCorrections streams every correction of the tenant, without
// embeddings (GET /v1/corrections/export, JSON Lines), calling fn for each
// in insertion order. It stops at fn's first error and returns it.
//
// The server sends its status before the first line, and frames the lines
// with a begin and an end marker (see correction.ExportEncoder). A stream
// that began and was cut short (the store failed half way, the connection
// broke) is an error once its last record has been given to fn:
// EUNAVAILABLE, "export incomplete: no end marker after N records" (with
// the read error, if any); treat what fn received as incomplete unless
// ExportCorrections returns nil, and export again. A server older than the
// markers sends none, and its stream is taken as complete.
func (c *Client) ExportCorrections(ctx context.Context, fn func(*correction.Correction) error) error {
	r := &request{method: http.MethodGet, path: "/v1/corrections/export", retry: true}
	resp, err := c.send(ctx, r)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	var stop error // fn's error, or an unreadable line: returned as is
	n := 0
	_, err = correction.ExportLines(resp.Body, func(line int, text []byte) error {
		var cr correction.Correction
		if err := json.Unmarshal(text, &cr); err != nil {
			stop = c.decodeError(r, resp, fmt.Errorf("line %d: %w", line, err))
			return stop
		}
		if err := fn(&cr); err != nil {
			stop = err
			return err
		}
		n++
		return nil
	})
	switch {
	case err == nil:
		return nil
	case stop != nil:
		return stop
	case cairn.ErrorCode(err) == cairn.EINVALID && cairn.ErrorField(err) == "input":
		// IncompleteExport: the stream began and did not end.
	case errors.As(err, new(*cairn.Error)):
		return c.decodeError(r, resp, err) // a marker out of place
	default:
		// Reading the body failed: the connection broke, or the server
		// aborted the stream.
		err = fmt.Errorf("%s: %w", correction.IncompleteExport(n).Message, err)
	}
	return &cairn.Error{Code: cairn.EUNAVAILABLE, Message: "cairn client: export corrections", Err: err}
}

// ImportResult is the answer of ImportCorrections.
type ImportResult struct {
	Imported int `json:"imported"` // records written
	Received int `json:"received"` // corrections sent
	Degradation
}

// ImportCorrections imports corrections (POST /v1/corrections/import, JSON
// Lines). Every one is validated before anything is written: a bad one is
// EINVALID with field "line N". Ids that exist are skipped. Not retried:
// corrections without an id would be imported twice.
func (c *Client) ImportCorrections(ctx context.Context, cs []*correction.Input) (*ImportResult, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	for i, in := range cs {
		if in == nil {
			return nil, cairn.Invalid(fmt.Sprintf("line %d", i+1), "nil correction")
		}
		if err := checkText(reflect.ValueOf(in), fmt.Sprintf("line %d", i+1)); err != nil {
			return nil, err
		}
		if err := enc.Encode(wireInput(in)); err != nil {
			return nil, fmt.Errorf("cairn client: encode correction %d: %w", i+1, err)
		}
	}
	r := &request{method: http.MethodPost, path: "/v1/corrections/import", body: buf.Bytes(), contentType: "application/x-ndjson"}
	var out ImportResult
	if err := c.call(ctx, r, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// Detection is the answer of DetectCorrection.
type Detection struct {
	correction.Detection
	// LLMError says why a configured LLM failed; the offline detector
	// answered.
	LLMError string `json:"llm_error,omitempty"`
}

// DetectCorrection says whether message corrects previousOutput (POST
// /v1/corrections/detect); it stores nothing, so it is retried.
func (c *Client) DetectCorrection(ctx context.Context, message, previousOutput string) (*Detection, error) {
	body := struct {
		Message        string `json:"message"`
		PreviousOutput string `json:"previous_output,omitempty"`
	}{message, previousOutput}
	r, err := jsonRequest(http.MethodPost, "/v1/corrections/detect", body, true)
	if err != nil {
		return nil, err
	}
	var out Detection
	if err := c.call(ctx, r, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// SimilarRequest is the input of SimilarCorrections: a query, an output,
// or both.
type SimilarRequest struct {
	Query  string `json:"query,omitempty"`
	Output string `json:"output,omitempty"`
	Limit  int    `json:"limit,omitempty"` // 1-100; 0 means the server's default, 5
}

// SimilarResult is the answer of SimilarCorrections.
type SimilarResult struct {
	Matches []*CorrectionMatch `json:"matches"` // nearest first
	// Truncated: only the first 64 KiB of the output (and 4 KiB of the
	// query) were searched.
	Truncated bool `json:"truncated,omitempty"`
	Degradation
}

// SimilarCorrections finds the stored corrections whose mistake stands in
// the output, then those similar by embedding (POST
// /v1/corrections/similar). It stores nothing, so it is retried.
func (c *Client) SimilarCorrections(ctx context.Context, in SimilarRequest) (*SimilarResult, error) {
	r, err := jsonRequest(http.MethodPost, "/v1/corrections/similar", in, true)
	if err != nil {
		return nil, err
	}
	var out SimilarResult
	if err := c.call(ctx, r, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// ApplyResult is the answer of ApplyCorrections, and the result of an
// assistant turn.
type ApplyResult struct {
	Modified           bool               `json:"modified"`
	OriginalText       string             `json:"original_text"`
	ModifiedText       string             `json:"modified_text"`
	Method             string             `json:"method"` // "literal", "llm", or "" when nothing applied
	AppliedCorrections []*CorrectionMatch `json:"applied_corrections"`
	// Suggested are relevant corrections that were not applied, each with
	// Why (see correction.ApplyResult.Suggested).
	Suggested []*CorrectionMatch `json:"suggested"`
	// Prompt is a block of text for the next model call: the applied and
	// suggested corrections; empty when there are none.
	Prompt string `json:"prompt,omitempty"`
	// Truncated: the output was longer than the server examines; its tail
	// came back as it was.
	Truncated bool `json:"truncated,omitempty"`
	// Mode is "suggest" when the suggest mode withheld corrections that
	// would have been applied: they lead Suggested, with their hits, and
	// the output is unchanged.
	Mode string `json:"mode,omitempty"`
	// Error says why the output came back unchanged after a failure.
	Error string `json:"error,omitempty"`
	Degradation
}

// ApplyCorrections applies the learned corrections (relevance ≥ 0.6) to
// output (POST /v1/corrections/apply). Not retried: each application is
// counted on the corrections it applied.
func (c *Client) ApplyCorrections(ctx context.Context, query, output string) (*ApplyResult, error) {
	return c.ApplyCorrectionsWith(ctx, ApplyRequest{Query: query, Output: output})
}

// ApplyRequest is the body of ApplyCorrectionsWith.
type ApplyRequest struct {
	Query  string `json:"query,omitempty"`
	Output string `json:"output"`
	// Apply overrides the server's apply mode for this call: "rewrite" or
	// "suggest" (the output is never changed; what would have been
	// applied leads Suggested). Empty keeps the server's.
	Apply string `json:"apply,omitempty"`
}

// ApplyCorrectionsWith is ApplyCorrections with the request's options.
func (c *Client) ApplyCorrectionsWith(ctx context.Context, body ApplyRequest) (*ApplyResult, error) {
	r, err := jsonRequest(http.MethodPost, "/v1/corrections/apply", body, false)
	if err != nil {
		return nil, err
	}
	var out ApplyResult
	if err := c.call(ctx, r, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// GetCorrection returns the correction id (GET /v1/corrections/{id}), or
// ENOTFOUND.
func (c *Client) GetCorrection(ctx context.Context, id string) (*Correction, error) {
	if err := checkSegment("id", id); err != nil {
		return nil, err
	}
	r := &request{method: http.MethodGet, path: "/v1/corrections/" + segment(id), retry: true}
	var out Correction
	if err := c.call(ctx, r, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// DeleteCorrection deletes the correction id (DELETE
// /v1/corrections/{id}), or returns ENOTFOUND. A retry after a lost
// response may therefore report ENOTFOUND for a deletion that happened.
func (c *Client) DeleteCorrection(ctx context.Context, id string) error {
	if err := checkSegment("id", id); err != nil {
		return err
	}
	r := &request{method: http.MethodDelete, path: "/v1/corrections/" + segment(id), retry: true}
	return c.call(ctx, r, nil)
}

// AdjustCorrection adds delta to the confidence of the correction id,
// clamped to [0, 1] (POST /v1/corrections/{id}/confidence), and returns the
// new confidence, or ENOTFOUND. Not retried: each call adds delta.
func (c *Client) AdjustCorrection(ctx context.Context, id string, delta float64) (float64, error) {
	if err := checkSegment("id", id); err != nil {
		return 0, err
	}
	body := struct {
		Delta float64 `json:"delta"`
	}{delta}
	r, err := jsonRequest(http.MethodPost, "/v1/corrections/"+segment(id)+"/confidence", body, false)
	if err != nil {
		return 0, err
	}
	var out struct {
		Confidence float64 `json:"confidence"`
	}
	if err := c.call(ctx, r, &out); err != nil {
		return 0, err
	}
	return out.Confidence, nil
}

// Turn is one turn of a conversation for Turn: an assistant answer (Query
// and Output) or a user reply (Message), never both.
type Turn struct {
	Query   string `json:"query,omitempty"`
	Output  string `json:"output,omitempty"`
	Message string `json:"message,omitempty"`
	// Apply, on an assistant answer, overrides the server's apply mode
	// for it: "rewrite" or "suggest" (never change the answer; what would
	// have been applied leads Suggested). Empty keeps the server's.
	Apply string `json:"apply,omitempty"`
}

// OutputTurn is what Turn answers for an assistant answer: the corrections
// applied, and Output, the post-processed answer to show.
type OutputTurn struct {
	ApplyResult
	Output string `json:"output"`
}

// MessageTurn is what Turn answers for a user reply.
type MessageTurn struct {
	// Checked is false when the session had no previous output.
	Checked   bool                  `json:"checked"`
	Detection *correction.Detection `json:"detection,omitempty"`
	// Saved is the correction learned from the message, if any.
	Saved *Correction `json:"saved,omitempty"`
	// Reason says why a detected correction was not saved.
	Reason string `json:"reason,omitempty"`
	// Reverted are the corrections whose edit of the session's last
	// answer the reply undid; each lost confidence
	// (correction.RevertPenalty).
	Reverted      []string `json:"reverted,omitempty"`
	LLMError      string   `json:"llm_error,omitempty"`
	EmbedderError string   `json:"embedder_error,omitempty"`
}

// TurnResult is the answer of Turn: Output for an assistant answer, Message
// for a user reply.
type TurnResult struct {
	Kind      string       `json:"kind"` // "output" or "message"
	SessionID string       `json:"session_id"`
	Output    *OutputTurn  `json:"-"`
	Message   *MessageTurn `json:"-"`
}

// Turn sends one turn of the learning loop of a session (POST
// /v1/sessions/{session_id}/turns): an assistant answer gets the learned
// corrections applied and becomes the session's last output; a user reply
// is checked for a correction of it and learned. Not retried: a turn
// changes the session.
func (c *Client) Turn(ctx context.Context, sessionID string, t Turn) (*TurnResult, error) {
	if err := checkSegment("session_id", sessionID); err != nil {
		return nil, err
	}
	r, err := jsonRequest(http.MethodPost, "/v1/sessions/"+segment(sessionID)+"/turns", t, false)
	if err != nil {
		return nil, err
	}
	var wire struct {
		Kind      string          `json:"kind"`
		SessionID string          `json:"session_id"`
		Result    json.RawMessage `json:"result"`
	}
	if err := c.call(ctx, r, &wire); err != nil {
		return nil, err
	}
	out := &TurnResult{Kind: wire.Kind, SessionID: wire.SessionID}
	var dst any
	switch wire.Kind {
	case "output":
		out.Output = new(OutputTurn)
		dst = out.Output
	case "message":
		out.Message = new(MessageTurn)
		dst = out.Message
	default:
		return nil, cairn.Errorf(cairn.EINTERNAL, "cairn client: turn: unknown kind %q", wire.Kind)
	}
	if err := json.Unmarshal(wire.Result, dst); err != nil {
		return nil, &cairn.Error{Code: cairn.EINTERNAL, Message: "cairn client: turn: unreadable result", Err: err}
	}
	return out, nil
}

// inputJSON is correction.Input as the API documents it: members left
// out rather than null when unset.
type inputJSON struct {
	ID              string                    `json:"id,omitempty"`
	SessionID       string                    `json:"session_id,omitempty"`
	Query           string                    `json:"query,omitempty"`
	OriginalOutput  string                    `json:"original_output"`
	CorrectedOutput string                    `json:"corrected_output"`
	Explanation     string                    `json:"explanation,omitempty"`
	Context         []correction.ContextChunk `json:"context,omitempty"`
	Category        *correction.Category      `json:"category,omitempty"`
	Severity        *float64                  `json:"severity,omitempty"`
	Confidence      *float64                  `json:"confidence,omitempty"`
	Literal         *bool                     `json:"literal,omitempty"`
	ApplyCount      int                       `json:"apply_count,omitempty"`
	Timestamp       string                    `json:"timestamp,omitempty"`
	LastApplied     *time.Time                `json:"last_applied,omitempty"`
}

func wireInput(in *correction.Input) *inputJSON {
	// A conversion, not a copy: it stops compiling when Input's fields
	// change, so this type cannot fall behind.
	return (*inputJSON)(in)
}
