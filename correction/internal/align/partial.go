package align

// Where a fix is partial or whole: the old number left elsewhere in an
// answer (Residual), the address a segment core stands in, a key/value
// pair that names its own setting.

import (
	"sort"
	"strconv"
	"strings"
	"unicode"

	"github.com/cairnhq/cairn/correction/internal/typed"
	"github.com/cairnhq/cairn/internal/fold"
)

// Residual returns the line of text, the output with the correction
// wrong → right applied, where the changed part of the mistake still
// stands, or "": the "18" of "node:18-alpine" → "node:20-alpine" on a line
// that also holds a name of the mistake's unchanged part ("node-version:
// 18"); a version ("1.21") or a value of its own shape ("us-east-1",
// "utf8") anywhere in the output's code, or in a line that names the
// unchanged part. A plain number is looked for only beside such a name,
// and a plain word never: they recur for their own sake. The fix's own
// text ("main" of "refs/heads/main") is not a residual. A fix that leaves such a line makes the answer contradict itself.
func Residual(wrong, right, text string) string {
	if line := wrongLeft(wrong, right, text); line != "" {
		return line
	}
	if line := unitLeft(wrong, right, text); line != "" {
		return line
	}
	if line := siblingLeft(wrong, right, text); line != "" {
		return line
	}
	if line := caseSiblingLeft(wrong, right, text); line != "" {
		return line
	}
	if line := extendedLeft(wrong, right, text); line != "" {
		return line
	}
	core, rest := changedCore(wrong, right)
	if core == "" {
		return ""
	}
	if core != strings.TrimSpace(wrong) {
		if line := foldedLeft(text, core, right); line != "" {
			return line
		}
	}
	if line := portLeft(core, right, text); line != "" {
		return line
	}
	if line := wordInPath(core, right, text); line != "" {
		return line
	}
	kind := residualKind(core)
	if kind == residualNone && len(core) >= 3 && strings.ContainsAny(wrong, ":=") && wholePair(wrong) {
		// The old value of a setting named beside it, in another
		// wrapping ("Authorization: Token" fixed, {"Authorization":
		// f"Token {key}"} left): a word, looked for only with its key,
		// like a number, and only where the whole key is named.
		kind = residualNumber
		key := strings.TrimSpace(wrong[:strings.IndexAny(wrong, ":=")])
		rest = []string{fold.Lower(strings.Trim(key, `"'`))}
	}
	if kind == residualNone || kind == residualNumber && len(rest) == 0 {
		return ""
	}
	var code *codeMap
	fixes := spansOf(text, right)
	for i := 0; ; {
		k := strings.Index(text[i:], core)
		if k < 0 {
			return ""
		}
		at := i + k
		i = at + len(core)
		// A value of its own shape stands inside a dotted name too:
		// "eu-west-1" of "123.dkr.ecr.eu-west-1.amazonaws.com" (not at its
		// start: "docker-compose.prod.yml" names a file).
		whole := valueBounded(text, at, at+len(core)) ||
			kind == residualValue && at > 0 && text[at-1] == '.' && segmentBounded(text, at, at+len(core))
		if !whole || within(fixes, at, at+len(core)) {
			continue
		}
		a, b := LineAround(text, at, at)
		line := fold.Lower(text[a:b])
		named := false
		for _, w := range rest {
			if containsBounded(line, w, false) || strings.Contains(line, w+"-") || strings.Contains(line, w+"_") ||
				camelTail(text[a:b], w) {
				named = true
				break
			}
		}
		if !named && kind != residualNumber {
			if code == nil {
				code = newCodeMap(text)
			}
			named = code.at(at)
		}
		if named {
			return strings.TrimSpace(text[a:b])
		}
	}
}

// wordInPath returns the line of text's code where core, a word, still
// names a directory or a file ("envs/staging.tfvars" beside a fixed
// "workspace select staging" → "stg"), or "": the path was named after
// the same thing, and keeps the old name.
func wordInPath(core, right, text string) string {
	if len(core) < 3 || !isLettersOnly(core) || strings.Contains(right, "/"+core) {
		return ""
	}
	return codeLineAt(text, "/"+core, 1, func(at int) bool {
		end := at + len(core)
		return end < len(text) && (text[end] == '.' || text[end] == '/')
	})
}

