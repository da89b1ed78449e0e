package scope

import "testing"

// TestFindMultiWord checks that every lexicon entry of several words is
// found in a sentence (the entries Find looks up only from a token in
// firstWords).
func TestFindMultiWord(t *testing.T) {
	n := 0
	for key, e := range lexicon {
		ts := tokens(key)
		if len(ts) < 2 || string(appendJoined(nil, ts)) != key || e.guard != nil {
			continue // not made of tokens as Find reads them, or guarded
		}
		if !firstWords[ts[0].w] {
			t.Fatalf("firstWords lacks %q, the first word of %q", ts[0].w, key)
		}
		text := "we use " + key + " here"
		found := false
		for _, m := range Find(text) {
			if m.Start == len("we use ") && m.Sort == e.sort {
				found = true
			}
		}
		if !found {
			t.Errorf("Find(%q) = %v, want %q (%s) at %d", text, Find(text), key, e.sort, len("we use "))
		}
		n++
	}
	if n == 0 {
		t.Fatal("no entry of several words checked")
	}
}
