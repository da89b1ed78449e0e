package correction_test

import (
	"context"
	"strings"
	"testing"

	"github.com/cairnhq/cairn/correction"
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
