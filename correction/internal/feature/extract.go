package feature

import (
	"bytes"
	"regexp"
	"strings"

	"github.com/cairnhq/cairn/internal/textdist"
)

// Forms of correction message that Extract recognises.
const (
	FormCodeBlock = "code_block"  // a corrected code block
	FormReplace   = "replace"     // "replace X with Y", "swap X for Y", "substitute Y for X"
	FormChange    = "change_to"   // "change X to Y"
	FormNotBut    = "not_x_but_y" // "not X but Y"
	FormInstead   = "instead_of"  // "use Y instead of X", "Y rather than X", "instead of X, Y"
	FormDontUse   = "dont_use"    // "don't use X, use Y"
	FormXNotY     = "x_not_y"     // "Y, not X", "it's Y not X"
	FormShouldBe  = "should_be"   // "X should be Y", "it should be Y"
	FormArrow     = "arrow"       // "X -> Y", "s/X/Y/"
	FormIsWrong   = "is_wrong"    // "X is wrong"
	FormStatement = "statement"   // "No, it's Y", "Actually, Y"
)

// Extraction is what a correction message says was wrong and what it should
// be.
//
// When Located is true, Original is a substring of the previous output
// (spelled as it is there) and Corrected is its replacement, so the
// correction can be applied by literal substitution. Otherwise Original and
// Corrected are the best textual guess and must not be substituted blindly.
type Extraction struct {
	Form      string // one of the Form constants, "" when no form matched
	Original  string
	Corrected string
	Located   bool
}

var (
	reFence     = regexp.MustCompile("(?s)```[^\\n`]*\\n?(.*?)(?:```|$)")
	rePrefix    = regexp.MustCompile(`(?i)^(?:(?:(?:no+|nope|nah|wrong|incorrect|actually|in fact|well|hmm+|oh|sorry|wait|ok(?:ay)?|so|but|and|also|please|correction|not quite|(?:that|this|it)(?:'s|\s+is|\s+was)\s+(?:wrong|incorrect|not\s+right|not\s+correct|a\s+mistake))\s*(?:[,:!.-]+\s*|\s+))|(?:fix(?:ed)?\s*[:-]+\s*))+`)
	reCorrStart = regexp.MustCompile(`(?i)^(?:no+|nope|nah|wrong|incorrect|actually|in fact|correction|not quite|(?:that|this|it)(?:'s|\s+is|\s+was)\s+(?:wrong|incorrect|not\s+right|not\s+correct|a\s+mistake))\b`)

	reReplace      = regexp.MustCompile(`(?i)\b(replace|swap|switch|exchange|substitute)\s+(.+?)\s+(with|by|for|to|into)\s+(.+)$`)
	reChange       = regexp.MustCompile(`(?i)\b(?:change|changing|rename|update|set|turn|convert|correct|fix|modify|edit|alter)\s+(.+?)\s+(?:to|into|as)\s+(.+)$`)
	reNotBut       = regexp.MustCompile(`(?i)\bnot\s+(.+?),?\s+but\s+(?:rather\s+|instead\s+)?(.+)$`)
	reInstead      = regexp.MustCompile(`(?i)^(.+?)\s+(?:instead\s+of|rather\s+than|in\s+place\s+of|as\s+opposed\s+to|in\s+lieu\s+of)\s+(.+)$`)
	reInsteadHead  = regexp.MustCompile(`(?i)^(?:instead\s+of|rather\s+than|in\s+place\s+of|in\s+lieu\s+of)\s+(.+?),\s*(.+)$`)
	reDontUse      = regexp.MustCompile(`(?i)\b(?:don'?t|do\s+not|never|stop|avoid)\s+(?:use|using|say|saying|write|writing|call|calling|put|putting)\s+(.+?)\s*(?:[,:]|\s+-+|\s+but)\s*(?:(?:instead\s+)?(?:use|say|write|call|put|it'?s|it\s+is|just)\s+)?(.+)$`)
	reXNotYComma   = regexp.MustCompile(`(?i)^(.+?)\s*,\s*(?:and\s+)?not\s+(.+)$`)
	reXNotYCopula  = regexp.MustCompile(`(?i)^(?:it'?s|it\s+is|it\s+was|that'?s|that\s+is|this\s+is|they'?re|they\s+are|(?:the\s+)?answer\s+is)\s+(.+?)\s+not\s+(.+)$`)
	reShouldBe     = regexp.MustCompile(`(?i)^(.+?)\s+(?:should(?:'ve|\s+have)?|must|needs?\s+to|has\s+to|have\s+to|ought\s+to|(?:is|are)\s+supposed\s+to|(?:is|are)\s+meant\s+to)\s+(?:be(?:en)?|read|say|equal|return|show|give|contain|use|output)\s+(.+)$`)
	reShouldBeHead = regexp.MustCompile(`(?i)^(?:should(?:'ve|\s+have)?\s+been|should\s+be|must\s+be|needs\s+to\s+be|has\s+to\s+be|supposed\s+to\s+be)\s+(.+)$`)
	reArrow        = regexp.MustCompile(`^(.{1,80}?)\s*(?:->|=>|→)\s*(.{1,80})$`)
	reSed          = regexp.MustCompile(`(?:^|\s)s/([^/\n]+)/([^/\n]*)/g?`)
	reIsWrong      = regexp.MustCompile(`(?i)^(.+?)\s+(?:is|are|was|were|looks|seems)\s+(?:wrong|incorrect|not\s+right|not\s+correct|a\s+typo|misspelled|invalid|outdated|inaccurate|off)\b`)
	reStatement    = regexp.MustCompile(`(?i)^(?:it'?s|it\s+is|it\s+was|it\s+should\s+be|that'?s|the\s+answer\s+is|(?:the\s+)?[a-z]+\s+(?:is|was|are|were))\s+(.+)$`)
)

