package typed

import (
	"sort"
	"strings"

	"github.com/cairnhq/cairn/correction/internal/scope"
	"github.com/cairnhq/cairn/internal/textdist"
)

// Pair is a typed replacement: Wrong stands in the previous output at
// [Start, End) and Right replaces it. Wrong and Right carry the same
// context (the key of a key/value pair, the option before a value, the
// call around an argument), so Right is Wrong with its value replaced.
type Pair struct {
	Wrong, Right string
	Start, End   int
	// Kind is the kind of the replaced value.
	Kind Kind
	// Core and CoreRight are the two values before widening.
	Core, CoreRight string
	// Score is how sure the pairing is, in [0, 1]; Why names the evidence.
	Score float64
	Why   []string
}

// MinScore is the least score of a pair Extract returns.
const MinScore = 0.6

// Limits on what one pairing reads: the message's new values, and the
// output's values of one kind, nearest the ones the message names first.
const (
	maxRights   = 24
	maxWrongs   = 400
	maxMentions = 8 // mentions of one value kept per key
)

// Extract returns the typed pair message states for prev, or false when
// there is none it is sure of. It runs in time linear in the lengths of
// message and prev.
func Extract(message, prev string) (Pair, bool) {
	ps := Pairs(message, prev)
	if len(ps) == 0 {
		return Pair{}, false
	}
	return ps[0], true
}

// Pairs returns the pairs message states for prev with a score of at least
// MinScore, best first. When the best two replace different values of
// prev with about the same score, it returns none: the message is
// ambiguous.
func Pairs(message, prev string) []Pair {
	if strings.TrimSpace(message) == "" || strings.TrimSpace(prev) == "" {
		return nil
	}
	c := newContext(message, prev)
	out := c.pairs()
	out = append(out, c.commands()...)
	sort.SliceStable(out, func(i, j int) bool { return out[i].Score > out[j].Score })
	kept := out[:0]
	for _, p := range out {
		if p.Score >= MinScore && p.Wrong != p.Right && strings.TrimSpace(p.Right) != "" && Typed(stripArticle(p.Wrong)) && Typed(p.Right) {
			kept = append(kept, p)
		}
	}
	// A command pair that holds the best value pair says more: "add
	// --group dev pytest" for "add --dev pytest", not "--group" alone.
	if len(kept) > 1 && kept[0].Kind != Code {
		for i, p := range kept[1:] {
			if p.Kind == Code && p.Start <= kept[0].Start && p.End >= kept[0].End {
				kept[0], kept[i+1] = kept[i+1], kept[0]
				break
			}
		}
	}
	if len(kept) > 1 {
		a := kept[0]
		for _, b := range kept[1:] {
			if a.Score-b.Score >= 0.1 {
				break
			}
			overlap := a.Start < b.End && b.Start < a.End
			if overlap || a.Core == b.Core && a.CoreRight == b.CoreRight {
				continue // one value, or the same value in two places
			}
			// Two wrongs one right could replace, or two rights for one
			// wrong, equally likely: ambiguous. Two independent pairs
			// (two values corrected in one message) are not.
			competing := a.CoreRight == b.CoreRight || strings.EqualFold(a.Core, b.Core)
			if competing && (!hasWhy(a, whyNegated) || hasWhy(b, whyNegated)) {
				return nil
			}
		}
		// The same value standing twice: the bare value covers both.
		for _, b := range kept[1:] {
			if b.Core == a.Core && b.CoreRight == a.CoreRight && len(b.Wrong) < len(a.Wrong) && a.Score-b.Score < 0.1 {
				kept[0] = b
				break
			}
		}
	}
	return kept
}

func hasWhy(p Pair, w string) bool {
	for _, x := range p.Why {
		if x == w {
			return true
		}
	}
	return false
}

// debugf, when set (by tests), traces the scoring.
var debugf func(format string, args ...any)

// Evidence names.
const (
	whyNegated   = "the message says it is wrong"
	whyMentioned = "the message names it"
	whyRole      = "same role"
	whyKey       = "same key"
	whyCallee    = "same call"
	whyShape     = "same shape"
	whySimilar   = "similar name"
	whySort      = "same sort"
	whyOnly      = "the only one of its kind"
	whyStated    = "stated as right"
	whyCommand   = "same command"
	whyUnit      = "same unit"
	whySlot      = "the value of the same setting"
)

type context struct {
	msg, prev string
	ma, pa    []Atom
	mw        []word
	terse     bool
	// prevLower is prev lower-cased, for finding words.
	prevLower string
	// byText maps a prev atom's text (lower case for words) to its indexes.
	byText map[string][]int
	// byEnd maps an end offset to the prev atoms ending there.
	byEnd map[int][]int
	// byMention maps mentionKey of each prev atom to its indexes.
	byMention map[string][]int
	// newCount counts the distinct new values of the message by shape.
	newCount map[string]int
	// msgPol is the polarity of each message atom.
	msgPol []Polarity
	// within reports the message atoms inside a call, a quoted string or
	// a code span of the message: the composite is the value, not they.
	within []bool
	// prevCode reports an output that marks code with backticks.
	prevCode bool
}

func newContext(message, prev string) *context {
	c := &context{msg: message, prev: prev, ma: Lex(message), pa: Lex(prev), mw: words(message), prevLower: strings.ToLower(prev),
		prevCode: strings.Contains(prev, "`")}
	c.byText = make(map[string][]int, len(c.pa))
	c.byEnd = make(map[int][]int, len(c.pa))
	c.byMention = make(map[string][]int, len(c.pa))
	for i, a := range c.pa {
		c.byText[atomKey(a)] = append(c.byText[atomKey(a)], i)
		c.byEnd[a.End] = append(c.byEnd[a.End], i)
		c.byMention[mentionKey(a)] = append(c.byMention[mentionKey(a)], i)
	}
	n := 0
	for _, w := range c.mw {
		if w.w != "." && w.w != "," {
			n++
		}
	}
	c.terse = n <= 4
	c.msgPol = make([]Polarity, len(c.ma))
	for i, a := range c.ma {
		c.msgPol[i] = polarityOf(c.mw, a, c.terse)
	}
	c.within = make([]bool, len(c.ma))
	openEnd := -1 // end of the outermost composite open
	for i, a := range c.ma {
		if a.Start < openEnd && a.Part {
			c.within[i] = true
		}
		composite := a.Kind == Call || a.Kind == Quoted || a.Kind == Code ||
			(a.Kind == KeyValue || a.Kind == Flag && a.Key != "") && !c.inPrev(a)
		if !a.Part && composite && a.End > openEnd {
			openEnd = a.End
		}
	}
	return c
}

func atomKey(a Atom) string {
	if a.Kind == Word {
		return strings.ToLower(a.Text)
	}
	return a.Text
}

