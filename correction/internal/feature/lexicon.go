package feature

import "strings"

// A cue is a group of phrases that signal the same thing. The phrases are
// general English; none is taken from an evaluation set.
type cue int

const (
	cueErrWord    cue = iota // the output is called wrong
	cueErrPhrase             // the output is said not to be right or not to work
	cueIncoherent            // the output makes no sense or is off topic
	cueUnanswered            // the output ignored or repeated what the user said
	cueClarify               // the user does not understand the output
	cueDoubt                 // the user doubts the output
	cueYouFault              // "you forgot", "you used", "you got"
	cueYourRef               // "your answer", "your query"
	cueNoAck                 // "no thanks", "no problem": declining, not correcting
	cueActually              // "actually", "in fact"
	cueShouldBe              // "should be", "supposed to be"
	cueContrast              // "instead of", "rather than", "as opposed to"
	cueRepairVerb            // replace, change, swap, fix, …
	cueRemoveVerb            // remove, delete, drop, …
	cueUseVerb               // use, using
	cueConstraint            // only, make sure, ensure
	cueIWant                 // "i want", "i need", "i would like"
	cueIMeant                // "i meant", "i said", "i asked for"
	cueAck                   // thanks, great, perfect, bye
	cueFollow                // "what about", "also", "as well", "tell me more"
	cueAnaphora              // those, them, their, …
	cueWhyYou                // "why did you", "why is it"
	cueMeta                  // words naming the structure of code or a query: table, column, clause
	cueMetaOutput            // words naming the output as a whole: answer, response, result
	cueSelfTalk              // personal statements: "i am", "i like", "my"
	cuePreference            // "i prefer", "from now on", "please always"
	cueStyle                 // format, tone, length, spelling
	cueLogic                 // reasoning words, for the category
	cueDomain                // house rules and conventions, for the category
	cueErrDenied             // an error word negated: "nothing wrong", "not a bug"
	cueSelfErr               // the user's own error: "I was wrong", "my mistake"
	numCues
)

var cueNames = [numCues]string{
	cueErrWord: "err_word", cueErrPhrase: "err_phrase", cueIncoherent: "incoherent",
	cueUnanswered: "unanswered", cueClarify: "clarify", cueDoubt: "doubt",
	cueYouFault: "you_fault", cueYourRef: "your_ref", cueNoAck: "no_ack",
	cueActually: "actually", cueShouldBe: "should_be", cueContrast: "contrast",
	cueRepairVerb: "repair_verb", cueRemoveVerb: "remove_verb", cueUseVerb: "use_verb",
	cueConstraint: "constraint", cueIWant: "i_want", cueIMeant: "i_meant", cueAck: "ack",
	cueFollow: "follow", cueAnaphora: "anaphora", cueWhyYou: "why_you", cueMeta: "meta", cueMetaOutput: "meta_output",
	cueSelfTalk: "self_talk", cuePreference: "preference", cueStyle: "style",
	cueLogic: "logic", cueDomain: "domain", cueErrDenied: "err_denied", cueSelfErr: "self_error",
}

