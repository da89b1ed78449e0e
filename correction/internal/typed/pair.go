package typed

import (
	"slices"
	"sort"
	"strings"

	"github.com/cairnhq/cairn/correction/internal/scope"
	"github.com/cairnhq/cairn/internal/fold"
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
	ps, _ := pairsOf(message, prev)
	return ps
}

// Ambiguous reports a message whose pairs Pairs refuses because it gives
// two rights for one value of prev, about as likely ("only knows
// severity: page and severity: ticket"): another reading of the message
// must not pick one of them either. (Two values of prev that one right
// could replace are left to the other readings, which may know which.)
func Ambiguous(message, prev string) bool {
	_, amb := pairsOf(message, prev)
	return amb
}

func pairsOf(message, prev string) (kept []Pair, ambiguous bool) {
	if strings.TrimSpace(message) == "" || strings.TrimSpace(prev) == "" {
		return nil, false
	}
	c := newContext(message, prev)
	out := c.pairs()
	out = append(out, c.commands()...)
	out = append(out, c.renamedKeys()...)
	out = append(out, c.terseCallee()...)
	out = append(out, c.namedSettings()...)
	out = append(out, c.countedSettings()...)
	out = append(out, c.renamedCalls()...)
	out = siblingsLast(out)
	sort.SliceStable(out, func(i, j int) bool { return out[i].Score > out[j].Score })
	kept = out[:0]
	for _, p := range out {
		p = withoutStar(p)
		// A command of plain words ("docker image prune") is a value where
		// the output shows it as code and the message restates it.
		if elided(p.Right) || articled(p.Wrong) && !hasWhy(p, whyNegated) {
			continue // "histogram_quantile(0.99, ...)" is not a value; "the mysql" is prose, unless said wrong ("nil, not an error")
		}
		if k := strings.IndexAny(p.Wrong, "=:"); k > 0 && strings.EqualFold(strings.TrimSpace(p.Wrong[:k]), unquote(strings.TrimSpace(p.CoreRight))) {
			continue // "orderBy=\"orderBy\"": a setting's own name is not its value
		}
		if PartOfLarger(message, strings.TrimSpace(p.Right)) {
			continue // `">="&B1`: the value is a piece of the expression the message gives
		}
		command := p.Kind == Code && codeIn(prev, p.Wrong) && codeLine(p.Wrong) && codeLine(p.Right)
		if p.Score >= MinScore && p.Wrong != p.Right && strings.TrimSpace(p.Right) != "" && (command || Typed(stripArticle(p.Wrong)) && Typed(p.Right)) {
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
			if overlap && otherRight(a, b) && (!hasWhy(a, whyNegated) || hasWhy(b, whyNegated)) {
				return nil, true // "only knows severity: page and severity: ticket": two rights for one wrong
			}
			if overlap || sameVersion(a.Core, b.Core) && a.CoreRight == b.CoreRight {
				continue // one value, or the same value in two places (v2.4.0 is 2.4.0)
			}
			// Two wrongs one right could replace, or two rights for one
			// wrong, equally likely: ambiguous. Two independent pairs
			// (two values corrected in one message) are not.
			competing := a.CoreRight == b.CoreRight || strings.EqualFold(a.Core, b.Core)
			if competing && (!hasWhy(a, whyNegated) || hasWhy(b, whyNegated)) {
				return nil, false
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
	if len(kept) > 0 {
		kept[0] = c.bareWhereTwice(kept[0])
		kept[0] = c.alsoSegment(kept[0])
		kept[0] = c.calleeRename(kept[0])
	}
	return kept, false
}

// calleeRename turns a call replaced by a bare name ("apply(f, x=1)" →
// "map_elements", for "map_elements, not apply"), or the bare name of a
// function the output calls, into the rename of the function it calls, with its parenthesis and the dot of its receiver
// (".apply(" → ".map_elements("): the arguments stay. A call whose
// function the message does not name is left as it is.
func (c *context) calleeRename(p Pair) Pair {
	if strings.ContainsAny(p.Right, "() \t.-") || !isIdentLike(p.Right) {
		return p
	}
	open := strings.IndexByte(p.Wrong, '(')
	if open < 0 && isIdentLike(p.Wrong) && !strings.ContainsAny(p.Wrong, ".-") && p.End < len(c.prev) && c.prev[p.End] == '(' {
		// The bare name of a function the output calls: "gather" of
		// ".gather(items)".
		open = len(p.Wrong)
	} else if open <= 0 || !strings.HasSuffix(p.Wrong, ")") {
		return p
	}
	callee := p.Wrong[:open]
	name := callee[strings.LastIndexByte(callee, '.')+1:]
	if !isIdentLike(name) || strings.ContainsAny(name, ".-") || name == p.Right || wholeIndex(fold.Lower(c.msg), fold.Lower(name)) < 0 {
		return p
	}
	start := p.Start + len(callee) - len(name)
	w, r := name+"(", p.Right+"("
	if start > 0 && c.prev[start-1] == '.' {
		start--
		w, r = "."+w, "."+r
	}
	if start < 0 || start+len(w) > len(c.prev) || c.prev[start:start+len(w)] != w {
		return p
	}
	p.Wrong, p.Right, p.Start, p.End, p.Core, p.CoreRight = w, r, start, start+len(w), name, p.Right
	return p
}

// alsoSegment applies to a composite pair (an ARN, a URL, a path) a
// second value the message states by the role its segment has there:
// "the key is in eu-central-1, and the alias is halden-sops" for
// "arn:aws:kms:eu-west-1:…:alias/sops" changes the region and the segment
// after "alias/". The second value must extend or share its segment's
// name; otherwise the pair is returned as it is.
func (c *context) alsoSegment(p Pair) Pair {
	if len(p.Wrong) < 10 || !strings.ContainsAny(p.Wrong, ":/") || strings.ContainsAny(p.Wrong, " \t\n") {
		return p
	}
	for i, a := range c.ma {
		if c.msgPol[i] != Positive || a.Text == p.CoreRight || a.Text == p.Core || strings.ContainsAny(a.Text, " /:") ||
			(a.Kind != Ident && a.Kind != Word && a.Kind != Dotted) || len(a.Text) < 3 || c.inPrev(a) {
			continue
		}
		lower := fold.Lower(p.Right)
		for _, role := range rolesBefore(c.msg[:a.Start]) {
			for _, sep := range []string{"/", ":", "="} {
				k := strings.Index(lower, role+sep)
				if k < 0 || k > 0 && isIdentByte(lower[k-1]) {
					continue
				}
				start := k + len(role) + len(sep)
				end := start
				for end < len(p.Right) && strings.IndexByte("/:@?&#", p.Right[end]) < 0 {
					end++
				}
				seg := p.Right[start:end]
				if seg == "" || seg == a.Text || !(strings.Contains(a.Text, seg) || strings.Contains(seg, a.Text)) || !strings.Contains(p.Wrong, p.Right[k:end]) {
					continue
				}
				p.Right = p.Right[:start] + a.Text + p.Right[end:]
				return p
			}
		}
	}
	return p
}

// rolesBefore returns the nouns a message gives a value right before it,
// the last first: "alias" of "the alias is X", "id" and "key" of "the key
// id should be X", "alias" of "alias: X".
func rolesBefore(before string) []string {
	b := fold.Lower(strings.TrimRight(before, " "))
	for _, cue := range []string{" should be", " is now", " is", " =", ":"} {
		if !strings.HasSuffix(b, cue) {
			continue
		}
		f := strings.Fields(b[:len(b)-len(cue)])
		var out []string
		for k := len(f) - 1; k >= 0 && k >= len(f)-2; k-- {
			w := strings.Trim(f[k], ",;(")
			if len(w) < 2 || !isLetters(w) || stop[w] {
				break
			}
			out = append(out, w)
		}
		return out
	}
	return nil
}

// bareWhereTwice returns, for a pair widened to its context ("-P 3306")
// whose value of three characters or more stands as a whole value more
// than once in prev ("MYSQL_TCP_PORT=3306" too), the bare value's pair
// (3306 → 3307): the one port or version is stated twice, and fixing one
// statement would leave the answer contradicting itself.
func (c *context) bareWhereTwice(p Pair) Pair {
	if p.Core == "" || p.Wrong == p.Core || len(p.Core) < 3 || p.CoreRight == "" ||
		(p.Kind != Number && p.Kind != Version) || strings.ContainsAny(p.Core, " \t") {
		return p
	}
	n, first := 0, -1
	for i := 0; ; {
		k := strings.Index(c.prev[i:], p.Core)
		if k < 0 {
			break
		}
		at := i + k
		i = at + 1
		end := at + len(p.Core)
		vTag := p.Kind == Version && at > 0 && (c.prev[at-1] == 'v' || c.prev[at-1] == 'V') && (at == 1 || !isIdentByte(c.prev[at-2]))
		if at > 0 && !vTag && (isIdentByte(c.prev[at-1]) || c.prev[at-1] == '.') || end < len(c.prev) && (isIdentByte(c.prev[end]) || c.prev[end] == '.' && end+1 < len(c.prev) && isIdentByte(c.prev[end+1])) {
			continue // inside a longer value (a tag's "v" aside: v2.4.0 is 2.4.0)
		}
		if first < 0 {
			first = at
		}
		n++
	}
	if n < 2 {
		return p
	}
	return Pair{Wrong: p.Core, Right: p.CoreRight, Start: first, End: first + len(p.Core), Kind: p.Kind,
		Core: p.Core, CoreRight: p.CoreRight, Score: p.Score, Why: append(p.Why, "stated twice")}
}

// sameVersion reports two texts of one value, a tag's "v" aside.
func sameVersion(a, b string) bool {
	trim := func(s string) string { return strings.TrimPrefix(strings.TrimPrefix(s, "v"), "V") }
	return a == b || trim(a) == trim(b) && trim(a) != "" && trim(a)[0] >= '0' && trim(a)[0] <= '9'
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
	whyCase      = "the same name in the letter case the message asks for"
	whySibling   = "the one value of the output that shares its name's first or last parts"
	whyNear      = "the one name of the output it respells"
)

type context struct {
	msg, prev string
	ma, pa    []Atom
	mw        []word
	terse     bool
	// prevLower is prev lower-cased, for finding words.
	prevLower string
	// settingKeys counts the keys of prev's settings (key/value pairs,
	// options with a value); resetKeys are those the message gives a
	// value too. Both are filled by oneSetting, once.
	settingKeys map[string]int
	resetKeys   map[string]bool
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
	// returned and hypo memoise returnedBy and hypothetical per message
	// atom (0 not yet known, 1 false, 2 true): score asks once per pair.
	returned, hypo []uint8
	// siblings memoises siblingOf per message atom.
	siblings map[int]string
	// near memoises nearOf per message atom.
	near map[int]string
}

func newContext(message, prev string) *context {
	c := &context{msg: message, prev: prev, ma: Lex(message), pa: Lex(prev), mw: words(message), prevLower: fold.Lower(prev),
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
		if c.msgPol[i] != Negative && (inChoiceList(message, a.Start, a.End) || AddedAlongside(message, a.Start)) {
			// "if_exists is fail / replace / append": the choices, not the
			// one chosen; "only works when you also pass X": X goes beside
			// the value, it does not replace it.
			c.msgPol[i] = Neutral
		}
	}
	c.within = make([]bool, len(c.ma))
	openEnd := -1 // end of the outermost composite open
	for i, a := range c.ma {
		if a.Start < openEnd && a.Part {
			c.within[i] = true
		}
		// A key: value of the prose whose key the output does not have
		// ("it's Micrometer: http_server_requests_total", "wrong host:
		// x") is a label and its value, not a setting: the value is one.
		setting := a.Kind == KeyValue && (a.InCode || strings.Contains(c.prevLower, fold.Lower(a.Key)))
		composite := a.Kind == Call || a.Kind == Quoted || a.Kind == Code ||
			(setting || a.Kind == Flag && a.Key != "") && !c.inPrev(a)
		if !a.Part && composite && a.End > openEnd {
			openEnd = a.End
		}
	}
	return c
}

func atomKey(a Atom) string {
	if a.Kind == Word {
		return fold.Lower(a.Text)
	}
	return a.Text
}

// inPrev reports whether the message atom a stands in prev as an atom.
func (c *context) inPrev(a Atom) bool {
	if _, ok := c.byText[atomKey(a)]; ok {
		return true
	}
	if a.Kind == Word {
		if _, ok := c.byMention[fold.Lower(a.Text)]; ok {
			return true
		}
	}
	switch a.Kind {
	case Call, Code, Quoted, KeyValue:
		return containsWhole(c.prev, a.Text)
	}
	return false
}

// containsWhole reports whether t stands in s not glued to a longer name:
// "access_type=offline" does not stand in "access_type=offline_access".
func containsWhole(s, t string) bool {
	if t == "" {
		return false
	}
	whole := false
	EachOccurrence(s, t, func(at, end int) bool {
		before := at == 0 || !isIdentByte(t[0]) || !isIdentByte(s[at-1])
		after := end == len(s) || !isIdentByte(t[len(t)-1]) || !isIdentByte(s[end])
		whole = before && after
		return !whole
	})
	return whole
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
	// A quoted value named without its quotes ("EST is a fixed offset"
	// for 'EST').
	for _, p := range c.pa {
		if p.Kind != Quoted || len(p.Inner) < 2 || stop[fold.Lower(p.Inner)] {
			continue
		}
		for i, a := range c.ma {
			if a.Kind != Quoted && a.Text == p.Inner && len(out[mentionKey(p)]) < maxMentions {
				out[mentionKey(p)] = append(out[mentionKey(p)], mention{i, c.msgPol[i]})
			}
		}
	}
	for _, p := range c.pa {
		if (p.Kind == Call || p.Kind == KeyValue || p.Kind == Flag) && p.Key != "" {
			k := strings.TrimLeft(p.Key, "$")
			for i, a := range c.ma {
				if (a.Text == k || len(k) > 3 && strings.EqualFold(a.Text, k)) && !(c.keyOfSetting(a) && c.oneSetting(p) && !strings.Contains(p.Inner, "=")) {
					out[mentionKey(p)] = append(out[mentionKey(p)], mention{i, c.msgPol[i]})
				}
			}
		}
	}
	return out
}

// withoutStar drops the asterisk that marks a correction in chat
// ("manual*") from a right value that ends in it after a letter, where
// the wrong value has none: the star is no part of the value. (A glob
// ends in one after a separator: "logs/*", "app-*".)
func withoutStar(p Pair) Pair {
	r := p.CoreRight
	if len(r) < 3 || r[len(r)-1] != '*' || r[len(r)-2] == '*' || !isLetters(r[len(r)-2:len(r)-1]) || strings.Contains(p.Core, "*") ||
		!strings.HasSuffix(p.Right, r) {
		return p
	}
	p.CoreRight = r[:len(r)-1]
	p.Right = p.Right[:len(p.Right)-1]
	return p
}

// keyOfSetting reports whether the message atom a is the key of a
// setting the message writes with a value (`--type` of `--type=diff`):
// the setting given another value, not the output's value named again.
func (c *context) keyOfSetting(a Atom) bool {
	for _, b := range c.ma {
		if b.Start == a.Start && b.End > a.End && (b.Kind == KeyValue || b.Kind == Flag) && b.Key == a.Text {
			return true
		}
	}
	return false
}

// oneSetting reports whether p's key is the key of one setting of the
// output and the message gives a new value to no other setting of the
// output: where the output sets it twice (--type=full,
// --type=differential) or the message resets two settings, the key named
// again still says which. (A value made of settings, an LDAP name or a
// filter, is not freed either: the key may be one of its own.)
func (c *context) oneSetting(p Atom) bool {
	if c.settingKeys == nil {
		c.settingKeys = map[string]int{}
		for _, q := range c.pa {
			if (q.Kind == KeyValue || q.Kind == Flag) && q.Key != "" {
				c.settingKeys[q.Key]++
			}
		}
		c.resetKeys = map[string]bool{}
		for _, b := range c.ma {
			if (b.Kind == KeyValue || b.Kind == Flag) && b.Key != "" && c.settingKeys[b.Key] > 0 {
				c.resetKeys[b.Key] = true
			}
		}
	}
	if c.settingKeys[p.Key] != 1 {
		return false
	}
	for k := range c.resetKeys {
		if k != p.Key {
			return false
		}
	}
	return true
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
	return c.link(mi, ms, true)
}

// linkedInWords is linked without the forms that lean on commas alone
// ("Y, X was renamed"): a plain word needs the message's words ("Y, not
// X", "X to Y") to be the one put in X's place.
func (c *context) linkedInWords(mi int, ms []mention) bool {
	return c.link(mi, ms, false)
}

func (c *context) link(mi int, ms []mention, commas bool) bool {
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
		// "There's no X. Our Z is Y", "the shell doesn't read X. Its
		// startup file is Y": a clause that rejects X by what stands
		// before it, then a short one that states Y.
		if b.Start < a.Start && m.pol == Negative && a.Kind == b.Kind && a.Kind != Word && c.negatedBefore(m.atom) && statedNext(c.wordsIn(lo, hi)) {
			return true
		}
		// "X doesn't exist though, the constructor is Y", "X was removed
		// in 2.0. Use Y": a clause that says X is gone, then a short one
		// that states Y.
		if b.Start < a.Start && m.pol == Negative && a.Kind == b.Kind && a.Kind != Word && removedThenStated(c.wordsIn(lo, hi)) {
			return true
		}
		if !ok && b.Start > a.Start && commas && m.pol == Negative && a.Kind != Word &&
			(a.Kind == b.Kind || a.Kind == Ident && b.Kind == Word) {
			all := c.wordsIn(lo, hi)
			ws := make([]string, len(all))
			for i, w := range all {
				ws[i] = w.w
			}
			// "Use Y there. X is only the leaf", "use Y here, X is switched
			// off": Y's sentence or clause, then one that says X is wrong,
			// of Y's kind (or a plain word where Y is a name).
			if !c.negatedBefore(m.atom) && sentenceGap(ws) {
				return true
			}
			// "Could you use Y instead? We moved everything off X": Y
			// stated, then a short clause that leaves X.
			if c.negatedBefore(m.atom) && c.msgPol[mi] == Positive && rejectedNext(ws) {
				return true
			}
		}
		if !ok {
			// "X doesn't exist anymore, so that has to be Y": a clause that
			// rejects X, then one that states Y, a value of X's kind (not
			// what X is: "the gate is wrong. it should be B14").
			if b.Start < a.Start && m.pol == Negative && a.Kind == b.Kind && roleNouns[fold.Lower(b.Text)] == "" &&
				clauseLinked(c.wordsIn(lo, hi)) {
				return true
			}
			// "X is deprecated since the Bintray sunset, Y instead": a
			// clause that rejects X with its reason, then Y alone in the
			// next, stated as the replacement.
			if b.Start < a.Start && m.pol == Negative && a.Kind == b.Kind && a.Kind != Word && roleNouns[fold.Lower(b.Text)] == "" &&
				reasonLinked(c.wordsIn(lo, hi), c.wordsIn(a.End, min(len(c.msg), a.End+12))) {
				return true
			}
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
			if neg || commas && m.pol == Negative && onlyCommas(gap) {
				return true
			}
			// "The flag is Y. X was deleted …": two sentences side by
			// side, the second saying X is gone, of Y's kind.
			if commas && m.pol == Negative && sentenceGap(gap) && a.Kind == b.Kind && a.Kind != Word && !c.negatedBefore(m.atom) {
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
		if commas && m.pol == Negative && c.negatedBefore(m.atom) && len(gap) > 0 && onlyCommas(gap) {
			return true
		}
	}
	return false
}

// reasonLinked reports a gap between X and Y that opens by saying X is
// wrong (a negAfter cue), gives its reason in at most twelve words, and
// ends that clause at a comma or a full stop: after it, Y stands alone
// and "instead" follows it, or a cue that presents Y ("it's", "use")
// stands right before it.
func reasonLinked(gap, after []word) bool {
	if len(gap) < 2 || len(gap) > 16 {
		return false
	}
	ws := make([]string, len(gap))
	for i, w := range gap {
		ws[i] = w.w
	}
	n := longestCue(ws, negAfter, true)
	if n == 0 {
		return false
	}
	end := -1
	for i := len(ws) - 1; i >= n; i-- {
		if ws[i] == "," || ws[i] == "." || ws[i] == ";" {
			end = i
			break
		}
	}
	if end < 0 || end-n > 12 {
		return false
	}
	tail := ws[end+1:]
	if len(tail) == 0 {
		return len(after) > 0 && after[0].w == "instead"
	}
	return len(tail) <= 3 && longestCue(tail, posBefore, false) == len(tail)
}

// sentenceGap reports a gap that ends one sentence or clause and starts
// the next, after at most two words that only point at the place or the
// moment ("use Y there. X is only the leaf", "Y here, X was deleted").
func sentenceGap(gap []string) bool {
	if len(gap) == 0 || gap[len(gap)-1] != "." && gap[len(gap)-1] != "," || len(gap) > 3 {
		return false
	}
	for _, w := range gap[:len(gap)-1] {
		switch w {
		case "there", "here", "instead", "please", "now", "too", "then":
		default:
			return false
		}
	}
	return true
}

// rejectedNext reports whether ws, the words between a value Y and a
// value X after it, end Y's sentence (after at most two words that only
// point at the place or the moment) and open a short clause, at most six
// words, that leads to X: "Y instead? We moved every cluster off X".
func rejectedNext(ws []string) bool {
	end := -1
	for i, w := range ws {
		if w == "." {
			end = i
			break
		}
	}
	if end < 0 || !sentenceGap(ws[:end+1]) {
		return false
	}
	rest := ws[end+1:]
	if len(rest) == 0 || len(rest) > 6 {
		return false
	}
	for _, w := range rest {
		if w == "." || w == "," {
			return false
		}
	}
	return true
}

// statedNext reports whether ws, the words between a value X negated
// from before and a value Y, end X's clause (optionally after one noun:
// "there's no X scope, it's Y") and make one short clause that states Y:
// "X. Its startup file is Y", "X; it's Y".
// removedThenStated reports the words between X and Y of "X doesn't
// exist (though), the constructor is Y": a predicate that says X is gone
// or was never there, a comma or a full stop, then at most six words that
// state Y (statedNext's test), with no other negation.
func removedThenStated(ws []word) bool {
	k := slices.IndexFunc(ws, func(w word) bool { return w.w == "." || w.w == "," })
	if k <= 0 || k > 6 {
		return false
	}
	head := make([]string, k)
	for i, w := range ws[:k] {
		head[i] = w.w
	}
	if !removal(head) {
		return false
	}
	return statedNext(ws[k:])
}

// removal reports words that say a name is gone or was never there:
// "doesn't exist", "was removed", "is deprecated", "isn't a thing",
// optionally followed by "though", "anymore" or "in <version>".
func removal(ws []string) bool {
	j := strings.Join(ws, " ")
	for _, p := range []string{"doesn't exist", "does not exist", "dont exist", "don't exist", "doesnt exist", "no longer exists",
		"was removed", "were removed", "got removed", "has been removed", "is removed", "is gone", "are gone", "was dropped",
		"is deprecated", "was deprecated", "isn't a thing", "is not a thing", "isn't real", "was renamed", "got renamed"} {
		if rest, ok := strings.CutPrefix(j, p); ok {
			for _, f := range strings.Fields(rest) {
				if f != "though" && f != "anymore" && f != "any" && f != "more" && f != "in" && f != "since" && !strings.ContainsAny(f, "0123456789") {
					return false
				}
			}
			return true
		}
	}
	return false
}

func statedNext(ws []word) bool {
	i := 0
	if i < len(ws) && ws[i].w != "." && ws[i].w != "," {
		if roleNouns[ws[i].w] == "" && !thingNouns[ws[i].w] {
			return false
		}
		i++ // the noun after X
	}
	if i >= len(ws) || ws[i].w != "." && ws[i].w != "," {
		return false
	}
	rest := make([]string, 0, len(ws)-i-1)
	for _, w := range ws[i+1:] {
		if w.w == "." || w.w == "," || negWord(w.w) {
			return false // another sentence, or a negation: not the statement of Y
		}
		if w.w == ":" || w.w == "=" {
			return false // Y is another key's value ("… hang off trigger: Y")
		}
		rest = append(rest, w.w)
	}
	if len(rest) == 0 || len(rest) > 6 {
		return false
	}
	return longestCue(rest, posBefore, false) > 0
}

// thingNouns name what a value is, besides the role nouns: "there's no X
// scope", "X option".
var thingNouns = map[string]bool{"scope": true, "scopes": true, "flag": true, "option": true, "setting": true,
	"key": true, "variable": true, "var": true, "binary": true, "command": true, "package": true, "module": true,
	"plugin": true, "method": true, "function": true, "class": true, "type": true, "property": true,
	"attribute": true, "argument": true, "parameter": true, "param": true, "resource": true, "extension": true,
	"library": true, "crate": true, "gem": true, "label": true, "annotation": true, "job": true, "step": true,
	"stage": true, "target": true, "task": true, "rule": true, "policy": true, "mode": true, "overlay": true,
	"subcommand": true, "script": true, "service": true, "exporter": true, "directive": true, "keyword": true}

// negWord reports a word that negates.
func negWord(w string) bool {
	return w == "not" || w == "no" || w == "never" || strings.HasSuffix(w, "n't") || strings.HasSuffix(w, "nt") && negAux[w]
}

// clauseLinked reports whether the words between a value X and a value Y
// after it are a clause that rejects X ("doesn't exist anymore", "was
// removed"), a join ("so", "and", "."), and the words that state Y ("that
// has to be", "use", "it's"), with at most a few words of filler: the
// message puts Y in X's place across two clauses.
func clauseLinked(ws []word) bool {
	if len(ws) < 2 || len(ws) > 14 {
		return false
	}
	gap := make([]string, len(ws))
	for i, w := range ws {
		gap[i] = w.w
	}
	n := longestCue(gap, negAfter, true)
	if n == 0 {
		return false
	}
	rest := gap[n:]
	rest = rest[:len(rest)-longestCue(rest, posBefore, false)]
	if len(rest) == len(gap[n:]) || len(rest) > 5 {
		return false // no statement of Y, or too much between
	}
	joined := false
	for _, w := range rest {
		switch w {
		case ",", ".", "so", "and", "then", "hence", "but":
			joined = true
		case "anymore", "either", "now", "that", "it", "this", "which", "here", "there", "we", "you",
			"already", "recently", "last", "ago", "year", "month", "week", "quarter":
		default:
			return false
		}
	}
	return joined
}

// longestCue returns the length of the longest cue of cues that gap
// starts with (start) or ends with, or 0.
func longestCue(gap []string, cues [][]string, start bool) int {
	best := 0
	for _, c := range cues {
		if len(c) > len(gap) || len(c) <= best {
			continue
		}
		part := gap[len(gap)-len(c):]
		if start {
			part = gap[:len(c)]
		}
		if equalTail(part, c) {
			best = len(c)
		}
	}
	return best
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
	return negBeforeCues.match(before) || negatedVerb(before)
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
		if c.msgPol[i] == Negative || c.inPrev(a) && !c.newForOption(a) || c.mentionsPart(a) {
			continue
		}
		if c.within[i] || !c.candidateRight(i, a) {
			continue
		}
		out = append(out, i)
	}
	out = c.outsideAsides(out)
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

// outsideAsides drops the rights that stand in a parenthetical aside of
// the message ("9092 (9093 is the TLS listener)", "403 (or 404 if …)")
// when a right stands outside every aside: the aside qualifies the fix,
// it does not give another one.
func (c *context) outsideAsides(rights []int) []int {
	spans := AsideSpans(c.msg)
	if len(spans) == 0 {
		return rights
	}
	var out []int
	for _, i := range rights {
		if !InSpans(spans, c.ma[i].Start, c.ma[i].End) {
			out = append(out, i)
		}
	}
	if len(out) == 0 {
		return rights
	}
	return out
}

// PartOfLarger reports whether right stands in message only as a piece of
// a larger expression: joined to more by a concatenation (`">="&B1`,
// `"v" + version`) or glued to a text before it by a comma with no space
// (`#,##0.00` read from `#,##0.00`). A value found nowhere in message
// (adapted to the output) is not.
func PartOfLarger(message, right string) bool {
	if len(right) < 2 {
		return false
	}
	found := false
	every := EachOccurrence(message, right, func(s, e int) bool {
		found = true
		after := strings.TrimLeft(message[e:], " ")
		joined := len(after) >= 2 && (after[0] == '&' || after[0] == '+') && after[1] != '&' && after[1] != '+' &&
			(isWordByte(strings.TrimLeft(after[1:], " ")) || strings.HasPrefix(strings.TrimLeft(after[1:], " "), `"`))
		glued := s >= 2 && message[s-1] == ',' && message[s-2] != ' ' && !isDigitByte(message[s-2]) && !isDigitByte(right[0])
		return joined || glued
	})
	return found && every
}

// EachOccurrence calls f with the start and end of every occurrence of w
// in s, left to right and not overlapping, until f returns false; it
// reports whether f never did. w must not be empty.
func EachOccurrence(s, w string, f func(at, end int) bool) bool {
	for i := 0; i < len(s); {
		k := strings.Index(s[i:], w)
		if k < 0 {
			break
		}
		at := i + k
		i = at + len(w)
		if !f(at, i) {
			return false
		}
	}
	return true
}

// isWordByte reports whether s begins with a letter, a digit or '_'.
func isWordByte(s string) bool {
	if s == "" {
		return false
	}
	c := s[0]
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// AsideSpans returns the byte ranges of msg's parenthetical asides ("(9093
// is the TLS listener)"), outermost only. A parenthesis that follows a name
// is a call's, not an aside's.
func AsideSpans(msg string) [][2]int {
	var spans [][2]int
	depth, open := 0, 0
	for i := 0; i < len(msg); i++ {
		switch msg[i] {
		case '(':
			if depth == 0 && i > 0 && msg[i-1] != ' ' {
				continue
			}
			if depth == 0 {
				open = i
			}
			depth++
		case ')':
			if depth > 0 {
				depth--
				if depth == 0 {
					spans = append(spans, [2]int{open, i + 1})
				}
			}
		}
	}
	return spans
}

// InSpans reports whether [start, end) lies inside one of spans.
func InSpans(spans [][2]int, start, end int) bool {
	for _, sp := range spans {
		if start >= sp[0] && end <= sp[1] {
			return true
		}
	}
	return false
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
			after := j == len(p.Text) || strings.IndexByte("./:@=", p.Text[j]) >= 0 // "=": the tail of a pair's dotted key
			if before && after {
				return true
			}
		}
	}
	return false
}

// namedTailPrefix returns, for a dotted name of prev whose last segments
// the message names alone ("hibernate.batch_size" of
// "spring.jpa.properties.hibernate.batch_size"), the head the message
// left out, with its dot; otherwise "".
func (c *context) namedTailPrefix(p Atom) string {
	if p.Kind != Dotted {
		return ""
	}
	for _, a := range c.ma {
		if a.Kind == Dotted && strings.Contains(a.Text, ".") && len(a.Text) < len(p.Text) && strings.HasSuffix(p.Text, "."+a.Text) {
			return p.Text[:len(p.Text)-len(a.Text)]
		}
	}
	return ""
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
		return !stop[fold.Lower(a.Text)]
	}
	w := fold.Lower(a.Text)
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
		key := p.Text
		if p.Kind == Version {
			key = strings.TrimPrefix(strings.TrimPrefix(key, "v"), "V") // v2.4.0 is 2.4.0
		}
		if p.Part && (p.Kind == Word || p.Kind == Number && !c.partOfValue(p)) || seenText[key] {
			continue // words and numbers inside a call are its inputs
		}
		seenText[key] = true
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
			if (m.Kind == Number || m.Kind == Version) && pr.Wrong == p.Text && pr.Right == m.Text {
				// "displaysleep 10" for "displaysleep 600": the setting word
				// both give stays with the number, which alone says little.
				// A noun the role lexicon knows ("port 8080") names a
				// value that stands without it too.
				if w := settingWordBefore(c.msg, m.Start); w != "" && w == settingWordBefore(c.prev, p.Start) && roleNouns[fold.Lower(w)] == "" {
					pr.Wrong, pr.Right, pr.Start = w+" "+p.Text, w+" "+m.Text, p.Start-len(w)-1
				}
			}
			if m.Kind == Call && p.Kind == Call && pr.Right == m.Text && receiverOf(m.Key) == "" && receiverOf(p.Key) != "" &&
				strings.HasPrefix(pr.Wrong, receiverOf(p.Key)) {
				// "getMinutes()" for "now.getMinute()": the receiver stays.
				pr.Right = receiverOf(p.Key) + m.Text
			}
			if m.Kind == Call && p.Kind == Call && strings.HasPrefix(pr.Right, ".") && !strings.HasPrefix(pr.Wrong, ".") {
				// ".inc()" for the method "increment()" of "….increment()":
				// the output's dot is the wrong's, or the fix would double it.
				if pr.Start > 0 && c.prev[pr.Start-1] == '.' {
					pr.Wrong, pr.Start = "."+pr.Wrong, pr.Start-1
				} else {
					pr.Right = pr.Right[1:]
				}
			}
			if pre := c.namedTailPrefix(p); pre != "" && m.Kind == Dotted && !strings.HasPrefix(m.Text, pre) && strings.Count(pr.Right, m.Text) == 1 {
				// "hibernate.batch_size doesn't exist, it's
				// hibernate.jdbc.batch_size" for the key
				// spring.jpa.properties.hibernate.batch_size: the message
				// names the key's tail, and the fix keeps its head.
				pr.Right = strings.Replace(pr.Right, m.Text, pre+m.Text, 1)
			}
			if m.Kind == Number && pr.Wrong == p.Text && pr.Right == m.Text {
				// "200 OK" → "201 Created": a number with its name changes
				// with it; a name left behind would contradict the number.
				if wl, rl := labelAfter(c.prev, p.End), labelAfter(c.msg, m.End); wl != "" || rl != "" {
					if wl == "" || rl == "" {
						continue // one side names it, the other does not: not sure what to write
					}
					pr.Wrong, pr.Right, pr.End = p.Text+" "+wl, m.Text+" "+rl, p.End+1+len(wl)
				}
			}
			if m.Kind == Number && pr.Wrong == p.Text && pr.Right == m.Text {
				// "5 minutes" → "900 seconds": a number in another unit of
				// the same measure is written with its unit, or the output
				// would keep the old one ("900 minutes").
				if wu, ru := nextWord(c.prev, p.End), nextWord(c.msg, m.End); wu != ru && units[wu] != "" && units[wu] == units[ru] &&
					p.End < len(c.prev) && c.prev[p.End] == ' ' && m.End < len(c.msg) && c.msg[m.End] == ' ' {
					pr.Wrong, pr.Right, pr.End = p.Text+" "+wu, m.Text+" "+ru, p.End+1+len(wu)
					if c.prev[p.Start:pr.End] != pr.Wrong {
						continue // the unit spelled in capitals: not sure how to write it
					}
				}
			}
			if m.Kind == Number && pr.Wrong == p.Text && pr.Right == m.Text {
				// "14d" for "30 days": the unit the message writes on the
				// number is the output's unit word, written the output's way.
				if n, u := splitUnitSuffix(m.Text); n != "" && isDigits(p.Text) && p.End < len(c.prev) && c.prev[p.End] == ' ' {
					if wu := nextWord(c.prev, p.End); wu != "" && canonicalUnit[u] != "" && canonicalUnit[u] == canonicalUnit[wu] &&
						(strings.HasSuffix(wu, "s") || n == "1") {
						pr.Wrong, pr.Right, pr.End = p.Text+" "+wu, n+" "+wu, p.End+1+len(wu)
						if c.prev[p.Start:pr.End] != pr.Wrong {
							continue // the unit spelled in capitals: not sure how to write it
						}
					}
				}
			}
			pr.Score, pr.Why, pr.Kind, pr.Core, pr.CoreRight = min(s, 1), why, p.Kind, p.Text, m.Text
			out = append(out, pr)
		}
	}
	return out
}