// inPrev reports whether the message atom a stands in prev as an atom.
func (c *context) inPrev(a Atom) bool {
	if _, ok := c.byText[atomKey(a)]; ok {
		return true
	}
	if a.Kind == Word {
		if _, ok := c.byMention[strings.ToLower(a.Text)]; ok {
			return true
		}
	}
	switch a.Kind {
	case Call, Code, Quoted, KeyValue:
		return strings.Contains(c.prev, a.Text)
	}
	return false
}

// mention is a message atom that names a prev value.
type mention struct {
	atom int // index into c.ma
	pol  Polarity
}

// mentioned returns, for each prev value's text, the message atoms that
// name it. A callee or a key named alone stands for its call or pair
// ("DATEADD is Snowflake syntax").
func (c *context) mentioned() map[string][]mention {
	out := map[string][]mention{}
	for i, a := range c.ma {
		k := mentionKey(a)
		if _, ok := c.byMention[k]; ok && len(out[k]) < maxMentions {
			out[k] = append(out[k], mention{i, c.msgPol[i]})
		}
	}
	for i, a := range c.ma {
		if !c.mentionsPart(a) {
			continue
		}
		t := strings.Trim(a.Text, "./")
		for _, p := range c.pa {
			if strings.Contains(p.Text, t) && len(p.Text) > len(a.Text) {
				out[mentionKey(p)] = append(out[mentionKey(p)], mention{i, c.msgPol[i]})
			}
		}
	}
	for _, p := range c.pa {
		if (p.Kind == Call || p.Kind == KeyValue || p.Kind == Flag) && p.Key != "" {
			k := strings.TrimLeft(p.Key, "$")
			for i, a := range c.ma {
				if a.Text == k || len(k) > 3 && strings.EqualFold(a.Text, k) {
					out[mentionKey(p)] = append(out[mentionKey(p)], mention{i, c.msgPol[i]})
				}
			}
		}
	}
	return out
}

// strongest returns the strongest polarity among ms.
func strongest(ms []mention) (Polarity, bool) {
	if len(ms) == 0 {
		return Neutral, false
	}
	best := ms[0].pol
	for _, m := range ms[1:] {
		if rank(m.pol) > rank(best) {
			best = m.pol
		}
	}
	return best, true
}

// linked reports whether the message atom mi and one of ms (mentions of a
// prev value said to be wrong or described) are joined by a contrast: "Y,
// not X", "Y instead of X", "not X but Y", "X → Y", "replace X with Y",
// "change X to Y", "X should be Y", "X is now Y". Only connecting words may
// stand between them.
func (c *context) linked(mi int, ms []mention) bool {
	a := c.ma[mi]
	for _, m := range ms {
		if m.pol != Negative && m.pol != Described {
			continue
		}
		b := c.ma[m.atom]
		var gap []string
		lo, hi := a.End, b.Start
		if b.Start < a.Start {
			lo, hi = b.End, a.Start
		}
		if hi < lo {
			continue
		}
		ok := true
		for _, w := range c.wordsIn(lo, hi) {
			gap = append(gap, w.w)
			if len(gap) > 4 || !connector[w.w] && roleNouns[w.w] == "" {
				ok = false
				break
			}
		}
		if !ok {
			continue
		}
		neg := false
		for _, w := range gap {
			if w == "not" || w == "instead" || w == "than" || w == "nor" {
				neg = true
			}
		}
		if b.Start > a.Start {
			// Y … X: "Y, not X", "Y instead of X", or "Y, X was renamed".
			if neg || m.pol == Negative && onlyCommas(gap) {
				return true
			}
			continue
		}
		// X … Y: "not X but Y", "X -> Y", "X should be Y", "replace X
		// with Y", "instead of X, Y".
		for _, w := range gap {
			switch w {
			case "->", "to", "with", "but", "be", "now", "use", "for":
				return true
			}
		}
		if m.pol == Negative && c.negatedBefore(m.atom) && onlyCommas(gap) {
			return true
		}
	}
	return false
}

// defines reports whether the message atom mi says what a mention of p is:
// the mention, then a copula, then mi, in one clause ("utf8 in MySQL is
// utf8mb3", "GETDATE is T-SQL").
func (c *context) defines(mi int, ms []mention) bool {
	a := c.ma[mi]
	for _, m := range ms {
		b := c.ma[m.atom]
		if b.End > a.Start {
			continue
		}
		n := 0
		if a.Start-b.End > 120 {
			continue
		}
		for _, w := range c.wordsIn(b.End, a.Start) {
			if w.w == "." || w.w == "," {
				n = -100
				break
			}
			if w.w == "is" || w.w == "are" || w.w == "means" || w.w == "=" {
				n += 10
			}
			n++
		}
		if n >= 10 && n <= 15 {
			return true
		}
	}
	return false
}

// conjoined reports whether the message atom mi stands beside a mention
// of p joined by "and", "or" or a comma, with no negation: both hold.
func (c *context) conjoined(mi int, ms []mention) bool {
	a := c.ma[mi]
	for _, m := range ms {
		b := c.ma[m.atom]
		lo, hi := a.End, b.Start
		if b.Start < a.Start {
			lo, hi = b.End, a.Start
		}
		if hi < lo {
			continue
		}
		if hi-lo > 16 {
			continue // more than a word or two between them
		}
		var gap []string
		for _, w := range c.wordsIn(lo, hi) {
			gap = append(gap, w.w)
		}
		if len(gap) == 1 && (gap[0] == "and" || gap[0] == "or" || gap[0] == "&") || len(gap) == 0 && strings.TrimSpace(c.msg[lo:hi]) == "/" {
			return true
		}
	}
	return false
}

// wordsIn returns the words of the message that lie within [lo, hi),
// found by binary search: the cost is the length of the gap, not of the
// message.
func (c *context) wordsIn(lo, hi int) []word {
	i := sort.Search(len(c.mw), func(k int) bool { return c.mw[k].start >= lo })
	j := i
	for j < len(c.mw) && c.mw[j].end <= hi {
		j++
	}
	return c.mw[i:j]
}

func onlyCommas(gap []string) bool {
	for _, w := range gap {
		if w != "," && w != "and" && w != ";" {
			return false
		}
	}
	return true
}

// negatedBefore reports whether the message atom i is negated by a cue
// before it ("not X", "instead of X"), not after it.
func (c *context) negatedBefore(i int) bool {
	a := c.ma[i]
	bi := sort.Search(len(c.mw), func(k int) bool { return c.mw[k].end > a.Start })
	before := window(c.mw[:bi], true, 4)
	return endsWithAny(before, negBefore)
}

// connector words may stand between the two sides of a contrast.
var connector = map[string]bool{
	",": true, "not": true, "and": true, "instead": true, "of": true, "rather": true, "than": true, "the": true,
	"a": true, "an": true, "->": true, "to": true, "with": true, "but": true, "use": true, "it's": true,
	"its": true, "is": true, "are": true, "now": true, "should": true, "be": true, "just": true, ":": true,
	"=": true, "nor": true, "for": true, "it": true, "that's": true, "thats": true, "please": true, "so": true,
	"actually": true, "in": true, "on": true, "simply": true,
}

