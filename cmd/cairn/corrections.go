package main

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/spf13/cobra"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/correction"
	cairnhttp "github.com/cairnhq/cairn/http"
)

func (a *app) correctionsCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:     "corrections",
		Aliases: []string{"correction", "c"},
		Short:   "Detect, remember, find and apply user corrections",
		Long: `Corrections are what users told your assistant it got wrong. cairn detects them
in chat, remembers them with embeddings, finds the ones similar to a new query
and applies them to new output. With no LLM configured everything runs offline:
a pattern-and-feature detector and literal substitution.`,
	}
	cmd.AddCommand(
		a.correctionsListCmd(), a.correctionsShowCmd(), a.correctionsAddCmd(),
		a.correctionsLearnCmd(), a.correctionsDeleteCmd(), a.correctionsAdjustCmd(),
		a.correctionsDetectCmd(), a.correctionsSimilarCmd(), a.correctionsApplyCmd(),
		a.correctionsExportCmd(), a.correctionsImportCmd(),
	)
	return cmd
}

// withLearner opens the stores and the tenant's correction memory. Only
// commands that search by similarity need the vector index (indexed); the
// others work on the store alone and start at once whatever its size.
func (a *app) withLearner(ctx context.Context, tenant string, indexed bool, fn func(*correction.Learner) error) error {
	if err := cairn.ValidateTenant(tenant); err != nil {
		return err
	}
	return a.withStores(ctx, func(st *stores) error {
		if err := st.requireCorrections(); err != nil {
			return err
		}
		svc, err := a.correctionService(st, prometheus.NewRegistry())
		if err != nil {
			return err
		}
		if indexed {
			l, err := svc.Learner(ctx, tenant)
			if err != nil {
				return err
			}
			return fn(l)
		}
		m := correction.NewMemory(st.corrections(tenant), svc.Embedder)
		return fn(&correction.Learner{Memory: m, Detector: svc.Detector(), Applier: correction.NewApplier(m, svc.LLM),
			Sessions: correction.NewSessionCache(), Logger: a.logger})
	})
}

// correctionService wires the configured embedder and LLM to the stores.
func (a *app) correctionService(st *stores, reg prometheus.Registerer) (*correction.Service, error) {
	emb, err := a.newEmbedder(reg)
	if err != nil {
		return nil, err
	}
	llm, err := a.newCompleter(reg)
	if err != nil {
		return nil, err
	}
	svc := &correction.Service{Stores: st.corrections, Embedder: emb, Logger: a.logger}
	if llm != nil {
		svc.LLM = llm
	}
	return svc, nil
}

// correctionJSON is a correction as the CLI prints it: without the vector.
func correctionJSON(c *correction.Correction) *correction.Correction {
	v := *c
	v.Embedding = nil
	return &v
}

func (a *app) correctionsListCmd() *cobra.Command {
	var (
		opts     correction.ListOptions
		category string
		asJSON   bool
		tenant   string
	)
	cmd := &cobra.Command{
		Use:   "list [--limit 100] [--category C] [--session S] [--text Q] [--order newest|oldest] [--json]",
		Short: "List corrections, newest first",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if opts.Limit < 0 {
				return cairn.Invalid("limit", "must not be negative")
			}
			if opts.Offset < 0 {
				return cairn.Invalid("offset", "must not be negative")
			}
			if opts.Order != correction.OrderNewest && opts.Order != correction.OrderOldest {
				return cairn.Invalid("order", "must be newest or oldest, got %q", opts.Order)
			}
			if category != "" {
				c, err := correction.ParseCategory(category)
				if err != nil {
					return err
				}
				opts.Category = &c
			}
			return a.withLearner(cmd.Context(), tenant, false, func(l *correction.Learner) error {
				cs, err := l.Memory.List(cmd.Context(), opts)
				if err != nil {
					return err
				}
				if asJSON {
					out := make([]*correction.Correction, len(cs))
					for i, c := range cs {
						out[i] = correctionJSON(c)
					}
					return a.printJSON(out)
				}
				tw := tabwriter.NewWriter(a.stdout, 0, 4, 2, ' ', 0)
				fmt.Fprintln(tw, "ID\tCATEGORY\tORIGINAL\tCORRECTED\tAPPLIED\tCONF\tAGE")
				for _, c := range cs {
					fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%d\t%.2f\t%s\n", c.ID, c.Category, truncate(c.OriginalOutput, 40),
						truncate(c.CorrectedOutput, 40), c.ApplyCount, c.Confidence, age(time.Since(c.Timestamp)))
				}
				return tw.Flush()
			})
		},
	}
	f := cmd.Flags()
	f.IntVar(&opts.Limit, "limit", 100, "maximum corrections to list (0: all)")
	f.IntVar(&opts.Offset, "offset", 0, "corrections to skip")
	f.StringVar(&opts.Order, "order", correction.OrderNewest, "newest or oldest first")
	f.StringVar(&category, "category", "", "only this category: factual, style, code, logic, preference, domain")
	f.StringVar(&opts.SessionID, "session", "", "only corrections from this session")
	f.StringVar(&opts.Text, "text", "", "only corrections whose query or texts contain this (any case)")
	f.BoolVar(&asJSON, "json", false, "print JSON")
	tenantFlag(cmd, &tenant)
	return cmd
}

