package align

import (
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strings"
	"unicode"

	"github.com/cairnhq/cairn/correction/internal/scope"
)

// Rule finds a taught mistake in new outputs and says how to fix it. It is
// compiled from the located pair (Wrong as it stood in the taught output,
// Right its replacement) and from the words around it: the taught output,
// the user's message and the query.
//
// A Rule matches an occurrence of Wrong, or of a pattern generalised from it
// (an argument or operand that Wrong and Right share becomes a variable:
// strings.Title(s) taught, strings.Title(name) found), and scores the
// occurrence's context against the taught one:
//
//   - positional: content words just before and after the occurrence that
//     also stood just before and after Wrong when it was taught;
//   - sentence: words of the taught sentence, the message and the query in
//     the occurrence's sentence;
//   - topic: the same words anywhere in the new query and output.
//
// Words that the message names as the place where Wrong is right ("PEXPIRE
// is the ms one", "only prod is in us-east-1") exclude an occurrence whose
// sentence holds them. A strong Wrong (a call, a key/value pair, code with
// operators, a long structured name) applies in any context not excluded;
// any other needs context.
type Rule struct {
	Wrong, Right string
	Strong       bool

	variants    []variant
	left, right map[string]bool
	topic       map[string]bool
	exclude     []string
	// describe holds, for each clause of the message that says what the
	// wrong text really is or does ("-c counts bytes", "405 is method not
	// allowed", "that's the 1st of each month"), its words that the taught
	// output and query lack: a sentence that holds two of them (or the
	// only one) uses the wrong text in its right meaning.
	describe [][]string
	// explain holds, for each other clause of the message that names
	// neither side ("months are zero-based"), its words that the taught
	// texts lack: the user's reason. A sentence that holds two of one
	// clause's states the reason, and uses the wrong text knowingly.
	explain [][]string
	// local holds names that Right uses and the taught output bound
	// (a callback parameter): a new output without them cannot take Right.
	local []string
	// entity holds names (capitalised or code-like words) that the
	// message and the taught sentence share ("Sydney", "EXPIRE"); a weak
	// mistake is only fixed where the sentence or the query names one.
	entity []string
	// subject holds the words the message and the taught output share:
	// what the correction is about. Where it is known, a weak mistake is
	// only fixed in an output (or query) that mentions one of them.
	subject []string
	// scope is where the correction holds (scope.go).
	scope ruleScope
	// weak reports a mistake that says little by itself (a number, a short
	// word, a bare short option): it needs the taught subject around it.
	weak bool
	// wordAfter records that, where Wrong was taught, a bare word followed
	// it inside code ("git push origin"): an option Right appends may be
	// inserted before one. When it is false, Right appends an option at
	// the end of a command, and an occurrence followed by a word (a
	// subcommand: "git stash pop") is not the taught case.
	wordAfter bool
	// about holds the names the taught sentence makes its claim about,
	// besides Wrong ("London" of "London is UTC+0 all year", "usize",
	// "NOW()"): a weak mistake (a number, an offset) is only fixed in an
	// output or query that names one of them.
	about []string
	// programs holds, for a Wrong that is an option ("--format"), the
	// programs of the commands it was taught in ("az"): an option belongs
	// to its program, and one of another program ("trivy --format") is not
	// the mistake.
	programs []string
	// fresh holds the atoms of Right that Wrong lacks (the fix itself:
	// "--single-transaction", "venv"): an output that names one beside
	// the mistake knows the fix and chose against it.
	fresh []string
	// residual holds options of the taught command line that the message
	// names apart from Right ("-instances is v1 syntax") and that the pair
	// does not replace: where one stands beside an occurrence, replacing
	// Wrong alone would leave the rest of the old command.
	residual []string
}

type variant struct {
	re      *regexp.Regexp
	vars    []string // the atom each capture group stands for
	tmpl    string   // Right with \x00i\x00 for variable i
	names   []string // distinct variables, in template order
	pattern bool
	// need holds words of which one must stand in the occurrence's
	// sentence: the words a prose correction shares around its core.
	need []string
}

// Hit is one occurrence of a Rule's mistake in an output.
type Hit struct {
	Start, End  int
	Matched     string // the text found
	Replacement string // what replaces it
	// Score is the context score (see Rule); Similarity maps it to [0, 1].
	Score      float64
	Similarity float64
	Pattern    bool   // matched a generalised pattern, not the literal text
	Why        string // the context that made it apply
	// Pos counts the words right before and after the occurrence that
	// stood there when the mistake was taught.
	Pos int
	// Blocked, when set, says why the occurrence must not be changed
	// (another scope, a contrast the message drew, no context of the
	// taught one): FindAll reports it so that it can be suggested.
	Blocked string
}

const window = 4 // positional context, in content words each side

