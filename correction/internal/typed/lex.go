// Package typed finds the typed value a correction message replaces in the
// output it corrects: the wrong value, as it stands in the output, and the
// right one, as the message states it, both of the same kind (a port, a
// number with its unit, a flag, an identifier, a call, a path, a version, a
// region, a host, a quoted string, a key: value pair, a code span).
//
// It never pairs a value with a clause: "payments lives in the billing
// namespace, not default" yields default → billing (the value beside the
// role word "namespace" that the output's "-n default" also has), not
// default → "payments lives in the billing namespace". When it cannot tell
// which value replaces which, it finds nothing: a correction without a
// pair is kept as context and never substituted.
//
// Everything here runs in time linear in the length of the texts (the
// caller bounds them): each text is read once into atoms, and pairs are
// only scored between the few new values of the message and the output's
// values of a compatible kind.
package typed

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/cairnhq/cairn/internal/fold"
)

// Kind is the type of an atom.
type Kind uint8

// Kinds of atoms.
const (
	Word     Kind = iota // a plain word: letters, maybe an apostrophe
	Number               // 2000, 3.5, 300ms, 10GB, 5%
	Version              // v2, 1.22, 2.3.0, 3.12-slim
	Ident                // snake_case, camelCase, kebab-case, ALL_CAPS, #channel, @Decorator, $VAR, x86_64
	Dotted               // time.Second, grafana.ops.acme.net
	Flag                 // -p, --force, --region=eu-west-1
	Path                 // /var/log, ./x, s3://b/k, https://…, a/b, host:port, image:tag
	Call                 // name(args)
	Quoted               // 'x', "x"
	KeyValue             // key: value, key=value
	Code                 // a `code span` that is more than one atom
	Zone                 // UTC, +02:00, Europe/Berlin
	Cron                 // 0 3 * * *
)

var kindNames = [...]string{"word", "number", "version", "ident", "dotted", "flag", "path", "call", "quoted", "pair", "code", "zone", "cron"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "kind?"
}

// Atom is a typed span of a text.
type Atom struct {
	Text       string
	Start, End int
	Kind       Kind
	// Key is the key of a Pair, the callee of a Call, the option of a Flag
	// with a value ("--region" of "--region=eu-west-1"); Inner is the
	// value of a Pair or Flag, the arguments of a Call, the content of a
	// Quoted string or a Code span.
	Key, Inner string
	// InCode reports that the atom stands in a code span or block.
	InCode bool
	// Part reports an atom inside a larger one (a call's argument, a
	// pair's value, a code span's words).
	Part bool
}

// maxAtom bounds the length of one atom (a call, a quoted string, a code
// span): longer ones are read as their parts.
const maxAtom = 200

// Lex reads s into atoms, in order of their start. Composite atoms (calls,
// pairs, code spans, quoted strings) come before the atoms inside them,
// which are marked Part. Runs in time linear in len(s).
func Lex(s string) []Atom {
	l := lexer{s: s}
	l.codeRanges()
	l.run()
	return l.out
}

type lexer struct {
	s     string
	code  [][2]int // byte ranges inside code spans and blocks
	ci    int      // next code range to consider
	out   []Atom
	depth int
}

// codeRanges finds the code of s: fenced blocks and `inline` spans.
func (l *lexer) codeRanges() {
	s := l.s
	for i := 0; i < len(s); {
		j := strings.IndexByte(s[i:], '`')
		if j < 0 {
			return
		}
		i += j
		if strings.HasPrefix(s[i:], "```") {
			// A fence: code from the end of its info line to the closing fence.
			start := strings.IndexByte(s[i:], '\n')
			if start < 0 {
				return
			}
			start += i + 1
			end := strings.Index(s[start:], "```")
			if end < 0 {
				l.code = append(l.code, [2]int{start, len(s)})
				return
			}
			l.code = append(l.code, [2]int{start, start + end})
			i = start + end + 3
			continue
		}
		end := strings.IndexByte(s[i+1:], '`')
		nl := strings.IndexByte(s[i+1:], '\n')
		if end < 0 || (nl >= 0 && nl < end) {
			i++
			continue
		}
		l.code = append(l.code, [2]int{i + 1, i + 1 + end})
		i += end + 2
	}
}

