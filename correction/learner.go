package correction

import (
	"context"
	"log/slog"
	"strings"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/correction/internal/align"
	"github.com/cairnhq/cairn/correction/internal/feature"
	"github.com/cairnhq/cairn/correction/internal/typed"
)

// DefaultSaveThreshold is the seed's minimum detection confidence for saving
// a correction (strictly above).
const DefaultSaveThreshold = 0.7

// Learner is the seed's controller integration for one tenant: per session
// it remembers the last query and output; a user message is checked for a
// correction of that output and saved when confident; new output is
// post-processed with learned corrections.
type Learner struct {
	Memory   *Memory
	Detector Detector
	Applier  *Applier
	Sessions SessionStore
	// SaveThreshold: corrections are saved when the detection's confidence
	// is above it (DefaultSaveThreshold).
	SaveThreshold float64
	Logger        *slog.Logger
	Observer      Observer
}

// OutputResult is what Learner.HandleOutput did.
type OutputResult struct {
	// Output is the post-processed output to show the user.
	Output string       `json:"output"`
	Apply  *ApplyResult `json:"apply"`
	// Error, when set, says why the output was returned unchanged.
	Error string `json:"error,omitempty"`
}

// MessageResult is what Learner.HandleUserMessage did.
type MessageResult struct {
	// Checked is false when the session had no previous output to correct.
	Checked   bool        `json:"checked"`
	Detection *Detection  `json:"detection,omitempty"`
	Saved     *Correction `json:"saved,omitempty"`
	// Reason explains why a detected correction was not saved.
	Reason string `json:"reason,omitempty"`
	// Reverted are the corrections whose edit of the last output the
	// message undid (it puts back the text they replaced): each lost
	// RevertPenalty of its confidence.
	Reverted []string `json:"reverted,omitempty"`
}

// RevertPenalty is the confidence a correction loses when a user undoes
// its edit: from the 0.9 of a typical saved correction, one revert leaves
// it applying only where the taught context fits closely (relevance ≥
// DefaultThreshold needs similarity ≥ 0.92), two leave it a suggestion.
const RevertPenalty = 0.25

// HandleOutput post-processes output, the answer to query in session, with
// learned corrections and remembers the turn. Failures of the correction
// machinery never fail it: the output then comes back unchanged.
func (l *Learner) HandleOutput(ctx context.Context, session, query, output string) (*OutputResult, error) {
	return l.HandleOutputWith(ctx, session, query, output, ApplyOptions{})
}

// HandleOutputWith is HandleOutput with options for the application
// (ApplyOptions.Mode overrides the applier's mode for this output). An
// unknown mode is an invalid-input error, and the session is not changed.
func (l *Learner) HandleOutputWith(ctx context.Context, session, query, output string, opts ApplyOptions) (*OutputResult, error) {
	if opts.Mode != "" {
		if _, err := ParseApplyMode("apply", string(opts.Mode)); err != nil {
			return nil, err
		}
	}
	if session == "" {
		return nil, cairn.Invalid("session_id", "must not be empty")
	}
	if err := cairn.ValidateID("session_id", session); err != nil {
		return nil, err
	}
	res, err := l.Applier.ApplyWith(ctx, query, output, opts)
	out := &OutputResult{Output: res.ModifiedText, Apply: res}
	if err != nil {
		if !IsModelFailure(err) { // a model's outage is logged once, by its monitor
			l.logger().LogAttrs(ctx, slog.LevelWarn, "apply corrections", slog.String("session", session), slog.Any(logKeyError, err))
		}
		out.Output, out.Error = output, cairn.ErrorMessage(err)
		out.Apply = &ApplyResult{OriginalText: output, ModifiedText: output, AppliedCorrections: []*CorrectionMatch{}, Suggested: []*CorrectionMatch{}}
	}
	if err := l.Sessions.SetLastTurn(ctx, session, Turn{Query: query, Output: out.Output, At: l.Memory.now(), Edits: turnEdits(out)}); err != nil {
		return nil, err
	}
	return out, nil
}

