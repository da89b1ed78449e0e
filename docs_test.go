package cairn_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestREADMEDecisionTable follows every row of the README's table
// "capability → guide → package → where it decides": the guide exists, and
// each `file.go`: `Func` (or `Type.Method`) names a function declared in
// that file, so the table still leads a newcomer to the decision code
// after a file is split or a function renamed.
func TestREADMEDecisionTable(t *testing.T) {
	b, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	readme := string(b)
	i := strings.Index(readme, "| capability | guide | package | where it decides |")
	if i < 0 {
		t.Fatal("README has no table | capability | guide | package | where it decides |")
	}
	link := regexp.MustCompile(`\]\((docs/[^)#]+)\)`)
	ref := regexp.MustCompile("\\[?`([a-z0-9_/]+\\.go)`(?:\\]\\([^)]*\\))?: `([A-Za-z_][A-Za-z0-9_]*(?:\\.[A-Za-z_][A-Za-z0-9_]*)?)`")
	rows, refs := 0, 0
	for _, line := range strings.Split(readme[i:], "\n")[2:] {
		if !strings.HasPrefix(line, "|") {
			break
		}
		rows++
		cells := strings.Split(line, "|")
		if len(cells) < 6 {
			t.Errorf("row %q: want 4 cells", line)
			continue
		}
		g := link.FindStringSubmatch(cells[2])
		if g == nil {
			t.Errorf("row %q: no link to a guide in docs/", line)
		} else if _, err := os.Stat(g[1]); err != nil {
			t.Errorf("row %q: guide %v", line, err)
		}
		found := ref.FindAllStringSubmatch(cells[4], -1)
		if len(found) == 0 {
			t.Errorf("row %q: no `file.go`: `Func` in its last cell", line)
		}
		for _, m := range found {
			refs++
			src, err := os.ReadFile(m[1])
			if err != nil {
				t.Errorf("row %q: %v", strings.TrimSpace(cells[1]), err)
				continue
			}
			if !declares(string(src), m[2]) {
				t.Errorf("%s declares no func %s (README table, row %s)", m[1], m[2], strings.TrimSpace(cells[1]))
			}
		}
	}
	if rows < 5 || refs < 5 {
		t.Fatalf("the table has %d rows and %d references; want the five capabilities at least", rows, refs)
	}
}

// declares reports whether Go source src declares the function name, or
// the method Type.Method (on a value or a pointer receiver).
func declares(src, name string) bool {
	pattern := `(?m)^func ` + regexp.QuoteMeta(name) + `[\[(]`
	if typ, method, ok := strings.Cut(name, "."); ok {
		pattern = `(?m)^func \(\w+ \*?` + regexp.QuoteMeta(typ) + `(\[[^\]]*\])?\) ` + regexp.QuoteMeta(method) + `\(`
	}
	return regexp.MustCompile(pattern).MatchString(src)
}

func TestDeclares(t *testing.T) {
	src := "package x\n\nfunc Select(a int) {}\nfunc (c *Cache) decide() {}\nfunc (o Offline) Review() {}\n"
	for name, want := range map[string]bool{
		"Select": true, "Cache.decide": true, "Offline.Review": true,
		"Selec": false, "Cache.Decide": false, "Offline.review": false, "decide": false,
	} {
		if got := declares(src, name); got != want {
			t.Errorf("declares(%q) = %v, want %v", name, got, want)
		}
	}
}

// TestHTTPAPIDocListsEveryRoute keeps docs/http-api.md's route table in
// step with http/openapi.json: one row per path of the contract, naming
// exactly its methods, and no row for a path the contract does not have.
func TestHTTPAPIDocListsEveryRoute(t *testing.T) {
	b, err := os.ReadFile("http/openapi.json")
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Paths map[string]map[string]json.RawMessage `json:"paths"`
	}
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	if len(doc.Paths) < 10 {
		t.Fatalf("http/openapi.json has %d paths", len(doc.Paths))
	}
	page, err := os.ReadFile("docs/http-api.md")
	if err != nil {
		t.Fatal(err)
	}
	row := regexp.MustCompile("(?m)^\\| `(/[^`]*)` \\| ([A-Z, ]+) \\|")
	documented := map[string][]string{}
	for _, m := range row.FindAllStringSubmatch(string(page), -1) {
		var methods []string
		for _, s := range strings.Split(m[2], ",") {
			methods = append(methods, strings.TrimSpace(s))
		}
		slices.Sort(methods)
		documented[m[1]] = methods
	}
	for path, ops := range doc.Paths {
		var want []string
		for k := range ops {
			switch k {
			case "get", "put", "post", "delete", "patch", "head", "options":
				want = append(want, strings.ToUpper(k))
			}
		}
		slices.Sort(want)
		got, ok := documented[path]
		if !ok {
			t.Errorf("docs/http-api.md has no row | `%s` | %s | …", path, strings.Join(want, ", "))
		} else if !slices.Equal(got, want) {
			t.Errorf("docs/http-api.md lists %s with %v; the contract has %v", path, got, want)
		}
	}
	for path := range documented {
		if _, ok := doc.Paths[path]; !ok {
			t.Errorf("docs/http-api.md lists %s, which http/openapi.json does not have", path)
		}
	}
}

// TestDocLinks checks the relative links of the README and of docs/: the
// file exists, and a #fragment is a heading of it (GitHub's anchors).
func TestDocLinks(t *testing.T) {
	pages, err := filepath.Glob("docs/*.md")
	if err != nil {
		t.Fatal(err)
	}
	pages = append(pages, "README.md")
	link := regexp.MustCompile(`\]\(([^)\s]+)\)`)
	for _, page := range pages {
		b, err := os.ReadFile(page)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range link.FindAllStringSubmatch(stripCode(string(b)), -1) {
			target := m[1]
			if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
				continue
			}
			file, frag, _ := strings.Cut(target, "#")
			path := page
			if file != "" {
				path = filepath.Join(filepath.Dir(page), file)
				if _, err := os.Stat(path); err != nil {
					t.Errorf("%s links to %s: %v", page, target, err)
					continue
				}
			}
			if frag == "" || !strings.HasSuffix(path, ".md") {
				continue
			}
			if !slices.Contains(anchors(t, path), frag) {
				t.Errorf("%s links to %s: %s has no heading #%s", page, target, path, frag)
			}
		}
	}
}

// stripCode removes fenced code blocks, whose brackets are not links.
func stripCode(s string) string {
	var out []string
	fence := false
	for _, l := range strings.Split(s, "\n") {
		if strings.HasPrefix(l, "```") {
			fence = !fence
			continue
		}
		if !fence {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}

// anchors returns the GitHub anchors of the headings of a Markdown file.
func anchors(t *testing.T, path string) []string {
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	drop := regexp.MustCompile(`[^\p{L}\p{N} _-]`)
	for _, l := range strings.Split(stripCode(string(b)), "\n") {
		if !strings.HasPrefix(l, "#") {
			continue
		}
		h := strings.TrimSpace(strings.TrimLeft(l, "#"))
		h = drop.ReplaceAllString(strings.ToLower(h), "")
		out = append(out, strings.ReplaceAll(h, " ", "-"))
	}
	return out
}