// inCode reports whether byte i is inside code. Calls come with i
// increasing, except for the atoms inside a composite: those look back.
func (l *lexer) inCode(i int) bool {
	for l.ci > 0 && l.code[l.ci-1][0] > i {
		l.ci--
	}
	for l.ci < len(l.code) && l.code[l.ci][1] <= i {
		l.ci++
	}
	return l.ci < len(l.code) && l.code[l.ci][0] <= i && i < l.code[l.ci][1]
}

func (l *lexer) run() {
	s := l.s
	for _, r := range l.code {
		// A short inline span that is more than one word is a Code atom
		// of its own: `git push --force-with-lease`.
		t := s[r[0]:r[1]]
		if len(t) <= maxAtom && strings.ContainsAny(strings.TrimSpace(t), " \t") && !strings.Contains(t, "\n") &&
			r[0] > 0 && s[r[0]-1] == '`' && (r[0] < 2 || s[r[0]-2] != '`') {
			l.out = append(l.out, Atom{Text: strings.TrimSpace(t), Start: r[0] + strings.Index(t, strings.TrimSpace(t)), Kind: Code, Inner: t, InCode: true})
			a := &l.out[len(l.out)-1]
			a.End = a.Start + len(a.Text)
		}
	}
	for i := 0; i < len(s); {
		c := s[i]
		if c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '`' {
			i++
			continue
		}
		// Every step moves on, whatever the token: a white space
		// outside ASCII (U+00A0, U+0085) makes an empty token.
		j := l.token(i)
		if j <= i {
			_, n := utf8.DecodeRuneInString(s[i:])
			j = i + n
		}
		i = j
	}
	sortAtoms(l.out)
}

// token reads the atoms of the white-space separated token at i and
// returns the index after it.
func (l *lexer) token(i int) int {
	s := l.s
	if s[i] == '<' {
		if j, ok := l.element(i); ok {
			return j
		}
	}
	end := i
	for end < len(s) {
		r, n := utf8.DecodeRuneInString(s[end:])
		if unicode.IsSpace(r) || r == '`' {
			break
		}
		end += n
	}
	// A call or a quoted string may run over spaces: read it whole.
	if j, ok := l.composite(i); ok {
		return j
	}
	if j, ok := l.cron(i); ok {
		return j
	}
	// A composite may also start inside the token, after an opening
	// bracket or an operator: "&http.Client{Timeout: 2000}".
	for k := i + 1; k < end; k++ {
		if strings.IndexByte("{([,&*!=", s[k-1]) < 0 || !isIdentByte(s[k]) && s[k] != '"' && s[k] != '\'' && s[k] != '-' {
			continue
		}
		if j, ok := l.composite(k); ok {
			// The bracket that opens the composite is not a part of the
			// name before it: node_filesystem_free_bytes{mountpoint="/"}.
			head := k
			if s[k-1] == '{' {
				head--
			}
			l.atomsOf(i, head, false)
			return j
		}
	}
	l.atomsOf(i, end, false)
	return end
}

// element reads an XML element with a value at i, "<version>3.3.1</version>"
// (a Maven, MSBuild or Android setting): a key/value pair whose key is
// the element's name, with the atoms of the value inside it.
func (l *lexer) element(i int) (int, bool) {
	s := l.s
	j := i + 1
	for j < len(s) && j-i <= 64 && (isIdentByte(s[j]) || s[j] == '.' || s[j] == ':' || s[j] == '-' && j > i+1) {
		j++
	}
	if j == i+1 || j >= len(s) || s[j] != '>' || !isIdentByte(s[i+1]) {
		return 0, false
	}
	name := s[i+1 : j]
	vs := j + 1
	ve := vs
	for ve < len(s) && ve-vs <= maxAtom && s[ve] != '<' && s[ve] != '\n' && s[ve] != '>' {
		ve++
	}
	closing := "</" + name + ">"
	if ve == vs || !strings.HasPrefix(s[ve:], closing) || strings.TrimSpace(s[vs:ve]) != s[vs:ve] {
		return 0, false
	}
	end := ve + len(closing)
	l.out = append(l.out, Atom{Text: s[i:end], Start: i, End: end, Kind: KeyValue, Key: name, Inner: s[vs:ve], InCode: l.inCode(i)})
	l.atomsOf(vs, ve, true)
	return end, true
}