// truncate shortens s to n runes on one line, as the seed's list view does.
func truncate(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}

func age(d time.Duration) string {
	switch {
	case d < time.Minute:
		return "now"
	case d < time.Hour:
		return fmt.Sprintf("%dm", int(d.Minutes()))
	case d < 48*time.Hour:
		return fmt.Sprintf("%dh", int(d.Hours()))
	}
	return fmt.Sprintf("%dd", int(d.Hours()/24))
}

func (a *app) correctionsShowCmd() *cobra.Command {
	var tenant string
	cmd := &cobra.Command{
		Use:   "show ID",
		Short: "Show one correction as JSON",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return a.withLearner(cmd.Context(), tenant, false, func(l *correction.Learner) error {
				c, err := l.Memory.Get(cmd.Context(), args[0])
				if err != nil {
					return err
				}
				return a.printJSON(correctionJSON(c))
			})
		},
	}
	tenantFlag(cmd, &tenant)
	return cmd
}

func (a *app) correctionsAddCmd() *cobra.Command {
	var (
		in               correction.Input
		category, tenant string
		confidence, sev  float64
		literal          bool
	)
	cmd := &cobra.Command{
		Use:   "add --original TEXT --corrected TEXT [--query Q] [--category C]",
		Short: "Teach a correction directly: replace ORIGINAL with CORRECTED",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if category != "" {
				c, err := correction.ParseCategory(category)
				if err != nil {
					return err
				}
				in.Category = &c
			}
			in.Confidence, in.Severity, in.Literal = &confidence, &sev, &literal
			c, err := in.Correction()
			if err != nil {
				return flagNames(err)
			}
			return a.withLearner(cmd.Context(), tenant, false, func(l *correction.Learner) error {
				if err := l.Memory.Save(cmd.Context(), c); err != nil {
					return err
				}
				fmt.Fprintln(a.stdout, c.ID)
				return nil
			})
		},
	}
	f := cmd.Flags()
	f.StringVar(&in.OriginalOutput, "original", "", "the wrong text (required)")
	f.StringVar(&in.CorrectedOutput, "corrected", "", "what it should be (required)")
	f.StringVar(&in.Query, "query", "", "the query the wrong text answered")
	f.StringVar(&in.SessionID, "session", "", "session id")
	f.StringVar(&in.Explanation, "explanation", "", "why it was wrong")
	f.StringVar(&category, "category", "factual", "factual, style, code, logic, preference or domain")
	f.Float64Var(&confidence, "confidence", 1, "confidence, 0..1")
	f.Float64Var(&sev, "severity", 0.5, "severity, 0 (minor) .. 1 (major)")
	f.BoolVar(&literal, "literal", true, "substitute the corrected text for the original offline")
	tenantFlag(cmd, &tenant)
	return cmd
}

// flagNames renames API field names in err to the CLI's flag names.
func flagNames(err error) error {
	names := map[string]string{"original_output": "original", "corrected_output": "corrected"}
	if f := cairn.ErrorField(err); names[f] != "" {
		return cairn.Invalid(names[f], "%s", strings.TrimPrefix(cairn.ErrorMessage(err), f+": "))
	}
	return err
}

