package feature

import (
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/cairnhq/cairn/correction/internal/align"
	"github.com/cairnhq/cairn/correction/internal/typed"
	"github.com/cairnhq/cairn/internal/fold"
)

// Form of an extraction that aligned typed values rather than matched a
// phrase.
const FormAligned = "aligned"

// bestExtraction combines the phrase forms of Extract with the typed-value
// alignment of package align. The alignment is preferred: it knows the
// kind of each value and widens the pair to its key or call. A phrase form
// is kept when nothing aligned and its spans are sane (whole words of the
// output, balanced brackets, short). prevLower is lowerASCII(prev).
//
// A typed pair (package typed) answers first: one value of the output and
// the value of the same kind the message states in its place. Otherwise
// the phrase forms and the older alignment answer, and what they locate
// is kept only when it is a typed replacement (typed.Plausible): a clause
// or a fragment of prose is never located, so never substituted. A pair
// that only capitalises a name the message writes at the start of its
// sentences (sentenceCase), or that appends an extension to name a file
// the message places something in (fileOfPlace), is not located either.
func bestExtraction(message, prev, prevLower string, pairs []align.Candidate) Extraction {
	ex := bestPair(message, prev, prevLower, pairs)
	if ex.Located && (sentenceCase(ex, message) || fileOfPlace(ex, message) || mojibake(ex)) {
		return Extraction{}
	}
	return ex
}

// mojibake reports a pair whose right side is its wrong side's text
// decoded in the wrong charset ("Müller" → "MÃ¼ller"): what the message
// shows going wrong, not a fix.
func mojibake(ex Extraction) bool {
	return !strings.ContainsAny(ex.Original, "Ãâ") && (strings.Contains(ex.Corrected, "Ã") || strings.Contains(ex.Corrected, "â€"))
}

// bestPair is bestExtraction before the checks every located pair passes.
func bestPair(message, prev, prevLower string, pairs []align.Candidate) Extraction {
	ex := withCommandGroup(withReceiver(withOperator(bestExtractionOf(message, prev, prevLower, pairs), message, prev)), message, prev)
	ex = withSubcommand(ex, message, prev)
	ex = withReceiverChain(withMentionedTail(ex, message, prev), prev)
	ex = withEdges(withoutAside(withReorder(ex, prev)), message, prev)
	ex = withOneOf(asInsertion(asExtension(ex), message), message, prev)
	ex = withSameMember(ex, prev)
	ex = withCallArguments(ex, message, prev)
	ex = asWrittenInsertion(withKeyPrefix(withStatedFrame(withNamedKey(withNamedValue(withOperators(ex, message), message, prev), message, prev), message, prev)), message, prev)
	ex = withFlagValue(withoutLeadVerb(withKeywordValue(ex, message, prev)), message)
	ex = withSiblingRename(ex, message, prev)
	ex = withoutPrepositionTail(ex)
	ex = withSplicedRight(ex, message)
	ex = withKeyValue(ex, message, prev)
	ex = withKeptOptionValue(ex, message)
	ex = valueOfProse(ex, prev)
	if ex.Located && (proseRight(ex) || placeholderRight(ex.Original, ex.Corrected) || proseInValue(ex.Original, ex.Corrected, message) || quotesOnly(ex.Original, ex.Corrected) || styleAmbiguous(ex.Original, ex.Corrected, prev) || addressForVersion(ex.Original, ex.Corrected)) {
		ex.Located = false
	}
	if ex.Located && (!typed.Replaceable(ex.Original, ex.Corrected) || shouted(ex.Original, ex.Corrected, message) ||
		typed.Requirement(message, ex.Corrected) || writtenTogether(ex, message, prev) ||
		calleeForValue(ex, message, prev) || methodForMember(ex, message, prev) || acronymForName(ex, message) || typed.Returned(message, prev, ex.Corrected) || unitSlip(ex, message) || prepositionLed(ex.Corrected, ex.Original) || prepositionTail(ex.Corrected, ex.Original) || ownNameAsValue(ex.Original, ex.Corrected) || regexFor(ex.Original, ex.Corrected) || optionOfOtherCommand(ex, message, prev) || namesTheCall(ex.Original, ex.Corrected) || verbValue(ex.Corrected) || otherOptionValue(ex, message) ||
		typed.PartOfLarger(message, strings.TrimSpace(ex.Corrected)) || midToken(prev, strings.TrimSpace(ex.Original)) || insufficientThenNeeds(ex, message) || rejectedElsewhere(ex, message, prev)) {
		// The last: a replacement led by a preposition the original lacks
		// ("in django.shortcuts") is a phrase of the message, not a value.
		ex.Located = false
	}
	return withDigitsSpelled(ex)
}

// proseRight reports a right side that is the message's sentence, not a
// value: three or more words of letters that the wrong side does not hold,
// one of them a function word in lower case ("Scripts and styles get
// enqueued on wp_enqueue_scripts" for "init", "the bootloader goes at
// 0x1000" for "0x0"), or words spliced inside a value that has no spaces
// ("…iot.things live in eu-central-1.amazonaws.com" for
// "…iot.us-east-1.amazonaws.com"). Such a pair would write prose into code;
// the correction is kept as context. A corrected code block is code.
func proseRight(ex Extraction) bool {
	if ex.Form == FormCodeBlock {
		return false
	}
	o, c := strings.TrimSpace(ex.Original), strings.TrimSpace(ex.Corrected)
	held := map[string]bool{}
	for _, w := range strings.Fields(o) {
		held[strings.Trim(w, ".,;:!?\"'()`")] = true
	}
	// Words inside brackets are code's ("sum by (le) (rate(…))").
	var top strings.Builder
	depth := 0
	for _, r := range c {
		switch r {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth = max(0, depth-1)
		default:
			if depth == 0 {
				top.WriteRune(r)
			}
		}
	}
	words, function := 0, false
	for _, w := range strings.Fields(top.String()) {
		w = strings.Trim(w, ".,;:!?\"'`")
		if held[w] || !isLetters(w) {
			continue
		}
		words++
		function = function || functionWords[w]
	}
	if words >= 3 && function {
		return true
	}
	if strings.ContainsAny(o, " \t\n") {
		return false
	}
	i, j := typed.CommonEnds(o, c)
	if i == 0 || j == 0 || i+j > len(c) {
		return false
	}
	mid := c[i : len(c)-j]
	for _, w := range strings.Fields(mid) {
		if functionWords[w] && strings.ContainsAny(mid, " \t") {
			return true
		}
	}
	return false
}

// valueOfProse narrows the right side of "Y, not X" that is the message's
// sentence ("interval defaults to 30s" for "10s") to the value it ends
// with, next to the rejected one, when that value is of the wrong side's
// kind and new to the output ("30s"). Otherwise the pair stays prose, and
// proseRight keeps it from being located.
func valueOfProse(ex Extraction, prev string) Extraction {
	if !ex.Located || ex.Form != FormXNotY || !proseRight(ex) {
		return ex
	}
	w := strings.TrimSpace(ex.Original)
	if i, j := typed.CommonEnds(w, strings.TrimSpace(ex.Corrected)); i > 0 && j > 0 {
		return ex // words spliced inside a value: no value of the message's
	}
	var last string
	lastAt := 0
	for _, a := range typed.Lex(ex.Corrected) {
		if !a.Part {
			last, lastAt = a.Text, a.Start
		}
	}
	if last == "" || functionWords[last] || strings.Contains(prev, last) || !typed.SameKind(w, last) {
		return ex
	}
	// A plain word is the value only right after a function word ("gets a
	// Collider", "under message"); after another word it is the head of a
	// name ("the archive bucket", "the billing namespace").
	if isLetters(last) {
		before := strings.Fields(ex.Corrected[:lastAt])
		if len(before) == 0 || !functionWords[before[len(before)-1]] {
			return ex
		}
	}
	ex.Corrected = last
	return ex
}

// placeholderRight reports a right side that is a template, not a value:
// it holds a placeholder the wrong side does not — a name in angle
// brackets where the wrong side has no markup ("s3://bucket/<project>/",
// "bootstrap gui/$(id -u) <plist>"), or capitalised words standing for
// values ("HOST:CONTAINER") where the wrong side spells values
// ("postgres:16"). The message explains a syntax; the value is the user's.
func placeholderRight(wrong, right string) bool {
	if !strings.ContainsAny(wrong, "<>") {
		for i := strings.IndexByte(right, '<'); i >= 0; {
			j := strings.IndexByte(right[i:], '>')
			if j < 0 {
				break
			}
			if name := right[i+1 : i+j]; name != "" && strings.IndexFunc(name, func(r rune) bool {
				return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r == '_' || r == '-')
			}) < 0 {
				return true
			}
			k := strings.IndexByte(right[i+1:], '<')
			if k < 0 {
				break
			}
			i += 1 + k
		}
	}
	if strings.IndexFunc(wrong, func(r rune) bool { return r >= 'a' && r <= 'z' || r >= '0' && r <= '9' }) < 0 {
		return false // the wrong side is written in capitals too ("CURRENCY:USD/EUR")
	}
	for _, f := range strings.FieldsFunc(right, func(r rune) bool { return r == ' ' || r == '"' || r == '\'' || r == '=' || r == ',' }) {
		parts := strings.FieldsFunc(f, func(r rune) bool { return r == ':' || r == '/' || r == '@' })
		if len(parts) < 2 || strings.Contains(wrong, f) {
			continue
		}
		all := true
		for _, p := range parts {
			if len(p) < 3 || strings.IndexFunc(p, func(r rune) bool { return r < 'A' || r > 'Z' }) >= 0 {
				all = false
				break
			}
		}
		if all {
			return true
		}
	}
	return false
}

// functionWords are the words of prose that no value is made of, as
// written in a sentence (lower case: "FROM" and "AS" are SQL). Narrower
// than stopWords, which also holds verbs that name commands ("show",
// "list", "get").
var functionWords = map[string]bool{
	"the": true, "a": true, "an": true, "and": true, "or": true, "but": true, "of": true, "to": true, "in": true,
	"on": true, "at": true, "for": true, "with": true, "under": true, "over": true, "into": true, "from": true,
	"by": true, "is": true, "are": true, "was": true, "were": true, "be": true, "it": true, "its": true,
	"this": true, "that": true, "these": true, "those": true, "we": true, "our": true, "you": true, "your": true,
	"they": true, "their": true, "has": true, "have": true, "does": true, "so": true, "because": true,
}

// withSplicedRight checks a right side the message never writes whole.
// Such a right is the original with a part changed, and the message writes
// that part only inside a value of its own that is built like the right
// one but differs from it elsewhere: "proxy.istio.io/config" for a right
// "proxy.istio.io/holdApplicationUntilProxyStarts", "http://localhost:5180"
// for a right "https://localhost:5180". The pair splices two values into
// one nobody gave. Where both are addresses of the same host, the
// message's whole address is the right; otherwise the pair is not located.
func withSplicedRight(ex Extraction, message string) Extraction {
	o, c := strings.TrimSpace(ex.Original), strings.TrimSpace(ex.Corrected)
	if !ex.Located || c == "" || strings.Contains(fold.Lower(message), fold.Lower(c)) {
		return ex
	}
	// The changed part of c, widened to the run of letters and digits
	// around it ("5180" of "…:5180", not "18").
	i, j := typed.CommonEnds(o, c)
	a, b := runAround(c, i, len(c)-j, isAlnumByte)
	if a >= b {
		return ex
	}
	run, rest := c[a:b], c[:a]+" "+c[b:]
	var spliced string
	for _, f := range strings.Fields(message) {
		t := strings.Trim(f, ".,;:!?\"'()`[]{}")
		if !strings.Contains(t, run) {
			continue
		}
		if strings.Contains(c, t) {
			return ex // the message writes that part as a piece of the right
		}
		// Built like the right: they share a name outside the changed
		// part (".istio.io/", "localhost", the ".io" of a registry).
		other := strings.Replace(t, run, " ", 1)
		for _, w := range strings.FieldsFunc(fold.Lower(other), func(r rune) bool { return !isAlnumByte(byte(r)) || r > 127 }) {
			// A name of four letters or more, or a domain's label (".io").
			shared := slices.Contains(strings.FieldsFunc(fold.Lower(rest), func(r rune) bool { return !isAlnumByte(byte(r)) || r > 127 }), w)
			if shared && !isDigits(w) && (len(w) >= 4 || len(w) >= 2 && strings.Contains(fold.Lower(other), "."+w) && strings.Contains(fold.Lower(rest), "."+w)) {
				spliced = t
				break
			}
		}
	}
	if spliced == "" {
		return ex
	}
	if h := hostOf(o); h != "" && h == hostOf(spliced) {
		ex.Corrected = strings.Replace(ex.Corrected, c, spliced, 1)
		return ex
	}
	ex.Located = false
	return ex
}

// quotesOnly reports a pair that changes nothing but its quote marks
// (compression="snappy" → compression='snappy'): the same value.
func quotesOnly(wrong, right string) bool {
	q := strings.NewReplacer("\"", "'", "`", "'")
	return wrong != right && q.Replace(strings.TrimSpace(wrong)) == q.Replace(strings.TrimSpace(right))
}

// styleAmbiguous reports a pair that only respells a name in another
// style (AccountID → account_id) where the output spells that name in a
// third way as well (the struct field AccountID and its tag accountId):
// the message names a convention, and which spelling it is about is not
// said.
func styleAmbiguous(wrong, right, prev string) bool {
	flat := func(s string) string { return fold.Lower(strings.NewReplacer("_", "", "-", "").Replace(s)) }
	w, r := strings.TrimSpace(wrong), strings.TrimSpace(right)
	if w == r || len(w) < 4 || strings.ContainsAny(w+r, " .:=/\"'`()") || flat(w) != flat(r) {
		return false
	}
	found := false
	for i := 0; i < len(prev); {
		j := i
		for j < len(prev) && (isAlnumByte(prev[j]) || prev[j] == '_' || prev[j] == '-') {
			j++
		}
		if j == i {
			i++
			continue
		}
		if t := prev[i:j]; t != w && t != r && flat(t) == flat(w) {
			found = true
		}
		i = j
	}
	return found
}

