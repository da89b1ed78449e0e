package typed

// Checks of a pair found by another extraction (a phrase form, an older
// alignment, an LLM) before cairn may apply it.

import (
	"slices"
	"sort"
	"strings"

	"github.com/cairnhq/cairn/internal/fold"
)

// Typed reports whether s is a value, not prose: one atom, a key/value
// pair, a call, a code span or a short command, never a run of plain
// words.
func Typed(s string) bool {
	s = strings.TrimSpace(s)
	if s == "" || len(s) > 256 || strings.Contains(s, "\n") || !Balanced(s) || strings.Count(s, "\"")%2 != 0 {
		return false
	}
	if k := strings.Index(s, ": "); k > 0 && isKeyName(s[:k]) && !strings.ContainsAny(s[k+2:], " \t") {
		return true // key: value
	}
	as := Lex(s)
	if len(as) == 0 {
		return false
	}
	top := 0
	plain := 0
	covered := 0
	for _, a := range as {
		if a.Part {
			continue
		}
		top++
		covered += a.End - a.Start
		if a.Kind == Word && !a.InCode {
			plain++
		}
	}
	if top == 1 {
		return true
	}
	// A short command or code: mostly not plain words, or a command of a
	// few words with an option or a value among them ("add --group dev
	// pytest", "clean -fd").
	return plain*2 < top && plain <= 2 || top <= 8 && plain < top && plain <= 4 && !strings.ContainsAny(s, ".,;!?") && hasNonWord(as)
}

func hasNonWord(as []Atom) bool {
	for _, a := range as {
		if !a.Part && a.Kind != Word {
			return true
		}
	}
	return false
}

// Plausible reports whether wrong → right, found by another extraction
// (a phrase form, an older alignment, an LLM), is a typed replacement
// cairn may apply: both are values, of kinds that replace one another; the
// new part of right stands in the message (it is not made up); right is
// not a plain word of the message's prose, nor a plural, a form or a piece
// of the wrong one, nor a name of a different sort (a dialect for a
// function); the message neither restates wrong as it is, nor puts right
// beside it ("HIGH and CRITICAL"), nor states more new values around right
// than one pair can carry (then the fix is a rewrite, not a substitution).
func Plausible(wrong, right, message, prev string) bool {
	if wrong == right {
		return false
	}
	for _, p := range Pairs(message, prev) {
		if p.Wrong == wrong && p.Right == right {
			return true // the typed extraction found it
		}
	}
	if !Typed(wrong) || !Typed(right) {
		// Code the output shows as code (`pip install yaml`) is a value
		// even when it is made of words; a line of it, not a paragraph.
		if !codeIn(prev, wrong) || !codeLine(wrong) || !codeLine(right) {
			return false
		}
	}

	w, r := top(wrong), top(right)
	if w != nil && r != nil {
		if r.Kind == Word && !strings.Contains(message, "`"+right+"`") {
			return false
		}
		if weakAtom(*w) || weakAtom(*r) {
			return false // a number, a short option or a word: only on typed evidence
		}
		if !compatible(*r, *w) && !(w.Kind == Code || r.Kind == Code) {
			return false
		}
		nw, nr := normName(wrong), normName(right)
		if nw != "" && nw == nr && !caseCue(message) && !strings.Contains(message, right) {
			// "NetCDF-4-python" for "netCDF4-python", built from the
			// message's "NetCDF-4": one name respelled, not a fix the
			// message wrote ("yyyy-MM-dd", "sin.(x)" are).
			return false
		}
		if nw != "" && nr != "" && nw != nr && !compoundInflection(wrong, right) {
			if strings.HasPrefix(nr, nw) && inflection(nr, nw) || strings.HasPrefix(nw, nr) && inflection(nw, nr) {
				return false
			}
			if family(*w) == famName && strings.Contains(fold.Lower(wrong), fold.Lower(right)) {
				return false // a piece of the wrong name
			}
		}
		if edgePunct(wrong) != edgePunct(right) && nw == strings.TrimLeft(nr, "-") {
			return false // --volumes for volumes
		}
		if segmentOf(right, wrong) {
			return false // runbooks/kafka/… for Runbooks: a path around it
		}
		if (sortOf(r.Text) != "") != (sortOf(w.Text) != "") {
			return false // ESM for __dirname: a scope, not a value
		}
	}
	// The new part of right must come from the message; a deletion
	// ("on-failure" for "always-on-failure") must name what is left.
	mid := strings.TrimSpace(middle(wrong, right))
	if mid == "" {
		mid = lastToken(right)
	}
	if mid == "" || !strings.Contains(fold.Lower(message), fold.Lower(strings.Trim(mid, "'\"`()[]{},;:"))) {
		return false
	}
	c := newContext(message, prev)
	if numericSwap(wrong, right, message, c) || statedWrong(c, strings.Trim(mid, "'\"`()[]{},;:")) {
		return false
	}
	if reorderedIn(prev, strings.Trim(mid, "'\"`()[]{},;:"), middle(right, wrong)) {
		return false // "many_to_one" beside "one_to_many": the output's name of those words is what it fixes
	}
	if proseModifier(right, c) {
		return false // "the server-wide report": a compound adjective of the prose
	}
	if otherOptionFor(wrong, right, c) {
		return false // "--group orders-svc" for "--topic orders": the message gives the value to another option
	}
	// The message writes right whole as a value ("postgresql-client-16")
	// and it continues wrong's name past a separator ("postgresql-client-"
	// of "postgresql-client-14"): the value it replaces is the one so
	// named, not a guess among the output's values of that shape.
	statedRight := len(right) >= 4 && c.hasAtom(right)
	named := false
	if statedRight {
		p, _ := CommonEnds(wrong, right)
		for p > 0 && isAlnumByte(wrong[p-1]) {
			p--
		}
		named = p >= 4 && strings.Count(prev, wrong[:p]) == 1
	}
	if w != nil && !named && unnamed(message, prev, right, *w) && c.othersOfShape(*w) {
		return false // which of the output's values of that shape is meant is a guess
	}
	// The message restates a composite wrong text as it stands.
	if restated(c, wrong, message) {
		return false
	}
	// Find right's core in the message to check what stands around it.
	wrongMentions := c.mentioned()[mentionKey(Atom{Text: coreText(wrong), Kind: classify(coreText(wrong))})]
	// The message writes right's value whole ("datadoghq.eu" of "site:
	// datadoghq.eu"): a prose word spelled like its changed part ("EU
	// site") does not make the fix a word of the prose or a modifier.
	statedWhole := r != nil && r.Inner != "" && len(r.Inner) >= 4 && c.hasAtom(r.Inner) || named
	for i, a := range c.ma {
		if !strings.EqualFold(a.Text, strings.TrimSpace(mid)) && !strings.EqualFold(a.Text, right) {
			continue
		}
		if (a.Kind == Word || a.Kind == Ident) && modifierPosition(message, a) && !statedWhole {
			return false // "in-cluster callers": an adjective, not the value
		}
		if w != nil && a.Kind == Call && w.Kind == Call && strings.EqualFold(lastSeg(a.Key), lastSeg(w.Key)) {
			if p := polarityOf(c.mw, a, c.terse); p == Negative || p == Described {
				return false // "ISNULL(x, y) is T-SQL": the wrong call described, not its fix
			}
		}
		if a.Kind == Word && !a.InCode && !a.Part && !strings.EqualFold(a.Text, right) && !within(message, right, a) && !statedWhole {
			return false // a word of the prose, spelled as a value ("PIPELINES")
		}
		if c.conjoined(i, wrongMentions) {
			return false
		}
		if c.incompleteAny(a.Text) {
			return false
		}
	}
	return true
}

