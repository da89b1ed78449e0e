package correction

import (
	"context"
	"log/slog"
	"strings"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/llm"
)

// Detection methods, recorded in Detection.Method.
const (
	MethodPattern = "pattern" // QuickDetect's regular expressions
	MethodOffline = "offline" // the offline detector's features and model
	MethodLLM     = "llm"     // an LLM answering the seed's prompt
)

// DecisionThreshold is the offline detector's decision boundary on its
// confidence: IsCorrection == (Confidence > DecisionThreshold). It equals the
// seed's save threshold (the Learner saves "detection.IsCorrection &&
// detection.Confidence > 0.7"), so that every correction the offline
// detector reports is one the Learner saves.
const DecisionThreshold = 0.7

// Detection is a detector's verdict on one user message.
//
// Confidence is the detector's confidence that the message is a correction,
// in [0, 1]. Original is what was wrong and Corrected what it should be.
// When Located is true, Original occurs verbatim in the previous output and
// Corrected is its replacement, so the correction can be applied by literal
// substitution; otherwise they are the best textual guess, or empty when
// nothing could be extracted, and must not be substituted.
type Detection struct {
	IsCorrection bool     `json:"is_correction"`
	Confidence   float64  `json:"confidence"`
	Category     Category `json:"category"`
	Original     string   `json:"original"`
	Corrected    string   `json:"corrected"`
	Explanation  string   `json:"explanation"`
	Located      bool     `json:"located"`
	Method       string   `json:"method"` // MethodPattern, MethodOffline or MethodLLM
	// Class is ClassCorrection when IsCorrection; ClassPreference for a
	// change of a value for taste or a change of mind, which is not a
	// correction and is never saved; ClassOther otherwise.
	Class string `json:"class"`
	// Form names how Original and Corrected were found: a phrase form of
	// correction ("x_not_y", "replace", …, see the Form constants) or
	// "aligned" (typed values of the message aligned with the output's);
	// empty when the detector extracted nothing, or when an LLM named the
	// spans itself (an LLM verdict that borrows the offline spans has their
	// form).
	Form string `json:"form,omitempty"`
	// Truncated reports that only the first MaxMessageBytes of the message,
	// or the first MaxOutputBytes of the previous output, were read.
	Truncated bool `json:"truncated,omitempty"`
}

// Classes of a message, recorded in Detection.Class.
const (
	ClassCorrection = "correction"
	ClassPreference = "preference"
	ClassOther      = "other"
)

// setClass fills in Class from the verdict when the detector did not.
func (d *Detection) setClass() {
	switch {
	case d.IsCorrection:
		d.Class = ClassCorrection
	case d.Class == "" && d.Category == CategoryPreference:
		d.Class = ClassPreference
	case d.Class == "":
		d.Class = ClassOther
	}
}

// Detector identifies corrections in user messages.
type Detector interface {
	// Detect judges whether message corrects lastOutput, the assistant
	// output before it (which may be empty). Returns EINVALID naming
	// "message" for an empty message; an LLM detector also returns the
	// errors of its Completer (EUNAVAILABLE, EUNAUTHORIZED) and EUNAVAILABLE
	// for an answer it cannot parse.
	Detect(ctx context.Context, message, lastOutput string) (*Detection, error)
}

// Compile-time checks.
var (
	_ Detector = (*PatternDetector)(nil)
	_ Detector = (*OfflineDetector)(nil)
	_ Detector = (*LLMDetector)(nil)
	_ Detector = (*CombinedDetector)(nil)
)

func validateMessage(message string) error {
	if strings.TrimSpace(message) == "" {
		return cairn.Invalid("message", "must not be empty")
	}
	return nil
}

// clipInputs cuts a message and the output before it to what detection
// reads (MaxMessageBytes, MaxOutputBytes), reporting whether anything was
// cut.
func clipInputs(message, lastOutput string) (string, string, bool) {
	m, cutM := clip(message, MaxMessageBytes)
	o, cutO := clip(lastOutput, MaxOutputBytes)
	return m, o, cutM || cutO
}

// CombinedDetector asks the LLM detector when one is configured and falls
// back to the offline detector when there is none, when the LLM fails and
// when its answer cannot be parsed. It never returns an LLM error.
type CombinedDetector struct {
	// LLM is the preferred detector; nil means offline only.
	LLM Detector
	// Offline is the fallback; nil means NewOfflineDetector().
	Offline Detector
	// Logger receives one warning per fallback; nil discards them.
	Logger *slog.Logger
}

// NewDetector returns the detector for a configuration: the LLM detector
// over c with the offline fallback, or the offline detector alone when c is
// nil.
func NewDetector(c cairn.Completer) *CombinedDetector {
	d := &CombinedDetector{Offline: NewOfflineDetector()}
	if c != nil {
		d.LLM = NewLLMDetector(c)
	}
	return d
}

// Detect implements Detector. An LLM verdict that names no literal span of
// lastOutput borrows the offline extraction when that one is located, so
// that the correction can still be applied by substitution.
func (d *CombinedDetector) Detect(ctx context.Context, message, lastOutput string) (*Detection, error) {
	if err := validateMessage(message); err != nil {
		return nil, err
	}
	message, lastOutput, cut := clipInputs(message, lastOutput)
	det, err := d.detect(ctx, message, lastOutput)
	if det != nil && cut {
		det.Truncated = true
	}
	return det, err
}

func (d *CombinedDetector) detect(ctx context.Context, message, lastOutput string) (*Detection, error) {
	off := d.Offline
	if off == nil {
		off = defaultOffline
	}
	if d.LLM == nil {
		return off.Detect(ctx, message, lastOutput)
	}
	det, err := d.LLM.Detect(ctx, message, lastOutput)
	if err != nil {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		if d.Logger != nil {
			d.Logger.Warn("correction detector: llm failed, using offline", logKeyError, err)
		}
		return off.Detect(ctx, message, lastOutput)
	}
	if det.IsCorrection && !det.Located {
		if ex := Extract(message, lastOutput); ex.Located {
			// The spans are the offline reading's, not the LLM's: its form
			// says so, and the learner checks them as offline ones.
			det.Original, det.Corrected, det.Located, det.Form = ex.Original, ex.Corrected, true, ex.Form
		}
	}
	det.setClass()
	return det, nil
}

// Log keys.
// logKeyError is the key of an error in log records, as in every package.
const logKeyError = llm.LogKeyError