// HandleUserMessage checks message, the user's reply in session, for a
// correction of the session's last output, and saves it when the detection
// is confident enough.
func (l *Learner) HandleUserMessage(ctx context.Context, session, message string) (*MessageResult, error) {
	if session == "" {
		return nil, cairn.Invalid("session_id", "must not be empty")
	}
	if err := cairn.ValidateID("session_id", session); err != nil {
		return nil, err
	}
	if strings.TrimSpace(message) == "" {
		return nil, cairn.Invalid("message", "must not be empty")
	}
	last, ok, err := l.Sessions.LastTurn(ctx, session)
	if err != nil {
		return nil, err
	}
	if !ok || last.Output == "" {
		return &MessageResult{Reason: "no previous output in this session to correct"}, nil
	}
	d, err := l.Detector.Detect(ctx, message, last.Output)
	if err != nil {
		return nil, err
	}
	res := &MessageResult{Checked: true, Detection: d}
	if !d.IsCorrection {
		return res, nil
	}
	res.Reverted = l.revert(ctx, session, last.Edits, d)
	if l.Observer != nil {
		l.Observer.CorrectionDetected(d.Category)
	}
	if d.Confidence <= l.saveThreshold() {
		res.Reason = "confidence not above the save threshold"
		return res, nil
	}
	c := FromDetection(d, session, last, message)
	if len(res.Reverted) > 0 {
		c.Context = append(c.Context, ContextChunk{Source: SourceReverts, Content: strings.Join(res.Reverted, "\n")})
	}
	if err := l.Memory.Save(ctx, c); err != nil {
		return nil, err
	}
	res.Saved = c
	return res, nil
}

// FromDetection builds the correction to save from a detection of message
// correcting the output of turn. When the detector extracted the wrong and
// the right text, those are kept, to be substituted literally if the wrong
// text really stood in the output (Detection.Located), is a value replaced
// by one of its kind, and is not a guess: an offline pair whose wrong value
// the message does not write must be sure or found by a second reader
// (feature.SurePair); a pair an LLM named itself is such a reader. Otherwise
// the pair is kept as context (suggested, and in the prompt block), and
// without a pair the correction keeps the whole output and the user's
// message as context for an LLM applier.
func FromDetection(d *Detection, session string, turn Turn, message string) *Correction {
	c := &Correction{
		SessionID:   session,
		Query:       turn.Query,
		Category:    d.Category,
		Confidence:  clamp01(d.Confidence),
		Severity:    0.5,
		Explanation: d.Explanation,
	}
	if strings.TrimSpace(d.Original) != "" && strings.TrimSpace(d.Corrected) != "" {
		// Substitute literally only what really stood in the output, and
		// only a value for a value of its kind: a clause or a fragment of
		// prose is kept as context (the prompt block, suggestions, an LLM).
		c.OriginalOutput, c.CorrectedOutput = d.Original, d.Corrected
		// Checked on what detection read (MaxMessageBytes of the message,
		// MaxOutputBytes of the output).
		msg, out, _ := clipInputs(message, turn.Output)
		c.Literal = d.Located && strings.Contains(out, d.Original) && !align.SameSQL(d.Original, d.Corrected) &&
			!askedFor(turn.Query, msg, d.Original, d.Corrected) &&
			(typed.Plausible(d.Original, d.Corrected, msg, out) ||
				explicitForms[d.Form] && typed.Explicit(d.Original, d.Corrected, msg, out) ||
				d.Form == FormCodeBlock && typed.CodeFix(d.Original, d.Corrected)) &&
			(d.Method == MethodLLM && d.Form == "" || feature.SurePair(msg, out, d.Original))
	} else {
		c.OriginalOutput, c.CorrectedOutput = turn.Output, message
	}
	// The output and the message are the context the correction was
	// taught in: the offline applier compares new outputs with it.
	c.Context = []ContextChunk{{Source: SourcePreviousOutput, Content: turn.Output}, {Source: SourceMessage, Content: message}}
	return c
}

