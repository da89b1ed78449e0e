package align

import (
	"strings"

	"github.com/cairnhq/cairn/internal/fold"
)

// neededNames returns the names right calls that wrong does not: the
// module or package qualifying a call ("os" of "os.ReadFile(path)",
// "errors" of "errors.Is(err, x)") or a value passed to one ("timezone"
// of "datetime.now(timezone.utc)"), and a capitalised name it calls
// ("ZoneInfo" of "ZoneInfo(\"Europe/Berlin\")"). A name wrong has, or
// that right defines itself, is not needed from elsewhere.
func neededNames(wrong, right string) []string {
	var out []string
	add := func(n string) {
		if len(n) < 2 || containsIdent(wrong, n) || slicesContains(out, n) {
			return
		}
		out = append(out, n)
	}
	for i := 0; i < len(right); {
		c := right[i]
		if !isIdentStart(c) || i > 0 && (isIdentByteAlign(right[i-1]) || right[i-1] == '.') {
			i++
			continue
		}
		j := i
		for j < len(right) && isIdentByteAlign(right[j]) {
			j++
		}
		name := right[i:j]
		switch {
		case j < len(right) && right[j] == '.' && name != fold.Lower(name) && c >= 'a' && c <= 'z' && !containsIdent(wrong, name):
			// a camelCase receiver the fix brings in ("viewModelScope" of
			// "viewModelScope.launch"): a name to import, in Kotlin
			add(name)
		case j < len(right) && right[j] == '.' && name == fold.Lower(name):
			// a qualifier: is a call made through it?
			k := j + 1
			for k < len(right) && (isIdentByteAlign(right[k]) || right[k] == '.') {
				k++
			}
			if k > j+1 && k < len(right) && right[k] == '(' {
				add(name)
			} else if k > j+1 && strings.Count(right[:i], "(") > strings.Count(right[:i], ")") {
				// a module's value given as an argument ("timezone" of
				// "datetime.now(timezone.utc)")
				add(name)
			}
		case j < len(right) && right[j] == '(' && c >= 'A' && c <= 'Z' && strings.ContainsAny(name, "abcdefghijklmnopqrstuvwxyz"):
			add(name)
		}
		i = j
	}
	return out
}

// containsIdent reports whether s holds the identifier n, not as a part
// of a longer one ("io" is not in "ioutil.ReadAll").
func containsIdent(s, n string) bool {
	for i := 0; ; {
		k := strings.Index(s[i:], n)
		if k < 0 {
			return false
		}
		a, b := i+k, i+k+len(n)
		if (a == 0 || !isIdentByteAlign(s[a-1])) && (b == len(s) || !isIdentByteAlign(s[b])) {
			return true
		}
		i = a + 1
	}
}

func isIdentStart(c byte) bool { return isIdentByteAlign(c) && !(c >= '0' && c <= '9') }

// missingImport returns the first of names that the output's import lines
// do not bring in and that the output does not use anywhere else, or ""
// when the output lists no imports (a fragment says nothing of them).
func (t *Text) missingImport(names []string) string {
	if !t.importsDone {
		t.imports, t.hasImports = importedNames(t.Output)
		t.importsDone = true
	}
	if !t.hasImports {
		return ""
	}
	for _, n := range names {
		if t.imports[n] || atomIn(t.Output, n) {
			continue
		}
		return n
	}
	return ""
}

