package feature

import (
	"regexp"
	"strings"

	"github.com/cairnhq/cairn/correction/internal/align"
	"github.com/cairnhq/cairn/internal/fold"
	"github.com/cairnhq/cairn/internal/textdist"
)

// locator finds correction spans in the previous output.
type locator struct {
	prev, prevLower string
	msgLower        string
	// seg caches the segment the forms look at: which of the substrings
	// of segSubs its lower-cased text holds (bit i for segSubs.all[i]).
	seg      string
	segKnown bool
	segFound uint64
}

// segHas reports whether seg, a segment of the message, contains one of
// subs ignoring ASCII case. The segment is lower-cased and searched once,
// for the substrings of every form, in one pass.
func (l *locator) segHas(seg string, subs *subList) bool {
	if !l.segKnown || seg != l.seg {
		l.seg, l.segKnown, l.segFound = seg, true, segSubs.find(lowerASCII(seg))
	}
	return l.segFound&subs.mask != 0
}

// subList is a list of lower-case substrings that a form looks for in a
// segment before trying its expressions; mask holds their bits in segSubs.
type subList struct {
	subs []string
	mask uint64
}

// The substrings the forms look for.
var (
	subsReplace     = subList{subs: []string{"replac", "swap", "switch", "exchang", "substitut"}}
	subsChange      = subList{subs: []string{" to ", " into ", " as "}}
	subsNot         = subList{subs: []string{"not "}}
	subsBut         = subList{subs: []string{" but "}}
	subsInsteadHead = subList{subs: []string{"instead", "rather than", "in place of", "in lieu of"}}
	subsInstead     = subList{subs: []string{"instead of", "rather than", "in place of", "as opposed to", "in lieu of"}}
	subsDontUse     = subList{subs: []string{"don", "not ", "never", "stop", "avoid"}}
	// The verbs of reDontUse, as substrings.
	dontUseVerbs = subList{subs: []string{"use", "using", "say", "writ", "call", "put"}}
	subsShouldBe = subList{subs: []string{"should", "must", "need", "has to", "have to", "ought", "supposed", "meant"}}
	// The verbs of reShouldBe, as substrings: "be" also stands for "been".
	shouldBeVerbs = subList{subs: []string{"be", "read", "say", "equal", "return", "show", "give", "contain", "use", "output"}}
	subsIsWrong   = subList{subs: []string{"wrong", "incorrect", "not right", "not correct", "typo", "misspel", "invalid", "outdated", "inaccurate", " off"}}

	segSubs = newSubIndex(&subsReplace, &subsChange, &subsNot, &subsBut, &subsInsteadHead, &subsInstead,
		&subsDontUse, &dontUseVerbs, &subsShouldBe, &shouldBeVerbs, &subsIsWrong)
)

// subIndex finds which of up to 64 substrings a text holds, in one pass
// over the text with the substrings grouped by their first byte.
type subIndex struct {
	all     []string
	byFirst [256][]int // indexes into all
}

// newSubIndex numbers the distinct substrings of lists and sets each
// list's mask.
func newSubIndex(lists ...*subList) *subIndex {
	x := &subIndex{}
	bit := map[string]int{}
	for _, l := range lists {
		l.mask = 0
		for _, s := range l.subs {
			i, ok := bit[s]
			if !ok {
				if s == "" || len(x.all) == 64 {
					panic("feature: substrings must be non-empty and at most 64")
				}
				i = len(x.all)
				bit[s] = i
				x.all = append(x.all, s)
				x.byFirst[s[0]] = append(x.byFirst[s[0]], i)
			}
			l.mask |= 1 << i
		}
	}
	return x
}

// find returns the bits of the substrings that lower holds.
func (x *subIndex) find(lower string) uint64 {
	var found uint64
	for i := 0; i < len(lower); i++ {
		for _, k := range x.byFirst[lower[i]] {
			if found&(1<<k) == 0 && strings.HasPrefix(lower[i:], x.all[k]) {
				found |= 1 << k
			}
		}
	}
	return found
}

