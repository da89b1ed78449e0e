package feature

import "testing"

// A word the message writes in lower case beside a wrong value it writes
// in capitals is prose ("GET caps at"), not the value; a message in lower
// case throughout types SQL words as it likes.
func TestShouted(t *testing.T) {
	for _, c := range []struct {
		wrong, right, msg string
		want              bool
	}{
		{"GET", "LIMITS", "a GET limits you to 8 KB of headers", true},
		{"VARCHAR", "TEXT", "use text, plain varchar needs a length", false},
		{"VARCHAR", "TEXT", "TEXT, VARCHAR needs a length", false},
	} {
		if got := shouted(c.wrong, c.right, c.msg); got != c.want {
			t.Errorf("shouted(%q, %q, %q) = %v, want %v", c.wrong, c.right, c.msg, got, c.want)
		}
	}
}