// codeLineAt returns the trimmed line of text's code around the first
// occurrence of needle (at its offset off) that ok accepts, or "".
func codeLineAt(text, needle string, off int, ok func(at int) bool) string {
	var code *codeMap
	for i := 0; ; {
		k := strings.Index(text[i:], needle)
		if k < 0 {
			return ""
		}
		at := i + k + off
		i = i + k + 1
		if !ok(at) {
			continue
		}
		if code == nil {
			code = newCodeMap(text)
		}
		if code.at(at) {
			a, b := LineAround(text, at, at)
			return strings.TrimSpace(text[a:b])
		}
	}
}

func isLettersOnly(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
			return false
		}
	}
	return true
}

// camelTail reports whether line holds w, a lower-case word, as the last
// word of a camelCase name ("containerPort" for "port").
func camelTail(line, w string) bool {
	if w == "" {
		return false
	}
	cw := strings.ToUpper(w[:1]) + w[1:]
	for i := 0; ; {
		k := strings.Index(line[i:], cw)
		if k < 0 {
			return false
		}
		at := i + k
		i = at + 1
		end := at + len(cw)
		if at > 0 && line[at-1] >= 'a' && line[at-1] <= 'z' && (end == len(line) || !alnumAt(line, end)) {
			return true
		}
	}
}

// portLeft returns the line of text's code where core, a port number the
// fix changes, still stands as the port of an address ("db:5432/orders"
// beside a fixed "-p 5432" → "-p 6432"), or "".
func portLeft(core, right, text string) string {
	if len(core) < 4 || len(core) > 5 || !isDigits(core) || strings.Contains(right, ":"+core) {
		return ""
	}
	return codeLineAt(text, ":"+core, 1, func(at int) bool {
		end := at + len(core)
		// Not a longer number, and a host before it.
		return !(end < len(text) && isDigitByte(text[end])) && at >= 2 && alnumAt(text, at-2)
	})
}

// extendedLeft returns the line of text's code where a name built on the
// one the fix extends still stands ("utf8_unicode_ci" beside a fixed
// "CHARSET=utf8" → "CHARSET=utf8mb4": the old charset's collation), or "".
func extendedLeft(wrong, right, text string) string {
	p, _ := typed.CommonEnds(wrong, right)
	if p != len(wrong) || len(right) <= len(wrong) || !alnumAt(right, p) {
		return "" // not an extension of wrong's last name
	}
	s := p
	for s > 0 && alnumAt(wrong, s-1) {
		s--
	}
	name := wrong[s:]
	if len(name) < 3 || strings.IndexFunc(name, unicode.IsLetter) < 0 {
		return ""
	}
	ext := name + right[p:]
	return codeLineAt(text, name+"_", 0, func(at int) bool {
		return !(at > 0 && alnumAt(text, at-1)) && !strings.HasPrefix(text[at:], ext)
	})
}

// spansOf returns where s stands in text, in order (overlaps included),
// found once for a check that asks about many offsets.
func spansOf(text, s string) [][2]int {
	var out [][2]int
	if s == "" {
		return nil
	}
	for i := 0; ; {
		k := strings.Index(text[i:], s)
		if k < 0 {
			return out
		}
		out = append(out, [2]int{i + k, i + k + len(s)})
		i += k + 1
	}
}

// within reports whether [start, end) lies inside one of spans, all of
// one length and sorted: inside the fix's own text ("main" of
// "refs/heads/main"), not what it left. The last span that starts at or
// before start is the one that ends furthest.
func within(spans [][2]int, start, end int) bool {
	k := sort.Search(len(spans), func(i int) bool { return spans[i][0] > start }) - 1
	return k >= 0 && spans[k][1] >= end
}

// wrongLeft returns the line of text where the whole wrong text still
// stands in code, outside the fix's own text, or "": the same mistake
// left in one place and fixed in another ("paid_at timestamp" beside
// "created_at timestamptz"). A number or a word under four letters is not
// looked for: it recurs for its own sake.
func wrongLeft(wrong, right, text string) string {
	w := strings.TrimSpace(wrong)
	if len(w) < 4 || strings.Trim(w, "0123456789.") == "" {
		return ""
	}
	var code *codeMap
	r := strings.TrimSpace(right)
	// The same name in one case (caseFolds) is the same mistake, and so
	// is the value of an option found alone (optionValueVariant).
	forms := append([][2]string{{w, right}}, caseSpellings(w, r)...)
	if v, ok := optionValueVariant(w, r); ok {
		_, vw, _ := cutOptionValue(w)
		forms = append(forms, [2]string{vw, v.tmpl})
	}
	for _, f := range forms {
		if line := leftIn(text, f[0], f[1], &code); line != "" {
			return line
		}
		if line := envLeft(text, f[0], f[1]); line != "" {
			return line
		}
	}
	return foldedLeft(text, w, r)
}

