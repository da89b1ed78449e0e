package correction

import (
	"fmt"
	"strings"

	"github.com/cairnhq/cairn"
)

// ApplyMode says what an Applier does with the corrections it would apply:
// the mistakes it found in the output, in a context like the taught one,
// with a relevance at or above the threshold.
type ApplyMode string

// Apply modes.
const (
	// ApplyRewrite rewrites the output with them (the default).
	ApplyRewrite ApplyMode = "rewrite"
	// ApplySuggest never changes the output: each correction that would
	// have been applied is suggested instead, first and with its hits (the
	// text it would replace and the replacement), and is in the prompt
	// block. It is the mode to start with on live traffic, to see what
	// cairn would change before it changes anything (a shadow mode), and
	// the mode for applications where no answer may be rewritten.
	ApplySuggest ApplyMode = "suggest"
)

// ParseApplyMode reads an apply mode: "rewrite", "suggest", or "" for
// the default (ApplyRewrite). Any other value is an invalid-input error
// naming field.
func ParseApplyMode(field, s string) (ApplyMode, error) {
	switch m := ApplyMode(strings.ToLower(strings.TrimSpace(s))); m {
	case "":
		return ApplyRewrite, nil
	case ApplyRewrite, ApplySuggest:
		return m, nil
	}
	return "", cairn.Invalid(field, "must be %q or %q, got %q", ApplyRewrite, ApplySuggest, s)
}

// ApplyModeOverride reads the apply mode a request asks for: "" when it
// asks for none (the server's mode holds), else as ParseApplyMode.
func ApplyModeOverride(field, s string) (ApplyMode, error) {
	if s == "" {
		return "", nil
	}
	return ParseApplyMode(field, s)
}

// ApplyOptions change one Applier.ApplyWith call.
type ApplyOptions struct {
	// Mode, when set, overrides Applier.Mode for this call.
	Mode ApplyMode
}

// withheldWhy is the Why of a correction that the suggest mode kept from
// being applied.
func withheldWhy(m *CorrectionMatch) string {
	what := "it"
	if len(m.Hits) > 0 {
		h := m.Hits[0]
		what = fmt.Sprintf("%q with %q", h.Matched, h.Replacement)
		if len(m.Hits) > 1 {
			what += fmt.Sprintf(" (and %d more)", len(m.Hits)-1)
		}
	}
	return "would apply, withheld by the suggest mode: it would replace " + what
}

// WithheldObserver is implemented by Observers that also count the
// corrections the suggest mode withheld from an output (ApplySuggest).
type WithheldObserver interface {
	CorrectionsWithheld(n int)
}
