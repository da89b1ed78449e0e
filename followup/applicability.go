package followup

import (
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/cairnhq/cairn/followup/internal/feature"
)

// Applicability says whether a cached result can answer a follow-up, and
// why not (the seed's ApplicabilityResult).
type Applicability struct {
	OK     bool   `json:"ok"`
	Reason string `json:"reason"`
}

// granularities from finest to coarsest.
var granularities = []string{"hour", "day", "week", "month", "quarter", "year"}

var granularityWords = map[string]string{
	"hourly": "hour", "daily": "day", "weekly": "week", "monthly": "month", "quarterly": "quarter",
	"yearly": "year", "annual": "year", "annually": "year",
}

func granularityRank(g string) int {
	for i, x := range granularities {
		if x == g {
			return i
		}
	}
	return -1
}

var (
	reByGranularity = regexp.MustCompile(`(?i)\b(?:by|per|each|every)\s+(hour|day|week|month|quarter|year)s?\b`)
	reGroupBy       = regexp.MustCompile(`(?i)\b(?:group(?:ed)?\s+by|broken\s+down\s+by|break\s*down\s+by|split\s+by|by|per|for\s+each|for\s+every)\s+([a-z][a-z_-]*(?:\s+[a-z][a-z_-]*)?)`)
	reQuarter       = regexp.MustCompile(`(?i)\bq([1-4])(?:\s*(?:of\s+)?((?:19|20)\d\d))?\b`)
	reYearQuarter   = regexp.MustCompile(`(?i)\b((?:19|20)\d\d)\s*q([1-4])\b`)
	reYear          = regexp.MustCompile(`(?i)\b(?:in|for|during|of|since|from)\s+((?:19|20)\d\d)\b`)
	reSinceMonth    = regexp.MustCompile(`(?i)\bsince\s+(january|february|march|april|may|june|july|august|september|october|november|december)\b`)
	reInMonth       = regexp.MustCompile(`(?i)\b(?:in|for|during)\s+(january|february|march|april|may|june|july|august|september|october|november|december)\b`)
	reRelative      = regexp.MustCompile(`(?i)\b(last|this|past|previous|current)\s+(?:(\d+)\s+)?(day|week|month|quarter|year)s?\b`)
	reYesterday     = regexp.MustCompile(`(?i)\b(yesterday|today)\b`)
)

var months = map[string]time.Month{
	"january": 1, "february": 2, "march": 3, "april": 4, "may": 5, "june": 6, "july": 7,
	"august": 8, "september": 9, "october": 10, "november": 11, "december": 12,
}

