package main

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/correction"
)

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
			cat, err := categoryFlag(category)
			if err != nil {
				return err
			}
			in.Category = cat
			in.Confidence, in.Severity, in.Literal = &confidence, &sev, &literal
			c, err := in.Correction()
			if err != nil {
				return flagNames(err)
			}
			return a.withLearner(cmd.Context(), tenant, writeStore, false, func(l *correction.Learner) error {
				if err := l.Memory.Save(cmd.Context(), c); err != nil {
					return err
				}
				fmt.Fprintln(a.stdout, c.ID)
				fmt.Fprintf(a.stderr, "added correction %s: %q -> %q\n", c.ID, truncate(c.OriginalOutput, 40), truncate(c.CorrectedOutput, 40))
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
	names := map[string]string{"original_output": "original", "corrected_output": "corrected", "session_id": "session"}
	if f := cairn.ErrorField(err); names[f] != "" {
		return cairn.Invalid(names[f], "%s", strings.TrimPrefix(cairn.ErrorMessage(err), f+": "))
	}
	return err
}
