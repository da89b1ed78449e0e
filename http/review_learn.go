package http

import (
	"net/http"

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
	if err := cairn.ValidateText("source", in.Source); err != nil {
		return err
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
	id, err := s.Review.Decide(r.Context(), Tenant(r.Context()), in.Suite, d, in.Result, dec, in.Reason)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, ReviewDecisionResponse{ChangeID: id, WasCorrected: review.AIDecision(in.Result.Category) != dec})
	return nil
}

func (s *Server) handleReviewStats(w http.ResponseWriter, r *http.Request) error {
	st, err := s.Review.Stats(r.Context(), Tenant(r.Context()), r.URL.Query().Get("suite"))
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, st)
	return nil
}
