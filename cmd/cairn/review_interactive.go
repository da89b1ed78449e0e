package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/judgment"
	"github.com/cairnhq/cairn/review"
)

// withReviewJudgments runs fn with the tenant's judgment manager when
// learn is set: created when write is set (an interactive review records
// decisions), otherwise only when the store exists (nil without one).
func (a *app) withReviewJudgments(ctx context.Context, tenant string, learn, write bool, fn func(*judgment.Manager) error) error {
	if err := cairn.ValidateTenant(tenant); err != nil {
		return err
	}
	if !learn {
		return fn(nil)
	}
	access := writeStore
	if !write {
		scheme, loc, err := parseStore(a.cfg.Store)
		if err != nil {
			return err
		}
		if storeExists(scheme, loc) != nil {
			return fn(nil)
		}
		access = readStore
	}
	return a.withManager(ctx, tenant, access, fn)
}

// reviewSession is `cairn review -i` with line prompts: the seed's
// "Accept changes? [y/n/R for AI review/v for verbose]" for each diff not
// already applied.
type reviewSession struct {
	a       *app
	src     review.Source
	svc     *review.Service
	m       *judgment.Manager // nil with --no-learn
	suite   string
	items   []review.Item
	applied []bool

	accepted, rejected, skipped int
}

const reviewPromptHelp = `y [REASON]  accept the change (the actual output becomes the expected one)
n [REASON]  reject it (the snapshot is left as it is)
s           skip it
R           ask the model (llm.base_url) now
v           verbose: the AI's rationale, issues and suggestions
q           quit (the rest is skipped)
?           this help
`

// run reviews on the full screen when standard input and output are a
// terminal, with line prompts otherwise.
func (s *reviewSession) run(ctx context.Context) error {
	if in, ok := s.a.stdin.(*os.File); ok && s.a.terminal(in) {
		if out, ok := s.a.stdout.(*os.File); ok && s.a.terminal(out) {
			return s.runTUI(ctx, in, out)
		}
	}
	in := bufio.NewReader(s.a.stdin)
	todo := 0
	for i := range s.items {
		if !s.applied[i] {
			todo++
		}
	}
	n := 0
loop:
	for i := range s.items {
		if s.applied[i] {
			continue
		}
		n++
		s.show(n, todo, s.items[i])
		for {
			fmt.Fprint(s.a.stdout, "Accept changes? [y/n/s/R for AI review/v for verbose/q/?] ")
			line, err := in.ReadString('\n')
			if err != nil && !errors.Is(err, io.EOF) {
				return err
			}
			if err != nil && strings.TrimSpace(line) == "" {
				fmt.Fprintln(s.a.stdout)
				s.skipped += todo - n + 1
				break loop
			}
			if !s.a.terminal(s.a.stdin) {
				fmt.Fprintln(s.a.stdout, strings.TrimSpace(line)) // echo what a script answered
			}
			key, reason, _ := strings.Cut(strings.TrimSpace(line), " ")
			reason = strings.TrimSpace(reason)
			switch key {
			case "y", "Y", "a":
				if err := s.decide(ctx, i, review.HumanAccept, reason); err != nil {
					return err
				}
			case "n", "N", "r":
				if err := s.decide(ctx, i, review.HumanReject, reason); err != nil {
					return err
				}
			case "s", "":
				s.skipped++
			case "R":
				if err := s.aiReview(ctx, i); err != nil {
					return err
				}
				continue
			case "v":
				if err := writeReview(s.a.stdout, s.items[i], false, false, "verbose"); err != nil {
					return err
				}
				continue
			case "q":
				s.skipped += todo - n + 1
				break loop
			default:
				fmt.Fprint(s.a.stdout, reviewPromptHelp)
				continue
			}
			break
		}
	}
	return s.finish()
}

// finish prints the counts; an error (exit 1) when anything was rejected
// or skipped.
func (s *reviewSession) finish() error {
	fmt.Fprintf(s.a.stderr, "%d accepted, %d rejected, %d skipped", s.accepted, s.rejected, s.skipped)
	if s.m != nil && s.accepted+s.rejected > 0 {
		fmt.Fprintf(s.a.stderr, "; decisions recorded for suite %q", s.suite)
	}
	fmt.Fprintln(s.a.stderr)
	if s.rejected+s.skipped > 0 {
		return fmt.Errorf("review: %d diff(s) rejected, %d skipped", s.rejected, s.skipped)
	}
	return nil
}

// show prints one diff: position, the AI's advice, the unified diff.
func (s *reviewSession) show(n, total int, it review.Item) {
	w := s.a.stdout
	r := it.Result
	fmt.Fprintf(w, "\n[%d/%d] %s (%s)\n", n, total, it.Diff.Test, it.Diff.Source)
	rule := ""
	if r.Rule != "" {
		rule = ", rule " + r.Rule
	}
	fmt.Fprintf(w, "AI: %s, confidence %.2f (%s%s): %s\n", r.CategoryName, r.Confidence, r.Reviewer, rule, r.Summary)
	fmt.Fprintf(w, "Policy: %s\n\n", it.Decision)
	fmt.Fprint(w, review.Unified(it.Diff.Expected, it.Diff.Actual, 3))
}

// decide applies (accept) and records the decision on item i.
func (s *reviewSession) decide(ctx context.Context, i int, d judgment.Decision, reason string) error {
	it := s.items[i]
	if d == review.HumanAccept {
		if err := s.src.Accept(it.Diff); errors.Is(err, review.ErrCannotApply) {
			fmt.Fprintf(s.a.stderr, "not applied: %v\n", err)
		} else if err != nil {
			return fmt.Errorf("accept %s: %w", it.Diff.Test, err)
		}
		s.accepted++
	} else {
		s.rejected++
	}
	if s.m == nil {
		return nil
	}
	_, err := review.Record(ctx, s.m, s.suite, it.Diff, it.Result, d, reason)
	return err
}

// aiReview asks the model about item i now and shows its answer.
func (s *reviewSession) aiReview(ctx context.Context, i int) error {
	if s.svc.LLM == nil {
		fmt.Fprintln(s.a.stdout, "no model: set llm.base_url (CAIRN_LLM_BASE_URL) to ask one")
		return nil
	}
	if err := s.askModel(ctx, i); err != nil {
		return err
	}
	return writeReview(s.a.stdout, s.items[i], false, false, "verbose")
}

// askModel asks the model about item i, with the suite's history, and
// replaces its result and decision.
func (s *reviewSession) askModel(ctx context.Context, i int) error {
	rv, err := s.svc.Reviewer(true)
	if err != nil {
		return err
	}
	d := s.items[i].Diff
	if s.m != nil {
		if d.History, err = review.History(ctx, s.m, s.suite); err != nil {
			return err
		}
	}
	r, err := rv.Review(ctx, d)
	if err != nil {
		return err
	}
	s.items[i].Result, s.items[i].Decision = r, s.svc.Policy.Decide(d, r)
	return nil
}
