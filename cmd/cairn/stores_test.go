package main

import (
	"os"
	"path/filepath"
	"testing"
)

// TestReadingAMissingStoreCreatesNothing: commands that only read fail
// with one line and exit 3 on a store that does not exist, and leave no
// file, directory or lock file behind; commands that write create it.
func TestReadingAMissingStoreCreatesNothing(t *testing.T) {
	c := newCLI(t)
	dir := t.TempDir()
	db := filepath.Join(dir, "sub", "x.db")
	js := filepath.Join(dir, "iptax", "missing.json")
	reads := [][]string{
		{"judgments", "stats"},
		{"judgments", "history", "--product", "P"},
		{"judgments", "get", "a"},
		{"judgments", "export"},
		{"judgments", "override", "a", "--decision", "INCLUDE"},
		{"judgments", "clear", "--product", "P", "--yes"},
	}
	sqlOnly := [][]string{
		{"corrections", "list"},
		{"corrections", "show", "cor_1"},
		{"corrections", "similar", "--query", "q"},
		{"corrections", "apply", "--output", "o"},
		{"corrections", "export"},
		{"corrections", "delete", "cor_1"},
		{"corrections", "adjust", "cor_1", "--delta", "0.1"},
		{"keys", "list"},
		{"keys", "revoke", "1a2b3c4d"},
		{"reindex"},
	}
	for _, store := range []string{db, "json:" + js} {
		cmds := reads
		if store == db {
			cmds = append(cmds, sqlOnly...)
		}
		for _, args := range cmds {
			if code, want := c.fails("does not exist", append(args, "--store", store)...), exitNotFound; code != want {
				t.Errorf("%v --store %s: exit %d, want %d", args, store, code, want)
			}
		}
	}
	// In a directory that exists: no store file, no lock file beside it.
	here := filepath.Join(dir, "here.json")
	c.fails("does not exist", "judgments", "stats", "--store", "json:"+here)
	c.fails("does not exist", "judgments", "stats", "--store", filepath.Join(dir, "here.db"))
	for _, p := range []string{filepath.Join(dir, "sub"), filepath.Join(dir, "iptax"), here, here + ".lock", filepath.Join(dir, "here.db")} {
		if _, err := os.Stat(p); !os.IsNotExist(err) {
			t.Fatalf("a read created %s (err %v)", p, err)
		}
	}

	// Writes create the store, after which reads work.
	c.ok("judgments", "add", "--product", "P", "--change-id", "a", "--decision", "INCLUDE", "--store", "json:"+js)
	c.ok("judgments", "stats", "--store", "json:"+js)
	c.ok("corrections", "add", "--original", "x", "--corrected", "y", "--store", db)
	c.ok("corrections", "list", "--store", db)
	c.ok("judgments", "stats", "--store", db)
}
