package typed

// How sure a pairing is: the evidence that a message value replaces an
// output value, and the shapes and names it compares.

import (
	"strconv"
	"strings"

	"github.com/cairnhq/cairn/correction/internal/scope"
	"github.com/cairnhq/cairn/internal/fold"
	"github.com/cairnhq/cairn/internal/textdist"
)

// score rates m (a message atom) as the replacement of p (a prev atom).
//
// It needs strong evidence that m replaces p, beyond being of one kind:
// the message says p is wrong and states m beside it; the same key, option
// or callee; the same role ("port", "namespace", the option before it);
// two members of one sort (two SQL dialects, two CI systems); the same
// name respelled (CustomerInvoices, customer_invoices); a name that
// extends p's (utf8 → utf8mb4) where the message names p; a specific shape
// both share (a region, a host, a channel) or a number, where each is the
// only one of its kind on its side. A plain word replaces only on the
// first three. The score is 0.5 plus 0.1 for each piece of strong evidence
// and a little for weaker ones, less for a role that does not fit.
func (c *context) score(mi int, m Atom, mRole string, mSort scope.Sort, pi int, p Atom, pRole string, mentioned map[string][]mention, classCount map[string]int) (float64, []string) {
	if p.Text == m.Text || strings.EqualFold(p.Text, m.Text) && p.Kind == Word {
		return 0, nil
	}
	if p.Kind == Word && (stop[fold.Lower(p.Text)] || len(p.Text) < 2) {
		return 0, nil
	}
	if p.Text != m.Text && strings.EqualFold(p.Text, m.Text) && len(p.Text) >= 4 && caseCue(c.msg) {
		// "category names are case-sensitive, it's …BROWSABLE in caps":
		// the message respells the output's name and says its case is
		// the mistake.
		return 0.8, []string{whyCase}
	}
	if versionFloor(m.Text) != versionFloor(p.Text) {
		return 0, nil // "on 10+ it's …": the releases the fix holds for, not a value of the output
	}
	if sameMember(m.Text, p.Text) {
		return 0, nil // two names of one thing: prod and production
	}
	if p.Part && segmentOf(m.Text, p.Text) {
		return 0, nil // "python:3.12-slim" holds "python": not its replacement
	}
	if (sortOf(m.Text) != "") != (sortOf(p.Text) != "") {
		return 0, nil // "ESM" for "__dirname": a scope, not a value
	}
	if sigil(m.Text) != sigil(p.Text) && (m.Kind != Quoted && p.Kind != Quoted) {
		return 0, nil // "$__rate_interval" for rate(): a variable is not a function's name
	}
	if capitalised(m.Text) && caseShape(p.Text) == 'U' && strings.IndexFunc(p.Text, isLetterRune) >= 0 && !strings.ContainsAny(m.Text, "_.()") {
		return 0, nil // "Fail-safe" for UNDROP: a capitalised word of prose is not a keyword
	}
	if m.Kind == Quoted && p.Kind == Quoted && versionConstraint(unquote(m.Text)) != versionConstraint(unquote(p.Text)) {
		return 0, nil // "~> 3.1" for "tallow-auth": a version constraint is not a name
	}
	optionValue := false
	if v, ok := optionValueInMessage(c.prev, p, c.msg); ok {
		if v != unquote(m.Text) && v != m.Text {
			return 0, nil // "ssh-keygen -t ed25519" in the message: only ed25519 replaces the -t value
		}
		optionValue = p.Kind != Flag && m.Kind != Flag && m.Text != p.Text
	}
	if p.Part && p.Kind == Number && !c.partOfValue(p) && !(pRole != "" && pRole == mRole) && !(m.Kind == Number && c.holder(p) != nil) {
		return 0, nil // an argument of a call: an input, rarely the claim corrected
	}
	if m.Kind == Word && modifierPosition(c.msg, m) {
		return 0, nil // "internal hosts": an adjective, not the value
	}
	if m.Kind == Ident && lettersCompound(m.Text) && (articleBefore(c.msg, m.Start) != "" || articleAdjectiveBefore(c.msg, m.Start) || !m.InCode && placePreposition[prevWord(c.msg, m.Start)]) && modifierPosition(c.msg, m) {
		return 0, nil // "the server-wide report": a compound adjective
	}
	if m.Kind == Ident && !m.InCode && predicateAdjective(c.msg, m) {
		return 0, nil // "names are case-sensitive": what something is like, not a value
	}
	if m.Kind == Call && p.Kind == Call && (m.Key == p.Key || strings.EqualFold(m.Key, p.Key)) && c.msgPol[mi] == Described {
		return 0, nil // "ISNULL(x, y) is T-SQL": the wrong call described, not its fix
	}
	if HistoryPoint(c.msg, m.Start) && !HistoryPoint(c.prev, p.Start) {
		return 0, nil // "moved to [database] in 2.3": when something changed, not the value to use
	}
	if m.Kind == Number && p.Kind == Number && strings.Contains(m.Text, ".") && !strings.Contains(p.Text, ".") && p.Start > 0 && c.prev[p.Start-1] == ':' {
		return 0, nil // a decimal does not replace the port of host:port
	}
	ms := c.outside(mentioned[mentionKey(p)], m)
	if c.restated(ms) {
		return 0, nil // "set status_code=201": the message keeps p where it is right
	}
	if p.Kind != Word && len(p.Text) >= 3 && c.inMessageBlock(p.Text) {
		return 0, nil // the message's corrected code block keeps p
	}
	pol, named := strongest(ms)
	if c.defines(mi, ms) {
		return 0, nil // "utf8 in MySQL is utf8mb3": what p is, not its fix
	}
	if c.returnedBy(mi) {
		return 0, nil // "from_utf8 returns Result<String, FromUtf8Error>": what a value of the output gives, not a fix
	}
	if c.conjoined(mi, ms) {
		return 0, nil // "HIGH and CRITICAL": m is added beside p, not instead
	}
	var why []string
	strong := 0
	weak := 0.0
	add := func(w string) { strong++; why = append(why, w) }
	negated := named && pol == Negative
	described := named && pol == Described
	linked := (negated || described) && c.linked(mi, ms)
	if m.Kind == Word && !c.terse && c.msgPol[mi] != Positive && mSort == "" && !(linked && c.linkedInWords(mi, ms)) && !afterOption(c.msg, m.Start) {
		return 0, nil // "… last year": a plain word is a value only where it is stated as one
	}
	if c.msgPol[mi] == Described && !linked && m.Kind != Number && m.Kind != Version {
		return 0, nil // "assetsDir is set to _qb": the message says what m is, it does not put m in p's place
	}
	if under := strings.TrimSuffix(p.Text, "/") + "/"; !linked && (p.Kind == Path || p.Kind == Dotted) && len(strings.TrimSuffix(m.Text, "/")) > len(under) && strings.HasPrefix(m.Text, under) {
		return 0, nil // "oci://registry/charts/api" names a thing under "oci://registry/charts", not its fix
	}
	if optionValue {
		// "use -c:s mov_text" for "-c:s srt": the message gives the
		// output's option another value, as "key = value" gives a key.
		add(whyKey)
		add(whyRole)
		if opt := optionBefore(c.prev, p.Start); opt != "" && strings.Count(c.prev, " "+opt+" ") == 1 {
			add(whyOnly) // the output gives that option once
		}
	}
	switch {
	case linked:
		add(whyNegated)
	case named:
		weak += 0.05
		why = append(why, whyMentioned)
	}
	switch {
	case m.Kind == KeyValue && p.Kind == KeyValue:
		switch {
		case normName(lastSeg(m.Key)) == normName(lastSeg(p.Key)):
			add(whyKey)
		case unquote(m.Inner) == unquote(p.Inner) && c.keyNamed(p.Key):
			add(whyKey) // the key renamed: "needs: build" for "depends_on: build"
		default:
			return 0, nil
		}
	case m.Kind == Call && p.Kind == Call:
		sameCallee := m.Key == p.Key || lastSeg(m.Key) == lastSeg(p.Key)
		if sameCallee && strings.TrimSpace(m.Inner) == "" {
			return 0, nil // "strip()" names p's function, it does not fix it
		}
		switch {
		case sameCallee || sharedArgs(m.Inner, p.Inner):
			add(whyCallee)
		case strings.TrimSpace(m.Inner) == strings.TrimSpace(p.Inner) && nameSim(lastSeg(m.Key), lastSeg(p.Key)) &&
			(receiverOf(m.Key) == "" || receiverOf(m.Key) == "." || receiverOf(m.Key) == receiverOf(p.Key)):
			// "getFullYear()" for "getYear()": the function renamed, the
			// same arguments; a receiver the message leaves out is kept
			// (pairs).
			add(whyCallee)
		}
	case m.Kind == Flag && p.Kind == Flag && m.Key != "" && m.Key == p.Key:
		add(whyKey)
	}
	if m.Kind == Word && !c.nameLike(m) {
		mRole = ""
	}
	// Two proper names after the same noun: "the capital is Canberra" for
	// "The capital of Australia is Sydney".
	if mRole == "" && pRole == "" && m.Kind == Word && p.Kind == Word && isTitle(m.Text) && isTitle(p.Text) {
		if a, b := subjectNoun(c.msg, m.Start), subjectNoun(c.prev, p.Start); a != "" && a == b {
			mRole, pRole = "subject:"+a, "subject:"+a
		}
	}
	if m.Kind == Word && p.Kind == Word && caseShape(m.Text) != caseShape(p.Text) && !linked {
		return 0, nil // "Tuesday" does not replace "maintenance"
	}
	role := mRole != "" && mRole == pRole
	if !role && mRole == "" && pRole == "" && (m.Kind == Number || m.Kind == Version) && m.Kind == p.Kind {
		// "it's displaysleep 10" for "displaysleep 600": the same setting
		// word right before both numbers.
		if w := settingWordBefore(c.msg, m.Start); w != "" && w == settingWordBefore(c.prev, p.Start) {
			role = true
		}
	}
	if role {
		add(whyRole)
	} else if mRole != "" && pRole != "" && !linked && !(shapeClass(m) == shapeClass(p) && selfTyped[shapeClass(m)]) {
		// A value whose shape says what it is (a region) keeps its kind
		// whatever noun stands by it: "the bucket lives in eu-central-1"
		// is the bucket's region.
		return 0, nil // "port 5433" does not replace a namespace
	}
	if mSort != "" && mSort == sortOf(p.Text) {
		add(whySort)
	}
	if m.Kind == Number || p.Kind == Number || m.Kind == Version || p.Kind == Version {
		um, up := unitOf(c.msg, m), unitOf(c.prev, p)
		switch {
		case um != "" && up != "" && um != up && !sameAmount(m.Text, p.Text):
			return 0, nil
		case um != "" && up == "" && magnitudesApart(m.Text, p.Text):
			return 0, nil // "500 kbit/s" for "bitrate 250000": the output counts in another unit
		case um != "" && um == up:
			weak += 0.05
			why = append(why, whyUnit)
		}
		if isVersionOfTool(c.msg, m) != isVersionOfTool(c.prev, p) {
			return 0, nil
		}
	}
	sm, sp := shapeClass(m), shapeClass(p)
	if sp == "kebab" && !p.InCode && c.prevCode {
		sp = "prose" // an output that writes its names as code uses this one as a word ("on-call")
	}
	sameShape := sm == sp
	only := sameShape && classCount[sp] == 1 && c.newCount[sm] == 1
	switch {
	case sameShape && specificShape(sm) && (only || linked || negated):
		add(whyShape)
	case sameShape && specificShape(sm) && named:
		// Named without being said wrong ("letsencrypt-prod is a
		// ClusterIssuer … cert-manager looks for it"): another value of the
		// same shape in the message is as likely its neighbour as its fix.
		weak += 0.05
	case sameShape && (sm == "shortflag" || sm == "quoted") && (negated || described) && c.msgPol[mi] == Positive:
		add(whyShape) // "-9 is SIGKILL … kill -TERM", "that prints YYYY-MM-DD … \"2006-01-02\""
	case sameShape && sm == "number" && (negated || described) && c.msgPol[mi] == Positive && c.newCount[sm] == 1:
		// "Metrics are on 9464. 9100 is node-exporter": the message says
		// what the output's number is and states one new number.
		add(whyShape)
	case only && c.terse && m.Kind == Flag && p.Kind == Flag && c.msgPol[mi] == Positive:
		// The message is one option ("-it", "`-migrate-state`") and the
		// output has one option of its shape.
		add(whyOnly)
	case m.Kind == Flag && p.Kind == Flag && c.msgPol[mi] == Positive && c.short() && shortForLong(m.Text, p.Text) &&
		classCount["shortflag"]+classCount["longflag"] == 1 && c.newCount["shortflag"]+c.newCount["longflag"] == 1:
		// A short message that states one option, the other spelling's
		// letter of the output's one option: "isn't it -n?" for --ns.
		add(whyOnly)
	case only && (m.Kind == Number || m.Kind == Version) && p.Kind != Flag && c.msgPol[mi] == Positive &&
		unitOf(c.msg, m) == unitOf(c.prev, p):
		add(whyOnly)
	case only && c.msgPol[mi] == Positive && m.Kind != Word && p.InCode && wholeAnswer(c.prev, p):
		// The answer was that one value ("`http_requests_total`") and the
		// message states one new value of its shape.
		add(whyOnly)
	case sameShape && specificShape(sm):
		weak += 0.05
	}
	nm, np := normName(m.Text), normName(p.Text)
	respelled := nm == np && nm != "" && edgePunct(m.Text) == edgePunct(p.Text) && family(m) == family(p)
	similar := nameSim(m.Text, p.Text) && family(m) == family(p) && m.Kind != Call && m.Kind != KeyValue && m.Kind != Quoted
	extends := similar && len(nm) > len(np) && strings.HasPrefix(nm, np) && !wraps(m.Text, p.Text) &&
		!(m.Kind == Word && inflection(nm, np)) && family(m) == family(p)
	// One name with a part put in or taken out, both ends kept
	// ("client_body_size" → "client_max_body_size",
	// "Comparison.IgnoreCase" → "Comparison.OrdinalIgnoreCase").
	spliced := family(m) == famName && family(p) == famName && m.Kind == p.Kind && sameShape &&
		(splice(nm, np) || splice(np, nm))
	switch {
	case respelled:
		add(whySimilar)
	case m.Kind == Flag && p.Kind == Flag && shortForLong(m.Text, p.Text) && (negated || linked):
		add(whySimilar) // "--recursive, there's no -r": one option's two spellings
	case extends && (named || only):
		add(whySimilar)
	case spliced:
		add(whySimilar)
	case (!named || pol == Negative || pol == Described) && c.msgPol[mi] == Positive && m.Kind != Word && p.Kind != Word && c.siblingOf(mi) == p.Text:
		add(whySibling)
	case family(m) == famName && family(p) == famName && m.Kind == p.Kind && swappedPart(m.Text, p.Text):
		add(whySimilar) // X-Postmark-Server-Token for X-Postmark-Account-Token: one part of a long name swapped
	case (!named || pol == Negative || pol == Described) && c.nearOf(mi) == p.Text:
		add(whyNear) // "LongPathsEnabled, with an s" for LongPathEnabled: the one name of the output it respells
	case similar:
		weak += 0.05
	}
	// A shorter name inside the longer is a truncation, not a fix, unless
	// the message says so outright.
	if family(p) == famName && !respelled && strings.Contains(fold.Lower(p.Text), fold.Lower(m.Text)) &&
		!linked && !(m.Kind == Flag && p.Kind == Flag && shortForLong(m.Text, p.Text)) && !(negated && c.msgPol[mi] == Positive && caseShape(m.Text) == caseShape(p.Text) && m.Kind == p.Kind) {
		return 0, nil
	}
	// p fills a key's or an option's slot, the message names p and states
	// m: "create drops the schema … validate in prod" for ddl-auto=create.
	slot := named && pol != Positive && pRole != "" && c.msgPol[mi] == Positive && c.inSlot(p) &&
		shapeClass(m) == shapeClass(p) && (m.Kind != Word && p.Kind != Word || caseShape(m.Text) == caseShape(p.Text))
	if slot {
		add(whySlot)
	}
	if c.msgPol[mi] == Positive {
		weak += 0.05
		why = append(why, whyStated)
	}
	if m.Kind == p.Kind {
		weak += 0.02
	}
	if p.Part && !m.Part && (p.Kind == Word || p.Kind == Number) && !c.partOfValue(p) {
		weak -= 0.05 // an argument deep in a call is rarely the claim corrected
	}
	if m.Kind == Word && !m.InCode && p.InCode && (p.Kind != Word || p.Part && !m.Part && !sameKeyBefore(c, m, p)) && !linked && !respelled && !(mSort != "" && mSort == sortOf(p.Text)) {
		return 0, nil // a word of the prose ("tag pipelines", "builds with cgo on") does not replace a name of the code
	}
	wordLinked := linked && (c.nameLike(m) || isTitle(m.Text) || !commonWord[fold.Lower(m.Text)]) &&
		(p.Kind == Word || caseShape(m.Text) == caseShape(p.Text) && shapeClass(p) == "ident")
	if m.Kind == Word && !(wordLinked || role || mSort != "" && mSort == sortOf(p.Text) || respelled ||
		extends && named || slot && c.nameLike(m)) {
		return 0, nil // a plain word replaces only on explicit evidence
	}
	if strong == 0 {
		return 0, nil
	}
	if m.Kind == Number && c.msgPol[mi] == Neutral && !linked && c.hypothetical(mi) {
		return 0, nil // "a run of 2h10m would show 10 min": an example's number, not the fix
	}
	if strong == 1 && role && !sameShape && !linked {
		// The same role alone ("--topic notifications" … "a 12-partition
		// topic"): a value of another shape is not the one that fills it.
		return 0, nil
	}
	return 0.5 + 0.1*float64(strong) + weak, why
}

