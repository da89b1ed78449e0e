package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/cairnhq/cairn/openai/openaitest"
	"github.com/cairnhq/cairn/review"
)

// TestTUIHelperProcess is cairn itself when run by TestReviewTUIInTmux
// (CAIRN_TUI_HELPER=1, the arguments one per line in CAIRN_TUI_ARGS_FILE).
func TestTUIHelperProcess(t *testing.T) {
	if os.Getenv("CAIRN_TUI_HELPER") != "1" {
		t.Skip("the cairn process of TestReviewTUIInTmux")
	}
	b, err := os.ReadFile(os.Getenv("CAIRN_TUI_ARGS_FILE"))
	if err != nil {
		t.Fatal(err)
	}
	os.Exit(Main(strings.Split(strings.TrimSpace(string(b)), "\n"), os.Stdin, os.Stdout, os.Stderr))
}

// TestReviewTUIInTmux reviews a project in a real 80×24 terminal (tmux):
// keys sent, the screen read back. Without tmux it is skipped, except
// under CI=true, where it fails: install tmux (apt-get install -y tmux).
func TestReviewTUIInTmux(t *testing.T) {
	tmux, err := exec.LookPath("tmux")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("tmux is required for the terminal end-to-end test under CI=true: apt-get install -y tmux")
		}
		t.Skip("tmux not installed (apt-get install -y tmux): the terminal end-to-end test is skipped")
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	dir := booktestProject(t)
	c := newCLI(t)
	tmp := t.TempDir()
	model := openaitest.NewServer(t)
	model.Chat = func(*openaitest.ChatRequest) string {
		return `{"category": 2, "confidence": 0.7, "summary": "the run time moved", "rationale": "the header changed", "issues": [], "suggestions": [], "flags_for_human": true}`
	}
	c.env["CAIRN_STORE"] = filepath.Join(tmp, "cairn.db")
	argsFile := filepath.Join(tmp, "args")
	writeFile(t, argsFile, "review\n"+dir+"\n-i\n")
	script := filepath.Join(tmp, "run.sh")
	writeFile(t, script, `env -i PATH="$PATH" TERM=xterm NO_COLOR=1 HOME='`+c.env["HOME"]+`' CAIRN_STORE='`+c.env["CAIRN_STORE"]+
		`' XDG_CONFIG_HOME='`+c.env["XDG_CONFIG_HOME"]+`' CAIRN_LLM_BASE_URL='`+model.URL+`' CAIRN_LLM_MODEL=fake CAIRN_REVIEW_AUDIT_LOG='`+filepath.Join(tmp, "audit.jsonl")+`' CAIRN_TUI_HELPER=1 CAIRN_TUI_ARGS_FILE='`+argsFile+`' '`+exe+`' -test.run='^TestTUIHelperProcess$'
echo "EXIT=$?"
read x
`)
	sock := filepath.Join(tmp, "tmux.sock")
	tm := func(args ...string) string {
		t.Helper()
		out, err := exec.Command(tmux, append([]string{"-S", sock}, args...)...).CombinedOutput()
		if err != nil {
			t.Fatalf("tmux %v: %v: %s", args, err, out)
		}
		return string(out)
	}
	tm("-f", "/dev/null", "new-session", "-d", "-x", "80", "-y", "24", "sh", script)
	t.Cleanup(func() { _ = exec.Command(tmux, "-S", sock, "kill-server").Run() })
	screen := func() string { return tm("capture-pane", "-p") }
	waitFor := func(want string) string {
		t.Helper()
		deadline := time.Now().Add(60 * time.Second)
		for {
			s := screen()
			if strings.Contains(s, want) {
				return s
			}
			if time.Now().After(deadline) {
				t.Fatalf("the screen never showed %q:\n%s", want, s)
			}
			time.Sleep(50 * time.Millisecond)
		}
	}
	s := waitFor("[1/2] test/a.py::test_crash (booktest)")
	for _, want := range []string{"AI: FAIL 0.96 (offline, rule new_error), policy: reject", "+ZeroDivisionError: division by zero", "1/2  acc 0 rej 0 skip 0 left 2  unified"} {
		if !strings.Contains(s, want) {
			t.Errorf("screen lacks %q:\n%s", want, s)
		}
	}
	if lines := strings.Split(strings.TrimRight(s, "\n"), "\n"); len(lines) != 24 {
		t.Errorf("%d lines on a 24-line screen:\n%s", len(lines), s)
	}
	tm("send-keys", "d")
	waitFor("side by side")
	// the screen follows the terminal's size
	tm("resize-window", "-x", "100", "-y", "30")
	s = waitFor(strings.Repeat("-", 100))
	if lines := strings.Split(strings.TrimRight(s, "\n"), "\n"); len(lines) != 30 {
		t.Errorf("%d lines on a 30-line screen:\n%s", len(lines), s)
	}
	tm("send-keys", "?")
	waitFor("accept all undecided")
	tm("send-keys", "?")
	tm("send-keys", "a")
	waitFor("[2/2] test/a.py::test_time (booktest)")
	tm("send-keys", "R")
	waitFor("model: RECOMMEND FAIL")
	if s := screen(); !strings.Contains(s, "AI: RECOMMEND FAIL 0.70 (llm:fake)") || !strings.Contains(s, "Rationale: the header changed") {
		t.Errorf("after R:\n%s", s)
	}
	tm("send-keys", "v", "c")
	tm("send-keys", "-l", "the run time matters")
	waitFor("reason: the run time matters_")
	tm("send-keys", "Enter")
	waitFor("reason kept")
	tm("send-keys", "r")
	s = waitFor("EXIT=1")
	if !strings.Contains(s, "1 accepted, 1 rejected, 0 skipped") {
		t.Errorf("after the review:\n%s", s)
	}
	b, _ := os.ReadFile(filepath.Join(dir, "books/test/a.py/test_crash.md"))
	if !strings.Contains(string(b), "ZeroDivisionError") {
		t.Errorf("accepted change not frozen: %q", b)
	}
	var st review.Stats
	if err := json.Unmarshal([]byte(c.ok("review", "stats", "--json")), &st); err != nil {
		t.Fatal(err)
	}
	// The crash's FAIL was overturned; the model's RECOMMEND FAIL on the
	// time (asked with R) is what the rejection upheld.
	if st.Decided != 2 || st.Agreed != 1 || st.Categories[review.Fail-1].Accepted != 1 || st.Categories[review.RecommendFail-1].Agreed != 1 {
		t.Errorf("stats after the terminal review: %+v", st)
	}
	if out := c.ok("judgments", "export"); !strings.Contains(out, "the run time matters") {
		t.Errorf("the reason was not recorded: %s", out)
	}
}
