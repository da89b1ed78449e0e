package tui

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/cairnhq/cairn/review"
)

// tuiItems reviews a regression, a cosmetic change and a long diff offline.
func tuiItems(t *testing.T) []review.Item {
	t.Helper()
	var long, longer strings.Builder
	for i := range 60 {
		fmt.Fprintf(&long, "row %d: %d\n", i, i)
		fmt.Fprintf(&longer, "row %d: %d\n", i, i*2)
	}
	diffs := []review.Diff{
		{Test: "t::crash", Source: "dirs", Expected: "result: 4\n", Actual: "Traceback (most recent call last):\nZeroDivisionError: division by zero\n"},
		{Test: "t::time", Source: "dirs", Expected: "run at 2024-01-02T03:04:05Z\nrows: 3\n", Actual: "run at 2024-05-06T07:08:09Z\nrows: 3\n"},
		{Test: "t::long", Source: "dirs", Expected: long.String(), Actual: longer.String()},
	}
	items, err := review.Runner{Reviewer: review.Offline{}, Policy: review.DefaultPolicy()}.Run(context.Background(), diffs)
	if err != nil {
		t.Fatal(err)
	}
	return items
}

func press(m *tuiModel, ks ...string) {
	for _, k := range ks {
		m.Update(k)
	}
}

func TestTUIFitsIn80x24(t *testing.T) {
	items := tuiItems(t)
	m := newTUIModel(items, make([]bool, len(items)), false, false)
	for _, setup := range [][]string{nil, {"d"}, {"v"}, {"?"}, {"n", "n"}, {"n", "n", "d", "v"}} {
		m := newTUIModel(items, make([]bool, len(items)), false, false)
		press(m, setup...)
		lines := strings.Split(m.View(), "\n")
		if len(lines) != 24 {
			t.Errorf("%v: %d lines", setup, len(lines))
		}
		for _, l := range lines {
			if n := len([]rune(l)); n > 80 {
				t.Errorf("%v: line of %d runes: %q", setup, n, l)
			}
		}
	}
	v := m.View()
	for _, want := range []string{"[1/3] t::crash (dirs)", "AI: FAIL 0.96 (offline, rule new_error), policy: reject", "+ZeroDivisionError: division by zero",
		"acc 0 rej 0 skip 0 left 3  unified"} {
		if !strings.Contains(v, want) {
			t.Errorf("view lacks %q:\n%s", want, v)
		}
	}
	m.color = true
	if v := m.View(); !strings.Contains(v, "\x1b[32m+ZeroDivisionError") {
		t.Errorf("no colour:\n%q", v)
	}
	// Syntax-aware colour: numbers and strings in unchanged lines, the
	// changed part of a changed line in reverse video.
	press(m, "n")
	if v := m.View(); !strings.Contains(v, "rows: \x1b[35m3\x1b[39m") {
		t.Errorf("no number colour:\n%q", v)
	}
	press(m, "d")
	if v := m.View(); !strings.Contains(v, "run at 2024-0\x1b[7m1-02T03:04:05\x1b[27mZ") || !strings.Contains(v, "run at 2024-0\x1b[7m5-06T07:08:09\x1b[27mZ") {
		t.Errorf("no change marks:\n%q", v)
	}
	if got := syntaxColor(`{"id": 42, "x": -1.5e3}`); got != "{\x1b[32m\"id\"\x1b[39m: \x1b[35m42\x1b[39m, \x1b[32m\"x\"\x1b[39m: \x1b[35m-1.5e3\x1b[39m}" {
		t.Errorf("syntaxColor: %q", got)
	}
}