// phrases per cue, in Tokenize's normal form: lower case, no apostrophes.
var cuePhrases = [numCues][]string{
	cueErrWord: {
		"wrong", "incorrect", "inaccurate", "mistake", "mistakes", "mistaken", "erroneous",
		"typo", "typos", "untrue", "bogus", "buggy", "bug", "broken", "misspelled", "misspelt",
		"wrongly", "incorrectly", "faulty", "flawed",
	},
	cueErrPhrase: {
		"not right", "isnt right", "not correct", "isnt correct", "not true", "isnt true",
		"not accurate", "not quite", "thats not it", "thats false", "is false", "not what i",
		"doesnt work", "does not work", "didnt work", "did not work", "not working", "wont work",
		"doesnt compile", "does not compile", "wont compile", "doesnt run", "does not run",
		"fails", "failed", "throws", "crashes", "off by one", "off by", "mixed up", "misread",
		"misunderstood", "not how", "that is not", "thats not", "this is not", "its not",
		"there is no", "theres no", "does not exist", "doesnt exist",
		"no such", "got it wrong", "not supposed", "should not be", "shouldnt be",
		"should not have", "shouldnt have", "not needed", "unnecessary", "not necessary",
	},
	cueIncoherent: {
		"doesnt make sense", "does not make sense", "dont make sense", "didnt make sense",
		"makes no sense", "make no sense", "made no sense", "not making sense", "not make sense",
		"doesnt make any sense", "does not make any sense", "not make any sense", "no sense",
		"nonsense", "gibberish", "senseless", "off topic", "offtopic", "irrelevant", "unrelated",
		"not relevant", "what are you talking about", "what is that supposed to mean",
		"has nothing to do", "have nothing to do", "nothing to do with", "weird answer",
		"strange answer", "odd answer", "not related", "change the subject", "changed the subject",
		"stay on topic", "incoherent", "not listening", "arent listening", "you are not listening",
	},
	cueUnanswered: {
		"didnt answer", "did not answer", "not answer", "not answering", "never answered",
		"answer my question", "answer the question", "my question", "i asked", "i just asked",
		"i already", "already told", "already said", "already answered", "already asked",
		"i just told", "i just said", "you asked that", "same question", "you repeated",
		"repeating yourself", "you keep", "not what i asked", "not what i said", "i didnt ask",
		"i didnt say", "i never said", "i never asked", "ignored", "ignoring", "avoided",
		"dodged", "that wasnt my question", "not my question", "you are repeating",
		"you said that already", "told you already",
	},
	cueClarify: {
		"what do you mean", "what does that mean", "i dont understand", "i do not understand",
		"dont get it", "do not get it", "confusing", "confused", "come again",
		"what are you saying", "lost me", "unclear",
	},
	cueDoubt: {
		"are you sure", "i dont think so", "i do not think so", "i doubt", "doubt",
		"cant be", "cannot be", "cant be right", "no way", "are you serious", "i dont believe",
		"pretty sure", "im sure", "i am sure", "i think it is", "i think its", "double check",
		"check again", "look again", "think again", "reconsider",
	},
	cueYouFault: {
		"you forgot", "you missed", "you didnt", "you did not", "you left out", "you skipped",
		"you ignored", "you omitted", "you confused", "you mixed", "you misread",
		"you misunderstood", "you got", "you made", "you used", "you wrote", "you said",
		"you put", "you gave", "you added", "you included",
		"you selected", "you chose", "you returned", "you picked", "you booked",
		"you meant", "you should have", "you shouldnt have", "you messed",
	},
	cueYourRef: {
		"your answer", "your response", "your reply", "your output", "your query", "your code",
		"your result", "your results", "your sql", "your solution", "your version",
		"your function", "your statement", "your last", "your previous", "your example",
		"your explanation", "your information", "your info", "your math", "your calculation",
		"you gave me", "you told me", "you just said", "you just wrote",
	},
	cueNoAck: {
		"no thanks", "no thank", "no problem", "no worries", "no need", "no thats all",
		"no that is all", "no thats it", "no im good", "no i am good", "no im fine",
		"no that will be all", "no nothing else", "no its fine", "no that is fine",
		"no rush", "no matter", "no pressure", "no it doesnt matter", "no preference",
	},
	cueActually: {
		"actually", "in fact", "correction", "to be precise", "technically", "in reality",
		"as a matter of fact", "to be clear", "just to clarify",
	},
	cueShouldBe: {
		"should be", "should have been", "shouldve been", "should read", "should say",
		"supposed to be", "meant to be", "needs to be", "need to be", "has to be", "have to be",
		"must be", "ought to be", "should equal", "should return", "should show",
		"should use", "should have used", "should give", "should output",
	},
	cueContrast: {
		"instead of", "rather than", "in place of", "as opposed to", "and not",
		"in lieu of",
	},
	cueRepairVerb: {
		"replace", "replaced", "replacing", "change", "changed", "changing", "swap", "swapped",
		"switch", "switched", "substitute", "fix", "fixed", "correct", "corrected", "rename",
		"modify", "adjust", "revise", "amend", "edit", "update", "alter", "reverse", "redo",
		"rewrite",
	},
	cueRemoveVerb: {
		"remove", "removed", "delete", "deleted", "drop", "exclude", "omit", "get rid",
		"take out", "leave out", "eliminate", "without", "strip",
	},
	cueUseVerb: {"use", "using", "utilize", "utilise", "apply", "employ"},
	cueConstraint: {
		"only", "make sure", "ensure", "be sure", "must", "exactly", "just the", "at least",
		"at most", "restrict", "limit to",
	},
	cueIWant: {
		"i want", "i need", "i would like", "id like", "i am looking for", "im looking for",
		"i wish", "we want", "we need", "looking for", "i would prefer", "i want to know",
		"can i get", "could i get",
	},
	cueIMeant: {
		"i meant", "i said", "i asked for", "i wanted", "i was asking", "i was looking for",
		"i told you", "i specified", "i mentioned", "i requested", "i specifically", "i clearly",
		"what i wanted", "what i asked", "what i meant", "i was talking about",
	},
	cueAck: {
		"thanks", "thank you", "thx", "ty", "great", "perfect", "awesome", "nice", "cool",
		"ok", "okay", "sounds good", "got it", "bye", "goodbye", "that works", "thats all",
		"that is all", "excellent", "wonderful", "lovely", "helpful", "appreciate", "cheers",
		"brilliant", "good job", "well done", "agreed", "thats right", "thats correct", "you are right", "youre right", "exactly right",
		"lol", "haha", "wow", "good", "makes sense", "make sense", "lgtm", "good catch",
		"nice catch", "fair enough", "will do", "all good", "looks good", "youre a star",
		"lifesaver", "you rock", "nailed it", "legend",
	},
	cueFollow: {
		"what about", "how about", "and what", "what if", "also", "as well", "too", "another",
		"tell me more", "more about", "next", "now", "in addition",
		"additionally", "besides", "furthermore", "other", "others", "same for",
		"the rest",
	},
	cueAnaphora: {
		"those", "these", "them", "their", "theirs", "among", "of them",
		"of those", "the same", "that one", "this one", "ones", "they", "such", "respectively",
	},
	cueWhyYou: {
		"why did you", "why would you", "why are you", "why do you", "why is it", "why is there",
		"why does it", "why not", "why are there", "how come", "why was", "why is the",
	},
	cueMeta: {
		"query", "sql", "code", "snippet", "function", "method", "line", "statement", "clause",
		"condition", "conditions", "table", "tables", "column", "columns", "field", "fields",
		"variable", "parameter", "argument", "syntax", "expression", "script", "regex", "formula",
		"join", "subquery", "attribute", "attributes", "loop", "import", "operator", "keyword",
		"row", "rows", "record", "records", "where clause", "select clause",
	},
	cueMetaOutput: {
		"answer", "response", "reply", "output", "result", "results", "sentence", "phrase",
		"calculation", "translation", "spelling", "spelled", "unit", "units", "explanation",
	},
	cueSelfTalk: {
		"i am", "im", "i like", "i love", "i have", "i had", "my", "me too", "i do", "i play",
		"i work", "i live", "i go", "i went", "i enjoy", "i hate", "i think", "i feel", "i was",
		"i used to", "i also", "i really", "i just", "i usually", "i guess",
	},
	cuePreference: {
		"i prefer", "i would prefer", "id prefer", "i would rather", "id rather",
		"please always", "always use", "please use", "please prefer", "from now on",
		"in future", "in the future", "going forward", "next time", "please dont",
		"please do not", "dont use", "do not use", "stop using", "never use", "please never",
		"call me", "my name is", "i like it when", "i dont like", "please stop", "avoid",
		"prefer", "preferably", "stick to", "keep it",
	},
	cueStyle: {
		"format", "formatting", "formatted", "tone", "formal", "informal", "casual", "shorter",
		"longer", "concise", "verbose", "brief", "too long", "too short", "bullet", "bullets",
		"bullet points", "markdown", "emoji", "emojis", "capitalize", "capitalise",
		"capital letters", "lowercase", "uppercase", "indentation", "indent", "tabs", "spaces",
		"wording", "phrasing", "paragraph", "paragraphs", "heading", "headings", "style",
		"grammar", "spelling", "jargon", "simpler", "plain english", "wordy", "font", "layout",
		"punctuation",
	},
	cueLogic: {
		"logic", "logical", "reasoning", "contradict", "contradicts", "contradiction",
		"doesnt follow", "does not follow", "inconsistent", "add up", "adds up", "math",
		"calculation", "miscalculated", "off by one", "circular", "assumption", "conclusion",
		"because", "therefore", "implies",
	},
	cueDomain: {
		"our team", "our company", "our convention", "convention", "conventions", "house style",
		"policy", "guideline", "guidelines", "internal", "in our", "at our", "we call",
		"we use", "our codebase", "our style", "our standard", "standard here", "in this project",
		"in our project", "domain",
	},
}

