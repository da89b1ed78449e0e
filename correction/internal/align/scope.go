package align

import (
	"strings"

	"github.com/cairnhq/cairn/correction/internal/scope"
	"github.com/cairnhq/cairn/correction/internal/typed"
	"github.com/cairnhq/cairn/internal/fold"
)

// ruleScope is where a correction holds and where it does not, worked
// out once when the rule is compiled.
//
//   - taught: the scopes the correction was taught in (environment, SQL
//     dialect, language, framework, tool, named service…), from the query,
//     the taught output and the clauses of the message that do not speak
//     of the wrong text;
//   - wrongIn: the scopes the message says the wrong text is right in
//     ("GETDATE() is T-SQL", "only prod is in us-east-1", "--frozen-lockfile
//     is the Yarn 1 spelling");
//   - contrast: names the message puts beside the wrong text that the
//     taught output and query do not have ("the latter takes the
//     Last-Modified date", "2 GB is the Growth cap"): a new output that
//     names one speaks of that other situation;
//   - subject: the names of the taught query ("the Growth plan", "FastAPI",
//     "node_exporter"), which a weak mistake (a number, a short word, a bare
//     option) needs to see again before it is fixed.
type ruleScope struct {
	taught, wrongIn scope.Set
	contrast        []string // lower case
	subject         []string // lower case
	// specific are the subject names that are not lexicon members
	// (node_exporter, billing-events, /var/lib, Growth): what exactly the
	// taught question was about.
	specific []string
	// queryStems are the content words of the taught query.
	queryStems map[string]bool
	// named are what the message states its fact of, before the verb
	// ("pricing serves gRPC on 9090", "ledger's port is 7443", "the
	// replica listens on 5433"), when the taught query or output names it
	// too: the thing the value belongs to. Where it is known, a weak
	// mistake is only fixed in a text that names it; its other names
	// (gRPC, the port) are said of other things too.
	named []string
	// msgDialects are the SQL dialects the message states its fix of
	// ("T-SQL has no LIMIT", "in Postgres it's now()"): SQL that names
	// no dialect, and is not written in one of them by its syntax, is
	// not known to be where the fix holds.
	msgDialects []string
	// mentioned holds every scope the taught query, output and message
	// name: a text that says it is without one of them ("no Spring") is
	// outside what the correction was learned about.
	mentioned scope.Set
}

