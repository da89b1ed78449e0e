package review

import (
	"fmt"
	"strings"
	"unicode"
)

// Accepting an insta inline snapshot rewrites the string literal after @
// in the snapshot macro of the Rust source, as cargo-insta does: the macro
// whose span holds the pending snapshot's line, the literal replaced by the
// new contents in insta's inline form (see instaInline). The source is read
// by a small Rust lexer: comments, raw and byte strings, char literals and
// lifetimes, nested groups.

type rustTok struct {
	kind       byte // 'i' ident, 'p' punct, 'l' literal, 's' string literal, '(' open, ')' close
	text       string
	line, col  int // start: line 0-based, col in runes
	eline, ecl int // end (exclusive col)
}

// lexRust splits src (as lines of runes) into tokens.
func lexRust(lines [][]rune) ([]rustTok, error) {
	var toks []rustTok
	l, c := 0, 0
	at := func(l, c int) rune {
		if l >= len(lines) || c < 0 {
			return 0
		}
		if c >= len(lines[l]) {
			return '\n'
		}
		return lines[l][c]
	}
	next := func(l, c int) (int, int) {
		if l < len(lines) && c < len(lines[l]) {
			return l, c + 1
		}
		return l + 1, 0
	}
	for l < len(lines) {
		r := at(l, c)
		switch {
		case r == '\n':
			l, c = l+1, 0
		case unicode.IsSpace(r):
			c++
		case r == '/' && at(l, c+1) == '/':
			l, c = l+1, 0
		case r == '/' && at(l, c+1) == '*':
			depth := 0
			for l < len(lines) {
				if at(l, c) == '/' && at(l, c+1) == '*' {
					depth++
					c += 2
					continue
				}
				if at(l, c) == '*' && at(l, c+1) == '/' {
					depth--
					c += 2
					if depth == 0 {
						break
					}
					continue
				}
				l, c = next(l, c)
			}
			if depth != 0 {
				return nil, fmt.Errorf("unterminated block comment")
			}
		case isRawStart(lines, l, c):
			sl, sc := l, c
			for at(l, c) != 'r' {
				c++
			}
			c++
			hashes := 0
			for at(l, c) == '#' {
				hashes++
				c++
			}
			c++ // opening quote
			closing := "\"" + strings.Repeat("#", hashes)
			for {
				if l >= len(lines) {
					return nil, fmt.Errorf("line %d: unterminated raw string", sl+1)
				}
				if at(l, c) == '"' && matchAt(lines, l, c, closing) {
					c += len(closing)
					break
				}
				l, c = next(l, c)
			}
			toks = append(toks, rustTok{kind: 's', line: sl, col: sc, eline: l, ecl: c})
		case r == '"' || ((r == 'b' || r == 'c') && at(l, c+1) == '"'):
			sl, sc := l, c
			if r != '"' {
				c++
			}
			c++
			for {
				if l >= len(lines) {
					return nil, fmt.Errorf("line %d: unterminated string", sl+1)
				}
				ch := at(l, c)
				if ch == '\\' {
					l, c = next(l, c)
					l, c = next(l, c)
					continue
				}
				if ch == '"' {
					c++
					break
				}
				l, c = next(l, c)
			}
			toks = append(toks, rustTok{kind: 's', line: sl, col: sc, eline: l, ecl: c})
		case r == '\'' || (r == 'b' && at(l, c+1) == '\''):
			sc := c
			if r == 'b' {
				c++
			}
			switch {
			case at(l, c+1) == '\\': // escaped char literal
				c += 3
				for c < len(lines[l]) && at(l, c) != '\'' {
					c++
				}
				c++
				toks = append(toks, rustTok{kind: 'l', line: l, col: sc, eline: l, ecl: c})
			case at(l, c+2) == '\'':
				c += 3
				toks = append(toks, rustTok{kind: 'l', line: l, col: sc, eline: l, ecl: c})
			default: // a lifetime or label
				c++
				for isIdent(at(l, c)) {
					c++
				}
				toks = append(toks, rustTok{kind: 'i', text: string(lines[l][sc:c]), line: l, col: sc, eline: l, ecl: c})
			}
		case unicode.IsDigit(r):
			sc := c
			for {
				ch := at(l, c)
				if isIdent(ch) || (ch == '.' && unicode.IsDigit(at(l, c+1))) || ((ch == '+' || ch == '-') && (at(l, c-1) == 'e' || at(l, c-1) == 'E') && !strings.HasPrefix(string(lines[l][sc:]), "0x")) {
					c++
					continue
				}
				break
			}
			toks = append(toks, rustTok{kind: 'l', line: l, col: sc, eline: l, ecl: c})
		case isIdent(r):
			sc := c
			for isIdent(at(l, c)) || (at(l, c) == '#' && c == sc+1 && lines[l][sc] == 'r') {
				c++
			}
			toks = append(toks, rustTok{kind: 'i', text: string(lines[l][sc:c]), line: l, col: sc, eline: l, ecl: c})
		case r == '(' || r == '[' || r == '{':
			toks = append(toks, rustTok{kind: '(', text: string(r), line: l, col: c, eline: l, ecl: c + 1})
			c++
		case r == ')' || r == ']' || r == '}':
			toks = append(toks, rustTok{kind: ')', text: string(r), line: l, col: c, eline: l, ecl: c + 1})
			c++
		default:
			toks = append(toks, rustTok{kind: 'p', text: string(r), line: l, col: c, eline: l, ecl: c + 1})
			c++
		}
	}
	return toks, nil
}

