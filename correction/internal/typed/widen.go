package typed

// Widening a pair of values to their context: the key of a key/value
// pair, the option before a value, the call around an argument.

import (
	"strings"

	"github.com/cairnhq/cairn/internal/fold"
)

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
	if m.Kind == Flag && m.Key != "" && p.Kind == Flag && !strings.Contains(p.Text, "=") && p.End < len(c.prev) && c.prev[p.End] == '=' {
		// "--mem-per-cpu=4G" for the "--mem" of "--mem=4G": the option
		// with its value, or the fix would leave "=4G" after its own.
		end := p.End + 1
		for end < len(c.prev) && !strings.ContainsRune(" \t\n`'\"", rune(c.prev[end])) {
			end++
		}
		return Pair{Wrong: c.prev[p.Start:end], Right: m.Text, Start: p.Start, End: end}
	}
	if m.Kind == p.Kind && (m.Kind == KeyValue || m.Kind == Call || m.Kind == Flag && m.Key != "") {
		if m.Kind == KeyValue && m.Key != "" && strings.HasSuffix(p.Key, "."+m.Key) && strings.HasPrefix(m.Text, m.Key) {
			// "cudnn.benchmark = False" for "torch.backends.cudnn.benchmark
			// = True": the message shortens the output's key, and the fix
			// keeps it whole.
			right = p.Key + m.Text[len(m.Key):]
		}
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
	// The tail of a path, written from a segment the path has: "our prod
	// overlay is overlays/live" for apps/orders/overlays/prod.
	if r, ok := tailPath(p, m); ok {
		return Pair{Wrong: p.Text, Right: r, Start: p.Start, End: p.End}
	}
	// A segment of a path is replaced inside it, by a value of its size.
	if p.Part && strings.Count(m.Text, "/")+strings.Count(m.Text, ":")+strings.Count(m.Text, "@") <= strings.Count(p.Text, "/")+strings.Count(p.Text, ":")+strings.Count(p.Text, "@") {
		for k := range c.pa {
			q := c.pa[k]
			if q.Kind == Path && q.Start <= p.Start && q.End >= p.End && q.Text != p.Text {
				r := c.prev[q.Start:p.Start] + right + c.prev[p.End:q.End]
				// The message wrote the whole path, otherwise than the
				// segment swap gives ("s3://acme-prod-logs/2026/11/" for
				// "s3://acme-logs/prod/2026/11/" drops "prod/" too): its
				// path is the fix.
				if mq := c.pathAround(m); mq != "" && mq != r && sameScheme(mq, q.Text) {
					r = mq
				}
				return Pair{Wrong: q.Text, Right: r, Start: q.Start, End: q.End}
			}
			if q.Start > p.Start {
				break
			}
		}
	}
	// A value right after an option: "--region us-east-1", "-n default".
	// The message's own option before the value, another one, goes with
	// it: "--group orders-svc" for "--topic orders".
	if f := c.atomBefore(p); f != nil && f.Kind == Flag && f.Key == "" && p.Kind != Flag {
		if mf := c.optionBeforeInMessage(m); mf != nil && mf.Text != f.Text {
			return Pair{Wrong: c.prev[f.Start:p.End], Right: c.msg[mf.Start:m.Start] + right, Start: f.Start, End: p.End}
		}
		return Pair{Wrong: c.prev[f.Start:p.End], Right: c.prev[f.Start:p.Start] + right, Start: f.Start, End: p.End}
	}
	// "key: value" in prose or YAML.
	if p.Start >= 2 && c.prev[p.Start-1] == ' ' && c.prev[p.Start-2] == ':' {
		k := p.Start - 2
		j := k
		for j > 0 && (isIdentByte(c.prev[j-1]) || c.prev[j-1] == '.' || c.prev[j-1] == '-') {
			j--
		}
		if j < k && !stop[fold.Lower(c.prev[j:k])] && (j == 0 || c.prev[j-1] == ' ' || c.prev[j-1] == '\n' || c.prev[j-1] == '`' || c.prev[j-1] == '{') {
			return Pair{Wrong: c.prev[j:p.End], Right: c.prev[j:p.Start] + right, Start: j, End: p.End}
		}
	}
	// A small number compared in code ("ws.readyState === 2"): the number
	// alone means nothing, the name it is compared with says what it is.
	if p.Kind == Number && m.Kind == Number && p.InCode && len(p.Text) <= 3 {
		if j, ok := comparedName(c.prev, p.Start); ok {
			return Pair{Wrong: c.prev[j:p.End], Right: c.prev[j:p.Start] + right, Start: j, End: p.End}
		}
	}
	// "nil, not an error": the article goes with the wrong word when the
	// message keeps it there and gives the right one without.
	if p.Kind == Word {
		if art := articleBefore(c.prev, p.Start); art != "" && articleBefore(c.msg, m.Start) == "" &&
			strings.Contains(fold.Lower(c.msg), art+" "+fold.Lower(p.Text)) {
			start := p.Start - len(art) - 1
			return Pair{Wrong: c.prev[start:p.End], Right: right, Start: start, End: p.End}
		}
	}
	return Pair{Wrong: p.Text, Right: right, Start: p.Start, End: p.End}
}

