package feature

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/cairnhq/cairn/internal/fold"
)

// The shape of a message as a sequence of sentences: a correction is often
// one sentence among thanks, status and a further request ("thanks, looks
// good. the cluster runs on UTC though. can you also add a test?"), so the
// cues that speak against a correction (thanks, a question, a request)
// should not outweigh a sentence that states a fact on its own.

// sentence kinds.
type sentKind uint8

const (
	sentStatement sentKind = iota // states something
	sentQuestion                  // asks
	sentAck                       // thanks or agrees
	sentRequest                   // asks for work: an imperative, "can you …"
)

// sentenceShape summarises the sentences of a message.
type sentenceShape struct {
	n          int // sentences with at least one word
	statements int
	questions  int
	acks       int
	requests   int
	// stmt is the token span [stmt[0], stmt[1]) of the first statement,
	// empty when there is none.
	stmt [2]int
}

// sentenceEnd reports whether the text between two tokens, gap, ends a
// sentence, and whether it asks: a full stop, "!", "?" or ";" followed by
// white space (so "3.5" and "grafana.internal" do not split), a line
// break, or an emoji.
func sentenceEnd(gap string, last bool) (end, question bool) {
	for i := 0; i < len(gap); {
		c := gap[i]
		if c < utf8.RuneSelf {
			switch c {
			case '?':
				if last || i+1 >= len(gap) || gap[i+1] == ' ' || gap[i+1] == '\n' || gap[i+1] == '\t' || gap[i+1] == '"' || gap[i+1] == ')' {
					return true, true
				}
			case '.', '!', ';':
				if last || i+1 < len(gap) && (gap[i+1] == ' ' || gap[i+1] == '\n' || gap[i+1] == '\t') {
					end = true
				}
			case '\n':
				end = true
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(gap[i:])
		if unicode.Is(unicode.So, r) || unicode.Is(unicode.Sk, r) {
			end = true
		}
		i += n
	}
	return end, false
}

// shapeOfMessage splits the message, whose tokens are toks, into sentences and
// classifies each. It runs in time linear in the message.
func shapeOfMessage(msg string, toks []Token) sentenceShape {
	var s sentenceShape
	start := 0
	for i := range toks {
		gapEnd := len(msg)
		if i+1 < len(toks) {
			gapEnd = toks[i+1].Start
		}
		end, q := sentenceEnd(msg[toks[i].End:gapEnd], i+1 == len(toks))
		if !end && i+1 < len(toks) {
			continue
		}
		s.n++
		switch classify(msg, toks[start:i+1], q, lex.match(msg, toks[start:i+1])) {
		case sentQuestion:
			s.questions++
		case sentAck:
			s.acks++
		case sentRequest:
			s.requests++
		default:
			if s.statements == 0 {
				s.stmt = [2]int{start, i + 1}
			}
			s.statements++
		}
		start = i + 1
	}
	return s
}

// classify names the kind of one sentence; q reports a question mark after
// it and h its cue hits.
func classify(msg string, toks []Token, q bool, h cueHits) sentKind {
	fi := 0
	for fi < len(toks)-1 && fillers[toks[fi].Word] {
		fi++
	}
	first := contracted(msg, toks[fi])
	second := ""
	if fi+1 < len(toks) {
		second = toks[fi+1].Word
	}
	switch {
	case q:
		return sentQuestion
	case auxWords[first] && (second == "you" || second == "u" || second == "we"):
		return sentRequest // "can you also add …", "could you draft …"
	case h[cueAck] > 0 && (len(toks) <= 5 || ackWords[first] || yesWords[first]):
		return sentAck
	case first == "lets" || first == "please" || toks[0].Word == "please" || editVerbs[first] && imperativeNext(toks, fi) ||
		requestVerbs[first] && imperativeNext(toks, fi) || addVerbs[first] && first != "now" && first != "then" && first != "next":
		return sentRequest
	case whWords[first] && len(toks) > 1 && (auxWords[second] || second == "about" || second == "if"):
		return sentQuestion
	}
	return sentStatement
}

// ackWords open a sentence of thanks or agreement.
var ackWords = map[string]bool{
	"thanks": true, "thank": true, "thx": true, "ty": true, "great": true, "perfect": true,
	"nice": true, "cool": true, "good": true, "awesome": true, "excellent": true, "lgtm": true,
	"cheers": true, "brilliant": true, "lovely": true, "appreciate": true, "neat": true,
	"looks": true, "agreed": true, "right": true, "correct": true, "exactly": true,
}

// contracted reads a first word that lost its apostrophe as the pronoun it
// starts with: "we're" is not the verb "were", nor "I'll" the word "ill".
func contracted(msg string, t Token) string {
	w := t.Word
	if len(w) < 3 || len(w) > 5 || !strings.ContainsAny(msg[t.Start:t.End], "'’") {
		return w
	}
	switch w {
	case "were", "well", "wed", "weve":
		return "we"
	case "ill", "id", "ive":
		return "i"
	case "hell", "hed":
		return "he"
	case "shell", "shed":
		return "she"
	}
	return w
}

// Words that open an object or complement, after which a first word that
// can be a noun or a verb ("name", "update", "order") reads as a verb.
var objectStarts = map[string]bool{
	"a": true, "an": true, "the": true, "this": true, "that": true, "these": true, "those": true,
	"it": true, "them": true, "me": true, "us": true, "my": true, "your": true, "our": true,
	"its": true, "their": true, "all": true, "every": true, "each": true, "some": true, "any": true,
	"to": true, "in": true, "on": true, "up": true, "out": true, "off": true, "back": true,
	"down": true, "by": true, "from": true, "with": true, "only": true, "just": true, "both": true,
	"one": true, "another": true, "more": true, "less": true, "into": true, "over": true, "him": true,
	"her": true, "everything": true, "nothing": true, "something": true, "anything": true,
}

// Words after which a noun phrase has become a clause: "name resolution
// only works …", "update frequency is …".
var clauseVerbs = map[string]bool{
	"is": true, "are": true, "was": true, "were": true, "has": true, "have": true, "had": true,
	"does": true, "do": true, "did": true, "doesnt": true, "dont": true, "didnt": true,
	"isnt": true, "arent": true, "wasnt": true, "cant": true, "wont": true, "can": true,
	"will": true, "would": true, "should": true, "must": true, "may": true, "might": true,
	"only": true, "works": true, "runs": true, "needs": true, "goes": true, "happens": true,
	"looks": true, "seems": true, "takes": true, "comes": true, "lives": true, "means": true,
}

// imperativeNext reports whether the word after toks[fi] lets toks[fi]
// read as a verb: an object follows, or a value, or nothing; not a noun
// that a verb then follows.
func imperativeNext(toks []Token, fi int) bool {
	if fi+1 >= len(toks) {
		return true
	}
	n := toks[fi+1].Word
	if objectStarts[n] || n == "" {
		return true
	}
	if fi+2 < len(toks) && clauseVerbs[toks[fi+2].Word] {
		return false
	}
	return !clauseVerbs[n]
}

// Hedges that soften an assertion: "I think", "pretty sure", "isn't it".
var hedgePhrases = []string{
	"i think", "i believe", "i thought", "pretty sure", "fairly sure", "quite sure", "im sure",
	"if im not mistaken", "unless im mistaken", "afaik", "iirc", "as far as i know",
	"i could be wrong", "i might be wrong", "i may be wrong", "correct me if", "i suspect",
	"isnt it", "isnt that", "wasnt it", "shouldnt it", "shouldnt that", "doesnt it", "dont we",
	"didnt we", "arent they", "wouldnt it", "i was under the impression", "my understanding",
	"last i checked", "as i remember", "if i remember", "i recall",
}

var hedgeLex = buildPhraseSet(hedgePhrases)

// Words that end a question that asserts its answer: "…, right?", "…
// though?", "isn't it?".
var tagEnds = map[string]bool{
	"right": true, "though": true, "tho": true, "correct": true, "surely": true, "yeah": true,
	"no": true, "innit": true, "true": true,
}

var tagAux = map[string]bool{
	"isnt": true, "doesnt": true, "wasnt": true, "arent": true, "dont": true, "didnt": true,
	"wont": true, "cant": true, "shouldnt": true, "wouldnt": true, "hasnt": true, "havent": true,
}

// tagQuestion reports a question ending with a tag that asserts.
func tagQuestion(toks []Token, endsQ bool) bool {
	if !endsQ || len(toks) < 3 {
		return false
	}
	last := toks[len(toks)-1].Word
	if tagEnds[last] {
		return true
	}
	return tagAux[toks[len(toks)-2].Word]
}

// phraseSet finds any of a list of phrases in a token sequence.
type phraseSet map[string][][]string

func buildPhraseSet(list []string) phraseSet {
	s := phraseSet{}
	for _, p := range list {
		w := strings.Fields(p)
		s[w[0]] = append(s[w[0]], w[1:])
	}
	return s
}

func (s phraseSet) in(toks []Token) bool {
	for i, t := range toks {
		for _, rest := range s[t.Word] {
			if matchRest(toks, i+1, rest) {
				return true
			}
		}
	}
	return false
}

// though reports a contrastive discourse marker ("though", "however")
// that is not a conjunction ("even though", "as though").
func though(toks []Token) bool {
	for i, t := range toks {
		switch t.Word {
		case "though", "tho", "however":
			if i > 0 && (toks[i-1].Word == "even" || toks[i-1].Word == "as") {
				continue
			}
			return true
		}
	}
	return false
}

// caseVariant reports whether the message spells a word of prev in other
// letter case ("StatusOK" for "StatusOk"): a correction of the spelling.
// Only mixed-case or code-like words of at least four letters count, so a
// sentence-initial capital is no variant. Linear in both texts.
func caseVariant(msg string, toks []Token, prev string, prevToks func() []Token) bool {
	var cand int
	for _, t := range toks {
		if raw := msg[t.Start:t.End]; len(raw) >= 4 && innerUpper(raw) {
			cand++
		}
	}
	if cand == 0 || prev == "" {
		return false
	}
	spell := make(map[string]string, cand)
	for _, t := range toks {
		if raw := msg[t.Start:t.End]; len(raw) >= 4 && innerUpper(raw) {
			spell[t.Word] = raw
		}
	}
	for _, t := range prevToks() {
		raw, ok := spell[t.Word]
		if !ok {
			continue
		}
		if p := prev[t.Start:t.End]; p != raw && p != fold.Lower(p) {
			return true
		}
	}
	return false
}

// innerUpper reports an upper-case ASCII letter after the first byte.
func innerUpper(s string) bool {
	for i := 1; i < len(s); i++ {
		if s[i] >= 'A' && s[i] <= 'Z' {
			return true
		}
	}
	return false
}

// questionCut returns the part of prevLower before its final question, so
// that a "no" that answers the question ("Should I add it to the
// dashboard?" – "no, the dashboard picks it up") is not read as denying
// what the output stated.
func questionCut(prevLower string, asks bool) string {
	if !asks {
		return prevLower
	}
	p := strings.TrimRight(prevLower, " \t\n\"')”’")
	q := strings.LastIndexByte(p, '?')
	if q < 0 {
		return prevLower
	}
	i := strings.LastIndexAny(p[:q], ".!\n")
	if i < 0 {
		return ""
	}
	return p[:i+1]
}

// subjectEcho reports whether the statement toks begins with a noun that
// prev also names ("orders is partitioned by month" after "the orders
// table is partitioned by customer"): a claim about the output's own
// subject. Only its first two content words within three words count.
func subjectEcho(toks []Token, prevToks func() []Token) bool {
	var subj [2]string
	n := 0
	for i := 0; i < len(toks) && i < 3 && n < 2; i++ {
		w := toks[i].Word
		if clauseVerbs[w] {
			break
		}
		if len(w) < 3 || stopWords[w] || fillers[w] || ackWords[w] || yesWords[w] || noWords[w] || objectStarts[w] || anaphors[w] {
			continue
		}
		subj[n] = stem(w)
		n++
	}
	if n == 0 {
		return false
	}
	for _, t := range prevToks() {
		w := stem(t.Word)
		if w == subj[0] || n > 1 && w == subj[1] {
			return true
		}
	}
	return false
}

var anaphors = map[string]bool{
	"they": true, "theyre": true, "it": true, "its": true, "this": true, "that": true, "thats": true,
	"these": true, "those": true, "there": true, "theres": true, "here": true, "we": true, "you": true,
	"i": true, "im": true, "our": true, "ours": true, "mine": true, "yours": true, "he": true, "she": true,
}

// Pairs of words of opposite meaning. A message that says one where the
// output said the other ("they run in parallel" after "runs sequentially",
// "the newest five" after "the oldest five") contradicts it. General
// English and programming vocabulary; matched on stems.
var antonymPairs = [][2]string{
	{"parallel", "sequential"}, {"parallel", "sequentially"}, {"parallel", "serial"}, {"concurrent", "sequential"},
	{"newest", "oldest"}, {"recent", "oldest"}, {"latest", "earliest"}, {"newer", "older"},
	{"first", "last"}, {"before", "after"}, {"above", "below"},
	{"same", "separate"}, {"same", "different"}, {"shared", "separate"}, {"shared", "own"}, {"shared", "isolated"},
	{"physical", "logical"}, {"synchronous", "asynchronous"}, {"sync", "async"}, {"blocking", "nonblocking"},
	{"inclusive", "exclusive"}, {"ascending", "descending"}, {"asc", "desc"}, {"minimum", "maximum"},
	{"min", "max"}, {"lower", "upper"}, {"lowercase", "uppercase"}, {"public", "private"}, {"internal", "external"},
	{"local", "remote"}, {"local", "global"}, {"enabled", "disabled"}, {"enable", "disable"},
	{"true", "false"}, {"allow", "deny"}, {"allowed", "denied"}, {"allowed", "forbidden"}, {"open", "closed"},
	{"increase", "decrease"}, {"increases", "decreases"}, {"more", "fewer"}, {"faster", "slower"},
	{"required", "optional"}, {"mandatory", "optional"}, {"mutable", "immutable"}, {"lazy", "eager"},
	{"lazily", "eagerly"}, {"primary", "replica"}, {"primary", "secondary"}, {"master", "replica"},
	{"absolute", "relative"}, {"static", "dynamic"}, {"signed", "unsigned"},
	{"readonly", "writable"}, {"horizontal", "vertical"}, {"client", "server"}, {"inbound", "outbound"},
	{"ingress", "egress"}, {"push", "pull"}, {"upload", "download"}, {"include", "exclude"},
	{"includes", "excludes"}, {"included", "excluded"}, {"stateful", "stateless"}, {"encrypted", "plaintext"},
	{"encrypted", "unencrypted"}, {"compressed", "uncompressed"}, {"valid", "invalid"}, {"safe", "unsafe"},
	{"deterministic", "random"}, {"ordered", "unordered"}, {"sorted", "unsorted"}, {"stable", "unstable"},
	{"once", "every"}, {"never", "always"}, {"everything", "nothing"},
	{"strict", "lenient"}, {"strong", "weak"}, {"hard", "soft"}, {"deep", "shallow"}, {"cold", "hot"},
	{"seconds", "milliseconds"}, {"seconds", "nanoseconds"}, {"milliseconds", "microseconds"}, {"bits", "bytes"},
	{"utc", "local"}, {"inner", "outer"},
	{"success", "failure"}, {"succeeds", "fails"}, {"accepted", "rejected"}, {"accepts", "rejects"},
	{"empty", "full"}, {"null", "notnull"}, {"nullable", "notnull"}, {"idempotent", "nonidempotent"},
	{"supported", "unsupported"}, {"deprecated", "recommended"}, {"removed", "added"},
}

var antonyms = func() map[string][]string {
	m := map[string][]string{}
	for _, p := range antonymPairs {
		a, b := stem(p[0]), stem(p[1])
		m[a] = append(m[a], b)
		m[b] = append(m[b], a)
	}
	return m
}()

// antonym reports whether the message uses a word whose opposite the
// output uses, and the output does not use the message's word itself
// (which would be a comparison, not a contradiction). Linear in both.
func antonym(toks []Token, prevToks func() []Token) bool {
	var mine map[string]bool
	for _, t := range toks {
		if _, ok := antonyms[stem(t.Word)]; ok {
			if mine == nil {
				mine = map[string]bool{}
			}
			mine[stem(t.Word)] = true
		}
	}
	if mine == nil {
		return false
	}
	var opposite []string
	inPrev := map[string]bool{}
	for _, t := range prevToks() {
		w := stem(t.Word)
		if _, ok := antonyms[w]; ok {
			inPrev[w] = true
		}
	}
	for w := range mine {
		if inPrev[w] {
			continue
		}
		for _, o := range antonyms[w] {
			if inPrev[o] && !mine[o] {
				opposite = append(opposite, o)
			}
		}
	}
	return len(opposite) > 0
}
