package align

// The variants of a Rule: the literal wrong text, its core, and patterns
// where the arguments and operands it shares with the fix vary.

import (
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"unicode"

	"github.com/cairnhq/cairn/correction/internal/typed"
	"github.com/cairnhq/cairn/internal/fold"
)

type variant struct {
	re      *regexp.Regexp
	vars    []string // the atom each capture group stands for
	tmpl    string   // Right with \x00i\x00 for variable i
	names   []string // distinct variables, in template order
	pattern bool
	// need holds words of which one must stand in the occurrence's
	// sentence: the words a prose correction shares around its core.
	need []string
	// segs, on the segment core of a composite (the host of
	// "db:5432", the registry of "docker.io/acme/api:1.4"), holds the
	// taught composite's other segments: unless the core is specific by
	// itself, the address an occurrence stands in must share one.
	segs []string
	// segment marks the segment core of a composite: it is bounded by
	// the composite's separators, not by white space alone.
	segment bool
	// ordered marks a pattern of a call whose fix reorders arguments of
	// different kinds (argumentOrder).
	ordered bool
	// sqlFunc marks the call form of a SQL function taught by its name
	// alone ("NVL" → "COALESCE" over "NVL(a, b)"): it matches in any case
	// and is replaced in the case found.
	sqlFunc bool
	// sqlWord marks a SQL keyword taught in capitals, found in any case
	// in a line of SQL (sqlWordVariant).
	sqlWord bool
	// folded marks the spelling of a name in one case throughout
	// (caseFolds): "x-request-id" for a taught "X-Request-ID".
	folded bool
	// optValue marks the value of a taught option standing alone
	// (optionValueVariant): not an option, so not tied to a program.
	optValue bool
	// setting marks a setting found in any letter case (settingFold):
	// its first group is the key and separator as the output spells
	// them, and tmpl is the taught value that follows them.
	setting bool
}

// caseFolds returns, for a Wrong that is a name by more than its case
// (caseName: "X-Request-ID", "DATABASE_URI", "createdAt",
// "Get-WmiObject", "stg_orders_v1"), the variants that find it
// spelled all in lower or all in upper case, and
// spell Right the same way: code written in another convention (a
// header Node lowercases, SQL in lower case, an environment variable
// read as a settings field) repeats the same name; a setting's value
// keeps its case. A plain word is left
// out (its case may be the only thing that makes it a name), and so is a
// Right with white space, quotes or a variable in it, whose case cannot
// be changed without changing what it says.
func caseFolds(wrong, right string) []variant {
	var vs []variant
	for _, f := range caseSpellings(wrong, right) {
		re, err := regexp.Compile(regexp.QuoteMeta(f[0]))
		if err != nil {
			continue
		}
		vs = append(vs, variant{re: re, tmpl: f[1], folded: true})
	}
	return vs
}

// settingFold returns, for a fix that changes a setting's value under the
// same key ("storageEncrypted: false" → "storageEncrypted: true",
// "SameSite=Lax" → "SameSite=Strict", "anthropic-version: 2023-01-01" →
// "anthropic-version: 2023-06-01"), the variant that finds the setting
// with its key and its value in any letter case, either of them quoted or
// not: HTTP headers, cookie attributes, LDAP names and most configuration
// readers take either, and a model writes them either way
// ("StorageEncrypted: False", "OU=Users", "\"printWidth\": 80"). The key,
// separator and quotes stay as the output writes them; the value becomes
// the taught one.
func settingFold(wrong, right string) (variant, bool) {
	kw, vw, vr, ok := settingChange(wrong, right)
	if !ok {
		return variant{}, false
	}
	re, err := regexp.Compile(`(` + settingKeyRE(kw) + `["']?[ \t]*(?:=|:)[ \t]*["']?)(?i:` + literalRE(vw) + `)(["']?)`)
	if err != nil {
		return variant{}, false
	}
	return variant{re: re, tmpl: vr, setting: true, folded: true}, true
}

// settingKeyRE matches the key of a setting in the forms configuration
// takes it in: any case, its parts joined by '.', '-' or '_'
// ("auto.offset.reset", "AUTO_OFFSET_RESET", "auto-offset-reset"), and,
// as an environment variable, after a prefix of its program's
// ("SPRING_KAFKA_CONSUMER_AUTO_OFFSET_RESET") when the key has two parts
// or more: "model" is not the setting "SUMMARY_MODEL" names.
func settingKeyRE(key string) string {
	parts := strings.FieldsFunc(key, func(r rune) bool { return r == '.' || r == '-' || r == '_' })
	for i, p := range parts {
		parts[i] = regexp.QuoteMeta(p)
	}
	re := `(?i:` + strings.Join(parts, `[._-]`) + `)`
	if len(parts) >= 2 {
		re = `(?:[A-Za-z][A-Za-z0-9]*_)*` + re
	}
	return re
}

// settingChange splits wrong and right as settings of the same key and
// separator whose values differ: the key and the values without their
// quotes. settingFold and settingInCode make their variants of exactly
// these fixes.
func settingChange(wrong, right string) (key, vw, vr string, ok bool) {
	kw, sw, vw, ok := cutSetting(wrong)
	if !ok {
		return "", "", "", false
	}
	kr, sr, vr, ok := cutSetting(right)
	if !ok || kr != kw || sr != sw {
		return "", "", "", false
	}
	kw, vw, vr = unquote(kw), unquote(vw), unquote(vr)
	if vw == vr || vw == "" || vr == "" || strings.ContainsAny(kw+vw+vr, "\"'`\n") {
		return "", "", "", false
	}
	return kw, vw, vr, true
}

// settingInCode returns, for the same fixes as settingFold, the variant
// that finds the setting written in code as two strings, key and value
// ("Anthropic-Version", "2023-01-01" in a call; 'anthropic-version':
// '2023-01-01' in a map; headers["x-api-key"] = "…"): the key in any
// case, the value as taught inside its quotes.
func settingInCode(wrong, right string) (variant, bool) {
	kw, vw, vr, ok := settingChange(wrong, right)
	if !ok {
		return variant{}, false
	}
	re, err := regexp.Compile(`(["'](?i:` + regexp.QuoteMeta(kw) + `)["'][ \t]*(?:,|:|\][ \t]*=|=>)[ \t]*["'])` +
		regexp.QuoteMeta(vw) + `(["'])`)
	if err != nil {
		return variant{}, false
	}
	return variant{re: re, tmpl: vr, setting: true, folded: true}, true
}

// unquote strips one pair of matching quotes around s.
func unquote(s string) string {
	if len(s) >= 2 && (s[0] == '"' || s[0] == '\'') && s[len(s)-1] == s[0] {
		return s[1 : len(s)-1]
	}
	return s
}

