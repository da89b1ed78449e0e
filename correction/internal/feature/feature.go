package feature

import (
	"math"
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
	hits       cueHits
	prevCode   bool
	msgCode    bool
}

// Analyze computes the features of message as a reply to prev, the
// assistant output before it (may be empty). The features are set in five
// steps, each a method of reading: the message's cues and opening words,
// its size and how it answers a question, what it shares with prev, the
// conflict of its values with prev's, and the shape of its sentences.
func Analyze(message, prev string) Analysis {
	var a Analysis
	toks := Tokenize(message)
	a.hits = lex.match(message, toks)
	// The message's values are only read while Analyze runs.
	vp := valuesPool.Get().(*[]align.Value)
	mv := align.AppendValues(*vp, message)
	defer putValues(vp, mv)
	// Lower-cased once for the alignment, the cues and the negations.
	msgLower, prevLower := strings.ToLower(message), strings.ToLower(prev)
	a.Pairs = align.PairsOfLower(message, prev, msgLower, prevLower, mv)
	prevASCIILower := lowerASCII(prev)
	a.Extraction = bestExtraction(message, prev, prevASCIILower, a.Pairs)

	r := newReading(&a, message, prev, toks)
	r.cuesAndOpening()
	r.sizeAndAnswer()
	r.sharedWithPrev(prevASCIILower)
	r.conflict(mv, msgLower, prevLower)
	r.sentences()
	return a
}

// reading is the state of one Analyze: the message and prev, what is read
// of them once, and the findings one step passes to the next.
type reading struct {
	a             *Analysis
	v             *Vector
	h             *cueHits
	ex            *Extraction
	message, prev string
	toks          []Token
	prevToks      []Token // Tokenize(prev), when needed
	fi            int     // the first token after the fillers
	first, second string  // the words at fi and after it
	endsQ, prevQ  bool    // the message ends with a question; prev asks one
	tokenizePrev  func() []Token
	// Set by cuesAndOpening.
	startNo, agree, imperEdit, imperReq bool
	// Set by sizeAndAnswer: the message complains of the answer.
	complaint bool
	// Set by conflict: a value of the message conflicts with prev's; the
	// message carries an information cue.
	conflicts, info bool
}

// newReading reads what every step needs: the opening words after the
// fillers, whether the message and prev ask questions, and whether either
// is code.
func newReading(a *Analysis, message, prev string, toks []Token) *reading {
	r := &reading{a: a, v: &a.Vector, h: &a.hits, ex: &a.Extraction, message: message, prev: prev, toks: toks}
	fi := 0
	for fi < len(toks)-1 && fillers[toks[fi].Word] {
		fi++
	}
	first, second := "", ""
	if fi < len(toks) {
		first = contracted(message, toks[fi])
	}
	if fi+1 < len(toks) {
		second = toks[fi+1].Word
	}
	r.fi, r.first, r.second = fi, first, second
	r.endsQ = endsWithQuestion(message)
	r.prevQ = prevAsks(prev)
	r.tokenizePrev = func() []Token {
		if r.prevToks == nil {
			r.prevToks = Tokenize(prev)
		}
		return r.prevToks
	}
	a.prevCode = looksLikeCode(prev, r.tokenizePrev)
	a.msgCode = hasCode(message, toks)
	return r
}

// set sets feature i to 1 when b holds.
func (r *reading) set(i int, b bool) {
	if b {
		r.v[i] = 1
	}
}

