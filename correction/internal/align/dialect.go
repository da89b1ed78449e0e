package align

// SQL whose dialect the output does not name, told by its syntax.

import (
	"regexp"
	"strings"

	"github.com/cairnhq/cairn/correction/internal/scope"
	"github.com/cairnhq/cairn/internal/fold"
)

// dialectMarkers are constructs of SQL that one dialect has and the
// others reject or spell otherwise: "BIGINT UNSIGNED" is MySQL's, "JSONB"
// Postgres's, "SELECT TOP" SQL Server's. The member names are the scope
// lexicon's.
var dialectMarkers = []struct {
	member string
	re     *regexp.Regexp
}{
	{"mysql", regexp.MustCompile(`(?i)\bauto_increment\b|\bengine\s*=\s*innodb\b|\b(?:tiny|small|medium|big)?int(?:\(\d+\))?\s+unsigned\b|\bon\s+duplicate\s+key\s+update\b|\bdefault\s+charset\b|\bcharset\s*=|\butf8mb4\b|\btinyint\(1\)`)},
	{"postgres", regexp.MustCompile(`(?i)\b(?:big)?serial\b|::(?:int|integer|text|date|timestamptz|timestamp|jsonb|uuid|numeric|bigint)\b|\bon\s+conflict\b|\bjsonb\b|\btimestamptz\b|\bilike\b|\bcreate\s+(?:unique\s+)?index\s+concurrently\b`)},
	{"mssql", regexp.MustCompile(`(?i)\bselect\s+top\s*\(?\d|\bnvarchar\b|\bgetdate\(\)|\bidentity\(\d+,\s*\d+\)|\[dbo\]|\bdbo\.`)},
	{"sqlite", regexp.MustCompile(`(?i)\bautoincrement\b|\bpragma\s+\w`)},
}

// dialectMark is one dialect construct found in an output's code: its
// dialect and its text in lower case, spaces folded.
type dialectMark struct{ member, text string }

// dialectMarks returns the dialect constructs in the code of t's output,
// found once per text.
func (t *Text) dialectMarks() []dialectMark {
	if t.marksDone {
		return t.marks
	}
	t.marksDone = true
	for _, d := range dialectMarkers {
		for _, m := range d.re.FindAllStringIndex(t.Output, -1) {
			if t.inCode(m[0]) {
				t.marks = append(t.marks, dialectMark{d.member, strings.Join(strings.Fields(fold.Lower(t.Output[m[0]:m[1]])), " ")})
			}
		}
	}
	return t.marks
}

// codeDialects returns the SQL dialects the code of t's output is written
// in, told by dialectMarkers, leaving out a construct that the rule's own
// texts hold (the taught mistake says nothing of where it stands). It
// returns nil when the query or the output names a dialect: the name
// decides.
func (r *Rule) codeDialects(t *Text) scope.Set {
	found, _ := t.scopeInfo()
	if len(found[scope.Dialect]) > 0 {
		return nil
	}
	own := fold.Lower(r.Wrong + "\n" + r.Right)
	var set scope.Set
	for _, m := range t.dialectMarks() {
		if strings.Contains(own, m.text) || set[scope.Dialect][m.member] {
			continue
		}
		if set == nil {
			set = scope.Set{}
		}
		set.Add(scope.Mention{Sort: scope.Dialect, Member: m.member})
	}
	return set
}