// optionBeforeInMessage returns the option standing right before the
// message value m, one space between ("--group orders-svc"), or nil.
func (c *context) optionBeforeInMessage(m Atom) *Atom {
	if m.Start < 2 || c.msg[m.Start-1] != ' ' {
		return nil
	}
	for i := range c.ma {
		a := &c.ma[i]
		if a.End == m.Start-1 && a.Kind == Flag && a.Key == "" && len(a.Text) >= 2 {
			return a
		}
	}
	return nil
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
	w := fold.Lower(s[k:j])
	if (w == "a" || w == "an" || w == "the") && (k == 0 || !isIdentByte(s[k-1])) {
		return w
	}
	return ""
}

// articleAdjectiveBefore reports an article and one word of lower-case
// letters right before s[i:]: "an installable on-edit trigger".
func articleAdjectiveBefore(s string, i int) bool {
	if i < 2 || s[i-1] != ' ' {
		return false
	}
	k := i - 1
	for k > 0 && s[k-1] >= 'a' && s[k-1] <= 'z' {
		k--
	}
	if k == i-1 || k < 2 || s[k-1] != ' ' {
		return false
	}
	return articleBefore(s, k) != ""
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
	if len(wrong) > 1 && strings.ToUpper(wrong) == wrong && fold.Lower(wrong) != wrong && fold.Lower(right) == right && (isLetters(right) || isAlnum(right) && !isDigits(right)) {
		return strings.ToUpper(right)
	}
	// A lower-case name with a number ("e2-standard-2") keeps its case
	// where the message capitalises its parts ("E2-Standard-8").
	if strings.Contains(wrong, "-") && fold.Lower(wrong) == wrong && strings.Contains(right, "-") &&
		strings.ContainsAny(right, "0123456789") && !strings.ContainsAny(right, "_./=:") {
		// (a value after "=" or ":" keeps its own case: "--mem-per-cpu=4G")
		return fold.Lower(right)
	}
	return right
}

// pathAround returns the path of the message that m is a segment of, or "".
func (c *context) pathAround(m Atom) string {
	for _, q := range c.ma {
		if q.Kind == Path && q.Start <= m.Start && q.End >= m.End && q.Text != m.Text {
			return q.Text
		}
	}
	return ""
}

// sameScheme reports whether two paths begin alike up to their first
// separator ("s3://", "/var", "gs://"): the same kind of location.
func sameScheme(a, b string) bool {
	i := strings.IndexAny(a, ":/")
	j := strings.IndexAny(b, ":/")
	return i >= 0 && i == j && a[:i+1] == b[:j+1]
}

