package httpstatus_test

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// The table in httpstatus.go is the only map between cairn error codes
// and HTTP statuses: no other package pairs them in a map or a switch.
func TestNoSecondStatusTable(t *testing.T) {
	pair := regexp.MustCompile(`cairn\.E[A-Z]+\s*:\s*(http\.)?Status[A-Za-z]+|(http\.)?Status[A-Za-z]+\s*:\s*cairn\.E[A-Z]+|case cairn\.E[A-Z]+[^\n]*\n[^\n]*http\.Status`)
	root := filepath.Join("..", "..")
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == ".git" || d.Name() == "httpstatus" || d.Name() == "node_modules") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return nil
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		if m := pair.Find(b); m != nil {
			t.Errorf("%s pairs an error code with an HTTP status (%q): use internal/httpstatus", p, m)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
