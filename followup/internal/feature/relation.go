package feature

import (
	"math"
	"strings"
)

// Relation features of a query in a tabular session: how it relates to
// what the cache holds at decision time, the last question asked (the
// last turn of the history) and the SQL that produced the cached result.
// The opener model (followup.OpenerScore) reads them beside the query's
// wording: a question that continues a conversation about a database
// repeats a value its last SQL filtered on, shares words with the last
// question and is no longer than it; another conversation's first
// question does none of these.
const (
	RelSQLValue    = iota // the query repeats a literal value of the cached SQL (SQLValues)
	RelLastOverlap        // Jaccard of content words with the last question
	RelLengthRatio        // log((1 + the query's words) / (1 + the last question's words))
	NumRel
)

// RelNames are the relation features' names, in order.
var RelNames = [NumRel]string{"sql_value", "last_overlap", "length_ratio"}

// Relation returns the relation features of query to last, the last
// question of the session, and to sql, the SQL of the cached result (""
// when there is none).
func Relation(query, last, sql string) [NumRel]float64 {
	var v [NumRel]float64
	words := Words(query)
	if sql != "" {
		joined := " " + strings.Join(words, " ") + " "
		SQLValues(sql, func(val string) bool {
			if vw := Words(val); len(vw) > 0 && strings.Contains(joined, " "+strings.Join(vw, " ")+" ") {
				v[RelSQLValue] = 1
				return false
			}
			return true
		})
	}
	v[RelLastOverlap] = jaccard(Content(query), Content(last))
	v[RelLengthRatio] = math.Log(float64(1+len(words)) / float64(1+len(Words(last))))
	return v
}

// SQLValues calls fn with the literal values of sql, in order, until fn
// returns false: the text of its quoted strings (without '%' wildcards)
// and its numbers, except the count of a LIMIT. A number inside an
// identifier (t1, year2000) is not a value.
func SQLValues(sql string, fn func(string) bool) {
	prev := ""
	for i := 0; i < len(sql); {
		c := sql[i]
		switch {
		case c == '\'' || c == '"':
			j := strings.IndexByte(sql[i+1:], c)
			if j < 0 {
				j = len(sql) - i - 1
			}
			if v := strings.Trim(sql[i+1:i+1+j], "% "); v != "" && !fn(v) {
				return
			}
			i, prev = i+j+2, ""
		case c >= '0' && c <= '9':
			j := i
			for j < len(sql) && (sql[j] >= '0' && sql[j] <= '9' || sql[j] == '.') {
				j++
			}
			if prev != "limit" && !fn(sql[i:j]) {
				return
			}
			i, prev = j, ""
		case c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
			j := i
			for j < len(sql) && (sql[j] == '_' || sql[j] >= 'a' && sql[j] <= 'z' || sql[j] >= 'A' && sql[j] <= 'Z' || sql[j] >= '0' && sql[j] <= '9') {
				j++
			}
			i, prev = j, strings.ToLower(sql[i:j])
		default:
			i++
		}
	}
}
