package correction

import (
	"context"
	"regexp"
)

// correctionPatterns are the seed's patterns for fast detection, with its
// categories and confidences. The first match wins.
var correctionPatterns = []struct {
	Pattern    *regexp.Regexp
	Category   Category
	Confidence float64
}{
	{regexp.MustCompile(`(?i)^actually[,\s]`), CategoryFactual, 0.8},
	{regexp.MustCompile(`(?i)^no[,\s].*should`), CategoryLogic, 0.85},
	{regexp.MustCompile(`(?i)that's (wrong|incorrect)`), CategoryFactual, 0.9},
	{regexp.MustCompile(`(?i)^instead[,\s]`), CategoryPreference, 0.7},
	{regexp.MustCompile(`(?i)please (use|prefer|always)`), CategoryPreference, 0.75},
	{regexp.MustCompile(`(?i)the (correct|right) (way|answer)`), CategoryFactual, 0.85},
	{regexp.MustCompile(`(?i)^fix(ed)?:`), CategoryCode, 0.9},
}

// QuickDetect reports whether message matches one of the seed's correction
// patterns, with the category and confidence of the first that matches, or
// (false, 0, 0).
func QuickDetect(message string) (bool, Category, float64) {
	for _, p := range correctionPatterns {
		if p.Pattern.MatchString(message) {
			return true, p.Category, p.Confidence
		}
	}
	return false, 0, 0
}

// PatternDetector is the seed's pattern detector as a Detector: QuickDetect
// decides, and Extract fills in the spans.
type PatternDetector struct{}

// Detect implements Detector.
func (PatternDetector) Detect(ctx context.Context, message, lastOutput string) (*Detection, error) {
	if err := validateMessage(message); err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	message, lastOutput, cut := clipInputs(message, lastOutput)
	ok, cat, conf := QuickDetect(message)
	det := &Detection{IsCorrection: ok, Confidence: conf, Category: cat, Method: MethodPattern, Truncated: cut}
	if ok {
		fillSpans(det, Extract(message, lastOutput))
		det.Explanation = "matched a correction pattern"
	}
	det.setClass()
	return det, nil
}

// fillSpans copies an extraction into det. When nothing was extracted the
// spans stay empty: the previous output and the message themselves are the
// correction's context.
func fillSpans(det *Detection, ex Extraction) {
	det.Original, det.Corrected, det.Located, det.Form = ex.Original, ex.Corrected, ex.Located, ex.Form
}
