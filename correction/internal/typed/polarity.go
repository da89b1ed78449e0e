package typed

import (
	"slices"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/cairnhq/cairn/internal/fold"
)

// Polarity is how a message presents one of its values.
type Polarity uint8

// Polarities.
const (
	Neutral   Polarity = iota
	Positive           // stated as right: "use X", "it's X", "X instead", "X, not Y"
	Negative           // stated as wrong: "not X", "instead of X", "X is deprecated", "the old X"
	Described          // said what it is or does: "-n is the dry run", "X only exists at build time"
)

func (p Polarity) String() string {
	return [...]string{"neutral", "positive", "negative", "described"}[p]
}

// word is a lower-cased word of a message with its offsets.
type word struct {
	w          string
	start, end int
}

// words splits s into lower-cased words (letters, digits, ' and -), with
// "=", ":", "->" and "→" as words of their own; it never crosses a
// clause boundary without recording it (see clauseStarts).
func words(s string) []word {
	out := make([]word, 0, len(s)/5+1) // about a word or mark per 5 bytes
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case isIdentByte(c) || c >= 0x80 && c != 0xe2:
			j := i
			for j < len(s) && (isIdentByte(s[j]) || s[j] == '\'' || s[j] >= 0x80 && s[j] != 0xe2 || s[j] == '-' && j+1 < len(s) && isIdentByte(s[j+1])) {
				j++
			}
			w := fold.Lower(strings.ReplaceAll(s[i:j], "’", "'"))
			out = append(out, word{w, i, j})
			i = j
		case c == '=' || c == ':':
			out = append(out, word{string(c), i, i + 1})
			i++
		case c == '-' && i+1 < len(s) && s[i+1] == '>':
			out = append(out, word{"->", i, i + 2})
			i += 2
		case strings.HasPrefix(s[i:], "→"):
			out = append(out, word{"->", i, i + len("→")})
			i += len("→")
		case c == '.' || c == '!' || c == '?' || c == ';' || c == '\n':
			if c == '.' && i+1 < len(s) && isIdentByte(s[i+1]) {
				i++ // inside a dotted name
				continue
			}
			out = append(out, word{".", i, i + 1})
			i++
		case c == ',':
			out = append(out, word{",", i, i + 1})
			i++
		default:
			i++
		}
	}
	return out
}

// polarityOf returns how the message presents the atom a, given ws, the
// words of the message.
func polarityOf(ws []word, a Atom, terse bool) Polarity {
	// Words before a (within its clause) and after it.
	bi := sort.Search(len(ws), func(k int) bool { return ws[k].end > a.Start })
	ai := bi
	for ai < len(ws) && ws[ai].start < a.End {
		ai++
	}
	before := window(ws[:bi], true, 4)
	after := window(ws[ai:], false, 5)
	// "not just X", "not only X": X stays, something is added to it.
	if len(before) >= 2 && before[len(before)-2] == "not" && (before[len(before)-1] == "just" || before[len(before)-1] == "only") {
		return Neutral
	}
	if bareFrom(before) && !slices.Contains(after, "to") && !slices.Contains(after, "->") && !slices.Contains(after, "into") {
		// "we always dump from X", "reachable from X": where something
		// comes from, which the message states; only "from X to Y"
		// leaves X.
	} else if negBeforeCues.match(before) || (len(before) > 0 && negAdj[before[len(before)-1]]) || negatedVerb(before) {
		return Negative
	}
	if negAfterCues.match(after) || len(after) >= 3 && ai < len(ws) && ws[ai].start == a.End+1 && ws[ai].w == after[0] &&
		kindNoun(after[0]) && strongNegAfterCues.match(after[1:]) {
		return Negative // "X was removed", "X Ingress was removed in 1.22"
	}
	if describedAfterCues.match(after) {
		return Described
	}
	// "X is Oracle", "X is a Windows thing": what X belongs to, a dialect,
	// a platform or another sort of the lexicon, not what to use.
	if len(after) >= 2 && (after[0] == "is" || after[0] == "is a" || after[0] == "is only") && sortOf(after[1]) != "" {
		return Described
	}
	if posBeforeCues.match(before) || posAfterCues.match(after) || (a.Kind == Version || a.Kind == Number) && toolVersionStated(before) {
		return Positive
	}
	if opensClause(before) && len(after) > 0 && (auxiliaries[after[0]] || a.Kind != Number && a.Kind != Version && predicate(after[0])) {
		// The value is the subject of a clause that goes on with what it
		// does or is ("X looks up row labels", "X doesn't own the object",
		// "X is positional"): the message says what the value means, as of
		// the wrong side it explains, not that it is the fix. After a
		// number only an auxiliary counts: "35 days" is its unit.
		return Described
	}
	if terse {
		return Positive
	}
	// A clause that starts with the value: "eu-central-1." "StatusOK, capital K".
	if len(before) == 0 {
		return Positive
	}
	return Neutral
}

