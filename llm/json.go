package llm

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"unicode/utf8"

	"github.com/cairnhq/cairn"
)

// ErrNoJSON is in the chain of the error ExtractJSON returns when a reply
// holds no usable JSON.
var ErrNoJSON = errors.New("no JSON object in the model's reply")

// maxStarts bounds how many opening brackets ExtractJSON tries, so that
// adversarial replies cannot make it quadratic.
const maxStarts = 16

// ExtractJSON returns the JSON object a model's reply holds, compacted, or an
// EUNAVAILABLE error wrapping ErrNoJSON. It accepts, in this order of
// preference: the reply as it is; the content of a ``` fenced block; the
// first balanced {…} span (after removing <think>…</think> reasoning); the
// span from the first '{' to the last '}'. Each candidate that is not valid
// JSON is repaired before it is rejected: trailing commas and comments are
// dropped, single-quoted and “curly-quoted” strings and bare keys are quoted,
// True/False/None become true/false/null, missing commas between members are
// added, raw newlines in strings are escaped, and an object cut off at the
// end is closed. A top-level array is accepted only when no object is found.
func ExtractJSON(text string) ([]byte, error) {
	if b, ok := accept(strings.TrimSpace(text), true); ok {
		return b, nil
	}
	text = stripThinking(text)
	var candidates []string
	candidates = append(candidates, fencedBlocks(text)...)
	candidates = append(candidates, strings.TrimSpace(text))
	for _, open := range []byte{'{', '['} {
		for _, c := range candidates {
			if b, ok := accept(c, open == '['); ok {
				return b, nil
			}
		}
		for _, c := range append(candidates[:len(candidates):len(candidates)], text) {
			if b, ok := scanSpans(c, open); ok {
				return b, nil
			}
		}
	}
	return nil, &cairn.Error{Code: cairn.EUNAVAILABLE, Message: "model answered without a JSON object", Err: ErrNoJSON}
}

// DecodeJSON extracts the JSON object of a model's reply with ExtractJSON and
// unmarshals it into v. A reply whose JSON does not fit v is EUNAVAILABLE too:
// the model did not follow the requested format.
func DecodeJSON(text string, v any) error {
	b, err := ExtractJSON(text)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(b, v); err != nil {
		return &cairn.Error{Code: cairn.EUNAVAILABLE, Message: "model answered JSON of the wrong shape", Err: err}
	}
	return nil
}

// accept returns s compacted when it is, as it is or repaired, a JSON object
// (or array, when arrays is true).
func accept(s string, arrays bool) ([]byte, bool) {
	if s == "" || !(s[0] == '{' || arrays && s[0] == '[') {
		return nil, false
	}
	if json.Valid([]byte(s)) {
		return compact([]byte(s))
	}
	r := repair(s)
	if len(r) == 0 || !(r[0] == '{' || arrays && r[0] == '[') || !json.Valid(r) {
		return nil, false
	}
	return compact(r)
}

func compact(b []byte) ([]byte, bool) {
	var buf bytes.Buffer
	if err := json.Compact(&buf, b); err != nil {
		return nil, false
	}
	return buf.Bytes(), true
}

// scanSpans tries the balanced span from each of the first maxStarts open
// brackets of s, then the span from the first open bracket to the last
// closing one.
func scanSpans(s string, open byte) ([]byte, bool) {
	closer := byte('}')
	if open == '[' {
		closer = ']'
	}
	from, tried := 0, 0
	for tried < maxStarts {
		i := strings.IndexByte(s[from:], open)
		if i < 0 {
			break
		}
		i += from
		tried++
		if b, ok := accept(balanced(s[i:], open, closer), open == '['); ok {
			return b, true
		}
		from = i + 1
	}
	first, last := strings.IndexByte(s, open), strings.LastIndexByte(s, closer)
	if first >= 0 && last > first {
		return accept(s[first:last+1], open == '[')
	}
	return nil, false
}

// balanced returns the prefix of s (which starts with open) up to the
// bracket that closes it, skipping brackets inside quoted strings; all of s
// when it is never closed (repair then closes it).
func balanced(s string, open, closer byte) string {
	depth := 0
	var quote byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case quote != 0:
			if c == '\\' {
				i++
			} else if c == quote {
				quote = 0
			}
		case c == '"' || c == '\'':
			quote = c
		case c == open:
			depth++
		case c == closer:
			depth--
			if depth == 0 {
				return s[:i+1]
			}
		}
	}
	return s
}

