package fold

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestLower(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", ""},
		{"LOG_LEVEL=DEBUG", "log_level=debug"},
		{"Über Straße", "über straße"},
		{"ΑΒΓ", "αβγ"},
		{"\xffAB\xfe", "\xffab\xfe"},             // invalid bytes kept, not U+FFFD
		{"ȺX", "Ⱥx"},                             // 'ⱥ' is three bytes: kept
		{"\u212aELVIN", "\u212aelvin"},           // Kelvin sign: 'k' is one byte
		{"İSTANBUL", "İstanbul"},                 // 'i' is one byte
		{"ÉCOLE \xe2\x80 Ü", "école \xe2\x80 ü"}, // a cut rune kept
	}
	for _, tt := range tests {
		if got := Lower(tt.in); got != tt.want {
			t.Errorf("Lower(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func FuzzLower(f *testing.F) {
	for _, s := range []string{"", "ABC", "\xff\xfe", "Ⱥ\u212aİ", "Über", "a\xe2\x80b"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := Lower(s)
		if len(got) != len(s) {
			t.Fatalf("Lower(%q) = %q: %d bytes, want %d", s, got, len(got), len(s))
		}
		if utf8.ValidString(s) != utf8.ValidString(got) {
			t.Fatalf("Lower(%q) = %q changed validity", s, got)
		}
		if want := strings.ToLower(s); len(want) == len(s) && utf8.ValidString(s) && got != want {
			// Where no rune changes length, it is strings.ToLower.
			same := true
			for _, r := range s {
				if utf8.RuneLen(r) != utf8.RuneLen([]rune(strings.ToLower(string(r)))[0]) {
					same = false
				}
			}
			if same {
				t.Fatalf("Lower(%q) = %q, strings.ToLower gives %q", s, got, want)
			}
		}
		if Lower(got) != got {
			t.Fatalf("Lower is not idempotent on %q", s)
		}
	})
}

func BenchmarkLower(b *testing.B) {
	ascii := strings.Repeat("Set LOG_LEVEL=DEBUG on the Worker. ", 30)
	mixed := strings.Repeat("Réglez LOG_LEVEL=DEBUG sur İzmir. ", 30)
	b.Run("ascii", func(b *testing.B) {
		for b.Loop() {
			Lower(ascii)
		}
	})
	b.Run("mixed", func(b *testing.B) {
		for b.Loop() {
			Lower(mixed)
		}
	})
}
