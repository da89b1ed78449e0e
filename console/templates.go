package console

import (
	"fmt"
	"html/template"
	"io/fs"
	"net/url"
	"path"
	"strings"
	"time"
	"unicode/utf8"
)

var funcs = template.FuncMap{
	"when": func(t any) string {
		switch t := t.(type) {
		case time.Time:
			if t.IsZero() {
				return "—"
			}
			return t.UTC().Format("2006-01-02 15:04 UTC")
		case *time.Time:
			if t == nil || t.IsZero() {
				return "—"
			}
			return t.UTC().Format("2006-01-02 15:04 UTC")
		}
		return fmt.Sprint(t)
	},
	"iso": func(t time.Time) string { return t.UTC().Format(time.RFC3339) },
	"pct": func(f float64) string { return fmt.Sprintf("%.1f%%", 100*f) },
	"f2":  func(f float64) string { return fmt.Sprintf("%.2f", f) },
	"short": func(s string, n int) string {
		s = strings.Join(strings.Fields(s), " ")
		if utf8.RuneCountInString(s) <= n {
			return s
		}
		r := []rune(s)
		return string(r[:n]) + "…"
	},
	"same": func(a, b any) bool { return fmt.Sprint(a) == fmt.Sprint(b) },
	// pe escapes an id for a path segment (html/template leaves ?, # and /
	// in a path alone).
	"pe": url.PathEscape,
	"invalid": func(field, name string) template.HTMLAttr {
		if field == name {
			return `aria-invalid="true" aria-describedby="form-error"`
		}
		return ""
	},
}

// parsePages parses each page template with the layout.
func parsePages() (map[string]*template.Template, error) {
	names, err := fs.Glob(assets, "templates/*.html")
	if err != nil {
		return nil, err
	}
	pages := make(map[string]*template.Template)
	for _, n := range names {
		base := path.Base(n)
		if base == "layout.html" {
			continue
		}
		t, err := template.New(base).Funcs(funcs).ParseFS(assets, "templates/layout.html", n)
		if err != nil {
			return nil, fmt.Errorf("console: parse %s: %w", base, err)
		}
		pages[base] = t
	}
	return pages, nil
}
