package review_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"

	"github.com/cairnhq/cairn/review"
)

func ExampleOffline() {
	d := review.Diff{Test: "books/test/report.md",
		Expected: "generated 2024-01-02T03:04:05Z in 41ms\ntotal: 12\n",
		Actual:   "generated 2024-03-09T10:11:12Z in 38ms\ntotal: 12\n"}
	r, _ := review.Offline{}.Review(context.Background(), d)
	fmt.Println(r.CategoryName, r.Confidence, review.DefaultPolicy().Decide(d, r))
	// Output: ACCEPT 0.97 accept
}

// Review two directories of golden files, store the results beside them,
// and apply the confident accepts.
func ExampleRunner() {
	dir, _ := os.MkdirTemp("", "review")
	defer os.RemoveAll(dir)
	exp, act := filepath.Join(dir, "golden"), filepath.Join(dir, "out")
	os.MkdirAll(exp, 0o755)
	os.MkdirAll(act, 0o755)
	os.WriteFile(filepath.Join(exp, "report.txt"), []byte("PASS (0.31s)\n"), 0o644)
	os.WriteFile(filepath.Join(act, "report.txt"), []byte("PASS (0.12s)\n"), 0o644)
	os.WriteFile(filepath.Join(exp, "sum.txt"), []byte("sum: 4\n"), 0o644)
	os.WriteFile(filepath.Join(act, "sum.txt"), []byte("panic: integer divide by zero\n"), 0o644)

	src := review.Dirs{Expected: exp, Actual: act}
	diffs, _ := src.Diffs(context.Background())
	items, _ := review.Runner{Reviewer: review.Offline{}, Policy: review.DefaultPolicy(), Store: true}.Run(context.Background(), diffs)
	for _, it := range items {
		fmt.Printf("%s: %s %s\n", it.Diff.Test, it.Result.CategoryName, it.Decision)
		if it.Decision == review.DecisionAccept {
			src.Accept(it.Diff)
		}
	}
	// Output:
	// report.txt: ACCEPT accept
	// sum.txt: FAIL reject
}
