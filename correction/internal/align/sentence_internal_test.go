package align

import (
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
)

// sentenceStemsLexed is sentenceStems as it was before it took the words
// of the output's spans: each sentence lexed alone.
func sentenceStemsLexed(output string) []map[string]bool {
	sets := []map[string]bool{}
	rest := output
	for rest != "" {
		k := strings.IndexAny(rest, "\n.?!")
		for k >= 0 && k+1 < len(rest) && rest[k] != '\n' && rest[k+1] != ' ' && rest[k+1] != '\n' {
			n := strings.IndexAny(rest[k+1:], "\n.?!")
			if n < 0 {
				k = -1
				break
			}
			k += 1 + n
		}
		if k < 0 {
			k = len(rest) - 1
		}
		if ws := words(rest[:k+1]); len(ws) > 0 {
			sets = append(sets, stemSet(ws))
		}
		rest = rest[k+1:]
	}
	return sets
}

// TestSentenceStemsLexedAlone checks that the sentences' words taken from
// the output's words are those of each sentence lexed alone.
func TestSentenceStemsLexedAlone(t *testing.T) {
	pieces := []string{"the", " ", " ", "  ", ". ", ".", "\n", "!", "?", "? ", "! ", ".\n", "v1.2", "1.2.3", "a.b", "config.yaml",
		"MySQL", "ddl-auto", "foo_bar", "x", "go", "float64", "`", "'", "\"", "(", ")", "{id}", "/api/v1/", "e.g.", "i.e. ", "node:18",
		"3", "42", "é", "naïve", "日本", "--force", "-n", "$HOME", "@Test", "#", "...", ":", ",", "http://a.b/c?d=1", "x=1", "a/b",
		"React.js", "U.S.", "Dr.", "\r\n", "\u00a0", "—", "…", "a.\u00a0b", "JUnit 5", "Python 3.12", "camelCase", "HTTPServer", "1,000", "v2", "2.", "0.5.", "a\tb"}
	rng := rand.New(rand.NewPCG(1, 2))
	for n := range 50000 {
		var b strings.Builder
		for range rng.IntN(40) {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		s := b.String()
		if got, want := NewText("", s).sentenceStems(), sentenceStemsLexed(s); !reflect.DeepEqual(got, want) {
			t.Fatalf("%d: sentenceStems(%q)=%v, want %v", n, s, got, want)
		}
	}
}
