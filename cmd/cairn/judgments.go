package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"os"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"
	"golang.org/x/term"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/jsonfile"
	"github.com/cairnhq/cairn/judgment"
)

func (a *app) judgmentsCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:     "judgments",
		Aliases: []string{"judgment", "j"},
		Short:   "Record AI judgments and overrides; get few-shot history",
		Long: `Judgments are AI decisions (INCLUDE, EXCLUDE, UNCERTAIN) about changes, per
product, and the human decisions that override them. "history" selects the
best few-shot history for the next prompt: newest corrections first (75% of
the slots by default), newest confirmations for the rest.`,
	}
	cmd.AddCommand(
		a.judgmentsAddCmd(), a.judgmentsOverrideCmd(), a.judgmentsGetCmd(),
		a.judgmentsHistoryCmd(), a.judgmentsStatsCmd(), a.judgmentsClearCmd(),
		a.judgmentsImportCmd(), a.judgmentsExportCmd(),
	)
	return cmd
}

// withManager opens the stores and runs fn with the default tenant's
// judgment manager (the CLI is an admin tool of the embedded setup; use
// --tenant to act as another tenant).
func (a *app) withManager(ctx context.Context, tenant string, fn func(*judgment.Manager) error) error {
	if err := cairn.ValidateTenant(tenant); err != nil {
		return err
	}
	return a.withStores(ctx, func(s *stores) error {
		st := s.judgments(tenant)
		if st == nil {
			return cairn.Invalid("tenant", "the JSON store has the single tenant %q", cairn.DefaultTenant)
		}
		return fn(judgment.NewManager(st))
	})
}

func tenantFlag(cmd *cobra.Command, dst *string) {
	cmd.Flags().StringVar(dst, "tenant", cairn.DefaultTenant, "tenant to act as")
}

func (a *app) judgmentsAddCmd() *cobra.Command {
	var (
		j                       judgment.Judgment
		decision, ts, tenant    string
		userDecision, userReasn string
	)
	cmd := &cobra.Command{
		Use:   "add --product P --change-id ID --decision D --reasoning TEXT",
		Short: "Record an AI judgment",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			d, err := judgment.ParseDecision(decision)
			if err != nil {
				return err
			}
			j.Decision = d
			if userDecision != "" {
				ud, err := judgment.ParseDecision(userDecision)
				if err != nil {
					return cairn.Invalid("user-decision", "%q is not one of INCLUDE, EXCLUDE, UNCERTAIN", userDecision)
				}
				j.UserDecision, j.UserReasoning = ud, userReasn
			}
			if ts != "" {
				t, err := time.Parse(time.RFC3339Nano, ts)
				if err != nil {
					return cairn.Invalid("timestamp", "%q is not RFC 3339 (like 2024-11-15T10:30:00Z)", ts)
				}
				j.Timestamp = t.UTC()
			}
			if j.ChangeID == "" {
				return cairn.Invalid("change-id", "required (--change-id)")
			}
			if j.Product == "" {
				return cairn.Invalid("product", "required (--product)")
			}
			return a.withManager(cmd.Context(), tenant, func(m *judgment.Manager) error {
				stored, err := m.Add(cmd.Context(), &j)
				if err != nil {
					return err
				}
				if stored {
					fmt.Fprintf(a.stderr, "recorded %s (%s) for %q\n", j.ChangeID, j.Decision, j.Product)
				} else {
					fmt.Fprintf(a.stderr, "kept existing corrected judgment %s: its final decision already equals %s\n", j.ChangeID, j.FinalDecision())
				}
				return nil
			})
		},
	}
	f := cmd.Flags()
	f.StringVar(&j.Product, "product", "", "product the change was judged for (required)")
	f.StringVar(&j.ChangeID, "change-id", "", "change identifier, e.g. github.com/owner/repo#123 (required)")
	f.StringVar(&decision, "decision", "", "AI decision: INCLUDE, EXCLUDE or UNCERTAIN (required)")
	f.StringVar(&j.Reasoning, "reasoning", "", "AI reasoning")
	f.StringVar(&ts, "timestamp", "", "when the judgment was made, RFC 3339 (default now)")
	f.StringVar(&j.URL, "url", "", "link to the change")
	f.StringVar(&j.Description, "description", "", "description of the change")
	f.StringVar(&j.AIProvider, "ai-provider", "", "model or provider that judged")
	f.StringVar(&userDecision, "user-decision", "", "a human decision already known")
	f.StringVar(&userReasn, "user-reasoning", "", "the human's reasoning")
	tenantFlag(cmd, &tenant)
	return cmd
}

