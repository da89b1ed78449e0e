package typed

import (
	"strings"
	"testing"
)

// A value the message says stays as it is ("qa-west didn't change") is
// stated as right where it stands: never the wrong side of a pair.
func TestPolarityKept(t *testing.T) {
	for _, msg := range []string{
		"prod moved to ledger-east last week; qa-west didn't change",
		"the ledger one is ledger-east now, qa-west stays",
		"ledger-east for prod. qa-west is unchanged",
	} {
		i := strings.Index(msg, "qa-west")
		a := Atom{Text: "qa-west", Start: i, End: i + len("qa-west")}
		if got := polarityOf(words(msg), a, false); got != Positive {
			t.Errorf("%q: qa-west is %v, want positive (kept)", msg, got)
		}
	}
}
