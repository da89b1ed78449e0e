package feature

import "testing"

// "X only does part of it; the rest needs Y": Y is added beside X, not a
// replacement of X.
func TestInsufficientThenNeeds(t *testing.T) {
	prev := "Set `<key>OnBoot</key><true/>` in the agent's plist."
	if ex := ExtractBest("OnBoot only runs it once at boot. Restarting after a crash needs KeepRunning.", prev); ex.Located {
		t.Errorf("located %q -> %q: the message adds a key, it replaces none", ex.Original, ex.Corrected)
	}
}

// A span cut out of a longer token of the output is not one of its values.
func TestMidToken(t *testing.T) {
	prev := `Format it with "#,##0.00;[Red]-#,##0.00" in the cell.`
	if !midToken(prev, "0.00;[Red]-#,##0.00") {
		t.Error("a span that starts inside #,##0.00 is whole")
	}
	if midToken(prev, "#,##0.00;[Red]-#,##0.00") {
		t.Error("the whole format is cut")
	}
}

// "20k" for a number the output writes in digits is written in digits.
func TestDigitsSpelled(t *testing.T) {
	ex := ExtractBest("default page_limit is 20k not 5000", "Paging stops at `page_limit`, which defaults to 5000 rows.")
	if !ex.Located || ex.Corrected != "20000" {
		t.Errorf("got %q -> %q (located %v), want 5000 -> 20000", ex.Original, ex.Corrected, ex.Located)
	}
	for _, c := range [][3]string{{"5000", "2.5k", "2500"}, {"5000", "20k", "20000"}, {"50", "2k", "2k"}, {"v5000", "20k", "20k"}, {"5000", "20M", "20M"}} {
		if got := withDigitsSpelled(Extraction{Original: c[0], Corrected: c[1], Located: true}).Corrected; got != c[2] {
			t.Errorf("%s -> %s spelled %q, want %q", c[0], c[1], got, c[2])
		}
	}
}
