// Package align finds what a correction message changes in the output it
// corrects, and where the same mistake recurs in a new output.
//
// It reads texts as sequences of typed values (numbers, versions, flags,
// identifiers, dotted names, paths, calls, quoted strings, key/value pairs,
// cron lines, code spans) rather than words: a correction of a coding
// assistant's answer almost always replaces one value by another of the same
// kind ("2000" by "2 * time.Second", "--force" by "--force-with-lease",
// "utf8" by "utf8mb4"). Pairs aligns the values of a message with those of
// the previous output; Compile turns a located pair and the words around it
// into a Rule that finds the mistake again, in context, in new outputs.
package align

import (
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Kind is the type of a value.
type Kind uint8

// Kinds of values.
const (
	Word    Kind = iota // a plain word of letters
	Number              // 2000, 3.7, 0750, 300,000, +10:00
	Version             // v2, 2.3.0
	Ident               // snake_case, camelCase, ALL_CAPS, letters with digits
	Dotted              // time.Second, req.query.page
	Flag                // --force, -p
	Path                // /v2/users/{id}, actions/checkout@v2, python:3.12
	Call                // name(args)
	Quoted              // 'x' or "x"
	Pair                // key: value, key=value
	Cron                // */6 * * * *
	Code                // the content of a `code span`
	Zone                // +10:00, UTC, Europe/Berlin
)

var kindNames = [...]string{"word", "number", "version", "ident", "dotted", "flag", "path", "call", "quoted", "pair", "cron", "code", "zone"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "kind?"
}

// family groups kinds that can replace one another.
func (k Kind) family() int {
	switch k {
	case Number, Version:
		return 1
	case Word, Ident, Dotted, Flag, Path:
		return 2
	case Call, Code, Pair:
		return 3
	case Quoted:
		return 4
	case Cron:
		return 5
	case Zone:
		return 6
	}
	return 0
}

// Value is a typed span of a text.
type Value struct {
	Text       string
	Start, End int // byte offsets in the text
	Kind       Kind
	// Key is the key of a Pair ("Timeout" in "Timeout: 2000"), and Inner
	// its value; for a Call, Key is the callee and Inner the arguments.
	Key, Inner string
	// InCode reports that the value stands inside a code span or block.
	InCode bool
}

// isJoin reports whether b joins two parts of one atom when a letter or
// digit follows it ("us-east-1", "time.Second", "a/b", "x@v2", "py:3.12").
func isJoin(b byte) bool {
	return b == '.' || b == '-' || b == '/' || b == ':' || b == '@' || b == '+'
}

func isAlnum(r rune) bool { return r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) }

func alnumAt(s string, i int) bool {
	if i < 0 || i >= len(s) {
		return false
	}
	r, _ := utf8.DecodeRuneInString(s[i:])
	return isAlnum(r)
}

func alnumBefore(s string, i int) bool {
	if i <= 0 || i > len(s) {
		return false
	}
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	return isAlnum(r)
}

// pathLead returns, for a path that starts at i with a lead the atoms
// would drop ("~/", "~/.", "./", "../", or the dot of a dotfile such as
// ".env" or ".github/workflows"), the index after the lead, where a letter
// or digit follows; else i. The lead counts only at the start of a word
// (after a space, a quote, a backtick or an opening bracket): the dot of
// a method chain ("f().agg") or of a sentence's end is not one.
func pathLead(s string, i int) int {
	if i > 0 && strings.IndexByte(" \t\n`\"'([{,=", s[i-1]) < 0 {
		return i
	}
	j := i
	switch {
	case strings.HasPrefix(s[i:], "~/."):
		j = i + 3
	case strings.HasPrefix(s[i:], "~/"):
		j = i + 2
	case strings.HasPrefix(s[i:], "../"):
		j = i + 3
	case strings.HasPrefix(s[i:], "./"):
		j = i + 2
	case s[i] == '.' && i+1 < len(s) && isLetterByte(s[i+1]):
		k := i + 1
		for k < len(s) && (isLetterByte(s[k]) || isDigitByte(s[k]) || s[k] == '_') {
			k++
		}
		if k < len(s) && (s[k] == '(' || s[k] == '<') {
			return i // ".expireAfterWrite(…)": a method of a chain, not a dotfile
		}
		j = i + 1
	}
	if j == i || !alnumAt(s, j) {
		return i
	}
	return j
}

