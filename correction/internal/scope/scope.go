// Package scope names what a text is about, where a correction holds: the
// environment, SQL dialect, language, framework, tool, platform or service
// it speaks of. A correction taught for Postgres does not apply to an
// answer about MSSQL; one taught for staging does not apply to production;
// one taught for the API service's dev server does not apply to the React
// dev server.
//
// Two sources: a lexicon of sorts (SQL dialects, environments, languages,
// package managers, CI systems, clouds, operating systems, …) whose members
// exclude one another, and qualified names the text itself defines ("the
// payments service", "the Growth plan", "the billing namespace"): a head
// noun with the name before it. A text names a scope of a sort when it
// holds one of its members; two texts conflict when they name different
// members of the same sort and no common one.
package scope

import (
	"strings"

	"github.com/cairnhq/cairn/internal/fold"
)

// Sort is a family of mutually exclusive scopes.
type Sort string

// A Mention is one scope named in a text.
type Mention struct {
	Sort   Sort
	Member string // canonical name: "postgres", "staging", "payments service"
	Start  int    // byte offset in the text
	End    int
	// File marks an environment named by a config file's name
	// (".env.production"): what a text works on, which a question
	// names to say where its answer holds, and a taught text names in
	// passing.
	File bool
}

// Set is the scopes a text names, by sort.
type Set map[Sort]map[string]bool

// Has reports whether s names member of sort.
func (s Set) Has(sort Sort, member string) bool { return s[sort][member] }

// Add records a mention, and the language a framework or a test runner
// implies (Django: Python; Spring: a JVM language).
func (s Set) Add(m Mention) {
	if s[m.Sort] == nil {
		s[m.Sort] = map[string]bool{}
	}
	s[m.Sort][m.Member] = true
	if lang, ok := impliedLanguage[m.Member]; ok && m.Sort != Language {
		if s[Language] == nil {
			s[Language] = map[string]bool{}
		}
		s[Language][lang] = true
	}
}

// impliedLanguage maps the frameworks and test runners written in one
// language (or one family: "~jvm", "~js") to it.
var impliedLanguage = map[string]string{
	"django": "python", "flask": "python", "fastapi": "python", "pytest": "python", "unittest": "python", "nose": "python",
	"rails": "ruby", "sinatra": "ruby",
	"gin": "go", "fiber": "go", "chi": "go", "gorilla/mux": "go", "servemux": "go", "httprouter": "go",
	"actix": "rust", "axum": "rust",
	"laravel": "php", "symfony": "php", "phoenix": "elixir", "asp.net": "c#",
	"spring": "~jvm", "junit 5": "~jvm", "junit 4": "~jvm",
	"express": "~js", "koa": "~js", "hapi": "~js", "nestjs": "~js", "jest": "~js", "mocha": "~js", "vitest": "~js",
}

// languageFamily is the family an implied "~" member stands for.
var languageFamily = map[string][]string{
	"~jvm": {"java", "kotlin", "scala", "clojure"},
	"~js":  {"javascript", "typescript"},
}

// Conflict returns a sort in which a and b both name scopes and share none,
// with a member of each, or ok false. A member without a version ("yarn")
// agrees with the same member at any version ("yarn@4").
func Conflict(a, b Set) (sort Sort, inA, inB string, ok bool) {
	for srt, am := range a {
		bm := b[srt]
		if len(bm) == 0 {
			continue
		}
		shared := false
		for m := range am {
			for n := range bm {
				if Agree(m, n) {
					shared = true
					break
				}
			}
		}
		if shared {
			continue
		}
		return srt, first(am), first(bm), true
	}
	return "", "", "", false
}

// Shared returns the members a and b both name.
func Shared(a, b Set) []string {
	var out []string
	for srt, am := range a {
		for m := range am {
			if b[srt][m] {
				out = append(out, m)
			}
		}
	}
	return out
}

// Agree reports whether two members name the same scope: equal, or the
// same thing where one of them gives no version.
func Agree(a, b string) bool {
	if a == b {
		return true
	}
	if strings.HasPrefix(b, "~") {
		a, b = b, a
	}
	if fam, ok := languageFamily[a]; ok {
		for _, m := range fam {
			if m == b || strings.HasPrefix(b, "~") {
				return true
			}
		}
		return false
	}
	ab, av, _ := strings.Cut(a, "@")
	bb, bv, _ := strings.Cut(b, "@")
	return ab == bb && (av == "" || bv == "")
}

// majorVersion returns the major version a word states ("1" of "1.22",
// "3" of "3.12", "5" of "v5"), or "".
func majorVersion(w string) string {
	w = strings.TrimPrefix(w, "v")
	i := 0
	for i < len(w) && w[i] >= '0' && w[i] <= '9' {
		i++
	}
	if i == 0 || i > 4 || i < len(w) && w[i] != '.' && w[i] != 'x' {
		return ""
	}
	return w[:i]
}

func first(m map[string]bool) string {
	best := ""
	for k := range m {
		if best == "" || k < best {
			best = k
		}
	}
	return best
}

// Of returns the scopes text names.
func Of(text string) Set {
	s := Set{}
	for _, m := range Find(text) {
		s.Add(m)
	}
	return s
}

// Find returns every scope mention in text, in order. Linear in len(text).
// A name said to be absent ("there's no event loop", "without Spring") is
// not a mention: Lacking returns those.
func Find(text string) []Mention { return find(text, false) }

// Lacking returns the scopes text says it is without, in order: a name
// right after "no", "not", "without" or "non" ("plain Java with no
// Spring", "built without Docker").
func Lacking(text string) []Mention { return find(text, true) }