type phrase struct {
	rest []string // words after the first
	cue  cue
}

// lexicon finds cue phrases in a token sequence.
type lexicon map[string][]phrase

var lex = buildLexicon()

func buildLexicon() lexicon {
	l := lexicon{}
	for c, list := range cuePhrases {
		for _, p := range list {
			w := strings.Fields(p)
			l[w[0]] = append(l[w[0]], phrase{rest: w[1:], cue: cue(c)})
		}
	}
	return l
}

// cueHits counts, per cue, the phrases found in toks.
type cueHits [numCues]uint8

func (l lexicon) match(msg string, toks []Token) cueHits {
	var h cueHits
	for i, t := range toks {
		for _, p := range l[t.Word] {
			c := p.cue
			switch c {
			case cueAck:
				if negatedBefore(toks, i) {
					continue
				}
			case cueErrWord, cueErrPhrase:
				if conditionalBefore(msg, toks, i) {
					continue // "alert me when it fails", "if it's wrong"
				}
				if c == cueErrWord && errDenied(toks, i) {
					c = cueErrDenied
				} else if c == cueErrWord && selfErr(toks, i) {
					c = cueSelfErr
				}
			case cueIMeant:
				// "exactly what I wanted", "that's what I meant": agreeing.
				w := i
				if t.Word != "what" {
					w = i - 1
				}
				if w > 0 && toks[w].Word == "what" {
					switch toks[w-1].Word {
					case "exactly", "just", "precisely", "thats", "is":
						c = cueAck
					}
				}
			case cueShouldBe:
				// "it must be coming from the CDN": an inference.
				if e := i + 1 + len(p.rest); p.rest[len(p.rest)-1] == "be" && e < len(toks) && strings.HasSuffix(toks[e].Word, "ing") {
					continue
				}
			case cueRepairVerb:
				if nounUse(msg, toks, i) {
					continue // "a neat fix", "correct, that's the one"
				}
			}
			if c == cueErrPhrase && len(p.rest) > 0 && p.rest[len(p.rest)-1] == "not" && idiomAfter(toks, i+1+len(p.rest)) {
				continue // "that's not surprising", "it's not a big deal"
			}
			if matchRest(toks, i+1, p.rest) && h[c] < 255 {
				h[c]++
			}
		}
	}
	return h
}