// nameLike reports a plain word of the message that names something: in
// code, capitalised inside a sentence, or a lexicon member, rather than a
// verb or an adjective of the prose.
func (c *context) nameLike(m Atom) bool {
	if m.InCode || sortOf(m.Text) != "" {
		return true
	}
	if isTitle(m.Text) || strings.ToUpper(m.Text) == m.Text && len(m.Text) > 1 {
		j := m.Start - 1
		for j >= 0 && c.msg[j] == ' ' {
			j--
		}
		return j >= 0 && !strings.ContainsRune(".!?\n", rune(c.msg[j]))
	}
	// A lower-case word that the output uses the same way: a value of the
	// same shape as the word it replaces ("main" for "master").
	return !commonWord[fold.Lower(m.Text)]
}

// wholeAnswer reports whether prev is the value p and nothing else, but
// for code marks and a closing period.
func wholeAnswer(prev string, p Atom) bool {
	t := strings.TrimSpace(prev)
	t = strings.TrimSuffix(t, ".")
	t = strings.Trim(t, "`")
	return t == p.Text
}

// caseShape is a word's capitalisation: lower, Title or UPPER.
// SameKind reports whether a and b are each one value of the same kind, and
// for words of the same letter case: "30s" and "10s", "Collider" and
// "Collision", not "wp_enqueue_scripts" and "init".
func SameKind(a, b string) bool {
	one := func(s string) (Atom, bool) {
		var top []Atom
		for _, x := range Lex(s) {
			if !x.Part {
				top = append(top, x)
			}
		}
		if len(top) != 1 || top[0].Text != s {
			return Atom{}, false
		}
		return top[0], true
	}
	x, ok := one(a)
	y, ok2 := one(b)
	letters := strings.NewReplacer("-", "", "'", "") // "on-call", "don't" are words
	return ok && ok2 && x.Kind == y.Kind && (x.Kind != Word || caseShape(a) == caseShape(b) && isLetters(letters.Replace(a)) && isLetters(letters.Replace(b)))
}