// literal builds an extraction whose Original names the wrong text itself.
// With vagueOK, an Original that is only a pronoun or a description ("it",
// "the year") falls back to locating Corrected's shape.
func (l *locator) literal(form, orig, corr string, vagueOK bool) Extraction {
	origQuoted, corrQuoted := isQuoted(strings.TrimSpace(orig)), isQuoted(strings.TrimSpace(corr))
	o, c := clean(orig), clean(corr)
	ex := Extraction{Form: form, Original: o, Corrected: c}
	if o == "" {
		return ex
	}
	words := contentWords(o)
	if found, v, ok := l.find(o); ok && !strings.EqualFold(found, c) {
		// "the year should be 1969": when the replacement has a value shape
		// the original lacks, the original only describes where the value is.
		if cs := shapeOf(c, corrQuoted); !vagueOK || cs == shapeNone || shapeOf(o, origQuoted) == cs {
			ex.Original, ex.Located = found, true
			ex.Corrected = adaptCorrected(c, found, v)
			return ex
		}
		if vx := l.vague(form, words, corr); vx.Located {
			return vx
		}
		return ex
	}
	if vagueOK && len(words) <= 3 {
		if vx := l.vague(form, words, corr); vx.Located {
			return vx
		}
	}
	return ex
}

// vague builds an extraction from a replacement alone, locating the text it
// replaces by shape (number, time, quoted string, identifier, proper name),
// using subject words ("the year") to choose among several candidates.
func (l *locator) vague(form string, subject []string, corr string) Extraction {
	quoted := isQuoted(strings.TrimSpace(corr))
	corr = clean(corr)
	ex := Extraction{Form: form, Corrected: corr}
	if corr == "" || l.prev == "" {
		return ex
	}
	if o, ok := l.byShape(corr, quoted, subject); ok {
		ex.Original, ex.Located = o, true
	}
	return ex
}

// variants of a phrase tried when locating it; see find.
type variant int

const (
	asIs variant = iota
	underscored
	joined
)

var leadDeterminers = []string{"the ", "a ", "an ", "this ", "that ", "your ", "my ", "our "}

var metaNouns = map[string]bool{
	"table": true, "column": true, "field": true, "function": true, "method": true,
	"variable": true, "class": true, "file": true, "attribute": true, "key": true,
	"parameter": true, "argument": true, "value": true, "keyword": true, "clause": true,
	"package": true, "module": true, "library": true, "word": true, "property": true,
}

// find locates x in prev as a whole word, ignoring ASCII case, trying x
// without a leading determiner or a trailing/leading kind noun ("the orders
// table"), and with its spaces as underscores or removed ("owner id" →
// owner_id, ownerId). Returns the text as it is spelled in prev.
func (l *locator) find(x string) (string, variant, bool) {
	x = strings.TrimSpace(x)
	cands := []string{x}
	lx := fold.Lower(x)
	for _, d := range leadDeterminers {
		if strings.HasPrefix(lx, d) {
			cands = append(cands, x[len(d):])
			break
		}
	}
	for _, c := range cands[:len(cands):len(cands)] {
		f := strings.Fields(c)
		if len(f) >= 2 && metaNouns[fold.Lower(f[len(f)-1])] {
			cands = append(cands, strings.Join(f[:len(f)-1], " "))
		}
		if len(f) >= 2 && metaNouns[fold.Lower(f[0])] {
			cands = append(cands, strings.Join(f[1:], " "))
		}
	}
	for _, c := range cands {
		if !meaningful(c) {
			continue
		}
		if s, ok := l.findWord(c); ok {
			return s, asIs, true
		}
	}
	for _, c := range cands {
		if !strings.Contains(c, " ") || !meaningful(c) || len(strings.Fields(c)) > 4 {
			continue
		}
		if s, ok := l.findWord(strings.Join(strings.Fields(c), "_")); ok {
			return s, underscored, true
		}
		if s, ok := l.findWord(strings.Join(strings.Fields(c), "")); ok {
			return s, joined, true
		}
	}
	return "", asIs, false
}

// meaningful reports whether x is worth locating: not a lone stop word or a
// single letter.
func meaningful(x string) bool {
	toks := Tokenize(x)
	if len(toks) == 0 {
		return len(strings.TrimSpace(x)) >= 2
	}
	for _, t := range toks {
		if !stopWords[t.Word] && (len(t.Word) >= 2 || isDigits(t.Word)) {
			return true
		}
	}
	return false
}

