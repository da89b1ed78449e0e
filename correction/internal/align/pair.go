package align

import (
	"sort"
	"strings"
	"sync"
	"unicode"

	"github.com/cairnhq/cairn/correction/internal/typed"
	"github.com/cairnhq/cairn/internal/fold"
)

// Candidate is a wrong → right pair: Wrong stands in the previous output at
// [Start, End) and Right is what the message says it should be.
type Candidate struct {
	Wrong, Right string
	Start, End   int
	// Score is how sure the alignment is, in [0, 1].
	Score float64
	// Why names the evidence ("same key", "same callee", "same kind").
	Why string
}

// MinScore is the score from which a candidate is trusted.
const MinScore = 0.55

// Pairs aligns the typed values of message with those of prev and returns
// the candidates that pass MinScore, best first. A value of the message is a
// replacement only when it is new (prev does not contain it) and of the same
// kind as a value of prev; the pair is widened to carry its context: the key
// of a key/value pair, the call around an argument, the atom around a part
// ("actions/checkout@v2", not "v2").
func Pairs(message, prev string) []Candidate {
	if strings.TrimSpace(prev) == "" || strings.TrimSpace(message) == "" {
		return nil
	}
	return PairsOf(message, prev, Values(message))
}

// PairsOf is Pairs for a caller that already has mv, the Values of
// message; it does not change mv.
func PairsOf(message, prev string, mv []Value) []Candidate {
	if strings.TrimSpace(prev) == "" || strings.TrimSpace(message) == "" {
		return nil
	}
	return PairsOfLower(message, prev, fold.Lower(message), fold.Lower(prev), mv)
}

// PairsOfLower is PairsOf for a caller that also has strings.ToLower of
// message and of prev.
func PairsOfLower(message, prev, msgLower, prevLower string, mv []Value) []Candidate {
	if strings.TrimSpace(prev) == "" || strings.TrimSpace(message) == "" {
		return nil
	}
	sc := scratchPool.Get().(*pairScratch)
	defer sc.release()
	pv := appendValues(sc.pv[:0], prev)
	nv := len(pv)
	pv = append(pv, parts(prev, pv)...)
	sc.pv = pv
	ctx := &pairCtx{msg: message, prev: prev, msgLower: msgLower, prevLower: prevLower, pv: pv, prevValues: pv[:nv], nums: -1}
	// What score needs of one value alone is worked out once per value,
	// not once per pair.
	n := len(mv) + len(pv)
	if cap(sc.memo) < n {
		sc.memo = make([]valMemo, n)
	}
	memo := sc.memo[:n]
	sc.memo = memo
	mm, pm := memo[:len(mv)], memo[len(mv):]
	var out []Candidate
	considered := 0
	for mi, m := range mv {
		if !ctx.isNew(m) || ctx.negated(m) {
			continue
		}
		// Bounded work: at most maxNewValues new values of the message,
		// each against at most maxPrevValues values of prev.
		if considered++; considered > maxNewValues {
			break
		}
		since := typed.HistoryPoint(message, m.Start)
		for pi, p := range pv {
			if pi >= maxPrevValues {
				break
			}
			if since && !versionBound(prev, p.Start, p.End) && !typed.HistoryPoint(prev, p.Start) {
				continue // "gone since PG 12": when something changed, not the value to use
			}
			s, why := ctx.score(m, p, &mm[mi], &pm[pi])
			if s <= 0 {
				continue
			}
			if fm, fp := calleeAround(message, m.Start), calleeAround(prev, p.Start); fm != "" && fp != "" && fm != fp && !strings.EqualFold(fm, fp) {
				// `name: "ArgumentParser"` inside .product(…) is not the
				// `name: "tgctl"` of .executableTarget(…): an argument of
				// another call, whatever its key.
				continue
			}
			if keptBeside(message, m, p.Text) {
				continue
			}
			// Later statements in a message tend to carry the fix.
			s += 0.01 * float64(mi) / float64(len(mv))
			if ctx.definesWrong(m, p) {
				s -= 0.2 // "utf8 is utf8mb3": what the wrong value is, not its fix
			}
			c, ok := ctx.widen(m, p)
			if !ok {
				continue
			}
			c.Score, c.Why = min(s, 1), why
			out = append(out, c)
		}
	}
	if frag, ok := codeRun(message); ok && !strings.Contains(prev, frag.Text) {
		if c, ok := ctx.alignCode(frag); ok {
			out = append(out, c)
		}
	}
	out = append(out, ctx.alignCommands()...)
	sort.SliceStable(out, func(i, j int) bool { return out[i].Score > out[j].Score })
	// Two places the same value could replace, equally likely: nothing is
	// located ("it should be 12" after "10 apples and 15 pears").
	if len(out) > 1 && out[0].Right == out[1].Right && out[0].Wrong != out[1].Wrong && out[0].Score-out[1].Score < 0.02 &&
		!strings.Contains(out[0].Wrong, out[1].Wrong) && !strings.Contains(out[1].Wrong, out[0].Wrong) {
		return nil
	}
	kept := out[:0]
	for _, c := range out {
		if c.Score >= MinScore && c.Wrong != c.Right && strings.TrimSpace(c.Right) != "" {
			kept = append(kept, c)
		}
	}
	return kept
}