// compileScope works out a rule's scope.
func compileScope(wrong, right, teach, message, query string) ruleScope {
	rs := ruleScope{taught: scope.Set{}, wrongIn: scope.Set{}, mentioned: scope.Set{}}
	for _, text := range []string{query, teach} {
		for _, m := range scope.Find(text) {
			if !m.File {
				rs.taught.Add(m)
				rs.mentioned.Add(m)
			}
		}
	}
	for _, m := range scope.Find(message) {
		if !m.File {
			rs.mentioned.Add(m)
		}
	}
	known := fold.Lower(teach + " " + query)
	core := fold.Lower(coreOf(wrong))
	rightCore := fold.Lower(coreOf(right))
	if wc, rc, ok := changedSegment(wrong, right); ok && !containsWord(fold.Lower(message), core) {
		// A composite the message speaks of by the segment it changes:
		// "8000 is the HTTP port" of "triton.serving:8000".
		core, rightCore = fold.Lower(wc), fold.Lower(rc)
	}
	msgLanguage := false
	for _, cl := range messageClauses(message) {
		lc := fold.Lower(cl)
		aboutWrong := core != "" && containsWord(lc, core) && (rightCore == "" || !containsWord(lc, rightCore)) ||
			hasAny(lc, "the latter", "the former", "that one", "the old one") && (rightCore == "" || !containsWord(lc, rightCore))
		lo := withoutRemarkOnly(lc)
		only := strings.HasPrefix(strings.TrimSpace(lo), "only ") || strings.Contains(lo, " only ") && !aboutWrong && rightCore != "" && !containsWord(lo, rightCore)
		lacks := hasAny(lc, lackWords...)
		ms := scope.Find(cl)
		for _, m := range ms {
			msgLanguage = msgLanguage || m.Sort == scope.Language
		}
		// Scopes stated as what the wrong text is ("GETDATE() is T-SQL",
		// "--frozen-lockfile is the Yarn 1 spelling") or after "only"
		// ("only prod is in us-east-1") are where the wrong text is right;
		// the others (before it, "in Postgres it's now()", "MySQL has no
		// ILIKE") are where the correction holds.
		at := -1
		if core != "" {
			at = wordIndex(lc, core)
		}
		rightAt := -1
		if rightCore != "" {
			rightAt = wordIndex(lc, rightCore)
		}
		// "That's Snowflake syntax, …": a clause that opens by pointing at
		// what the assistant wrote speaks, up to its first comma, of the
		// wrong text ("this is Postgres" speaks of where the user is, and
		// is not read so).
		pointed := -1
		if t := strings.TrimLeft(lc, " "); hasPrefixAny(t, "that's ", "that is ", "thats ", "that’s ",
			// The same as a question: "isn't that the Postgres form?"
			"isn't that ", "isnt that ", "isn’t that ", "is that not ", "wasn't that ", "that looks like ") ||
			// "That server URL is the production directory": the same,
			// with the noun it points at.
			pointsWithNoun(t) {
			end := strings.IndexAny(lc, ",;—")
			if end < 0 {
				end = len(lc)
			}
			if seg := lc[:end]; (core == "" || !containsWord(seg, core)) && (rightCore == "" || !containsWord(seg, rightCore)) && !hasAny(seg, lackWords...) {
				pointed = end
			}
		}
		for _, m := range ms {
			// "GROUP_CONCAT is MySQL though, on Postgres it's string_agg":
			// a scope stated of the wrong text, before the right one.
			// "--x was dropped from kubectl", "X isn't in Postgres": a
			// scope the wrong text left or never had is not where it is
			// right.
			statedOfWrong := at >= 0 && m.Start > at && copulaBetween(lc, at, m.Start) && !negatedBetween(lc, at, m.Start) && (rightAt < 0 || rightAt < at || m.Start < rightAt)
			wrongSide := !lacks && (only && afterWord(lc, m.Start, "only") || statedOfWrong && scopeSegmentClean(lc, at, m.Start)) ||
				m.Start < pointed
			if wrongSide {
				rs.wrongIn.Add(m)
			} else {
				rs.taught.Add(m)
				if m.Sort == scope.Dialect {
					rs.msgDialects = appendUnique(rs.msgDialects, m.Member)
				}
			}
		}
		if (aboutWrong || only) && !lacks {
			for _, n := range names(cl) {
				ln := fold.Lower(n)
				if !strings.Contains(known, ln) && !strings.Contains(fold.Lower(wrong+" "+right), ln) && !isTaught(rs.taught, ln) {
					rs.contrast = appendUnique(rs.contrast, ln)
				}
			}
		}
	}
	// A value taught inside string literals ("&code_challenge_method=plain"
	// in a JavaScript URL) is data of a protocol or a service, not a name
	// of the language around it: another language's code sends the same.
	if !msgLanguage && quotedEverywhere(teach, wrong) {
		delete(rs.taught, scope.Language)
	}
	// A protocol is where a value is right only as the message sets two
	// apart ("8000 is the HTTP port, gRPC is 8001", taught for gRPC); the
	// protocol an answer was taught over is incidental to most of what
	// it corrects (a header's name holds over HTTP and gRPC alike).
	if wp := rs.wrongIn[scope.Protocol]; len(wp) > 0 {
		for m := range wp {
			if rs.taught[scope.Protocol][m] || len(rs.taught[scope.Protocol]) == 0 {
				delete(rs.wrongIn, scope.Protocol)
				break
			}
		}
	}
	delete(rs.taught, scope.Protocol)
	// A scope the message puts the wrong text in is not one it was taught
	// in, even if the query or output named it too.
	for srt, ms := range rs.wrongIn {
		for m := range ms {
			if rs.taught[srt][m] {
				delete(rs.taught[srt], m)
			}
		}
	}
	for _, n := range names(query) {
		ln := fold.Lower(n)
		if !strings.Contains(fold.Lower(wrong+" "+right), ln) && !stop[ln] {
			rs.subject = appendUnique(rs.subject, ln)
			if len(scope.Find(n)) == 0 {
				rs.specific = appendUnique(rs.specific, ln)
			}
		}
	}
	rs.named = namedSubjects(message, right, fold.Lower(teach+" "+query), fold.Lower(wrong+" "+right))
	rs.queryStems = map[string]bool{}
	own := stemSet(words(wrong + " " + right))
	for _, w := range words(query) {
		if !own[w.Stem] && len(w.Stem) >= 3 {
			rs.queryStems[w.Stem] = true
		}
	}
	return rs
}

