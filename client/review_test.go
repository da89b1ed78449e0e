package client_test

import (
	"context"
	"testing"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/client"
	"github.com/cairnhq/cairn/review"
)

// TestReview reviews a diff, records a person's decision against it and
// reads the agreement back: the overturned rule's confidence drops.
func TestReview(t *testing.T) {
	s := mustOpenServer(t)
	c := newClient(t, s.URL())
	ctx := context.Background()
	diff := client.Diff{
		Test:     "test/api.py::test_user",
		Purpose:  "GET /users/42 returns the user",
		Expected: "{\"id\": 42, \"created\": \"2024-01-02T03:04:05Z\"}\n",
		Actual:   "{\"id\": 42, \"created\": \"2025-06-07T08:09:10Z\"}\n",
		Suite:    "web",
	}
	res, err := c.Review(ctx, diff)
	if err != nil {
		t.Fatal(err)
	}
	if res.Category != review.Accept || res.CategoryName != "ACCEPT" || res.Rule != "volatile" || res.Decision != review.DecisionAccept || res.Hash == "" {
		t.Fatalf("Review=%+v", res)
	}

	rec, err := c.RecordReviewDecision(ctx, client.ReviewDecision{
		Suite: "web", Test: diff.Test, Expected: diff.Expected, Actual: diff.Actual,
		Result: res.Result, Decision: "reject", Reason: "the creation time is part of the contract",
	})
	if err != nil {
		t.Fatal(err)
	}
	if !rec.WasCorrected || rec.ChangeID == "" {
		t.Fatalf("RecordReviewDecision=%+v", rec)
	}
	// Recording it again replaces the decision (so it is retried).
	if _, err := c.RecordReviewDecision(ctx, client.ReviewDecision{
		Suite: "web", Test: diff.Test, Expected: diff.Expected, Actual: diff.Actual,
		Result: res.Result, Decision: "reject",
	}); err != nil {
		t.Fatal(err)
	}

	st, err := c.ReviewStats(ctx, "web")
	if err != nil {
		t.Fatal(err)
	}
	if st.Suite != "web" || st.Decided != 1 || st.Agreed != 0 || st.Rules["volatile"].Decided != 1 || st.Rules["volatile"].Upheld != 0 {
		t.Fatalf("ReviewStats=%+v", st)
	}
	if _, err := c.RecordReviewDecision(ctx, client.ReviewDecision{
		Suite: "cli", Test: "t::help", Expected: "usage\n", Actual: "usage\n", Result: review.Result{Category: review.Accept, Confidence: 0.98}, Decision: "accept",
	}); err != nil {
		t.Fatal(err)
	}
	if all, err := c.ReviewStats(ctx, ""); err != nil || all.Decided != 2 || all.Agreed != 1 {
		t.Fatalf("ReviewStats(\"\")=%+v, %v; want both suites' decisions", all, err)
	}

	again, err := c.Review(ctx, diff)
	if err != nil {
		t.Fatal(err)
	}
	if again.Confidence >= res.Confidence || again.Decision != review.DecisionHuman {
		t.Fatalf("after an overturn: confidence %v (was %v), decision %s; want lower, human", again.Confidence, res.Confidence, again.Decision)
	}

	_, err = c.RecordReviewDecision(ctx, client.ReviewDecision{Suite: "web", Test: "t", Expected: "a", Actual: "b", Result: review.Result{Category: 9, Confidence: 0.5}, Decision: "accept"})
	wantCode(t, err, cairn.EINVALID, "result.category")
	_, err = c.RecordReviewDecision(ctx, client.ReviewDecision{Suite: "web", Test: "t", Expected: "a", Actual: "b", Result: review.Result{Category: 4, Confidence: 0.5}, Decision: "maybe"})
	wantCode(t, err, cairn.EINVALID, "decision")
}
