package typed

import (
	"strings"

	"github.com/cairnhq/cairn/internal/textdist"
)

// A near spelling: the message states a name one or two letters away from
// exactly one name of the output ("LongPathsEnabled" for LongPathEnabled,
// "parametrize" for parameterize, "v1.44.0-jammy" for v1.40.0-jammy), and
// no other new name of the message is as close to it. A misspelt or
// mistyped name is corrected by writing it right, often without repeating
// the wrong one; a name that close to one of the output's and to no other
// is that name written again, not a neighbour of it.

// minNear is the least length (letters and digits) of a name read as a
// respelling of another: a letter changed in a short name makes another
// name (HS256 and RS256, utf8 and utf16), not a typo.
const minNear = 8

// maxNear bounds the names compared letter by letter (the comparison
// costs the product of their lengths).
const maxNear = 64

// nearDistance is how far apart two names of normalised lengths la and lb
// may be to be one name respelled: one edit, or two in a long name.
func nearDistance(la, lb int) int {
	if min(la, lb) >= 10 {
		return 2
	}
	return 1
}

// near reports two names within nearDistance of each other that are not
// the same name respelled (case and separators) nor one inside the other.
func near(a, b string) bool {
	na, nb := normName(a), normName(b)
	if len(na) < minNear || len(nb) < minNear || len(na) > maxNear || len(nb) > maxNear || na == nb {
		return false
	}
	d := nearDistance(len(na), len(nb))
	if len(na)-len(nb) > d || len(nb)-len(na) > d {
		return false
	}
	if strings.Contains(na, nb) || strings.Contains(nb, na) {
		return false // a part left out or added at an end: a truncation, not a respelling
	}
	if edgePunct(a) != edgePunct(b) {
		return false // "huart2" for "&huart1": the fix would drop the output's "&"
	}
	return textdist.Levenshtein(na, nb) <= d
}

// nearKind reports the kinds of name a near spelling may replace.
func nearKind(k Kind) bool {
	return k == Ident || k == Dotted || k == Path || k == Flag
}

// nearOf returns the one text of the output that message atom mi is a
// near spelling of, or "". It is memoised per atom.
func (c *context) nearOf(mi int) string {
	if s, ok := c.near[mi]; ok {
		return s
	}
	if c.near == nil {
		c.near = map[int]string{}
	}
	s := c.nearest(mi)
	c.near[mi] = s
	return s
}

func (c *context) nearest(mi int) string {
	m := c.ma[mi]
	if !nearKind(m.Kind) || c.msgPol[mi] != Positive || c.inPrev(m) {
		return ""
	}
	found := ""
	seen := map[string]bool{}
	for i, p := range c.pa {
		if i >= maxSiblingAtoms {
			break
		}
		if p.Kind != m.Kind || seen[p.Text] {
			continue
		}
		seen[p.Text] = true
		if !near(m.Text, p.Text) {
			continue
		}
		if found != "" {
			return "" // near two names of the output: not sure which
		}
		found = p.Text
	}
	if found == "" {
		return ""
	}
	// No other new name of the message is as near the output's.
	for j, o := range c.ma {
		if j != mi && o.Text != m.Text && nearKind(o.Kind) && !c.inPrev(o) && near(o.Text, found) {
			return ""
		}
	}
	return found
}
