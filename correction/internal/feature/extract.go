package feature

import (
	"bytes"
	"regexp"
	"strings"

	"github.com/cairnhq/cairn/internal/fold"
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
	reXNotYBare    = regexp.MustCompile(`(?i)(?:^|[\s,(])([^\s,()]+)\s+not\s+([^\s,()]+?)[.,;:!)]*$`)
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
		// "pgbouncer is 6432 not 5432", "people not users": two values side
		// by side, each one token, at the end of the segment. Plain words
		// only when they are the whole segment.
		if b := reXNotYBare.FindStringSubmatchIndex(seg); b != nil {
			x, y := seg[b[2]:b[3]], seg[b[4]:b[5]]
			if valueToken(x) && valueToken(y) || b[2] == 0 {
				m = []string{seg[b[0]:b[1]], x, y}
			}
		}
	}
	if m == nil {
		return Extraction{}, false
	}
	corr, orig := trimLead(m[1]), cutTail(m[2])
	corr = samePreposition(corr, orig)
	ow := Tokenize(orig)
	if corr == "" || len(ow) == 0 || notYStop[ow[0].Word] || len(Tokenize(corr)) > 8 || len(ow) > 8 {
		return Extraction{}, false
	}
	ex := loc.literal(FormXNotY, orig, corr, false)
	if ex.Located {
		ex.Corrected = withoutCopula(loc.parallelTail(ex.Original, ex.Corrected), ex.Original)
		ex.Original, ex.Corrected = wholeToken(loc.prev, ex.Original, ex.Corrected)
	}
	return ex, true
}

// wholeToken widens a pair whose original is a numbered piece of a value
// of prev (".5" of "10.20.0.5", "5432" of "db-1:5432") to that whole
// value, with the piece replaced by corr: the fragment alone would match
// in other values ("Python 3.5"). A piece of a name ("copy" of
// "cfg_copy") is left as it is.
func wholeToken(prev, orig, corr string) (string, string) {
	i := strings.Index(prev, orig)
	if i < 0 || orig == "" || strings.ContainsAny(orig, " \t\n") || !strings.ContainsAny(orig, "0123456789") {
		return orig, corr
	}
	a, b := i, i+len(orig)
	for a > 0 && valueByte(prev[a-1]) {
		a--
	}
	for b < len(prev) && valueByte(prev[b]) {
		b++
	}
	// Trailing sentence punctuation is not part of the value.
	for b > i+len(orig) && strings.IndexByte(".:-", prev[b-1]) >= 0 {
		b--
	}
	if a == i && b == i+len(orig) {
		return orig, corr
	}
	tok := prev[a:b]
	if strings.Count(tok, orig) != 1 {
		return orig, corr
	}
	return tok, strings.Replace(tok, orig, corr, 1)
}

func valueByte(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || strings.IndexByte("._-:", c) >= 0
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
		lt := fold.Lower(t)
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
		ls := fold.Lower(s)
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
	ls := fold.Lower(s)
	cut := len(s)
	for _, sep := range []string{",", ";", " because ", " since ", " which ", " as it ", " so that ", " so ", " and then ", " but ", " - ", " – ", " — ", " -- ", " (", " like you ", " as you "} {
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

// valueToken reports a token that reads as a value, not a word of prose:
// it holds a digit or one of . _ - / : = @ inside it.
func valueToken(t string) bool {
	t = strings.Trim(t, "`'\"")
	if t == "" {
		return false
	}
	return strings.ContainsAny(t, "0123456789") || strings.ContainsAny(strings.Trim(t, "._-/:=@"), "._-/:=@")
}

// placePrepositions open a place ("in django.shortcuts", "on port 8888").
var placePrepositions = []string{"in", "on", "at", "from", "under", "into", "inside", "via", "to"}

// samePreposition drops the preposition that opens corr when orig does not
// open with it: "it's in django.shortcuts, not django.http" replaces
// django.http by django.shortcuts, not by "in django.shortcuts".
func samePreposition(corr, orig string) string {
	lc, lo := fold.Lower(corr), fold.Lower(strings.TrimSpace(orig))
	for _, p := range placePrepositions {
		if strings.HasPrefix(lc, p+" ") && !strings.HasPrefix(lo, p+" ") {
			return strings.TrimSpace(corr[len(p):])
		}
	}
	return corr
}

// withoutCopula drops the verb that opens corr when orig does not open
// with it: "env is prod, not production" replaces production by prod.
func withoutCopula(corr, orig string) string {
	lc, lo := fold.Lower(corr), fold.Lower(strings.TrimSpace(orig))
	for _, v := range []string{"is", "are", "was", "were", "be", "should be", "must be"} {
		if rest, ok := strings.CutPrefix(lc, v+" "); ok && rest != "" && !strings.HasPrefix(lo, v+" ") {
			return strings.TrimSpace(corr[len(corr)-len(rest):])
		}
	}
	return corr
}
