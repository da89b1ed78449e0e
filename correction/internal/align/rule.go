package align

import (
	"fmt"
	"math"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/cairnhq/cairn/correction/internal/scope"
	"github.com/cairnhq/cairn/correction/internal/typed"
	"github.com/cairnhq/cairn/internal/fold"
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
	// explainKey is explain joined, a key that rules taught the same
	// reason share (Text.explained).
	explainKey string
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
	// guess reports a mistake too plain to replace offline at all (a
	// small number, one plain word): guessMistake.
	guess bool
	// sqlWord marks a SQL keyword taught in a statement (sqlWordVariant):
	// in a line of SQL it is no guess.
	sqlWord bool
	// guessOpts holds the options a guess was the argument of wherever
	// it was taught ("-w" of "gunicorn -w 16"): given to the same option,
	// it names the setting and is replaced after all.
	guessOpts []string
	// guessAppends records a fix that appends an option to the guess
	// ("prune" → "prune --volumes"): inside code the word is a command's.
	guessAppends bool
	// taughtInImport records a wrong text that stood in an import
	// statement where it was taught: only then may an import's package
	// name be replaced (inImport).
	taughtInImport bool
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
	// callees holds, for a Wrong that is a keyword argument ("axis=0",
	// "inplace=True"), the functions it was passed to where it was taught
	// ("drop"): a keyword means what its function says, and the same
	// argument of another function ("sum(axis=0)") is not the mistake.
	callees []string
	// calleePaths holds the same calls with their receivers ("client.chat.completions.create"),
	// and calledName records a Wrong that is a bare name which stood as a
	// keyword argument's name ("max_tokens" of "create(max_tokens=4000)"):
	// such a name is a parameter of that API, and of many others.
	calleePaths []string
	calledName  bool
	// subcommands holds, for an option, the subcommands of the commands
	// it was taught in ("checkout" of "git checkout -c"), and said the
	// words of the message: an occurrence under another subcommand that
	// the message names ("-c is git switch") is where the option is right.
	subcommands []string
	said        map[string]bool
	// progSubs holds, for a Wrong that is a program ("npm" of "npm install
	// x"), the subcommands it was taught with: the program the fix names
	// may lack another one ("pnpm ci"), so only those are renamed.
	progSubs  []string
	isProgram bool
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
	// shortFlag and flagValue are the option letter and value of a Wrong
	// that is a one-letter option with its value ("-n api"): where the
	// output also gives that value to a long option of that letter
	// ("--namespace=api"), replacing Wrong alone would leave the value
	// under its other spelling.
	shortFlag byte
	flagValue string
	// needs holds the names Right calls that Wrong does not: a module or
	// package that qualifies a call ("os" of "os.ReadFile(…)", "errors"
	// of "errors.Is(…)") or a class it constructs ("ZoneInfo(…)"). An
	// output that lists its imports and brings none of them in needs a
	// second change (the import) the substitution would not make.
	needs []string
	// optionOf holds, for a bare value taught only as the argument of an
	// option ("prod" of "kubectl -n prod"), those options; valueWords
	// the words of the message that say what the value is ("namespace" of
	// "the namespace is production"). The same text elsewhere (an
	// env="prod" label, "the prod environment") is another setting's
	// value unless its line names one of them (optionValue).
	optionOf, valueWords []string
	// siblings holds, for a Wrong that was taught as a top-level key of a
	// YAML document ("apiVersion: v1" of a Chart.yaml), the other top-level
	// keys of that document (name, version, dependencies): the same key in
	// a document none of whose keys are those (kind, metadata, spec) is
	// another kind of document, with its own meaning of the key.
	siblings []string
	// parents holds, for a Wrong that was taught as a key of structured
	// text ("secretRef:" in "valueFrom: {secretRef: …}"), the keys it was
	// nested under: the same key under another parent ("envFrom:") is
	// another setting, right in its own place.
	parents []string
	// counted holds the words of topic, left and right, each once: those
	// countIn looks for in an output.
	counted []string
	// argOf holds, for a Wrong that is an option alone ("--set"), the
	// segments of the setting it was taught with ("podannotations",
	// "prometheus" of "--set podAnnotations.prometheus.io/scrape=true"):
	// the same option given another setting ("--set image.tag=…") is not
	// the taught case when the message says why of that setting.
	argOf []string
	// host is the host the taught command line connected to ("-h
	// redis-cluster.prod"): the same option on a line that connects to
	// another host is about another server.
	host string
	// resource is the scheme and authority of the URI the taught command
	// acted on ("s3://exports", "postgres://db-1"): the same option on a
	// command that acts on another one is a setting of that resource.
	resource string
	// absent records a message that says Wrong does not exist ("there's
	// no go mod clean", "--dry doesn't exist"): a name that is wrong in
	// any context, fixed wherever it stands in its scope.
	absent bool
	// port records a Wrong that is a port number (a bare number taught
	// as a port): it is the same mistake at the end of an address
	// ("pricing.svc:50051", "localhost:50051/health").
	port bool
	// joins records the ways Wrong continued a larger name where it was
	// taught (joinedAt): a method of a receiver ("Post.objects." before
	// "select_related('tags')"), the last segments of a dotted key, a host
	// before its port. An occurrence joined the same way is whole.
	joins []joined
	// pair records a Wrong that is one key/value pair ("site:
	// datadoghq.com"): under a dotted key ("datadog.site: datadoghq.com")
	// it is the same setting.
	pair bool
	// pipedInto holds the command the message says the fix's output is
	// piped into ("get-login-password piped into docker login"): the
	// fix is whole only on a line that pipes into it.
	pipedInto string
	// companion is a command with its option that the message says the
	// fix goes with ("use -print0 with xargs -0") and the taught output
	// lacked: the fix is whole only on a line that holds it.
	companion string
	// condition is an option the message says the fix is needed with
	// ("esbuild only supports --splitting with --format=esm"): where the
	// command lacks it, the taught text may be right.
	condition string
	// numbered records a numbered name whose prefix the fix changes
	// ("PLT-482" → "PLAT-482"): its pattern (any number) has the shape of
	// a strong mistake, and needs the taught topic somewhere, not words
	// around it.
	numbered bool
	// reasonNames holds the names of methods the message gives with its
	// reason and the taught output called on a receiver ("readFile" of "that awaits the
	// callback version of readFile" over "await fs.readFile(…)"), besides
	// Wrong and Right: an output that uses none of them is not the case
	// the message reasoned about.
	reasonNames []string
	// changed holds the segment of a compound Wrong that Right swaps
	// ("primary" of "pg-primary.db" → "pg-replica.db"), and the segment it
	// puts there when that is a word ("whitespace" of IsNullOrEmpty →
	// IsNullOrWhiteSpace), in lower case: a sentence whose prose says
	// either around an occurrence speaks of what the value means there and
	// chose it (and replacing the value alone would leave the prose saying
	// the old segment).
	changed []string
	// defaultClaim records a message about what a tool does when nothing
	// is set, over a taught output that stated the value rather than set
	// it (claimsDefault): an output that sets the value chose it.
	defaultClaim bool
	// resources holds what the message or the taught output call the
	// value ("bucket" of "our staging bucket is …"): a hit that its own
	// line calls another kind of resource (a namespace) is another thing
	// of the same name.
	resources []string
	// anchor is a name of code the message gives that stood on the taught
	// line (anchorOf): the fix holds on a line that has it.
	anchor string
	// claim records a correction taught on the answer to a yes/no
	// question ("Does X retry on 503?" → "Yes, …"): what the message
	// refutes is a claim, which a substitution rewrites only in part.
	// Its occurrences in prose are suggested, not applied; in code the
	// value is a value.
	claim bool
	// caseNoun is the thing the message says the fix is for ("for a
	// checkbox", "on a topic") when the taught output named it near the
	// mistake (caseNounOf): an output that never names it near the
	// occurrence, nor in its question, is about another case.
	caseNoun string
	// tables holds the tables of the taught SQL that the message names: a
	// value compared with a column of another table is another thing.
	tables []string
	// setApart holds the words the message brings of its own
	// (messageOnlyWords): an output that uses one speaks of the
	// distinction the user drew.
	setApart []string
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

// maxAboutReach bounds how far from an occurrence in the taught output
// the names of its sentence are read (appendAbout).
const maxAboutReach = 600

// maxTaughtOccurrences bounds the occurrences of the wrong text in the
// taught output that Compile reads.
const maxTaughtOccurrences = 16

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
	if wc, rc, segs, ok := segmentCore(wrong, right); ok {
		if v, err := buildVariant(wc, rc, nil); err == nil {
			v.segment = true
			if !specificValue(wc) {
				v.segs = segs
				if len(segs) == 0 {
					v.segs = []string{"\x00"} // never: nothing else to recognise the address by
				}
			}
			r.variants = append(r.variants, v)
			// Host names and mail addresses are the same in any case
			// ("Sales-Leads@Example.com").
			if caseless(wc) {
				if re, err := regexp.Compile("(?i)" + regexp.QuoteMeta(wc)); err == nil {
					r.variants = append(r.variants, variant{re: re, tmpl: rc, folded: true, segment: true, segs: v.segs})
				}
			}
		}
	}
	if v, ok := sqlFuncVariant(wrong, right, teach); ok {
		r.variants = append(r.variants, v)
	}
	if v, ok := sqlWordVariant(wrong, right, teach); ok {
		r.variants = append(r.variants, v)
		r.sqlWord = true
	}
	for _, q := range quotedPairs(wrong, right) {
		if v, err := buildVariant(q[0], q[1], nil); err == nil {
			r.variants = append(r.variants, v)
		}
	}
	r.variants = append(r.variants, caseFolds(wrong, right)...)
	if v, ok := settingFold(wrong, right); ok {
		r.variants = append(r.variants, v)
	}
	if v, ok := settingInCode(wrong, right); ok {
		r.variants = append(r.variants, v)
	}
	if v, ok := optionValueVariant(wrong, right); ok {
		r.variants = append(r.variants, v)
		// The option names what the value is: `region = "eu-west-1"`
		// for --region is the value in its taught place.
		ow, _, _ := cutOptionValue(strings.TrimSpace(wrong))
		for _, w := range words(ow) {
			r.left[w.Stem] = true
		}
	}
	recv := taughtModule(wrong, teach)
	prose := messageProse(message, wrong, right)
	for _, vs := range variableSets(wrong, right) {
		if slices.ContainsFunc(vs, func(id string) bool { return namedInProse(id, prose) }) {
			// "don't refit on the test set: scaler.transform(X_test)": the
			// message speaks of what X_test holds, so the mistake is the
			// call on it; on X_train the same call may be right.
			continue
		}
		if recv != "" && slices.Contains(vs, recv) {
			// "datetime.utcnow()" where datetime is a module: the same
			// function of another module or object (arrow.utcnow()) is
			// another API, not this mistake with another receiver.
			continue
		}
		v, err := buildVariant(wrong, right, vs)
		if err == nil {
			v.pattern = true
			v.ordered = argumentOrder(wrong, right, v)
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
		// A taught output that states the wrong text more often than
		// maxTaughtOccurrences says nothing new after them (and each one
		// reads its sentence).
		for _, m := range v.re.FindAllStringIndex(teach, maxTaughtOccurrences) {
			if !Bounded(teach, m[0], m[1]) {
				j, ok := joinedAt(teach, m[0], m[1])
				if !ok {
					continue
				}
				if !slices.Contains(r.joins, j) {
					r.joins = append(r.joins, j)
				}
			} else if m[0] > 0 && teach[m[0]-1] == '.' && isIdentStart(teach[m[0]]) {
				// A method of a call's result ("Now().Format(…)"): a method
				// of a named receiver is the same.
				if j := (joined{before: '.'}); !slices.Contains(r.joins, j) {
					r.joins = append(r.joins, j)
				}
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
				if sc := subcommandOf(teach, m[0], tcode); sc != "" && !slicesContains(r.subcommands, sc) {
					r.subcommands = append(r.subcommands, sc)
				}
			}
			if LowerWord(wrong) && programAt(teach, m[0], tcode) {
				r.isProgram = true
				if sc := wordAt(teach, m[1]); sc != "" && !slicesContains(r.progSubs, sc) {
					r.progSubs = append(r.progSubs, sc)
				}
			}
			if named := keywordName(wrong, teach, m[1]); keywordArgument(wrong) && !namedValueSwap(wrong, right) || named {
				if f := calleeAround(teach, m[0]); f != "" && !slicesContains(r.callees, f) {
					r.callees = append(r.callees, f)
				}
				if f := calleePathAround(teach, m[0]); f != "" && !slicesContains(r.calleePaths, f) {
					r.calleePaths = append(r.calleePaths, f)
				}
				r.calledName = r.calledName || named && calleeAround(teach, m[0]) != ""
			}
			if wordFollows(teach, m[1], tcode) {
				r.wordAfter = true
			}
			if k := parentKey(teach, m[0], m[1]); k != "" && !slicesContains(r.parents, k) {
				r.parents = append(r.parents, k)
			}
			if sib := siblingKeys(teach, m[0]); len(sib) >= 2 {
				r.siblings = append(r.siblings, sib...)
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
			// The names of the sentence near the occurrence: a sentence
			// thousands of bytes long (a text without stops) is read only
			// around it.
			r.about = appendAbout(r.about, teach, max(a, m[0]-maxAboutReach), min(b, m[1]+maxAboutReach), m[0], m[1], wrong, right)
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
	r.explainKey = joinSets(r.explain)
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
	r.shortFlag, r.flagValue = shortOption(wrong, right)
	r.needs = neededNames(wrong, right)
	for _, a := range freshAtoms(right, wrong) {
		if !keywords[fold.Lower(a)] {
			r.fresh = append(r.fresh, a)
		}
	}
	if seg, repl := swappedSegment(wrong, right); seg != "" {
		r.changed = []string{seg}
		if repl != "" {
			r.changed = append(r.changed, repl)
		}
	}
	r.numbered = numberedName(wrong, right) != ""
	r.pipedInto = pipedInto(message)
	if r.pipedInto == "" {
		r.pipedInto = pipeAfter(message, teach, right)
	}
	r.companion = companionOf(message, teach, right)
	if r.companion == "" {
		r.companion = joinedSetting(message, teach, right)
	}
	r.condition = conditionOf(message, teach, right)
	if r.condition == "" {
		r.condition = forbiddenWith(message, teach, wrong, right)
	}
	r.pair = wholePair(wrong)
	r.defaultClaim = claimsDefault(wrong, teach, message)
	r.resources = taughtResources(wrong, right, teach, message)
	r.anchor = anchorOf(message, teach, wrong, right)
	r.caseNoun = caseNounOf(message, teach, wrong, right)
	r.claim = yesNoAnswer(query, teach)
	r.tables = messageTables(message, teach)
	r.setApart = withoutClausesOf(messageOnlyWords(message, teach, query, wrong, right), message, r.pipedInto, r.companion, r.condition, r.anchor)
	r.scope = compileScope(wrong, right, teach, message, query)
	r.weak = weakMistake(wrong)
	if r.weak && universal(message) {
		// "we moved every cluster off md5": a convention that holds
		// beyond the thing the taught line was about.
		r.about = nil
	}
	r.taughtInImport = importedIn(teach, wrong)
	if r.guess = guessMistake(wrong); r.guess {
		r.guessOpts = argumentOf(wrong, teach)
		r.guessAppends = strings.HasPrefix(strings.TrimSpace(right), strings.TrimSpace(wrong)+" -")
	}
	r.port = portNumber(wrong, teach+" "+message+" "+query)
	r.absent = !r.weak && saysAbsent(wrong, message)
	r.argOf = optionArgument(wrong, teach, message)
	if r.optionOf = optionsBefore(wrong, teach); len(r.optionOf) > 0 {
		for _, w := range msgWords {
			if !own[w.Stem] && !stemSet(words(right))[w.Stem] && !slicesContains(r.valueWords, w.Stem) {
				r.valueWords = append(r.valueWords, w.Stem)
			}
		}
	}
	if i := strings.Index(teach, wrong); i >= 0 {
		r.host = hostOfLine(teach, i)
		if r.weak || optionValueSwap(wrong, right) {
			// A value set for the resource the command acts on (its
			// region, its port), not the spelling of the command.
			r.resource = resourceOfCommand(teach, i)
		}
	}
	for _, v := range Values(message) {
		if v.Kind != Ident && v.Kind != Dotted {
			continue
		}
		n := v.Text[strings.LastIndexByte(v.Text, '.')+1:]
		if len(n) >= 4 && !strings.Contains(wrong, n) && !strings.Contains(right, n) && strings.Contains(teach, "."+n+"(") &&
			!slicesContains(r.reasonNames, n) {
			r.reasonNames = append(r.reasonNames, n)
		}
	}
	taught := stemSet(words(teach))
	if len(r.subcommands) > 0 {
		r.said = map[string]bool{}
		for _, f := range strings.Fields(fold.Lower(message)) {
			r.said[strings.Trim(f, ".,;:!?()`'\"")] = true
		}
	}
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
	seen := make(map[string]bool, len(r.topic)+len(r.left)+len(r.right))
	for _, m := range []map[string]bool{r.topic, r.left, r.right} {
		for w := range m {
			if !seen[w] {
				seen[w] = true
				r.counted = append(r.counted, w)
			}
		}
	}
	return r, nil
}

// caseless reports a host name or a mail address, which DNS and mail
// read in any case: letters, digits, '-' and '.', with a dot after an
// '@' or two dots.
func caseless(s string) bool {
	if len(s) < 6 || strings.Trim(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._@") != "" {
		return false
	}
	at := strings.IndexByte(s, '@')
	if at >= 0 {
		return at > 0 && strings.Count(s, "@") == 1 && strings.Contains(s[at:], ".")
	}
	return strings.Count(s, ".") >= 2 && !isDigits(strings.ReplaceAll(s, ".", ""))
}

// optionsBefore returns, when wrong is a bare value (one word, not an
// option) and every occurrence of it in teach is the argument of an
// option ("-n prod", "--profile=dev"), those options; otherwise nil.
func optionsBefore(wrong, teach string) []string {
	w := strings.TrimSpace(wrong)
	if w == "" || strings.HasPrefix(w, "-") || strings.ContainsAny(w, " \t\n=:/.@0123456789") {
		return nil // a value with digits or structure says more by itself (europe-west1)
	}
	return argumentOf(w, teach)
}

// argumentOf returns the options wrong is the argument of at every
// bounded occurrence in teach ("-w" of "-w 16", "--namespace" of
// "--namespace=prod"), or nil when one occurrence is not an option's
// argument. Unlike optionsBefore it takes numbers and structured values.
func argumentOf(wrong, teach string) []string {
	w := strings.TrimSpace(wrong)
	if w == "" {
		return nil
	}
	var opts []string
	every := typed.EachOccurrence(teach, w, func(at, end int) bool {
		if !Bounded(teach, at, end) {
			return true
		}
		o := optionBefore(teach, at)
		if o != "" && !slices.Contains(opts, o) {
			opts = append(opts, o)
		}
		return o != ""
	})
	if !every {
		return nil
	}
	return opts
}

// boundByOption reports whether the occurrence at output[start:end] is
// the argument of an option the rule's wrong text was taught after, or,
// for a word taught only as an option's argument, whether it is given to
// an option or stands on a line that names the same setting (optionValue:
// "--namespace prod", "location=westeurope"): the setting says what the
// value is, and a guess so bound is no guess.
func (r *Rule) boundByOption(output string, start, end int) bool {
	if o := optionBefore(output, start); o != "" && slices.Contains(r.guessOpts, o) {
		return true
	}
	return len(r.optionOf) > 0 && r.optionValue(output, start, end)
}

// optionBefore returns the option whose argument begins at offset at of s
// ("-n" of "-n prod", "--profile" of "--profile=dev"), or "".
func optionBefore(s string, at int) string {
	j := at
	if j > 0 && s[j-1] == '=' {
		j--
	} else {
		for j > 0 && (s[j-1] == ' ' || s[j-1] == '\t') {
			j--
		}
		if j == at {
			return ""
		}
	}
	k := j
	for k > 0 && !strings.ContainsRune(" \t\n`'\"(", rune(s[k-1])) {
		k--
	}
	o := s[k:j]
	if len(o) < 2 || o[0] != '-' || o == "--" || !isASCIILetter(o[len(o)-1]) {
		return ""
	}
	return o
}

// optionValue reports whether output[start:end], an occurrence of a value
// taught as an option's argument, is given to one of those options or to
// an option spelled with a word the message used for the value
// ("--namespace" for "the namespace is production"), or stands on a line
// that names that word or the option's own ("region" of --region).
func (r *Rule) optionValue(output string, start, end int) bool {
	if o := optionBefore(output, start); o != "" {
		if slices.Contains(r.optionOf, o) {
			return true
		}
		for _, w := range words(o) {
			if slices.Contains(r.valueWords, w.Stem) {
				return true
			}
		}
	}
	a, b := LineAround(output, start, end)
	for _, w := range words(output[a:b]) {
		if slices.Contains(r.valueWords, w.Stem) {
			return true
		}
		for _, o := range r.optionOf {
			// The setting named on the line: `region = "europe-west1"`
			// for --region, location=westeurope for --location.
			for _, ow := range words(o) {
				if len(ow.Stem) >= 3 && ow.Stem == w.Stem {
					return true
				}
			}
		}
	}
	return false
}

// repeatsName reports whether repl, a pattern's fill, names an atom more
// often than right, the fix it was filled from, does: the variable took
// the value the fix adds ("sum by (le)" for "sum by (route)" → "sum by
// (le, route)"), and the output already holds it.
func repeatsName(repl, right string) bool {
	count := func(s string) map[string]int {
		n := map[string]int{}
		for _, v := range Values(s) {
			if v.Inner != "part" && v.Kind != Quoted && v.Kind != Code {
				n[v.Text]++
			}
		}
		return n
	}
	want := count(right)
	for a, n := range count(repl) {
		if n > 1 && n > want[a] {
			return true
		}
	}
	return false
}

// taughtModule returns the receiver of wrong ("datetime" of
// "datetime.utcnow()") when it is a module or class where wrong was taught:
// imported by the taught output, a standard module it does not bind, or a
// capitalised name it does not bind (LocalDate, Instant). Otherwise, or
// when wrong has no receiver, it returns "".
func taughtModule(wrong, teach string) string {
	dot := strings.IndexByte(wrong, '.')
	if dot <= 0 {
		return ""
	}
	recv := wrong[:dot]
	if !isIdentText(recv) {
		return ""
	}
	t := NewText("", teach)
	if t.moduleName(recv) {
		return recv
	}
	if recv[0] >= 'A' && recv[0] <= 'Z' && !boundIn(teach, recv) {
		return recv
	}
	return ""
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
		if strings.Contains(wrong, name) || keywords[fold.Lower(name)] || !bound(teach, name) {
			continue
		}
		out = append(out, name)
	}
	return out
}

const identVar = `([A-Za-z_$][A-Za-z0-9_$]*(?:[./\-][A-Za-z0-9_$]+)*)`
const stringVar = `("[^"\n]*"|'[^'\n]*')`
const numberVar = `(\d+(?:\.\d+)?)`

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
	var prose map[[2]int][]proseWord // proseSays' sentences, once each
	for _, v := range r.variants {
		for _, m := range t.matches(v.re) {
			if taken[m[0]] || !(r.bounded(output, m[0], m[1]) || v.segment && segmentBounded(output, m[0], m[1])) {
				continue
			}
			if v.folded && (m[0] > 0 && strings.IndexByte("-_.", output[m[0]-1]) >= 0 || m[1] < len(output) && strings.IndexByte("-_", output[m[1]]) >= 0) {
				continue // part of a longer name in that case ("-aes-256-cbc", an option)
			}
			if len(v.segs) > 0 && !sharesSegment(addressAround(output, m[0], m[1]), v.segs) {
				continue // the segment in another address
			}
			if v.sqlWord && !sqlLineAt(t, m[0], m[1]) {
				continue
			}
			repl, ok := v.fill(output, m)
			if ok && (v.sqlFunc || sqlCall(r.Wrong) || sqlText(r.Wrong)) {
				repl = matchCase(output[m[0]:m[1]], repl)
			}
			if !ok || repl == output[m[0]:m[1]] || !r.namesBound(t, m[0], m[1]) {
				continue
			}
			if strings.Contains(repl, "=") && !strings.Contains(output[m[0]:m[1]], "=") && m[1] < len(output) && output[m[1]] == '=' {
				continue // "--mem" → "--mem-per-cpu=4G" before "=2G": the old value would stay after the new one
			}
			if tail, ok := strings.CutPrefix(repl, output[m[0]:m[1]]); ok && tail != "" && m[1] < len(output) &&
				strings.IndexByte("?=&:#", tail[0]) >= 0 && output[m[1]] == tail[0] {
				continue // "/index.php" → "/index.php?$query_string" before "?$args": the value goes on already
			}
			if alreadyRight(output, m[0], m[1], repl) {
				continue // "git stash -u" already says what "stash" → "stash -u" would
			}
			if rt := strings.TrimSpace(r.Right); rt != "" && !strings.Contains(r.Wrong, rt) && strings.Contains(output[m[0]:m[1]], rt) {
				continue // "a.b.c" matched where the output already says the fix "a.b.c"
			}
			if v.pattern && repeatsName(repl, r.Right) {
				continue // "sum by (le)" filled as "sum by (le, le)": it holds the fix's name already
			}
			insertsOption := !r.wordAfter && strings.HasPrefix(repl, output[m[0]:m[1]]+" -") &&
				t.inCode(m[0]) && wordFollows(output, m[1], t.code)
			if !topicDone {
				stems := t.allStems()
				topicN = r.countIn(stems)
				subjectOK = len(r.subject) == 0
				for _, w := range r.subject {
					if _, ok := stems[w]; ok {
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
				if outOfScope == "" && (len(r.scope.taught[scope.Dialect]) > 0 || len(r.scope.wrongIn[scope.Dialect]) > 0) {
					// SQL that names no dialect, in one by its syntax.
					if ds := r.codeDialects(t); len(ds) == 1 {
						if why := r.scope.checkFound(ds); why != "" {
							outOfScope = "its SQL is " + why[len("names "):]
						}
					}
				}
				if outOfScope == "" && len(r.scope.mentioned) > 0 {
					if m := r.scope.negatedIn(t.lackingScopes()); m != "" {
						outOfScope = "says it has no " + m + ", where the correction was taught"
					}
				}
				if outOfScope == "" && len(r.scope.msgDialects) > 0 && bareWord(r.Wrong) && len(found[scope.Dialect]) == 0 && !r.scope.inCodeDialect(r.codeDialects(t)) {
					outOfScope = "the message states the fix for " + strings.Join(r.scope.msgDialects, ", ") + "; this output names no SQL dialect and its syntax is not of one"
				}
				subjectSeen = r.scope.subjectInLower(lower)
				// The same versioned scope as taught ("JUnit 5", "Python
				// 3.12"): the output speaks of what the correction was about.
				if r.scope.sharesVersioned(found) {
					subjectOK = true
				}
			}
			if taken == nil {
				taken = map[int]bool{}
			}
			h, ok := r.score(t, q, m[0], m[1], topicN, v)
			h.Replacement = repl
			switch {
			case outOfScope != "":
				h.Blocked = outOfScope
			case r.host != "" && connectsElsewhere(output, m[0], r.host):
				h.Blocked = "the command connects to another host than the one it was taught for"
			case r.resource != "" && actsElsewhere(output, m[0], r.resource):
				h.Blocked = "the command acts on another resource than " + r.resource + ", the one it was taught for"
			case len(r.argOf) > 0 && otherSetting(output, m[1], r.argOf):
				h.Blocked = "the option is given another setting than the one it was taught with"
			case r.port && r.scope.otherHost(output, m[0]):
				h.Blocked = "the port of another host than the one the message named"
			case !subjectOK && (!r.Strong || v.pattern):
				h.Blocked = "the output does not speak of what the correction was about"
			case !ok:
				h.Blocked = "no context of the one it was taught in"
			case r.weak && !(subjectSeen && (h.Pos >= 1 || weakOKOnce(&weakDone, &weakOK, &r.scope, t))):
				h.Blocked = "a weak match (a number, a short word or option) without the taught subject"
			// The value's owner, named again, is what the claim was about.
			case r.weak && len(r.about) > 0 && !r.scope.namedIn(lowerOf(t)) && !aboutOnce(&aboutDone, &aboutOK, r.about, t):
				h.Blocked = "a weak match whose output names none of " + strings.Join(r.about, ", ") + ", what the taught claim was about"
			}
			if h.Blocked == "" && len(r.programs) > 0 && !v.optValue {
				if t.code == nil {
					t.code = newCodeMap(output)
				}
				// The port or user of a server is its own whatever client
				// connects with: the same host on the line is the same case.
				sameHost := r.host != "" && hostOfLine(output, m[0]) == r.host
				if p := commandOf(output, m[0], t.code); p != "" && !slicesContains(r.programs, p) && !sameHost {
					h.Blocked = "an option of " + strings.Join(r.programs, ", ") + "; here it is given to " + p
				} else if sc := subcommandOf(output, m[0], t.code); sc != "" && len(r.subcommands) > 0 && !slicesContains(r.subcommands, sc) && r.said[sc] {
					h.Blocked = "an option of " + p + " " + strings.Join(r.subcommands, ", ") + "; here it is given to " + p + " " + sc + ", which the message names apart"
				}
			}
			if h.Blocked == "" && r.weak {
				if a, b := t.outputSpans().sentence(m[0], m[1]); derivedBeside(output[a:b], m[0]-a, m[1]-a) {
					h.Blocked = "a number computed from it stands in the same sentence; replacing it alone would leave that one stale"
				}
			}
			if h.Blocked == "" && len(r.callees) > 0 {
				if f := calleeAround(output, m[0]); f != "" && !calleeOf(f, r.callees) {
					h.Blocked = "an argument of " + strings.Join(r.callees, ", ") + "; here it is passed to " + f
				} else if fp := calleePathAround(output, m[0]); f != "" && !sameAPI(fp, r.calleePaths) {
					h.Blocked = "an argument of " + strings.Join(r.calleePaths, ", ") + "; here it is passed to " + fp + ", another API's function of that name"
				} else if f == "" && r.calledName && !r.calledHere(output) {
					h.Blocked = "a parameter of " + strings.Join(r.callees, ", ") + "; this output passes it to no such call, and other APIs have a parameter of that name"
				}
			}
			if h.Blocked == "" && len(r.optionOf) > 0 && !v.pattern && !r.optionValue(output, m[0], m[1]) {
				h.Blocked = "taught as the value of " + strings.Join(r.optionOf, ", ") + "; here it is not given to that option, and its line does not say it is the same setting"
			}
			if wa, wb := wholeValueAt(output, m[0], m[1]); h.Blocked == "" && (t.disowned(m[0], m[1]) || (wa != m[0] || wb != m[1]) && t.disowned(wa, wb)) {
				h.Blocked = "the output itself calls it old or wrong here"
			}
			if h.Blocked == "" && len(r.reasonNames) > 0 && !r.usesReasonName(t) {
				h.Blocked = "the output uses none of " + strings.Join(r.reasonNames, ", ") + ", which the message gave as the reason"
			}
			if h.Blocked == "" && v.pattern {
				if sc := otherSubcommand(r.Wrong, r.Right, h.Matched); sc != "" {
					h.Blocked = "the program is renamed only with the subcommand it was taught with; here it is given " + sc
				} else if w := r.describedBinding(h.Matched); w != "" {
					h.Blocked = "the pattern binds " + w + ", which the message names as where the taught text is right"
				} else if recv := r.moduleReceiver(t, v, m); recv != "" {
					h.Blocked = recv + " is a module here, not an object like the taught receiver: its function of that name is another API"
				}
			}
			if h.Blocked == "" && !r.weak && (r.scope.namesCodeLike() || r.scope.namedAsked()) && !r.scope.namedIn(lowerOf(t)) {
				// "gpt-4o is o200k_base": a fact the message states of one
				// thing holds where that thing is named.
				h.Blocked = "the message states its fact of " + strings.Join(r.scope.named, ", ") + ", which this output and query do not name"
			}
			if h.Blocked == "" && len(r.scope.named) > 0 {
				if other := r.scope.otherOfKind(lowerOf(t)); other != "" {
					h.Blocked = "the output speaks of " + other + ", not of " + strings.Join(r.scope.named, ", ") + " that the message stated its fact of"
				}
			}
			if h.Blocked == "" && r.isProgram {
				if t.code == nil {
					t.code = newCodeMap(output)
				}
				if programAt(output, m[0], t.code) {
					if sc := wordAt(output, m[1]); sc != "" && !slicesContains(r.progSubs, sc) {
						h.Blocked = "the program is renamed only with the subcommands it was taught with (" + strings.Join(r.progSubs, ", ") + "); " + r.Right + " may have no " + sc
					}
				}
			}
			if h.Blocked == "" && r.condition != "" && !commandHolds(output, m[0], r.condition) {
				h.Blocked = "the message ties the mistake to " + r.condition + ", which this command does not use"
			}
			if h.Blocked == "" && r.companion != "" && !lineHolds(output, m[0], r.companion) && !(strings.Contains(r.companion, "=") && strings.Contains(output, r.companion)) {
				h.Blocked = "the message says the fix goes with " + r.companion + ", which this line lacks: it needs a second change"
			}
			if h.Blocked == "" && len(r.resources) > 0 {
				if ns := resourceNounsBeside(output, m[0], m[1]); len(ns) > 0 && !slices.ContainsFunc(ns, func(n string) bool { return slicesContains(r.resources, n) }) {
					h.Blocked = "the output calls it a " + ns[0] + "; the correction was about the " + strings.Join(r.resources, " or ")
				}
			}
			if h.Blocked == "" {
				if w := setApartIn(r.setApart, t); w != "" {
					h.Blocked = "the output speaks of " + w + ", a word of the distinction the message drew: it may be the other case"
				}
			}
			if h.Blocked == "" && len(r.tables) > 0 {
				if tb := comparedTable(output, m[0]); tb != "" && !slicesContains(r.tables, tb) {
					h.Blocked = "a value of a column of " + tb + "; the message spoke of " + strings.Join(r.tables, ", ")
				}
			}
			if h.Blocked == "" && r.anchor != "" && !lineHoldsFold(output, m[0], r.anchor) {
				h.Blocked = "the message ties the fix to " + r.anchor + ", which this line lacks"
			}
			if h.Blocked == "" && r.claim && !t.inCode(m[0]) {
				h.Blocked = "taught on the answer to a yes/no question, and here in prose: the claim needs rewording, not a substitution"
			}
			if h.Blocked == "" && r.caseNoun != "" && !caseNounNear(output, m[0], m[1], r.caseNoun) && !caseNounNear(t.Query, 0, 0, r.caseNoun) {
				h.Blocked = "the message says the fix is for a " + r.caseNoun + "; this output does not speak of one"
			}
			if h.Blocked == "" && r.defaultClaim && assignedAt(output, m[0], t.inCode(m[0])) {
				h.Blocked = "the message spoke of the default; here the value is given to a setting, on purpose"
			}
			if h.Blocked == "" && r.pipedInto != "" && !pipesInto(output, m[0], r.pipedInto) {
				h.Blocked = "the message pipes the fix into " + r.pipedInto + ", which this line does not: it needs a second change"
			}
			if h.Blocked == "" && t.releaseHistory(m[0], m[1]) {
				h.Blocked = "a version named as when something happened to that release: a fact, not a choice"
			}
			if h.Blocked == "" && typed.Kept(output, m[0], m[1]) {
				h.Blocked = "the output itself says it keeps the value here on purpose"
			}
			if h.Blocked == "" && len(r.fresh) > 0 {
				if f := r.freshOutside(t, m[0], m[1]); f != "" {
					h.Blocked = "the output names " + f + ", the fix, as well: it chose between them"
				}
			}
			if h.Blocked == "" && r.shortFlag != 0 {
				if l := longSpelling(output, r.shortFlag, r.flagValue); l != "" {
					h.Blocked = "the output also gives " + r.flagValue + " to " + l + ": replacing " + strings.TrimSpace(r.Wrong) + " alone would leave it there"
				}
			}
			if h.Blocked == "" && timeOfDay(r.Wrong) && inTimeRange(output, m[0], m[1]) {
				h.Blocked = "one end of a range of times: shifting it alone would leave the other"
			}
			if h.Blocked == "" && len(r.changed) > 0 {
				if prose == nil {
					prose = map[[2]int][]proseWord{}
				}
				if w := r.proseSays(t, m[0], m[1], prose); w != "" {
					h.Blocked = "the sentence says " + w + " in words: it speaks of what the value means here, and chose it"
				}
			}
			if h.Blocked == "" && len(r.needs) > 0 {
				if n := t.missingImport(r.needs); n != "" {
					h.Blocked = "the fix calls " + n + ", which the output's imports do not bring in: it needs a second change"
				}
			}
			if h.Blocked == "" && len(r.residual) > 0 {
				if o := residualOn(output, m[0], m[1], r.residual); o != "" {
					h.Blocked = "the message also rejected " + o + ", which stands beside it: replacing it alone would leave the rest of the old command"
				}
			}
			if h.Blocked == "" && t.Query != "" && len(h.Matched) >= 4 && classify(h.Matched) != Word &&
				(atomIn(t.Query, h.Matched) || v.segment && strings.Contains(t.Query, addressAround(output, m[0], m[1]))) {
				// A value, not a word the question may use for its own sake
				// ("stash everything").

				h.Blocked = "the question names it: the answer speaks of it knowingly"
			}
			if h.Blocked == "" && t.Query != "" {
				if core := askedCore(t.Query, h.Matched, h.Replacement); core != "" {
					h.Blocked = "the question asks for " + core + ": the answer gives what was asked"
				}
			}
			if h.Blocked == "" && r.explainedElsewhere(t) {
				h.Blocked = "the output states the reason the message gave, as what it wants"
			}
			if h.Blocked == "" && len(r.siblings) > 0 {
				if sib := siblingKeys(output, m[0]); len(sib) >= 2 && !slices.ContainsFunc(sib, func(k string) bool { return slicesContains(r.siblings, k) }) {
					h.Blocked = "a key of another kind of document: beside " + strings.Join(sib, ", ") + ", not the taught " + strings.Join(r.siblings, ", ")
				}
			}
			if h.Blocked == "" && len(r.parents) > 0 {
				if k := parentKey(output, m[0], m[1]); k != "" && !slicesContains(r.parents, k) {
					h.Blocked = "a key under " + k + " here; it was taught under " + strings.Join(r.parents, ", ")
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
			if h.Blocked == "" && !r.taughtInImport && inImport(output, m[0], m[1]) {
				h.Blocked = "an import names a package here; the correction was not taught on one"
			}
			if h.Blocked == "" && r.guess && !r.port && !r.boundByOption(output, m[0], m[1]) && !(r.guessAppends && t.inCode(m[0])) &&
				!(r.sqlWord && sqlLineAt(t, m[0], m[1])) {
				h.Blocked = guessWhy
			}
			if h.Blocked == "" {
				if c := doubledEdge(output, m[0], m[1], h.Replacement); c != 0 {
					h.Blocked = "the fix would write the output's " + strconv.QuoteRune(rune(c)) + " twice where it meets the text around it"
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

// pipedInto returns the command a message says to pipe into ("piped into
// docker login", "pipe it to jq"), its first two words, or "".
// pipeAfter returns the command (its first two words) that the message's
// own command line pipes the right text into ("aws ecr get-login-password
// --region eu-west-1 | docker login …"), when the taught output pipes
// into no such command: the fix is the value and the pipe, and an output
// that gets only the value still fails. It returns "" otherwise.
func pipeAfter(message, teach, right string) string {
	r := strings.TrimSpace(right)
	i := strings.Index(message, r)
	if len(r) < 3 || i < 0 {
		return ""
	}
	rest := message[i+len(r):]
	if k := strings.IndexByte(rest, '\n'); k >= 0 {
		rest = rest[:k]
	}
	k := strings.IndexByte(rest, '|')
	if k < 0 || strings.HasPrefix(rest[k:], "||") || strings.Contains(rest[:k], ". ") || strings.Contains(rest[:k], ", ") {
		return ""
	}
	var cmd []string
	for _, raw := range strings.Fields(rest[k+1:]) {
		w := strings.Trim(raw, "`'\"(),;")
		if w == "" || strings.HasPrefix(w, "-") || len(cmd) == 2 {
			break
		}
		cmd = append(cmd, w)
	}
	if len(cmd) == 0 || !ProgramWord(cmd[0]) || pipesInto(teach, 0, cmd[0]) || strings.Contains(teach, "| "+cmd[0]) {
		return ""
	}
	return strings.Join(cmd, " ")
}

func pipedInto(message string) string {
	lower := fold.Lower(message)
	for _, cue := range []string{"piped into ", "pipe it into ", "pipe it to ", "piped to ", "pipe into ", "pipe to "} {
		i := strings.Index(lower, cue)
		if i < 0 {
			continue
		}
		var cmd []string
		for _, raw := range strings.Fields(message[i+len(cue):]) {
			w := strings.Trim(raw, "`'\".,;:!?()")
			if w == "" || len(cmd) == 2 {
				break
			}
			cmd = append(cmd, w)
			if strings.ContainsAny(raw[len(raw)-1:], ".,;:!?") {
				break // the clause ends
			}
		}
		if len(cmd) > 0 {
			return strings.Join(cmd, " ")
		}
	}
	return ""
}

// companionOf returns the command and option a message says the fix goes
// with ("-print0 with xargs -0", "together with git push --force-with-lease"),
// or the setting ("with Wants=network-online.target"), when the taught
// output and the fix lack it, or "". A setting may stand on another line
// of the output.
func companionOf(message, teach, right string) string {
	lower := fold.Lower(message)
	for _, cue := range []string{" together with ", " along with ", " with ", " plus "} {
		i := strings.Index(lower, cue)
		if i < 0 {
			continue
		}
		f := strings.Fields(message[i+len(cue):])
		if len(f) >= 1 {
			// "only works with Wants=network-online.target next to it": a
			// setting the fix needs beside it.
			if kv := strings.Trim(f[0], "`'\"(),;:."); strings.Contains(kv, "=") {
				if k, _, ok := settingParts(kv); ok && !strings.Contains(teach, kv) && !strings.Contains(right, kv) && !strings.HasPrefix(strings.TrimSpace(right), k+"=") {
					return kv
				}
			}
		}
		if len(f) < 2 {
			continue
		}
		cmd, opt := strings.Trim(f[0], "`'\"(),;:"), strings.Trim(f[1], "`'\"(),;:.")
		if !isIdentText(strings.ReplaceAll(cmd, "-", "_")) || len(opt) < 2 || opt[0] != '-' {
			continue
		}
		c := cmd + " " + opt
		if strings.Contains(teach, c) || strings.Contains(right, c) {
			continue
		}
		return c
	}
	return ""
}

// programAt reports whether s[i] starts the program of a command in code:
// nothing but white space, "$" or "sudo" before it on its line (or inline
// span), after a separator.
func programAt(s string, i int, code *codeMap) bool {
	if !code.at(i) {
		return false
	}
	for _, f := range strings.Fields(commandSegment(s, i, code)) {
		if f != "$" && f != "sudo" && f != "RUN" && f != "exec" {
			return false
		}
	}
	return true
}

// wordAt returns the plain lower-case word after one space at s[i:] (a
// subcommand), or "".
func wordAt(s string, i int) string {
	if i+1 >= len(s) || s[i] != ' ' || s[i+1] < 'a' || s[i+1] > 'z' {
		return ""
	}
	j := i + 1
	for j < len(s) && (s[j] >= 'a' && s[j] <= 'z' || s[j] == '-') {
		j++
	}
	if j == i+1 || j < len(s) && s[j] != ' ' && s[j] != '\n' && s[j] != '`' {
		return ""
	}
	return s[i+1 : j]
}

// LowerWord reports a word of lower-case letters, two or more.
func LowerWord(w string) bool {
	if len(w) < 2 {
		return false
	}
	for i := 0; i < len(w); i++ {
		if w[i] < 'a' || w[i] > 'z' {
			return false
		}
	}
	return true
}

// conditionOf returns the option a message says the fix is needed with:
// "X only supports A with B", "A only works with B", "A requires B", "A
// needs B", where A is an option of the taught output and B holds the
// right text's value.
func conditionOf(message, teach, right string) string {
	rc := strings.TrimSpace(right)
	if rc == "" {
		return ""
	}
	for _, cl := range messageClauses(message) {
		f := strings.Fields(cl)
		for i := 0; i+2 < len(f); i++ {
			a := strings.Trim(f[i], "`'\"(),;:")
			if len(a) < 3 || a[0] != '-' || !strings.Contains(teach, a) || strings.Contains(rc, a) {
				continue
			}
			rest := fold.Lower(strings.Join(f[i+1:min(len(f), i+5)], " "))
			before := ""
			if i > 0 {
				before = fold.Lower(f[i-1])
			}
			ok := before == "supports" && strings.HasPrefix(rest, "with ") ||
				strings.HasPrefix(rest, "only works with ") || strings.HasPrefix(rest, "requires ") ||
				strings.HasPrefix(rest, "needs ") || strings.HasPrefix(rest, "only with ")
			if !ok {
				continue
			}
			tail := strings.Join(f[i+1:min(len(f), i+6)], " ")
			if strings.Contains(tail, rc) || strings.Contains(tail, coreOf(rc)) && coreOf(rc) != "" {
				return a
			}
		}
	}
	return ""
}

// forbiddenWith returns a token of the taught line that the message says
// the wrong text is not allowed with: "DNAT isn't allowed in POSTROUTING"
// for "-A POSTROUTING … -j DNAT". The mistake is the pair of them; a line
// without the token ("-A POSTROUTING … -j MASQUERADE") may be right.
func forbiddenWith(message, teach, wrong, right string) string {
	wc := fold.Lower(coreOf(wrong))
	rc := fold.Lower(coreOf(right))
	i := strings.Index(teach, strings.TrimSpace(wrong))
	if wc == "" || i < 0 {
		return ""
	}
	a, b := lineWindow(teach, i, maxCommandBytes)
	onLine := map[string]bool{}
	for _, g := range strings.Fields(teach[a:b]) {
		onLine[strings.Trim(g, "`'\"(),;")] = true
	}
	for _, cl := range messageClauses(message) {
		lc := fold.Lower(cl)
		if !containsWord(lc, wc) || !hasAny(lc, "isn't allowed", "is not allowed", "not allowed", "isn't valid", "is not valid", "can't go", "cannot go", "doesn't work", "does not work", "isn't supported", "is not supported") {
			continue
		}
		for _, f := range strings.Fields(cl) {
			t := strings.Trim(f, "`'\"(),;:.")
			lt := fold.Lower(t)
			if len(t) < 3 || lt == wc || lt == rc || strings.Contains(wc, lt) || !codeToken(t) {
				continue
			}
			if onLine[t] {
				return t
			}
		}
	}
	return ""
}

// codeToken reports a token written like code or a keyword: upper case,
// or holding a digit, '-', '_' or '.'.
func codeToken(t string) bool {
	return strings.ToUpper(t) == t && fold.Lower(t) != t || strings.ContainsAny(t, "0123456789-_.")
}

// commandHolds reports whether the command around offset i of output
// (its line, with the lines a trailing backslash continues, as
// commandAround bounds them) uses opt.
func commandHolds(output string, i int, opt string) bool {
	a, b := commandAround(output, i)
	for _, f := range strings.Fields(output[a:b]) {
		if f == opt || strings.HasPrefix(f, opt+"=") {
			return true
		}
	}
	return false
}

// lineHolds reports whether the line of output around offset i holds c.
func lineHolds(output string, i int, c string) bool {
	a, b := LineAround(output, i, i)
	return strings.Contains(output[a:b], c)
}

// pipesInto reports whether the line of output around offset i pipes into
// cmd (its first word after a '|').
func pipesInto(output string, i int, cmd string) bool {
	a, b := LineAround(output, i, i)
	line := output[a:b]
	// A command continued on the next line ("… \\" then "| docker login").
	for b < len(output) && strings.HasSuffix(strings.TrimRight(line, " "), "\\") {
		_, nb := LineAround(output, b+1, b+1)
		line += "\n" + output[b+1:nb]
		b = nb
	}
	first := strings.Fields(cmd)[0]
	for _, seg := range strings.Split(line, "|")[1:] {
		if f := strings.Fields(seg); len(f) > 0 && strings.EqualFold(strings.Trim(f[0], "`$("), first) {
			return true
		}
	}
	return false
}

// usesReasonName reports whether t's query or output names one of the
// rule's reasonNames.
func (r *Rule) usesReasonName(t *Text) bool {
	for _, n := range r.reasonNames {
		if nameIn(t.Output, n) || nameIn(t.Query, n) {
			return true
		}
	}
	return false
}

// nameIn reports whether name stands in text with no letter, digit or '_'
// joined to it ("readFile" in "fs.readFile(p)", not in "readFileSync").
func nameIn(text, name string) bool {
	for i := 0; ; {
		k := strings.Index(text[i:], name)
		if k < 0 {
			return false
		}
		at := i + k
		i = at + 1
		if (at == 0 || !isIdentByteAlign(text[at-1])) && (at+len(name) >= len(text) || !isIdentByteAlign(text[at+len(name)])) {
			return true
		}
	}
}

// moduleReceiver returns the receiver a pattern's occurrence m gives the
// taught method in place of the taught receiver, when that is a module in
// t's output (moduleName), or "".
func (r *Rule) moduleReceiver(t *Text, v variant, m []int) string {
	for g, name := range v.vars {
		a, b := m[2+2*g], m[3+2*g]
		if a != m[0] || a < 0 || !strings.HasPrefix(r.Wrong, name+".") {
			continue
		}
		if recv := t.Output[a:b]; recv != name && t.moduleName(recv) {
			return recv
		}
	}
	return ""
}

// weakOKOnce returns rs.weakOK(t), found on the first call: it reads the
// whole query and output, the same for every occurrence.
// lowerOf returns t's query and output in lower case.
func lowerOf(t *Text) string {
	_, lt := t.scopeInfo()
	return lt
}

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
	// described: the query asks about what the message said the wrong
	// text is ("8080 is the admin ui" taught, "expose the admin ui"
	// asked): the answer uses it in that meaning.
	described bool
}

func (q *queryFacts) of(r *Rule, t *Text) *queryFacts {
	if !q.done {
		q.excluded, q.entity, q.done = r.excluded(t.queryWords()), r.namesEntity(t.queryWords()), true
		q.described = r.describedIn(t.queryWords())
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

// specificValue reports a wrong text specific enough to be the same
// mistake wherever it stands: one value of twelve bytes or more that
// joins parts with a separator (a bucket path, a host, a module path).
func specificValue(wrong string) bool {
	w := strings.TrimSpace(wrong)
	if len(w) < 12 || strings.ContainsAny(w, " \t") {
		return false
	}
	if qualifiedCall(w) {
		return true
	}
	return strings.Count(w, "/")+strings.Count(w, ".")+strings.Count(w, "-")+strings.Count(w, "_")+strings.Count(w, ":") >= 2
}

// qualifiedCall reports a call of a qualified name whose arguments, if
// any, are literals or names: "datetime.utcnow()", "os.getenv('HOME')".
// The module and function name it: the same call is the same mistake
// wherever it stands.
func qualifiedCall(w string) bool {
	open := strings.IndexByte(w, '(')
	if open <= 0 || !strings.HasSuffix(w, ")") || strings.Count(w, "(") != 1 {
		return false
	}
	callee := w[:open]
	dot := strings.IndexByte(callee, '.')
	return dot > 0 && dot < len(callee)-1 && isIdentText(strings.ReplaceAll(callee, ".", "_"))
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

// kindWords name what kind of value a number or a short word is, not
// whose it is (stems): "port" stands beside every port number, "version"
// beside every version. Around a weak mistake they are no sign of the
// taught context: "containerPort: 8080" of another service is not the
// catalog's metrics port.
var kindWords = map[string]bool{
	"port": true, "version": true, "timeout": true, "default": true, "valu": true, "number": true,
	"limit": true, "size": true, "count": true, "tag": true, "releas": true, "id": true,
}

// kindNouns are the kindWords that only name a kind ("version", "port"):
// in the sentence around a weak mistake they are no sign of its taught
// context either, where "release" or "timeout" may be the topic itself.
var kindNouns = map[string]bool{"port": true, "version": true, "valu": true, "number": true}

// weakMistake reports a wrong text that says little by itself: a number,
// a bare short option, a word of at most four letters, a single plain word.
func weakMistake(wrong string) bool {
	w := strings.TrimSpace(wrong)
	if price(w) {
		return true // "$29": an amount, which other things cost too
	}
	if ipv4(w) {
		return false // "10.20.0.5": one machine's address
	}
	if strings.IndexAny(w, "@#$") == 0 {
		return false // an annotation, a channel, a variable: specific
	}
	if wholePair(w) && boolValue(w) {
		// A setting turned on or off ("exported=\"false\""): the same key
		// is rightly off in another place, as a number is another count.
		return true
	}
	vs := Values(w)
	if len(vs) != 1 {
		return false
	}
	switch vs[0].Kind {
	case Number, Version:
		return true
	case Zone:
		// An offset says as little as a number: UTC+1, +05:30.
		return utcOffset(w) || w[0] == '+' || w[0] == '-' || len(w) <= 4
	case Flag:
		return len(w) <= 3
	case Word:
		return true
	}
	return len(w) <= 4
}

// boolValue reports a key/value pair whose value is a boolean: true,
// false, yes, no, on, off, enabled, disabled (quoted or not).
func boolValue(pair string) bool {
	i := strings.LastIndexAny(pair, "=:")
	if i < 0 {
		return false
	}
	switch fold.Lower(strings.Trim(strings.TrimSpace(pair[i+1:]), `"'`)) {
	case "true", "false", "yes", "no", "on", "off", "enabled", "disabled":
		return true
	}
	return false
}

// bounded reports whether output[start:end] is a whole occurrence; a
// property assignment may continue a dotted name on its left
// ("spring.jpa.hibernate.ddl-auto=create" for "ddl-auto=create").
func (r *Rule) bounded(output string, start, end int) bool {
	if Bounded(output, start, end) {
		return true
	}
	if tagVariantAfter(output, start, end) && Bounded(output[:end], start, end) {
		return true // "postgres:15" of "postgres:15-alpine": the variant is not the version
	}
	if start > 0 && output[start-1] == '.' && keyEndsAt(output, end) && Bounded(" "+output[start:end], 1, 1+end-start) {
		return true // "max-pool-size" of "spring.datasource.hikari.max-pool-size=30": a dotted key's last part
	}
	if r.port && portOfAddress(output, start, end) {
		return true
	}
	if start > 0 && output[start-1] == '.' && (strings.Contains(r.Wrong, "=") || r.pair) {
		// Bounded reads a few bytes past the end: not the whole tail.
		return Bounded(" "+output[start:min(len(output), end+nameMargin)], 1, 1+end-start)
	}
	if len(r.joins) > 0 {
		if j, ok := joinedAt(output, start, end); ok && slices.Contains(r.joins, j) {
			return true
		}
	}
	return false
}

// joined is how an occurrence continues a larger name: the joining byte
// before it and after it (0 where it is bounded).
type joined struct{ before, after byte }

// joinedAt reports how s[start:end], which Bounded rejects, continues a
// larger name, when it does so in one of the ways that leave it a whole
// value: after a receiver or a dotted prefix ("objects.select_related(…)",
// "hibernate.ddl-auto=create", "api.v1.host"), or before a port
// ("vault.corp.lan:8200"). ok is false for any other join, and where
// s[start:end] is part of a larger word ("utf8" of "utf8mb4", "3" of "3.7",
// "create" of "create-drop").
func joinedAt(s string, start, end int) (j joined, ok bool) {
	if start >= end {
		return j, false
	}
	if start > 0 {
		first, _ := utf8.DecodeRuneInString(s[start:])
		if isAlnum(first) {
			switch {
			case alnumBefore(s, start):
				return j, false
			case start >= 2 && isJoin(s[start-1]) && alnumBefore(s, start-1):
				// A receiver or a dotted prefix, before a name; the user
				// before a host ("app@db.internal:5432").
				switch {
				case s[start-1] == '@' && hostPort(s[start:end]):
					j.before = '@'
				case s[start-1] != '.' || !unicode.IsLetter(first) && first != '_':
					return j, false
				default:
					j.before = '.'
				}
			}
		}
	}
	if end < len(s) {
		last, _ := utf8.DecodeLastRuneInString(s[start:end])
		if isAlnum(last) {
			switch {
			case alnumAt(s, end):
				return j, false
			case s[end] == '/' && alnumAt(s, end+1) && hostPort(s[start:end]):
				j.after = '/' // the path of an address after its host
			case isJoin(s[end]) && alnumAt(s, end+1):
				// A port, after a name that has a letter.
				k := end + 1
				for k < len(s) && s[k] >= '0' && s[k] <= '9' {
					k++
				}
				if s[end] != ':' || k == end+1 || k < len(s) && (isAlnum(rune(s[k])) || s[k] == '.') ||
					strings.IndexFunc(s[start:end], unicode.IsLetter) < 0 {
					return j, false
				}
				j.after = ':'
			}
		}
	}
	if Bounded(" "+s[start:end]+" ", 1, 1+end-start) && j != (joined{}) {
		return j, true
	}
	return j, false
}

// hostPort reports a host name with dots, and maybe a port:
// "db.internal", "pg-main.lks.internal:5432".
func hostPort(s string) bool {
	h, port, hasPort := strings.Cut(s, ":")
	if hasPort && (port == "" || strings.Trim(port, "0123456789") != "") {
		return false
	}
	return strings.Count(h, ".") >= 1 && strings.IndexFunc(h, unicode.IsLetter) >= 0 &&
		strings.Trim(h, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-") == "" &&
		!strings.HasPrefix(h, ".") && !strings.HasSuffix(h, ".")
}

// argumentOrder reports whether v, a pattern of wrong, is a call whose
// fix only reorders its arguments, and whose arguments' kinds tell the
// two orders apart (date_trunc(col, 'day') → date_trunc('day', col)): the
// pattern never matches a call already in the right order, so it is the
// mistake wherever it stands. Arguments of one kind (copy(src, dst)) do
// not tell them apart: which is which depends on the names.
func argumentOrder(wrong, right string, v variant) bool {
	if len(v.names) < 2 || v.re.MatchString(right) {
		return false
	}
	i, j := strings.IndexByte(wrong, '('), strings.IndexByte(right, '(')
	if i <= 0 || i != j || wrong[:i] != right[:j] || !strings.HasSuffix(strings.TrimSpace(wrong), ")") || !strings.HasSuffix(strings.TrimSpace(right), ")") {
		return false
	}
	args := func(s string) []string {
		s = strings.TrimSpace(s)
		var out []string
		for _, a := range strings.Split(s[i+1:len(s)-1], ",") {
			out = append(out, strings.TrimSpace(a))
		}
		slices.Sort(out)
		return out
	}
	wa, ra := args(wrong), args(right)
	return len(wa) >= 2 && slices.Equal(wa, ra)
}

// hostOfLine returns the host the command line around offset i of s
// connects to (the argument of -h or --host), lower case, or "".
func hostOfLine(s string, i int) string {
	a, b := lineWindow(s, i, maxCommandBytes)
	f := strings.Fields(strings.Trim(s[a:b], "`$ "))
	for k, w := range f {
		switch {
		case (w == "-h" || w == "--host") && k+1 < len(f):
			return fold.Lower(strings.Trim(f[k+1], "`'\""))
		case strings.HasPrefix(w, "--host="):
			return fold.Lower(strings.Trim(w[len("--host="):], "`'\""))
		}
	}
	return ""
}

// connectsElsewhere reports whether the command line around offset i of output
// connects to a host other than host.
func connectsElsewhere(output string, i int, host string) bool {
	h := hostOfLine(output, i)
	return h != "" && h != host
}

// optionArgument returns the segments (lower case, three letters or
// more) of the setting that follows wrong, an option alone, in teach,
// when the message names one of them: the correction is about the option
// for that setting. It returns nil otherwise.
func optionArgument(wrong, teach, message string) []string {
	w := strings.TrimSpace(wrong)
	if !strings.HasPrefix(w, "-") || strings.ContainsAny(w, " =") {
		return nil
	}
	i := strings.Index(teach, w+" ")
	if i < 0 {
		return nil
	}
	arg := settingAfter(teach, i+len(w))
	if arg == "" {
		return nil
	}
	lm := fold.Lower(message)
	segs := settingSegments(arg)
	for _, sg := range segs {
		if strings.Contains(lm, sg) {
			return segs
		}
	}
	return nil
}

// settingAfter returns the key of the argument after offset i of s (the
// part before '='), or "" when none follows or it is another option.
func settingAfter(s string, i int) string {
	for i < len(s) && s[i] == ' ' {
		i++
	}
	j := i
	for j < len(s) && !strings.ContainsRune(" \t\n`'\"\\", rune(s[j])) {
		j++
	}
	arg := s[i:j]
	if arg == "" || strings.HasPrefix(arg, "-") {
		return ""
	}
	if k := strings.IndexByte(arg, '='); k > 0 {
		arg = arg[:k]
	}
	return arg
}

// settingSegments splits a setting's key into its names, lower case.
func settingSegments(key string) []string {
	var out []string
	for _, f := range strings.FieldsFunc(fold.Lower(key), func(r rune) bool { return strings.ContainsRune("./_-:[]", r) }) {
		if len(f) >= 3 {
			out = append(out, f)
		}
	}
	return out
}

// otherSetting reports whether the option ending at offset end of output
// is given a setting that shares no name with segs.
func otherSetting(output string, end int, segs []string) bool {
	arg := settingAfter(output, end)
	if arg == "" {
		return false
	}
	for _, sg := range settingSegments(arg) {
		if slicesContains(segs, sg) {
			return false
		}
	}
	return true
}

// absentCues say that what stands before or after them does not exist.
var absentBefore = []string{"there's no ", "there is no ", "theres no ", "there isn't a ", "there is not a ", "no such "}
var absentAfter = []string{" doesn't exist", " does not exist", " isn't a thing", " isn't a real ", " is not a real ",
	" isn't a valid ", " is not a valid ", " isn't valid", " is not valid", " isn't a command", " is not a command"}

// saysAbsent reports whether a clause of message says wrong (or the
// name it calls) does not exist: "there's no go mod clean", "no such
// subcommand find", "--dry doesn't exist". A name that exists nowhere
// is wrong in every context.
func saysAbsent(wrong, message string) bool {
	w := fold.Lower(strings.Trim(strings.TrimSpace(wrong), "`"))
	core := fold.Lower(coreOf(strings.Trim(strings.TrimSpace(wrong), "`")))
	if len(w) < 3 {
		return false
	}
	for _, cl := range messageClauses(message) {
		lc := fold.Lower(strings.ReplaceAll(cl, "`", ""))
		lc = strings.ReplaceAll(lc, "’", "'")
		for _, x := range []string{w, core} {
			if len(x) < 3 {
				continue
			}
			at := wordIndex(lc, x)
			if at < 0 {
				continue
			}
			for _, cue := range absentBefore {
				if i := strings.LastIndex(lc[:at], cue); i >= 0 && len(strings.Fields(lc[i+len(cue):at])) <= 2 {
					return true
				}
			}
			for _, cue := range absentAfter {
				if strings.HasPrefix(lc[at+len(x):], cue) {
					return true
				}
			}
		}
	}
	return false
}

// portNumber reports whether wrong is a port number: two to five digits,
// taught where the text says "port" or shows the number as one (after
// a colon or -p).
func portNumber(wrong, taught string) bool {
	w := strings.TrimSpace(wrong)
	if len(w) < 2 || len(w) > 5 || strings.Trim(w, "0123456789") != "" {
		return false
	}
	lt := fold.Lower(taught)
	return segmentIndex(lt, "port") >= 0 || segmentIndex(lt, "listens") >= 0 ||
		strings.Contains(lt, ":"+w) || strings.Contains(lt, "-p "+w) || strings.Contains(lt, "--port "+w) || strings.Contains(lt, "--port="+w)
}

// portOfAddress reports whether output[start:end] is the port of an
// address: after "host:" (a host name with a letter in it, not another
// number as in a 80:8080 mapping) and at the address's end or before its
// path.
func portOfAddress(output string, start, end int) bool {
	if start < 2 || output[start-1] != ':' {
		return false
	}
	if end < len(output) {
		if c := output[end]; c == '.' || c == ':' || c == '-' || c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' {
			return false
		}
	}
	letter := false
	i := start - 1
	for i > 0 {
		c := output[i-1]
		if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' {
			letter = true
		} else if !(c >= '0' && c <= '9' || c == '.' || c == '-' || c == '_') {
			break
		}
		i--
	}
	return letter && i < start-1 && (i == 0 || output[i-1] != ':')
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

// countIn returns how many distinct words of the rule's context are in
// stems (a text's, Text.allStems): how many distinct stems of the text
// are words of its context. A rule has tens of such words, a text
// hundreds.
func (r *Rule) countIn(stems map[string]string) int {
	n := 0
	for _, w := range r.counted {
		if _, ok := stems[w]; ok {
			n++
		}
	}
	return n
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
	if la, lb := t.leadIn(start); lb > la && (len(r.exclude) > 0 || len(r.describe) > 0) {
		// In a code block, the sentence that introduces it ("Snowflake has
		// DATEADD:", "The archive lives on the old instance, port 3306:")
		// and the one right after it ("Every read resets the clock.") are
		// where the block's place, or the meaning the message gave the
		// wrong text, is named.
		if lw := words(output[la:lb]); r.excluded(lw) != "" || r.describedIn(lw) {
			return h, false
		}
	}
	if len(r.describe) > 0 {
		// A sentence beside the block says more than the block's line: it
		// counts only with two words of a description or more.
		if oa, ob := t.leadOut(start); ob > oa && holdsSet(words(output[oa:ob]), r.describe, func(n int) int { return max(2, min(3, n)) }) {
			return h, false
		}
	}
	if q.of(r, t).excluded != "" || q.of(r, t).described {
		return h, false
	}
	l, rt := t.aroundOf(start, end)
	pos := 0
	var why []string
	for _, w := range dedupe(l) {
		if r.left[w] && !(r.weak && kindWords[w]) {
			pos++
			why = append(why, w)
		}
	}
	for _, w := range dedupe(rt) {
		if r.right[w] && !(r.weak && kindWords[w]) {
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
		if r.topic[w.Stem] && !counted[w.Stem] && !(r.weak && kindNouns[w.Stem]) {
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
	case v.ordered && len(v.need) == 0:
		// Arguments in the wrong order, told apart by their kinds: the
		// same mistake with any arguments, in any context.
		h.Similarity = 0.8 + 0.2*min(1, s/2)
	case r.Strong && !pattern && (local >= 1 || topicN >= 1 || specificValue(r.Wrong) || wholePair(r.Wrong)) ||
		r.absent && !pattern:
		h.Similarity = 0.8 + 0.2*min(1, s/2)
	case local >= 1 || ((r.Strong || r.numbered || v.sqlFunc) && topicN >= 1):
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
			top[sentText{key[i], fold.Lower(h.Matched)}] = true
		}
	}
	split := map[int]bool{}
	for i, h := range hits {
		if h.Score < best[key[i]] && (!isNumberText(h.Matched) || DigitCount(h.Matched) >= 3) && top[sentText{key[i], fold.Lower(h.Matched)}] {
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

// DigitCount returns how many digits s holds: a number of three digits or
// more ("6378", "8080") that stands twice in a sentence is the same number
// both times, where "2" or "15" may well be two things.
func DigitCount(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] >= '0' && s[i] <= '9' {
			n++
		}
	}
	return n
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

// pairSpaces removes the spaces around the separator of a pair; built once,
// it is safe for concurrent use.
var pairSpaces = strings.NewReplacer(": ", ":", " = ", "=", "= ", "=", " =", "=")

// swappedSegment returns, when right is wrong with one segment of a
// compound name replaced ("pg-primary.db" → "pg-replica.db",
// "eu-west-1" → "eu-central-1", "IsNullOrEmpty" → "IsNullOrWhiteSpace"),
// that segment of wrong and its replacement, in lower case: runs of four
// letters or more, with text of the name on both sides. The segments of a
// camelCase name are its words. It returns "" for any other pair, and a
// replacement "" when the replacement is not such a run.
func swappedSegment(wrong, right string) (seg, repl string) {
	camel := func(s string, i int) bool { // a word of a camelCase name starts at s[i]
		return i > 0 && i < len(s) && s[i] >= 'A' && s[i] <= 'Z' && s[i-1] >= 'a' && s[i-1] <= 'z'
	}
	p := 0
	for p < len(wrong) && p < len(right) && wrong[p] == right[p] {
		p++
	}
	for p > 0 && isASCIILetter(wrong[p-1]) && !(camel(wrong, p) && camel(right, p)) {
		p--
	}
	q := 0
	for q < len(wrong)-p && q < len(right)-p && wrong[len(wrong)-1-q] == right[len(right)-1-q] {
		q++
	}
	for q > 0 && isASCIILetter(wrong[len(wrong)-q]) && !(camel(wrong, len(wrong)-q) && camel(right, len(right)-q)) {
		q--
	}
	// The first word of a camelCase name swapped ("ObservedObject" →
	// "StateObject") is a segment like any other.
	first := p == 0 && q > 0 && camel(wrong, len(wrong)-q) && camel(right, len(right)-q)
	// The last word swapped after a separator ("snowflake_default" →
	// "snowflake_prod") or a camelCase boundary, likewise.
	sep := func(s string, i int) bool { return i > 0 && i < len(s) && strings.IndexByte("_-.", s[i-1]) >= 0 }
	last := q == 0 && p > 0 && strings.IndexFunc(wrong[:p], unicode.IsLetter) >= 0 &&
		(sep(wrong, p) && sep(right, p) || camel(wrong, p) && camel(right, p))
	if (p == 0 && !first) || (q == 0 && !last) || strings.ContainsAny(wrong, " \t\n") {
		return "", ""
	}
	w, r := wrong[p:len(wrong)-q], right[p:len(right)-q]
	if len(w) < 4 || r == "" || len(letterRuns(w)) != 1 || letterRuns(w)[0] != fold.Lower(w) ||
		strings.IndexFunc(r, func(c rune) bool { return !isAlnum(c) }) >= 0 || stop[fold.Lower(w)] {
		return "", ""
	}
	if len(r) >= 4 && len(letterRuns(r)) == 1 && letterRuns(r)[0] == fold.Lower(r) && !stop[fold.Lower(r)] {
		repl = fold.Lower(r)
	}
	return fold.Lower(w), repl
}

// letterRuns returns the runs of ASCII letters of s, in lower case.
func letterRuns(s string) []string {
	var out []string
	for i := 0; i < len(s); {
		if !isASCIILetter(s[i]) {
			i++
			continue
		}
		j := i
		for j < len(s) && isASCIILetter(s[j]) {
			j++
		}
		out = append(out, fold.Lower(s[i:j]))
		i = j
	}
	return out
}

func isASCIILetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// proseWord is a word of r.changed that a sentence's prose says, at
// output[start:end].
type proseWord struct{ start, end int }

// proseSays returns the word of r.changed that the prose of the sentence
// around output[start:end] says on its own, outside the occurrence and
// outside code, or "". The words of a sentence are found once (memo),
// however many occurrences it holds.
func (r *Rule) proseSays(t *Text, start, end int, memo map[[2]int][]proseWord) string {
	if w := r.proseSaysIn(t, start, end, start, end, memo); w != "" {
		return w
	}
	// In code, the sentence that leads into the block speaks of it
	// ("…, so it observes the instance it is given:").
	if t.inCode(start) {
		if a, b := t.leadIn(start); a < b {
			if w := r.proseSaysIn(t, a, b, start, end, memo); w != "" {
				return w
			}
		}
	}
	return ""
}

// changedWord reports whether w is one of r.changed, or a form of it
// ("observes" of "observed").
func (r *Rule) changedWord(w string) bool {
	lw := fold.Lower(w)
	if slices.Contains(r.changed, lw) {
		return true
	}
	sw := stem(lw)
	for _, c := range r.changed {
		if len(c) >= 5 && stem(c) == sw {
			return true
		}
	}
	return false
}

// leadIn returns the span of the line that introduces the fenced code
// block around offset i of t's output (the last non-empty line before its
// opening fence), or an empty span; found from the code map, in O(log n)
// and the blank lines skipped.
func (t *Text) leadIn(i int) (int, int) {
	if t.code == nil {
		t.code = newCodeMap(t.Output)
	}
	c := t.code
	n := sort.SearchInts(c.fences, i+1)
	if n%2 == 0 {
		return 0, 0 // not in a fenced block
	}
	l := sort.SearchInts(c.lines, c.fences[n-1]) // the fence's line
	for l--; l >= 0; l-- {
		a, b := c.lines[l], c.fences[n-1]-1
		if l+1 < len(c.lines) {
			b = c.lines[l+1] - 1
		}
		if strings.TrimSpace(t.Output[a:b]) != "" {
			return a, b
		}
	}
	return 0, 0
}

// leadOut returns the bounds of the first line of prose after the fenced
// block that holds offset i, or 0, 0.
func (t *Text) leadOut(i int) (int, int) {
	if t.code == nil {
		t.code = newCodeMap(t.Output)
	}
	c := t.code
	n := sort.SearchInts(c.fences, i+1)
	if n%2 == 0 || n >= len(c.fences) {
		return 0, 0 // not in a closed fenced block
	}
	l := sort.SearchInts(c.lines, c.fences[n]+1) // the line after the closing fence
	for stop := l + 8; l < len(c.lines) && l < stop; l++ {
		a, b := c.lines[l], len(t.Output)
		if l+1 < len(c.lines) {
			b = c.lines[l+1] - 1
		}
		if strings.HasPrefix(strings.TrimSpace(t.Output[a:b]), "```") {
			return 0, 0 // another block
		}
		if strings.TrimSpace(t.Output[a:b]) != "" {
			return a, b
		}
	}
	return 0, 0
}

// proseSaysIn returns a word of r.changed in the prose of the sentence
// around output[sa:sb], outside the occurrence output[start:end], or "".
func (r *Rule) proseSaysIn(t *Text, sa, sb, start, end int, memo map[[2]int][]proseWord) string {
	a, b := t.outputSpans().sentence(sa, sb)
	s := t.Output
	found, ok := memo[[2]int{a, b}]
	if !ok {
		for i := a; i < b; {
			if !isASCIILetter(s[i]) {
				i++
				continue
			}
			j := i
			for j < b && isASCIILetter(s[j]) {
				j++
			}
			if wholeAtomAt(s, i, j) && !t.inCode(i) && r.changedWord(s[i:j]) {
				found = append(found, proseWord{i, j})
			}
			i = j
		}
		memo[[2]int{a, b}] = found
	}
	for _, w := range found {
		if w.end <= start || w.start >= end {
			return s[w.start:w.end]
		}
	}
	return ""
}

// keywordArgument reports a Wrong that is one keyword argument: a name,
// "=" and a value, with no space or call in it ("axis=0", "dtype=int32").
func keywordArgument(w string) bool {
	k, v, ok := strings.Cut(strings.TrimSpace(w), "=")
	if !ok || k == "" || v == "" || strings.ContainsAny(w, " \t\n()") || strings.HasPrefix(v, "=") {
		return false
	}
	for i := 0; i < len(k); i++ {
		if c := k[i]; !(c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}

// keywordName reports a Wrong that is a bare name standing, where it was
// taught (ending at end of teach), as a keyword argument's name:
// "max_tokens" of "create(max_tokens=4000)".
func keywordName(wrong, teach string, end int) bool {
	w := strings.TrimSpace(wrong)
	if w == "" || w != wrong || !isIdentText(w) {
		return false
	}
	rest := strings.TrimLeft(teach[end:], " ")
	return strings.HasPrefix(rest, "=") && !strings.HasPrefix(rest, "==")
}

// calleePathAround is calleeAround with the callee's receivers:
// "client.chat.completions.create".
func calleePathAround(s string, i int) string {
	f := calleeAround(s, i)
	if f == "" {
		return ""
	}
	j := strings.LastIndex(s[max(0, i-maxCallBack):i], f+"(")
	if j < 0 {
		return f
	}
	j += max(0, i-maxCallBack)
	k := j
	for k > 0 && (isIdentByteAlign(s[k-1]) || s[k-1] == '.' && k > 1 && isIdentByteAlign(s[k-2])) {
		k--
	}
	return s[k : j+len(f)]
}

// calleeOf reports whether the function f is one of callees, or a class
// named after one ("Seq2SeqTrainingArguments" of "TrainingArguments"): a
// subclass takes its parent's keyword arguments.
func calleeOf(f string, callees []string) bool {
	for _, c := range callees {
		if f == c || len(c) >= 6 && c[0] >= 'A' && c[0] <= 'Z' && (strings.HasSuffix(f, c) || len(f) >= 6 && f[0] >= 'A' && f[0] <= 'Z' && strings.HasSuffix(c, f)) {
			return true
		}
	}
	return false
}

// sameAPI reports whether the call path f is one of paths: the same
// function, and where both name it through two receivers or more
// ("client.chat.completions.create"), the same receivers after the
// first, the object's own name ("chat.completions", not "messages" or
// "completions" alone).
func sameAPI(f string, paths []string) bool {
	if len(paths) == 0 || f == "" {
		return true
	}
	fs := apiPath(f)
	for _, p := range paths {
		ps := apiPath(p)
		if !calleeOf(fs[len(fs)-1], []string{ps[len(ps)-1]}) {
			continue
		}
		if len(fs) >= 3 && len(ps) >= 3 && strings.Join(fs[1:len(fs)-1], ".") != strings.Join(ps[1:len(ps)-1], ".") {
			continue // "client.chat.completions.create" is not "client.completions.create"
		}
		return true
	}
	return false
}

// apiPath splits a call path at its dots, without a leading "self." or
// "this." (the object the client hangs off).
func apiPath(f string) []string {
	for _, p := range []string{"self.", "this.", "@"} {
		f = strings.TrimPrefix(f, p)
	}
	return strings.Split(f, ".")
}

// bareWord reports a wrong text of one word of letters ("LIMIT"): a
// keyword of a language, whose replacement may exist in one dialect only
// (TOP); a call ("NVL(x, 0)") names its own function.
func bareWord(s string) bool {
	s = strings.TrimSpace(s)
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_') {
			return false
		}
	}
	return true
}

// describedBinding returns a word of the message's describing clauses
// ("probes is the ivfflat setting") that a pattern's match holds and
// Wrong does not ("ivfflat.probes" for "hnsw.probes"), or "": the message
// said the wrong text is right there.
func (r *Rule) describedBinding(matched string) string {
	m, w := fold.Lower(matched), fold.Lower(r.Wrong)
	for _, clause := range r.describe {
		for _, d := range clause {
			if len(d) >= 3 && strings.Contains(m, d) && !strings.Contains(w, d) {
				return d
			}
		}
	}
	return ""
}

// calledHere reports whether output passes Wrong, as a keyword argument,
// to a call of the API the rule was taught on: then its other mentions
// of the name (in prose) are of that call.
func (r *Rule) calledHere(output string) bool {
	for i, n := 0, 0; n < 64; n++ {
		k := strings.Index(output[i:], r.Wrong)
		if k < 0 {
			return false
		}
		at := i + k
		i = at + len(r.Wrong)
		if f := calleeAround(output, at); f != "" && calleeOf(f, r.callees) && sameAPI(calleePathAround(output, at), r.calleePaths) {
			return true
		}
	}
	return false
}

// maxCallBack bounds how far calleeAround looks back for the call.
const maxCallBack = 400

// calleeAround returns the name of the function whose call's parentheses
// hold s[i] (the last segment of a dotted callee: "drop" of
// "df.drop(…, axis=0)"), or "" when s[i] is not inside a call's
// argument list on its line.
func calleeAround(s string, i int) string {
	j := callOpen(s, i)
	if j < 0 {
		return ""
	}
	k := j
	for k > 0 && isIdentByteAlign(s[k-1]) {
		k--
	}
	return s[k:j]
}

// price reports an amount of money written with its currency sign before
// it: "$29", "€4.50", "£1,200".
func price(w string) bool {
	for _, sign := range []string{"$", "€", "£", "¥"} {
		if rest, ok := strings.CutPrefix(w, sign); ok && rest != "" && rest[0] >= '0' && rest[0] <= '9' {
			return strings.Trim(rest, "0123456789.,") == ""
		}
	}
	return false
}

// Bounds of derivedBeside: the sentence it reads, and the numbers of it
// it compares, pairwise.
const (
	maxDerivedSentence = 2048
	maxDerivedNumbers  = 16
)

// derivedBeside reports whether the sentence s, whose bytes [start, end)
// hold a number N (a price or a plain number), also holds a product of N
// and another of its numbers ("At $29 per seat, 10 seats come to $290"):
// a value computed from N that a substitution of N alone leaves stale.
func derivedBeside(s string, start, end int) bool {
	n, ok := amount(s[start:end])
	if !ok || n == 0 || len(s) > maxDerivedSentence {
		return false // a sentence of a page is a table, not a computation
	}
	var others []float64
	for i := 0; i < len(s); {
		if s[i] < '0' || s[i] > '9' || i > 0 && (isIdentByteAlign(s[i-1]) || s[i-1] == '.') {
			i++
			continue
		}
		j := i
		for j < len(s) && (s[j] >= '0' && s[j] <= '9' || (s[j] == '.' || s[j] == ',') && j+1 < len(s) && s[j+1] >= '0' && s[j+1] <= '9') {
			j++
		}
		if (j >= len(s) || !isIdentByteAlign(s[j])) && (i >= end || j <= start) && len(others) < maxDerivedNumbers {
			if v, ok := amount(s[i:j]); ok {
				others = append(others, v)
			}
		}
		i = j
	}
	for _, k := range others {
		for _, m := range others {
			if k >= 2 && k == float64(int64(k)) && math.Abs(m-n*k) < 1e-6*math.Max(1, m) {
				return true
			}
		}
	}
	// The same quantity in another unit: "5 minutes (300 seconds)".
	if unitWordAfter(s, end) {
		for _, m := range others {
			for _, f := range conversionFactors {
				if m != n && (math.Abs(m-n*f) < 1e-6*math.Max(1, m) || math.Abs(m*f-n) < 1e-6*math.Max(1, n)) {
					return true
				}
			}
		}
	}
	return false
}

// conversionFactors relate the units a quantity is often written in
// twice: seconds, minutes, hours, days; bytes and their multiples.
var conversionFactors = []float64{60, 3600, 24, 1000, 1024, 86400}

// unitWordAfter reports a unit of time or size right after s[:end]
// ("5 minutes", "2 GB", "10s").
func unitWordAfter(s string, end int) bool {
	i := end
	if i < len(s) && s[i] == ' ' {
		i++
	}
	j := i
	for j < len(s) && (s[j] >= 'a' && s[j] <= 'z' || s[j] >= 'A' && s[j] <= 'Z') {
		j++
	}
	switch fold.Lower(s[i:j]) {
	case "ms", "s", "sec", "secs", "second", "seconds", "m", "min", "mins", "minute", "minutes", "h", "hr", "hrs", "hour", "hours",
		"d", "day", "days", "kb", "mb", "gb", "tb", "kib", "mib", "gib", "bytes", "milliseconds", "millisecond":
		return true
	}
	return false
}

// amount reads a number with an optional currency sign and thousands
// commas: "$1,200" is 1200.
func amount(s string) (float64, bool) {
	s = strings.TrimLeft(s, "$€£¥")
	s = strings.ReplaceAll(s, ",", "")
	v, err := strconv.ParseFloat(s, 64)
	return v, err == nil
}

// maxCommandBytes bounds, each way from an occurrence, the part of its
// line read as its command line.
const maxCommandBytes = 1024

// maxContinued bounds the continuation lines commandAround follows each
// way: a command is a few lines, and an output of thousands of them costs
// each occurrence a bounded scan.
const maxContinued = 16

// commandAround returns the bounds of the command line around offset i
// of s, its continuation lines (ending in a backslash) included, at most
// maxContinued each way.
func commandAround(s string, i int) (int, int) {
	a, b := LineAround(s, i, i)
	for n := 0; n < maxContinued && a >= 2 && strings.HasSuffix(strings.TrimRight(s[:a-1], " \t"), "\\"); n++ {
		a = strings.LastIndexByte(s[:a-1], '\n') + 1
	}
	for n := 0; n < maxContinued && b < len(s) && strings.HasSuffix(strings.TrimRight(s[a:b], " \t"), "\\"); n++ {
		_, b = LineAround(s, b+1, b+1)
	}
	return a, b
}

// resourceOfCommand returns the scheme and authority of the first URI on
// the command line around offset i of s ("s3://exports" of "aws s3 ls
// s3://exports/2024/ …"), in lower case, or "".
func resourceOfCommand(s string, i int) string {
	a, b := commandAround(s, i)
	line := s[a:b]
	k := strings.Index(line, "://")
	if k <= 0 {
		return ""
	}
	j := k
	for j > 0 && (isIdentByteAlign(line[j-1]) || line[j-1] == '+' || line[j-1] == '-') {
		j--
	}
	e := k + 3
	for e < len(line) && !strings.ContainsRune(" \t/`'\"?#", rune(line[e])) {
		e++
	}
	if j == k || e == k+3 {
		return ""
	}
	return fold.Lower(line[j:e])
}

// actsElsewhere reports whether the command line around offset i of
// output acts on a URI of another authority than resource.
func actsElsewhere(output string, i int, resource string) bool {
	r := resourceOfCommand(output, i)
	return r != "" && r != resource
}

// optionValueSwap reports a pair that gives one option another value:
// "--region eu-west-1" → "--region eu-central-1", "-p=5432" → "-p=6432".
func optionValueSwap(wrong, right string) bool {
	ow, vw, ok1 := cutOptionValue(strings.TrimSpace(wrong))
	or, vr, ok2 := cutOptionValue(strings.TrimSpace(right))
	return ok1 && ok2 && ow == or && vw != vr
}

func cutOptionValue(s string) (opt, val string, ok bool) {
	if !strings.HasPrefix(s, "-") {
		return "", "", false
	}
	i := strings.IndexAny(s, " =")
	if i < 0 || strings.ContainsAny(s[i+1:], " \t") {
		return "", "", false
	}
	return s[:i], s[i+1:], s[i+1:] != ""
}

// ipv4 reports a dotted IPv4 address, with an optional port or prefix
// length: "10.20.0.5", "10.0.0.0/16", "10.1.2.3:8080".
func ipv4(w string) bool {
	if i := strings.IndexAny(w, "/:"); i > 0 {
		w = w[:i]
	}
	return typed.IsIP(w)
}

// maxValueBytes bounds how far wholeValueAt widens each way.
const maxValueBytes = 256

// wholeValueAt widens output[start:end] to the value it is a piece of,
// at most maxValueBytes each way:
// the segment "vpn" of "vpn.example.io:51820" to the whole address.
func wholeValueAt(output string, start, end int) (int, int) {
	in := func(c byte) bool { return isIdentByteAlign(c) || strings.IndexByte(".-:/@", c) >= 0 }
	lo, hi := max(0, start-maxValueBytes), min(len(output), end+maxValueBytes)
	for start > lo && in(output[start-1]) {
		start--
	}
	for end < hi && in(output[end]) {
		end++
	}
	for end > start && strings.IndexByte(".:-/", output[end-1]) >= 0 {
		end-- // a sentence's full stop, a trailing colon
	}
	return start, end
}

// siblingKeys returns the other top-level keys of the YAML document whose
// top-level line holds offset i of s ("name", "version" beside
// "apiVersion: v1"), in lower case, or nil when that line is not a
// top-level "key: value" line of a fenced block.
func siblingKeys(s string, i int) []string {
	a, b := LineAround(s, i, i)
	line := s[a:b]
	if line == "" || line[0] == ' ' || line[0] == '-' || line[0] == '#' || !strings.Contains(line, ": ") && !strings.HasSuffix(line, ":") {
		return nil
	}
	own := lastKey(line[:strings.IndexByte(line, ':')+1])
	// The document: the lines around up to a fence, a "---" or a blank
	// line followed by prose.
	var keys []string
	scan := func(from, step int) {
		for k, n := from, 0; n < 60; n++ {
			var la, lb int
			if step < 0 {
				if k <= 0 {
					return
				}
				lb = k - 1
				la = strings.LastIndexByte(s[:lb], '\n') + 1
				k = la
			} else {
				if k >= len(s) {
					return
				}
				la = k
				lb = strings.IndexByte(s[la:], '\n')
				if lb < 0 {
					lb = len(s)
				} else {
					lb += la
				}
				k = lb + 1
			}
			l := s[la:lb]
			if strings.HasPrefix(l, "```") || strings.HasPrefix(l, "---") {
				return
			}
			if l == "" || l[0] == ' ' || l[0] == '-' || l[0] == '#' {
				continue
			}
			c := strings.IndexByte(l, ':')
			if c <= 0 {
				return // prose
			}
			if key := lastKey(l[:c+1]); key != "" && key != own && !slices.Contains(keys, key) {
				keys = append(keys, key)
			}
		}
	}
	scan(a, -1)
	scan(b+1, 1)
	return keys
}

// keyEndsAt reports whether a setting's value follows s[:end]: '=' (not
// "=="), or ':' and white space (not a port, "://" or "::"), after
// optional spaces.
func keyEndsAt(s string, end int) bool {
	i := end
	for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	if i >= len(s) || s[i] != '=' && s[i] != ':' {
		return false
	}
	return s[i] == '=' && (i+1 >= len(s) || s[i+1] != '=') || s[i] == ':' && (i+1 >= len(s) || s[i+1] == ' ' || s[i+1] == '\t' || s[i+1] == '\n')
}

// tagVariantAfter reports an image tag's version followed by its variant:
// s[start:end] ends in a digit and holds the ':' of "name:tag" (or stands
// right after it), and '-' and a word of letters follow it
// ("postgres:15-alpine", "python:3.12-slim-bookworm").
func tagVariantAfter(s string, start, end int) bool {
	if end <= start || end+4 > len(s) || s[end] != '-' || s[end-1] < '0' || s[end-1] > '9' ||
		!strings.Contains(s[start:end], ":") && (start == 0 || s[start-1] != ':') {
		return false
	}
	i := end + 1
	for i < len(s) && (s[i] >= 'a' && s[i] <= 'z' || s[i] == '-' && i+1 < len(s) && s[i+1] >= 'a' && s[i+1] <= 'z') {
		i++
	}
	return i-end-1 >= 3 && (i == len(s) || !isAlnum(rune(s[i])) && s[i] != '.')
}

// lineWindow returns the bounds of the line around offset i of s, cut to
// n bytes each way from i: a command line is short, and a line of a page
// (a table, a minified blob) is read around i only, so that each
// occurrence costs a bounded scan.
func lineWindow(s string, i, n int) (int, int) {
	lo, hi := max(0, i-n), min(len(s), i+n)
	a := lo
	if k := strings.LastIndexByte(s[lo:i], '\n'); k >= 0 {
		a = lo + k + 1
	}
	b := hi
	if k := strings.IndexByte(s[i:hi], '\n'); k >= 0 {
		b = i + k
	}
	return a, b
}

// namedValueSwap reports a keyword argument whose fix keeps the keyword
// and swaps a value that names one thing ("channel=\"#data-alerts\"" →
// "#de-alerts", conn_id="postgres_default" → "reporting_pg"): a channel, a
// connection or a host is the same thing whichever function is given it,
// unlike a generic setting ("axis=0", "inplace=True") that means what its
// function says.
func namedValueSwap(wrong, right string) bool {
	kw, vw, okw := settingParts(wrong)
	kr, vr, okr := settingParts(right)
	if !okw || !okr || kw != kr || vw == vr {
		return false
	}
	v := strings.Trim(vw, `"'`)
	// A hyphen alone joins the words of standard values too ("utf-8",
	// "us-east-1"), which mean what their function says.
	return len(v) >= 4 && strings.ContainsAny(v, "#@_./:") && strings.IndexFunc(v, unicode.IsLetter) >= 0
}

// inImport reports whether s[start:end] is the package an import
// statement of its line names: "import base64", "from x import y",
// "import x.y as z", `require("x")`, `import "x"`, "use x;".
func inImport(s string, start, end int) bool {
	a, _ := lineWindow(s, start, 201) // an import's name stands within 200 bytes of its line's start
	if start-a > 200 || a > 0 && s[a-1] != '\n' {
		return false
	}
	lead := strings.TrimLeft(s[a:start], " \t")
	for _, p := range []string{"import ", "from ", "use ", "require(", "require '", "require \"", "import(", "@import "} {
		if strings.HasPrefix(lead, p) {
			rest := strings.TrimLeft(lead[len(p):], " \t\"'`(")
			// the name starts the statement, or follows other names of a list
			return rest == "" || strings.Trim(rest, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_., ") == ""
		}
	}
	return false
}

// importedIn reports whether wrong stands in an import statement of teach.
func importedIn(teach, wrong string) bool {
	w := strings.TrimSpace(wrong)
	return w != "" && !typed.EachOccurrence(teach, w, func(at, end int) bool { return !inImport(teach, at, end) })
}

// universal reports a message that states its fix for every case of its
// kind ("every cluster", "all our services", "everywhere", "any new
// line"): a convention, not a fact of the one thing the answer was about.
func universal(message string) bool {
	for _, w := range strings.Fields(fold.Lower(message)) {
		switch strings.Trim(w, ".,;:!?()\"'`") {
		case "every", "everywhere", "all", "always", "any", "everything", "everyone", "whole", "entire":
			return true
		}
	}
	return false
}

// guessWhy is the Blocked reason of a guess (guessMistake).
const guessWhy = "a small number or a plain word says too little to replace offline: the correction is suggested, and reaches the prompt"

// guessMistake reports a wrong text so plain that replacing it offline is
// a guess whatever its context: a number of at most three digits (with at
// most two decimals, or thousands groups: "5", "15.4", "16,000") or one
// word of letters only, in one case or capitalised ("characters", "TXT",
// "Table"). Such a text stands in many answers in other meanings (a count,
// a limit, a version, an English word), and the words around it rarely
// say which; measured on scenario sets on first contact, such changes
// did harm about three times for each fix. A port, an address, an
// identifier with digits, underscores or inner capitals, and any text
// with punctuation says enough to be applied where the rest of the rule
// agrees; so does a guess the rule knows to be a port (Rule.port), or
// one bound by the option or setting it was taught with (boundByOption),
// or a command word the fix appends an option to, in code.
func guessMistake(wrong string) bool {
	w := strings.TrimSpace(wrong)
	if w == "" {
		return false
	}
	if smallNumber(w) {
		return true
	}
	lower, upper := 0, 0
	for i := 0; i < len(w); i++ {
		switch c := w[i]; {
		case c >= 'a' && c <= 'z':
			lower++
		case c >= 'A' && c <= 'Z':
			upper++
		default:
			return false
		}
	}
	// all lower, all upper, or one capital first
	return upper == 0 || lower == 0 || upper == 1 && w[0] >= 'A' && w[0] <= 'Z'
}

// smallNumber reports "5", "644", "15.4", "0.75" or "16,000": at most three
// digits before an optional point and at most two after it, or one group
// of three after a comma.
func smallNumber(w string) bool {
	i := 0
	for i < len(w) && w[i] >= '0' && w[i] <= '9' {
		i++
	}
	if i == 0 || i > 3 {
		return false
	}
	if i == len(w) {
		return true
	}
	switch w[i] {
	case '.':
		j := i + 1
		for j < len(w) && w[j] >= '0' && w[j] <= '9' {
			j++
		}
		return j == len(w) && j-i-1 >= 1 && j-i-1 <= 2
	case ',':
		// one group of thousands: "16,000", not "1,000,000,000"
		if len(w)-i != 4 {
			return false
		}
		for k := i + 1; k < len(w); k++ {
			if w[k] < '0' || w[k] > '9' {
				return false
			}
		}
		return true
	}
	return false
}

// optionValueVariant returns, for an option given another value
// ("--region eu-west-1" → "--region eu-central-1"), the variant of the
// value alone when it says what it is by itself (/etc/acme/api.yaml,
// aks-prod-weu2: letters with digits or separators; not a region):
// the same value set another way (region = "eu-west-1", a path in a
// unit file) is the same mistake. A plain word or a small number is not
// (see optionsBefore).
func optionValueVariant(wrong, right string) (variant, bool) {
	ow, vw, ok1 := cutOptionValue(strings.TrimSpace(wrong))
	or, vr, ok2 := cutOptionValue(strings.TrimSpace(right))
	if !ok1 || !ok2 || ow != or || vw == vr || len(vw) < 5 || guessMistake(vw) ||
		strings.IndexFunc(vw, unicode.IsLetter) < 0 || !strings.ContainsAny(vw, "-./:_@0123456789") ||
		strings.ContainsAny(vw, "\"'`$") || typed.IsRegion(vw) {
		// A region is where many things are: the same region set
		// elsewhere may be another resource's.
		return variant{}, false
	}
	v, err := buildVariant(vw, vr, nil)
	if err != nil {
		return variant{}, false
	}
	v.optValue = true
	return v, true
}

// messageProse returns message without its occurrences of wrong and right, in
// lower case: what it says around the values.
func messageProse(message, wrong, right string) string {
	m := message
	for _, v := range []string{strings.TrimSpace(right), strings.TrimSpace(wrong)} {
		if v != "" {
			m = strings.ReplaceAll(m, v, " ")
		}
	}
	return fold.Lower(m)
}

// namedInProse reports whether a word of identifier id ("test" of X_test,
// "user" of userRows), of three letters or more, stands as a word in prose.
func namedInProse(id, prose string) bool {
	if len(id) >= 2 && (id[0] == '"' || id[0] == '\'') {
		return false // a string the fix keeps is data, not a name
	}
	for _, w := range identWords(id) {
		if len(w) >= 3 && !stop[w] && containsBounded(prose, w, false) {
			return true
		}
	}
	return false
}

// identWords splits an identifier into its lower-case words: at '_', '-',
// '.', and before a capital that follows a lower-case letter.
func identWords(id string) []string {
	var out []string
	start := 0
	flush := func(end int) {
		if end > start {
			out = append(out, fold.Lower(id[start:end]))
		}
	}
	for i := 0; i < len(id); i++ {
		c := id[i]
		switch {
		case c == '_' || c == '-' || c == '.':
			flush(i)
			start = i + 1
		case c >= 'A' && c <= 'Z' && i > 0 && id[i-1] >= 'a' && id[i-1] <= 'z':
			flush(i)
			start = i
		}
	}
	flush(len(id))
	return out
}

// edgeSeparators are the characters that a replacement must not write a
// second time beside the output's own: "..inc()" for ".increment()" with
// ".inc()", "host::port".
const edgeSeparators = ".:/@,;="

// doubledEdge returns the separator that replacing output[start:end]
// with repl would write twice in a row, at either end, when the matched
// text does not hold it there; 0 if none.
func doubledEdge(output string, start, end int, repl string) byte {
	if repl == "" || start >= end {
		return 0
	}
	matched := output[start:end]
	if c := repl[0]; start > 0 && output[start-1] == c && matched[0] != c && strings.IndexByte(edgeSeparators, c) >= 0 {
		return c
	}
	if c := repl[len(repl)-1]; end < len(output) && output[end] == c && matched[len(matched)-1] != c && strings.IndexByte(edgeSeparators, c) >= 0 {
		return c
	}
	return 0
}

// askedCore returns the part of matched that the fix changes (changedCore)
// when the question names it ("on Python 3.11" for the "3.11" of
// "python3.11", "at 10 fps" for the "10" of "fps=10", "for our arm64 tasks"
// for "linux/arm64"), or "": the user asked for that value, and the answer
// that gives it is not the taught mistake. Only a value with a digit
// counts, of two characters or more: a word of the question names its
// topic ("a GPU job", "in React") more often than the value it wants.
func askedCore(query, matched, replacement string) string {
	core, _ := changedCore(matched, replacement)
	if len(core) < 2 || !strings.ContainsAny(core, "0123456789") {
		return "" // a word of the question names a topic ("GPU", "React") more often than a value
	}
	lq := fold.Lower(query)
	if len(lq) != len(query) {
		return "" // a fold that changes lengths: offsets would not line up
	}
	if typed.EachOccurrence(lq, fold.Lower(core), func(at, end int) bool { return !wholeAtomAt(query, at, end) }) {
		return ""
	}
	return core
}
