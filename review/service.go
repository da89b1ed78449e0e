package review

import (
	"context"
	"io"
	"log/slog"
	"strings"
	"sync"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/judgment"
)

// Observer receives one call per review, for metrics. Implementations must
// be safe for concurrent use.
type Observer interface {
	Reviewed(c Category, d Decision, reviewer string)
}

// Service is the review capability for the server, MCP, the CLI and Go
// users: the offline rules always, a model when LLM is set, and the
// learning loop when Judgments is set — the suite's human decisions
// calibrate the offline confidences and go into the model's prompt, and
// each decision a person makes is recorded as a judgment (see Decide).
// The wiring sets LLM and Judgments; everything else has a default.
type Service struct {
	Policy Policy
	// Tolerance is the offline rules' relative numeric tolerance.
	Tolerance float64
	// LLM, when set, serves reviews that ask for the model; ModelName
	// names it in results and in the audit log.
	LLM       cairn.Completer
	ModelName string
	// Judgments, when set, keeps the human decisions the review learns
	// from, per tenant; nil: no learning (Decide and Stats are EINVALID).
	Judgments *judgment.Service
	// Concurrency bounds the reviews in flight in Run; 0 means 4.
	Concurrency int
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

// Request is one diff to review: with AI the model reviews it, with Suite
// the suite's recorded decisions (of Tenant, default cairn.DefaultTenant)
// calibrate the result and, with AI, go into the prompt.
type Request struct {
	Diff   Diff
	AI     bool
	Suite  string
	Tenant string
}

// Review validates the request's diff, reviews it (learning from the
// suite when one is given) and decides with the policy.
func (s *Service) Review(ctx context.Context, req Request) (Result, Decision, error) {
	d := req.Diff
	if err := d.Validate(); err != nil {
		return Result{}, "", err
	}
	if err := cairn.ValidateText("suite", req.Suite); err != nil {
		return Result{}, "", err
	}
	rv, err := s.Reviewer(req.AI)
	if err != nil {
		return Result{}, "", err
	}
	cal, hist, err := s.learning(ctx, req.Tenant, req.Suite, req.AI)
	if err != nil {
		return Result{}, "", err
	}
	d.History = hist
	r, err := rv.Review(ctx, d)
	if err != nil {
		return Result{}, "", err
	}
	r = cal.Adjust(r)
	dec := s.Policy.Decide(d, r)
	s.observe(r, dec)
	return r, dec, nil
}

func (s *Service) observe(r Result, dec Decision) {
	if s.Observer != nil {
		s.Observer.Reviewed(r.Category, dec, reviewerKind(r.Reviewer))
	}
}

func tenantOr(t string) string {
	if t == "" {
		return cairn.DefaultTenant
	}
	return t
}

// manager returns the judgment manager of tenant; nil without Judgments.
func (s *Service) manager(tenant string) (*judgment.Manager, error) {
	if s.Judgments == nil {
		return nil, nil
	}
	return s.Judgments.Manager(tenantOr(tenant))
}

// learning returns what suite's recorded decisions teach: the calibration
// of the offline rules, and the rendered history for the model's prompt
// (with ai). Nothing for suite "" or without Judgments.
func (s *Service) learning(ctx context.Context, tenant, suite string, ai bool) (Calibration, string, error) {
	if suite == "" {
		return nil, "", nil
	}
	m, err := s.manager(tenant)
	if err != nil || m == nil {
		return nil, "", err
	}
	js, err := Decisions(ctx, m, suite)
	if err != nil {
		return nil, "", err
	}
	hist := ""
	if ai {
		if hist, err = History(ctx, m, suite); err != nil {
			return nil, "", err
		}
	}
	return Calibrate(js), hist, nil
}

// Decide records a person's decision (HumanAccept or HumanReject, with an
// optional reason) on r, the review of d, in suite of tenant, as a
// judgment; see Record. Returns the change id. EINVALID without Judgments.
func (s *Service) Decide(ctx context.Context, tenant, suite string, d Diff, r Result, decision judgment.Decision, reason string) (string, error) {
	if s.Judgments == nil {
		return "", cairn.Invalid("suite", "no judgment store: decisions cannot be recorded")
	}
	if err := d.ValidateDecided(); err != nil {
		return "", err
	}
	if err := cairn.ValidateText("suite", suite, "reason", reason, "result.summary", r.Summary, "result.rationale", r.Rationale,
		"result.rule", r.Rule, "result.reviewer", r.Reviewer); err != nil {
		return "", err
	}
	if strings.ContainsAny(r.Rule, " \t\n") {
		return "", cairn.Invalid("result.rule", "must be one word")
	}
	if c := r.Confidence; c < 0 || c > 1 || c != c {
		return "", cairn.Invalid("result.confidence", "must be between 0 and 1, got %v", c)
	}
	if !r.Category.Valid() {
		return "", cairn.Invalid("result.category", "%d is not 1-5", int(r.Category))
	}
	r.CategoryName = r.Category.String()
	m, err := s.manager(tenant)
	if err != nil {
		return "", err
	}
	return Record(ctx, m, suite, d, r, decision, reason)
}

// Stats returns the analytics of suite's recorded decisions (every suite
// when ""), under the service's policy. EINVALID without Judgments.
func (s *Service) Stats(ctx context.Context, tenant, suite string) (Stats, error) {
	if s.Judgments == nil {
		return Stats{}, cairn.Invalid("suite", "no judgment store: no decisions to report")
	}
	if err := cairn.ValidateText("suite", suite); err != nil {
		return Stats{}, err
	}
	m, err := s.manager(tenant)
	if err != nil {
		return Stats{}, err
	}
	js, err := Decisions(ctx, m, suite)
	if err != nil {
		return Stats{}, err
	}
	return ComputeStats(suite, js, s.Policy), nil
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
	switch d.Status {
	case "", StatusNew, StatusFailed:
	default:
		return cairn.Invalid("status", "%q: want \"\", %q or %q", d.Status, StatusNew, StatusFailed)
	}
	return nil
}
