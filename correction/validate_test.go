package correction_test

import (
	"math"
	"testing"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/correction"
)

func TestListOptionsValidate(t *testing.T) {
	bad := correction.Category(42)
	code := correction.CategoryCode
	tests := []struct {
		name  string
		opts  correction.ListOptions
		field string // "" when valid
	}{
		{"zero", correction.ListOptions{}, ""},
		{"everything", correction.ListOptions{Limit: 5, Offset: 2, Order: correction.OrderOldest, Category: &code, SessionID: "s", Text: "nil"}, ""},
		{"negative limit", correction.ListOptions{Limit: -1}, "limit"},
		{"negative offset", correction.ListOptions{Offset: -1}, "offset"},
		{"unknown order", correction.ListOptions{Order: "random"}, "order"},
		{"unknown category", correction.ListOptions{Category: &bad}, "category"},
		{"invalid UTF-8 text", correction.ListOptions{Text: "\xff"}, "text"},
		{"NUL in session", correction.ListOptions{SessionID: "a\x00"}, "session_id"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.opts.Validate()
			if got := cairn.ErrorField(err); got != tt.field {
				t.Fatalf("Validate() = %v, want field %q", err, tt.field)
			}
			if tt.field != "" && cairn.ErrorCode(err) != cairn.EINVALID {
				t.Fatalf("code %q, want invalid", cairn.ErrorCode(err))
			}
		})
	}
}

func TestValidateStoreArguments(t *testing.T) {
	for _, d := range []float64{math.NaN(), math.Inf(1), math.Inf(-1)} {
		if got := cairn.ErrorField(correction.ValidateConfidenceDelta(d)); got != "delta" {
			t.Errorf("delta %v: field %q, want delta", d, got)
		}
	}
	if err := correction.ValidateConfidenceDelta(-0.2); err != nil {
		t.Errorf("delta -0.2: %v", err)
	}
	tests := []struct {
		name  string
		v     []float32
		model string
		field string
	}{
		{"clear", nil, "", ""},
		{"set", []float32{1, 0}, "m/2", ""},
		{"no model", []float32{1, 0}, "", "embedding_model"},
		{"NaN", []float32{float32(math.NaN())}, "m", "embedding"},
		{"model not UTF-8", []float32{1}, "m\xff", "embedding_model"},
	}
	for _, tt := range tests {
		if got := cairn.ErrorField(correction.ValidateModelEmbedding(tt.v, tt.model)); got != tt.field {
			t.Errorf("%s: field %q, want %q", tt.name, got, tt.field)
		}
	}
}
