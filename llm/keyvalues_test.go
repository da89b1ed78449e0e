package llm_test

import (
	"maps"
	"testing"

	"github.com/cairnhq/cairn/llm"
)

func TestParseKeyValues(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want map[string]string
	}{
		{name: "plain", in: "is_correction: yes\nconfidence: 0.8", want: map[string]string{"is_correction": "yes", "confidence": "0.8"}},
		{name: "bold key and value", in: "**is_correction:** **Yes**\n**Category**: style", want: map[string]string{"is_correction": "Yes", "category": "style"}},
		{name: "bullets and numbers", in: "- is_correction: no\n* reason: fine\n1. severity: 0.2\n2) kind: x", want: map[string]string{"is_correction": "no", "reason": "fine", "severity": "0.2", "kind": "x"}},
		{name: "case and spaces in keys", in: "Is Correction: YES\nCorrected-Output: 42", want: map[string]string{"is_correction": "YES", "corrected_output": "42"}},
		{name: "headings and quotes", in: "## Verdict: \"accept\"\n> note: `kept`", want: map[string]string{"verdict": "accept", "note": "kept"}},
		{name: "prose ignored before first key", in: "Here is my analysis.\n\nis_correction: yes", want: map[string]string{"is_correction": "yes"}},
		{name: "first occurrence wins", in: "a: 1\na: 2", want: map[string]string{"a": "1"}},
		{name: "continuation until blank line", in: "reasoning: the user\nsays the date is wrong\n\nThanks for asking.", want: map[string]string{"reasoning": "the user says the date is wrong"}},
		{name: "value on next line", in: "explanation:\nit was 1999", want: map[string]string{"explanation": "it was 1999"}},
		{name: "colon in value", in: "time: 10:30", want: map[string]string{"time": "10:30"}},
		{name: "long prose is not a key", in: "This is a sentence that, sadly, happens to contain: a colon", want: map[string]string{}},
		{name: "empty", in: "", want: map[string]string{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := llm.ParseKeyValues(tt.in); !maps.Equal(got, tt.want) {
				t.Fatalf("ParseKeyValues=%q, want %q", got, tt.want)
			}
		})
	}
}

func TestParseBool(t *testing.T) {
	tests := []struct {
		in       string
		want, ok bool
	}{
		{in: "yes", want: true, ok: true},
		{in: "**Yes.**", want: true, ok: true},
		{in: "TRUE", want: true, ok: true},
		{in: "y", want: true, ok: true},
		{in: "yes, because the user says so", want: true, ok: true},
		{in: "No", want: false, ok: true},
		{in: "`false`", want: false, ok: true},
		{in: "\"no\"", want: false, ok: true},
		{in: "0", want: false, ok: true},
		{in: "maybe", want: false, ok: false},
		{in: "", want: false, ok: false},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, ok := llm.ParseBool(tt.in)
			if got != tt.want || ok != tt.ok {
				t.Fatalf("ParseBool(%q)=%v, %v, want %v, %v", tt.in, got, ok, tt.want, tt.ok)
			}
		})
	}
}