// atomEnd returns the end of the atom starting at i: letters, digits and
// underscores, joined by isJoin bytes that sit between two such runs, and
// path parameters such as "/{id}".
func atomEnd(s string, i int) int {
	j := i
	for j < len(s) {
		r, n := utf8.DecodeRuneInString(s[j:])
		switch {
		case isAlnum(r):
			j += n
		case r == ':' && j > i && strings.HasPrefix(s[j:], "://") && alnumAt(s, j+3) && isScheme(s[i:j]):
			j += 3 // a URL is one value: s3://bucket/key, https://host/path
		case r < utf8.RuneSelf && isJoin(byte(r)) && j > i && (alnumAt(s, j+1) || (r == '/' && j+1 < len(s) && s[j+1] == '{')):
			j++
		case r == ',' && j > i && isDigitByte(s[j-1]) && j+3 < len(s)+1 && threeDigits(s, j+1):
			j++ // 300,000
		case r == '{' && j > i && s[j-1] == '/':
			k := strings.IndexByte(s[j:], '}')
			if k < 0 || k > 40 {
				return j
			}
			j += k + 1
		default:
			return j
		}
	}
	return j
}

// isScheme reports whether s is a URL scheme: a letter, then letters,
// digits, '+', '-' or '.' (RFC 3986), at most 16 bytes.
func isScheme(s string) bool {
	if s == "" || len(s) > 16 || !(s[0] >= 'a' && s[0] <= 'z' || s[0] >= 'A' && s[0] <= 'Z') {
		return false
	}
	for i := 1; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || isDigitByte(c) || c == '+' || c == '-' || c == '.') {
			return false
		}
	}
	return true
}

func isDigitByte(b byte) bool { return b >= '0' && b <= '9' }

func threeDigits(s string, i int) bool {
	if i+3 > len(s) {
		return false
	}
	for k := i; k < i+3; k++ {
		if !isDigitByte(s[k]) {
			return false
		}
	}
	return i+3 == len(s) || !isDigitByte(s[i+3])
}

// utcOffset reports an offset from UTC written with its base: UTC+1,
// GMT-05:00, UTC+5:30.
func utcOffset(a string) bool {
	if len(a) < 5 || !(strings.HasPrefix(a, "UTC") || strings.HasPrefix(a, "GMT")) || a[3] != '+' && a[3] != '-' {
		return false
	}
	n := a[4:]
	h, m, _ := strings.Cut(n, ":")
	if len(h) == 0 || len(h) > 2 || strings.Trim(h, "0123456789") != "" {
		return false
	}
	return m == "" || len(m) == 2 && strings.Trim(m, "0123456789") == ""
}

// classify returns the kind of an atom.
func classify(a string) Kind {
	if a == "" {
		return Word
	}
	switch {
	case strings.HasPrefix(a, "-") && !(len(a) == 6 && a[3] == ':'):
		if len(a) > 1 && (isDigitByte(a[1])) {
			return Number
		}
		return Flag
	case (a[0] == '+' || a[0] == '-') && len(a) == 6 && a[3] == ':' && isDigitByte(a[1]) && isDigitByte(a[2]) && isDigitByte(a[4]) && isDigitByte(a[5]):
		return Zone
	case a[0] == '+' && len(a) > 1 && isDigitByte(a[1]):
		return Number
	case a == "UTC" || a == "GMT" || isAreaCity(a) || utcOffset(a):
		return Zone
	}
	digits, letters, upper, lower, dots, slashes, other := 0, 0, 0, 0, 0, 0, 0
	for _, r := range a {
		switch {
		case r >= '0' && r <= '9':
			digits++
		case unicode.IsUpper(r):
			letters++
			upper++
		case unicode.IsLetter(r):
			letters++
			lower++
		case r == '.':
			dots++
		case r == '/' || r == '@':
			slashes++
		default:
			other++
		}
	}
	if digits > 0 && letters > 0 && letters <= 3 && slashes == 0 && other == 0 && isDigitByte(a[0]) {
		i := strings.IndexFunc(a, unicode.IsLetter)
		if strings.Trim(a[:i], "0123456789.") == "" && strings.IndexFunc(a[i:], unicode.IsDigit) < 0 {
			return Number // a number with its unit: 300ms, 50m, 10GB
		}
	}
	switch {
	case slashes > 0:
		return Path
	case letters == 0 && digits > 0:
		if dots >= 2 {
			return Version
		}
		return Number
	case (a[0] == 'v' || a[0] == 'V') && letters == 1 && digits > 0:
		return Version
	case strings.Contains(a, ":") && digits > 0 && letters > 0:
		return Path // image:tag, host:port
	case dots > 0 && letters > 0:
		return Dotted
	case strings.ContainsRune(a, '_') || (digits > 0 && letters > 0) || (upper > 0 && lower > 0 && !isTitle(a)) || (upper > 1 && lower == 0) || strings.Contains(a, "-"):
		return Ident
	}
	return Word
}