// fencedBlocks returns the contents of the ``` fenced blocks of s, without
// their info string ("json").
func fencedBlocks(s string) []string {
	var out []string
	for {
		i := strings.Index(s, "```")
		if i < 0 {
			return out
		}
		s = s[i+3:]
		nl := strings.IndexByte(s, '\n')
		end := strings.Index(s, "```")
		if nl >= 0 && (end < 0 || nl < end) && !strings.ContainsAny(s[:nl], "{[") {
			s = s[nl+1:] // skip the info string
			end = strings.Index(s, "```")
		}
		if end < 0 {
			out = append(out, strings.TrimSpace(s)) // unterminated fence: the reply was cut off
			return out
		}
		out = append(out, strings.TrimSpace(s[:end]))
		s = s[end+3:]
	}
}

// stripThinking removes <think>…</think> and <thinking>…</thinking> blocks,
// in which reasoning models think aloud, braces included.
func stripThinking(s string) string {
	for _, tag := range []string{"think", "thinking"} {
		open, closeTag := "<"+tag+">", "</"+tag+">"
		for {
			i := strings.Index(s, open)
			if i < 0 {
				break
			}
			j := strings.Index(s[i:], closeTag)
			if j < 0 {
				break
			}
			s = s[:i] + s[i+j+len(closeTag):]
		}
	}
	return s
}

// repair rewrites the almost-JSON of s into JSON (see ExtractJSON). The result
// is not guaranteed to be valid; callers check.
func repair(s string) []byte {
	var out []byte
	var stack []byte   // open brackets
	valueEnd := false  // the last token ended a value (or a key)
	expectKey := false // inside an object, before a key
	startValue := func() {
		if valueEnd && len(stack) > 0 {
			out = append(out, ',')
		}
	}
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			i++
		case c == '/' && i+1 < len(s) && s[i+1] == '/':
			for i < len(s) && s[i] != '\n' {
				i++
			}
		case c == '/' && i+1 < len(s) && s[i+1] == '*':
			end := strings.Index(s[i+2:], "*/")
			if end < 0 {
				i = len(s)
			} else {
				i += end + 4
			}
		case c == '#':
			for i < len(s) && s[i] != '\n' {
				i++
			}
		case c == '{' || c == '[':
			startValue()
			out = append(out, c)
			stack = append(stack, c)
			valueEnd, expectKey = false, c == '{'
			i++
		case c == '}' || c == ']':
			if len(stack) == 0 {
				return out // stray closer: stop here, the rest is not ours
			}
			if n := len(out); n > 0 && out[n-1] == ':' {
				out = append(out, "null"...)
			}
			trimComma(&out)
			out = append(out, closerOf(stack[len(stack)-1]))
			stack = stack[:len(stack)-1]
			valueEnd, expectKey = true, false
			i++
		case c == ',':
			if valueEnd {
				out = append(out, ',')
			}
			valueEnd = false
			expectKey = len(stack) > 0 && stack[len(stack)-1] == '{'
			i++
		case c == ':' || c == '=':
			if n := len(out); n > 0 && out[n-1] == ':' {
				i++
				continue
			}
			out = append(out, ':')
			valueEnd, expectKey = false, false
			i++
		case c == '"' || c == '\'':
			startValue()
			i = quoteString(&out, s, i+1, string(c))
			valueEnd = true
		case strings.HasPrefix(s[i:], "“") || strings.HasPrefix(s[i:], "”"):
			startValue()
			i = quoteString(&out, s, i+len("“"), "”“")
			valueEnd = true
		case c == '-' || c == '+' || c == '.' || c >= '0' && c <= '9':
			startValue()
			i = number(&out, s, i)
			valueEnd = true
		case isIdentStart(c):
			j := i
			for j < len(s) && isIdentPart(s[j]) {
				j++
			}
			word := s[i:j]
			startValue()
			if expectKey || nextNonSpace(s, j) == ':' {
				out = appendQuoted(out, word)
			} else {
				switch word {
				case "true", "True", "TRUE":
					out = append(out, "true"...)
				case "false", "False", "FALSE":
					out = append(out, "false"...)
				case "null", "None", "NULL", "nil", "undefined", "NaN", "Infinity":
					out = append(out, "null"...)
				default:
					// A bare word value, as in {decision: INCLUDE}: the rest
					// of the line up to a delimiter is the string.
					k := j
					for k < len(s) && !strings.ContainsRune(",}]\n", rune(s[k])) {
						k++
					}
					out = appendQuoted(out, strings.TrimSpace(s[i:k]))
					j = k
				}
			}
			valueEnd = true
			i = j
		default:
			// Anything else outside a string is noise: skip one rune.
			_, size := utf8.DecodeRuneInString(s[i:])
			i += size
		}
	}
	if n := len(out); n > 0 && out[n-1] == ':' {
		out = append(out, "null"...)
	}
	for len(stack) > 0 {
		trimComma(&out)
		out = append(out, closerOf(stack[len(stack)-1]))
		stack = stack[:len(stack)-1]
	}
	return out
}