// bareFrom reports a window that ends with "from" alone, not with a cue
// of a change that leaves the value ("moved from", "switched from",
// "not from") or with another negative cue before it.
func bareFrom(before []string) bool {
	n := len(before)
	if n == 0 || before[n-1] != "from" {
		return false
	}
	if n >= 2 {
		switch before[n-2] {
		case "moved", "switched", "migrated", "changed", "away", "not", "change", "switch", "move", "migrate":
			return false
		}
	}
	return !negatedVerb(before) && !negBeforeCues.match(before[:n-1])
}

// toolVersionStated reports a version stated after the tool it is of:
// "we're on Spring Boot 3.2.7", "we run Postgres 16": a cue of a right
// value, then one or two words naming the tool.
func toolVersionStated(before []string) bool {
	for k := 1; k <= 2 && k < len(before); k++ {
		name := before[len(before)-k:]
		ok := true
		for _, w := range name {
			if len(w) < 2 || w == "," || w == "." || negWord(w) || connector[w] || auxiliaries[w] {
				ok = false
			}
		}
		if ok && toolCues.match(before[:len(before)-k]) {
			return true
		}
	}
	return false
}

// toolCues end right before the tool a version is stated of.
var toolCues = indexCues(cueList("we're on", "were on", "we are on", "we use", "we're using", "we run", "we're running",
	"pinned to", "pin", "we pin", "upgraded to", "moved to", "migrated to", "standardised on", "standardized on"), true)

// kindNoun reports a word that may name what the value before it is
// ("Ingress", "flag", "API"): letters only, not a verb, auxiliary,
// connector or negation.
func kindNoun(w string) bool {
	if len(w) < 2 || auxiliaries[w] || connector[w] || negWord(w) || predicate(w) {
		return false
	}
	for i := 0; i < len(w); i++ {
		if w[i] < 'a' || w[i] > 'z' {
			return false
		}
	}
	return true
}

// strongNegAfter are the cues of negAfter that say the value is gone or
// wrong outright, read after a noun that names the value's kind.
var strongNegAfterCues = indexCues(cueList("was removed", "is removed", "were removed", "got removed", "has been removed",
	"was deprecated", "is deprecated", "has been deprecated", "was dropped", "is gone", "was retired", "is retired",
	"doesn't exist", "does not exist", "no longer exists", "is wrong", "is incorrect", "is not supported", "isn't supported",
	"was deleted", "is obsolete", "is outdated"), false)

// negatedVerb reports a value right after a negated verb: "fish doesn't
// read X", "the runner won't accept X", "we don't run X". A verb that
// would take the value away ("don't remove X", "don't forget X") keeps it
// instead, and so does a verb of the keep cues ("didn't change").
func negatedVerb(before []string) bool {
	n := len(before)
	if n >= 3 && verbParticles[before[n-1]] {
		n-- // "can't go on X", "won't connect to X"
	}
	if n < 2 {
		return false
	}
	verb := before[n-1]
	aux := before[n-2]
	if aux == "not" && n >= 3 && negAuxStem[before[n-3]] {
		aux = before[n-3] + "n't" // "does not read"
	}
	if aux == "cannot" || aux == "not" && n >= 3 && before[n-3] == "can" {
		aux = "can't"
	}
	if !negAux[aux] || len(verb) < 2 || keepingVerbs[verb] || auxiliaries[verb] || strings.ContainsAny(verb, "0123456789_.'") {
		return false
	}
	return true
}