var areas = map[string]bool{"Africa": true, "America": true, "Antarctica": true, "Asia": true, "Atlantic": true, "Australia": true, "Europe": true, "Indian": true, "Pacific": true, "Etc": true}

// isAreaCity reports whether a names an IANA time zone ("Europe/Berlin").
func isAreaCity(a string) bool {
	i := strings.IndexByte(a, '/')
	return i > 0 && areas[a[:i]] && i+1 < len(a) && unicode.IsUpper(rune(a[i+1]))
}

// isTitle reports whether a is a capitalised word ("Sydney"), not camelCase.
func isTitle(a string) bool {
	for i, r := range a {
		if i == 0 {
			if !unicode.IsUpper(r) {
				return false
			}
			continue
		}
		if !unicode.IsLower(r) {
			return false
		}
	}
	return true
}

// matchParen returns the index just after the bracket closing the one at
// s[i], or -1. Quoted strings inside are skipped.
func matchParen(s string, i int) int {
	open := s[i]
	var close byte
	switch open {
	case '(':
		close = ')'
	case '[':
		close = ']'
	case '{':
		close = '}'
	default:
		return -1
	}
	depth := 0
	for j := i; j < len(s) && j < i+400; j++ {
		switch c := s[j]; c {
		case '\n':
			if open == '(' && j > i+200 {
				return -1
			}
		case '"', '\'':
			k := strings.IndexByte(s[j+1:], c)
			if k < 0 {
				return -1
			}
			j += k + 1
		case open:
			depth++
		case close:
			depth--
			if depth == 0 {
				return j + 1
			}
		}
	}
	return -1
}

// codeRanges returns the byte ranges of code spans and fenced blocks.
func codeRanges(s string) [][2]int {
	var out [][2]int
	for i := 0; i < len(s); {
		j := strings.IndexByte(s[i:], '`')
		if j < 0 {
			break
		}
		i += j
		if strings.HasPrefix(s[i:], "```") {
			end := strings.Index(s[i+3:], "```")
			if end < 0 {
				out = append(out, [2]int{i + 3, len(s)})
				break
			}
			out = append(out, [2]int{i + 3, i + 3 + end})
			i += 3 + end + 3
			continue
		}
		end := strings.IndexByte(s[i+1:], '`')
		if end < 0 || strings.Contains(s[i+1:i+1+end], "\n") {
			i++
			continue
		}
		out = append(out, [2]int{i + 1, i + 1 + end})
		i += end + 2
	}
	return out
}

// inRanges reports whether i is in one of rs, which are sorted and
// disjoint (as codeRanges returns them).
func inRanges(rs [][2]int, i int) bool {
	k := sort.Search(len(rs), func(k int) bool { return rs[k][1] > i })
	return k < len(rs) && rs[k][0] <= i
}

// Values returns the typed values of s, in order of their start; composite
// values (pairs, calls, code spans) come before the atoms inside them.
func Values(s string) []Value {
	// About one value per word: room for them up front, not grown to.
	return appendValues(make([]Value, 0, len(s)/4+4), s)
}

// AppendValues appends the Values of s to dst[:0] and returns the result:
// Values for a caller that reuses a slice.
func AppendValues(dst []Value, s string) []Value {
	return appendValues(dst[:0], s)
}