func caseShape(w string) byte {
	switch {
	case fold.Lower(w) == w:
		return 'l'
	case strings.ToUpper(w) == w:
		return 'U'
	case isTitle(w):
		return 'T'
	}
	return 'm'
}

// splice reports whether long is short with one run of two bytes or more
// put in strictly inside it, the two ends around it of eight bytes or more
// together and each of three or more: a part added to a compound name,
// not a prefix or a suffix (those are extends, or a truncation).
func splice(long, short string) bool {
	if len(long)-len(short) < 2 || len(short) < 8 {
		return false
	}
	p := 0
	for p < len(short) && long[p] == short[p] {
		p++
	}
	s := 0
	for s < len(short)-p && long[len(long)-1-s] == short[len(short)-1-s] {
		s++
	}
	return p+s == len(short) && p >= 3 && s >= 3
}

// inflection reports a plural or a verb form of the same word: records
// for record, defaults for default.
func inflection(long, short string) bool {
	switch long[len(short):] {
	case "s", "es", "ed", "d", "ing", "er", "ly":
		return true
	}
	return false
}

// edgePunct returns the punctuation a name starts and ends with ("--",
// "$", "]", "...").
func edgePunct(s string) string {
	i := 0
	for i < len(s) && !isIdentByte(s[i]) {
		i++
	}
	j := len(s)
	for j > i && !isIdentByte(s[j-1]) {
		j--
	}
	return s[:i] + "|" + s[j:]
}