func (a *app) correctionsLearnCmd() *cobra.Command {
	var session, query, output, message, tenant string
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "learn --previous-output TEXT --message TEXT [--query Q] [--session S]",
		Short: "Check a user's reply to an output for a correction and remember it",
		Long: `Runs one turn of the learning loop: the assistant answered QUERY with
PREVIOUS-OUTPUT, the user replied MESSAGE. If MESSAGE corrects the output with
confidence above 0.7 the correction is saved.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if strings.TrimSpace(message) == "" {
				return cairn.Invalid("message", "required (--message)")
			}
			if strings.TrimSpace(output) == "" {
				return cairn.Invalid("previous-output", "required (--previous-output)")
			}
			return a.withLearner(cmd.Context(), tenant, false, func(l *correction.Learner) error {
				ctx := cmd.Context()
				if err := l.Sessions.SetLastTurn(ctx, session, correction.Turn{Query: query, Output: output, At: time.Now()}); err != nil {
					return err
				}
				res, err := l.HandleUserMessage(ctx, session, message)
				if err != nil {
					return err
				}
				if res.Saved != nil {
					res.Saved = correctionJSON(res.Saved)
				}
				if asJSON {
					return a.printJSON(res)
				}
				switch {
				case res.Saved != nil:
					fmt.Fprintf(a.stdout, "saved %s (%s, confidence %.2f): %q -> %q\n", res.Saved.ID, res.Saved.Category,
						res.Saved.Confidence, truncate(res.Saved.OriginalOutput, 60), truncate(res.Saved.CorrectedOutput, 60))
				case res.Detection != nil && res.Detection.IsCorrection:
					fmt.Fprintf(a.stdout, "detected a %s correction (confidence %.2f) but did not save it: %s\n", res.Detection.Category, res.Detection.Confidence, res.Reason)
				default:
					fmt.Fprintln(a.stdout, "not a correction")
				}
				return nil
			})
		},
	}
	f := cmd.Flags()
	f.StringVar(&session, "session", "cli", "session id")
	f.StringVar(&query, "query", "", "the user's query the output answered")
	f.StringVar(&output, "previous-output", "", "the assistant's output (required)")
	f.StringVar(&message, "message", "", "the user's reply (required)")
	f.BoolVar(&asJSON, "json", false, "print JSON")
	tenantFlag(cmd, &tenant)
	return cmd
}

func (a *app) correctionsDeleteCmd() *cobra.Command {
	var tenant string
	cmd := &cobra.Command{
		Use:   "delete ID",
		Short: "Delete a correction",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return a.withLearner(cmd.Context(), tenant, false, func(l *correction.Learner) error {
				if err := l.Memory.Delete(cmd.Context(), args[0]); err != nil {
					return err
				}
				fmt.Fprintf(a.stderr, "deleted %s\n", args[0])
				return nil
			})
		},
	}
	tenantFlag(cmd, &tenant)
	return cmd
}

func (a *app) correctionsAdjustCmd() *cobra.Command {
	var delta float64
	var tenant string
	cmd := &cobra.Command{
		Use:   "adjust ID --delta D",
		Short: "Add D (may be negative) to a correction's confidence, clamped to [0, 1]",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if !cmd.Flags().Changed("delta") {
				return cairn.Invalid("delta", "required (--delta, e.g. -0.2)")
			}
			return a.withLearner(cmd.Context(), tenant, false, func(l *correction.Learner) error {
				v, err := l.Memory.UpdateConfidence(cmd.Context(), args[0], delta)
				if err != nil {
					return err
				}
				fmt.Fprintf(a.stdout, "%s confidence %.2f\n", args[0], v)
				return nil
			})
		},
	}
	cmd.Flags().Float64Var(&delta, "delta", 0, "amount to add to the confidence (required)")
	tenantFlag(cmd, &tenant)
	return cmd
}

func (a *app) correctionsDetectCmd() *cobra.Command {
	var message, previous, jsonl string
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "detect --message TEXT [--previous-output TEXT] [--json] | --jsonl FILE",
		Short: "Say whether a message corrects the previous output",
		Long: `Detects whether MESSAGE corrects PREVIOUS-OUTPUT, with the LLM when one is
configured and offline otherwise. With --jsonl, reads lines
{"message": ..., "previous_output": ...} from FILE (- for standard input) and
prints one JSON result per line, in order. Nothing is stored.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if jsonl == "" && strings.TrimSpace(message) == "" {
				return cairn.Invalid("message", "required (--message), or --jsonl FILE")
			}
			if jsonl != "" && message != "" {
				return cairn.Invalid("jsonl", "--jsonl and --message are exclusive")
			}
			llm, err := a.newCompleter(prometheus.NewRegistry())
			if err != nil {
				return err
			}
			var det correction.Detector
			if llm != nil {
				det = correction.NewDetector(llm)
			} else {
				det = correction.NewDetector(nil)
			}
			ctx := cmd.Context()
			if jsonl == "" {
				d, err := det.Detect(ctx, message, previous)
				if err != nil {
					return err
				}
				if asJSON {
					return a.printCompactJSON(d)
				}
				if !d.IsCorrection {
					fmt.Fprintf(a.stdout, "not a correction (confidence %.2f)\n", d.Confidence)
					return nil
				}
				fmt.Fprintf(a.stdout, "correction: %s, confidence %.2f\n", d.Category, d.Confidence)
				if d.Original != "" || d.Corrected != "" {
					fmt.Fprintf(a.stdout, "  wrong:     %s\n  corrected: %s\n", d.Original, d.Corrected)
				}
				return nil
			}
			return a.detectJSONL(ctx, det, jsonl)
		},
	}
	f := cmd.Flags()
	f.StringVar(&message, "message", "", "the user's message")
	f.StringVar(&previous, "previous-output", "", "the output the message replies to")
	f.StringVar(&jsonl, "jsonl", "", "read {message, previous_output} lines from FILE (- for stdin)")
	f.BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}