// Compile builds the Rule for replacing wrong by right. teach is the output
// the correction was taught on (may be empty), message the user's
// correction, query the question that was answered.
func Compile(wrong, right, teach, message, query string) (*Rule, error) {
	if strings.TrimSpace(wrong) == "" {
		return nil, fmt.Errorf("align: empty wrong text")
	}
	r := &Rule{Wrong: wrong, Right: right, left: map[string]bool{}, right: map[string]bool{}, topic: map[string]bool{}}
	r.Strong = strong(wrong)
	lit, err := buildVariant(wrong, right, nil)
	if err != nil {
		return nil, err
	}
	r.variants = append(r.variants, lit)
	if core, ok := coreVariant(wrong, right); ok {
		r.variants = append(r.variants, core)
	}
	for _, vs := range variableSets(wrong, right) {
		v, err := buildVariant(wrong, right, vs)
		if err == nil {
			v.pattern = true
			r.variants = append(r.variants, v)
		}
	}

	own := stemSet(words(wrong))
	msgWords := words(message)
	var msgStems map[string]bool // stemSet(msgWords), once an occurrence needs it
	var tx *spans                // teach's words and sentences, once an occurrence needs them
	var tcode *codeMap           // where teach's code is, likewise
	// Positional anchors: the words around every occurrence in teach.
	for _, v := range r.variants[:1] {
		for _, m := range v.re.FindAllStringIndex(teach, -1) {
			if !Bounded(teach, m[0], m[1]) {
				continue
			}
			if tx == nil {
				tx = newSpans(teach)
			}
			if tcode == nil {
				tcode = newCodeMap(teach)
			}
			if strings.HasPrefix(wrong, "-") {
				if p := commandOf(teach, m[0], tcode); p != "" && !slicesContains(r.programs, p) {
					r.programs = append(r.programs, p)
				}
			}
			if wordFollows(teach, m[1], tcode) {
				r.wordAfter = true
			}
			l, rt := tx.around(m[0], m[1])
			for _, w := range l {
				if !own[w] {
					r.left[w] = true
				}
			}
			for _, w := range rt {
				if !own[w] {
					r.right[w] = true
				}
			}
			a, b := tx.sentence(m[0], m[1])
			if msgStems == nil {
				msgStems = stemSet(msgWords)
			}
			r.about = appendAbout(r.about, teach, a, b, m[0], m[1], wrong, right)
			ws, _, _ := tx.sentenceWords(a, b, m[0], m[1], true)
			for _, w := range ws {
				r.topic[w.Stem] = true
				// The offsets are read relative to the sentence, as when
				// its words were found in teach[a:b].
				ws, we := w.Start-a, w.End-a
				if isTitle(teach[ws:we]) && !sentenceStart(teach, ws) && msgStems[w.Stem] && !own[w.Stem] && !slicesContains(r.entity, w.Stem) {
					r.entity = append(r.entity, w.Stem)
				}
			}
		}
	}
	segs := clauses(message)
	r.exclude = exclusions(message, segs, teach+" "+query, wrong+" "+right)
	r.describe, r.explain = descriptions(segs, teach+" "+query, wrong, right)
	excl := map[string]bool{}
	for _, e := range r.exclude {
		excl[e] = true
	}
	for _, seg := range segs {
		ws := words(seg)
		blocked := false
		for _, w := range ws {
			if excl[w.Stem] {
				blocked = true
			}
		}
		if blocked {
			continue
		}
		for _, w := range ws {
			r.topic[w.Stem] = true
		}
	}
	for _, w := range words(query) {
		r.topic[w.Stem] = true
	}
	r.local = localNames(wrong, right, teach)
	r.residual = residualOptions(wrong, right, teach, message)
	for _, a := range changedAtoms(right, wrong) {
		if !keyword[strings.ToLower(a)] {
			r.fresh = append(r.fresh, a)
		}
	}
	r.scope = compileScope(wrong, right, teach, message, query)
	r.weak = weakMistake(wrong)
	taught := stemSet(words(teach))
	for _, w := range msgWords {
		if taught[w.Stem] && !own[w.Stem] && !excl[w.Stem] && !slicesContains(r.subject, w.Stem) {
			r.subject = append(r.subject, w.Stem)
		}
	}
	for w := range own {
		delete(r.topic, w)
	}
	for w := range excl {
		delete(r.topic, w)
	}
	return r, nil
}

// localNames returns the names Right uses that are not in Wrong but stand
// in the taught output: variables of the taught code, which a new output
// may not have.
func localNames(wrong, right, teach string) []string {
	var out []string
	for _, v := range Values(right) {
		if v.Kind != Word && v.Kind != Ident && v.Kind != Dotted {
			continue
		}
		name := v.Text
		if v.Kind == Dotted {
			name = name[:strings.IndexByte(name, '.')]
		}
		if strings.Contains(wrong, name) || keywords[strings.ToLower(name)] || !bound(teach, name) {
			continue
		}
		out = append(out, name)
	}
	return out
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
		if stop[strings.ToLower(w)] {
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

// clauses splits a message at sentence and clause punctuation.
func clauses(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool {
		return r == '.' || r == ';' || r == '!' || r == '?' || r == '\n' || r == ','
	})
}

// exclusions returns the stems of the words of message that name where the
// wrong text is right: names spelled like a name of the taught text but
// different ("PEXPIRE" beside "EXPIRE", "livenessProbe" beside
// "readinessProbe"), and the words after "only", "except" or "unless"
// ("only prod is in us-east-1"). segs are the clauses of message, known
// the taught output and query, and own the wrong and the right text: their
// words are never exclusions. What is worked out of known and own waits
// for a candidate: most messages have none.
func exclusions(message string, segs []string, known, own string) []string {
	var have, ownStems map[string]bool
	var out []string
	seen := map[string]bool{}
	add := func(s string) {
		if have == nil {
			have, ownStems = stemSet(words(known)), stemSet(words(own))
		}
		if !have[s] && !ownStems[s] && !seen[s] && !stop[s] && len(s) >= 2 {
			seen[s] = true
			out = append(out, s)
		}
	}
	var knownAtoms []string
	atomsDone := false
	for _, v := range Values(message) {
		switch v.Kind {
		case Call, Pair, Code, Quoted, Number, Version, Cron:
			continue
		case Word:
			if strings.ToUpper(v.Text) != v.Text {
				continue
			}
		}
		if v.Inner == "part" || len(v.Text) < 3 {
			continue
		}
		if !atomsDone {
			atomsDone = true
			for _, v := range Values(known) {
				if v.Kind != Call && v.Kind != Pair && v.Kind != Code && v.Kind != Quoted && len(v.Text) >= 3 {
					knownAtoms = append(knownAtoms, norm(v.Text))
				}
			}
		}
		nt := norm(v.Text)
		for _, k := range knownAtoms {
			if k == nt {
				break
			}
			if sim(k, nt) >= 0.6 {
				for _, p := range splitParts(v.Text) {
					if len(p.t) >= 3 {
						add(stem(strings.ToLower(p.t)))
					}
				}
				break
			}
		}
	}
	for _, seg := range segs {
		f := strings.Fields(strings.ToLower(seg))
		for i, w := range f {
			w = strings.Trim(w, "`'\"()")
			if w != "only" && w != "except" && w != "unless" {
				continue
			}
			n := 0
			for _, x := range f[i+1:] {
				x = strings.Trim(x, "`'\"()")
				if x == "is" || x == "are" || x == "was" || x == "were" {
					break
				}
				if stop[x] || x == "" {
					continue
				}
				add(stem(x))
				n++
				if n == 2 {
					break
				}
			}
		}
	}
	return out
}

var keywords = map[string]bool{
	"true": true, "false": true, "none": true, "null": true, "nil": true, "self": true, "this": true,
	"return": true, "if": true, "else": true, "for": true, "func": true, "def": true, "const": true,
	"let": true, "var": true, "new": true, "await": true, "async": true, "import": true, "from": true,
}

// variableSets returns the atoms of wrong that may vary in a recurrence:
// operands and arguments that right repeats. Each set leaves a literal
// anchor of three letters or more.
func variableSets(wrong, right string) [][]string {
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
		lw := strings.ToLower(v.Text)
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
		receiver := v.Start == 0 && v.End < len(wrong) && wrong[v.End] == '.' && strings.HasPrefix(right, v.Text+".")
		if !containsBounded(right, v.Text, false) || !argPosition(wrong, v) && !receiver {
			continue
		}
		seen[v.Text] = true
		idents = append(idents, v.Text)
	}
	// The receiver of a method the fix keeps: df.repartition(1) taught,
	// summary.repartition(1) found.
	if i := strings.IndexByte(wrong, '.'); i > 0 && strings.HasPrefix(right, wrong[:i+1]) {
		recv := wrong[:i]
		if isIdentText(recv) && !stop[strings.ToLower(recv)] && !keywords[strings.ToLower(recv)] && !seen[recv] {
			seen[recv] = true
			idents = append(idents, recv)
		}
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

const identVar = `([A-Za-z_$][A-Za-z0-9_$]*(?:[./\-][A-Za-z0-9_$]+)*)`
const stringVar = `("[^"\n]*"|'[^'\n]*')`
const numberVar = `(\d+(?:\.\d+)?)`

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
			if name[0] == '"' || name[0] == '\'' || Bounded(wrong, k, k+len(name)) {
				occs = append(occs, occ{k, k + len(name), name})
			}
			i = k + len(name)
		}
	}
	sort.Slice(occs, func(i, j int) bool { return occs[i].start < occs[j].start })
	var b strings.Builder
	fold := len(vars) == 0 && foldable(wrong)
	if fold {
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
		}
		names = append(names, name)
	}
	return variant{re: re, vars: groups, tmpl: tmpl, names: names}, nil
}