// idiomAfter reports a word of a negated idiom at toks[e], or after an
// article or a possessive there ("not a big deal", "not your fault").
func idiomAfter(toks []Token, e int) bool {
	for k := e; k < len(toks) && k <= e+2; k++ {
		w := toks[k].Word
		if idiomNeg[w] {
			return true
		}
		switch w {
		case "a", "an", "the", "my", "your", "our", "that", "too", "so", "very", "really", "much", "of":
			continue
		}
		return false
	}
	return false
}

// conditionalBefore reports a subordinator in the five words before
// toks[i], within its clause: the failure is a condition, not a claim
// ("alert me when the nightly job fails"; not "when I ran it, it fails").
func conditionalBefore(msg string, toks []Token, i int) bool {
	for k := i - 1; k >= 0 && k >= i-5; k-- {
		if strings.ContainsAny(msg[toks[k].End:toks[k+1].Start], ",.;:!?") {
			return false
		}
		switch toks[k].Word {
		case "when", "if", "whenever", "once", "unless", "until", "case", "should":
			return true
		}
	}
	return false
}

// errDenied reports an error word negated: "nothing wrong", "not a bug",
// "isn't broken"; not "isn't that wrong?", which asks.
func errDenied(toks []Token, i int) bool {
	if i > 0 && (negators[toks[i-1].Word] || toks[i-1].Word == "nothings") {
		return true
	}
	if i > 1 {
		switch toks[i-2].Word {
		case "not", "nothing", "no", "never", "nothings", "without":
			return true
		}
	}
	return false
}

