package main

import (
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cairnhq/cairn/openai/openaitest"
)

func writeFile(t *testing.T, path, text string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

// booktestProject is a books/ tree with one cosmetic diff, one regression
// and one test that passed.
func booktestProject(t *testing.T) string {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "books/test/a.py/test_time.md"), "run at 2024-01-02T03:04:05Z\nrows: 3\n")
	writeFile(t, filepath.Join(dir, "books/.out/test/a.py/test_time.md"), "run at 2024-05-06T07:08:09Z\nrows: 3\n")
	writeFile(t, filepath.Join(dir, "books/test/a.py/test_crash.md"), "result: 4\n")
	writeFile(t, filepath.Join(dir, "books/.out/test/a.py/test_crash.md"), "Traceback (most recent call last):\nZeroDivisionError: division by zero\n")
	writeFile(t, filepath.Join(dir, "books/.out/cases.ndjson"), `{"case":"test/a.py::test_time","result":"DIFF"}
{"case":"test/a.py::test_crash","result":"DIFF"}
{"case":"test/a.py::test_ok","result":"OK"}
`)
	return dir
}

func TestReviewBooktestOffline(t *testing.T) {
	dir := booktestProject(t)
	c := newCLI(t)
	out, errs, code := c.run("review", dir, "--json")
	if code != 1 {
		t.Fatalf("exit %d, want 1 (one FAIL): %s", code, errs)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 2 {
		t.Fatalf("%d lines: %s", len(lines), out)
	}
	got := map[string]reviewJSON{}
	for _, l := range lines {
		var r reviewJSON
		if err := json.Unmarshal([]byte(l), &r); err != nil {
			t.Fatal(err)
		}
		got[r.Test] = r
	}
	if r := got["test/a.py::test_crash"]; r.Category != 1 || r.CategoryName != "FAIL" || r.Decision != "reject" || r.Source != "booktest" {
		t.Errorf("crash: %+v", r)
	}
	if r := got["test/a.py::test_time"]; r.Category != 5 || r.Decision != "accept" || r.Reused {
		t.Errorf("time: %+v", r)
	}
	if _, err := os.Stat(filepath.Join(dir, "books/.out/test/a.py/test_time.ai.json")); err != nil {
		t.Errorf("result not stored: %v", err)
	}
	// Second run: reused; -u applies only the confident accept; -c hides it.
	out, _, code = c.run("review", dir, "-u", "-c")
	if code != 1 || strings.Contains(out, "test_time") || !strings.Contains(out, "test/a.py::test_crash - FAIL") {
		t.Fatalf("exit %d: %s", code, out)
	}
	b, _ := os.ReadFile(filepath.Join(dir, "books/test/a.py/test_time.md"))
	if string(b) != "run at 2024-05-06T07:08:09Z\nrows: 3\n" {
		t.Errorf("accepted change not frozen: %q", b)
	}
	b, _ = os.ReadFile(filepath.Join(dir, "books/test/a.py/test_crash.md"))
	if string(b) != "result: 4\n" {
		t.Errorf("rejected change applied: %q", b)
	}
	// Once the crash's output is fixed, nothing is left: exit 0.
	writeFile(t, filepath.Join(dir, "books/.out/test/a.py/test_crash.md"), "result: 4\n")
	if out := c.ok("review", dir); out != "" {
		t.Errorf("nothing to review, got %q", out)
	}
}

func TestReviewDirsAndFormats(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "exp/a.txt"), "x:  1\n")
	writeFile(t, filepath.Join(dir, "act/a.txt"), "x: 1\n")
	c := newCLI(t)
	out := c.ok("review", "--expected", filepath.Join(dir, "exp"), "--actual", filepath.Join(dir, "act"), "--format", "github")
	if !strings.HasPrefix(out, "::notice file=") || !strings.Contains(out, "a.txt - whitespace-only change") {
		t.Errorf("github format: %q", out)
	}
	out = c.ok("review", "--expected", filepath.Join(dir, "exp"), "--actual", filepath.Join(dir, "act"), "-v")
	for _, want := range []string{"a.txt - ACCEPT", "AI Review (confidence: 0.98, offline)", "Rationale:"} {
		if !strings.Contains(out, want) {
			t.Errorf("verbose lacks %q: %s", want, out)
		}
	}
	writeFile(t, filepath.Join(dir, "act/secrets/b.txt"), "new\n")
	if _, _, code := c.run("review", "--expected", filepath.Join(dir, "exp"), "--actual", filepath.Join(dir, "act"), "--human", "secrets/**"); code != 1 {
		t.Errorf("a new snapshot passed review: exit %d", code)
	}
	c.fails("--actual", "review", "--expected", dir)
	c.fails("format", "review", "--expected", dir, "--actual", dir, "--format", "xml")
	c.fails("no books/.out", "review", dir)
}