// pointsWithNoun reports a clause that opens by pointing at a thing of
// the answer with one or two nouns, then says what it is: "that server
// URL is …", "this flag is …", "that one was …".
func pointsWithNoun(t string) bool {
	f := strings.Fields(t)
	if len(f) < 4 || f[0] != "that" && f[0] != "this" {
		return false
	}
	for k := 2; k <= 3 && k < len(f); k++ {
		if f[k] == "is" || f[k] == "was" {
			for _, w := range f[1:k] {
				if !isLettersOnly(w) || stop[w] {
					return false
				}
			}
			return true
		}
	}
	return false
}

// quotedEverywhere reports whether every occurrence of wrong in teach
// stands inside a string literal of its line (an odd number of double or
// single quotes before it on the line), and there is one.
func quotedEverywhere(teach, wrong string) bool {
	w := strings.TrimSpace(wrong)
	if w == "" {
		return false
	}
	found := false
	return typed.EachOccurrence(teach, w, func(at, _ int) bool {
		found = true
		line := teach[strings.LastIndexByte(teach[:at], '\n')+1 : at]
		return strings.Count(line, `"`)%2 == 1 || singleQuotes(line)%2 == 1
	}) && found
}

// singleQuotes counts the single quotes of s that are not an apostrophe
// between two letters ("don't").
func singleQuotes(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] != '\'' {
			continue
		}
		if i > 0 && i+1 < len(s) && isLetterByte(s[i-1]) && isLetterByte(s[i+1]) {
			continue
		}
		n++
	}
	return n
}

// namesCodeLike reports a named owner written like a name of code or a
// product ("gpt-4o", "orders_v2", "node18"): a specific thing, unlike the
// plain words a subject also holds ("startup", "prod").
func (rs *ruleScope) namesCodeLike() bool {
	for _, n := range rs.named {
		if strings.ContainsAny(n, "0123456789-_.") {
			return true
		}
	}
	return false
}

// inCodeDialect reports whether ds, the dialects an output's SQL is
// written in by its syntax, holds one the message stated its fix of.
func (rs *ruleScope) inCodeDialect(ds scope.Set) bool {
	for _, d := range rs.msgDialects {
		if ds[scope.Dialect][d] {
			return true
		}
	}
	return false
}

// remarkNouns follow "only" where it introduces the user's one remark
// ("only thing: prod samples at 0.1"), not a case the wrong text is right
// in ("only prod is in us-east-1").
var remarkNouns = map[string]bool{"thing": true, "nit": true, "issue": true, "problem": true, "change": true, "question": true,
	"comment": true, "catch": true, "concern": true, "suggestion": true, "remark": true, "fix": true}

// withoutRemarkOnly blanks the "only" of "only thing", "the only nit" and
// the like in a lower-case clause.
func withoutRemarkOnly(lc string) string {
	f := strings.Fields(lc)
	changed := false
	for i := 0; i+1 < len(f); i++ {
		if f[i] == "only" && remarkNouns[strings.Trim(f[i+1], ":,.;!")] {
			f[i] = "_"
			changed = true
		}
	}
	if !changed {
		return lc
	}
	return strings.Join(f, " ")
}