// verbParticles may stand between a negated verb and its value.
var verbParticles = map[string]bool{"on": true, "in": true, "to": true, "at": true, "into": true, "onto": true, "with": true, "from": true}

// negAux are the negated auxiliaries of negatedVerb; negAuxStem the ones
// written "does not".
var (
	negAux = map[string]bool{"doesn't": true, "doesnt": true, "don't": true, "dont": true, "won't": true,
		"wont": true, "can't": true, "cant": true, "cannot": true, "didn't": true, "didnt": true,
		"wouldn't": true, "wouldnt": true, "shouldn't": true, "shouldnt": true}
	negAuxStem = map[string]bool{"does": true, "do": true, "did": true, "would": true, "should": true}
)

// keepingVerbs, negated, keep the value: "don't remove X" says X is right.
var keepingVerbs = map[string]bool{"remove": true, "delete": true, "drop": true, "forget": true, "change": true,
	"touch": true, "skip": true, "miss": true, "lose": true, "break": true, "rename": true, "replace": true,
	"edit": true, "modify": true, "omit": true, "disable": true, "mind": true, "worry": true, "stop": true,
	"kill": true, "overwrite": true, "strip": true, "undo": true, "revert": true, "rollback": true,
	"downgrade": true, "upgrade": true, "bump": true}

// window returns up to n words next to a clause boundary side: the last n
// before it (before=true) or the first n after it, stopping at a sentence
// end ("."). Commas are kept as words.
func window(ws []word, before bool, n int) []string {
	var out []string
	if before {
		k := len(ws)
		for k > 0 && len(ws)-k < n && ws[k-1].w != "." {
			k--
		}
		if k == len(ws) {
			return nil
		}
		out = make([]string, 0, len(ws)-k)
		for _, w := range ws[k:] {
			out = append(out, w.w)
		}
		return out
	}
	for i := 0; i < len(ws) && len(out) < n; i++ {
		if ws[i].w == "." {
			break
		}
		out = append(out, ws[i].w)
	}
	return out
}

func endsWithAny(ws []string, cues [][]string) bool {
	for _, c := range cues {
		if len(c) <= len(ws) && equalTail(ws[len(ws)-len(c):], c) {
			return true
		}
	}
	return false
}

func startsWithAny(ws []string, cues [][]string) bool {
	for _, c := range cues {
		if len(c) <= len(ws) && equalTail(ws[:len(c)], c) {
			return true
		}
	}
	return false
}

func equalTail(a, b []string) bool {
	for i := range a {
		if b[i] != "*" && a[i] != b[i] {
			return false
		}
	}
	return true
}

// cueIndex finds whether a window of words ends (or starts) with one of
// a list of cues, trying only the cues whose last (first) word is the
// window's, and those whose word there is the wildcard "*": what
// endsWithAny (startsWithAny) finds over the whole list.
type cueIndex struct {
	ends   bool
	byWord map[string][][]string
	wild   [][]string
}

func indexCues(cues [][]string, ends bool) *cueIndex {
	x := &cueIndex{ends: ends, byWord: map[string][][]string{}}
	for _, c := range cues {
		w := c[0]
		if ends {
			w = c[len(c)-1]
		}
		if w == "*" {
			x.wild = append(x.wild, c)
			continue
		}
		x.byWord[w] = append(x.byWord[w], c)
	}
	return x
}

func (x *cueIndex) match(ws []string) bool {
	if len(ws) == 0 {
		return false // a cue has at least one word
	}
	if x.ends {
		return endsWithAny(ws, x.byWord[ws[len(ws)-1]]) || endsWithAny(ws, x.wild)
	}
	return startsWithAny(ws, x.byWord[ws[0]]) || startsWithAny(ws, x.wild)
}

func cueList(s ...string) [][]string {
	out := make([][]string, len(s))
	for i, c := range s {
		out[i] = strings.Fields(c)
	}
	return out
}

