package align

// What a Rule reads of the user's message: its clauses, the words that
// set a case apart, describe the wrong text or give the reason for the fix.

import (
	"strings"

	"github.com/cairnhq/cairn/internal/fold"
)

// clauses splits a message at sentence and clause punctuation.
func clauses(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool {
		return r == '.' || r == ';' || r == '!' || r == '?' || r == '\n' || r == ','
	})
}

// exclusions returns the stems of the words of message that name where the
// wrong text is right: names spelled like a name of the taught text but
// different ("PEXPIRE" beside "EXPIRE", "livenessProbe" beside
// "readinessProbe"), and the words after "only", "except", "unless" or
// "without" ("only prod is in us-east-1"; "load without a Loader is an
// error": with one, it is not the taught case). segs are the clauses of message, known
// the taught output and query, and own the wrong and the right text: their
// words are never exclusions. What is worked out of known and own waits
// for a candidate: most messages have none.
func exclusions(message string, segs []string, known, own string) []string {
	var have, ownStems map[string]bool
	var out []string
	seen := map[string]bool{}
	add := func(s string) {
		if have == nil {
			have, ownStems = stemSet(words(known)), stemSet(words(own))
		}
		if !have[s] && !ownStems[s] && !seen[s] && !stop[s] && len(s) >= 2 {
			seen[s] = true
			out = append(out, s)
		}
	}
	var knownAtoms []string
	atomsDone := false
	for _, v := range Values(message) {
		switch v.Kind {
		case Call, Pair, Code, Quoted, Number, Version, Cron:
			continue
		case Word:
			if strings.ToUpper(v.Text) != v.Text {
				continue
			}
		}
		if v.Inner == "part" || len(v.Text) < 3 {
			continue
		}
		if !atomsDone {
			atomsDone = true
			seenAtom := map[string]bool{}
			for _, v := range Values(known) {
				if v.Kind != Call && v.Kind != Pair && v.Kind != Code && v.Kind != Quoted && len(v.Text) >= 3 {
					// Each distinct atom once: a taught output that
					// repeats itself costs no more comparisons.
					if n := norm(v.Text); !seenAtom[n] {
						seenAtom[n] = true
						knownAtoms = append(knownAtoms, n)
					}
				}
			}
		}
		nt := norm(v.Text)
		for _, k := range knownAtoms {
			if k == nt {
				break
			}
			if sim(k, nt) >= 0.6 {
				for _, p := range splitParts(v.Text) {
					if len(p.t) >= 3 {
						add(stem(fold.Lower(p.t)))
					}
				}
				break
			}
		}
	}
	for _, seg := range segs {
		f := strings.Fields(fold.Lower(seg))
		for i, w := range f {
			w = strings.Trim(w, "`'\"()")
			if w != "only" && w != "except" && w != "unless" && w != "without" {
				continue
			}
			if w == "only" && i+1 < len(f) && remarkNouns[strings.Trim(f[i+1], "`'\"():,.;!")] {
				continue // "only thing: …", the user's one remark
			}
			n := 0
			for _, x := range f[i+1:] {
				x = strings.Trim(x, "`'\"()")
				if x == "is" || x == "are" || x == "was" || x == "were" {
					break
				}
				if stop[x] || x == "" {
					continue
				}
				add(stem(x))
				n++
				if n == 2 {
					break
				}
			}
		}
	}
	return out
}

// descriptions returns the word sets of segs, the clauses of the message,
// that describe the wrong text (see Rule.describe).
func descriptions(segs []string, known, wrong, right string) (describe, explain [][]string) {
	var have map[string]bool // the words of the taught texts, once a clause needs them
	rightVals, core := Values(right), coreAtom(wrong)
	changed := changedAtoms(wrong, right)
	for _, seg := range segs {
		free := !holdsAny(seg, right, rightVals)
		names := describesWrong(seg, right, rightVals, core) || free && namesAny(seg, changed)
		if !names && !free {
			continue
		}
		if have == nil {
			have = stemSet(words(known + " " + wrong + " " + right))
		}
		var set []string
		for _, w := range words(seg) {
			if (len(w.Stem) >= 3 || lettersAndDigits(w.Stem)) && !have[w.Stem] && !stop[w.Stem] && !kindNoun[w.Stem] && (classify(w.Stem) != Number || lettersAndDigits(w.Stem)) && !slicesContains(set, w.Stem) {
				set = append(set, w.Stem)
			}
		}
		switch {
		case len(set) == 0:
		case names:
			describe = append(describe, set)
		case len(set) >= 2:
			explain = append(explain, set)
		}
	}
	return describe, explain
}

// kindNoun holds the stems of nouns that name what sort of thing a text
// is ("that's legacy SQL syntax", "that's yarn's flag") without saying
// where or when it holds: a description is its other words.
var kindNoun = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields("syntax spelling flag option form format style notation command keyword name way thing one version variant") {
		m[stem(w)] = true
	}
	return m
}()