// wraps reports whether m holds p as a separate token: a call or
// expression around it, not a longer spelling of the name.
func wraps(m, p string) bool {
	i := strings.Index(fold.Lower(m), fold.Lower(p))
	if i < 0 {
		return false
	}
	before := i > 0 && !isIdentByte(m[i-1])
	after := i+len(p) < len(m) && !isIdentByte(m[i+len(p)])
	return before || i > 0 && after
}

// holder returns the key/value pair or option=value whose value is p
// (quoted or not), or nil.
func (c *context) holder(p Atom) *Atom {
	for _, end := range []int{p.End, p.End + 1} {
		for _, j := range c.byEnd[end] {
			q := &c.pa[j]
			if q.Start < p.Start && (q.Kind == KeyValue || q.Kind == Flag && q.Key != "") && unquote(q.Inner) == p.Text {
				return q
			}
		}
	}
	// The value of an XML element: "<version>3.3.1</version>".
	if strings.HasPrefix(c.prev[p.End:], "</") {
		if k := strings.IndexByte(c.prev[p.End:], '>'); k > 0 {
			for _, j := range c.byEnd[p.End+k+1] {
				q := &c.pa[j]
				if q.Start < p.Start && q.Kind == KeyValue && q.Inner == p.Text && strings.HasPrefix(q.Text, "<") {
					return q
				}
			}
		}
	}
	return nil
}

func unquote(s string) string {
	if len(s) >= 2 && (s[0] == '"' || s[0] == '\'') && s[len(s)-1] == s[0] {
		return s[1 : len(s)-1]
	}
	return s
}

// inSlot reports whether p is the value of a key/value pair or an option.
func (c *context) inSlot(p Atom) bool {
	if c.holder(p) != nil {
		return true
	}
	f := c.atomBefore(p)
	return f != nil && f.Kind == Flag && f.Key == ""
}

// partOfValue reports a part of a path or a name ("v2" of
// "actions/checkout@v2"), which is a value of its own.
func (c *context) partOfValue(p Atom) bool {
	return p.Kind == Version || p.Kind == Number && strings.ContainsAny(c.prev[max(0, p.Start-1):p.Start], "@:-/")
}

// clockTime reports a time of day written h:mm or hh:mm[:ss].
func clockTime(t string) bool {
	parts := strings.Split(t, ":")
	if len(parts) < 2 || len(parts) > 3 || len(parts[0]) == 0 || len(parts[0]) > 2 {
		return false
	}
	for _, p := range parts[1:] {
		if len(p) != 2 || p[0] > '5' {
			return false
		}
	}
	return true
}

