package followup

import (
	"regexp"
	"strings"
	"unicode"
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
