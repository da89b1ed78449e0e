package typed

import (
	"strings"
	"testing"
)

// TestCueIndex checks that each cue index finds what a scan of its whole
// list finds, for every window made of the lists' words (and others) up
// to three words long.
func TestCueIndex(t *testing.T) {
	lists := []struct {
		name  string
		cues  [][]string
		index *cueIndex
	}{
		{"negBefore", negBefore, negBeforeCues},
		{"negAfter", negAfter, negAfterCues},
		{"describedAfter", describedAfter, describedAfterCues},
		{"posBefore", posBefore, posBeforeCues},
		{"posAfter", posAfter, posAfterCues},
		{"disownBefore", disownBefore, disownBeforeCues},
		{"disownAfter", disownAfter, disownAfterCues},
	}
	vocab := map[string]bool{",": true, ".": true, "value": true, "*": true}
	for _, l := range lists {
		for _, c := range l.cues {
			for _, w := range c {
				vocab[w] = true
			}
		}
	}
	var words []string
	for w := range vocab {
		words = append(words, w)
	}
	for _, l := range lists {
		t.Run(l.name, func(t *testing.T) {
			check := func(ws []string) {
				var want bool
				if l.index.ends {
					want = endsWithAny(ws, l.cues)
				} else {
					want = startsWithAny(ws, l.cues)
				}
				if got := l.index.match(ws); got != want {
					t.Fatalf("match(%q)=%v, want %v", strings.Join(ws, " "), got, want)
				}
			}
			check(nil)
			// Every cue, with a word before and after it.
			for _, c := range l.cues {
				check(c)
				check(append([]string{"value"}, c...))
				check(append(append([]string{}, c...), "value"))
			}
			// Every window of one and two words, and of three for a sample.
			for i, a := range words {
				check([]string{a})
				for j, b := range words {
					check([]string{a, b})
					if (i+j)%17 == 0 {
						check([]string{b, a, words[(i*j)%len(words)]})
					}
				}
			}
		})
	}
}
