package review

import (
	"bytes"
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cairnhq/cairn/openai"
	"github.com/cairnhq/cairn/openai/openaitest"
)

func write(t *testing.T, path, text string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestOfflineRules(t *testing.T) {
	cases := []struct {
		name, exp, act string
		want           Category
		auto           Decision
	}{
		{"whitespace", "a: 1\nb: 2\n", "a:  1\n\nb: 2\n", Accept, DecisionAccept},
		{"timestamp", "run at 2024-01-02T03:04:05Z took 35ms\nok\n", "run at 2025-06-07T08:09:10Z took 41ms\nok\n", Accept, DecisionAccept},
		{"float noise", "loss: 0.3412876\n", "loss: 0.3412877\n", Accept, DecisionAccept},
		{"metric drop", "accuracy: 0.912\n", "accuracy: 0.850\n", RecommendFail, DecisionHuman},
		{"panic", "ok\n", "ok\npanic: runtime error: index out of range\n", Fail, DecisionReject},
		{"zero errors is not an error", "errors: 0\nfiles: 3\n", "errors: 0\nfiles: 3\nwarnings: 0\n", RecommendAccept, DecisionHuman},
		{"emptied", "a\nb\n", "", Fail, DecisionReject},
		{"reorder", "- a\n- b\n- c\n", "- b\n- a\n- c\n", RecommendAccept, DecisionHuman},
		{"reword", "status: approved\nid: 4\n", "status: rejected\nid: 4\n", Unsure, DecisionHuman},
		{"configured timeout is not volatile", "timeout: 30s\n", "timeout: 60s\n", RecommendAccept, DecisionHuman},
		{"computed date is not auto-accepted", "due: 2024-03-31\n", "due: 2024-04-01\n", RecommendAccept, DecisionHuman},
		{"measured durations are", "--- PASS: TestA (0.31s)\nok pkg 1.204s\n", "--- PASS: TestA (0.12s)\nok pkg 0.980s\n", Accept, DecisionAccept},
		{"json key order", `{"b": 1, "a": [1, 2]}`, "{\n  \"a\": [1, 2],\n  \"b\": 1\n}\n", Accept, DecisionAccept},
		{"json array order matters", `{"a": [1, 2]}`, `{"a": [2, 1]}`, Unsure, DecisionHuman},
		{"port is not volatile", "port: 8080\n", "port: 9090\n", Unsure, DecisionHuman},
		{"reworded expected error", "error: file not found\n", "error: no such file\n", Unsure, DecisionHuman},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d := Diff{Test: c.name, Expected: c.exp, Actual: c.act}
			r, err := Offline{}.Review(context.Background(), d)
			if err != nil {
				t.Fatal(err)
			}
			if r.Category != c.want || DefaultPolicy().Decide(d, r) != c.auto {
				t.Errorf("got %v (%s, %.2f) decision %s, want %v %s", r.Category, r.Rule, r.Confidence, DefaultPolicy().Decide(d, r), c.want, c.auto)
			}
			if r.CategoryName != r.Category.String() || r.Hash != d.Hash() || len([]rune(r.Summary)) > 80 {
				t.Errorf("result not normalized: %+v", r)
			}
		})
	}
}

func TestPolicyHumanGlobAndRedaction(t *testing.T) {
	p := DefaultPolicy()
	p.RequireHumanReview = []string{"**/security_*.py", "payments/**"}
	r := Result{Category: Accept, Confidence: 1}
	for name, want := range map[string]Decision{
		"test/security_login.py::t": DecisionHuman, "test/sub/security_x.py": DecisionHuman,
		"payments/a/b.snap": DecisionHuman, "test/other.py": DecisionAccept,
	} {
		if got := p.Decide(Diff{Test: name}, r); got != want {
			t.Errorf("%s: %s, want %s", name, got, want)
		}
	}
	red, err := p.Redactor()
	if err != nil {
		t.Fatal(err)
	}
	in := "api_key=abc123secret password: hunter2 Authorization: Bearer abcdefghijkl sk-abcdefghijklmnopqrstu postgres://u:pw@host/db"
	out := red.Redact(in)
	for _, secret := range []string{"abc123secret", "hunter2", "abcdefghijkl", "sk-abc", ":pw@"} {
		if strings.Contains(out, secret) {
			t.Errorf("%q left in %q", secret, out)
		}
	}
	bad := DefaultPolicy()
	bad.AutoAcceptThreshold = 2
	if err := bad.Validate(); err == nil || !strings.Contains(err.Error(), "auto_accept_threshold") {
		t.Errorf("Validate: %v", err)
	}
}

