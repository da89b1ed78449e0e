package correction_test

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cairnhq/cairn/correction"
)

// An older version saved a guessed pair as literal: RecheckLiterals finds
// it, changes nothing unless asked, and with apply keeps it as context, so
// that a later answer gets it as a suggestion instead of a rewrite, in
// this process and in another one on the same store. An anchored pair, a
// correction taught by hand and one an LLM detected are left as they are.
func TestRecheckLiterals(t *testing.T) {
	ctx := context.Background()
	const (
		query   = "Which queue should the fulfilment worker consume from?"
		answer  = "Consume from `orders-default` with a prefetch of 10."
		later   = "Point the worker at `orders-default` and keep the prefetch at 10."
		query2  = "Which port does the billing gRPC service listen on?"
		answer2 = "It listens on port 50051 behind the mesh."
		later2  = "Dial billing on port 50051 from the checkout service."
	)
	// What this version learns from the two messages.
	learn := func(message, q, a string) *correction.Correction {
		m := mustMemory(t)
		l := &correction.Learner{Memory: m, Detector: correction.NewDetector(nil), Applier: correction.NewApplier(m, nil), Sessions: correction.NewSessionCache()}
		if _, err := l.HandleOutput(ctx, "s", q, a); err != nil {
			t.Fatal(err)
		}
		res, err := l.HandleUserMessage(ctx, "s", message)
		if err != nil || res.Saved == nil {
			t.Fatalf("learn %q: %+v, %v", message, res, err)
		}
		c := *res.Saved
		c.ID, c.Embedding, c.EmbeddingModel = "", nil, ""
		return &c
	}
	guess := learn("the queue is orders-high", query, answer)
	anchored := learn("it's 50052, not 50051", query2, answer2)
	if guess.Literal || !anchored.Literal {
		t.Fatalf("this version: guess literal %v, anchored literal %v; want false, true", guess.Literal, anchored.Literal)
	}
	guess.Literal = true // as the twenty-first round's learner saved it

	path := filepath.Join(t.TempDir(), "c.db")
	open := func() (*correction.Learner, *correction.Memory) {
		m := memoryAt(t, path)
		return &correction.Learner{Memory: m, Detector: correction.NewDetector(nil), Applier: correction.NewApplier(m, nil), Sessions: correction.NewSessionCache()}, m
	}
	l, m := open()
	for _, c := range []*correction.Correction{guess, anchored,
		// Taught through the API: its explanation is the user's.
		{OriginalOutput: "prefetch of 10", CorrectedOutput: "prefetch of 50", Explanation: "we prefetch 50", Literal: true, Query: query,
			Context: []correction.ContextChunk{{Source: correction.SourcePreviousOutput, Content: answer}, {Source: correction.SourceMessage, Content: "we prefetch 50"}}},
		// Detected by an LLM.
		{OriginalOutput: "behind the mesh", CorrectedOutput: "behind the gateway", Explanation: "The user says the service is behind the gateway.", Literal: true, Query: query2,
			Context: []correction.ContextChunk{{Source: correction.SourcePreviousOutput, Content: answer2}, {Source: correction.SourceMessage, Content: "no mesh, it's the gateway"}}},
	} {
		if err := m.Save(ctx, c); err != nil {
			t.Fatal(err)
		}
	}
	other, _ := open() // another process on the same store

	out, err := l.HandleOutput(ctx, "b", query, later)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.Output, "orders-high") {
		t.Fatalf("before the recheck the old literal guess applies: output %q", out.Output)
	}

	checked, err := l.RecheckLiterals(ctx, false)
	if err != nil {
		t.Fatal(err)
	}
	if len(checked) != 2 || checked[0].Correction.ID != guess.ID || checked[0].Keep || checked[1].Correction.ID != anchored.ID || !checked[1].Keep {
		t.Fatalf("checked %+v: want the guess (demoted) and the anchored pair (kept), nothing else", checked)
	}
	if !strings.Contains(checked[0].Why, "not sure enough") {
		t.Fatalf("why %q", checked[0].Why)
	}
	if c, err := m.Get(ctx, guess.ID); err != nil || !c.Literal {
		t.Fatalf("a dry run changed the guess: %+v, %v", c, err)
	}

	if _, err := l.RecheckLiterals(ctx, true); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		id   string
		want bool
	}{{guess.ID, false}, {anchored.ID, true}} {
		c, err := m.Get(ctx, tt.id)
		if err != nil || c.Literal != tt.want {
			t.Fatalf("after apply %s: %+v, %v; want literal %v", tt.id, c, err, tt.want)
		}
	}
	again, err := l.RecheckLiterals(ctx, true)
	if err != nil || len(again) != 1 || !again[0].Keep {
		t.Fatalf("a second recheck: %+v, %v; want only the anchored pair, kept", again, err)
	}

	if err := other.Memory.Refresh(ctx); err != nil {
		t.Fatal(err)
	}
	for name, lr := range map[string]*correction.Learner{"this process": l, "another process": other} {
		out, err := lr.HandleOutput(ctx, "c-"+name, query, later)
		if err != nil {
			t.Fatal(err)
		}
		if out.Output != later {
			t.Fatalf("%s: output %q; the demoted guess must not rewrite it", name, out.Output)
		}
		found := false
		for _, s := range out.Apply.Suggested {
			found = found || s.Correction.ID == guess.ID && strings.Contains(s.Why, "not sure enough")
		}
		if !found {
			t.Fatalf("%s: suggested %+v; want the guess suggested", name, out.Apply.Suggested)
		}
		out2, err := lr.HandleOutput(ctx, "d-"+name, query2, later2)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(out2.Output, "50052") {
			t.Fatalf("%s: output %q; the anchored pair still applies", name, out2.Output)
		}
	}
}
