package storetest

import (
	"context"
	"testing"

	"github.com/cairnhq/cairn/judgment"
	"github.com/cairnhq/cairn/review"
)

// RunReviewDecisions runs the conformance suite for review decisions, which
// are judgments (review.Record: product = the suite), on a judgment.Store.
// open returns a fresh, empty store; tenant is the tenant to open
// (cairn.DefaultTenant for single-tenant engines).
func RunReviewDecisions(t *testing.T, tenant func() string, open func(t *testing.T, tenant string) judgment.Store) {
	t.Helper()
	tests := []struct {
		name string
		fn   func(t *testing.T, m *judgment.Manager)
	}{
		{"SameDiffTwoSuites", testReviewTwoSuites},
		{"LegacyRecordKeptForItsSuite", testReviewLegacyRecord},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tt.fn(t, judgment.NewManager(open(t, tenant())))
		})
	}
}

// reviewed is a diff as two projects both have it, and its review.
var (
	reviewedDiff   = review.Diff{Test: "report/summary.md", Source: "booktest", Expected: "total 3\n", Actual: "total 4\n"}
	reviewedResult = review.Result{Category: review.Unsure, CategoryName: "UNSURE", Confidence: 0.5, Summary: "a number changed", Reviewer: "offline"}
)

// decisionsOf returns the decided review judgments of suite.
func decisionsOf(t *testing.T, m *judgment.Manager, suite string) []*judgment.Judgment {
	t.Helper()
	js, err := review.Decisions(context.Background(), m, suite)
	if err != nil {
		t.Fatalf("Decisions(%q): %v", suite, err)
	}
	return js
}

func record(t *testing.T, m *judgment.Manager, suite string, d judgment.Decision, reason string) string {
	t.Helper()
	id, err := review.Record(context.Background(), m, suite, reviewedDiff, reviewedResult, d, reason)
	if err != nil {
		t.Fatalf("Record(%q): %v", suite, err)
	}
	return id
}

func checkDecision(t *testing.T, what string, js []*judgment.Judgment, suite string, d judgment.Decision, reason string) {
	t.Helper()
	if len(js) != 1 {
		t.Fatalf("%s: %d decisions of suite %q, want 1: %+v", what, len(js), suite, js)
	}
	if j := js[0]; j.Product != suite || j.UserDecision != d || j.UserReasoning != reason {
		t.Fatalf("%s: decision %+v, want suite %q, %s, reason %q", what, j, suite, d, reason)
	}
}

// testReviewTwoSuites reviews the same test with the same diff in two
// suites: each keeps its own decision and reason.
func testReviewTwoSuites(t *testing.T, m *judgment.Manager) {
	a := record(t, m, "project-a", review.HumanReject, "totals must not move")
	b := record(t, m, "project-b", review.HumanAccept, "the new total is right")
	if a == b {
		t.Fatalf("both suites recorded change id %q", a)
	}
	checkDecision(t, "first suite", decisionsOf(t, m, "project-a"), "project-a", review.HumanReject, "totals must not move")
	checkDecision(t, "second suite", decisionsOf(t, m, "project-b"), "project-b", review.HumanAccept, "the new total is right")
	if all := decisionsOf(t, m, ""); len(all) != 2 {
		t.Fatalf("every suite: %d decisions, want 2", len(all))
	}

	// A new decision in one suite replaces that suite's only.
	if id := record(t, m, "project-a", review.HumanAccept, "fine after all"); id != a {
		t.Fatalf("second decision in project-a recorded as %q, want %q", id, a)
	}
	checkDecision(t, "first suite decided again", decisionsOf(t, m, "project-a"), "project-a", review.HumanAccept, "fine after all")
	checkDecision(t, "second suite after the first decided again", decisionsOf(t, m, "project-b"), "project-b", review.HumanAccept, "the new total is right")
}

// testReviewLegacyRecord stores a decision as cairn recorded it before the
// suite was part of the change id ("source:test@hash", as a JSON engine file
// keeps it): its suite goes on deciding on that record; another suite gets
// a record of its own and leaves it alone.
func testReviewLegacyRecord(t *testing.T, m *judgment.Manager) {
	ctx := context.Background()
	j := review.NewJudgment("project-a", reviewedDiff, reviewedResult)
	legacy := reviewedDiff.Source + ":" + reviewedDiff.Test + "@" + reviewedDiff.Hash()[:16]
	j.ChangeID = legacy
	if _, err := m.Add(ctx, j); err != nil {
		t.Fatal(err)
	}
	if _, err := m.RecordUserDecision(ctx, legacy, review.HumanReject, "old reason"); err != nil {
		t.Fatal(err)
	}
	if id := record(t, m, "project-a", review.HumanAccept, "new reason"); id != legacy {
		t.Fatalf("project-a recorded %q, want its existing record %q", id, legacy)
	}
	checkDecision(t, "legacy suite", decisionsOf(t, m, "project-a"), "project-a", review.HumanAccept, "new reason")
	if id := record(t, m, "project-b", review.HumanReject, "b"); id == legacy {
		t.Fatalf("project-b took over project-a's record %q", id)
	}
	checkDecision(t, "legacy suite after another suite decided", decisionsOf(t, m, "project-a"), "project-a", review.HumanAccept, "new reason")
	checkDecision(t, "other suite", decisionsOf(t, m, "project-b"), "project-b", review.HumanReject, "b")
}
