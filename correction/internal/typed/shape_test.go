package typed

import "testing"

// A number with thousands separators is one number, of any size.
func TestClassifyGroupedNumbers(t *testing.T) {
	for _, s := range []string{"300,000", "4,294,967,296", "12,345.75"} {
		if k := classify(s); k != Number {
			t.Errorf("classify(%q) = %v, want number", s, k)
		}
	}
	for _, s := range []string{"1,2,3", "10,20", "1234,567", "ab,cde"} {
		if k := classify(s); k == Number {
			t.Errorf("classify(%q) = number, want a list", s)
		}
	}
}

// A compound name is spelled one way only: its other inflection is the
// mistake. A plain word's plural is not a correction of it.
func TestPlausibleCompoundInflection(t *testing.T) {
	cases := []struct {
		wrong, right, msg, prev string
		want                    bool
	}{
		{"X-Forwarded-Hosts", "X-Forwarded-Host", "the header is X-Forwarded-Host, singular",
			"Read the `X-Forwarded-Hosts` header behind the proxy.", true},
		{"max_worker", "max_workers", "it's max_workers in the config",
			"Set `max_worker = 8` in the pool section.", true},
		{"retryPolicy", "retryPolicies", "the key is retryPolicies now",
			"Add a `retryPolicy` block to the service.", true},
		// Plain words: never.
		{"bucket", "buckets", "you need two `buckets` for that",
			"Create a `bucket` per region.", false},
	}
	for _, c := range cases {
		if got := Plausible(c.wrong, c.right, c.msg, c.prev); got != c.want {
			t.Errorf("Plausible(%q -> %q) = %v, want %v", c.wrong, c.right, got, c.want)
		}
	}
}

// A command of several words that the message spells out whole is one
// value: its changed word is not a word of the prose.
func TestPlausibleWholeCommandOfWords(t *testing.T) {
	prev := "Start it with `yarn run serve` from the repo root."
	if !Plausible("yarn run serve", "yarn run dev", "the package has no serve script. yarn run dev", prev) {
		t.Errorf("yarn run serve -> yarn run dev, spelled whole in the message, is not plausible")
	}
	// The changed word only as prose, the right command never spelled out.
	if Plausible("yarn run serve", "yarn run fresh", "you want a fresh run there", prev) {
		t.Errorf("a prose word made into a command is plausible")
	}
}