// detectJSONL validates every line of path, then prints one detection per
// line in order.
func (a *app) detectJSONL(ctx context.Context, det correction.Detector, path string) error {
	r, closeFn, err := a.openInput(path)
	if err != nil {
		return err
	}
	defer closeFn()
	var reqs []cairnhttp.DetectRequest
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), 16<<20)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" {
			continue
		}
		var req cairnhttp.DetectRequest
		if err := json.Unmarshal([]byte(text), &req); err != nil {
			return cairn.Invalid(fmt.Sprintf("%s:%d", path, line), "not a JSON object {\"message\", \"previous_output\"}: %v", err)
		}
		if strings.TrimSpace(req.Message) == "" {
			return cairn.Invalid(fmt.Sprintf("%s:%d", path, line), "message is empty")
		}
		reqs = append(reqs, req)
	}
	if err := sc.Err(); err != nil {
		return cairn.Invalid("jsonl", "%s: %v", path, err)
	}
	w := bufio.NewWriter(a.stdout)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	for _, req := range reqs {
		d, err := det.Detect(ctx, req.Message, req.PreviousOutput)
		if err != nil {
			return err
		}
		if err := enc.Encode(d); err != nil {
			return err
		}
	}
	return w.Flush()
}

// openInput opens path for reading, or standard input for "-".
func (a *app) openInput(path string) (io.Reader, func(), error) {
	if path == "-" {
		return a.stdin, func() {}, nil
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, cairn.Invalid("file", "%v", err)
	}
	return f, func() { f.Close() }, nil
}

func (a *app) printCompactJSON(v any) error {
	enc := json.NewEncoder(a.stdout)
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}

func (a *app) correctionsSimilarCmd() *cobra.Command {
	var query, output, tenant string
	var limit int
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "similar --query Q [--output TEXT] [--limit 5] [--json]",
		Short: "Find stored corrections similar to a query and output",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if strings.TrimSpace(query+output) == "" {
				return cairn.Invalid("query", "required (--query and/or --output)")
			}
			if limit < 1 || limit > 100 {
				return cairn.Invalid("limit", "must be between 1 and 100, got %d", limit)
			}
			return a.withLearner(cmd.Context(), tenant, true, func(l *correction.Learner) error {
				ms, err := l.Memory.FindSimilar(cmd.Context(), query, output, limit)
				if err != nil {
					return err
				}
				for _, m := range ms {
					m.Correction = correctionJSON(m.Correction)
				}
				if asJSON {
					if ms == nil {
						ms = []*correction.CorrectionMatch{}
					}
					return a.printJSON(ms)
				}
				tw := tabwriter.NewWriter(a.stdout, 0, 4, 2, ' ', 0)
				fmt.Fprintln(tw, "ID\tSIMILARITY\tRELEVANCE\tORIGINAL\tCORRECTED")
				for _, m := range ms {
					fmt.Fprintf(tw, "%s\t%.3f\t%.3f\t%s\t%s\n", m.Correction.ID, m.Similarity, m.Relevance,
						truncate(m.Correction.OriginalOutput, 40), truncate(m.Correction.CorrectedOutput, 40))
				}
				return tw.Flush()
			})
		},
	}
	f := cmd.Flags()
	f.StringVar(&query, "query", "", "the new query")
	f.StringVar(&output, "output", "", "the new output")
	f.IntVar(&limit, "limit", correction.DefaultCandidates, "maximum matches")
	f.BoolVar(&asJSON, "json", false, "print JSON")
	tenantFlag(cmd, &tenant)
	return cmd
}