func isIdent(r rune) bool { return r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) }

// isRawStart reports whether a raw string (r"…", r#"…"#, br"…", cr"…")
// starts at l, c.
func isRawStart(lines [][]rune, l, c int) bool {
	s := lines[l][c:]
	if len(s) > 0 && (s[0] == 'b' || s[0] == 'c') {
		s = s[1:]
	}
	if len(s) < 2 || s[0] != 'r' {
		return false
	}
	if c > 0 && isIdent(lines[l][c-1]) {
		return false
	}
	i := 1
	for i < len(s) && s[i] == '#' {
		i++
	}
	return i < len(s) && s[i] == '"'
}

func matchAt(lines [][]rune, l, c int, s string) bool {
	r := []rune(s)
	return c+len(r) <= len(lines[l]) && string(lines[l][c:c+len(r)]) == s
}

// inlineSite is where an inline snapshot's literal is: its span and the
// indentation of the macro's line.
type inlineSite struct {
	startLine, startCol, endLine, endCol int
	indentation                          string
}

// findInline returns the literal of the snapshot macro whose span holds
// line (1-based): a macro invocation path!(…) whose arguments end with
// @ "literal" (a trailing comma allowed); the innermost when nested.
func findInline(lines [][]rune, line int) (inlineSite, bool, error) {
	toks, err := lexRust(lines)
	if err != nil {
		return inlineSite{}, false, err
	}
	// matching close of each open group
	closeOf := make([]int, len(toks))
	var stack []int
	for i, t := range toks {
		switch t.kind {
		case '(':
			stack = append(stack, i)
		case ')':
			if len(stack) == 0 {
				return inlineSite{}, false, fmt.Errorf("line %d: unbalanced %q", t.line+1, t.text)
			}
			closeOf[stack[len(stack)-1]] = i
			stack = stack[:len(stack)-1]
		}
	}
	if len(stack) > 0 {
		return inlineSite{}, false, fmt.Errorf("unbalanced brackets")
	}
	best, found := inlineSite{}, false
	bestStart := -1
	for i := 0; i+2 < len(toks); i++ {
		if toks[i].kind != 'i' || toks[i+1].kind != 'p' || toks[i+1].text != "!" || toks[i+2].kind != '(' {
			continue
		}
		open, cl := i+2, closeOf[i+2]
		// the path's start: ident (:: ident)*
		start := i
		for start >= 3 && toks[start-1].text == ":" && toks[start-2].text == ":" && toks[start-3].kind == 'i' {
			start -= 3
		}
		if toks[start].line+1 > line || toks[cl].line+1 < line {
			continue
		}
		// the last argument at the group's own level
		last := cl - 1
		if last > open && toks[last].kind == 'p' && toks[last].text == "," {
			last--
		}
		if last-1 <= open || toks[last].kind != 's' || toks[last-1].kind != 'p' || toks[last-1].text != "@" {
			continue
		}
		if depthBetween(toks, open, last) != 0 {
			continue
		}
		if start > bestStart {
			st := toks[start]
			ind := []rune{}
			for _, r := range lines[st.line] {
				if r != ' ' && r != '\t' {
					break
				}
				ind = append(ind, r)
			}
			lit := toks[last]
			best = inlineSite{startLine: lit.line, startCol: lit.col, endLine: lit.eline, endCol: lit.ecl, indentation: string(ind)}
			bestStart, found = start, true
		}
	}
	return best, found, nil
}

// depthBetween returns the nesting depth at token j relative to the group
// opened at open.
func depthBetween(toks []rustTok, open, j int) int {
	d := 0
	for k := open + 1; k < j; k++ {
		switch toks[k].kind {
		case '(':
			d++
		case ')':
			d--
		}
	}
	return d
}