// importedNames reads the import lines of a Python, Go, JavaScript or
// TypeScript text: the names they bind ("from zoneinfo import ZoneInfo":
// ZoneInfo; "import numpy as np": np; Go's "net/http": http; "import {
// vi } from 'vitest'": vi). It reports whether the text has any.
func importedNames(text string) (map[string]bool, bool) {
	names := map[string]bool{}
	found := false
	inGoBlock := false
	for _, line := range strings.Split(text, "\n") {
		l := strings.TrimSpace(strings.Trim(strings.TrimSpace(line), "`"))
		switch {
		case inGoBlock:
			if strings.HasPrefix(l, ")") {
				inGoBlock = false
				continue
			}
			goImport(l, names)
		case l == "import (":
			inGoBlock, found = true, true
		case strings.HasPrefix(l, "from ") && strings.Contains(l, " import "):
			found = true
			_, list, _ := strings.Cut(l, " import ")
			for _, part := range strings.Split(strings.Trim(list, "() "), ",") {
				bindPython(strings.TrimSpace(part), names)
			}
		case strings.HasPrefix(l, "import ") && strings.Contains(l, " from "):
			found = true // JavaScript / TypeScript
			spec, _, _ := strings.Cut(strings.TrimPrefix(l, "import "), " from ")
			spec = strings.NewReplacer("{", ",", "}", ",", "* as ", "").Replace(spec)
			for _, part := range strings.Split(spec, ",") {
				bindPython(strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(part), "type ")), names)
			}
		case strings.HasPrefix(l, "import \""):
			found = true
			goImport(strings.TrimPrefix(l, "import "), names)
		case strings.HasPrefix(l, "import ") && jvmImport(l):
			// Java, Kotlin: "import androidx.lifecycle.viewModelScope"
			// binds its last name.
			found = true
			path := strings.TrimSuffix(strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(l, "import "), "static ")), ";")
			if a, b, ok := strings.Cut(path, " as "); ok {
				names[strings.TrimSpace(b)] = true
				path = a
			}
			if i := strings.LastIndexByte(path, '.'); i >= 0 && path[i+1:] != "*" {
				names[path[i+1:]] = true
			}
		case strings.HasPrefix(l, "import "):
			found = true // Python
			for _, part := range strings.Split(strings.TrimPrefix(l, "import "), ",") {
				part = strings.TrimSpace(part)
				if a, b, ok := strings.Cut(part, " as "); ok {
					_ = a
					names[strings.TrimSpace(b)] = true
					continue
				}
				root, _, _ := strings.Cut(part, ".")
				names[root] = true
			}
		}
	}
	return names, found
}

// jvmImport reports a Java or Kotlin import line: ";"-terminated, or of a
// reverse-domain package ("import androidx.lifecycle.ViewModel").
func jvmImport(l string) bool {
	if strings.HasSuffix(l, ";") && !strings.Contains(l, " from ") {
		return true
	}
	path := strings.TrimPrefix(strings.TrimPrefix(l, "import "), "static ")
	root, rest, ok := strings.Cut(path, ".")
	if !ok || !strings.Contains(rest, ".") {
		return false
	}
	switch root {
	case "com", "org", "io", "net", "java", "javax", "jakarta", "android", "androidx", "kotlin", "kotlinx", "dev", "app":
		return true
	}
	return false
}

// bindPython binds "X" or "X as Y" (Python's from-import list, an ES
// import's specifiers).
func bindPython(part string, names map[string]bool) {
	if part == "" {
		return
	}
	if _, b, ok := strings.Cut(part, " as "); ok {
		names[strings.TrimSpace(b)] = true
		return
	}
	names[strings.Fields(part)[0]] = true
}

// goImport binds one line of a Go import: `"net/http"` → http, `x "path"`
// → x.
func goImport(l string, names map[string]bool) {
	l = strings.TrimSpace(l)
	if l == "" || strings.HasPrefix(l, "//") {
		return
	}
	f := strings.Fields(l)
	if len(f) == 2 {
		names[f[0]] = true
		return
	}
	p := strings.Trim(f[0], "\"")
	if i := strings.LastIndexByte(p, '/'); i >= 0 {
		p = p[i+1:]
	}
	names[p] = true
}

// timeOfDay reports a time written HH:MM (seconds allowed).
func timeOfDay(s string) bool {
	s = strings.TrimSpace(s)
	h, m, ok := strings.Cut(s, ":")
	if !ok || len(h) < 1 || len(h) > 2 || len(m) < 2 {
		return false
	}
	for _, c := range h + strings.ReplaceAll(m, ":", "") {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// inTimeRange reports whether the time at output[start:end] is one end of
// a range of times ("02:00 UTC to 03:00 UTC", "02:00–03:00"): shifting one
// end alone leaves the range wrong.
func inTimeRange(output string, start, end int) bool {
	a, b := LineAround(output, start, end)
	line := output[a:b]
	at := start - a
	for _, sep := range []string{" to ", "–", "—", "-", " until ", " through "} {
		// this time, then the separator (a zone word may sit between)
		rest := line[at+(end-start):]
		rest = strings.TrimLeft(rest, " ")
		if w, r, ok := strings.Cut(rest, " "); ok && isZoneWord(w) {
			rest = " " + r
		} else {
			rest = line[at+(end-start):]
		}
		if strings.HasPrefix(strings.TrimLeft(rest, " "), strings.TrimSpace(sep)) {
			after := strings.TrimLeft(strings.TrimPrefix(strings.TrimLeft(rest, " "), strings.TrimSpace(sep)), " ")
			if len(after) >= 4 && timeOfDay(firstField(after)) {
				return true
			}
		}
		// the separator, then this time
		before := strings.TrimRight(line[:at], " ")
		if strings.HasSuffix(before, strings.TrimSpace(sep)) {
			prev := strings.TrimRight(strings.TrimSuffix(before, strings.TrimSpace(sep)), " ")
			f := strings.Fields(prev)
			if len(f) > 0 && isZoneWord(f[len(f)-1]) {
				f = f[:len(f)-1]
			}
			if len(f) > 0 && timeOfDay(lastTimeOf(f[len(f)-1])) {
				return true
			}
		}
	}
	return false
}

func firstField(s string) string {
	f := strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == '–' || r == '-' || r == ')' || r == ',' })
	if len(f) == 0 {
		return ""
	}
	return f[0]
}

