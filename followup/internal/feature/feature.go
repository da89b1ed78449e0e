// Package feature computes the features of the offline follow-up
// classifier of package followup: cues in the query alone (anaphora,
// ellipsis, "what about", comparatives, shortness) and cues in how the
// query relates to the conversation so far and to the columns of the cached
// result. The trainer in followup/internal/train and the classifier at run
// time share this code, so the weights always match the features.
package feature

import (
	"math"
	"strings"
	"unicode"
)

// Feature indexes into a Vector.
const (
	Anaphora         = iota // a pronoun or demonstrative pointing back: it, they, those, these ones
	StartAnaphor            // the query opens with such a word or with "which one"
	WhatAbout               // "what about", "how about", "and for", "what if"
	StartConj               // opens with and, also, but, now, then, only, just, same
	Comparative             // more, less, than, top, most, -est words
	Refine                  // among, of these, sort, order, only, instead, except, filter
	Short                   // at most four words
	LogLength               // log(1 + words)
	Ellipsis                // no content word at all, or a fragment without a verb
	FreshOpen               // opens a self-contained request: show all, list all, how many … are there
	DefiniteNew             // names a thing with a determiner that history never mentioned
	Overlap                 // share of the query's content words seen in the history
	LastOverlap             // Jaccard of content words with the last history turn
	NewWords                // log(1 + content words seen neither in history nor in the columns)
	ColumnHit               // share of the query's content words that name a cached column
	HistoryLen              // log(1 + history turns)
	HasColumns              // the cached result has columns (a tabular session)
	OverlapChat             // Overlap, in a session without columns
	LastOverlapChat         // LastOverlap, in a session without columns
	FreshOpenChat           // FreshOpen, in a session without columns
	Additive                // also, too, as well, add, include, instead, other than
	Aggregate               // total, sum, average, count, how many, number of
	Literal                 // a quoted value or a number: a filter on the result
	ColumnOverlapTab        // ColumnHit, in a tabular session, times the share of content words seen before
	Greeting                // opens with a greeting: hi, hello, hey, good morning
	Reaction                // opens by reacting to an answer: okay, thanks, great, interesting, wow
	FirstPerson             // opens by speaking of oneself: I, I'd, I'm, my, we
	ElidedWhatAbout         // "what about X?" in at most five words: the rest of the question is the last one's
	NewNameChat             // in a session without columns, a capitalised name (not the first word) the history never mentioned
	NumFeatures
)

// Names are the features' names, in Vector order.
var Names = [NumFeatures]string{
	"anaphora", "start_anaphor", "what_about", "start_conj", "comparative",
	"refine", "short", "log_length", "ellipsis", "fresh_open", "definite_new",
	"overlap", "last_overlap", "new_words", "column_hit", "history_len",
	"has_columns", "overlap_chat", "last_overlap_chat", "fresh_open_chat",
	"additive", "aggregate", "literal", "column_overlap_tab",
	"greeting", "reaction", "first_person", "elided_what_about", "new_name_chat",
}

// Vector is one query's features.
type Vector [NumFeatures]float64

// anaphors point back to something said before. "each", "both" and
// "either" quantify over a noun the query names itself, and "there" is
// mostly existential ("how many are there"): see isAnaphor.
var anaphors = set("it its it's they them their theirs those these that this ones he she his her him there such same former latter above")

var startConj = set("and also but now then only just same so or plus")

var comparatives = set("more less fewer than most least top bottom highest lowest greatest smallest largest biggest best worst maximum minimum max min average higher lower larger smaller bigger older younger oldest youngest earliest latest first last ascending descending")

var refine = set("among sort sorted order ordered instead except excluding exclude including include filter only just rank ranked group grouped per each those these them")

var stop = set("a an the of in on at to for from by with about and or but is are was were be been being do does did done have has had what which who whom whose when where why how show me list give find tell display get return please can could would will you i we my our your all any some there it its they them their those these that this one ones as than not no yes also just only so then now same each both such if into over under up out more most less least very much many number count")

var fresh = []string{"show all", "list all", "find all", "give me all", "show me all", "return all", "what are all", "list every", "show every", "tell me about", "what is a", "what are the different", "what is the difference"}

func set(words string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(words) {
		m[w] = true
	}
	return m
}

// Words lower-cases s and splits it into words of letters, digits, '-' and
// '\”.
func Words(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !(unicode.IsLetter(r) || unicode.IsDigit(r) || r == '\'' || r == '-')
	})
}