// runAround widens s[a:b] to the run of bytes in around it.
func runAround(s string, a, b int, in func(byte) bool) (int, int) {
	for a > 0 && in(s[a-1]) {
		a--
	}
	for b < len(s) && in(s[b]) {
		b++
	}
	return a, b
}

// hostOf returns the host of an address written scheme://host[:port]/…,
// or "".
func hostOf(s string) string {
	_, rest, ok := strings.Cut(s, "://")
	if !ok {
		return ""
	}
	if k := strings.IndexAny(rest, ":/?#"); k >= 0 {
		rest = rest[:k]
	}
	return rest
}

// proseInValue reports a right side that puts a word of the message's prose
// in place of a part of a value: "gateway.networking.k8s.io/anymore" for
// ".../v1alpha2" out of "don't serve v1alpha2 anymore", "fp16=overflowed",
// "gcr.io/distroless/cross-compiles". The changed part of the original is
// code (it holds a digit, or is True or False), the new part is a plain
// word the message writes on its own, and the two share no part, as a
// renamed segment would ("products-v7" → "products-live").
func proseInValue(wrong, right, message string) bool {
	o, c := strings.TrimSpace(wrong), strings.TrimSpace(right)
	if o == c || c == "" || strings.Contains(fold.Lower(message), fold.Lower(c)) {
		return false
	}
	// The changed parts, widened to the names around them.
	i, j := typed.CommonEnds(o, c)
	name := func(ch byte) bool { return isAlnumByte(ch) || ch == '-' || ch == '_' }
	oa, ob := runAround(o, i, len(o)-j, name)
	ca, cb := runAround(c, i, len(c)-j, name)
	ro, rc := o[oa:ob], c[ca:cb]
	if rc == "" || ro == "" || !plainWords(rc) || !strings.ContainsAny(ro, "0123456789") && ro != "True" && ro != "False" {
		return false
	}
	for _, a := range strings.FieldsFunc(fold.Lower(ro), func(r rune) bool { return r == '-' || r == '_' }) {
		for _, b := range strings.FieldsFunc(rc, func(r rune) bool { return r == '-' }) {
			if a == b {
				return false
			}
		}
	}
	for _, f := range strings.Fields(message) {
		if strings.Trim(f, ".,;:!?\"'()") == rc {
			return true
		}
	}
	return false
}

// plainWords reports whether s is lower-case words of letters joined by
// hyphens ("cross-compiles", "anymore").
func plainWords(s string) bool {
	if s == "" || s[0] == '-' || s[len(s)-1] == '-' {
		return false
	}
	for k := 0; k < len(s); k++ {
		if c := s[k]; !(c >= 'a' && c <= 'z' || c == '-') {
			return false
		}
	}
	return true
}

// insufficientThenNeeds reports a message that says the original does
// only part of the job and the job needs the replacement as well
// ("RunAtLoad only starts it once. Relaunch on crash needs KeepAlive"):
// the fix adds a value beside the original, it does not replace it.
func insufficientThenNeeds(ex Extraction, message string) bool {
	lower := fold.Lower(message)
	limited := false
	for _, t := range wordRuns(ex.Original) {
		for _, cue := range []string{" only ", " just ", " alone "} {
			if strings.Contains(lower, t+cue) {
				limited = true
			}
		}
	}
	if !limited {
		return false
	}
	for _, t := range wordRuns(ex.Corrected) {
		for _, cue := range []string{"needs ", "need ", "requires ", "require ", "also ", "add ", "plus ", "as well as "} {
			if strings.Contains(lower, cue+t) {
				return true
			}
		}
	}
	return false
}

// wordRuns returns the runs of letters, digits and '_' of s that are
// three bytes or longer, in lower case.
func wordRuns(s string) []string {
	return slices.DeleteFunc(strings.FieldsFunc(fold.Lower(s), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_')
	}), func(w string) bool { return len(w) < 3 })
}

// midToken reports whether every occurrence of wrong in prev is cut out of
// a longer token: it begins right after a letter, a digit, '_' or '#'
// ("0.00;[Red]…" of "#,##0.00;[Red]…") or ends right before one, where
// wrong itself begins or ends with a letter or a digit. Such a span is
// not a value of the output.
func midToken(prev, wrong string) bool {
	if wrong == "" {
		return false
	}
	inner := func(c byte) bool { return isAlnumByte(c) || c == '_' || c == '#' }
	found := false
	every := typed.EachOccurrence(prev, wrong, func(s, e int) bool {
		found = true
		cutLeft := s > 0 && isAlnumByte(wrong[0]) && inner(prev[s-1])
		cutRight := e < len(prev) && isAlnumByte(wrong[len(wrong)-1]) && inner(prev[e])
		return cutLeft || cutRight
	})
	return found && every
}

func isAlnumByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// withSiblingRename handles a message that renames two names of the
// output the same way ("MemAvailable_bytes / MemTotal_bytes" for
// "MemAvailable / MemTotal") where the pair holds one: fixing one would
// leave the other. When the message writes the two as they stand together
// in the output, the pair becomes that whole span; otherwise it is not
// located.
func withSiblingRename(ex Extraction, message, prev string) Extraction {
	o, c := ex.Original, ex.Corrected
	if !ex.Located || !isName(o) || !isName(c) || len(c) <= len(o) || !strings.HasPrefix(c, o) {
		return ex
	}
	suf := c[len(o):]
	at := strings.Index(prev, o)
	if at < 0 || !isNameByte(suf[0]) && suf[0] != '_' {
		return ex
	}
	for i := 0; ; {
		k := strings.Index(message[i:], suf)
		if k < 0 {
			return ex
		}
		end := i + k + len(suf)
		i = end
		if end < len(message) && isNameByte(message[end]) {
			continue
		}
		start := i - len(suf)
		for start > 0 && (isNameByte(message[start-1]) || message[start-1] == '.') {
			start--
		}
		base := message[start : end-len(suf)]
		if base == "" || base == o || !isName(base) {
			continue
		}
		// The other name, whole, on the line of the pair in the output.
		a, b := align.LineAround(prev, at, at)
		line := prev[a:b]
		j := wholeIndex(line, base)
		if j < 0 {
			continue
		}
		lo, hi := min(j, at-a), max(j+len(base), at-a+len(o))
		span := line[lo:hi]
		fixed := replaceWhole(replaceWhole(span, base, base+suf), o, c)
		if strings.Contains(message, fixed) {
			ex.Original, ex.Corrected = span, fixed
			return ex
		}
		ex.Located = false
		return ex
	}
}

// wholeIndex returns the first index of name in s standing as a whole
// name, or -1.
func wholeIndex(s, name string) int {
	for i := 0; ; {
		k := strings.Index(s[i:], name)
		if k < 0 {
			return -1
		}
		at := i + k
		if (at == 0 || !isNameByte(s[at-1])) && (at+len(name) == len(s) || !isNameByte(s[at+len(name)])) {
			return at
		}
		i = at + 1
	}
}

// replaceWhole replaces the whole-name occurrences of old in s by new.
func replaceWhole(s, old, new string) string {
	var b strings.Builder
	for {
		k := wholeIndex(s, old)
		if k < 0 {
			b.WriteString(s)
			return b.String()
		}
		b.WriteString(s[:k])
		b.WriteString(new)
		s = s[k+len(old):]
	}
}

// withFlagValue gives a bare option that replaces an option with its
// value ("--expires=2h" → "--duration") the value the message writes
// after it ("--duration=2h?"): the bare option in its place would drop the
// value from the command. Written bare in the message, it is left bare
// (an option of no value may replace one with a value).
func withFlagValue(ex Extraction, message string) Extraction {
	o, c := strings.TrimSpace(ex.Original), strings.TrimSpace(ex.Corrected)
	if !ex.Located || !strings.HasPrefix(c, "-") || strings.ContainsAny(c, "= \t") || !strings.HasPrefix(o, "-") {
		return ex
	}
	eq := strings.IndexByte(o, '=')
	if eq < 0 || strings.ContainsAny(o, " \t") || eq == len(o)-1 {
		return ex
	}
	i := strings.Index(message, c+"=")
	if i < 0 {
		return ex // "--previous (or -p)": an option of no value may replace one with a value
	}
	rest := message[i+len(c)+1:]
	end := strings.IndexAny(rest, " \t\n`'\"")
	if end < 0 {
		end = len(rest)
	}
	if v := strings.TrimRight(rest[:end], "?.,;:!)"); v != "" {
		ex.Corrected = strings.Replace(ex.Corrected, c, c+"="+v, 1)
	}
	return ex
}

// withKeywordValue widens a pair of two names to their keyword
// arguments when the message writes the right name with a value other
// than the output's: "stream_options={"include_usage": True}" for
// "stream_usage=True" swaps the value too, or the output would keep a
// value of the wrong type ("stream_options=True").
func withKeywordValue(ex Extraction, message, prev string) Extraction {
	o, c := strings.TrimSpace(ex.Original), strings.TrimSpace(ex.Corrected)
	if !ex.Located || o != ex.Original || c != ex.Corrected || !isName(o) || !isName(c) {
		return ex
	}
	mv, ok := keywordValueAfter(message, c)
	if !ok {
		return ex
	}
	pv, ok := keywordValueAfter(prev, o)
	if !ok || pv == mv {
		return ex
	}
	ex.Original, ex.Corrected = o+"="+pv, c+"="+mv
	return ex
}

// keywordValueAfter returns the value after the first "name=" of s (a
// keyword argument: not "name==") that stands as a whole name: a bracketed
// or quoted run, or the text up to a comma, a closing bracket or a space.
func keywordValueAfter(s, name string) (string, bool) {
	for i, n := 0, 0; n < 16; n++ {
		k := strings.Index(s[i:], name+"=")
		if k < 0 {
			return "", false
		}
		at := i + k
		i = at + len(name)
		v := at + len(name) + 1
		if at > 0 && (isNameByte(s[at-1]) || s[at-1] == '.') || v >= len(s) || s[v] == '=' {
			continue
		}
		end := -1
		switch s[v] {
		case '{', '[', '(', '"', '\'':
			end = typed.MatchClose(s, v)
		default:
			end = v
			for end < len(s) && !strings.ContainsRune(",)]} \t\n`", rune(s[end])) {
				end++
			}
		}
		if end <= v {
			return "", false
		}
		return strings.TrimRight(s[v:end], "."), true
	}
	return "", false
}

// withoutLeadVerb drops, from a located replacement of one value, the
// word of the message's sentence that leads it: "needs invoices:write"
// for "invoices:read" is "invoices:write" (from "It needs X, not Y"). A
// replacement whose value is not of the original's shape is not located.
func withoutLeadVerb(ex Extraction) Extraction {
	o := strings.TrimSpace(ex.Original)
	f := strings.Fields(ex.Corrected)
	if !ex.Located || o == "" || strings.ContainsAny(o, " \t\n") || len(f) != 2 || !leadVerbs[f[0]] || strings.Contains(o, f[0]) {
		return ex
	}
	v := strings.TrimRight(f[1], ".,;")
	if sep := func(s string) string {
		return strings.Map(func(r rune) rune {
			if strings.ContainsRune(":/.=@", r) {
				return r
			}
			return -1
		}, s)
	}; v == "" || sep(v) != sep(o) || isNameByte(o[0]) != isNameByte(v[0]) {
		ex.Located = false
		return ex
	}
	ex.Corrected = v
	return ex
}

// leadVerbs lead a stated value in a sentence: "it needs X", "it takes X".
var leadVerbs = map[string]bool{"needs": true, "need": true, "uses": true, "use": true, "wants": true, "want": true,
	"takes": true, "take": true, "requires": true, "require": true, "expects": true, "expect": true, "is": true,
	"be": true, "has": true, "have": true, "accepts": true, "accept": true}

// acronymForName reports an original in lower case ("hmac", the module)
// that the message writes only in capitals ("not an HMAC", the idea): the
// message speaks of the concept, not of the name in the code.
func acronymForName(ex Extraction, message string) bool {
	o := strings.TrimSpace(ex.Original)
	if len(o) < 2 || strings.Contains(message, o) || !align.LowerWord(strings.ReplaceAll(o, "_", "")) {
		return false
	}
	return strings.Contains(message, strings.ToUpper(o))
}

// methodForMember reports a pair that puts a name the message writes
// without parentheses ("res.ok") where the output calls a method the
// message writes as a call ("res.json()"): the message tells a property
// from a method, and one does not replace the other.
func methodForMember(ex Extraction, message, prev string) bool {
	o, c := strings.TrimSpace(ex.Original), strings.TrimSpace(ex.Corrected)
	if o == "" || c == "" || strings.ContainsAny(o+c, "() \t") {
		return false
	}
	called := func(s, name string) (call, bare bool) {
		for i, n := 0, 0; n < 32; n++ {
			k := strings.Index(s[i:], name)
			if k < 0 {
				break
			}
			at := i + k + len(name)
			i = at
			if at < len(s) && s[at] == '(' {
				call = true
			} else if at == len(s) || !isNameByte(s[at]) {
				bare = true
			}
		}
		return call, bare
	}
	if pc, _ := called(prev, o); !pc {
		return false
	}
	mc, _ := called(message, o)
	rc, rb := called(message, c)
	return mc && rb && !rc
}

// shouted reports a right side of letters in capitals that the message
// writes only in lower case while it writes the wrong side in capitals
// ("single PUT caps at 5 GB": "caps" is not CAPS): a word of its prose,
// not a value. A message in lower case throughout ("use timestamptz, plain
// timestamp …") writes SQL words as it types them.
func shouted(wrong, right, message string) bool {
	r := strings.TrimSpace(right)
	if r == "" || strings.ToUpper(r) != r || fold.Lower(r) == r || strings.Contains(message, r) ||
		!strings.Contains(message, strings.TrimSpace(wrong)) {
		return false
	}
	for i := 0; i < len(r); i++ {
		if c := r[i]; !(c >= 'A' && c <= 'Z') {
			return false
		}
	}
	return strings.Contains(message, fold.Lower(r))
}

