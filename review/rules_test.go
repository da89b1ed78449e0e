package review_test

import (
	"context"
	"testing"

	"github.com/cairnhq/cairn/review"
)

// TestRuleClasses holds each class of change the offline rules must read
// right, with more than one wording per class.
func TestRuleClasses(t *testing.T) {
	for _, tc := range []struct {
		name      string
		d         review.Diff
		want      review.Category
		wantRule  string
		notAccept bool // only that it is never accepted automatically
	}{
		// a status word flipped from passing to failing
		{name: "test status ok to FAIL", d: review.Diff{Expected: "test_a ... ok\ntest_b ... ok\n", Actual: "test_a ... ok\ntest_b ... FAIL\n"}, want: review.Fail, wantRule: "status_failed"},
		{name: "check passed to failing", d: review.Diff{Expected: "lint: passed\nbuild: passed\n", Actual: "lint: passed\nbuild: failing\n"}, want: review.Fail},
		{name: "service healthy to timeout", d: review.Diff{Expected: "db ✓ 12ms\ncache ✓ 3ms\n", Actual: "db ✓ 14ms\ncache ✗ 3ms\n"}, want: review.Fail},
		{name: "status fixed", d: review.Diff{Expected: "test_a ... ok\ntest_b ... FAIL\n", Actual: "test_a ... ok\ntest_b ... ok\n"}, want: review.RecommendAccept},
		// metrics named in any case style
		{name: "val_loss up", d: review.Diff{Expected: "epoch 3\nval_loss: 0.312\n", Actual: "epoch 3\nval_loss: 0.388\n"}, want: review.RecommendFail, wantRule: "metric_drop"},
		{name: "trainAcc down", d: review.Diff{Expected: "trainAcc=0.91 lr=0.001\n", Actual: "trainAcc=0.84 lr=0.001\n"}, want: review.RecommendFail},
		{name: "error_rate down", d: review.Diff{Expected: "error_rate 0.12\n", Actual: "error_rate 0.07\n"}, want: review.RecommendAccept},
		{name: "f1 in a table down", d: review.Diff{Expected: "| name | value |\n| f1_weighted | 0.812 |\n", Actual: "| name | value |\n| f1_weighted | 0.744 |\n"}, want: review.RecommendFail, wantRule: "metric_drop"},
		{name: "loss and acc on one line", d: review.Diff{Expected: "step 10 loss 0.50 acc 0.80\n", Actual: "step 10 loss 0.40 acc 0.85\n"}, want: review.RecommendAccept},
		// status codes
		{name: "HTTP 200 to 500", d: review.Diff{Expected: "HTTP/1.1 200 OK\ncontent-type: json\n", Actual: "HTTP/1.1 500 Internal Server Error\ncontent-type: json\n"}, want: review.Fail},
		{name: "status field 200 to 503", d: review.Diff{Expected: `{"status": 200, "id": 4}` + "\n", Actual: `{"status": 503, "id": 4}` + "\n"}, want: review.Fail, wantRule: "status_code"},
		{name: "HTTP 200 to 404", d: review.Diff{Expected: "GET /users/4 -> status 200\n", Actual: "GET /users/4 -> status 404\n"}, want: review.RecommendFail},
		{name: "exit code 0 to 2", d: review.Diff{Expected: "$ tool run\ndone\nexit code 0\n", Actual: "$ tool run\ndone\nexit code 2\n"}, want: review.Fail},
		// booktest's metric lines and their ! marks
		{name: "booktest metric beyond tolerance", d: review.Diff{Expected: "# evaluation\n\nAccuracy: 0.973 (was 0.950, Δ+0.023)\n", Actual: "# evaluation\n\nAccuracy: 0.912 (was 0.973, Δ-0.061<0.020!)\n"}, want: review.RecommendFail, wantRule: "metric_beyond_tolerance"},
		{name: "booktest latency beyond tolerance", d: review.Diff{Expected: "latency: 120.000ms (baseline)\n", Actual: "latency: 180.000ms (was 120.000ms, Δ+60.000>5.000!ms)\n"}, want: review.RecommendFail},
		{name: "booktest metrics within tolerance", d: review.Diff{Expected: "F1: 0.951 (baseline)\nrows: 10\n", Actual: "F1: 0.955 (was 0.951, Δ+0.004)\nrows: 10\n"}, want: review.Accept, wantRule: "booktest_tolerance"},
		{name: "booktest metric improved beyond tolerance", d: review.Diff{Expected: "recall: 0.800 (baseline)\n", Actual: "recall: 0.900 (was 0.800, Δ+0.100>0.020!)\n"}, want: review.RecommendAccept},
		// JSON inside a text
		{name: "JSON reordered in markdown", d: review.Diff{Expected: "# payload\n\n```json\n{\n  \"id\": 42,\n  \"name\": \"Ada\"\n}\n```\n", Actual: "# payload\n\n```json\n{\n  \"name\": \"Ada\",\n  \"id\": 42\n}\n```\n"}, want: review.Accept, wantRule: "json_equal"},
		{name: "JSON array reordered in markdown", d: review.Diff{Expected: "rows:\n[1, 2, 3]\n", Actual: "rows:\n[3, 2, 1]\n"}, notAccept: true},
		{name: "JSON value changed in markdown", d: review.Diff{Expected: "```json\n{\"id\": 42, \"role\": \"admin\"}\n```\n", Actual: "```json\n{\"role\": \"user\", \"id\": 42}\n```\n"}, notAccept: true},
		// content-hash names are content, not volatile ids
		{name: "chart renamed by its hash", d: review.Diff{Expected: "![e39e7f41cec1349eca1ee14ea92be55bbc481440](test_chart/e39e7f41cec1349eca1ee14ea92be55bbc481440.png)\n", Actual: "![9e33b0eb7a0163161dddc73ff3931649801922b3](test_chart/9e33b0eb7a0163161dddc73ff3931649801922b3.png)\n"}, notAccept: true},
		{name: "blob with hash file name", d: review.Diff{Expected: "stored objects/4f2a9c1e7b.bin\n", Actual: "stored objects/9d81e0a3c5.bin\n"}, notAccept: true},
		{name: "commit id still volatile", d: review.Diff{Expected: "built from 4f2a9c1e7b\n", Actual: "built from 9d81e0a3c5\n"}, want: review.Accept, wantRule: "volatile"},
		// new snapshots are reviewed on their content
		{name: "new long snapshot", d: review.Diff{Status: review.StatusNew, Actual: "line 0\nline 1\nline 2\nline 3\nline 4\nline 5\nline 6\nline 7\n"}, want: review.RecommendAccept, wantRule: "new"},
		{name: "new snapshot with a traceback", d: review.Diff{Status: review.StatusNew, Actual: "Traceback (most recent call last):\n  File \"x.py\", line 1\nKeyError: 'x'\n"}, want: review.Fail, wantRule: "new_crash"},
		{name: "new snapshot with an error", d: review.Diff{Status: review.StatusNew, Actual: "$ tool --bad\nerror: unknown flag --bad\n"}, want: review.RecommendFail},
		{name: "grown from empty", d: review.Diff{Expected: "", Actual: "a\nb\nc\nd\ne\nf\ng\n"}, want: review.RecommendAccept, wantRule: "addition"},
		// a test its tool says failed
		{name: "booktest FAIL", d: review.Diff{Status: review.StatusFailed, Expected: "average: 20.0\n", Actual: "average: 20.0\n"}, want: review.Fail, wantRule: "test_failed"},
		// changed binary content
		{name: "binary asset changed", d: review.Diff{Expected: "# chart\n", Actual: "# chart\n", Assets: []review.Asset{{Name: "c/a.png", Expected: "aa", Actual: "bb", Binary: true}}}, want: review.Unsure, wantRule: "binary_changed"},
		{name: "binary asset changed and a timestamp", d: review.Diff{Expected: "at 2024-01-02T03:04:05Z\n", Actual: "at 2025-01-02T03:04:05Z\n", Assets: []review.Asset{{Name: "c/a.png", Expected: "aa", Binary: true}, {Name: "c/b.png", Actual: "bb", Binary: true}}}, want: review.Unsure},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tc.d.Test = "t"
			r, err := review.Offline{}.Review(context.Background(), tc.d)
			if err != nil {
				t.Fatal(err)
			}
			dec := review.DefaultPolicy().Decide(tc.d, r)
			if tc.notAccept {
				if r.Category == review.Accept || dec == review.DecisionAccept {
					t.Errorf("%s %.2f (%s) %s: accepted", r.CategoryName, r.Confidence, r.Rule, dec)
				}
				return
			}
			if r.Category != tc.want || (tc.wantRule != "" && r.Rule != tc.wantRule) {
				t.Errorf("%s %.2f rule %s (%s), want %s %s", r.CategoryName, r.Confidence, r.Rule, r.Summary, tc.want, tc.wantRule)
			}
		})
	}
}
