package judgment

import (
	"strings"
	"time"

	"github.com/cairnhq/cairn"
)

// ParseDecision parses s as a Decision in any letter case, with surrounding
// space ignored, and returns it in upstream's upper-case spelling. Returns
// EINVALID naming the field "decision" when s is not a decision.
func ParseDecision(s string) (Decision, error) {
	d := Decision(strings.ToUpper(strings.TrimSpace(s)))
	if d.Valid() {
		return d, nil
	}
	if d == "" {
		return "", cairn.Invalid("decision", "required: one of INCLUDE, EXCLUDE, UNCERTAIN")
	}
	return "", cairn.Invalid("decision", "%q is not one of INCLUDE, EXCLUDE, UNCERTAIN", s)
}

// Valid reports whether d is exactly one of Include, Exclude and Uncertain.
func (d Decision) Valid() bool {
	switch d {
	case Include, Exclude, Uncertain:
		return true
	}
	return false
}

// FinalDecision is the user's decision if there is one, else the AI's.
func (j *Judgment) FinalDecision() Decision {
	if j.UserDecision != "" {
		return j.UserDecision
	}
	return j.Decision
}

// WasCorrected reports whether the user overrode the AI: a user decision is
// set and differs from the AI's. A user who agrees with the AI confirms it;
// that is not a correction (seed edge case 6).
func (j *Judgment) WasCorrected() bool {
	return j.UserDecision != "" && j.UserDecision != j.Decision
}

// Timestamps must lie in the years Python's datetime can represent, so that
// every stored judgment can be read back by upstream's tools.
const (
	minYear = 1
	maxYear = 9999
)

// Validate checks that j can be stored: change_id (not "." or "..", see
// cairn.ValidateID), product and decision are required, decision and
// user_decision (when set) must be exact Decision values, the timestamp
// must lie in the years 1 to 9999 (UTC), and every text must be UTF-8
// without NUL characters (cairn.ValidateText). Returns
// EINVALID naming the first field at fault. Every engine calls it before
// writing.
func (j *Judgment) Validate() error {
	if j == nil {
		return cairn.Invalid("judgment", "is required")
	}
	if strings.TrimSpace(j.ChangeID) == "" {
		return cairn.Invalid("change_id", "is required")
	}
	if err := cairn.ValidateID("change_id", j.ChangeID); err != nil {
		return err
	}
	if err := checkDecision("decision", j.Decision); err != nil {
		return err
	}
	if j.UserDecision != "" {
		if err := checkDecision("user_decision", j.UserDecision); err != nil {
			return err
		}
	}
	if strings.TrimSpace(j.Product) == "" {
		return cairn.Invalid("product", "is required")
	}
	if y := j.Timestamp.UTC().Year(); y < minYear || y > maxYear {
		return cairn.Invalid("timestamp", "year %d is outside 1..9999", y)
	}
	return cairn.ValidateText("change_id", j.ChangeID, "reasoning", j.Reasoning, "user_reasoning", j.UserReasoning,
		"product", j.Product, "url", j.URL, "description", j.Description, "ai_provider", j.AIProvider)
}

// ValidateUserDecision checks the decision given to Store.SetUserDecision: it
// must be exactly one of the Decision values. Returns EINVALID naming the
// field "user_decision". Engines call it before touching their storage.
func ValidateUserDecision(d Decision) error {
	return checkDecision("user_decision", d)
}

// ValidateOverride checks what Store.SetUserDecision is given: a decision
// (see ValidateUserDecision) and UTF-8 reasoning without NUL characters.
// Returns EINVALID naming "user_decision" or "user_reasoning". Engines call
// it before touching their storage.
func ValidateOverride(d Decision, reasoning string) error {
	if err := ValidateUserDecision(d); err != nil {
		return err
	}
	return cairn.ValidateText("user_reasoning", reasoning)
}

func checkDecision(field string, d Decision) error {
	if d.Valid() {
		return nil
	}
	if d == "" {
		return cairn.Invalid(field, "is required (INCLUDE, EXCLUDE or UNCERTAIN)")
	}
	return cairn.Invalid(field, "%q is not one of INCLUDE, EXCLUDE, UNCERTAIN", string(d))
}

// ShouldReplace implements upstream's add rule: whether incoming, a judgment
// with the same change id as existing, replaces it. An existing judgment that
// carries a user decision is kept when incoming's final decision equals its
// final decision, so that re-judging a change does not erase the human's
// verdict; in every other case (no user decision, or a different final
// decision) incoming replaces it. A nil existing is always replaced.
func ShouldReplace(existing, incoming *Judgment) bool {
	if existing == nil || existing.UserDecision == "" {
		return true
	}
	return incoming.FinalDecision() != existing.FinalDecision()
}

// Prepare returns a copy of j as a store keeps it: its Timestamp in UTC,
// stamped with now when zero, after Validate. j is not modified. Returns
// EINVALID for a nil or invalid j. Manager and every engine call it before
// writing.
func Prepare(j *Judgment, now time.Time) (*Judgment, error) {
	if j == nil {
		return nil, cairn.Invalid("judgment", "is required")
	}
	c := j.Clone()
	if c.Timestamp.IsZero() {
		c.Timestamp = now.UTC()
	}
	if err := c.Validate(); err != nil {
		return nil, err
	}
	return c, nil
}

// Clone returns a deep copy of j with its Timestamp in UTC.
func (j *Judgment) Clone() *Judgment {
	c := *j
	c.Timestamp = c.Timestamp.UTC()
	return &c
}
