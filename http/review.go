package http

import (
	"fmt"
	"net/http"

	"github.com/cairnhq/cairn/metrics"
	"github.com/cairnhq/cairn/review"
)

// registerReview adds POST /v1/review. Without a configured service the
// route reviews offline with the seed's default policy; a service without
// a judgment service learns from the server's.
func (s *Server) registerReview(r *Router) error {
	if s.Review == nil {
		s.Review = &review.Service{Policy: review.DefaultPolicy(), Logger: s.Logger}
	}
	if s.Review.Judgments == nil {
		s.Review.Judgments = s.judgments
	}
	if s.Review.Observer == nil {
		m, err := metrics.NewReview(s.Registry)
		if err != nil {
			return fmt.Errorf("http: review metrics: %w", err)
		}
		s.Review.Observer = reviewObserver{m}
	}
	r.Handle("POST /v1/review", s.handleReview)
	s.registerReviewLearning(r) // review_learn.go
	return nil
}

// reviewRequest is the body of POST /v1/review.
type reviewRequest struct {
	Test     string `json:"test"`
	Purpose  string `json:"purpose"`
	Expected string `json:"expected"`
	Actual   string `json:"actual"`
	// AI asks the configured model instead of the offline rules.
	AI bool `json:"ai"`
	// Suite, when set, is the suite whose recorded human decisions
	// calibrate the offline confidence and go into the model's prompt.
	Suite string `json:"suite"`
	// Status is "new" for a snapshot with no expected output yet, "failed"
	// for a test that failed.
	Status string `json:"status"`
}

// ReviewResponse is the answer of POST /v1/review: the seed's result and
// the policy's decision.
type ReviewResponse struct {
	review.Result
	Decision review.Decision `json:"decision"`
}

func (s *Server) handleReview(w http.ResponseWriter, r *http.Request) error {
	var in reviewRequest
	if err := DecodeJSON(r, &in); err != nil {
		return err
	}
	d := review.Diff{Test: in.Test, Source: "http", Purpose: in.Purpose, Expected: in.Expected, Actual: in.Actual, Status: in.Status}
	res, dec, err := s.Review.Review(r.Context(), review.Request{Diff: d, AI: in.AI, Suite: in.Suite, Tenant: Tenant(r.Context())})
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, ReviewResponse{Result: res, Decision: dec})
	return nil
}

// reviewObserver is metrics.Review as a review.Observer.
type reviewObserver struct{ m *metrics.Review }

func (o reviewObserver) Reviewed(c review.Category, d review.Decision, reviewer string) {
	o.m.Reviewed(c.String(), string(d), reviewer)
}
