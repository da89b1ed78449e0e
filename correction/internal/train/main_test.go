package main

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/cairnhq/cairn/internal/testenv"
)

// The committed model is exactly what the trainer produces: training is
// reproducible from the repository.
func TestModelIsCurrent(t *testing.T) {
	testenv.SkipUnderRace(t)
	if testing.Short() {
		t.Skip("trains the model (a few seconds)")
	}
	src, report, _, err := Build()
	if err != nil {
		t.Fatal(err)
	}
	t.Log(report)
	path := filepath.Join("..", "..", "offline_model.go")
	committed, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if string(committed) != string(src) {
		t.Fatalf("%s is stale: run go generate ./correction", path)
	}
}

func TestCorpusIsDeterministic(t *testing.T) {
	a, b := Corpus(7, 40), Corpus(7, 40)
	if !reflect.DeepEqual(a, b) {
		t.Fatal("two corpora from the same seed differ")
	}
	if c := Corpus(8, 40); reflect.DeepEqual(a, c) {
		t.Fatal("corpora from different seeds are equal")
	}
	var pos int
	for _, e := range a {
		if strings.TrimSpace(e.Message) == "" || strings.Contains(e.Message, "{") && strings.Contains(e.Message, "}") && !strings.Contains(e.Prev, "{") {
			t.Errorf("example %+v has an empty message or an unfilled slot", e)
		}
		if e.Label {
			pos++
		}
	}
	if pos == 0 || pos == len(a) {
		t.Fatalf("corpus has %d corrections of %d, want both classes", pos, len(a))
	}
}

func norm(s string) string {
	return strings.Join(strings.Fields(strings.ToLower(strings.Trim(s, " .!?"))), " ")
}

// No training message is an eval message: the eval set only measures.
func TestCorpusSharesNothingWithEval(t *testing.T) {
	dir := testenv.EvalDir(t, filepath.Join("..", "..", "..", "..", "shared", "eval"))
	files, _ := filepath.Glob(filepath.Join(dir, "corrections", "*.jsonl"))
	if len(files) == 0 {
		t.Fatalf("no correction sets in %s/corrections", dir)
	}
	eval := map[string]bool{}
	for _, path := range files {
		f, err := os.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(make([]byte, 1<<20), 1<<24)
		for sc.Scan() {
			var e struct {
				Message string `json:"message"`
			}
			if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
				t.Fatal(err)
			}
			eval[norm(e.Message)] = true
		}
		f.Close()
	}
	shared := map[string]bool{}
	for _, e := range Corpus(Seed, PerDomain) {
		if eval[norm(e.Message)] {
			shared[norm(e.Message)] = true
		}
	}
	if len(shared) > 0 {
		t.Fatalf("training messages that are also eval messages (ignoring case and end punctuation): %q", keys(shared))
	}
}

func keys(m map[string]bool) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
