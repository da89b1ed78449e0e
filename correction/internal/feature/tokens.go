package feature

import (
	"unicode"
	"unicode/utf8"
)

// MaxTokenWords is how many words of a message Tokens reads: the wording
// of a reply is in its first words, and the work stays bounded whatever the
// message's length.
const MaxTokenWords = 40

// Tokens calls add with the wording tokens of message the offline
// detector's token weights are looked up by: each word in lower case
// ("u:word"), each pair of neighbouring words ("b:one_two") and the first
// word ("f:word"), each once, from the first MaxTokenWords words. A word is
// a run of letters, digits and apostrophes. The token passed to add is
// valid only during the call.
func Tokens(message string, add func(tok []byte)) {
	var spans [MaxTokenWords][2]int
	lower := make([]byte, 0, min(len(message), 512))
	n := 0
	isWord := func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) || r == '\'' }
	for i := 0; i < len(message) && n < MaxTokenWords; {
		r, size := utf8.DecodeRuneInString(message[i:])
		if !isWord(r) {
			i += size
			continue
		}
		start := len(lower)
		for i < len(message) {
			r, size = utf8.DecodeRuneInString(message[i:])
			if !isWord(r) {
				break
			}
			lower = utf8.AppendRune(lower, unicode.ToLower(r))
			i += size
		}
		spans[n] = [2]int{start, len(lower)}
		n++
	}
	word := func(k int) []byte { return lower[spans[k][0]:spans[k][1]] }
	tok := make([]byte, 0, 64)
	var seen [3 * MaxTokenWords]string // the tokens passed, to pass each once
	ns := 0
	emit := func(t []byte) {
		for _, s := range seen[:ns] {
			if s == string(t) {
				return
			}
		}
		seen[ns] = string(t)
		ns++
		add(t)
	}
	for k := 0; k < n; k++ {
		tok = append(append(tok[:0], "u:"...), word(k)...)
		emit(tok)
		if k+1 < n {
			tok = append(append(append(append(tok[:0], "b:"...), word(k)...), '_'), word(k+1)...)
			emit(tok)
		}
	}
	if n > 0 {
		tok = append(append(tok[:0], "f:"...), word(0)...)
		emit(tok)
	}
}
