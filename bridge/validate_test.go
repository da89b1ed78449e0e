package bridge_test

import (
	"testing"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/bridge"
)

// ParseEntry is the one check of an entry as callers give it; its errors
// name the field the HTTP API, MCP and (renamed to its flags) the CLI
// report.
func TestParseEntryNamesTheField(t *testing.T) {
	for _, tt := range []struct{ typ, ts, field string }{
		{"", "", "type"},
		{"thinking", "", "type"},
		{"preprocessing", "yesterday", "timestamp"},
	} {
		_, err := bridge.ParseEntry("s", "x", tt.typ, tt.ts, nil)
		if cairn.ErrorCode(err) != cairn.EINVALID || cairn.ErrorField(err) != tt.field {
			t.Errorf("type %q, timestamp %q: err %v, want EINVALID naming %s", tt.typ, tt.ts, err, tt.field)
		}
	}
	e, err := bridge.ParseEntry("s", "x", "Working-Awareness", "2026-02-03T10:00:00Z", nil)
	if err != nil || e.Type != bridge.WorkingAwareness || e.Timestamp.Year() != 2026 {
		t.Fatalf("ParseEntry = %+v, %v", e, err)
	}
}
