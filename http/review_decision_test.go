package http_test

import (
	"net/http"
	"testing"

	"github.com/cairnhq/cairn"
)

// TestReviewDecisionNeedsTheDiff: a decision without its test, expected
// or actual output is refused naming the field, and nothing is recorded;
// an empty output (a new snapshot) is a diff.
func TestReviewDecisionNeedsTheDiff(t *testing.T) {
	s := mustOpenServer(t)
	full := func() map[string]any {
		return map[string]any{"suite": "web", "test": "t::new", "expected": "", "actual": "a\n",
			"result": map[string]any{"category": 5, "confidence": 0.9}, "decision": "accept"}
	}
	for _, c := range []struct {
		field string
		mut   func(map[string]any)
	}{
		{"test", func(b map[string]any) { delete(b, "test") }},
		{"test", func(b map[string]any) { b["test"] = "  " }},
		{"expected", func(b map[string]any) { delete(b, "expected") }},
		{"actual", func(b map[string]any) { delete(b, "actual") }},
		{"test", func(b map[string]any) { delete(b, "test"); delete(b, "expected"); delete(b, "actual") }},
	} {
		b := full()
		c.mut(b)
		var e apiError
		if code := s.do(t, "POST", "/v1/review/decisions", b, &e); code != http.StatusBadRequest || e.Error.Code != cairn.EINVALID || e.Error.Field != c.field {
			t.Errorf("without %s: %d %+v", c.field, code, e.Error)
		}
	}
	var st struct {
		Decided int `json:"decided"`
	}
	if code := s.do(t, "GET", "/v1/review/stats?suite=web", nil, &st); code != http.StatusOK || st.Decided != 0 {
		t.Fatalf("after refused decisions: %d, %d decided", code, st.Decided)
	}
	if code := s.do(t, "POST", "/v1/review/decisions", full(), nil); code != http.StatusOK {
		t.Fatalf("a new snapshot (expected empty): %d", code)
	}
}
