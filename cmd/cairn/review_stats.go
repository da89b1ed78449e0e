package main

import (
	"fmt"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/review"
)

func (a *app) reviewStatsCmd() *cobra.Command {
	var suite, tenant string
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "stats [--suite S] [--json]",
		Short: "How often people agreed with the AI's reviews: per category and week, calibration, auto-decision precision",
		Long: `Reads the decisions people made in "cairn review -i" (recorded as judgments)
and shows, per category, how often they followed the AI's recommendation,
overall and per week (weeks start on Monday, UTC); calibration: for the
confidence buckets 0.5-1.0, the share of results people upheld; and the
precision of the automatic decisions the review: thresholds produce (how
often people upheld the results the policy would accept or reject without
them). UNSURE recommends nothing: it counts decisions but no agreement.
Without --suite, every suite.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			pol, err := a.cfg.Review.policy()
			if err != nil {
				return err
			}
			if err := cairn.ValidateTenant(tenant); err != nil {
				return err
			}
			return a.withStoresAccess(cmd.Context(), readStore, func(s *stores) error {
				w := a.wire(s)
				svc, _, err := w.review(reviewOptions{policy: pol, tolerance: a.cfg.Review.Tolerance})
				if err != nil {
					return err
				}
				svc.Judgments = w.judgments()
				st, err := svc.Stats(cmd.Context(), tenant, suite)
				if err != nil {
					return err
				}
				if asJSON {
					return a.printJSON(st)
				}
				return writeReviewStats(a, st)
			})
		},
	}
	cmd.Flags().StringVar(&suite, "suite", "", "only this suite")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	tenantFlag(cmd, &tenant)
	return cmd
}

func writeReviewStats(a *app, st review.Stats) error {
	w := a.stdout
	fmt.Fprintf(w, "%d decision(s) on recommendations, %d agreed (%.0f%%)\n\n", st.Decided, st.Agreed, 100*st.Agreement)
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "CATEGORY\tDECIDED\tACCEPTED\tREJECTED\tAGREED\tAGREEMENT")
	for _, c := range st.Categories {
		agr := "-"
		if c.Category != int(review.Unsure) && c.Decided > 0 {
			agr = fmt.Sprintf("%.0f%%", 100*c.Agreement)
		}
		fmt.Fprintf(tw, "%s\t%d\t%d\t%d\t%d\t%s\n", c.Name, c.Decided, c.Accepted, c.Rejected, c.Agreed, agr)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintln(w, "\nWeekly agreement:")
	tw = tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	for _, c := range st.Categories {
		if c.Category == int(review.Unsure) {
			continue
		}
		for _, wk := range c.Weeks {
			fmt.Fprintf(tw, "  %s\t%s\t%d/%d\n", wk.Week, c.Name, wk.Agreed, wk.Decided)
		}
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintln(w, "\nCalibration (share of results people upheld):")
	for _, b := range st.Calibration {
		hi := ")"
		if b.High >= 1 {
			hi = "]"
		}
		rate := "-"
		if b.Decided > 0 {
			rate = fmt.Sprintf("%.0f%%", 100*b.Rate)
		}
		fmt.Fprintf(w, "  [%.1f, %.1f%s  %d/%d  %s\n", b.Low, b.High, hi, b.Upheld, b.Decided, rate)
	}
	fmt.Fprintf(w, "\nAuto-accept precision: %d/%d", st.AutoAccept.Upheld, st.AutoAccept.Decided)
	if st.AutoAccept.Decided > 0 {
		fmt.Fprintf(w, " (%.0f%%)", 100*st.AutoAccept.Precision)
	}
	fmt.Fprintf(w, "\nAuto-reject precision: %d/%d", st.AutoReject.Upheld, st.AutoReject.Decided)
	if st.AutoReject.Decided > 0 {
		fmt.Fprintf(w, " (%.0f%%)", 100*st.AutoReject.Precision)
	}
	_, err := fmt.Fprintln(w)
	return err
}
