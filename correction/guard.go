package correction

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// token is a word, a run of white space or one other character, with its
// offset.
type token struct {
	t     string
	start int
}

func diffTokens(s string) []token {
	var out []token
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		j := i + n
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_':
			for j < len(s) {
				r2, n2 := utf8.DecodeRuneInString(s[j:])
				if !(unicode.IsLetter(r2) || unicode.IsDigit(r2) || r2 == '_') {
					break
				}
				j += n2
			}
		case unicode.IsSpace(r):
			for j < len(s) {
				r2, n2 := utf8.DecodeRuneInString(s[j:])
				if !unicode.IsSpace(r2) {
					break
				}
				j += n2
			}
		}
		out = append(out, token{s[i:j], i})
		i = j
	}
	return out
}

// sentenceBounds returns the sentence or line of s around [start, end).
func sentenceBounds(s string, start, end int) (int, int) {
	a := start
	for a > 0 && !isSentenceEnd(s, a-1) {
		a--
	}
	b := end
	for b < len(s) && !isSentenceEnd(s, b) {
		b++
	}
	if b < len(s) {
		b++
	}
	return a, b
}

func isSentenceEnd(s string, i int) bool {
	switch s[i] {
	case '\n':
		return true
	case '.', '!', '?':
		return i+1 >= len(s) || s[i+1] == ' ' || s[i+1] == '\n'
	}
	return false
}

// changesAtHits reports whether every change from output to text lies at
// a hit of the matches (overlapping the hit, within its sentence) and
// carries the hit's replacement; if not, it returns a piece of the output
// near the first change that does not.
func changesAtHits(output, text string, matches []*CorrectionMatch) (string, bool) {
	a, b := diffTokens(output), diffTokens(text)
	changes := changedSpans(output, text, a, b)
	if len(changes) == 0 {
		return "", true
	}
	for _, c := range changes {
		ok := false
		for _, m := range matches {
			for _, h := range m.Hits {
				sa, sb := sentenceBounds(output, h.Start, h.End)
				overlaps := c.old[0] <= h.End && c.old[1] >= h.Start
				inside := c.old[0] >= sa && c.old[1] <= sb
				if overlaps && inside && strings.Contains(text[c.new[0]:c.new[1]], strings.TrimSpace(h.Replacement)) {
					ok = true
				}
			}
		}
		if !ok {
			lo, hi := max(0, c.old[0]-20), min(len(output), c.old[1]+20)
			return output[lo:hi], false
		}
	}
	return "", true
}

// span is a change: output[old[0]:old[1]] became text[new[0]:new[1]].
type span struct{ old, new [2]int }

// changedSpans returns the changed regions between output and text,
// widened to whole tokens. Common leading and trailing tokens are taken
// off first, so that a local edit of a long text costs time linear in its
// length; what remains is compared token by token (a bounded dynamic
// programme), and a middle too long to compare is one change.
func changedSpans(output, text string, a, b []token) []span {
	pre := 0
	for pre < len(a) && pre < len(b) && a[pre].t == b[pre].t {
		pre++
	}
	suf := 0
	for suf < len(a)-pre && suf < len(b)-pre && a[len(a)-1-suf].t == b[len(b)-1-suf].t {
		suf++
	}
	am, bm := a[pre:len(a)-suf], b[pre:len(b)-suf]
	if len(am) == 0 && len(bm) == 0 {
		return nil
	}
	oldStart := func(i int) int {
		if i < len(a) {
			return a[i].start
		}
		return len(output)
	}
	newStart := func(j int) int {
		if j < len(b) {
			return b[j].start
		}
		return len(text)
	}
	// One change spanning the whole middle: precise enough for the check
	// (the middle must lie at a hit and carry its replacement), and
	// linear.
	return []span{{old: [2]int{oldStart(pre), oldStart(len(a) - suf)}, new: [2]int{newStart(pre), newStart(len(b) - suf)}}}
}
