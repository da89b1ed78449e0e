package align

// What a Rule reads to abstain: where code is, the program of a command,
// the options the message rejected, the atoms of the fix, what the taught
// claim is about.

import (
	"slices"
	"sort"
	"strings"
	"unicode"

	"github.com/cairnhq/cairn/correction/internal/scope"
	"github.com/cairnhq/cairn/correction/internal/typed"
	"github.com/cairnhq/cairn/internal/fold"
)

// codeMap says of any offset of a text whether it stands in code, in
// O(log n): the offsets of its line starts, of its fence lines and of its
// backticks.
type codeMap struct {
	lines, fences, ticks []int
}

func newCodeMap(s string) *codeMap {
	c := &codeMap{lines: []int{0}}
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '\n':
			c.lines = append(c.lines, i+1)
		case '`':
			c.ticks = append(c.ticks, i)
		}
	}
	for _, l := range c.lines {
		if strings.HasPrefix(strings.TrimLeft(s[l:], " \t"), "```") {
			c.fences = append(c.fences, l)
		}
	}
	return c
}

// at reports whether offset i stands in code: inside a fenced block, or
// between backticks on its line.
func (c *codeMap) at(i int) bool {
	if n := sort.SearchInts(c.fences, i+1); n%2 == 1 {
		return true
	}
	l := c.lines[sort.SearchInts(c.lines, i+1)-1]
	return (sort.SearchInts(c.ticks, i)-sort.SearchInts(c.ticks, l))%2 == 1
}

// inCode reports whether offset i of the output stands in code.
func (t *Text) inCode(i int) bool {
	if t.code == nil {
		t.code = newCodeMap(t.Output)
	}
	return t.code.at(i)
}

// wordFollows reports whether a bare lower-case word (a subcommand or an
// argument, not an option, a value in quotes or punctuation) follows
// offset end of s on the same line, in code.
func wordFollows(s string, end int, code *codeMap) bool {
	if end >= len(s) || s[end] != ' ' || !code.at(end) {
		return false
	}
	i := end
	for i < len(s) && s[i] == ' ' {
		i++
	}
	j := i
	for j < len(s) && (s[j] >= 'a' && s[j] <= 'z' || j > i && (s[j] >= '0' && s[j] <= '9' || s[j] == '-' || s[j] == '_')) {
		j++
	}
	return j-i >= 2 && (j == len(s) || strings.IndexByte(" `\n;|&)", s[j]) >= 0)
}

// changedAtoms returns the atoms of wrong that right drops, of at least
// two bytes (four for a plain word): the part of a command the correction
// changes ("-n" of "clean -n" → "clean -fd"). A message that says what
// such an atom is ("-n is the dry run") describes the wrong text.
func changedAtoms(wrong, right string) []string {
	var out []string
	for _, v := range Values(wrong) {
		if v.Kind == Word && len(v.Text) < 4 || len(v.Text) < 2 || stop[fold.Lower(v.Text)] || containsBounded(right, v.Text, false) {
			continue
		}
		out = append(out, v.Text)
	}
	// The number or word the pair changes inside one value ("8080" of
	// "http://127.0.0.1:8080" → ":8081"): the message names it alone.
	if piece := changedPiece(wrong, right); len(piece) >= 2 && piece != strings.TrimSpace(wrong) && !stop[fold.Lower(piece)] &&
		!slices.Contains(out, piece) && !containsBounded(right, piece, false) {
		out = append(out, piece)
	}
	return out
}

// changedPiece returns the run of letters and digits of wrong around
// where it differs from right, when wrong and right differ in one place.
func changedPiece(wrong, right string) string {
	p, q := typed.CommonEnds(wrong, right)
	a, b := p, len(wrong)-q
	for a > 0 && isAlnumByte(wrong[a-1]) {
		a--
	}
	for b < len(wrong) && isAlnumByte(wrong[b]) {
		b++
	}
	if a >= b {
		return ""
	}
	piece := wrong[a:b]
	for i := 0; i < len(piece); i++ {
		if !isAlnumByte(piece[i]) {
			return "" // the change spans more than one run
		}
	}
	return piece
}

