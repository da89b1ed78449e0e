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
	"github.com/cairnhq/cairn/tui"
)

// withReviewJudgments runs fn with the judgment service of the store when
// learn is set: created when write is set (an interactive review records
// decisions), otherwise only when the store exists (nil without one).
func (a *app) withReviewJudgments(ctx context.Context, tenant string, learn, write bool, fn func(*judgment.Service) error) error {
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
	return a.withStoresAccess(ctx, access, func(s *stores) error {
		js := a.wire(s).judgments()
		if _, err := js.Manager(tenant); err != nil {
			return err
		}
		return fn(js)
	})
}

// reviewInteractive is `cairn review -i`: full screen (tui) when standard
// input and output are a terminal, the seed's line prompts otherwise.
func (a *app) reviewInteractive(ctx context.Context, ss *review.Session) error {
	if in, ok := a.stdin.(*os.File); ok && a.terminal(in) {
		if out, ok := a.stdout.(*os.File); ok && a.terminal(out) {
			err := tui.Run(ctx, ss, in, out, tui.Options{Color: os.Getenv("NO_COLOR") == "", Stderr: a.stderr})
			if errors.Is(err, tui.ErrInterrupted) {
				fmt.Fprintln(a.stderr, "review left with Ctrl-C: nothing applied or recorded")
				return err
			}
			if err != nil {
				return err
			}
			return a.finishReview(ss)
		}
	}
	return a.reviewPrompts(ctx, ss)
}

const reviewPromptHelp = `y [REASON]  accept the change (the actual output becomes the expected one)
n [REASON]  reject it (the snapshot is left as it is; insta's pending file is removed)
s           skip it
R           ask the model (llm.base_url) now
v           verbose: the AI's rationale, issues and suggestions
q           quit (the rest is skipped)
?           this help
`

// reviewPrompts asks the seed's "Accept changes? [y/n/R for AI
// review/v for verbose]" for each diff not already applied.
func (a *app) reviewPrompts(ctx context.Context, ss *review.Session) error {
	in := bufio.NewReader(a.stdin)
	var todo []int
	for i := range ss.Items {
		if !ss.Applied[i] {
			todo = append(todo, i)
		}
	}
loop:
	for n, i := range todo {
		showDiff(a.stdout, n+1, len(todo), ss.Items[i])
		for {
			fmt.Fprint(a.stdout, "Accept changes? [y/n/s/R for AI review/v for verbose/q/?] ")
			line, err := in.ReadString('\n')
			if err != nil && !errors.Is(err, io.EOF) {
				return err
			}
			if err != nil && strings.TrimSpace(line) == "" {
				fmt.Fprintln(a.stdout)
				for _, j := range todo[n:] {
					ss.Skip(j)
				}
				break loop
			}
			if !a.terminal(a.stdin) {
				fmt.Fprintln(a.stdout, strings.TrimSpace(line)) // echo what a script answered
			}
			key, reason, _ := strings.Cut(strings.TrimSpace(line), " ")
			reason = strings.TrimSpace(reason)
			switch key {
			case "y", "Y", "a", "n", "N", "r":
				d := review.HumanAccept
				if strings.ContainsAny(key, "nNr") {
					d = review.HumanReject
				}
				err := ss.Decide(ctx, i, d, reason)
				if errors.Is(err, review.ErrCannotApply) {
					fmt.Fprintf(a.stderr, "not applied: %v\n", err)
				} else if err != nil {
					return err
				}
			case "s", "":
				ss.Skip(i)
			case "R":
				if !ss.CanAskModel() {
					fmt.Fprintln(a.stdout, "no model: set llm.base_url (CAIRN_LLM_BASE_URL) to ask one")
					continue
				}
				r, dec, err := ss.AskModel(ctx, i)
				if err != nil {
					return err
				}
				ss.SetResult(i, r, dec)
				fallthrough
			case "v":
				if err := review.WriteItem(a.stdout, ss.Items[i], false, nil, review.FormatVerbose, ""); err != nil {
					return err
				}
				continue
			case "q":
				for _, j := range todo[n:] {
					ss.Skip(j)
				}
				break loop
			default:
				fmt.Fprint(a.stdout, reviewPromptHelp)
				continue
			}
			break
		}
	}
	return a.finishReview(ss)
}

// finishReview prints the counts; an error (exit 1) when anything was
// rejected, skipped or could not be applied.
func (a *app) finishReview(ss *review.Session) error {
	line, err := ss.Finish()
	fmt.Fprintln(a.stderr, line)
	return err
}

// showDiff prints one diff: position, the AI's advice, the unified diff
// (a binary file's content as its size and hash).
func showDiff(w io.Writer, n, total int, it review.Item) {
	r := it.Result
	status := ""
	if it.Diff.Status != "" {
		status = ", " + it.Diff.Status
	}
	fmt.Fprintf(w, "\n[%d/%d] %s (%s%s)\n", n, total, it.Diff.Test, it.Diff.Source, status)
	rule := ""
	if r.Rule != "" {
		rule = ", rule " + r.Rule
	}
	fmt.Fprintf(w, "AI: %s, confidence %.2f (%s%s): %s\n", r.CategoryName, r.Confidence, r.Reviewer, rule, r.Summary)
	fmt.Fprintf(w, "Policy: %s\n\n", it.Decision)
	for _, a := range it.Diff.Assets {
		fmt.Fprintf(w, "binary: %s (sha256 %.12s -> %.12s, %d -> %d bytes)\n", a.Name, a.Expected, a.Actual, a.ExpectedSize, a.ActualSize)
	}
	fmt.Fprint(w, review.Unified(it.Diff.Expected, it.Diff.Actual, 3))
}