// Bounds on the work of one alignment, whatever the length of the texts.
const (
	maxNewValues  = 24
	maxPrevValues = 2048
)

// pairScratch holds the slices PairsOf needs only while it runs, kept for
// the next call: the values of prev and the memos.
type pairScratch struct {
	pv   []Value
	memo []valMemo
}

var scratchPool = sync.Pool{New: func() any { return new(pairScratch) }}

// release clears sc, so that it holds no text, and gives it back to the
// pool unless it grew past what common texts need. Only the elements in
// use are cleared: those past them are still zero from the last release,
// or from the allocation.
func (sc *pairScratch) release() {
	if cap(sc.pv) > 4096 || cap(sc.memo) > 4096 {
		return
	}
	clear(sc.pv)
	clear(sc.memo)
	scratchPool.Put(sc)
}

type pairCtx struct {
	msg, prev           string
	msgLower, prevLower string
	pv                  []Value // prevValues, then the parts of its atoms
	prevValues          []Value // Values(prev)
	nums                int     // numbers(), or -1 before it is known
	// byEnd indexes pv by end offset; calls holds the indexes of the
	// calls of pv; both built on first use.
	byEnd map[int][]int
	calls []int
}

// ending returns the values of pv that end at end.
func (c *pairCtx) ending(end int) []int {
	if c.byEnd == nil {
		c.byEnd = make(map[int][]int, len(c.pv))
		for i, v := range c.pv {
			c.byEnd[v.End] = append(c.byEnd[v.End], i)
			if v.Kind == Call {
				c.calls = append(c.calls, i)
			}
		}
	}
	return c.byEnd[end]
}

// valMemo holds what score needs of one value of the message (m) or of
// prev (p), filled in by msgMemo or prevMemo on the first pair that needs
// it.
type valMemo struct {
	ready   bool
	context bool // p only: prevContext has run
	// Both sides.
	left            string // leftWord before the value
	norm, shape     string // names (family 2)
	unit, numShape  string // numbers (family 1)
	vp, paren, init bool   // m: valuePos, parenthetical, clauseInitial
	// p only: the message mentions p; p is a stop word or too short to
	// replace; p is an argument of a call; a claim word precedes p.
	mentioned, stopWord, inCall, claim bool
}

func (c *pairCtx) msgMemo(k *valMemo, m Value) *valMemo {
	if k.ready {
		return k
	}
	k.ready = true
	k.left = leftWord(c.msg, m.Start)
	k.vp = c.valuePos(m)
	k.paren = c.parenthetical(m)
	switch m.Kind.family() {
	case 1:
		k.unit = unitAfter(c.msg, m.End)
		k.numShape = numShape(strings.TrimLeft(m.Text, "+-v"))
	case 2:
		k.norm, k.shape = norm(m.Text), shape(m.Text)
		k.init = c.clauseInitial(m)
	}
	return k
}

func (c *pairCtx) prevMemo(k *valMemo, p Value) *valMemo {
	if k.ready {
		return k
	}
	k.ready = true
	switch p.Kind.family() {
	case 1:
		c.prevContext(k, p)
		k.unit = unitAfter(c.prev, p.End)
		k.numShape = numShape(strings.TrimLeft(p.Text, "+-v"))
		k.inCall = c.inCallArgs(p)
		k.claim = claimWords[fold.Lower(lastWords(c.prev[:p.Start], 1))]
	case 2:
		// The context waits for prevContext: most names of prev are
		// rejected before it is needed.
		k.norm = norm(p.Text)
		k.stopWord = p.Kind == Word && (lowerIn(stop, p.Text) || len(p.Text) < 3)
	default:
		c.prevContext(k, p)
	}
	return k
}

