package followup

import (
	"fmt"
	"strings"
	"testing"

	"github.com/cairnhq/cairn/followup/internal/feature"
)

// The opener model tells a question that opens a conversation about a
// database from one that continues it, by its wording and by how it
// relates to the last question and its SQL.
func TestOpenerScore(t *testing.T) {
	const last, sql = "List the ships of the fleet.", "SELECT name FROM ship"
	for _, c := range []struct{ opens, continues string }{
		{"How many ships are registered in the fleet table?", "What about the ones built before 1990?"},
		{"Show me the names of all the airports.", "Which of those are in Canada?"},
		{"What is the average salary of the employees?", "And for the managers only?"},
	} {
		if o, f := OpenerScore(c.opens, last, sql), OpenerScore(c.continues, last, sql); o >= f {
			t.Errorf("OpenerScore(%q) = %.2f, not below OpenerScore(%q) = %.2f", c.opens, o, c.continues, f)
		}
	}
	// Repeating a value the cached SQL filtered on reads as a follow-up.
	q := "What is the tonnage of the ships built in Glasgow?"
	if a, b := OpenerScore(q, last, sql), OpenerScore(q, last, "SELECT name FROM ship WHERE yard = 'Glasgow'"); a >= b {
		t.Errorf("OpenerScore(%q) = %.2f without the value in the SQL, not below %.2f with it", q, a, b)
	}
}

// In a tabular session the query's wording moves the confidence; in a
// chat session it does not.
func TestBlendReadsTheOpenerInTabularSessions(t *testing.T) {
	lo, hi := Blend(0.5, 0.5, 0.6, -3, true, true), Blend(0.5, 0.5, 0.6, 3, true, true)
	if lo >= hi {
		t.Errorf("tabular: %.3f with an opener's wording, %.3f with a continuation's; want the second higher", lo, hi)
	}
	if a, b := Blend(0.5, 0.5, 0.6, -3, true, false), Blend(0.5, 0.5, 0.6, 3, true, false); a != b {
		t.Errorf("chat: %.3f and %.3f, want the wording ignored", a, b)
	}
	if a, b := OutageConfidence(0.6, -3, true), OutageConfidence(0.6, 3, true); a >= b {
		t.Errorf("tabular outage: %.3f and %.3f, want the continuation higher", a, b)
	}
}

// A query of the largest size the cache takes is read on its first
// words: the tokens, told apart pairwise, do not grow with its length.
func TestOpenerReadsTheFirstWords(t *testing.T) {
	var b strings.Builder
	for i := 0; b.Len() < MaxQueryBytes-16; i++ {
		fmt.Fprintf(&b, "w%d ", i)
	}
	n := 0
	feature.AppendOpenerTokens(nil, b.String(), func([]byte) { n++ })
	if max := 2*feature.MaxOpenerWords + 2; n > max {
		t.Errorf("%d tokens from a %d-byte query, want at most %d", n, b.Len(), max)
	}
}