func bestExtractionOf(message, prev, prevLower string, pairs []align.Candidate) Extraction {
	form := valueOfClause(extract(message, prev, prevLower))
	formOK := form.Located && (explicitPair[form.Form] && typed.Explicit(form.Original, form.Corrected, message, prev) ||
		form.Form == FormCodeBlock && typed.CodeFix(form.Original, form.Corrected))
	if p, ok := typed.Extract(message, prev); ok {
		// The user's own words win when a phrase names both sides and the
		// typed pair is a piece of them ("olive oil rather than butter").
		if formOK && strings.Contains(form.Corrected, p.CoreRight) && strings.Contains(form.Original, p.Core) &&
			len(form.Corrected) >= len(p.Right) {
			return form
		}
		// A phrase that names both sides ("noeviction → allkeys-lru")
		// and a typed pair that replaces another value of the output
		// ("maxmemory-policy"): the user said which value is wrong.
		if formOK && form.Form != FormCodeBlock && strings.Contains(message, form.Original) && !overlapIn(prev, form.Original, p.Wrong) && !stopWord(form.Original) {
			return form
		}
		ex := Extraction{Form: FormAligned, Original: p.Wrong, Corrected: p.Right, Located: true}
		if form.Form != "" {
			ex.Form = form.Form
		}
		return ex
	}
	if formOK {
		return form
	}
	ex := legacyExtraction(message, prev, prevLower, pairs)
	if ex.Located && ex.Form == FormAligned && typed.Ambiguous(message, prev) {
		// The typed reading found two values one right could replace, or
		// two rights for one value: an aligned pair would pick one.
		ex.Located = false
	}
	if ex.Located && !typed.Plausible(ex.Original, ex.Corrected, message, prev) &&
		!(explicitPair[ex.Form] && typed.Explicit(ex.Original, ex.Corrected, message, prev)) &&
		!(ex.Form == FormCodeBlock && typed.CodeFix(ex.Original, ex.Corrected)) {
		ex.Located = false
	}
	return ex
}

// stopWord reports an original that is one short word of prose ("the",
// "it"): no value a phrase form may name against a typed pair.
func stopWord(s string) bool {
	s = fold.Lower(strings.TrimSpace(s))
	switch s {
	case "the", "a", "an", "it", "this", "that", "is", "its", "it's", "there", "here", "one", "so", "and", "or":
		return true
	}
	return false
}

// overlapIn reports whether the first occurrences of a and b in s
// overlap.
func overlapIn(s, a, b string) bool {
	i, j := strings.Index(s, a), strings.Index(s, b)
	return i >= 0 && j >= 0 && i < j+len(b) && j < i+len(a)
}

func legacyExtraction(message, prev, prevLower string, pairs []align.Candidate) Extraction {
	form := extract(message, prev, prevLower)
	explicit := form.Located && sane(form, prev) && explicitForms[form.Form]
	pairs = outsideAsides(message, prev, pairs)
	if len(pairs) > 0 {
		p := pairs[0]
		switch {
		case explicit && form.Form == FormCodeBlock:
			return form // the message gave the corrected code: its diff is exact
		case explicit && strings.Contains(p.Wrong, form.Original) && strings.Contains(p.Right, form.Corrected):
			// The alignment agrees with the phrase and carries context.
			return Extraction{Form: form.Form, Original: p.Wrong, Corrected: p.Right, Located: true}
		case explicit && strings.Contains(p.Wrong, form.Original) && strings.Contains(form.Corrected, p.Right):
			// The phrase took a clause ("the flag is --no-cache"); the
			// aligned value is the replacement.
			return Extraction{Form: form.Form, Original: p.Wrong, Corrected: p.Right, Located: true}
		case explicit:
			return form
		case p.Score >= 0.7 || !(form.Located && sane(form, prev)):
			return Extraction{Form: FormAligned, Original: p.Wrong, Corrected: p.Right, Located: true}
		}
	}
	if form.Located && !sane(form, prev) {
		form.Located = false
	}
	return form
}

// explicitPair are the forms whose two sides the user wrote: "X, not Y",
// "replace X with Y", "X -> Y", "s/X/Y/", "X should be Y".
var explicitPair = map[string]bool{
	FormReplace: true, FormChange: true, FormNotBut: true, FormInstead: true, FormDontUse: true,
	FormXNotY: true, FormArrow: true, FormShouldBe: true,
}

// explicitForms name the wrong and the right text themselves ("use Y
// instead of X", "X, not Y"); the others only describe them.
var explicitForms = map[string]bool{
	FormReplace: true, FormChange: true, FormNotBut: true, FormInstead: true, FormDontUse: true,
	FormXNotY: true, FormArrow: true, FormCodeBlock: true,
}

// sane reports whether a located phrase extraction can be substituted:
// its original is a whole span of prev and both sides are short, balanced
// and not a clause of prose.
func sane(ex Extraction, prev string) bool {
	o, c := ex.Original, ex.Corrected
	if strings.TrimSpace(o) == "" || strings.TrimSpace(c) == "" || len(o) > 120 || len(c) > 120 {
		return false
	}
	i := strings.Index(prev, o)
	if i < 0 {
		return false
	}
	// Whole words; a member name may follow a dot ("strings.StartsWith").
	if !align.Bounded(prev, i, i+len(o)) && !(i > 0 && prev[i-1] == '.' && align.Bounded(" "+prev[i:], 1, 1+len(o))) {
		return false
	}
	for _, s := range []string{o, c} {
		if strings.Count(s, "(") != strings.Count(s, ")") || strings.Count(s, "[") != strings.Count(s, "]") ||
			strings.Count(s, "{") != strings.Count(s, "}") || strings.Count(s, "`")%2 != 0 || strings.Count(s, "\"")%2 != 0 {
			return false
		}
	}
	if strings.Contains(c, ". ") || len(strings.Fields(c)) > 8 || typed.ClauseShaped(o, c) {
		return false
	}
	return true
}

// typedNew reports whether the message, whose values are mv, holds a typed
// value (not a plain word) that prev lacks, and whether it mentions one of
// prev's typed values.
func typedNew(mv []align.Value, prev string) (fresh, mentions bool) {
	for _, v := range mv {
		if v.Kind == align.Word || v.Kind == align.Code {
			continue
		}
		if strings.Contains(prev, v.Text) {
			if len(v.Text) >= 2 {
				mentions = true
			}
			continue
		}
		fresh = true
	}
	return fresh, mentions
}

// Negations that do not deny anything the output said.
var idiomNeg = map[string]bool{
	"urgent": true, "worries": true, "worry": true, "problem": true, "problems": true, "rush": true,
	"hurry": true, "sure": true, "big": true, "needed": true, "necessary": true, "luck": true,
	"yet": true, "bad": true, "biggie": true, "stress": true, "concern": true, "matter": true,
	"issue": true, "pressure": true, "required": true, "important": true, "expected": true,
	"surprising": true, "surprised": true, "surprise": true, "fault": true, "bother": true,
	"kidding": true, "wonder": true, "fan": true, "blocker": true, "blocking": true,
	"biggy": true, "deal": true, "idea": true, "clue": true,
}

// negation classifies the negations of a message: whether one denies a
// word or value of prev ("not 3000", "no, it's 5433", "isn't utf8"), and
// whether one only belongs to an idiom ("not urgent", "no worries"). pl
// is fold.Lower(prev).
func negation(toks []Token, pl string) (denies, idiom bool) {
	for i, t := range toks {
		if !negators[t.Word] && t.Word != "no" && t.Word != "not" {
			continue
		}
		for k := i + 1; k < len(toks) && k <= i+3; k++ {
			w := toks[k].Word
			if idiomNeg[w] {
				idiom = true
				break
			}
			if len(w) >= 3 && !stopish[w] && strings.Contains(pl, w) {
				denies = true
				break
			}
		}
	}
	return denies, idiom
}

var stopish = map[string]bool{
	"the": true, "that": true, "this": true, "what": true, "you": true, "and": true, "but": true,
	"for": true, "with": true, "its": true, "was": true, "are": true, "have": true, "has": true,
	"just": true, "really": true, "quite": true, "very": true, "too": true, "one": true, "all": true,
}

// Cues of a stated convention or environment fact, which make a change a
// correction rather than a matter of taste.
var conventionCues = []string{
	"we always", "we never", "we use", "we're on", "we are on", "we run", "our ", "team", "convention",
	"lint", "policy", "in prod", "in staging", "production", "staging", " ci ", "security",
	"deprecated", "was removed", "were removed", "removed in", "was renamed", "renamed", "doesn't exist",
	"does not exist", "no longer", "not supported", "unsupported", "breaks", "broke", "fails",
	"won't pass", "will fail", "crash", "only works", "only runs", "is required", "must", "the rule",
	"style guide", "house style", "compliance", "code review", "reviewers", "spec", "standard", "rfc", "docs say",
	"per the", "according to", "by default", "in seconds", "in milliseconds", "in bytes", "zero-indexed",
	"0-indexed", "1-indexed", "is a time.duration", "takes", "expects", "is in ",
}

// Cues of a matter of taste or a change of mind.
var preferenceCues = []string{
	" i'd rather", " id rather", " i would rather", " i prefer", " prefer ", " i like", " i'd like", " let's",
	" lets go with", " how about", " rename", " call it", " make it", " change it to", " nicer", " cleaner",
	" prettier", " shorter", " more readable", " readability", " for now", " actually let's", " on second thought",
	" changed my mind", " instead, let's", " feels", " looks better", " i want", " can we", " could we",
	" maybe use", " switch to", " go with", " bump it to", " make that", " in the future", " later we",
	" personally", " my taste", " aesthetic", " might want", " might need", " might get", " we might",
	" i expect", " expect it to", " will grow", " to grow", " down the road", " down the line",
	" eventually", " easier to", " looks nicer", " reads better", " says better", " i'd like", " id like",
	" would be nice", " to see how", " and see",
}

// cueSets finds which of several lists of cues a text contains, in one
// pass over the text with the cues grouped by their first byte.
type cueSets struct {
	byFirst [256][]listCue
	empty   uint8 // the lists holding an empty cue, which every text contains
	all     uint8 // every list
}

// listCue is a cue and the bit of its list.
type listCue struct {
	cue  string
	list uint8
}

// newCueSets returns the matcher of up to eight lists of cues; list i is
// bit 1<<i of what in returns.
func newCueSets(lists ...[]string) *cueSets {
	if len(lists) > 8 {
		panic("feature: more than eight cue lists")
	}
	s := &cueSets{}
	for i, cues := range lists {
		bit := uint8(1) << i
		s.all |= bit
		for _, c := range cues {
			if c == "" {
				s.empty |= bit
				continue
			}
			s.byFirst[c[0]] = append(s.byFirst[c[0]], listCue{c, bit})
		}
	}
	return s
}

// in returns the bits of the lists of which lower contains a cue.
func (s *cueSets) in(lower string) uint8 {
	found := s.empty
	for i := 0; i < len(lower) && found != s.all; i++ {
		for _, c := range s.byFirst[lower[i]] {
			// The second byte first: a cheap test that most cues fail.
			if found&c.list == 0 && (len(c.cue) < 2 || i+1 < len(lower) && lower[i+1] == c.cue[1]) && strings.HasPrefix(lower[i:], c.cue) {
				found |= c.list
			}
		}
	}
	return found
}

// The cue lists Analyze looks for, as bits of cues.in.
const (
	listConvention uint8 = 1 << iota
	listPreference
	listInfo
	listTaste
	listFault
)

var cues = newCueSets(conventionCues, preferenceCues, infoCues, tasteCues, faultCues)

// Cues of the speaker's own taste: first person singular, liking and
// habit ("I'd prefer", "more my style", "works better for me"). Each
// starts at a word ("ascii like" is not "i like").
var tasteCues = []string{
	" i prefer", " i'd prefer", " id prefer", " i would prefer", " i'd rather", " id rather", " i would rather",
	" i like ", " i'd like it", " i find ", " for me", " to me", " my style", " my preference", " my taste", " habit of mine",
	" i usually", " i'm used to", " im used to", " i am used to", " suits me", " suit me", " my opinion", " if you don't mind",
	" personally", " i'd lean", " i lean", " i'd go with", " a fan of", " more my", " i'm more at home", " my machine",
	" i'm more comfortable", " i am more comfortable", " i reach for",
	// Subjective quality, said of the change asked for.
	" nicer", " cleaner", " prettier", " looks better", " reads better", " easier to read", " more readable",
	" not a fan", " tbh", " to my eye",
}

// Cues of a fault, a fact or a rule: what makes a change a correction
// even when it is asked for in the speaker's words.
var faultCues = []string{
	" wrong", " error", " incorrect", " invalid", " not valid", " broken", " bug", " doesn't work", " does not work",
	" didn't work", " won't work", " isn't working", " not working", " can't", " cannot", " won't", " doesn't compile",
	" does not compile", " doesn't exist", " fail", " crash", " throws", " raises", " panic", " leak", " no,", " nope",
	" actually", " not true", " that's not", " isn't right", " not right", " mistake", " outdated", " old version",
	" we ", " we're", " our ", " team", " company", " required", " requires", " must", " has to", " needs to", " have to",
	" only ", " never ", " always", " isn't supported", " not supported", " unsupported", " security", " vulnerab",
}

// Cues of status or context given for information.
var infoCues = []string{
	"fyi", "heads up", "heads-up", "just so you know", "for context", "for reference", "btw", "by the way",
	"note that", "keep in mind", "in case", "it's deployed", "is queued", "is running", "is green",
	"i'll ", "i will ", "will do", "works for", "we're almost", "status:",
	"it's up", "its up", "is up", "ran it", "it's live", "its live", "is live", "its deployed",
	"is deployed", "is merged", "we're moving", "we're migrating", "we plan to", "next week",
	"next sprint", "next quarter", "next month", "later on", "later this", "next year",
}