var (
	// negBefore: cues that end right before a value presented as wrong.
	negBefore = cueList("not", "no", "never", "nor", "instead of", "rather than", "than", "unlike", "without",
		"except", "don't use", "dont use", "do not use", "never use", "avoid", "stop using", "off", "moved off",
		"moved from", "switched from", "migrated from", "changed from", "away from", "replace", "replaced",
		"isn't", "wasn't", "not the", "no longer", "instead of the", "rather than the",
		"not with", "not in", "not on", "not at", "not to", "not from", "not via", "not using", "not use",
		"not in the", "not on the", "not at the", "not under the",
		"not a", "not an", "and not", "but not", "drop", "dropped", "ditch", "retired", "deprecated",
		"drop the", "remove", "remove the", "delete the", "get rid of", "get rid of the", "lose the",
		"swap", "switch", "change", "fix", "rename", "from",
		"the old", "old", "legacy", "previous", "former", "outdated", "obsolete", "removed",
		// What the wrong value turns into, not the fix: "unquoted, yaml
		// reads it as 3.1", "you'd get 0".
		"reads it as", "read it as", "reads as", "read as", "parses it as", "parses as", "parsed as",
		"treats it as", "treated as", "interprets it as", "interpreted as", "turns it into", "ends up as",
		"comes out as", "you'd get", "you get", "you'll get", "coerced to", "coerces it to", "rounds it to",
		"rounded to", "truncates it to", "truncated to")
	// negAdj: a single adjective before a value that marks it as old.
	negAdj = map[string]bool{}
	// negAfter: cues that start right after a value presented as wrong.
	negAfter = cueList("should be", "should've been", "should have been", "must be", "needs to be", "is supposed to be",
		"is wrong", "is incorrect", "is not right", "isn't right", "is not correct", "is deprecated",
		"is outdated", "is obsolete", "is legacy", "is the legacy", "is a legacy", "is the deprecated", "is a deprecated",
		"is the outdated", "is the obsolete", "is gone", "is dead", "is retired", "is removed", "is the old",
		"was the old", "was removed", "was dropped", "was retired", "was renamed", "was replaced", "was deprecated",
		"was deleted", "were removed", "went away", "is going away", "doesn't exist", "does not exist",
		"no longer", "is no longer", "isn't used", "is not used", "isn't valid", "is not valid", "isn't supported",
		"is not supported", "isn't a thing", "is a typo", "was a typo", "was wrong", "is wrong here",
		"was", "were", "used to", "stopped", "got removed", "got renamed", "got replaced", "has been removed",
		"has been deprecated", "has been replaced", "is for", "is only for", "is only used", "is just for",
		"only exists", "only works", "is empty", "is the cluster we", "won't", "will not", "doesn't work",
		"does not work", "fails", "breaks", "dies", "is silently", "silently", "is ignored", "is only",
		"is reserved", "is taken", "belongs to", "is product's", "is someone", "is another", "is the internet",
		"is for the", "is what", "is why",
		// An outcome that shows the value wrong: "cpu: 1 gets rejected".
		"gets rejected", "is rejected", "was rejected", "gets denied", "is denied", "gets refused", "is refused",
		"gets blocked", "is blocked", "errors out", "times out", "hangs", "crashes", "throws", "panics",
		// A lack that shows the value wrong: "cert.pem has no intermediate".
		"has no", "have no", "lacks", "is missing", "doesn't have", "does not have", "doesn't include", "does not include",
		// A rule that forbids it: "varchar(n) is banned by squawk".
		"is banned", "are banned", "is not allowed", "isn't allowed", "is forbidden", "is disallowed",
		// Turned off where the user works: "plain is switched off for our clients".
		"is switched off", "is turned off", "is disabled", "are disabled", "are switched off", "are turned off",
		"was switched off", "was turned off", "was disabled", "got disabled", "is not enabled", "isn't enabled")
	// describedAfter: cues that say what the value is or does.
	describedAfter = cueList("is the", "is a", "is an", "means", "counts", "gives", "returns", "is just",
		"is what", "lists", "prints", "is sql", "is t-sql", "is mysql", "is postgres", "is snowflake",
		"is case", "is static", "is ms", "only", "just")
	// posBefore: cues that end right before a value presented as right.
	posBefore = cueList("is", "it's", "its", "it is", "are", "be", "should be", "must be", "needs to be",
		"has to be", "use", "using", "try", "to", "lives in", "lives at", "lives under", "live in", "is in",
		"are in", "is on", "are on", "runs on", "run on", "runs in", "we're on", "were on", "we are on",
		"we use", "we're using", "moved to", "switched to", "migrated to", "renamed to", "changed to",
		"called", "named", "now", "=", ":", "->", "want", "wants", "need", "needs", "is called", "is named",
		"with", "go in", "goes in", "goes to", "go to", "sits in", "in", "at", "under", "via", "through",
		"set", "set to", "set it to", "pass", "add", "prefer", "default is", "it's just", "just", "actually",
		"means", "should say", "should read", "correct is", "right one is", "need", "it needs", "it wants",
		"expects", "expect", "on", "be on", "it's on", "it's in", "that's", "thats", "instead use",
		"use the", "it's the", "is the", "is now", "but", "so", "hence", "then", "so it's", "so its", "so that's",
		// Questions that mean "it is Y": "isn't it -n?", "shouldn't that be Y?".
		"isn't it", "isnt it", "isn't that", "isnt that", "shouldn't it be", "shouldnt it be", "shouldn't that be",
		"shouldnt that be", "wouldn't it be", "don't you mean", "dont you mean", "did you mean", "you mean",
		// "… are in the edge namespace", "runs on the ci-large pool".
		"is in the", "are in the", "is on the", "are on the", "lives in the", "live in the", "runs in the",
		"run in the", "runs on the", "run on the", "goes in the", "go in the", "sits in the")
	// posAfter: cues right after a value presented as right.
	posAfter = cueList("instead", "now", "these days", "nowadays", "since", "is correct", "is right",
		"is the one", "works", "is what we use", "is what you want", "is the right", "is the correct",
		"covers", "handles", "fixes", "is safe", "should work", "does it", "gives", "returns", "is fine", "please",
		// Kept as it is: "staging-eu didn't change", "the user is ok".
		"didn't change", "didnt change", "did not change", "hasn't changed", "hasnt changed", "has not changed",
		"doesn't change", "doesnt change", "stays", "stay", "remains", "is unchanged", "is ok", "is okay",
		"is good", "can stay", "is still right", "is still fine", "is still correct")
)

