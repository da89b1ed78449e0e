package align

import (
	"regexp"
	"strings"

	"github.com/cairnhq/cairn/correction/internal/typed"
)

// defaultCue finds a message that speaks of what happens when nothing is
// set: "defaults to", "by default", "if you don't pass", "unless you set".
var defaultCue = regexp.MustCompile(`(?i)\bdefault(s|ed)?\b|\bif (you )?(don'?t|do not|never) (set|pass|specify|give|provide|configure)\b|\b(if|when|while) (it'?s |it is )?(unset|omitted|not set|left out)\b|\bunless (you )?(set|pass|specify|configure|override)\b|\bout of the box\b`)

// claimsDefault reports whether the message speaks of the default and the
// taught output stated the wrong value, rather than set it, in a sentence
// about what a tool does when nothing is set ("without a crs option you
// get EPSG:4326", "it defaults to 1000"). Such a correction is about that claim: an output that
// gives the value to a key or option chose it, and is not corrected.
func claimsDefault(wrong, teach, message string) bool {
	if !defaultCue.MatchString(message) {
		return false
	}
	w := strings.TrimSpace(wrong)
	if w == "" || strings.ContainsAny(w, "=") || strings.Contains(w, ": ") || optionLike(w) {
		return false // the wrong text is a setting itself
	}
	t := NewText("", teach)
	claimed, setting, seen := false, false, 0
	typed.EachOccurrence(teach, w, func(at, _ int) bool {
		if assignedAt(teach, at, t.inCode(at)) {
			setting = true // taught as a setting: the correction is about what to set
			return false
		}
		a, b := lineWindow(teach, at, 400)
		claimed = claimed || defaultCue.MatchString(teach[a:b]) || withoutCue.MatchString(teach[a:b])
		seen++
		return seen < maxTaughtOccurrences
	})
	return claimed && !setting
}

// withoutCue finds a taught sentence that says what happens when a
// setting is left out: "Without a crs option you get …", "if no region
// is given".
var withoutCue = regexp.MustCompile(`(?i)\b(without (a|an|any|the|setting|passing)|if no|when no|unless)\b`)

// optionLike reports whether s begins with an option ("-p 8080",
// "--port").
func optionLike(s string) bool {
	return len(s) >= 2 && s[0] == '-' && isASCIILetter(s[len(s)-1]) || strings.HasPrefix(s, "-") && strings.Contains(s, " ")
}

// assignedAt reports whether the value whose occurrence begins at offset
// at of s is given to a key or an option there: `--crs X`, `crs=X`,
// `crs = X`, `"crs": "X"`, and in code `crs: X`. A host's port
// ("localhost:8080") and a comparison ("x == 8080") are not settings.
func assignedAt(s string, at int, inCode bool) bool {
	k, _ := atomAround(s, at, at) // the start of the atom the occurrence is part of (L.CRS.EPSG4326)
	if optionBefore(s, k) != "" {
		return true
	}
	j := k
	if j > 0 && (s[j-1] == '"' || s[j-1] == '\'') {
		j--
	}
	spaced := false
	for j > 0 && (s[j-1] == ' ' || s[j-1] == '\t') {
		j--
		spaced = true
	}
	if j == 0 {
		return false
	}
	switch c := s[j-1]; {
	case c == '=':
		if j >= 2 && strings.IndexByte("=!<>", s[j-2]) >= 0 {
			return false
		}
		j--
		if j > 0 && s[j-1] == ':' {
			j-- // :=
		}
	case c == ':' && inCode:
		j--
		quoted := j > 0 && (s[j-1] == '"' || s[j-1] == '\'')
		if !spaced && !quoted {
			return false // host:port, a path, a time
		}
	default:
		return false
	}
	for j > 0 && (s[j-1] == ' ' || s[j-1] == '\t') {
		j--
	}
	if j > 0 && (s[j-1] == '"' || s[j-1] == '\'') {
		j--
	}
	e := j
	for j > 0 && (isIdentByteAlign(s[j-1]) || s[j-1] == '-' || s[j-1] == '.') {
		j--
	}
	return e-j >= 2 && isASCIILetter(s[j])
}

// isValueByte reports whether c may stand inside a value's atom.
func isValueByte(c byte) bool {
	return isIdentByteAlign(c) || c == '.' || c == '-' || c == '/'
}