// numericSwap reports a pair whose changed parts are a number and a
// version ("8080" → "1.30", "20" → "v4"), or whose new number the message
// gives as a tool's version ("connector/j 5"): a value of another
// quantity, not the replacement.
func numericSwap(wrong, right, message string, c *context) bool {
	p, q := CommonEnds(wrong, right)
	wc, rc := strings.Trim(wrong[p:len(wrong)-q], "v"), right[p:len(right)-q]
	num := func(s string) bool { return s != "" && strings.Trim(s, "0123456789.") == "" }
	if !num(wc) || !num(strings.TrimPrefix(rc, "v")) {
		return false
	}
	if strings.HasPrefix(rc, "v") != strings.HasPrefix(wrong[p:], "v") && !strings.HasPrefix(wrong[max(p-1, 0):], "v") {
		return true // "20" → "v4"
	}
	rv := strings.Contains(strings.TrimPrefix(rc, "v"), ".")
	if wv := strings.Contains(wc, "."); wv != rv && (len(wc) >= 2 || rv) {
		return true // "8080" → "1.30"
	}
	if p > 0 && wrong[p-1] == ':' && len(wc) >= 4 && len(rc) < 2 {
		return true // the port of an address for a single digit ("db:3306" → "db:5")
	}
	if !rv {
		for _, a := range c.ma {
			if a.Text == rc && isVersionOfTool(message, a) {
				return true // "connector/j 5"
			}
		}
	}
	return false
}

// namesIt reports whether the message opens a clause with "that's" right
// before offset i: "that's python:3.11-alpine, we use …" names what the
// output said, it does not assert it.
func namesIt(message string, i int) bool {
	before := fold.Lower(strings.TrimRight(message[:i], " "))
	for _, p := range []string{"that's", "thats", "that’s", "that is"} {
		if strings.HasSuffix(before, p) {
			rest := strings.TrimRight(before[:len(before)-len(p)], " ")
			return rest == "" || strings.HasSuffix(rest, ".") || strings.HasSuffix(rest, ",") || strings.HasSuffix(rest, ";") ||
				strings.HasSuffix(rest, "no") || strings.HasSuffix(rest, "nope")
		}
	}
	return false
}