// prevContext fills in what prevMemo leaves for later for names: whether
// the message mentions p, the word left of p and p's shape.
func (c *pairCtx) prevContext(k *valMemo, p Value) *valMemo {
	if k.context {
		return k
	}
	k.context = true
	if p.Kind == Word {
		k.mentioned = containsBoundedIn(c.msgLower, fold.Lower(p.Text))
	} else {
		k.mentioned = containsBoundedIn(c.msg, p.Text)
	}
	if p.Inner == "part" {
		k.mentioned = k.mentioned || strings.Contains(c.msg, p.Key)
	}
	k.left = leftWord(c.prev, p.Start)
	if p.Kind.family() == 2 {
		k.shape = shape(p.Text)
	}
	return k
}

// parts returns the parts of compound atoms of prev ("v2" of
// "actions/checkout@v2", "3.12" of "python:3.12"), as values of their own
// kind whose Key is the whole atom.
func parts(s string, vs []Value) []Value {
	var out []Value
	for _, v := range vs {
		if v.Kind != Path && v.Kind != Ident && v.Kind != Dotted {
			continue
		}
		start := v.Start
		for i := v.Start; i <= v.End; i++ {
			if i == v.End || (isJoin(s[i]) && s[i] != '.' && i > v.Start) {
				if start > v.Start || i < v.End {
					t := s[start:i]
					if t != "" && t != v.Text && (strings.IndexFunc(t, unicode.IsDigit) >= 0) {
						out = append(out, Value{Text: t, Start: start, End: i, Kind: classify(t), Key: v.Text, Inner: "part", InCode: v.InCode})
					}
				}
				start = i + 1
			}
		}
	}
	return out
}

// isNew reports whether m does not already stand in prev.
func (c *pairCtx) isNew(m Value) bool {
	switch m.Kind {
	case Call, Pair, Code, Cron, Quoted:
		return !strings.Contains(c.prev, m.Text)
	}
	if lowerIn(stop, m.Text) || len(m.Text) < 2 && m.Kind == Word {
		return false
	}
	if m.Kind == Word {
		return !containsBoundedIn(c.prevLower, fold.Lower(m.Text))
	}
	return !containsBoundedIn(c.prev, m.Text)
}

// negated reports whether the message presents m as the wrong thing: "not
// m", "instead of m", "don't use m", "m is wrong".
func (c *pairCtx) negated(m Value) bool {
	// A cue before m ends with the last word before m, and a cue after m
	// starts with the first word after it: most values have neither, and
	// their three words are not joined and lower-cased.
	var buf [1]string
	if f := lastFieldsInto(c.msg[:m.Start], buf[:]); len(f) == 1 && lowerIn(negLastBefore, trimPunct.trim(f[0])) {
		before := fold.Lower(lastWords(c.msg[:m.Start], 3))
		for _, cue := range negCuesBefore {
			// before ends with " "+cue, or is cue
			if strings.HasSuffix(before, cue) && (len(before) == len(cue) || before[len(before)-len(cue)-1] == ' ') {
				return true
			}
		}
	}
	if f := firstFields(c.msg[m.End:], 1, buf[:0]); len(f) == 1 && lowerIn(negFirstAfter, trimPunctDot.trim(f[0])) {
		after := fold.Lower(firstWords(c.msg[m.End:], 3))
		for _, cue := range negCuesAfter {
			if strings.HasPrefix(after, cue) {
				return true
			}
		}
	}
	return false
}

var (
	negCuesBefore = []string{"not", "no", "never", "instead of", "rather than", "don't use", "dont use", "avoid", "than", "without", "except", "unlike", "nor",
		// What the fix takes away: "drop the BEGIN/COMMIT".
		"drop", "drop the", "remove", "remove the", "delete the", "get rid of", "get rid of the", "lose the"}
	negCuesAfter = []string{"is wrong", "is incorrect", "is deprecated", "was removed", "is removed", "doesn't exist", "does not exist", "is the old", "is the ms",
		// A rule that forbids it: "varchar(n) is banned by the linter".
		"is banned", "are banned", "is not allowed", "isn't allowed", "is forbidden", "is disallowed",
		"was deprecated", "is unsupported", "is not supported", "isn't supported"}
	// The last word of each cue before, and the first of each cue after.
	negLastBefore = edgeWords(negCuesBefore, true)
	negFirstAfter = edgeWords(negCuesAfter, false)
)

// edgeWords returns the set of the last (or first) space-separated words
// of phrases.
func edgeWords(phrases []string, last bool) map[string]bool {
	out := map[string]bool{}
	for _, p := range phrases {
		f := strings.Split(p, " ")
		if last {
			out[f[len(f)-1]] = true
		} else {
			out[f[0]] = true
		}
	}
	return out
}