// foldedLeft returns the line of text where w, a long name that is one
// by its punctuation (an address, a host, a joined identifier: "ops-team@acme.io",
// "billing-api.internal"), still stands in any letter case, in code or in
// prose, outside the spans of right, or "": a prose sentence that names
// the old address contradicts the fixed one as much as code does.
func foldedLeft(text, w, right string) string {
	if len(w) < 8 || strings.ContainsAny(w, " \t\n\"'`$") || !strings.ContainsAny(w, "@.-_") || strings.IndexFunc(w, unicode.IsLetter) < 0 {
		return ""
	}
	lw, lt := fold.Lower(w), fold.Lower(text)
	if len(lt) != len(text) {
		return "" // a fold that changes lengths: offsets would not line up
	}
	fixes := spansOf(lt, fold.Lower(strings.TrimSpace(right)))
	line := ""
	typed.EachOccurrence(lt, lw, func(at, end int) bool {
		if text[at:end] == w || !valueBounded(text, at, end) || within(fixes, at, end) {
			return true // the taught spelling is leftIn's
		}
		a, b := LineAround(text, at, at)
		line = strings.TrimSpace(text[a:b])
		return false
	})
	return line
}

// envLeft returns the line of text where the hyphenated value w stands
// spelled as a part of an environment variable's name ("WASM32_WASI" of
// CARGO_TARGET_WASM32_WASI_RUNNER for wasm32-wasi) and right is not so
// spelled there, or "": the variable is named after the value, and
// fixing the value alone would leave it.
func envLeft(text, w, right string) string {
	if !strings.Contains(w, "-") || strings.ContainsAny(w, " \t\n/:.=") || strings.IndexFunc(w, unicode.IsLetter) < 0 {
		return ""
	}
	ew := strings.ToUpper(strings.ReplaceAll(w, "-", "_"))
	er := strings.ToUpper(strings.ReplaceAll(strings.TrimSpace(right), "-", "_"))
	line := ""
	typed.EachOccurrence(text, ew, func(at, end int) bool {
		before := at == 0 || !isEnvByte(text[at-1]) || text[at-1] == '_'
		after := end == len(text) || !isEnvByte(text[end]) || text[end] == '_'
		if !before || !after || strings.HasPrefix(text[at:], er) {
			return true
		}
		a, b := LineAround(text, at, at)
		line = strings.TrimSpace(text[a:b])
		return false
	})
	return line
}

