package judgment

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// splitWriteField is writeField as first written (strings.Split over the
// lines); the allocation-lean version must write the same text.
func splitWriteField(b *strings.Builder, label, value string) {
	value = strings.TrimSpace(strings.ReplaceAll(value, "\r\n", "\n"))
	if value == "" {
		return
	}
	b.WriteString("  " + label + ":")
	for i, line := range strings.Split(value, "\n") {
		line = strings.TrimRight(line, " \t\r")
		switch {
		case i == 0:
			b.WriteString(" " + line)
		case line == "":
			b.WriteString("\n")
		default:
			b.WriteString("\n    " + line)
		}
	}
	b.WriteString("\n")
}

func TestWriteFieldSameAsSplit(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	alphabet := []string{"a", "b", " ", "\t", "\n", "\r", "\r\n", "é", "\n\n", "x y"}
	cases := []string{"", " ", "\n", "a", "a\nb", "a\n\nb", " a \r\n b \n", "\n\na\n\n", "a\r\rb"}
	for range 5000 {
		var s strings.Builder
		for range rng.IntN(12) {
			s.WriteString(alphabet[rng.IntN(len(alphabet))])
		}
		cases = append(cases, s.String())
	}
	for _, v := range cases {
		var got, want strings.Builder
		writeField(&got, "L", v)
		splitWriteField(&want, "L", v)
		if got.String() != want.String() {
			t.Fatalf("writeField(%q) = %q, want %q", v, got.String(), want.String())
		}
	}
}

func TestWriteOneLine(t *testing.T) {
	for _, s := range []string{"", "a", " a  b\n c ", "\n\t"} {
		var b strings.Builder
		writeOneLine(&b, s)
		if want := strings.Join(strings.Fields(s), " "); b.String() != want {
			t.Fatalf("writeOneLine(%q) = %q, want %q", s, b.String(), want)
		}
	}
}