// findWord finds x in prev ignoring ASCII case, at word boundaries where x
// starts or ends with a word character.
func (l *locator) findWord(x string) (string, bool) {
	lx := lowerASCII(x)
	if lx == "" {
		return "", false
	}
	for from := 0; from <= len(l.prevLower)-len(lx); {
		i := strings.Index(l.prevLower[from:], lx)
		if i < 0 {
			return "", false
		}
		i += from
		j := i + len(lx)
		okStart := i == 0 || !isASCIIWordByte(lx[0]) || !isASCIIWordByte(l.prevLower[i-1])
		okEnd := j == len(l.prevLower) || !isASCIIWordByte(lx[len(lx)-1]) || !isASCIIWordByte(l.prevLower[j])
		if okStart && okEnd {
			return l.prev[i:j], true
		}
		from = i + 1
	}
	return "", false
}

// adaptCorrected makes a replacement parallel to the located original: it
// drops a leading determiner or a trailing kind noun ("the orders table" for
// "customers" becomes "orders") the original does not have, and spells a
// short multi-word replacement the way the original was found (owner_id →
// size_code, ownerId → sizeCode).
func adaptCorrected(corr, found string, v variant) string {
	lf := fold.Lower(found)
	for _, d := range leadDeterminers {
		if hasPrefixFold(corr, d) && !strings.HasPrefix(lf, d) && len(corr) > len(d) {
			corr = corr[len(d):]
			break
		}
	}
	if f := strings.Fields(corr); len(f) >= 2 && metaNouns[fold.Lower(f[len(f)-1])] {
		if ff := strings.Fields(lf); len(ff) > 0 && ff[len(ff)-1] != fold.Lower(f[len(f)-1]) {
			corr = strings.Join(f[:len(f)-1], " ")
		}
	}
	f := strings.Fields(corr)
	if v == asIs || len(f) < 2 || len(f) > 3 {
		return corr
	}
	for _, w := range f {
		for _, r := range w {
			if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') {
				return corr
			}
		}
	}
	if v == underscored {
		return strings.Join(f, "_")
	}
	for i := 1; i < len(f); i++ {
		f[i] = strings.ToUpper(f[i][:1]) + f[i][1:]
	}
	return strings.Join(f, "")
}

type shape int

const (
	shapeNone shape = iota
	shapeNumber
	shapeTime
	shapeDate
	shapeQuoted
	shapeIdent
	shapeProper
)

var (
	reNumberFull = regexp.MustCompile(`^[-+]?[$€£]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?%?(?:\s*([A-Za-z°]{1,12}))?$`)
	reNumber     = regexp.MustCompile(`[-+]?[$€£]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?%?`)
	reTimeFull   = regexp.MustCompile(`(?i)^\d{1,2}:\d{2}(?:\s?[ap]\.?m\.?)?$`)
	reTime       = regexp.MustCompile(`(?i)\b\d{1,2}:\d{2}(?:\s?[ap]\.?m\.?)?`)
	reDateFull   = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}$`)
	reDate       = regexp.MustCompile(`\b\d{4}-\d{2}-\d{2}\b`)
	reIdentFull  = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*(?:\(\))?$`)
	reIdent      = regexp.MustCompile(`[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*(?:\(\))?`)
	reQuotedSpan = regexp.MustCompile("\"([^\"\\n]{1,120})\"|'([^'\\n]{1,120})'|`([^`\\n]{1,120})`")
	reProperFull = regexp.MustCompile(`^[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,3}$`)
	reProper     = regexp.MustCompile(`[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,3}`)
)

func shapeOf(corr string, quoted bool) shape {
	switch {
	case reTimeFull.MatchString(corr):
		return shapeTime
	case reDateFull.MatchString(corr):
		return shapeDate
	case reNumberFull.MatchString(corr):
		return shapeNumber
	case reIdentFull.MatchString(corr) && identLike(corr):
		return shapeIdent
	case quoted:
		return shapeQuoted
	case reProperFull.MatchString(corr):
		return shapeProper
	}
	return shapeNone
}