// isEnvByte reports a byte of an environment variable's name.
func isEnvByte(c byte) bool {
	return c == '_' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// leftIn returns the line of code in text where w stands whole, outside
// the spans of right, or "".
func leftIn(text, w, right string, code **codeMap) string {
	fixes := spansOf(text, right)
	for i := 0; ; {
		k := strings.Index(text[i:], w)
		if k < 0 {
			return ""
		}
		at := i + k
		i = at + len(w)
		if !(valueBounded(text, at, at+len(w)) || hostLabel(text, at, at+len(w)) || qualifierOf(text, w, at, at+len(w))) || within(fixes, at, at+len(w)) {
			continue
		}
		if *code == nil {
			*code = newCodeMap(text)
		}
		if !(*code).at(at) {
			continue
		}
		a, b := LineAround(text, at, at)
		return strings.TrimSpace(text[a:b])
	}
}

// siblingLeft returns the line of text where a sibling of the mistake
// still stands, or "": the same name up to and through the part right
// changes, continued otherwise ("[acme:analytics.users]" beside a fixed
// "acme:analytics.events" → "acme.analytics.events"; "--set
// podAnnotations.prometheus.io/port=…" beside a fixed "--set
// podAnnotations.prometheus.io/scrape=true" → "--set-string …"). The
// mistake is in its shared name, not in what follows, so the sibling is
// as wrong, and fixing one of them leaves the answer half fixed. It
// looks only where the shared part or the changed one holds a name of
// three letters or more ("clap" of "#[clap(short, long" → "#[arg(short,
// long", which "#[clap(author, version)]" continues otherwise) and
// right keeps an ending of wrong: a mistake with nothing after
// its change is wrongLeft's.
func siblingLeft(wrong, right, text string) string {
	p, q := typed.CommonEnds(wrong, right)
	// The kept ending starts at a whole atom: "8080" → "3000" keeps no
	// "0".
	for q > 0 && alnumAt(wrong, len(wrong)-q) && alnumAt(wrong, len(wrong)-q-1) {
		q--
	}
	if q == 0 || p == 0 || p+q > len(wrong) || !hasName(wrong[:p]) && !hasName(wrong[p:len(wrong)-q]) {
		return ""
	}
	stem := wrong[:len(wrong)-q]
	if strings.Contains(right, stem) {
		// right only adds ("--set" → "--set-string"): the sibling
		// continues with the ending's first name ("--set ingress" of
		// "--set ingress.tls.enabled=true"), not with any argument.
		tail := wrong[len(stem):]
		n := len(tail) - len(strings.TrimLeft(tail, " "))
		for n < len(tail) && (alnumAt(tail, n) || tail[n] == '-') {
			n++
		}
		stem += tail[:n]
		if strings.Contains(right, stem) {
			return ""
		}
	}
	if len(stem) < 4 {
		return ""
	}
	for i := 0; ; {
		k := strings.Index(text[i:], stem)
		if k < 0 {
			return ""
		}
		at := i + k
		i = at + 1
		if at > 0 && alnumAt(text, at-1) {
			continue
		}
		// The whole mistake is wrongLeft's (or the rule's) to find.
		if strings.HasPrefix(text[at:], wrong) {
			continue
		}
		a, b := LineAround(text, at, at)
		return strings.TrimSpace(text[a:b])
	}
}

// caseSiblingLeft returns the line of text where a sibling of a name whose
// fix changes the case of its part after a prefix still stands, or "":
// TF_VAR_ENVIRONMENT beside a fixed "TF_VAR_REGION" → "TF_VAR_region".
// The rule is the prefix's (its names are matched in the case of the
// variable), so every name of that prefix in the old case is as wrong.
func caseSiblingLeft(wrong, right, text string) string {
	w, r := strings.TrimSpace(wrong), strings.TrimSpace(right)
	if w == r || !strings.EqualFold(w, r) {
		return ""
	}
	p := 0
	for p < len(w) && w[p] == r[p] {
		p++
	}
	// The prefix ends at a separator and holds a name; the changed part
	// is letters in one case.
	for p > 0 && p < len(w) && isASCIILetter(w[p-1]) {
		p--
	}
	if p < 3 || !hasName(w[:p]) || p == len(w) {
		return ""
	}
	part := w[p:]
	upper := strings.ToUpper(part) == part
	if !isLettersOnly(strings.ReplaceAll(part, "_", "")) || !upper && fold.Lower(part) != part {
		return ""
	}
	prefix := w[:p]
	for i := 0; ; {
		k := strings.Index(text[i:], prefix)
		if k < 0 {
			return ""
		}
		at := i + k
		i = at + len(prefix)
		if at > 0 && isIdentByteAlign(text[at-1]) {
			continue
		}
		e := i
		for e < len(text) && (isASCIILetter(text[e]) || text[e] == '_') {
			e++
		}
		name := text[i:e]
		if name == "" || e < len(text) && isIdentByteAlign(text[e]) || strings.EqualFold(name, part) {
			continue
		}
		if upper && strings.ToUpper(name) == name || !upper && fold.Lower(name) == name {
			a, b := LineAround(text, at, at)
			return strings.TrimSpace(text[a:b])
		}
	}
}

// hasName reports whether s holds a run of three letters or more.
func hasName(s string) bool {
	n := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' {
			n++
			if n >= 3 {
				return true
			}
			continue
		}
		n = 0
	}
	return false
}

