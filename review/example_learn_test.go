package review_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/judgment"
	"github.com/cairnhq/cairn/review"
	"github.com/cairnhq/cairn/sqlite"
)

// A person overrides the offline reviewer on a reordering; the next review
// of the suite is calibrated by that decision, and the stats count it.
func ExampleRecord() {
	ctx := context.Background()
	dir, _ := os.MkdirTemp("", "cairn-example")
	defer os.RemoveAll(dir)
	db := sqlite.NewDB(filepath.Join(dir, "cairn.db"))
	if err := db.Open(ctx); err != nil {
		fmt.Println(err)
		return
	}
	defer db.Close()
	m := judgment.NewManager(db.Judgments(cairn.DefaultTenant))

	d := review.Diff{Test: "api::list", Source: "dirs", Expected: "a\nb\n", Actual: "b\na\n"}
	r, _ := review.Offline{}.Review(ctx, d)
	fmt.Println("AI:", r.CategoryName, r.Confidence)
	_, _ = review.Record(ctx, m, "api", d, r, review.HumanReject, "order is the contract")

	js, _ := review.Decisions(ctx, m, "api")
	next := review.Calibrate(js).Adjust(r)
	fmt.Println("calibrated:", next.Confidence)
	st := review.ComputeStats("api", js, review.DefaultPolicy())
	fmt.Printf("agreed %d of %d\n", st.Agreed, st.Decided)
	// Output:
	// AI: RECOMMEND ACCEPT 0.85
	// calibrated: 0.68
	// agreed 0 of 1
}
