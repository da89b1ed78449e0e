package align

// What a fix is tied to: a name of the taught line the message sets as its
// condition, the subcommand a renamed program was taught with, a second
// setting or option the message gives with it. Where the new output lacks
// it, the fix is suggested, not applied.

import (
	"strings"

	"github.com/cairnhq/cairn/internal/fold"
)

// anchorOf returns a name of code that the message gives after a word of
// condition ("from", "with", "when" …) and that stood on the taught line
// beside the wrong text, other than the wrong and the right text and their
// parts: "Starting from Rows.Count you have to go up, End(xlUp)" over
// `Cells(Rows.Count, "A").End(xlDown)`. The message ties the fix to it; a
// line without it is another case, where the wrong text may be right
// (End(xlDown) from the top of a column). Plain numbers are not names.
func anchorOf(message, teach, wrong, right string) string {
	w, r := fold.Lower(strings.TrimSpace(wrong)), fold.Lower(strings.TrimSpace(right))
	i := strings.Index(teach, strings.TrimSpace(wrong))
	if w == "" || r == "" || i < 0 {
		return ""
	}
	a, b := lineWindow(teach, i, 400)
	line := fold.Lower(teach[a:b])
	fields := strings.Fields(message)
	for k, f := range fields {
		if k == 0 || !conditionWords[fold.Lower(strings.Trim(fields[k-1], "`'\"(),;:"))] {
			continue
		}
		t := strings.Trim(f, "`'\"(),;:.!?")
		lt := fold.Lower(t)
		if len(t) < 4 || !codeToken(t) || isNumberText(t) || t[0] == '-' {
			continue
		}
		if strings.Contains(w, lt) || strings.Contains(r, lt) || strings.Contains(lt, w) || strings.Contains(lt, r) {
			continue
		}
		if containsBounded(line, lt, false) {
			return t
		}
	}
	return subjectAnchor(fields, line, w, r)
}

// subjectAnchor returns a name of code that the message gives, without a
// word of condition, and that stood on the taught line beside the wrong
// text: "give roc_auc_score the scores" over `roc_auc_score(y, clf.predict(X))`,
// "useId comes from 'react'" over `import { useId } from 'react-dom'`. Only
// names that read as code and nothing else count (subjectName); the wrong
// and right texts, the names they hold and the names that hold them do
// not, nor does a name the message writes next to either of them: it
// restates the code around the fix ("valueFrom: {secretKeyRef: …}"). The
// message speaks of the wrong text as it serves that name; elsewhere it
// may be right.
func subjectAnchor(fields []string, line, w, r string) string {
	beside := func(k int) bool {
		if k < 0 || k >= len(fields) {
			return false
		}
		f := fold.Lower(fields[k])
		t := strings.Trim(f, "`'\"(),;:.!?[]{}")
		return strings.Contains(f, r) || strings.Contains(f, w) || len(t) >= 3 && strings.Contains(r, t)
	}
	for k, f := range fields {
		if beside(k-1) || beside(k+1) {
			continue
		}
		t := strings.Trim(f, "`'\"(),;:.!?[]{}")
		t = strings.TrimSuffix(t, "()")
		lt := fold.Lower(t)
		if len(t) < 4 || !subjectName(t) {
			continue
		}
		if strings.Contains(w, lt) || strings.Contains(r, lt) || strings.Contains(lt, w) || strings.Contains(lt, r) {
			continue
		}
		if containsBounded(line, lt, false) {
			return t
		}
	}
	return ""
}

// subjectName reports whether t reads as a name of code and nothing else:
// snake_case, a dotted name of identifiers (not a file name), or camelCase
// that starts in lower case with a word of two or more letters before a
// capitalised one ("useId"; not "gRPC", "macOS" or a type, "TimeModule").
func subjectName(t string) bool {
	for i := 0; i < len(t); i++ {
		if c := t[i]; !isAlnumByte(c) && c != '_' && c != '.' {
			return false
		}
	}
	if t[0] >= '0' && t[0] <= '9' {
		return false
	}
	if strings.Contains(strings.Trim(t, "_."), "_") {
		return true
	}
	if i := strings.LastIndexByte(t, '.'); i > 0 && i < len(t)-1 {
		return !fileExtensions[fold.Lower(t[i+1:])]
	}
	if t[0] < 'a' || t[0] > 'z' {
		return false // a type or a proper name: said of the thing, seldom on its line
	}
	lower := 0
	for i := 0; i+1 < len(t); i++ {
		switch c := t[i]; {
		case c >= 'a' && c <= 'z':
			lower++
		case c >= 'A' && c <= 'Z' && lower >= 2 && t[i+1] >= 'a' && t[i+1] <= 'z':
			return true
		default:
			lower = 0
		}
	}
	return false
}

