package review

import (
	"context"
	"errors"
	"fmt"

	"github.com/cairnhq/cairn/judgment"
)

// RunOptions says how Service.Run reviews a source's diffs.
type RunOptions struct {
	// Tenant and Suite are where human decisions are read (calibration,
	// history) and recorded; Learn turns both on (it needs Judgments).
	Tenant, Suite string
	Learn         bool
	// AI asks the model instead of the offline rules.
	AI bool
	// Store reuses and writes the results stored beside the snapshots,
	// and writes them where the tool reads them (booktest's ai_review).
	Store bool
	// Apply applies the automatic accept decisions.
	Apply bool
	// Notes give tests their purpose (see ApplyNotes).
	Notes []Note
	// Progress, when set, is called after each diff reviewed.
	Progress func(done, total int)
}

// Session is a review of a source's diffs: the items, what was applied,
// and the decisions people make on the rest (Decide). It is not safe for
// concurrent use.
type Session struct {
	Source Source
	// Policy is the service's, with the project's own stricter thresholds
	// (booktest.ini) applied.
	Policy Policy
	Items  []Item
	// Applied marks the items whose accept was applied; NotApplied keeps,
	// per item, why an accept could not be (ErrCannotApply).
	Applied    []bool
	NotApplied []error
	// Accepted, Rejected and Skipped count the decisions people made;
	// Refused the accepts the source refused (ErrCannotApply).
	Accepted, Rejected, Skipped, Refused int

	svc *Service
	opt RunOptions
}

// Run finds the diffs of src, reviews them (learning from the suite's
// recorded decisions with opt.Learn), stores the results (opt.Store) and
// applies the automatic accepts (opt.Apply). An accept the source refuses
// (ErrCannotApply) is kept in NotApplied, not returned.
func (s *Service) Run(ctx context.Context, src Source, opt RunOptions) (*Session, error) {
	pol, err := projectPolicy(s.Policy, src)
	if err != nil {
		return nil, err
	}
	diffs, err := src.Diffs(ctx)
	if err != nil {
		return nil, err
	}
	ApplyNotes(diffs, opt.Notes)
	rv, err := s.Reviewer(opt.AI)
	if err != nil {
		return nil, err
	}
	var cal Calibration
	if opt.Learn {
		var hist string
		if cal, hist, err = s.learning(ctx, opt.Tenant, opt.Suite, opt.AI); err != nil {
			return nil, err
		}
		for i := range diffs {
			diffs[i].History = hist
		}
	}
	run := Runner{Reviewer: rv, Policy: pol, Store: opt.Store, Concurrency: s.Concurrency, Calibration: cal}
	if opt.Progress != nil {
		run.Progress = func(done int) { opt.Progress(done, len(diffs)) }
	}
	items, err := run.Run(ctx, diffs)
	if err != nil {
		return nil, err
	}
	for _, it := range items {
		s.observe(it.Result, it.Decision)
	}
	if w, ok := src.(ResultsWriter); ok && opt.Store {
		if err := w.WriteResults(items); err != nil {
			return nil, fmt.Errorf("review: write results: %w", err)
		}
	}
	ss := &Session{Source: src, Policy: pol, Items: items, Applied: make([]bool, len(items)), NotApplied: make([]error, len(items)), svc: s, opt: opt}
	if opt.Apply {
		for i, it := range items {
			if it.Decision != DecisionAccept {
				continue
			}
			if err := ss.apply(i); err != nil {
				return nil, err
			}
		}
	}
	return ss, nil
}

// projectPolicy applies the thresholds a project keeps in its tool's
// configuration: the stricter of the two wins.
func projectPolicy(p Policy, src Source) (Policy, error) {
	ss, ok := src.(SettingsSource)
	if !ok {
		return p, nil
	}
	st, err := ss.Settings()
	if err != nil {
		return p, err
	}
	p.AutoAcceptThreshold = max(p.AutoAcceptThreshold, st.AutoAcceptThreshold)
	p.AutoRejectThreshold = max(p.AutoRejectThreshold, st.AutoRejectThreshold)
	return p, nil
}

// apply accepts item i the source's way; a refusal (ErrCannotApply) is
// kept in NotApplied.
func (ss *Session) apply(i int) error {
	err := ss.Source.Accept(ss.Items[i].Diff)
	switch {
	case errors.Is(err, ErrCannotApply):
		ss.NotApplied[i] = err
		return nil
	case err != nil:
		return fmt.Errorf("accept %s: %w", ss.Items[i].Diff.Test, err)
	}
	ss.Applied[i], ss.NotApplied[i] = true, nil
	return nil
}