func TestTUIKeys(t *testing.T) {
	items := tuiItems(t)
	m := newTUIModel(items, make([]bool, len(items)), false, false)
	press(m, "d")
	if v := m.View(); !strings.Contains(v, "side by side") || !strings.Contains(v, "result: 4") || !strings.Contains(v, " ~ Traceback") {
		t.Errorf("side by side:\n%s", v)
	}
	press(m, "d", "v")
	if v := m.View(); !strings.Contains(v, "Rationale: The actual output has 1 error") || !strings.Contains(v, "issue: line 1") {
		t.Errorf("verbose:\n%s", v)
	}
	press(m, "v", "?")
	if v := m.View(); !strings.Contains(v, "A  accept all undecided") {
		t.Errorf("help:\n%s", v)
	}
	press(m, "x") // closes the help, then is unknown
	if v := m.View(); strings.Contains(v, "accept all undecided") || !strings.Contains(v, `unknown key "x"`) {
		t.Errorf("after help:\n%s", v)
	}
	press(m, "R")
	if !strings.Contains(m.View(), "no model") {
		t.Error("R without a model")
	}
	m.canAI = true
	if m.Update("R") != cmdAskAI {
		t.Error("R with a model asks nothing")
	}
	// c types a reason for the diff on screen: Enter keeps it, Esc drops.
	press(m, "c", "o", "k", "x", "backspace", " ", "!")
	if v := m.View(); !strings.Contains(v, "reason: ok !_") {
		t.Errorf("typing:\n%s", v)
	}
	press(m, "enter")
	if m.reasons[0] != "ok !" || m.editing {
		t.Errorf("reason %q", m.reasons[0])
	}
	press(m, "c", "z", "esc")
	if m.reasons[0] != "ok !" {
		t.Errorf("esc kept %q", m.reasons[0])
	}
	// a, then undo, then r, s, a: each moves on; the review ends.
	press(m, "a")
	if m.pos != 1 || m.marks[0] != markAccept {
		t.Fatalf("after a: pos %d marks %v", m.pos, m.marks)
	}
	press(m, "u")
	if m.pos != 0 || m.marks[0] != markNone || !strings.Contains(m.View(), "undone: 1") {
		t.Fatalf("after u: pos %d marks %v", m.pos, m.marks)
	}
	press(m, "r", "s")
	if v := m.View(); !strings.Contains(v, "[3/3] t::long") || !strings.Contains(v, "more line(s): j/k to scroll") {
		t.Errorf("long diff:\n%s", v)
	}
	before := m.View()
	press(m, "j", "j")
	if m.View() == before || m.scroll != 2 {
		t.Error("j does not scroll")
	}
	press(m, "k", "k", "k")
	if m.scroll != 0 {
		t.Errorf("scroll %d", m.scroll)
	}
	press(m, "p")
	if !strings.Contains(m.View(), "[2/3] t::time (dirs)  [skip]") {
		t.Errorf("p:\n%s", m.View())
	}
	press(m, "n", "a")
	if !m.done || fmt.Sprint(m.marks) != fmt.Sprint([]tuiMark{markReject, markSkip, markAccept}) {
		t.Fatalf("done %v marks %v", m.done, m.marks)
	}

	// A / X / S decide every undecided diff; u takes them back together.
	m = newTUIModel(items, make([]bool, len(items)), false, false)
	press(m, "r", "A")
	if !m.done || fmt.Sprint(m.marks) != fmt.Sprint([]tuiMark{markReject, markAccept, markAccept}) {
		t.Fatalf("A: %v", m.marks)
	}
	m.done = false
	press(m, "u")
	if fmt.Sprint(m.marks) != fmt.Sprint([]tuiMark{markReject, markNone, markNone}) || m.pos != 1 {
		t.Fatalf("undo A: %v pos %d", m.marks, m.pos)
	}
	press(m, "X")
	if acc, rej, _, _ := m.counts(); acc != 0 || rej != 3 {
		t.Errorf("X: %v", m.marks)
	}
	m = newTUIModel(items, make([]bool, len(items)), false, false)
	press(m, "S")
	if _, _, skip, _ := m.counts(); skip != 3 || !m.done {
		t.Errorf("S: %v", m.marks)
	}
	m = newTUIModel(items, make([]bool, len(items)), false, false)
	press(m, "a", "q")
	if !m.done || m.marks[0] != markAccept || m.marks[1] != markNone {
		t.Errorf("q: %v", m.marks)
	}
	m = newTUIModel(items, make([]bool, len(items)), false, false)
	press(m, "a", "ctrl+c")
	if !m.aborted {
		t.Error("ctrl+c")
	}
	// Applied items are not shown; with none left the review is over.
	m = newTUIModel(items, []bool{true, false, true}, false, false)
	if len(m.pending) != 1 || !strings.Contains(m.View(), "[1/1] t::time") {
		t.Errorf("applied shown:\n%s", m.View())
	}
	if m := newTUIModel(items, []bool{true, true, true}, false, false); !m.done {
		t.Error("nothing to review, not done")
	}
}

// Any keys on any screen size: no panic, the screen fits, the marks stay
// consistent with the counts.
func FuzzTUIKeys(f *testing.F) {
	f.Add("arsAuXuSq", uint8(80), uint8(24))
	f.Add("dvjjjjkkk?xcabc\x7f\rnnppR", uint8(20), uint8(3))
	f.Add("uuuuA", uint8(200), uint8(60))
	items := []review.Item{}
	for _, d := range []review.Diff{
		{Test: "t::a", Source: "dirs", Expected: "x\ny\n", Actual: "x\nz\n"},
		{Test: "t::b", Source: "dirs", Expected: "", Actual: "é\tñ\n" + strings.Repeat("long line ", 30) + "\n"},
	} {
		r, _ := review.Offline{}.Review(context.Background(), d)
		items = append(items, review.Item{Diff: d, Result: r, Decision: review.DecisionHuman})
	}
	f.Fuzz(func(t *testing.T, ks string, w, h uint8) {
		m := newTUIModel(items, make([]bool, len(items)), true, true)
		m.width, m.height = int(w), int(h)
		for _, r := range ks {
			k := map[rune]string{'\x7f': "backspace", '\r': "enter", '\x1b': "esc"}[r]
			if k == "" {
				k = string(r)
			}
			m.Update(k)
			lines := strings.Split(m.View(), "\n")
			if len(lines) > max(m.height, 10) {
				t.Fatalf("%d lines for height %d", len(lines), m.height)
			}
			if m.pos < 0 || m.pos >= len(m.pending) || m.scroll < 0 {
				t.Fatalf("pos %d scroll %d", m.pos, m.scroll)
			}
			if acc, rej, skip, left := m.counts(); acc+rej+skip+left != len(m.pending) {
				t.Fatal("counts")
			}
		}
	})
}
