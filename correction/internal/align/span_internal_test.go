package align

import (
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// sentenceAround is how the bounds of an occurrence's sentence were found
// before spans: by scanning from the occurrence.
func sentenceAround(s string, start, end int) (int, int) {
	a := start
	for a > 0 {
		c := s[a-1]
		if c == '\n' || ((c == '.' || c == '!' || c == '?') && (a >= len(s) || s[a] == ' ')) {
			break
		}
		a--
	}
	b := end
	for b < len(s) {
		c := s[b]
		if c == '\n' || ((c == '.' || c == '!' || c == '?') && (b+1 >= len(s) || s[b+1] == ' ' || s[b+1] == '\n')) {
			break
		}
		b++
	}
	return a, b
}

// aroundScan is how the positional context of an occurrence was found
// before spans: by tokenizing its line on each side.
func aroundScan(s string, start, end int) (left, right []string) {
	ls := strings.LastIndexByte(s[:start], '\n') + 1
	le := strings.IndexByte(s[end:], '\n')
	if le < 0 {
		le = len(s)
	} else {
		le += end
	}
	lw := words(s[ls:start])
	if len(lw) > window {
		lw = lw[len(lw)-window:]
	}
	for _, w := range lw {
		left = append(left, w.Stem)
	}
	rw := words(s[end:le])
	if len(rw) == 0 && le < len(s) {
		ne := strings.IndexByte(s[le+1:], '\n')
		if ne < 0 {
			ne = len(s)
		} else {
			ne += le + 1
		}
		rw = words(s[le+1 : ne])
	}
	if len(rw) > window {
		rw = rw[:window]
	}
	for _, w := range rw {
		right = append(right, w.Stem)
	}
	return left, right
}

func stems(ws []word) []string {
	var out []string
	for _, w := range ws {
		out = append(out, w.Stem)
	}
	return out
}

// randomText is a text of the pieces outputs are made of: values, names,
// prose, sentence ends, line breaks.
func randomText(rng *rand.Rand, n int) string {
	pieces := []string{"5432", " ", " ", "port", "Postgres", "the", ".", ". ", "!", "?", "\n", ",", "config.yaml", "maxConn",
		"db_host", "v1.2", "-p", "=", "(", ")", "`", "\"", "é", "x", "/api/{id}", "3,000", "ParseConfig", "is", "on", "staging"}
	var b strings.Builder
	for range n {
		b.WriteString(pieces[rng.IntN(len(pieces))])
	}
	return b.String()
}

// The spans of a text find what scanning it found, for every bounded
// occurrence of a value in sentences within maxSentenceWords: the
// sentence's bounds, its words, the words around the occurrence on its
// line, and whether a name stands outside it.
func TestSpansFindWhatScansFound(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	re := regexp.MustCompile(`5432\)?|config\.yaml|maxConn|-p|v1\.2`)
	for range 8000 {
		s := randomText(rng, rng.IntN(60))
		x := newSpans(s)
		for _, m := range re.FindAllStringIndex(s, -1) {
			start, end := m[0], m[1]
			if !Bounded(s, start, end) {
				continue
			}
			a, b := sentenceAround(s, start, end)
			if ga, gb := x.sentence(start, end); ga != a || gb != b {
				t.Fatalf("%q [%d,%d): sentence (%d, %d), scan (%d, %d)", s, start, end, ga, gb, a, b)
			}
			if len(words(s[a:start])) > maxSentenceWords || len(words(s[end:b])) > maxSentenceWords {
				continue // read around the occurrence: TestSentenceWordsCapped
			}
			got, _, _ := x.sentenceWords(a, b, start, end, false)
			if want := stems(words(s[a:start] + " " + s[end:b])); !slices.Equal(stems(got), want) {
				t.Fatalf("%q [%d,%d): sentence words %q, scan %q", s, start, end, stems(got), want)
			}
			all, _, _ := x.sentenceWords(a, b, start, end, true)
			if want := stems(words(s[a:b])); !slices.Equal(stems(all), want) {
				t.Fatalf("%q [%d,%d): sentence words with the occurrence %q, scan %q", s, start, end, stems(all), want)
			}
			gl, gr := x.around(start, end)
			wl, wr := aroundScan(s, start, end)
			if !slices.Equal(gl, wl) || !slices.Equal(gr, wr) {
				t.Fatalf("%q [%d,%d): around %q %q, scan %q %q", s, start, end, gl, gr, wl, wr)
			}
			for _, n := range []string{"db_host", "maxConn", "x", "5432", "v1"} {
				o := findOccurrences(s, n)
				if got, want := o.boundedOutside(s, n, start, end), containsBounded(s[:start]+" "+s[end:], n, false); got != want {
					t.Fatalf("%q [%d,%d): %q outside: %v, scan %v", s, start, end, n, got, want)
				}
			}
		}
	}
}

// A long sentence is read around the occurrence: maxSentenceWords words
// on each side.
func TestSentenceWordsCapped(t *testing.T) {
	s := strings.Repeat("alpha beta ", 100) + "5432 " + strings.Repeat("gamma delta ", 100) + "."
	x := newSpans(s)
	start := strings.Index(s, "5432")
	a, b := x.sentence(start, start+4)
	ws, lo, hi := x.sentenceWords(a, b, start, start+4, false)
	if got, want := len(ws), 2*maxSentenceWords; got != want {
		t.Fatalf("%d words, want %d", got, want)
	}
	if lo <= a || hi >= b || !strings.HasPrefix(s[lo:], "alpha") || !strings.HasSuffix(s[:hi], "delta") {
		t.Fatalf("span [%d, %d) of sentence [%d, %d): %q…%q", lo, hi, a, b, s[lo:lo+10], s[hi-10:hi])
	}
}
