package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Imports refuse text that encoding/json would rewrite into U+FFFD, with
// one line naming the field, and write nothing.
func TestImportsRefuseInvalidText(t *testing.T) {
	c := newCLI(t)
	dir := t.TempDir()
	store := "--store=" + filepath.Join(dir, "s.db")
	write := func(name, content string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(content), 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	cache := write("ai_cache.json", `{"cache_version":"1.0","judgments":{"a#1":{"change_id":"a#1","decision":"INCLUDE","product":"P","reasoning":"`+`\ud800"}}}`)
	if got, want := c.fails("judgments.a#1.reasoning", "judgments", "import", cache, store), exitUsage; got != want {
		t.Fatalf("exit %d, want %d", got, want)
	}
	jsonl := write("c.jsonl", `{"id":"ok","original_output":"a","corrected_output":"b"}`+"\n"+"{\"id\":\"x\xff\",\"original_output\":\"a\",\"corrected_output\":\"b\"}\n")
	c.fails("line 2: id: invalid UTF-8", "corrections", "import", jsonl, store)
	// Nothing was written: the store was not even created.
	if _, err := os.Stat(strings.TrimPrefix(store, "--store=")); !os.IsNotExist(err) {
		if out := c.ok("corrections", "list", "--json", store); out != "[]\n" && out != "null\n" {
			t.Fatalf("a refused import wrote corrections: %s", out)
		}
	}
}