// selfErr reports an error word the user says of themselves: "I was
// wrong", "my mistake", "my bad typo".
func selfErr(toks []Token, i int) bool {
	if i > 0 && toks[i-1].Word == "my" || i > 1 && toks[i-2].Word == "my" {
		return true
	}
	if i > 1 && toks[i-2].Word == "i" {
		switch toks[i-1].Word {
		case "was", "am", "were":
			return true
		}
	}
	if i > 0 && toks[i-1].Word == "im" {
		return true
	}
	// "wrong branch on my side", "a typo on my end"
	for k := i + 1; k < len(toks) && k <= i+4; k++ {
		if toks[k].Word == "my" && k+1 < len(toks) {
			switch toks[k+1].Word {
			case "side", "end", "part", "bad", "fault":
				return true
			}
		}
	}
	return false
}

// Words before "fix", "change", "update" that make it a noun.
var nounBefore = map[string]bool{
	"a": true, "an": true, "the": true, "this": true, "that": true, "your": true, "my": true,
	"our": true, "neat": true, "nice": true, "good": true, "great": true, "quick": true,
	"small": true, "clean": true, "simple": true, "elegant": true, "smart": true, "clever": true,
	"proper": true, "real": true, "solid": true, "tiny": true, "big": true, "last": true, "same": true,
}

// nounUse reports a repair word used as a noun or an adjective: "a neat
// fix", "the change", "correct," at the start of an agreement, "that's
// correct".
func nounUse(msg string, toks []Token, i int) bool {
	w := toks[i].Word
	if w == "correct" {
		if i == len(toks)-1 {
			return true
		}
		if e := toks[i].End; e < len(msg) && strings.IndexByte(",.!:;", msg[e]) >= 0 {
			return true
		}
		if i > 0 {
			switch toks[i-1].Word {
			case "is", "thats", "its", "be", "looks", "seems", "are", "was", "all", "totally",
				"exactly", "perfectly", "not", "isnt", "technically", "mostly", "partly", "sounds":
				return true
			}
		}
		return false
	}
	if i == 0 {
		return false
	}
	switch toks[i-1].Word {
	case "gets", "got", "get", "getting", "was", "were", "is", "are", "be", "been", "being", "has", "have", "had":
		// "the host gets replaced in Q3", "it was changed last week": a
		// report, not an instruction.
		return strings.HasSuffix(w, "ed")
	}
	return nounBefore[toks[i-1].Word]
}

// negatedBefore reports whether one of the two words before toks[i] negates
// it ("not great", "no good").
func negatedBefore(toks []Token, i int) bool {
	for k := i - 1; k >= 0 && k >= i-2; k-- {
		if negators[toks[k].Word] {
			return true
		}
	}
	return false
}

func matchRest(toks []Token, i int, rest []string) bool {
	if i+len(rest) > len(toks) {
		return false
	}
	for k, w := range rest {
		if toks[i+k].Word != w {
			return false
		}
	}
	return true
}

// Negation words, including the forms users type when they drop the
// apostrophe and the "t" ("doesn", "didn").
var negators = map[string]bool{
	"not": true, "no": true, "never": true, "nothing": true, "none": true, "nor": true,
	"dont": true, "doesnt": true, "didnt": true, "isnt": true, "arent": true, "wasnt": true,
	"werent": true, "cant": true, "cannot": true, "wont": true, "shouldnt": true,
	"wouldnt": true, "couldnt": true, "havent": true, "hasnt": true, "hadnt": true,
	"aint": true, "mustnt": true, "neednt": true,
	"don": true, "doesn": true, "didn": true, "isn": true, "aren": true, "wasn": true,
	"weren": true, "couldn": true, "wouldn": true, "shouldn": true, "haven": true, "hasn": true,
}

