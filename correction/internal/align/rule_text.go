package align

import (
	"regexp"
	"slices"
	"strings"

	"github.com/cairnhq/cairn/correction/internal/scope"
	"github.com/cairnhq/cairn/correction/internal/typed"
	"github.com/cairnhq/cairn/internal/fold"
)

// Text is an output, and the query it answers, checked against many rules
// (FindIn): the words that every rule's context check reads are found once
// per text, not once per rule. A Text is not safe for concurrent use.
type Text struct {
	Query, Output string

	all, query []word            // words of query + " " + output, and of query
	allDone    bool              // all is known
	stems      map[string]string // keyed by the stems of all (allStems)
	queryDone  bool              // query is known
	spelled    map[string]string
	// sentenceSets are the stems of the words of each sentence of Output.
	sentenceSets []map[string]bool
	// explained memoises explainedElsewhere by the rule's explainKey.
	explained map[string]bool
	// ownWords memoises the words of the question and the output that
	// setApartIn reads.
	ownWords map[string]bool
	// disowns memoises disowned by occurrence.
	disowns    map[[2]int]bool
	around     map[[2]int]aroundWords
	sentence   map[sentenceKey][]word
	spans      *spans                  // the output's words, sentences and lines
	names      map[string]*occurrences // where the local names of rules stand in the output
	lowerQuery string                  // fold.Lower(query), once a contrast is looked for
	// found holds the matches in output of the expressions of the rules
	// checked so far, by expression: rules taught the same mistake share
	// them.
	found map[string][][]int
	// scopes and lower are the scopes query + output names and that text
	// in lower case, worked out once for every rule checked.
	scopes    scope.Set
	lower     string
	scopeDone bool
	// lacking are the scopes query + output say they are without ("no
	// Spring"), found once a rule with a scope asks.
	lacking     []scope.Mention
	lackingDone bool
	// code marks where the output's code is, once a rule asks (codeMap).
	code *codeMap
	// marks are the SQL dialect constructs in the output's code, found
	// once a rule taught for a dialect asks (codeDialects).
	marks     []dialectMark
	marksDone bool
	// imports are the names the output's import lines bring in, once a
	// rule asks (missingImport); hasImports reports that it has such lines.
	imports     map[string]bool
	hasImports  bool
	importsDone bool
}

// scopeInfo returns the scopes the query and output name and their text
// in lower case, computed on first use.
func (t *Text) scopeInfo() (scope.Set, string) {
	if !t.scopeDone {
		text := t.Query + "\n" + t.Output
		t.lower, t.scopeDone = fold.Lower(text), true
		// A config file the answer names (".kube/prod.yaml") is what it
		// works on, not an environment it is for; one the question names
		// is.
		t.scopes = scope.Of(t.Query)
		// The environment the question names is the one the answer is
		// for: "the part of .env.production" whose answer says the host
		// "differs from the development file" is production's.
		asked := t.scopes[scope.Env]
		for _, m := range scope.Find(t.Output) {
			if !m.File && (m.Sort != scope.Env || len(asked) == 0) {
				t.scopes.Add(m)
			}
		}
	}
	return t.scopes, t.lower
}