// cron reads a cron schedule of five fields starting at i ("0 */6 * * *",
// "30 2 * * 1-5"): at least one field is * or a step, and the fields are
// numbers, ranges, lists and steps.
func (l *lexer) cron(i int) (int, bool) {
	s := l.s
	var fields [][2]int
	j := i
	for len(fields) < 5 && j < len(s) {
		k := j
		for k < len(s) && s[k] != ' ' && s[k] != '\n' && s[k] != '`' && s[k] != '"' && s[k] != '\'' {
			k++
		}
		f := s[j:k]
		if len(fields) == 4 {
			f = strings.TrimRight(f, ".,;:)")
			k = j + len(f)
		}
		if f == "" || !cronField(f) {
			return 0, false
		}
		fields = append(fields, [2]int{j, k})
		j = k
		if len(fields) < 5 {
			if j >= len(s) || s[j] != ' ' {
				return 0, false
			}
			j++
		}
	}
	if len(fields) != 5 {
		return 0, false
	}
	star := false
	for _, f := range fields {
		if strings.Contains(s[f[0]:f[1]], "*") {
			star = true
		}
	}
	if !star {
		return 0, false
	}
	end := fields[4][1]
	l.out = append(l.out, Atom{Text: s[i:end], Start: i, End: end, Kind: Cron, InCode: l.inCode(i)})
	return end, true
}

// cronField reports one field of a cron schedule.
func cronField(f string) bool {
	if len(f) > 20 {
		return false
	}
	for i := 0; i < len(f); i++ {
		c := f[i]
		if !(c >= '0' && c <= '9' || c == '*' || c == '/' || c == ',' || c == '-') {
			return false
		}
	}
	return f != "-" && f != "/" && f != ","
}

