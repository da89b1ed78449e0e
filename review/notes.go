package review

import (
	"strings"

	"github.com/cairnhq/cairn"
)

// Note is a review note for the tests matching Glob (the Policy's glob
// syntax: ** crosses directories, a glob without / matches base names):
// what the test checks, sent to the model as the test's purpose.
type Note struct {
	Glob    string
	Purpose string
}

// ParseNote reads "GLOB=PURPOSE". Returns EINVALID naming field.
func ParseNote(field, s string) (Note, error) {
	g, p, ok := strings.Cut(s, "=")
	g, p = strings.TrimSpace(g), strings.TrimSpace(p)
	if !ok || g == "" || p == "" {
		return Note{}, cairn.Invalid(field, "%q: want GLOB=PURPOSE", s)
	}
	if err := (Policy{RequireHumanReview: []string{g}}).Validate(); err != nil {
		return Note{}, cairn.Invalid(field, "bad glob %q", g)
	}
	if err := cairn.ValidateText(field, p); err != nil {
		return Note{}, err
	}
	return Note{Glob: g, Purpose: p}, nil
}

// ApplyNotes sets the purpose of each diff that has none from the first
// note whose glob matches its test name, file or path.
func ApplyNotes(diffs []Diff, notes []Note) {
	for i := range diffs {
		if diffs[i].Purpose != "" {
			continue
		}
		for _, n := range notes {
			if (Policy{RequireHumanReview: []string{n.Glob}}).humanOnly(diffs[i]) {
				diffs[i].Purpose = n.Purpose
				break
			}
		}
	}
}