// The cue lists indexed by the word they end (before a value) or start
// (after it) with.
var (
	negBeforeCues      = indexCues(negBefore, true)
	negAfterCues       = indexCues(negAfter, false)
	describedAfterCues = indexCues(describedAfter, false)
	posBeforeCues      = indexCues(posBefore, true)
	posAfterCues       = indexCues(posAfter, false)
	disownBeforeCues   = indexCues(disownBefore, true)
	disownAfterCues    = indexCues(disownAfter, false)
)

func init() {
	for _, w := range []string{"old", "legacy", "previous", "former", "deprecated", "retired", "obsolete", "outdated"} {
		negAdj[w] = true
	}
}

// Cues with which a text itself presents a value as old or wrong ("the
// old X", "X is deprecated", "instead of X"): where an output says so of
// the value, it uses it knowingly. Narrower than the message's cues: an
// answer says "from X" or "X was" of values it means.
var (
	disownBefore = cueList("not", "no longer", "instead of", "rather than", "the old", "old", "legacy",
		"deprecated", "formerly", "former", "previous", "previously", "obsolete", "outdated", "unlike",
		"avoid", "never use", "don't use", "do not use", "stop using", "moved off", "migrated from",
		"switched from", "replaced", "replaces", "instead of the", "rather than the")
	disownAfter = cueList("is deprecated", "was deprecated", "is obsolete", "is outdated", "is legacy",
		"is gone", "was removed", "is removed", "was renamed", "was replaced", "has been replaced",
		"has been removed", "has been deprecated", "no longer", "is no longer", "doesn't exist",
		"does not exist", "isn't supported", "is not supported", "won't work", "doesn't work",
		"does not work", "is wrong", "is incorrect",
		// Taken out of service: "the server at X was switched off".
		"was switched off", "was shut down", "was turned off", "was decommissioned", "is decommissioned",
		"was retired", "was deleted", "was sunset", "got decommissioned", "got shut down", "got switched off")
)

// disownWindow bounds what Disowned reads around a value, in bytes each
// side: its cues stand within a few words.
const disownWindow = 160

