package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/correction"
)

func (a *app) correctionsApplyCmd() *cobra.Command {
	var query, output, file, tenant, mode string
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "apply --query Q (--output TEXT | --file FILE) [--apply suggest] [--json]",
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
			m := a.cfg.Corrections.applyMode()
			if mode != "" {
				var err error
				if m, err = correction.ParseApplyMode("apply", mode); err != nil {
					return err
				}
			}
			return a.withLearner(cmd.Context(), tenant, readStore, true, func(l *correction.Learner) error {
				res, err := l.Applier.ApplyWith(cmd.Context(), query, output, correction.ApplyOptions{Mode: m})
				if err != nil {
					a.logger.Warn("apply corrections; output unchanged", "error", err)
				}
				if asJSON {
					for _, m := range res.AppliedCorrections {
						m.Correction = correctionJSON(m.Correction)
					}
					for _, m := range res.Suggested {
						m.Correction = correctionJSON(m.Correction)
					}
					res.Considered = nil
					// The edits, ready for learn --edits with the user's reply.
					return a.printJSON(struct {
						*correction.ApplyResult
						Edits []correction.TurnEdit `json:"edits,omitempty"`
					}{res, res.Edits()})
				}
				fmt.Fprint(a.stdout, res.ModifiedText)
				if !strings.HasSuffix(res.ModifiedText, "\n") {
					fmt.Fprintln(a.stdout)
				}
				for _, m := range res.AppliedCorrections {
					fmt.Fprintf(a.stderr, "applied %s (relevance %.2f)\n", m.Correction.ID, m.Relevance)
				}
				if res.Mode == correction.ApplySuggest {
					for _, m := range res.Suggested {
						if m.Withheld {
							fmt.Fprintf(a.stderr, "would apply %s (relevance %.2f): %s\n", m.Correction.ID, m.Relevance, m.Why)
						}
					}
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
	f.StringVar(&mode, "apply", "", `"rewrite" or "suggest" (print the output unchanged and what would be applied); default: corrections.apply`)
	tenantFlag(cmd, &tenant)
	return cmd
}
