package review_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/cairnhq/cairn/internal/ctxtest"
	"github.com/cairnhq/cairn/review"
)

// A review whose context ends while its rules read the lines stops there
// and returns the context's error: a caller that has gone does not keep a
// core busy.
func TestOfflineReviewStopsWhenContextEnds(t *testing.T) {
	var exp, act strings.Builder
	for i := range 2000 {
		fmt.Fprintf(&exp, "row %d: took 12 ms at 2024-11-01 10:00:%02d\n", i, i%60)
		fmt.Fprintf(&act, "row %d: took 15 ms at 2024-11-02 11:00:%02d\n", i, i%60)
	}
	d := review.Diff{Test: "t", Expected: exp.String(), Actual: act.String()}
	// The context ends at the third check: the first is Review's own.
	ctx := ctxtest.NewCountdown(3)
	if _, err := (review.Offline{}).Review(ctx, d); !errors.Is(err, context.Canceled) {
		t.Fatalf("Review = %v, want context.Canceled", err)
	}
	if got, want := ctx.Calls(), 3; got != want {
		t.Fatalf("the context was checked %d times, want %d: the review went on after it ended", got, want)
	}
	// Not cancelled, the same diff is reviewed.
	if _, err := (review.Offline{}).Review(context.Background(), d); err != nil {
		t.Fatal(err)
	}
}
