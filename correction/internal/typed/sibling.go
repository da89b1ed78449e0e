package typed

import (
	"slices"
	"strings"

	"github.com/cairnhq/cairn/internal/fold"
)

// A sibling is a name built like one of the output's: as many parts, all
// the same but the last ("Microsoft.VisualStudioCode" for
// "Microsoft.VSCode", "$CI_MERGE_REQUEST_IID" for "$CI_MERGE_REQUEST_ID"),
// the first ("viewModelScope.launch" for "GlobalScope.launch") or one
// inside ("db/structure.sql" for "db/schema.sql"). A
// message that states one new name without saying which value it replaces
// ("it's Microsoft.VisualStudioCode") means the output's name it is built
// like, when no other name of the output is built like it as closely and
// no other new value of the message is.

// maxSiblingAtoms bounds the output atoms siblingOf compares with one
// message value.
const maxSiblingAtoms = 400

// nameSeparators split a name into its parts.
const nameSeparators = "._/-:$@\\"

// siblingParts splits s after each run of separators: "auth/k8s-prod" is
// "auth/", "k8s-", "prod".
func siblingParts(s string) []string {
	var out []string
	start := 0
	for i := 0; i < len(s); i++ {
		if strings.IndexByte(nameSeparators, s[i]) < 0 {
			continue
		}
		j := i
		for j < len(s) && strings.IndexByte(nameSeparators, s[j]) >= 0 {
			j++
		}
		if j < len(s) {
			out = append(out, s[start:j])
			start = j
		}
		i = j - 1
	}
	return append(out, s[start:])
}

// camelParts splits a name of letters and digits at each capital that
// follows a lower-case letter or a digit ("ServerAliveInterval" is
// Server, Alive, Interval); a name with anything else is one part.
func camelParts(s string) []string {
	var out []string
	start := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9') {
			return []string{s}
		}
		if i > 0 && c >= 'A' && c <= 'Z' && (s[i-1] >= 'a' && s[i-1] <= 'z' || s[i-1] >= '0' && s[i-1] <= '9') {
			out = append(out, s[start:i])
			start = i
		}
	}
	return append(out, s[start:])
}

// sharedParts reports whether a and b are built alike: as many parts,
// all the same but their last ("Dispatchers.Default", "Dispatchers.IO"),
// their first ("GlobalScope.launch", "viewModelScope.launch") or one
// inside with the same separators ("db/schema.sql", "db/structure.sql"),
// and returns how many they share, with the letters and digits those
// hold. A name with another depth ("DispatchQueue.main.async",
// "UV_HTTP_BASIC_X" for "UV_INDEX_X") or two parts changed is no sibling.
func sharedParts(a, b string) (n, letters int) {
	if a == "" || b == "" || a[0] != b[0] && a[len(a)-1] != b[len(b)-1] {
		return 0, 0 // neither the first part nor the last can be the same: no need to split
	}
	pa, pb := siblingParts(a), siblingParts(b)
	if len(pa) == 1 && len(pb) == 1 {
		// A name of words run together ("ServerAliveInterval") is built
		// of its capitalised words, when it has three or more.
		if pa, pb = camelParts(a), camelParts(b); len(pa) < 3 {
			return 0, 0
		}
	}
	if len(pa) < 2 || len(pa) != len(pb) {
		return 0, 0
	}
	trim := func(p string) string { return strings.TrimRight(p, nameSeparators) }
	last := len(pa) - 1
	var shared []string
	var ca, cb string // the changed parts
	switch {
	case slices.Equal(pa[:last], pb[:last]) && pa[last] != pb[last]:
		shared, ca, cb = pa[:last], pa[last], pb[last]
	case slices.Equal(pa[1:], pb[1:]) && trim(pa[0]) != trim(pb[0]) && pa[0][len(trim(pa[0])):] == pb[0][len(trim(pb[0])):]:
		shared, ca, cb = pa[1:], trim(pa[0]), trim(pb[0])
	default:
		k := oneChangedPart(pa, pb)
		if k <= 0 || k >= last {
			return 0, 0
		}
		shared = append(append([]string(nil), pa[:k]...), pa[k+1:]...)
		ca, cb = trim(pa[k]), trim(pb[k])
	}
	// A changed part of digits is a date's, an address's or a version's,
	// which their kinds pair; a changed unit ("max_delay_ms" →
	// "max_delay_us") changes the value with it.
	if isDigits(ca) || isDigits(cb) || measureUnit(ca) || measureUnit(cb) {
		return 0, 0
	}
	for _, p := range shared {
		for i := 0; i < len(p); i++ {
			if isAlnumByte(p[i]) {
				letters++
			}
		}
	}
	return len(shared), letters
}