// Explicit reports whether wrong → right, taken from a phrase that names
// both sides ("X, not Y", "replace X with Y", "X -> Y"), may be applied:
// each side is one value (a word, a number, a name, a call, a pair — not
// a clause), both of kinds that replace one another, right not a scope
// name, and the message neither keeps wrong where it is right nor puts
// right beside it.
func Explicit(wrong, right, message, prev string) bool {
	w, r := top(wrong), top(right)
	if w == nil && nounPhrase(wrong) {
		w = &Atom{Text: wrong, Kind: Word} // "local time"
	}
	if r == nil && w != nil && w.Kind == Word && nounPhrase(right) {
		r = &Atom{Text: right, Kind: Word} // "olive oil" for "butter"
	}
	if w == nil || r == nil || wrong == right || len(wrong) > 120 || len(right) > 120 || ClauseShaped(wrong, right) {
		return false
	}
	if !compatible(*r, *w) || (sortOf(r.Text) != "") != (sortOf(w.Text) != "") {
		return false
	}
	if r.Kind == Word && commonWord[fold.Lower(r.Text)] {
		return false
	}
	nw, nr := normName(wrong), normName(right)
	if nw != nr && (strings.HasPrefix(nr, nw) && inflection(nr, nw) || strings.HasPrefix(nw, nr) && inflection(nw, nr)) {
		return false
	}
	mid := strings.TrimSpace(middle(wrong, right))
	if mid == "" && strings.Contains(message, right) && strings.Contains(message, wrong) {
		mid = right // a deletion the message writes out: "items.length, not items.length()"
	}
	if mid == "" || !strings.Contains(fold.Lower(message), fold.Lower(strings.Trim(mid, "'\"`()[]{},;:"))) {
		return false
	}
	if arrowForm(message) {
		return true // "X -> Y", "s/X/Y/": the message is the pair
	}
	c := newContext(message, prev)
	ms := c.mentioned()[mentionKey(*w)]
	if c.restated(ms) {
		return false
	}
	if len(ms) == 0 && unnamed(message, prev, right, *w) && c.othersOfShape(*w) {
		// "min should be 2" over "minReplicas: 3 / maxReplicas: 10": the
		// message does not name the wrong value, and which of the output's
		// values of that shape it means is a guess.
		return false
	}
	for i, a := range c.ma {
		if strings.EqualFold(a.Text, right) && c.conjoined(i, ms) {
			return false
		}
	}
	return true
}

// unnamed reports whether message names neither the wrong value w, nor
// its key (of a key/value pair or a flag with a value), nor the word that
// labels it in prev, nor a part of it.
func unnamed(message, prev, right string, w Atom) bool {
	lm := fold.Lower(message)
	if strings.Contains(lm, fold.Lower(w.Text)) {
		return false
	}
	// The word that labels it in the output: "the limit should be 10"
	// for "LIMIT 5".
	if i := strings.Index(prev, w.Text); i > 0 {
		j := len(strings.TrimRight(prev[:i], " \t:=`"))
		k := j
		for k > 0 && isLetterByte(prev[k-1]) {
			k--
		}
		if l := fold.Lower(prev[k:j]); len(l) >= 3 && !stop[l] && wholeIndex(lm, l) >= 0 {
			return false
		}
	}
	if k := strings.Trim(fold.Lower(w.Key), "-"); k != "" && (strings.Contains(lm, k) || len(lastSeg(k)) >= 3 && wholeIndex(lm, lastSeg(k)) >= 0) {
		return false // the setting, or the method of a call
	}
	// A part of it: the value of "ingressClassName: nginx"; the token
	// that changes, "1.21" of "golang:1.21-alpine".
	for _, a := range Lex(w.Text) {
		if a.Part && len(a.Text) >= 2 && !stop[fold.Lower(a.Text)] && wholeIndex(message, a.Text) >= 0 {
			return false
		}
	}
	if p, q := CommonEnds(w.Text, right); p+q < len(w.Text) {
		i, j := p, len(w.Text)-q
		tok := func(c byte) bool { return c == '.' || c == '_' || isIdentByte(c) }
		for i > 0 && tok(w.Text[i-1]) {
			i--
		}
		for j < len(w.Text) && tok(w.Text[j]) {
			j++
		}
		if core := strings.Trim(w.Text[i:j], "."); len(core) >= 2 && wholeIndex(message, core) >= 0 {
			return false
		}
	}
	return true
}

// othersOfShape reports whether prev holds a value of w's shape other
// than w that the message does not name.
func (c *context) othersOfShape(w Atom) bool {
	cls := shapeClass(w)
	lm := fold.Lower(c.msg)
	keys := map[string]bool{}
	for _, p := range c.pa {
		if p.Key != "" {
			keys[p.Key] = true
		}
	}
	for _, p := range c.pa {
		if keys[p.Text] || strings.Contains(lm, fold.Lower(p.Text)) {
			continue // a setting's name, or a value the message names: it stays
		}
		if p.Text != w.Text && (p.Kind == w.Kind || shapeClass(p) == cls) && !(p.Kind == Word && w.Kind != Word) {
			if p.Kind == Word && (stop[fold.Lower(p.Text)] || w.Kind == Word) {
				continue // the output's prose
			}
			return true
		}
	}
	return false
}

// nounPhrase reports two plain words, neither a function word: a name of
// two words ("olive oil", "read replica"), not a clause.
func nounPhrase(s string) bool {
	f := strings.Fields(s)
	if len(f) != 2 {
		return false
	}
	for _, w := range f {
		if !isLetters(w) || stop[fold.Lower(w)] {
			return false
		}
	}
	return true
}

// arrowForm reports a message that is a substitution: "X -> Y", "X → Y",
// "s/X/Y/".
func arrowForm(message string) bool {
	m := strings.TrimSpace(message)
	if strings.HasPrefix(m, "s/") && strings.Count(m, "/") >= 3 {
		return true
	}
	return strings.Count(m, "->")+strings.Count(m, "→")+strings.Count(m, "=>") == 1 && len(strings.Fields(m)) <= 5
}