// cutSetting splits "key: value", "key = value" or "key=value" at its
// first separator: key a name (quoted or not) of two characters or more,
// value one line, not the rest of a URL ("https://…"). A colon needs
// white space after it, or a quoted key: "label:invoices" and
// "localhost:8001" are not settings.
func cutSetting(s string) (key, sep, val string, ok bool) {
	s = strings.TrimSpace(s)
	i := strings.IndexAny(s, "=:")
	if i <= 0 || strings.Contains(s, "\n") {
		return "", "", "", false
	}
	key, sep, val = strings.TrimSpace(s[:i]), s[i:i+1], strings.TrimSpace(s[i+1:])
	if val == "" || sep == "=" && strings.HasPrefix(val, "=") {
		return "", "", "", false
	}
	name := unquote(key)
	quoted := name != key
	if sep == ":" && !quoted && (i+1 >= len(s) || s[i+1] != ' ' && s[i+1] != '\t') {
		return "", "", "", false
	}
	if len(name) < 2 || !isIdentStart(name[0]) {
		return "", "", "", false
	}
	for j := 0; j < len(name); j++ {
		if c := name[j]; !(isIdentByteAlign(c) || c == '-' || c == '.') {
			return "", "", "", false
		}
	}
	return key, sep, val, true
}

// caseSpellings returns the spellings of caseFolds: Wrong and Right all
// in lower case and all in upper case, a setting's value as taught.
func caseSpellings(wrong, right string) [][2]string {
	w, r := strings.TrimSpace(wrong), strings.TrimSpace(right)
	if len(w) < 4 || r == "" || strings.ContainsAny(w, "\t\n\"'`$") || strings.ContainsAny(r, "\t\n\"'`$") {
		return nil
	}
	if strings.Contains(w, " ") || strings.Contains(r, " ") {
		// A phrase of code in capitals ("SHOW SLAVE STATUS", "* EXCLUDE
		// (raw_payload)"): keywords of a language that reads them in any
		// case, written otherwise by another answer.
		if !keywordPhrase(w) || !keywordPhrase(r) {
			return nil
		}
	} else if !caseName(w) {
		return nil
	}
	// A setting's value keeps its case ("code_challenge_method=S256"):
	// only its key is spelled otherwise.
	kw, vw, kr, vr := w, "", r, ""
	if i := strings.IndexAny(w, "=:"); i > 0 && i < len(w)-1 {
		j := strings.IndexByte(r, w[i])
		if j <= 0 {
			return nil
		}
		kw, vw, kr, vr = w[:i], w[i:], r[:j], r[j:]
	}
	var out [][2]string
	for _, cased := range []func(string) string{strings.ToLower, strings.ToUpper} {
		fw, fr := cased(kw)+vw, cased(kr)+vr
		if fw == w || fr == fw {
			continue
		}
		out = append(out, [2]string{fw, fr})
	}
	return out
}

// keywordPhrase reports a phrase of code words with a keyword in
// capitals: every word is made of letters, digits and code punctuation,
// and one is three capital letters or more.
func keywordPhrase(s string) bool {
	caps := false
	for _, f := range strings.Fields(s) {
		for i := 0; i < len(f); i++ {
			c := f[i]
			if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.IndexByte("_*().,<>=-", c) >= 0) {
				return false
			}
		}
		if len(f) >= 3 && strings.ToUpper(f) == f && strings.IndexFunc(f, unicode.IsLetter) >= 0 && strings.Trim(f, "ABCDEFGHIJKLMNOPQRSTUVWXYZ_") == "" {
			caps = true
		}
	}
	return caps
}

// caseName reports a name whose letter case is not all it is: it holds
// a separator or a digit ("X-Request-ID", "COMPUTE_WH", "NVL(",
// "CHARSET=utf8"), or a capital after a small letter ("createdAt").
func caseName(w string) bool {
	if strings.ContainsAny(w, "-_=(.:/0123456789") {
		return true
	}
	for i := 1; i < len(w); i++ {
		if w[i] >= 'A' && w[i] <= 'Z' && w[i-1] >= 'a' && w[i-1] <= 'z' {
			return true
		}
	}
	return false
}

// sqlFuncVariant returns, for a Wrong and Right that are names in
// capitals and a taught output that calls Wrong ("NVL(…)"), the variant
// that finds the call in any case: SQL's function names are not case
// sensitive ("nvl(display_name, email)").
func sqlFuncVariant(wrong, right, teach string) (variant, bool) {
	w, r := strings.TrimSpace(wrong), strings.TrimSpace(right)
	if len(w) < 3 || !capsName(w) || !capsName(r) || !strings.Contains(teach, w+"(") {
		return variant{}, false
	}
	v, err := buildVariant(w+"(", r+"(", nil)
	if err != nil {
		return variant{}, false
	}
	re, err := regexp.Compile("(?i)" + v.re.String())
	if err != nil {
		return variant{}, false
	}
	v.re, v.sqlFunc = re, true
	return v, true
}

// sqlWordVariant returns, for a Wrong and Right that are words in
// capitals and a taught output that writes Wrong in a SQL statement of
// capitals ("SHOW SLAVE STATUS"), the variant that finds the word in any
// case in a line of SQL ("show slave status\G"): SQL's keywords are not
// case sensitive. The line must hold another SQL word, so the same word
// in prose or in a name is left alone. The words that make a statement's
// structure (SELECT, COLUMN, EXPLAIN) are left out on either side.
func sqlWordVariant(wrong, right, teach string) (variant, bool) {
	w, r := strings.TrimSpace(wrong), strings.TrimSpace(right)
	if len(w) < 3 || !capsName(w) || !capsName(r) || strings.ContainsAny(w, "0123456789") {
		return variant{}, false
	}
	if sqlWords[w] || sqlKeywords[w] || sqlStatements[w] || sqlWords[r] || sqlKeywords[r] || sqlStatements[r] {
		// A statement's own keyword ("EXPLAIN" → "ROLLBACK", "COLUMN" →
		// "ALGORITHM") is a piece of a larger fix, not a name to swap.
		return variant{}, false
	}
	if strings.Contains(teach, w+"(") {
		return variant{}, false // a function: sqlFuncVariant's, and a bare name of one is a guess
	}
	word := regexp.MustCompile(`\b` + regexp.QuoteMeta(w) + `\b`)
	taught := false
	for _, m := range word.FindAllStringIndex(teach, maxTaughtOccurrences) {
		a, b := lineWindow(teach, m[0], 200)
		if sqlLine(teach[a:b], w, false) {
			taught = true
			break
		}
	}
	if !taught {
		return variant{}, false
	}
	re, err := regexp.Compile(`(?i)\b` + regexp.QuoteMeta(w) + `\b`)
	if err != nil {
		return variant{}, false
	}
	return variant{re: re, tmpl: r, sqlFunc: true, sqlWord: true}, true
}

