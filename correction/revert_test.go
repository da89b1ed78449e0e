package correction_test

import (
	"context"
	"math"
	"slices"
	"testing"

	"github.com/cairnhq/cairn/correction"
)

// A user who undoes a correction's edit of the answer teaches cairn that it
// was wrong there: the correction loses RevertPenalty of its confidence,
// the reply says which, and the reply is learned like any correction. A
// reply about something else lowers nothing.
func TestRevertLowersTheCorrection(t *testing.T) {
	m := mustMemory(t)
	ctx := context.Background()
	c := &correction.Correction{ID: "ret", Query: "What should ParseConfig return when the file is missing?", OriginalOutput: "an error", CorrectedOutput: "nil", Confidence: 0.9, Literal: true}
	if err := m.Save(ctx, c); err != nil {
		t.Fatal(err)
	}
	l := &correction.Learner{Memory: m, Detector: correction.NewDetector(nil), Applier: correction.NewApplier(m, nil), Sessions: correction.NewSessionCache()}

	out, err := l.HandleOutput(ctx, "s1", "What should ParseConfig return when the config file is missing?", "If the config file is missing, ParseConfig should return an error.")
	if err != nil || out.Output != "If the config file is missing, ParseConfig should return nil." {
		t.Fatalf("output %+v, %v: want the correction applied", out, err)
	}
	turn, _, _ := l.Sessions.LastTurn(ctx, "s1")
	if len(turn.Edits) != 1 || turn.Edits[0] != (correction.TurnEdit{CorrectionID: "ret", Matched: "an error", Replacement: "nil"}) {
		t.Fatalf("turn edits %+v", turn.Edits)
	}

	res, err := l.HandleUserMessage(ctx, "s1", "No, here it has to return an error, not nil: the caller relies on it.")
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(res.Reverted, []string{"ret"}) || res.Saved == nil {
		t.Fatalf("reverted %v, saved %v (detection %+v): want the edit undone and the reply learned", res.Reverted, res.Saved, res.Detection)
	}
	got, err := m.Get(ctx, "ret")
	if err != nil || math.Abs(got.Confidence-(0.9-correction.RevertPenalty)) > 1e-9 {
		t.Fatalf("confidence %v, %v: want %.2f", got.Confidence, err, 0.9-correction.RevertPenalty)
	}

	// A correction of something else in an edited answer reverts nothing.
	if _, err := l.HandleOutput(ctx, "s2", "What should ParseConfig return when the config file is missing?", "If the config file is missing, ParseConfig should return an error after 3 retries."); err != nil {
		t.Fatal(err)
	}
	res, err = l.HandleUserMessage(ctx, "s2", "It retries 5 times, not 3.")
	if err != nil || len(res.Reverted) != 0 {
		t.Fatalf("reverted %v, %v: want none", res.Reverted, err)
	}
	if got, _ := m.Get(ctx, "ret"); math.Abs(got.Confidence-(0.9-correction.RevertPenalty)) > 1e-9 {
		t.Fatalf("confidence %v after an unrelated reply", got.Confidence)
	}
	// An answer cairn did not edit has nothing to revert.
	if _, err := l.HandleOutput(ctx, "s3", "How do I list pods?", "Run kubectl get pods."); err != nil {
		t.Fatal(err)
	}
	if res, _ := l.HandleUserMessage(ctx, "s3", "No, nil, not an error."); len(res.Reverted) != 0 {
		t.Fatalf("reverted %v in a turn cairn did not edit", res.Reverted)
	}
}
