package align

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/cairnhq/cairn/internal/fold"
)

// containsBounded reports whether w stands in s as a whole atom, ignoring
// case when anyCase is set.
func containsBounded(s, w string, anyCase bool) bool {
	if anyCase {
		return containsBoundedIn(fold.Lower(s), fold.Lower(w))
	}
	return containsBoundedIn(s, w)
}

// ContainsAtom reports whether needle stands in hay as a whole atom
// (Bounded): "20" in "set up Node 20", not in "2024".
func ContainsAtom(hay, needle string) bool { return containsBoundedIn(hay, needle) }

// containsBoundedIn reports whether needle stands in hay as a whole atom.
func containsBoundedIn(hay, needle string) bool {
	for i := 0; ; {
		k := strings.Index(hay[i:], needle)
		if k < 0 {
			return false
		}
		k += i
		if Bounded(hay, k, k+len(needle)) {
			return true
		}
		i = k + 1
	}
}

// byteSet is a set of ASCII bytes, for trimming without building the set
// on every call as strings.Trim does.
type byteSet [256]bool

func newByteSet(chars string) *byteSet {
	var s byteSet
	for i := 0; i < len(chars); i++ {
		if chars[i] >= utf8.RuneSelf {
			panic("align: byteSet holds ASCII only")
		}
		s[chars[i]] = true
	}
	return &s
}

// trim is strings.Trim(x, chars) for the set's chars: they are ASCII, so
// the bytes of other runes are never trimmed.
func (s *byteSet) trim(x string) string {
	for len(x) > 0 && s[x[0]] {
		x = x[1:]
	}
	return s.trimRight(x)
}

// trimRight is strings.TrimRight(x, chars).
func (s *byteSet) trimRight(x string) string {
	for len(x) > 0 && s[x[len(x)-1]] {
		x = x[:len(x)-1]
	}
	return x
}

// containsAny is strings.ContainsAny(x, chars).
func (s *byteSet) containsAny(x string) bool {
	for i := 0; i < len(x); i++ {
		if s[x[i]] {
			return true
		}
	}
	return false
}

var (
	trimPunct    = newByteSet("`'\"(),:;")
	trimPunctDot = newByteSet("`'\"(),:;.")
	trimLeft     = newByteSet("`'\"(),:;.{}[]")
)

// lastWords returns the last n whitespace-separated words of s, joined by
// one space, with punctuation trimmed from their ends.
func lastWords(s string, n int) string {
	var buf [3]string
	f := lastFieldsInto(s, fieldBuf(buf[:], n))
	for i := range f {
		f[i] = trimPunct.trim(f[i])
	}
	return strings.Join(f, " ")
}

func firstWords(s string, n int) string {
	var buf [3]string
	f := firstFields(s, n, buf[:0])
	for i := range f {
		f[i] = trimPunctDot.trim(f[i])
	}
	return strings.Join(f, " ")
}

// fieldBuf returns buf[:n], or a new slice when buf is too short.
func fieldBuf(buf []string, n int) []string {
	if n <= len(buf) {
		return buf[:n]
	}
	return make([]string, n)
}

// statementStart reports whether i starts a statement of code: the start
// of a code span or line, or the first word after a semicolon or brace.
func statementStart(s string, i int) bool {
	j := i - 1
	for j >= 0 && (s[j] == ' ' || s[j] == '\t') {
		j--
	}
	return j < 0 || strings.IndexByte("`\n;{", s[j]) >= 0
}

// leftWord returns the nearest content word before i in s, lower case.
func leftWord(s string, i int) string {
	var buf [3]string
	f := lastFieldsInto(s[:i], buf[:])
	for k := len(f) - 1; k >= 0; k-- {
		// (A word lower-cases to "" only when it is "".)
		if w := trimLeft.trim(f[k]); w != "" && !lowerIn(stop, w) {
			return stem(fold.Lower(w))
		}
	}
	return ""
}

// lastFields returns the last n fields of s, in order: what
// strings.Fields(s) ends with, found from the end of s so that the cost
// does not grow with what comes before (callers ask for the words left of
// every value of a message).
func lastFields(s string, n int) []string {
	return lastFieldsInto(s, make([]string, n))
}

// lastFieldsInto is lastFields for n = len(out), using out.
func lastFieldsInto(s string, out []string) []string {
	k := len(out)
	for k > 0 {
		s = trimRightSpace(s)
		if s == "" {
			break
		}
		j, w := lastSpace(s)
		k--
		out[k] = s[j+w:]
		s = s[:max(j, 0)]
	}
	return out[k:]
}

// firstFields appends to dst the first n fields of s: what
// strings.Fields(s) starts with, found without splitting the rest of s.
func firstFields(s string, n int, dst []string) []string {
	for k := 0; k < n; k++ {
		s = trimLeftSpace(s)
		if s == "" {
			break
		}
		j := firstSpace(s)
		if j < 0 {
			return append(dst, s)
		}
		dst = append(dst, s[:j])
		s = s[j:]
	}
	return dst
}

// The white space of unicode.IsSpace below utf8.RuneSelf.
var asciiSpace = [utf8.RuneSelf]bool{'\t': true, '\n': true, '\v': true, '\f': true, '\r': true, ' ': true}

// trimRightSpace is strings.TrimRightFunc(s, unicode.IsSpace).
func trimRightSpace(s string) string {
	for len(s) > 0 {
		if c := s[len(s)-1]; c < utf8.RuneSelf {
			if !asciiSpace[c] {
				break
			}
			s = s[:len(s)-1]
			continue
		}
		r, n := utf8.DecodeLastRuneInString(s)
		if !unicode.IsSpace(r) {
			break
		}
		s = s[:len(s)-n]
	}
	return s
}

// trimLeftSpace is strings.TrimLeftFunc(s, unicode.IsSpace).
func trimLeftSpace(s string) string {
	for len(s) > 0 {
		if c := s[0]; c < utf8.RuneSelf {
			if !asciiSpace[c] {
				break
			}
			s = s[1:]
			continue
		}
		r, n := utf8.DecodeRuneInString(s)
		if !unicode.IsSpace(r) {
			break
		}
		s = s[n:]
	}
	return s
}

// lastSpace returns strings.LastIndexFunc(s, unicode.IsSpace) and the
// width of the space found there (1 when there is none).
func lastSpace(s string) (int, int) {
	for i := len(s); i > 0; {
		if c := s[i-1]; c < utf8.RuneSelf {
			i--
			if asciiSpace[c] {
				return i, 1
			}
			continue
		}
		r, n := utf8.DecodeLastRuneInString(s[:i])
		i -= n
		if unicode.IsSpace(r) {
			return i, n
		}
	}
	return -1, 1
}

// firstSpace is strings.IndexFunc(s, unicode.IsSpace).
func firstSpace(s string) int {
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			if asciiSpace[c] {
				return i
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if unicode.IsSpace(r) {
			return i
		}
		i += n
	}
	return -1
}

// lowerIn reports whether m holds strings.ToLower(s), without building
// it when s is short ASCII.
func lowerIn(m map[string]bool, s string) bool {
	var buf [64]byte
	if len(s) > len(buf) {
		return m[strings.ToLower(s)] // a lookup: no offsets to keep
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= utf8.RuneSelf {
			return m[strings.ToLower(s)]
		}
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf[i] = c
	}
	return m[string(buf[:len(s)])]
}
