package align

import (
	"sort"
	"strings"
)

// maxSentenceWords bounds the words of an occurrence's sentence that its
// context check reads: the nearest this many on each side. A sentence of a
// few dozen words is read whole; a "sentence" of thousands (a one-line
// output with no full stop, a long list of values) is read around the
// occurrence only, so that checking every occurrence of a mistake costs
// time linear in the output.
const maxSentenceWords = 32

// spans holds what the context checks of a text's occurrences read, found
// once per text: its words (words(s)) and the atoms they come from, where
// its sentences start and end (as sentenceAround finds them) and its line
// breaks. Each check then finds its sentence, its line and their words by
// binary search instead of scanning and tokenizing them again.
type spans struct {
	s      string
	words  []word     // words(s)
	atoms  []atomSpan // atoms[i] is the atom words[i] comes from; End never decreases
	starts []int      // offsets where a sentence starts (sentenceAround's left bound), 0 excluded
	ends   []int      // offsets where a sentence ends (its right bound), len(s) excluded
	lines  []int      // offsets of '\n'
}

type atomSpan struct{ start, end int }

func newSpans(s string) *spans {
	x := &spans{s: s}
	if n := wordsRoom(s); n > 0 {
		x.atoms = make([]atomSpan, 0, n) // one per word
	}
	x.words = scanWords(s, func(start, end, n int) {
		for range n {
			x.atoms = append(x.atoms, atomSpan{start, end})
		}
	})
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '\n' {
			x.lines = append(x.lines, i)
		}
		if c == '\n' || ((c == '.' || c == '!' || c == '?') && (i+1 >= len(s) || s[i+1] == ' ')) {
			x.starts = append(x.starts, i+1)
		}
		if c == '\n' || ((c == '.' || c == '!' || c == '?') && (i+1 >= len(s) || s[i+1] == ' ' || s[i+1] == '\n')) {
			x.ends = append(x.ends, i)
		}
	}
	return x
}

// sentence returns the bounds of the sentence or line that holds
// [start, end): sentenceAround(s, start, end).
func (x *spans) sentence(start, end int) (int, int) {
	a, b := 0, len(x.s)
	if i := sort.SearchInts(x.starts, start+1); i > 0 {
		a = x.starts[i-1]
	}
	if i := sort.SearchInts(x.ends, end); i < len(x.ends) {
		b = x.ends[i]
	}
	return a, b
}

// wordRun is the words of s[lo:hi] as words(s[lo:hi]) finds them, with
// offsets into s: head and tail are the words of the atoms lo and hi cut,
// tokenized as cut; mid, between them, is shared with spans.words.
type wordRun struct{ head, mid, tail []word }

func (p wordRun) len() int { return len(p.head) + len(p.mid) + len(p.tail) }

// slice returns words [from, to) of p, in a new slice.
func (p wordRun) slice(from, to int) []word {
	var out []word
	p.each(from, to, func(w word) { out = append(out, w) })
	return out
}

// each calls fn with words [from, to) of p, in order.
func (p wordRun) each(from, to int, fn func(word)) {
	for _, seg := range [3][]word{p.head, p.mid, p.tail} {
		if from < len(seg) && to > 0 {
			for _, w := range seg[max(from, 0):min(to, len(seg))] {
				fn(w)
			}
		}
		from -= len(seg)
		to -= len(seg)
	}
}

// within returns the words of s[lo:hi]: those of the atoms that lie in it,
// found by binary search, and the words of the atoms it cuts, tokenized
// as cut.
func (x *spans) within(lo, hi int) wordRun {
	var p wordRun
	if lo >= hi {
		return p
	}
	ws, at := x.words, x.atoms
	i := sort.Search(len(ws), func(k int) bool { return at[k].end > lo })
	if i < len(ws) && at[i].start < lo {
		// The atom lo cuts: its end, as a word of its own.
		a := at[i]
		p.head = x.cut(lo, min(a.end, hi))
		if a.end >= hi {
			return p
		}
		for i < len(ws) && at[i] == a {
			i++
		}
	}
	j := max(i, sort.Search(len(ws), func(k int) bool { return at[k].end > hi }))
	p.mid = ws[i:j]
	if j < len(ws) && at[j].start < hi {
		p.tail = x.cut(at[j].start, hi) // the atom hi cuts: its start
	}
	return p
}

// cut returns words(s[lo:hi]) with offsets into s.
func (x *spans) cut(lo, hi int) []word {
	ws := words(x.s[lo:hi])
	for k := range ws {
		ws[k].Start += lo
		ws[k].End += lo
	}
	return ws
}