// splitUnitSuffix splits "14d" into "14" and "d": digits, then letters
// only; else "", "".
func splitUnitSuffix(t string) (string, string) {
	i := 0
	for i < len(t) && t[i] >= '0' && t[i] <= '9' {
		i++
	}
	if i == 0 || i == len(t) {
		return "", ""
	}
	for j := i; j < len(t); j++ {
		if c := t[j]; !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
			return "", ""
		}
	}
	return t[:i], fold.Lower(t[i:])
}

// canonicalUnit names the unit of its spellings: "d", "day", "days".
var canonicalUnit = map[string]string{
	"ms": "ms", "millisecond": "ms", "milliseconds": "ms",
	"s": "second", "sec": "second", "secs": "second", "second": "second", "seconds": "second",
	"m": "minute", "min": "minute", "mins": "minute", "minute": "minute", "minutes": "minute",
	"h": "hour", "hr": "hour", "hrs": "hour", "hour": "hour", "hours": "hour",
	"d": "day", "day": "day", "days": "day", "w": "week", "wk": "week", "week": "week", "weeks": "week",
}

// mentionKey is the key mentions of a prev value are found by: names in
// lower case, other values as they are spelled.
func mentionKey(a Atom) string {
	switch a.Kind {
	case Word, Ident, Dotted:
		return fold.Lower(a.Text)
	}
	return a.Text
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
	// "key = value" written in a sentence ("… repos: line-length = 100"):
	// the prose lexer reads no pair over the spaces, but the key is there.
	if k := spacedKeyBefore(c.msg, m.Start); k != "" {
		if r := keyRole(k); r != "" {
			return r
		}
	}
	return nounRole(c.msg, m)
}