// directive words after which a message states the right value.
var directive = map[string]bool{
	"use": true, "is": true, "it's": true, "its": true, "be": true, "to": true, "need": true,
	"needs": true, "want": true, "try": true, "with": true, "means": true, "so": true,
	"actually": true, "that's": true, "thats": true, "are": true, "was": true, "were": true,
	"call": true, "run": true, "pass": true, "set": true, "put": true, "write": true,
	"should": true, "must": true, "prefer": true, "but": true, "returns": true, "gives": true,
	"instead": true, "please": true, "equals": true, "yields": true, "prints": true, "outputs": true,
	"return": true, "give": true, "it'll": true, "meant": true, "expects": true, "expect": true,
}

// claimWords introduce the value an output asserts ("returns 3").
var claimWords = map[string]bool{
	"is": true, "are": true, "was": true, "returns": true, "gives": true, "equals": true,
	"yields": true, "prints": true, "outputs": true, "be": true, "to": true, "=": true,
}

// definesWrong reports whether m stands in a clause of the message that
// says what p is: p, then a copula, then m ("GETDATE is SQL Server").
func (c *pairCtx) definesWrong(m, p Value) bool {
	start := m.Start
	for start > 0 && !strings.ContainsRune(".;!?\n,", rune(c.msg[start-1])) {
		start--
	}
	head := c.msg[start:m.Start]
	i := strings.Index(head, p.Text)
	if i < 0 {
		return false
	}
	between := " " + fold.Lower(head[i+len(p.Text):]) + " "
	for _, fix := range []string{" should ", " needs ", " need ", " has to ", " have to ", " must ", " use ", " set ", " instead ", " make it "} {
		if strings.Contains(between, fix) {
			return false // "65530 is the default that fails, needs to be 262144": the fix, after what the wrong value is
		}
	}
	for _, cop := range []string{" is ", " are ", " means ", " = ", " counts ", " gives ", " returns "} {
		if strings.Contains(between, cop) {
			return true
		}
	}
	return false
}

// keptBeside reports whether the message writes wrong inside the same call
// as m (`.product(name: "ArgumentParser", package:
// "swift-argument-parser")` for "swift-argument-parser"): the message keeps
// the old value in a new construct, and m does not replace it.
func keptBeside(message string, m Value, wrong string) bool {
	open := callOpen(message, m.Start)
	if open < 0 || len(wrong) < 3 {
		return false
	}
	end := typed.MatchClose(message, open)
	if end < 0 {
		return false
	}
	i := strings.Index(message[open:end], wrong)
	return i >= 0 && (open+i+len(wrong) <= m.Start || open+i >= m.End)
}

// callOpen returns the offset of the '(' of the call whose argument list
// holds s[i] (as calleeAround finds it), or -1.
func callOpen(s string, i int) int {
	depth := 0
	for j := i - 1; j >= 0 && i-j <= maxCallBack; j-- {
		switch s[j] {
		case '\n':
			if depth == 0 && j > 0 && s[j-1] != ',' && s[j-1] != '(' {
				return -1
			}
		case ')', ']', '}':
			depth++
		case '[', '{':
			if depth == 0 {
				return -1
			}
			depth--
		case '(':
			if depth > 0 {
				depth--
				continue
			}
			if j > 0 && isIdentByteAlign(s[j-1]) {
				return j
			}
			return -1
		}
	}
	return -1
}

// clauseInitial reports whether m starts a clause of the message.
func (c *pairCtx) clauseInitial(m Value) bool {
	pre := strings.TrimRight(c.msg[:m.Start], " \t`")
	if pre == "" {
		return true
	}
	switch pre[len(pre)-1] {
	case '.', ',', ':', ';', '!', '?', '\n':
		return true
	}
	return false
}

// parenthetical reports whether m stands inside parentheses of the message.
func (c *pairCtx) parenthetical(m Value) bool {
	open := strings.LastIndexByte(c.msg[:m.Start], '(')
	if open < 0 || (open > 0 && alnumAt(c.msg, open-1)) {
		return false
	}
	close := strings.LastIndexByte(c.msg[:m.Start], ')')
	return close < open
}

// inCallArgs reports whether p stands inside the parentheses of a call in
// prev: an input, rarely the claim a correction targets.
func (c *pairCtx) inCallArgs(p Value) bool {
	c.ending(0)
	for _, i := range c.calls {
		q := c.pv[i]
		if p.Start > q.Start+len(q.Key) && p.End < q.End {
			return true
		}
	}
	return false
}

