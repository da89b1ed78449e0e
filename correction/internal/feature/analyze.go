package feature

import (
	"math"

	"github.com/cairnhq/cairn/correction/internal/align"
	"github.com/cairnhq/cairn/internal/fold"
)

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
	msgLower, prevLower := fold.Lower(message), fold.Lower(prev)
	a.Pairs = align.PairsOfLower(message, prev, msgLower, prevLower, mv)
	prevASCIILower := lowerASCII(prev)
	a.Extraction = bestExtraction(message, prev, prevASCIILower, a.Pairs)

	r := newReading(&a, message, prev, toks)
	r.cuesAndOpening()
	r.sizeAndAnswer()
	r.sharedWithPrev(prevASCIILower)
	r.conflict(mv, msgLower, prevLower)
	r.sentences()
	if unitSwitch(msgLower, prevLower) {
		a.Vector[UnitSwitch] = 1
	}
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
	a.Taste = found&listTaste != 0 && found&(listConvention|listFault) == 0 && !denies
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
