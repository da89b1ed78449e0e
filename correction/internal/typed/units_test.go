package typed

import (
	"strings"
	"testing"
)

// A number the message gives in another unit of the same measure is
// written with its unit ("10 minutes" → "600 seconds"), so the output
// does not keep the old unit ("600 minutes").
func TestPairCarriesItsUnit(t *testing.T) {
	p, ok := Extract("the limit is 600 seconds now, plenty for the export", "Jobs stop after 10 minutes, so keep the export small.")
	if !ok || p.Wrong != "10 minutes" || p.Right != "600 seconds" {
		t.Fatalf("Extract = %+v, %v; want 10 minutes -> 600 seconds", p, ok)
	}
	// The same unit: the bare numbers.
	p, ok = Extract("the limit is 15 minutes now", "Jobs stop after 10 minutes, so keep the export small.")
	if !ok || p.Wrong != "10" || p.Right != "15" {
		t.Fatalf("Extract = %+v, %v; want 10 -> 15", p, ok)
	}
}

// A text that says it keeps a value on purpose chose it knowingly.
func TestKept(t *testing.T) {
	for _, c := range []struct {
		s, v string
		want bool
	}{
		{"The vendored parser stays on `lang = 2015`; it is upstream code.", "lang = 2015", true},
		{"Leave it at 3 replicas for the canary.", "3", true},
		{"The `timeout: 30s` is intentional: the batch job is slow.", "timeout: 30s", true},
		{"Set `lang = 2015` in the manifest.", "lang = 2015", false},
		{"Keep the port at 8080 and restart.", "8080", false}, // "keep" alone is how a repeat says it too
	} {
		i := strings.Index(c.s, c.v)
		if got := Kept(c.s, i, i+len(c.v)); got != c.want {
			t.Errorf("Kept(%q, %q) = %v, want %v", c.s, c.v, got, c.want)
		}
	}
}