// valuePos reports whether m stands where a message states a value: after a
// directive word or a colon, at the start of a clause, or in backticks.
func (c *pairCtx) valuePos(m Value) bool {
	if m.InCode {
		return true
	}
	pre := strings.TrimRight(c.msg[:m.Start], " \t")
	if pre == "" {
		return true
	}
	switch pre[len(pre)-1] {
	case '.', ',', ':', ';', '!', '?', '\n', '=':
		return true
	}
	w := fold.Lower(lastWords(pre, 1))
	return directive[w]
}

// The four functions below are strings.TrimRightFunc, TrimLeftFunc,
// LastIndexFunc and IndexFunc with unicode.IsSpace, deciding ASCII bytes
// without decoding them or calling through a function value.

// widen builds the candidate for replacing p by m, carrying p's context.
func (c *pairCtx) widen(m, p Value) (Candidate, bool) {
	right := adaptCase(m.Text, p.Text)
	if m.Kind == Pair && p.Kind == Pair {
		return Candidate{Wrong: p.Text, Right: m.Text, Start: p.Start, End: p.End}, true
	}
	if p.Inner == "part" {
		// Replace the part inside its atom.
		atomStart := strings.LastIndex(c.prev[:p.Start+1], p.Key[:1])
		for k := p.Start; k >= 0; k-- {
			if strings.HasPrefix(c.prev[k:], p.Key) && k+len(p.Key) >= p.End {
				atomStart = k
				break
			}
		}
		if atomStart < 0 {
			return Candidate{}, false
		}
		atom := p.Key
		off := p.Start - atomStart
		if off < 0 || off+len(p.Text) > len(atom) {
			return Candidate{}, false
		}
		return Candidate{Wrong: atom, Right: atom[:off] + right + atom[off+len(p.Text):], Start: atomStart, End: atomStart + len(atom)}, true
	}
	// A value in code right after a directive or option name carries the
	// name: "proxy_read_timeout 300ms", "--region us-east-1".
	if p.InCode && p.Inner != "part" && p.Kind != Flag {
		pre := strings.TrimRight(c.prev[:p.Start], " ")
		if len(pre) == p.Start-1 { // exactly one space
			for _, qi := range c.ending(len(pre)) {
				q := c.pv[qi]
				if q.InCode && q.Inner != "part" && (q.Kind == Flag || (q.Kind == Ident || q.Kind == Dotted) && strings.ContainsAny(q.Text, "_.") && statementStart(c.prev, q.Start)) {
					return Candidate{Wrong: c.prev[q.Start:p.End], Right: c.prev[q.Start:p.Start] + right, Start: q.Start, End: p.End}, true
				}
			}
		}
	}
	// A string compared with a name carries the comparison:
	// "github.ref == 'main'", not "'main'".
	if p.Kind == Quoted {
		pre := c.prev[:p.Start]
		for _, op := range []string{" == ", " != ", " === ", " !== "} {
			if strings.HasSuffix(pre, op) {
				head := strings.TrimSuffix(pre, op)
				for _, qi := range c.ending(len(head)) {
					q := c.pv[qi]
					if q.Kind != Quoted && q.Inner != "part" && q.Kind != Call {
						return Candidate{Wrong: c.prev[q.Start:p.End], Right: c.prev[q.Start:p.Start] + right, Start: q.Start, End: p.End}, true
					}
				}
			}
		}
	}
	// The value of a key/value pair carries its key.
	for _, qi := range c.ending(p.End) {
		q := c.pv[qi]
		if q.Kind == Pair && q.Start < p.Start && q.Inner == p.Text {
			return Candidate{Wrong: q.Text, Right: q.Text[:len(q.Text)-len(q.Inner)] + right, Start: q.Start, End: q.End}, true
		}
	}
	// The only argument of a short call carries the call.
	c.ending(0)
	for _, qi := range c.calls {
		q := c.pv[qi]
		if strings.TrimSpace(q.Inner) == p.Text && len(q.Text) <= 40 && m.Kind != Call && q.Start < p.Start && q.End > p.End {
			open := len(q.Key) + 1
			return Candidate{Wrong: q.Text, Right: q.Text[:open] + right + ")", Start: q.Start, End: q.End}, true
		}
	}
	return Candidate{Wrong: p.Text, Right: right, Start: p.Start, End: p.End}, true
}

// adaptCase spells right in the letter case of wrong when right is a plain
// lower-case word and wrong is in capitals ("timestamptz" for "TIMESTAMP").
func adaptCase(right, wrong string) string {
	if strings.ToUpper(wrong) == wrong && fold.Lower(wrong) != wrong && fold.Lower(right) == right && len(wrong) > 1 {
		return strings.ToUpper(right)
	}
	return right
}
