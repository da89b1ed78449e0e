package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cairnhq/cairn/openai/openaitest"
	"github.com/cairnhq/cairn/review"
)

// A person overrides the AI on both diffs of a project with line prompts;
// the decisions become judgments that the stats count, that the offline
// rules calibrate with and that the next model prompt carries.
func TestReviewInteractiveLearns(t *testing.T) {
	dir := booktestProject(t)
	suite := filepath.Base(dir)
	c := newCLI(t)
	c.stdin = "?\nv\ny\nn timestamps matter in this report\n"
	out, errs, code := c.run("review", dir, "-i")
	if code != 1 {
		t.Fatalf("exit %d (one rejected): %s\n%s", code, errs, out)
	}
	for _, want := range []string{
		"[2/2] test/a.py::test_time (booktest)", "AI: ACCEPT, confidence 0.97 (offline, rule volatile)",
		"[1/2] test/a.py::test_crash", "+ZeroDivisionError: division by zero", "Accept changes? [y/n/s/R for AI review/v for verbose/q/?]",
		"y [REASON]  accept the change", "Rationale:", "Accept changes? [y/n/s/R for AI review/v for verbose/q/?] n timestamps matter in this report\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if !strings.Contains(errs, `1 accepted, 1 rejected, 0 skipped; decisions recorded for suite "`+suite+`"`) {
		t.Errorf("stderr: %s", errs)
	}
	b, _ := os.ReadFile(filepath.Join(dir, "books/test/a.py/test_crash.md"))
	if !strings.Contains(string(b), "ZeroDivisionError") {
		t.Errorf("accepted change not frozen: %q", b)
	}
	b, _ = os.ReadFile(filepath.Join(dir, "books/test/a.py/test_time.md"))
	if strings.Contains(string(b), "2024-05-06") {
		t.Errorf("rejected change applied: %q", b)
	}

	// Both were overrides: the stats say so.
	var st review.Stats
	if err := json.Unmarshal([]byte(c.ok("review", "stats", "--suite", suite, "--json")), &st); err != nil {
		t.Fatal(err)
	}
	if st.Decided != 2 || st.Agreed != 0 || st.AutoAccept != (review.PrecisionStats{Decided: 1}) || st.AutoReject != (review.PrecisionStats{Decided: 1}) {
		t.Errorf("stats: %+v", st)
	}
	if cs := st.Categories[review.Accept-1]; cs.Decided != 1 || cs.Rejected != 1 || len(cs.Weeks) != 1 {
		t.Errorf("ACCEPT: %+v", cs)
	}
	if text := c.ok("review", "stats"); !strings.Contains(text, "2 decision(s) on recommendations, 0 agreed (0%)") || !strings.Contains(text, "Auto-accept precision: 0/1 (0%)") {
		t.Errorf("stats text:\n%s", text)
	}
	if var0 := c.ok("review", "stats", "--suite", "another", "--json"); !strings.Contains(var0, `"decided": 0`) {
		t.Errorf("another suite: %s", var0)
	}

	// Offline again: the volatile rule was overturned once, its confidence
	// falls below the auto-accept threshold: a person decides.
	out, _, _ = c.run("review", dir, "--json")
	var r reviewJSON
	if err := json.Unmarshal([]byte(strings.TrimSpace(out)), &r); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	if r.Test != "test/a.py::test_time" || r.Confidence >= 0.95 || r.Decision != "human" || !strings.Contains(r.Rationale, "upheld 0 of 1") {
		t.Errorf("calibrated: %+v", r)
	}
	if out, _, _ := c.run("review", dir, "--json", "--no-learn"); !strings.Contains(out, `"decision":"accept"`) {
		t.Errorf("--no-learn still calibrated: %s", out)
	}

	// The model's prompt carries the suite's history and the configured
	// purpose.
	srv := openaitest.NewServer(t)
	srv.Chat = func(*openaitest.ChatRequest) string {
		return `{"category": 4, "confidence": 0.8, "summary": "timestamp", "rationale": "r", "issues": [], "suggestions": [], "flags_for_human": false}`
	}
	c.env["CAIRN_LLM_BASE_URL"] = srv.URL
	c.env["CAIRN_LLM_MODEL"] = "fake"
	c.env["CAIRN_REVIEW_PURPOSE"] = "test/a.py::test_t*=the report header must show the run time"
	audit := filepath.Join(dir, "audit.jsonl")
	c.run("review", dir, "-R", "--audit-log", audit)
	b, err := os.ReadFile(audit)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Reviewer history for this suite", "(corrected from INCLUDE to EXCLUDE)", "timestamps matter in this report",
		"Test Purpose: the report header must show the run time"} {
		if !strings.Contains(string(b), want) {
			t.Errorf("audit log lacks %q: %s", want, b)
		}
	}
	// In -i, R asks the configured model about the diff on screen, with
	// the history, even when the run reviewed offline.
	c.stdin = "R\ns\n"
	out, _, _ = c.run("review", dir, "-i", "--audit-log", audit)
	if !strings.Contains(out, "AI Review (confidence: 0.80, llm:fake)") {
		t.Errorf("R: %s", out)
	}
	c.fails("-i asks a person", "review", dir, "-i", "--json")
	c.env["CAIRN_REVIEW_PURPOSE"] = "no-equals-sign"
	c.fails("review.purpose", "review", dir)
}

// Without input the line prompts skip everything and record nothing.
func TestReviewInteractiveEOF(t *testing.T) {
	dir := booktestProject(t)
	c := newCLI(t)
	_, errs, code := c.run("review", dir, "-i")
	if code != 1 || !strings.Contains(errs, "0 accepted, 0 rejected, 2 skipped") {
		t.Fatalf("exit %d: %s", code, errs)
	}
	c.stdin = "R\ns\nq\n"
	if out, errs, _ := c.run("review", dir, "-i"); !strings.Contains(errs, "0 accepted, 0 rejected, 2 skipped") || !strings.Contains(out, "no model: set llm.base_url") {
		t.Errorf("%s\n%s", out, errs)
	}
	if text := c.ok("review", "stats"); !strings.Contains(text, "0 decision(s)") {
		t.Errorf("%s", text)
	}
}
