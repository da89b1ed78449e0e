package followup

import (
	"encoding/json"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/cairnhq/cairn/followup/internal/feature"
)

// Coverage is what a cached result holds beyond its column names, derived
// when it is stored from its SQL, its rows and its metadata: the tables
// and columns the SQL reads, the filters it applies, the dimensions it
// groups by and the text values of its rows. A follow-up that names an
// entity, measure or value none of these (nor the queries that produced
// the result) hold is not answerable from it.
type Coverage struct {
	Tables  []string          `json:"tables,omitempty"`
	Columns []string          `json:"columns,omitempty"`
	GroupBy []string          `json:"group_by,omitempty"`
	Filters map[string]string `json:"filters,omitempty"`
	// Values are the words of the rows' text values, stemmed, sorted and
	// distinct (from at most MaxCoverageValues values).
	Values []string `json:"values,omitempty"`

	once sync.Once
	memo coverageWords // computed once, on first use
}

// coverageWords are the stems a Coverage names: all of them, and those of
// row values.
type coverageWords struct {
	all, values map[string]bool
}

// stems returns the stems of the coverage, computing them once.
func (c *Coverage) stems() *coverageWords {
	c.once.Do(func() {
		c.memo = coverageWords{all: map[string]bool{}, values: map[string]bool{}}
		for _, list := range [][]string{c.Tables, c.Columns, c.GroupBy} {
			for w := range feature.ColumnWords(list) {
				c.memo.all[w] = true
			}
		}
		for k, v := range c.Filters {
			for w := range feature.ColumnWords([]string{k}) {
				c.memo.all[w] = true
			}
			for _, w := range feature.Content(v) {
				c.memo.all[w] = true
			}
		}
		for _, w := range c.Values {
			c.memo.all[w], c.memo.values[w] = true, true
		}
	})
	return &c.memo
}

// MaxCoverageValues bounds the text values kept per cached result.
const MaxCoverageValues = 512

var (
	reSQLTable  = regexp.MustCompile(`(?i)\b(?:from|join|update|into)\s+([A-Za-z_][A-Za-z0-9_.]*)`)
	reSQLIdent  = regexp.MustCompile(`[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)?`)
	reSQLString = regexp.MustCompile(`'(?:[^']|'')*'|"[^"]*"`)
	reSQLFilter = regexp.MustCompile(`(?i)([A-Za-z_][A-Za-z0-9_.]*)\s*(?:=|!=|<>|\blike\b|\bin\s*\()\s*('(?:[^']|'')*'|"[^"]*"|-?[0-9.]+)`)
	reSQLGroup  = regexp.MustCompile(`(?is)\bgroup\s+by\s+(.*?)(?:\border\b|\bhaving\b|\blimit\b|\bunion\b|$)`)
)

var sqlKeywords = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`select distinct from where and or not in is null like between join inner left right
		outer full cross on as group by order having limit offset union all intersect except case when then else end
		asc desc count sum avg min max cast coalesce exists true false with over partition row_number rank date
		extract interval year month day quarter week now current_date current_timestamp lower upper round abs
		nullif ifnull iif substr substring trim length concat filter within natural using`) {
		sqlKeywords[w] = true
	}
}