func rank(p Polarity) int {
	switch p {
	case Negative:
		return 3
	case Described:
		return 2
	case Positive:
		return 1
	}
	return 0
}

// rights returns the indexes of the message atoms that can be a right
// value: new, not presented as wrong, typed.
func (c *context) rights() []int {
	var out []int
	for i, a := range c.ma {
		if c.msgPol[i] == Negative || c.inPrev(a) || c.mentionsPart(a) {
			continue
		}
		if c.within[i] || !c.candidateRight(i, a) {
			continue
		}
		out = append(out, i)
	}
	if len(out) > maxRights {
		out = out[len(out)-maxRights:] // later statements carry the fix
	}
	c.newCount = map[string]int{}
	seen := map[string]bool{}
	for _, i := range out {
		if a := c.ma[i]; !seen[a.Text] {
			seen[a.Text] = true
			c.newCount[shapeClass(a)]++
		}
	}
	return out
}

// mentionsPart reports a message value that names part of a prev value:
// "acme.io" of "grafana.acme.io", "/aws/ecs/" of "/aws/ecs/billing-export".
// It speaks of the wrong value; it is not a new one.
func (c *context) mentionsPart(a Atom) bool {
	if a.Kind != Dotted && a.Kind != Path || len(a.Text) < 4 {
		return false
	}
	t := strings.Trim(a.Text, "./")
	if len(t) < 4 {
		return false
	}
	for _, p := range c.pa {
		if p.Part || len(p.Text) <= len(a.Text) {
			continue
		}
		if i := strings.Index(p.Text, t); i >= 0 {
			before := i == 0 || strings.IndexByte("./:@", p.Text[i-1]) >= 0
			j := i + len(t)
			after := j == len(p.Text) || strings.IndexByte("./:@", p.Text[j]) >= 0
			if before && after {
				return true
			}
		}
	}
	return false
}

// candidateRight reports a message value that may be a right one: a
// value, or a plain word that is not a function word or a role noun.
func (c *context) candidateRight(i int, a Atom) bool {
	if a.Kind == Code && !c.terse {
		return false // commands are paired by commands()
	}
	if a.Kind != Word {
		if a.Kind == Number && len(a.Text) == 1 && a.Text == "0" {
			return true
		}
		return !stop[strings.ToLower(a.Text)]
	}
	w := strings.ToLower(a.Text)
	if stop[w] || len(w) < 2 || roleNouns[w] != "" || strings.ContainsAny(w, "'’") {
		return false
	}
	return true
}

// pairs scores every right value against the prev values it can replace.
func (c *context) pairs() []Pair {
	rights := c.rights()
	if len(rights) == 0 {
		return nil
	}
	mentioned := c.mentioned()
	prevRoles := make([]string, len(c.pa))
	for i, p := range c.pa {
		prevRoles[i] = c.roleInPrev(i, p)
	}
	// Counts of prev values per shape class, for "the only one".
	classCount := map[string]int{}
	seenText := map[string]bool{}
	for _, p := range c.pa {
		if p.Part && (p.Kind == Word || p.Kind == Number && !c.partOfValue(p)) || seenText[p.Text] {
			continue // words and numbers inside a call are its inputs
		}
		seenText[p.Text] = true
		classCount[shapeClass(p)]++
	}
	var out []Pair
	for _, mi := range rights {
		m := c.ma[mi]
		if c.incompleteAny(m.Text) {
			continue
		}
		mRole := c.roleInMessage(mi, m)
		mSort := sortOf(m.Text)
		seen := 0
		for pi, p := range c.pa {
			if !compatible(m, p) {
				continue
			}
			seen++
			if seen > maxWrongs {
				break
			}
			s, why := c.score(mi, m, mRole, mSort, pi, p, prevRoles[pi], mentioned, classCount)
			if debugf != nil {
				debugf("  m=%q(%s,%s,role=%q) p=%q(%s,role=%q) -> %.2f %v", m.Text, m.Kind, c.msgPol[mi], mRole, p.Text, p.Kind, prevRoles[pi], s, why)
			}
			if s < MinScore {
				continue
			}
			pr := c.widen(m, p)
			pr.Score, pr.Why, pr.Kind, pr.Core, pr.CoreRight = min(s, 1), why, p.Kind, p.Text, m.Text
			out = append(out, pr)
		}
	}
	return out
}