// Verbs that open a request for more work ("add a job that ...").
var addVerbs = map[string]bool{
	"add": true, "write": true, "create": true, "also": true, "implement": true, "generate": true,
	"build": true, "extend": true, "include": true, "support": true, "document": true, "wire": true,
	"expose": true, "next": true, "now": true, "then": true,
}

// ExtractBest is the extraction Analyze uses: typed values aligned first,
// sane phrase forms otherwise. Form names the message's phrase form when
// one matched, FormAligned when only the values did.
func ExtractBest(message, prev string) Extraction {
	ex := bestExtraction(message, prev, lowerASCII(prev), align.Pairs(message, prev))
	if ex.Form == FormAligned && ex.Located {
		if f := Extract(message, prev); f.Form != "" {
			ex.Form = f.Form
		}
	}
	return ex
}

// withDigitsSpelled writes a replacement given in thousands ("10k") in
// digits where the original is a number written in digits ("1000"): the
// output's own spelling, which a check of the number reads.
func withDigitsSpelled(ex Extraction) Extraction {
	o, c := strings.TrimSpace(ex.Original), strings.TrimSpace(ex.Corrected)
	if !ex.Located || len(o) < 3 || !isDigits(o) || len(c) < 2 || (c[len(c)-1] != 'k' && c[len(c)-1] != 'K') {
		return ex
	}
	f, err := strconv.ParseFloat(c[:len(c)-1], 64)
	if err != nil || f <= 0 || f >= 1e6 || f*1000 != math.Trunc(f*1000) {
		return ex
	}
	ex.Corrected = strings.Replace(ex.Corrected, c, strconv.FormatInt(int64(f*1000), 10), 1)
	return ex
}

// sentenceCase reports a pair that changes only the case of the first
// letter, to the spelling the message writes only at the start of its
// sentences ("Engine.execute() is gone in 2.0" for engine.execute): the
// capital is the sentence's, not a fix.
func sentenceCase(ex Extraction, message string) bool {
	o, c := strings.TrimSpace(ex.Original), strings.TrimSpace(ex.Corrected)
	if o == c || len(o) < 2 || len(o) != len(c) || o[1:] != c[1:] || !(o[0] >= 'a' && o[0] <= 'z') || c[0] != o[0]-'a'+'A' {
		return false
	}
	found := false
	for i := 0; i < len(message); {
		k := strings.Index(message[i:], c)
		if k < 0 {
			break
		}
		at := i + k
		i = at + len(c)
		found = true
		j := at
		for j > 0 && (message[j-1] == ' ' || message[j-1] == '`' || message[j-1] == '"' || message[j-1] == '\'') {
			j--
		}
		if j > 0 && !strings.ContainsRune(".!?\n", rune(message[j-1])) {
			return false // written with its capital inside a sentence
		}
	}
	return found
}

// fileOfPlace reports a pair that appends a file extension to a name
// ("database" → "database.yml") where the message names that file as a
// place ("in our database.yml", "inside the app.toml"): where a fact
// lives, not a fix of the name.
func fileOfPlace(ex Extraction, message string) bool {
	o, c := strings.TrimSpace(ex.Original), strings.TrimSpace(ex.Corrected)
	if !strings.HasPrefix(c, o) || len(c) <= len(o)+1 || c[len(o)] != '.' || !isLetters(c[len(o)+1:]) || len(c)-len(o)-1 > 5 {
		return false
	}
	file := c[strings.LastIndexAny(c, " \t/")+1:]
	lower := fold.Lower(message)
	for i := 0; i < len(lower); {
		k := strings.Index(lower[i:], fold.Lower(file))
		if k < 0 {
			break
		}
		at := i + k
		i = at + len(file)
		ws := strings.Fields(lower[max(0, at-24):at])
		if n := len(ws); n > 0 {
			if determiners[ws[n-1]] && n > 1 {
				ws = ws[:n-1]
			}
			switch ws[len(ws)-1] {
			case "in", "inside", "under":
				return true
			}
		}
	}
	return false
}

// determiners stand between a preposition and the thing it places.
var determiners = map[string]bool{"the": true, "our": true, "your": true, "my": true, "this": true, "that": true, "their": true}

// exprOperators are the keywords that change what a call means when they
// stand before it: "await asyncio.sleep(2)" is not "asyncio.sleep(2)".
var exprOperators = []string{"await", "yield", "new", "go", "defer"}

// withOperator keeps, on a located pair whose corrected call the message
// writes after such a keyword, the keyword the original lacks: the fix of
// "time.sleep(2)" that the message writes "await asyncio.sleep(2)" is the
// awaited call, not a bare coroutine that never runs.
func withOperator(ex Extraction, message, prev string) Extraction {
	if !ex.Located || !strings.HasSuffix(strings.TrimSpace(ex.Corrected), ")") {
		return ex
	}
	for _, kw := range exprOperators {
		if strings.HasPrefix(ex.Corrected, kw+" ") || !strings.Contains(message, kw+" "+ex.Corrected) {
			continue
		}
		if i := strings.Index(prev, ex.Original); i >= 0 && strings.HasSuffix(strings.TrimRight(prev[:i], " "), kw) {
			return ex // the output has it already
		}
		ex.Corrected = kw + " " + ex.Corrected
		return ex
	}
	return ex
}

// withReceiver gives a corrected method call the receiver of the original
// when the message wrote the method alone: "df.repartition(1)" corrected
// by "coalesce(1)" is "df.coalesce(1)", not a bare call that drops the
// object it was called on.
func withReceiver(ex Extraction) Extraction {
	if !ex.Located {
		return ex
	}
	o, c := strings.TrimSpace(ex.Original), strings.TrimSpace(ex.Corrected)
	open := strings.IndexByte(o, '(')
	cOpen := strings.IndexByte(c, '(')
	if open <= 0 || cOpen <= 0 || !strings.HasSuffix(o, ")") || !strings.HasSuffix(c, ")") {
		return ex
	}
	callee, cCallee := o[:open], c[:cOpen]
	dot := strings.LastIndexByte(callee, '.')
	if dot <= 0 || strings.ContainsAny(cCallee, ". \t") || !isName(callee[:dot]) || !isName(cCallee) {
		return ex
	}
	ex.Corrected = callee[:dot+1] + c
	return ex
}

