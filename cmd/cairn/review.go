package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/spf13/cobra"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/judgment"
	"github.com/cairnhq/cairn/review"
)

// reviewJSON is one line of `cairn review --json`.
type reviewJSON struct {
	Test          string   `json:"test"`
	Source        string   `json:"source"`
	Category      int      `json:"category"`
	CategoryName  string   `json:"category_name"`
	Confidence    float64  `json:"confidence"`
	Summary       string   `json:"summary"`
	Rationale     string   `json:"rationale"`
	Issues        []string `json:"issues"`
	Suggestions   []string `json:"suggestions"`
	FlagsForHuman bool     `json:"flags_for_human"`
	Decision      string   `json:"decision"`
	Reviewer      string   `json:"reviewer"`
	Reused        bool     `json:"reused"`
	Applied       bool     `json:"applied"`
}

func (a *app) reviewCmd() *cobra.Command {
	var (
		ai, verbose, onlyChanged, apply, asJSON, noStore bool
		interactive, noLearn                             bool
		format, expected, actual, glob, source, auditLog string
		suite, tenant                                    string
		tolerance                                        float64
		humanGlobs                                       []string
	)
	cmd := &cobra.Command{
		Use:   "review [PATH]",
		Short: "Triage snapshot-test diffs: FAIL, RECOMMEND FAIL, UNSURE, RECOMMEND ACCEPT or ACCEPT",
		Long: `Finds the snapshot tests whose actual output differs from the expected one
and gives each diff a category with a confidence and a reason, so that people
look only where it matters. Offline rules by default; -R asks the configured
model (llm.base_url) with the outputs redacted, writing what was sent to the
audit log.

Where the diffs come from (PATH defaults to the current directory):
  booktest  PATH holds books/.out (expected books/<test>.md, actual
            books/.out/<test>.md, DIFF cases from books/.out/cases.ndjson)
  insta     PATH holds *.snap.new files (against *.snap) or .pending-snap
            inline snapshots (reviewed; accept those with cargo insta)
  git       --glob PATTERN: git-tracked golden files, HEAD vs working tree
  dirs      --expected DIR --actual DIR, files matched by relative path

Each result is stored beside its snapshot (<snapshot>.ai.json; booktest:
books/.out/<test>.ai.json) and reused while the diff is unchanged.

-u (or -a) applies the automatic decisions: a result in category 5 with
confidence >= 0.95 is accepted the source's own way (booktest freeze, insta
.snap.new renamed, file copied, git add); tests matching --human globs always
go to a person, as do those matching review.require_human_review. The
thresholds, categories, redaction and tolerance come from the review: section
of the configuration. Exit status 0 when every diff was accepted, 1 when any is
rejected or needs a person, 2 for bad input.

-i reviews interactively, one diff at a time with the AI's advice beside it.
On a terminal, full screen: a accept, r reject, s skip, A/X/S the same for
all undecided, R ask the configured model, v verbose, d unified or side by
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
			switch format {
			case "compact", "verbose", "github":
			default:
				return cairn.Invalid("format", "%q: want compact, verbose or github", format)
			}
			if interactive && (asJSON || format == "github") {
				return cairn.Invalid("interactive", "-i asks a person: it prints no --json or --format github report")
			}
			if verbose && format == "compact" {
				format = "verbose"
			}
			cfg := a.cfg.Review
			if !cmd.Flags().Changed("tolerance") {
				tolerance = cfg.Tolerance
			}
			if !cmd.Flags().Changed("audit-log") {
				auditLog = cfg.AuditLog
			}
			if tolerance < 0 || tolerance >= 1 {
				return cairn.Invalid("tolerance", "must be in [0, 1), got %v", tolerance)
			}
			src, err := pickSource(path, source, expected, actual, glob)
			if err != nil {
				return err
			}
			pol, err := cfg.policy()
			if err != nil {
				return err
			}
			pol.RequireHumanReview = append(pol.RequireHumanReview, humanGlobs...)
			if err := pol.Validate(); err != nil {
				return cairn.Invalid("human", "%v", err)
			}
			svc := &review.Service{Policy: pol, Tolerance: tolerance, Logger: a.logger}
			if ai || interactive {
				// -i keeps the configured model at hand for its R key.
				llm, err := a.newCompleter(prometheus.NewRegistry())
				if err != nil {
					return err
				}
				if llm == nil && ai {
					return cairn.Invalid("ai", "-R needs a model: set llm.base_url (CAIRN_LLM_BASE_URL)")
				}
				if llm != nil {
					f, err := os.OpenFile(auditLog, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o600)
					if err != nil {
						return cairn.Invalid("audit-log", "%v", err)
					}
					defer f.Close()
					svc.LLM, svc.ModelName, svc.Audit = llm, a.cfg.LLM.Model, f
					if ai {
						fmt.Fprintf(a.stderr, "sending redacted outputs to %s (%s); log: %s\n", a.cfg.LLM.BaseURL, a.cfg.LLM.Model, auditLog)
					}
				}
			}
			notes, err := cfg.notes()
			if err != nil {
				return err
			}
			if suite == "" {
				abs, err := filepath.Abs(path)
				if err != nil {
					return cairn.Invalid("path", "%v", err)
				}
				suite = filepath.Base(abs)
			}
			return a.withReviewJudgments(cmd.Context(), tenant, !noLearn, interactive, func(m *judgment.Manager) error {
				reviewer, err := svc.Reviewer(ai)
				if err != nil {
					return err
				}
				diffs, err := src.Diffs(cmd.Context())
				if err != nil {
					return err
				}
				review.ApplyNotes(diffs, notes)
				var cal review.Calibration
				if m != nil {
					js, err := review.Decisions(cmd.Context(), m, suite)
					if err != nil {
						return err
					}
					cal = review.Calibrate(js)
					if ai {
						h, err := review.History(cmd.Context(), m, suite)
						if err != nil {
							return err
						}
						for i := range diffs {
							diffs[i].History = h
						}
					}
				}
				run := review.Runner{Reviewer: reviewer, Policy: pol, Store: !noStore, Concurrency: cfg.Concurrency,
					Progress: a.reviewProgress(len(diffs)), Calibration: cal}
				items, err := run.Run(cmd.Context(), diffs)
				if err != nil {
					return err
				}
				applied := make([]bool, len(items))
				if apply {
					for i, it := range items {
						if it.Decision == review.DecisionAccept {
							if err := src.Accept(it.Diff); errors.Is(err, review.ErrCannotApply) {
								fmt.Fprintf(a.stderr, "not applied: %v\n", err)
								continue
							} else if err != nil {
								return fmt.Errorf("accept %s: %w", it.Diff.Test, err)
							}
							applied[i] = true
						}
					}
				}
				if interactive {
					s := &reviewSession{a: a, src: src, svc: svc, m: m, suite: suite, items: items, applied: applied}
					return s.run(cmd.Context())
				}
				w := bufio.NewWriter(a.stdout)
				accepted, rejected, human := 0, 0, 0
				for i, it := range items {
					switch it.Decision {
					case review.DecisionAccept:
						accepted++
					case review.DecisionReject:
						rejected++
					default:
						human++
					}
					if onlyChanged && it.Decision == review.DecisionAccept {
						continue
					}
					if err := writeReview(w, it, applied[i], asJSON, format); err != nil {
						return err
					}
				}
				if err := w.Flush(); err != nil {
					return err
				}
				n := 0
				for _, ok := range applied {
					if ok {
						n++
					}
				}
				fmt.Fprintf(a.stderr, "%d diff(s): %d accept, %d reject, %d for a person", len(items), accepted, rejected, human)
				if apply {
					fmt.Fprintf(a.stderr, "; %d accepted change(s) applied", n)
				}
				fmt.Fprintln(a.stderr)
				if rejected+human > 0 {
					return fmt.Errorf("review: %d diff(s) rejected, %d need a person", rejected, human)
				}
				return nil
			})
		},
	}
	f := cmd.Flags()
	f.BoolVarP(&ai, "ai", "R", false, "ask the configured model (llm.base_url) instead of the offline rules")
	f.BoolVarP(&verbose, "verbose", "v", false, "full analysis: rationale, issues, suggestions")
	f.BoolVarP(&onlyChanged, "changed", "c", false, "report only the diffs not accepted automatically")
	f.BoolVarP(&apply, "update", "u", false, "apply the automatic accept decisions (same as -a)")
	f.BoolVarP(&apply, "accept", "a", false, "apply the automatic accept decisions (same as -u)")
	f.BoolVar(&asJSON, "json", false, "one JSON object per diff on standard output")
	f.StringVar(&format, "format", "compact", "report format: compact, verbose or github (Actions annotations)")
	f.StringVar(&source, "source", "", "booktest, insta, git or dirs (default: detected)")
	f.StringVar(&expected, "expected", "", "directory of expected outputs (with --actual)")
	f.StringVar(&actual, "actual", "", "directory of actual outputs (with --expected)")
	f.StringVar(&glob, "glob", "", "git-tracked golden files to compare with HEAD (git pathspec glob)")
	f.Float64Var(&tolerance, "tolerance", review.DefaultTolerance, "relative numeric drift the offline rules accept (default review.tolerance)")
	f.StringSliceVar(&humanGlobs, "human", nil, "globs of tests that always go to a person (repeatable)")
	f.StringVar(&auditLog, "audit-log", "cairn-review-audit.jsonl", "JSON Lines log of what -R sent to which model (default review.audit_log)")
	f.BoolVar(&noStore, "no-store", false, "neither reuse nor write the .ai.json results")
	f.BoolVarP(&interactive, "interactive", "i", false, "decide each diff yourself, the AI's advice beside it; decisions are recorded as judgments")
	f.StringVar(&suite, "suite", "", "suite the decisions are recorded under (default: the base name of PATH)")
	f.BoolVar(&noLearn, "no-learn", false, "neither read nor record human decisions (judgments)")
	tenantFlag(cmd, &tenant)
	cmd.AddCommand(a.reviewStatsCmd())
	return cmd
}

func (a *app) reviewProgress(total int) func(int) {
	if total < 2 || !a.terminal(a.stderr) {
		return nil
	}
	return func(done int) {
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
		case isDir(filepath.Join(path, "books", ".out")) || isDir(filepath.Join(path, ".out")):
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

func writeReview(w io.Writer, it review.Item, applied, asJSON bool, format string) error {
	r := it.Result
	if asJSON {
		b, err := json.Marshal(reviewJSON{Test: it.Diff.Test, Source: it.Diff.Source, Category: int(r.Category), CategoryName: r.CategoryName,
			Confidence: r.Confidence, Summary: r.Summary, Rationale: r.Rationale, Issues: r.Issues, Suggestions: r.Suggestions,
			FlagsForHuman: r.FlagsForHuman, Decision: string(it.Decision), Reviewer: r.Reviewer, Reused: it.Reused, Applied: applied})
		if err != nil {
			return err
		}
		_, err = fmt.Fprintf(w, "%s\n", b)
		return err
	}
	switch format {
	case "github":
		level := map[review.Decision]string{review.DecisionAccept: "notice", review.DecisionReject: "error", review.DecisionHuman: "warning"}[it.Decision]
		file := it.Diff.Path
		if wd, err := os.Getwd(); err == nil {
			if rel, err := filepath.Rel(wd, file); err == nil && !strings.HasPrefix(rel, "..") {
				file = rel
			}
		}
		_, err := fmt.Fprintf(w, "::%s file=%s,title=%s::%s - %s (confidence %.2f, %s)\n", level, ghEscape(filepath.ToSlash(file), true),
			ghEscape("cairn review: "+r.CategoryName, true), ghEscape(it.Diff.Test, false), ghEscape(r.Summary, false), r.Confidence, it.Decision)
		return err
	case "verbose":
		fmt.Fprintf(w, "%s - %s\n\n", it.Diff.Test, r.CategoryName)
		fmt.Fprintf(w, "AI Review (confidence: %.2f, %s):\n  Category: %s\n  Decision: %s\n\n  Rationale:\n  %s\n", r.Confidence, r.Reviewer, r.CategoryName, it.Decision, r.Rationale)
		for _, list := range []struct {
			name  string
			items []string
		}{{"Issues", r.Issues}, {"Suggestions", r.Suggestions}} {
			if len(list.items) > 0 {
				fmt.Fprintf(w, "\n  %s:\n", list.name)
				for _, s := range list.items {
					fmt.Fprintf(w, "  - %s\n", s)
				}
			}
		}
		_, err := fmt.Fprintln(w)
		return err
	}
	suffix := ""
	if applied {
		suffix = " [applied]"
	}
	_, err := fmt.Fprintf(w, "%s - %s (%s) %.2f %s%s\n", it.Diff.Test, r.CategoryName, r.Summary, r.Confidence, it.Decision, suffix)
	return err
}

// ghEscape escapes a GitHub Actions workflow command's data (and, for
// properties, its separators).
func ghEscape(s string, property bool) string {
	s = strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A").Replace(s)
	if property {
		s = strings.NewReplacer(":", "%3A", ",", "%2C").Replace(s)
	}
	return s
}

// servedReview is the review service of cairn serve: the review: policy,
// and the model the correction service uses (llm may be nil: POST
// /v1/review then reviews offline only). The audit log stays open until
// the returned close function.
func (a *app) servedReview(llm cairn.Completer) (*review.Service, func(), error) {
	cfg := a.cfg.Review
	pol, err := cfg.policy()
	if err != nil {
		return nil, nil, err
	}
	svc := &review.Service{Policy: pol, Tolerance: cfg.Tolerance, Logger: a.logger}
	if llm == nil {
		return svc, func() {}, nil
	}
	f, err := os.OpenFile(cfg.AuditLog, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o600)
	if err != nil {
		return nil, nil, cairn.Invalid("review.audit_log", "%v", err)
	}
	svc.LLM, svc.ModelName, svc.Audit = llm, a.cfg.LLM.Model, f
	return svc, func() { f.Close() }, nil
}
