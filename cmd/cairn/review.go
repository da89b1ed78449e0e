package main

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/judgment"
	"github.com/cairnhq/cairn/review"
)

// reviewJSON is one line of `cairn review --json`.
type reviewJSON = review.ReportJSON

// reviewFlags are the flags of `cairn review`.
type reviewFlags struct {
	ai, verbose, onlyChanged, apply, asJSON, noStore bool
	interactive, noLearn                             bool
	format, expected, actual, glob, source, auditLog string
	suite, tenant                                    string
	tolerance                                        float64
	humanGlobs                                       []string
}

func (a *app) reviewCmd() *cobra.Command {
	var fl reviewFlags
	cmd := &cobra.Command{
		Use:   "review [PATH]",
		Short: "Triage snapshot-test diffs: FAIL, RECOMMEND FAIL, UNSURE, RECOMMEND ACCEPT or ACCEPT",
		Long: `Finds the snapshot tests whose actual output differs from the expected one
and gives each diff a category with a confidence and a reason, so that people
look only where it matters. Offline rules by default; -R asks the configured
model (llm.base_url) with the outputs redacted, writing what was sent to the
audit log.

Where the diffs come from (PATH defaults to the current directory):
  booktest  PATH holds books/.out (books_path of booktest.ini or .booktest):
            every DIFF case of books/.out/cases.ndjson, and every FAIL case
            as a failed test; images and other files of a case compared by
            content; the test's docstring as its purpose
  insta     PATH holds *.snap.new files (against *.snap; new without one)
            or .pending-snap inline snapshots
  git       --glob PATTERN: golden files changed since HEAD, and untracked
            ones (new)
  dirs      --expected DIR --actual DIR, files matched by relative path

Each result is stored beside its snapshot (<snapshot>.ai.json; booktest:
books/.out/<test>.ai.json and ai_review in cases.ndjson, where booktest
reads it) and reused while the diff is unchanged.

-u (or -a) applies the automatic decisions: a result in category 5 with
confidence >= 0.95 is accepted the tool's own way — booktest's freeze (the
.md and the case's asset directory moved into books/, the case OK in
cases.ndjson; a FAIL case is never accepted), cargo insta accept (.snap
written without assertion_line, .snap.new removed; an inline snapshot's
literal rewritten in the Rust source), the file copied, git add. Tests
matching --human globs always go to a person, as do those matching
review.require_human_review. The thresholds, categories, redaction and
tolerance come from the review: section of the configuration (booktest's
ai_auto_accept_threshold and ai_auto_reject_threshold apply where
stricter). Exit status 0 when every diff was accepted, 1 when any is
rejected, needs a person or could not be applied, 2 for bad input.
--format github annotates the first changed line (file=, line=).

-i reviews interactively, one diff at a time with the AI's advice beside it.
On a terminal, full screen: a accept, r reject (insta: the pending file
removed), s skip, A/X/S the same for all undecided, R ask the configured
model (in the background; Esc cancels), v verbose, d unified or side by
side, c type a reason, u undo, j/k scroll, n/p next/previous, q finish, ?
help; decisions are applied when the review ends (Ctrl-C applies nothing).
Without a terminal, line prompts: y accept, n reject, s skip, R, v, q ("y
REASON" or "n REASON" keeps a reason).
Each decision is recorded as a judgment of the suite (--suite, default the
base name of PATH) in the store; later reviews of the suite learn from them:
-R sends the suite's history in the prompt, and the offline rules calibrate
their confidence with what people upheld. "cairn review stats" shows the
agreement. --no-learn does neither.`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			path := "."
			if len(args) == 1 {
				path = args[0]
			}
			return a.review(cmd, path, &fl)
		},
	}
	f := cmd.Flags()
	f.BoolVarP(&fl.ai, "ai", "R", false, "ask the configured model (llm.base_url) instead of the offline rules")
	f.BoolVarP(&fl.verbose, "verbose", "v", false, "full analysis: rationale, issues, suggestions")
	f.BoolVarP(&fl.onlyChanged, "changed", "c", false, "report only the diffs not accepted automatically")
	f.BoolVarP(&fl.apply, "update", "u", false, "apply the automatic accept decisions (same as -a)")
	f.BoolVarP(&fl.apply, "accept", "a", false, "apply the automatic accept decisions (same as -u)")
	f.BoolVar(&fl.asJSON, "json", false, "one JSON object per diff on standard output")
	f.StringVar(&fl.format, "format", "compact", "report format: compact, verbose or github (Actions annotations)")
	f.StringVar(&fl.source, "source", "", "booktest, insta, git or dirs (default: detected)")
	f.StringVar(&fl.expected, "expected", "", "directory of expected outputs (with --actual)")
	f.StringVar(&fl.actual, "actual", "", "directory of actual outputs (with --expected)")
	f.StringVar(&fl.glob, "glob", "", "git-tracked golden files to compare with HEAD (git pathspec glob)")
	f.Float64Var(&fl.tolerance, "tolerance", review.DefaultTolerance, "relative numeric drift the offline rules accept (default review.tolerance)")
	f.StringSliceVar(&fl.humanGlobs, "human", nil, "globs of tests that always go to a person (repeatable)")
	f.StringVar(&fl.auditLog, "audit-log", "cairn-review-audit.jsonl", "JSON Lines log of what -R sent to which model (default review.audit_log)")
	f.BoolVar(&fl.noStore, "no-store", false, "neither reuse nor write the .ai.json results")
	f.BoolVarP(&fl.interactive, "interactive", "i", false, "decide each diff yourself, the AI's advice beside it; decisions are recorded as judgments")
	f.StringVar(&fl.suite, "suite", "", "suite the decisions are recorded under (default: the base name of PATH)")
	f.BoolVar(&fl.noLearn, "no-learn", false, "neither read nor record human decisions (judgments)")
	tenantFlag(cmd, &fl.tenant)
	cmd.AddCommand(a.reviewStatsCmd())
	return cmd
}