// ImpliedTimeRange returns the time range a query implies relative to now
// ("last week", "in 2023", "Q4", "since March", …), and false if none.
func ImpliedTimeRange(query string, now time.Time) (TimeRange, bool) {
	if !mayHaveTime(query) {
		return TimeRange{}, false
	}
	now = now.UTC()
	day := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, time.UTC)
	if m := reYearQuarter.FindStringSubmatch(query); m != nil {
		y, _ := strconv.Atoi(m[1])
		q, _ := strconv.Atoi(m[2])
		return quarter(y, q), true
	}
	if m := reQuarter.FindStringSubmatch(query); m != nil {
		q, _ := strconv.Atoi(m[1])
		y := now.Year()
		if m[2] != "" {
			y, _ = strconv.Atoi(m[2])
		} else if ym := reYear.FindStringSubmatch(query); ym != nil {
			y, _ = strconv.Atoi(ym[1]) // "Q4 sales in 2023"
		} else if quarter(y, q).From.After(now) {
			y-- // the most recent such quarter
		}
		return quarter(y, q), true
	}
	if m := reSinceMonth.FindStringSubmatch(query); m != nil {
		from := time.Date(now.Year(), months[strings.ToLower(m[1])], 1, 0, 0, 0, 0, time.UTC)
		if from.After(now) {
			from = from.AddDate(-1, 0, 0)
		}
		return TimeRange{From: from, To: day.AddDate(0, 0, 1)}, true
	}
	if m := reYear.FindStringSubmatch(query); m != nil {
		y, _ := strconv.Atoi(m[1])
		from := time.Date(y, 1, 1, 0, 0, 0, 0, time.UTC)
		if strings.HasPrefix(strings.ToLower(m[0]), "since") || strings.HasPrefix(strings.ToLower(m[0]), "from") {
			return TimeRange{From: from, To: day.AddDate(0, 0, 1)}, true
		}
		return TimeRange{From: from, To: from.AddDate(1, 0, 0)}, true
	}
	if m := reInMonth.FindStringSubmatch(query); m != nil {
		from := time.Date(now.Year(), months[strings.ToLower(m[1])], 1, 0, 0, 0, 0, time.UTC)
		if from.After(now) {
			from = from.AddDate(-1, 0, 0)
		}
		return TimeRange{From: from, To: from.AddDate(0, 1, 0)}, true
	}
	if m := reRelative.FindStringSubmatch(query); m != nil {
		kind, unit := strings.ToLower(m[1]), strings.ToLower(m[3])
		n := 1
		if m[2] != "" {
			var err error
			if n, err = strconv.Atoi(m[2]); err != nil || n < 1 || n > 1000 {
				return TimeRange{}, false // "last 0 days" or out of range: no filter understood
			}
		}
		start := periodStart(day, unit)
		switch {
		case kind == "this" || kind == "current":
			return TimeRange{From: start, To: addUnits(start, unit, 1)}, true
		case kind == "past" || m[2] != "":
			// a rolling window ending today
			return TimeRange{From: addUnits(day.AddDate(0, 0, 1), unit, -n), To: day.AddDate(0, 0, 1)}, true
		default: // last / previous: the whole previous period(s)
			return TimeRange{From: addUnits(start, unit, -n), To: start}, true
		}
	}
	if m := reYesterday.FindStringSubmatch(query); m != nil {
		if strings.EqualFold(m[1], "yesterday") {
			return TimeRange{From: day.AddDate(0, 0, -1), To: day}, true
		}
		return TimeRange{From: day, To: day.AddDate(0, 0, 1)}, true
	}
	return TimeRange{}, false
}

// timeWords start the words that time expressions need; a query with none
// of them and no digit implies no time range, without running the
// expressions.
var timeWords = []string{"last", "this", "past", "previous", "current", "since", "yesterday", "today",
	"jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"}

func mayHaveTime(query string) bool {
	for _, w := range feature.Words(query) {
		if w[0] >= '0' && w[0] <= '9' || (w[0] == 'q' && len(w) == 2) {
			return true
		}
		for _, t := range timeWords {
			if strings.HasPrefix(w, t) {
				return true
			}
		}
	}
	return false
}

func quarter(y, q int) TimeRange {
	from := time.Date(y, time.Month(3*(q-1)+1), 1, 0, 0, 0, 0, time.UTC)
	return TimeRange{From: from, To: from.AddDate(0, 3, 0)}
}

func periodStart(day time.Time, unit string) time.Time {
	switch unit {
	case "week":
		wd := (int(day.Weekday()) + 6) % 7 // Monday first
		return day.AddDate(0, 0, -wd)
	case "month":
		return time.Date(day.Year(), day.Month(), 1, 0, 0, 0, 0, time.UTC)
	case "quarter":
		return time.Date(day.Year(), time.Month(3*((int(day.Month())-1)/3)+1), 1, 0, 0, 0, 0, time.UTC)
	case "year":
		return time.Date(day.Year(), 1, 1, 0, 0, 0, 0, time.UTC)
	}
	return day
}

func addUnits(t time.Time, unit string, n int) time.Time {
	switch unit {
	case "week":
		return t.AddDate(0, 0, 7*n)
	case "month":
		return t.AddDate(0, n, 0)
	case "quarter":
		return t.AddDate(0, 3*n, 0)
	case "year":
		return t.AddDate(n, 0, 0)
	}
	return t.AddDate(0, 0, n)
}

// ImpliedGranularity returns the time granularity a query asks for
// ("daily", "by month", …), or "".
func ImpliedGranularity(query string) string {
	for _, w := range feature.Words(query) {
		if g, ok := granularityWords[w]; ok {
			return g
		}
	}
	if m := reByGranularity.FindStringSubmatch(query); m != nil {
		return strings.ToLower(m[1])
	}
	return ""
}