// score rates m (a message atom) as the replacement of p (a prev atom).
//
// It needs strong evidence that m replaces p, beyond being of one kind:
// the message says p is wrong and states m beside it; the same key, option
// or callee; the same role ("port", "namespace", the option before it);
// two members of one sort (two SQL dialects, two CI systems); the same
// name respelled (CustomerInvoices, customer_invoices); a name that
// extends p's (utf8 → utf8mb4) where the message names p; a specific shape
// both share (a region, a host, a channel) or a number, where each is the
// only one of its kind on its side. A plain word replaces only on the
// first three. The score is 0.5 plus 0.1 for each piece of strong evidence
// and a little for weaker ones, less for a role that does not fit.
func (c *context) score(mi int, m Atom, mRole string, mSort scope.Sort, pi int, p Atom, pRole string, mentioned map[string][]mention, classCount map[string]int) (float64, []string) {
	if p.Text == m.Text || strings.EqualFold(p.Text, m.Text) && p.Kind == Word {
		return 0, nil
	}
	if p.Kind == Word && (stop[strings.ToLower(p.Text)] || len(p.Text) < 2) {
		return 0, nil
	}
	if sameMember(m.Text, p.Text) {
		return 0, nil // two names of one thing: prod and production
	}
	if p.Part && segmentOf(m.Text, p.Text) {
		return 0, nil // "python:3.12-slim" holds "python": not its replacement
	}
	if (sortOf(m.Text) != "") != (sortOf(p.Text) != "") {
		return 0, nil // "ESM" for "__dirname": a scope, not a value
	}
	if p.Part && p.Kind == Number && !c.partOfValue(p) && !(pRole != "" && pRole == mRole) {
		return 0, nil // an argument of a call: an input, rarely the claim corrected
	}
	if m.Kind == Word && modifierPosition(c.msg, m) {
		return 0, nil // "internal hosts": an adjective, not the value
	}
	if m.Kind == Call && p.Kind == Call && (m.Key == p.Key || strings.EqualFold(m.Key, p.Key)) && c.msgPol[mi] == Described {
		return 0, nil // "ISNULL(x, y) is T-SQL": the wrong call described, not its fix
	}
	ms := mentioned[mentionKey(p)]
	if c.restated(ms) {
		return 0, nil // "set status_code=201": the message keeps p where it is right
	}
	pol, named := strongest(ms)
	if c.defines(mi, ms) {
		return 0, nil // "utf8 in MySQL is utf8mb3": what p is, not its fix
	}
	if c.conjoined(mi, ms) {
		return 0, nil // "HIGH and CRITICAL": m is added beside p, not instead
	}
	var why []string
	strong := 0
	weak := 0.0
	add := func(w string) { strong++; why = append(why, w) }
	negated := named && pol == Negative
	described := named && pol == Described
	linked := (negated || described) && c.linked(mi, ms)
	switch {
	case linked:
		add(whyNegated)
	case named:
		weak += 0.05
		why = append(why, whyMentioned)
	}
	switch {
	case m.Kind == KeyValue && p.Kind == KeyValue:
		switch {
		case normName(lastSeg(m.Key)) == normName(lastSeg(p.Key)):
			add(whyKey)
		case unquote(m.Inner) == unquote(p.Inner) && c.keyNamed(p.Key):
			add(whyKey) // the key renamed: "needs: build" for "depends_on: build"
		default:
			return 0, nil
		}
	case m.Kind == Call && p.Kind == Call:
		sameCallee := m.Key == p.Key || lastSeg(m.Key) == lastSeg(p.Key)
		if sameCallee && strings.TrimSpace(m.Inner) == "" {
			return 0, nil // "strip()" names p's function, it does not fix it
		}
		if sameCallee || sharedArgs(m.Inner, p.Inner) {
			add(whyCallee)
		}
	case m.Kind == Flag && p.Kind == Flag && m.Key != "" && m.Key == p.Key:
		add(whyKey)
	}
	if m.Kind == Word && !c.nameLike(m) {
		mRole = ""
	}
	// Two proper names after the same noun: "the capital is Canberra" for
	// "The capital of Australia is Sydney".
	if mRole == "" && pRole == "" && m.Kind == Word && p.Kind == Word && isTitle(m.Text) && isTitle(p.Text) {
		if a, b := subjectNoun(c.msg, m.Start), subjectNoun(c.prev, p.Start); a != "" && a == b {
			mRole, pRole = "subject:"+a, "subject:"+a
		}
	}
	if m.Kind == Word && p.Kind == Word && caseShape(m.Text) != caseShape(p.Text) && !linked {
		return 0, nil // "Tuesday" does not replace "maintenance"
	}
	role := mRole != "" && mRole == pRole
	if role {
		add(whyRole)
	} else if mRole != "" && pRole != "" && !linked {
		return 0, nil // "port 5433" does not replace a namespace
	}
	if mSort != "" && mSort == sortOf(p.Text) {
		add(whySort)
	}
	if m.Kind == Number || p.Kind == Number || m.Kind == Version || p.Kind == Version {
		um, up := unitOf(c.msg, m), unitOf(c.prev, p)
		switch {
		case um != "" && up != "" && um != up:
			return 0, nil
		case um != "" && um == up:
			weak += 0.05
			why = append(why, whyUnit)
		}
		if isVersionOfTool(c.msg, m) != isVersionOfTool(c.prev, p) {
			return 0, nil
		}
	}
	sm, sp := shapeClass(m), shapeClass(p)
	if sp == "kebab" && !p.InCode && c.prevCode {
		sp = "prose" // an output that writes its names as code uses this one as a word ("on-call")
	}
	sameShape := sm == sp
	only := sameShape && classCount[sp] == 1 && c.newCount[sm] == 1
	switch {
	case sameShape && specificShape(sm) && (only || named):
		add(whyShape)
	case sameShape && (sm == "shortflag" || sm == "quoted") && (negated || described) && c.msgPol[mi] == Positive:
		add(whyShape) // "-9 is SIGKILL … kill -TERM", "that prints YYYY-MM-DD … \"2006-01-02\""
	case only && (m.Kind == Number || m.Kind == Version) && p.Kind != Flag && c.msgPol[mi] == Positive &&
		unitOf(c.msg, m) == unitOf(c.prev, p):
		add(whyOnly)
	case sameShape && specificShape(sm):
		weak += 0.05
	}
	nm, np := normName(m.Text), normName(p.Text)
	respelled := nm == np && nm != "" && edgePunct(m.Text) == edgePunct(p.Text) && family(m) == family(p)
	similar := nameSim(m.Text, p.Text) && family(m) == family(p) && m.Kind != Call && m.Kind != KeyValue && m.Kind != Quoted
	extends := similar && len(nm) > len(np) && strings.HasPrefix(nm, np) && !wraps(m.Text, p.Text) &&
		!(m.Kind == Word && inflection(nm, np)) && family(m) == family(p)
	switch {
	case respelled:
		add(whySimilar)
	case extends && (named || only):
		add(whySimilar)
	case similar:
		weak += 0.05
	}
	// A shorter name inside the longer is a truncation, not a fix, unless
	// the message says so outright.
	if family(p) == famName && !respelled && strings.Contains(strings.ToLower(p.Text), strings.ToLower(m.Text)) &&
		!linked && !(negated && c.msgPol[mi] == Positive && caseShape(m.Text) == caseShape(p.Text) && m.Kind == p.Kind) {
		return 0, nil
	}
	// p fills a key's or an option's slot, the message names p and states
	// m: "create drops the schema … validate in prod" for ddl-auto=create.
	slot := named && pol != Positive && pRole != "" && c.msgPol[mi] == Positive && c.inSlot(p) &&
		shapeClass(m) == shapeClass(p) && (m.Kind != Word && p.Kind != Word || caseShape(m.Text) == caseShape(p.Text))
	if slot {
		add(whySlot)
	}
	if c.msgPol[mi] == Positive {
		weak += 0.05
		why = append(why, whyStated)
	}
	if m.Kind == p.Kind {
		weak += 0.02
	}
	if p.Part && !m.Part && (p.Kind == Word || p.Kind == Number) && !c.partOfValue(p) {
		weak -= 0.05 // an argument deep in a call is rarely the claim corrected
	}
	wordLinked := linked && (c.nameLike(m) || isTitle(m.Text) || !commonWord[strings.ToLower(m.Text)]) &&
		(p.Kind == Word || caseShape(m.Text) == caseShape(p.Text) && shapeClass(p) == "ident")
	if m.Kind == Word && !(wordLinked || role || mSort != "" && mSort == sortOf(p.Text) || respelled ||
		extends && named || slot && c.nameLike(m)) {
		return 0, nil // a plain word replaces only on explicit evidence
	}
	if strong == 0 {
		return 0, nil
	}
	return 0.5 + 0.1*float64(strong) + weak, why
}

