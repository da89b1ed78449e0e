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
// the reply says which, and the reply is learned like any correction,
// naming the correction it reverts. A reply about something else lowers
// nothing.
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
	// The reply is saved as an exception to the correction it reverts.
	if got := contextOf(res.Saved, correction.SourceReverts); got != "ret" {
		t.Fatalf("reverts chunk %q, want ret (context %+v)", got, res.Saved.Context)
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

// After a revert the memory holds the lesson (A: v2 → v4) and the reply's
// exception to it (B: v4 → v2, SourceReverts naming A). The lesson still
// applies where its own conversation fits; where the exception's fits, the
// answer keeps its text; the exception never rewrites the lesson's fix.
func TestContestAfterRevert(t *testing.T) {
	m := mustMemory(t)
	ctx := context.Background()
	save := func(id, query, wrong, right, output, message, reverts string) {
		c := &correction.Correction{ID: id, Query: query, OriginalOutput: wrong, CorrectedOutput: right,
			Confidence: 0.9, Literal: true, Explanation: message,
			Context: []correction.ContextChunk{
				{Source: correction.SourcePreviousOutput, Content: output},
				{Source: correction.SourceMessage, Content: message},
			}}
		if reverts != "" {
			c.Context = append(c.Context, correction.ContextChunk{Source: correction.SourceReverts, Content: reverts})
		}
		if err := m.Save(ctx, c); err != nil {
			t.Fatal(err)
		}
	}
	save("lesson", "set up the CI workflow for the storefront web app", "actions/checkout@v2", "actions/checkout@v4",
		"steps:\n  - uses: actions/checkout@v2\n  - run: npm ci\n  - run: npm test\n",
		"checkout@v2 runs on a dead Node runtime, use actions/checkout@v4", "")
	save("exception", "release workflow for the firmware build on the GHES 2.22 mirror", "actions/checkout@v4", "actions/checkout@v2",
		"# GHES 2.22 mirror\nsteps:\n  - uses: actions/checkout@v4\n  - run: make firmware\n  - run: make release\n",
		"No, actions/checkout@v2 is right here, not actions/checkout@v4: the mirror only carries v2", "lesson")
	a := correction.NewApplier(m, nil)
	for _, c := range []struct{ name, query, output, want string }{
		{"the lesson's conversation", "write the CI workflow for the storefront web app",
			"steps:\n  - uses: actions/checkout@v2\n  - run: npm ci\n  - run: npm run lint\n",
			"steps:\n  - uses: actions/checkout@v4\n  - run: npm ci\n  - run: npm run lint\n"},
		{"the exception's conversation", "release workflow for the firmware build on the GHES 2.22 mirror",
			"# GHES 2.22 mirror\nsteps:\n  - uses: actions/checkout@v2\n  - run: make firmware\n  - run: make release\n", ""},
		{"the lesson's fix", "release workflow for the firmware build on the GHES 2.22 mirror",
			"# GHES 2.22 mirror\nsteps:\n  - uses: actions/checkout@v4\n  - run: make firmware\n  - run: make release\n", ""},
	} {
		res, err := a.Apply(ctx, c.query, c.output)
		if err != nil {
			t.Fatal(err)
		}
		want := c.want
		if want == "" {
			want = c.output
		}
		if res.ModifiedText != want {
			t.Errorf("%s: output %q, want %q (applied %d, suggested %d)", c.name, res.ModifiedText, want, len(res.AppliedCorrections), len(res.Suggested))
		}
	}
}

func contextOf(c *correction.Correction, source string) string {
	for _, ch := range c.Context {
		if ch.Source == source {
			return ch.Content
		}
	}
	return ""
}
