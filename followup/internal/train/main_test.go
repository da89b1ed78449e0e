package main

import (
	"bufio"
	"context"
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
	if testing.Short() {
		t.Skip("trains the model")
	}
	examples, err := Examples(".")
	if err != nil {
		t.Fatal(err)
	}
	emb, err := trainingEmbedder()
	if err != nil {
		t.Fatal(err)
	}
	src, report, err := Build(context.Background(), emb, examples)
	if err != nil {
		t.Fatal(err)
	}
	t.Log(report)
	path := filepath.Join("..", "..", "classifier_model.go")
	committed, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if string(committed) != string(src) {
		t.Fatalf("%s is stale: run go generate ./followup", path)
	}
}

func TestCorpusIsDeterministic(t *testing.T) {
	a, b := Corpus(7, 50), Corpus(7, 50)
	if !reflect.DeepEqual(a, b) {
		t.Fatal("two corpora from the same seed differ")
	}
	if c := Corpus(8, 50); reflect.DeepEqual(a, c) {
		t.Fatal("corpora from different seeds are equal")
	}
	var pos int
	for _, e := range a {
		if strings.TrimSpace(e.Query) == "" || len(e.History) == 0 || strings.ContainsAny(e.Query+strings.Join(e.History, ""), "{}") {
			t.Errorf("example %+v has an empty query or history, or an unfilled slot", e)
		}
		if e.Label {
			pos++
		}
	}
	if pos == 0 || pos == len(a) {
		t.Fatalf("corpus has %d follow-ups of %d, want both classes", pos, len(a))
	}
}

func norm(s string) string {
	return strings.Join(strings.Fields(strings.ToLower(strings.Trim(s, " .!?"))), " ")
}

// No training query or history turn is a query of an evaluation set or
// of a held-out set (when CAIRN_FOLLOWUP_HELDOUT names them): those only
// measure.
func TestCorpusSharesNothingWithEval(t *testing.T) {
	dir := testenv.EvalDir(t, filepath.Join("..", "..", "..", "..", "shared", "eval"))
	files, _ := filepath.Glob(filepath.Join(dir, "followup", "*.jsonl"))
	if len(files) == 0 {
		t.Fatalf("no follow-up sets in %s/followup", dir)
	}
	if h := os.Getenv("CAIRN_FOLLOWUP_HELDOUT"); h != "" {
		held, _ := filepath.Glob(filepath.Join(h, "*.jsonl"))
		if len(held) == 0 {
			t.Fatalf("CAIRN_FOLLOWUP_HELDOUT=%s holds no .jsonl file", h)
		}
		files = append(files, held...)
	}
	examples, err := Examples(".")
	if err != nil {
		t.Fatal(err)
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
				Query string `json:"query"`
			}
			if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
				t.Fatal(err)
			}
			eval[norm(e.Query)] = true
		}
		f.Close()
	}
	shared := map[string]bool{}
	for _, e := range examples {
		for _, s := range append([]string{e.Query}, e.History...) {
			if eval[norm(s)] {
				shared[norm(s)] = true
			}
		}
	}
	if len(shared) > 0 {
		var list []string
		for k := range shared {
			list = append(list, k)
		}
		sort.Strings(list)
		t.Fatalf("training texts that are also eval queries (ignoring case and end punctuation): %q", list)
	}
}