// holdsAny reports whether a clause holds right or one of its values.
func holdsAny(clause, right string, rightVals []Value) bool {
	if strings.Contains(clause, strings.TrimSpace(right)) {
		return true
	}
	for _, v := range rightVals {
		if len(v.Text) >= 2 && !stop[fold.Lower(v.Text)] && containsBounded(clause, v.Text, v.Kind == Word) {
			return true
		}
	}
	return false
}

// explainedIn reports whether a sentence holds two words of one of the
// clauses of the message that give the reason for the fix without naming
// it ("months are zero-based"): an output that states the user's reason
// uses the wrong text knowingly.
func (r *Rule) explainedIn(ws []word) bool {
	return len(r.explain) > 0 && holdsSet(ws, r.explain, func(int) int { return 2 })
}

// explainedElsewhere reports whether some sentence of output holds three
// words of one of the message's reasons ("without a URI part proxy_pass
// forwards the path unchanged"): the output states the very effect the
// user warned of, as what it wants, and uses the wrong text knowingly
// wherever it stands. Memoised in t, for every rule of the same reasons.
func (r *Rule) explainedElsewhere(t *Text) bool {
	if len(r.explain) == 0 {
		return false
	}
	if v, ok := t.explained[r.explainKey]; ok {
		return v
	}
	v := r.reasonStated(t)
	if t.explained == nil {
		t.explained = map[string]bool{}
	}
	t.explained[r.explainKey] = v
	return v
}

// joinSets returns sets as one string, a key that equal sets share.
func joinSets(sets [][]string) string {
	var b strings.Builder
	for _, set := range sets {
		for _, w := range set {
			b.WriteString(w)
			b.WriteByte(0)
		}
		b.WriteByte(1)
	}
	return b.String()
}

// reasonStated is explainedElsewhere, worked out.
func (r *Rule) reasonStated(t *Text) bool {
	for _, have := range t.sentenceStems() {
		if holdsStems(have, r.explain, func(n int) int {
			if n < 3 {
				return n + 1 // never: a short reason is checked in its sentence only
			}
			return 3
		}) {
			return true
		}
	}
	return false
}

// describedIn reports whether a sentence holds enough words of one of the
// rule's descriptions of the wrong text.
//
// A word with both letters and digits ("1440p", "8k", "h264") names one
// thing and counts twice: "8000k is what the 1440p rung uses" is about
// any sentence that says 1440p.
func (r *Rule) describedIn(ws []word) bool {
	if len(r.describe) == 0 {
		return false
	}
	have := stemSet(ws)
	for _, set := range r.describe {
		n := 0
		for _, w := range set {
			if have[w] {
				n++
				if lettersAndDigits(w) {
					n++
				}
			}
		}
		if n >= min(2, len(set)) {
			return true
		}
	}
	return false
}

// lettersAndDigits reports whether w, a stem, holds both letters and
// digits ("8k", "h264").
func lettersAndDigits(w string) bool {
	return len(w) >= 2 && strings.ContainsAny(w, "0123456789") && strings.ContainsAny(w, "abcdefghijklmnopqrstuvwxyz")
}

// holdsSet reports whether ws holds need(len(set)) words of one of sets.
func holdsSet(ws []word, sets [][]string, need func(int) int) bool {
	return holdsStems(stemSet(ws), sets, need)
}

// holdsStems reports whether the stems have hold need(len(set)) words of
// one of sets.
func holdsStems(have map[string]bool, sets [][]string, need func(int) int) bool {
	for _, set := range sets {
		n := 0
		for _, w := range set {
			if have[w] {
				n++
			}
		}
		if n >= need(len(set)) {
			return true
		}
	}
	return false
}

// describesWrong reports whether a clause of the message is about the
// wrong text rather than the fix: it names the wrong text (or starts with
// "that's", "it's", "this is" referring to it) and does not hold the right
// text. rightVals are the Values of right, and core is coreAtom(wrong).
func describesWrong(clause, right string, rightVals []Value, core string) bool {
	if strings.Contains(clause, strings.TrimSpace(right)) {
		return false
	}
	for _, v := range rightVals {
		if v.Kind != Word && v.Kind != Quoted && len(v.Text) >= 2 && containsBounded(clause, v.Text, false) {
			return false
		}
	}
	lc := fold.Lower(strings.TrimSpace(clause))
	for _, a := range []string{"that's ", "thats ", "that is ", "it's ", "its ", "this is ", "that one ", "this one "} {
		if strings.HasPrefix(lc, a) {
			return true
		}
	}
	return core != "" && containsBounded(clause, core, classify(core) == Word)
}

// coreAtom returns the longest atom of wrong that is not a stop word.
func coreAtom(wrong string) string {
	best := ""
	for _, v := range Values(wrong) {
		switch v.Kind {
		case Call, Pair, Code, Quoted:
			continue
		}
		if v.Inner == "part" || stop[fold.Lower(v.Text)] {
			continue
		}
		if len(v.Text) > len(best) {
			best = v.Text
		}
	}
	return best
}