func find(text string, lacking bool) []Mention {
	toks := tokens(text)
	var out []Mention
	var key []byte // the words looked up, joined by a space: not kept
	for i := 0; i < len(toks); i++ {
		// The longest lexicon entry starting at token i.
		matched := 0
		longest := 1
		if firstWords[toks[i].w] {
			longest = min(maxWords, len(toks)-i)
		}
		for n := longest; n >= 1; n-- {
			key = appendJoined(key[:0], toks[i:i+n])
			if e, ok := lexicon[string(key)]; ok {
				if e.guard != nil && !e.guard(text, toks, i, n) {
					continue
				}
				m := Mention{Sort: e.sort, Member: e.member, Start: toks[i].start, End: toks[i+n-1].end}
				// The negation right before the name, in the same phrase ("no
				// Spring"; not "No, Spring reads it").
				negated := i > 0 && (toks[i-1].w == "no" || toks[i-1].w == "not" || toks[i-1].w == "without" || toks[i-1].w == "non") &&
					strings.TrimSpace(text[toks[i-1].end:toks[i].start]) == ""
				if negated != lacking {
					matched = n
					break // "there's no event loop": not named as its scope
				}
				// "Yarn 1", "Python 3.12", "JUnit 5": the major version is
				// part of the scope.
				if k := i + n; k < len(toks) && majorVersion(toks[k].w) != "" && toks[k].start-m.End <= 1 && !strings.Contains(e.member, "@") {
					m.Member += "@" + majorVersion(toks[k].w)
					m.End = toks[k].end
					n++
				}
				out = append(out, m)
				matched = n
				break
			}
		}
		if matched > 0 {
			i += matched - 1
			continue
		}
		if lacking {
			continue
		}
		// A library named after its language ("moment.js", "chart.js"):
		// the text is about JavaScript.
		if base, ok := strings.CutSuffix(toks[i].w, ".js"); ok && len(base) >= 2 && isLetters(base) {
			out = append(out, Mention{Sort: Language, Member: "javascript", Start: toks[i].start, End: toks[i].end})
		}
		if env := fileEnv(toks[i].w); env != "" {
			out = append(out, Mention{Sort: Env, Member: env, Start: toks[i].start, End: toks[i].end, File: true})
		}
	}
	if !lacking {
		out = append(out, qualified(text, toks)...)
	}
	return out
}

// tok is a lower-cased word of a text with its offsets.
type tok struct {
	w          string // lower case; as written: text[start:end]
	start, end int
}

// tokens splits text into words of letters, digits and . # + - _ (trimmed
// of trailing dots), lower-cased.
func tokens(text string) []tok {
	n := 0 // runs of word bytes: at least as many as the tokens
	for i := 0; i < len(text); i++ {
		if wordByte(text[i]) && (i == 0 || !wordByte(text[i-1])) {
			n++
		}
	}
	out := make([]tok, 0, n)
	i := 0
	for i < len(text) {
		for i < len(text) && !wordByte(text[i]) {
			i++
		}
		j := i
		for j < len(text) && wordByte(text[j]) {
			j++
		}
		if j > i {
			raw := strings.TrimRight(text[i:j], ".-_+")
			if raw != "" {
				out = append(out, tok{w: fold.Lower(raw), start: i, end: i + len(raw)})
			}
		}
		i = j
	}
	return out
}

func wordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.' || c == '#' || c == '+' || c == '-' || c == '_' || c >= 0x80
}

// appendJoined appends the words of ts to dst, joined by a space: the key
// of the lexicon (looked up as string(dst), which does not copy).
func appendJoined(dst []byte, ts []tok) []byte {
	for i, t := range ts {
		if i > 0 {
			dst = append(dst, ' ')
		}
		dst = append(dst, t.w...)
	}
	return dst
}

// isLetters reports whether s is made of ASCII letters only.
func isLetters(s string) bool {
	for i := 0; i < len(s); i++ {
		if !(s[i] >= 'a' && s[i] <= 'z' || s[i] >= 'A' && s[i] <= 'Z') {
			return false
		}
	}
	return s != ""
}

// fileEnvs are the environments a file is named for by one part of its
// name (".env.production", "application-prod.yml", "values-staging.yaml").
var fileEnvs = map[string]string{
	"production": "production", "prod": "production", "staging": "staging", "stg": "staging",
	"development": "development", "dev": "development", "preprod": "preprod", "uat": "preprod",
}

// configExt are the extensions of the files an environment has its own
// of.
var configExt = map[string]bool{
	"yml": true, "yaml": true, "json": true, "toml": true, "ini": true, "env": true, "rb": true, "py": true,
	"js": true, "ts": true, "conf": true, "cfg": true, "properties": true, "xml": true, "tfvars": true,
	"hcl": true, "tf": true, "exs": true, "php": true,
}

// fileEnv returns the environment a dotted file name is for, or "": one
// of its parts, cut at dots, hyphens and underscores, names one. The name
// is a config file's (its extension says so, or it is a .env file);
// "test" is left out: "app.test.ts" is a test, not an environment.
func fileEnv(w string) string {
	ext := w[strings.LastIndexByte(w, '.')+1:]
	if !strings.HasPrefix(w, ".env.") && (!strings.Contains(w, ".") || !configExt[ext]) {
		return "" // a host ("staging.acme.io") or a dotted name is not a file
	}
	if configExt[ext] {
		w = strings.TrimSuffix(w, "."+ext)
	}
	env := ""
	for _, part := range strings.FieldsFunc(w, func(r rune) bool { return r == '.' || r == '-' || r == '_' }) {
		if e := fileEnvs[part]; e != "" {
			if env != "" && env != e {
				return "" // two environments in one name: a name of neither
			}
			env = e
		}
	}
	return env
}