// nameLike reports a plain word of the message that names something: in
// code, capitalised inside a sentence, or a lexicon member, rather than a
// verb or an adjective of the prose.
func (c *context) nameLike(m Atom) bool {
	if m.InCode || sortOf(m.Text) != "" {
		return true
	}
	if isTitle(m.Text) || strings.ToUpper(m.Text) == m.Text && len(m.Text) > 1 {
		j := m.Start - 1
		for j >= 0 && c.msg[j] == ' ' {
			j--
		}
		return j >= 0 && !strings.ContainsRune(".!?\n", rune(c.msg[j]))
	}
	// A lower-case word that the output uses the same way: a value of the
	// same shape as the word it replaces ("main" for "master").
	return !commonWord[strings.ToLower(m.Text)]
}

// caseShape is a word's capitalisation: lower, Title or UPPER.
func caseShape(w string) byte {
	switch {
	case strings.ToLower(w) == w:
		return 'l'
	case strings.ToUpper(w) == w:
		return 'U'
	case isTitle(w):
		return 'T'
	}
	return 'm'
}

// inflection reports a plural or a verb form of the same word: records
// for record, defaults for default.
func inflection(long, short string) bool {
	switch long[len(short):] {
	case "s", "es", "ed", "d", "ing", "er", "ly":
		return true
	}
	return false
}

// edgePunct returns the punctuation a name starts and ends with ("--",
// "$", "]", "...").
func edgePunct(s string) string {
	i := 0
	for i < len(s) && !isIdentByte(s[i]) {
		i++
	}
	j := len(s)
	for j > i && !isIdentByte(s[j-1]) {
		j--
	}
	return s[:i] + "|" + s[j:]
}

// wraps reports whether m holds p as a separate token: a call or
// expression around it, not a longer spelling of the name.
func wraps(m, p string) bool {
	i := strings.Index(strings.ToLower(m), strings.ToLower(p))
	if i < 0 {
		return false
	}
	before := i > 0 && !isIdentByte(m[i-1])
	after := i+len(p) < len(m) && !isIdentByte(m[i+len(p)])
	return before || i > 0 && after
}

// holder returns the key/value pair or option=value whose value is p
// (quoted or not), or nil.
func (c *context) holder(p Atom) *Atom {
	for _, end := range []int{p.End, p.End + 1} {
		for _, j := range c.byEnd[end] {
			q := &c.pa[j]
			if q.Start < p.Start && (q.Kind == KeyValue || q.Kind == Flag && q.Key != "") && unquote(q.Inner) == p.Text {
				return q
			}
		}
	}
	return nil
}

func unquote(s string) string {
	if len(s) >= 2 && (s[0] == '"' || s[0] == '\'') && s[len(s)-1] == s[0] {
		return s[1 : len(s)-1]
	}
	return s
}

// inSlot reports whether p is the value of a key/value pair or an option.
func (c *context) inSlot(p Atom) bool {
	if c.holder(p) != nil {
		return true
	}
	f := c.atomBefore(p)
	return f != nil && f.Kind == Flag && f.Key == ""
}

// partOfValue reports a part of a path or a name ("v2" of
// "actions/checkout@v2"), which is a value of its own.
func (c *context) partOfValue(p Atom) bool {
	return p.Kind == Version || p.Kind == Number && strings.ContainsAny(c.prev[max(0, p.Start-1):p.Start], "@:-/")
}

// mentionKey is the key mentions of a prev value are found by: names in
// lower case, other values as they are spelled.
func mentionKey(a Atom) string {
	switch a.Kind {
	case Word, Ident, Dotted:
		return strings.ToLower(a.Text)
	}
	return a.Text
}

// restated reports whether the message states p as right and never says
// it is wrong ("set status_code=201 on the decorator"), except in a clause
// of "only" ("only prod is in us-east-1"): there p is right elsewhere.
func (c *context) restated(ms []mention) bool {
	pos := false
	for _, m := range ms {
		switch m.pol {
		case Negative, Described:
			return false
		case Positive:
			a := c.ma[m.atom]
			lo, _ := sentenceSpan(c.msg, a.Start)
			if !strings.Contains(strings.ToLower(c.msg[lo:a.Start]), "only") {
				pos = true
			}
		}
	}
	return pos
}

// keyNamed reports whether the message names the key k alone.
func (c *context) keyNamed(k string) bool {
	for _, a := range c.ma {
		if strings.EqualFold(a.Text, k) {
			return true
		}
	}
	return false
}

// sameMember reports two names of one lexicon member: prod, production.
func sameMember(a, b string) bool {
	ma, mb := scope.Find(a), scope.Find(b)
	return len(ma) == 1 && len(mb) == 1 && ma[0].Sort == mb[0].Sort && ma[0].Member == mb[0].Member &&
		ma[0].Start == 0 && ma[0].End == len(a) && mb[0].Start == 0 && mb[0].End == len(b)
}

// compatible reports whether m can replace p: kinds of one family.
func compatible(m, p Atom) bool {
	fm, fp := family(m), family(p)
	if fm == fp {
		return true
	}
	// A call for a bare function name and back: CURRENT_TIMESTAMP for NOW().
	if fm == famName && p.Kind == Call || m.Kind == Call && fp == famName {
		return true
	}
	// A zone for a name of time and back: UTC for "local time",
	// Australia/Sydney for +10:00.
	if fm == famZone && (fp == famName || fp == famNumber) || fp == famZone && (fm == famName || fm == famNumber) {
		return true
	}
	return false
}

const (
	famNone = iota
	famNumber
	famName
	famCall
	famQuoted
	famZone
)

func family(a Atom) int {
	switch a.Kind {
	case Number, Version:
		return famNumber
	case Word, Ident, Dotted, Path:
		return famName
	case Flag:
		return famName
	case Call, KeyValue, Code:
		return famCall
	case Quoted:
		return famQuoted
	case Zone:
		return famZone
	}
	return famNone
}

// roleInPrev returns the role of a prev value: the key of its pair, the
// option before it, a role noun next to it.
func (c *context) roleInPrev(i int, p Atom) string {
	switch p.Kind {
	case KeyValue:
		return keyRole(p.Key)
	case Flag:
		if p.Key != "" {
			return flagRole(p.Key)
		}
		return ""
	}
	// The value of a pair or option ending where p ends.
	if q := c.holder(p); q != nil {
		if q.Kind == KeyValue {
			return keyRole(q.Key)
		}
		return flagRole(q.Key)
	}
	// "--region us-east-1": an option right before.
	if f := c.atomBefore(p); f != nil && f.Kind == Flag && f.Key == "" {
		if r := flagRole(f.Text); r != "" {
			return r
		}
	}
	return nounRole(c.prev, p)
}

// atomBefore returns the prev atom that ends right before p with one space
// between, or nil.
func (c *context) atomBefore(p Atom) *Atom {
	j := p.Start
	if j == 0 || (c.prev[j-1] != ' ' && c.prev[j-1] != '=') {
		return nil
	}
	for _, k := range c.byEnd[j-1] {
		if !c.pa[k].Part || c.pa[k].Kind == Flag {
			return &c.pa[k]
		}
	}
	return nil
}

