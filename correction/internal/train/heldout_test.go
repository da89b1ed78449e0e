package main

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/cairnhq/cairn/internal/testenv"
)

// The held-out loop set in correction/testdata/loop was written apart from
// the generator's tables; these tests check its shape and the scenario
// rules of shared/eval/loop/README.md.

var heldOutDir = filepath.Join("..", "..", "testdata", "loop")

type heldOutMessage struct {
	ID    string `json:"id"`
	Prev  string `json:"previous_output"`
	Msg   string `json:"message"`
	Label string `json:"label"`
	Kind  string `json:"kind"`
}

type heldOutScenario struct {
	ID              string `json:"id"`
	Topic           string `json:"topic"`
	Difficulty      string `json:"difficulty"`
	RepeatVariation string `json:"repeat_variation"`
	ControlKind     string `json:"control_kind"`
	Teach           struct {
		Query, Output, Message string
		GoldWrong              string `json:"gold_wrong"`
		GoldRight              string `json:"gold_right"`
	} `json:"teach"`
	Repeat struct {
		Query, Output  string
		ExpectContains []string `json:"expect_contains"`
		ExpectAbsent   []string `json:"expect_absent"`
	} `json:"repeat"`
	Control struct{ Query, Output string } `json:"control"`
}

// readJSONL decodes every line of path into a new T, rejecting unknown
// fields.
func readJSONL[T any](t *testing.T, path string) []T {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []T
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<22)
	for n := 1; sc.Scan(); n++ {
		var v T
		dec := json.NewDecoder(strings.NewReader(sc.Text()))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&v); err != nil {
			t.Fatalf("%s:%d: %v", path, n, err)
		}
		out = append(out, v)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

func TestHeldOutMessages(t *testing.T) {
	ms := readJSONL[heldOutMessage](t, filepath.Join(heldOutDir, "messages.jsonl"))
	if len(ms) < 150 {
		t.Errorf("%d held-out messages, want at least 150", len(ms))
	}
	ids := map[string]bool{}
	texts := map[string]bool{}
	perKind := map[string]int{}
	for _, m := range ms {
		if m.ID == "" || ids[m.ID] {
			t.Errorf("missing or repeated id %q", m.ID)
		}
		ids[m.ID] = true
		if strings.TrimSpace(m.Prev) == "" || strings.TrimSpace(m.Msg) == "" {
			t.Errorf("%s: empty previous_output or message", m.ID)
		}
		if texts[norm(m.Msg)] {
			t.Errorf("%s: message %q appears twice", m.ID, m.Msg)
		}
		texts[norm(m.Msg)] = true
		known := IsCorrectionKind(m.Kind)
		for _, k := range OtherKinds {
			known = known || k == m.Kind
		}
		if !known {
			t.Errorf("%s: unknown kind %q", m.ID, m.Kind)
		}
		want := "NOT_CORRECTION"
		if IsCorrectionKind(m.Kind) {
			want = "CORRECTION"
		}
		if m.Label != want {
			t.Errorf("%s: label %q with kind %q, want %q", m.ID, m.Label, m.Kind, want)
		}
		perKind[m.Kind]++
	}
	for _, k := range append(append([]string{}, CorrectionKinds...), OtherKinds...) {
		if perKind[k] < 8 {
			t.Errorf("kind %s has %d held-out messages, want at least 8", k, perKind[k])
		}
	}
}

// check is run.py's check: "re:" entries are regular expressions, others
// case-sensitive substrings.
func check(t *testing.T, text, spec string) bool {
	if re, ok := strings.CutPrefix(spec, "re:"); ok {
		rx, err := regexp.Compile(re)
		if err != nil {
			t.Fatalf("expectation %q: %v", spec, err)
		}
		return rx.MatchString(text)
	}
	return strings.Contains(text, spec)
}

