package feature

import (
	"strings"
	"sync"

	"github.com/cairnhq/cairn/correction/internal/align"
)

// Feature indexes into a Vector.
const (
	ErrWord = iota
	ErrPhrase
	Incoherent
	Unanswered
	Clarify
	BareWhat
	Doubt
	YouFault
	YourRef
	YouSubject
	StartNo
	StartNoAfterStatement
	NoAck
	StartActually
	StartYes
	YouModal
	ThingModal
	SelfModal
	ShouldBe
	Contrast
	InsteadAlone
	RepairVerb
	RemoveVerb
	UseVerb
	Constraint
	ImperEdit
	ImperRequest
	IWant
	IMeant
	Ack
	Follow
	Anaphora
	EndsQuestion
	StartWh
	StartAux
	WhyYou
	Meta
	MetaOutput
	SelfTalk
	Preference
	Style
	Negations
	Length
	Short
	Long
	Greeting
	PrevQuestion
	AnswerToQuestion
	Overlap
	PrevCode
	MsgCode
	PrevCodeImperative
	PrevCodeQuestion
	PrevCodeMeta
	FormStrong
	FormWeak
	Located
	CodeBlockFix
	LiteralFromPrev
	NewNumber
	AlignScore
	TypedConflict
	TypedNew
	MentionsPrev
	DeniesPrev
	IdiomNegation
	ConventionCue
	PreferenceCue
	PreferenceChange
	ConflictDirective
	EditNoConflict
	InfoCue
	InfoNoConflict
	AddRequest
	ConflictAssert
	StatementAmid
	QuestionOnly
	AckOnly
	Though
	Hedge
	TagQuestion
	ShortAssert
	CaseVariant
	ErrDenied
	SelfErr
	AlignedOnly
	SubjectEcho
	Antonym
	InfoPair
	UnitSwitch
	NumFeatures
)

// Names of the features, in Vector order. The trainer writes them beside the
// weights so that a model and a feature set that disagree are detected.
var Names = [NumFeatures]string{
	ErrWord: "err_word", ErrPhrase: "err_phrase", Incoherent: "incoherent",
	Unanswered: "unanswered", Clarify: "clarify", BareWhat: "bare_what", Doubt: "doubt",
	YouFault: "you_fault", YourRef: "your_ref", YouSubject: "you_subject",
	StartNo: "start_no", StartNoAfterStatement: "start_no_after_statement", NoAck: "no_ack",
	StartActually: "start_actually", StartYes: "start_yes", YouModal: "you_modal",
	ThingModal: "thing_modal", SelfModal: "self_modal", ShouldBe: "should_be",
	Contrast: "contrast", InsteadAlone: "instead_alone", RepairVerb: "repair_verb",
	RemoveVerb: "remove_verb", UseVerb: "use_verb", Constraint: "constraint",
	ImperEdit: "imperative_edit", ImperRequest: "imperative_request", IWant: "i_want",
	IMeant: "i_meant", Ack: "ack", Follow: "follow", Anaphora: "anaphora",
	EndsQuestion: "ends_question", StartWh: "start_wh", StartAux: "start_aux",
	WhyYou: "why_you", Meta: "meta", MetaOutput: "meta_output", SelfTalk: "self_talk", Preference: "preference",
	Style: "style", Negations: "negations", Length: "length", Short: "short", Long: "long",
	Greeting: "greeting", PrevQuestion: "prev_question", AnswerToQuestion: "answer_to_question",
	Overlap: "overlap", PrevCode: "prev_code", MsgCode: "msg_code",
	PrevCodeImperative: "prev_code_imperative", PrevCodeQuestion: "prev_code_question",
	PrevCodeMeta: "prev_code_meta", FormStrong: "form_strong", FormWeak: "form_weak",
	Located: "located", CodeBlockFix: "code_block_fix", LiteralFromPrev: "literal_from_prev",
	NewNumber: "new_number", AlignScore: "align_score", TypedConflict: "typed_conflict",
	TypedNew: "typed_new", MentionsPrev: "mentions_prev", DeniesPrev: "denies_prev",
	IdiomNegation: "idiom_negation", ConventionCue: "convention_cue", PreferenceCue: "preference_cue",
	PreferenceChange: "preference_change", ConflictDirective: "conflict_directive",
	EditNoConflict: "edit_no_conflict", InfoCue: "info_cue", InfoNoConflict: "info_no_conflict",
	AddRequest: "add_request", ConflictAssert: "conflict_assert",
	StatementAmid: "statement_amid", QuestionOnly: "question_only", AckOnly: "ack_only",
	Though: "though", Hedge: "hedge", TagQuestion: "tag_question", ShortAssert: "short_assert",
	CaseVariant: "case_variant", ErrDenied: "err_denied", SelfErr: "self_error",
	AlignedOnly: "aligned_only", SubjectEcho: "subject_echo", Antonym: "antonym", InfoPair: "info_pair",
	UnitSwitch: "unit_switch",
}