// sentenceWords returns the words of the sentence [a, b) around the
// occurrence [start, end): at most maxSentenceWords on each side of it,
// the nearest; the occurrence's own words too when withSelf. lo and hi are
// the offsets the words kept span: [a, b) when the sentence is read whole.
func (x *spans) sentenceWords(a, b, start, end int, withSelf bool) (ws []word, lo, hi int) {
	left, right := x.within(a, start), x.within(end, b)
	nl, nr := left.len(), right.len()
	lo, hi = a, b
	if withSelf {
		if nl <= maxSentenceWords && nr <= maxSentenceWords {
			return x.within(a, b).slice(0, 1<<62), a, b // the sentence tokenized whole
		}
		// Around the occurrence in the sentence's words (a and b cut no
		// atom: the words between are shared).
		all := x.within(a, b)
		k0 := sort.Search(len(all.mid), func(k int) bool { return all.mid[k].End > start })
		k1 := sort.Search(len(all.mid), func(k int) bool { return all.mid[k].Start >= end && all.mid[k].End > end })
		from, to := max(0, k0-maxSentenceWords), min(all.len(), k1+maxSentenceWords)
		ws = all.slice(from, to)
		if from > 0 {
			lo = ws[0].Start
		}
		if to < all.len() {
			hi = ws[len(ws)-1].End
		}
		return ws, lo, hi
	}
	from, to := 0, nr
	if nl > maxSentenceWords {
		from = nl - maxSentenceWords
	}
	if nr > maxSentenceWords {
		to = maxSentenceWords
	}
	ws = make([]word, 0, nl-from+to)
	add := func(w word) { ws = append(ws, w) }
	left.each(from, nl, add)
	if from > 0 {
		lo = ws[0].Start
	}
	right.each(0, to, add)
	if to < nr {
		hi = ws[len(ws)-1].End
	}
	return ws, lo, hi
}

// lineOf returns the bounds of the line that holds [start, end).
func (x *spans) lineOf(start, end int) (int, int) {
	ls, le := 0, len(x.s)
	if i := sort.SearchInts(x.lines, start); i > 0 {
		ls = x.lines[i-1] + 1
	}
	if i := sort.SearchInts(x.lines, end); i < len(x.lines) {
		le = x.lines[i]
	}
	return ls, le
}

// around returns the content words of at most window before and after
// [start, end) on the same line; a value alone on its line (an
// annotation, a key) takes the words of the next line as its right.
func (x *spans) around(start, end int) (left, right []string) {
	ls, le := x.lineOf(start, end)
	lp := x.within(ls, start)
	for _, w := range lp.slice(lp.len()-window, lp.len()) {
		left = append(left, w.Stem)
	}
	rp := x.within(end, le)
	if rp.len() == 0 && le < len(x.s) {
		ne := len(x.s)
		if i := sort.SearchInts(x.lines, le+1); i < len(x.lines) {
			ne = x.lines[i]
		}
		rp = x.within(le+1, ne)
	}
	for _, w := range rp.slice(0, window) {
		right = append(right, w.Stem)
	}
	return left, right
}

// occurrences holds where a name stands in a text, for namesBound.
type occurrences struct {
	at []int // every offset of the name, bounded or not
	// firstEnd is the least end, lastStart the greatest start, of the
	// bounded occurrences (-1 when there is none).
	firstEnd, lastStart int
}

// nameMargin is how far past an occurrence Bounded reads: a rune and a
// join byte on either side.
const nameMargin = 8

func findOccurrences(s, name string) *occurrences {
	o := &occurrences{firstEnd: -1, lastStart: -1}
	for i := 0; ; {
		k := strings.Index(s[i:], name)
		if k < 0 {
			break
		}
		k += i
		o.at = append(o.at, k)
		if Bounded(s, k, k+len(name)) {
			if o.firstEnd < 0 {
				o.firstEnd = k + len(name)
			}
			o.lastStart = k
		}
		i = k + 1
	}
	return o
}

// boundedOutside reports whether name stands as a whole atom in
// s[:start] + " " + s[end:] (name holds no space): an occurrence far from
// the cut is bounded there as it is in s; the few near it are checked in
// the half they stand in.
func (o *occurrences) boundedOutside(s, name string, start, end int) bool {
	if o.firstEnd >= 0 && o.firstEnd <= start-nameMargin || o.lastStart >= end+nameMargin {
		return true
	}
	n := len(name)
	i := sort.SearchInts(o.at, start-nameMargin-n)
	for ; i < len(o.at) && o.at[i] < end+nameMargin; i++ {
		k := o.at[i]
		switch {
		case k+n <= start:
			if Bounded(s[:start], k, k+n) {
				return true
			}
		case k >= end:
			if Bounded(s[end:], k-end, k-end+n) {
				return true
			}
		}
	}
	return false
}
