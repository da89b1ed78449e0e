package typed

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// wordsWithin and wordsEndingBy, binary searches, find what a scan of every
// word finds: the words of the range, in order.
func TestWordsWithinIsTheScan(t *testing.T) {
	pieces := []string{"no", "not", "x", "5432", "and", "or", ",", ".", " ", " ", "->", "=", "a.b", "it's", "→", "\n", "é", "-", "f(x)"}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 500 {
		var b strings.Builder
		for range rng.IntN(40) {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		s := b.String()
		ws := words(s)
		for range 20 {
			lo, hi := rng.IntN(len(s)+2)-1, rng.IntN(len(s)+2)-1
			var want []word
			for _, w := range ws {
				if w.start >= lo && w.end <= hi {
					want = append(want, w)
				}
			}
			if got := wordsWithin(ws, lo, hi); !slices.Equal(got, want) {
				t.Fatalf("wordsWithin(%q, %d, %d) = %v, want %v", s, lo, hi, got, want)
			}
			n := 0
			for n < len(ws) && ws[n].end <= lo {
				n++
			}
			if got := wordsEndingBy(ws, lo); got != n {
				t.Fatalf("wordsEndingBy(%q, %d) = %d, want %d", s, lo, got, n)
			}
		}
	}
}