// identLike reports whether a word looks like code: snake_case, dotted,
// called, camelCase or letters mixed with digits.
func identLike(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c == '_' || c == '.' || c == '(' {
			return true
		}
	}
	var lower, upperAfterLower, digit bool
	for _, r := range s {
		switch {
		case r >= 'a' && r <= 'z':
			lower = true
		case r >= 'A' && r <= 'Z':
			if lower {
				upperAfterLower = true
			}
		case r >= '0' && r <= '9':
			digit = true
		}
	}
	return upperAfterLower || (digit && lower)
}

type span struct {
	text       string
	start, end int
}

// byShape finds the one span of prev that has corr's shape and that corr
// plausibly replaces. Ambiguity is resolved by subject words near the span,
// then a preceding copula, then (numbers) the same count of digits; when it
// stays ambiguous nothing is located.
func (l *locator) byShape(corr string, quoted bool, subject []string) (string, bool) {
	sh := shapeOf(corr, quoted)
	var cands []span
	add := func(idx [][]int, group int) {
		for _, m := range idx {
			s, e := m[0], m[1]
			if group > 0 {
				for g := 1; g*2 < len(m); g++ {
					if m[2*g] >= 0 {
						s, e = m[2*g], m[2*g+1]
						break
					}
				}
			}
			cands = append(cands, span{l.prev[s:e], s, e})
		}
	}
	switch sh {
	case shapeNone:
		return "", false
	case shapeTime:
		add(reTime.FindAllStringIndex(l.prev, -1), 0)
	case shapeDate:
		add(reDate.FindAllStringIndex(l.prev, -1), 0)
	case shapeNumber:
		add(reNumber.FindAllStringIndex(l.prev, -1), 0)
		cands = filter(cands, func(c span) bool { return l.wordBounded(c) })
		if u := unitOf(corr); u != "" {
			if withUnit := filter(cands, func(c span) bool { return l.followedBy(c, u) }); len(withUnit) > 0 {
				cands = withUnit
			}
		}
		corr = numberCore(corr)
	case shapeQuoted:
		add(reQuotedSpan.FindAllStringSubmatchIndex(l.prev, -1), 1)
	case shapeIdent:
		add(reIdent.FindAllStringIndex(l.prev, -1), 0)
		cands = filter(cands, func(c span) bool {
			return l.wordBounded(c) && identLike(c.text) && sameIdentKind(c.text, corr) && similarity(c.text, corr) >= 0.5
		})
		cands = bestBy(cands, func(c span) float64 { return similarity(c.text, corr) })
	case shapeProper:
		add(reProper.FindAllStringIndex(l.prev, -1), 0)
		cands = filter(cands, func(c span) bool { return !l.sentenceInitial(c) && l.wordBounded(c) })
	}
	cands = filter(cands, func(c span) bool {
		t := c.text
		if sh == shapeNumber {
			t = numberCore(t)
		}
		return !strings.EqualFold(t, corr) && !l.inMessage(c.text)
	})
	cands = dedupe(cands)
	if len(cands) == 1 {
		return cands[0].text, true
	}
	if len(cands) == 0 {
		return "", false
	}
	if len(subject) > 0 {
		near := filter(cands, func(c span) bool { return l.subjectNear(c, subject) })
		if len(near) == 1 {
			return near[0].text, true
		}
		if len(near) > 1 {
			cands = near
		}
	}
	if cop := filter(cands, l.afterCopula); len(cop) == 1 {
		return cop[0].text, true
	}
	if sh == shapeNumber {
		d := align.DigitCount(corr)
		if same := filter(cands, func(c span) bool { return align.DigitCount(c.text) == d }); len(same) == 1 {
			return same[0].text, true
		}
	}
	return "", false
}

func filter(cs []span, keep func(span) bool) []span {
	out := cs[:0:0]
	for _, c := range cs {
		if keep(c) {
			out = append(out, c)
		}
	}
	return out
}

func dedupe(cs []span) []span {
	out := cs[:0:0]
	for _, c := range cs {
		dup := false
		for _, o := range out {
			if o.text == c.text {
				dup = true
				break
			}
		}
		if !dup {
			out = append(out, c)
		}
	}
	return out
}

// bestBy keeps the spans of highest score (all of them when tied).
func bestBy(cs []span, score func(span) float64) []span {
	best := -1.0
	var out []span
	for _, c := range cs {
		switch s := score(c); {
		case s > best:
			best, out = s, append(out[:0], c)
		case s == best:
			out = append(out, c)
		}
	}
	return out
}

