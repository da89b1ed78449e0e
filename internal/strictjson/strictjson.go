// Package strictjson refuses JSON text that encoding/json would silently
// rewrite: strings holding invalid UTF-8, or \u escapes of UTF-16
// surrogates that do not form a valid pair (a lone "\ud800"). The standard
// decoder replaces both with U+FFFD, so two different ids could decode to
// the same string; Check finds them first and names the field.
package strictjson

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/cairnhq/cairn"
)

// Check returns an EINVALID error naming the JSON path of the first string
// (value or object key) in data that holds invalid UTF-8 or a lone
// surrogate escape, e.g. field "judgments[2].change_id". A string outside
// any object or array is named "body". Check reports nothing else: data
// that is not valid JSON for another reason passes, and is left to the
// decoder to report.
func Check(data []byte) error {
	if utf8.Valid(data) && !hasSurrogateEscape(data) {
		return nil
	}
	return check(data, "body")
}

// CheckString returns an EINVALID error naming field when s is not valid
// UTF-8: for query parameters, path segments and other text that does not
// come as JSON.
func CheckString(field, s string) error {
	if utf8.ValidString(s) {
		return nil
	}
	return cairn.Invalid(field, "invalid UTF-8 (byte %d); send text as UTF-8", invalidAt(s))
}

// hasSurrogateEscape reports whether data holds \uD800-\uDFFF in any case.
func hasSurrogateEscape(data []byte) bool {
	for {
		i := bytes.Index(data, []byte(`\u`))
		if i < 0 || i+3 >= len(data) {
			return false
		}
		if (data[i+2] == 'd' || data[i+2] == 'D') && strings.IndexByte("89abcdefABCDEF", data[i+3]) >= 0 {
			return true
		}
		data = data[i+2:]
	}
}

func invalidAt(s string) int {
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n <= 1 {
			return i
		}
		i += n
	}
	return -1
}

// frame is one open object or array on the way to the current value.
type frame struct {
	array     bool
	index     int
	key       string
	expectKey bool
}

func path(stack []frame, root string) string {
	var b strings.Builder
	for _, f := range stack {
		switch {
		case f.array:
			b.WriteString("[" + strconv.Itoa(f.index) + "]")
		case f.key != "" || !f.expectKey:
			if b.Len() > 0 {
				b.WriteByte('.')
			}
			b.WriteString(f.key)
		}
	}
	if b.Len() == 0 {
		return root
	}
	return b.String()
}

func check(data []byte, root string) error {
	var stack []frame
	for i := 0; i < len(data); i++ {
		switch data[i] {
		case '{':
			stack = append(stack, frame{expectKey: true})
		case '[':
			stack = append(stack, frame{array: true})
		case '}', ']':
			if len(stack) == 0 {
				return nil // malformed: the decoder says so
			}
			stack = stack[:len(stack)-1]
		case ',':
			if len(stack) > 0 {
				top := &stack[len(stack)-1]
				if top.array {
					top.index++
				} else {
					top.expectKey = true
				}
			}
		case ':':
			if len(stack) > 0 {
				stack[len(stack)-1].expectKey = false
			}
		case '"':
			end, problem := scanString(data, i)
			if end < 0 {
				return nil // unterminated: the decoder says so
			}
			isKey := len(stack) > 0 && !stack[len(stack)-1].array && stack[len(stack)-1].expectKey
			if problem != "" {
				if isKey {
					return cairn.Invalid(parentPath(stack, root), "an object key holds %s", problem)
				}
				return cairn.Invalid(path(stack, root), "%s", problem)
			}
			if isKey {
				var key string
				if err := json.Unmarshal(data[i:end+1], &key); err != nil {
					return nil
				}
				stack[len(stack)-1].key = key
			}
			i = end
		}
	}
	return nil
}

// parentPath names the object holding a bad key.
func parentPath(stack []frame, root string) string {
	if len(stack) == 0 {
		return root
	}
	return path(stack[:len(stack)-1], root)
}

// scanString scans the string literal starting at data[start] == '"' and
// returns the index of its closing quote (-1 when unterminated) and what is
// wrong with it, if anything.
func scanString(data []byte, start int) (end int, problem string) {
	for i := start + 1; i < len(data); {
		c := data[i]
		switch {
		case c == '"':
			return i, problem
		case c == '\\':
			if i+1 >= len(data) {
				return -1, ""
			}
			if data[i+1] != 'u' {
				i += 2
				continue
			}
			r, ok := hex4(data, i+2)
			if !ok {
				i += 2
				continue
			}
			switch {
			case r >= 0xD800 && r <= 0xDBFF:
				lo, ok := -1, false
				if i+7 < len(data) && data[i+6] == '\\' && data[i+7] == 'u' {
					lo, ok = hex4(data, i+8)
				}
				if ok && lo >= 0xDC00 && lo <= 0xDFFF {
					i += 12
					continue
				}
				if problem == "" {
					problem = `a lone UTF-16 surrogate \u` + string(data[i+2:i+6]) + ", which is not valid Unicode"
				}
			case r >= 0xDC00 && r <= 0xDFFF:
				if problem == "" {
					problem = `a lone UTF-16 surrogate \u` + string(data[i+2:i+6]) + ", which is not valid Unicode"
				}
			}
			i += 6
		case c < utf8.RuneSelf:
			i++
		default:
			r, n := utf8.DecodeRune(data[i:])
			if r == utf8.RuneError && n <= 1 {
				if problem == "" {
					problem = "invalid UTF-8 (byte " + strconv.Itoa(i-start-1) + " of the string); send text as UTF-8"
				}
				i++
				continue
			}
			i += n
		}
	}
	return -1, ""
}

func hex4(data []byte, at int) (int, bool) {
	if at+4 > len(data) {
		return 0, false
	}
	v, err := strconv.ParseUint(string(data[at:at+4]), 16, 16)
	if err != nil {
		return 0, false
	}
	return int(v), true
}