// sameAmount reports two numbers written with the same digits and other
// units ("512m" and "512Mi"): the unit is the fix, not another quantity.
func sameAmount(a, b string) bool {
	digits := func(s string) string {
		i := 0
		for i < len(s) && (s[i] >= '0' && s[i] <= '9' || s[i] == '.') {
			i++
		}
		return s[:i]
	}
	da := digits(a)
	return da != "" && da == digits(b) && a != b
}

// restated reports whether the message states p as right and never says
// it is wrong ("set status_code=201 on the decorator"), except in a clause
// of "only" ("only prod is in us-east-1"): there p is right elsewhere.
// outside returns the mentions of ms that do not stand inside m, a path
// or dotted name: the host of "iam.gke.io/gcp-service-account" is part of
// the fix, not the message naming "iam.gke.io/service-account" again. It returns ms itself
// when nothing is dropped.
func (c *context) outside(ms []mention, m Atom) []mention {
	if m.Kind != Path && m.Kind != Dotted {
		return ms // a pair's key or a call's name is the setting or function named again
	}
	for i, x := range ms {
		if a := c.ma[x.atom]; a.Start >= m.Start && a.End <= m.End && (a.Start != m.Start || a.End != m.End) {
			out := append([]mention(nil), ms[:i]...)
			for _, y := range ms[i+1:] {
				if b := c.ma[y.atom]; !(b.Start >= m.Start && b.End <= m.End && (b.Start != m.Start || b.End != m.End)) {
					out = append(out, y)
				}
			}
			return out
		}
	}
	return ms
}

func (c *context) restated(ms []mention) bool {
	pos := false
	for _, m := range ms {
		switch m.pol {
		case Negative, Described:
			return false
		case Positive:
			a := c.ma[m.atom]
			lo, _ := sentenceSpan(c.msg, a.Start)
			if !strings.Contains(fold.Lower(c.msg[lo:a.Start]), "only") {
				pos = true
			}
		}
	}
	return pos
}

// keyNamed reports whether the message names the key k alone.
func (c *context) keyNamed(k string) bool {
	for _, a := range c.ma {
		if strings.EqualFold(a.Text, k) {
			return true
		}
	}
	return false
}

// sameMember reports two names of one lexicon member: prod, production.
func sameMember(a, b string) bool {
	if digitsOf(a) != digitsOf(b) {
		return false // "golang:1.22-alpine" and "golang:1.23-alpine": one tool, two versions
	}
	ma, mb := scope.Find(a), scope.Find(b)
	return len(ma) == 1 && len(mb) == 1 && ma[0].Sort == mb[0].Sort && ma[0].Member == mb[0].Member &&
		ma[0].Start == 0 && ma[0].End == len(a) && mb[0].Start == 0 && mb[0].End == len(b)
}

// placePreposition are the prepositions before a compound adjective of
// prose: "even for same-origin files", "with read-only access".
var placePreposition = map[string]bool{"for": true, "with": true, "of": true, "on": true, "in": true, "from": true, "by": true, "to": true}

// returnedBy reports a message atom in what a value of the output is said
// to give: "X returns Result<String, E>", "X gives you the Month enum,
// not an int". The clause describes X; its values are what X yields, not
// replacements. A prescriptive "should return" is not such a clause.
func (c *context) returnedBy(mi int) bool {
	return memo(&c.returned, len(c.ma), mi, c.computeReturnedBy)
}

// memo returns f(i), computed once per i and kept in *cache (of n).
func memo(cache *[]uint8, n, i int, f func(int) bool) bool {
	if *cache == nil {
		*cache = make([]uint8, n)
	}
	if v := (*cache)[i]; v != 0 {
		return v == 2
	}
	r := f(i)
	(*cache)[i] = 1
	if r {
		(*cache)[i] = 2
	}
	return r
}

func (c *context) computeReturnedBy(mi int) bool {
	m := c.ma[mi]
	lo, _ := sentenceSpan(c.msg, m.Start)
	ws := c.wordsIn(lo, m.Start)
	for k := len(ws) - 1; k >= 0; k-- {
		w := ws[k].w
		if w == "but" || w == "." || w == "so" || w == "use" || w == "instead" {
			return false
		}
		if w == "," && !insideBrackets(c.msg[lo:ws[k].start]) {
			return false // "X gives you Y, do Z": another clause
		}
		if !givingVerbs[w] || k > 0 && (ws[k-1].w == "should" || ws[k-1].w == "must" || ws[k-1].w == "to") {
			continue
		}
		for j, a := range c.ma {
			if j != mi && !a.Part && a.End <= ws[k].start && a.Start >= lo && a.Kind != Word && (c.inPrev(a) || len(a.Text) >= 3 && wholeIndex(c.prev, a.Text) >= 0) {
				return true
			}
		}
		return false
	}
	return false
}

// Returned reports whether the message gives right only as what a value
// of prev yields ("X returns Result<String, E>"): see returnedBy.
func Returned(message, prev, right string) bool {
	right = strings.TrimSpace(right)
	if right == "" || strings.TrimSpace(message) == "" || strings.TrimSpace(prev) == "" {
		return false
	}
	c := newContext(message, prev)
	seen := false
	for i, a := range c.ma {
		if a.Text != right {
			continue
		}
		if !c.returnedBy(i) {
			return false
		}
		seen = true
	}
	return seen
}

// insideBrackets reports whether s leaves a bracket open: more of "(<[" than of ")>]".
func insideBrackets(s string) bool {
	n := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(', '<', '[':
			n++
		case ')', '>', ']':
			n--
		}
	}
	return n > 0
}

// hypothetical reports a message atom in a clause that tells what would
// happen ("a run of 2h10m would show 10 min", "e.g. 10"): an example.
func (c *context) hypothetical(mi int) bool {
	return memo(&c.hypo, len(c.ma), mi, c.computeHypothetical)
}

