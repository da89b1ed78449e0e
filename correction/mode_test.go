package correction_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/correction"
)

// TestApplySuggestMode holds the suggest mode to its promise: the output is
// never changed, what would have been applied leads the suggestions with its
// hits, lands in the prompt block and is not counted as applied; the rewrite
// mode on the same memory still applies it.
func TestApplySuggestMode(t *testing.T) {
	m := mustMemory(t)
	ctx := context.Background()
	c := &correction.Correction{ID: "port", Query: "how do I reach the staging database", OriginalOutput: "port 5432", CorrectedOutput: "port 5433", Confidence: 1, Literal: true}
	if err := m.Save(ctx, c); err != nil {
		t.Fatal(err)
	}
	const query, output = "how do I reach the staging database", "Connect to staging on port 5432 from the bastion."

	a := correction.NewApplier(m, nil)
	a.Mode = correction.ApplySuggest
	res, err := a.Apply(ctx, query, output)
	if err != nil {
		t.Fatal(err)
	}
	if res.Modified || res.ModifiedText != output || len(res.AppliedCorrections) != 0 || res.Method != "" {
		t.Fatalf("suggest mode changed the output: %+v", res)
	}
	if res.Mode != correction.ApplySuggest || len(res.Suggested) == 0 {
		t.Fatalf("mode %q, suggested %v: want the withheld correction suggested", res.Mode, res.Suggested)
	}
	w := res.Suggested[0]
	if !w.Withheld || w.Correction.ID != "port" || len(w.Hits) == 0 || w.Hits[0].Replacement != "port 5433" || !strings.Contains(w.Why, `"port 5432" with "port 5433"`) {
		t.Fatalf("first suggestion %+v (why %q): want the withheld correction with its hit", w, w.Why)
	}
	if !strings.Contains(res.Prompt, "5433") {
		t.Fatalf("prompt %q does not carry the withheld correction", res.Prompt)
	}
	if got, err := m.Get(ctx, "port"); err != nil || got.ApplyCount != 0 || got.LastApplied != nil {
		t.Fatalf("after the suggest mode: %+v, %v; want no application recorded", got, err)
	}

	// The request's mode overrides the applier's, both ways.
	res, err = a.ApplyWith(ctx, query, output, correction.ApplyOptions{Mode: correction.ApplyRewrite})
	if err != nil {
		t.Fatal(err)
	}
	if res.ModifiedText != "Connect to staging on port 5433 from the bastion." || res.Mode != "" {
		t.Fatalf("rewrite override: %q (mode %q)", res.ModifiedText, res.Mode)
	}
	for _, s := range res.Suggested {
		if s.Withheld {
			t.Fatalf("rewrite mode withheld %v", s)
		}
	}
	a.Mode = ""
	res, err = a.ApplyWith(ctx, query, output, correction.ApplyOptions{Mode: correction.ApplySuggest})
	if err != nil || res.Modified {
		t.Fatalf("suggest override: %+v, %v", res, err)
	}

	// An unknown mode changes nothing and names the field.
	res, err = a.ApplyWith(ctx, query, output, correction.ApplyOptions{Mode: "always"})
	var e *cairn.Error
	if !errors.As(err, &e) || e.Code != cairn.EINVALID || e.Field != "apply" || res.ModifiedText != output {
		t.Fatalf("unknown mode: %+v, %v; want EINVALID on apply and the output unchanged", res, err)
	}
}

func TestParseApplyMode(t *testing.T) {
	for in, want := range map[string]correction.ApplyMode{"": correction.ApplyRewrite, "rewrite": correction.ApplyRewrite, " Suggest ": correction.ApplySuggest} {
		if got, err := correction.ParseApplyMode("f", in); err != nil || got != want {
			t.Errorf("ParseApplyMode(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	if _, err := correction.ParseApplyMode("corrections.apply", "shadow"); err == nil || !strings.Contains(err.Error(), "corrections.apply") {
		t.Fatalf("ParseApplyMode(shadow) = %v; want an error naming the field", err)
	}
	if m, err := correction.ApplyModeOverride("apply", ""); m != "" || err != nil {
		t.Fatalf("ApplyModeOverride(\"\") = %q, %v; want no override", m, err)
	}
	if m, err := correction.ApplyModeOverride("apply", "suggest"); m != correction.ApplySuggest || err != nil {
		t.Fatalf("ApplyModeOverride(suggest) = %q, %v", m, err)
	}
}

// TestLearnerSuggestModeKeepsTheOutput: an assistant turn in the suggest
// mode is remembered as the user saw it, unchanged, so that a correction of
// it is learned against the text the user read.
func TestLearnerSuggestModeKeepsTheOutput(t *testing.T) {
	m := mustMemory(t)
	ctx := context.Background()
	c := &correction.Correction{ID: "port", Query: "how do I reach the staging database", OriginalOutput: "port 5432", CorrectedOutput: "port 5433", Confidence: 1, Literal: true}
	if err := m.Save(ctx, c); err != nil {
		t.Fatal(err)
	}
	l := &correction.Learner{Memory: m, Detector: correction.NewDetector(nil), Applier: correction.NewApplier(m, nil), Sessions: correction.NewSessionCache()}
	const output = "Connect to staging on port 5432 from the bastion."
	res, err := l.HandleOutputWith(ctx, "s1", "how do I reach the staging database", output, correction.ApplyOptions{Mode: correction.ApplySuggest})
	if err != nil {
		t.Fatal(err)
	}
	if res.Output != output {
		t.Fatalf("output %q, want it unchanged", res.Output)
	}
	turn, ok, err := l.Sessions.LastTurn(ctx, "s1")
	if err != nil || !ok || turn.Output != output {
		t.Fatalf("last turn %+v, %v, %v; want the unchanged output", turn, ok, err)
	}
	if _, err := l.HandleOutputWith(ctx, "s2", "q", output, correction.ApplyOptions{Mode: "bogus"}); err == nil {
		t.Fatal("an unknown mode was accepted")
	}
	if _, ok, _ := l.Sessions.LastTurn(ctx, "s2"); ok {
		t.Fatal("a refused turn was remembered")
	}
}