// lackingScopes returns scope.Lacking of the query and output, once.
func (t *Text) lackingScopes() []scope.Mention {
	if !t.lackingDone {
		t.lacking, t.lackingDone = scope.Lacking(t.Query+"\n"+t.Output), true
	}
	return t.lacking
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

// allWords returns words(query + " " + output): the query's words, then
// those of the output's spans (found for every rule that matches) moved
// past the query and the space. An atom ends at the space, and its words
// do not depend on what stands around it; only a path parameter ("/{id}")
// opened in the query could run across the space, and then the joined
// text is read.
func (t *Text) allWords() []word {
	if !t.allDone {
		if strings.IndexByte(t.Query, '{') >= 0 {
			t.all = words(t.Query + " " + t.Output)
		} else {
			q, o := t.queryWords(), t.outputSpans().words
			all := make([]word, 0, len(q)+len(o))
			all = append(all, q...)
			off := len(t.Query) + 1
			for _, w := range o {
				all = append(all, word{Stem: w.Stem, Start: w.Start + off, End: w.End + off})
			}
			t.all = all
		}
		t.allDone = true
	}
	return t.all
}

// allStems returns the stems of allWords as the keys of a map, found
// once: spelledAs, whose keys they are, unless the query opens a path
// parameter (see allWords).
func (t *Text) allStems() map[string]string {
	if t.stems == nil {
		if strings.IndexByte(t.Query, '{') < 0 {
			t.stems = t.spelledAs()
		} else {
			ws := t.allWords()
			t.stems = make(map[string]string, len(ws))
			for _, w := range ws {
				t.stems[w.Stem] = ""
			}
		}
	}
	return t.stems
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

// disowned is typed.Disowned(t.Output, start, end), worked out once for
// all the rules that found an occurrence there.
func (t *Text) disowned(start, end int) bool {
	k := [2]int{start, end}
	if v, ok := t.disowns[k]; ok {
		return v
	}
	v := typed.Disowned(t.Output, start, end)
	if t.disowns == nil {
		t.disowns = map[[2]int]bool{}
	}
	t.disowns[k] = v
	return v
}

// sentenceStems returns the stems of the content words of each sentence of
// t's output (split at sentence ends and line breaks), found once.
func (t *Text) sentenceStems() []map[string]bool {
	if t.sentenceSets == nil {
		t.sentenceSets = []map[string]bool{}
		// The words of a sentence are those of the output's words (lexed
		// once, outputSpans) that lie in it: an atom ends at a space or a
		// line break, which every sentence end is followed by. When a
		// word runs across a sentence's bounds, the sentence is lexed
		// alone, as before.
		ws, at := t.outputSpans().words, t.outputSpans().atoms
		j := 0
		rest := t.Output
		for rest != "" {
			k := strings.IndexAny(rest, "\n.?!")
			for k >= 0 && k+1 < len(rest) && rest[k] != '\n' && rest[k+1] != ' ' && rest[k+1] != '\n' {
				// A dot inside a name or a number: not a sentence end.
				n := strings.IndexAny(rest[k+1:], "\n.?!")
				if n < 0 {
					k = -1
					break
				}
				k += 1 + n
			}
			if k < 0 {
				k = len(rest) - 1
			}
			base := len(t.Output) - len(rest)
			end := base + k + 1
			for j < len(ws) && at[j].start < base {
				j++
			}
			i := j
			for j < len(ws) && at[j].start < end {
				j++
			}
			in := ws[i:j]
			if j > i && (at[i].start < base || at[j-1].end > end) || i > 0 && at[i-1].end > base {
				in = words(rest[:k+1])
			}
			if len(in) > 0 {
				t.sentenceSets = append(t.sentenceSets, stemSet(in))
			}
			rest = rest[k+1:]
		}
	}
	return t.sentenceSets
}

// spelledAs returns, for each stem of the words of query + "\n" + output,
// the text of its first occurrence.
func (t *Text) spelledAs() map[string]string {
	if t.spelled == nil {
		text := t.Query + "\n" + t.Output
		// The words of query + " " + output are those of text: an atom
		// ends at a space as at a line break, and only a path parameter
		// ("/{id}") opened in the query could run across it.
		ws := t.allWords()
		if strings.Contains(t.Query, "{") {
			ws = words(text)
		}
		t.spelled = make(map[string]string, len(ws))
		for _, w := range ws {
			if _, ok := t.spelled[w.Stem]; !ok {
				t.spelled[w.Stem] = text[w.Start:w.End]
			}
		}
	}
	return t.spelled
}

// contrastText is the text of the sentence around output[start:end] that
// a contrast is looked for in: the span of the words sentenceOf reads.
func (t *Text) contrastText(start, end int) string {
	x := t.outputSpans()
	a, b := x.sentence(start, end)
	_, lo, hi := x.sentenceWords(a, b, start, end, false)
	return fold.Lower(t.Output[lo:hi])
}

// queryLower returns the query in lower case, found once.
func (t *Text) queryLower() string {
	if t.lowerQuery == "" && t.Query != "" {
		t.lowerQuery = fold.Lower(t.Query)
	}
	return t.lowerQuery
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
