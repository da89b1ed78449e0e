package tui

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/cairnhq/cairn/openai"
	"github.com/cairnhq/cairn/openai/openaitest"
	"github.com/cairnhq/cairn/review"
)

// session reviews two diffs of a dirs source offline, with the fake
// model server's client as the service's model.
func session(t *testing.T, chat func(*openaitest.ChatRequest) string, replies ...openaitest.Reply) (*review.Session, *openaitest.Server) {
	t.Helper()
	dir := t.TempDir()
	for name, text := range map[string]string{"exp/a.txt": "x\ny\n", "act/a.txt": "x\nz\n", "exp/b.txt": "1\n", "act/b.txt": "2\n"} {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	svc := &review.Service{Policy: review.DefaultPolicy(), ModelName: "fake"}
	var srv *openaitest.Server
	if chat != nil {
		srv = openaitest.NewServer(t)
		srv.Chat = chat
		srv.Enqueue(replies...)
		c := openai.NewCompleter(srv.URL, "fake")
		c.MaxRetries = 0
		if err := c.Open(); err != nil {
			t.Fatal(err)
		}
		svc.LLM = c
	}
	ss, err := svc.Run(context.Background(), review.Dirs{Expected: filepath.Join(dir, "exp"), Actual: filepath.Join(dir, "act")}, review.RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return ss, srv
}

func first(ss *review.Session, _ *openaitest.Server) *review.Session { return ss }

func key(s string) tea.KeyMsg {
	switch s {
	case "esc":
		return tea.KeyMsg{Type: tea.KeyEsc}
	case "ctrl+c":
		return tea.KeyMsg{Type: tea.KeyCtrlC}
	case "enter":
		return tea.KeyMsg{Type: tea.KeyEnter}
	}
	return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(s)}
}

// run executes cmd and the commands it batches, each in its own
// goroutine as bubbletea does, and returns the messages they send (spinner
// ticks left out).
func run(cmd tea.Cmd) <-chan tea.Msg {
	out := make(chan tea.Msg, 8)
	var exec func(tea.Cmd)
	exec = func(c tea.Cmd) {
		if c == nil {
			return
		}
		go func() {
			switch m := c().(type) {
			case tea.BatchMsg:
				for _, c := range m {
					exec(c)
				}
			case spinMsg:
			default:
				out <- m
			}
		}()
	}
	exec(cmd)
	return out
}

func TestProgramResizeRedraws(t *testing.T) {
	p := newProgram(context.Background(), first(session(t, nil)), false)
	for _, size := range [][2]int{{80, 24}, {120, 40}, {50, 12}} {
		p.Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
		lines := strings.Split(p.View(), "\n")
		if len(lines) != size[1] {
			t.Errorf("%dx%d: %d lines", size[0], size[1], len(lines))
		}
		for _, l := range lines {
			if n := len([]rune(l)); n > size[0] {
				t.Errorf("%dx%d: line of %d runes", size[0], size[1], n)
			}
		}
	}
}

func TestProgramKeys(t *testing.T) {
	if got := strings.Join(keys(key("ab c")), ","); got != "a,b, ,c" {
		t.Errorf("typed runes: %s", got)
	}
	if got := strings.Join(keys(tea.KeyMsg{Type: tea.KeyUp}), ","); got != "up" {
		t.Errorf("up: %s", got)
	}
	p := newProgram(context.Background(), first(session(t, nil)), false)
	// text typed or pasted at once is a reason, one key per character
	p.Update(key("c"))
	p.Update(key("order matters"))
	p.Update(key("enter"))
	if p.m.reasons[0] != "order matters" {
		t.Errorf("reason %q", p.m.reasons[0])
	}
	if _, cmd := p.Update(key("ctrl+c")); cmd == nil || !p.m.aborted {
		t.Error("ctrl+c does not quit")
	}
}

// TestProgramAsksInTheBackground: R returns at once with a spinner; the
// screen takes keys while the model works; Esc cancels the call; a second
// R gets the model's answer.
func TestProgramAsksInTheBackground(t *testing.T) {
	ss, srv := session(t, func(*openaitest.ChatRequest) string {
		return `{"category": 2, "confidence": 0.7, "summary": "z is wrong", "rationale": "r", "issues": [], "suggestions": [], "flags_for_human": true}`
	}, openaitest.Reply{Hang: true}) // the first call never answers
	p := newProgram(context.Background(), ss, false)
	_, cmd := p.Update(key("R"))
	if cmd == nil || !strings.Contains(p.View(), "asking the model… (Esc cancels)") {
		t.Fatalf("R started nothing:\n%s", p.View())
	}
	answers := run(cmd)
	p.Update(key("n"))
	if !strings.Contains(p.View(), "[2/2] b.txt") {
		t.Errorf("the screen froze while the model works:\n%s", p.View())
	}
	if !srv.WaitRequests(1) {
		t.Fatal("the model was not asked")
	}
	p.Update(key("esc"))
	if !strings.Contains(p.View(), "model call cancelled") {
		t.Errorf("esc:\n%s", p.View())
	}
	p.Update(<-answers) // the cancelled call's answer changes nothing
	if ss.Items[0].Result.Reviewer != "offline" {
		t.Errorf("a cancelled call set a result: %+v", ss.Items[0].Result)
	}
	p.Update(key("p"))
	_, cmd = p.Update(key("R"))
	p.Update(<-run(cmd))
	if r := ss.Items[0].Result; r.Reviewer != "llm:fake" || r.Category != review.RecommendFail {
		t.Errorf("answer not kept: %+v", r)
	}
	if v := p.View(); !strings.Contains(v, "model: RECOMMEND FAIL") || !strings.Contains(v, "Rationale: r") {
		t.Errorf("after the answer:\n%s", v)
	}
}