func (l *locator) wordBounded(c span) bool {
	return (c.start == 0 || !isASCIIWordByte(l.prev[c.start-1])) &&
		(c.end == len(l.prev) || !isASCIIWordByte(l.prev[c.end]))
}

func (l *locator) followedBy(c span, unit string) bool {
	rest := strings.TrimLeft(l.prevLower[c.end:], " ")
	n := min(4, len(unit))
	return len(rest) >= n && rest[:n] == unit[:n]
}

func (l *locator) sentenceInitial(c span) bool {
	before := strings.TrimRight(l.prev[:c.start], " \t\"'(")
	if before == "" {
		return true
	}
	switch before[len(before)-1] {
	case '.', '!', '?', '\n', ':':
		return true
	}
	return false
}

// inMessage reports whether s occurs in the message as a whole word: a
// candidate the user repeats is context, not the wrong part.
func (l *locator) inMessage(s string) bool {
	m := locator{prev: l.msgLower, prevLower: l.msgLower}
	_, ok := m.findWord(s)
	return ok
}

func (l *locator) subjectNear(c span, subject []string) bool {
	lo := max(0, c.start-40)
	window := l.prevLower[lo:c.start]
	for _, w := range subject {
		if len(w) >= 3 && strings.Contains(window, w) {
			return true
		}
	}
	return false
}

func (l *locator) afterCopula(c span) bool {
	before := strings.TrimRight(l.prevLower[:c.start], " \t\"'`")
	for _, cop := range []string{" is", " was", " are", " were", " be", " =", ":", " equals", " to"} {
		if strings.HasSuffix(before, cop) {
			return true
		}
	}
	return false
}

func unitOf(corr string) string {
	m := reNumberFull.FindStringSubmatch(corr)
	if m == nil {
		return ""
	}
	return fold.Lower(m[1])
}

func numberCore(s string) string {
	if m := reNumber.FindString(s); m != "" {
		return strings.NewReplacer(",", "", "$", "", "€", "", "£", "", "+", "").Replace(m)
	}
	return s
}

func isDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

func sameIdentKind(a, b string) bool {
	return strings.Contains(a, ".") == strings.Contains(b, ".") &&
		strings.HasSuffix(a, "()") == strings.HasSuffix(b, "()")
}

// similarity is 1 minus the edit distance of the lower-cased strings over
// the longer length.
func similarity(a, b string) float64 {
	a, b = lowerASCII(a), lowerASCII(b)
	if len(a) > 64 || len(b) > 64 {
		return 0
	}
	n := max(len(a), len(b))
	if n == 0 {
		return 1
	}
	return 1 - float64(textdist.Levenshtein(a, b))/float64(n)
}

// codeFix compares a code block of the message with the code of prev and
// returns the changed part as a literal substitution.
func (l *locator) codeFix(block string) (Extraction, bool) {
	block = strings.Trim(block, "\n")
	if strings.TrimSpace(block) == "" || strings.TrimSpace(l.prev) == "" {
		return Extraction{}, false
	}
	old := l.prev
	if blocks := reFence.FindAllStringSubmatch(l.prev, -1); len(blocks) > 0 {
		best := -1.0
		for _, b := range blocks {
			if s := overlap(b[1], block); s > best {
				best, old = s, strings.Trim(b[1], "\n")
			}
		}
	}
	if overlap(old, block) < 0.3 {
		return Extraction{}, false
	}
	o, c := diffSpan(old, block)
	if strings.TrimSpace(o) == "" || o == c {
		return Extraction{}, false
	}
	return Extraction{Form: FormCodeBlock, Original: o, Corrected: c, Located: strings.Contains(l.prev, o)}, true
}

// overlap is the share of b's words that occur in a.
func overlap(a, b string) float64 {
	wa := map[string]bool{}
	for _, w := range strings.Fields(a) {
		wa[w] = true
	}
	wb := strings.Fields(b)
	if len(wb) == 0 {
		return 0
	}
	n := 0
	for _, w := range wb {
		if wa[w] {
			n++
		}
	}
	return float64(n) / float64(len(wb))
}
