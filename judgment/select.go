package judgment

import (
	"math"

	"github.com/cairnhq/cairn"
)

// History defaults: the seed's max_entries and correction_ratio.
const (
	DefaultMaxEntries      = 20
	DefaultCorrectionRatio = 0.75
)

// ValidateHistory checks the parameters of a history selection: maxEntries
// must not be negative (EINVALID "max_entries") and ratio must be a number in
// [0, 1] (EINVALID "correction_ratio").
func ValidateHistory(maxEntries int, ratio float64) error {
	if maxEntries < 0 {
		return cairn.Invalid("max_entries", "must not be negative, got %d", maxEntries)
	}
	if math.IsNaN(ratio) || ratio < 0 || ratio > 1 {
		return cairn.Invalid("correction_ratio", "must be between 0 and 1, got %v", ratio)
	}
	return nil
}

// Select is steps 4 and 5 of the seed's get_history_for_prompt: given the
// corrected and the other (confirmed or unreviewed) judgments of one
// product, each sorted newest first, it picks at most maxEntries of them,
// aiming at ratio corrections, and interleaves them starting with a
// correction.
//
// The arithmetic is upstream's exactly: int(maxEntries*ratio) slots (rounded
// toward zero) go to corrections and the rest to the other pool; when a pool
// is short its unused slots go to the other pool; the interleave then
// alternates correction, confirmation, ... until both selections are used.
// Only the first maxEntries judgments of each pool can matter, so callers may
// pass pools cut to that length.
//
// Select expects the inputs ValidateHistory accepts; outside them it stays
// safe: maxEntries <= 0 selects nothing and ratio is clamped to [0, 1], NaN
// counting as 0. The result is never nil.
func Select(corrected, correct []*Judgment, maxEntries int, ratio float64) []*Judgment {
	if maxEntries <= 0 {
		return []*Judgment{}
	}
	switch {
	case math.IsNaN(ratio) || ratio < 0:
		ratio = 0
	case ratio > 1:
		ratio = 1
	}

	// Step 4: slot allocation.
	targetCorrections := int(float64(maxEntries) * ratio)
	targetCorrect := maxEntries - targetCorrections

	actualCorrections := min(len(corrected), targetCorrections)
	actualCorrect := min(len(correct), targetCorrect)

	remaining := maxEntries - actualCorrections - actualCorrect
	if remaining > 0 {
		if actualCorrections < targetCorrections {
			actualCorrect += min(remaining, len(correct)-actualCorrect)
		} else {
			actualCorrections += min(remaining, len(corrected)-actualCorrections)
		}
	}

	// Step 5: select and interleave, corrections first.
	selCorrections := corrected[:actualCorrections]
	selCorrect := correct[:actualCorrect]
	total := actualCorrections + actualCorrect
	result := make([]*Judgment, 0, total)
	ci, oi := 0, 0
	for len(result) < maxEntries {
		if ci < len(selCorrections) {
			result = append(result, selCorrections[ci])
			ci++
		}
		if len(result) < maxEntries && oi < len(selCorrect) {
			result = append(result, selCorrect[oi])
			oi++
		}
		if len(result) == total {
			break
		}
	}
	return result
}