// NewCoverage derives the coverage of a result from its SQL, rows and
// metadata. It reads at most the first MaxCoverageValues text values.
func NewCoverage(sql string, rows json.RawMessage, md Metadata) *Coverage {
	c := &Coverage{Filters: map[string]string{}}
	seen := map[*[]string]map[string]bool{}
	add := func(list *[]string, s string) {
		k := strings.ToLower(s)
		if seen[list] == nil {
			seen[list] = map[string]bool{}
		}
		if s != "" && !seen[list][k] {
			seen[list][k] = true
			*list = append(*list, s)
		}
	}
	if sql != "" {
		for _, m := range reSQLTable.FindAllStringSubmatch(sql, -1) {
			add(&c.Tables, m[1])
		}
		for _, m := range reSQLFilter.FindAllStringSubmatch(sql, -1) {
			c.Filters[strings.ToLower(m[1])] = strings.Trim(m[2], `'"`)
		}
		bare := reSQLString.ReplaceAllString(sql, " ")
		for _, id := range reSQLIdent.FindAllString(bare, -1) {
			if i := strings.LastIndexByte(id, '.'); i >= 0 {
				id = id[i+1:]
			}
			if !sqlKeywords[strings.ToLower(id)] && !isAlias(id) {
				add(&c.Columns, id)
			}
		}
		if m := reSQLGroup.FindStringSubmatch(bare); m != nil {
			for _, g := range strings.Split(m[1], ",") {
				if f := strings.Fields(g); len(f) > 0 {
					add(&c.GroupBy, f[0])
				}
			}
		}
	}
	for k, v := range md.Filters {
		c.Filters[strings.ToLower(k)] = v
	}
	if len(c.Filters) == 0 {
		c.Filters = nil
	}
	n := 0
	words := map[string]bool{}
	rowValues(rows, func(v string) bool {
		for _, w := range feature.Content(v) {
			words[w] = true
		}
		n++
		return n < MaxCoverageValues
	})
	for w := range words {
		c.Values = append(c.Values, w)
	}
	sort.Strings(c.Values)
	return c
}

// isAlias reports whether id looks like a generated table alias (T1, t2).
func isAlias(id string) bool {
	return len(id) <= 3 && (id[0] == 't' || id[0] == 'T') && strings.Trim(id[1:], "0123456789") == ""
}

// rowValues calls fn with the strings of rows (JSON: its objects' keys
// and text values), in order, until fn returns false. It scans the bytes
// instead of decoding the document, so that a large result costs little.
func rowValues(rows json.RawMessage, fn func(string) bool) {
	for i := 0; i < len(rows); i++ {
		if rows[i] != '"' {
			continue
		}
		j, escaped := i+1, false
		for j < len(rows) && rows[j] != '"' {
			if rows[j] == '\\' {
				escaped = true
				j++
			}
			j++
		}
		if j >= len(rows) {
			return
		}
		raw := rows[i+1 : j]
		i = j
		if len(raw) == 0 || len(raw) > 64 {
			continue
		}
		v := string(raw)
		if escaped {
			u, err := strconv.Unquote(`"` + v + `"`)
			if err != nil {
				continue
			}
			v = u
		}
		if strings.TrimSpace(v) != "" && !fn(v) {
			return
		}
	}
}

// entryWords returns the stems of what the cached entry holds or was asked
// for: its columns, coverage, query and follow-ups.
func entryWords(e Entry) map[string]bool {
	m := feature.ColumnWords(e.ResultColumns)
	for w := range e.coverage().stems().all {
		m[w] = true
	}
	for _, q := range append([]string{e.Query}, e.RecentFollowups...) {
		for _, w := range feature.Content(q) {
			m[w] = true
		}
	}
	for w := range m {
		if alt, ok := lemmas[w]; ok {
			m[alt] = true
		}
	}
	return m
}

// coverage returns e's stored coverage, or derives it from e's SQL and
// rows for entries stored without one.
func (e Entry) coverage() *Coverage {
	if e.Coverage != nil {
		return e.Coverage
	}
	return NewCoverage(e.SQL, e.Results, e.ResultMetadata)
}

// lemmas map inflected forms and common synonyms of measures to one stem,
// so that "sold" meets a cached "sales" and "revenue" a "total_sales".
var lemmas = map[string]string{
	"sold": "sale", "sell": "sale", "seller": "sale", "selling": "sale", "revenue": "sale", "turnover": "sale",
	"bought": "purchase", "buy": "purchase", "buyer": "customer", "client": "customer",
	"spent": "spend", "earned": "earning", "earn": "earning", "income": "earning",
	"ordered": "order", "shipped": "shipment", "ship": "shipment",
	"returned": "return", "refund": "return", "refunded": "return",
	"cost": "cost", "price": "price", "priced": "price",
	"qty": "quantity", "amt": "amount", "rev": "sale",
}

