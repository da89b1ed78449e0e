package typed

import (
	"strings"
	"testing"
)

// The right side of a pair is never the wrong call as the message
// describes it ("NVL(a, b) is Oracle"): that is what is wrong, not its fix.
func TestPlausibleRejectsDescribedWrongCall(t *testing.T) {
	prev := "Use `SELECT NVL(price, 0) FROM orders;` to default the price."
	msg := "COALESCE(price, 0). NVL(a, b) is Oracle, postgres has no such function"
	if Plausible("NVL(price, 0)", "NVL(a, b)", msg, prev) {
		t.Errorf("NVL(price, 0) -> NVL(a, b) is plausible; the message describes NVL as the wrong one")
	}
	if !Plausible("NVL(price, 0)", "COALESCE(price, 0)", msg, prev) {
		t.Errorf("NVL(price, 0) -> COALESCE(price, 0) is not plausible")
	}
}

// A hyphenated word of prose, in an output that writes its names as code,
// is not a name the message's kebab-case value replaces.
func TestPairsSkipProseCompound(t *testing.T) {
	prev := "Open a ticket with the `Storage` team; they own the first-line triage."
	msg := "disk alerts go to infra-triage, the Storage team only handles backups"
	for _, p := range Pairs(msg, prev) {
		if p.Wrong == "first-line" {
			t.Errorf("paired the prose word %q with %q (%v)", p.Wrong, p.Right, p.Why)
		}
	}
}

// "its own namespace" names no namespace: "own" is not a value.
func TestPairsSkipDeterminers(t *testing.T) {
	for _, p := range Pairs("billing has its own namespace: -n billing", "`kubectl get pods -n default`") {
		if p.CoreRight == "own" || p.Right == "-n own" {
			t.Errorf("paired %q -> %q", p.Wrong, p.Right)
		}
	}
}

func TestDisowned(t *testing.T) {
	for _, tc := range []struct {
		s, v string
		want bool
	}{
		{"The old `@ops-pager` alias no longer pages anyone.", "@ops-pager", true},
		{"`legacy-sync` is deprecated since 2.0.", "legacy-sync", true},
		{"Use bzip2 instead of gzip here.", "gzip", true},
		{"Page `@ops-pager` in Slack.", "@ops-pager", false},
		{"Copy the files from us-east-1 to the new bucket.", "us-east-1", false},
	} {
		i := strings.Index(tc.s, tc.v)
		if got := Disowned(tc.s, i, i+len(tc.v)); got != tc.want {
			t.Errorf("Disowned(%q, %q) = %v, want %v", tc.s, tc.v, got, tc.want)
		}
	}
}

func TestReplaceable(t *testing.T) {
	for _, tc := range []struct {
		wrong, right string
		want         bool
	}{
		{"/api/", "unchanged", false},
		{"ON", "CONFLICT", false},
		{"the", "a", false},
		{"--force", "--force-with-lease", true},
		{"us-east-1", "eu-west-1", true},
		{"master", "main", true},
	} {
		if got := Replaceable(tc.wrong, tc.right); got != tc.want {
			t.Errorf("Replaceable(%q, %q) = %v, want %v", tc.wrong, tc.right, got, tc.want)
		}
	}
}