// otherOfKind returns a name of lt (a lower-case query and output) of
// the same kind as a compound name the message stated its fact of, and not
// it: "payments-api" where the message said "orders-api listens on 3000"
// (the same last part after a '-' or '_'), when lt names none of the
// named. The fact is another service's.
func (rs *ruleScope) otherOfKind(lt string) string {
	if rs.namedIn(lt) {
		return ""
	}
	for _, n := range rs.named {
		i := strings.LastIndexAny(n, "-_")
		if i <= 0 || i == len(n)-1 {
			continue
		}
		suffix := n[i:] // "-api"
		for j := 0; ; {
			k := strings.Index(lt[j:], suffix)
			if k < 0 {
				break
			}
			at := j + k
			j = at + 1
			end := at + len(suffix)
			if end < len(lt) && isIdentByteAlign(lt[end]) {
				continue
			}
			a := at
			for a > 0 && (isIdentByteAlign(lt[a-1]) || lt[a-1] == '-') {
				a--
			}
			if a < at && lt[a:end] != n {
				return lt[a:end]
			}
		}
	}
	return ""
}

// lackWords say that a scope has not got a thing ("MySQL has no ILIKE").
var lackWords = []string{" has no ", " have no ", "doesn't have", "does not have", "doesn't support", "does not support",
	"isn't supported", "is not supported", "no such", " lacks ", "not available", "isn't available", "doesn't exist", "does not exist"}

// weakOK reports whether a new query and output say enough of the taught
// subject for a weak mistake (a number, a short word, a bare option) to be
// fixed: one of the taught query's specific names, or, when it had none,
// a content word of the taught query in the new query.
func (rs *ruleScope) weakOK(t *Text) bool {
	_, lt := t.scopeInfo()
	if rs.namedIn(lt) {
		return true
	}
	if len(rs.specific) > 0 {
		for _, s := range rs.specific {
			if containsWord(lt, s) {
				return true
			}
		}
		return false
	}
	for _, w := range t.queryWords() {
		if rs.queryStems[w.Stem] && !kindWords[w.Stem] {
			return true
		}
	}
	return len(rs.queryStems) == 0
}

// checkFound returns why a text (a new query and output) is out of the
// rule's scope, given the scopes it names, or "".
func (rs *ruleScope) checkFound(found scope.Set) string {
	for srt, ms := range found {
		for m := range ms {
			for w := range rs.wrongIn[srt] {
				if m == w || !strings.Contains(m, "@") && !strings.Contains(w, "@") && scope.Agree(m, w) {
					return "names " + m + ", where the wrong text is right"
				}
			}
		}
	}
	if srt, a, b, ok := scope.Conflict(rs.taught, found); ok {
		return "names " + b + " (" + string(srt) + "), taught for " + a
	}
	return ""
}

// negatedIn returns a scope the taught query, output or message named
// that a text says it is without ("plain Java with no Spring", "built
// without Docker"; lacking is scope.Lacking of the text), or "": the
// correction was learned about that scope, and this text is outside it.
func (rs *ruleScope) negatedIn(lacking []scope.Mention) string {
	for _, m := range lacking {
		// "without blocking", "no async": a way of working, not a
		// platform a text is outside of.
		if !m.File && m.Sort != scope.Sync && rs.mentioned[m.Sort][m.Member] && !rs.wrongIn[m.Sort][m.Member] {
			return m.Member
		}
	}
	return ""
}

// sharesVersioned reports whether found names a scope the correction was
// taught in that says what the text is about: a framework or a library
// ("FastAPI", "pandas"), or any scope with its version ("junit 5",
// "python@3").
func (rs *ruleScope) sharesVersioned(found scope.Set) bool {
	for srt, ms := range rs.taught {
		for m := range ms {
			if (narrowSort[srt] || strings.ContainsAny(m, "@0123456789")) && found[srt][m] {
				return true
			}
		}
	}
	return false
}

// narrowSort holds the sorts of scope whose members say what a text is
// about (a framework, a library): unlike an environment, a language, a
// cloud or a tool that every answer of a topic names (kubectl, docker).
var narrowSort = map[scope.Sort]bool{
	scope.WebFW: true, scope.Frontend: true, scope.TestJS: true, scope.TestPy: true, scope.TestJVM: true,
	scope.Migrate: true, scope.Flags: true, scope.PyLib: true, scope.HTTPPy: true, scope.RedisPy: true,
}