// Extract finds what message says was wrong in prev and what it should be.
// It recognises the forms listed by the Form constants, sentence by sentence,
// and prefers a result whose Original it could locate in prev.
func Extract(message, prev string) Extraction {
	return extract(message, prev, lowerASCII(prev))
}

// extract is Extract for a caller that has lowerASCII(prev).
func extract(message, prev, prevLower string) Extraction {
	msg := normalizeQuotes(message)
	loc := &locator{prev: prev, prevLower: prevLower, msgLower: lowerASCII(msg)}
	if blocks := reFence.FindAllStringSubmatch(msg, -1); len(blocks) > 0 {
		if ex, ok := loc.codeFix(blocks[0][1]); ok {
			return ex
		}
		msg = reFence.ReplaceAllString(msg, " ")
	}
	var cands []Extraction
	for _, seg := range splitSegments(msg) {
		corrStart := false
		if mayHavePrefix(seg) {
			corrStart = reCorrStart.MatchString(seg)
			// rePrefix is anchored and never matches empty text: removing
			// it is cutting seg after its one match.
			if m := rePrefix.FindStringIndex(seg); m != nil {
				seg = seg[m[1]:]
			}
			seg = strings.TrimSpace(seg)
		}
		if seg == "" {
			continue
		}
		for _, form := range forms {
			if ex, ok := form(seg, corrStart, loc); ok {
				cands = append(cands, ex)
				break
			}
		}
	}
	return choose(cands)
}

// Words that can start the discourse prefix rePrefix removes.
var prefixStarts = map[string]bool{
	"no": true, "nope": true, "nah": true, "wrong": true, "incorrect": true, "actually": true,
	"in": true, "well": true, "oh": true, "sorry": true, "wait": true, "ok": true, "okay": true,
	"so": true, "but": true, "and": true, "also": true, "please": true, "correction": true,
	"fix": true, "fixed": true, "not": true, "that": true, "this": true, "it": true,
	"thats": true, "its": true,
}

// mayHavePrefix is a cheap test before the prefix expressions: the first
// word of seg can start a prefix.
func mayHavePrefix(seg string) bool {
	// The word lower-cased without its apostrophes, in place.
	var buf [12]byte
	w := buf[:0]
	for end := 0; end < len(seg) && end < 12 && (isASCIIWordByte(seg[end]) || seg[end] == '\''); end++ {
		if c := seg[end]; c != '\'' {
			if c >= 'A' && c <= 'Z' {
				c += 'a' - 'A'
			}
			w = append(w, c)
		}
	}
	return prefixStarts[string(w)] || bytes.HasPrefix(w, []byte("hmm")) || bytes.HasPrefix(w, []byte("noo"))
}

// choose prefers a located candidate with a replacement, then any located
// candidate (given a replacement from a vague candidate if there is one),
// then the first candidate.
func choose(cands []Extraction) Extraction {
	for _, c := range cands {
		if c.Located && c.Corrected != "" {
			return c
		}
	}
	for _, c := range cands {
		if c.Located {
			for _, o := range cands {
				if !o.Located && o.Corrected != "" && (o.Form == FormStatement || o.Form == FormShouldBe) {
					c.Corrected = o.Corrected
					break
				}
			}
			return c
		}
	}
	if len(cands) > 0 {
		return cands[0]
	}
	return Extraction{}
}