// Stem strips a plural or verbal suffix, so that "stadiums" meets
// "stadium" and "sold" does not need to meet "sell".
func Stem(w string) string {
	w = strings.TrimSuffix(w, "'s")
	switch {
	case len(w) > 4 && strings.HasSuffix(w, "ies"):
		return w[:len(w)-3] + "y"
	case len(w) > 4 && strings.HasSuffix(w, "ing"):
		return w[:len(w)-3]
	case len(w) > 4 && strings.HasSuffix(w, "ed"):
		return w[:len(w)-2]
	case len(w) > 3 && strings.HasSuffix(w, "es") && strings.ContainsAny(w[len(w)-3:len(w)-2], "sxz"):
		return w[:len(w)-2]
	case len(w) > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss"):
		return w[:len(w)-1]
	}
	return w
}

// Content returns the stems of the content words of s (no stop words, no
// numbers).
func Content(s string) []string {
	var out []string
	for _, w := range Words(s) {
		if c, ok := ContentWord(w); ok {
			out = append(out, c)
		}
	}
	return out
}

// ContentWord returns the stem of w, a word of Words, and whether it is a
// content word.
func ContentWord(w string) (string, bool) {
	if stop[w] || isNumber(w) || len(w) < 2 {
		return "", false
	}
	return Stem(w), true
}

func isNumber(w string) bool {
	for _, r := range w {
		if !unicode.IsDigit(r) {
			return false
		}
	}
	return w != ""
}

// ColumnWords returns the stems of the words of column names, split at '_',
// '-', '.', spaces and lower-to-upper case changes.
func ColumnWords(columns []string) map[string]bool {
	m := map[string]bool{}
	for _, c := range columns {
		var b strings.Builder
		prev := rune(0)
		for _, r := range c {
			if unicode.IsUpper(r) && unicode.IsLower(prev) {
				b.WriteByte(' ')
			}
			if r == '_' || r == '-' || r == '.' {
				r = ' '
			}
			b.WriteRune(r)
			prev = r
		}
		for _, w := range Content(b.String()) {
			m[w] = true
		}
	}
	return m
}

// Compute returns the features of query asked after history (oldest first)
// with a cached result of the given columns.
func Compute(query string, history []string, columns []string) Vector {
	var v Vector
	words := Words(query)
	lower := " " + strings.Join(words, " ") + " "
	for i, w := range words {
		if isAnaphor(words, i) {
			v[Anaphora] = 1
			if i == 0 {
				v[StartAnaphor] = 1
			}
		}
		if isComparative(w) {
			v[Comparative] = 1
		}
		if refine[w] {
			v[Refine] = 1
		}
	}
	if len(words) > 0 {
		if startConj[words[0]] {
			v[StartConj] = 1
		}
		if len(words) > 1 && (words[0] == "which" || words[0] == "what") && (words[1] == "one" || words[1] == "ones") {
			v[StartAnaphor] = 1
		}
	}
	for _, p := range []string{" what about ", " how about ", " and for ", " what if ", " and what ", " and how ", " same for ", " what of "} {
		if strings.Contains(lower, p) {
			v[WhatAbout] = 1
		}
	}
	for _, p := range fresh {
		if strings.HasPrefix(lower, " "+p+" ") {
			v[FreshOpen] = 1
		}
	}
	// "how many X are there" names what it counts; "how many are there"
	// counts what was said before.
	if strings.HasPrefix(lower, " how many ") && strings.Contains(lower, " are there ") && len(words) > 2 && !be[words[2]] {
		v[FreshOpen] = 1
	}
	if len(words) <= 4 {
		v[Short] = 1
	}
	v[LogLength] = math.Log1p(float64(len(words)))

	// Comparatives and superlatives ("heaviest", "older") operate on the
	// result; they name nothing new.
	var content []string
	for _, w := range Content(query) {
		if !isComparative(w) {
			content = append(content, w)
		}
	}
	seen := map[string]bool{}
	for _, h := range history {
		for _, w := range Content(h) {
			seen[w] = true
		}
	}
	cols := ColumnWords(columns)
	if len(content) == 0 || (len(words) <= 3 && !hasVerb(words)) {
		v[Ellipsis] = 1
	}
	var inHist, newWords, colHits int
	for _, w := range content {
		if seen[w] {
			inHist++
		}
		if cols[w] {
			colHits++
		}
		if !seen[w] && !cols[w] {
			newWords++
		}
	}
	if len(content) > 0 {
		v[Overlap] = float64(inHist) / float64(len(content))
		v[ColumnHit] = float64(colHits) / float64(len(content))
	}
	v[NewWords] = math.Log1p(float64(newWords))
	if len(history) > 0 {
		v[LastOverlap] = jaccard(content, Content(history[len(history)-1]))
	}
	for i := 0; i+1 < len(words); i++ {
		if (words[i] == "the" || words[i] == "all") && !anaphors[words[i+1]] && !stop[words[i+1]] && !seen[Stem(words[i+1])] && !cols[Stem(words[i+1])] {
			v[DefiniteNew] = 1
		}
	}
	v[HistoryLen] = math.Log1p(float64(len(history)))
	for _, w := range words {
		if additive[w] {
			v[Additive] = 1
		}
		if aggregates[w] {
			v[Aggregate] = 1
		}
		if isNumber(w) {
			v[Literal] = 1
		}
	}
	for _, p := range []string{" as well ", " other than ", " how many ", " on top of "} {
		if strings.Contains(lower, p) {
			if p == " how many " {
				v[Aggregate] = 1
			} else {
				v[Additive] = 1
			}
		}
	}
	if strings.ContainsAny(query, "\"'“”‘’") && strings.Count(query, "'")+strings.Count(query, "\"")+strings.Count(query, "“") >= 2 {
		v[Literal] = 1
	}
	if v[WhatAbout] == 1 && len(words) <= 5 {
		// "what about the segment?": the definite noun is what replaces
		// part of the last question, not a new topic.
		v[ElidedWhatAbout], v[DefiniteNew] = 1, 0
	}
	if len(words) > 0 {
		switch w := words[0]; {
		case greetings[w] || (w == "good" && len(words) > 1 && dayparts[words[1]]):
			v[Greeting] = 1
		case reactions[w] || (w == "thank" && len(words) > 1 && words[1] == "you"):
			v[Reaction] = 1
		case firstPerson[w]:
			v[FirstPerson] = 1
		}
	}
	if len(columns) == 0 && newName(query, seen) {
		v[NewNameChat] = 1
	}
	if len(columns) > 0 {
		v[HasColumns] = 1
		v[ColumnOverlapTab] = v[ColumnHit] * v[Overlap]
	} else {
		v[OverlapChat], v[LastOverlapChat], v[FreshOpenChat] = v[Overlap], v[LastOverlap], v[FreshOpen]
	}
	return v
}