// contrastIn returns a contrast name standing in ws, or "".
// The texts are in lower case; a name is looked for in each.
func (rs *ruleScope) contrastIn(lowerTexts ...string) string {
	for _, c := range rs.contrast {
		for _, lt := range lowerTexts {
			if containsWord(lt, c) {
				return c
			}
		}
	}
	return ""
}

// subjectInLower reports whether lt, a text in lower case, names the
// taught query's subject (true when the query named none).
func (rs *ruleScope) subjectInLower(lt string) bool {
	if rs.namedIn(lt) {
		return true // the value's owner, named by the message
	}
	if len(rs.subject) == 0 {
		return true
	}
	for _, s := range rs.subject {
		if containsWord(lt, s) {
			return true
		}
	}
	return false
}

// hasPrefixAny reports whether s starts with one of prefixes.
func hasPrefixAny(s string, prefixes ...string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

// scopeSegmentClean reports that between the wrong text at a and a scope
// at b no other value is stated ("X is T-SQL" yes; "X is fine, in
// Postgres" no): at most six words, no comma.
func scopeSegmentClean(s string, a, b int) bool {
	seg := s[a:b]
	return !strings.Contains(seg, ",") && len(strings.Fields(seg)) <= 7
}

// wordIndex returns the offset of w as a whole atom in s, or -1.
func wordIndex(s, w string) int {
	for i := 0; ; {
		k := strings.Index(s[i:], w)
		if k < 0 {
			return -1
		}
		k += i
		if Bounded(s, k, k+len(w)) {
			return k
		}
		i = k + 1
	}
}

// afterWord reports whether word w stands before offset i in s.
func afterWord(s string, i int, w string) bool {
	return wordIndex(s[:i], w) >= 0
}

// copulaBetween reports whether s[a:b] holds a copula: "X is Y", "X's
// the Y one", "X = Y".
func copulaBetween(s string, a, b int) bool {
	mid := " " + s[a:b] + " "
	return hasAny(mid, " is ", " are ", "'s ", " = ", " was ", " means ", " belongs ")
}

// negatedBetween reports whether the words between the wrong text at a and
// a scope at b deny that it holds there: a negation or a word of removal
// ("was removed from", "isn't in", "no longer works in", "is deprecated in").
func negatedBetween(s string, a, b int) bool {
	mid := " " + s[a:b] + " "
	return hasAny(mid, " not ", "n't ", " no longer ", " never ", " removed", " dropped", " deprecated", " gone ",
		" deleted", " retired", " renamed", " unsupported", " obsolete", " replaced")
}

func isTaught(s scope.Set, name string) bool {
	for _, m := range scope.Find(name) {
		if s[m.Sort][m.Member] {
			return true
		}
	}
	return false
}

// coreOf returns the value at the heart of a wrong or right text: the
// value of a key/value pair or an option, the text itself otherwise.
func coreOf(s string) string {
	s = strings.TrimSpace(s)
	// A call: its callee ("DATEADD" of "DATEADD(day, 7, order_date)").
	if i := strings.IndexByte(s, '('); i > 0 && strings.HasSuffix(s, ")") && !strings.ContainsAny(s[:i], " \t") {
		return s[:i]
	}
	if i := strings.Index(s, ": "); i > 0 && !strings.ContainsAny(s[:i], " \t") {
		return strings.Trim(s[i+2:], "\"'`")
	}
	if i := strings.IndexByte(s, '='); i > 0 && !strings.ContainsAny(s[:i], " \t") {
		return strings.Trim(s[i+1:], "\"'`")
	}
	if f := strings.Fields(s); len(f) == 2 && strings.HasPrefix(f[0], "-") {
		return f[1]
	}
	return strings.Trim(s, "\"'`")
}

// messageClauses splits a message at sentence ends, semicolons and the
// conjunctions that start another statement.
func messageClauses(s string) []string {
	var out []string
	start := 0
	aside := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		end := false
		switch c {
		case ';', '!', '?', '\n':
			end = true
		case '(':
			// An aside that points at what was said ("DATEADD isn't a
			// BigQuery function (that's Snowflake)") is a clause of its own.
			if i > 0 && s[i-1] == ' ' && hasPrefixAny(fold.Lower(s[i+1:]), "that's ", "thats ", "that is ", "that’s ",
				"which is ", "those are ", "it's ", "its ") {
				end, aside = true, true
			}
		case ')':
			end, aside = aside, false
		case '.':
			end = i+1 == len(s) || s[i+1] == ' ' || s[i+1] == '\n'
		case ',':
			rest := fold.Lower(s[i+1:])
			end = strings.HasPrefix(rest, " but ") || strings.HasPrefix(rest, " while ") || strings.HasPrefix(rest, " whereas ") ||
				strings.HasPrefix(rest, " though") || strings.HasPrefix(rest, " only ") || strings.HasPrefix(rest, " and ")
		}
		if end {
			if t := strings.TrimSpace(s[start:i]); t != "" {
				out = append(out, t)
			}
			start = i + 1
		}
	}
	if t := strings.TrimSpace(s[start:]); t != "" {
		out = append(out, t)
	}
	return out
}

