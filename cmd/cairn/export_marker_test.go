package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCorrectionsExportMarker: an export ends with a line counting its
// records; an import refuses an export cut short (nothing imported), and
// imports a file of an older cairn, without markers, with a warning.
func TestCorrectionsExportMarker(t *testing.T) {
	c := newCLI(t)
	dir := t.TempDir()
	store := "--store=" + filepath.Join(dir, "cairn.db")
	c.stdin = strings.Join([]string{
		`{"id": "a", "original_output": "wrong a", "corrected_output": "right a"}`,
		`{"id": "b", "original_output": "wrong b", "corrected_output": "right b"}`,
		`{"id": "c", "original_output": "wrong c", "corrected_output": "right c"}`,
	}, "\n")
	c.ok("corrections", "import", "-", store)

	export := c.ok("corrections", "export", store)
	lines := strings.Split(strings.TrimSuffix(export, "\n"), "\n")
	if len(lines) != 5 || lines[0] != `{"_begin":true}` || lines[4] != `{"_end":true,"count":3}` {
		t.Fatalf("export:\n%s\nwant a begin line, 3 corrections and an end line counting 3", export)
	}
	out := filepath.Join(dir, "out.jsonl")
	if err := os.WriteFile(out, []byte("an older export\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	_, errs, code := c.run("corrections", "export", "-o", out, store)
	if code != 0 || !strings.Contains(errs, "exported 3 corrections to "+out) {
		t.Fatalf("export -o: exit %d, %q", code, errs)
	}
	if data, err := os.ReadFile(out); err != nil || string(data) != export {
		t.Fatalf("export -o wrote %q, %v; want what export writes", data, err)
	}

	other := "--store=" + filepath.Join(dir, "other.db")
	cut := filepath.Join(dir, "cut.jsonl")
	if err := os.WriteFile(cut, []byte(strings.Join(lines[:3], "\n")+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	c.fails(cut+": nothing imported: export incomplete: no end marker after 2 records", "corrections", "import", cut, other)
	if got := stored(t, c, "corrections", other); got != 0 {
		t.Fatalf("an export cut short imported %d corrections", got)
	}

	older := filepath.Join(dir, "older.jsonl")
	if err := os.WriteFile(older, []byte(strings.Join(lines[1:4], "\n")+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	_, errs, code = c.run("corrections", "import", older, other)
	if code != 0 || !strings.Contains(errs, "warning: "+older+" has no export markers") || !strings.Contains(errs, "imported 3 corrections") {
		t.Fatalf("import of an older export: exit %d, %q; want a warning and 3 imported", code, errs)
	}
	// A marked export of the same ids: all skipped, no warning.
	_, errs, code = c.run("corrections", "import", out, other)
	if code != 0 || strings.Contains(errs, "warning") || !strings.Contains(errs, "imported 0 corrections (3 skipped: id exists)") {
		t.Fatalf("import of an export: exit %d, %q", code, errs)
	}
}