// Vector holds one value per feature, each in [0, 1].
type Vector [NumFeatures]float64

// Analysis is the evidence about one message.
type Analysis struct {
	Vector     Vector
	Extraction Extraction
	// Pairs are the typed-value alignments of the message with the
	// previous output, best first.
	Pairs []align.Candidate
	// Preference reports a change of a value for taste, with no stated
	// convention or fact behind it.
	Preference bool
	// Taste reports a message that asks for a change for the speaker's
	// own taste ("I'd prefer enumerate there, reads nicer", "numbered
	// lists work better for me") and states no fault, fact or team rule
	// behind it: a preference, never a correction, whatever else it says.
	Taste    bool
	hits     cueHits
	prevCode bool
	msgCode  bool
}

// valuesPool holds slices for the values of messages.
var valuesPool = sync.Pool{New: func() any { return new([]align.Value) }}

// putValues clears vs, so that it holds no text, and gives it back to the
// pool in vp unless it grew past what common messages need.
func putValues(vp *[]align.Value, vs []align.Value) {
	if cap(vs) > 1024 {
		return
	}
	clear(vs)
	*vp = vs[:0]
	valuesPool.Put(vp)
}

// Category names the kind of correction the evidence points to, as one of
// the seed's category names.
func (a *Analysis) Category() string {
	h := &a.hits
	switch {
	case h[cueStyle] > 0:
		return "style"
	case h[cuePreference] > 0:
		return "preference"
	case a.Extraction.Form == FormCodeBlock || a.msgCode || a.prevCode:
		return "code"
	case h[cueDomain] > 0:
		return "domain"
	case h[cueIncoherent] > 0 || h[cueUnanswered] > 0 || h[cueLogic] > 0:
		return "logic"
	}
	return "factual"
}

// Evidence lists the cues found in the message and the extraction form, for
// an explanation ("err_word", "form:x_not_y", "located").
func (a *Analysis) Evidence() []string {
	var out []string
	for c, n := range a.hits {
		if n > 0 && cue(c) != cueSelfTalk && cue(c) != cueLogic && cue(c) != cueDomain && cue(c) != cueErrDenied && cue(c) != cueSelfErr {
			out = append(out, cueNames[c])
		}
	}
	if a.Extraction.Form != "" {
		out = append(out, "form:"+a.Extraction.Form)
	}
	if a.Extraction.Located {
		out = append(out, "located")
	}
	return out
}

// agreeWords agree when a comma or a full stop follows them: "right, …",
// "correct.", "exactly!".
var agreeWords = map[string]bool{
	"right": true, "correct": true, "exactly": true, "true": true, "indeed": true, "agreed": true,
	"fair": true, "precisely": true, "yes": true, "yeah": true, "confirmed": true,
}

// punctAfter reports a comma, full stop, "!" or ":" right after t.
func punctAfter(msg string, t Token) bool {
	return t.End < len(msg) && strings.IndexByte(",.!:;", msg[t.End]) >= 0
}

var answerStarts = map[string]bool{
	"i": true, "im": true, "my": true, "we": true, "maybe": true, "probably": true,
	"not": true, "never": true, "it": true, "its": true, "that": true, "nothing": true,
	"only": true, "just": true, "around": true, "about": true,
}

// prevAsks reports whether the previous output ends by asking the user
// something.
func prevAsks(prev string) bool {
	p := strings.TrimSpace(prev)
	if len(p) > 120 {
		p = p[len(p)-120:]
	}
	i := strings.LastIndexAny(p, ".!\n")
	return strings.Contains(p[i+1:], "?") || endsWithQuestion(p)
}

// senseComplaint finds "make sense" negated within a few words before it
// ("did not even make sense", "doesn't make any sense").
func senseComplaint(toks []Token) bool {
	for i, t := range toks {
		if t.Word != "sense" {
			continue
		}
		for j := i - 1; j >= 0 && j >= i-3; j-- {
			switch toks[j].Word {
			case "make", "makes", "making", "made":
				for k := j - 1; k >= 0 && k >= j-3; k-- {
					if negators[toks[k].Word] {
						return true
					}
				}
			}
		}
	}
	return false
}