func (a *app) correctionsApplyCmd() *cobra.Command {
	var query, output, file, tenant string
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "apply --query Q (--output TEXT | --file FILE) [--json]",
		Short: "Apply learned corrections to an output and print the result",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if file != "" {
				r, closeFn, err := a.openInput(file)
				if err != nil {
					return err
				}
				b, err := io.ReadAll(r)
				closeFn()
				if err != nil {
					return cairn.Invalid("file", "%v", err)
				}
				output = string(b)
			}
			if output == "" {
				return cairn.Invalid("output", "required (--output TEXT or --file FILE)")
			}
			return a.withLearner(cmd.Context(), tenant, true, func(l *correction.Learner) error {
				res, err := l.Applier.Apply(cmd.Context(), query, output)
				if err != nil {
					a.logger.Warn("apply corrections; output unchanged", "error", err)
				}
				if asJSON {
					for _, m := range res.AppliedCorrections {
						m.Correction = correctionJSON(m.Correction)
					}
					res.Considered = nil
					return a.printJSON(res)
				}
				fmt.Fprint(a.stdout, res.ModifiedText)
				if !strings.HasSuffix(res.ModifiedText, "\n") {
					fmt.Fprintln(a.stdout)
				}
				for _, m := range res.AppliedCorrections {
					fmt.Fprintf(a.stderr, "applied %s (relevance %.2f)\n", m.Correction.ID, m.Relevance)
				}
				return nil
			})
		},
	}
	f := cmd.Flags()
	f.StringVar(&query, "query", "", "the query the output answers")
	f.StringVar(&output, "output", "", "the output to correct")
	f.StringVar(&file, "file", "", "read the output from FILE (- for stdin)")
	f.BoolVar(&asJSON, "json", false, "print JSON with the applied corrections")
	tenantFlag(cmd, &tenant)
	return cmd
}

func (a *app) correctionsExportCmd() *cobra.Command {
	var output, tenant string
	cmd := &cobra.Command{
		Use:   "export [--output FILE]",
		Short: "Export corrections as JSON Lines (without embeddings)",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return a.withLearner(cmd.Context(), tenant, false, func(l *correction.Learner) error {
				w := a.stdout
				var f *os.File
				if output != "" {
					var err error
					if f, err = os.OpenFile(output, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o600); err != nil {
						return cairn.Invalid("output", "%v", err)
					}
					w = f
				}
				bw := bufio.NewWriter(w)
				enc := json.NewEncoder(bw)
				enc.SetEscapeHTML(false)
				n := 0
				err := l.Memory.Store.Each(cmd.Context(), func(c *correction.Correction) error {
					n++
					return enc.Encode(correctionJSON(c))
				})
				if err == nil {
					err = bw.Flush()
				}
				if f != nil {
					if cerr := f.Close(); err == nil {
						err = cerr
					}
				}
				if err == nil && output != "" {
					fmt.Fprintf(a.stderr, "exported %d corrections to %s\n", n, output)
				}
				return err
			})
		},
	}
	cmd.Flags().StringVarP(&output, "output", "o", "", "write to FILE (mode 0600) instead of standard output")
	tenantFlag(cmd, &tenant)
	return cmd
}

func (a *app) correctionsImportCmd() *cobra.Command {
	var tenant string
	cmd := &cobra.Command{
		Use:   "import FILE",
		Short: "Import corrections from JSON Lines (- for stdin); existing ids are skipped",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			r, closeFn, err := a.openInput(args[0])
			if err != nil {
				return err
			}
			defer closeFn()
			cs, err := correction.ReadInputs(r)
			if err != nil {
				return fmt.Errorf("%s: %w", args[0], err)
			}
			return a.withLearner(cmd.Context(), tenant, false, func(l *correction.Learner) error {
				n, err := correction.Import(cmd.Context(), l.Memory, cs)
				if err != nil {
					return err
				}
				fmt.Fprintf(a.stderr, "imported %d corrections (%d skipped: id exists)\n", n, len(cs)-n)
				return nil
			})
		},
	}
	tenantFlag(cmd, &tenant)
	return cmd
}
