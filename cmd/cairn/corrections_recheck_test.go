package main

import (
	"context"
	"encoding/json"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/cairnhq/cairn/sqlite"
)

// A store an older version wrote holds a guessed pair as literal:
// "corrections recheck" lists it and changes nothing; with --apply it is
// kept as context, and "corrections apply" then suggests it instead of
// rewriting the answer. A certain pair is left as it is.
func TestCorrectionsRecheckCLI(t *testing.T) {
	c := newCLI(t)
	path := filepath.Join(t.TempDir(), "c.db")
	store := "--store=" + path
	const later = "Point the worker at `orders-default` and keep the prefetch at 10."

	out := c.ok("corrections", "learn", store,
		"--query", "Which queue should the fulfilment worker consume from?",
		"--previous-output", "Consume from `orders-default` with a prefetch of 10.",
		"--message", "the queue is orders-high")
	m := regexp.MustCompile(`saved (cor_[0-9a-f]+) `).FindStringSubmatch(out)
	if m == nil || !strings.Contains(out, "kept as context") {
		t.Fatalf("learn: %q", out)
	}
	guess := m[1]
	c.ok("corrections", "learn", store,
		"--query", "Which port does the billing gRPC service listen on?",
		"--previous-output", "It listens on port 50051 behind the mesh.",
		"--message", "it's 50052, not 50051")
	// What a learner before the twenty-second round saved.
	db := sqlite.NewDB(path)
	if err := db.Open(context.Background()); err != nil {
		t.Fatal(err)
	}
	if err := db.Corrections("default").SetLiteral(context.Background(), guess, true); err != nil {
		t.Fatal(err)
	}
	db.Close()
	apply := func() string {
		return c.ok("corrections", "apply", store, "--query", "Which queue does the worker read?", "--output", later)
	}
	if got := apply(); !strings.Contains(got, "orders-high") {
		t.Fatalf("before the recheck the old literal guess applies: %q", got)
	}

	stdout, stderr, code := c.run("corrections", "recheck", store)
	if code != 0 || !strings.Contains(stdout, guess) || !strings.Contains(stdout, "not sure enough") || strings.Count(stdout, "cor_") != 1 ||
		!strings.Contains(stderr, "checked 2 literal corrections learned offline: this version would keep 1 as context; run again with --apply") {
		t.Fatalf("recheck: exit %d\nstdout %q\nstderr %q", code, stdout, stderr)
	}
	if got := apply(); !strings.Contains(got, "orders-high") {
		t.Fatalf("a dry run changed the store: %q", got)
	}

	stdout, stderr, code = c.run("corrections", "recheck", "--apply", store)
	if code != 0 || !strings.Contains(stdout, guess) || !strings.Contains(stderr, "kept 1 as context") {
		t.Fatalf("recheck --apply: exit %d\nstdout %q\nstderr %q", code, stdout, stderr)
	}
	if got := apply(); got != later+"\n" && got != later {
		t.Fatalf("after --apply the guess must not rewrite the answer: %q", got)
	}
	var checked []struct {
		Correction struct {
			ID      string `json:"id"`
			Literal bool   `json:"literal"`
		} `json:"correction"`
		Checked, Keep bool
		Why           string
	}
	if err := json.Unmarshal([]byte(c.ok("corrections", "recheck", "--json", store)), &checked); err != nil {
		t.Fatal(err)
	}
	if len(checked) != 1 || !checked[0].Keep || !checked[0].Correction.Literal || checked[0].Correction.ID == guess {
		t.Fatalf("recheck --json after apply: %+v; want the certain pair only, kept", checked)
	}
	c.fails("unknown command", "corrections", "recheck", "extra", store)
}