// foldable reports whether wrong may match regardless of letter case: a
// lower-case name or phrase of plain words.
func foldable(wrong string) bool {
	if sqlCall(wrong) {
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

// matchCase spells repl in the case of matched when the match is a lower
// case spelling of a capitalised SQL call: "date_add(order_date, interval 7
// day)" for "dateadd(…)".
func matchCase(matched, repl string) string {
	i := strings.IndexByte(matched, '(')
	if i <= 0 || strings.ToLower(matched[:i]) != matched[:i] {
		return repl
	}
	return capsWord.ReplaceAllStringFunc(repl, strings.ToLower)
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

func replaceBounded(s, name, repl string) string {
	var b strings.Builder
	last := 0
	for i := 0; ; {
		k := strings.Index(s[i:], name)
		if k < 0 {
			break
		}
		k += i
		if Bounded(s, k, k+len(name)) {
			b.WriteString(s[last:k])
			b.WriteString(repl)
			last = k + len(name)
		}
		i = k + len(name)
	}
	b.WriteString(s[last:])
	return b.String()
}

// Text is an output, and the query it answers, checked against many rules
// (FindIn): the words that every rule's context check reads are found once
// per text, not once per rule. A Text is not safe for concurrent use.
type Text struct {
	Query, Output string

	all, query []word // words of query + " " + output, and of query
	allDone    bool   // all is known
	queryDone  bool   // query is known
	spelled    map[string]string
	around     map[[2]int]aroundWords
	sentence   map[sentenceKey][]word
	spans      *spans                  // the output's words, sentences and lines
	names      map[string]*occurrences // where the local names of rules stand in the output
	lowerQuery string                  // strings.ToLower(query), once a contrast is looked for
	// found holds the matches in output of the expressions of the rules
	// checked so far, by expression: rules taught the same mistake share
	// them.
	found map[string][][]int
	// scopes and lower are the scopes query + output names and that text
	// in lower case, worked out once for every rule checked.
	scopes    scope.Set
	lower     string
	scopeDone bool
	// code marks where the output's code is, once a rule asks (codeMap).
	code *codeMap
}

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

// scopeInfo returns the scopes the query and output name and their text
// in lower case, computed on first use.
func (t *Text) scopeInfo() (scope.Set, string) {
	if !t.scopeDone {
		text := t.Query + "\n" + t.Output
		t.scopes, t.lower, t.scopeDone = scope.Of(text), strings.ToLower(text), true
	}
	return t.scopes, t.lower
}

// matches returns re.FindAllStringSubmatchIndex(output, -1), which callers
// must not change.
func (t *Text) matches(re *regexp.Regexp) [][]int {
	expr := re.String()
	if m, ok := t.found[expr]; ok {
		return m
	}
	m := re.FindAllStringSubmatchIndex(t.Output, -1)
	if t.found == nil {
		t.found = map[string][][]int{}
	}
	t.found[expr] = m
	return m
}

// aroundWords is what around returns for one occurrence.
type aroundWords struct{ left, right []string }

// sentenceKey names the words of an occurrence's sentence, without those
// of the wrong text or the occurrence.
type sentenceKey struct {
	wrong      string
	start, end int
}

// NewText returns the Text of output answering query.
func NewText(query, output string) *Text {
	return &Text{Query: query, Output: output}
}

// allWords returns words(query + " " + output).
func (t *Text) allWords() []word {
	if !t.allDone {
		t.all, t.allDone = words(t.Query+" "+t.Output), true
	}
	return t.all
}

// queryWords returns words(query).
func (t *Text) queryWords() []word {
	if !t.queryDone {
		t.query, t.queryDone = words(t.Query), true
	}
	return t.query
}

// outputSpans returns the output's spans, found once.
func (t *Text) outputSpans() *spans {
	if t.spans == nil {
		t.spans = newSpans(t.Output)
	}
	return t.spans
}

// aroundOf returns the content words of at most window before and after
// output[start:end] on its line.
func (t *Text) aroundOf(start, end int) (left, right []string) {
	k := [2]int{start, end}
	if c, ok := t.around[k]; ok {
		return c.left, c.right
	}
	left, right = t.outputSpans().around(start, end)
	if t.around == nil {
		t.around = map[[2]int]aroundWords{}
	}
	t.around[k] = aroundWords{left, right}
	return left, right
}

// sentenceOf returns the words of the sentence around output[start:end],
// the occurrence left out, that are not words of wrong or of the
// occurrence: at most maxSentenceWords on each side, the nearest.
func (t *Text) sentenceOf(wrong string, start, end int) []word {
	k := sentenceKey{wrong, start, end}
	if ws, ok := t.sentence[k]; ok {
		return ws
	}
	output := t.Output
	x := t.outputSpans()
	a, b := x.sentence(start, end)
	self := stemSet(words(wrong + " " + output[start:end]))
	sent, _, _ := x.sentenceWords(a, b, start, end, false)
	sent = slices.DeleteFunc(sent, func(w word) bool { return self[w.Stem] })
	if t.sentence == nil {
		t.sentence = map[sentenceKey][]word{}
	}
	t.sentence[k] = sent
	return sent
}

// spelledAs returns, for each stem of the words of query + "\n" + output,
// the text of its first occurrence.
func (t *Text) spelledAs() map[string]string {
	if t.spelled == nil {
		text := t.Query + "\n" + t.Output
		t.spelled = map[string]string{}
		for _, w := range words(text) {
			if _, ok := t.spelled[w.Stem]; !ok {
				t.spelled[w.Stem] = text[w.Start:w.End]
			}
		}
	}
	return t.spelled
}

// Find returns the occurrences of the mistake in output that pass the
// context check, for an output answering query.
func (r *Rule) Find(query, output string) []Hit {
	return r.FindIn(NewText(query, output))
}

// FindIn is Find for a Text, which may be checked against other rules
// before and after.
func (r *Rule) FindIn(t *Text) []Hit {
	hits, _ := r.FindAll(t)
	return hits
}

// FindAll returns the occurrences of the mistake that may be fixed, and
// those that must not be (Hit.Blocked says why): in another scope than the
// one taught, beside a name the message contrasted with the taught case,
// or without the context the mistake was taught in.
func (r *Rule) FindAll(t *Text) (hits, blocked []Hit) {
	output := t.Output
	var taken map[int]bool
	var topicN int
	topicDone, subjectOK := false, false
	scopeDone, outOfScope, subjectSeen := false, "", false
	weakDone, weakOK := false, false
	aboutDone, aboutOK := false, false
	q := &queryFacts{}
	for _, v := range r.variants {
		for _, m := range t.matches(v.re) {
			if taken[m[0]] || !r.bounded(output, m[0], m[1]) {
				continue
			}
			repl, ok := v.fill(output, m)
			if ok && sqlCall(r.Wrong) {
				repl = matchCase(output[m[0]:m[1]], repl)
			}
			if !ok || repl == output[m[0]:m[1]] || !r.namesBound(t, m[0], m[1]) {
				continue
			}
			if alreadyRight(output, m[0], m[1], repl) {
				continue // "git stash -u" already says what "stash" → "stash -u" would
			}
			insertsOption := !r.wordAfter && strings.HasPrefix(repl, output[m[0]:m[1]]+" -") &&
				t.inCode(m[0]) && wordFollows(output, m[1], t.code)
			if !topicDone {
				all := t.allWords()
				topicN = r.count(all)
				subjectOK = len(r.subject) == 0
				for _, w := range all {
					if slicesContains(r.subject, w.Stem) {
						subjectOK = true
						break
					}
				}
				topicDone = true
			}
			if !scopeDone {
				scopeDone = true
				found, lower := t.scopeInfo()
				outOfScope = r.scope.checkFound(found)
				subjectSeen = r.scope.subjectInLower(lower)
			}
			if taken == nil {
				taken = map[int]bool{}
			}
			h, ok := r.score(t, q, m[0], m[1], topicN, v)
			h.Replacement = repl
			switch {
			case outOfScope != "":
				h.Blocked = outOfScope
			case !subjectOK && (!r.Strong || v.pattern):
				h.Blocked = "the output does not speak of what the correction was about"
			case !ok:
				h.Blocked = "no context of the one it was taught in"
			case r.weak && !(subjectSeen && (h.Pos >= 1 || weakOKOnce(&weakDone, &weakOK, &r.scope, t))):
				h.Blocked = "a weak match (a number, a short word or option) without the taught subject"
			case r.weak && len(r.about) > 0 && !aboutOnce(&aboutDone, &aboutOK, r.about, t):
				h.Blocked = "a weak match whose output names none of " + strings.Join(r.about, ", ") + ", what the taught claim was about"
			}
			if h.Blocked == "" && len(r.programs) > 0 {
				if t.code == nil {
					t.code = newCodeMap(output)
				}
				if p := commandOf(output, m[0], t.code); p != "" && !slicesContains(r.programs, p) {
					h.Blocked = "an option of " + strings.Join(r.programs, ", ") + "; here it is given to " + p
				}
			}
			if h.Blocked == "" && len(r.fresh) > 0 {
				if f := r.freshOutside(t, m[0], m[1]); f != "" {
					h.Blocked = "the output names " + f + ", the fix, as well: it chose between them"
				}
			}
			if h.Blocked == "" && len(r.residual) > 0 {
				if o := residualOn(output, m[0], m[1], r.residual); o != "" {
					h.Blocked = "the message also rejected " + o + ", which stands beside it: replacing it alone would leave the rest of the old command"
				}
			}
			if h.Blocked == "" && insertsOption {
				h.Blocked = "the option was taught at the end of a command; here a word follows (a subcommand or an argument)"
			}
			if h.Blocked == "" {
				if c := r.scope.contrastOf(t, m[0], m[1]); c != "" {
					h.Blocked = "the message set " + c + " apart from the taught case"
				}
			}
			taken[m[0]] = true
			if h.Blocked != "" {
				blocked = append(blocked, h)
				continue
			}
			hits = append(hits, h)
		}
	}
	kept, split := bestPerSentence(t, hits)
	return kept, append(blocked, split...)
}

// weakOKOnce returns rs.weakOK(t), found on the first call: it reads the
// whole query and output, the same for every occurrence.
func weakOKOnce(done, ok *bool, rs *ruleScope, t *Text) bool {
	if !*done {
		*ok, *done = rs.weakOK(t), true
	}
	return *ok
}

// queryFacts are what a rule's context check finds in the query, the same
// for every occurrence of its mistake: found on the first occurrence.
type queryFacts struct {
	done     bool
	excluded string // r.excluded(queryWords)
	entity   bool   // r.namesEntity(queryWords)
}

func (q *queryFacts) of(r *Rule, t *Text) *queryFacts {
	if !q.done {
		q.excluded, q.entity, q.done = r.excluded(t.queryWords()), r.namesEntity(t.queryWords()), true
	}
	return q
}

// contrastOf returns a contrast name standing in the sentence around
// t's output[start:end] or in its query, or "".
func (rs *ruleScope) contrastOf(t *Text, start, end int) string {
	if len(rs.contrast) == 0 {
		return ""
	}
	return rs.contrastIn(t.contrastText(start, end), t.queryLower())
}

// contrastText is the text of the sentence around output[start:end] that
// a contrast is looked for in: the span of the words sentenceOf reads.
func (t *Text) contrastText(start, end int) string {
	x := t.outputSpans()
	a, b := x.sentence(start, end)
	_, lo, hi := x.sentenceWords(a, b, start, end, false)
	return strings.ToLower(t.Output[lo:hi])
}

// queryLower returns the query in lower case, found once.
func (t *Text) queryLower() string {
	if t.lowerQuery == "" && t.Query != "" {
		t.lowerQuery = strings.ToLower(t.Query)
	}
	return t.lowerQuery
}

// specificValue reports a wrong text specific enough to be the same
// mistake wherever it stands: one value of twelve bytes or more that
// joins parts with a separator (a bucket path, a host, a module path).
func specificValue(wrong string) bool {
	w := strings.TrimSpace(wrong)
	if len(w) < 12 || strings.ContainsAny(w, " \t") {
		return false
	}
	return strings.Count(w, "/")+strings.Count(w, ".")+strings.Count(w, "-")+strings.Count(w, "_")+strings.Count(w, ":") >= 2
}

// alreadyRight reports whether the output already holds the replacement
// where the match stands: the right text starts or ends there and covers
// the match ("git stash -u" for "stash" → "stash -u").
func alreadyRight(output string, start, end int, repl string) bool {
	matched := output[start:end]
	if i := strings.Index(repl, matched); i >= 0 {
		from := start - i
		if from >= 0 && from+len(repl) <= len(output) && output[from:from+len(repl)] == repl {
			return true
		}
	}
	return false
}

// weakMistake reports a wrong text that says little by itself: a number,
// a bare short option, a word of at most four letters, a single plain word.
func weakMistake(wrong string) bool {
	w := strings.TrimSpace(wrong)
	if strings.IndexAny(w, "@#$") == 0 {
		return false // an annotation, a channel, a variable: specific
	}
	vs := Values(w)
	if len(vs) != 1 {
		return false
	}
	switch vs[0].Kind {
	case Number, Version:
		return true
	case Flag:
		return len(w) <= 3
	case Word:
		return true
	}
	return len(w) <= 4
}

// fill builds the replacement of one match.
func (v variant) fill(s string, m []int) (string, bool) {
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
		lw := strings.ToLower(val)
		if stop[lw] || keywords[lw] {
			return "", false
		}
		got[name] = val
	}
	out := v.tmpl
	for i, name := range v.names {
		out = strings.ReplaceAll(out, fmt.Sprintf("\x00%d\x00", i), got[name])
	}
	return out, !strings.Contains(out, "\x00")
}

// bounded reports whether output[start:end] is a whole occurrence; a
// property assignment may continue a dotted name on its left
// ("spring.jpa.hibernate.ddl-auto=create" for "ddl-auto=create").
func (r *Rule) bounded(output string, start, end int) bool {
	if Bounded(output, start, end) {
		return true
	}
	if start > 0 && output[start-1] == '.' && strings.Contains(r.Wrong, "=") {
		// Bounded reads a few bytes past the end: not the whole tail.
		return Bounded(" "+output[start:min(len(output), end+nameMargin)], 1, 1+end-start)
	}
	return false
}

// occurrencesOf returns where name stands in t's output, found once per
// text.
func (t *Text) occurrencesOf(name string) *occurrences {
	o, ok := t.names[name]
	if !ok {
		o = findOccurrences(t.Output, name)
		if t.names == nil {
			t.names = map[string]*occurrences{}
		}
		t.names[name] = o
	}
	return o
}

// namesBound reports whether every local name of Right stands in t's
// output outside the match: as a whole atom of output[:start] + " " +
// output[end:], found from where each name stands in the output (once per
// text), not by searching that text again for each match.
func (r *Rule) namesBound(t *Text, start, end int) bool {
	output := t.Output
	for _, n := range r.local {
		if n == "" || strings.ContainsAny(n, " ") {
			if !containsBounded(output[:start]+" "+output[end:], n, false) {
				return false
			}
			continue
		}
		if !t.occurrencesOf(n).boundedOutside(output, n, start, end) {
			return false
		}
	}
	return true
}

func slicesContains(s []string, x string) bool {
	for _, y := range s {
		if y == x {
			return true
		}
	}
	return false
}

// count returns how many distinct stems of ws are words of the rule's
// context.
func (r *Rule) count(ws []word) int {
	var buf [16]string
	seen := buf[:0]
	for _, w := range ws {
		if (r.topic[w.Stem] || r.left[w.Stem] || r.right[w.Stem]) && !slicesContains(seen, w.Stem) {
			seen = append(seen, w.Stem)
		}
	}
	return len(seen)
}

func (r *Rule) excluded(ws []word) string {
	for _, w := range ws {
		for _, e := range r.exclude {
			if w.Stem == e || (len(e) >= 4 && len(w.Stem) >= len(e)+3 && strings.HasPrefix(w.Stem, e)) {
				return e
			}
		}
	}
	return ""
}

// score rates the context of the occurrence [start, end) of t's output.
func (r *Rule) score(t *Text, q *queryFacts, start, end, topicN int, v variant) (Hit, bool) {
	output := t.Output
	pattern := v.pattern || len(v.need) > 0
	h := Hit{Start: start, End: end, Matched: output[start:end], Pattern: pattern}
	sent := t.sentenceOf(r.Wrong, start, end)
	if e := r.excluded(sent); e != "" || r.describedIn(sent) || r.explainedIn(sent) {
		return h, false
	}
	if q.of(r, t).excluded != "" {
		return h, false
	}
	l, rt := t.aroundOf(start, end)
	pos := 0
	var why []string
	for _, w := range dedupe(l) {
		if r.left[w] {
			pos++
			why = append(why, w)
		}
	}
	for _, w := range dedupe(rt) {
		if r.right[w] {
			pos++
			why = append(why, w)
		}
	}
	sn := 0
	counted := map[string]bool{}
	for _, w := range why {
		counted[w] = true
	}
	for _, w := range sent {
		if r.topic[w.Stem] && !counted[w.Stem] {
			counted[w.Stem] = true
			sn++
			why = append(why, w.Stem)
		}
	}
	if len(r.entity) > 0 && (!r.Strong || pattern) && !r.namesEntity(sent) && !q.of(r, t).entity {
		return h, false
	}
	if len(v.need) > 0 {
		found := false
		for _, w := range sent {
			if slicesContains(v.need, w.Stem) {
				found = true
				sn++
				why = append(why, w.Stem)
				break
			}
		}
		if !found {
			return h, false
		}
	}
	h.Pos = pos
	local := 2*float64(pos) + float64(sn)
	s := local + 0.5*float64(min(topicN, 2))
	h.Score = s
	switch {
	case r.Strong && !pattern && (local >= 1 || topicN >= 1 || specificValue(r.Wrong)):
		h.Similarity = 0.8 + 0.2*min(1, s/2)
	case local >= 1 || (r.Strong && topicN >= 1):
		// A weak mistake needs words of its taught context around it; the
		// pattern of a strong one needs the topic somewhere.
		h.Similarity = min(1, 0.5+0.2*max(s, 1))
	default:
		return h, false
	}
	if len(why) > 0 {
		// Show the words as the output spells them, not their stems.
		spelled := t.spelledAs()
		for i, w := range why {
			if t, ok := spelled[w]; ok {
				why[i] = t
			}
		}
		h.Why = "context: " + strings.Join(why, ", ")
	} else {
		h.Why = "the taught text itself"
	}
	return h, true
}

// namesEntity reports whether ws holds one of the rule's entities.
func (r *Rule) namesEntity(ws []word) bool {
	for _, w := range ws {
		if slicesContains(r.entity, w.Stem) {
			return true
		}
	}
	return false
}

func dedupe(ws []string) []string {
	seen := map[string]bool{}
	out := ws[:0:0]
	for _, w := range ws {
		if !seen[w] {
			seen[w] = true
			out = append(out, w)
		}
	}
	return out
}

// bestPerSentence keeps, in each sentence, only the hits with the best
// context score: "In Python 3, round(2.5) gives 3" has two 3s, and only
// the one in the taught context is the mistake. A sentence where the text
// passed over is the same as the text kept ("Send `PUT /x`, since PUT
// applies partial changes") cannot be fixed in part without contradicting
// itself: its hits are all returned as blocked. A number is left to the
// scores: the same number often means two things in one sentence.
func bestPerSentence(t *Text, hits []Hit) (kept, blocked []Hit) {
	if len(hits) < 2 {
		return hits, nil
	}
	x := t.outputSpans()
	best := map[int]float64{}
	key := make([]int, len(hits))
	for i, h := range hits {
		a, _ := x.sentence(h.Start, h.End)
		key[i] = a
		if h.Score > best[a] {
			best[a] = h.Score
		}
	}
	// The sentences where a hit passed over matches a hit kept.
	type sentText struct {
		sentence int
		text     string
	}
	top := map[sentText]bool{}
	for i, h := range hits {
		if h.Score >= best[key[i]] {
			top[sentText{key[i], strings.ToLower(h.Matched)}] = true
		}
	}
	split := map[int]bool{}
	for i, h := range hits {
		if h.Score < best[key[i]] && !isNumberText(h.Matched) && top[sentText{key[i], strings.ToLower(h.Matched)}] {
			split[key[i]] = true
		}
	}
	for i, h := range hits {
		switch {
		case split[key[i]]:
			h.Blocked = "the same text stands again in the sentence, in another context: a fix of one would contradict the other"
			blocked = append(blocked, h)
		case h.Score >= best[key[i]]:
			kept = append(kept, h)
		}
	}
	sort.Slice(kept, func(i, j int) bool { return kept[i].Start < kept[j].Start })
	return kept, blocked
}

// Apply replaces the hits in s. Overlapping hits keep the first.
func Apply(s string, hits []Hit) string {
	sort.SliceStable(hits, func(i, j int) bool { return hits[i].Start < hits[j].Start })
	var b strings.Builder
	last := 0
	for _, h := range hits {
		if h.Start < last {
			continue
		}
		b.WriteString(s[last:h.Start])
		b.WriteString(h.Replacement)
		last = h.End
	}
	b.WriteString(s[last:])
	return b.String()
}

// Keys returns the index keys of a correction's mistake, in lower case:
// for the taught text and for each pattern generalised from it, the
// longest name or value that the pattern keeps literal. An output that can
// hold the mistake holds one of them (see OutputKeys).
func Keys(wrong, right string) []string {
	var keys []string
	add := func(vars []string) {
		isVar := map[string]bool{}
		for _, v := range vars {
			isVar[v] = true
		}
		// The most specific literal: a whole key/value pair (when the
		// taught text is one), else a name or value with digits, else the
		// longest.
		best, bestScore := "", -1
		for _, v := range Values(wrong) {
			switch v.Kind {
			case Code, Cron, Quoted, Call:
				continue
			case Pair:
				if len(vars) == 0 && v.Start == 0 && v.End == len(strings.TrimRight(wrong, " ;")) {
					best, bestScore = pairKey(v.Text), 1<<20
				}
				continue
			}
			if isVar[v.Text] || v.Inner == "part" || stop[strings.ToLower(v.Text)] {
				continue
			}
			text := v.Text
			if i := strings.IndexByte(text, '.'); i > 0 && isVar[text[:i]] {
				text = text[i+1:] // the method of a variable receiver
			}
			score := len(text)
			if strings.IndexFunc(v.Text, unicode.IsDigit) >= 0 {
				score += 100
			}
			if score > bestScore {
				best, bestScore = text, score
			}
		}
		if best == "" {
			best = strings.TrimSpace(wrong)
		}
		best = strings.ToLower(best)
		if !slicesContains(keys, best) {
			keys = append(keys, best)
		}
	}
	add(nil)
	for _, vs := range variableSets(wrong, right) {
		add(vs)
	}
	if c, ok := coreVariant(wrong, right); ok {
		_ = c
		wf, rf := strings.Fields(wrong), strings.Fields(right)
		_ = rf
		for _, w := range wf {
			lw := strings.ToLower(strings.Trim(w, ".,;:"))
			if classify(w) != Word || !stop[lw] {
				if !slicesContains(keys, lw) {
					keys = append(keys, lw)
				}
			}
		}
	}
	return keys
}

// pairKey is the index key of a key/value pair: lower case, without the
// spaces around its separator.
func pairKey(s string) string {
	return strings.ToLower(pairSpaces.Replace(s))
}

// pairSpaces removes the spaces around the separator of a pair; built once,
// it is safe for concurrent use.
var pairSpaces = strings.NewReplacer(": ", ":", " = ", "=", "= ", "=", " =", "=")

// OutputKeys returns every key under which output may hold a mistake: its
// names and values in lower case, the contents of its quoted strings, and
// the heads and tails of its compound names ("spring.jpa.hibernate.ddl-auto"
// holds "ddl-auto").
func OutputKeys(output string) map[string]bool {
	keys := map[string]bool{}
	for _, v := range Values(output) {
		switch v.Kind {
		case Pair:
			keys[pairKey(v.Text)] = true
			continue
		case Call, Code, Cron:
			continue
		}
		t := strings.ToLower(v.Text)
		keys[t] = true
		if v.Kind == Quoted {
			keys[strings.ToLower(v.Inner)] = true
		}
		for i := 0; i < len(t); i++ {
			if t[i] == '.' || t[i] == '/' || t[i] == ':' || t[i] == '@' || t[i] == '-' {
				keys[t[i+1:]] = true
				keys[t[:i]] = true
			}
		}
	}
	return keys
}

// descriptions returns the word sets of segs, the clauses of the message,
// that describe the wrong text (see Rule.describe).
func descriptions(segs []string, known, wrong, right string) (describe, explain [][]string) {
	var have map[string]bool // the words of the taught texts, once a clause needs them
	rightVals, core := Values(right), coreAtom(wrong)
	changed := changedAtoms(wrong, right)
	for _, seg := range segs {
		free := !holdsAny(seg, right, rightVals)
		names := describesWrong(seg, right, rightVals, core) || free && namesAny(seg, changed)
		if !names && !free {
			continue
		}
		if have == nil {
			have = stemSet(words(known + " " + wrong + " " + right))
		}
		var set []string
		for _, w := range words(seg) {
			if len(w.Stem) >= 3 && !have[w.Stem] && !stop[w.Stem] && classify(w.Stem) != Number && !slicesContains(set, w.Stem) {
				set = append(set, w.Stem)
			}
		}
		switch {
		case len(set) == 0:
		case names:
			describe = append(describe, set)
		case len(set) >= 2:
			explain = append(explain, set)
		}
	}
	return describe, explain
}

// holdsAny reports whether a clause holds right or one of its values.
func holdsAny(clause, right string, rightVals []Value) bool {
	if strings.Contains(clause, strings.TrimSpace(right)) {
		return true
	}
	for _, v := range rightVals {
		if len(v.Text) >= 2 && !stop[strings.ToLower(v.Text)] && containsBounded(clause, v.Text, v.Kind == Word) {
			return true
		}
	}
	return false
}

// explainedIn reports whether a sentence holds two words of one of the
// clauses of the message that give the reason for the fix without naming
// it ("months are zero-based"): an output that states the user's reason
// uses the wrong text knowingly.
func (r *Rule) explainedIn(ws []word) bool {
	return len(r.explain) > 0 && holdsSet(ws, r.explain, func(int) int { return 2 })
}

// describedIn reports whether a sentence holds enough words of one of the
// rule's descriptions of the wrong text.
func (r *Rule) describedIn(ws []word) bool {
	return len(r.describe) > 0 && holdsSet(ws, r.describe, func(n int) int { return min(2, n) })
}

// holdsSet reports whether ws holds need(len(set)) words of one of sets.
func holdsSet(ws []word, sets [][]string, need func(int) int) bool {
	have := stemSet(ws)
	for _, set := range sets {
		n := 0
		for _, w := range set {
			if have[w] {
				n++
			}
		}
		if n >= need(len(set)) {
			return true
		}
	}
	return false
}

// describesWrong reports whether a clause of the message is about the
// wrong text rather than the fix: it names the wrong text (or starts with
// "that's", "it's", "this is" referring to it) and does not hold the right
// text. rightVals are the Values of right, and core is coreAtom(wrong).
func describesWrong(clause, right string, rightVals []Value, core string) bool {
	if strings.Contains(clause, strings.TrimSpace(right)) {
		return false
	}
	for _, v := range rightVals {
		if v.Kind != Word && v.Kind != Quoted && len(v.Text) >= 2 && containsBounded(clause, v.Text, false) {
			return false
		}
	}
	lc := strings.ToLower(strings.TrimSpace(clause))
	for _, a := range []string{"that's ", "thats ", "that is ", "it's ", "its ", "this is ", "that one ", "this one "} {
		if strings.HasPrefix(lc, a) {
			return true
		}
	}
	return core != "" && containsBounded(clause, core, classify(core) == Word)
}

// changedAtoms returns the atoms of wrong that right drops, of at least
// two bytes (four for a plain word): the part of a command the correction
// changes ("-n" of "clean -n" → "clean -fd"). A message that says what
// such an atom is ("-n is the dry run") describes the wrong text.
func changedAtoms(wrong, right string) []string {
	var out []string
	for _, v := range Values(wrong) {
		if v.Kind == Word && len(v.Text) < 4 || len(v.Text) < 2 || stop[strings.ToLower(v.Text)] || containsBounded(right, v.Text, false) {
			continue
		}
		out = append(out, v.Text)
	}
	return out
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

// coreAtom returns the longest atom of wrong that is not a stop word.
func coreAtom(wrong string) string {
	best := ""
	for _, v := range Values(wrong) {
		switch v.Kind {
		case Call, Pair, Code, Quoted:
			continue
		}
		if v.Inner == "part" || stop[strings.ToLower(v.Text)] {
			continue
		}
		if len(v.Text) > len(best) {
			best = v.Text
		}
	}
	return best
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

// residualOptions returns the options on teach's line of wrong that the
// message names in a clause apart from right's, and that neither wrong
// nor right holds.
func residualOptions(wrong, right, teach, message string) []string {
	i := strings.Index(teach, wrong)
	if i < 0 || strings.TrimSpace(right) == "" {
		return nil
	}
	a, b := lineAround(teach, i, i)
	// The clauses of the message that do not restate the fix.
	var rest strings.Builder
	for _, seg := range clauses(message) {
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
		if len(f) < 3 || f[0] != '-' || !unicode.IsLetter(rune(f[len(f)-1])) || strings.Contains(wrong, f) || strings.Contains(right, f) || slicesContains(out, f) {
			continue
		}
		if containsBounded(rest.String(), f, false) {
			out = append(out, f)
		}
	}
	return out
}

// residualOn returns the first of options standing on the line of
// output[start:end], or "".
func residualOn(output string, start, end int, options []string) string {
	a, b := lineAround(output, start, end)
	line := output[a:b]
	for _, o := range options {
		if containsBounded(line, o, false) {
			return o
		}
	}
	return ""
}

// keyword holds words of programming languages that a fix may add
// ("await asyncio.sleep(2)") and that any code uses for other things.
var keyword = map[string]bool{"await": true, "async": true, "new": true, "go": true, "defer": true,
	"yield": true, "return": true, "const": true, "let": true, "var": true, "static": true, "final": true}

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
		for _, k := range o.at {
			if (k+len(f) <= start || k >= end) && Bounded(output, k, k+len(f)) && t.inCode(k) {
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
			if !isTitle(name) || sentenceStart(teach, at) || stop[strings.ToLower(name)] || len(name) < 3 {
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
			if containsBounded(lower, strings.ToLower(n), false) {
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
// line in a fenced block, after the last pipe or "&&" and past "sudo",
// a prompt and variable assignments, without a version suffix. It returns
// "" in prose, or when the command's start is not a plain word.
func commandOf(s string, i int, code *codeMap) string {
	if !code.at(i) {
		return ""
	}
	start := strings.LastIndexByte(s[:i], '\n') + 1
	if n := sort.SearchInts(code.fences, i+1); n%2 == 0 {
		start = strings.LastIndexByte(s[:i], '`') + 1 // an inline span
	}
	seg := s[start:i]
	for _, sep := range []string{"|", "&&", ";", "$("} {
		if k := strings.LastIndex(seg, sep); k >= 0 {
			seg = seg[k+len(sep):]
		}
	}
	for _, f := range strings.Fields(seg) {
		switch {
		case f == "$" || f == "sudo" || f == "exec" || f == "time" || strings.Contains(f, "=") && !strings.HasPrefix(f, "-"):
			continue
		}
		f = strings.ToLower(f)
		for _, c := range f {
			if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '_' || c == '.') {
				return ""
			}
		}
		if len(f) < 2 || f[0] == '-' {
			return ""
		}
		// python3, python2.7 and pip3 are python and pip: versions are
		// the scope check's business.
		if t := strings.TrimRight(f, "0123456789."); len(t) >= 2 {
			f = t
		}
		return f
	}
	return ""
}

// lineAround returns the bounds of the line of s that holds [start, end).
func lineAround(s string, start, end int) (int, int) {
	a := strings.LastIndexByte(s[:start], '\n') + 1
	b := strings.IndexByte(s[end:], '\n')
	if b < 0 {
		return a, len(s)
	}
	return a, end + b
}