// roleInMessage returns the role of a message value from the words around
// it: "the billing namespace", "port 5433", "namespace is prod",
// "region: eu-west-1".
func (c *context) roleInMessage(i int, m Atom) string {
	switch m.Kind {
	case KeyValue:
		return keyRole(m.Key)
	case Flag:
		if m.Key != "" {
			return flagRole(m.Key)
		}
	}
	if i > 0 {
		if f := c.ma[i-1]; f.Kind == Flag && f.Key == "" && f.End+1 == m.Start {
			if r := flagRole(f.Text); r != "" {
				return r
			}
		}
	}
	return nounRole(c.msg, m)
}

// nounRole returns the role of a role noun right before or after a ("port
// 5433", "billing namespace"), or two words before with a copula between
// ("namespace is prod", "the bucket is in eu-west-1").
func nounRole(s string, a Atom) string {
	if r := roleNouns[nextWord(s, a.End)]; r != "" {
		return r
	}
	pw := prevWord(s, a.Start)
	if r := roleNouns[pw]; r != "" {
		return r
	}
	switch pw {
	case "is", "are", "in", "on", "at", "to", "be", ":", "=", "of", "'s", "s", "should", "must":
		before := strings.TrimRight(s[:a.Start], " \t`'\"")
		before = strings.TrimSuffix(before, pw)
		w2 := prevWord(before, len(before))
		if r := roleNouns[w2]; r != "" {
			return r
		}
		if w2 == "is" || w2 == "are" || w2 == "lives" || w2 == "runs" || w2 == "sits" || w2 == "should" || w2 == "must" {
			b2 := strings.TrimRight(before, " ")
			b2 = strings.TrimSuffix(b2, w2)
			if r := roleNouns[prevWord(b2, len(b2))]; r != "" {
				return r
			}
		}
	}
	return ""
}

// subjectNoun returns the lower-case noun a proper name at i is stated
// of: walking back over a copula, articles, prepositions and other names
// ("capital" for Canberra in "the capital is Canberra", and for Sydney in
// "The capital of Australia is Sydney"), or "".
func subjectNoun(s string, i int) string {
	ws := words(s[:i])
	copula := false
	for k, n := len(ws)-1, 0; k >= 0 && n < 6; k, n = k-1, n+1 {
		w := ws[k]
		if w.w == "." {
			return ""
		}
		raw := s[w.start:w.end]
		switch w.w {
		case "is", "are", "was", "were":
			copula = true
			continue
		case "the", "a", "an", "of", "in", "for", "'s", ",":
			if !copula {
				return "" // "of Australia": a name inside the noun phrase, not its value
			}
			continue
		}
		if isTitle(raw) {
			continue
		}
		if stop[w.w] || !isLetters(w.w) || !copula {
			return ""
		}
		return w.w
	}
	return ""
}

// isVersionOfTool reports a number right after a capitalised name or a
// tool word: "Kafka 3", "Python 3.12", "Yarn 4", "Go 1.22".
func isVersionOfTool(s string, a Atom) bool {
	if a.Kind != Number && a.Kind != Version {
		return false
	}
	if strings.Contains(a.Text, ".") {
		switch prevWord(s, a.Start) {
		case "on", "since", "version", "v", "upgrade", "upgraded", "release":
			return true // "on 2.9", "since 1.18": a version
		}
	}
	j := a.Start
	for j > 0 && s[j-1] == ' ' {
		j--
	}
	if j == a.Start || j == 0 {
		return false
	}
	k := j
	for k > 0 && (isIdentByte(s[k-1]) || s[k-1] == '.') {
		k--
	}
	name := s[k:j]
	if name == "" || len(name) < 2 {
		return false
	}
	if name[0] >= 'A' && name[0] <= 'Z' {
		return true
	}
	return sortOf(name) != ""
}

// sortOf returns the lexicon sort a single name belongs to, or "".
func sortOf(name string) scope.Sort {
	ms := scope.Find(name)
	if len(ms) == 1 && ms[0].Start == 0 && ms[0].End == len(name) && !strings.HasPrefix(string(ms[0].Sort), string(scope.Qualified)) {
		return ms[0].Sort
	}
	return ""
}

// shapeClass abstracts a value to its pattern: region-like, host-like,
// port-like, version, channel, decorator, environment variable, path root.
func shapeClass(a Atom) string {
	t := a.Text
	switch {
	case a.Kind == Number && len(t) == 4 && (strings.HasPrefix(t, "19") || strings.HasPrefix(t, "20")):
		return "year"
	case a.Kind == Number:
		return "number"
	case a.Kind == Version && isIP(t):
		return "ip"
	case a.Kind == Version:
		return "version"
	case strings.HasPrefix(t, "#") && len(t) > 1:
		return "channel"
	case strings.HasPrefix(t, "@") && len(t) > 1:
		return "decorator"
	case strings.HasPrefix(t, "$"):
		return "envvar"
	case isRegion(t):
		return "region"
	case strings.Contains(t, "://"):
		return "url:" + t[:strings.Index(t, "://")]
	case a.Kind == Path && strings.HasPrefix(t, "/"):
		return "abspath"
	case a.Kind == Path && strings.Contains(t, ":") && !strings.Contains(t, "/"):
		return "hostport"
	case a.Kind == Dotted && isHost(t):
		return "host:" + tld(t)
	case a.Kind == Ident && strings.ToUpper(t) == t && strings.Contains(t, "_"):
		return "constant"
	case a.Kind == Cron:
		return "cron"
	case a.Kind == Flag:
		if strings.HasPrefix(t, "--") {
			return "longflag"
		}
		return "shortflag"
	case a.Kind == Call:
		return "call"
	case a.Kind == Quoted:
		return "quoted"
	case a.Kind == KeyValue:
		return "pair:" + keyRole(a.Key)
	case a.Kind == Ident && strings.Count(t, "-") >= 1 && strings.ToLower(t) == t && !strings.ContainsAny(t, "_."):
		return "kebab"
	}
	return a.Kind.String()
}

// specificShape reports a shape class that says what a value is.
func specificShape(c string) bool {
	switch c {
	case "channel", "decorator", "envvar", "region", "abspath", "hostport", "constant", "longflag", "kebab", "cron", "ip", "year":
		return true
	}
	return strings.HasPrefix(c, "url:") || strings.HasPrefix(c, "host:")
}

// isRegion matches cloud regions: us-east-1, eu-central-1, europe-west4,
// westeurope is not matched.
func isRegion(t string) bool {
	parts := strings.Split(t, "-")
	if len(parts) < 2 || len(parts) > 4 {
		return false
	}
	last := parts[len(parts)-1]
	if last == "" || last[len(last)-1] < '0' || last[len(last)-1] > '9' {
		return false
	}
	switch parts[0] {
	case "us", "eu", "ap", "sa", "ca", "me", "af", "il", "cn", "europe", "asia", "northamerica", "southamerica", "australia", "uk", "de", "fr":
		return true
	}
	return false
}