// names returns the name-like words of s: capitalised words inside a
// sentence, words with digits, underscores, hyphens or inner capitals,
// all-capital words, and lexicon members.
func names(s string) []string {
	var out []string
	for _, v := range Values(s) {
		if v.Inner == "part" {
			continue
		}
		t := strings.Trim(v.Text, "`'\"")
		if len(t) < 2 || len(t) > 60 || stop[fold.Lower(t)] {
			continue
		}
		switch v.Kind {
		case Word:
			if isTitle(t) && !sentenceStart(s, v.Start) || strings.ToUpper(t) == t && len(t) >= 2 || len(scope.Find(t)) > 0 {
				out = append(out, t)
			}
		case Ident, Dotted, Path, Flag, Version:
			out = append(out, t)
		}
	}
	return out
}

func hasAny(s string, subs ...string) bool {
	for _, x := range subs {
		if strings.Contains(s, x) {
			return true
		}
	}
	return false
}

func appendUnique(s []string, x string) []string {
	for _, y := range s {
		if y == x {
			return s
		}
	}
	return append(s, x)
}

// containsWord reports whether w stands in s as a whole atom (both lower
// case).
func containsWord(s, w string) bool {
	if w == "" {
		return false
	}
	return containsBoundedIn(s, w)
}

// namedIn reports whether lt (a lower-case text) names one of the
// value's owners the message named.
// namedAsked reports a named owner that the taught question named too
// ("Checkout runs in europe-west4" after "deploy the checkout service"):
// what the conversation was about, so a fact of it holds where it is
// named again.
func (rs *ruleScope) namedAsked() bool {
	for _, n := range rs.named {
		if len(n) >= 3 && rs.queryStems[stem(n)] {
			return true
		}
	}
	return false
}

func (rs *ruleScope) namedIn(lt string) bool {
	for _, n := range rs.named {
		if segmentIndex(lt, n) >= 0 {
			return true
		}
	}
	return false
}

// otherHost reports whether output[start:end], the port of an address,
// stands after a host that names none of the value's owners the message
// named ("notifier.svc:50051" for a port taught of ledger): another
// service's port. A local address (localhost, 127.0.0.1) names none.
func (rs *ruleScope) otherHost(output string, start int) bool {
	if len(rs.named) == 0 || start < 1 || output[start-1] != ':' {
		return false
	}
	a := addressAround(output, start, start)
	host := fold.Lower(a[:strings.LastIndexByte(a, ':')])
	if i := strings.Index(host, "://"); i >= 0 {
		host = host[i+3:]
	}
	if i := strings.LastIndexByte(host, '@'); i >= 0 {
		host = host[i+1:]
	}
	switch host {
	case "", "localhost", "127.0.0.1", "0.0.0.0", "[::1]", "host", "hostname", "server":
		return false
	}
	return !rs.namedIn(host)
}

// statingVerbs are the verbs a message states a value's owner with:
// "pricing serves gRPC on 9090", "the replica listens on 5433".
var statingVerbs = map[string]bool{"is": true, "are": true, "was": true, "serves": true, "listens": true, "runs": true,
	"lives": true, "sits": true, "uses": true, "moved": true, "points": true, "binds": true, "exposes": true,
	"answers": true, "talks": true, "resolves": true, "expects": true, "needs": true, "takes": true, "has": true}

