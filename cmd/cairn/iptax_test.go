package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestIptaxFileThroughCLI exports a cache iptax wrote (its own code wrote
// the fixture) with the JSON engine, and moves it through SQLite and back:
// the same bytes, but for the one empty user_reasoning SQLite cannot tell
// from none.
func TestIptaxFileThroughCLI(t *testing.T) {
	fixture, err := os.ReadFile(filepath.Join("..", "..", "jsonfile", "testdata", "iptax_ai_cache.json"))
	if err != nil {
		t.Fatal(err)
	}
	c := newCLI(t)
	dir := t.TempDir()
	cache := filepath.Join(dir, "iptax", "ai_cache.json")
	if err := os.MkdirAll(filepath.Dir(cache), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(cache, fixture, 0o600); err != nil {
		t.Fatal(err)
	}

	out := filepath.Join(dir, "export.json")
	c.ok("judgments", "export", "--store", "json:"+cache, "-o", out)
	if got, err := os.ReadFile(out); err != nil || string(got) != string(fixture) {
		t.Fatalf("export of an iptax file differs from it (%v):\n%s", err, got)
	}
	if got := c.ok("judgments", "export", "--store", "json:"+cache); got != string(fixture)+"\n" {
		t.Fatalf("export to standard output differs from the file:\n%s", got)
	}

	store := "--store=" + filepath.Join(dir, "cairn.db")
	c.ok("judgments", "import", cache, store)
	c.ok("judgments", "export", store, "-o", out)
	got, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	want := strings.Replace(string(fixture), `"user_reasoning": "",`, `"user_reasoning": null,`, 1)
	if string(got) != want {
		t.Fatalf("iptax file through SQLite:\n%s\nwant\n%s", got, want)
	}
	if after, _ := os.ReadFile(cache); string(after) != string(fixture) {
		t.Fatalf("export or import changed the iptax file")
	}
}
