package feature

import (
	"strings"
	"testing"
)

// FuzzContainsLowerASCII holds containsLowerASCII to strings.Contains over
// lowerASCII.
func FuzzContainsLowerASCII(f *testing.F) {
	f.Add("SELECT name FROM t", "select ")
	f.Add("x FrOm y", " from ")
	f.Add("", "")
	f.Add("ǅİK select", "select")
	f.Fuzz(func(t *testing.T, s, sub string) {
		sub = lowerASCII(sub)
		if got, want := containsLowerASCII(s, sub), strings.Contains(lowerASCII(s), sub); got != want {
			t.Fatalf("containsLowerASCII(%q, %q) = %v, want %v", s, sub, got, want)
		}
	})
}

// FuzzCueSets holds the one-pass matcher to looking for each cue of each
// list in turn.
func FuzzCueSets(f *testing.F) {
	f.Add(" we use tabs, i'd rather spaces; fyi ")
	f.Add(" btw the team prefers ")
	f.Add("")
	f.Fuzz(func(t *testing.T, s string) {
		lists := [][]string{conventionCues, preferenceCues, infoCues}
		got := cues.in(s)
		for i, list := range lists {
			want := false
			for _, c := range list {
				if strings.Contains(s, c) {
					want = true
				}
			}
			if (got&(1<<i) != 0) != want {
				t.Fatalf("in(%q): list %d = %v, want %v", s, i, !want, want)
			}
		}
	})
}

// FuzzMayHavePrefix holds mayHavePrefix to its definition: the first word
// (up to 12 bytes of letters, digits, underscores and apostrophes),
// lower-cased without its apostrophes, can start a discourse prefix.
func FuzzMayHavePrefix(f *testing.F) {
	for _, s := range []string{"No, it's 5", "Nooo", "HMMM ok", "That's wrong", "in fact", "", "İt", "it'''s"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, seg string) {
		end := 0
		for end < len(seg) && end < 12 && (isASCIIWordByte(seg[end]) || seg[end] == '\'') {
			end++
		}
		w := strings.ReplaceAll(lowerASCII(seg[:end]), "'", "")
		want := prefixStarts[w] || strings.HasPrefix(w, "hmm") || strings.HasPrefix(w, "noo")
		if got := mayHavePrefix(seg); got != want {
			t.Fatalf("mayHavePrefix(%q) = %v, want %v", seg, got, want)
		}
	})
}

// FuzzDontUseVerbs checks the shortcut of formDontUse: reDontUse matches
// ASCII text only when the text holds one of its verbs.
func FuzzDontUseVerbs(f *testing.F) {
	for _, s := range []string{"Don't use X, use Y", "never CALL foo: call bar", "stop Putting it -- put it", "do not say that but it's fine", "avoid writing x, just y"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !isASCII(s) || !reDontUse.MatchString(s) {
			return
		}
		l := &locator{}
		if !l.segHas(s, &dontUseVerbs) {
			t.Fatalf("reDontUse matches %q, which holds none of its verbs", s)
		}
	})
}

// FuzzShouldBeVerbs checks the shortcut of formShouldBe: its expressions
// match ASCII text only when the text holds one of reShouldBe's verbs.
func FuzzShouldBeVerbs(f *testing.F) {
	for _, s := range []string{"the year should be 1969", "Should've been X", "it MUST RETURN nil", "x needs to equal y", "it must redact the password", "they are supposed to show totals"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !isASCII(s) || !reShouldBe.MatchString(s) && !reShouldBeHead.MatchString(s) {
			return
		}
		l := &locator{}
		if !l.segHas(s, &shouldBeVerbs) {
			t.Fatalf("formShouldBe's expressions match %q, which holds none of its verbs", s)
		}
	})
}

// FuzzSegHas holds the one-pass search of the forms' substrings to
// looking for each in the lower-cased segment.
func FuzzSegHas(f *testing.F) {
	for _, s := range []string{"Replace X with Y", "not A but B", "it should be 5", "THAT IS INCORRECT", "in lieu of x", "", "Don't use it"} {
		f.Add(s)
	}
	lists := []*subList{&subsReplace, &subsChange, &subsNot, &subsBut, &subsInsteadHead, &subsInstead,
		&subsDontUse, &dontUseVerbs, &subsShouldBe, &shouldBeVerbs, &subsIsWrong}
	f.Fuzz(func(t *testing.T, seg string) {
		l := &locator{}
		lower := lowerASCII(seg)
		for _, list := range lists {
			want := false
			for _, sub := range list.subs {
				if strings.Contains(lower, sub) {
					want = true
				}
			}
			if got := l.segHas(seg, list); got != want {
				t.Fatalf("segHas(%q, %q) = %v, want %v", seg, list.subs, got, want)
			}
		}
	})
}