func (c *context) computeHypothetical(mi int) bool {
	m := c.ma[mi]
	lo, _ := sentenceSpan(c.msg, m.Start)
	for _, w := range c.wordsIn(lo, m.Start) {
		switch w.w {
		case "would", "could", "might", "e", "eg", "e.g", "example", "say":
			return true
		}
	}
	return false
}

// givingVerbs say what a value yields.
var givingVerbs = map[string]bool{"returns": true, "gives": true, "yields": true, "produces": true, "emits": true, "outputs": true}

// swappedPart reports two names of three parts or more (split at "-",
// "_" and ".") that differ in exactly one part, not the first: one name
// with one of its words replaced ("X-Postmark-Server-Token",
// "X-Postmark-Account-Token").
func swappedPart(a, b string) bool {
	split := func(s string) []string {
		return strings.FieldsFunc(s, func(r rune) bool { return r == '-' || r == '_' || r == '.' })
	}
	as, bs := split(a), split(b)
	if len(as) < 3 || len(as) != len(bs) || len(a) < 10 {
		return false
	}
	diff := -1
	for i := range as {
		if !strings.EqualFold(as[i], bs[i]) {
			if diff >= 0 {
				return false
			}
			diff = i
		}
	}
	return diff > 0 && len(as[diff]) >= 3 && len(bs[diff]) >= 3
}

// digitsOf returns the digits of s, in order.
func digitsOf(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] >= '0' && s[i] <= '9' {
			b.WriteByte(s[i])
		}
	}
	return b.String()
}

// compatible reports whether m can replace p: kinds of one family.
func compatible(m, p Atom) bool {
	if cm, cp := calendarSet(m.Text), calendarSet(p.Text); cm != cp && (cm != "" || cp != "") {
		return false // a weekday for a weekday, a month for a month: not "quarter" for Friday
	}
	fm, fp := family(m), family(p)
	if fm == fp {
		return true
	}
	// A call for a bare function name and back: CURRENT_TIMESTAMP for NOW().
	if fm == famName && p.Kind == Call || m.Kind == Call && fp == famName {
		return true
	}
	// A zone for a name of time and back: UTC for "local time",
	// Australia/Sydney for +10:00.
	if fm == famZone && (fp == famName || fp == famNumber) || fp == famZone && (fm == famName || fm == famNumber) {
		return true
	}
	return false
}

// shortForLong reports whether one of two options is the one-letter
// spelling of the other ("-r" and "--recursive").
func shortForLong(a, b string) bool {
	short, long := a, b
	if len(short) > len(long) {
		short, long = long, short
	}
	return len(short) == 2 && short[0] == '-' && short[1] != '-' && strings.HasPrefix(long, "--") && len(long) > 3 &&
		strings.EqualFold(long[2:3], short[1:2])
}

// afterOption reports whether offset i of s follows an option or a key
// that it is the value of: "-n payments", "--env=staging", "region: eu".
func afterOption(s string, i int) bool {
	before := strings.TrimRight(s[:i], " ")
	if strings.HasSuffix(before, "=") || strings.HasSuffix(before, ":") {
		return true
	}
	k := strings.LastIndexByte(before, ' ')
	return strings.HasPrefix(before[k+1:], "-") && len(before[k+1:]) > 1
}

// calendarSet returns "weekday" or "month" for the name of one (any case,
// full or in three letters), or "".
func calendarSet(s string) string {
	l := fold.Lower(strings.TrimSpace(s))
	switch l {
	case "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
		"mon", "tue", "tues", "wed", "thu", "thur", "thurs", "fri", "sat", "sun":
		return "weekday"
	case "january", "february", "march", "april", "june", "july", "august", "september", "october",
		"november", "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec":
		return "month"
	}
	return ""
}

// shapeClass abstracts a value to its pattern: region-like, host-like,
// port-like, version, channel, decorator, environment variable, path root.
func shapeClass(a Atom) string {
	t := a.Text
	switch {
	case a.Kind == Number && len(t) == 4 && (strings.HasPrefix(t, "19") || strings.HasPrefix(t, "20")):
		return "year"
	case a.Kind == Number && strings.Contains(t, ":") && !clockTime(t):
		// "5433:5432" maps one number to another: not a count or a
		// version like "16".
		return "mapping"
	case a.Kind == Number:
		return "number"
	case a.Kind == Version && IsIP(t):
		return "ip"
	case a.Kind == Version:
		return "version"
	case strings.HasPrefix(t, "#") && len(t) > 1:
		return "channel"
	case strings.HasPrefix(t, "@") && len(t) > 1:
		return "decorator"
	case strings.HasPrefix(t, "$"):
		return "envvar"
	case isRegion(t):
		return "region"
	case strings.Contains(t, "://"):
		return "url:" + t[:strings.Index(t, "://")]
	case a.Kind == Path && strings.HasPrefix(t, "/"):
		return "abspath"
	case a.Kind == Path && strings.Contains(t, ":") && !strings.Contains(t, "/"):
		return "hostport"
	case a.Kind == Dotted && isHost(t):
		return "host:" + tld(t)
	case a.Kind == Ident && strings.ToUpper(t) == t && strings.Contains(t, "_"):
		return "constant"
	case a.Kind == Cron:
		return "cron"
	case a.Kind == Flag:
		if strings.HasPrefix(t, "--") {
			return "longflag"
		}
		return "shortflag"
	case a.Kind == Call:
		return "call"
	case a.Kind == Quoted:
		return "quoted"
	case a.Kind == KeyValue:
		return "pair:" + keyRole(a.Key)
	case a.Kind == Ident && strings.Count(t, "-") >= 1 && !strings.ContainsAny(t, "_.") &&
		(fold.Lower(t) == t || strings.ContainsAny(t, "0123456789")):
		// "e2-standard-2", and "E2-Standard-8" as a message may write it
		// (a name with a number: not a word of prose).
		return "kebab"
	}
	return a.Kind.String()
}