func TestSources(t *testing.T) {
	ctx := context.Background()
	t.Run("booktest", func(t *testing.T) {
		dir := t.TempDir()
		write(t, filepath.Join(dir, "books/test/a_test.py/test_x.md"), "score: 1\n")
		write(t, filepath.Join(dir, "books/.out/test/a_test.py/test_x.md"), "score: 2\n")
		write(t, filepath.Join(dir, "books/test/a_test.py/test_ok.md"), "same\n")
		write(t, filepath.Join(dir, "books/.out/test/a_test.py/test_ok.md"), "same\n")
		write(t, filepath.Join(dir, "books/.out/cases.ndjson"),
			`{"case":"test/a_test.py::test_x","result":"DIFF"}`+"\n"+`{"case":"test/a_test.py::test_ok","result":"OK"}`+"\n")
		src := Booktest{Root: dir}
		d := one(t, src)
		if d.Test != "test/a_test.py::test_x" || d.Expected != "score: 1\n" || d.Actual != "score: 2\n" ||
			d.ResultPath != filepath.Join(dir, "books/.out/test/a_test.py/test_x.ai.json") {
			t.Fatalf("%+v", d)
		}
		if err := src.Accept(d); err != nil {
			t.Fatal(err)
		}
		if ds, _ := src.Diffs(ctx); len(ds) != 0 {
			t.Errorf("after accept: %v", ds)
		}
	})
	t.Run("dirs", func(t *testing.T) {
		dir := t.TempDir()
		write(t, filepath.Join(dir, "exp/a/x.txt"), "1\n")
		write(t, filepath.Join(dir, "act/a/x.txt"), "2\n")
		write(t, filepath.Join(dir, "exp/same.txt"), "s\n")
		write(t, filepath.Join(dir, "act/same.txt"), "s\n")
		src := Dirs{Expected: filepath.Join(dir, "exp"), Actual: filepath.Join(dir, "act")}
		d := one(t, src)
		if d.Test != "a/x.txt" {
			t.Fatalf("%+v", d)
		}
		if err := Save(d, Stored{Result: Result{Category: Accept, Hash: d.Hash()}}); err != nil {
			t.Fatal(err)
		}
		one(t, src) // the stored result is not a snapshot
		if s, ok, err := Load(d); err != nil || !ok || s.Category != Accept {
			t.Fatalf("Load: %v %v %v", s, ok, err)
		}
		d.Actual = "3\n"
		if _, ok, _ := Load(d); ok {
			t.Error("a changed diff reused a stored result")
		}
	})
	t.Run("insta", func(t *testing.T) {
		dir := t.TempDir()
		write(t, filepath.Join(dir, "src/snapshots/a__b.snap"), "---\nsource: src/lib.rs\nexpression: parse(x)\n---\nvalue: 1\n")
		write(t, filepath.Join(dir, "src/snapshots/a__b.snap.new"), "---\nsource: src/lib.rs\nassertion_line: 12\nexpression: parse(x)\n---\nvalue: 2\n")
		src := Insta{Root: dir}
		d := one(t, src)
		if d.Expected != "value: 1\n" || d.Actual != "value: 2\n" || d.Purpose != "snapshot of parse(x)" {
			t.Fatalf("%+v", d)
		}
		if err := src.Accept(d); err != nil {
			t.Fatal(err)
		}
		if _, err := os.Stat(d.ActualPath); !os.IsNotExist(err) {
			t.Error(".snap.new left after accept")
		}
		write(t, filepath.Join(dir, "src/.lib.rs.pending-snap"),
			`{"run_id":"1","line":30,"new":{"module_name":"m","snapshot_name":null,"metadata":{"source":"src/lib.rs","expression":"render()"},"snapshot":"a"},"old":{"module_name":"m","metadata":{},"snapshot":"a"}}`+"\n"+
				`{"run_id":"2","line":30,"new":{"module_name":"m","snapshot_name":null,"metadata":{"source":"src/lib.rs","expression":"render()"},"snapshot":"b"},"old":{"module_name":"m","metadata":{},"snapshot":"a"}}`+"\n")
		in := one(t, src)
		if in.Test != "src/lib.rs:30" || in.Expected != "a\n" || in.Actual != "b\n" || in.Purpose != "snapshot of render()" {
			t.Fatalf("inline: %+v", in)
		}
		if err := src.Accept(in); !errors.Is(err, ErrCannotApply) {
			t.Errorf("accept inline: %v", err)
		}
	})
	t.Run("git", func(t *testing.T) {
		if _, err := exec.LookPath("git"); err != nil {
			t.Skip("no git")
		}
		dir := t.TempDir()
		g := func(args ...string) {
			cmd := exec.Command("git", append([]string{"-C", dir, "-c", "user.email=t@e", "-c", "user.name=t"}, args...)...)
			if out, err := cmd.CombinedOutput(); err != nil {
				t.Fatalf("git %v: %v %s", args, err, out)
			}
		}
		g("init", "-q")
		write(t, filepath.Join(dir, "pkg/__snapshots__/a.snap"), "one\n")
		write(t, filepath.Join(dir, "other.txt"), "x\n")
		g("add", ".")
		g("commit", "-qm", "init")
		write(t, filepath.Join(dir, "pkg/__snapshots__/a.snap"), "two\n")
		write(t, filepath.Join(dir, "other.txt"), "y\n")
		d := one(t, Git{Root: dir, Glob: "**/__snapshots__/*.snap"})
		if d.Test != "pkg/__snapshots__/a.snap" || d.Expected != "one\n" || d.Actual != "two\n" {
			t.Fatalf("%+v", d)
		}
	})
}