// spacedKeyBefore returns the key of "key = value" whose value starts at
// i of s, written with a space on each side of "=" (a config line quoted
// in prose), or "". The key is a name of code: letters, digits and
// "_", "-", "." inside.
func spacedKeyBefore(s string, i int) string {
	b := strings.TrimRight(s[:i], " ")
	if !strings.HasSuffix(b, "=") || strings.HasSuffix(b, "==") || strings.HasSuffix(b, "!=") || len(b) == len(s[:i]) {
		return ""
	}
	if len(b) < 2 || b[len(b)-2] != ' ' {
		return "" // "Restart= belongs in …": a key named in prose, no value after it
	}
	b = strings.TrimRight(b[:len(b)-1], " ")
	j := len(b)
	for j > 0 && (isIdentByte(b[j-1]) || b[j-1] == '-' || b[j-1] == '.') {
		j--
	}
	k := b[j:]
	if len(k) < 2 || !isIdentByte(k[0]) || j > 0 && b[j-1] != ' ' && b[j-1] != '`' && b[j-1] != '\n' {
		return ""
	}
	return k
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
	if a.Start > 0 && s[a.Start-1] == '>' && (strings.HasSuffix(s[:a.Start], "<version>") || strings.HasSuffix(fold.Lower(s[:a.Start]), "version>")) {
		return true // "<version>3.3.1</version>": a version element
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
	if name[0] >= 'A' && name[0] <= 'Z' && !sentenceInitial(s, k) {
		return true // "Python 3", "Kafka 3"; not "Return 401", capitalised as the sentence's first word
	}
	return sortOf(name) != ""
}

// sortOf returns the lexicon sort a single name belongs to, or "".
func sortOf(name string) scope.Sort {
	if strings.ContainsAny(name, ":/") {
		return "" // a reference (node:20, library/python): a value, not a scope's name
	}
	// Read inside a sentence: a name that is also a common word counts
	// only as the lexicon's guard allows ("Go" the language, not "go"
	// the verb of "results go in db 2").
	const lead = "the "
	ms := scope.Find(lead + name)
	if len(ms) == 1 && ms[0].Start == len(lead) && ms[0].End == len(lead)+len(name) && !strings.HasPrefix(string(ms[0].Sort), string(scope.Qualified)) &&
		ms[0].Sort != scope.Protocol {
		// A protocol ("gRPC", "HTTP") is said of the values around it
		// ("4318 is http/protobuf"), rarely replaced by another.
		return ms[0].Sort
	}
	return ""
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
own separate different dedicated whole entire particular specific existing
nothing everything someone anyone everyone back just even much many few lot lots bit`) {
		stop[w] = true
	}
}

// HistoryPoint reports a value s names as the point something changed at
// ("gone since PG 12", "removed in 3.0", "as of Django 4", "until v2"):
// one of the cues, then the value, with at most one name between them.
// It is history, not the value to use, unless the value it would replace
// is such a point too.
func HistoryPoint(s string, start int) bool {
	ws := strings.Fields(fold.Lower(s[max(0, start-48):start]))
	if len(ws) > 0 && start > 0 && s[start-1] != ' ' {
		ws = ws[:len(ws)-1] // a part of a longer token: its own text is no cue
	}
	for skip := 0; skip <= 1 && skip < len(ws); skip++ {
		w := ws[:len(ws)-skip]
		if skip == 1 && !isLetters(strings.Trim(ws[len(ws)-1], ",")) {
			break
		}
		n := len(w)
		if n == 0 {
			break
		}
		switch last := strings.Trim(w[n-1], ",;:("); {
		case last == "since" || last == "until":
			return true
		case last == "of" && n >= 2 && w[n-2] == "as":
			return true
		case last == "in" && n >= 2 && historyVerbs[strings.Trim(w[n-2], ",")]:
			return true
		case last == "in" && skip == 0 && historyClause(w[:n-1]):
			// "sql_alchemy_conn moved from [core] to [database] in 2.3"
			return true
		}
	}
	return false
}

// historyClause reports words, back to the start of their clause, that
// hold a verb of change: "moved from [core] to [database]".
func historyClause(ws []string) bool {
	for k := len(ws) - 1; k >= 0 && k >= len(ws)-8; k-- {
		w := ws[k]
		if strings.HasSuffix(w, ".") || strings.HasSuffix(w, ";") {
			return false
		}
		if historyVerbs[strings.Trim(w, ",")] {
			return true
		}
		if strings.HasSuffix(w, ",") {
			return false
		}
	}
	return false
}

// historyVerbs say that something changed in a release: "removed in 3.0".
var historyVerbs = map[string]bool{"removed": true, "dropped": true, "deprecated": true, "gone": true,
	"deleted": true, "retired": true, "changed": true, "renamed": true, "moved": true}

// inChoiceList reports a value of a list of choices the message spells
// with slashes ("fail / replace / append", "minute/hour/day"): it names
// what may be written, not the one to write.
func inChoiceList(s string, start, end int) bool {
	after := strings.TrimLeft(s[end:min(len(s), end+3)], " ")
	before := strings.TrimRight(s[max(0, start-3):start], " ")
	return strings.HasPrefix(after, "/") && end+1 < len(s) || strings.HasSuffix(before, "/") && start > 1 && s[start-1] != '/' ||
		strings.HasSuffix(before, "/") && start > 1 && s[start-2] == ' '
}

// AddedAlongside reports a value of s that a cue just before it ("also
// pass", "as well as", "together with", "plus", "add" or "append" right
// before it) adds beside another: not a replacement of anything.
func AddedAlongside(s string, start int) bool {
	ws := strings.Fields(fold.Lower(s[max(0, start-40):start]))
	if len(ws) > 0 && start > 0 && s[start-1] != ' ' {
		ws = ws[:len(ws)-1]
	}
	if n := len(ws); n > 0 && (ws[n-1] == "add" || ws[n-1] == "append") && (n == 1 || !addCommand[strings.Trim(ws[n-2], "`$")]) {
		return true
	}
	for k := len(ws) - 1; k >= 0 && k >= len(ws)-3; k-- {
		switch strings.Trim(ws[k], ",;:") {
		case "also", "additionally", "plus":
			return true
		}
	}
	n := len(ws)
	if n >= 2 && (ws[n-2] == "together" || ws[n-2] == "along") && ws[n-1] == "with" {
		return true
	}
	return n >= 3 && ws[n-3] == "as" && ws[n-2] == "well" && ws[n-1] == "as"
}

// addCommand are the tools whose "add" subcommand takes the value ("git
// add -p", "poetry add httpx"): the value is the argument, not an addition.
var addCommand = map[string]bool{"git": true, "npm": true, "yarn": true, "pnpm": true, "bun": true, "poetry": true,
	"uv": true, "cargo": true, "helm": true, "go": true, "dotnet": true, "ng": true, "apk": true, "brew": true,
	"rustup": true, "ssh": true, "conda": true, "pipx": true, "nx": true, "svn": true, "hg": true}

// otherRight reports two pairings of one wrong value with different
// right values: neither right holds the other's value ("severity: ticket"
// and "severity: page"; not "severity: page" and "page").
func otherRight(a, b Pair) bool {
	ar, br := strings.TrimSpace(a.CoreRight), strings.TrimSpace(b.CoreRight)
	return ar != "" && br != "" && !strings.Contains(a.Right, br) && !strings.Contains(b.Right, ar)
}