// cuesAndOpening weighs the lexicon's cues and the message's opening
// words: "no", "actually", "yes", a modal, an imperative edit or request,
// a question word.
func (r *reading) cuesAndOpening() {
	a, v, h, toks, message := r.a, r.v, r.h, r.toks, r.message
	fi, first, second, endsQ, prevQ := r.fi, r.first, r.second, r.endsQ, r.prevQ
	set := r.set
	set(ErrWord, h[cueErrWord] > 0)
	set(ErrPhrase, h[cueErrPhrase] > 0)
	set(Incoherent, h[cueIncoherent] > 0 || senseComplaint(toks))
	set(Unanswered, h[cueUnanswered] > 0)
	set(Clarify, h[cueClarify] > 0)
	set(BareWhat, bareWhat(toks))
	set(Doubt, h[cueDoubt] > 0)
	set(YouFault, h[cueYouFault] > 0)
	set(YourRef, h[cueYourRef] > 0)
	set(YouSubject, youSubject(toks))
	startNo := noWords[first]
	set(StartNo, startNo)
	set(StartNoAfterStatement, startNo && !prevQ)
	set(NoAck, h[cueNoAck] > 0)
	set(StartActually, first == "actually" || first == "correction" || first == "technically" || (first == "in" && second == "fact"))
	agree := yesWords[first] && !(first == "sure" && second == "you") ||
		agreeWords[first] && fi < len(toks) && (fi+1 == len(toks) || punctAfter(message, toks[fi]))
	set(StartYes, agree)
	you, thing, self := modals(toks, fi)
	set(YouModal, you)
	set(ThingModal, thing)
	set(SelfModal, self)
	set(ShouldBe, h[cueShouldBe] > 0)
	set(Contrast, h[cueContrast] > 0 || notBut(toks))
	set(InsteadAlone, insteadAlone(toks))
	set(RepairVerb, h[cueRepairVerb] > 0)
	set(RemoveVerb, h[cueRemoveVerb] > 0)
	set(UseVerb, h[cueUseVerb] > 0)
	set(Constraint, h[cueConstraint] > 0)
	imperEdit := editVerbs[first] && imperativeNext(toks, fi) || (first == "do" && second == "not") ||
		(first == "need" || first == "needs") && second == "to" // "need to group by year"
	imperReq := (requestVerbs[first] && imperativeNext(toks, fi) || (first == "have" || first == "get") && (second == "it" || second == "them")) && !imperEdit
	set(ImperEdit, imperEdit)
	set(ImperRequest, imperReq)
	set(IWant, h[cueIWant] > 0)
	set(IMeant, h[cueIMeant] > 0)
	set(Ack, h[cueAck] > 0)
	set(Follow, h[cueFollow] > 0)
	// "those", "them" after a query's rows, in a question or in a request
	// for more ("how many of them …", "show those too"); after prose, a
	// statement about them ("they contain names", "put them in lib/") can
	// correct as well as any.
	set(Anaphora, h[cueAnaphora] > 0 && (a.prevCode || endsQ || imperReq || h[cueFollow] > 0 || whWords[first] || auxWords[first]))
	set(EndsQuestion, endsQ)
	set(StartWh, whWords[first])
	set(StartAux, auxWords[first])
	set(WhyYou, h[cueWhyYou] > 0)
	v[Meta] = math.Min(float64(h[cueMeta]), 3) / 3
	set(MetaOutput, h[cueMetaOutput] > 0)
	set(SelfTalk, h[cueSelfTalk] > 0)
	set(Preference, h[cuePreference] > 0)
	set(Style, h[cueStyle] > 0)
	r.startNo, r.agree, r.imperEdit, r.imperReq = startNo, agree, imperEdit, imperReq
}

// sizeAndAnswer weighs the message's negations and length, a greeting,
// and whether it answers a question prev asked.
func (r *reading) sizeAndAnswer() {
	v, h, toks, set := r.v, r.h, r.toks, r.set
	prevQ := r.prevQ
	neg := 0
	for _, t := range toks {
		if negators[t.Word] {
			neg++
		}
	}
	v[Negations] = math.Min(float64(neg), 3) / 3
	v[Length] = math.Min(math.Log1p(float64(len(toks)))/math.Log(64), 1)
	set(Short, len(toks) <= 3)
	set(Long, len(toks) > 25)
	set(Greeting, len(toks) > 0 && greetWords[toks[0].Word])
	set(PrevQuestion, prevQ)
	// A complaint ("that makes no sense", "I already said") answers nothing.
	complaint := h[cueIncoherent] > 0 || h[cueUnanswered] > 0 || v[Incoherent] > 0
	set(AnswerToQuestion, prevQ && (r.startNo || r.agree || answerStarts[r.first]) && !complaint)
	r.complaint = complaint
}

// sharedWithPrev weighs what the message shares with prev: word overlap,
// code on either side, the form of the best extraction, and literals
// taken from prev or numbers new to it.
func (r *reading) sharedWithPrev(prevASCIILower string) {
	a, v, h, ex, set := r.a, r.v, r.h, r.ex, r.set
	endsQ := r.endsQ
	v[Overlap] = overlapShare(r.toks, r.prev, r.tokenizePrev)
	set(PrevCode, a.prevCode)
	set(MsgCode, a.msgCode)
	set(PrevCodeImperative, a.prevCode && (r.imperEdit || r.imperReq))
	set(PrevCodeQuestion, a.prevCode && endsQ)
	set(PrevCodeMeta, a.prevCode && h[cueMeta] > 0)
	set(FormStrong, ex.Form != "" && ex.Form != FormStatement && ex.Form != FormIsWrong && ex.Form != FormAligned)
	set(AlignedOnly, ex.Form == FormAligned)
	set(FormWeak, ex.Form == FormStatement || ex.Form == FormIsWrong)
	set(Located, ex.Located)
	set(CodeBlockFix, ex.Form == FormCodeBlock)
	lit, newNum := literals(r.message, r.prev, prevASCIILower, r.toks)
	set(LiteralFromPrev, lit)
	set(NewNumber, newNum)
}

