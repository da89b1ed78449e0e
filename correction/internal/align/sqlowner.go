package align

import (
	"regexp"
	"strings"

	"github.com/cairnhq/cairn/internal/fold"
)

// reSQLTable finds the tables of a statement with their aliases: "FROM
// uploads u", "JOIN transcode_jobs AS j", "UPDATE orders".
var reSQLTable = regexp.MustCompile(`(?i)\b(?:from|join|update|into)\s+([A-Za-z_][A-Za-z0-9_.]*)(?:\s+(?:as\s+)?([A-Za-z_][A-Za-z0-9_]*))?`)

// reComparedColumn finds a qualified column compared with what follows
// it: "u.state = ", "j.status IN (", "o.kind <> ".
var reComparedColumn = regexp.MustCompile(`(?i)\b([A-Za-z_][A-Za-z0-9_]*)\.[A-Za-z_][A-Za-z0-9_]*\s*(?:=|<>|!=|\bin\s*\(|\blike\b)\s*(?:[A-Za-z0-9_'",\s]*,\s*)?$`)

// notAliases are not aliases.
var notAliases = map[string]bool{
	"where": true, "on": true, "join": true, "left": true, "right": true, "inner": true, "outer": true,
	"group": true, "order": true, "limit": true, "set": true, "using": true, "natural": true, "cross": true,
	"full": true, "union": true, "values": true, "select": true, "having": true, "window": true,
}

// messageTables returns the tables of the taught SQL that the message
// names ("transcode_jobs doesn't have 'completed'"): the value is of a
// column of those.
func messageTables(message, teach string) []string {
	var out []string
	for _, m := range reSQLTable.FindAllStringSubmatch(teach, -1) {
		t := fold.Lower(m[1])
		if len(t) >= 3 && !slicesContains(out, t) && containsBounded(fold.Lower(message), t, false) {
			out = append(out, t)
		}
	}
	return out
}

// comparedTable returns the table whose column the value at offset at of
// s is compared with, where the column is qualified by a table or an
// alias of the statement ("uploads" of "FROM uploads u … u.state =
// 'completed'"), or "".
func comparedTable(s string, at int) string {
	a, _ := LineAround(s, at, at)
	m := reComparedColumn.FindStringSubmatch(s[max(a, at-200):at])
	if m == nil {
		return ""
	}
	q := fold.Lower(m[1])
	lo := max(0, at-2000)
	for _, t := range reSQLTable.FindAllStringSubmatch(s[lo:min(len(s), at+2000)], -1) {
		table, alias := fold.Lower(t[1]), fold.Lower(t[2])
		if alias == q && !notAliases[alias] || table == q || strings.HasSuffix(table, "."+q) {
			return table
		}
	}
	return ""
}
