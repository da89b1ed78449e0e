package main

import (
	"context"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/cairnhq/cairn/followup/internal/pairs"
	"github.com/cairnhq/cairn/internal/testenv"
)

// The committed model is exactly what the trainer produces: training is
// reproducible from the repository.
func TestModelIsCurrent(t *testing.T) {
	testenv.SkipUnderRace(t)
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

// No evaluation or held-out pair is in the training data: no training
// example has the query and the last history turn of a pair of
// shared/eval/followup or of the held-out sets (when CAIRN_FOLLOWUP_HELDOUT
// names them), and no synthetic text is a query of shared/eval/followup. (Public
// conversations, CAsT and FollowUp, share a few generic utterances, such as
// "Give me some examples." or "How many are there?", with the evaluation
// sets; those are allowed in other pairs.)
func TestCorpusSharesNothingWithEval(t *testing.T) {
	dir := testenv.EvalDir(t, filepath.Join("..", "..", "..", "..", "shared", "eval"))
	files, _ := filepath.Glob(filepath.Join(dir, "followup", "*.jsonl"))
	if len(files) == 0 {
		t.Fatalf("no follow-up sets in %s/followup", dir)
	}
	nEval := len(files)
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
	pairKey := func(history []string, query string) string {
		return norm(history[len(history)-1]) + "\x00" + norm(query)
	}
	evalPairs, evalQueries := map[string]bool{}, map[string]bool{}
	for i, path := range files {
		ps, err := pairs.Read(path)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range ps {
			evalPairs[pairKey(p.History, p.Query)] = true
			if i < nEval {
				evalQueries[norm(p.Query)] = true
			}
		}
	}
	shared := map[string]bool{}
	for _, e := range examples {
		if evalPairs[pairKey(e.History, e.Query)] {
			shared[e.History[len(e.History)-1]+" -> "+e.Query] = true
		}
		if e.Domain == "cast" || e.Domain == "fanda" || e.Domain == "cosql" {
			continue // public conversations: generic utterances may recur
		}
		for _, s := range append([]string{e.Query}, e.History...) {
			if evalQueries[norm(s)] {
				shared[s] = true
			}
		}
	}
	if len(shared) > 0 {
		var list []string
		for k := range shared {
			list = append(list, k)
		}
		sort.Strings(list)
		t.Fatalf("training pairs or synthetic texts that are in the evaluation sets (ignoring case and end punctuation): %q", list)
	}
}