func one(t *testing.T, src Source) Diff {
	t.Helper()
	ds, err := src.Diffs(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if len(ds) != 1 {
		t.Fatalf("%s: %d diffs, want 1: %+v", src.Name(), len(ds), ds)
	}
	return ds[0]
}

func newLLM(t *testing.T) (*LLM, *openaitest.Server, *bytes.Buffer) {
	srv := openaitest.NewServer(t)
	c := openai.NewCompleter(srv.URL, "fake-model")
	c.MaxRetries = 0
	if err := c.Open(); err != nil {
		t.Fatal(err)
	}
	var audit bytes.Buffer
	return &LLM{Model: c, Name: "fake-model", Policy: DefaultPolicy(), Audit: &audit}, srv, &audit
}

func TestLLMReviewer(t *testing.T) {
	ctx := context.Background()
	d := Diff{Test: "t/a.py::test_x", Purpose: "scores sentences", Expected: "token=abcdef123456\nscore: 0.85\n", Actual: "token=abcdef123456\nscore: 0.80\n"}
	t.Run("answer in prose and a fence", func(t *testing.T) {
		l, srv, audit := newLLM(t)
		srv.Enqueue(openaitest.Reply{Content: "Here is my review:\n```json\n{\"category\": 2, \"confidence\": 0.8, \"summary\": \"score dropped\", \"rationale\": \"r\", \"issues\": [\"line 2: drop\"], \"suggestions\": [], \"flags_for_human\": true}\n```"})
		r, err := l.Review(ctx, d)
		if err != nil {
			t.Fatal(err)
		}
		if r.Category != RecommendFail || r.Confidence != 0.8 || r.Reviewer != "llm:fake-model" || len(r.Issues) != 1 {
			t.Fatalf("%+v", r)
		}
		req := srv.Requests()[0].Chat.Messages
		prompt := req[len(req)-1].Content
		for _, want := range []string{"Test: t/a.py::test_x", "Test Purpose: scores sentences", "-score: 0.85", "+score: 0.80"} {
			if !strings.Contains(prompt, want) {
				t.Errorf("prompt lacks %q", want)
			}
		}
		if strings.Contains(prompt, "abcdef123456") || strings.Contains(audit.String(), "abcdef123456") {
			t.Error("secret sent or logged")
		}
		if !strings.Contains(audit.String(), `"model":"fake-model"`) {
			t.Errorf("audit: %s", audit)
		}
	})
	t.Run("malformed then good", func(t *testing.T) {
		l, srv, _ := newLLM(t)
		srv.Enqueue(openaitest.Reply{Content: "I think it is fine"}, openaitest.Reply{Content: `{"category": "ACCEPT", "confidence": 0.99, "summary": "s"}`})
		r, err := l.Review(ctx, d)
		if err != nil || r.Category != Accept || len(srv.Requests()) != 2 {
			t.Fatalf("%+v %v", r, err)
		}
	})
	t.Run("three malformed answers", func(t *testing.T) {
		l, srv, _ := newLLM(t)
		srv.Enqueue(openaitest.Reply{Content: "no"}, openaitest.Reply{Content: `{"category": 9, "confidence": 1}`}, openaitest.Reply{Content: `{"category": 3, "confidence": 7}`}, openaitest.Reply{Content: `{"category": 5, "confidence": 1}`})
		r, err := l.Review(ctx, d)
		if err != nil {
			t.Fatal(err)
		}
		if r.Category != Unsure || r.Confidence != 0 || r.Summary != failedSummary || !r.FlagsForHuman || len(srv.Requests()) != 3 {
			t.Fatalf("%+v after %d requests", r, len(srv.Requests()))
		}
	})
	t.Run("server down", func(t *testing.T) {
		l, srv, _ := newLLM(t)
		srv.Enqueue(openaitest.Reply{Status: 500}, openaitest.Reply{Status: 500}, openaitest.Reply{Status: 500})
		r, err := l.Review(ctx, d)
		if err != nil || r.Summary != failedSummary {
			t.Fatalf("%+v %v", r, err)
		}
	})
	t.Run("long outputs trimmed to hunks", func(t *testing.T) {
		l, srv, _ := newLLM(t)
		l.MaxChars = 500
		var e, a strings.Builder
		for i := 0; i < 400; i++ {
			line := strings.Repeat("x", 20) + "\n"
			if i == 200 {
				e.WriteString("changed old\n")
				a.WriteString("changed new\n")
				continue
			}
			e.WriteString(line)
			a.WriteString(line)
		}
		srv.Enqueue(openaitest.Reply{Content: `{"category": 3, "confidence": 0.5, "summary": "s"}`})
		if _, err := l.Review(ctx, Diff{Test: "big", Expected: e.String(), Actual: a.String()}); err != nil {
			t.Fatal(err)
		}
		req := srv.Requests()[0].Chat.Messages
		prompt := req[len(req)-1].Content
		if !strings.Contains(prompt, "only the changed hunks") || len(prompt) > 5000 || !strings.Contains(prompt, "changed new") {
			t.Errorf("prompt of %d chars not trimmed", len(prompt))
		}
	})
}

func TestRunnerReusesStoredResults(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "exp/a.txt"), "took 3ms\n")
	write(t, filepath.Join(dir, "act/a.txt"), "took 5ms\n")
	write(t, filepath.Join(dir, "exp/b.txt"), "ok\n")
	write(t, filepath.Join(dir, "act/b.txt"), "panic: boom\n")
	src := Dirs{Expected: filepath.Join(dir, "exp"), Actual: filepath.Join(dir, "act")}
	ds, _ := src.Diffs(context.Background())
	run := Runner{Reviewer: Offline{}, Policy: DefaultPolicy(), Store: true}
	items, err := run.Run(context.Background(), ds)
	if err != nil || len(items) != 2 || items[0].Decision != DecisionAccept || items[1].Decision != DecisionReject || items[0].Reused {
		t.Fatalf("%+v %v", items, err)
	}
	items, err = run.Run(context.Background(), ds)
	if err != nil || !items[0].Reused || !items[1].Reused {
		t.Fatalf("second run not reused: %+v %v", items, err)
	}
}

