package review_test

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/cairnhq/cairn/review"
)

// copyTree copies the fixture directory src into a new temporary
// directory and returns it.
func copyTree(t *testing.T, src string) string {
	t.Helper()
	dst := t.TempDir()
	err := filepath.WalkDir(src, func(p string, e fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		if e.IsDir() {
			return os.MkdirAll(filepath.Join(dst, rel), 0o755)
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dst, rel), b, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	return dst
}

// tree returns the files under dir and their content, but cairn's own
// .ai.json results and the files named in skip.
func tree(t *testing.T, dir string, skip ...string) map[string]string {
	t.Helper()
	out := map[string]string{}
	err := filepath.WalkDir(dir, func(p string, e fs.DirEntry, err error) error {
		if err != nil || e.IsDir() || strings.HasSuffix(p, ".ai.json") {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		for _, s := range skip {
			if filepath.ToSlash(rel) == s {
				return nil
			}
		}
		b, err := os.ReadFile(p)
		out[filepath.ToSlash(rel)] = string(b)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// cases reads cases.ndjson: name → the line's object.
func cases(t *testing.T, path string) map[string]map[string]any {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string]map[string]any{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var m map[string]any
		if err := json.Unmarshal(sc.Bytes(), &m); err != nil {
			t.Fatal(err)
		}
		out[m["name"].(string)] = m
	}
	return out
}

func byTest(t *testing.T, src review.Source) map[string]review.Diff {
	t.Helper()
	ds, err := src.Diffs(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]review.Diff{}
	for _, d := range ds {
		out[d.Test] = d
	}
	return out
}

// TestBooktestFixture reads a project booktest itself wrote (see
// testdata/booktest/README.md), and accepts its changes: the tree is then
// the one booktest's own freeze (booktest -w -a) left.
func TestBooktestFixture(t *testing.T) {
	dir := copyTree(t, "testdata/booktest/project")
	src := review.Booktest{Root: dir}
	ds := byTest(t, src)
	const p = "test/report_test.py::"
	var names []string
	for n := range ds {
		names = append(names, n)
	}
	sort.Strings(names)
	if got, want := strings.Join(names, " "), p+"test_chart "+p+"test_crash "+p+"test_json "+p+"test_metrics "+p+"test_new "+p+"test_time"; got != want {
		t.Fatalf("cases %s, want %s", got, want)
	}
	if d := ds[p+"test_crash"]; d.Status != review.StatusFailed || !strings.Contains(d.Actual, "ZeroDivisionError") {
		t.Errorf("the crash is not a failed case: %+v", d)
	}
	if d := ds[p+"test_new"]; d.Status != review.StatusNew || d.Expected != "" || d.Purpose != "Onboarding e-mail text." {
		t.Errorf("new case: %+v", d)
	}
	if d := ds[p+"test_time"]; d.Purpose != "The nightly report: the header shows when it ran, the row counts must not change." {
		t.Errorf("purpose from the docstring: %q", d.Purpose)
	}
	chart := ds[p+"test_chart"]
	if len(chart.Assets) != 2 || !chart.Assets[0].Binary || (chart.Assets[0].Expected == "") == (chart.Assets[1].Expected == "") {
		t.Errorf("chart assets: %+v", chart.Assets)
	}
	if s, err := src.Settings(); err != nil || s.AutoAcceptThreshold != 0.97 || s.AutoRejectThreshold != 0 {
		t.Errorf("booktest.ini settings: %+v %v", s, err)
	}

	// Reviews go where booktest -w reads them: ai_review in cases.ndjson,
	// with the fields of booktest's AIReviewResult and no other.
	var items []review.Item
	for _, d := range ds {
		r, err := review.Offline{}.Review(context.Background(), d)
		if err != nil {
			t.Fatal(err)
		}
		items = append(items, review.Item{Diff: d, Result: r})
	}
	// the offline review of what booktest wrote: every decision right or
	// for a person, the crash failed, the changed chart not accepted
	decisions := map[string]string{"test_chart": "UNSURE binary_changed human", "test_crash": "FAIL test_failed reject",
		"test_json": "ACCEPT json_equal accept", "test_metrics": "RECOMMEND FAIL metric_beyond_tolerance human",
		"test_new": "RECOMMEND ACCEPT new human", "test_time": "ACCEPT volatile accept"}
	for _, it := range items {
		dec := review.DefaultPolicy().Decide(it.Diff, it.Result)
		if got, w := it.Result.CategoryName+" "+it.Result.Rule+" "+string(dec), decisions[strings.TrimPrefix(it.Diff.Test, p)]; got != w {
			t.Errorf("%s: %s (%s), want %s", it.Diff.Test, got, it.Result.Summary, w)
		}
	}
	if err := src.WriteResults(items); err != nil {
		t.Fatal(err)
	}
	cs := cases(t, filepath.Join(dir, "books/.out/cases.ndjson"))
	ar, ok := cs[p+"test_crash"]["ai_review"].(map[string]any)
	if !ok || len(ar) != 7 || ar["category"] != float64(1) || ar["flags_for_human"] == nil {
		t.Errorf("ai_review: %v", cs[p+"test_crash"])
	}
	if cs[p+"test_stable"]["ai_review"] != nil || cs[p+"test_stable"]["result"] != "OK" {
		t.Errorf("an OK case changed: %v", cs[p+"test_stable"])
	}

	for _, d := range ds {
		err := src.Accept(d)
		if d.Status == review.StatusFailed {
			if !errors.Is(err, review.ErrCannotApply) {
				t.Errorf("a failed case was accepted: %v", err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("accept %s: %v", d.Test, err)
		}
	}
	got := tree(t, filepath.Join(dir, "books"), ".out/cases.ndjson", "index.md")
	want := tree(t, "testdata/booktest/accepted/books", ".out/cases.ndjson", "index.md")
	for name, w := range want {
		if g, ok := got[name]; !ok {
			t.Errorf("%s missing after accept", name)
		} else if g != w {
			t.Errorf("%s after accept:\n%s\nwant (booktest's freeze):\n%s", name, g, w)
		}
	}
	for name := range got {
		if _, ok := want[name]; !ok {
			t.Errorf("%s left after accept; booktest's freeze has no such file", name)
		}
	}
	cs, wcs := cases(t, filepath.Join(dir, "books/.out/cases.ndjson")), cases(t, "testdata/booktest/accepted/books/.out/cases.ndjson")
	for name, w := range wcs {
		if cs[name]["result"] != w["result"] || cs[name]["duration_ms"] != w["duration_ms"] {
			t.Errorf("cases.ndjson %s: %v, booktest wrote %v", name, cs[name], w)
		}
	}
	if ds := byTest(t, src); len(ds) != 1 || ds[p+"test_crash"].Status != review.StatusFailed {
		t.Errorf("after accepting: %v", ds)
	}
}

// TestInstaFixture reads the pending snapshots insta itself wrote (see
// testdata/insta/README.md) and accepts or rejects them as cargo insta
// does.
func TestInstaFixture(t *testing.T) {
	dir := copyTree(t, "testdata/insta/project")
	src := review.Insta{Root: dir}
	ds := byTest(t, src)
	rows, config, added, inline := ds["src/snapshots/ij__tests__rows.snap"], ds["src/snapshots/ij__tests__config.snap"],
		ds["src/snapshots/ij__tests__added.snap"], ds["src/lib.rs:30"]
	if len(ds) != 4 || rows.Test == "" || config.Test == "" || added.Test == "" || inline.Test == "" {
		t.Fatalf("diffs: %v", ds)
	}
	if added.Status != review.StatusNew || added.Expected != "" || added.Actual != "a new snapshot\nwith two lines\n" {
		t.Errorf("new snapshot: %+v", added)
	}
	if rows.Purpose != "snapshot of render(4)" || !strings.Contains(rows.Actual, "row 2: FAILED") || rows.FirstChangedLine() != 7 {
		t.Errorf("rows: %+v line %d", rows, rows.FirstChangedLine())
	}
	if inline.Expected != "Hello, Ada!\n" || inline.Actual != "Hello, Ada!\nWelcome back.\n" || inline.Purpose != `snapshot of greet("Ada")` {
		t.Errorf("inline: %+v", inline)
	}

	// accept: the .snap as cargo insta writes it, no assertion_line
	if err := src.Accept(rows); err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(rows.Path)
	if want := "---\nsource: src/lib.rs\nexpression: render(4)\n---\nrow 0: ok\nrow 1: ok\nrow 2: FAILED\nrow 3: ok\n"; string(b) != want {
		t.Errorf("accepted .snap:\n%q\nwant\n%q", b, want)
	}
	if err := src.Accept(added); err != nil {
		t.Fatal(err)
	}
	b, _ = os.ReadFile(added.Path)
	if want := "---\nsource: src/lib.rs\nexpression: \"\\\"a new snapshot\\\\nwith two lines\\\"\"\n---\na new snapshot\nwith two lines\n"; string(b) != want {
		t.Errorf("accepted new .snap:\n%q\nwant\n%q", b, want)
	}
	// reject: the pending file goes, the .snap stays
	before, _ := os.ReadFile(config.Path)
	if err := src.Reject(config); err != nil {
		t.Fatal(err)
	}
	after, _ := os.ReadFile(config.Path)
	if string(before) != string(after) {
		t.Error("reject changed the .snap")
	}
	// inline: the literal rewritten as cargo insta does
	if err := src.Accept(inline); err != nil {
		t.Fatal(err)
	}
	b, _ = os.ReadFile(filepath.Join(dir, "src/lib.rs"))
	if want := "        insta::assert_snapshot!(greet(\"Ada\"), @\"\n        Hello, Ada!\n        Welcome back.\n        \");\n"; !strings.Contains(string(b), want) {
		t.Errorf("inline snapshot not rewritten:\n%s", b)
	}
	left := tree(t, dir)
	for name := range left {
		if strings.HasSuffix(name, ".new") || strings.HasSuffix(name, ".pending-snap") {
			t.Errorf("%s left after accept/reject", name)
		}
	}
	if ds := byTest(t, src); len(ds) != 0 {
		t.Errorf("still pending: %v", ds)
	}
}