// review runs `cairn review PATH`: the flags checked and wired into a
// review.Service, then the service's Run and the session's report, or the
// interactive review.
func (a *app) review(cmd *cobra.Command, path string, fl *reviewFlags) error {
	format, err := fl.reportFormat()
	if err != nil {
		return err
	}
	src, err := pickSource(path, fl.source, fl.expected, fl.actual, fl.glob)
	if err != nil {
		return err
	}
	svc, closeSvc, err := a.reviewService(cmd, fl)
	if err != nil {
		return err
	}
	defer closeSvc()
	notes, err := a.cfg.Review.notes()
	if err != nil {
		return err
	}
	if fl.suite == "" {
		abs, err := filepath.Abs(path)
		if err != nil {
			return cairn.Invalid("path", "%v", err)
		}
		fl.suite = filepath.Base(abs)
	}
	opt := review.RunOptions{Tenant: fl.tenant, Suite: fl.suite, Learn: !fl.noLearn, AI: fl.ai, Store: !fl.noStore,
		Apply: fl.apply, Notes: notes, Progress: a.reviewProgress()}
	ctx := cmd.Context()
	return a.withReviewJudgments(ctx, fl.tenant, opt.Learn, fl.interactive, func(js *judgment.Service) error {
		svc.Judgments = js
		ss, err := svc.Run(ctx, src, opt)
		if err != nil {
			return err
		}
		if fl.interactive {
			return a.reviewInteractive(ctx, ss)
		}
		w := bufio.NewWriter(a.stdout)
		wd, _ := os.Getwd()
		rerr := ss.Report(w, format, wd, fl.onlyChanged)
		if err := w.Flush(); err != nil {
			return err
		}
		acc, rej, human, applied := ss.Counts()
		fmt.Fprintf(a.stderr, "%d diff(s): %d accept, %d reject, %d for a person", len(ss.Items), acc, rej, human)
		if fl.apply {
			fmt.Fprintf(a.stderr, "; %d accepted change(s) applied", applied)
		}
		fmt.Fprintln(a.stderr)
		for i, e := range ss.NotApplied {
			if e != nil {
				fmt.Fprintf(a.stderr, "not applied: %s: %v\n", ss.Items[i].Diff.Test, e)
			}
		}
		return rerr
	})
}

// reportFormat checks the format flags.
func (fl *reviewFlags) reportFormat() (string, error) {
	format, err := review.ParseFormat(fl.format)
	if err != nil || format == review.FormatJSON {
		return "", cairn.Invalid("format", "%q: want compact, verbose or github", fl.format)
	}
	if fl.interactive && (fl.asJSON || format == review.FormatGitHub) {
		return "", cairn.Invalid("interactive", "-i asks a person: it prints no --json or --format github report")
	}
	switch {
	case fl.asJSON:
		format = review.FormatJSON
	case fl.verbose && format == review.FormatCompact:
		format = review.FormatVerbose
	}
	return format, nil
}