// The runner keeps Concurrency model calls in flight, and no more.
func TestRunnerBoundsModelCalls(t *testing.T) {
	l, srv, _ := newLLM(t)
	srv.Chat = func(*openaitest.ChatRequest) string { return `{"category": 4, "confidence": 0.8, "summary": "s"}` }
	srv.HoldUntilInFlight(3)
	var diffs []Diff
	for i := 0; i < 12; i++ {
		diffs = append(diffs, Diff{Test: strings.Repeat("t", i+1), Expected: "a\n", Actual: "b\n"})
	}
	items, err := Runner{Reviewer: l, Policy: DefaultPolicy(), Concurrency: 3}.Run(context.Background(), diffs)
	if err != nil || len(items) != 12 {
		t.Fatal(err)
	}
	if got := srv.MaxInFlight(); got != 3 {
		t.Errorf("%d model calls in flight, want 3", got)
	}
	for _, it := range items {
		if it.Result.Category != RecommendAccept {
			t.Fatalf("%+v", it)
		}
	}
}

// A stored offline result is not an answer to -R, and a failed model
// review is not stored.
func TestRunnerReuseIsPerReviewer(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "exp/a.txt"), "x: 1\n")
	write(t, filepath.Join(dir, "act/a.txt"), "x: 2\n")
	ds, _ := Dirs{Expected: filepath.Join(dir, "exp"), Actual: filepath.Join(dir, "act")}.Diffs(context.Background())
	ctx := context.Background()
	if _, err := (Runner{Reviewer: Offline{}, Policy: DefaultPolicy(), Store: true}).Run(ctx, ds); err != nil {
		t.Fatal(err)
	}
	l, srv, _ := newLLM(t)
	srv.Chat = func(*openaitest.ChatRequest) string { return "garbage" }
	items, err := Runner{Reviewer: l, Policy: DefaultPolicy(), Store: true}.Run(ctx, ds)
	if err != nil || items[0].Reused || items[0].Result.Summary != failedSummary {
		t.Fatalf("%+v %v", items, err)
	}
	if s, ok, _ := Load(ds[0]); !ok || s.Reviewer != "offline" {
		t.Errorf("the failed model review replaced the stored one: %+v", s)
	}
	srv.Chat = func(*openaitest.ChatRequest) string {
		return `{"category": 2, "confidence": 0.7, "summary": "x changed"}`
	}
	if _, err := (Runner{Reviewer: l, Policy: DefaultPolicy(), Store: true}).Run(ctx, ds); err != nil {
		t.Fatal(err)
	}
	items, _ = Runner{Reviewer: l, Policy: DefaultPolicy(), Store: true}.Run(ctx, ds)
	if !items[0].Reused || items[0].Result.Category != RecommendFail {
		t.Errorf("model result not reused: %+v", items[0])
	}
}