// composite reads a call or a quoted string starting at i, with the atoms
// inside it, and returns the index after it.
func (l *lexer) composite(i int) (int, bool) {
	s := l.s
	code := l.inCode(i)
	// Leading punctuation that cannot start a value.
	start := i
	for start < len(s) && strings.IndexByte("([{<", s[start]) >= 0 && start-i < 3 {
		start++
	}
	if start < len(s) && (s[start] == '\'' || s[start] == '"') {
		q := s[start]
		e := closeQuote(s, start, q)
		if e > 0 {
			inner := s[start+1 : e-1]
			l.out = append(l.out, Atom{Text: s[start:e], Start: start, End: e, Kind: Quoted, Inner: inner, InCode: code})
			l.atomsOf(start+1, e-1, true)
			return l.after(e), true
		}
		return 0, false
	}
	// name( … ): a call, possibly dotted, possibly with a sigil.
	j := start
	for j < len(s) && j-start < 2 && s[j] == '-' {
		j++
	}
	for j < len(s) && (isIdentByte(s[j]) || s[j] == '.' || s[j] == '$' || s[j] == '-' && j > start || s[j] == ':' && j+1 < len(s) && s[j+1] == ':') {
		if s[j] == ':' {
			j++
		}
		j++
	}
	// Key: value, in code or with a code-shaped key or value ("Timeout:
	// 2 * time.Second", "ingressClassName: nginx", "runs-on: [a, b]").
	if j > start && j+2 < len(s) && s[j] == ':' && s[j+1] == ' ' && !strings.HasPrefix(s[start:j], "-") {
		if e, ok := l.keyValueEnd(start, j); ok {
			key := s[start:j]
			val := s[j+2 : e]
			l.out = append(l.out, Atom{Text: s[start:e], Start: start, End: e, Kind: KeyValue, Key: key, Inner: val, InCode: code})
			l.out = append(l.out, Atom{Text: key, Start: start, End: j, Kind: classify(key), InCode: code, Part: true})
			l.innerAtoms(j+2, e)
			for k := len(l.out) - 1; k >= 0 && l.out[k].Start >= j+2; k-- {
				l.out[k].Part = true
			}
			return l.after(e), true
		}
	}
	// key = value in code (HCL, TOML, INI): dynamodb_table = "locks"; in
	// prose too when the key is a setting's name, with a separator
	// ("pool_mode = transaction"), not a formula's variable ("p0 = 101.3").
	if j > start && j+3 < len(s) && s[j] == ' ' && s[j+1] == '=' && s[j+2] == ' ' && (code || settingKey(s[start:j])) && isKeyName(s[start:j]) {
		v := j + 3
		e := v
		if s[v] == '"' || s[v] == '\'' {
			e = closeQuote(s, v, s[v])
		} else {
			for e < len(s) && e-v < 80 && s[e] != ' ' && s[e] != '\n' && s[e] != ',' && s[e] != ';' && s[e] != '`' {
				e++
			}
			if e-v >= 80 && e < len(s) && !boundaryByte(s[e]) {
				e = v // cut by the limit: not a value to pair whole
			}
			e = v + len(strings.TrimRight(s[v:e], ".:)]}"))
		}
		if e > v {
			key := s[start:j]
			l.out = append(l.out, Atom{Text: s[start:e], Start: start, End: e, Kind: KeyValue, Key: key, Inner: s[v:e], InCode: code})
			l.out = append(l.out, Atom{Text: key, Start: start, End: j, Kind: classify(key), InCode: code, Part: true})
			l.innerAtoms(v, e)
			for k := len(l.out) - 1; k >= 0 && l.out[k].Start >= v; k-- {
				l.out[k].Part = true
			}
			return l.after(e), true
		}
	}
	// key="a quoted value", --flag='with spaces': a pair read whole.
	if j > start && j+1 < len(s) && s[j] == '=' && (s[j+1] == '"' || s[j+1] == '\'') {
		if e := closeQuote(s, j+1, s[j+1]); e > 0 {
			key := s[start:j]
			kind := KeyValue
			if strings.HasPrefix(key, "-") {
				kind = Flag
			}
			l.out = append(l.out, Atom{Text: s[start:e], Start: start, End: e, Kind: kind, Key: key, Inner: s[j+1 : e], InCode: code})
			l.out = append(l.out, Atom{Text: s[j+1 : e], Start: j + 1, End: e, Kind: Quoted, Inner: s[j+2 : e-1], InCode: code, Part: true})
			if inner := s[j+2 : e-1]; inner != "" && !strings.ContainsAny(inner, " \t") {
				l.atomsOf(j+2, e-1, true) // base_url="https://host/v1": the URL, and its host
			}
			return l.after(e), true
		}
	}
	if j > start && j+1 < len(s) && s[j] == '!' && s[j+1] == '(' && isIdentByte(s[j-1]) {
		j++ // a macro: println!(…)
	}
	if j > start && j < len(s) && s[j] == '(' && (j-start > 1 || s[start] == '$' || isIdentByte(s[start])) {
		e := matchClose(s, j)
		if e > 0 && e-start <= maxAtom {
			key := s[start:j]
			l.out = append(l.out, Atom{Text: s[start:e], Start: start, End: e, Kind: Call, Key: key, Inner: s[j+1 : e-1], InCode: code})
			l.atomsOf(start, j, true)
			l.innerAtoms(j+1, e-1)
			return l.after(e), true
		}
	}
	return 0, false
}