func TestHeldOutScenarios(t *testing.T) {
	ss := readJSONL[heldOutScenario](t, filepath.Join(heldOutDir, "scenarios.jsonl"))
	if len(ss) < 50 {
		t.Errorf("%d held-out scenarios, want at least 50", len(ss))
	}
	ids := map[string]bool{}
	diff := map[string]int{}
	controls := map[string]int{}
	for _, s := range ss {
		if s.ID == "" || ids[s.ID] {
			t.Errorf("missing or repeated id %q", s.ID)
		}
		ids[s.ID] = true
		diff[s.Difficulty]++
		controls[s.ControlKind]++
		switch s.Difficulty {
		case "literal", "paraphrase", "semantic":
		default:
			t.Errorf("%s: difficulty %q", s.ID, s.Difficulty)
		}
		switch s.ControlKind {
		case "unrelated", "same_topic", "lookalike":
		default:
			t.Errorf("%s: control_kind %q", s.ID, s.ControlKind)
		}
		for name, v := range map[string]string{
			"topic": s.Topic, "repeat_variation": s.RepeatVariation,
			"teach.query": s.Teach.Query, "teach.output": s.Teach.Output, "teach.message": s.Teach.Message,
			"teach.gold_wrong": s.Teach.GoldWrong, "teach.gold_right": s.Teach.GoldRight,
			"repeat.query": s.Repeat.Query, "repeat.output": s.Repeat.Output,
			"control.query": s.Control.Query, "control.output": s.Control.Output,
		} {
			if strings.TrimSpace(v) == "" {
				t.Errorf("%s: %s is empty", s.ID, name)
			}
		}
		if !strings.Contains(s.Teach.Output, s.Teach.GoldWrong) {
			t.Errorf("%s: gold_wrong %q is not in the teach output", s.ID, s.Teach.GoldWrong)
		}
		if s.Difficulty == "literal" && !strings.Contains(strings.ToLower(s.Repeat.Output), strings.ToLower(s.Teach.GoldWrong)) {
			t.Errorf("%s: literal scenario whose repeat does not contain %q", s.ID, s.Teach.GoldWrong)
		}
		if len(s.Repeat.ExpectContains)+len(s.Repeat.ExpectAbsent) == 0 {
			t.Errorf("%s: repeat has no expectations", s.ID)
		}
		fixed := true
		for _, c := range s.Repeat.ExpectContains {
			fixed = fixed && check(t, s.Repeat.Output, c)
		}
		for _, a := range s.Repeat.ExpectAbsent {
			fixed = fixed && !check(t, s.Repeat.Output, a)
		}
		if fixed {
			t.Errorf("%s: the repeat as written already passes its own check", s.ID)
		}
	}
	for _, k := range []string{"literal", "paraphrase", "semantic", "unrelated", "same_topic", "lookalike"} {
		if diff[k]+controls[k] == 0 {
			t.Errorf("no scenario with %s", k)
		}
	}
	if n := len(ss); diff["literal"]*100/n < 45 || diff["literal"]*100/n > 65 || diff["semantic"]*100/n < 8 || diff["semantic"]*100/n > 22 {
		t.Errorf("difficulty mix %v, want about 55/30/15 %%", diff)
	}
}

// The held-out set shares no message with the shared dev sets.
func TestHeldOutSharesNothingWithEval(t *testing.T) {
	dir := testenv.EvalDir(t, filepath.Join("..", "..", "..", "..", "shared", "eval"))
	eval := evalMessages(t, dir)
	var shared []string
	for _, m := range readJSONL[heldOutMessage](t, filepath.Join(heldOutDir, "messages.jsonl")) {
		if eval[norm(m.Msg)] {
			shared = append(shared, m.Msg)
		}
	}
	for _, s := range readJSONL[heldOutScenario](t, filepath.Join(heldOutDir, "scenarios.jsonl")) {
		for _, q := range []string{s.Teach.Message, s.Teach.Query, s.Repeat.Query, s.Control.Query} {
			if eval[norm(q)] {
				shared = append(shared, q)
			}
		}
	}
	if len(shared) > 0 {
		t.Fatalf("held-out texts that are also in shared/eval: %q", shared)
	}
}