// specificShape reports a shape class that says what a value is.
// inMessageBlock reports whether v stands, as a whole value, in a fenced
// code block of the message: the corrected code the user wrote keeps it.
func (c *context) inMessageBlock(v string) bool {
	rest := c.msg
	for {
		i := strings.Index(rest, "```")
		if i < 0 {
			return false
		}
		j := strings.Index(rest[i+3:], "```")
		if j < 0 {
			return false
		}
		if wholeIndex(rest[i+3:i+3+j], v) >= 0 {
			return true
		}
		rest = rest[i+3+j+3:]
	}
}

// short reports a message of eight words or fewer.
func (c *context) short() bool {
	n := 0
	for _, w := range c.mw {
		if w.w != "." && w.w != "," {
			n++
		}
	}
	return n <= 8
}

func specificShape(c string) bool {
	switch c {
	case "channel", "decorator", "envvar", "region", "abspath", "hostport", "constant", "longflag", "kebab", "cron", "ip", "year":
		return true
	}
	return strings.HasPrefix(c, "url:") || strings.HasPrefix(c, "host:")
}

// IsRegion reports a cloud region: us-east-1, eu-central-1, europe-west4
// (westeurope is not matched).
func IsRegion(t string) bool { return isRegion(t) }

// isRegion matches cloud regions: us-east-1, eu-central-1, europe-west4,
// westeurope is not matched.
func isRegion(t string) bool {
	parts := strings.Split(t, "-")
	if len(parts) < 2 || len(parts) > 4 {
		return false
	}
	last := parts[len(parts)-1]
	if last == "" || last[len(last)-1] < '0' || last[len(last)-1] > '9' {
		return false
	}
	switch parts[0] {
	case "us", "eu", "ap", "sa", "ca", "me", "af", "il", "cn", "europe", "asia", "northamerica", "southamerica", "australia", "uk", "de", "fr":
		return true
	}
	return false
}

// IsIP reports a dotted IPv4 address: 10.20.0.5.
func IsIP(t string) bool {
	parts := strings.Split(t, ".")
	if len(parts) != 4 {
		return false
	}
	for _, p := range parts {
		if p == "" || len(p) > 3 || strings.Trim(p, "0123456789") != "" {
			return false
		}
	}
	return true
}

func isHost(t string) bool {
	return strings.Count(t, ".") >= 1 && TopDomains[tld(t)]
}

// TopDomains are the last labels of host names: public top-level domains
// and the internal ones teams use ("corp", "lan", "svc").
var TopDomains = map[string]bool{
	"com": true, "org": true, "net": true, "io": true, "dev": true, "app": true, "ai": true,
	"co": true, "cloud": true, "tech": true, "xyz": true, "me": true, "sh": true, "info": true,
	"biz": true, "edu": true, "gov": true, "int": true, "uk": true, "de": true, "eu": true,
	"us": true, "fr": true, "nl": true, "jp": true, "in": true, "au": true, "ca": true,
	"internal": true, "local": true, "lan": true, "corp": true, "intra": true, "home": true,
	"test": true, "example": true, "invalid": true, "localhost": true, "svc": true, "cluster": true,
}

func tld(t string) string {
	return fold.Lower(t[strings.LastIndexByte(t, '.')+1:])
}

// receiverOf returns what stands before a call's function, with its
// separator ("now." of "now.getMinute"), or "".
func receiverOf(key string) string {
	return strings.TrimSuffix(key, lastSeg(key))
}

func lastSeg(s string) string {
	if i := strings.LastIndexAny(s, ".:"); i >= 0 {
		return s[i+1:]
	}
	return s
}

// sharedArgs reports whether two argument lists share an argument.
func sharedArgs(a, b string) bool {
	as := map[string]bool{}
	for _, x := range strings.Split(a, ",") {
		if x = strings.TrimSpace(x); x != "" {
			as[x] = true
		}
	}
	for _, x := range strings.Split(b, ",") {
		if x = strings.TrimSpace(x); x != "" && as[x] {
			return true
		}
	}
	return false
}

// nameSim reports two names alike enough to be one corrected into the
// other: an edit distance at most a third of the longer, or one a prefix
// or suffix of the other (utf8 → utf8mb4).
func nameSim(a, b string) bool {
	na, nb := normName(a), normName(b)
	if na == "" || nb == "" {
		return false
	}
	if na == nb {
		return true
	}
	if len(na) >= 3 && len(nb) >= 3 && (strings.HasPrefix(na, nb) || strings.HasPrefix(nb, na) || strings.HasSuffix(na, nb) || strings.HasSuffix(nb, na)) {
		return true
	}
	l := max(len(na), len(nb))
	if l > 64 || l < 4 {
		return false
	}
	return textdist.Levenshtein(na, nb)*3 <= l
}

func normName(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 'A' && c <= 'Z':
			b.WriteByte(c + 'a' - 'A')
		case c >= 'a' && c <= 'z' || c >= '0' && c <= '9':
			b.WriteByte(c)
		}
	}
	return b.String()
}

// sameKeyBefore reports whether the message writes m after the key that
// p stands after in the output ("cache: pip" for "cache: npm").
func sameKeyBefore(c *context, m, p Atom) bool {
	key := func(s string, at int) string {
		t := strings.TrimRight(s[:at], " ")
		if !strings.HasSuffix(t, ":") && !strings.HasSuffix(t, "=") {
			return ""
		}
		t = strings.TrimRight(t[:len(t)-1], " ")
		i := len(t)
		for i > 0 && (isIdentByte(t[i-1]) || t[i-1] == '-' || t[i-1] == '.') {
			i--
		}
		return fold.Lower(t[i:])
	}
	k := key(c.prev, p.Start)
	return k != "" && k == key(c.msg, m.Start)
}

// selfTyped are the shapes that say by themselves what a value is: a
// region, an IP address, a cron schedule, a URL.
var selfTyped = map[string]bool{"region": true, "ip": true, "cron": true}