// patchInline returns src with the inline snapshot of the macro holding
// line set to contents, written as cargo-insta writes it; lines are
// written back each with "\n" (as cargo-insta saves a file). delta is the
// change in the number of lines.
func patchInline(src string, line int, contents string) (out string, delta int, err error) {
	text := strings.Split(strings.TrimSuffix(src, "\n"), "\n")
	lines := make([][]rune, len(text))
	for i, l := range text {
		lines[i] = []rune(strings.TrimSuffix(l, "\r"))
	}
	site, ok, err := findInline(lines, line)
	if err != nil {
		return "", 0, err
	}
	if !ok {
		return "", 0, fmt.Errorf("line %d: no inline snapshot macro (… @\"…\") there", line)
	}
	prefix := string(lines[site.startLine][:site.startCol])
	suffix := string(lines[site.endLine][site.endCol:])
	repl := strings.Split(prefix+instaInline(contents, site.indentation)+suffix, "\n")
	var b strings.Builder
	for i := 0; i < site.startLine; i++ {
		b.WriteString(string(lines[i]))
		b.WriteByte('\n')
	}
	for _, l := range repl {
		b.WriteString(strings.TrimSuffix(l, "\r"))
		b.WriteByte('\n')
	}
	for i := site.endLine + 1; i < len(lines); i++ {
		b.WriteString(string(lines[i]))
		b.WriteByte('\n')
	}
	return b.String(), len(repl) - (site.endLine - site.startLine + 1), nil
}

// normalizeInline is insta's normalization of an inline snapshot's value:
// the common indentation of a multi-line value removed, trailing
// whitespace trimmed, CRLF made LF.
func normalizeInline(s string) string {
	trimmed := strings.TrimRightFunc(s, unicode.IsSpace)
	if len(rustLines(trimmed)) > 1 {
		ind := -1
		for _, l := range rustLines(trimmed) {
			if l == "" {
				continue
			}
			n := len(l) - len(strings.TrimLeft(l, " \t"))
			if ind < 0 || n < ind {
				ind = n
			}
		}
		ind = max(ind, 0)
		ls := rustLines(s)
		for i, l := range ls {
			if len(l) >= ind {
				ls[i] = l[ind:]
			} else {
				ls[i] = ""
			}
		}
		s = strings.Join(ls, "\n")
	}
	return strings.ReplaceAll(strings.TrimRightFunc(s, unicode.IsSpace), "\r\n", "\n")
}

// rustLines splits s as Rust's str::lines: on \n, a trailing \r dropped
// from each line, no empty last line.
func rustLines(s string) []string {
	if s == "" {
		return nil
	}
	ls := strings.Split(strings.TrimSuffix(s, "\n"), "\n")
	for i, l := range ls {
		ls[i] = strings.TrimSuffix(l, "\r")
	}
	return ls
}

// instaInline is TextSnapshotContents::to_inline: the Rust literal, with
// its # delimiters, that holds contents (normalized first).
func instaInline(contents, indentation string) string {
	contents = normalizeInline(contents)
	escaping := false
	for _, r := range contents {
		if unicode.IsControl(r) && r != '\n' && r != '\t' && r != '\x1b' {
			escaping = true
		}
	}
	var b strings.Builder
	if !escaping && strings.ContainsAny(contents, "\\\"") {
		b.WriteByte('r')
	}
	delim := strings.Repeat("#", requiredHashes(contents))
	b.WriteString(delim)
	switch {
	case escaping:
		b.WriteString(rustDebug(contents))
	case strings.Contains(contents, "\n"):
		b.WriteByte('"')
		for _, l := range rustLines(contents) {
			b.WriteByte('\n')
			if l != "" {
				b.WriteString(indentation)
			}
			b.WriteString(l)
		}
		b.WriteByte('\n')
		b.WriteString(indentation)
		b.WriteByte('"')
	default:
		b.WriteByte('"')
		b.WriteString(contents)
		b.WriteByte('"')
	}
	b.WriteString(delim)
	return b.String()
}

// requiredHashes is how many # a raw string holding s needs.
func requiredHashes(s string) int {
	n := 0
	parts := strings.Split(s, "\"")
	for _, p := range parts[1:] {
		n = max(n, len(p)-len(strings.TrimLeft(p, "#"))+1)
	}
	return n
}

// rustDebug formats s as Rust's {:?} does for a str.
func rustDebug(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch r {
		case '"':
			b.WriteString(`\"`)
		case '\\':
			b.WriteString(`\\`)
		case '\n':
			b.WriteString(`\n`)
		case '\r':
			b.WriteString(`\r`)
		case '\t':
			b.WriteString(`\t`)
		case 0:
			b.WriteString(`\0`)
		default:
			if unicode.IsControl(r) {
				fmt.Fprintf(&b, `\u{%x}`, r)
			} else {
				b.WriteRune(r)
			}
		}
	}
	b.WriteByte('"')
	return b.String()
}