// Decide applies and records a person's decision on item i: accept
// applies the change the source's way (a refusal is kept in NotApplied and
// returned), reject removes it where the tool does (insta), and the
// decision is recorded as a judgment of the suite (with Learn).
func (ss *Session) Decide(ctx context.Context, i int, d judgment.Decision, reason string) error {
	it := ss.Items[i]
	switch d {
	case HumanAccept:
		if err := ss.apply(i); err != nil {
			return err
		}
		if ss.NotApplied[i] != nil {
			ss.Refused++
			return ss.NotApplied[i]
		}
		ss.Accepted++
	case HumanReject:
		if r, ok := ss.Source.(Rejecter); ok {
			if err := r.Reject(it.Diff); err != nil {
				return fmt.Errorf("reject %s: %w", it.Diff.Test, err)
			}
		}
		ss.Rejected++
	default:
		return invalid("decision", "%q: want accept or reject", d)
	}
	if !ss.opt.Learn || ss.svc.Judgments == nil {
		return nil
	}
	_, err := ss.svc.Decide(ctx, ss.opt.Tenant, ss.opt.Suite, it.Diff, it.Result, d, reason)
	return err
}

// Skip counts item i as left for later.
func (ss *Session) Skip(int) { ss.Skipped++ }

// CanAskModel reports whether AskModel has a model to ask.
func (ss *Session) CanAskModel() bool { return ss.svc.LLM != nil }

// Recording reports whether decisions are recorded as judgments.
func (ss *Session) Recording() bool { return ss.opt.Learn && ss.svc.Judgments != nil }

// Suite is the suite decisions are recorded under.
func (ss *Session) Suite() string { return ss.opt.Suite }

// AskModel asks the model about item i now, with the suite's history, and
// returns the result and decision to show; the caller keeps them with
// SetResult (AskModel may run in the background while the session waits).
func (ss *Session) AskModel(ctx context.Context, i int) (Result, Decision, error) {
	rv, err := ss.svc.Reviewer(true)
	if err != nil {
		return Result{}, "", err
	}
	d := ss.Items[i].Diff
	if ss.opt.Learn {
		if _, d.History, err = ss.svc.learning(ctx, ss.opt.Tenant, ss.opt.Suite, true); err != nil {
			return Result{}, "", err
		}
	}
	r, err := rv.Review(ctx, d)
	if err != nil {
		return Result{}, "", err
	}
	dec := ss.Policy.Decide(d, r)
	ss.svc.observe(r, dec)
	return r, dec, nil
}

// SetResult replaces item i's result and decision (a model's answer).
func (ss *Session) SetResult(i int, r Result, dec Decision) {
	ss.Items[i].Result, ss.Items[i].Decision = r, dec
}

// Counts returns how many items the policy accepts, rejects and leaves to
// a person, and how many accepts were applied.
func (ss *Session) Counts() (accept, reject, human, applied int) {
	for i, it := range ss.Items {
		switch it.Decision {
		case DecisionAccept:
			accept++
		case DecisionReject:
			reject++
		default:
			human++
		}
		if ss.Applied[i] {
			applied++
		}
	}
	return
}

// Finish returns the line that sums up the decisions people made, and the
// error that makes an interactive review fail: anything rejected, skipped
// or refused.
func (ss *Session) Finish() (string, error) {
	line := fmt.Sprintf("%d accepted, %d rejected, %d skipped", ss.Accepted, ss.Rejected, ss.Skipped)
	if ss.Refused > 0 {
		line += fmt.Sprintf(", %d not applied", ss.Refused)
	}
	if ss.Recording() && ss.Accepted+ss.Rejected > 0 {
		line += fmt.Sprintf("; decisions recorded for suite %q", ss.opt.Suite)
	}
	if ss.Rejected+ss.Skipped+ss.Refused == 0 {
		return line, nil
	}
	msg := fmt.Sprintf("review: %d diff(s) rejected, %d skipped", ss.Rejected, ss.Skipped)
	if ss.Refused > 0 {
		msg += fmt.Sprintf(", %d accept(s) not applied", ss.Refused)
	}
	return line, fmt.Errorf("%s", msg)
}