func isAlnumByte(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// freshAtoms returns the atoms of right that are not atoms of wrong, as
// changedAtoms(right, wrong) does, comparing whole atoms: "venv" of
// "-m venv .venv" is new beside "-m virtualenv .venv", though ".venv"
// holds it.
func freshAtoms(right, wrong string) []string {
	var out []string
	for _, v := range Values(right) {
		if v.Kind == Word && len(v.Text) < 4 || len(v.Text) < 2 || stop[fold.Lower(v.Text)] || atomIn(wrong, v.Text) {
			continue
		}
		out = append(out, v.Text)
	}
	return out
}

// atomIn reports whether s stands in text as a whole atom.
func atomIn(text, s string) bool {
	for i := 0; ; {
		k := strings.Index(text[i:], s)
		if k < 0 {
			return false
		}
		if wholeAtomAt(text, i+k, i+k+len(s)) {
			return true
		}
		i += k + 1
	}
}

// wholeAtomAt reports whether text[start:end] is a whole atom: no letter,
// digit or joining character ('.', '-', '_', '/', '@', ':') of a longer
// name before or after it (a '.' or ':' that ends a sentence or a clause
// does not join).
func wholeAtomAt(text string, start, end int) bool {
	if !Bounded(text, start, end) {
		return false
	}
	if start > 0 && strings.IndexByte("._-/@:", text[start-1]) >= 0 {
		return false
	}
	if end < len(text) && strings.IndexByte("._-/@:", text[end]) >= 0 {
		next := end + 1
		if next < len(text) && text[next] != ' ' && text[next] != '\n' {
			return false
		}
	}
	return true
}

// namesAny reports whether clause holds one of atoms as a whole atom.
func namesAny(clause string, atoms []string) bool {
	for _, a := range atoms {
		if containsBounded(clause, a, false) {
			return true
		}
	}
	return false
}

// residualOptions returns the options on teach's line of wrong that the
// message names in a clause apart from right's, and that neither wrong
// nor right holds.
func residualOptions(wrong, right, teach, message string) []string {
	i := strings.Index(teach, wrong)
	if i < 0 || strings.TrimSpace(right) == "" {
		return nil
	}
	a, b := LineAround(teach, i, i)
	// The clauses of the message that do not restate the fix.
	var rest strings.Builder
	for _, seg := range messageClauses(message) {
		if !strings.Contains(seg, right) {
			rest.WriteString(seg)
			rest.WriteString(" , ")
		}
	}
	var out []string
	for _, f := range strings.Fields(teach[a:b]) {
		f = strings.Trim(f, "`'\"()[]{},;")
		if k := strings.IndexByte(f, '='); k > 0 {
			f = f[:k]
		}
		option := len(f) >= 3 && f[0] == '-' && unicode.IsLetter(rune(f[len(f)-1]))
		// A file the command reads ("-r requirements.txt") that the
		// message says is gone is as much a part of the old command.
		if !option && !fileArgument(f) || strings.Contains(wrong, f) || strings.Contains(right, f) || slicesContains(out, f) {
			continue
		}
		if containsBounded(rest.String(), f, false) {
			out = append(out, f)
		}
	}
	return out
}

// shortOption returns the letter and value of a wrong side that is a
// one-letter option with a value ("-n api") whose right side gives the
// same option another value ("-n core"); 0 otherwise.
func shortOption(wrong, right string) (byte, string) {
	w, r := strings.Fields(wrong), strings.Fields(right)
	if len(w) != 2 || len(r) != 2 || w[0] != r[0] || len(w[0]) != 2 || w[0][0] != '-' || !unicode.IsLetter(rune(w[0][1])) ||
		w[1] == r[1] || strings.HasPrefix(w[1], "-") {
		return 0, ""
	}
	return w[0][1], w[1]
}

// longSpelling returns the first long option of output ("--namespace")
// whose name starts with letter and that is given value, as "--name=value"
// or "--name value", or "".
func longSpelling(output string, letter byte, value string) string {
	for i := 0; ; {
		k := strings.Index(output[i:], "--")
		if k < 0 {
			return ""
		}
		start := i + k
		i = start + 2
		if start > 0 && !unicode.IsSpace(rune(output[start-1])) && strings.IndexByte("`'\"(", output[start-1]) < 0 {
			continue
		}
		j := i
		for j < len(output) && (output[j] >= 'a' && output[j] <= 'z' || output[j] == '-') {
			j++
		}
		name := output[i:j]
		if len(name) < 3 || name[0] != lowerByte(letter) || j >= len(output) || (output[j] != '=' && output[j] != ' ') {
			continue
		}
		v := j + 1
		if strings.HasPrefix(output[v:], value) && Bounded(output, v, v+len(value)) {
			return "--" + name
		}
	}
}

func lowerByte(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// residualOn returns the first of options standing on the line of
// output[start:end], or "".
func residualOn(output string, start, end int, options []string) string {
	a, b := LineAround(output, start, end)
	line := output[a:b]
	for _, o := range options {
		if containsBounded(line, o, false) {
			return o
		}
	}
	return ""
}

// freshOutside returns the first atom of the fix (Rule.fresh) that stands
// in t's output outside [start, end), or "". A plain word counts only in
// code: prose uses words like "state" or "plan" for their own sake.
func (r *Rule) freshOutside(t *Text, start, end int) string {
	output := t.Output
	for _, f := range r.fresh {
		o := t.occurrencesOf(f)
		if classify(f) != Word {
			if o.boundedOutside(output, f, start, end) {
				return f
			}
			continue
		}
		// A plain word counts in code, or, when it is the whole fix (one
		// word of the command for another), in the occurrence's own sentence
		// ("`systemctl restart nginx`, a reload keeps …"): there the
		// output speaks of the fix beside the mistake.
		var a, b int
		sentence := false
		for _, k := range o.at {
			if !(k+len(f) <= start || k >= end) || !wholeAtomAt(output, k, k+len(f)) {
				continue
			}
			if t.inCode(k) {
				return f
			}
			if !oneWordSwap(r.Wrong, r.Right) {
				continue
			}
			if !sentence {
				a, b = t.outputSpans().sentence(start, end)
				sentence = true
			}
			if a <= k && k+len(f) <= b {
				return f
			}
		}
	}
	return ""
}

// appendAbout appends to about the names of teach's sentence [a, b) that
// are not part of the occurrence [start, end) of wrong: proper names
// inside the sentence, callees and code identifiers.
func appendAbout(about []string, teach string, a, b, start, end int, wrong, right string) []string {
	for _, v := range Values(teach[a:b]) {
		at := a + v.Start
		if at < end && start < at+len(v.Text) || len(about) >= 8 {
			continue
		}
		name := v.Text
		switch v.Kind {
		case Word:
			if !isTitle(name) || sentenceStart(teach, at) || stop[fold.Lower(name)] || len(name) < 3 {
				continue
			}
		case Call:
			if k := strings.IndexByte(name, '('); k > 0 {
				name = name[:k]
			}
		case Ident:
		default:
			continue // a file or a path names where, not what
		}
		if name == "" || strings.Contains(wrong, name) || strings.Contains(right, name) || slicesContains(about, name) {
			continue
		}
		about = append(about, name)
	}
	return about
}

// aboutOnce reports whether t's query or output names one of about, found
// on the first call.
func aboutOnce(done, ok *bool, about []string, t *Text) bool {
	if !*done {
		*done = true
		found, lower := t.scopeInfo()
		for _, n := range about {
			if containsBounded(lower, fold.Lower(n), false) {
				*ok = true
				break
			}
			// A name of the scope lexicon counts by any of its names:
			// psql names Postgres.
			if ms := scope.Find(n); len(ms) == 1 && found.Has(ms[0].Sort, ms[0].Member) {
				*ok = true
				break
			}
		}
	}
	return *ok
}

// commandOf returns the program of the command that offset i of s stands
// in, when it stands in code: the first word of the code span, or of the
// line in a fenced block (with the lines a trailing backslash continues),
// after the last pipe or "&&" and past "sudo" and its options, a prompt
// and variable assignments, without its directory ("/usr/pgsql-17/bin/
// pg_upgrade" is pg_upgrade) or a version suffix. It returns "" in prose,
// or when the command's start is not a plain word.
func commandOf(s string, i int, code *codeMap) string {
	if !code.at(i) {
		return ""
	}
	if ws := commandWords(commandSegment(s, i, code)); len(ws) > 0 {
		return ws[0]
	}
	return ""
}

// commandWords returns the words of a command segment from its program
// on, the program as commandOf gives it; nil when the command's start is
// not a plain word.
func commandWords(seg string) []string {
	fs := strings.Fields(seg)
	for k := 0; k < len(fs); k++ {
		f := fs[k]
		switch {
		case f == "$" || f == "exec" || f == "time" || strings.Contains(f, "=") && !strings.HasPrefix(f, "-"):
			continue
		case f == "sudo" || f == "env":
			// Its own options: "sudo -u postgres pg_upgrade", "env -i cmd".
			for k+1 < len(fs) && strings.HasPrefix(fs[k+1], "-") {
				k++
				if f == "sudo" && len(fs[k]) == 2 && strings.ContainsRune("ugCDhprtUT", rune(fs[k][1])) {
					k++
				}
			}
			continue
		}
		f = fold.Lower(f)
		if j := strings.LastIndexByte(f, '/'); j >= 0 && j < len(f)-1 && f[0] != '-' {
			f = f[j+1:] // "/usr/pgsql-17/bin/pg_upgrade", "./bin/migrate"
		}
		for _, c := range f {
			if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '_' || c == '.') {
				return nil
			}
		}
		if len(f) < 2 || f[0] == '-' || f[0] == '.' {
			return nil
		}
		// python3, python2.7 and pip3 are python and pip: versions are
		// the scope check's business.
		if t := strings.TrimRight(f, "0123456789."); len(t) >= 2 {
			f = t
		}
		// A runner's tool is the program: "bundle exec rspec" and
		// "bin/rspec" both run rspec, "python -m pytest" runs pytest.
		if k+1 < len(fs) && (runnerVerbs[f] != "" && fs[k+1] == runnerVerbs[f] || launchers[f] && f != "exec" && f != "time") {
			skip := 1
			if runnerVerbs[f] != "" {
				skip = 2
			}
			if k+skip < len(fs) && !strings.HasPrefix(fs[k+skip], "-") {
				if ws := commandWords(strings.Join(fs[k+skip:], " ")); len(ws) > 0 {
					return ws
				}
			}
		}
		fs[k] = f // the program as read: no copy of the fields
		return fs[k:]
	}
	return nil
}

// runnerVerbs are the programs that run another one after a verb of
// theirs: "bundle exec rspec", "poetry run pytest", "python -m pip".
var runnerVerbs = map[string]string{
	"bundle": "exec", "poetry": "run", "uv": "run", "pipenv": "run", "pdm": "run", "hatch": "run",
	"pnpm": "exec", "npm": "exec", "yarn": "dlx", "pipx": "run", "python": "-m", "py": "-m",
}

// subcommandOf returns the word after the program of the command that
// holds s[i] ("checkout" of "git checkout -b x"), when it is a plain word
// before s[i]; else "".
func subcommandOf(s string, i int, code *codeMap) string {
	if !code.at(i) {
		return ""
	}
	ws := commandWords(commandSegment(s, i, code))
	if len(ws) < 2 {
		return ""
	}
	f := ws[1]
	if len(f) < 2 || !isLettersOnly(strings.ReplaceAll(f, "-", "")) || f != fold.Lower(f) {
		return ""
	}
	return f
}

// commandSegment returns the text of the command before s[i]: from the
// start of its line (or of its inline code span), at most maxCommandBytes
// back, after the last pipe, "&&", ";" or "$(".
func commandSegment(s string, i int, code *codeMap) string {
	lo := max(0, i-maxCommandBytes)
	start := lo + strings.LastIndexByte(s[lo:i], '\n') + 1
	if n := sort.SearchInts(code.fences, i+1); n%2 == 0 {
		start = lo + strings.LastIndexByte(s[lo:i], '`') + 1 // an inline span
	} else {
		// A line a trailing backslash continues: "pg_upgrade \" above.
		for start-2 > lo && s[start-2] == '\\' {
			start = lo + strings.LastIndexByte(s[lo:start-2], '\n') + 1
		}
	}
	seg := s[start:i]
	for _, sep := range []string{"|", "&&", ";", "$("} {
		if k := strings.LastIndex(seg, sep); k >= 0 {
			seg = seg[k+len(sep):]
		}
	}
	return seg
}

// LineAround returns the bounds of the line of s that holds [start, end).
func LineAround(s string, start, end int) (int, int) {
	a := strings.LastIndexByte(s[:start], '\n') + 1
	b := strings.IndexByte(s[end:], '\n')
	if b < 0 {
		return a, len(s)
	}
	return a, end + b
}

// oneWordSwap reports whether right is wrong with one of its words
// replaced by another ("restart" → "reload", "terraform show" →
// "terraform plan").
func oneWordSwap(wrong, right string) bool {
	w, r := strings.Fields(wrong), strings.Fields(right)
	if len(w) != len(r) {
		return false
	}
	diff := 0
	for i := range w {
		if w[i] != r[i] {
			diff++
		}
	}
	return diff == 1
}

// historyWords say when something happened to a release: a version they
// stand beside is a fact about that release ("tomllib was added in
// 3.11"), not a choice of which one to use.
var historyWords = []string{"added", "introduced", "introduces", "deprecated", "removed", "released", "dropped", "shipped", "landed", "changelog"}

// releaseHistory reports a version in the output's prose whose sentence,
// or the question, speaks of when something happened to a release ("Which
// Python version added tomllib?" answered "Python 3.11."): the version
// states history, which a convention about the version to use ("we're
// standardised on 3.12") does not change.
func (t *Text) releaseHistory(start, end int) bool {
	v := strings.TrimLeft(t.Output[start:end], "vV")
	dotted := strings.Contains(v, ".") && strings.Trim(v, "0123456789.") == ""
	if !dotted && classify(v) != Version || t.inCode(start) {
		return false
	}
	sentence, query := t.contrastText(start, end), t.queryLower()
	for _, w := range historyWords {
		if containsBoundedIn(sentence, w) || containsBoundedIn(query, w) {
			return true
		}
	}
	return versionBound(t.Output, start, end)
}

// versionBound reports a version written as one end of a range of
// releases: "3.11 and later", "3.9+", "since 1.21", "before 2.0", "older
// than 14", ">= 18". It says which releases have a feature, whatever
// release is in use.
func versionBound(s string, start, end int) bool {
	after := fold.Lower(s[end:min(len(s), end+16)])
	if strings.HasPrefix(after, "+") {
		return true
	}
	after = strings.TrimLeft(after, " ")
	for _, w := range []string{"and later", "and newer", "and above", "and up", "or later", "or newer", "or above", "onwards", "onward"} {
		if strings.HasPrefix(after, w) {
			return true
		}
	}
	before := fold.Lower(strings.TrimRight(s[max(0, start-16):start], " "))
	before = strings.TrimRight(strings.TrimSuffix(strings.TrimSuffix(before, "python"), "version"), " ")
	for _, w := range []string{"since", "before", "prior to", "older than", "newer than", "earlier than", "later than", "until", "up to", ">=", "<=", "at least"} {
		if strings.HasSuffix(before, " "+w) || before == w || strings.HasSuffix(before, w) && (w == ">=" || w == "<=") {
			return true
		}
	}
	return false
}

// fileArgument reports a file name with an extension, as a command line
// passes it: "requirements.txt", "values.prod.yaml".
func fileArgument(f string) bool {
	i := strings.LastIndexByte(f, '.')
	if i <= 0 || i == len(f)-1 || strings.ContainsAny(f, "/\\:=") {
		return false
	}
	for _, c := range f[i+1:] {
		if !unicode.IsLetter(c) {
			return false
		}
	}
	return unicode.IsLetter(rune(f[0]))
}