// CodeFix reports whether wrong → right, the lines a corrected code block
// changes, may be applied: one line each, short, code rather than prose.
func CodeFix(wrong, right string) bool {
	for _, s := range []string{wrong, right} {
		s = strings.TrimSpace(s)
		if s == "" || len(s) > 200 || strings.Contains(s, "\n") {
			return false
		}
		as := Lex(s)
		if !hasNonWord(as) && len(as) > 1 {
			return false
		}
	}
	return true
}

// weakAtom reports a value that says little by itself: a number, a
// version, a short option, a plain word.
func weakAtom(a Atom) bool {
	switch a.Kind {
	case Number:
		return !structuredNumber(a.Text)
	case Version, Word:
		return true
	case Flag:
		return len(a.Text) <= 3
	}
	return false
}

// dropsArgument reports a right side that only deletes a value the wrong
// side has: a proper prefix of it cut before a value ("--set image.tag"
// for "--set image.tag:1.4.2"), or an empty string where the wrong side
// has a non-empty one (sed's "-i" given an empty suffix in place of its
// expression). Such a pair loses what
// the user did not ask to lose; a fix that removes something says so in
// its own words, and is kept as context.
func dropsArgument(wrong, right string) bool {
	w, r := strings.TrimSpace(wrong), strings.TrimSpace(right)
	if r != "" && len(r) < len(w) && strings.HasPrefix(w, r) && strings.ContainsRune(":= ", rune(w[len(r)])) {
		return true
	}
	if strings.Contains(r, "''") || strings.Contains(r, `""`) {
		for _, a := range Lex(w) {
			if a.Kind == Quoted && len(a.Inner) >= 3 && !strings.Contains(r, a.Text) {
				return true
			}
		}
	}
	return false
}

// proseModifier reports a right side that is a lower-case compound of
// letters ("server-wide", "read-only") that the message writes only after
// an article and before a word of prose: an adjective, not a value.
func proseModifier(right string, c *context) bool {
	r := strings.TrimSpace(right)
	if !lettersCompound(r) {
		return false
	}
	found := false
	for _, a := range c.ma {
		if a.Text != r {
			continue
		}
		if articleBefore(c.msg, a.Start) == "" || !modifierPosition(c.msg, a) {
			return false
		}
		found = true
	}
	return found
}

// lettersCompound reports a lower-case compound of letters joined by
// '-': "server-wide", "read-only".
func lettersCompound(s string) bool {
	return strings.Contains(s, "-") && fold.Lower(s) == s && isLetters(strings.ReplaceAll(s, "-", ""))
}

// otherOptionFor reports a pair that keeps an option and changes its
// value ("--topic orders" → "--topic orders-svc") where the message
// writes the new value after another option ("--group orders-svc").
func otherOptionFor(wrong, right string, c *context) bool {
	w, r := strings.Fields(wrong), strings.Fields(right)
	if len(w) != 2 || len(r) != 2 || w[0] != r[0] || !strings.HasPrefix(w[0], "-") {
		return false
	}
	for i, a := range c.ma {
		if a.Text != r[1] {
			continue
		}
		if f := c.optionBeforeInMessage(c.ma[i]); f != nil && f.Text != w[0] {
			return true
		}
	}
	return false
}

// statedWrong reports a value that the message writes only where it
// presents it as wrong or as what the wrong value turns into ("unquoted,
// yaml reads it as 3.1"): not the fix.
func statedWrong(c *context, v string) bool {
	if v == "" {
		return false
	}
	found := false
	for i, a := range c.ma {
		if a.Text != v {
			continue
		}
		if c.msgPol[i] != Negative {
			return false
		}
		found = true
	}
	return found
}

// losesShape reports a right side that keeps less of the wrong side's
// form than a replacement of its values would, so that substituting it
// drops what the user did not ask to drop: a command line (two values or
// more) replaced by one flag, number or version ("docker build
// --pull=false -t api:dev ." by "--no-cache"); a cron schedule put over a
// piece of one; a flag with its argument missing from a right side that
// has no flag ("storage list -g rg" by "storage account list"); a fragment ending in a separator
// for a value that goes on after it ("feat/" for "feature/PAY-12-x"); a
// value of two parts joined by ':' replaced by one part ("8080:8080" by
// "3000").
func losesShape(wrong, right string) bool {
	w, r := tops(strings.TrimSpace(wrong)), tops(strings.TrimSpace(right))
	if len(w) == 0 || len(r) == 0 {
		return false
	}
	if len(r) == 1 && r[0].Kind == Cron {
		return !(len(w) == 1 && w[0].Kind == Cron)
	}
	if len(w) >= 2 && len(r) == 1 && (r[0].Kind == Flag || r[0].Kind == Number || r[0].Kind == Version) {
		return true
	}
	if len(w) >= 3 && !slices.ContainsFunc(r, func(a Atom) bool { return a.Kind == Flag }) {
		for i, a := range w[:len(w)-1] {
			if a.Kind == Flag && a.Inner == "" && w[i+1].Kind != Flag && !strings.Contains(right, a.Text) && !strings.Contains(right, w[i+1].Text) {
				return true // a flag and its argument dropped
			}
		}
	}
	if fragmentOf(strings.TrimSpace(wrong), strings.TrimSpace(right)) {
		return true
	}
	if len(w) == len(r) {
		for i := range w {
			if twoParts(w[i].Text) && !strings.Contains(r[i].Text, ":") && (r[i].Kind == Number || r[i].Kind == Word || r[i].Kind == Ident) {
				return true
			}
		}
	}
	return false
}