// fileExtensions end the names of files, not of code.
var fileExtensions = map[string]bool{
	"yaml": true, "yml": true, "json": true, "toml": true, "ini": true, "cfg": true, "conf": true,
	"env": true, "xml": true, "html": true, "css": true, "md": true, "txt": true, "csv": true,
	"js": true, "mjs": true, "cjs": true, "ts": true, "tsx": true, "jsx": true, "py": true,
	"go": true, "rb": true, "rs": true, "java": true, "kt": true, "swift": true, "cs": true,
	"php": true, "sh": true, "sql": true, "lock": true, "log": true, "zip": true, "gz": true,
	"tar": true, "tgz": true, "dmg": true, "pkg": true, "deb": true, "rpm": true, "jar": true,
	"apk": true, "aab": true, "ipa": true, "exe": true, "dll": true, "so": true, "pem": true,
	"key": true, "crt": true, "h5": true, "pt": true, "pkl": true, "parquet": true, "ipynb": true,
	"tf": true, "tfvars": true, "proto": true, "gradle": true, "plist": true, "service": true,
	"properties": true, "hcl": true, "ex": true, "exs": true, "vue": true, "svelte": true,
	"scss": true, "less": true, "lua": true, "c": true, "h": true, "cpp": true, "hpp": true,
	"dart": true, "tsv": true, "xlsx": true, "pdf": true, "png": true, "jpg": true, "svg": true,
}

// conditionWords lead a name the fix holds with: "starting from
// Rows.Count", "with Content-Type", "when --tty".
var conditionWords = map[string]bool{
	"from": true, "with": true, "when": true, "if": true, "after": true, "using": true,
	"via": true, "inside": true, "within": true, "under": true,
}

// lineHoldsFold reports whether the line of output around offset i holds
// name, in any letter case.
func lineHoldsFold(output string, i int, name string) bool {
	a, b := lineWindow(output, i, 400)
	return containsBounded(fold.Lower(output[a:b]), fold.Lower(name), false)
}

// otherSubcommand returns the last word of matched, a pattern's match, when
// the taught pair renames a program before a subcommand that it keeps
// ("xcrun notarytool staple" → "xcrun stapler staple") and matched gives
// the program another subcommand ("xcrun notarytool submit"): the new
// program may have no such subcommand. It returns "" otherwise.
func otherSubcommand(wrong, right, matched string) string {
	w, r, m := strings.Fields(wrong), strings.Fields(right), strings.Fields(matched)
	if len(w) < 2 || len(w) != len(r) || len(m) != len(w) {
		return ""
	}
	last := len(w) - 1
	if w[last] != r[last] || !ProgramWord(w[last]) || m[last] == w[last] {
		return ""
	}
	// The program: the first word, or the one after a launcher. In "npm
	// ci lodash" the second word is a subcommand and the last an argument.
	p := 0
	if launchers[w[0]] {
		p = 1
	}
	if p < last && w[p] != r[p] && ProgramWord(w[p]) && ProgramWord(r[p]) && (p == 0 || w[0] == r[0]) {
		return m[last]
	}
	return ""
}

// launchers run the program named after them.
var launchers = map[string]bool{
	"xcrun": true, "sudo": true, "npx": true, "bunx": true, "pnpx": true, "uvx": true, "pipx": true,
	"exec": true, "env": true, "nohup": true, "time": true,
}

// ProgramWord reports whether s is a word of lower-case letters, digits
// and '-' starting with a letter: a program or a subcommand (npm,
// docker-compose, staple).
func ProgramWord(s string) bool {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-') {
			return false
		}
	}
	return true
}

