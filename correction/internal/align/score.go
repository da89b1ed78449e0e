package align

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/cairnhq/cairn/internal/fold"
	"github.com/cairnhq/cairn/internal/textdist"
)

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
	w := fold.Lower(rest[i:j])
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