// keyValueEnd returns the end of the value of "key: value" whose key is
// s[start:colon], or false when it is prose ("Note: this is …").
func (l *lexer) keyValueEnd(start, colon int) (int, bool) {
	s := l.s
	key := s[start:colon]
	codeKey := l.inCode(start) || classify(key) != Word
	i := colon + 2
	limit := min(len(s), i+80)
	depth := 0
	e := i
	for e < limit {
		c := s[e]
		if c == '[' || c == '{' || c == '(' {
			depth++
		} else if c == ']' || c == '}' || c == ')' {
			if depth == 0 {
				break
			}
			depth--
		} else if depth == 0 && (c == '\n' || c == ',' || c == ';' || c == '`' || c == '.' && (e+1 == len(s) || s[e+1] == ' ' || s[e+1] == '\n')) {
			break
		} else if c == '"' || c == '\'' {
			if q := closeQuote(s, e, c); q > 0 {
				e = q
				continue
			}
		}
		e++
	}
	if depth != 0 || e == i || e >= limit && limit < len(s) && !boundaryByte(s[limit]) {
		return 0, false // unclosed, empty, or cut by the limit: no value to pair whole
	}
	val := strings.TrimRight(s[i:e], " ")
	e = i + len(val)
	if val == "" {
		return 0, false
	}
	// A prose lead-in before an assignment ("everywhere in prod: pool_mode
	// = transaction") is not a key: the assignment is the value, read on
	// its own.
	if !codeKey && assignment(val) {
		return 0, false
	}
	// The value must be one value, or code: at most one plain word.
	plain := 0
	for _, f := range strings.Fields(val) {
		if classify(strings.Trim(f, "[]{}(),")) == Word && !isTitle(f) && len(f) > 1 {
			plain++
		}
	}
	oneToken := !strings.ContainsAny(val, " \t") && !stopWord(val) && !stopWord(key)
	if plain > 1 || !codeKey && plain > 0 && !strings.ContainsAny(val, "[]{}()*=<>\"'") && !oneToken {
		return 0, false
	}
	return e, true
}

// settingKey reports a key written in prose that names a setting: a name
// of code with a separator inside ("pool_mode", "vm.swappiness",
// "max-connections").
func settingKey(key string) bool {
	k := strings.Trim(key, "_.-")
	return classify(key) != Word && strings.ContainsAny(k, "_.-")
}

// assignment reports a value that is itself a code-shaped key given a
// value: "pool_mode = transaction", "max_connections=200".
func assignment(val string) bool {
	k := 0
	for k < len(val) && (isIdentByte(val[k]) || val[k] == '.' || val[k] == '-') {
		k++
	}
	if k == 0 || !settingKey(val[:k]) || !isKeyName(val[:k]) {
		return false
	}
	rest := strings.TrimLeft(val[k:], " ")
	return strings.HasPrefix(rest, "=") && !strings.HasPrefix(rest, "==")
}

// after skips the punctuation that may close a composite's token.
func (l *lexer) after(e int) int {
	s := l.s
	for e < len(s) && strings.IndexByte(")]}>.,;:!?'\"", s[e]) >= 0 {
		e++
	}
	return e
}

// innerAtoms reads the atoms between start and end (a call's arguments).
func (l *lexer) innerAtoms(start, end int) {
	if l.depth > 4 {
		return
	}
	l.depth++
	defer func() { l.depth-- }()
	s := l.s
	for i := start; i < end; {
		c := s[i]
		if c == ' ' || c == '\t' || c == '\n' || c == ',' {
			i++
			continue
		}
		if j, ok := l.composite(i); ok && j <= end {
			for k := len(l.out) - 1; k >= 0 && l.out[k].Start >= i; k-- {
				l.out[k].Part = true
			}
			i = j
			continue
		}
		j := i
		for j < end && s[j] != ' ' && s[j] != '\t' && s[j] != '\n' && s[j] != ',' {
			j++
		}
		l.atomsOf(i, j, true)
		if j == i {
			j++
		}
		i = j
	}
}

// closeQuote returns the index after the quote closing the one at i, or
// -1: on the same line, at most maxAtom bytes on, followed by a boundary.
func closeQuote(s string, i int, q byte) int {
	limit := min(len(s), i+maxAtom)
	for j := i + 1; j < limit; j++ {
		switch s[j] {
		case '\n':
			return -1
		case '\\':
			j++
		case q:
			if j+1 < len(s) && isIdentByte(s[j+1]) {
				if q == '\'' {
					continue // an apostrophe: don't, product's
				}
				return -1
			}
			if j == i+1 {
				return j + 1 // '' is a value too (sed -i '')
			}
			return j + 1
		}
	}
	return -1
}

// matchClose returns the index after the bracket closing the one at i, or
// -1 (quoted strings inside are skipped; at most maxAtom bytes).
// MatchClose returns the end of the bracketed run that opens at s[i]
// (quotes inside it skipped), or -1 when it does not close on its line
// within an atom's length.
func MatchClose(s string, i int) int {
	return matchClose(s, i)
}