// Words that start an imperative that edits the output.
var editVerbs = map[string]bool{
	"replace": true, "change": true, "use": true, "add": true, "remove": true, "delete": true,
	"drop": true, "include": true, "exclude": true, "put": true, "make": true, "sort": true,
	"order": true, "filter": true, "group": true, "limit": true, "fix": true, "correct": true,
	"swap": true, "switch": true, "rename": true, "try": true, "consider": true, "avoid": true,
	"stop": true, "dont": true, "set": true, "move": true, "join": true,
	"reverse": true, "omit": true, "keep": true, "substitute": true, "update": true,
	"modify": true, "adjust": true, "edit": true, "check": true, "apply": true, "never": true,
	"always": true, "write": true, "say": true, "call": true, "return": true, "only": true,
	"ensure": true, "skip": true, "verify": true, "confirm": true, "wrap": true, "rewrite": true,
	"revert": true, "undo": true, "convert": true, "merge": true, "split": true,
}

// Words that start an imperative that asks for something.
var requestVerbs = map[string]bool{
	"show": true, "find": true, "give": true, "list": true, "display": true, "get": true,
	"tell": true, "count": true, "calculate": true, "compute": true, "print": true,
	"select": true, "fetch": true, "retrieve": true, "provide": true, "book": true,
	"search": true, "look": true, "explain": true, "describe": true, "name": true,
	"identify": true, "determine": true, "return": true, "output": true, "send": true,
	"create": true, "generate": true, "let": true, "help": true, "recommend": true,
}

var whWords = map[string]bool{
	"what": true, "which": true, "who": true, "whom": true, "whose": true, "where": true,
	"when": true, "why": true, "how": true,
}

var auxWords = map[string]bool{
	"can": true, "could": true, "would": true, "will": true, "do": true, "does": true,
	"did": true, "is": true, "are": true, "was": true, "were": true, "should": true,
	"may": true, "might": true, "have": true, "has": true, "shall": true, "am": true,
}

var noWords = map[string]bool{
	"no": true, "nope": true, "nah": true, "wrong": true, "incorrect": true, "nein": true,
	"false": true, "negative": true,
}

var yesWords = map[string]bool{
	"yes": true, "yeah": true, "yep": true, "yup": true, "sure": true, "ok": true,
	"okay": true, "yea": true, "ya": true, "absolutely": true, "definitely": true,
	"certainly": true, "of": false,
}

var greetWords = map[string]bool{
	"hi": true, "hello": true, "hey": true, "greetings": true, "morning": true, "evening": true,
	"howdy": true, "yo": true,
}

// Filler words skipped when looking for the first word of a message.
var fillers = map[string]bool{
	"please": true, "just": true, "so": true, "well": true, "hmm": true, "hm": true,
	"um": true, "uh": true, "oh": true, "ah": true, "wait": true, "ok": true, "okay": true,
	"then": true, "now": true, "but": true, "also": true, "and": true, "kindly": true,
	"sorry": true, "erm": true, "umm": true, "hmmm": true, "ahh": true, "oops": true,
}

var stopWords = map[string]bool{
	"the": true, "a": true, "an": true, "and": true, "or": true, "of": true, "to": true,
	"in": true, "on": true, "for": true, "with": true, "is": true, "are": true, "was": true,
	"were": true, "be": true, "it": true, "its": true, "this": true, "that": true,
	"these": true, "those": true, "i": true, "you": true, "me": true, "my": true, "your": true,
	"we": true, "they": true, "them": true, "their": true, "he": true, "she": true, "his": true,
	"her": true, "at": true, "by": true, "from": true, "as": true, "not": true, "no": true,
	"do": true, "does": true, "did": true, "what": true, "which": true, "who": true,
	"how": true, "can": true, "could": true, "would": true, "should": true, "will": true,
	"all": true, "any": true, "have": true, "has": true, "had": true, "but": true, "so": true,
	"if": true, "then": true, "than": true, "there": true, "here": true, "also": true,
	"just": true, "please": true, "show": true, "find": true, "give": true, "list": true,
	"get": true, "about": true, "yes": true, "ok": true, "im": true, "dont": true, "us": true,
	"one": true, "ones": true, "each": true, "only": true, "need": true, "want": true,
	"like": true, "some": true, "more": true, "most": true, "many": true, "much": true,
}
