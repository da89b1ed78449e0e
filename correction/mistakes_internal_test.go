package correction

import (
	"fmt"
	"slices"
	"testing"
)

// TestCandidatesLessonCap: a key taught as the same lesson many times
// brings its MaxRulesPerLesson newest copies once their rules are
// compiled, and leaves room for the key's other lessons, even older ones.
func TestCandidatesLessonCap(t *testing.T) {
	x := newMistakeIndex()
	lesson := func(id, right string) *Correction {
		return &Correction{ID: id, Literal: true, OriginalOutput: "master", CorrectedOutput: right,
			Query: "how do I release?",
			Context: []ContextChunk{
				{Source: SourcePreviousOutput, Content: "Merge into `master` to release."},
				{Source: SourceMessage, Content: right + ", master was renamed"},
			}}
	}
	all := map[string]*Correction{}
	add := func(c *Correction) { all[c.ID] = c; x.add(c) }
	add(lesson("old-trunk", "trunk")) // the oldest: another lesson of the key
	for i := range 3 * MaxRulesPerKey {
		add(lesson(fmt.Sprintf("main-%03d", i), "main"))
	}
	const output = "Merge into `master` and tag the release."

	// Nothing compiled yet: the MaxRulesPerKey newest, as before.
	first := x.candidates(output)
	if len(first) != MaxRulesPerKey || slices.Contains(first, "old-trunk") {
		t.Fatalf("before compiling: %d candidates (%v), want the %d newest", len(first), first, MaxRulesPerKey)
	}
	for _, id := range first {
		if _, err := x.ruleFor(all[id]); err != nil {
			t.Fatal(err)
		}
	}
	// Compiled: the lesson's MaxRulesPerLesson newest, then older copies
	// not compiled yet, up to the other lesson.
	second := x.candidates(output)
	var mains int
	for _, id := range second {
		if r := x.rules[id]; r != nil && all[id].CorrectedOutput == "main" {
			mains++
		}
	}
	if mains != MaxRulesPerLesson {
		t.Errorf("compiled copies of one lesson checked: %d, want %d (%v)", mains, MaxRulesPerLesson, second)
	}
	want := fmt.Sprintf("main-%03d", 3*MaxRulesPerKey-1)
	if !slices.Contains(second, want) {
		t.Errorf("the newest copy %s is not checked: %v", want, second)
	}
	if len(second) > MaxRulesPerKey {
		t.Errorf("%d candidates, more than MaxRulesPerKey", len(second))
	}
	// Once every copy is compiled, the older lesson comes in too.
	for id, c := range all {
		if _, err := x.ruleFor(c); err != nil {
			t.Fatal(id, err)
		}
	}
	third := x.candidates(output)
	if !slices.Contains(third, "old-trunk") || len(third) != MaxRulesPerLesson+1 {
		t.Errorf("all compiled: candidates %v, want %d of the main lesson and old-trunk", third, MaxRulesPerLesson)
	}
}