func matchClose(s string, i int) int {
	depth := 0
	limit := min(len(s), i+maxAtom)
	for j := i; j < limit; j++ {
		switch s[j] {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
			if depth == 0 {
				return j + 1
			}
		case '\'', '"':
			if j > 0 && isIdentByte(s[j-1]) {
				continue
			}
			if e := closeQuote(s, j, s[j]); e > 0 {
				j = e - 1
			}
		case '\n':
			return -1
		}
	}
	return -1
}

// atomsOf reads the atoms of the token s[i:end], trimming punctuation
// around it. part marks atoms inside a composite.
func (l *lexer) atomsOf(i, end int, part bool) {
	s := l.s
	// Trim what wraps a value in prose.
	for i < end && strings.IndexByte("([{<\"'*_", s[i]) >= 0 {
		if (s[i] == '_' || s[i] == '*') && i+1 < end && isIdentByte(s[i+1]) && s[i] == '_' {
			break // _private
		}
		i++
	}
	for end > i {
		c := s[end-1]
		switch {
		case c == '.' && strings.HasSuffix(s[i:end], "/..."):
			// A Go package pattern keeps its dots: ./..., ./internal/...
		case strings.IndexByte(".,;:!?\"'*>", c) >= 0:
			end--
			continue
		case c == ')' || c == ']' || c == '}':
			if Balanced(s[i:end]) {
				break
			}
			end--
			continue
		}
		break
	}
	if end <= i {
		return
	}
	t := s[i:end]
	if strings.HasSuffix(t, "…") {
		t = strings.TrimSuffix(t, "…")
		end = i + len(t)
		if t == "" {
			return
		}
	}
	// Contractions are words: isn't, product's. The part before 's is
	// the atom ("product's" → product).
	if k := strings.IndexAny(t, "'’"); k > 0 && !strings.ContainsAny(t[:k], "=:/") && isLetters(t[:k]) {
		if rest := t[k:]; rest == "'s" || rest == "’s" {
			t = t[:k]
			end = i + k
		} else if isLetters(strings.TrimLeft(rest, "'’")) {
			l.add(Atom{Text: t, Start: i, End: end, Kind: Word, InCode: l.inCode(i), Part: part})
			return
		}
	}
	code := l.inCode(i)
	// The server of "dig @8.8.8.8": the address after its sigil.
	if len(t) > 2 && t[0] == '@' && t[1] >= '0' && t[1] <= '9' {
		t = t[1:]
		i++
	}
	// A query parameter: "&code_challenge_method=plain", "?page=2".
	if len(t) > 3 && (t[0] == '&' || t[0] == '?') && isIdentByte(t[1]) && strings.IndexByte(t, '=') > 1 {
		t = t[1:]
		i++
	}
	// key=value and --flag=value.
	if k := strings.IndexByte(t, '='); k > 0 && k < len(t)-1 && t[k-1] != '=' && t[k-1] != '!' && t[k-1] != '<' && t[k-1] != '>' && t[k+1] != '=' {
		key, val := t[:k], t[k+1:]
		if isKeyName(strings.TrimLeft(key, "-")) {
			kind := KeyValue
			if strings.HasPrefix(key, "-") {
				kind = Flag
			}
			l.add(Atom{Text: t, Start: i, End: end, Kind: kind, Key: key, Inner: val, InCode: code, Part: part})
			l.add(Atom{Text: key, Start: i, End: i + k, Kind: classify(key), InCode: code, Part: true})
			l.add(Atom{Text: val, Start: i + k + 1, End: end, Kind: classify(val), InCode: code, Part: true})
			return
		}
	}
	// A comma list without spaces: HIGH,CRITICAL or a,b,c.
	if strings.Contains(t, ",") && !strings.ContainsAny(t, "()[]{}") {
		parts := strings.Split(t, ",")
		ok := len(parts) > 1
		for _, p := range parts {
			if p == "" || !isIdentLike(p) {
				ok = false
			}
		}
		if ok && !isNumberList(parts) {
			l.add(Atom{Text: t, Start: i, End: end, Kind: Ident, InCode: code, Part: part})
			off := i
			for _, p := range parts {
				l.add(Atom{Text: p, Start: off, End: off + len(p), Kind: classify(p), InCode: code, Part: true})
				off += len(p) + 1
			}
			return
		}
	}
	k := classify(t)
	l.add(Atom{Text: t, Start: i, End: end, Kind: k, InCode: code, Part: part})
	if k == Path || k == Dotted && strings.Count(t, ".") >= 2 {
		l.segments(t, i, code)
	}
}