// sqlLine reports a line holding a SQL word besides skip: any SQL word
// in capitals, or, when anyCase, a statement's first word in any case
// ("select", "show", "alter"), since "in" and "on" are English too.
func sqlLine(line, skip string, anyCase bool) bool {
	for _, f := range strings.FieldsFunc(line, func(r rune) bool { return !(r == '_' || unicode.IsLetter(r)) }) {
		u := strings.ToUpper(f)
		if u == strings.ToUpper(skip) {
			continue
		}
		if f == u && (sqlWords[u] || sqlKeywords[u] || sqlStatements[u]) || anyCase && (sqlStatements[u] || sqlVerbs[u]) {
			return true
		}
	}
	return false
}

// sqlVerbs begin the statements that change or read data and schema.
var sqlVerbs = map[string]bool{
	"SELECT": true, "INSERT": true, "UPDATE": true, "DELETE": true, "CREATE": true, "ALTER": true, "DROP": true,
}

// sqlLineAt reports whether s[start:end] stands in code, in a line of
// SQL.
func sqlLineAt(t *Text, start, end int) bool {
	a, b := lineWindow(t.Output, start, 200)
	return t.inCode(start) && sqlLine(t.Output[a:b], t.Output[start:end], true)
}

// sqlStatements are the first words of SQL statements that sqlKeywords
// leaves out: administration ("SHOW SLAVE STATUS", "EXPLAIN ANALYZE").
var sqlStatements = map[string]bool{
	"SHOW": true, "EXPLAIN": true, "ANALYZE": true, "GRANT": true, "REVOKE": true, "START": true,
	"STOP": true, "RESET": true, "FLUSH": true, "PURGE": true, "STATUS": true, "EXTENSION": true,
}

// isDigits reports a non-empty run of ASCII digits.
func isDigits(s string) bool {
	return s != "" && strings.Trim(s, "0123456789") == ""
}

// capsName reports a name in capitals, digits and '_' ("NVL", "DATE_ADD").
func capsName(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; !(c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_') {
			return false
		}
	}
	return s != "" && s[0] >= 'A' && s[0] <= 'Z'
}

// escapeOnly reports whether right is wrong with backslash escapes added
// or removed (a key's dots escaped for helm's --set, "v1.2" → "v1\.2" in a
// regular expression): the escape is right in the syntax it was taught
// in, and no segment of the text is a mistake anywhere else.
func escapeOnly(wrong, right string) bool {
	return wrong != right && strings.ReplaceAll(wrong, `\`, "") == strings.ReplaceAll(right, `\`, "")
}

// segmentCore narrows a composite value (host:port, a registry path, a
// URL) to the segment its fix changes: "db-staging.internal:5432" →
// "pg-stg-01.acme.internal:5432" changes the host, and the host stands
// without its port elsewhere. The common prefix and suffix are cut at
// separators. It returns the core pair and the taught composite's other
// segments.
func segmentCore(wrong, right string) (wc, rc string, segs []string, ok bool) {
	wrong, right = strings.TrimSpace(wrong), strings.TrimSpace(right)
	if escapeOnly(wrong, right) {
		return "", "", nil, false
	}
	// A setting whose value is a path ("mountPath: /etc/orbit.yaml" →
	// "mountPath: /etc/orbit/config.yaml"): the path is the mistake
	// wherever it stands ("-v ./config.yaml:/etc/orbit.yaml").
	if kw, vw, okw := settingParts(wrong); okw {
		if kr, vr, okr := settingParts(right); okr && kw == kr && vw != vr && strings.HasPrefix(vw, "/") &&
			strings.HasPrefix(vr, "/") && specificValue(vw) {
			return vw, vr, nil, true
		}
		// Any value of a setting that names one thing by itself (an
		// address, a bucket, a qualified name: "baseURL:
		// 'https://staging.shop.dev'", "bucket: acme-prod-uploads") is
		// the mistake under another key too (UV_INDEX=…, s3://…/):
		// its own core, narrowed as an address is.
		if kr, vr, okr := settingParts(right); okr && kw == kr {
			vw, vr = strings.Trim(vw, "'\"`,;"), strings.Trim(vr, "'\"`,;")
			if vw != vr && specificValue(vw) && vr != "" {
				if wc, rc, segs, ok := segmentCore(vw, vr); ok {
					return wc, rc, segs, true
				}
				return vw, vr, nil, true
			}
		}
	}
	if strings.ContainsAny(wrong, " \t\n") || strings.ContainsAny(right, " \t\n") || wrong == right {
		return "", "", nil, false
	}
	// A dotted name of code ("Microsoft.EntityFrameworkCore.PostgreSQL",
	// a namespace, a package) is one name: its first part is not a host
	// label that stands for itself in every other name that shares a part.
	if !strings.ContainsAny(wrong, "/:@") && strings.Contains(wrong, ".") && fold.Lower(wrong) != wrong {
		return "", "", nil, false
	}
	p, q := segmentCut(wrong, right)
	if p+q == 0 {
		return "", "", nil, false
	}
	// A host that gains or loses a label inside an address is the host,
	// whole: "grafana.acme.io" → "grafana.internal.acme.io", not "acme" →
	// "internal.acme".
	if hw, hr := hostOf(fold.Lower(wrong)), hostOf(fold.Lower(right)); hw != "" && hr != "" && hw != hr &&
		strings.Count(hw, ".") != strings.Count(hr, ".") {
		if i := strings.Index(fold.Lower(wrong), hw); i >= 0 && i <= p && i+len(hw) >= len(wrong)-q &&
			fold.Lower(wrong[:i])+hr+fold.Lower(wrong[i+len(hw):]) == fold.Lower(right) {
			p, q = i, len(wrong)-i-len(hw)
		}
	}
	// A host's last labels changed ("staging.acme.shop" → "staging.acme.dev")
	// are the host, whole: "shop" alone stands in every other host of
	// that domain.
	if hw := hostOf(fold.Lower(wrong)); hw != "" && len(hw) < len(wrong) {
		if i := strings.Index(fold.Lower(wrong), hw); i >= 0 && p > i && p < i+len(hw) && len(wrong)-q >= i+len(hw) &&
			strings.LastIndexByte(hw, '.') < p-i {
			if hr := hostOf(fold.Lower(right)); hr != "" && strings.EqualFold(wrong[:i], right[:min(i, len(right))]) {
				p, q = i, len(wrong)-i-len(hw)
				if rEnd := len(right) - q; rEnd < p || !strings.EqualFold(right[p:rEnd], hr) {
					return "", "", nil, false
				}
			}
		}
	}
	// A port changed alone is the port of its host: "localhost:6379" of
	// "redis://localhost:6379/0" → "redis://localhost:6380/0".
	if p > 1 && wrong[p-1] == ':' && isDigits(wrong[p:len(wrong)-q]) && isDigits(right[p:len(right)-q]) && len(wrong)-q-p <= 5 {
		h := p - 1
		for h > 0 && strings.IndexByte("/@", wrong[h-1]) < 0 {
			h--
		}
		if h < p-1 && strings.IndexFunc(wrong[h:p-1], unicode.IsLetter) >= 0 && !strings.Contains(wrong[h:p-1], ":") && (h > 0 || q > 0) {
			p = h
		}
	}
	wc, rc = wrong[p:len(wrong)-q], right[p:len(right)-q]
	if i := strings.IndexByte(wc, '/'); i > 0 && strings.Contains(wc[:i], ".") && !strings.Contains(rc, "/") {
		// "acme.io/healthz" → "staging.acme.io": a piece of a host with
		// a path for a host is no segment of either.
		return "", "", nil, false
	}
	// A file path whose change is a plain word ("/etc/acme/api.yaml" →
	// "/etc/acme/api/config.yaml"): the word stands in every host and
	// image of that name (api.acme.dev); the path is matched whole.
	if (strings.HasPrefix(wrong, "/") || strings.HasPrefix(wrong, "./") || strings.HasPrefix(wrong, "~/")) && isLettersOnly(wc) {
		// The file's name changed, its directory kept
		// ("/etc/letsencrypt/live/api.acme.io/cert.pem" → …/fullchain.pem):
		// the file, name and extension, is the mistake in the same tree
		// under another host's directory, where the address shares a
		// directory of the taught one beside the system's own.
		if f, g := fileName(wrong), fileName(right); p == len(wrong)-len(f) && p == len(right)-len(g) && fileArgument(f) && fileArgument(g) {
			var segs []string
			for _, sg := range strings.FieldsFunc(wrong[:p], func(r rune) bool { return strings.ContainsRune(segmentSeps, r) }) {
				if len(sg) >= 3 && strings.IndexFunc(sg, unicode.IsLetter) >= 0 && !stop[fold.Lower(sg)] && !systemDirs[sg] {
					segs = append(segs, sg)
				}
			}
			if len(segs) > 0 {
				return f, g, segs, true
			}
		}
		return "", "", nil, false
	}
	// An id of many digits (an account, "418295730060") names one thing
	// wherever it stands.
	longID := len(wc) >= 8 && isDigits(wc) && isDigits(rc) && len(rc) == len(wc)
	if !longID && (len(wc) < 3 || len(rc) < 3 || strings.IndexFunc(wc, unicode.IsLetter) < 0 || strings.IndexFunc(rc, unicode.IsLetter) < 0) {
		return "", "", nil, false // a port or a number alone says too little
	}
	if relativePath(wrong) && q == 0 && p > 1 && wrong[p-1] == '/' && isLettersOnly(wc) {
		// The last segment of a path of plain segments, a plain word
		// ("apps/orders/overlays/prod" → …/live): the word stands in any
		// other path or name ("halden/orders/prod"), so the segment before
		// it ("overlays") must stand in the occurrence's address too.
		parent := wrong[strings.LastIndexByte(wrong[:p-1], '/')+1 : p-1]
		if len(parent) < 2 {
			return "", "", nil, false
		}
		return wc, rc, []string{parent}, true
	}
	for _, sg := range strings.FieldsFunc(wrong[:p]+"/"+wrong[len(wrong)-q:], func(r rune) bool { return strings.ContainsRune(segmentSeps, r) }) {
		if strings.HasSuffix(wrong, "."+sg) && strings.Contains(wrong, "/") {
			continue // a file's extension ("php" of app/etc/config.php) says only its type
		}
		if len(sg) >= 3 && strings.IndexFunc(sg, unicode.IsLetter) >= 0 && !stop[fold.Lower(sg)] {
			segs = append(segs, sg)
		}
	}
	return wc, rc, segs, true
}

