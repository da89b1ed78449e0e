package correction_test

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cairnhq/cairn/correction"
)

// extractCase is one line of testdata/extract*/corrections.jsonl: an
// output, the user's correction, and the span of the output it replaces
// with what.
type extractCase struct {
	Prev, Msg, Wrong, Right string
}

// TestExtractionDev teaches each correction of testdata/extract and
// testdata/extract2 (100 and 150 corrections written apart from the code,
// in many forms, then read to find what extraction gets wrong) and of
// testdata/extract3 (120 more, held out: never read, only its totals are
// logged), testdata/extract4 (150 written in the fourth round, read) and
// testdata/extract5 (120 written at its end, held out like extract3), and checks what the saved pair would do to the output it
// corrects: the gold fix exactly (every occurrence of the wrong span
// replaced), or something else. A pair that applies offline but does
// something else is the harm the loop must not do; floors and ceilings sit
// at the measured figures (docs/loop.md).
func TestExtractionDev(t *testing.T) {
	correction.SkipUnderRace(t)
	sets := []struct {
		dir          string
		exact, other int  // least gold fixes, most other edits
		heldOut      bool // log totals only
	}{
		// Since the twenty-second round a pairing the typed reader guessed
		// (the message writes only the right value), unsure and found by
		// no other reader, is suggested, not substituted: 7 to 24 fewer
		// gold fixes per set, 0 to 3 fewer other edits.
		{"extract", 54, 5, false},
		{"extract2", 65, 2, false},
		{"extract3", 45, 7, true},
		{"extract4", 73, 3, false},
		{"extract5", 41, 5, true},
	}
	for _, set := range sets {
		t.Run(set.dir, func(t *testing.T) {
			t.Parallel() // each case has its own learner
			ctx := context.Background()
			cases := readJSONL[extractCase](t, filepath.Join("testdata", set.dir, "corrections.jsonl"))
			var saved, offline, exact, other int
			for _, c := range cases {
				l := newLoopLearner(t)
				if _, err := l.HandleOutput(ctx, "s", "q", c.Prev); err != nil {
					t.Fatal(err)
				}
				res, err := l.HandleUserMessage(ctx, "s", c.Msg)
				if err != nil {
					t.Fatal(err)
				}
				if res.Saved == nil {
					continue
				}
				saved++
				if !res.Saved.AppliesOffline() {
					continue
				}
				offline++
				want := strings.ReplaceAll(c.Prev, c.Wrong, c.Right)
				got := strings.ReplaceAll(c.Prev, res.Saved.OriginalOutput, res.Saved.CorrectedOutput)
				if got == want {
					exact++
				} else {
					other++
					if set.heldOut {
						continue
					}
					t.Logf("%q: %q -> %q, want %q -> %q", c.Msg, res.Saved.OriginalOutput, res.Saved.CorrectedOutput, c.Wrong, c.Right)
				}
			}
			t.Logf("%d corrections: saved %d, applies offline %d, the gold fix %d, another edit %d", len(cases), saved, offline, exact, other)
			if exact < set.exact {
				t.Errorf("%d pairs give the gold fix, below %d", exact, set.exact)
			}
			if other > set.other {
				t.Errorf("%d pairs that apply offline give another edit, above %d", other, set.other)
			}
		})
	}
}