// genericOwners are the words a message names a value's slot with, not
// its owner: "the port is 5433", "host is db-stg-1", "team standard is
// 30s".
var genericOwners = map[string]bool{"port": true, "ports": true, "host": true, "hostname": true, "server": true,
	"service": true, "services": true, "app": true, "db": true, "database": true, "default": true, "version": true,
	"region": true, "value": true, "name": true, "path": true, "url": true, "endpoint": true, "key": true, "flag": true,
	"option": true, "setting": true, "channel": true, "image": true, "tag": true, "timeout": true, "limit": true,
	"size": true, "team": true, "standard": true, "one": true, "correct": true, "right": true, "real": true,
	"actual": true, "new": true, "current": true, "everything": true, "all": true, "both": true, "each": true}

// namedSubjects returns the owner a clause of message that states right
// names before its verb, in lower case: the words before the first
// stating verb (within the clause's first four words) or up to a
// possessive ("ledger's"), that known (the taught output and query, in
// lower case) names as a word or a segment of a name and own (the pair)
// does not.
func namedSubjects(message, right, known, own string) []string {
	rc := fold.Lower(coreOf(right))
	if rc == "" {
		return nil
	}
	var out []string
	for _, cl := range messageClauses(message) {
		lc := fold.Lower(cl)
		if !strings.Contains(lc, rc) {
			// "Our ERP is set to UK format, …": what "our" names is the
			// owner of the fact, in any clause of the message.
			fs := strings.Fields(lc)
			for i := 0; i+1 < len(fs); i++ {
				if fs[i] != "our" {
					continue
				}
				w := strings.Trim(fs[i+1], ",:()`\"'")
				if len(w) >= 3 && !stop[w] && !genericOwners[w] && strings.Trim(w, "abcdefghijklmnopqrstuvwxyz0123456789-_") == "" &&
					segmentIndex(own, w) < 0 && segmentIndex(known, w) >= 0 {
					out = appendUnique(out, w)
				}
			}
			continue
		}
		fs := strings.Fields(lc)
		var subj []string
		for i, f := range fs {
			if i >= 4 {
				subj = nil
				break
			}
			if statingVerbs[f] {
				break
			}
			w, possessive := strings.CutSuffix(strings.Trim(f, ",:()`\"'"), "'s")
			subj = append(subj, w)
			if possessive {
				break
			}
			if i == len(fs)-1 {
				subj = nil
			}
		}
		for _, w := range subj {
			if len(w) < 3 || stop[w] || genericOwners[w] || strings.Trim(w, "abcdefghijklmnopqrstuvwxyz0123456789-_") != "" ||
				segmentIndex(own, w) >= 0 || segmentIndex(known, w) < 0 {
				continue
			}
			out = appendUnique(out, w)
		}
	}
	return out
}

// segmentIndex returns where w stands in s as a whole word or a whole
// segment of a name (the "ledger" of ledger.svc:50051, the "replica" of
// pg-replica), or -1.
func segmentIndex(s, w string) int {
	letter := func(i int) bool {
		if i < 0 || i >= len(s) {
			return false
		}
		c := s[i]
		return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= 0x80
	}
	for i := 0; ; {
		k := strings.Index(s[i:], w)
		if k < 0 {
			return -1
		}
		k += i
		if !letter(k-1) && !letter(k+len(w)) {
			return k
		}
		i = k + 1
	}
}

// changedSegment returns the part of a composite value (host:port, a
// path, a dotted name) that right changes, between the separators of
// their common prefix and suffix: "8000" of "triton.serving:8000" →
// "triton.serving:8001".
func changedSegment(wrong, right string) (wc, rc string, ok bool) {
	wrong, right = strings.TrimSpace(wrong), strings.TrimSpace(right)
	if strings.ContainsAny(wrong, " \t\n") || strings.ContainsAny(right, " \t\n") || wrong == right {
		return "", "", false
	}
	p, q := segmentCut(wrong, right)
	if p+q == 0 || len(wrong)-q <= p || len(right)-q <= p {
		return "", "", false
	}
	return wrong[p : len(wrong)-q], right[p : len(right)-q], true
}