// quotedPairs returns, for a key/value pair taught with a bare value
// ("code_challenge_method=plain", "mode: fast"), the same pair with the
// value in double and in single quotes, each with its fix quoted alike:
// a keyword argument or a YAML string writes the same setting so.
func quotedPairs(wrong, right string) [][2]string {
	kw, vw, okw := settingParts(wrong)
	kr, vr, okr := settingParts(right)
	if !okw || !okr || kw != kr || vw == vr || strings.ContainsAny(vw+vr, "\"'`") || !isIdentText(strings.NewReplacer("-", "_", ".", "_").Replace(vw)) {
		return nil
	}
	w, r := strings.TrimSpace(wrong), strings.TrimSpace(right)
	sep := w[len(kw) : len(w)-len(vw)] // "=", ": ", " = "
	if w[len(w)-len(vw):] != vw || !strings.HasPrefix(r, kw+sep) || r[len(kw)+len(sep):] != vr {
		return nil
	}
	var out [][2]string
	for _, q := range []string{`"`, "'"} {
		out = append(out, [2]string{kw + sep + q + vw + q, kr + sep + q + vr + q})
	}
	return out
}

// fileName returns what follows the last '/' of s.
func fileName(s string) string {
	return s[strings.LastIndexByte(s, '/')+1:]
}

// systemDirs are directories of every system's tree: sharing one says
// nothing of whose file it is.
var systemDirs = map[string]bool{"etc": true, "usr": true, "var": true, "lib": true, "opt": true, "home": true,
	"srv": true, "tmp": true, "local": true, "share": true, "bin": true, "sbin": true, "run": true, "root": true}

// relativePath reports a path of plain segments ("apps/orders/overlays/prod"):
// a '/', and no scheme, port, user or host before the first '/'.
func relativePath(s string) bool {
	i := strings.IndexByte(s, '/')
	return i > 0 && !strings.ContainsAny(s, ":@ \t\n") && !strings.Contains(s[:i], ".")
}

// settingParts splits "key: value" or "key=value" into its key and value.
func settingParts(s string) (key, value string, ok bool) {
	i := strings.IndexAny(s, ":=")
	if i <= 0 {
		return "", "", false
	}
	key, value = strings.TrimSpace(s[:i]), strings.TrimSpace(s[i+1:])
	if key == "" || value == "" || strings.HasPrefix(value, "//") || !isIdentText(strings.NewReplacer("-", "_", ".", "_").Replace(key)) || strings.ContainsAny(value, " \t") {
		return "", "", false
	}
	return key, value, true
}

