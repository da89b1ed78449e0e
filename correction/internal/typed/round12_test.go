package typed

import (
	"strings"
	"testing"
)

// "keep X for that one": the output keeps the value on purpose.
func TestKeptWhenTold(t *testing.T) {
	s := "The old worker still serves on 7000, so keep `PORT=7000` for that one."
	i := strings.Index(s, "PORT=7000")
	if !Kept(s, i, i+len("PORT=7000")) {
		t.Error("told to keep it: not kept")
	}
	s = "Set `PORT=7000` and restart the worker."
	i = strings.Index(s, "PORT=7000")
	if Kept(s, i, i+len("PORT=7000")) {
		t.Error("a plain setting is kept")
	}
}

// "X doesn't exist, the constructor is Y": X is gone, Y is stated.
func TestRemovedThenStated(t *testing.T) {
	p, ok := Extract("Thanks, builds fine. Codec::fast() doesn't exist though, the constructor is Codec::fastest().", "```rust\nlet c = Codec::fast();\n```")
	if !ok || p.Core != "Codec::fast()" || p.CoreRight != "Codec::fastest()" {
		t.Errorf("got %+v (%v), want Codec::fast() -> Codec::fastest()", p, ok)
	}
	if !removal([]string{"doesn't", "exist", "though"}) || !removal([]string{"was", "removed", "in", "2.0"}) || removal([]string{"doesn't", "exist", "here", "yet"}) {
		t.Error("removal")
	}
}

// A value the message tells to add is added beside the answer's, not put
// in place of one; "git add -p" names a subcommand's argument.
func TestAddedRightBefore(t *testing.T) {
	for _, tt := range []struct {
		s, value string
		want     bool
	}{
		{"the body goes out form-encoded. add -H 'Accept: text/csv' to get csv", "-H", true},
		{"then append --no-cache to the build", "--no-cache", true},
		{"it's git add -p, not -i", "-p", false},
		{"run `poetry add httpx` instead", "httpx", false},
		{"use -X POST", "-X", false},
	} {
		if got := AddedAlongside(tt.s, strings.Index(tt.s, tt.value)); got != tt.want {
			t.Errorf("AddedAlongside(%q, %q) = %v, want %v", tt.s, tt.value, got, tt.want)
		}
	}
}

// A Go package pattern keeps its dots, wherever it stands in a sentence.
func TestPackagePatternKeepsItsDots(t *testing.T) {
	for s, want := range map[string]string{
		"run go vet ./... before pushing":              "./...",
		"it's go test -race ./internal/..., not ./cmd": "./internal/...",
		"count them with -coverpkg=./...":              "-coverpkg=./...",
		"the pattern is github.com/acme/api/....":      "github.com/acme/api/...",
	} {
		found := false
		for _, a := range Lex(s) {
			found = found || a.Text == want
		}
		if !found {
			t.Errorf("Lex(%q) has no atom %q", s, want)
		}
	}
}
