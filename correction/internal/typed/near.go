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
	if len(na) < minNear || len(nb) < minNear || na == nb {
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

// wordStem drops a plural or past ending of a name's word ("events",
// "required" → "event", "requir"), once. An ending that changes a word's
// spelling further ("enabled", "enable") is another word: "hermesEnabled"
// for "enableHermes" is a setting moved, not one name respelled.
func wordStem(w string) string {
	for _, suf := range []string{"ed", "d", "s"} {
		if len(w) > len(suf)+3 && strings.HasSuffix(w, suf) {
			return w[:len(w)-len(suf)]
		}
	}
	return w
}

// reordered reports two names made of the same words, three letters or
// more each, in another order ("pg_stat_vacuum_progress" and
// "pg_stat_progress_vacuum", "max-threads" and "threads.max").
func reordered(a, b string) bool {
	if kebab(a) || kebab(b) {
		// "rg-platform-prod" for "platform-prod-rg": a naming convention,
		// which every name of that shape follows, not one name respelled.
		return false
	}
	wa, wb := nameParts(a), nameParts(b)
	if len(wa) < 2 || len(wa) != len(wb) {
		return false
	}
	same := true
	for i := range wa {
		if wordStem(wa[i]) != wordStem(wb[i]) {
			same = false
		}
	}
	if same {
		return false // the same order: a respelling, not a reordering
	}
	count := map[string]int{}
	for i := range wa {
		count[wordStem(wa[i])]++
		count[wordStem(wb[i])]--
	}
	for w, n := range count {
		if n != 0 || len(w) < 2 {
			return false
		}
	}
	return true
}

// reorderedOf returns the one name of the output made of the words of
// message atom mi in another order, or "".
func (c *context) reorderedOf(mi int) string {
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
		if !reordered(m.Text, p.Text) {
			continue
		}
		if found != "" {
			return ""
		}
		found = p.Text
	}
	return found
}

// kebab reports a name whose words are joined by hyphens alone, as
// resource names are.
func kebab(s string) bool {
	return strings.Contains(s, "-") && !strings.ContainsAny(s, "._/:")
}