// segmentBounded reports whether output[start:end] is whole segments of
// an address: no letter, digit, '-' or '_' right before or after it.
func segmentBounded(output string, start, end int) bool {
	joined := func(c byte) bool {
		return c == '-' || c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
	}
	return (start == 0 || !joined(output[start-1])) && (end == len(output) || !joined(output[end]))
}

// addressAround returns the run of non-space text around output[start:end]
// (the address a segment stands in), trimmed of the punctuation that
// quotes it.
func addressAround(output string, start, end int) string {
	a, b := start, end
	for a > 0 && !strings.ContainsRune(" \t\n`'\"(", rune(output[a-1])) {
		a--
	}
	for b < len(output) && !strings.ContainsRune(" \t\n`'\")", rune(output[b])) {
		b++
	}
	return output[a:b]
}

// coreVariant narrows a prose correction to the value it changes: "defaults
// to INFO" → "defaults to WARNING" finds "INFO" in a sentence that says
// "default" too ("It's INFO by default.").
func coreVariant(wrong, right string) (variant, bool) {
	if strong(wrong) || !strings.Contains(strings.TrimSpace(wrong), " ") {
		return variant{}, false
	}
	wf, rf := strings.Fields(wrong), strings.Fields(right)
	prose := false
	for _, w := range wf {
		if stop[fold.Lower(w)] {
			prose = true
		}
	}
	if !prose {
		return variant{}, false
	}
	p := 0
	for p < len(wf) && p < len(rf) && wf[p] == rf[p] {
		p++
	}
	q := 0
	for q < len(wf)-p && q < len(rf)-p && wf[len(wf)-1-q] == rf[len(rf)-1-q] {
		q++
	}
	if p+q == 0 || p+q >= len(wf) || p+q >= len(rf) {
		return variant{}, false
	}
	wc := strings.Join(wf[p:len(wf)-q], " ")
	rc := strings.Join(rf[p:len(rf)-q], " ")
	shared := append(append([]string{}, wf[:p]...), wf[len(wf)-q:]...)
	var need []string
	for _, w := range words(strings.Join(shared, " ")) {
		need = append(need, w.Stem)
	}
	if len(need) == 0 || len(wc) < 2 || strings.Contains(wc, " ") {
		return variant{}, false
	}
	switch classify(wc) {
	case Word, Ident, Number, Version:
	default:
		return variant{}, false
	}
	v, err := buildVariant(wc, rc, nil)
	if strings.HasPrefix(v.re.String(), "(?i)") {
		v.re = regexp.MustCompile(strings.TrimPrefix(v.re.String(), "(?i)"))
	}
	if err != nil {
		return variant{}, false
	}
	v.need = need
	return v, true
}

// bound reports whether the code of s binds name: a parameter or loop
// variable ("(row, i) =>", "for u in", "const x =").
func bound(s, name string) bool {
	for i := 0; ; {
		k := strings.Index(s[i:], name)
		if k < 0 {
			return false
		}
		k += i
		i = k + len(name)
		if !Bounded(s, k, i) {
			continue
		}
		before := strings.TrimRight(s[:k], " ")
		after := strings.TrimLeft(s[i:], " ")
		switch {
		case strings.HasSuffix(before, "(") && (strings.HasPrefix(after, ",") || strings.HasPrefix(after, ")")):
			return true
		case strings.HasSuffix(before, ",") && strings.HasPrefix(after, ")"):
			return true
		case strings.HasPrefix(after, ":=") || strings.HasPrefix(after, "=>"):
			return true
		case strings.HasSuffix(before, "for") || strings.HasSuffix(before, "const") || strings.HasSuffix(before, "let") || strings.HasSuffix(before, "var"):
			return true
		}
	}
}

// strong reports whether wrong carries its own context.
func strong(wrong string) bool {
	w := strings.TrimSpace(wrong)
	if k, ok := settingKey(w); ok && genericKeys[fold.Lower(k)] {
		return false // "<version>3.3.1</version>", "version: 2": any artifact's version, not one mistake
	}
	if strings.Contains(w, "(") && strings.Contains(w, ")") {
		return true
	}
	vals := Values(w)
	for _, v := range vals {
		if v.Kind == Pair || v.Kind == Cron || v.Kind == Call {
			return true
		}
	}
	atoms := 0
	for _, v := range vals {
		if v.Kind != Quoted && v.Inner != "part" {
			atoms++
		}
	}
	if atoms >= 2 && strings.ContainsAny(w, "=<>*{}[]|&") {
		return true
	}
	if atoms >= 3 && len(w) >= 20 {
		prose := false
		for _, f := range strings.Fields(w) {
			if stop[f] {
				prose = true
			}
		}
		if !prose {
			return true
		}
	}
	k := classify(w)
	return atoms == 1 && len(w) >= 10 && k != Word && k != Number && k != Version && k != Flag
}

// genericKeys name a setting every artifact has: its value is a mistake
// only of the artifact the taught output set it for.
var genericKeys = map[string]bool{"version": true, "value": true, "name": true, "id": true, "type": true,
	"enabled": true, "default": true, "tag": true}

// settingKey returns the key of w when w is one setting: an XML element
// with a value ("<version>3.3.1</version>"), "key: value" or "key=value".
func settingKey(w string) (string, bool) {
	if strings.HasPrefix(w, "<") && strings.HasSuffix(w, ">") {
		i := strings.IndexByte(w, '>')
		name := w[1:i]
		if i > 1 && isIdentText(strings.NewReplacer("-", "_", ".", "_", ":", "_").Replace(name)) && strings.HasSuffix(w, "</"+name+">") &&
			!strings.ContainsAny(w[i+1:len(w)-len(name)-3], "<>\n") {
			return name, true
		}
		return "", false
	}
	if k, _, ok := settingParts(w); ok {
		return k, true
	}
	return "", false
}

var keywords = map[string]bool{
	"true": true, "false": true, "none": true, "null": true, "nil": true, "self": true, "this": true,
	"return": true, "if": true, "else": true, "for": true, "func": true, "def": true, "const": true,
	"let": true, "var": true, "new": true, "await": true, "async": true, "import": true, "from": true,
	"go": true, "defer": true, "yield": true, "static": true, "final": true,
}