func (a *app) judgmentsOverrideCmd() *cobra.Command {
	var decision, reasoning, tenant string
	cmd := &cobra.Command{
		Use:   "override CHANGE_ID --decision D [--reasoning TEXT]",
		Short: "Record a human decision on a judgment",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			d, err := judgment.ParseDecision(decision)
			if err != nil {
				return err
			}
			return a.withManager(cmd.Context(), tenant, func(m *judgment.Manager) error {
				found, err := m.RecordUserDecision(cmd.Context(), args[0], d, reasoning)
				if err != nil {
					return err
				}
				if !found {
					return cairn.NotFound("judgment", args[0])
				}
				j, err := m.Get(cmd.Context(), args[0])
				if err != nil {
					return err
				}
				if j.WasCorrected() {
					fmt.Fprintf(a.stderr, "recorded correction of %s: AI said %s, user says %s\n", j.ChangeID, j.Decision, j.UserDecision)
				} else {
					fmt.Fprintf(a.stderr, "recorded confirmation of %s (%s)\n", j.ChangeID, j.Decision)
				}
				return nil
			})
		},
	}
	cmd.Flags().StringVar(&decision, "decision", "", "the human decision: INCLUDE, EXCLUDE or UNCERTAIN (required)")
	cmd.Flags().StringVar(&reasoning, "reasoning", "", "why")
	tenantFlag(cmd, &tenant)
	return cmd
}

// judgmentOut is a judgment as the CLI prints it in JSON: the ai_cache.json
// fields plus was_corrected.
func judgmentOut(j *judgment.Judgment) map[string]any {
	b, _ := json.Marshal(j)
	var m map[string]any
	_ = json.Unmarshal(b, &m)
	m["was_corrected"] = j.WasCorrected()
	return m
}

