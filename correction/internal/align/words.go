package align

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/cairnhq/cairn/internal/fold"
)

// stop lists function words and conversational filler that carry no topic.
var stop = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`a an the and or but if then else so to of in on at by for with from into onto
	as is are was were be been being am do does did done doing have has had having it its it's this that these
	those there here i me my we our us you your he she they them their what which who whom whose when where why
	how all any both each few more most other some such no nor not only own same than too very can could will
	would should shall may might must just also now ok okay yes yeah yep nope thanks thank please sure right
	well actually really still even about up down out over under again further once one two get got make made
	use used using want need needs like let lets i'm you're that's don't doesn't isn't aren't wasn't won't
	can't it'll we're they're i'd you'd there's what's here's via per vs etc e.g i.e new way thing things
	something anything everything nothing give gives given put puts set sets call calls run runs say says
	see look looks go goes going work works working fine good bad better best instead rather because since
	while until after before just much many every always never often sometimes maybe perhaps though although
	hmm oh hey hi hello cool nice great perfect lgtm ty thx`) {
		stop[w] = true
	}
}

// stem reduces a lower-case word to a crude stem, enough to match
// "deploys" with "deploy", "defaults" with "default" and "renames" with
// "renaming".
func stem(w string) string {
	s := stem1(w)
	if len(s) > 4 && strings.HasSuffix(s, "e") && !strings.HasSuffix(s, "ee") {
		s = s[:len(s)-1]
	}
	return s
}

func stem1(w string) string {
	switch {
	case len(w) > 5 && strings.HasSuffix(w, "ies"):
		return w[:len(w)-3] + "y"
	case len(w) > 5 && strings.HasSuffix(w, "ing"):
		return w[:len(w)-3]
	case len(w) > 4 && strings.HasSuffix(w, "ed") && !strings.HasSuffix(w, "eed"):
		return w[:len(w)-2]
	case len(w) > 4 && strings.HasSuffix(w, "es") && (strings.HasSuffix(w, "ches") || strings.HasSuffix(w, "shes") || strings.HasSuffix(w, "sses") || strings.HasSuffix(w, "xes")):
		return w[:len(w)-2]
	case len(w) > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && !strings.HasSuffix(w, "us") && !strings.HasSuffix(w, "is"):
		return w[:len(w)-1]
	}
	return w
}

// word is a content word of a text: its stem and byte span.
type word struct {
	Stem       string
	Start, End int
}

// words returns the content words of s: atoms split into their parts
// (camelCase, snake_case, dotted and slashed names), lower-cased and
// stemmed, without stop words. Numbers stay whole ("2.5").
func words(s string) []word { return scanWords(s, nil) }

// scanWords is words, calling atom (when not nil) with the span of each
// atom and how many words it gave, after they are appended.
func scanWords(s string, atom func(start, end, n int)) []word {
	var out []word // nil when s has no words, as before it was sized
	if n := wordsRoom(s); n > 0 {
		out = make([]word, 0, n)
	}
	var buf [8]part // the parts of one atom, most often fewer
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if !isAlnum(r) || alnumBefore(s, i) {
			i += n
			continue
		}
		end := atomEnd(s, i)
		if end <= i {
			i += n
			continue
		}
		atomText := s[i:end]
		before := len(out)
		if k := classify(atomText); k == Number || k == Version {
			out = append(out, word{Stem: fold.Lower(atomText), Start: i, End: end})
		} else {
			ps := appendParts(buf[:0], atomText)
			for _, p := range ps {
				lw := fold.Lower(p.t)
				if len(lw) < 2 || stop[lw] {
					continue
				}
				out = append(out, word{Stem: stem(lw), Start: i + p.start, End: i + p.end})
			}
			if len(ps) > 1 {
				// The whole name too, so that "MySQL" matches "mysql".
				out = append(out, word{Stem: stem(fold.Lower(norm(atomText))), Start: i, End: end})
			}
		}
		if atom != nil {
			atom(i, end, len(out)-before)
		}
		i = end
	}
	return out
}

// wordsRoom returns room for the words of s: its runs of letters and
// digits (bytes outside ASCII counted as letters), and a quarter more for
// the parts of compound names. Stop words make it more than enough for
// prose; it is only a capacity.
func wordsRoom(s string) int {
	n := 0
	prev := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		in := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c >= utf8.RuneSelf
		if in && !prev {
			n++
		}
		prev = in
	}
	return n + n/4
}

type part struct {
	t          string
	start, end int
}

// splitParts splits an atom at separators and camelCase humps.
func splitParts(a string) []part {
	return appendParts(nil, a)
}

// appendParts appends the parts of a (splitParts) to out.
func appendParts(out []part, a string) []part {
	start := -1
	var prev rune
	flush := func(i int) {
		if start >= 0 && i > start {
			out = append(out, part{a[start:i], start, i})
		}
		start = -1
	}
	for i, r := range a {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			if start >= 0 && unicode.IsUpper(r) && unicode.IsLower(prev) {
				flush(i)
			}
			if start >= 0 && unicode.IsDigit(r) != unicode.IsDigit(prev) && unicode.IsLetter(prev) && !unicode.IsDigit(prev) {
				// keep "utf8", "v2" whole
			}
			if start < 0 {
				start = i
			}
		default:
			flush(i)
		}
		prev = r
	}
	flush(len(a))
	return out
}

// sentenceStart reports whether i starts a sentence of s.
func sentenceStart(s string, i int) bool {
	j := i - 1
	for j >= 0 && (s[j] == ' ' || s[j] == '`' || s[j] == '"' || s[j] == '(') {
		j--
	}
	return j < 0 || s[j] == '.' || s[j] == '!' || s[j] == '?' || s[j] == '\n' || s[j] == ':'
}

// stemSet returns the stems of ws.
func stemSet(ws []word) map[string]bool {
	out := make(map[string]bool, len(ws))
	for _, w := range ws {
		out[w.Stem] = true
	}
	return out
}
