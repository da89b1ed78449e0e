package http

import (
	"net/http"
	"strings"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/judgment"
	"github.com/cairnhq/cairn/review"
)

// registerReviewLearning adds the routes that record human decisions on
// reviews and report the agreement.
func (s *Server) registerReviewLearning(r *Router) {
	r.Handle("POST /v1/review/decisions", s.handleReviewDecision)
	r.Handle("GET /v1/review/stats", s.handleReviewStats)
}

// learnFromSuite reads the tenant's recorded decisions on suite: it sets
// d's history when the model is asked and returns the calibration of the
// offline rules. Nothing when suite is "".
func (s *Server) learnFromSuite(r *http.Request, d *review.Diff, suite string, ai bool) (review.Calibration, error) {
	if suite == "" {
		return nil, nil
	}
	if err := cairn.ValidateText("suite", suite); err != nil {
		return nil, err
	}
	m, err := s.manager(r)
	if err != nil {
		return nil, err
	}
	if ai {
		if d.History, err = review.History(r.Context(), m, suite); err != nil {
			return nil, err
		}
	}
	js, err := review.Decisions(r.Context(), m, suite)
	if err != nil {
		return nil, err
	}
	return review.Calibrate(js), nil
}

// reviewDecisionRequest is the body of POST /v1/review/decisions: the diff,
// the review the person saw, and their decision.
type reviewDecisionRequest struct {
	Suite    string        `json:"suite"`
	Test     string        `json:"test"`
	Source   string        `json:"source"`
	Expected *string       `json:"expected"` // required, "" allowed
	Actual   *string       `json:"actual"`   // required, "" allowed
	Result   review.Result `json:"result"`
	Decision string        `json:"decision"`
	Reason   string        `json:"reason"`
}

// ReviewDecisionResponse is the answer of POST /v1/review/decisions.
type ReviewDecisionResponse struct {
	ChangeID     string `json:"change_id"`
	WasCorrected bool   `json:"was_corrected"`
}

func (s *Server) handleReviewDecision(w http.ResponseWriter, r *http.Request) error {
	var in reviewDecisionRequest
	if err := DecodeJSON(r, &in); err != nil {
		return err
	}
	if in.Source == "" {
		in.Source = "http"
	}
	d := review.Diff{Test: in.Test, Source: in.Source}
	if in.Expected != nil && in.Actual != nil {
		d.Expected, d.Actual = *in.Expected, *in.Actual
	}
	if err := d.ValidateDecided(); err != nil {
		return err
	}
	// An output may be empty (a new or a deleted snapshot), never absent.
	for _, f := range []struct {
		name string
		v    *string
	}{{"expected", in.Expected}, {"actual", in.Actual}} {
		if f.v == nil {
			return cairn.Invalid(f.name, `is required (the %s output; "" when there is none)`, f.name)
		}
	}
	if err := cairn.ValidateText("suite", in.Suite, "source", in.Source, "reason", in.Reason, "result.summary", in.Result.Summary,
		"result.rationale", in.Result.Rationale, "result.rule", in.Result.Rule, "result.reviewer", in.Result.Reviewer); err != nil {
		return err
	}
	if strings.ContainsAny(in.Result.Rule, " \t\n") {
		return cairn.Invalid("result.rule", "must be one word")
	}
	if !in.Result.Category.Valid() {
		return cairn.Invalid("result.category", "%d is not 1-5", int(in.Result.Category))
	}
	if c := in.Result.Confidence; c < 0 || c > 1 {
		return cairn.Invalid("result.confidence", "must be between 0 and 1, got %v", c)
	}
	var dec judgment.Decision
	switch in.Decision {
	case "accept":
		dec = review.HumanAccept
	case "reject":
		dec = review.HumanReject
	default:
		return cairn.Invalid("decision", "%q: want accept or reject", in.Decision)
	}
	in.Result.CategoryName = in.Result.Category.String()
	m, err := s.manager(r)
	if err != nil {
		return err
	}
	id, err := review.Record(r.Context(), m, in.Suite, d, in.Result, dec, in.Reason)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, ReviewDecisionResponse{ChangeID: id, WasCorrected: review.AIDecision(in.Result.Category) != dec})
	return nil
}

func (s *Server) handleReviewStats(w http.ResponseWriter, r *http.Request) error {
	suite := r.URL.Query().Get("suite")
	if err := cairn.ValidateText("suite", suite); err != nil {
		return err
	}
	m, err := s.manager(r)
	if err != nil {
		return err
	}
	js, err := review.Decisions(r.Context(), m, suite)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, review.ComputeStats(suite, js, s.Review.Policy))
	return nil
}
