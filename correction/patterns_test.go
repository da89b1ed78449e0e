package correction_test

import (
	"context"
	"testing"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/correction"
)

func TestQuickDetect(t *testing.T) {
	tests := []struct {
		name    string
		msg     string
		wantOK  bool
		wantCat correction.Category
		wantCf  float64
	}{
		{"actually", "Actually, the capital is Canberra.", true, correction.CategoryFactual, 0.8},
		{"actually needs a separator", "Actuallyyy it's fine", false, 0, 0},
		{"no ... should", "No, the loop should start at zero.", true, correction.CategoryLogic, 0.85},
		{"no without should", "No, thanks.", false, 0, 0},
		{"that's wrong anywhere", "Hmm, that's wrong.", true, correction.CategoryFactual, 0.9},
		{"that's incorrect", "I think that's incorrect", true, correction.CategoryFactual, 0.9},
		{"curly apostrophe is not the seed's pattern", "that’s wrong", false, 0, 0},
		{"instead", "Instead, list the names.", true, correction.CategoryPreference, 0.7},
		{"please use", "Please use metric units.", true, correction.CategoryPreference, 0.75},
		{"please always", "please always answer briefly", true, correction.CategoryPreference, 0.75},
		{"the correct way", "The correct way is to close the file first.", true, correction.CategoryFactual, 0.85},
		{"the right answer", "the right answer is 42", true, correction.CategoryFactual, 0.85},
		{"fix:", "fix: off by one in the loop", true, correction.CategoryCode, 0.9},
		{"fixed:", "Fixed: use HasPrefix", true, correction.CategoryCode, 0.9},
		{"first match wins", "Actually, no, you should use HasPrefix, that's wrong", true, correction.CategoryFactual, 0.8},
		{"no ... should beats that's wrong", "no you should check, that's wrong", true, correction.CategoryLogic, 0.85},
		{"ordinary question", "What is the capital of Australia?", false, 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ok, cat, cf := correction.QuickDetect(tt.msg)
			if ok != tt.wantOK || cat != tt.wantCat || cf != tt.wantCf {
				t.Fatalf("QuickDetect(%q) = %v, %v, %v; want %v, %v, %v", tt.msg, ok, cat, cf, tt.wantOK, tt.wantCat, tt.wantCf)
			}
		})
	}
}

func TestPatternDetector(t *testing.T) {
	ctx := context.Background()
	d := correction.PatternDetector{}
	got, err := d.Detect(ctx, "Actually, Paris, not Berlin.", "The Eiffel Tower is in Berlin.")
	if err != nil {
		t.Fatal(err)
	}
	want := correction.Detection{
		IsCorrection: true, Confidence: 0.8, Category: correction.CategoryFactual,
		Original: "Berlin", Corrected: "Paris", Located: true,
		Explanation: "matched a correction pattern", Method: correction.MethodPattern, Class: correction.ClassCorrection,
		Form: correction.FormXNotY,
	}
	if *got != want {
		t.Fatalf("Detect = %+v, want %+v", *got, want)
	}

	got, err = d.Detect(ctx, "Where is it?", "The Eiffel Tower is in Paris.")
	if err != nil {
		t.Fatal(err)
	}
	if got.IsCorrection || got.Confidence != 0 || got.Method != correction.MethodPattern {
		t.Fatalf("Detect(question) = %+v, want no correction", *got)
	}

	if _, err := d.Detect(ctx, "  ", "x"); cairn.ErrorCode(err) != cairn.EINVALID || cairn.ErrorField(err) != "message" {
		t.Fatalf("Detect(blank) error = %v, want EINVALID on message", err)
	}
}