func bareWhat(toks []Token) bool {
	if len(toks) == 0 || len(toks) > 3 {
		return false
	}
	for _, t := range toks {
		switch t.Word {
		case "what", "huh", "eh", "wat", "wut", "pardon", "excuse", "really", "seriously", "wtf", "hmm", "um", "uh":
			return true
		}
	}
	return false
}

// youSubject reports "you" as the subject of a statement, not of a
// question ("can you") or a thank-you.
func youSubject(toks []Token) bool {
	for i, t := range toks {
		if t.Word != "you" && t.Word != "youre" && t.Word != "u" && t.Word != "youve" {
			continue
		}
		if i > 0 {
			p := toks[i-1].Word
			if auxWords[p] || p == "thank" || p == "to" || p == "for" || p == "with" || p == "about" || p == "see" || p == "and" || p == "love" || p == "miss" {
				continue
			}
		}
		if i+2 < len(toks) && toks[i+1].Word == "a" && praise[toks[i+2].Word] || i+1 < len(toks) && (toks[i+1].Word == "rock" || toks[i+1].Word == "know") {
			continue // "you're a star", "just so you know"
		}
		return true
	}
	return false
}

var praise = map[string]bool{
	"star": true, "legend": true, "lifesaver": true, "genius": true, "hero": true, "champ": true,
}

var modalAdverbs = map[string]bool{
	"also": true, "really": true, "just": true, "not": true, "definitely": true,
	"probably": true, "still": true, "actually": true, "obviously": true, "clearly": true,
	"certainly": true, "always": true, "never": true, "only": true,
}

// modals classifies modal verbs by their subject: the user telling the
// assistant ("you should"), saying how the output should be ("it should be",
// "the year must"), or speaking of themselves ("I need to"). Questions
// ("should I", "what should") count as none.
func modals(toks []Token, fi int) (you, thing, self bool) {
	for i, t := range toks {
		switch t.Word {
		case "should", "must", "shouldnt", "mustnt", "ought", "shouldve":
		case "need", "needs", "has", "have", "had", "supposed", "meant":
			if i+1 >= len(toks) || toks[i+1].Word != "to" {
				continue
			}
		default:
			continue
		}
		if t.Word == "must" && i+2 < len(toks) && (toks[i+1].Word == "be" && strings.HasSuffix(toks[i+2].Word, "ing") || toks[i+1].Word == "have") {
			continue // "it must be coming from …", "it must have timed out": an inference
		}
		j := i - 1
		for j >= 0 && modalAdverbs[toks[j].Word] {
			j--
		}
		if j < fi || whWords[toks[j].Word] {
			continue
		}
		switch s := toks[j].Word; s {
		case "you", "u":
			you = true
		case "i", "we", "im":
			self = true
		case "is", "are", "was", "were":
			if t.Word == "supposed" || t.Word == "meant" {
				thing = true
			}
		default:
			if !auxWords[s] {
				thing = true
			}
		}
	}
	return
}

func notBut(toks []Token) bool {
	for i, t := range toks {
		if t.Word != "not" {
			continue
		}
		if i+1 < len(toks) && (toks[i+1].Word == "only" || toks[i+1].Word == "just") {
			continue
		}
		for j := i + 2; j < len(toks) && j <= i+7; j++ {
			if toks[j].Word == "but" {
				return true
			}
		}
	}
	return false
}

func insteadAlone(toks []Token) bool {
	for i, t := range toks {
		if t.Word == "instead" && (i+1 >= len(toks) || toks[i+1].Word != "of") {
			return true
		}
	}
	return false
}

// stem folds a plural so that "names" and "name" count as the same word.
func stem(w string) string {
	if len(w) > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") {
		return w[:len(w)-1]
	}
	return w
}

// overlapShare is the share of the message's content words that occur in
// prev, where prev's names are also split at underscores. prevToks returns
// Tokenize(prev).
func overlapShare(toks []Token, prev string, prevToks func() []Token) float64 {
	if prev == "" {
		return 0
	}
	var buf [32]string
	content := buf[:0]
	for _, t := range toks {
		if len(t.Word) >= 3 && !stopWords[t.Word] {
			content = append(content, stem(t.Word))
		}
	}
	if len(content) == 0 {
		return 0
	}
	ptoks := prevToks()
	// Few content words against a short output: compare them directly
	// instead of building a set of the output's words.
	if len(content) <= len(buf) && len(content)*len(ptoks) <= 2048 {
		var found [len(buf)]bool
		mark := func(w string) {
			for i, c := range content {
				if c == w {
					found[i] = true
				}
			}
		}
		for _, t := range ptoks {
			mark(stem(t.Word))
			if strings.Contains(t.Word, "_") {
				for p := range strings.SplitSeq(t.Word, "_") {
					mark(stem(p))
				}
			}
		}
		n := 0
		for i := range content {
			if found[i] {
				n++
			}
		}
		return float64(n) / float64(len(content))
	}
	seen := make(map[string]struct{}, 64)
	for _, t := range ptoks {
		seen[stem(t.Word)] = struct{}{}
		if strings.Contains(t.Word, "_") {
			for _, p := range strings.Split(t.Word, "_") {
				seen[stem(p)] = struct{}{}
			}
		}
	}
	n := 0
	for _, w := range content {
		if _, ok := seen[w]; ok {
			n++
		}
	}
	return float64(n) / float64(len(content))
}

