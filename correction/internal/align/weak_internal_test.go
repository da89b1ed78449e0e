package align

import "testing"

// A price says as little as a number; an IPv4 address names one machine.
func TestWeakValues(t *testing.T) {
	for w, want := range map[string]bool{
		"$29": true, "€4.50": true, "$1,200": true, "$HOME": false, "$(pwd)": false,
		"10.20.0.5": false, "10.0.0.0/16": false, "10.1.2.3:8080": false, "3.11": true, "8080": true,
	} {
		if got := weakMistake(w); got != want {
			t.Errorf("weakMistake(%q) = %v, want %v", w, got, want)
		}
	}
}

// A total computed from the number stands in its sentence.
func TestDerivedBeside(t *testing.T) {
	for s, want := range map[string]bool{
		"At $40 per user, 5 users come to $200 a month.":  true,
		"At $40 per user, 5 users come to $210 a month.":  false,
		"It costs $40 per user a month.":                  false,
		"12 workers with 4 threads each give 48 threads.": true,
	} {
		n := "$40"
		if s[0] == '1' {
			n = "4"
		}
		i := indexWord(s, n)
		if got := derivedBeside(s, i, i+len(n)); got != want {
			t.Errorf("%q: %v, want %v", s, got, want)
		}
	}
}

func indexWord(s, w string) int {
	for i := 0; i+len(w) <= len(s); i++ {
		if s[i:i+len(w)] == w && (i == 0 || s[i-1] == ' ') {
			return i
		}
	}
	return -1
}

// lineWindow is the line around i, cut to n bytes each way.
func TestLineWindow(t *testing.T) {
	s := "first line\nmysql -h db-1 -P 3306\nlast"
	i := indexWord(s, "-P")
	if a, b := lineWindow(s, i, 1024); s[a:b] != "mysql -h db-1 -P 3306" {
		t.Errorf("got %q", s[a:b])
	}
	if a, b := lineWindow(s, i, 4); s[a:b] != "b-1 -P 3" {
		t.Errorf("cut: got %q", s[a:b])
	}
	if hostOfLine(s, i) != "db-1" {
		t.Errorf("host %q", hostOfLine(s, i))
	}
}
