package align

import (
	"sort"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/cairnhq/cairn/internal/textdist"
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
	return PairsOfLower(message, prev, strings.ToLower(message), strings.ToLower(prev), mv)
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
		for pi, p := range pv {
			if pi >= maxPrevValues {
				break
			}
			s, why := ctx.score(m, p, &mm[mi], &pm[pi])
			if s <= 0 {
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
		k.claim = claimWords[strings.ToLower(lastWords(c.prev[:p.Start], 1))]
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
		k.mentioned = containsBoundedIn(c.msgLower, strings.ToLower(p.Text))
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
		return !containsBoundedIn(c.prevLower, strings.ToLower(m.Text))
	}
	return !containsBoundedIn(c.prev, m.Text)
}

// containsBounded reports whether w stands in s as a whole atom, ignoring
// case when fold is set.
func containsBounded(s, w string, fold bool) bool {
	if fold {
		return containsBoundedIn(strings.ToLower(s), strings.ToLower(w))
	}
	return containsBoundedIn(s, w)
}

// containsBoundedIn reports whether needle stands in hay as a whole atom.
func containsBoundedIn(hay, needle string) bool {
	for i := 0; ; {
		k := strings.Index(hay[i:], needle)
		if k < 0 {
			return false
		}
		k += i
		if Bounded(hay, k, k+len(needle)) {
			return true
		}
		i = k + 1
	}
}

// negated reports whether the message presents m as the wrong thing: "not
// m", "instead of m", "don't use m", "m is wrong".
func (c *pairCtx) negated(m Value) bool {
	// A cue before m ends with the last word before m, and a cue after m
	// starts with the first word after it: most values have neither, and
	// their three words are not joined and lower-cased.
	var buf [1]string
	if f := lastFieldsInto(c.msg[:m.Start], buf[:]); len(f) == 1 && lowerIn(negLastBefore, trimPunct.trim(f[0])) {
		before := strings.ToLower(lastWords(c.msg[:m.Start], 3))
		for _, cue := range negCuesBefore {
			// before ends with " "+cue, or is cue
			if strings.HasSuffix(before, cue) && (len(before) == len(cue) || before[len(before)-len(cue)-1] == ' ') {
				return true
			}
		}
	}
	if f := firstFields(c.msg[m.End:], 1, buf[:0]); len(f) == 1 && lowerIn(negFirstAfter, trimPunctDot.trim(f[0])) {
		after := strings.ToLower(firstWords(c.msg[m.End:], 3))
		for _, cue := range negCuesAfter {
			if strings.HasPrefix(after, cue) {
				return true
			}
		}
	}
	return false
}

var (
	negCuesBefore = []string{"not", "no", "never", "instead of", "rather than", "don't use", "dont use", "avoid", "than", "without", "except", "unlike", "nor"}
	negCuesAfter  = []string{"is wrong", "is incorrect", "is deprecated", "was removed", "is removed", "doesn't exist", "does not exist", "is the old", "is the ms"}
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

// byteSet is a set of ASCII bytes, for trimming without building the set
// on every call as strings.Trim does.
type byteSet [256]bool

func newByteSet(chars string) *byteSet {
	var s byteSet
	for i := 0; i < len(chars); i++ {
		if chars[i] >= utf8.RuneSelf {
			panic("align: byteSet holds ASCII only")
		}
		s[chars[i]] = true
	}
	return &s
}

// trim is strings.Trim(x, chars) for the set's chars: they are ASCII, so
// the bytes of other runes are never trimmed.
func (s *byteSet) trim(x string) string {
	for len(x) > 0 && s[x[0]] {
		x = x[1:]
	}
	return s.trimRight(x)
}

// trimRight is strings.TrimRight(x, chars).
func (s *byteSet) trimRight(x string) string {
	for len(x) > 0 && s[x[len(x)-1]] {
		x = x[:len(x)-1]
	}
	return x
}

// containsAny is strings.ContainsAny(x, chars).
func (s *byteSet) containsAny(x string) bool {
	for i := 0; i < len(x); i++ {
		if s[x[i]] {
			return true
		}
	}
	return false
}

var (
	trimPunct    = newByteSet("`'\"(),:;")
	trimPunctDot = newByteSet("`'\"(),:;.")
	trimLeft     = newByteSet("`'\"(),:;.{}[]")
)

// lastWords returns the last n whitespace-separated words of s, joined by
// one space, with punctuation trimmed from their ends.
func lastWords(s string, n int) string {
	var buf [3]string
	f := lastFieldsInto(s, fieldBuf(buf[:], n))
	for i := range f {
		f[i] = trimPunct.trim(f[i])
	}
	return strings.Join(f, " ")
}

func firstWords(s string, n int) string {
	var buf [3]string
	f := firstFields(s, n, buf[:0])
	for i := range f {
		f[i] = trimPunctDot.trim(f[i])
	}
	return strings.Join(f, " ")
}

// fieldBuf returns buf[:n], or a new slice when buf is too short.
func fieldBuf(buf []string, n int) []string {
	if n <= len(buf) {
		return buf[:n]
	}
	return make([]string, n)
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

// statementStart reports whether i starts a statement of code: the start
// of a code span or line, or the first word after a semicolon or brace.
func statementStart(s string, i int) bool {
	j := i - 1
	for j >= 0 && (s[j] == ' ' || s[j] == '\t') {
		j--
	}
	return j < 0 || strings.IndexByte("`\n;{", s[j]) >= 0
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
	between := " " + strings.ToLower(head[i+len(p.Text):]) + " "
	for _, cop := range []string{" is ", " are ", " means ", " = ", " counts ", " gives ", " returns "} {
		if strings.Contains(between, cop) {
			return true
		}
	}
	return false
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

// numShape abstracts a number's digits: "2.3.0" and "1.2.9" agree, "3.12"
// and "632" do not.
func numShape(s string) string {
	var b strings.Builder
	for _, r := range s {
		if !unicode.IsDigit(r) {
			b.WriteRune(r)
		}
	}
	return b.String()
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
	w := strings.ToLower(lastWords(pre, 1))
	return directive[w]
}

// leftWord returns the nearest content word before i in s, lower case.
func leftWord(s string, i int) string {
	var buf [3]string
	f := lastFieldsInto(s[:i], buf[:])
	for k := len(f) - 1; k >= 0; k-- {
		// (A word lower-cases to "" only when it is "".)
		if w := trimLeft.trim(f[k]); w != "" && !lowerIn(stop, w) {
			return stem(strings.ToLower(w))
		}
	}
	return ""
}

// lastFields returns the last n fields of s, in order: what
// strings.Fields(s) ends with, found from the end of s so that the cost
// does not grow with what comes before (callers ask for the words left of
// every value of a message).
func lastFields(s string, n int) []string {
	return lastFieldsInto(s, make([]string, n))
}

// lastFieldsInto is lastFields for n = len(out), using out.
func lastFieldsInto(s string, out []string) []string {
	k := len(out)
	for k > 0 {
		s = trimRightSpace(s)
		if s == "" {
			break
		}
		j, w := lastSpace(s)
		k--
		out[k] = s[j+w:]
		s = s[:max(j, 0)]
	}
	return out[k:]
}

// firstFields appends to dst the first n fields of s: what
// strings.Fields(s) starts with, found without splitting the rest of s.
func firstFields(s string, n int, dst []string) []string {
	for k := 0; k < n; k++ {
		s = trimLeftSpace(s)
		if s == "" {
			break
		}
		j := firstSpace(s)
		if j < 0 {
			return append(dst, s)
		}
		dst = append(dst, s[:j])
		s = s[j:]
	}
	return dst
}

// The white space of unicode.IsSpace below utf8.RuneSelf.
var asciiSpace = [utf8.RuneSelf]bool{'\t': true, '\n': true, '\v': true, '\f': true, '\r': true, ' ': true}

// The four functions below are strings.TrimRightFunc, TrimLeftFunc,
// LastIndexFunc and IndexFunc with unicode.IsSpace, deciding ASCII bytes
// without decoding them or calling through a function value.

// trimRightSpace is strings.TrimRightFunc(s, unicode.IsSpace).
func trimRightSpace(s string) string {
	for len(s) > 0 {
		if c := s[len(s)-1]; c < utf8.RuneSelf {
			if !asciiSpace[c] {
				break
			}
			s = s[:len(s)-1]
			continue
		}
		r, n := utf8.DecodeLastRuneInString(s)
		if !unicode.IsSpace(r) {
			break
		}
		s = s[:len(s)-n]
	}
	return s
}

// trimLeftSpace is strings.TrimLeftFunc(s, unicode.IsSpace).
func trimLeftSpace(s string) string {
	for len(s) > 0 {
		if c := s[0]; c < utf8.RuneSelf {
			if !asciiSpace[c] {
				break
			}
			s = s[1:]
			continue
		}
		r, n := utf8.DecodeRuneInString(s)
		if !unicode.IsSpace(r) {
			break
		}
		s = s[n:]
	}
	return s
}

// lastSpace returns strings.LastIndexFunc(s, unicode.IsSpace) and the
// width of the space found there (1 when there is none).
func lastSpace(s string) (int, int) {
	for i := len(s); i > 0; {
		if c := s[i-1]; c < utf8.RuneSelf {
			i--
			if asciiSpace[c] {
				return i, 1
			}
			continue
		}
		r, n := utf8.DecodeLastRuneInString(s[:i])
		i -= n
		if unicode.IsSpace(r) {
			return i, n
		}
	}
	return -1, 1
}

// firstSpace is strings.IndexFunc(s, unicode.IsSpace).
func firstSpace(s string) int {
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			if asciiSpace[c] {
				return i
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if unicode.IsSpace(r) {
			return i
		}
		i += n
	}
	return -1
}

// unitAfter returns the word right after a number, when it names a unit.
func unitAfter(s string, end int) string {
	rest := s[end:]
	i := 0
	for i < len(rest) && rest[i] == ' ' {
		i++
	}
	j := i
	for j < len(rest) && (unicode.IsLetter(rune(rest[j]))) {
		j++
	}
	w := strings.ToLower(rest[i:j])
	if units[w] != "" {
		return units[w]
	}
	return ""
}

var units = map[string]string{
	"ms": "time", "millisecond": "time", "milliseconds": "time", "s": "time", "sec": "time", "secs": "time",
	"second": "time", "seconds": "time", "minute": "time", "minutes": "time", "min": "time", "mins": "time",
	"hour": "time", "hours": "time", "h": "time", "day": "time", "days": "time", "ns": "time", "us": "time",
	"microseconds": "time", "nanoseconds": "time",
	"b": "size", "kb": "size", "mb": "size", "gb": "size", "kib": "size", "mib": "size", "gib": "size",
	"bytes": "size", "byte": "size", "characters": "count", "chars": "count", "rows": "count", "items": "count",
	"retries": "count", "times": "count", "workers": "count", "threads": "count", "connections": "count",
	"px": "length", "em": "length", "rem": "length", "percent": "ratio", "%": "ratio",
}

// score rates m (from the message) as the replacement of p (from prev);
// mk and pk are their memos. The steps, in order:
//
//   - structured values of the same kind (key/value pairs, calls, cron
//     expressions, quoted strings) are rated by what they are made of:
//     keyValueScore, callScore, quotedScore;
//   - otherwise m and p must be of the same family, and p not a structured
//     value;
//   - numbers and versions: numberScore weighs unit, context and shape;
//   - time zones and offsets: zoneScore;
//   - names (words, identifiers, dotted names, flags, paths): nameScore
//     weighs spelling, similarity and context.
func (c *pairCtx) score(m, p Value, mk, pk *valMemo) (float64, string) {
	if m.Text == p.Text {
		return 0, ""
	}
	switch {
	case m.Kind == Pair && p.Kind == Pair:
		return keyValueScore(m, p)
	case m.Kind == Call && p.Kind == Call:
		return callScore(m, p)
	case m.Kind == Cron && p.Kind == Cron:
		return 0.9, "cron"
	case m.Kind == Quoted && p.Kind == Quoted:
		return quotedScore(m, p)
	}
	if m.Kind.family() != p.Kind.family() || p.Kind == Pair || p.Kind == Call || p.Kind == Code {
		return 0, ""
	}
	mk, pk = c.msgMemo(mk, m), c.prevMemo(pk, p)
	switch m.Kind.family() {
	case 1: // numbers and versions
		return c.numberScore(m, p, mk, pk)
	case 6: // time zones and offsets
		return zoneScore(mk)
	}
	// Names: words, identifiers, dotted names, flags, paths.
	return c.nameScore(m, p, mk, pk)
}

// keyValueScore weighs two key/value pairs: the evidence is the key. The
// same key with another value is a replacement; the same value under a
// respelled key is one too (the key was what was wrong).
func keyValueScore(m, p Value) (float64, string) {
	switch {
	case m.Inner == p.Inner && m.Key != p.Key && sim(norm(lastSegment(m.Key)), norm(lastSegment(p.Key))) >= 0.7:
		return 0.85, "same value, key respelled" // reverse=True for reversed=True
	case !strings.EqualFold(lastSegment(m.Key), lastSegment(p.Key)) || m.Inner == p.Inner:
		return 0, ""
	}
	return 0.95, "same key"
}

// quotedScore weighs two quoted strings: the evidence is how alike their
// contents are, or that m's content extends p's.
func quotedScore(m, p Value) (float64, string) {
	if len(p.Inner) >= 3 && (strings.HasSuffix(m.Inner, p.Inner) || strings.HasPrefix(m.Inner, p.Inner)) && m.Inner != p.Inner {
		return 0.7, "quoted, widened" // 'refs/heads/main' for 'main'
	}
	if sim(m.Inner, p.Inner) < 0.5 {
		return 0, ""
	}
	return 0.6 + 0.2*sim(m.Inner, p.Inner), "quoted"
}

// numberScore weighs two numbers or versions: the evidence is their units
// (different units rule the pair out), the word left of each, where m
// stands in the message, whether the message mentions p, how many numbers
// prev holds, their digit shapes, and where p stands in prev (a call's
// argument, or after a claim word).
func (c *pairCtx) numberScore(m, p Value, mk, pk *valMemo) (float64, string) {
	vp := mk.vp
	mentioned := pk.mentioned
	lk := mk.left
	leftKey := lk != "" && lk == pk.left
	s := 0.4
	um, up := mk.unit, pk.unit
	switch {
	case um == up:
		s += 0.15
	case um != "" && up != "" && um != up:
		return 0, ""
	}
	if m.Kind == p.Kind {
		s += 0.05
	}
	if leftKey {
		s += 0.2
	}
	if vp {
		s += 0.1
	}
	if mentioned {
		s += 0.05
	}
	if c.numbers() == 1 {
		s += 0.15
	}
	if p.Inner == "part" {
		s -= 0.1
	}
	if mk.numShape != pk.numShape {
		s -= 0.2
	}
	if pk.inCall {
		s -= 0.15
	}
	if pk.claim {
		s += 0.1
	}
	if mk.paren {
		s -= 0.1
	}
	return s, sameKind(p.Kind)
}

// zoneScore weighs two time zones or offsets: the evidence is only where m
// stands in the message.
func zoneScore(mk *valMemo) (float64, string) {
	s := 0.6
	if mk.vp {
		s += 0.1
	}
	if mk.paren {
		s -= 0.1
	}
	return s, "same kind (zone)"
}

// nameScore weighs two names (words, identifiers, dotted names, flags,
// paths): the same name in another spelling is a replacement; otherwise
// a plain word of the message must pass nameSimilarity, and the score
// tallies nameEvidence.
func (c *pairCtx) nameScore(m, p Value, mk, pk *valMemo) (float64, string) {
	vp := mk.vp
	nm, np := mk.norm, pk.norm
	if nm == np && m.Text != p.Text {
		// The same name in another spelling: customer_invoices for
		// CustomerInvoices.
		if mk.paren {
			return 0.8, "same name, other spelling"
		}
		return 0.85, "same name, other spelling"
	}
	if pk.stopWord {
		return 0, ""
	}
	// The tests below that reject a plain word of the message come
	// cheapest first; the edit distance is only needed by the last.
	if m.Kind == Word && !vp {
		return 0, ""
	}
	pk = c.prevContext(pk, p)
	mentioned := pk.mentioned
	lk := mk.left
	leftKey := lk != "" && lk == pk.left
	prefix, sm, ok := nameSimilarity(m, nm, np, mentioned, mentioned && (leftKey || mk.init))
	if !ok {
		return 0, ""
	}
	return nameEvidence(m, p, mk, pk, sm, prefix, leftKey), sameKind(p.Kind)
}

// nameSimilarity returns whether one of the normalised names nm (of m) and
// np extends the other, and their similarity; ok is false when m is a
// plain word too unlike p to replace it. A word that is anchored (the
// message mentions p, and m shares p's left word or starts a clause) is
// spared the similarity tests.
func nameSimilarity(m Value, nm, np string, mentioned, anchored bool) (prefix bool, sm float64, ok bool) {
	if m.Kind == Word && len(nm) < len(np) && !mentioned && nm != np {
		return false, 0, false // a word is rarely corrected to a shorter piece of itself
	}
	prefix = len(np) >= 3 && len(nm) > len(np) && strings.HasPrefix(nm, np) || len(nm) >= 3 && len(np) > len(nm) && strings.HasPrefix(np, nm)
	if m.Kind == Word && !prefix && !anchored && len(nm) > 0 && len(np) > 0 && !maySim(nm, np, 0.7) {
		return false, 0, false
	}
	sm = sim(nm, np)
	if m.Kind == Word && !prefix && sm < 0.7 && !anchored {
		return false, 0, false
	}
	return prefix, sm, true
}

// nameEvidence tallies the score of two names that passed nameSimilarity:
// their similarity sm, one extending the other (prefix), the same shape,
// whether the message mentions p, the same word left of each (leftKey),
// where m stands in the message, and the same kind.
func nameEvidence(m, p Value, mk, pk *valMemo, sm float64, prefix, leftKey bool) float64 {
	mentioned := pk.mentioned
	sameShape := mk.shape == pk.shape
	s := 0.25*sm + 0.05
	if prefix {
		s += 0.35
	}
	if sameShape && (p.Kind != Word || mentioned || prefix) {
		s += 0.15
	}
	if mentioned {
		s += 0.2
	}
	if leftKey {
		s += 0.2
	}
	if mk.vp {
		s += 0.1
	}
	if m.Kind == p.Kind && m.Kind != Word {
		s += 0.05
	}
	if p.Inner == "part" {
		s -= 0.05
	}
	if mk.paren {
		s -= 0.05
	}
	return s
}

// sameKindWhy holds the evidence strings of score, one per kind.
var sameKindWhy = func() (out [len(kindNames)]string) {
	for k := range out {
		out[k] = "same kind (" + Kind(k).String() + ")"
	}
	return out
}()

func sameKind(k Kind) string {
	if int(k) < len(sameKindWhy) {
		return sameKindWhy[k]
	}
	return "same kind (" + k.String() + ")"
}

func (c *pairCtx) numbers() int {
	if c.nums < 0 {
		c.nums = c.countNumbers()
	}
	return c.nums
}

func (c *pairCtx) countNumbers() int {
	n, parts := 0, 0
	for _, v := range c.pv {
		if v.Kind.family() == 1 {
			if v.Inner == "part" {
				parts++
			} else {
				n++
			}
		}
	}
	if n == 0 {
		return parts
	}
	return n
}

// callScore weighs two calls: the evidence is how alike their callees are
// and how many of p's argument atoms m keeps.
func callScore(m, p Value) (float64, string) {
	if m.Inner == p.Inner && m.Key == p.Key {
		return 0, ""
	}
	cs := sim(norm(m.Key), norm(p.Key))
	if m.Key == p.Key {
		cs = 1
	} else if lastSegment(m.Key) == lastSegment(p.Key) {
		cs = 0.9
	}
	ma, pa := atomSet(m.Inner), atomSet(p.Inner)
	shared := 0
	for a := range pa {
		if ma[a] {
			shared++
		}
	}
	ov := 0.0
	if len(pa) > 0 {
		ov = float64(shared) / float64(len(pa))
	}
	if cs < 0.5 && shared == 0 {
		return 0, ""
	}
	return 0.4 + 0.35*cs + 0.25*ov, "same call"
}

func atomSet(s string) map[string]bool {
	out := map[string]bool{}
	for _, v := range Values(s) {
		if v.Kind != Call && v.Kind != Pair && v.Kind != Code {
			out[v.Text] = true
		}
	}
	return out
}

func lastSegment(s string) string {
	if i := strings.LastIndexAny(s, ".:"); i >= 0 {
		return s[i+1:]
	}
	return s
}

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
	if strings.ToUpper(wrong) == wrong && strings.ToLower(wrong) != wrong && strings.ToLower(right) == right && len(wrong) > 1 {
		return strings.ToUpper(right)
	}
	return right
}

// norm folds case and drops separators, so that CustomerInvoices and
// customer_invoices compare equal.
func norm(s string) string {
	if plainLower(s) {
		return s // nothing to fold or drop: no copy
	}
	var b strings.Builder
	for _, r := range s {
		if r == '_' || r == '-' || r == ' ' {
			continue
		}
		b.WriteRune(unicode.ToLower(r))
	}
	return b.String()
}

// plainLower reports whether s is ASCII without capitals, '_', '-' or ' ':
// what norm returns unchanged.
func plainLower(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= utf8.RuneSelf || c >= 'A' && c <= 'Z' || c == '_' || c == '-' || c == ' ' {
			return false
		}
	}
	return true
}

// Shapes of one class of characters, returned without building them.
var oneClassShape = map[byte]string{'a': "a", 'A': "A", '0': "0"}

// shape abstracts a token: letters to a or A, digits to 0, runs collapsed.
func shape(s string) string {
	if c, ok := asciiOneClass(s); ok {
		return oneClassShape[c]
	}
	var b strings.Builder
	var last rune
	for _, r := range s {
		var c rune
		switch {
		case unicode.IsUpper(r):
			c = 'A'
		case unicode.IsLetter(r):
			c = 'a'
		case unicode.IsDigit(r):
			c = '0'
		default:
			c = r
		}
		if c != last {
			b.WriteRune(c)
			last = c
		}
	}
	return b.String()
}

// asciiOneClass reports whether s is non-empty ASCII of one class of shape
// (all lower-case letters, all capitals, or all digits), and which.
func asciiOneClass(s string) (byte, bool) {
	var class byte
	for i := 0; i < len(s); i++ {
		var k byte
		switch c := s[i]; {
		case c >= 'a' && c <= 'z':
			k = 'a'
		case c >= 'A' && c <= 'Z':
			k = 'A'
		case c >= '0' && c <= '9':
			k = '0'
		default:
			return 0, false
		}
		if class != 0 && k != class {
			return 0, false
		}
		class = k
	}
	return class, class != 0
}

// lowerIn reports whether m holds strings.ToLower(s), without building
// it when s is short ASCII.
func lowerIn(m map[string]bool, s string) bool {
	var buf [64]byte
	if len(s) > len(buf) {
		return m[strings.ToLower(s)]
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= utf8.RuneSelf {
			return m[strings.ToLower(s)]
		}
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf[i] = c
	}
	return m[string(buf[:len(s)])]
}

// sim is 1 − normalised edit distance.
func sim(a, b string) float64 {
	if a == b {
		return 1
	}
	na, nb := utf8.RuneCountInString(a), utf8.RuneCountInString(b)
	if na == 0 || nb == 0 {
		return 0
	}
	return 1 - float64(textdist.LevenshteinRunes(a, b))/float64(max(na, nb))
}

// maySim reports whether sim(a, b) can reach least, from the rune counts
// alone: the edit distance is at least their difference. False means
// sim(a, b) < least for certain; a and b must not be empty.
func maySim(a, b string, least float64) bool {
	na, nb := utf8.RuneCountInString(a), utf8.RuneCountInString(b)
	return 1-float64(max(na, nb)-min(na, nb))/float64(max(na, nb)) >= least
}