// Cues with which a text says it keeps a value on purpose ("the vendored
// crate stays on X", "leave it at X", "X is intentional"): where an output
// says so, it chose the value knowingly, in a context the correction was
// not taught in.
var (
	keptBefore = cueList("stays on", "stays at", "stays with", "stay on", "stay at", "remains on", "remains at",
		"remain on", "leave it at", "leave it on", "leave it as", "deliberately", "intentionally", "on purpose",
		// "The csproj keeps net6.0 until the SDK ships": the answer holds it back.
		"keeps", "still keeps", "keeps using", "keep using", "stays pinned to", "stays pinned at",
		// "…listens on port 80; keep EXPOSE 80 for that one": told to keep it.
		"keep", "keep it at", "keep it on", "keep it as")
	keptAfter = cueList("on purpose", "deliberately", "intentionally", "is intentional", "is deliberate",
		"stays as is", "is kept", "is correct here", "is right here")
	keptBeforeCues = indexCues(keptBefore, true)
	keptAfterCues  = indexCues(keptAfter, false)
)

// Kept reports whether s itself says it keeps s[start:end] on purpose
// (see keptBefore and keptAfter), reading at most disownWindow bytes on
// each side.
func Kept(s string, start, end int) bool {
	before, after := cueWindows(s, start, end)
	return keptBeforeCues.match(before) || keptAfterCues.match(after)
}

// Disowned reports whether s itself presents s[start:end] as old or wrong
// (see disownBefore and disownAfter), reading at most disownWindow bytes
// on each side.
func Disowned(s string, start, end int) bool {
	before, after := cueWindows(s, start, end)
	return disownBeforeCues.match(before) || disownAfterCues.match(after)
}

// cueWindows returns the words just before s[start:end] and just after
// it, as the cue indexes read them.
func cueWindows(s string, start, end int) (before, after []string) {
	lo, hi := max(0, start-disownWindow), min(len(s), end+disownWindow)
	for lo > 0 && lo < start && !utf8.RuneStart(s[lo]) {
		lo++
	}
	for hi < len(s) && hi > end && !utf8.RuneStart(s[hi]) {
		hi--
	}
	ws := words(s[lo:hi])
	a, b := start-lo, end-lo
	bi := sort.Search(len(ws), func(k int) bool { return ws[k].end > a })
	ai := bi
	for ai < len(ws) && ws[ai].start < b {
		ai++
	}
	return window(ws[:bi], true, 4), window(ws[ai:], false, 5)
}

// clauseOpeners are the words after which a value opens a clause of its
// own: a comma, a conjunction.
var clauseOpeners = map[string]bool{",": true, "and": true, "but": true, "because": true, "since": true,
	"as": true, "while": true, "whereas": true, "cause": true, "cuz": true}

// opensClause reports whether a value whose clause starts with before
// opens it: nothing before it in its sentence, or a comma or conjunction.
func opensClause(before []string) bool {
	return len(before) == 0 || clauseOpeners[before[len(before)-1]]
}

// auxiliaries are the verbs and adverbs that, right after a clause's
// first value, make it the subject of a predicate.
var auxiliaries = map[string]bool{"is": true, "isn't": true, "isnt": true, "are": true, "aren't": true,
	"has": true, "hasn't": true, "hasnt": true, "does": true, "doesn't": true, "doesnt": true,
	"did": true, "didn't": true, "didnt": true, "can": true, "can't": true, "cant": true, "cannot": true,
	"will": true, "would": true, "wouldn't": true, "could": true, "couldn't": true, "may": true, "might": true,
	"gets": true, "got": true, "also": true, "always": true, "still": true, "already": true, "actually": true,
	"needs": true, "requires": true, "expects": true, "wants": true}

// predicate reports whether w, the word right after a value that opens
// its clause, starts a predicate: an auxiliary, or a verb in the third
// person ("looks", "owns") or the past ("dropped").
func predicate(w string) bool {
	if auxiliaries[w] {
		return true
	}
	if len(w) < 4 || strings.ContainsAny(w, "0123456789_.-'") {
		return false
	}
	switch {
	case strings.HasSuffix(w, "ss") || strings.HasSuffix(w, "us") || strings.HasSuffix(w, "is"):
		return false
	case strings.HasSuffix(w, "s"), strings.HasSuffix(w, "ed") && len(w) >= 5:
		return true
	}
	return false
}