type formFunc func(seg string, corrStart bool, loc *locator) (Extraction, bool)

var forms = []formFunc{
	formSed, formReplace, formChange, formNotBut, formInsteadHead, formInstead, formDontUse,
	formXNotY, formShouldBe, formArrow, formIsWrong, formStatement,
}

func formSed(seg string, _ bool, loc *locator) (Extraction, bool) {
	if !strings.Contains(seg, "s/") {
		return Extraction{}, false
	}
	m := reSed.FindStringSubmatch(seg)
	if m == nil {
		return Extraction{}, false
	}
	return loc.literal(FormArrow, m[1], m[2], false), true
}

func formReplace(seg string, _ bool, loc *locator) (Extraction, bool) {
	if !loc.segHas(seg, &subsReplace) {
		return Extraction{}, false
	}
	m := reReplace.FindStringSubmatch(seg)
	if m == nil {
		return Extraction{}, false
	}
	orig, corr := m[2], m[4]
	if strings.EqualFold(m[1], "substitute") && strings.EqualFold(m[3], "for") {
		orig, corr = corr, orig
	}
	return loc.literal(FormReplace, cutTail(orig), cutTail(corr), true), true
}

func formChange(seg string, _ bool, loc *locator) (Extraction, bool) {
	if !loc.segHas(seg, &subsChange) {
		return Extraction{}, false
	}
	m := reChange.FindStringSubmatch(seg)
	if m == nil {
		return Extraction{}, false
	}
	return loc.literal(FormChange, cutTail(m[1]), cutTail(m[2]), true), true
}

func formNotBut(seg string, _ bool, loc *locator) (Extraction, bool) {
	if !loc.segHas(seg, &subsNot) || !loc.segHas(seg, &subsBut) {
		return Extraction{}, false
	}
	m := reNotBut.FindStringSubmatch(seg)
	if m == nil || hasPrefixFold(m[1], "only ") || hasPrefixFold(m[1], "just ") {
		return Extraction{}, false
	}
	return loc.literal(FormNotBut, cutTail(m[1]), trimLead(cutTail(m[2])), false), true
}

func formInsteadHead(seg string, _ bool, loc *locator) (Extraction, bool) {
	if !loc.segHas(seg, &subsInsteadHead) {
		return Extraction{}, false
	}
	m := reInsteadHead.FindStringSubmatch(seg)
	if m == nil {
		return Extraction{}, false
	}
	return loc.literal(FormInstead, m[1], trimLead(cutTail(m[2])), false), true
}

func formInstead(seg string, _ bool, loc *locator) (Extraction, bool) {
	if !loc.segHas(seg, &subsInstead) {
		return Extraction{}, false
	}
	m := reInstead.FindStringSubmatch(seg)
	if m == nil {
		return Extraction{}, false
	}
	corr := trimLead(lastClause(m[1]))
	if corr == "" {
		return Extraction{}, false
	}
	return loc.literal(FormInstead, cutTail(m[2]), corr, false), true
}

func formDontUse(seg string, _ bool, loc *locator) (Extraction, bool) {
	if !loc.segHas(seg, &subsDontUse) {
		return Extraction{}, false
	}
	// reDontUse needs one of its verbs. In ASCII text the verbs match only
	// themselves in either case (in other text, (?i) also matches "ſ" for
	// "s", so the expression decides).
	if isASCII(seg) && !loc.segHas(seg, &dontUseVerbs) {
		return Extraction{}, false
	}
	m := reDontUse.FindStringSubmatch(seg)
	if m == nil {
		return Extraction{}, false
	}
	return loc.literal(FormDontUse, m[1], trimLead(cutTail(m[2])), false), true
}

// Words that cannot start the Y of "X, not Y": the "not" negates something
// else ("fine, not sure why").
var notYStop = map[string]bool{
	"right": true, "correct": true, "true": true, "working": true, "it": true, "that": true,
	"so": true, "sure": true, "really": true, "quite": true, "good": true, "bad": true,
	"what": true, "how": true, "only": true, "just": true, "exactly": true, "too": true,
	"very": true, "needed": true, "necessary": true, "yet": true, "now": true, "anymore": true,
	"at": true, "much": true, "many": true, "to": true, "be": true,
	"i": true, "you": true, "me": true, "everything": true, "all": true,
}