// conflict weighs whether the message's values conflict with prev's: the
// alignment's best score, values new to prev, denials of prev, and the
// cues of a convention, a preference or information that tell a changed
// value's reason.
func (r *reading) conflict(mv []align.Value, msgLower, prevLower string) {
	a, v, h, ex, toks, set := r.a, r.v, r.h, r.ex, r.toks, r.set
	first, endsQ, imperEdit, imperReq, complaint := r.first, r.endsQ, r.imperEdit, r.imperReq, r.complaint
	if len(a.Pairs) > 0 {
		v[AlignScore] = a.Pairs[0].Score
		set(TypedConflict, a.Pairs[0].Score >= align.MinScore)
	}
	fresh, mentions := typedNew(mv, r.prev)
	set(TypedNew, fresh && a.prevCode && !endsQ)
	set(MentionsPrev, mentions && !endsQ)
	denies, idiom := negation(toks, questionCut(prevLower, r.prevQ))
	set(DeniesPrev, denies)
	set(IdiomNegation, idiom && !denies)
	found := cues.in(" " + msgLower + " ")
	conv := found&listConvention != 0
	pref := found&listPreference != 0
	set(ConventionCue, conv)
	set(PreferenceCue, pref)
	a.Preference = pref && !conv && (len(a.Pairs) > 0 || fresh || imperEdit)
	set(PreferenceChange, a.Preference)
	conflict := len(a.Pairs) > 0 && a.Pairs[0].Score >= align.MinScore
	directive := imperEdit || h[cueUseVerb] > 0 || h[cueShouldBe] > 0 || conv
	set(ConflictDirective, conflict && directive)
	set(EditNoConflict, imperReq && !conflict && !denies && !ex.Located && !a.prevCode)
	info := found&listInfo != 0
	set(InfoCue, info)
	// Status or context flagged as such ("fyi", "heads up", "I'll …") that
	// states no changed value. A plain statement without such a cue is not
	// counted: a bare fact is how many corrections read.
	set(InfoNoConflict, info && !conflict && !denies && !ex.Located && !complaint)
	set(AddRequest, addVerbs[first] && !conflict)
	// A changed value stated, not asked about or agreed with.
	set(ConflictAssert, conflict && !endsQ && h[cueAck] == 0 && !whWords[first] && !a.Preference && !info)
	r.conflicts, r.info = conflict, info
}

// sentences weighs the shape of the message's sentences (statements amid
// acknowledgements, questions or requests; only questions; only
// acknowledgements), hedges and tag questions, and the smaller cues read
// against prev's words: a case variant, an antonym, an echoed subject.
func (r *reading) sentences() {
	h, ex, toks, set := r.h, r.ex, r.toks, r.set
	message, endsQ, info, conflict := r.message, r.endsQ, r.info, r.conflicts
	shape := shapeOfMessage(message, toks)
	set(StatementAmid, shape.n >= 2 && shape.statements > 0 && shape.acks+shape.questions+shape.requests > 0)
	set(QuestionOnly, shape.n > 0 && shape.questions == shape.n)
	set(AckOnly, shape.n > 0 && shape.acks == shape.n)
	set(Though, though(toks))
	set(Hedge, hedgeLex.in(toks))
	set(TagQuestion, tagQuestion(toks, endsQ))
	set(ShortAssert, len(toks) > 0 && len(toks) <= 6 && shape.n == shape.statements && !r.prevQ &&
		h[cueAck] == 0 && h[cueSelfTalk] == 0 && !info && !r.agree && !r.startNo)
	set(CaseVariant, caseVariant(message, toks, r.prev, r.tokenizePrev))
	set(ErrDenied, h[cueErrDenied] > 0)
	set(SelfErr, h[cueSelfErr] > 0)
	set(Antonym, antonym(toks, r.tokenizePrev))
	// A value paired with the output's inside status or context ("heads
	// up, staging still runs 1.4"): another place, not a replacement.
	set(InfoPair, info && (conflict || ex.Located || ex.Form == FormAligned))
	set(SubjectEcho, shape.statements > 0 && shape.stmt[1]-shape.stmt[0] >= 4 && subjectEcho(toks[shape.stmt[0]:shape.stmt[1]], r.tokenizePrev))
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
