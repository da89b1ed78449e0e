package correction_test

import (
	"context"
	"strings"
	"testing"

	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/openai/openaitest"
)

// A message that states only the right value ("the queue is orders-high")
// leaves the learner to guess which value of the output it replaces. An
// unsure guess that no second reading of the message finds is saved with
// its pair, as context: a later answer with the old value gets it as a
// suggestion that names the pair, not a rewrite. The same fix with the
// wrong value written in the message ("…, not orders-default") is
// substituted.
func TestGuessedPairIsSuggested(t *testing.T) {
	ctx := context.Background()
	const (
		query  = "Which queue should the fulfilment worker consume from?"
		answer = "Consume from `orders-default` with a prefetch of 10."
		later  = "Point the worker at `orders-default` and keep the prefetch at 10."
	)
	for _, tt := range []struct {
		message string
		literal bool
	}{
		{"the queue is orders-high", false},
		{"the queue is orders-high, not orders-default", true},
	} {
		t.Run(tt.message, func(t *testing.T) {
			m := mustMemory(t)
			l := &correction.Learner{Memory: m, Detector: correction.NewDetector(nil), Applier: correction.NewApplier(m, nil), Sessions: correction.NewSessionCache()}
			if _, err := l.HandleOutput(ctx, "a", query, answer); err != nil {
				t.Fatal(err)
			}
			res, err := l.HandleUserMessage(ctx, "a", tt.message)
			if err != nil {
				t.Fatal(err)
			}
			c := res.Saved
			if c == nil || c.OriginalOutput != "orders-default" || c.CorrectedOutput != "orders-high" {
				t.Fatalf("saved %+v (detection %+v): want the pair orders-default → orders-high", c, res.Detection)
			}
			if c.Literal != tt.literal {
				t.Fatalf("literal %v, want %v", c.Literal, tt.literal)
			}
			out, err := l.HandleOutput(ctx, "b", query, later)
			if err != nil {
				t.Fatal(err)
			}
			if tt.literal {
				if out.Output != strings.Replace(later, "orders-default", "orders-high", 1) {
					t.Fatalf("output %q: want the named pair substituted", out.Output)
				}
				return
			}
			if out.Output != later {
				t.Fatalf("output %q: an unsure guess must not rewrite the answer", out.Output)
			}
			found := false
			for _, s := range out.Apply.Suggested {
				found = found || s.Correction.ID == c.ID && strings.Contains(s.Why, "not sure enough") && strings.Contains(s.Why, "orders-high")
			}
			if !found {
				t.Fatalf("suggested %+v: want the guess suggested with its pair", out.Apply.Suggested)
			}
		})
	}
}

// With an LLM configured, a pair the LLM names itself is its own reading
// of the message, a second one beside the offline guess: it is
// substituted. A verdict that names no span of the output borrows the
// offline guess, which stays a suggestion.
func TestGuessedPairWithAnLLM(t *testing.T) {
	ctx := context.Background()
	for _, tt := range []struct {
		name, reply string
		literal     bool
	}{
		{"the LLM names the pair", "is_correction: yes\ncategory: factual\noriginal: orders-default\ncorrected: orders-high\nconfidence: 0.9", true},
		{"the LLM names no span", "is_correction: yes\ncategory: factual\noriginal: the queue\ncorrected: the other queue\nconfidence: 0.9", false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			srv, c := newCompleter(t)
			srv.Enqueue(openaitest.Reply{Content: tt.reply})
			m := mustMemory(t)
			l := &correction.Learner{Memory: m, Detector: correction.NewDetector(c), Applier: correction.NewApplier(m, nil), Sessions: correction.NewSessionCache()}
			if _, err := l.HandleOutput(ctx, "a", "Which queue should the fulfilment worker consume from?", "Consume from `orders-default` with a prefetch of 10."); err != nil {
				t.Fatal(err)
			}
			res, err := l.HandleUserMessage(ctx, "a", "the queue is orders-high")
			if err != nil {
				t.Fatal(err)
			}
			if res.Saved == nil || res.Saved.OriginalOutput != "orders-default" || res.Saved.CorrectedOutput != "orders-high" || res.Saved.Literal != tt.literal {
				t.Fatalf("saved %+v (detection %+v): want orders-default → orders-high, literal %v", res.Saved, res.Detection, tt.literal)
			}
		})
	}
}