// tops returns the atoms of s that are not inside another.
func tops(s string) []Atom {
	as := Lex(s)
	out := as[:0]
	for _, a := range as {
		if !a.Part {
			out = append(out, a)
		}
	}
	return out
}

// fragmentOf reports a right side that ends in a separator where the
// wrong side goes on after that separator: the right names the first
// segment only ("feat/" for "feature/PAY-12-x"). A right that only adds
// the separator at the end ("build/" for "build") is whole.
func fragmentOf(wrong, right string) bool {
	if len(right) < 2 || len(wrong) < 2 {
		return false
	}
	c := right[len(right)-1]
	if !strings.ContainsRune("/:-.=@", rune(c)) || wrong[len(wrong)-1] == c || right[:len(right)-1] == wrong {
		return false
	}
	i := strings.IndexByte(wrong, c)
	return i >= 0 && i < len(wrong)-1 && wrong[:i+1] != right
}

// twoParts reports a value of two non-empty parts joined by one ':' that
// is not a scheme ("8080:8080", "api:dev"), nor a time of day ("10:30").
func twoParts(s string) bool {
	i := strings.IndexByte(s, ':')
	if i <= 0 || i == len(s)-1 || strings.Count(s, ":") != 1 || strings.Contains(s, "://") {
		return false
	}
	a, b := s[:i], s[i+1:]
	if len(a) <= 2 && len(b) == 2 && isDigits(a) && isDigits(b) {
		return false // a time of day
	}
	return true
}

// mixedSeparators reports a path that mixes '/' and '\\' separators
// (".venv\\Scripts\\activate/bin/activate"): two paths spliced, not one.
func mixedSeparators(s string) bool {
	if !strings.Contains(s, "/") || !strings.Contains(s, "\\") || strings.Contains(s, "://") || strings.ContainsAny(s, "$^*+?[]()|") {
		return false // a regular expression escapes with '\\'
	}
	k := strings.IndexByte(s, '\\')
	return k+1 < len(s) && (s[k+1] >= 'a' && s[k+1] <= 'z' || s[k+1] >= 'A' && s[k+1] <= 'Z')
}

// proseClause reports a text of four words or more, outside code marks,
// that are all plain words with at least one function word among them: a
// clause of the message, not a value.
func proseClause(s string) bool {
	f := strings.Fields(s)
	if len(f) < 4 || strings.ContainsAny(s, "`=(){}[]<>|$") {
		return false
	}
	fn := false
	for _, w := range f {
		w = strings.Trim(w, ".,;:!?'\"")
		if classify(w) != Word {
			return false
		}
		fn = fn || stop[fold.Lower(w)]
	}
	return fn
}

// sentenceInside reports a text that holds the end of a sentence with
// more after it: "CONCAT(a, b). ||", "won't match. arn:aws:s3:::x/*". A
// value read that far ran past the value into the message's prose.
func sentenceInside(s string) bool {
	s = strings.TrimSpace(s)
	for i := 1; i+1 < len(s); i++ {
		if (s[i] == '.' || s[i] == '!' || s[i] == '?') && s[i+1] == ' ' && s[i-1] != '.' {
			return true
		}
	}
	return false
}

// contraction reports a text with a contracted word of prose ("doesn't",
// "won't", "it's") outside quotes: a value never holds one.
func contraction(s string) bool {
	inQuote := byte(0)
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case inQuote != 0:
			if c == inQuote {
				inQuote = 0
			}
			continue
		case c == '"' || c == '`':
			inQuote = c
			continue
		case c != '\'' && c != 0xe2:
			continue
		}
		// An apostrophe (or ’) between letters: "doesn't", "it's".
		j := i + 1
		if c == 0xe2 {
			if !strings.HasPrefix(s[i:], "’") {
				continue
			}
			j = i + len("’")
		}
		if i > 0 && isLetterByte(s[i-1]) && j < len(s) && isLetterByte(s[j]) {
			rest := fold.Lower(s[j:])
			for _, t := range []string{"t", "s", "re", "ll", "ve", "d", "m"} {
				if strings.HasPrefix(rest, t) && (len(rest) == len(t) || !isLetterByte(rest[len(t)])) {
					return true
				}
			}
		}
		if c == '\'' && (i == 0 || !isLetterByte(s[i-1])) {
			// A quoted string: skip to its end.
			if k := strings.IndexByte(s[i+1:], '\''); k >= 0 {
				i += k + 1
			}
		}
	}
	return false
}

