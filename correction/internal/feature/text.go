package feature

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Token is one word of a text, lower case, with apostrophes inside the word
// removed ("Doesn't" becomes "doesnt"), and its byte span in the text.
type Token struct {
	Word       string
	Start, End int
}

func isApostrophe(r rune) bool {
	return r == '\'' || r == '’' || r == '‘' || r == '`' || r == '´'
}

func isWordRune(r rune) bool {
	return r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r)
}

func isASCIIWordByte(b byte) bool {
	return b == '_' || (b >= '0' && b <= '9') || (b >= 'a' && b <= 'z') || (b >= 'A' && b <= 'Z')
}

// Tokenize splits s into words: runs of letters, digits and underscores. An
// apostrophe between two letters is dropped, so "don't", "don’t" and "dont"
// are the same word.
func Tokenize(s string) []Token {
	toks := make([]Token, 0, len(s)/5+1)
	start, end := -1, 0
	plain := true // the word so far is s[start:end] verbatim (ASCII lower case, no apostrophe)
	var b []byte
	flush := func() {
		if start < 0 {
			return
		}
		w := s[start:end]
		if !plain {
			w = string(b)
		}
		toks = append(toks, Token{Word: w, Start: start, End: end})
		start = -1
	}
	for i := 0; i < len(s); {
		// ASCII is decided by the byte: the same answers as the rune
		// tests below give for it.
		if c := s[i]; c < utf8.RuneSelf {
			switch {
			case c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_':
				if start < 0 {
					start, plain, b = i, true, b[:0]
				}
				if !plain {
					b = append(b, c)
				}
				end = i + 1
			case c >= 'A' && c <= 'Z':
				if start < 0 {
					start, plain, b = i, true, b[:0]
				}
				if plain {
					plain = false
					b = append(b[:0], s[start:i]...)
				}
				b = append(b, c+'a'-'A')
				end = i + 1
			case (c == '\'' || c == '`') && start >= 0 && i == end && nextIsLetter(s, i+1):
				if plain {
					plain = false
					b = append(b[:0], s[start:i]...)
				}
			default:
				flush()
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case isWordRune(r):
			if start < 0 {
				start, plain, b = i, true, b[:0]
			}
			lr := unicode.ToLower(r)
			if plain && (lr != r || r >= utf8.RuneSelf) {
				plain = false
				b = append(b[:0], s[start:i]...)
			}
			if !plain {
				b = utf8.AppendRune(b, lr)
			}
			end = i + n
		case isApostrophe(r) && start >= 0 && i == end && nextIsLetter(s, i+n):
			if plain {
				plain = false
				b = append(b[:0], s[start:i]...)
			}
		default:
			flush()
		}
		i += n
	}
	flush()
	return toks
}

func nextIsLetter(s string, i int) bool {
	if i >= len(s) {
		return false
	}
	r, _ := utf8.DecodeRuneInString(s[i:])
	return unicode.IsLetter(r)
}

// lowerASCII lower-cases ASCII letters only, so that byte offsets into the
// result are valid in s.
func lowerASCII(s string) string {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= 'A' && c <= 'Z' {
			b := []byte(s)
			for j := i; j < len(b); j++ {
				if c := b[j]; c >= 'A' && c <= 'Z' {
					b[j] = c + 'a' - 'A'
				}
			}
			return string(b)
		}
	}
	return s
}

// isASCII reports whether s is all ASCII.
func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// containsLowerASCII reports whether lowerASCII(s) contains sub, which
// must be lower case, without building lowerASCII(s).
func containsLowerASCII(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		j := 0
		for j < len(sub) {
			c := s[i+j]
			if c >= 'A' && c <= 'Z' {
				c += 'a' - 'A'
			}
			if c != sub[j] {
				break
			}
			j++
		}
		if j == len(sub) {
			return true
		}
	}
	return false
}

// endsWithQuestion reports whether the text, ignoring trailing spaces,
// closing quotes and emoticons made of punctuation, ends with a question mark.
func endsWithQuestion(s string) bool {
	s = strings.TrimRightFunc(s, func(r rune) bool {
		return unicode.IsSpace(r) || r == '"' || r == '\'' || r == ')' || r == '’' || r == '”'
	})
	return strings.HasSuffix(s, "?")
}