func isIP(t string) bool {
	parts := strings.Split(t, ".")
	if len(parts) != 4 {
		return false
	}
	for _, p := range parts {
		if p == "" || len(p) > 3 || strings.Trim(p, "0123456789") != "" {
			return false
		}
	}
	return true
}

func isHost(t string) bool {
	if strings.Count(t, ".") < 1 {
		return false
	}
	switch tld(t) {
	case "com", "net", "org", "io", "dev", "internal", "local", "app", "cloud", "ai", "co", "de", "uk", "eu", "corp", "lan", "svc", "cluster", "localhost", "test", "example":
		return true
	}
	return false
}

func tld(t string) string {
	return strings.ToLower(t[strings.LastIndexByte(t, '.')+1:])
}

func lastSeg(s string) string {
	if i := strings.LastIndexAny(s, ".:"); i >= 0 {
		return s[i+1:]
	}
	return s
}

// sharedArgs reports whether two argument lists share an argument.
func sharedArgs(a, b string) bool {
	as := map[string]bool{}
	for _, x := range strings.Split(a, ",") {
		if x = strings.TrimSpace(x); x != "" {
			as[x] = true
		}
	}
	for _, x := range strings.Split(b, ",") {
		if x = strings.TrimSpace(x); x != "" && as[x] {
			return true
		}
	}
	return false
}

// nameSim reports two names alike enough to be one corrected into the
// other: an edit distance at most a third of the longer, or one a prefix
// or suffix of the other (utf8 → utf8mb4).
func nameSim(a, b string) bool {
	na, nb := normName(a), normName(b)
	if na == "" || nb == "" {
		return false
	}
	if na == nb {
		return true
	}
	if len(na) >= 3 && len(nb) >= 3 && (strings.HasPrefix(na, nb) || strings.HasPrefix(nb, na) || strings.HasSuffix(na, nb) || strings.HasSuffix(nb, na)) {
		return true
	}
	l := max(len(na), len(nb))
	if l > 64 || l < 4 {
		return false
	}
	return textdist.Levenshtein(na, nb)*3 <= l
}

func normName(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 'A' && c <= 'Z':
			b.WriteByte(c + 'a' - 'A')
		case c >= 'a' && c <= 'z' || c >= '0' && c <= '9':
			b.WriteByte(c)
		}
	}
	return b.String()
}

// widen builds the pair for replacing p by m, carrying p's context.
func (c *context) widen(m, p Atom) Pair {
	right := adaptCase(m.Text, p.Text)
	// "await asyncio.sleep(2)" for "time.sleep(2)": a keyword the message
	// puts before the value goes with it.
	for _, kw := range []string{"await ", "new ", "yield ", "go ", "defer "} {
		if strings.HasSuffix(c.msg[:m.Start], kw) && !strings.HasSuffix(c.prev[:p.Start], kw) && m.Kind == Call {
			right = kw + right
		}
	}
	if m.Kind == p.Kind && (m.Kind == KeyValue || m.Kind == Call || m.Kind == Flag && m.Key != "") {
		return Pair{Wrong: p.Text, Right: right, Start: p.Start, End: p.End}
	}
	if p.Kind == Flag && p.Key != "" && m.Kind == Flag && m.Key == "" {
		// --replicas for --replica=4 keeps the value.
		return Pair{Wrong: p.Text, Right: m.Text + p.Text[len(p.Key):], Start: p.Start, End: p.End}
	}
	if p.Kind == Flag && m.Kind == Flag && p.Key == "" && m.Key == "" {
		// "--bootstrap-server host:9092" for "--zookeeper zk:2181": both
		// options with their values.
		pv, mv := c.valueAfter(c.prev, c.pa, p), c.valueAfter(c.msg, c.ma, m)
		if pv != nil && mv != nil && pv.Text != mv.Text {
			return Pair{Wrong: c.prev[p.Start:pv.End], Right: m.Text + c.msg[m.End:mv.Start] + mv.Text, Start: p.Start, End: pv.End}
		}
	}
	// The value of a pair or an option=value carries its key.
	if q := c.holder(p); q != nil {
		return Pair{Wrong: q.Text, Right: c.prev[q.Start:p.Start] + right + c.prev[p.End:q.End], Start: q.Start, End: q.End}
	}
	// A segment of a path is replaced inside it, by a value of its size.
	if p.Part && strings.Count(m.Text, "/")+strings.Count(m.Text, ":")+strings.Count(m.Text, "@") <= strings.Count(p.Text, "/")+strings.Count(p.Text, ":")+strings.Count(p.Text, "@") {
		for _, j := range c.byEnd[p.End] {
			_ = j
		}
		for k := range c.pa {
			q := c.pa[k]
			if q.Kind == Path && q.Start <= p.Start && q.End >= p.End && q.Text != p.Text {
				return Pair{Wrong: q.Text, Right: c.prev[q.Start:p.Start] + right + c.prev[p.End:q.End], Start: q.Start, End: q.End}
			}
			if q.Start > p.Start {
				break
			}
		}
	}
	// A value right after an option: "--region us-east-1", "-n default".
	if f := c.atomBefore(p); f != nil && f.Kind == Flag && f.Key == "" && p.Kind != Flag {
		return Pair{Wrong: c.prev[f.Start:p.End], Right: c.prev[f.Start:p.Start] + right, Start: f.Start, End: p.End}
	}
	// "key: value" in prose or YAML.
	if p.Start >= 2 && c.prev[p.Start-1] == ' ' && c.prev[p.Start-2] == ':' {
		k := p.Start - 2
		j := k
		for j > 0 && (isIdentByte(c.prev[j-1]) || c.prev[j-1] == '.' || c.prev[j-1] == '-') {
			j--
		}
		if j < k && !stop[strings.ToLower(c.prev[j:k])] && (j == 0 || c.prev[j-1] == ' ' || c.prev[j-1] == '\n' || c.prev[j-1] == '`' || c.prev[j-1] == '{') {
			return Pair{Wrong: c.prev[j:p.End], Right: c.prev[j:p.Start] + right, Start: j, End: p.End}
		}
	}
	// "nil, not an error": the article goes with the wrong word when the
	// message keeps it there and gives the right one without.
	if p.Kind == Word {
		if art := articleBefore(c.prev, p.Start); art != "" && articleBefore(c.msg, m.Start) == "" &&
			strings.Contains(strings.ToLower(c.msg), art+" "+strings.ToLower(p.Text)) {
			start := p.Start - len(art) - 1
			return Pair{Wrong: c.prev[start:p.End], Right: right, Start: start, End: p.End}
		}
	}
	return Pair{Wrong: p.Text, Right: right, Start: p.Start, End: p.End}
}

// stripArticle removes a leading article: "an error" → "error".
func stripArticle(s string) string {
	for _, a := range []string{"a ", "an ", "the ", "A ", "An ", "The "} {
		if rest, ok := strings.CutPrefix(s, a); ok {
			return rest
		}
	}
	return s
}