func (a *app) printJSON(v any) error {
	enc := json.NewEncoder(a.stdout)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

func (a *app) judgmentsGetCmd() *cobra.Command {
	var asJSON bool
	var tenant string
	cmd := &cobra.Command{
		Use:   "get CHANGE_ID [--json]",
		Short: "Show one judgment",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return a.withManager(cmd.Context(), tenant, func(m *judgment.Manager) error {
				j, err := m.Get(cmd.Context(), args[0])
				if err != nil {
					return err
				}
				if asJSON {
					return a.printJSON(judgmentOut(j))
				}
				tw := tabwriter.NewWriter(a.stdout, 0, 4, 2, ' ', 0)
				row := func(k, v string) {
					if v != "" {
						fmt.Fprintf(tw, "%s\t%s\n", k, v)
					}
				}
				row("change_id:", j.ChangeID)
				row("product:", j.Product)
				row("decision:", string(j.Decision))
				row("reasoning:", j.Reasoning)
				row("user_decision:", string(j.UserDecision))
				row("user_reasoning:", j.UserReasoning)
				row("was_corrected:", fmt.Sprint(j.WasCorrected()))
				row("url:", j.URL)
				row("description:", j.Description)
				row("ai_provider:", j.AIProvider)
				row("timestamp:", j.Timestamp.Format(time.RFC3339Nano))
				return tw.Flush()
			})
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	tenantFlag(cmd, &tenant)
	return cmd
}

func (a *app) judgmentsHistoryCmd() *cobra.Command {
	var (
		product       string
		maxEntries    int
		ratio         float64
		asJSON, asTxt bool
		tenant        string
	)
	cmd := &cobra.Command{
		Use:   "history --product P [--max 20] [--ratio 0.75] [--json | --prompt]",
		Short: "Select the few-shot history for the next prompt",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if product == "" {
				return cairn.Invalid("product", "required (--product)")
			}
			if maxEntries < 0 {
				return cairn.Invalid("max", "must not be negative, got %d", maxEntries)
			}
			if math.IsNaN(ratio) || ratio < 0 || ratio > 1 {
				return cairn.Invalid("ratio", "must be between 0 and 1, got %v", ratio)
			}
			if asJSON && asTxt {
				return cairn.Invalid("json", "--json and --prompt are exclusive")
			}
			return a.withManager(cmd.Context(), tenant, func(m *judgment.Manager) error {
				h, err := m.HistoryForPrompt(cmd.Context(), product, maxEntries, ratio)
				if err != nil {
					return err
				}
				switch {
				case asJSON:
					out := make([]map[string]any, len(h))
					for i, j := range h {
						out[i] = judgmentOut(j)
					}
					return a.printJSON(out)
				case asTxt:
					_, err := fmt.Fprintln(a.stdout, judgment.RenderPrompt(h))
					return err
				}
				if len(h) == 0 {
					fmt.Fprintf(a.stderr, "no judgments for %q yet\n", product)
					return nil
				}
				tw := tabwriter.NewWriter(a.stdout, 0, 4, 2, ' ', 0)
				fmt.Fprintln(tw, "#\tKIND\tCHANGE\tAI\tUSER\tTIMESTAMP")
				for i, j := range h {
					kind := "confirmed"
					if j.WasCorrected() {
						kind = "corrected"
					} else if j.UserDecision == "" {
						kind = "unreviewed"
					}
					fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%s\t%s\n", i+1, kind, j.ChangeID, j.Decision, j.UserDecision, j.Timestamp.Format(time.RFC3339))
				}
				return tw.Flush()
			})
		},
	}
	f := cmd.Flags()
	f.StringVar(&product, "product", "", "product to select history for (required)")
	f.IntVar(&maxEntries, "max", judgment.DefaultMaxEntries, "maximum entries")
	f.Float64Var(&ratio, "ratio", judgment.DefaultCorrectionRatio, "share of slots for corrections, 0..1")
	f.BoolVar(&asJSON, "json", false, "print the selected judgments as a JSON array")
	f.BoolVar(&asTxt, "prompt", false, "print the rendered prompt block")
	tenantFlag(cmd, &tenant)
	return cmd
}

func (a *app) judgmentsStatsCmd() *cobra.Command {
	var product, tenant string
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "stats [--product P] [--json]",
		Short: "Show judgment statistics",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return a.withManager(cmd.Context(), tenant, func(m *judgment.Manager) error {
				st, err := m.Stats(cmd.Context(), product)
				if err != nil {
					return err
				}
				if asJSON {
					return a.printJSON(st)
				}
				tw := tabwriter.NewWriter(a.stdout, 0, 4, 2, ' ', 0)
				fmt.Fprintf(tw, "total_judgments:\t%d\n", st.TotalJudgments)
				fmt.Fprintf(tw, "corrected_count:\t%d\n", st.CorrectedCount)
				fmt.Fprintf(tw, "correct_count:\t%d\n", st.CorrectCount)
				fmt.Fprintf(tw, "correction_rate:\t%.2f\n", st.CorrectionRate)
				fmt.Fprintf(tw, "products:\t%s\n", strings.Join(st.Products, ", "))
				if st.Oldest != nil {
					fmt.Fprintf(tw, "oldest_judgment:\t%s\n", st.Oldest.Format(time.RFC3339))
					fmt.Fprintf(tw, "newest_judgment:\t%s\n", st.Newest.Format(time.RFC3339))
				}
				return tw.Flush()
			})
		},
	}
	cmd.Flags().StringVar(&product, "product", "", "only this product")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON with the seed's keys")
	tenantFlag(cmd, &tenant)
	return cmd
}