// unitLeft returns the line of text where the key of a unit fix still
// holds a number in the old unit, or "": "timeout: 30000" → "timeout: 30"
// (milliseconds for seconds) leaves "timeout: 900000" as wrong as it
// was. A fix is a unit fix when the old number is the new one times 60,
// 1000, 1024, 3600, a million or 2^20; another value of the key counts
// when it is a multiple of that factor.
func unitLeft(wrong, right, text string) string {
	key, wv, ok := keyNumber(wrong)
	rkey, rv, rok := keyNumber(right)
	if !ok || !rok || key != rkey || wv == 0 || rv == 0 {
		return ""
	}
	factor := 0
	for _, f := range []int{60, 1000, 1024, 3600, 1000000, 1048576} {
		if wv == rv*f || rv == wv*f {
			factor = f
			break
		}
	}
	if factor == 0 {
		return ""
	}
	if wv < rv {
		return "" // the old unit's numbers are the smaller ones: any number could be one
	}
	var code *codeMap
	for i := 0; ; {
		k := strings.Index(text[i:], key)
		if k < 0 {
			return ""
		}
		at := i + k
		i = at + len(key)
		if at > 0 && alnumAt(text, at-1) {
			continue
		}
		_, b := LineAround(text, at, at)
		kk, v, ok := keyNumber(text[at:b])
		if !ok || kk != key || v == rv || v == 0 || v%factor != 0 {
			continue
		}
		if code == nil {
			code = newCodeMap(text)
		}
		if code.at(at) {
			a, b := LineAround(text, at, at)
			return strings.TrimSpace(text[a:b])
		}
	}
}

// keyNumber reads "key: 123", "key = 123" or "key=123" at the start of
// s: the key and the number.
func keyNumber(s string) (string, int, bool) {
	s = strings.TrimSpace(s)
	i := strings.IndexAny(s, ":=")
	if i <= 0 {
		return "", 0, false
	}
	key := strings.TrimSpace(s[:i])
	if key == "" || strings.ContainsAny(key, " \t") {
		return "", 0, false
	}
	rest := strings.TrimLeft(s[i+1:], " =")
	j := 0
	for j < len(rest) && isDigitByte(rest[j]) {
		j++
	}
	if j == 0 || j > 12 || j < len(rest) && alnumAt(rest, j) {
		return "", 0, false
	}
	n, err := strconv.Atoi(rest[:j])
	if err != nil {
		return "", 0, false
	}
	return key, n, true
}

// Kinds of a changed core, for Residual.
const (
	residualNone    = iota
	residualNumber  // digits: recurs for its own sake, needs a name beside it
	residualVersion // 1.21, 3.25.0
	residualValue   // a value of its own shape (us-east-1, utf8, timestamp)
)

func residualKind(core string) int {
	switch {
	case strings.Trim(core, "0123456789") == "":
		return residualNumber
	case strings.Trim(core, "0123456789.") == "" && strings.Count(core, ".") >= 1 && !strings.HasPrefix(core, ".") && !strings.HasSuffix(core, "."):
		return residualVersion
	case len(core) >= 4 && strings.ContainsAny(core, "0123456789-_.:") && strings.IndexFunc(core, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_' || r == '.' || r == ':')
	}) < 0:
		// A plain word ("yaml" of "pyyaml") recurs for its own sake:
		// "import yaml" is right beside "pip install pyyaml".
		return residualValue
	}
	return residualNone
}

// valueBounded reports whether s[start:end] stands as a whole value: no
// letter, digit or '_' on either side, nor a dot or '-' joining it to
// one ("kafka-2.prod:9092," holds 9092; "19092" and "9092.5" do not).
func valueBounded(s string, start, end int) bool {
	joined := func(i int) bool {
		if i < 0 || i >= len(s) {
			return false
		}
		c := s[i]
		return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= 0x80
	}
	if joined(start-1) || joined(end) {
		return false
	}
	if start >= 2 && (s[start-1] == '.' || s[start-1] == '-') && joined(start-2) {
		return false
	}
	if end+1 < len(s) && (s[end] == '.' || s[end] == '-') && joined(end+1) {
		return false
	}
	return true
}

