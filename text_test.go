package cairn_test

import (
	"testing"

	"github.com/cairnhq/cairn"
)

func TestValidateText(t *testing.T) {
	tests := []struct {
		name   string
		values []string
		field  string
	}{
		{"none", nil, ""},
		{"text", []string{"a", "héllo ✓", "b", ""}, ""},
		{"invalid UTF-8", []string{"a", "ok", "b", "x\xffy"}, "b"},
		{"lone surrogate", []string{"a", "\xed\xa0\x80"}, "a"},
		{"NUL", []string{"a", "x\x00"}, "a"},
		{"first at fault", []string{"a", "\xff", "b", "\x00"}, "a"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := cairn.ValidateText(tt.values...)
			if got := cairn.ErrorField(err); got != tt.field {
				t.Fatalf("field %q, want %q (%v)", got, tt.field, err)
			}
			if tt.field != "" && cairn.ErrorCode(err) != cairn.EINVALID {
				t.Fatalf("code %q", cairn.ErrorCode(err))
			}
		})
	}
}

func TestValidateID(t *testing.T) {
	for _, tt := range []struct {
		id    string
		valid bool
	}{
		{"a", true}, {"...", true}, {".a", true}, {"a/..", true}, {"", true}, // emptiness is the caller's rule
		{".", false}, {"..", false},
	} {
		err := cairn.ValidateID("change_id", tt.id)
		if (err == nil) != tt.valid {
			t.Errorf("ValidateID(%q) = %v, want valid %v", tt.id, err, tt.valid)
		}
		if err != nil && (cairn.ErrorCode(err) != cairn.EINVALID || cairn.ErrorField(err) != "change_id") {
			t.Errorf("ValidateID(%q) = %v, want invalid naming change_id", tt.id, err)
		}
	}
}