func formXNotY(seg string, _ bool, loc *locator) (Extraction, bool) {
	if !loc.segHas(seg, &subsNot) {
		return Extraction{}, false
	}
	m := reXNotYComma.FindStringSubmatch(seg)
	if m == nil {
		m = reXNotYCopula.FindStringSubmatch(seg)
	}
	if m == nil {
		return Extraction{}, false
	}
	corr, orig := trimLead(m[1]), cutTail(m[2])
	ow := Tokenize(orig)
	if corr == "" || len(ow) == 0 || notYStop[ow[0].Word] || len(Tokenize(corr)) > 8 || len(ow) > 8 {
		return Extraction{}, false
	}
	ex := loc.literal(FormXNotY, orig, corr, false)
	if ex.Located {
		ex.Corrected = loc.parallelTail(ex.Original, ex.Corrected)
	}
	return ex, true
}

// parallelTail trims a clause-sized replacement to the part parallel to the
// located original: in "the function should return nil, not an error" the
// replacement of "an error" (after "return" in the output) is "nil", not
// the whole clause. It finds the word just before the original in the
// previous output and keeps what follows that word's last occurrence in
// corr; when the word is not in corr, corr is kept.
func (l *locator) parallelTail(orig, corr string) string {
	i := strings.Index(l.prev, orig)
	if i <= 0 {
		return corr
	}
	before := Tokenize(l.prev[:i])
	if len(before) == 0 {
		return corr
	}
	anchor := before[len(before)-1]
	if before[len(before)-1].End < i-2 { // a comma or other punctuation between: not parallel
		return corr
	}
	toks := Tokenize(corr)
	for k := len(toks) - 2; k >= 0; k-- {
		if toks[k].Word == anchor.Word {
			if tail := strings.TrimSpace(corr[toks[k].End:]); tail != "" {
				return tail
			}
		}
	}
	return corr
}

// Subjects of "X should be Y" that do not name the wrong text itself.
var vagueSubjects = map[string]bool{
	"it": true, "this": true, "that": true, "which": true, "they": true, "there": true,
	"you": true, "we": true, "answer": true, "result": true, "output": true, "query": true,
	"code": true, "one": true, "value": true, "number": true, "response": true, "sql": true,
	"reply": true, "line": true, "function": true, "i": true,
}

func formShouldBe(seg string, _ bool, loc *locator) (Extraction, bool) {
	if !loc.segHas(seg, &subsShouldBe) {
		return Extraction{}, false
	}
	// Both expressions need one of reShouldBe's verbs (reShouldBeHead's
	// "be" among them); see formDontUse for why only in ASCII text.
	if isASCII(seg) && !loc.segHas(seg, &shouldBeVerbs) {
		return Extraction{}, false
	}
	if m := reShouldBeHead.FindStringSubmatch(seg); m != nil {
		return loc.vague(FormShouldBe, nil, cutTail(m[1])), true
	}
	m := reShouldBe.FindStringSubmatch(seg)
	if m == nil {
		return Extraction{}, false
	}
	subj, corr := trimLead(m[1]), cutTail(m[2])
	words := contentWords(subj)
	if len(words) == 0 || (len(words) <= 2 && vagueSubjects[words[len(words)-1]]) {
		return loc.vague(FormShouldBe, words, corr), true
	}
	if ex := loc.literal(FormShouldBe, subj, corr, true); ex.Located {
		return ex, true
	}
	ex := loc.vague(FormShouldBe, words, corr)
	if !ex.Located {
		ex.Original = clean(subj)
	}
	return ex, true
}

func formArrow(seg string, _ bool, loc *locator) (Extraction, bool) {
	if !strings.Contains(seg, "->") && !strings.Contains(seg, "=>") && !strings.Contains(seg, "→") {
		return Extraction{}, false
	}
	m := reArrow.FindStringSubmatch(seg)
	if m == nil {
		return Extraction{}, false
	}
	return loc.literal(FormArrow, m[1], m[2], false), true
}

func formIsWrong(seg string, _ bool, loc *locator) (Extraction, bool) {
	if !loc.segHas(seg, &subsIsWrong) {
		return Extraction{}, false
	}
	m := reIsWrong.FindStringSubmatch(seg)
	if m == nil {
		return Extraction{}, false
	}
	subj := trimLead(m[1])
	words := contentWords(subj)
	if len(words) == 0 || (len(words) <= 2 && vagueSubjects[words[len(words)-1]]) {
		return Extraction{}, false
	}
	ex := loc.literal(FormIsWrong, subj, "", true)
	return ex, true
}