func TestReviewAIWithFakeModel(t *testing.T) {
	dir := booktestProject(t)
	srv := openaitest.NewServer(t)
	srv.Chat = func(r *openaitest.ChatRequest) string {
		if strings.Contains(r.Messages[len(r.Messages)-1].Content, "ZeroDivisionError") {
			return "not json at all"
		}
		return `{"category": 5, "confidence": 0.97, "summary": "timestamp only", "rationale": "r", "issues": [], "suggestions": [], "flags_for_human": false}`
	}
	c := newCLI(t)
	c.env["CAIRN_LLM_BASE_URL"] = srv.URL
	c.env["CAIRN_LLM_MODEL"] = "fake"
	audit := filepath.Join(dir, "audit.jsonl")
	out, errs, code := c.run("review", dir, "-R", "--json", "--audit-log", audit, "--no-store")
	if code != 1 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if !strings.Contains(out, `"summary":"AI review failed - malformed response"`) || !strings.Contains(out, `"reviewer":"llm:fake"`) {
		t.Errorf("%s", out)
	}
	b, err := os.ReadFile(audit)
	// one line per request: the good answer, and three attempts at the crash
	if err != nil || strings.Count(string(b), "\n") != 4 {
		t.Errorf("audit log: %v %q", err, b)
	}
	c2 := newCLI(t)
	c2.fails("llm.base_url", "review", dir, "-R")
}

func TestReviewConfigErrorsNameTheKey(t *testing.T) {
	c := newCLI(t)
	for env, want := range map[string]string{
		"CAIRN_REVIEW_AUTO_ACCEPT_THRESHOLD":  "review.auto_accept_threshold",
		"CAIRN_REVIEW_AUTO_REJECT_CATEGORIES": "review.auto_reject_categories",
		"CAIRN_REVIEW_REDACT":                 "review.redact",
		"CAIRN_REVIEW_CONCURRENCY":            "review.concurrency",
	} {
		c.env[env] = map[string]string{"CAIRN_REVIEW_AUTO_ACCEPT_THRESHOLD": "1.5", "CAIRN_REVIEW_AUTO_REJECT_CATEGORIES": "7",
			"CAIRN_REVIEW_REDACT": "(unclosed", "CAIRN_REVIEW_CONCURRENCY": "0"}[env]
		c.fails(want, "review", "--expected", t.TempDir(), "--actual", t.TempDir())
		delete(c.env, env)
	}
}

// TestServedReviewOnJSONStoreAsksTheModel: a server on the JSON file
// store (no correction service) reviews with the configured model, and
// records and reports decisions through the same review service.
func TestServedReviewOnJSONStoreAsksTheModel(t *testing.T) {
	model := openaitest.NewServer(t)
	model.Chat = func(*openaitest.ChatRequest) string {
		return `{"category": 4, "confidence": 0.8, "summary": "the name changed", "rationale": "r", "issues": [], "suggestions": [], "flags_for_human": false}`
	}
	c := newCLI(t)
	c.env["CAIRN_LLM_BASE_URL"] = model.URL
	c.env["CAIRN_LLM_MODEL"] = "fake"
	c.env["CAIRN_REVIEW_AUDIT_LOG"] = filepath.Join(t.TempDir(), "audit.jsonl")
	base, stop := startServe(t, c, "--store", "json:"+filepath.Join(t.TempDir(), "ai_cache.json"))
	defer stop()
	post := func(path, body string) (int, map[string]any) {
		t.Helper()
		resp, err := http.Post(base+path, "application/json", strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		var m map[string]any
		if err := json.NewDecoder(resp.Body).Decode(&m); err != nil {
			t.Fatal(err)
		}
		return resp.StatusCode, m
	}
	code, m := post("/v1/review", `{"test": "t::user", "expected": "name: Ada\n", "actual": "name: Bob\n", "ai": true, "suite": "web"}`)
	if code != 200 || m["reviewer"] != "llm:fake" || m["category_name"] != "RECOMMEND ACCEPT" {
		t.Fatalf("%d %v", code, m)
	}
	code, m = post("/v1/review/decisions", `{"suite": "web", "test": "t::user", "expected": "name: Ada\n", "actual": "name: Bob\n",
		"result": {"category": 4, "confidence": 0.8, "reviewer": "llm:fake"}, "decision": "reject", "reason": "the name is the point"}`)
	if code != 200 || m["was_corrected"] != true {
		t.Fatalf("%d %v", code, m)
	}
	// the next prompt of the suite carries the decision
	post("/v1/review", `{"test": "t::user2", "expected": "a\n", "actual": "b\n", "ai": true, "suite": "web"}`)
	reqs := model.Requests()
	if last := reqs[len(reqs)-1].Chat.Messages[0].Content; !strings.Contains(last, "the name is the point") {
		t.Errorf("history not in the prompt:\n%s", last)
	}
}