// joinedSetting returns a setting or an option that the message gives
// together with the right text and that the taught output lacks:
// `decimal="," and thousands="."` for thousands=".", `-XX:+UseZGC
// -XX:+ZGenerational` for -XX:+UseZGC. The fix is the two together; the
// right text alone leaves the line half fixed.
func joinedSetting(message, teach, right string) string {
	rc := strings.TrimSpace(right)
	if rc == "" || strings.ContainsAny(rc, " \t\n") {
		return ""
	}
	i := strings.Index(message, rc)
	if i < 0 {
		return ""
	}
	strip := func(s string) string { return strings.Trim(s, "`'\"(),;.") }
	before := strings.Fields(message[:i])
	after := strings.Fields(message[i+len(rc):])
	var cands []string
	if rc[0] == '-' && len(after) > 0 && strings.HasPrefix(after[0], "-") {
		cands = append(cands, strip(after[0])) // -XX:+UseZGC -XX:+ZGenerational
	}
	if _, _, ok := settingParts(rc); ok {
		if n := len(before); n >= 2 && strings.EqualFold(before[n-1], "and") {
			cands = append(cands, before[n-2]) // decimal="," and thousands="."
		}
		if len(after) >= 2 && strings.EqualFold(after[0], "and") {
			cands = append(cands, after[1])
		}
	}
	for _, c := range cands {
		c = strings.TrimRight(c, ".,;")
		if len(c) < 3 || strings.Contains(teach, c) {
			continue
		}
		if rc[0] == '-' && c[0] == '-' && len(c) >= 3 {
			return c
		}
		if k, _, ok := settingParts(c); ok && !strings.Contains(teach, k) {
			return c
		}
	}
	return ""
}

// caseNounReach bounds how far from an occurrence the thing a fix is for
// is looked for, in bytes each side: a few lines.
const caseNounReach = 300

// caseNounOf returns the noun of "for a X" / "on an X" / "with a X" in
// message (a word of three letters or more, not the wrong or the right
// text) when the taught output names X within caseNounReach of the wrong
// text: "For a checkbox you want e.target.checked" over an input of type
// checkbox. The message says which case the fix is for; it returns "" when
// the message names none, or when the taught output did not.
func caseNounOf(message, teach, wrong, right string) string {
	w, r := fold.Lower(strings.TrimSpace(wrong)), fold.Lower(strings.TrimSpace(right))
	i := strings.Index(teach, strings.TrimSpace(wrong))
	if w == "" || i < 0 {
		return ""
	}
	fields := strings.Fields(message)
	for k := 0; k+2 < len(fields); k++ {
		switch fold.Lower(strings.Trim(fields[k], "(,;:")) {
		case "for", "on", "with":
		default:
			continue
		}
		if a := fold.Lower(fields[k+1]); a != "a" && a != "an" {
			continue
		}
		n := strings.Trim(fields[k+2], "`'\"(),;:.!?")
		ln := fold.Lower(n)
		if len(ln) < 3 || !isLettersOnly(ln) || stop[ln] || strings.Contains(w, ln) || strings.Contains(r, ln) {
			continue
		}
		if caseNounNear(teach, i, i+len(strings.TrimSpace(wrong)), ln) {
			return ln
		}
	}
	return ""
}

// caseNounNear reports whether s names noun (or its plural), in any case,
// within caseNounReach of [start, end) (anywhere when s is shorter).
func caseNounNear(s string, start, end int, noun string) bool {
	a, b := max(0, start-caseNounReach), min(len(s), end+caseNounReach)
	win := fold.Lower(s[a:b])
	return containsBounded(win, noun, false) || containsBounded(win, noun+"s", false) || containsBounded(win, noun+"es", false)
}

// yesNoAnswer reports a taught output that answers a yes/no question: the
// question opens with an auxiliary ("Does", "Is", "Can", "Should" …) or
// the output opens with "Yes" or "No".
func yesNoAnswer(query, teach string) bool {
	first := func(s string) string {
		f := strings.Fields(s)
		if len(f) == 0 {
			return ""
		}
		return fold.Lower(strings.Trim(f[0], ",.:;!?`*"))
	}
	if yesNoOpeners[first(query)] {
		return true
	}
	switch first(teach) {
	case "yes", "no", "nope", "yep":
		return true
	}
	return false
}

// yesNoOpeners open a question answered by yes or no.
var yesNoOpeners = map[string]bool{
	"is": true, "are": true, "was": true, "were": true, "am": true, "does": true, "do": true, "did": true,
	"can": true, "could": true, "will": true, "would": true, "should": true, "shall": true, "has": true,
	"have": true, "had": true, "isn't": true, "doesn't": true, "don't": true, "won't": true, "can't": true,
	"aren't": true, "shouldn't": true, "wouldn't": true, "didn't": true, "hasn't": true, "haven't": true,
}
