package followup

import (
	"regexp"
	"strings"
	"unicode"

	"github.com/cairnhq/cairn/followup/internal/feature"
)

// refreshMatcher finds refresh keywords as whole words, case-insensitively.
type refreshMatcher struct{ re *regexp.Regexp }

func refreshWords(k string) []string {
	return strings.FieldsFunc(k, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}

func newRefreshMatcher(keywords []string) refreshMatcher {
	var alts []string
	for _, k := range keywords {
		if len(refreshWords(k)) == 0 {
			continue
		}
		alts = append(alts, regexp.QuoteMeta(strings.ToLower(strings.TrimSpace(k))))
	}
	if len(alts) == 0 {
		return refreshMatcher{}
	}
	// A word boundary that also treats '-' as part of a word, so that
	// "re-run" matches but "now" does not match inside "know" or "now-ish".
	return refreshMatcher{re: regexp.MustCompile(`(?i)(?:^|[^\pL\pN_-])(` + strings.Join(alts, "|") + `)(?:$|[^\pL\pN_-])`)}
}

// find returns the first refresh keyword in query, or "".
func (m refreshMatcher) find(query string) string {
	if m.re == nil {
		return ""
	}
	if s := m.re.FindStringSubmatch(query); s != nil {
		return strings.ToLower(s[1])
	}
	return ""
}

// DetectRefresh reports the first of keywords that occurs in query as a
// whole word, ignoring case, or "" (the seed's detect_refresh_intent).
func DetectRefresh(query string, keywords []string) string {
	return newRefreshMatcher(keywords).find(query)
}

// refreshPhrases are ways of asking for the last result again, fresh,
// beyond single keywords: a class of phrasings rather than a word list.
// Each needs a request verb with "again"/"fresh"/"latest"-like words, or a
// re-execution verb, so that "the latest stores opened" alone is no
// refresh request.
var refreshPhrases = regexp.MustCompile(`(?i)\b(?:` +
	`re-?run|re-?do|re-?execute|re-?compute|re-?calculate|re-?pull|re-?fetch|refresh|reload|` +
	`(?:run|pull|fetch|get|load|query|check|grab|do|give|show)\s+(?:(?:it|that|this|them|those|these|the\s+(?:numbers|data|figures|results|report|query)|me|us)\s+)*(?:again|anew|once\s+more|one\s+more\s+time)|` +
	`(?:with|using|from|on)\s+(?:the\s+)?(?:fresh|latest|newest|current|up-to-date|updated|live|new)\s+(?:data|numbers|figures|results|values|records)|` +
	`(?:again|anew)\s+with\s+(?:the\s+)?(?:latest|fresh|newest|current|updated|new)|` +
	`as\s+of\s+(?:now|today|right\s+now)|up\s+to\s+date|up-to-date|fresh\s+(?:data|numbers|figures|results|copy|pull)` +
	`)\b`)

// RefreshPhrase returns the refresh phrasing found in query ("rerun",
// "pull it again", "with fresh data", "again with the latest numbers"), or
// "". Whether it refreshes the cached result also depends on whether the
// query is about that result (see Cache.Decide).
func RefreshPhrase(query string) string {
	if !mayRefresh(query) {
		return ""
	}
	return strings.ToLower(strings.Join(strings.Fields(refreshPhrases.FindString(query)), " "))
}

// refreshCues are substrings every refresh phrasing holds one of: a query
// with none of them skips the expression.
var refreshCues = []string{"run", "redo", "re-do", "execute", "compute", "calculate", "pull", "fetch", "refresh", "reload",
	"again", "anew", "once", "time", "fresh", "latest", "newest", "current", "updat", "live", "new", "as of", "up to", "up-to"}

func mayRefresh(query string) bool {
	q := strings.ToLower(query)
	for _, c := range refreshCues {
		if strings.Contains(q, c) {
			return true
		}
	}
	return false
}

// refreshFiller are words of refresh requests that name no data: they
// neither point back nor ask for anything new.
var refreshFiller = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`rerun re-run redo re-do reexecute re-execute recompute re-compute recalculate
		re-calculate repull re-pull refetch re-fetch refresh reload run pull fetch get load query check grab do give
		show again anew once more one time fresh latest newest current up-to-date up date updated live new data
		number numbers figure figures result results value values record records copy report please now today right
		with using from on as of to the a an me us it that this them those these same query last previous`) {
		refreshFiller[feature.Stem(w)] = true
	}
}

// onlyRefresh reports whether query asks for a refresh and names nothing
// else: "rerun that", "pull it again with fresh data".
func onlyRefresh(query string) bool {
	for _, w := range feature.Content(query) {
		if !refreshFiller[w] {
			return false
		}
	}
	return true
}

// aboutCached reports whether query, once its refresh words are set
// aside, names nothing that the cached entry's queries, columns or SQL do
// not: "rerun that", "show me the latest Q4 sales" after "Show me Q4
// sales", unlike "list the latest stores opened".
func aboutCached(query string, e Entry) bool {
	known := entryWords(e)
	for _, w := range feature.Content(query) {
		if !refreshFiller[w] && !known[w] && !timeWord(w) {
			return false
		}
	}
	return true
}