// segments adds the segments of a path ("acme-alb-logs" and "prod" of
// "s3://acme-alb-logs/prod/", "v2" of "actions/checkout@v2", "3.12" of
// "python:3.12") as parts: a correction often replaces one.
func (l *lexer) segments(t string, off int, code bool) {
	start := 0
	if k := strings.Index(t, "://"); k >= 0 {
		start = k + 3
	}
	seps := "/:@"
	if !strings.ContainsAny(t, "/:@") {
		return // a dotted name's parts are not values of their own
	}
	n := 0
	for i := start; i <= len(t); i++ {
		if i < len(t) && strings.IndexByte(seps, t[i]) < 0 {
			continue
		}
		seg := t[start:i]
		if len(seg) >= 2 && seg != t && n < 8 {
			n++
			l.add(Atom{Text: seg, Start: off + start, End: off + i, Kind: classify(seg), InCode: code, Part: true})
		}
		start = i + 1
	}
}

func stopWord(w string) bool { return stop[fold.Lower(w)] }

func (l *lexer) add(a Atom) {
	if a.Text == "" {
		return
	}
	l.out = append(l.out, a)
}

// Balanced reports whether t closes every bracket it opens, and none
// before it is opened.
func Balanced(t string) bool {
	n := 0
	for i := 0; i < len(t); i++ {
		switch t[i] {
		case '(', '[', '{':
			n++
		case ')', ']', '}':
			n--
			if n < 0 {
				return false
			}
		}
	}
	return n == 0
}

func isIdentByte(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

func isLetters(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return true
}

// isKeyName reports whether s can be the key of key=value.
func isKeyName(s string) bool {
	if s == "" || len(s) > 60 {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !isIdentByte(c) && c != '.' && c != '-' && c != '[' && c != ']' {
			return false
		}
	}
	return true
}

func isIdentLike(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !isIdentByte(c) && c != '.' && c != '-' {
			return false
		}
	}
	return s != ""
}

func isNumberList(parts []string) bool {
	for _, p := range parts {
		if strings.Trim(p, "0123456789") != "" {
			return false
		}
	}
	// 300,000 and 1,073,741,824 are one number: groups of three digits
	// after the first.
	if len(parts) < 2 || len(parts[0]) == 0 || len(parts[0]) > 3 {
		return false
	}
	for _, p := range parts[1:] {
		if len(p) != 3 {
			return false
		}
	}
	return true
}

// isoDate reports a calendar date written YYYY-MM-DD.
func isoDate(a string) bool {
	if len(a) != 10 || a[4] != '-' || a[7] != '-' {
		return false
	}
	for i := 0; i < len(a); i++ {
		if i != 4 && i != 7 && (a[i] < '0' || a[i] > '9') {
			return false
		}
	}
	return true
}