// tailPath returns the path p with its last segments replaced by m, where
// m is a relative path of two segments or more, shorter than p, whose
// first segment is the segment of p it starts from ("overlays/live" for
// "apps/orders/overlays/prod" gives "apps/orders/overlays/live").
func tailPath(p, m Atom) (string, bool) {
	if p.Kind != Path || m.Kind != Path || p.Part || strings.Contains(m.Text, "://") || strings.Contains(p.Text, "://") ||
		strings.HasPrefix(m.Text, "/") || strings.HasPrefix(m.Text, "~") || strings.HasPrefix(m.Text, ".") {
		return "", false
	}
	ms := strings.Split(strings.TrimSuffix(m.Text, "/"), "/")
	ps := strings.Split(strings.TrimSuffix(p.Text, "/"), "/")
	k, n := len(ms), len(ps)
	if k < 2 || k >= n || ms[0] == "" || ps[n-k] != ms[0] {
		return "", false
	}
	r := strings.Join(ps[:n-k], "/") + "/" + strings.TrimSuffix(m.Text, "/")
	if strings.HasSuffix(p.Text, "/") {
		r += "/"
	}
	return r, r != p.Text
}

// comparedName returns the start of "name op " before byte i of s, where
// op compares ("===", "==", "!=", "!==", "<=", ">=", "<", ">") and name is
// a dotted name of code ("ws.readyState"), and whether there is one.
func comparedName(s string, i int) (int, bool) {
	j := i
	for j > 0 && s[j-1] == ' ' {
		j--
	}
	k := j
	for k > 0 && strings.IndexByte("=!<>", s[k-1]) >= 0 && j-k < 3 {
		k--
	}
	switch s[k:j] {
	case "===", "==", "!=", "!==", "<=", ">=", "<", ">":
	default:
		return 0, false
	}
	for k > 0 && s[k-1] == ' ' {
		k--
	}
	n := k
	for n > 0 && (isIdentByte(s[n-1]) || s[n-1] == '.' && n > 1 && isIdentByte(s[n-2])) {
		n--
	}
	if n == k || !isIdentByte(s[n]) || s[n] >= '0' && s[n] <= '9' {
		return 0, false
	}
	return n, true
}

// predicateAdjective reports a compound adjective of prose said of its
// subject after a verb of being ("names are case-sensitive", "the client
// is thread-safe", "it's not backwards-compatible"): a compound of
// lower-case words whose last part is an adjective. A value after the
// same verbs ("the namespace is payments-prod") ends in a name.
func predicateAdjective(s string, a Atom) bool {
	if !lettersCompound(a.Text) || !adjectiveEnding(a.Text[strings.LastIndexByte(a.Text, '-')+1:]) {
		return false
	}
	w := prevWord(s, a.Start)
	if predicateAdverbs[w] {
		i := strings.LastIndex(fold.Lower(s[:a.Start]), w)
		w = prevWord(s, max(i, 0))
	}
	return copulas[w]
}

// copulas are the verbs of being an adjective of prose follows.
var copulas = map[string]bool{
	"is": true, "are": true, "was": true, "were": true, "be": true, "been": true, "being": true,
	"it's": true, "they're": true, "that's": true, "isn't": true, "aren't": true, "stays": true, "remain": true,
	"remains": true, "become": true, "becomes": true, "seems": true, "looks": true,
}

// predicateAdverbs stand between a verb of being and its adjective.
var predicateAdverbs = map[string]bool{
	"not": true, "always": true, "never": true, "also": true, "fully": true, "all": true, "still": true,
	"only": true, "now": true, "both": true, "really": true, "strictly": true,
}

// adjectiveEnding reports the last part of a compound adjective:
// "sensitive", "safe", "compatible", "only", "aware", "specific".
func adjectiveEnding(w string) bool {
	switch w {
	case "safe", "only", "aware", "specific", "friendly", "free", "proof", "agnostic", "wide", "bound",
		"heavy", "critical", "dependent", "independent", "based", "scoped", "ready", "native", "level":
		return true
	}
	for _, suf := range []string{"ive", "able", "ible", "ful", "less", "ous"} {
		if len(w) > len(suf)+2 && strings.HasSuffix(w, suf) {
			return true
		}
	}
	return false
}

// isAlnum reports a non-empty string of ASCII letters and digits.
func isAlnum(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isAlnumByte(s[i]) {
			return false
		}
	}
	return s != ""
}
