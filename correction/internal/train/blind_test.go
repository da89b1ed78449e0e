package main

import (
	"path/filepath"
	"testing"

	"github.com/cairnhq/cairn/internal/testenv"
)

// testdata/blind_messages.jsonl was written apart from the generator's
// tables and from shared/eval, to measure the detector on messages it was
// not tuned on (run.py's run_messages on it gives the headline figures).
// These tests check its shape and that nothing trains on it.

var blindPath = filepath.Join("testdata", "blind_messages.jsonl")

// longPath holds long replies (25 to 60 words, several sentences), written
// like the written training sets but kept out of training: held out, they
// show the detector's weakness on long messages (testdata/README.md).
var longPath = filepath.Join("testdata", "long_messages.jsonl")

// preflinePath holds replies on the line between a preference and a
// correction, written like the written training sets but kept out of
// training (testdata/README.md): preferences flagged there are the
// detector's weakness on that line.
var preflinePath = filepath.Join("testdata", "prefline_messages.jsonl")

// mixedPath holds replies of mixed lengths on topics no written set
// covers, written like them but kept out of training (testdata/README.md).
var mixedPath = filepath.Join("testdata", "mixed_messages.jsonl")

// freshPrefsPath holds messages written apart from the code to measure
// the taste gate (eval/fresh-prefs/README.md): nothing trains on them
// either.
var freshPrefsPath = filepath.Join("..", "..", "..", "eval", "fresh-prefs", "messages.jsonl")

func TestBlindMessages(t *testing.T) {
	for _, path := range []string{blindPath, preflinePath, mixedPath} {
		ms := readJSONL[heldOutMessage](t, path)
		if len(ms) < 100 {
			t.Errorf("%s: %d messages, want at least 100", path, len(ms))
		}
		ids := map[string]bool{}
		kinds := map[string]int{}
		for _, m := range ms {
			if ids[m.ID] {
				t.Errorf("%s: id %s twice", path, m.ID)
			}
			ids[m.ID] = true
			if m.Prev == "" || m.Msg == "" {
				t.Errorf("%s: %s: empty previous_output or message", path, m.ID)
			}
			want := "NOT_CORRECTION"
			if IsCorrectionKind(m.Kind) {
				want = "CORRECTION"
			}
			if m.Label != want {
				t.Errorf("%s: %s: kind %q labelled %q, want %q", path, m.ID, m.Kind, m.Label, want)
			}
			kinds[m.Kind]++
		}
		for _, k := range append(append([]string{}, CorrectionKinds...), OtherKinds...) {
			if kinds[k] < 5 {
				t.Errorf("%s: %d messages of kind %s, want at least 5", path, kinds[k], k)
			}
		}
	}
}

// No training message is a blind message, and no blind message is an
// eval message.
func TestBlindSharesNothing(t *testing.T) {
	blind := map[string]bool{}
	for _, p := range []string{blindPath, freshPrefsPath, preflinePath, mixedPath} {
		for _, m := range readJSONL[heldOutMessage](t, p) {
			blind[norm(m.Msg)] = true
		}
	}
	shared := map[string]bool{}
	for _, e := range append(Corpus(Seed, PerDomain), CodingCorpus(Seed, CodingDefaultN)...) {
		if blind[norm(e.Message)] {
			shared[norm(e.Message)] = true
		}
	}
	if len(shared) > 0 {
		t.Errorf("training messages that are also blind messages: %q", keys(shared))
	}
	dir := testenv.EvalDir(t, filepath.Join("..", "..", "..", "..", "shared", "eval"))
	for m := range evalMessages(t, dir) {
		if blind[m] {
			t.Errorf("blind message %q is also in shared/eval", m)
		}
	}
}

// The written training examples share no message with what measures the
// detector: shared/eval, the repository's eval sets (dev, held-out,
// fresh-prefs) and the blind messages.
func TestWrittenSharesNothing(t *testing.T) {
	written, err := Written(".")
	if err != nil {
		t.Fatal(err)
	}
	if len(written) < 3*200 {
		t.Fatalf("%d written examples, want the three sets", len(written))
	}
	measured := map[string]bool{}
	for _, p := range []string{blindPath, longPath, preflinePath} {
		for _, m := range readJSONL[heldOutMessage](t, p) {
			measured[norm(m.Msg)] = true
		}
	}
	for m := range evalMessages(t, testenv.EvalDir(t, filepath.Join("..", "..", "..", "..", "shared", "eval"))) {
		measured[m] = true
	}
	for m := range evalMessages(t, filepath.Join("..", "..", "..", "eval")) {
		measured[m] = true
	}
	seen := map[string]bool{}
	for _, e := range written {
		k := norm(e.Message)
		if measured[k] {
			t.Errorf("written example %s is also a measured message: %q", e.Template, e.Message)
		}
		if seen[k] {
			t.Errorf("written example %s twice: %q", e.Template, e.Message)
		}
		seen[k] = true
		want := IsCorrectionKind(e.Kind)
		if e.Label != want || e.Prev == "" || e.Message == "" {
			t.Errorf("written example %s: kind %q, label %v, empty text %v", e.Template, e.Kind, e.Label, e.Prev == "" || e.Message == "")
		}
	}
}