// reviewService wires the review.Service of the command: the review:
// policy with the --human globs, the tolerance, and the configured model
// (with -R, or at hand for -i's R key) writing to the audit log.
func (a *app) reviewService(cmd *cobra.Command, fl *reviewFlags) (*review.Service, func(), error) {
	cfg := a.cfg.Review
	if !cmd.Flags().Changed("tolerance") {
		fl.tolerance = cfg.Tolerance
	}
	if !cmd.Flags().Changed("audit-log") {
		fl.auditLog = cfg.AuditLog
	}
	if fl.tolerance < 0 || fl.tolerance >= 1 {
		return nil, nil, cairn.Invalid("tolerance", "must be in [0, 1), got %v", fl.tolerance)
	}
	pol, err := cfg.policy()
	if err != nil {
		return nil, nil, err
	}
	pol.RequireHumanReview = append(pol.RequireHumanReview, fl.humanGlobs...)
	if err := pol.Validate(); err != nil {
		return nil, nil, cairn.Invalid("human", "%v", err)
	}
	svc, closeFn, err := a.wire(nil).review(reviewOptions{policy: pol, tolerance: fl.tolerance, model: fl.ai, maybe: fl.interactive, auditLog: fl.auditLog, field: "audit-log"})
	if err != nil {
		return nil, nil, err
	}
	if fl.ai {
		fmt.Fprintf(a.stderr, "sending redacted outputs to %s (%s); log: %s\n", a.cfg.LLM.BaseURL, a.cfg.LLM.Model, fl.auditLog)
	}
	return svc, closeFn, nil
}

func (a *app) reviewProgress() func(done, total int) {
	if !a.terminal(a.stderr) {
		return nil
	}
	return func(done, total int) {
		if total < 2 {
			return
		}
		fmt.Fprintf(a.stderr, "\rreviewing %d/%d", done, total)
		if done >= total {
			fmt.Fprintln(a.stderr)
		}
	}
}

// pickSource chooses the Source from the flags, or from what PATH holds.
func pickSource(path, source, expected, actual, glob string) (review.Source, error) {
	if (expected == "") != (actual == "") {
		return nil, cairn.Invalid("expected", "--expected and --actual go together")
	}
	if source == "" {
		switch {
		case expected != "":
			source = "dirs"
		case glob != "":
			source = "git"
		case isBooktest(path):
			source = "booktest"
		case hasSnapNew(path):
			source = "insta"
		default:
			return nil, cairn.Invalid("path", "%s: no books/.out, no .snap.new or .pending-snap files; use --expected/--actual or --glob", path)
		}
	}
	switch source {
	case "dirs":
		if expected == "" {
			return nil, cairn.Invalid("expected", "--source dirs needs --expected and --actual")
		}
		return review.Dirs{Expected: expected, Actual: actual}, nil
	case "git":
		return review.Git{Root: path, Glob: glob}, nil
	case "booktest":
		return review.Booktest{Root: path}, nil
	case "insta":
		return review.Insta{Root: path}, nil
	}
	return nil, cairn.Invalid("source", "%q: want booktest, insta, git or dirs", source)
}

// isBooktest reports whether path is a booktest project (its books_path,
// default books, holds .out) or a books directory.
func isBooktest(path string) bool {
	books := "books"
	if cfg, err := review.BooktestConfig(path); err == nil && cfg["books_path"] != "" {
		books = cfg["books_path"]
	}
	return isDir(filepath.Join(path, filepath.FromSlash(books), ".out")) || isDir(filepath.Join(path, ".out"))
}

func isDir(p string) bool {
	fi, err := os.Stat(p)
	return err == nil && fi.IsDir()
}

func hasSnapNew(root string) bool {
	found := false
	_ = filepath.WalkDir(root, func(p string, e os.DirEntry, err error) error {
		if err != nil || found {
			return filepath.SkipAll
		}
		if e.IsDir() && (e.Name() == "target" || e.Name() == ".git" || e.Name() == "node_modules") && p != root {
			return filepath.SkipDir
		}
		if strings.HasSuffix(p, ".snap.new") || strings.HasSuffix(p, ".pending-snap") {
			found = true
		}
		return nil
	})
	return found
}
