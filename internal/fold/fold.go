// Package fold lower-cases text for matching without moving offsets.
//
// The correction pipeline finds cues and values in a lower-cased copy of
// a message or an output and then slices the original at the offsets it
// found. strings.ToLower does not keep byte lengths: an invalid byte
// becomes U+FFFD (three bytes), 'Ⱥ' (two bytes) becomes 'ⱥ' (three), the
// Kelvin sign (three) becomes 'k' (one). An offset found in its result
// can then fall outside the original, or inside a rune. Lower keeps every
// rune's byte length, so offsets into its result are offsets into s.
package fold

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Lower returns s with each rune lower-cased where its lower case takes
// as many bytes as the rune itself, and every other byte as it was
// (invalid UTF-8, the few letters whose lower case is longer or shorter).
// len(Lower(s)) == len(s) for every s, and Lower(s) == strings.ToLower(s)
// for ASCII s.
func Lower(s string) string {
	i := 0
	for i < len(s) && s[i] < utf8.RuneSelf {
		i++
	}
	if i == len(s) {
		return strings.ToLower(s) // ASCII: same length
	}
	b := make([]byte, 0, len(s))
	b = append(b, strings.ToLower(s[:i])...)
	for i < len(s) {
		c := s[i]
		if c < utf8.RuneSelf {
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			b = append(b, c)
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if l := unicode.ToLower(r); r != utf8.RuneError && l != r && utf8.RuneLen(l) == n {
			b = utf8.AppendRune(b, l)
		} else {
			b = append(b, s[i:i+n]...)
		}
		i += n
	}
	return string(b)
}