// askedFor reports whether the value a pair changes is one the question
// asked for ("set up Node 20" answered with `node-version: 20`) while the
// message does not name it: the user chose that value, and a pair that
// replaces it ("node-version: 16" from "v3 runs on Node 16") reads another
// value of the message as its fix.
func askedFor(query, message, wrong, right string) bool {
	p, q := typed.CommonEnds(wrong, right)
	if p+q > len(wrong) {
		return false
	}
	core := strings.TrimSpace(wrong[p : len(wrong)-q])
	if len(core) < 2 || !strings.ContainsAny(core, "0123456789") {
		// A number, a version, a port: a word of the question ("a
		// workspace package", "format as YYYY-MM-DD") names what the user
		// wants, not the value to write.
		return false
	}
	query, _ = clip(query, MaxMessageBytes)
	return align.ContainsAtom(query, core) && !align.ContainsAtom(message, core)
}

// explicitForms are the phrase forms that name both the wrong and the
// right text ("X, not Y", "replace X with Y", "X -> Y", "s/X/Y/"): their
// pair is what the user wrote, even when it is a plain word or a number.
var explicitForms = map[string]bool{
	FormReplace: true, FormChange: true, FormNotBut: true, FormInstead: true, FormDontUse: true,
	FormXNotY: true, FormArrow: true, FormShouldBe: true,
}

func clamp01(x float64) float64 {
	switch {
	case x < 0 || x != x:
		return 0
	case x > 1:
		return 1
	}
	return x
}

func (l *Learner) saveThreshold() float64 {
	if l.SaveThreshold <= 0 {
		return DefaultSaveThreshold
	}
	return l.SaveThreshold
}

func (l *Learner) logger() *slog.Logger {
	if l.Logger == nil {
		return slog.New(slog.DiscardHandler)
	}
	return l.Logger
}

// turnEdits lists the substitutions out made to the model's output.
func turnEdits(out *OutputResult) []TurnEdit {
	if out.Apply == nil || out.Output == out.Apply.OriginalText {
		return nil
	}
	return out.Apply.Edits()
}

// revert finds the edits of the last output that the detected correction
// d undoes, and lowers the confidence of their corrections by
// RevertPenalty, once each. An edit is undone when d's wrong text is the
// edit's replacement, or holds it, and d's right text is, or holds, the
// text the edit replaced: the user put back what the model had written. A
// failure to lower a confidence is logged, not returned: the message is
// still learned.
func (l *Learner) revert(ctx context.Context, session string, edits []TurnEdit, d *Detection) []string {
	if len(edits) == 0 || d.Original == "" || d.Corrected == "" {
		return nil
	}
	wrong, right := foldSpace(d.Original), foldSpace(d.Corrected)
	var ids []string
	seen := map[string]bool{}
	for _, e := range edits {
		if seen[e.CorrectionID] {
			continue
		}
		rep, orig := foldSpace(e.Replacement), foldSpace(e.Matched)
		if rep == "" || orig == "" || !strings.Contains(wrong, rep) || !strings.Contains(right, orig) {
			continue
		}
		seen[e.CorrectionID] = true
		if _, err := l.Memory.UpdateConfidence(ctx, e.CorrectionID, -RevertPenalty); err != nil {
			if cairn.ErrorCode(err) != cairn.ENOTFOUND {
				l.logger().LogAttrs(ctx, slog.LevelWarn, "revert: lower confidence", slog.String("session", session), slog.String("id", e.CorrectionID), slog.Any(logKeyError, err))
			}
			continue
		}
		ids = append(ids, e.CorrectionID)
	}
	return ids
}

// foldSpace lowercases s and collapses its runs of space.
func foldSpace(s string) string {
	return strings.Join(strings.Fields(strings.ToLower(s)), " ")
}
