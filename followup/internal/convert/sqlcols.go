package main

import (
	"regexp"
	"strings"
)

// schema is one database of a tables.json: its tables' original names and
// each table's declared columns in order.
type schema struct {
	tables  []string
	columns map[string][]string // lower-cased table name -> declared columns
}

type tablesJSON struct {
	DBID                string   `json:"db_id"`
	TableNamesOriginal  []string `json:"table_names_original"`
	ColumnNamesOriginal [][2]any `json:"column_names_original"`
}

func newSchemas(ts []tablesJSON) map[string]schema {
	out := map[string]schema{}
	for _, t := range ts {
		s := schema{tables: t.TableNamesOriginal, columns: map[string][]string{}}
		for _, c := range t.ColumnNamesOriginal {
			i, _ := c[0].(float64)
			name, _ := c[1].(string)
			if i < 0 || int(i) >= len(t.TableNamesOriginal) {
				continue
			}
			k := strings.ToLower(t.TableNamesOriginal[int(i)])
			s.columns[k] = append(s.columns[k], name)
		}
		out[t.DBID] = s
	}
	return out
}

var (
	reAlias   = regexp.MustCompile(`(?is)^(.*\S)\s+as\s+([A-Za-z_][A-Za-z0-9_]*)$`)
	reColRef  = regexp.MustCompile(`^(?:([A-Za-z_][A-Za-z0-9_]*)\s*\.\s*)?([A-Za-z_][A-Za-z0-9_]*)$`)
	reStarRef = regexp.MustCompile(`^(?:([A-Za-z_][A-Za-z0-9_]*)\s*\.\s*)?\*$`)
	reFromTab = regexp.MustCompile(`(?i)\b(?:from|join)\s+([A-Za-z_][A-Za-z0-9_]*)(?:\s+(?:as\s+)?([A-Za-z_][A-Za-z0-9_]*))?`)
)

var notAlias = map[string]bool{"on": true, "where": true, "join": true, "group": true, "order": true, "limit": true, "having": true, "union": true, "intersect": true, "except": true, "natural": true, "left": true, "inner": true, "outer": true, "cross": true}

// resultColumns derives the result-column names of sql's first top-level
// SELECT list the way SQLite names them: the alias if given, the declared
// name for a plain or qualified column reference, the expression text as
// written otherwise, and * or T.* expanded to the declared columns of the
// FROM tables. It returns nil when it cannot find a SELECT list.
func resultColumns(sql string, db schema) []string {
	list, from := selectList(sql)
	if list == "" {
		return nil
	}
	// Tables of the first FROM clause (up to the next top-level clause),
	// with their aliases.
	type tab struct{ name, alias string }
	var tabs []tab
	for _, m := range reFromTab.FindAllStringSubmatch(topLevel(from), -1) {
		alias := m[2]
		if notAlias[strings.ToLower(alias)] {
			alias = ""
		}
		tabs = append(tabs, tab{m[1], alias})
	}
	declared := func(table, col string) string {
		for _, t := range tabs {
			if table != "" && !strings.EqualFold(t.alias, table) && !strings.EqualFold(t.name, table) {
				continue
			}
			for _, c := range db.columns[strings.ToLower(t.name)] {
				if strings.EqualFold(c, col) {
					return c
				}
			}
		}
		return col
	}
	var out []string
	for _, item := range splitTop(list, ',') {
		item = strings.TrimSpace(item)
		if m := reAlias.FindStringSubmatch(item); m != nil && balanced(m[1]) {
			out = append(out, m[2])
			continue
		}
		if m := reStarRef.FindStringSubmatch(item); m != nil {
			for _, t := range tabs {
				if m[1] == "" || strings.EqualFold(t.alias, m[1]) || strings.EqualFold(t.name, m[1]) {
					out = append(out, db.columns[strings.ToLower(t.name)]...)
				}
			}
			continue
		}
		if m := reColRef.FindStringSubmatch(item); m != nil {
			out = append(out, declared(m[1], m[2]))
			continue
		}
		out = append(out, item)
	}
	return out
}

// selectList returns the text between the first top-level SELECT
// [DISTINCT] and its FROM, and the rest of that query from FROM to the
// next top-level set operation.
func selectList(sql string) (list, from string) {
	s := strings.TrimSpace(sql)
	low := strings.ToLower(s)
	i := wordAt(low, "select", 0)
	if i < 0 {
		return "", ""
	}
	start := i + len("select")
	if j := skipSpace(low, start); strings.HasPrefix(low[j:], "distinct") && (j+8 == len(low) || !isWord(low[j+8])) {
		start = j + 8
	}
	depth := 0
	for k := start; k < len(s); k++ {
		switch s[k] {
		case '(':
			depth++
		case ')':
			depth--
		case '"', '\'':
			if e := strings.IndexByte(s[k+1:], s[k]); e >= 0 {
				k += e + 1
			}
		default:
			if depth == 0 && strings.HasPrefix(low[k:], "from") && (k == 0 || !isWord(low[k-1])) && (k+4 == len(low) || !isWord(low[k+4])) {
				rest := s[k:]
				end := len(rest)
				for _, kw := range []string{"union", "intersect", "except"} {
					if e := topLevelWord(rest, kw); e >= 0 && e < end {
						end = e
					}
				}
				return s[start:k], rest[:end]
			}
		}
	}
	return s[start:], ""
}

// topLevel blanks out what is inside parentheses (subqueries).
func topLevel(s string) string {
	b := []byte(s)
	depth := 0
	for k, c := range b {
		switch {
		case c == '(':
			depth++
		case c == ')':
			depth--
			b[k] = ' '
		}
		if depth > 0 {
			b[k] = ' '
		}
	}
	return string(b)
}

func topLevelWord(s, w string) int {
	low := strings.ToLower(s)
	depth := 0
	for k := 0; k < len(s); k++ {
		switch s[k] {
		case '(':
			depth++
		case ')':
			depth--
		default:
			if depth == 0 && strings.HasPrefix(low[k:], w) && (k == 0 || !isWord(low[k-1])) && (k+len(w) == len(low) || !isWord(low[k+len(w)])) {
				return k
			}
		}
	}
	return -1
}

func wordAt(low, w string, from int) int {
	for i := from; i+len(w) <= len(low); i++ {
		if strings.HasPrefix(low[i:], w) && (i == 0 || !isWord(low[i-1])) && (i+len(w) == len(low) || !isWord(low[i+len(w)])) {
			return i
		}
	}
	return -1
}

func skipSpace(s string, i int) int {
	for i < len(s) && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n') {
		i++
	}
	return i
}

func isWord(b byte) bool {
	return b == '_' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9'
}

func balanced(s string) bool { return strings.Count(s, "(") == strings.Count(s, ")") }

// splitTop splits s at sep outside parentheses and quotes.
func splitTop(s string, sep byte) []string {
	var out []string
	depth, last := 0, 0
	for k := 0; k < len(s); k++ {
		switch s[k] {
		case '(':
			depth++
		case ')':
			depth--
		case '"', '\'':
			if e := strings.IndexByte(s[k+1:], s[k]); e >= 0 {
				k += e + 1
			}
		case sep:
			if depth == 0 {
				out = append(out, s[last:k])
				last = k + 1
			}
		}
	}
	return append(out, s[last:])
}