// classify returns the kind of a single atom's text.
func classify(a string) Kind {
	if a == "" {
		return Word
	}
	switch a[0] {
	case '#', '@', '$', '%':
		if len(a) > 1 {
			return Ident
		}
	case '-':
		if len(a) > 1 && (a[1] >= '0' && a[1] <= '9' || a[1] == '.') {
			if isNumeric(a[1:]) {
				return Number
			}
		}
		if len(a) > 1 {
			return Flag
		}
	case '+':
		if len(a) == 6 && a[3] == ':' {
			return Zone
		}
		if len(a) > 1 && isNumeric(a[1:]) {
			return Number
		}
	case '/', '~':
		return Path
	case '.':
		if strings.HasPrefix(a, "./") || strings.HasPrefix(a, "../") {
			return Path
		}
	}
	if a == "UTC" || a == "GMT" || isAreaCity(a) {
		return Zone
	}
	if strings.Contains(a, "://") {
		return Path
	}
	if isCronField(a) {
		return Word
	}
	digits, letters, upper, lower, dots, slashes, other, colons := 0, 0, 0, 0, 0, 0, 0, 0
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
		case r == ':':
			colons++
		case r == '\'' || r == '’':
		default:
			other++
		}
	}
	switch {
	case letters == 0 && isoDate(a):
		return Number // 2026-10-25: a date is a value like a number
	case letters == 0 && digits > 0 && colons == 0:
		if dots >= 2 {
			return Version // 2.3.0, and 10.0.0.1 (shapeClass tells an IP)
		}
		if other == 0 || strings.HasSuffix(a, "%") || groupedNumber(a) {
			return Number
		}
	case digits > 0 && isNumberUnit(a):
		return Number
	case (a[0] == 'v' || a[0] == 'V') && len(a) > 1 && a[1] >= '0' && a[1] <= '9' && strings.Trim(a[1:], "0123456789.") == "":
		return Version
	case slashes > 0:
		return Path
	case colons > 0 && digits > 0 && letters == 0 && strings.Count(a, ":") <= 2:
		return Number // 05:00, 80:3000
	case colons == 1 && letters > 0:
		return Path // host:port, image:tag, python:3.12
	case dots > 0 && letters > 0:
		if digits > 0 && letters <= 2 && strings.Trim(a, "0123456789.-abrcRCv") == "" {
			return Version // 1.0.0-rc1
		}
		return Dotted
	case strings.ContainsRune(a, '_') || digits > 0 && letters > 0 || upper > 0 && lower > 0 && !isTitle(a) ||
		upper > 1 && lower == 0 || strings.Contains(a, "-") && letters > 0:
		return Ident
	}
	return Word
}

// groupedNumber reports a number written with thousands separators:
// 300,000 or 1,073,741,824.5.
func groupedNumber(a string) bool {
	whole, _, _ := strings.Cut(a, ".")
	return strings.Contains(whole, ",") && isNumberList(strings.Split(whole, ","))
}

func isNumeric(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if (s[i] < '0' || s[i] > '9') && s[i] != '.' && s[i] != ',' {
			return false
		}
	}
	return true
}

// isNumberUnit reports a number with a short unit: 300ms, 10GB, 1.5s, 2x.
func isNumberUnit(a string) bool {
	i := 0
	for i < len(a) && (a[i] >= '0' && a[i] <= '9' || a[i] == '.') {
		i++
	}
	if i == 0 || i == len(a) {
		return false
	}
	u := a[i:]
	if len(u) > 3 {
		return false
	}
	return isLetters(u) && units[fold.Lower(u)] != ""
}

// isTitle reports a capitalised word ("Sydney"), not camelCase.
func isTitle(a string) bool {
	for i, r := range a {
		if i == 0 {
			if !unicode.IsUpper(r) {
				return false
			}
			continue
		}
		if !unicode.IsLower(r) && r != '\'' && r != '’' {
			return false
		}
	}
	return true
}

var areas = map[string]bool{"Africa": true, "America": true, "Antarctica": true, "Asia": true, "Atlantic": true, "Australia": true, "Europe": true, "Indian": true, "Pacific": true, "Etc": true}

func isAreaCity(a string) bool {
	i := strings.IndexByte(a, '/')
	return i > 0 && areas[a[:i]] && i+1 < len(a) && unicode.IsUpper(rune(a[i+1]))
}

// isCronField reports a lone * or */6: a cron field, not a value.
func isCronField(a string) bool {
	return a == "*" || strings.HasPrefix(a, "*/")
}

func sortAtoms(as []Atom) {
	slices.SortStableFunc(as, func(a, b Atom) int {
		if a.Start != b.Start {
			return a.Start - b.Start
		}
		return b.End - a.End // the wider first
	})
}

// boundaryByte reports a byte that ends a value: space, line end or
// punctuation that closes a clause.
func boundaryByte(c byte) bool {
	return c == ' ' || c == '\n' || c == '\t' || c == ',' || c == ';' || c == '`' || c == ')' || c == ']' || c == '}'
}