// oneChangedPart returns the index of the one part where pa and pb differ
// with the same separator after it ("node_filesystem_free_bytes",
// "node_filesystem_avail_bytes"), or -1.
func oneChangedPart(pa, pb []string) int {
	k := -1
	for i := range pa {
		if pa[i] == pb[i] {
			continue
		}
		ta, tb := strings.TrimRight(pa[i], nameSeparators), strings.TrimRight(pb[i], nameSeparators)
		if k >= 0 || pa[i][len(ta):] != pb[i][len(tb):] {
			return -1
		}
		k = i
	}
	return k
}

// extendsName reports whether name is short with parts added before or
// after it: "nginx-internal" extends "nginx".
func extendsName(name, short string) bool {
	if short == "" || len(short) >= len(name) {
		return false
	}
	if strings.HasPrefix(name, short) {
		return strings.IndexByte(nameSeparators, name[len(short)]) >= 0
	}
	if strings.HasSuffix(name, short) {
		return strings.IndexByte(nameSeparators, name[len(name)-len(short)-1]) >= 0
	}
	return false
}

// measureUnit reports a unit of time, size, length, rate or frequency.
func measureUnit(s string) bool {
	switch units[fold.Lower(s)] {
	case "time", "size", "length", "rate", "frequency":
		return true
	}
	return false
}

// siblingOf returns the one text of the output that message atom mi is a
// sibling of, or "". It is memoised per atom.
func (c *context) siblingOf(mi int) string {
	if s, ok := c.siblings[mi]; ok {
		return s
	}
	if c.siblings == nil {
		c.siblings = map[int]string{}
	}
	s := c.sibling(mi)
	c.siblings[mi] = s
	return s
}

func (c *context) sibling(mi int) string {
	m := c.ma[mi]
	// A word, a quoted string, a value the output holds already, or a
	// piece of a larger value of the message ("choco-internal" of a
	// feed's URL) is not a name stated alone.
	if m.Kind == Word || m.Kind == Quoted || m.Part || c.inPrev(m) || len(m.Text) < 4 {
		return ""
	}
	best, bestText, tie := 0, "", false
	seen := map[string]bool{}
	for i, p := range c.pa {
		if i >= maxSiblingAtoms {
			break
		}
		if p.Kind == Word || p.Kind == Quoted || seen[p.Text] {
			continue
		}
		seen[p.Text] = true
		if strings.Contains(p.Text, m.Text) || strings.Contains(m.Text, p.Text) {
			continue
		}
		n, letters := sharedParts(m.Text, p.Text)
		if n == 0 || letters < 2 {
			continue
		}
		switch {
		case n > best:
			best, bestText, tie = n, p.Text, false
		case n == best:
			tie = true
		}
	}
	if best == 0 || tie {
		return ""
	}
	for _, o := range c.ma {
		if len(o.Text) >= 3 && len(o.Text) < len(m.Text) && (o.End <= m.Start || o.Start >= m.End) && c.inPrev(o) && extendsName(m.Text, o.Text) {
			// "no class called nginx … nginx-internal": the value of the
			// output the message names and m extends is the one replaced.
			return ""
		}
	}
	// No other new value of the message is built like it as closely.
	for j, o := range c.ma {
		if j == mi || o.Kind == Word || o.Text == m.Text || c.inPrev(o) || strings.Contains(m.Text, o.Text) || strings.Contains(o.Text, m.Text) {
			continue
		}
		if n, _ := sharedParts(o.Text, bestText); n >= best {
			return ""
		}
	}
	return bestText
}

// siblingsLast drops the pairs a sibling made (whySibling) for a right
// value that other evidence pairs as surely with another value of the
// output ("deploy-runners" for the runs-on slot, not for the job
// deploy-prod): a name built like another is the weaker reason.
func siblingsLast(out []Pair) []Pair {
	best := map[string]float64{} // right value → best score of other evidence
	for _, p := range out {
		if !hasWhy(p, whySibling) && p.Score >= MinScore {
			best[p.CoreRight] = max(best[p.CoreRight], p.Score)
		}
	}
	kept := out[:0]
	for _, p := range out {
		if b, ok := best[p.CoreRight]; ok && hasWhy(p, whySibling) && b >= p.Score {
			continue
		}
		kept = append(kept, p)
	}
	return kept
}