func (a *app) judgmentsClearCmd() *cobra.Command {
	var product, tenant string
	cmd := &cobra.Command{
		Use:   "clear --product P",
		Short: "Delete every judgment of a product",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if product == "" {
				return cairn.Invalid("product", "required (--product)")
			}
			return a.withManager(cmd.Context(), tenant, func(m *judgment.Manager) error {
				n, err := m.ClearProduct(cmd.Context(), product)
				if err != nil {
					return err
				}
				fmt.Fprintf(a.stderr, "deleted %d judgments of %q\n", n, product)
				return nil
			})
		},
	}
	cmd.Flags().StringVar(&product, "product", "", "product whose judgments to delete (required)")
	tenantFlag(cmd, &tenant)
	return cmd
}

// importBatch is how many judgments one import transaction writes.
const importBatch = 1000

func (a *app) judgmentsImportCmd() *cobra.Command {
	var tenant string
	cmd := &cobra.Command{
		Use:   "import FILE",
		Short: "Import an ai_cache.json (iptax format); - reads standard input",
		Long: `Import judgments from an ai_cache.json file ({"cache_version": "1.0",
"judgments": {change_id: {...}}}). The whole file is validated before anything
is written. Existing judgments follow the add rule: one with a user decision is
kept when the imported final decision equals its final decision.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			var r io.Reader = a.stdin
			if args[0] != "-" {
				f, err := os.Open(args[0])
				if err != nil {
					return cairn.Invalid("file", "%v", err)
				}
				defer f.Close()
				r = f
			}
			cache, err := jsonfile.Decode(r)
			if err != nil {
				return err
			}
			js := cache.Judgments
			for _, j := range js {
				if err := j.Validate(); err != nil {
					return fmt.Errorf("judgment %q: %w", j.ChangeID, err)
				}
			}
			return a.withManager(cmd.Context(), tenant, func(m *judgment.Manager) error {
				progress := a.progress("importing", len(js))
				stored := 0
				for i := 0; i < len(js); i += importBatch {
					end := min(i+importBatch, len(js))
					n, err := m.AddAll(cmd.Context(), js[i:end])
					if err != nil {
						return fmt.Errorf("import after %d of %d judgments: %w", i, len(js), err)
					}
					stored += n
					progress(end)
				}
				fmt.Fprintf(a.stderr, "imported %d judgments (%d stored, %d kept existing)\n", len(js), stored, len(js)-stored)
				return nil
			})
		},
	}
	tenantFlag(cmd, &tenant)
	return cmd
}

func (a *app) judgmentsExportCmd() *cobra.Command {
	var product, tenant, output string
	cmd := &cobra.Command{
		Use:   "export [--product P] [--output FILE]",
		Short: "Export judgments as an ai_cache.json (iptax format)",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return a.withManager(cmd.Context(), tenant, func(m *judgment.Manager) error {
				var js []*judgment.Judgment
				if err := m.Store.Each(cmd.Context(), product, func(j *judgment.Judgment) error {
					js = append(js, j)
					return nil
				}); err != nil {
					return err
				}
				cache := &jsonfile.Cache{Version: jsonfile.CacheVersion, Judgments: js}
				if output == "" {
					return jsonfile.Encode(a.stdout, cache)
				}
				return jsonfile.WriteFile(output, cache)
			})
		},
	}
	cmd.Flags().StringVar(&product, "product", "", "only this product")
	cmd.Flags().StringVarP(&output, "output", "o", "", "write to FILE atomically (mode 0600) instead of standard output")
	tenantFlag(cmd, &tenant)
	return cmd
}

// progress returns a function reporting done of total on a terminal's
// standard error; it does nothing when standard error is not a terminal.
func (a *app) progress(what string, total int) func(done int) {
	f, ok := a.stderr.(*os.File)
	if !ok || !term.IsTerminal(int(f.Fd())) || total < importBatch {
		return func(int) {}
	}
	return func(done int) {
		fmt.Fprintf(f, "\r%s %d/%d (%d%%)", what, done, total, done*100/total)
		if done >= total {
			fmt.Fprintln(f)
		}
	}
}
