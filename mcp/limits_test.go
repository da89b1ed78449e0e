package mcp_test

import (
	"strings"
	"testing"

	cairnmcp "github.com/cairnhq/cairn/mcp"
)

// A long stored text comes back cut in tool results, saying how much was
// left out; the record keeps it whole.
func TestResultTextsAreCut(t *testing.T) {
	cs, s := mustOpenTools(t, "acme")
	long := strings.Repeat("the reviewer read every line of the diff. ", 2000) // 86 000 bytes
	var rec struct {
		Judgment struct {
			Reasoning string `json:"reasoning"`
		} `json:"judgment"`
	}
	call(t, cs, "record_judgment", map[string]any{"change_id": "r#1", "product": "p", "decision": "INCLUDE", "reasoning": long}, &rec)
	got := rec.Judgment.Reasoning
	if len(got) > cairnmcp.MaxResultText+32 || !strings.HasPrefix(got, long[:cairnmcp.MaxResultText]) || !strings.HasSuffix(got, " bytes cut]") {
		t.Fatalf("reasoning in the result: %d bytes ending %q, want %d bytes and a note", len(got), got[max(0, len(got)-40):], cairnmcp.MaxResultText)
	}
	var hist struct {
		Prompt string `json:"prompt"`
	}
	call(t, cs, "judgment_history", map[string]any{"product": "p"}, &hist)
	if len(hist.Prompt) > 2*cairnmcp.MaxResultText || !strings.Contains(hist.Prompt, " bytes cut]") {
		t.Fatalf("history prompt of %d bytes, want the reasoning cut", len(hist.Prompt))
	}
	m, err := s.Judgments.Manager("acme")
	if err != nil {
		t.Fatal(err)
	}
	j, err := m.Get(t.Context(), "r#1")
	if err != nil {
		t.Fatal(err)
	}
	if j.Reasoning != long {
		t.Fatalf("the stored reasoning has %d bytes, want %d", len(j.Reasoning), len(long))
	}
}