// operationWords name what a follow-up does with a result, not data it
// needs: aggregates, orderings, comparisons, generic nouns and verbs.
var operationWords = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`top bottom best worst most least highest lowest largest smallest biggest
		first last average avg mean median total sum count number many much ratio share percent percentage proportion
		fraction rate per each every compare comparison versus vs difference diff change growth grow increase decrease
		trend rank ranking order ordered sort sorted ascending descending group grouped break broken down split
		breakdown filter only just except excluding including include exclude value result record list table column
		row data figure entry detail one thing come came make made have get got see look like show display tell give
		find there here which what who whom whose where when why how kind overall combined together altogether
		whole entire full all some any other another same different more less fewer than over under above below
		between within among out still also too again now then else instead rather bigger smaller higher lower larger
		greater fewer many compared against relative respectively accounted account contribute contributed
		make up made represent represented portion part fraction amount go went much well do did done please want need
		know see think answer question mean meant actually exactly roughly approximately about around nearly
		minimum maximum min max distinct unique separate separately combine again once twice`) {
		operationWords[feature.Stem(w)] = true
	}
}

// uncovered returns the content words of query that neither the cached
// entry (with extra, the words of declared synonyms of its columns) nor
// the operation vocabulary account for, in order.
func uncovered(query string, e Entry, extra map[string]bool) []string {
	known := entryWords(e)
	var out []string
	seen := map[string]bool{}
	for _, word := range feature.Words(query) {
		w, ok := feature.ContentWord(word)
		if !ok {
			continue
		}
		if known[w] || extra[w] || operationWords[w] || refreshFiller[w] || timeWord(w) || isComparativeWord(w) || seen[w] {
			continue
		}
		if alt, ok := lemmas[w]; ok && known[alt] {
			continue
		}
		seen[w] = true
		out = append(out, strings.Trim(word, "'-"))
	}
	return out
}

// timeWord reports whether w is part of a time expression (checked by the
// time range rules instead).
func timeWord(w string) bool {
	if len(w) == 2 && w[0] == 'q' && w[1] >= '1' && w[1] <= '4' {
		return true
	}
	if _, ok := months[w]; ok {
		return true
	}
	if _, ok := granularityWords[w]; ok {
		return true
	}
	switch w {
	case "year", "quarter", "month", "week", "day", "hour", "today", "yesterday", "ytd", "mtd", "qtd", "fy",
		"annual", "period", "date", "time", "since", "last", "past", "previou", "current", "recent", "ago":
		return true
	}
	return false
}

// isComparativeWord: superlatives and comparatives ("heaviest", "newer")
// operate on a result; they name nothing.
func isComparativeWord(w string) bool {
	return len(w) > 4 && (strings.HasSuffix(w, "est") && !strings.HasSuffix(w, "rest") || strings.HasSuffix(w, "ier"))
}

// describe says what the result holds, for reasons.
func (c *Coverage) describe(columns []string) string {
	parts := []string{"columns: " + strings.Join(columns, ", ")}
	if c != nil {
		if len(c.Tables) > 0 {
			parts = append(parts, "tables: "+strings.Join(c.Tables, ", "))
		}
		if len(c.Filters) > 0 {
			var fs []string
			for k, v := range c.Filters {
				fs = append(fs, k+"="+v)
			}
			sort.Strings(fs)
			parts = append(parts, "filters: "+strings.Join(fs, ", "))
		}
	}
	return strings.Join(parts, "; ")
}

var (
	reSQLLimit = regexp.MustCompile(`(?i)\blimit\s+\d+|\btop\s+\d+|\bfetch\s+first\b`)
	reSQLWhere = regexp.MustCompile(`(?i)\bwhere\b|\bhaving\b`)
	reTimeCol  = regexp.MustCompile(`(?i)(date|time|_at$|_on$|year|month|quarter|week|day|created|updated)`)
)

