package textdist

import "testing"

func TestLevenshtein(t *testing.T) {
	tests := []struct {
		a, b  string
		bytes int
		runes int
	}{
		{"", "", 0, 0},
		{"kitten", "sitting", 3, 3},
		{"flaw", "lawn", 2, 2},
		{"import", "imp", 3, 3},
		{"école", "ecole", 2, 1},
	}
	for _, tt := range tests {
		if got := Levenshtein(tt.a, tt.b); got != tt.bytes {
			t.Errorf("Levenshtein(%q, %q) = %d, want %d", tt.a, tt.b, got, tt.bytes)
		}
		if got := LevenshteinRunes(tt.a, tt.b); got != tt.runes {
			t.Errorf("LevenshteinRunes(%q, %q) = %d, want %d", tt.a, tt.b, got, tt.runes)
		}
	}
}