// appendValues is Values appending to vs, which must be empty.
func appendValues(vs []Value, s string) []Value {
	code := codeRanges(s)
	for _, r := range code {
		body := s[r[0]:r[1]]
		trim := strings.TrimSpace(body)
		if trim == "" || strings.Contains(trim, "\n") {
			continue
		}
		off := r[0] + strings.Index(body, trim)
		vs = append(vs, Value{Text: trim, Start: off, End: off + len(trim), Kind: Code, InCode: true})
	}
	for _, c := range findCrons(s) {
		c.InCode = inRanges(code, c.Start)
		vs = append(vs, c)
	}
	for i := 0; i < len(s); {
		c := s[i]
		// Quoted strings.
		if c == '"' || (c == '\'' && !alnumBefore(s, i)) {
			k := strings.IndexByte(s[i+1:], c)
			if k >= 0 && k <= 80 && !strings.Contains(s[i+1:i+1+k], "\n") {
				end := i + 1 + k + 1
				if c == '"' || !alnumAt(s, end) {
					vs = append(vs, Value{Text: s[i:end], Start: i, End: end, Kind: Quoted, Inner: s[i+1 : end-1], InCode: inRanges(code, i)})
				}
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		start := -1
		switch {
		case isAlnum(r) && !alnumBefore(s, i):
			start = i
		case (c == '-' || c == '+') && !alnumBefore(s, i) && (alnumAt(s, i+1) || (c == '-' && i+1 < len(s) && s[i+1] == '-' && alnumAt(s, i+2))):
			start = i
		case c == '/' && !alnumBefore(s, i) && alnumAt(s, i+1):
			start = i
		case (c == '.' || c == '~') && pathLead(s, i) > i:
			start = i // ~/.bashrc, .env, ./run.sh, ../lib: the lead is part of the path
		}
		if start < 0 {
			i += n
			continue
		}
		j := i
		if c == '.' || c == '~' {
			j = pathLead(s, i)
		} else if c == '-' || c == '+' || c == '/' {
			j++
			if j < len(s) && s[j] == '-' {
				j++
			}
		}
		end := atomEnd(s, j)
		if end <= start {
			i += n
			continue
		}
		atom := s[start:end]
		v := Value{Text: atom, Start: start, End: end, Kind: classify(atom), InCode: inRanges(code, start)}
		// A call: name(args), or a macro: name!(args).
		if end+1 < len(s) && s[end] == '!' && s[end+1] == '(' && v.Kind != Number && v.Kind != Version {
			if ce := matchParen(s, end+1); ce > 0 {
				vs = append(vs, Value{Text: s[start:ce], Start: start, End: ce, Kind: Call, Key: atom + "!", Inner: s[end+2 : ce-1], InCode: v.InCode})
			}
		} else if end < len(s) && s[end] == '(' && v.Kind != Number && v.Kind != Version {
			if ce := matchParen(s, end); ce > 0 {
				vs = append(vs, Value{Text: s[start:ce], Start: start, End: ce, Kind: Call, Key: atom, Inner: s[end+1 : ce-1], InCode: v.InCode})
			}
		}
		// A pair: key: value or key=value (also key = value in code).
		if p, ok := pairAt(s, v); ok {
			p.InCode = v.InCode || inRanges(code, p.End-1)
			vs = append(vs, p)
		}
		vs = append(vs, v)
		i = end
	}
	sortValues(vs)
	return vs
}

// pairAt recognises key: value and key=value with key the atom k.
func pairAt(s string, k Value) (Value, bool) {
	if k.Kind == Number || k.Kind == Version || k.Kind == Flag {
		return Value{}, false
	}
	j := k.End
	if j >= len(s) {
		return Value{}, false
	}
	sep := s[j]
	switch sep {
	case ':':
		j++
		if j < len(s) && s[j] == ':' {
			return Value{}, false // a scope operator
		}
		if j >= len(s) || s[j] != ' ' {
			return Value{}, false
		}
		for j < len(s) && s[j] == ' ' {
			j++
		}
	case '=':
		j++
		if j < len(s) && (s[j] == '=' || s[j] == '>') {
			return Value{}, false
		}
	default:
		return Value{}, false
	}
	if j >= len(s) {
		return Value{}, false
	}
	vstart := j
	var vend int
	switch c := s[j]; {
	case c == '"' || c == '\'':
		k := strings.IndexByte(s[j+1:], c)
		if k < 0 || k > 80 {
			return Value{}, false
		}
		vend = j + 1 + k + 1
	case c == '{' || c == '[':
		vend = matchParen(s, j)
		if vend < 0 {
			return Value{}, false
		}
	default:
		if !(alnumAt(s, j) || ((c == '-' || c == '+' || c == '/') && alnumAt(s, j+1))) {
			return Value{}, false
		}
		vend = atomEnd(s, j+1)
		if c != '-' && c != '+' && c != '/' {
			vend = atomEnd(s, j)
		}
		// A value may be a call or an expression such as "2 * time.Second".
		for {
			if vend < len(s) && s[vend] == '(' {
				if ce := matchParen(s, vend); ce > 0 {
					vend = ce
				}
			}
			if vend+3 < len(s) && s[vend] == ' ' && strings.IndexByte("*+-/", s[vend+1]) >= 0 && s[vend+2] == ' ' && alnumAt(s, vend+3) {
				vend = atomEnd(s, vend+3)
				continue
			}
			break
		}
	}
	if vend <= vstart || vend-vstart > 120 {
		return Value{}, false
	}
	return Value{Text: s[k.Start:vend], Start: k.Start, End: vend, Kind: Pair, Key: k.Text, Inner: s[vstart:vend]}, true
}

// findCrons finds five-field cron expressions.
func findCrons(s string) []Value {
	// A cron expression has at least two fields with a star.
	if i := strings.IndexByte(s, '*'); i < 0 || strings.IndexByte(s[i+1:], '*') < 0 {
		return nil
	}
	var out []Value
	isField := func(f string) bool {
		if f == "" {
			return false
		}
		for _, r := range f {
			if !(r == '*' || r == '/' || r == ',' || r == '-' || (r >= '0' && r <= '9')) {
				return false
			}
		}
		return true
	}
	// Scan by positions so that offsets are kept.
	type tok struct {
		t          string
		start, end int
	}
	var toks []tok
	for i := 0; i < len(s); {
		for i < len(s) && (s[i] == ' ' || s[i] == '\t' || s[i] == '`' || s[i] == '\n') {
			i++
		}
		j := i
		for j < len(s) && s[j] != ' ' && s[j] != '\t' && s[j] != '`' && s[j] != '\n' {
			j++
		}
		if j > i {
			toks = append(toks, tok{s[i:j], i, j})
		}
		i = j
	}
	for i := 0; i+5 <= len(toks); i++ {
		ok := true
		star := 0
		for k := i; k < i+5; k++ {
			if !isField(toks[k].t) {
				ok = false
				break
			}
			if strings.Contains(toks[k].t, "*") {
				star++
			}
			if k > i && strings.ContainsAny(s[toks[k-1].end:toks[k].start], "\n`") {
				ok = false
				break
			}
		}
		if ok && star >= 2 {
			out = append(out, Value{Text: s[toks[i].start:toks[i+4].end], Start: toks[i].start, End: toks[i+4].end, Kind: Cron})
			i += 4
		}
	}
	return out
}

func sortValues(vs []Value) {
	// Insertion sort when the slice is short (the common case, and
	// nearly sorted); a stable merge sort otherwise, so that a long text
	// full of code spans stays linearithmic.
	if len(vs) > 64 {
		sort.SliceStable(vs, func(i, j int) bool { return less(vs[i], vs[j]) })
		return
	}
	for i := 1; i < len(vs); i++ {
		for j := i; j > 0 && less(vs[j], vs[j-1]); j-- {
			vs[j], vs[j-1] = vs[j-1], vs[j]
		}
	}
}

func less(a, b Value) bool {
	if a.Start != b.Start {
		return a.Start < b.Start
	}
	return a.End > b.End
}

// Bounded reports whether s[start:end] neither starts nor ends inside a
// larger atom: "--force" is not bounded in "--force-with-lease", "utf8" not
// in "utf8mb4", "3" not in "3.7", "create" not in "create-drop".
func Bounded(s string, start, end int) bool {
	if start > 0 {
		first, _ := utf8.DecodeRuneInString(s[start:])
		if isAlnum(first) {
			if alnumBefore(s, start) {
				return false
			}
			if start >= 2 && isJoin(s[start-1]) && alnumBefore(s, start-1) {
				return false
			}
		}
	}
	if end < len(s) && end > start && s[end-1] == '}' && s[end] == '/' && (alnumAt(s, end+1) || (end+1 < len(s) && s[end+1] == '{')) {
		return false // a path goes on: /users/{id}/avatar
	}
	if end < len(s) && end > start {
		last, _ := utf8.DecodeLastRuneInString(s[start:end])
		if isAlnum(last) {
			if alnumAt(s, end) {
				return false
			}
			if isJoin(s[end]) && (alnumAt(s, end+1) || (s[end] == '/' && end+1 < len(s) && s[end+1] == '{')) {
				return false
			}
		}
	}
	return true
}

func isLetterByte(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
