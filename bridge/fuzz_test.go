package bridge_test

import (
	"math"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/cairnhq/cairn/bridge"
)

// FuzzCorruptAndCompress checks the invariants of corruption and
// compression on arbitrary text: corruption only drops characters or
// replaces them with the alphabet, reproducibly, and compression never
// exceeds its budget plus "...".
func FuzzCorruptAndCompress(f *testing.F) {
	f.Add("The user asked about weather in Seattle", 75.5, 10)
	f.Add("ünïcødé ✓ \x00 tabs\tand\nnewlines", 45.0, 1)
	f.Add("", 200.0, 0)
	f.Fuzz(func(t *testing.T, text string, age float64, maxTokens int) {
		if !utf8.ValidString(text) || math.IsNaN(age) || math.IsInf(age, 0) || maxTokens < 0 || maxTokens > 1<<20 {
			t.Skip()
		}
		c := bridge.Corruptor{Config: bridge.DefaultConfig().Preprocessing}
		got, n := c.Corrupt("fuzz", text, age)
		again, _ := c.Corrupt("fuzz", text, age)
		if got != again {
			t.Fatal("not reproducible")
		}
		in, out := utf8.RuneCountInString(text), utf8.RuneCountInString(got)
		if out != in-n.Dropped || n.Replaced > in-n.Dropped {
			t.Fatalf("%d characters in, %d out, counted %+v", in, out, n)
		}
		if c.Severity(age) == 0 && got != text {
			t.Fatal("fresh text changed")
		}
		comp := bridge.Compress([]string{text, got}, bridge.Separator, maxTokens)
		limit := maxTokens * 4
		if l := utf8.RuneCountInString(comp); l > limit+3 {
			t.Fatalf("compressed to %d characters, budget %d", l, limit)
		}
		if full := text + bridge.Separator + got; utf8.RuneCountInString(full) <= limit {
			if comp != full {
				t.Fatal("text within the budget was changed")
			}
		} else if !strings.HasSuffix(comp, bridge.Ellipsis) || !strings.HasPrefix(full, strings.TrimSuffix(comp, bridge.Ellipsis)) {
			t.Fatalf("cut %q is not a prefix of the text plus ...", comp)
		}
	})
}