var codeWords = map[string]bool{
	"def": true, "func": true, "return": true, "import": true, "class": true, "const": true,
	"let": true, "var": true, "function": true, "public": true, "static": true, "void": true,
	"package": true, "fn": true, "elif": true, "lambda": true, "struct": true, "printf": true,
	"println": true, "print": true, "console": true, "self": true, "null": true, "nil": true,
	"true": true, "false": true, "int": true, "string": true, "await": true, "async": true,
}

// looksLikeCode reports whether text is (or contains) code or a query;
// toks returns Tokenize(s).
func looksLikeCode(s string, toks func() []Token) bool {
	if s == "" {
		return false
	}
	if strings.Contains(s, "```") {
		return true
	}
	if containsLowerASCII(s, "select ") && containsLowerASCII(s, " from ") {
		return true
	}
	punct, kw := 0, 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '{', '}', ';', '=', '(', ')', '[', ']', '<', '>':
			punct++
		}
	}
	for _, t := range toks() {
		if codeWords[t.Word] {
			kw++
		}
	}
	return kw >= 2 && punct >= 4 || punct >= 8 && float64(punct)/float64(len(s)) > 0.04
}

// hasCode reports code in a message: a fence, inline code, or words shaped
// like code (snake_case, dotted calls, operators).
func hasCode(s string, toks []Token) bool {
	if strings.Contains(s, "```") || strings.Count(s, "`") >= 2 {
		return true
	}
	for _, op := range []string{"==", "!=", "<=", ">=", "->", "=>", ":=", "();", "()", "{", "}"} {
		if strings.Contains(s, op) {
			return true
		}
	}
	for _, t := range toks {
		if strings.Contains(t.Word, "_") && len(t.Word) > 2 {
			return true
		}
		if t.End < len(s)-1 && s[t.End] == '.' && isASCIIWordByte(s[t.End+1]) && !isDigits(t.Word) {
			return true
		}
	}
	return false
}

// literals reports whether the message repeats a literal of prev (a quoted
// span or a code-shaped word) and whether it brings a number prev does not
// have while prev has numbers. prevLower is lowerASCII(prev).
func literals(msg, prev, prevLower string, toks []Token) (fromPrev, newNumber bool) {
	if prev == "" {
		return false, false
	}
	loc := &locator{prev: prev, prevLower: prevLower}
	if strings.ContainsAny(msg, "\"`") || strings.Contains(msg, " '") || strings.HasPrefix(msg, "'") {
		for _, m := range reQuotedSpan.FindAllStringSubmatch(msg, 8) {
			for _, g := range m[1:] {
				if len(g) >= 2 {
					if _, ok := loc.findWord(g); ok {
						fromPrev = true
					}
				}
			}
		}
	}
	for _, t := range toks {
		if fromPrev {
			break
		}
		if w := msg[t.Start:t.End]; len(w) > 2 && identLike(w) {
			_, fromPrev = loc.findWord(w)
		}
	}
	return fromPrev, numbersNew(msg, toks, loc)
}

// numbersNew reports whether msg has a number that prev, which has numbers,
// does not.
func numbersNew(msg string, toks []Token, loc *locator) bool {
	if !hasNumber(loc.prev) {
		return false
	}
	for _, t := range toks {
		if isDigits(t.Word) && (t.End == len(msg) || msg[t.End] != '.' || t.End+1 == len(msg) || !isASCIIWordByte(msg[t.End+1])) {
			if _, ok := loc.findWord(t.Word); !ok {
				return true
			}
		}
	}
	return false
}

// hasNumber reports whether s has a number that is a word of its own.
func hasNumber(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' || (i > 0 && isASCIIWordByte(s[i-1])) {
			continue
		}
		j := i
		for j < len(s) && (s[j] >= '0' && s[j] <= '9' || s[j] == '.' || s[j] == ',') {
			j++
		}
		if j == len(s) || !isASCIIWordByte(s[j]) {
			return true
		}
		i = j
	}
	return false
}