func closerOf(open byte) byte {
	if open == '[' {
		return ']'
	}
	return '}'
}

func trimComma(out *[]byte) {
	if n := len(*out); n > 0 && (*out)[n-1] == ',' {
		*out = (*out)[:n-1]
	}
}

func nextNonSpace(s string, i int) byte {
	for ; i < len(s); i++ {
		if c := s[i]; c != ' ' && c != '\t' && c != '\r' && c != '\n' {
			return c
		}
	}
	return 0
}

func isIdentStart(c byte) bool {
	return c == '_' || c == '$' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80
}

func isIdentPart(c byte) bool {
	return isIdentStart(c) || c >= '0' && c <= '9' || c == '-'
}

// quoteString reads a string whose opening quote ended at i, up to one of the
// closing quotes in closers (or the end of s), appends it to out as a JSON
// string and returns the index after the closing quote.
func quoteString(out *[]byte, s string, i int, closers string) int {
	var sb strings.Builder
	for i < len(s) {
		r, size := utf8.DecodeRuneInString(s[i:])
		if strings.ContainsRune(closers, r) {
			i += size
			break
		}
		if r == '\\' && i+1 < len(s) {
			next, nsize := utf8.DecodeRuneInString(s[i+1:])
			switch next {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
				sb.WriteRune('\\')
				sb.WriteRune(next)
			case 'u':
				if i+6 <= len(s) && isHex(s[i+2:i+6]) {
					sb.WriteString(s[i : i+6])
					i += 6
					continue
				}
				sb.WriteString(`\\u`)
			default: // \' and other escapes JSON does not have
				sb.WriteRune(next)
			}
			i += 1 + nsize
			continue
		}
		switch r {
		case '"':
			sb.WriteString(`\"`)
		case '\n':
			sb.WriteString(`\n`)
		case '\r':
			sb.WriteString(`\r`)
		case '\t':
			sb.WriteString(`\t`)
		default:
			if r < 0x20 {
				break // other control characters are dropped
			}
			if r == utf8.RuneError && size == 1 {
				sb.WriteString("\uFFFD")
			} else {
				sb.WriteRune(r)
			}
		}
		i += size
	}
	*out = append(*out, '"')
	*out = append(*out, sb.String()...)
	*out = append(*out, '"')
	return i
}

func isHex(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F') {
			return false
		}
	}
	return true
}

// number copies a number starting at i, normalising what JSON refuses:
// a leading '+', a leading or trailing '.', leading zeros.
func number(out *[]byte, s string, i int) int {
	j := i
	for j < len(s) && strings.IndexByte("+-.0123456789eE", s[j]) >= 0 {
		j++
	}
	lit := s[i:j]
	lit = strings.TrimPrefix(lit, "+")
	neg := strings.HasPrefix(lit, "-")
	lit = strings.TrimPrefix(lit, "-")
	if strings.HasPrefix(lit, ".") {
		lit = "0" + lit
	}
	lit = strings.TrimSuffix(lit, ".")
	for len(lit) > 1 && lit[0] == '0' && lit[1] >= '0' && lit[1] <= '9' {
		lit = lit[1:]
	}
	if lit == "" || !json.Valid([]byte(lit)) {
		*out = appendQuoted(*out, s[i:j])
		return j
	}
	if neg {
		*out = append(*out, '-')
	}
	*out = append(*out, lit...)
	return j
}

func appendQuoted(out []byte, s string) []byte {
	b, _ := json.Marshal(s)
	return append(out, b...)
}