// variableSets returns the atoms of wrong that may vary in a recurrence:
// operands and arguments that right repeats. Each set leaves a literal
// anchor of three letters or more.
func variableSets(wrong, right string) [][]string {
	if h := hostOf(strings.TrimSpace(wrong)); h != "" && domainName(h) {
		// An address names one machine: "api.example.dev" is no
		// receiver, and another host around it is another machine.
		return nil
	}
	vals := Values(wrong)
	var quotes [][2]int
	for _, v := range vals {
		if v.Kind == Quoted {
			quotes = append(quotes, [2]int{v.Start, v.End})
		}
	}
	inQuote := func(v Value) bool {
		for _, q := range quotes {
			if v.Kind != Quoted && v.Start > q[0] && v.End < q[1] {
				return true
			}
		}
		return false
	}
	var idents []string
	var strs []string
	seen := map[string]bool{}
	for _, v := range vals {
		if v.Inner == "part" || seen[v.Text] || inQuote(v) {
			continue
		}
		switch v.Kind {
		case Quoted:
			if strings.Contains(right, v.Text) && argPosition(wrong, v) && len(v.Inner) > 1 {
				// A string the fix keeps: open('report.csv', 'w') taught,
				// open('out.csv', 'w') found.
				seen[v.Text] = true
				strs = append(strs, v.Text)
				continue
			}
			if !strings.Contains(right, v.Text) && len(Values(v.Inner)) > 0 {
				for _, q := range Values(right) {
					if q.Kind == Quoted && sharesWord(q.Inner, v.Inner) {
						seen[v.Text] = true
						strs = append(strs, v.Text)
						break
					}
				}
			}
			continue
		case Number:
			// A number the fix keeps, as a call's argument:
			// pg_terminate_backend(48213) taught, (51007) found.
			if containsBounded(right, v.Text, false) && argPosition(wrong, v) && insideParens(wrong, v) {
				seen[v.Text] = true
				idents = append(idents, v.Text)
			}
			continue
		case Ident, Word, Dotted:
		default:
			continue
		}
		lw := fold.Lower(v.Text)
		if stop[lw] || keywords[lw] || sqlWords[v.Text] {
			continue
		}
		if v.End < len(wrong) && (wrong[v.End] == '(' || wrong[v.End] == '=' || wrong[v.End] == ':') {
			continue
		}
		if v.Start > 0 && (wrong[v.Start-1] == '.') {
			continue
		}
		// The receiver of a method the fix keeps: df.repartition(1) taught,
		// summary.repartition(1) found.
		receiver := v.Start == 0 && v.End < len(wrong) && wrong[v.End] == '.' && strings.HasPrefix(right, v.Text+".") && !dashedSettingKey(wrong)
		if !containsBounded(right, v.Text, false) || !argPosition(wrong, v) && !receiver {
			continue
		}
		seen[v.Text] = true
		idents = append(idents, v.Text)
	}
	// The receiver of a method the fix keeps: df.repartition(1) taught,
	// summary.repartition(1) found.
	// A dotted setting ("server.context-path") has no receiver: its first
	// segment is part of the setting's name.
	if i := strings.IndexByte(wrong, '.'); i > 0 && strings.HasPrefix(right, wrong[:i+1]) && !dashedSettingKey(wrong) {
		recv := wrong[:i]
		if isIdentText(recv) && !stop[fold.Lower(recv)] && !keywords[fold.Lower(recv)] && !seen[recv] {
			seen[recv] = true
			idents = append(idents, recv)
		}
	}
	// The number of a numbered name whose prefix the fix changes
	// ("PLT-482" → "PLAT-482"): the prefix is the mistake, the number
	// one instance of it (PLT-517).
	if n := numberedName(wrong, right); n != "" && !seen[n] {
		seen[n] = true
		idents = append(idents, n)
	}
	var sets [][]string
	addSet := func(s []string) {
		if len(s) > 0 && hasAnchor(wrong, s) && len(sets) < 4 {
			sets = append(sets, s)
		}
	}
	for _, id := range idents {
		addSet([]string{id})
	}
	for _, st := range strs {
		addSet([]string{st})
		for _, id := range idents {
			addSet([]string{st, id})
		}
	}
	return sets
}

// numberedName returns the number of wrong when wrong and right are the
// same numbered name with other prefixes, letters, a '-' or '_', digits
// ("PLT-482" and "PLAT-482"), or "".
func numberedName(wrong, right string) string {
	split := func(s string) (prefix, num string, ok bool) {
		i := strings.LastIndexAny(s, "-_")
		if i <= 0 || i == len(s)-1 {
			return "", "", false
		}
		prefix, num = s[:i+1], s[i+1:]
		if strings.Trim(num, "0123456789") != "" || strings.Trim(prefix[:i], "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz") != "" {
			return "", "", false
		}
		return prefix, num, true
	}
	wp, wn, ok := split(strings.TrimSpace(wrong))
	rp, rn, rok := split(strings.TrimSpace(right))
	if !ok || !rok || wn != rn || wp == rp || wp[len(wp)-1] != rp[len(rp)-1] {
		return ""
	}
	return wn
}

func isIdentText(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' && i > 0) {
			return false
		}
	}
	return true
}

// insideParens reports whether v stands inside round brackets of wrong.
func insideParens(wrong string, v Value) bool {
	depth := 0
	for i := 0; i < v.Start; i++ {
		switch wrong[i] {
		case '(':
			depth++
		case ')':
			depth--
		}
	}
	return depth > 0
}

// argPosition reports whether v stands where a recurrence may put another
// name: inside the brackets of a call or literal, beside a comparison or
// assignment operator, or as the last word of a command line ("npm ci
// lodash").
func argPosition(wrong string, v Value) bool {
	depth := 0
	for i := 0; i < v.Start; i++ {
		switch wrong[i] {
		case '(', '[':
			depth++
		case ')', ']':
			depth--
		}
	}
	if depth > 0 {
		return true
	}
	before := strings.TrimRight(wrong[:v.Start], " ")
	after := strings.TrimLeft(wrong[v.End:], " ")
	for _, op := range []string{"==", "!=", "===", "!==", "<=", ">=", " < ", " > "} {
		if strings.HasSuffix(before+" ", op) || strings.HasSuffix(before, strings.TrimSpace(op)) || strings.HasPrefix(" "+after, op) || strings.HasPrefix(after, strings.TrimSpace(op)) {
			return true
		}
	}
	f := strings.Fields(wrong)
	return len(f) >= 3 && v.End == len(strings.TrimRight(wrong, " ")) && !strings.ContainsAny(wrong, "(){}[]=<>;")
}

func sharesWord(a, b string) bool {
	wa := stemSet(words(a))
	for _, w := range words(b) {
		if wa[w.Stem] {
			return true
		}
	}
	return false
}