// articleBefore returns the article ("a", "an", "the") right before byte
// i of s, lower case, or "".
func articleBefore(s string, i int) string {
	if i < 2 || s[i-1] != ' ' {
		return ""
	}
	j := i - 1
	k := j
	for k > 0 && isIdentByte(s[k-1]) {
		k--
	}
	w := strings.ToLower(s[k:j])
	if (w == "a" || w == "an" || w == "the") && (k == 0 || !isIdentByte(s[k-1])) {
		return w
	}
	return ""
}

// valueAfter returns the value atom right after the option f in s (one
// space between), or nil.
func (c *context) valueAfter(s string, as []Atom, f Atom) *Atom {
	if f.End+1 >= len(s) || s[f.End] != ' ' {
		return nil
	}
	for i := range as {
		a := &as[i]
		if a.Start == f.End+1 && a.Kind != Flag && a.Kind != Word && !a.Part {
			return a
		}
		if a.Start > f.End+1 {
			break
		}
	}
	return nil
}

// adaptCase spells right in wrong's capitals when right is a plain lower
// case word and wrong is all capitals.
func adaptCase(right, wrong string) string {
	if len(wrong) > 1 && strings.ToUpper(wrong) == wrong && strings.ToLower(wrong) != wrong && strings.ToLower(right) == right && isLetters(right) {
		return strings.ToUpper(right)
	}
	return right
}

// Typed reports whether s is a value, not prose: one atom, a key/value
// pair, a call, a code span or a short command, never a run of plain
// words.
func Typed(s string) bool {
	s = strings.TrimSpace(s)
	if s == "" || len(s) > 256 || strings.Contains(s, "\n") || !balanced(s) || strings.Count(s, "\"")%2 != 0 {
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

// stop words never make a value on their own.
var stop = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`a an the and or but if then so to of in on at by for with from as is are was
were be been being it its it's this that these those there here i you he she we they me my your our their
not no yes do does did done can could should would will shall may might must have has had just only also
very really too more most less least all any some each every other another same such what which who whom
whose when where why how than then now again still yet already about into onto over under up down out off
after before between through during without within across per via one two three first last next new old
thanks thank please ok okay sure right wrong correct actually though although because since while until
use using used make made get got set put take like want need needs see look let lets well good bad fine
instead rather either neither both way thing things something anything
nothing everything someone anyone everyone back just even much many few lot lots bit`) {
		stop[w] = true
	}
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
		if nw != "" && nr != "" && nw != nr {
			if strings.HasPrefix(nr, nw) && inflection(nr, nw) || strings.HasPrefix(nw, nr) && inflection(nw, nr) {
				return false
			}
			if family(*w) == famName && strings.Contains(strings.ToLower(wrong), strings.ToLower(right)) {
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
	if mid == "" || !strings.Contains(strings.ToLower(message), strings.ToLower(strings.Trim(mid, "'\"`()[]{},;:"))) {
		return false
	}
	c := newContext(message, prev)
	// The message restates a composite wrong text as it stands.
	if strings.ContainsAny(wrong, " =:") && len(wrong) >= 6 {
		if i := strings.Index(message, wrong); i >= 0 && polarityOf(c.mw, Atom{Text: wrong, Start: i, End: i + len(wrong)}, c.terse) != Negative {
			return false
		}
	}
	// Find right's core in the message to check what stands around it.
	wrongMentions := c.mentioned()[mentionKey(Atom{Text: coreText(wrong), Kind: classify(coreText(wrong))})]
	for i, a := range c.ma {
		if !strings.EqualFold(a.Text, strings.TrimSpace(mid)) && !strings.EqualFold(a.Text, right) {
			continue
		}
		if (a.Kind == Word || a.Kind == Ident) && modifierPosition(message, a) {
			return false // "in-cluster callers": an adjective, not the value
		}
		if w != nil && a.Kind == Call && w.Kind == Call && strings.EqualFold(lastSeg(a.Key), lastSeg(w.Key)) {
			if p := polarityOf(c.mw, a, c.terse); p == Negative || p == Described {
				return false // "ISNULL(x, y) is T-SQL": the wrong call described, not its fix
			}
		}
		if a.Kind == Word && !a.InCode && !strings.EqualFold(a.Text, right) {
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
	if w == nil || r == nil || wrong == right || len(wrong) > 120 || len(right) > 120 {
		return false
	}
	if !compatible(*r, *w) || (sortOf(r.Text) != "") != (sortOf(w.Text) != "") {
		return false
	}
	if r.Kind == Word && commonWord[strings.ToLower(r.Text)] {
		return false
	}
	nw, nr := normName(wrong), normName(right)
	if nw != nr && (strings.HasPrefix(nr, nw) && inflection(nr, nw) || strings.HasPrefix(nw, nr) && inflection(nw, nr)) {
		return false
	}
	mid := strings.TrimSpace(middle(wrong, right))
	if mid == "" || !strings.Contains(strings.ToLower(message), strings.ToLower(strings.Trim(mid, "'\"`()[]{},;:"))) {
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
	for i, a := range c.ma {
		if strings.EqualFold(a.Text, right) && c.conjoined(i, ms) {
			return false
		}
	}
	return true
}

// nounPhrase reports two plain words, neither a function word: a name of
// two words ("olive oil", "read replica"), not a clause.
func nounPhrase(s string) bool {
	f := strings.Fields(s)
	if len(f) != 2 {
		return false
	}
	for _, w := range f {
		if !isLetters(w) || stop[strings.ToLower(w)] {
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
	case Number, Version, Word:
		return true
	case Flag:
		return len(a.Text) <= 3
	}
	return false
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

// codeLine reports one short line that is not a sentence of prose.
func codeLine(s string) bool {
	s = strings.TrimSpace(s)
	if s == "" || len(s) > 160 || strings.Contains(s, "\n") || len(strings.Fields(s)) > 12 {
		return false
	}
	if strings.HasSuffix(s, ".") && !strings.HasSuffix(s, "..") {
		return false
	}
	return balanced(s)
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
	p := 0
	for p < len(wrong) && p < len(right) && wrong[p] == right[p] {
		p++
	}
	q := 0
	for q < len(wrong)-p && q < len(right)-p && wrong[len(wrong)-1-q] == right[len(right)-1-q] {
		q++
	}
	return right[p : len(right)-q]
}

// segmentOf reports whether m holds p as a whole segment of a path or a
// dotted name ("runbooks/kafka" holds "Runbooks"), not as the start of a
// longer spelling ("--force-with-lease" of "--force").
func segmentOf(m, p string) bool {
	lm, lp := strings.ToLower(m), strings.ToLower(p)
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
		if b.Kind == Word && !b.InCode {
			break
		}
		if !c.inPrev(b) {
			n++
		}
		end = b.End
	}
	return n >= 2
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