// computable reports whether query, though not judged a conversational
// follow-up, can be answered from the cached entry alone: it names values
// the cached rows hold ("the EMEA revenue from electronics" over region ×
// category × revenue) or derives a measure from two or more of its columns
// ("the average order value per region" over revenue and order counts),
// everything else it names is a column of the result or an operation on
// it, and the result is not cut down in a way the query does not repeat:
// no LIMIT, and every filter other than on time (the time range rules
// check those) has its value named in the query. A question that asks for
// the top or bottom of a result grouped by one column, naming that column
// and a measure of it ("which region had the highest revenue?" over
// revenue per region), is computable too: each row is one group, and the
// ranking is the rows'. Other questions that name columns only ("which
// region sold the most?" over sales per product and region) are left to
// the follow-up confidence and its hysteresis.
func computable(query string, e Entry) bool {
	if len(e.ResultColumns) == 0 || e.SQL == "" || reSQLLimit.MatchString(e.SQL) {
		return false
	}
	cov := e.coverage()
	qWords := map[string]bool{}
	for _, w := range feature.Content(query) {
		qWords[w] = true
		if alt, ok := lemmas[w]; ok {
			qWords[alt] = true
		}
	}
	filtered := map[string]bool{} // words of the filter values, which the query may repeat
	for col, val := range cov.Filters {
		if reTimeCol.MatchString(col) {
			continue
		}
		for _, w := range feature.Content(val) {
			if !qWords[w] {
				return false
			}
			filtered[w] = true
		}
	}
	if len(cov.Filters) == 0 && reSQLWhere.MatchString(e.SQL) && !onlyTimeFilters(e.SQL) {
		return false // a filter the coverage could not read
	}
	columns := feature.ColumnWords(e.ResultColumns)
	for w := range columns {
		if alt, ok := lemmas[w]; ok {
			columns[alt] = true
		}
	}
	values := cov.stems().values
	namesValue, derives := false, false
	named := map[int]bool{} // result columns the query names
	for _, w := range feature.Content(query) {
		alt := lemmas[w]
		if derivations[w] {
			derives = true
		}
		for i, col := range e.ResultColumns {
			cw := feature.ColumnWords([]string{col})
			if cw[w] || (alt != "" && cw[alt]) {
				named[i] = true
			}
		}
		switch {
		case values[w] && !columns[w]:
			namesValue = true
		case columns[w] || values[w] || filtered[w] || (alt != "" && (columns[alt] || values[alt])):
		case operationWords[w] || timeWord(w) || isComparativeWord(w):
		default:
			return false // named by the questions or the SQL only, or not at all
		}
	}
	return namesValue || (derives && len(named) >= 2) || (len(named) >= 2 && ranks(query) && named[soleGroup(e)])
}

// soleGroup returns the index in e.ResultColumns of the one column the
// cached SQL groups by (by name or by position), or -1 when it groups by
// none, by several, or by one the result does not hold.
func soleGroup(e Entry) int {
	g := e.coverage().GroupBy
	if len(g) != 1 {
		return -1
	}
	if n, err := strconv.Atoi(g[0]); err == nil {
		if n >= 1 && n <= len(e.ResultColumns) {
			return n - 1
		}
		return -1
	}
	for i, c := range e.ResultColumns {
		if strings.EqualFold(c, g[0]) {
			return i
		}
	}
	return -1
}

// rankWords ask for the top or bottom of an ordering; so do superlatives
// ("highest", "busiest").
var rankWords = map[string]bool{"most": true, "least": true, "top": true, "bottom": true, "max": true, "min": true, "maximum": true, "minimum": true}

func ranks(query string) bool {
	for _, w := range feature.Words(query) {
		if rankWords[w] || isComparativeWord(w) {
			return true
		}
	}
	return false
}

// derivations are words of measures derived from others: an average
// order value from revenue and order counts, a share, a rate.
var derivations = map[string]bool{}

func init() {
	for _, w := range strings.Fields("average avg mean ratio per share percent percentage proportion fraction rate") {
		derivations[feature.Stem(w)] = true
	}
}

var reSQLCond = regexp.MustCompile(`(?i)([A-Za-z_][A-Za-z0-9_.]*)\s*(?:>=|<=|<>|!=|=|<|>|\blike\b|\bbetween\b|\bin\b)`)

// onlyTimeFilters reports whether every condition of sql's WHERE and
// HAVING is on a time column.
func onlyTimeFilters(sql string) bool {
	loc := reSQLWhere.FindStringIndex(sql)
	if loc == nil {
		return true
	}
	conds := reSQLCond.FindAllStringSubmatch(sql[loc[0]:], -1)
	for _, m := range conds {
		if !reTimeCol.MatchString(m[1]) {
			return false
		}
	}
	return len(conds) > 0
}