// hasAnchor reports whether wrong keeps, besides vars, a distinctive
// literal: a name with structure (dotted, camelCase, snake_case, a flag or
// path) or two words of three letters or more. A pattern such as
// "string(x)" or "x == expected" would match too much.
func hasAnchor(wrong string, vars []string) bool {
	isVar := map[string]bool{}
	for _, v := range vars {
		isVar[v] = true
	}
	words := 0
	vals := Values(wrong)
	for _, v := range vals {
		if v.Kind != Quoted {
			inside := false
			for _, q := range vals {
				if q.Kind == Quoted && v.Start > q.Start && v.End < q.End {
					inside = true
				}
			}
			if inside {
				continue
			}
		}
		if v.Inner == "part" || v.Kind == Quoted || isVar[v.Text] || v.Kind == Call || v.Kind == Pair || v.Kind == Code {
			continue
		}
		letters := 0
		for _, r := range v.Text {
			if unicode.IsLetter(r) {
				letters++
			}
		}
		if letters < 2 {
			continue
		}
		if v.Kind != Word && letters >= 3 {
			return true
		}
		words++
	}
	return words >= 2
}

func isNumberText(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if (s[i] < '0' || s[i] > '9') && s[i] != '.' {
			return false
		}
	}
	return true
}

// buildVariant compiles wrong with the given atoms as variables.
func buildVariant(wrong, right string, vars []string) (variant, error) {
	type occ struct {
		start, end int
		name       string
	}
	var occs []occ
	for _, name := range vars {
		for i := 0; ; {
			k := strings.Index(wrong[i:], name)
			if k < 0 {
				break
			}
			k += i
			if name[0] == '"' || name[0] == '\'' || Bounded(wrong, k, k+len(name)) || receiverAt(wrong, k, k+len(name)) ||
				k > 0 && (wrong[k-1] == '-' || wrong[k-1] == '_') && k+len(name) == len(wrong) && isNumberText(name) {
				occs = append(occs, occ{k, k + len(name), name})
			}
			i = k + len(name)
		}
	}
	sort.Slice(occs, func(i, j int) bool { return occs[i].start < occs[j].start })
	var b strings.Builder
	anyCase := len(vars) == 0 && foldable(wrong)
	if anyCase {
		b.WriteString("(?i)")
	}
	var groups []string
	last := 0
	for _, o := range occs {
		if o.start < last {
			continue
		}
		b.WriteString(literalRE(wrong[last:o.start]))
		switch {
		case o.name[0] == '"' || o.name[0] == '\'':
			b.WriteString(stringVar)
		case isNumberText(o.name):
			b.WriteString(numberVar)
		default:
			b.WriteString(identVar)
		}
		groups = append(groups, o.name)
		last = o.end
	}
	b.WriteString(literalRE(wrong[last:]))
	re, err := regexp.Compile(b.String())
	if err != nil {
		return variant{}, err
	}
	tmpl := right
	var names []string
	for i, name := range vars {
		ph := fmt.Sprintf("\x00%d\x00", i)
		if name[0] == '"' || name[0] == '\'' {
			// The string of right that shares words with the taught one.
			for _, q := range Values(right) {
				if q.Kind == Quoted && sharesWord(q.Inner, name[1:len(name)-1]) {
					tmpl = strings.Replace(tmpl, q.Text, ph, 1)
					break
				}
			}
		} else {
			tmpl = replaceBounded(tmpl, name, ph)
			if !strings.Contains(tmpl, ph) && isNumberText(name) && (strings.HasSuffix(tmpl, "-"+name) || strings.HasSuffix(tmpl, "_"+name)) {
				tmpl = tmpl[:len(tmpl)-len(name)] + ph // a numbered name's number
			}
		}
		names = append(names, name)
	}
	return variant{re: re, vars: groups, tmpl: tmpl, names: names}, nil
}

// foldable reports whether wrong may match regardless of letter case: a
// lower-case name or phrase of plain words.
func foldable(wrong string) bool {
	if sqlCall(wrong) || sqlText(wrong) {
		return true
	}
	for _, r := range wrong {
		if unicode.IsUpper(r) {
			return false
		}
		if !(unicode.IsLetter(r) || unicode.IsDigit(r) || r == ' ' || r == '-') {
			return false
		}
	}
	return true
}

// sqlCall reports a SQL function call in capitals ("DATEADD(day, 7,
// order_date)", "ISNULL(discount, 0)"): SQL does not care about the case
// of its function names, so neither does the match.
func sqlCall(wrong string) bool {
	i := strings.IndexByte(wrong, '(')
	if i < 3 || !strings.HasSuffix(strings.TrimSpace(wrong), ")") {
		return false
	}
	name := wrong[:i]
	for _, r := range name {
		if !(unicode.IsUpper(r) || r == '_' || unicode.IsDigit(r)) {
			return false
		}
	}
	return true
}

// SameSQL reports a pair that only changes the letter case of SQL
// ("NOW()" → "now()", "SELECT … LIMIT" → "select … limit"): SQL reads
// both the same, so the pair fixes nothing and must not be applied.
func SameSQL(wrong, right string) bool {
	w, r := strings.TrimSpace(wrong), strings.TrimSpace(right)
	if w == r || !strings.EqualFold(w, r) {
		return false
	}
	return sqlCall(w) || sqlCall(r) || sqlText(w) || sqlText(r) || sqlKeywords[strings.ToUpper(w)] || sqlWords[strings.ToUpper(w)]
}

// matchCase spells repl in the case of matched when the match is a lower
// case spelling of a capitalised SQL call or statement: "date_add(order_date,
// interval 7 day)" for "dateadd(…)", "utf8mb4 collate utf8mb4_bin" for
// "utf8 collate utf8_bin".
func matchCase(matched, repl string) string {
	i := strings.IndexByte(matched, '(')
	if i < 0 {
		i = len(matched)
	}
	if i == 0 || fold.Lower(matched[:i]) != matched[:i] {
		return repl
	}
	return capsWord.ReplaceAllStringFunc(repl, strings.ToLower)
}

// sqlText reports SQL of two words or more written with its keywords in
// capitals ("utf8 COLLATE utf8_bin", "BEGIN; CREATE INDEX …"): every word
// in capitals is a keyword or a function, so the text matches in any
// case, as SQL reads it.
func sqlText(wrong string) bool {
	fields := strings.Fields(wrong)
	if len(fields) < 2 {
		return false
	}
	keyword := false
	for _, loc := range capsWord.FindAllStringIndex(wrong, -1) {
		w := wrong[loc[0]:loc[1]]
		switch {
		case sqlWords[w] || sqlKeywords[w]:
			keyword = true
		case loc[1] < len(wrong) && wrong[loc[1]] == '(':
			// a function
		default:
			return false // a constant or a variable: its case is its name
		}
	}
	return keyword
}