// CheckApplicability checks that the cached entry covers what query asks
// for (the seed's validate_result_applicability): columns it names, the
// dimensions it groups by, its implied time range and granularity.
func (c Config) CheckApplicability(e Entry, query string, now time.Time) Applicability {
	cols := feature.ColumnWords(e.ResultColumns)
	schema := c.Schemas[e.Adapter]
	for col, syns := range schema.Columns {
		if contains(e.ResultColumns, col) {
			for _, s := range syns {
				for _, w := range feature.Content(s) {
					cols[w] = true
				}
			}
		}
	}
	if c.EnforceSchemaCheck && len(schema.Columns) > 0 {
		names := make([]string, 0, len(schema.Columns))
		for col := range schema.Columns {
			names = append(names, col)
		}
		sort.Strings(names)
		q := " " + strings.Join(stems(query), " ") + " "
		for _, col := range names {
			if contains(e.ResultColumns, col) {
				continue
			}
			for _, phrase := range append([]string{strings.NewReplacer("_", " ", "-", " ").Replace(col)}, schema.Columns[col]...) {
				p := strings.Join(stems(phrase), " ")
				if p != "" && strings.Contains(q, " "+p+" ") {
					return Applicability{Reason: fmt.Sprintf("the query asks about %q (column %s), which the cached result does not include (columns: %s)", phrase, col, strings.Join(e.ResultColumns, ", "))}
				}
			}
		}
	}
	if c.RequireMatchingDimension {
		for _, m := range reGroupBy.FindAllStringSubmatch(query, -1) {
			words := feature.Content(m[1])
			if len(words) == 0 {
				continue
			}
			dim := words[0]
			if granularityRank(dim) >= 0 || dim == "date" || dim == "time" {
				continue // checked with the granularity below
			}
			if !cols[dim] {
				return Applicability{Reason: fmt.Sprintf("the query breaks results down by %q, which is not among the cached columns (%s)", strings.TrimSpace(m[1]), strings.Join(e.ResultColumns, ", "))}
			}
		}
	}
	if want, ok := ImpliedTimeRange(query, now); ok {
		have := e.ResultMetadata.TimeRange
		switch {
		case have == nil:
			return Applicability{Reason: fmt.Sprintf("the query implies the time range %s, and the cached result has none recorded", formatRange(want))}
		case have.From.After(want.From.Add(c.TimeWindowDrift)) || have.To.Add(c.TimeWindowDrift).Before(want.To):
			return Applicability{Reason: fmt.Sprintf("the query implies the time range %s, not covered by the cached %s", formatRange(want), formatRange(*have))}
		}
	}
	if g := ImpliedGranularity(query); g != "" && g != e.ResultMetadata.Granularity {
		have := e.ResultMetadata.Granularity
		if have == "" {
			return Applicability{Reason: fmt.Sprintf("the query asks for %s granularity, and the cached result has none recorded", g)}
		}
		if granularityRank(g) < granularityRank(have) {
			return Applicability{Reason: fmt.Sprintf("the query asks for %s granularity, finer than the cached %s", g, have)}
		}
	}
	if c.EnforceSchemaCheck && (len(e.ResultColumns) > 0 || e.SQL != "") {
		// Without a declared schema too: every entity, measure or value the
		// query names must be something the result holds (a column, a
		// table or filter of its SQL, a value in its rows) or something
		// its queries asked for; what it does with them (ratios, orderings,
		// filters on cached values) needs nothing more.
		if un := uncovered(query, e, cols); len(un) > 0 {
			return Applicability{Reason: fmt.Sprintf("the query names %s, which the cached result does not hold (%s)", quoted(un), e.coverage().describe(e.ResultColumns))}
		}
		return Applicability{OK: true, Reason: fmt.Sprintf("cached result covers the query: everything it names is in the result (%s) or in the questions that produced it", e.coverage().describe(e.ResultColumns))}
	}
	return Applicability{OK: true, Reason: "cached result covers the query"}
}

func stems(s string) []string {
	words := feature.Words(s)
	for i, w := range words {
		words[i] = feature.Stem(w)
	}
	return words
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if strings.EqualFold(x, s) {
			return true
		}
	}
	return false
}

func quoted(words []string) string {
	q := make([]string, len(words))
	for i, w := range words {
		q[i] = strconv.Quote(w)
	}
	return strings.Join(q, ", ")
}

func formatRange(r TimeRange) string {
	return r.From.Format("2006-01-02") + ".." + r.To.Format("2006-01-02")
}