// sigil returns the sigil a value opens with ("$" of $HOME, "@" of a
// handle, "%" of a magic), or 0: values with different sigils are
// different kinds of thing.
func sigil(t string) byte {
	if len(t) > 1 && strings.IndexByte("$@%", t[0]) >= 0 {
		return t[0]
	}
	return 0
}

func isLetterRune(r rune) bool { return r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' }

// versionConstraint reports a version or a version requirement: "~> 3.1",
// ">= 2.0", "^1.4.2", "1.2.3".
func versionConstraint(t string) bool {
	t = strings.TrimSpace(strings.TrimLeft(strings.TrimSpace(t), "~>=<^! "))
	return t != "" && t[0] >= '0' && t[0] <= '9' && strings.Trim(t, "0123456789.*x") == ""
}

// capitalised reports a word written with one capital, first: "Fail-safe".
func capitalised(t string) bool {
	return len(t) > 1 && t[0] >= 'A' && t[0] <= 'Z' && fold.Lower(t[1:]) == t[1:] && strings.ContainsAny(t[1:], "abcdefghijklmnopqrstuvwxyz")
}

// optionValueInMessage returns the value the message gives the option that
// stands right before p in prev ("ed25519" of "… -t ed25519" for the "rsa"
// of "-t rsa"), when it writes that option with a value.
func optionValueInMessage(prev string, p Atom, msg string) (string, bool) {
	if p.Start <= 1 || p.Start > len(prev) || prev[p.Start-1] != ' ' {
		return "", false
	}
	before := strings.TrimRight(prev[:p.Start-1], " ")
	i := strings.LastIndexAny(before, " \t\n`")
	return OptionValueStated(msg, before[i+1:])
}

// OptionValueStated returns the value msg gives the option opt ("-t
// ed25519", "-run '^TestX$'"), skipping places where it speaks of the
// option ("-run is a regex").
func OptionValueStated(msg, opt string) (string, bool) {
	if len(opt) < 2 || opt[0] != '-' || strings.ContainsAny(opt, "= ") {
		return "", false
	}
	for from := 0; ; {
		k := strings.Index(msg[from:], opt+" ")
		if k < 0 {
			return "", false
		}
		k += from
		from = k + 1
		if k > 0 && !strings.ContainsRune(" \t\n`(", rune(msg[k-1])) {
			continue
		}
		rest := msg[k+len(opt)+1:]
		var v string
		if rest != "" && strings.IndexByte("'\"`", rest[0]) >= 0 {
			if e := strings.IndexByte(rest[1:], rest[0]); e >= 0 {
				v = rest[1 : e+1]
			}
		} else {
			j := strings.IndexAny(rest, " \t\n`'\",;?)")
			if j < 0 {
				j = len(rest)
			}
			v = strings.TrimRight(rest[:j], ".:")
		}
		if v == "" || v[0] == '-' || stop[fold.Lower(v)] || proseAfterOption[fold.Lower(v)] {
			continue // "-run is a regex": the message speaks of the option
		}
		return v, true
	}
}

// proseAfterOption are words that follow an option the message speaks of,
// not one it gives a value.
var proseAfterOption = map[string]bool{"is": true, "was": true, "isn't": true, "isnt": true, "does": true,
	"doesn't": true, "doesnt": true, "only": true, "needs": true, "takes": true, "expects": true, "wants": true,
	"means": true, "sets": true, "flag": true, "option": true, "should": true, "must": true, "will": true, "would": true}

// caseCue reports a message that speaks of letter case: "case-sensitive",
// "in caps", "upper case", "lowercase", "capitalised".
func caseCue(msg string) bool {
	l := fold.Lower(msg)
	for _, w := range []string{"case-sensitive", "case sensitive", "case matters", "in caps", "all caps", "uppercase", "upper case",
		"upper-case", "lowercase", "lower case", "lower-case", "capital", "capitalis", "capitaliz"} {
		if strings.Contains(l, w) {
			return true
		}
	}
	return false
}

// magnitudesApart reports two numbers a hundred times apart or more: the
// same quantity in units a thousand apart, not one value for the other.
func magnitudesApart(a, b string) bool {
	x, err1 := strconv.ParseFloat(leadingNumber(a), 64)
	y, err2 := strconv.ParseFloat(leadingNumber(b), 64)
	if err1 != nil || err2 != nil || x <= 0 || y <= 0 {
		return false
	}
	return x/y >= 100 || y/x >= 100
}

// leadingNumber returns the digits and point s starts with.
func leadingNumber(s string) string {
	i := 0
	for i < len(s) && (s[i] >= '0' && s[i] <= '9' || s[i] == '.') {
		i++
	}
	return s[:i]
}

// versionFloor reports a release and the ones after it written with a
// plus ("10+", "3.8+", "v18+"): a condition of the fix, not a value.
func versionFloor(t string) bool {
	t = strings.TrimPrefix(strings.TrimPrefix(t, "v"), "V")
	if len(t) < 2 || t[len(t)-1] != '+' {
		return false
	}
	for i := 0; i < len(t)-1; i++ {
		if c := t[i]; !(c >= '0' && c <= '9' || c == '.' && i > 0) {
			return false
		}
	}
	return true
}

// settingWordBefore returns the word that stands right before s[i:],
// one space apart on the same line, when it names a setting: a word of
// four letters or more, with a letter, that is no function word
// ("displaysleep" of "displaysleep 600", "reference-bandwidth" of
// "auto-cost reference-bandwidth 10000"); otherwise "".
func settingWordBefore(s string, i int) string {
	if i < 2 || s[i-1] != ' ' {
		return ""
	}
	j := i - 1
	for j > 0 && (isIdentByte(s[j-1]) || s[j-1] == '-' || s[j-1] == '.') {
		j--
	}
	w := s[j : i-1]
	if len(w) < 4 || strings.IndexFunc(w, isLetterRune) < 0 || stop[fold.Lower(w)] || units[fold.Lower(w)] != "" {
		return ""
	}
	if j > 0 && s[j-1] != ' ' && s[j-1] != '`' && s[j-1] != '\n' && s[j-1] != '\t' {
		return "" // inside a longer token
	}
	return w
}