// sqlKeywords are keywords of SQL statements, besides sqlWords.
var sqlKeywords = map[string]bool{
	"ADD": true, "ALTER": true, "ASC": true, "BEGIN": true, "CASCADE": true, "CHARACTER": true,
	"CHECK": true, "COLLATE": true, "COLUMN": true, "COMMIT": true, "CONCURRENTLY": true,
	"CONSTRAINT": true, "CREATE": true, "DEFAULT": true, "DELETE": true, "DESC": true,
	"DISTINCT": true, "DROP": true, "EXISTS": true, "FOREIGN": true, "HAVING": true, "IF": true,
	"INDEX": true, "INSERT": true, "INTERVAL": true, "INTO": true, "KEY": true, "PRIMARY": true,
	"REFERENCES": true, "RETURNING": true, "ROLLBACK": true, "TABLE": true, "TRANSACTION": true,
	"TRUNCATE": true, "UNION": true, "UNIQUE": true, "UPDATE": true, "USING": true, "VACUUM": true,
	"VIEW": true, "WITH": true,
}

var capsWord = regexp.MustCompile(`\b[A-Z][A-Z_0-9]+\b`)

// literalRE quotes s for a regular expression, letting any run of white
// space match any other.
func literalRE(s string) string {
	var b strings.Builder
	inSpace := false
	for _, r := range s {
		if unicode.IsSpace(r) {
			if !inSpace {
				b.WriteString(`\s+`)
			}
			inSpace = true
			continue
		}
		inSpace = false
		b.WriteString(regexp.QuoteMeta(string(r)))
	}
	return b.String()
}

// receiverAt reports whether s[start:end] is the receiver of a method
// call or field: a whole name at a word start, followed by '.' and a name
// ("df" of "df.repartition(1)").
func receiverAt(s string, start, end int) bool {
	if start > 0 && (isIdentByteV(s[start-1]) || s[start-1] == '.') {
		return false
	}
	return end+1 < len(s) && s[end] == '.' && isIdentByteV(s[end+1])
}

func isIdentByteV(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

func replaceBounded(s, name, repl string) string {
	var b strings.Builder
	last := 0
	for i := 0; ; {
		k := strings.Index(s[i:], name)
		if k < 0 {
			break
		}
		k += i
		if Bounded(s, k, k+len(name)) || receiverAt(s, k, k+len(name)) {
			b.WriteString(s[last:k])
			b.WriteString(repl)
			last = k + len(name)
		}
		i = k + len(name)
	}
	b.WriteString(s[last:])
	return b.String()
}

// fill builds the replacement of one match.
func (v variant) fill(s string, m []int) (string, bool) {
	if v.setting {
		// The whole value, not the start of a longer one ("ALLOW-FROM
		// https" of "ALLOW-FROM https://…").
		if m[2] < 0 || m[1] < len(s) && strings.IndexByte(" \t\r\n;,\"'`)}]", s[m[1]]) < 0 {
			return "", false
		}
		quote := func(i int) bool { return i >= 0 && i < len(s) && (s[i] == '"' || s[i] == '\'') }
		if !quote(m[0]) && quote(m[0]-1) && quote(m[3]-1) {
			return "", false // key and value both quoted: settingInCode's, from the key's quote on
		}
		if len(m) > 4 && m[4] >= 0 {
			if m[4] == m[5] && quote(m[3]-1) {
				return "", false // a quote opened and not closed
			}
			return s[m[2]:m[3]] + v.tmpl + s[m[4]:m[5]], true // the value's closing quote
		}
		return s[m[2]:m[3]] + v.tmpl, true
	}
	if len(v.vars) == 0 {
		return v.tmpl, true
	}
	got := map[string]string{}
	for g, name := range v.vars {
		a, b := m[2+2*g], m[3+2*g]
		if a < 0 {
			return "", false
		}
		val := s[a:b]
		if prev, ok := got[name]; ok && prev != val {
			return "", false
		}
		lw := fold.Lower(val)
		if stop[lw] || keywords[lw] {
			return "", false
		}
		numbered := a >= 2 && (s[a-1] == '-' || s[a-1] == '_') && unicode.IsLetter(rune(s[a-2]))
		if !numbered && !sameMagnitude(name, val) {
			return "", false // 500 where 5 was taught: another unit, likely
		}
		got[name] = val
	}
	out := v.tmpl
	for i, name := range v.names {
		out = strings.ReplaceAll(out, fmt.Sprintf("\x00%d\x00", i), got[name])
	}
	return out, !strings.Contains(out, "\x00")
}

// sameMagnitude reports whether a number found for a variable is within a
// factor of ten of the number taught in its place (true when either is not
// a plain number): a fix taught on time.Sleep(5) as seconds does not say
// what time.Sleep(500) meant.
func sameMagnitude(taught, found string) bool {
	a, errA := strconv.ParseFloat(taught, 64)
	b, errB := strconv.ParseFloat(found, 64)
	if errA != nil || errB != nil || a <= 0 || b <= 0 {
		return true
	}
	r := a / b
	return r <= 10 && r >= 0.1
}

// segmentSeps are the separators of a composite value's segments.
const segmentSeps = ":/@."

// segmentCut returns the lengths of the prefix and suffix wrong and right
// share, each cut back to a separator (segmentSeps): what is between them
// is the segment right changes.
func segmentCut(wrong, right string) (p, q int) {
	for i := 0; i < len(wrong) && i < len(right) && wrong[i] == right[i]; i++ {
		if strings.IndexByte(segmentSeps, wrong[i]) >= 0 {
			p = i + 1
		}
	}
	for i := 0; i < len(wrong)-p && i < len(right)-p && wrong[len(wrong)-1-i] == right[len(right)-1-i]; i++ {
		if strings.IndexByte(segmentSeps, wrong[len(wrong)-1-i]) >= 0 {
			q = i + 1
		}
	}
	return p, q
}

// domainName reports whether s is a DNS name: labels of lower-case
// letters, digits and '-' joined by dots, the last a top-level or
// internal domain ("api.example.dev", "db.corp.lan"), not a dotted name
// of code ("os.path.join").
func domainName(s string) bool {
	s = fold.Lower(s)
	if strings.Trim(s, "abcdefghijklmnopqrstuvwxyz0123456789-.") != "" {
		return false
	}
	i := strings.LastIndexByte(s, '.')
	return i > 0 && typed.TopDomains[s[i+1:]]
}

// dashedSettingKey reports a dotted name with a '-' in it and no call
// ("server.context-path", "spring.jpa.open-in-view"): the key of a
// setting, which code never names.
func dashedSettingKey(s string) bool {
	return strings.Contains(s, ".") && strings.Contains(s, "-") && !strings.ContainsAny(s, "( ")
}