// isName reports a name of code: letters, digits, '_' and inner dots.
func isName(s string) bool {
	if s == "" || s[0] == '.' || s[len(s)-1] == '.' {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c == '_' || c == '.' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}

// withCommandGroup widens a located pair to the command word before it
// when the message writes the same program with another word there: for
// "aws iam get-user" corrected by "aws sts get-caller-identity" the fix is
// "iam get-user" → "sts get-caller-identity", not the last word alone,
// which would leave a command that does not exist.
func withCommandGroup(ex Extraction, message, prev string) Extraction {
	if !ex.Located || ex.Original == "" || ex.Corrected == "" {
		return ex
	}
	i := strings.Index(message, ex.Corrected)
	j := strings.Index(prev, ex.Original)
	if i < 0 || j < 0 {
		return ex
	}
	tm, tmStart := wordBefore(message, i)
	tp, tpStart := wordBefore(prev, j)
	if tm == "" || tp == "" || tm == tp || stopWords[tm] || stopWords[tp] {
		return ex // "logs to /x" is prose, not a command
	}
	pm, _ := wordBefore(message, tmStart)
	pp, _ := wordBefore(prev, tpStart)
	if pm == "" || pm != pp || strings.Contains(prev, " "+tm+" ") || strings.Contains(message, " "+tp+" ") {
		return ex
	}
	ex.Original = prev[tpStart : j+len(ex.Original)]
	ex.Corrected = tm + message[tmStart+len(tm):i] + ex.Corrected
	return ex
}

// withSubcommand widens a located pair of program names to the word after
// each when the message writes the right program with another subcommand
// than the output gives the wrong one: "npm install zod" corrected by
// "pnpm add zod" is "npm install" → "pnpm add", not "npm" → "pnpm",
// which would turn every npm command into a pnpm one that may not exist.
func withSubcommand(ex Extraction, message, prev string) Extraction {
	o, c := strings.TrimSpace(ex.Original), strings.TrimSpace(ex.Corrected)
	if !ex.Located || o == "" || c == "" || strings.ContainsAny(o+c, " \t\n") || !align.ProgramWord(o) || !align.ProgramWord(c) {
		return ex
	}
	j := strings.Index(prev, o+" ")
	if j < 0 || j > 0 && !strings.ContainsRune(" \t\n`$(", rune(prev[j-1])) {
		return ex
	}
	wp, _ := wordAfter(prev, j+len(o))
	if wp == "" || stopWords[wp] || strings.Contains(message, c+" "+wp) {
		return ex
	}
	// The first place the message writes the program with a word after it.
	wm := ""
	for k := 0; wm == ""; {
		i := strings.Index(message[k:], c+" ")
		if i < 0 {
			return ex
		}
		i += k
		k = i + 1
		if i > 0 && !strings.ContainsRune(" \t\n`$(", rune(message[i-1])) {
			continue
		}
		wm, _ = wordAfter(message, i+len(c))
	}
	if wm == wp || stopWords[wm] {
		return ex
	}
	ex.Original = o + " " + wp
	ex.Corrected = c + " " + wm
	return ex
}

// withMentionedTail widens a located pair to the words of the command
// that follow it in the output when the message speaks of them ("there's
// no unit called daemon" for "systemctl restart" → "systemctl
// daemon-reload" in "systemctl restart daemon"): replacing the pair alone
// would leave them, a command that does not exist.
func withMentionedTail(ex Extraction, message, prev string) Extraction {
	if !ex.Located || ex.Original == "" || ex.Corrected == "" || !strings.Contains(strings.TrimSpace(ex.Original), " ") {
		return ex
	}
	j := strings.Index(prev, ex.Original)
	if j < 0 || strings.Contains(prev[j+1:], ex.Original) {
		return ex // not once: which one is not sure
	}
	lm := " " + fold.Lower(message) + " "
	end := j + len(ex.Original)
	for n := 0; n < 2; n++ {
		w, k := wordAfter(prev, end)
		if w == "" || containsWord(ex.Corrected, w) || !containsWord(lm, w) || strings.Contains(message, ex.Corrected+prev[j+len(ex.Original):k]) {
			break // the message's command keeps it: "pnpm --filter api run build"
		}
		end = k
	}
	if end == j+len(ex.Original) {
		return ex
	}
	ex.Original = prev[j:end]
	return ex
}

// wordAfter returns the lower-case command word ([a-z][a-z0-9-]*) that
// follows offset i of s after one space, and where it ends; "" when
// there is none.
func wordAfter(s string, i int) (string, int) {
	if i+1 >= len(s) || s[i] != ' ' {
		return "", 0
	}
	k := i + 1
	for k < len(s) && (s[k] >= 'a' && s[k] <= 'z' || s[k] >= '0' && s[k] <= '9' || s[k] == '-') {
		k++
	}
	if k == i+1 || s[i+1] < 'a' || s[i+1] > 'z' || k < len(s) && !strings.ContainsRune(" `'\"),;:", rune(s[k])) && !(s[k] == '.' && (k+1 == len(s) || s[k+1] == ' ' || s[k+1] == '\n')) {
		return "", 0
	}
	return s[i+1 : k], k
}

// containsWord reports whether w stands in s as a whole word.
func containsWord(s, w string) bool {
	for i := 0; ; {
		k := strings.Index(s[i:], w)
		if k < 0 {
			return false
		}
		k += i
		before := k == 0 || !isWordByte(s[k-1])
		after := k+len(w) == len(s) || !isWordByte(s[k+len(w)])
		if before && after {
			return true
		}
		i = k + 1
	}
}

func isWordByte(c byte) bool {
	return c == '_' || c == '-' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// withReceiverChain widens a located method call to the receiver chain
// it is called on when the fix is a function of the chain's root module:
// "run_until_complete(main())" in "asyncio.get_event_loop().
// run_until_complete(main())" for "asyncio.run(main())". Replacing the
// call alone would leave the chain before it.
func withReceiverChain(ex Extraction, prev string) Extraction {
	o, c := strings.TrimSpace(ex.Original), strings.TrimSpace(ex.Corrected)
	if !ex.Located || o == "" || !strings.HasSuffix(o, ")") || strings.ContainsAny(o[:max(0, strings.IndexByte(o, '('))], ". ") {
		return ex
	}
	dot := strings.IndexByte(c, '.')
	if dot <= 0 || !isName(c[:dot]) || strings.IndexByte(c, '(') < dot {
		return ex
	}
	j := strings.Index(prev, o)
	if j < 1 || prev[j-1] != '.' || strings.Contains(prev[j+1:], o) {
		return ex
	}
	k := chainStart(prev, j-1)
	if k < 0 {
		return ex
	}
	root := prev[k:]
	if i := strings.IndexAny(root, ".("); i > 0 {
		root = root[:i]
	}
	if root != c[:dot] {
		return ex // another module's function: the chain may stay
	}
	ex.Original = prev[k : j+len(o)]
	return ex
}

// chainStart returns where the chain of names, dots and balanced calls
// that ends at offset end of s starts, or -1 when its brackets do not
// balance.
func chainStart(s string, end int) int {
	k := end
	for k > 0 {
		ch := s[k-1]
		switch {
		case ch == ')':
			depth, m := 0, k-1
			for ; m >= 0; m-- {
				if s[m] == ')' {
					depth++
				} else if s[m] == '(' {
					if depth--; depth == 0 {
						break
					}
				}
			}
			if m < 0 {
				return -1
			}
			k = m
		case ch == '.' || ch == '_' || ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z' || ch >= '0' && ch <= '9':
			k--
		default:
			return k
		}
	}
	return k
}

// wordBefore returns the lower-case command word ([a-z][a-z0-9-]*) that
// ends, followed by one space, right before offset i of s, and where it
// starts; "" when there is none.
func wordBefore(s string, i int) (string, int) {
	if i < 2 || s[i-1] != ' ' {
		return "", 0
	}
	k := i - 1
	for k > 0 && (s[k-1] >= 'a' && s[k-1] <= 'z' || s[k-1] >= '0' && s[k-1] <= '9' || s[k-1] == '-') {
		k--
	}
	if k == i-1 || s[k] < 'a' || s[k] > 'z' || k > 0 && s[k-1] != ' ' && s[k-1] != '`' && s[k-1] != '(' && s[k-1] != '$' {
		return "", 0
	}
	return s[k : i-1], k
}

// outsideAsides drops the aligned pairs whose new value the message gives
// only in an aside ("use ubuntu-24.04 (22.04 still works too)", "release/7
// — 6 shipped and 8 isn't cut yet") while it states a new value of that
// shape outside every aside: the aside qualifies the fix the main clause
// states, it does not give it. When no pair is left, the extraction
// abstains rather than take the aside's value.
func outsideAsides(message, prev string, pairs []align.Candidate) []align.Candidate {
	spans := asideSpans(message)
	if len(spans) == 0 || len(pairs) == 0 {
		return pairs
	}
	var out []align.Candidate
	for _, p := range pairs {
		core := changedCore(p.Wrong, p.Right)
		if core == "" || !onlyIn(message, core, spans) || !newOutside(message, prev, core, spans) {
			out = append(out, p)
		}
	}
	return out
}

// asideSpans returns the byte ranges of message's asides: its
// parenthetical asides, and what follows a dash (" — ", " -- ") to the end
// of its sentence.
func asideSpans(message string) [][2]int {
	spans := typed.AsideSpans(message)
	for _, dash := range []string{" \u2014 ", " -- "} {
		for i := 0; ; {
			k := strings.Index(message[i:], dash)
			if k < 0 {
				break
			}
			start := i + k
			end := sentenceStop(message, start+len(dash))
			if strings.TrimSpace(message[:start]) != "" {
				spans = append(spans, [2]int{start, end})
			}
			i = start + len(dash)
		}
	}
	return spans
}

// changedCore returns the part of right that differs from wrong, widened
// to its run of letters, digits and dots: "22.04" of "ubuntu-20.04" →
// "ubuntu-22.04", "v5" of "checkout@v2" → "checkout@v5".
func changedCore(wrong, right string) string {
	return strings.Trim(changedSpan(wrong, right, func(c byte) bool { return isASCIIWordByte(c) || c == '.' }), ".")
}

// changedSpan returns the part of to that differs from from (what lies
// between their common ends), widened while run holds for the bytes of to
// around it, or "" when to only drops text from from.
func changedSpan(from, to string, run func(byte) bool) string {
	p, q := typed.CommonEnds(from, to)
	a, b := p, len(to)-q
	if a >= b {
		return ""
	}
	for a > 0 && run(to[a-1]) {
		a--
	}
	for b < len(to) && run(to[b]) {
		b++
	}
	return to[a:b]
}

// onlyIn reports whether every whole occurrence of s in message stands
// inside one of spans (and there is one).
func onlyIn(message, s string, spans [][2]int) bool {
	found := false
	for i := 0; ; {
		k := strings.Index(message[i:], s)
		if k < 0 {
			return found
		}
		start, end := i+k, i+k+len(s)
		i = start + 1
		if start > 0 && isASCIIWordByte(message[start-1]) || end < len(message) && isASCIIWordByte(message[end]) {
			continue // part of a longer word
		}
		if !typed.InSpans(spans, start, end) {
			return false
		}
		found = true
	}
}

// newOutside reports whether message states, outside spans, a value that
// prev does not hold and that has core's shape (digits when core has
// them, a name otherwise).
func newOutside(message, prev, core string, spans [][2]int) bool {
	digits := strings.ContainsAny(core, "0123456789")
	for _, v := range align.Values(message) {
		if typed.InSpans(spans, v.Start, v.End) || strings.Contains(prev, v.Text) {
			continue
		}
		if strings.ContainsAny(v.Text, "0123456789") == digits && v.Kind != align.Word {
			return true
		}
	}
	return false
}

// sentenceStop returns the end of the sentence of s that goes on at i: the
// first '.', '!' or '?' followed by a space or the end of s, or a line
// break ("2026.10" does not end it).
func sentenceStop(s string, i int) int {
	for ; i < len(s); i++ {
		switch s[i] {
		case '\n':
			return i
		case '.', '!', '?':
			if i+1 == len(s) || s[i+1] == ' ' {
				return i
			}
		}
	}
	return len(s)
}

// withEdges fits a located pair to the output around it, so that its
// substitution does not leave half of a value behind:
//
//   - a fix that ends (or starts) with the words that follow (or precede)
//     the original in the output takes them into the original, not a
//     second time ("brew install kubectl" for "brew install --cask" in
//     "brew install --cask kubectl");
//   - a flag fixed by another flag takes the value attached to it
//     ("--since=1h" → "--previous", not "--previous=1h");
//   - a flag the message writes with its argument ("`--group dev`",
//     "--secret id=npm,env=NPM") keeps it, and the original flag then
//     takes its own value ("--build-arg TOKEN=$TOKEN").
//
// The original must stand once in prev.
func withEdges(ex Extraction, message, prev string) Extraction {
	if !ex.Located || ex.Original == "" || strings.Count(prev, ex.Original) != 1 {
		return ex
	}
	i := strings.Index(prev, ex.Original)
	end := i + len(ex.Original)
	// The words after the original that the fix ends with.
	extended := false
	if after := firstWords(prev[end:], strings.Fields(ex.Corrected)); after != "" &&
		strings.HasSuffix(ex.Corrected, strings.TrimSpace(after)) && !strings.HasSuffix(ex.Original, strings.TrimSpace(after)) {
		ex.Original += after
		end += len(after)
		extended = true
	}
	if before := lastWords(prev[:i], strings.Fields(ex.Corrected)); before != "" &&
		strings.HasPrefix(ex.Corrected, strings.TrimSpace(before)) && !strings.HasPrefix(ex.Original, strings.TrimSpace(before)) {
		ex.Original = before + ex.Original
		i -= len(before)
		extended = true
	}
	if extended && deletion(ex.Original, ex.Corrected) {
		// Widened, the pair only takes words out of a command ("brew
		// install --cask kubectl" → "brew install kubectl"), and its
		// pattern would take them out of every such command ("--cask
		// iterm2"): what the message says of this one is not known to
		// hold for the others.
		ex.Located = false
		return ex
	}
	if !isFlag(lastField(ex.Original)) || !isFlag(firstField(ex.Corrected)) {
		return ex
	}
	// A value attached to the original flag.
	if end < len(prev) && prev[end] == '=' && !strings.Contains(ex.Corrected, "=") {
		v := valueEnd(prev, end+1)
		if v > end+1 {
			ex.Original = prev[i:v]
		}
		return ex
	}
	// The argument the message writes after the fixed flag.
	if strings.Contains(ex.Corrected, " ") || strings.Contains(ex.Corrected, "=") {
		return ex
	}
	k := strings.Index(message, ex.Corrected+" ")
	if k < 0 {
		return ex
	}
	argStart := k + len(ex.Corrected) + 1
	arg := message[argStart:valueEnd(message, argStart)]
	inCode := strings.Count(message[:k], "`")%2 == 1 && strings.IndexByte(arg, '`') < 0 &&
		argStart+len(arg) < len(message) && message[argStart+len(arg)] == '`'
	if arg == "" || isFlag(arg) || !inCode && !valueLike(arg) {
		return ex
	}
	ex.Corrected += " " + arg
	if end+1 < len(prev) && prev[end] == ' ' {
		if own := prev[end+1 : valueEnd(prev, end+1)]; own != "" && !isFlag(own) {
			if !valueLike(own) {
				// "-n default" for "--namespace payments", or "--dev ruff"
				// for "--group dev": the word after the original flag is
				// its value or the command's argument, and which one
				// decides whether it goes.
				ex.Located = false
				return ex
			}
			ex.Original += " " + own
		}
	}
	return ex
}

// firstWords returns the leading part of s (with its spaces) that holds
// the last n words of fix, n from the most down to 1, when s starts with
// them; "" when it starts with none.
func firstWords(s string, fix []string) string {
	for n := len(fix) - 1; n >= 1; n-- {
		tail := strings.Join(fix[len(fix)-n:], " ")
		if strings.HasPrefix(s, " "+tail) && (len(s) == len(tail)+1 || !isASCIIWordByte(s[len(tail)+1])) {
			return " " + tail
		}
	}
	return ""
}

// lastWords is firstWords for the end of s and the first words of fix.
func lastWords(s string, fix []string) string {
	for n := len(fix) - 1; n >= 1; n-- {
		head := strings.Join(fix[:n], " ")
		if strings.HasSuffix(s, head+" ") && (len(s) == len(head)+1 || !isASCIIWordByte(s[len(s)-len(head)-2])) {
			return head + " "
		}
	}
	return ""
}

func isFlag(s string) bool {
	return len(s) >= 2 && s[0] == '-' && (isASCIIWordByte(s[1]) && s[1] != '_' || s[1] == '-' && len(s) > 2 && isASCIIWordByte(s[2]))
}

func firstField(s string) string {
	if f := strings.Fields(s); len(f) > 0 {
		return f[0]
	}
	return ""
}

func lastField(s string) string {
	if f := strings.Fields(s); len(f) > 0 {
		return f[len(f)-1]
	}
	return ""
}

// valueEnd returns the end of the shell word that starts at i in s: up
// to a space, a backtick, a quote or the end of a sentence.
func valueEnd(s string, i int) int {
	j := i
	for j < len(s) && !strings.ContainsRune(" \t\n`'\"", rune(s[j])) {
		j++
	}
	for j > i && strings.ContainsRune(".,;:)", rune(s[j-1])) {
		j--
	}
	return j
}

// valueLike reports an argument that is a value rather than a word of
// prose or a positional name: an assignment, a variable or a path.
func valueLike(s string) bool {
	return strings.ContainsAny(s, "=$/") || strings.HasPrefix(s, "'") || strings.HasPrefix(s, "\"")
}

// withoutAside cuts from a located fix the aside the message wrote after
// it ("a == b (calls equals())", "CONCAT(a, b) — || is OR here"), when
// the original has none: the aside explains the fix, it is not part of it.
func withoutAside(ex Extraction) Extraction {
	if !ex.Located {
		return ex
	}
	c := ex.Corrected
	cut := len(c)
	for _, sp := range typed.AsideSpans(c) {
		// An aside of prose (two words or more) after a complete value,
		// not an argument list ("sum by (le) (rate(…))").
		// Or one that repeats a piece of the value ("Windows-1252 (1252)").
		if sp[0] > 0 && sp[0] < cut && typed.Balanced(c[:sp[0]]) && (len(letterWords(c[sp[0]:sp[1]])) >= 2 || restates(c[:sp[0]], c[sp[0]:sp[1]])) {
			cut = sp[0]
		}
	}
	if k := strings.Index(c, " \u2014 "); k > 0 && k < cut {
		cut = k // an em dash; " -- " is a shell's end of options
	}
	if cut == len(c) || len(asideSpans(ex.Original)) > 0 {
		return ex
	}
	if r := strings.TrimSpace(c[:cut]); r != "" && r != ex.Original {
		ex.Corrected = r
	}
	return ex
}

// restates reports an aside whose text, without its brackets, stands in
// the value before it: "(1252)" after "Windows-1252".
func restates(value, aside string) bool {
	in := strings.TrimSpace(strings.Trim(strings.TrimSpace(aside), "()"))
	return len(in) >= 2 && strings.Contains(value, in)
}

// withReorder widens a located original to the run of the output's words
// that the fix reorders: a fix made of the same words as a run of the
// output, in another order ("./run.sh > out.log 2>&1" for "./run.sh 2>&1 >
// out.log"), replaces that whole run.
func withReorder(ex Extraction, prev string) Extraction {
	if !ex.Located {
		return ex
	}
	fix := strings.Fields(ex.Corrected)
	if len(fix) < 2 || len(fix) > 12 {
		return ex
	}
	at := strings.Index(prev, ex.Original)
	if at < 0 {
		return ex
	}
	type tok struct{ start, end int }
	var toks []tok
	for i := 0; i < len(prev); {
		for i < len(prev) && (prev[i] == ' ' || prev[i] == '`' || prev[i] == '\n') {
			i++
		}
		j := i
		for j < len(prev) && prev[j] != ' ' && prev[j] != '`' && prev[j] != '\n' {
			j++
		}
		if j > i {
			toks = append(toks, tok{i, j})
		}
		i = j
	}
	want := map[string]int{}
	for _, f := range fix {
		want[f]++
	}
	for a := 0; a+len(fix) <= len(toks); a++ {
		b := a + len(fix) - 1
		if toks[b].end <= at || toks[a].start >= at+len(ex.Original) {
			continue // does not overlap the original
		}
		got := map[string]int{}
		for _, t := range toks[a : b+1] {
			got[prev[t.start:t.end]]++
		}
		same := len(got) == len(want)
		for k, n := range want {
			same = same && got[k] == n
		}
		run := prev[toks[a].start:toks[b].end]
		if same && run != ex.Corrected && strings.Count(prev, run) == 1 {
			ex.Original = run
			return ex
		}
	}
	return ex
}

// letterWords returns the runs of three letters or more of s.
func letterWords(s string) []string {
	var out []string
	for _, f := range strings.FieldsFunc(s, func(r rune) bool { return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z') }) {
		if len(f) >= 3 {
			out = append(out, f)
		}
	}
	return out
}

// asExtension narrows a located original to the value the fix extends: a
// fix that is one value of the original with an operation after it
// ("30 * time.Second" for "http.Client{Timeout: 30}") replaces that value
// with its key ("Timeout: 30" → "Timeout: 30 * time.Second"), not the
// whole composite.
func asExtension(ex Extraction) Extraction {
	if !ex.Located {
		return ex
	}
	f := strings.Fields(ex.Corrected)
	if len(f) < 3 || !strings.Contains("*+-/", f[1]) || len(f[1]) != 1 || f[0] == ex.Original {
		return ex
	}
	v := f[0]
	if !isName(v) && !isNumber(v) {
		return ex
	}
	k := strings.Index(ex.Original, v)
	if k < 0 || strings.Count(ex.Original, v) != 1 || !wholeIn(ex.Original, k, k+len(v)) {
		return ex
	}
	// The key the value is given to, when there is one.
	start := k
	if j := strings.LastIndexAny(ex.Original[:k], "{(,; "); j >= 0 || k > 0 {
		head := strings.TrimRight(ex.Original[:k], " ")
		if strings.HasSuffix(head, ":") || strings.HasSuffix(head, "=") {
			ks := strings.LastIndexAny(head[:len(head)-1], "{(,; ") + 1
			if ks < len(head)-1 && isName(strings.TrimSpace(head[ks:len(head)-1])) {
				for ks < len(head) && head[ks] == ' ' {
					ks++
				}
				start = ks
			}
		}
		_ = j
	}
	key := ex.Original[start:k]
	ex.Original = ex.Original[start : k+len(v)]
	ex.Corrected = key + ex.Corrected
	return ex
}

// wholeIn reports whether s[a:b] is not part of a longer word of s.
func wholeIn(s string, a, b int) bool {
	return (a == 0 || !isASCIIWordByte(s[a-1]) && s[a-1] != '.') && (b == len(s) || !isASCIIWordByte(s[b]) && s[b] != '.')
}

// asInsertion turns a pair whose fix keeps the original's first words and
// puts a keyword or an option after them, dropping a name the message does
// not write ("CREATE INDEX idx_a" → "CREATE INDEX CONCURRENTLY"), into the
// insertion it is: "CREATE INDEX" → "CREATE INDEX CONCURRENTLY". The user
// wrote the start of the command, not a command without its name.
func asInsertion(ex Extraction, message string) Extraction {
	if !ex.Located {
		return ex
	}
	o, c := strings.Fields(ex.Original), strings.Fields(ex.Corrected)
	if len(o) < 2 || len(c) != len(o) {
		return ex
	}
	p := 0
	for p < len(o) && o[p] == c[p] {
		p++
	}
	if p != len(o)-1 {
		return ex
	}
	x, y := c[p], o[p]
	if !(isFlag(x) || capsKeyword(x)) || !isName(y) || strings.ToUpper(y) == y || strings.Contains(message, y) {
		return ex
	}
	head := strings.Join(o[:p], " ")
	if !strings.HasPrefix(ex.Original, head) {
		return ex
	}
	ex.Original = head
	ex.Corrected = head + " " + x
	return ex
}

// withOneOf settles a bare number that stands more than once in prev as
// separate values ("advanceTimersByTime(5)" and "the 5 second delay"): the
// occurrence inside a call the message names is the fix's, with its call.
// When the message names none, the pair stays: the value may be stated
// twice, and both be wrong.
func withOneOf(ex Extraction, message, prev string) Extraction {
	if !ex.Located || !isNumber(ex.Original) || !isNumber(ex.Corrected) {
		return ex
	}
	var at []int
	for i := 0; ; {
		k := strings.Index(prev[i:], ex.Original)
		if k < 0 {
			break
		}
		a := i + k
		if wholeIn(prev, a, a+len(ex.Original)) {
			at = append(at, a)
		}
		i = a + 1
	}
	if len(at) < 2 {
		return ex
	}
	for _, a := range at {
		b := a + len(ex.Original)
		if a == 0 || prev[a-1] != '(' || b >= len(prev) || prev[b] != ')' {
			continue
		}
		n := a - 1
		for n > 0 && (isASCIIWordByte(prev[n-1]) || prev[n-1] == '.') {
			n--
		}
		callee := prev[n : a-1]
		if i := strings.LastIndexByte(callee, '.'); i >= 0 {
			callee = callee[i+1:]
		}
		if len(callee) >= 3 && strings.Contains(message, callee) {
			ex.Original = callee + "(" + ex.Original + ")"
			ex.Corrected = callee + "(" + ex.Corrected + ")"
			return ex
		}
	}
	return ex // the same value stated twice, perhaps: both are the fix's
}

func isNumber(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !(s[i] >= '0' && s[i] <= '9' || s[i] == '.') {
			return false
		}
	}
	return true
}

// capsKeyword reports a word of three capitals or more, as SQL writes its
// keywords ("CONCURRENTLY").
func capsKeyword(s string) bool {
	if len(s) < 3 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !(s[i] >= 'A' && s[i] <= 'Z' || s[i] == '_') {
			return false
		}
	}
	return true
}

// withNamedValue moves a pair from a setting's key to its value when the
// message names the value and not the key: "noeviction does the opposite
// … allkeys-lru" for "maxmemory-policy noeviction" replaces noeviction,
// not maxmemory-policy.
func withNamedValue(ex Extraction, message, prev string) Extraction {
	o := ex.Original
	if !ex.Located || strings.Count(prev, o) != 1 || !isName(strings.ReplaceAll(o, "-", "_")) || o[0] == '-' ||
		strings.IndexFunc(o, unicode.IsLetter) < 0 || containsFold(message, o) {
		return ex
	}
	i := strings.Index(prev, o) + len(o)
	j := i
	for j < len(prev) && (prev[j] == ' ' || prev[j] == '=' || prev[j] == ':') && j-i < 3 {
		j++
	}
	if j == i {
		return ex
	}
	v := prev[j:valueEnd(prev, j)]
	if len(v) < 3 || v == ex.Corrected || !isName(strings.ReplaceAll(v, "-", "_")) || !containsFold(message, v) || strings.Count(prev, v) != 1 {
		return ex
	}
	ex.Original = v
	return ex
}

// containsFold is containsWord in any case.
func containsFold(s, w string) bool {
	return containsWord(fold.Lower(s), fold.Lower(w))
}

// withOperators gives a fix the operators the message writes between its
// words: a fix read word by word ("var.on 1 0") is the expression the
// message wrote ("var.on ? 1 : 0"), when only operators stand between.
func withOperators(ex Extraction, message string) Extraction {
	f := strings.Fields(ex.Corrected)
	if !ex.Located || len(f) < 2 || strings.Contains(message, ex.Corrected) {
		return ex
	}
	start := strings.Index(message, f[0])
	if start < 0 {
		return ex
	}
	end := start + len(f[0])
	for _, w := range f[1:] {
		k := strings.Index(message[end:], w)
		if k < 0 {
			return ex
		}
		for _, g := range strings.Fields(message[end : end+k]) {
			if strings.IndexFunc(g, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) >= 0 {
				return ex // a word between: not one expression
			}
		}
		end += k + len(w)
	}
	if span := message[start:end]; len(span) <= 2*len(ex.Corrected) {
		ex.Corrected = span
	}
	return ex
}

// deletion reports whether every word of fix stands in orig, which has
// more: the fix only takes words out.
func deletion(orig, fix string) bool {
	o, f := strings.Fields(orig), strings.Fields(fix)
	if len(f) == 0 || len(f) >= len(o) {
		return false
	}
	have := map[string]int{}
	for _, w := range o {
		have[w]++
	}
	for _, w := range f {
		if have[w] == 0 {
			return false
		}
		have[w]--
	}
	return true
}

// namedKeyCopulas join a setting's name to its value in a message ("the
// require has to be 'fs/promises'", "the flag should be --immutable").
var namedKeyCopulas = []string{" has to be ", " needs to be ", " should be ", " must be ", " is "}

// withNamedKey moves a pair to the value the message's named key holds in
// the output: "The require has to be 'fs/promises'" over "require('fs')
// … readFile(p, 'utf8')" replaces require('fs'), not another string of
// the same kind. The key's values are those that stand after it as a
// call's argument or a setting's value; of several, the one sharing a
// part with the fix is meant. When the message names a key the output
// gives values to and none of them can be told apart, the pair is
// unlocated: which value is meant is a guess.
func withNamedKey(ex Extraction, message, prev string) Extraction {
	if !ex.Located {
		return ex
	}
	c := strings.TrimSpace(ex.Corrected)
	lower := fold.Lower(message)
	for _, cop := range namedKeyCopulas {
		at := -1
		for _, q := range []string{"", "'", "\"", "`"} {
			if at = strings.Index(lower, cop+q+fold.Lower(c)); at >= 0 {
				break
			}
		}
		if at <= 0 {
			continue
		}
		head := strings.Fields(message[:at])
		if len(head) < 2 || fold.Lower(head[len(head)-2]) != "the" {
			return ex
		}
		key := strings.Trim(head[len(head)-1], "`'\"")
		if len(key) < 3 || !isName(key) || strings.Contains(ex.Original, key) {
			return ex
		}
		var vals []keyValue
		for _, v := range keyValues(prev, key) {
			if !stopWord(v.val) {
				vals = append(vals, v) // "the flag the page reads": prose, not the key's value
			}
		}
		if len(vals) == 0 {
			return ex
		}
		var pick []keyValue
		for _, v := range vals {
			if v.val == ex.Original {
				return ex
			}
			if sharesPart(v.val, c) {
				pick = append(pick, v)
			}
		}
		if len(vals) == 1 && len(pick) == 0 && sameQuoting(vals[0].val, c) {
			pick = vals
		}
		if len(pick) != 1 {
			ex.Located = false
			return ex
		}
		v := pick[0]
		if q := v.val[0]; (q == '\'' || q == '"') && !sameQuoting(v.val, c) {
			c = string(q) + c + string(q)
		}
		ex.Original, ex.Corrected = v.val, c
		if v.call {
			ex.Original, ex.Corrected = key+"("+v.val+")", key+"("+c+")"
		}
		return ex
	}
	return ex
}

// keyValue is a value a key gives in a text; call marks the whole
// argument list of a call key(val).
type keyValue struct {
	val  string
	call bool
}

// keyValues returns the values key gives in s: the first argument of
// key(…), the value after "key:" or "key=", each once.
func keyValues(s, key string) []keyValue {
	var out []keyValue
	for i := 0; ; {
		k := strings.Index(s[i:], key)
		if k < 0 {
			return out
		}
		at := i + k
		i = at + len(key)
		if at > 0 && (isNameByte(s[at-1]) || s[at-1] == '.') || i >= len(s) || isNameByte(s[i]) {
			continue
		}
		j := i
		switch s[i] {
		case '(', ':', '=':
			j++
			for j < len(s) && s[j] == ' ' && s[i] != '(' {
				j++
			}
		default:
			continue
		}
		end := j
		if end < len(s) && (s[end] == '\'' || s[end] == '"') {
			q := s[end]
			if e := strings.IndexByte(s[end+1:], q); e >= 0 {
				end += e + 2
			}
		} else {
			end = valueEnd(s, j)
			if e := strings.IndexAny(s[j:end], ",)"); e >= 0 {
				end = j + e
			}
		}
		v := keyValue{val: s[j:end], call: s[i] == '(' && end < len(s) && s[end] == ')'}
		if v.val != "" && !slices.Contains(out, v) {
			out = append(out, v)
		}
	}
}

func isNameByte(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// sharesPart reports whether a and b begin with the same part, or share
// a part of three letters or more, between their separators ('fs' and
// fs/promises; "api-v1" and "api-v2").
func sharesPart(a, b string) bool {
	split := func(s string) []string {
		return strings.FieldsFunc(fold.Lower(s), func(r rune) bool { return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9') })
	}
	pa, pb := split(a), split(b)
	if len(pa) > 0 && len(pb) > 0 && pa[0] == pb[0] {
		return true
	}
	for _, x := range pa {
		if len(x) >= 3 && slices.Contains(pb, x) {
			return true
		}
	}
	return false
}

// sameQuoting reports whether a and b are both quoted or both bare.
func sameQuoting(a, b string) bool {
	q := func(s string) bool { return s != "" && (s[0] == '\'' || s[0] == '"' || s[0] == '`') }
	return q(a) == q(b)
}

// withStatedFrame widens a pair whose original is a bare short value (a
// number, a code of a few letters) to the flag or key the output gives it
// when the message writes the fix under the same one ("--location=US"
// when the message says "--location=EU"). A bare "US" is found anywhere;
// under its flag it is the taught setting, located even where the bare
// pair was too weak to be. (A unit word after a number,
// "90 days", is not such a frame: a quantity is as weak as its number.)
func withStatedFrame(ex Extraction, message, prev string) Extraction {
	o, c := ex.Original, ex.Corrected
	if o == "" || c == "" || strings.Count(prev, o) != 1 || len(o) > 6 || strings.ContainsAny(o, " \t") || strings.ContainsAny(c, " \t") {
		return ex
	}
	i := strings.Index(prev, o)
	j := i + len(o)
	if i > 0 && isNameByte(prev[i-1]) || j < len(prev) && isNameByte(prev[j]) {
		return ex
	}
	// The flag or key before it: "--location=", "region: ", "-n ".
	k := i
	for k > 0 && (prev[k-1] == '=' || prev[k-1] == ':' || prev[k-1] == ' ') && i-k < 2 {
		k--
	}
	if k < i {
		s := k
		for s > 0 && (isNameByte(prev[s-1]) || prev[s-1] == '-' || prev[s-1] == '.') {
			s--
		}
		if key := prev[s:k]; len(key) >= 2 && (key[0] == '-' || prev[k] != ' ') && strings.Contains(message, prev[s:i]+c) {
			// The message writes the setting whole: the pair is located
			// even where the bare values were too weak to tell.
			ex.Original, ex.Corrected, ex.Located = prev[s:j], prev[s:i]+c, true
			return ex
		}
	}
	return ex
}

// withKeyPrefix gives a corrected setting the prefix of the original's key
// when the message wrote the key without it: `android:exported="false"`
// corrected by `exported="true"` is `android:exported="true"`, not an
// attribute of no namespace.
func withKeyPrefix(ex Extraction) Extraction {
	if !ex.Located {
		return ex
	}
	o, c := ex.Original, ex.Corrected
	ck := strings.IndexAny(c, "=:")
	if ck <= 0 || strings.ContainsAny(c[:ck], " \t.:") {
		return ex
	}
	key := c[:ck+1] // with its separator: "exported="
	i := strings.Index(o, key)
	if i <= 1 || (o[i-1] != ':' && o[i-1] != '.') || strings.ContainsAny(o[:i], " \t") {
		return ex
	}
	ex.Corrected = o[:i] + c
	return ex
}

// asWrittenInsertion reads a word swap that the message writes as the
// original followed by the new word ("DROP INDEX CONCURRENTLY" read as
// INDEX → CONCURRENTLY) as the insertion it is: "DROP INDEX" → "DROP
// INDEX CONCURRENTLY", with the words before it that the message and the
// output share. Swapping the word would drop INDEX.
func asWrittenInsertion(ex Extraction, message, prev string) Extraction {
	o, c := strings.TrimSpace(ex.Original), strings.TrimSpace(ex.Corrected)
	if !ex.Located || o == "" || c == "" || strings.ContainsAny(o+c, " \t") {
		return ex
	}
	at := strings.Index(message, o+" "+c)
	if at < 0 || !wordAt(message, at, at+len(o)+1+len(c)) || strings.Contains(prev, o+" "+c) || strings.Count(prev, o) != 1 {
		return ex
	}
	i := strings.Index(prev, o)
	if !wordAt(prev, i, i+len(o)) {
		return ex
	}
	// The words before it, while the message and the output agree.
	ms, ps := at, i
	for ms > 0 && ps > 0 && message[ms-1] == prev[ps-1] && message[ms-1] != '\n' {
		ms--
		ps--
	}
	for ps < i && ps > 0 && isNameByte(prev[ps-1]) {
		ps++ // to a word start
	}
	for ps < i && (prev[ps] == ' ' || prev[ps] == '\t') {
		ps++
	}
	ex.Original = prev[ps : i+len(o)]
	ex.Corrected = ex.Original + " " + c
	return ex
}

// wordAt reports whether s[a:b] has no letter, digit or '_' joined to it.
func wordAt(s string, a, b int) bool {
	return (a == 0 || !isNameByte(s[a-1])) && (b >= len(s) || !isNameByte(s[b]))
}

// writtenTogether reports a pair whose sides the message writes side by
// side as one command, the original as it stands ("it needs pg_restore -d
// shop_restore shop.dump" for "-d shop_restore" → "-d pg_restore"): the
// user kept the original and wrote the fix around it, so the pair that
// swaps one for the other is not the fix.
func writtenTogether(ex Extraction, message, prev string) bool {
	o, c := strings.TrimSpace(ex.Original), strings.TrimSpace(ex.Corrected)
	if o == "" || c == "" || strings.Contains(c, o) || strings.Contains(o, c) || !typed.Restated(o, message, prev) {
		return false
	}
	// The fix as the message writes it: the words of c that o lacks.
	of := strings.Fields(o)
	for _, f := range strings.Fields(c) {
		if !slices.Contains(of, f) {
			c = f
			break
		}
	}
	i, j := strings.Index(message, o), strings.Index(message, c)
	if i < 0 || j < 0 || i < j+len(c) && j < i+len(o) {
		return false
	}
	a, b := min(i, j), max(i+len(o), j+len(c))
	if b-a > len(o)+len(c)+24 {
		return false
	}
	between := fold.Lower(message[a:b])
	for _, w := range []string{". ", "? ", "! ", "; ", ", ", " not ", "instead", "rather", " or ", "->", "→"} {
		if strings.Contains(between, w) {
			return false
		}
	}
	return true
}

// clauseFillers stand between a clause's verb and its value ("is called
// stg", "is now eu-west-1").
var clauseFillers = map[string]bool{"called": true, "named": true, "now": true, "actually": true, "just": true, "really": true, "always": true}

// valueOfClause takes, from a phrase whose right side is a clause ("our
// connection is snowflake_prod, not snowflake_default": "connection is
// snowflake_prod"), the value after its verb, when one word stands there:
// the value that replaces the original, as the typed pair would.
func valueOfClause(ex Extraction) Extraction {
	if !ex.Located || !typed.ClauseShaped(ex.Original, ex.Corrected) {
		return ex
	}
	f := strings.Fields(ex.Corrected)
	last := -1
	for i, w := range f {
		if typed.ClauseVerb(w) {
			last = i
		}
	}
	if last < 1 || last > 3 {
		return ex
	}
	// The subject names a setting in words ("connection", "the
	// namespace"), not the code it describes ("useEffect(…) is
	// once-on-mount").
	for _, w := range f[:last] {
		if !isLetters(w) {
			return ex
		}
	}
	rest := f[last+1:]
	for len(rest) > 1 && clauseFillers[fold.Lower(rest[0])] {
		rest = rest[1:]
	}
	if len(rest) != 1 || len(strings.Fields(ex.Original)) != 1 {
		return ex
	}
	ex.Corrected = strings.Trim(rest[0], ".,;:!?")
	return ex
}

// isLetters reports a word of ASCII letters only.
func isLetters(w string) bool {
	for i := 0; i < len(w); i++ {
		if c := w[i]; !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
			return false
		}
	}
	return w != ""
}

// calleeForValue reports a pair whose original is a function the output
// calls ("time.Sleep(500)") and whose fix, a member of the same package,
// the message computes with rather than calls ("500 * time.Millisecond"):
// one member for another of a different kind, not the fix.
func calleeForValue(ex Extraction, message, prev string) bool {
	o, c := strings.TrimSpace(ex.Original), strings.TrimSpace(ex.Corrected)
	if o == "" || c == "" || strings.ContainsAny(o+c, " ()") {
		return false
	}
	d, e := strings.LastIndexByte(o, '.'), strings.LastIndexByte(c, '.')
	if d <= 0 || e <= 0 || o[:d] != c[:e] {
		return false // members of one package only: time.Sleep, time.Millisecond
	}
	i := strings.Index(prev, o+"(")
	j := strings.Index(message, c)
	if i < 0 || j < 0 || strings.Contains(message, c+"(") || strings.Count(prev, o) != strings.Count(prev, o+"(") {
		return false
	}
	// The message computes with it: "500 * time.Millisecond".
	before := strings.TrimRight(message[:j], " ")
	return strings.HasSuffix(before, "*") || strings.HasSuffix(before, "+") || strings.HasSuffix(before, "/") ||
		strings.HasSuffix(before, "-") || len(before) > 0 && before[len(before)-1] >= '0' && before[len(before)-1] <= '9'
}

// unitWords name the unit of a number in a message.
var unitWords = map[string]bool{
	"ms": true, "millisecond": true, "milliseconds": true, "s": true, "sec": true, "secs": true, "second": true, "seconds": true,
	"min": true, "mins": true, "minute": true, "minutes": true, "h": true, "hour": true, "hours": true, "day": true, "days": true,
	"week": true, "weeks": true, "kb": true, "mb": true, "gb": true, "tb": true, "kib": true, "mib": true, "gib": true,
}

// unitSlip reports a pair that swaps a bare number for one the message
// writes with a unit, a thousand times or more apart ("--expires-in
// 2592000" for "7 days"): the same quantity in another unit, which the
// swap would write in the wrong one.
func unitSlip(ex Extraction, message string) bool {
	wn, rn := lastNumber(ex.Original), lastNumber(ex.Corrected)
	if wn <= 0 || rn <= 0 {
		return false
	}
	r := wn / rn
	if r < 1000 && r > 0.001 {
		return false
	}
	num := strings.TrimSpace(ex.Corrected[strings.LastIndexFunc(ex.Corrected, func(r rune) bool { return !(r >= '0' && r <= '9' || r == '.') })+1:])
	for i := 0; ; {
		k := strings.Index(message[i:], num)
		if k < 0 {
			return false
		}
		at := i + k + len(num)
		i = at
		if f := strings.Fields(message[at:]); len(f) > 0 && unitWords[fold.Lower(strings.Trim(f[0], ".,;:()"))] {
			return true
		}
	}
}

// lastNumber returns the number s ends with, or -1.
func lastNumber(s string) float64 {
	s = strings.TrimSpace(s)
	j := len(s)
	for j > 0 && (s[j-1] >= '0' && s[j-1] <= '9' || s[j-1] == '.') {
		j--
	}
	if j == len(s) {
		return -1
	}
	v, err := strconv.ParseFloat(s[j:], 64)
	if err != nil {
		return -1
	}
	return v
}

// withSameMember moves a pair whose fix is a member of another receiver
// ("viewModelScope.launch") to the output's one use of that member on
// another receiver ("GlobalScope.launch"): the receiver is what the
// message swaps, not a name that only looks like the new one
// ("ViewModel").
func withSameMember(ex Extraction, prev string) Extraction {
	c := strings.TrimSpace(ex.Corrected)
	d := strings.LastIndexByte(c, '.')
	if !ex.Located || d <= 0 || d == len(c)-1 || !isName(c) || strings.Contains(ex.Original, c[d:]) {
		return ex
	}
	member := c[d:] // ".launch"
	var found string
	for i := 0; ; {
		k := strings.Index(prev[i:], member)
		if k < 0 {
			break
		}
		end := i + k + len(member)
		start := i + k
		i = end
		if end < len(prev) && isNameByte(prev[end]) {
			continue
		}
		a := start
		for a > 0 && (isNameByte(prev[a-1]) || prev[a-1] == '.') {
			a--
		}
		if a == start {
			continue
		}
		if use := prev[a:end]; use != c {
			if found != "" && found != use {
				return ex // more than one: which is meant is a guess
			}
			found = use
		}
	}
	if found != "" {
		ex.Original = found
	}
	return ex
}

// prepositionLed reports a replacement that is a place preposition and
// one value ("in django.shortcuts", "on eu-west-1") where the original
// is the value alone.
func prepositionLed(corr, orig string) bool {
	lc, lo := fold.Lower(strings.TrimSpace(corr)), fold.Lower(strings.TrimSpace(orig))
	for _, p := range []string{"in", "on", "at", "under", "inside", "via"} {
		if rest, ok := strings.CutPrefix(lc, p+" "); ok && !strings.HasPrefix(lo, p+" ") && rest != "" && !strings.ContainsAny(rest, " \t\n") {
			return true
		}
	}
	return false
}

// ownNameAsValue reports a fix that puts a setting's own name where its
// value stood ("<ChrgBr>SHAR</ChrgBr>" → "<ChrgBr>ChrgBr</ChrgBr>", from
// "needs ChrgBr SLEV"): the message named the setting before its value.
func ownNameAsValue(orig, corr string) bool {
	p, q := typed.CommonEnds(orig, corr)
	if p+q > len(corr) || p+q > len(orig) {
		return false
	}
	mid := strings.TrimSpace(corr[p : len(corr)-q])
	if len(mid) < 2 || strings.ContainsAny(mid, " \t<>=:") {
		return false
	}
	o := strings.TrimSpace(orig)
	return strings.Contains(o, "<"+mid+">") || strings.HasPrefix(o, mid+"=") || strings.HasPrefix(o, mid+":") ||
		strings.HasPrefix(o, "\""+mid+"\":")
}

// prepositionTail reports a replacement of one token by a value with a
// phrase of prose after it ("Off in production" for "display_errors",
// from "display_errors must be Off in production"): the clause the value
// stood in, not the value.
func prepositionTail(corr, orig string) bool {
	f := strings.Fields(corr)
	if len(f) < 3 || strings.ContainsAny(strings.TrimSpace(orig), " \t\n") {
		return false
	}
	switch fold.Lower(f[1]) {
	case "in", "on", "for", "at", "with", "from", "during", "since", "until", "when", "because", "unless", "if":
		return isLetters(f[len(f)-1])
	}
	return false
}

// withoutPrepositionTail cuts the phrase of prose after a value
// ("otel-collector:4318 for OTLP over HTTP" → "otel-collector:4318") when
// what is left replaces the original as a value of its kind; otherwise
// the pair is left for prepositionTail to refuse.
func withoutPrepositionTail(ex Extraction) Extraction {
	if !ex.Located || !prepositionTail(ex.Corrected, ex.Original) {
		return ex
	}
	head := strings.Fields(ex.Corrected)[0]
	if head != strings.TrimSpace(ex.Original) && typed.Replaceable(strings.TrimSpace(ex.Original), head) && strings.ContainsAny(head, ":/.[]_0123456789") {
		ex.Corrected = head
	}
	return ex
}

// regexFor reports a regular expression of the output ("\.php$",
// "^/api/") replaced by a value that is none: a pattern names what it
// matches, and a path or name put in its place matches nothing.
func regexFor(orig, corr string) bool {
	return regexLike(orig) && !regexLike(corr)
}

func regexLike(s string) bool {
	s = strings.TrimSpace(s)
	return strings.Contains(s, "\\.") || strings.Contains(s, "\\d") || strings.Contains(s, "\\w") ||
		strings.HasSuffix(s, "$") && strings.ContainsAny(s, "\\.*+") || strings.HasPrefix(s, "^") && len(s) > 1
}

// optionOfOtherCommand reports an option replaced by an option the
// message gives to another command ("--force" of "doctrine:schema:update
// --force" for the "--no-interaction" of "doctrine:migrations:migrate
// --no-interaction"): the option goes with its command, not in place of
// the other command's.
func optionOfOtherCommand(ex Extraction, message, prev string) bool {
	o, c := strings.TrimSpace(ex.Original), strings.TrimSpace(ex.Corrected)
	if !strings.HasPrefix(o, "-") || !strings.HasPrefix(c, "-") || strings.ContainsAny(o, " \t") || strings.ContainsAny(c, " \t") {
		return false
	}
	i, j := strings.Index(message, c), strings.Index(prev, o)
	if i < 0 || j < 0 {
		return false
	}
	mc, pc := commandWordBefore(message, i), commandWordBefore(prev, j)
	return mc != "" && pc != "" && mc != pc
}

// commandWordBefore returns the last word before s[i:] on its line that
// is a command or a subcommand (not an option, not a value of one): the
// word the option is given to, or "".
func commandWordBefore(s string, i int) string {
	a := strings.LastIndexByte(s[:i], '\n') + 1
	f := strings.Fields(s[a:i])
	for k := len(f) - 1; k >= 0; k-- {
		w := strings.Trim(f[k], "`'\"")
		if strings.HasPrefix(w, "-") {
			continue
		}
		if k > 0 && strings.HasPrefix(f[k-1], "-") && !strings.Contains(f[k-1], "=") {
			continue // the value of an option
		}
		if strings.Contains(w, ":") && !strings.Contains(w, "/") {
			return w // "doctrine:schema:update", "setup:upgrade"
		}
		return ""
	}
	return ""
}

// withCallArguments widens a located pair of two function names to the
// calls, when the message writes the fix with its arguments ("use
// express.raw({ type: \"application/json\" })") and the output calls the
// original: swapping the names alone would call the fix without the
// arguments the user gave it.
func withCallArguments(ex Extraction, message, prev string) Extraction {
	o, c := strings.TrimSpace(ex.Original), strings.TrimSpace(ex.Corrected)
	if !ex.Located || o == "" || c == "" || !isName(o) || !isName(c) {
		return ex
	}
	margs, ok := argsAfter(message, c)
	if !ok || strings.TrimSpace(margs) == "()" {
		return ex
	}
	pargs, ok := argsAfter(prev, o)
	if !ok {
		return ex
	}
	ex.Original, ex.Corrected = o+pargs, c+margs
	return ex
}

// argsAfter returns the balanced argument list right after the first
// occurrence of name in s that is followed by "(": "({ type: 1 })".
func argsAfter(s, name string) (string, bool) {
	for from := 0; ; {
		i := strings.Index(s[from:], name+"(")
		if i < 0 {
			return "", false
		}
		i += from
		if i > 0 && (isNameByte(s[i-1]) || s[i-1] == '.') {
			from = i + 1
			continue
		}
		start := i + len(name)
		if end := typed.MatchClose(s, start); end > start {
			return s[start:end], true
		}
		return "", false
	}
}

// namesTheCall reports a replacement that is the original's function
// with empty parentheses ("rate()" for "rate(x[5m])"): the message named
// the function, it did not give the fix.
func namesTheCall(orig, corr string) bool {
	o, c := strings.TrimSpace(orig), strings.TrimSpace(corr)
	name, ok := strings.CutSuffix(c, "()")
	return ok && name != "" && strings.HasPrefix(o, name+"(") && len(o) > len(c)
}

// verbValues are words that, after "key:", start the message's sentence
// about the key ("to: needs to be ref(…)"), not the key's value.
var verbValues = map[string]bool{"needs": true, "need": true, "should": true, "must": true, "has": true, "have": true,
	"is": true, "was": true, "are": true, "can": true, "cannot": true, "will": true, "wants": true, "expects": true,
	"takes": true, "goes": true, "points": true, "means": true}

// verbValue reports a "key: value" replacement whose value is such a word.
func verbValue(corr string) bool {
	k, v, ok := strings.Cut(strings.TrimSpace(corr), ":")
	if !ok || k == "" || strings.ContainsAny(k, " \t") {
		return false
	}
	return verbValues[fold.Lower(strings.TrimSpace(v))]
}

// otherOptionValue reports a pair that gives an option a value ("-run
// TestX" → "-run TestXLines") when the message writes that option with
// another value ("-run '^TestX$'"): the user gave the value, and it is not
// the pair's.
func otherOptionValue(ex Extraction, message string) bool {
	o, c := strings.Fields(ex.Original), strings.Fields(ex.Corrected)
	if len(o) != 2 || len(c) != 2 || o[0] != c[0] || !strings.HasPrefix(o[0], "-") {
		return false
	}
	v, ok := typed.OptionValueStated(message, o[0])
	return ok && v != c[1] && strings.Trim(c[1], "'\"`") != v
}

// maxKeyValue bounds the value of a key/value pair withKeyValue reads.
const maxKeyValue = 200

// withKeyValue reads a located pair whose original is the key of a
// key/value pair of prev, and whose corrected has the kind of that key's
// value, as a fix of the value: "moduleResolution should be "bundler""
// over `"moduleResolution": "node"` fixes `"moduleResolution": "node"`,
// never the key. A key renamed to another key ("n_ctx" → "num_ctx", the
// value a number) keeps its pair. The message must name the key before
// the corrected value, as what it speaks of.
func withKeyValue(ex Extraction, message, prev string) Extraction {
	o, c := strings.TrimSpace(ex.Original), strings.TrimSpace(ex.Corrected)
	if !ex.Located || o == "" || c == "" || strings.ContainsAny(o, " \n") || strings.ContainsAny(c, " \n") {
		return ex
	}
	key := strings.Trim(o, `"'`)
	k, ci := strings.Index(message, key), strings.Index(message, c)
	if k < 0 || ci < 0 || k >= ci {
		return ex
	}
	// The pairs of prev with that key, in any notation: `"key": "v"`,
	// `key: v`, `key = v`, `key=v`.
	var pairStart, valStart, valEnd, found int
	typed.EachOccurrence(prev, o, func(at, _ int) bool {
		if at > 0 && (isWordByte(prev[at-1]) || prev[at-1] == '.' || prev[at-1] == '-') {
			return true
		}
		e := at + len(o)
		for e < len(prev) && (prev[e] == '"' || prev[e] == '\'') && !strings.HasSuffix(o, prev[e:e+1]) {
			e++
		}
		for e < len(prev) && prev[e] == ' ' {
			e++
		}
		if e+1 >= len(prev) || (prev[e] != ':' && prev[e] != '=') || prev[e+1] == prev[e] {
			return true
		}
		e++
		for e < len(prev) && prev[e] == ' ' {
			e++
		}
		// A value is read up to maxKeyValue bytes: one occurrence never
		// scans the rest of prev.
		vs, ve, limit := e, e, min(len(prev), e+maxKeyValue)
		if ve < limit && (prev[ve] == '"' || prev[ve] == '\'') {
			k := strings.IndexByte(prev[ve+1:limit], prev[ve])
			if k < 0 {
				return true
			}
			ve += k + 2
		} else {
			for ve < limit && !strings.ContainsRune(" \t\n,;}])`", rune(prev[ve])) {
				ve++
			}
		}
		if ve > vs {
			found++
			pairStart, valStart, valEnd = at, vs, ve
		}
		return true
	})
	if found != 1 {
		return ex // none, or two pairs of that key: which value is meant is not known
	}
	v := prev[valStart:valEnd]
	if v == c || strings.ContainsAny(v, " \n") {
		return ex
	}
	if kindOf(strings.Trim(v, `"'`)) != kindOf(strings.Trim(c, `"'`)) || kindOf(strings.Trim(c, `"'`)) == kindOf(key) && !(isQuoted(v) && isQuoted(c)) {
		return ex
	}
	right := c
	if q := v[0]; (q == '"' || q == '\'') && v[len(v)-1] == q && c[0] != q {
		right = string(q) + strings.Trim(c, `"'`) + string(q)
	}
	ex.Original = prev[pairStart:valEnd]
	ex.Corrected = prev[pairStart:valStart] + right
	return ex
}

// kindOf returns the kind of the first atom of s alone.
func kindOf(s string) typed.Kind {
	if as := typed.Lex(s); len(as) > 0 {
		return as[0].Kind
	}
	return typed.Word
}

// rejectedElsewhere reports a located pair whose original stays clear of
// what the message rejects by name: "…, not staging-api" over an output
// that holds staging-api, where the pair replaces another value of the
// output. The message says which text is wrong; a pair that changes
// something else guessed, and a guess is not applied.
func rejectedElsewhere(ex Extraction, message, prev string) bool {
	o := fold.Lower(strings.TrimSpace(ex.Original))
	if o == "" {
		return false
	}
	lp := fold.Lower(prev)
	for _, y := range rejectedNames(message) {
		ly := fold.Lower(y)
		if len(ly) < 3 || stopWords[ly] || !containsWord(lp, ly) {
			continue
		}
		if strings.Contains(o, ly) || strings.Contains(ly, o) {
			return false
		}
		return true
	}
	return false
}

// rejectedNames returns what the message rejects with "not X" or "never
// X" at the start of a clause (", not X", "but not X", "(not X)", ",
// never X"), X one token.
func rejectedNames(message string) []string {
	var out []string
	for _, cue := range []string{"not ", "never "} {
		out = append(out, rejectedBy(message, cue)...)
	}
	return out
}

// rejectedBy returns the tokens that cue ("not ") rejects at the start of
// a clause of message.
func rejectedBy(message, cue string) []string {
	var out []string
	lower := lowerASCII(message) // same length as message: its offsets hold
	for i := 0; i < len(message); {
		j := strings.Index(lower[i:], cue)
		if j < 0 {
			break
		}
		at := i + j
		i = at + len(cue)
		k := at
		for k > 0 && message[k-1] == ' ' {
			k--
		}
		lead := k == 0 || strings.ContainsRune(",;(—.", rune(message[k-1]))
		if !lead {
			if w := fold.Lower(lastField(message[max(0, k-16):k])); w == "but" || w == "and" {
				lead = true
			}
		}
		if !lead {
			continue
		}
		rest := strings.Fields(message[at+len(cue):])
		if len(rest) == 0 {
			continue
		}
		t := rest[0]
		if d := fold.Lower(t); (d == "the" || d == "a" || d == "an") && len(rest) > 1 {
			t = rest[1]
		}
		t = strings.Trim(t, "`'\"().,;:!?")
		if t != "" {
			out = append(out, t)
		}
	}
	return out
}

// addressForVersion reports a pair that puts a release version in place
// of a network address or the other way round ("10.41.0.0/16" →
// "v3.2.0"): dotted digits both, never the same kind of value.
func addressForVersion(o, c string) bool {
	val := func(s string) string {
		s = strings.TrimSpace(s)
		if i := strings.LastIndexAny(s, "=: "); i >= 0 {
			s = s[i+1:]
		}
		return strings.Trim(s, "`'\",;")
	}
	addr := func(s string) bool {
		if i := strings.IndexByte(s, '/'); i > 0 {
			s = s[:i]
		}
		return typed.IsIP(s)
	}
	version := func(s string) bool {
		if len(s) < 2 || (s[0] != 'v' && s[0] != 'V') {
			return false
		}
		return strings.Trim(s[1:], "0123456789.") == "" && strings.Contains(s, ".")
	}
	vo, vc := val(o), val(c)
	return addr(vo) && version(vc) || version(vo) && addr(vc)
}

// withKeptOptionValue keeps the value of an option that the pair renames:
// "-tag=integration" → "-tags" is "-tag=integration" → "-tags=integration"
// unless the message gives the new option a value of its own, or the new
// option is another one rather than a respelling (its name starts
// otherwise). Dropping the value would leave the command without it.
func withKeptOptionValue(ex Extraction, message string) Extraction {
	o, c := strings.TrimSpace(ex.Original), strings.TrimSpace(ex.Corrected)
	if !ex.Located || len(c) < 2 || c[0] != '-' || strings.ContainsAny(c, "= \t\n") {
		return ex
	}
	eq := strings.IndexByte(o, '=')
	if eq < 2 || o[0] != '-' || strings.ContainsAny(o, " \t\n") || o[:eq] == c || eq == len(o)-1 {
		return ex
	}
	if i := strings.Index(message, c); i >= 0 && strings.HasPrefix(message[i+len(c):], "=") {
		return ex // the message gives it a value: the aligner chose not to take it
	}
	// The same option respelled ("-tag" → "-tags"), not another one that
	// may take no value ("--since=1h" → "--previous").
	a, b := strings.TrimLeft(o[:eq], "-"), strings.TrimLeft(c, "-")
	if n := min(len(a), len(b), 3); n < 3 || a[:n] != b[:n] {
		return ex
	}
	ex.Corrected = c + o[eq:]
	return ex
}

// SurePairScore is the score (typed.Pair.Score) from which a typed
// pairing stands on its own: three pieces of strong evidence, or two and
// more. Under it a pairing the message does not anchor is substituted
// offline only when another reader finds it too (SurePair).
const SurePairScore = 0.8

// SurePair reports whether the located pair whose wrong side is original
// may be substituted offline as far as the typed reader is concerned.
//
// When the message writes only the right value ("the registry is
// npm.internal"), the typed reader guesses which value of prev it
// replaces, from shapes, roles and names. Such a guess is sure when it
// scores SurePairScore or more, or when a second reader with its own rules
// locates the same value of prev: the older alignment of package align,
// or a phrase form of the message ("X, not Y", "use Y instead of X"). On
// conversations the typed reader was not written on, its other guesses
// were wrong about as often as right; such a pair is kept as context and
// suggested. A pair whose wrong value the message writes, or that came
// from another reader, is left to the checks every located pair passes.
func SurePair(message, prev, original string) bool {
	at := strings.Index(prev, original)
	if at < 0 || original == "" {
		return true
	}
	p, ok := typed.Extract(message, prev)
	if !ok || p.End <= at || p.Start >= at+len(original) || p.Score >= SurePairScore {
		return true
	}
	lower := fold.Lower(message)
	if align.ContainsAtom(lower, fold.Lower(strings.TrimSpace(p.Core))) {
		return true
	}
	if c := changedPart(strings.TrimSpace(p.Core), strings.TrimSpace(p.CoreRight)); len(c) >= 3 && align.ContainsAtom(lower, fold.Lower(c)) {
		return true // "Connect is the v4 name" for pgxpool.Connect → pgxpool.New
	}
	same := func(e Extraction) bool {
		if !e.Located || e.Original == "" {
			return false
		}
		k := strings.Index(prev, e.Original)
		return k >= 0 && k < p.End && k+len(e.Original) > p.Start
	}
	prevLower := lowerASCII(prev)
	return same(legacyExtraction(message, prev, prevLower, align.Pairs(message, prev))) || same(extract(message, prev, prevLower))
}

// changedPart returns the words of wrong that right changes: what lies
// between their common ends, widened to whole words of wrong ("Connect"
// of pgxpool.Connect → pgxpool.New, "ioutil" of ioutil.ReadFile →
// os.ReadFile), or "" when right only adds to wrong.
func changedPart(wrong, right string) string {
	return changedSpan(right, wrong, isASCIIWordByte)
}
