package review

import (
	"context"
	"slices"
	"strings"
	"testing"
)

// FuzzOffline: any pair of outputs gets a valid, normalized result, and
// equal outputs are always ACCEPT.
func FuzzOffline(f *testing.F) {
	f.Add("a: 1\n", "a: 2\n")
	f.Add("run at 2024-01-02T03:04:05Z\n", "")
	f.Add("- x\n- y\n", "- y\n- x\npanic: boom\n")
	f.Add("accuracy: 0.9\n", "accuracy: 0.1\n")
	f.Fuzz(func(t *testing.T, exp, act string) {
		d := Diff{Test: "t", Expected: exp, Actual: act}
		r, err := Offline{}.Review(context.Background(), d)
		if err != nil {
			t.Fatal(err)
		}
		if !r.Category.Valid() || r.Confidence < 0 || r.Confidence > 1 || r.CategoryName != r.Category.String() || len([]rune(r.Summary)) > 80 {
			t.Fatalf("bad result %+v", r)
		}
		if exp == act && r.Category != Accept {
			t.Fatalf("equal outputs: %+v", r)
		}
		u := Unified(exp, act, 3)
		// "\n" is one empty line and "" none: only a missing final newline
		// is not a difference.
		if (u == "") != slices.Equal(splitLines(exp), splitLines(act)) {
			t.Fatalf("unified diff %q of %q and %q", u, exp, act)
		}
	})
}

// FuzzParseAnswer: a model answer either parses into a valid category and
// confidence or is an error, never a panic.
func FuzzParseAnswer(f *testing.F) {
	f.Add(`{"category": 5, "confidence": 0.9, "summary": "s"}`)
	f.Add("```json\n{\"category\": \"RECOMMEND FAIL\", \"confidence\": 1}\n```")
	f.Add(`{"category": 9}`)
	f.Add(`not json`)
	f.Fuzz(func(t *testing.T, s string) {
		r, err := parseAnswer(s)
		if err == nil && (!r.Category.Valid() || r.Confidence < 0 || r.Confidence > 1) {
			t.Fatalf("accepted %+v from %q", r, s)
		}
	})
}

// FuzzSplitInsta: the header split never loses the body of a file without
// a header.
func FuzzSplitInsta(f *testing.F) {
	f.Add("---\nsource: a.rs\nexpression: x\n---\nbody\n")
	f.Add("no header\n")
	f.Fuzz(func(t *testing.T, s string) {
		_, body := splitInsta(s)
		if !strings.HasPrefix(s, "---\n") && body != s {
			t.Fatalf("body %q of %q", body, s)
		}
	})
}