// newName reports whether query holds a capitalised word, other than its
// first, whose stem is not in seen: a name the conversation has not
// mentioned.
func newName(query string, seen map[string]bool) bool {
	fields := strings.Fields(query)
	for i, f := range fields {
		if i == 0 {
			continue
		}
		f = strings.TrimFunc(f, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
		r := []rune(f)
		if len(r) < 2 || !unicode.IsUpper(r[0]) || f == "I" || strings.HasPrefix(f, "I'") || strings.HasPrefix(f, "I’") {
			continue
		}
		if w := Stem(strings.ToLower(f)); !seen[w] && !stop[strings.ToLower(f)] {
			return true
		}
	}
	return false
}

// isAnaphor reports whether words[i] points back: an anaphor that is not
// the existential "there" (next to a form of "be") nor "that" opening a
// relative clause after a noun.
func isAnaphor(words []string, i int) bool {
	w := words[i]
	if !anaphors[w] {
		return false
	}
	near := func(j int) string {
		if j < 0 || j >= len(words) {
			return ""
		}
		return words[j]
	}
	if w == "there" && (be[near(i-1)] || be[near(i+1)]) {
		return false
	}
	if w == "that" && i > 0 && !stop[near(i-1)] {
		return false
	}
	return true
}

// isComparative reports whether w is a comparative or a superlative: a
// listed one or a word ending in -est.
func isComparative(w string) bool {
	return comparatives[w] || (len(w) > 4 && strings.HasSuffix(w, "est") && !strings.HasSuffix(w, "rest"))
}

var greetings = set("hi hello hey hiya greetings howdy")

var dayparts = set("morning afternoon evening day")

var reactions = set("okay ok thanks great interesting wow hmm cool sure yes right well alright perfect nice fine oh ah interesting")

var firstPerson = set("i i'd i'm i've i'll my we we're our")

var be = set("is are was were be been being isn't aren't")

var additive = set("also too additionally add adding include including instead besides except excluding outside")

var aggregates = set("total sum average mean count number maximum minimum max min")

var verbs = set("show list give find tell display get return is are was were do does did has have sort order count compare rank include exclude add remove make")

func hasVerb(words []string) bool {
	for _, w := range words {
		if verbs[w] {
			return true
		}
	}
	return false
}

func jaccard(a, b []string) float64 {
	if len(a) == 0 && len(b) == 0 {
		return 0
	}
	sa, sb := map[string]bool{}, map[string]bool{}
	for _, w := range a {
		sa[w] = true
	}
	for _, w := range b {
		sb[w] = true
	}
	inter := 0
	for w := range sa {
		if sb[w] {
			inter++
		}
	}
	return float64(inter) / float64(len(sa)+len(sb)-inter)
}
