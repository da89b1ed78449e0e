package review

import (
	"context"
	"io"
	"log/slog"
	"strings"
	"sync"

	"github.com/cairnhq/cairn"
)

// Observer receives one call per review, for metrics. Implementations must
// be safe for concurrent use.
type Observer interface {
	Reviewed(c Category, d Decision, reviewer string)
}

// Service is the one wiring of the review capability for the server, the
// CLI and Go users: the offline rules always, a model when LLM is set.
type Service struct {
	Policy Policy
	// Tolerance is the offline rules' relative numeric tolerance.
	Tolerance float64
	// LLM, when set, serves reviews that ask for the model; ModelName
	// names it in results and in the audit log.
	LLM       cairn.Completer
	ModelName string
	// Audit receives one JSON line per prompt sent to the model.
	Audit    io.Writer
	Observer Observer
	Logger   *slog.Logger

	once sync.Once
	llm  *LLM
}

// Reviewer returns the offline reviewer, or the model reviewer when ai is
// true. Asking for the model without one is EINVALID naming "ai".
func (s *Service) Reviewer(ai bool) (Reviewer, error) {
	if !ai {
		return Offline{Tolerance: s.Tolerance}, nil
	}
	if s.LLM == nil {
		return nil, cairn.Invalid("ai", "no model is configured (llm.base_url); use the offline review")
	}
	s.once.Do(func() { s.llm = &LLM{Model: s.LLM, Name: s.ModelName, Policy: s.Policy, Audit: s.Audit} })
	return s.llm, nil
}

// Review validates d, reviews it and decides with the policy.
func (s *Service) Review(ctx context.Context, d Diff, ai bool) (Result, Decision, error) {
	return s.ReviewCalibrated(ctx, d, ai, nil)
}

// ReviewCalibrated is Review with the result's confidence adjusted by cal
// (see Calibrate) before the policy decides.
func (s *Service) ReviewCalibrated(ctx context.Context, d Diff, ai bool, cal Calibration) (Result, Decision, error) {
	if err := d.Validate(); err != nil {
		return Result{}, "", err
	}
	rv, err := s.Reviewer(ai)
	if err != nil {
		return Result{}, "", err
	}
	r, err := rv.Review(ctx, d)
	if err != nil {
		return Result{}, "", err
	}
	r = cal.Adjust(r)
	dec := s.Policy.Decide(d, r)
	if s.Observer != nil {
		s.Observer.Reviewed(r.Category, dec, reviewerKind(r.Reviewer))
	}
	return r, dec, nil
}

func reviewerKind(r string) string {
	if r == "offline" {
		return r
	}
	return "llm"
}

// MaxOutputBytes bounds each output a Diff may carry.
const MaxOutputBytes = 4 << 20

// MaxReviewBytes bounds what the offline reviewer reads: outputs longer
// together are not triaged by its rules (UNSURE, rule too_large, for a
// person), unless they are equal or the actual one is empty. The rules
// mask and compare every line, in time linear in the outputs, and at this
// size within a fraction of a second.
const MaxReviewBytes = 256 << 10

// ValidateDecided checks a diff a person decided on (see Record): a test
// name, which names the recorded judgment, and what Validate checks.
func (d Diff) ValidateDecided() error {
	if strings.TrimSpace(d.Test) == "" {
		return cairn.Invalid("test", "is required: the name of the test whose diff was decided")
	}
	return d.Validate()
}

// Validate checks the fields of a diff given by a caller, naming the field
// at fault.
func (d Diff) Validate() error {
	if err := cairn.ValidateText("test", d.Test, "purpose", d.Purpose, "expected", d.Expected, "actual", d.Actual); err != nil {
		return err
	}
	if len(d.Test) > 1000 {
		return cairn.Invalid("test", "longer than 1000 bytes")
	}
	for name, v := range map[string]string{"expected": d.Expected, "actual": d.Actual} {
		if len(v) > MaxOutputBytes {
			return cairn.TooLarge(name, "longer than %d bytes", MaxOutputBytes)
		}
	}
	return nil
}
