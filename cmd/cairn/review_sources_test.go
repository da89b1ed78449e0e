package main

import (
	"encoding/json"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// copyFixture copies a directory of review/testdata into a new temporary
// directory.
func copyFixture(t *testing.T, src string) string {
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

func reviewLines(t *testing.T, out string) map[string]reviewJSON {
	t.Helper()
	got := map[string]reviewJSON{}
	for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
		var r reviewJSON
		if err := json.Unmarshal([]byte(l), &r); err != nil {
			t.Fatalf("%v: %q", err, l)
		}
		got[r.Test] = r
	}
	return got
}

func readString(t *testing.T, p string) string {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestReviewBooktestEndToEnd reviews what booktest itself wrote
// (review/testdata/booktest): the crash is a FAIL, the changed chart goes
// to a person, -u freezes only the confident accepts, and accepting the
// rest leaves booktest's own freeze.
func TestReviewBooktestEndToEnd(t *testing.T) {
	dir := copyFixture(t, "../../review/testdata/booktest/project")
	c := newCLI(t)
	out, errs, code := c.run("review", dir, "--json")
	if code != 1 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	got := reviewLines(t, out)
	const p = "test/report_test.py::"
	for test, want := range map[string]string{"test_crash": "FAIL reject failed", "test_chart": "UNSURE human ", "test_time": "ACCEPT accept ",
		"test_json": "ACCEPT accept ", "test_metrics": "RECOMMEND FAIL human ", "test_new": "RECOMMEND ACCEPT human new"} {
		r := got[p+test]
		if g := r.CategoryName + " " + r.Decision + " " + r.Status; g != want {
			t.Errorf("%s: %s (%s), want %s", test, g, r.Summary, want)
		}
	}
	if r := got[p+"test_chart"]; len(r.Assets) != 2 || !r.Assets[0].Binary {
		t.Errorf("chart assets: %+v", r.Assets)
	}
	if !strings.Contains(readString(t, filepath.Join(dir, "books/.out/cases.ndjson")), `"ai_review": {"category": 1, "confidence": 0.99`) {
		t.Errorf("no ai_review in cases.ndjson")
	}

	out, _, code = c.run("review", dir, "--format", "github")
	if code != 1 || !regexp.MustCompile(`(?m)^::error file=[^,]*books/test/report_test\.py/test_crash\.md,line=3,title=cairn review%3A FAIL::`).MatchString(out) {
		t.Errorf("github annotations (exit %d):\n%s", code, out)
	}

	// -u freezes the confident accepts, booktest's way
	c.run("review", dir, "-u")
	acc := "../../review/testdata/booktest/accepted/books/test/report_test.py/"
	for _, f := range []string{"test_time.md", "test_json.md"} {
		if got, want := readString(t, filepath.Join(dir, "books/test/report_test.py", f)), readString(t, acc+f); got != want {
			t.Errorf("%s not frozen:\n%s", f, got)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "books/test/report_test.py/test_chart/e39e7f41cec1349eca1ee14ea92be55bbc481440.png")); err != nil {
		t.Error("-u applied the changed chart")
	}

	// a person accepts the rest: booktest refuses the failed test
	c.stdin = "y\ny the crash is fine\ny\ny\n"
	out, errs, code = c.run("review", dir, "-i")
	if code != 1 || !strings.Contains(errs, "not applied: test/report_test.py::test_crash: booktest FAIL") || !strings.Contains(errs, "3 accepted, 0 rejected, 0 skipped, 1 not applied") {
		t.Fatalf("exit %d: %s\n%s", code, errs, out)
	}
	for _, f := range []string{"test_chart.md", "test_chart/9e33b0eb7a0163161dddc73ff3931649801922b3.png", "test_metrics.md", "test_new.md"} {
		if got, want := readString(t, filepath.Join(dir, "books/test/report_test.py", f)), readString(t, acc+f); got != want {
			t.Errorf("%s not frozen as booktest does", f)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "books/test/report_test.py/test_chart/e39e7f41cec1349eca1ee14ea92be55bbc481440.png")); err == nil {
		t.Error("the old chart was left in the book")
	}
	// only the failed test is left, reported as failed
	out, _, code = c.run("review", dir)
	if code != 1 || strings.TrimSpace(out) != "test/report_test.py::test_crash - FAIL (the test failed: ZeroDivisionError: division by zero) 0.99 reject" {
		t.Errorf("exit %d: %q", code, out)
	}
}

// TestReviewInstaEndToEnd reviews the pending snapshots insta itself
// wrote (review/testdata/insta) and decides them as cargo insta review
// would.
func TestReviewInstaEndToEnd(t *testing.T) {
	dir := copyFixture(t, "../../review/testdata/insta/project")
	c := newCLI(t)
	out, _, code := c.run("review", dir, "--format", "github")
	for _, want := range []string{
		`::error file=` + dir + `/src/snapshots/ij__tests__rows.snap,line=7,`,
		`::warning file=` + dir + `/src/snapshots/ij__tests__added.snap.new,line=1,`,
		`::warning file=` + dir + `/src/lib.rs,line=30,`,
	} {
		if code != 1 || !strings.Contains(out, want) {
			t.Errorf("exit %d: lacks %q:\n%s", code, want, out)
		}
	}
	// inline accepted (the Rust source rewritten), new accepted, config
	// rejected, rows accepted
	c.stdin = "y\ny\nn\ny\n"
	_, errs, code := c.run("review", dir, "-i", "--no-learn")
	if code != 1 || !strings.Contains(errs, "3 accepted, 1 rejected, 0 skipped") {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if src := readString(t, filepath.Join(dir, "src/lib.rs")); !strings.Contains(src, "@\"\n        Hello, Ada!\n        Welcome back.\n        \");") {
		t.Errorf("inline snapshot:\n%s", src)
	}
	if got := readString(t, filepath.Join(dir, "src/snapshots/ij__tests__rows.snap")); strings.Contains(got, "assertion_line") || !strings.Contains(got, "row 2: FAILED\nrow 3: ok\n") {
		t.Errorf("accepted rows.snap:\n%s", got)
	}
	if got := readString(t, filepath.Join(dir, "src/snapshots/ij__tests__config.snap")); !strings.Contains(got, "8080") {
		t.Errorf("rejected config changed the .snap:\n%s", got)
	}
	for _, f := range []string{"src/snapshots/ij__tests__config.snap.new", "src/.lib.rs.pending-snap", "src/snapshots/ij__tests__rows.snap.new"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err == nil {
			t.Errorf("%s left after the review", f)
		}
	}
	if out := c.fails("no books/.out", "review", dir); out != 2 {
		t.Errorf("exit %d with nothing pending", out)
	}
}

// TestReviewGitEndToEnd: tracked and untracked golden files, text and
// binary.
func TestReviewGitEndToEnd(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not installed")
	}
	dir := t.TempDir()
	g := func(args ...string) {
		t.Helper()
		cmd := exec.Command("git", append([]string{"-C", dir, "-c", "user.email=t@e", "-c", "user.name=t"}, args...)...)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v %s", args, err, out)
		}
	}
	g("init", "-q")
	writeFile(t, filepath.Join(dir, "golden/api.txt"), "GET /a\nstatus 200\nid 7\n")
	writeFile(t, filepath.Join(dir, "golden/logo.png"), "\x89PNG\r\n\x1a\n\x00\x01\x02")
	writeFile(t, filepath.Join(dir, ".gitignore"), "golden/ignored.txt\n")
	g("add", ".")
	g("commit", "-qm", "init")
	writeFile(t, filepath.Join(dir, "golden/api.txt"), "GET /a\nstatus 500\nid 7\n")
	writeFile(t, filepath.Join(dir, "golden/logo.png"), "\x89PNG\r\n\x1a\n\x00\x01\x03")
	writeFile(t, filepath.Join(dir, "golden/new.txt"), "one\ntwo\nthree\nfour\nfive\nsix\nseven\n")
	writeFile(t, filepath.Join(dir, "golden/ignored.txt"), "x\n")
	c := newCLI(t)
	out, _, code := c.run("review", dir, "--glob", "golden/**", "--json")
	got := reviewLines(t, out)
	if code != 1 || len(got) != 3 {
		t.Fatalf("exit %d: %s", code, out)
	}
	if r := got["golden/api.txt"]; r.CategoryName != "FAIL" || r.Line != 2 {
		t.Errorf("api: %+v", r)
	}
	if r := got["golden/logo.png"]; r.CategoryName != "UNSURE" || len(r.Assets) != 1 || !r.Assets[0].Binary {
		t.Errorf("binary: %+v", r)
	}
	if r := got["golden/new.txt"]; r.Status != "new" || r.CategoryName != "RECOMMEND ACCEPT" {
		t.Errorf("untracked new file: %+v", r)
	}
	c.stdin = "n\ny\ny\n"
	c.run("review", dir, "--glob", "golden/**", "-i", "--no-learn")
	cmd := exec.Command("git", "-C", dir, "status", "--short")
	st, _ := cmd.Output()
	if !strings.Contains(string(st), "M  golden/logo.png") || !strings.Contains(string(st), "A  golden/new.txt") || !strings.Contains(string(st), " M golden/api.txt") {
		t.Errorf("git status after the review:\n%s", st)
	}
}

// TestReviewDirsEndToEnd: two directories with a binary file, a new file
// and a timestamp change; -u applies only the timestamp.
func TestReviewDirsEndToEnd(t *testing.T) {
	dir := t.TempDir()
	exp, act := filepath.Join(dir, "exp"), filepath.Join(dir, "act")
	writeFile(t, filepath.Join(exp, "report.txt"), "run at 2024-01-02T03:04:05Z\nrows: 3\n")
	writeFile(t, filepath.Join(act, "report.txt"), "run at 2024-05-06T07:08:09Z\nrows: 3\n")
	writeFile(t, filepath.Join(exp, "chart.bin"), "\x00\x01\x02")
	writeFile(t, filepath.Join(act, "chart.bin"), "\x00\x01\x03")
	writeFile(t, filepath.Join(act, "welcome.txt"), "line 0\nline 1\nline 2\nline 3\nline 4\nline 5\nline 6\n")
	c := newCLI(t)
	out, _, code := c.run("review", "--expected", exp, "--actual", act, "-u")
	for _, want := range []string{"report.txt - ACCEPT (only timestamps, ids or durations changed) 0.97 accept [applied]",
		"chart.bin - UNSURE (1 binary file(s) changed content: chart.bin) 0.50 human", "welcome.txt - RECOMMEND ACCEPT (new snapshot: 7 line(s), no error) 0.70 human"} {
		if code != 1 || !strings.Contains(out, want) {
			t.Errorf("exit %d: lacks %q:\n%s", code, want, out)
		}
	}
	if b := readString(t, filepath.Join(exp, "chart.bin")); b != "\x00\x01\x02" {
		t.Error("-u applied a changed binary file")
	}
	c.stdin = "y\ny\n"
	c.run("review", "--expected", exp, "--actual", act, "-i", "--no-learn")
	if b := readString(t, filepath.Join(exp, "chart.bin")); b != "\x00\x01\x03" {
		t.Errorf("accepted binary not copied byte for byte: %q", b)
	}
}