func formStatement(seg string, corrStart bool, loc *locator) (Extraction, bool) {
	if !corrStart {
		return Extraction{}, false
	}
	var subj []string
	corr := seg
	if m := reStatement.FindStringSubmatch(seg); m != nil {
		corr = m[1]
		head := strings.TrimSuffix(seg, m[1])
		subj = contentWords(head)
	}
	corr = cutTail(corr)
	if n := len(Tokenize(corr)); n == 0 || n > 6 {
		return Extraction{}, false
	}
	return loc.vague(FormStatement, subj, corr), true
}

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
	lx := strings.ToLower(x)
	for _, d := range leadDeterminers {
		if strings.HasPrefix(lx, d) {
			cands = append(cands, x[len(d):])
			break
		}
	}
	for _, c := range cands[:len(cands):len(cands)] {
		f := strings.Fields(c)
		if len(f) >= 2 && metaNouns[strings.ToLower(f[len(f)-1])] {
			cands = append(cands, strings.Join(f[:len(f)-1], " "))
		}
		if len(f) >= 2 && metaNouns[strings.ToLower(f[0])] {
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
	lf := strings.ToLower(found)
	for _, d := range leadDeterminers {
		if hasPrefixFold(corr, d) && !strings.HasPrefix(lf, d) && len(corr) > len(d) {
			corr = corr[len(d):]
			break
		}
	}
	if f := strings.Fields(corr); len(f) >= 2 && metaNouns[strings.ToLower(f[len(f)-1])] {
		if ff := strings.Fields(lf); len(ff) > 0 && ff[len(ff)-1] != strings.ToLower(f[len(f)-1]) {
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
		d := digitCount(corr)
		if same := filter(cands, func(c span) bool { return digitCount(c.text) == d }); len(same) == 1 {
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
	return strings.ToLower(m[1])
}

func numberCore(s string) string {
	if m := reNumber.FindString(s); m != "" {
		return strings.NewReplacer(",", "", "$", "", "€", "", "£", "", "+", "").Replace(m)
	}
	return s
}

func digitCount(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] >= '0' && s[i] <= '9' {
			n++
		}
	}
	return n
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

var reUnit = regexp.MustCompile(`\S+`)
var reLine = regexp.MustCompile(`[^\n]*\S[^\n]*`)

// diffSpan returns the smallest span of old (by lines when both texts have
// several lines, else by words) that must be replaced, and its replacement
// from new. A pure insertion keeps one neighbouring unit as an anchor.
func diffSpan(old, new string) (string, string) {
	unit := reUnit
	if strings.Count(strings.TrimSpace(old), "\n") > 0 && strings.Count(strings.TrimSpace(new), "\n") > 0 {
		unit = reLine
	}
	ou := unit.FindAllStringIndex(old, -1)
	nu := unit.FindAllStringIndex(new, -1)
	if len(ou) == 0 || len(nu) == 0 {
		return old, new
	}
	ot := func(i int) string { return strings.TrimSpace(old[ou[i][0]:ou[i][1]]) }
	nt := func(i int) string { return strings.TrimSpace(new[nu[i][0]:nu[i][1]]) }
	// Skip what old has before the first unit of new, and after its last
	// (a label such as "SQL:" or a trailing remark).
	for i := range ou {
		if ot(i) == nt(0) {
			ou = ou[i:]
			break
		}
	}
	for i := len(ou) - 1; i >= 0; i-- {
		if ot(i) == nt(len(nu)-1) {
			ou = ou[:i+1]
			break
		}
	}
	p := 0
	for p < len(ou) && p < len(nu) && ot(p) == nt(p) {
		p++
	}
	s := 0
	for s < len(ou)-p && s < len(nu)-p && ot(len(ou)-1-s) == nt(len(nu)-1-s) {
		s++
	}
	oa, ob := p, len(ou)-s // old units [oa, ob)
	na, nb := p, len(nu)-s
	if oa == ob { // insertion: anchor on a neighbouring unit
		switch {
		case oa > 0:
			oa, na = oa-1, na-1
		case ob < len(ou):
			ob, nb = ob+1, nb+1
		default:
			return old, new
		}
	}
	o := old[ou[oa][0]:ou[ob-1][1]]
	if na >= nb {
		return o, ""
	}
	return o, new[nu[na][0]:nu[nb-1][1]]
}

// splitSegments splits text into sentences and lines, without splitting a
// decimal number or a dotted name (a stop must be followed by space).
func splitSegments(s string) []string {
	var out []string
	start := 0
	emit := func(end int) {
		if seg := strings.TrimSpace(s[start:end]); seg != "" {
			out = append(out, seg)
		}
	}
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '\n':
			emit(i)
			start = i + 1
		case '.', '!', '?', ';':
			j := i
			for j+1 < len(s) && strings.IndexByte(".!?;", s[j+1]) >= 0 {
				j++
			}
			if j+1 == len(s) || s[j+1] == ' ' || s[j+1] == '\t' || s[j+1] == '\n' || s[j+1] == '\r' {
				emit(i)
				start = j + 1
			}
			i = j
		}
	}
	emit(len(s))
	return out
}

func normalizeQuotes(s string) string {
	// The four quotes are encoded as E2 80 98, 99, 9C and 9D.
	if strings.IndexByte(s, 0xE2) < 0 || !strings.ContainsAny(s, "‘’“”") {
		return s
	}
	return strings.NewReplacer("‘", "'", "’", "'", "“", `"`, "”", `"`).Replace(s)
}

// clean trims white space, closing punctuation, trailing filler words and
// one pair of surrounding quotes.
func clean(s string) string {
	for {
		t := strings.TrimSpace(s)
		t = strings.TrimRight(t, ".,;:!?")
		t = strings.TrimSpace(t)
		lt := strings.ToLower(t)
		for _, f := range []string{" please", " instead", " thanks", " thank you", " though", " as well", " here"} {
			if strings.HasSuffix(lt, f) {
				t = t[:len(t)-len(f)]
				break
			}
		}
		if t == s {
			break
		}
		s = t
	}
	if isQuoted(s) {
		s = strings.TrimSpace(s[1 : len(s)-1])
	}
	return s
}

func isQuoted(s string) bool {
	if len(s) < 2 {
		return false
	}
	a, b := s[0], s[len(s)-1]
	return a == b && (a == '"' || a == '\'' || a == '`')
}

// Lead words stripped from the replacement part of a contrast ("you should
// use the orders table" → "the orders table").
var leadPhrases = []string{
	"you should use", "you should have used", "you should", "you need to use", "you need to",
	"you must use", "you must", "you have to", "we need to", "need to use", "need to",
	"needs to be", "it should be", "it should have been", "should be", "it should",
	"should have used", "should use", "should", "it's", "it is", "its", "it was", "that's",
	"that is", "this is", "they are", "they're", "the answer is", "i want", "i wanted",
	"i need", "i'd like", "i would like", "i meant", "i said", "i asked for", "please",
	"just", "use", "using", "try", "with", "go with", "pick", "choose", "select", "show",
	"return", "put", "write", "say", "make it", "call it", "be", "rather", "do", "it",
	"answer", "output", "display", "list", "give", "get", "sort by", "order by", "group by",
}

func trimLead(s string) string {
	s = strings.TrimSpace(s)
	for changed := true; changed; {
		changed = false
		ls := strings.ToLower(s)
		for _, p := range leadPhrases {
			if strings.HasPrefix(ls, p+" ") {
				s = strings.TrimSpace(s[len(p):])
				changed = true
				break
			}
		}
	}
	return s
}

// lastClause returns the part of s after its last comma or dash, where the
// replacement of an "instead of" usually starts.
func lastClause(s string) string {
	if i := strings.LastIndexAny(s, ",:"); i >= 0 && i < len(s)-1 {
		return s[i+1:]
	}
	return s
}

// cutTail cuts an explanation or a second clause off a span ("customers,
// because …").
func cutTail(s string) string {
	ls := strings.ToLower(s)
	cut := len(s)
	for _, sep := range []string{",", ";", " because ", " since ", " which ", " as it ", " so that ", " so ", " and then ", " but ", " - ", " – ", " like you ", " as you "} {
		if i := strings.Index(ls, sep); i > 0 && i < cut {
			cut = i
		}
	}
	return s[:cut]
}

// contentWords returns the words of s that are not stop words or
// determiners.
func contentWords(s string) []string {
	var out []string
	for _, t := range Tokenize(s) {
		if !stopWords[t.Word] || vagueSubjects[t.Word] {
			out = append(out, t.Word)
		}
	}
	return out
}

func hasPrefixFold(s, prefix string) bool {
	return len(s) >= len(prefix) && strings.EqualFold(s[:len(prefix)], prefix)
}
