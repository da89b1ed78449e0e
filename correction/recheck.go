package correction

import (
	"context"
	"fmt"
	"strings"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/correction/internal/feature"
)

// Recheck is the verdict of RecheckLiteral on one correction.
type Recheck struct {
	Correction *Correction `json:"correction"`
	// Checked reports a correction RecheckLiteral could judge: one the
	// offline learner saved as a literal pair, with the message and the
	// output it was learned from.
	Checked bool `json:"checked"`
	// Keep reports that this version's learner would save the same pair as
	// literal too. When it is false, Why says what it would do instead.
	Keep bool   `json:"keep"`
	Why  string `json:"why,omitempty"`
}

// RecheckLiteral asks this version's offline learner whether it would
// still save c as a literal pair: it reads again the message and the
// output c was learned from (its context) and decides as FromDetection
// does for a new correction. A correction saved by an older version may
// hold a pair the learner now keeps as context (a guess of which value of
// the output the message fixed, see feature.SurePair) or reads otherwise.
//
// Only corrections the offline detector learned are judged (their
// explanation is the detector's, and their context holds the user's
// message and the output): a correction taught by hand or through the
// API, one an LLM detected, and one that is not literal are returned
// with Checked false and Keep true, as they are. RecheckLiteral changes
// nothing; Learner.RecheckLiterals can.
func RecheckLiteral(c *Correction) Recheck {
	r := Recheck{Correction: c, Keep: true}
	msg, prev := c.contextOf(SourceMessage), c.contextOf(SourcePreviousOutput)
	if !c.Literal || !strings.HasPrefix(c.Explanation, explainPrefix) || msg == "" || prev == "" || msg == c.Explanation {
		return r
	}
	r.Checked = true
	m, out, _ := clipInputs(msg, prev)
	a := feature.Analyze(m, out)
	det := &Detection{Method: MethodOffline}
	offlineSpans(det, &a, m, out)
	if strings.TrimSpace(det.Original) == "" || strings.TrimSpace(det.Corrected) == "" || !det.Located {
		r.Keep, r.Why = false, "this version locates no pair in the message it was learned from"
		return r
	}
	again := FromDetection(det, c.SessionID, Turn{Query: c.Query, Output: prev}, msg)
	switch {
	case again.OriginalOutput != c.OriginalOutput || again.CorrectedOutput != c.CorrectedOutput:
		r.Keep, r.Why = false, fmt.Sprintf("this version reads the pair %q → %q from the message it was learned from", shorten(again.OriginalOutput, 80), shorten(again.CorrectedOutput, 80))
	case !again.Literal && !feature.SurePair(m, out, det.Original):
		r.Keep, r.Why = false, "this version is not sure enough of the pair to substitute it offline: the message does not write the value it replaces, and no second reading finds it"
	case !again.Literal:
		r.Keep, r.Why = false, "this version keeps the pair as context: it is not a value replaced by one of its kind"
	}
	return r
}

// RecheckLiterals runs RecheckLiteral on every correction of the
// learner's tenant and returns the ones it judged, in insertion order,
// without their embeddings and context.
// With apply set it keeps as context each one this version would not save
// as a literal pair (Memory.KeepAsContext): its pair is kept, it is
// suggested rather than substituted, and it still reaches the prompt
// block. A correction is never made literal.
func (l *Learner) RecheckLiterals(ctx context.Context, apply bool) ([]Recheck, error) {
	var out []Recheck
	err := l.Memory.Store.Each(ctx, func(c *Correction) error {
		if err := ctx.Err(); err != nil {
			return err
		}
		if r := RecheckLiteral(c); r.Checked {
			// Kept for the report only: a tenant's vectors and taught
			// outputs need not all be held at once.
			c.Embedding, c.Context = nil, nil
			out = append(out, r)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	if !apply {
		return out, nil
	}
	for i := range out {
		if out[i].Keep {
			continue
		}
		if err := l.Memory.KeepAsContext(ctx, out[i].Correction.ID); err != nil {
			if cairn.ErrorCode(err) == cairn.ENOTFOUND {
				continue // deleted since it was read
			}
			return out, err
		}
		out[i].Correction.Literal = false
	}
	return out, nil
}