// changedCore returns the part of wrong that right changes, widened to
// whole atoms ("us-east-1" of region = "us-east-1" → "eu-west-1", "18" of
// "node:18-alpine" → "node:20-alpine"; the whole of "utf8" when right
// only adds to it: "utf8mb4"), and the names (three letters or more,
// lower case) of the rest of wrong. It returns "" when right keeps the
// changed part (quoted, moved).
func changedCore(wrong, right string) (string, []string) {
	p, q := typed.CommonEnds(wrong, right)
	alnum := func(c byte) bool {
		return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
	}
	for p > 0 && alnum(wrong[p-1]) {
		p--
	}
	for q > 0 && alnum(wrong[len(wrong)-q]) {
		q--
	}
	if strings.Trim(wrong[p:len(wrong)-q], "0123456789.") != "" {
		// A name: its joined parts too ("us-east" of "us-east-1").
		for p > 1 && (wrong[p-1] == '-' || wrong[p-1] == '.') && alnum(wrong[p-2]) {
			p--
			for p > 0 && alnum(wrong[p-1]) {
				p--
			}
		}
		for q > 1 && (wrong[len(wrong)-q] == '-' || wrong[len(wrong)-q] == '.') && alnum(wrong[len(wrong)-q+1]) {
			q--
			for q > 0 && alnum(wrong[len(wrong)-q]) {
				q--
			}
		}
	} else {
		// A version's other parts: "1.18" → "1.20" changes "1.18".
		for p > 1 && wrong[p-1] == '.' && isDigitByte(wrong[p-2]) {
			p--
			for p > 0 && isDigitByte(wrong[p-1]) {
				p--
			}
		}
	}
	core := strings.Trim(wrong[p:len(wrong)-q], ".-_ ")
	if core == "" || strings.ContainsAny(core, " \t\n") || containsBounded(right, core, false) {
		return "", nil
	}
	var rest []string
	for _, w := range words(wrong[:p] + " " + wrong[len(wrong)-q:]) {
		if len(w.Stem) >= 3 && classify(w.Stem) == Word {
			rest = append(rest, w.Stem)
		}
	}
	return core, rest
}

// sharesSegment reports whether address holds one of segs as a whole
// segment (between separators; "REDIS_URL=redis://…" holds "redis").
func sharesSegment(address string, segs []string) bool {
	parts := strings.FieldsFunc(address, func(r rune) bool { return strings.ContainsRune(":/@.=", r) })
	for _, p := range parts {
		for _, s := range segs {
			if p == s {
				return true
			}
		}
	}
	return false
}

// wholePair reports a wrong text that is one key/value pair, key and
// value ("node-version: 18", "maxmemory-policy=allkeys-lru"): the key
// names the setting, and the pair is the same mistake wherever it
// stands.
func wholePair(wrong string) bool {
	w := strings.TrimSpace(wrong)
	for _, v := range Values(w) {
		if v.Kind == Pair && v.Start == 0 && v.End == len(w) {
			return true
		}
	}
	return false
}

// qualifierOf reports a name w, joined by '-' or '_' ("acme-analytics-prod"),
// standing at text[at:end] as the first part of a qualified name
// ("acme-analytics-prod.events.page_views"): the project of a table, the
// package of a class. The same name, left there while the fix changes it
// elsewhere, contradicts the fix. A file's name ("docker-compose.prod.yml")
// is not one.
func qualifierOf(text, w string, at, end int) bool {
	if !strings.ContainsAny(w, "-_") || strings.ContainsAny(w, " ./:") || end+1 >= len(text) || text[end] != '.' || !isASCIILetter(text[end+1]) {
		return false
	}
	if at > 0 && (isAlnumByte(text[at-1]) || strings.IndexByte("._-/", text[at-1]) >= 0) {
		return false
	}
	e := end
	for e < len(text) && (isAlnumByte(text[e]) || text[e] == '_' || text[e] == '.' || text[e] == '-') {
		e++
	}
	name := strings.TrimRight(text[end:e], ".")
	last := name[strings.LastIndexByte(name, '.')+1:]
	return strings.Count(name, ".") >= 1 && !fileExtensions[fold.Lower(last)]
}

// hostLabel reports text[at:end] as the first label of a host name
// ("kv-billing-prod" of "https://kv-billing-prod.vault.azure.net/"): the
// resource the host is named after.
func hostLabel(text string, at, end int) bool {
	if strings.Contains(text[at:end], ".") || end+1 >= len(text) || text[end] != '.' || !isASCIILetter(text[end+1]) {
		return false
	}
	return at >= 2 && text[at-2:at] == "//" || at >= 1 && text[at-1] == '@'
}
