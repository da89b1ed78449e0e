package main

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/cairnhq/cairn/internal/testenv"
)

func TestCodingCorpusIsDeterministic(t *testing.T) {
	a, b := CodingCorpus(11, 2000), CodingCorpus(11, 2000)
	if !reflect.DeepEqual(a, b) {
		t.Fatal("two coding corpora from the same seed differ")
	}
	if c := CodingCorpus(12, 2000); reflect.DeepEqual(a, c) {
		t.Fatal("coding corpora from different seeds are equal")
	}
}

func TestCodingTables(t *testing.T) {
	if len(codingMistakes) < 150 {
		t.Errorf("%d mistake facts, want at least 150", len(codingMistakes))
	}
	var looks int
	for _, m := range codingMistakes {
		if m.Look != "" {
			looks++
		}
	}
	if looks < 150 {
		t.Errorf("%d mistake facts have a lookalike, want at least 150", looks)
	}
	if len(codingPrefs) < 30 {
		t.Errorf("%d preference items, want at least 30", len(codingPrefs))
	}
	seen := map[string]bool{}
	topics := map[string]bool{}
	for _, m := range append(append([]mistake{}, codingMistakes...), codingPrefs...) {
		key := m.Prev + "\x00" + m.Wrong
		if seen[key] {
			t.Errorf("fact %q (%s) is listed twice", m.Subject, m.Wrong)
		}
		seen[key] = true
		topics[m.Topic] = true
		if m.Wrong == m.Right {
			t.Errorf("fact %q: wrong and right are both %q", m.Subject, m.Wrong)
		}
		if strings.Contains(strings.Replace(m.Prev, m.Wrong, "", 1), m.Right) && !strings.Contains(m.Right, m.Wrong) {
			t.Errorf("fact %q: the output already contains the right span %q", m.Subject, m.Right)
		}
		if m.Look != "" && m.Look == m.Prev {
			t.Errorf("fact %q: lookalike equals the output", m.Subject)
		}
	}
	if len(topics) < 20 {
		t.Errorf("%d topics, want at least 20", len(topics))
	}
}

func TestCodingCorpusLabels(t *testing.T) {
	n := CodingDefaultN
	es := CodingCorpus(Seed, n)
	if len(es) != n {
		t.Fatalf("got %d examples, want %d", len(es), n)
	}
	perKind := map[string]int{}
	seen := map[string]bool{}
	var withRight int
	for _, e := range es {
		perKind[e.Kind]++
		if e.Label != IsCorrectionKind(e.Kind) {
			t.Errorf("label %v does not match kind %q: %+v", e.Label, e.Kind, e)
		}
		if strings.TrimSpace(e.Message) == "" {
			t.Errorf("empty message: %+v", e)
		}
		for _, slot := range []string{"{W}", "{R}", "{Wf}", "{Rf}", "{why}", "{subj}", "{name}", "{num}", "{other}"} {
			if strings.Contains(e.Message, slot) {
				t.Errorf("unfilled slot %s: %q", slot, e.Message)
			}
		}
		if e.Label {
			if e.Wrong == "" || !strings.Contains(e.Prev, e.Wrong) {
				t.Errorf("correction's wrong span %q is not in its previous output %q", e.Wrong, e.Prev)
			}
			if e.Right != "" {
				withRight++
			}
		} else if e.Wrong != "" || e.Right != "" {
			t.Errorf("non-correction carries spans: %+v", e)
		}
		k := e.Prev + "\x00" + e.Message
		if seen[k] {
			t.Errorf("duplicate example: %q / %q", e.Prev, e.Message)
		}
		seen[k] = true
	}
	for _, k := range append(append([]string{}, CorrectionKinds...), OtherKinds...) {
		if perKind[k] < n/len(perKind)-5 {
			t.Errorf("kind %s has %d examples, want about %d", k, perKind[k], n/13)
		}
	}
	if len(perKind) != 13 {
		t.Errorf("kinds %v, want 13", perKind)
	}
	if corr := n * 6 / 13; withRight < corr/2 {
		t.Errorf("only %d of about %d corrections state the replacement", withRight, corr)
	}
	t.Logf("kinds %v, corrections stating the replacement %d", perKind, withRight)
}

// evalMessages collects every user message and query of the JSONL files
// under dir (recursively): the fields message and query, and the teach
// message of loop scenarios.
func evalMessages(t *testing.T, dir string) map[string]bool {
	t.Helper()
	out := map[string]bool{}
	var files int
	err := filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".jsonl") {
			return err
		}
		files++
		f, err := os.Open(path)
		if err != nil {
			return err
		}
		defer f.Close()
		sc := bufio.NewScanner(f)
		sc.Buffer(make([]byte, 1<<20), 1<<24)
		for sc.Scan() {
			var e struct {
				Message string `json:"message"`
				Query   string `json:"query"`
				Teach   struct {
					Message string `json:"message"`
				} `json:"teach"`
			}
			if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
				t.Fatalf("%s: %v", path, err)
			}
			for _, m := range []string{e.Message, e.Query, e.Teach.Message} {
				if m != "" {
					out[norm(m)] = true
				}
			}
		}
		return sc.Err()
	})
	if err != nil {
		t.Fatal(err)
	}
	if files == 0 {
		t.Fatalf("no JSONL files under %s", dir)
	}
	return out
}

// No coding-corpus message is a message of the shared eval sets (loop,
// corrections, followup) or of the held-out loop set in testdata.
func TestCodingCorpusSharesNothingWithEval(t *testing.T) {
	dir := testenv.EvalDir(t, filepath.Join("..", "..", "..", "..", "shared", "eval"))
	eval := evalMessages(t, dir)
	if held := filepath.Join("..", "..", "testdata", "loop"); dirExists(held) {
		for k := range evalMessages(t, held) {
			eval[k] = true
		}
	}
	shared := map[string]bool{}
	for _, e := range CodingCorpus(Seed, CodingDefaultN) {
		if eval[norm(e.Message)] {
			shared[norm(e.Message)] = true
		}
	}
	if len(shared) > 0 {
		t.Fatalf("coding-corpus messages that are also eval messages: %q", keys(shared))
	}
}

func dirExists(dir string) bool {
	st, err := os.Stat(dir)
	return err == nil && st.IsDir()
}