func lastTimeOf(s string) string {
	if i := strings.LastIndexAny(s, "(–"); i >= 0 {
		s = s[i+1:]
	}
	return strings.TrimRight(s, ",)")
}

// isZoneWord reports a time zone written as a word after a time: UTC,
// GMT, CET, PST, BST.
func isZoneWord(w string) bool {
	w = strings.Trim(w, "(),")
	if len(w) < 2 || len(w) > 4 {
		return false
	}
	for i := 0; i < len(w); i++ {
		if w[i] < 'A' || w[i] > 'Z' {
			return false
		}
	}
	return true
}

// stdModules are modules and namespaces of the standard libraries that
// answers call functions of without showing the import: Python's,
// JavaScript's globals, Go's.
var stdModules = map[string]bool{
	// Python
	"os": true, "sys": true, "json": true, "re": true, "time": true, "datetime": true, "math": true,
	"random": true, "logging": true, "warnings": true, "subprocess": true, "shutil": true, "asyncio": true,
	"pathlib": true, "itertools": true, "functools": true, "collections": true, "typing": true,
	"socket": true, "threading": true, "uuid": true, "hashlib": true, "base64": true, "tempfile": true,
	"glob": true, "pickle": true, "csv": true, "sqlite3": true, "urllib": true, "inspect": true,
	// JavaScript
	"Math": true, "JSON": true, "Object": true, "Array": true, "console": true, "process": true,
	"Promise": true, "Date": true, "Number": true, "String": true, "Reflect": true, "crypto": true,
	// Go
	"fmt": true, "strings": true, "strconv": true, "errors": true, "io": true, "sync": true,
	"context": true, "filepath": true, "bytes": true, "sort": true, "slices": true, "maps": true,
	"http": true, "atomic": true, "bufio": true,
}

// moduleName reports whether name stands for a module in t's output: an
// import brings it in, or it is a standard library's and the output does
// not bind it as a variable ("log = logging.getLogger(…)"). A module's
// function is another API than an object's method of the same name
// ("warnings.warn" is not "logger.warn").
func (t *Text) moduleName(name string) bool {
	if !t.importsDone {
		t.imports, t.hasImports = importedNames(t.Output)
		t.importsDone = true
	}
	if t.imports[name] {
		return true
	}
	return stdModules[name] && !boundIn(t.Output, name)
}

// boundIn reports whether text assigns to name ("name =", "name :=",
// "const name =") or takes it as a parameter ("(name,", "(name)",
// "name:" in a signature is not looked for).
func boundIn(text, name string) bool {
	for i := 0; ; {
		k := strings.Index(text[i:], name)
		if k < 0 {
			return false
		}
		at := i + k
		i = at + len(name)
		if at > 0 && (isIdentByteAlign(text[at-1]) || text[at-1] == '.') || i < len(text) && isIdentByteAlign(text[i]) {
			continue
		}
		rest := strings.TrimLeft(text[i:], " \t")
		if strings.HasPrefix(rest, ":=") || strings.HasPrefix(rest, "=") && !strings.HasPrefix(rest, "==") {
			return true
		}
		if at > 0 && (text[at-1] == '(' || text[at-1] == ' ' && at > 1 && text[at-2] == ',') && (strings.HasPrefix(rest, ",") || strings.HasPrefix(rest, ")")) {
			return true
		}
	}
}