func isLetterByte(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// structuredNumber reports a number that says more than its magnitude: a
// mapping of two numbers of two digits or more ("8080:80", "80:3000"), or
// a large number written with its separators ("1,073,741,824").
func structuredNumber(t string) bool {
	if a, b, ok := strings.Cut(t, ":"); ok && !strings.Contains(b, ":") {
		return len(a) >= 2 && len(b) >= 2 && isDigits(a) && isDigits(b)
	}
	return groupedNumber(t) && len(t) >= 9
}

func isDigits(s string) bool {
	return s != "" && strings.Trim(s, "0123456789") == ""
}

// codeIn reports whether wrong stands in a code span or block of prev.
func codeIn(prev, wrong string) bool {
	i := strings.Index(prev, wrong)
	if i < 0 {
		return false
	}
	l := lexer{s: prev}
	l.codeRanges()
	for _, r := range l.code {
		if r[0] <= i && i+len(wrong) <= r[1] {
			return true
		}
	}
	return false
}

// wholeIndex returns the offset of the first occurrence of v in s that is
// not part of a longer value (no letter, digit, '-', '_', '/' or '.'
// followed by one of them, right after it), or -1: "python:3.12" stands
// whole in "on python:3.12, not" but not in "python:3.12-slim".
func wholeIndex(s, v string) int {
	for i := 0; ; {
		k := strings.Index(s[i:], v)
		if k < 0 {
			return -1
		}
		at, end := i+k, i+k+len(v)
		if end == len(s) || !joins(s, end) {
			return at
		}
		i = at + 1
	}
}

// joins reports whether the byte at s[i] continues the value before it.
func joins(s string, i int) bool {
	c := s[i]
	if isIdentByte(c) || c == '-' || c == '/' {
		return true
	}
	return (c == '.' || c == ':') && i+1 < len(s) && isIdentByte(s[i+1])
}

// within reports whether atom a of message lies inside an occurrence of
// right, a value of several words the message spells out whole ("go mod
// tidy"): the word is part of that value, not a word of the prose.
func within(message, right string, a Atom) bool {
	if !strings.Contains(strings.TrimSpace(right), " ") {
		return false
	}
	for i := 0; ; {
		k := strings.Index(message[i:], right)
		if k < 0 {
			return false
		}
		start := i + k
		if start <= a.Start && a.End <= start+len(right) {
			return true
		}
		i = start + 1
	}
}

// compoundInflection reports a pair of compound names (joined by '-',
// '_' or '.', or camel-cased) that differ by an inflection
// ("Access-Control-Allow-Origins" → "Access-Control-Allow-Origin",
// "max_connection" → "max_connections"): such a name is spelled one way
// only, and the other spelling is the mistake, unlike a plain word of
// prose whose plural is the same word.
func compoundInflection(wrong, right string) bool {
	// An option is spelled one way only, too: "-Dtest" is not "-Dtests".
	flags := len(wrong) > 2 && len(right) > 2 && wrong[0] == '-' && right[0] == '-'
	if !flags && (!compoundName(wrong) || !compoundName(right)) {
		return false
	}
	nw, nr := normName(wrong), normName(right)
	return strings.HasPrefix(nr, nw) && inflection(nr, nw) || strings.HasPrefix(nw, nr) && inflection(nw, nr)
}

// compoundName reports a name of eight bytes or more, without spaces,
// made of parts: joined by '-', '_' or '.', or camel-cased.
func compoundName(s string) bool {
	if len(s) < 8 || strings.ContainsAny(s, " \t\n") {
		return false
	}
	if strings.ContainsAny(s, "-_.") {
		return true
	}
	for i := 1; i < len(s); i++ {
		if s[i-1] >= 'a' && s[i-1] <= 'z' && s[i] >= 'A' && s[i] <= 'Z' {
			return true
		}
	}
	return false
}

// codeLine reports one short line that is not a sentence of prose.
func codeLine(s string) bool {
	s = strings.TrimSpace(s)
	if s == "" || len(s) > 160 || strings.Contains(s, "\n") || len(strings.Fields(s)) > 12 {
		return false
	}
	if strings.HasSuffix(s, ".") && !strings.HasSuffix(s, "..") {
		return false
	}
	return Balanced(s)
}

// lastToken returns the last white-space separated token of s, without
// the punctuation around a value.
func lastToken(s string) string {
	f := strings.Fields(s)
	if len(f) == 0 {
		return ""
	}
	return strings.Trim(f[len(f)-1], "'\"`()[]{},;:")
}

// coreText returns the value inside a key: value or option value text.
func coreText(s string) string {
	if k := strings.Index(s, ": "); k > 0 {
		return strings.TrimSpace(s[k+2:])
	}
	if k := strings.IndexByte(s, '='); k > 0 {
		return strings.TrimSpace(s[k+1:])
	}
	if f := strings.Fields(s); len(f) == 2 && strings.HasPrefix(f[0], "-") {
		return f[1]
	}
	return s
}

// middle returns what right has in place of wrong's differing part: right
// without the prefix and suffix the two share.
func middle(wrong, right string) string {
	p, q := CommonEnds(wrong, right)
	return right[p : len(right)-q]
}

// CommonEnds returns the lengths of the longest prefix a and b share and
// of the longest suffix they share after it (the two never overlap).
func CommonEnds(a, b string) (prefix, suffix int) {
	for prefix < len(a) && prefix < len(b) && a[prefix] == b[prefix] {
		prefix++
	}
	for suffix < len(a)-prefix && suffix < len(b)-prefix && a[len(a)-1-suffix] == b[len(b)-1-suffix] {
		suffix++
	}
	return prefix, suffix
}

// segmentOf reports whether m holds p as a whole segment of a path or a
// dotted name ("runbooks/kafka" holds "Runbooks"), not as the start of a
// longer spelling ("--force-with-lease" of "--force").
func segmentOf(m, p string) bool {
	lm, lp := fold.Lower(m), fold.Lower(p)
	i := strings.Index(lm, lp)
	if i < 0 || lm == lp {
		return false
	}
	j := i + len(lp)
	before := i == 0 || strings.IndexByte("/.: (", lm[i-1]) >= 0
	after := j == len(lm) || strings.IndexByte("/.: )(", lm[j]) >= 0
	return before && after
}

// modifierPosition reports a word standing before a noun of the prose, as
// an adjective does ("in-cluster callers", "internal hosts").
func modifierPosition(s string, a Atom) bool {
	w := nextWord(s, a.End)
	if w == "" || a.End < len(s) && s[a.End] != ' ' {
		return false
	}
	return !stop[w] && !commonAfterValue[w] && roleNouns[w] == "" && isLetters(w)
}

// commonAfterValue are words that follow a stated value in prose.
var commonAfterValue = map[string]bool{
	"instead": true, "now": true, "please": true, "though": true, "anyway": true, "here": true, "there": true,
	"everywhere": true, "too": true, "either": true, "since": true, "because": true, "which": true, "that": true,
	"works": true, "is": true, "does": true, "fixes": true, "covers": true, "gives": true, "returns": true,
	// When it became so: "renamed to trunk last year".
	"last": true, "this": true, "next": true, "ago": true, "already": true, "anymore": true, "again": true,
	"recently": true, "earlier": true, "yet": true, "still": true,
}

// incomplete reports whether the message atom i heads a longer run of
// code the message gives: two or more other new values of code (options,
// paths, names, pairs, calls) follow it with no word of prose between,
// as in "cloud-sql-proxy acme:eu:db --port 5432". One pair would only half
// apply such a rewrite.
func (c *context) incomplete(i int) bool {
	a := c.ma[i]
	n := 0
	end := a.End
	for j := i + 1; j < len(c.ma); j++ {
		b := c.ma[j]
		if b.Part || b.Start < end {
			continue
		}
		gap := strings.TrimSpace(c.msg[end:b.Start])
		if gap != "" && strings.Trim(gap, "|&;=") != "" {
			break // punctuation or words between: the run ended
		}
		if b.Kind == Word && !b.InCode || c.dash(j) {
			break
		}
		if !c.inPrev(b) {
			n++
		}
		end = b.End
	}
	return n >= 2
}

// dash reports whether the message's atom j is a bare "--" written as a
// dash in prose ("/etc/x.d/ -- /usr/lib belongs to the package"), not
// the end of a command's options ("cargo test -- --nocapture", "kubectl
// exec web -- ls /tmp"): out of code, and the atom after it is followed
// by a word of prose.
func (c *context) dash(j int) bool {
	if c.ma[j].Text != "--" || c.ma[j].InCode {
		return false
	}
	seen := 0
	for k := j + 1; k < len(c.ma); k++ {
		b := c.ma[k]
		if b.Part {
			continue
		}
		if seen++; seen == 2 {
			return b.Kind == Word && !b.InCode
		}
	}
	return false
}

// incompleteAny reports whether any occurrence of text in the message
// heads a longer run of code (see incomplete).
func (c *context) incompleteAny(text string) bool {
	for i, a := range c.ma {
		if a.Text == text && !a.Part && c.incomplete(i) {
			return true
		}
	}
	return false
}

// sentenceSpan returns the sentence of s around byte i.
func sentenceSpan(s string, i int) (int, int) {
	lo := i
	for lo > 0 && !(s[lo-1] == '\n' || (s[lo-1] == '.' || s[lo-1] == '!' || s[lo-1] == '?' || s[lo-1] == ';') && (lo == len(s) || s[lo] == ' ')) {
		lo--
	}
	hi := i
	for hi < len(s) && !(s[hi] == '\n' || (s[hi] == '.' || s[hi] == '!' || s[hi] == '?' || s[hi] == ';') && (hi+1 == len(s) || s[hi+1] == ' ')) {
		hi++
	}
	return lo, hi
}

// top returns the only top-level atom of s, or nil.
func top(s string) *Atom {
	var out *Atom
	as := Lex(s)
	for i := range as {
		if as[i].Part {
			continue
		}
		if out != nil {
			return nil
		}
		out = &as[i]
	}
	return out
}

// sqlWordsAlone are SQL keywords that never stand alone as the value a
// correction replaces: "ON" of "ON DUPLICATE KEY" is not a value.
var sqlWordsAlone = map[string]bool{"ON": true, "IN": true, "AS": true, "SET": true, "BY": true, "IS": true,
	"AND": true, "OR": true, "NOT": true, "FROM": true, "WHERE": true, "INTO": true, "VALUES": true, "SELECT": true}

// Replaceable reports whether a located pair, however it was found, is a
// replacement cairn may apply: its wrong side is not a function word or a
// lone SQL keyword; its right side
// is not elided ("f(0.99, ...)") nor a clause of prose ("log shipper labels
// streams with service"); and a value (a path, a flag, a number, a call)
// is not replaced by a plain word of prose ("/api/" by "unchanged").
func Replaceable(wrong, right string) bool {
	if elided(right) || proseClause(right) || dropsArgument(wrong, right) || mixedSeparators(right) ||
		sentenceInside(right) || contraction(right) || losesShape(wrong, right) {
		return false
	}
	w, r := top(strings.TrimSpace(wrong)), top(strings.TrimSpace(right))
	if w == nil || r == nil {
		return true // composite texts: judged by their extraction
	}
	if sqlWordsAlone[w.Text] || w.Kind == Word && stop[fold.Lower(w.Text)] {
		return false
	}
	return !(r.Kind == Word && w.Kind != Word && w.Kind != Code && !r.InCode)
}

// clauseVerbs are the verbs of prose that state a fact about a value
// ("the namespace is production", "billing lives in eu-west-1"): a side
// of a pair that holds one between two words is a clause, not a value.
var clauseVerbs = map[string]bool{
	"is": true, "are": true, "was": true, "were": true, "lives": true, "sits": true, "belongs": true,
	"listens": true, "moved": true, "means": true, "should": true, "must": true,
}

// ClauseVerb reports one of the verbs ClauseShaped reads a clause by.
func ClauseVerb(w string) bool { return clauseVerbs[fold.Lower(w)] }

// ClauseShaped reports whether right is a clause or its end (a verb of
// clauseVerbs before a word: "namespace is production", "is production")
// where wrong is not: the message's sentence, not the value that replaces
// wrong.
func ClauseShaped(wrong, right string) bool {
	return clause(right) && !clause(wrong)
}

func clause(s string) bool {
	f := strings.Fields(s)
	for i := 0; i+1 < len(f); i++ {
		if clauseVerbs[fold.Lower(f[i])] {
			return true
		}
	}
	return false
}

// Requirement reports whether the message gives value, a number or a
// version, as the least one something needs ("MERGE is 15+", "ranging over
// an int needs 1.22", "requires 3.11 or later"): the requirement of a
// feature, which the version the output names does not meet, not a value
// to put in its place.
func Requirement(message, value string) bool {
	v := strings.TrimSpace(value)
	if v == "" || strings.Trim(v, "0123456789.") != "" {
		return false
	}
	lower := fold.Lower(message)
	for i := 0; ; {
		k := strings.Index(lower[i:], v)
		if k < 0 {
			return false
		}
		at := i + k
		i = at + len(v)
		if at > 0 && (isDigitByte(lower[at-1]) || lower[at-1] == '.') || i < len(lower) && (isDigitByte(lower[i]) || lower[i] == '.' && i+1 < len(lower) && isDigitByte(lower[i+1])) {
			continue
		}
		after := lower[i:]
		if strings.HasPrefix(after, "+") || strings.HasPrefix(after, " or later") || strings.HasPrefix(after, " or newer") ||
			strings.HasPrefix(after, " or above") || strings.HasPrefix(after, " or higher") {
			return true
		}
		if !strings.Contains(v, ".") {
			continue // "we need 3 replicas": a count, which may well be the fix
		}
		before := strings.TrimRight(lower[:at], " v")
		for _, w := range []string{"needs", "need", "requires", "require", "at least", ">=", "minimum"} {
			if strings.HasSuffix(before, w) && (len(before) == len(w) || !isLetterByte(before[len(before)-len(w)-1])) {
				return true
			}
		}
	}
}
func isDigitByte(c byte) bool { return c >= '0' && c <= '9' }

// hasAtom reports whether the message holds text as one of its values,
// a typed one (not a word of its prose).
func (c *context) hasAtom(text string) bool {
	for _, a := range c.ma {
		if a.Text == text && a.Kind != Word {
			return true
		}
	}
	return false
}

func isAlnumByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// Restated reports whether the message writes wrong, a composite value (an
// option with its value, a key/value pair), as it stands and not as what
// is wrong: "it needs pg_restore -d shop_restore shop.dump" keeps "-d
// shop_restore", so a pair that replaces it is not the user's fix.
func Restated(wrong, message, prev string) bool {
	return restated(newContext(message, prev), wrong, message)
}

func restated(c *context, wrong, message string) bool {
	if !strings.ContainsAny(wrong, " =:") || len(wrong) < 6 {
		return false
	}
	i := wholeIndex(message, wrong)
	return i >= 0 && polarityOf(c.mw, Atom{Text: wrong, Start: i, End: i + len(wrong)}, c.terse) != Negative && !namesIt(message, i)
}

// reorderedIn reports whether prev holds a name other than old made of
// the words of name in another order ("one_to_many" for "many_to_one"):
// a fix that swaps the words of a name is a fix of that name.
func reorderedIn(prev, name, old string) bool {
	key := nameWords(name)
	if key == "" || !strings.ContainsAny(name, "_-") {
		return false
	}
	for _, f := range strings.FieldsFunc(prev, func(r rune) bool {
		return !(r == '_' || r == '-' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9')
	}) {
		if f != name && f != old && strings.ContainsAny(f, "_-") && nameWords(f) == key {
			return true
		}
	}
	return false
}

// nameWords returns the words of a snake or kebab name, lower-cased and
// sorted, joined by a space; "" for a name of fewer than two.
func nameWords(s string) string {
	ws := strings.FieldsFunc(fold.Lower(s), func(r rune) bool { return r == '_' || r == '-' })
	if len(ws) < 2 {
		return ""
	}
	sort.Strings(ws)
	return strings.Join(ws, " ")
}
