package align

import (
	"strings"
	"sync"
	"unicode"
)

// outputValues holds the slices OutputKeys reads an output's values into:
// an answer of a few kB has hundreds, read once per answer.
var outputValues = sync.Pool{New: func() any { return new([]Value) }}

// Keys returns the index keys of a correction's mistake, in lower case:
// for the taught text and for each pattern generalised from it, the
// longest name or value that the pattern keeps literal. An output that can
// hold the mistake holds one of them (see OutputKeys).
func Keys(wrong, right string) []string {
	var keys []string
	add := func(vars []string) {
		isVar := map[string]bool{}
		for _, v := range vars {
			isVar[v] = true
		}
		// The most specific literal: a whole key/value pair (when the
		// taught text is one), else a name or value with digits, else the
		// longest.
		best, bestScore := "", -1
		for _, v := range Values(wrong) {
			switch v.Kind {
			case Code, Cron, Quoted, Call:
				continue
			case Pair:
				if len(vars) == 0 && v.Start == 0 && v.End == len(strings.TrimRight(wrong, " ;")) {
					best, bestScore = pairKey(v.Text), 1<<20
				}
				continue
			}
			if isVar[v.Text] || v.Inner == "part" || stop[strings.ToLower(v.Text)] {
				continue
			}
			text := v.Text
			if i := strings.IndexByte(text, '.'); i > 0 && isVar[text[:i]] {
				text = text[i+1:] // the method of a variable receiver
			}
			score := len(text)
			if strings.IndexFunc(v.Text, unicode.IsDigit) >= 0 {
				score += 100
			}
			if score > bestScore {
				best, bestScore = text, score
			}
		}
		if best == "" {
			best = strings.TrimSpace(wrong)
		}
		best = strings.ToLower(best)
		if !slicesContains(keys, best) {
			keys = append(keys, best)
		}
	}
	add(nil)
	for _, vs := range variableSets(wrong, right) {
		add(vs)
	}
	if c, ok := coreVariant(wrong, right); ok {
		_ = c
		wf, rf := strings.Fields(wrong), strings.Fields(right)
		_ = rf
		for _, w := range wf {
			lw := strings.ToLower(strings.Trim(w, ".,;:"))
			if classify(w) != Word || !stop[lw] {
				if !slicesContains(keys, lw) {
					keys = append(keys, lw)
				}
			}
		}
	}
	return keys
}

// pairKey is the index key of a key/value pair: lower case, without the
// spaces around its separator.
func pairKey(s string) string {
	return strings.ToLower(pairSpaces.Replace(s))
}

// OutputKeys calls key with every key under which output may hold a
// mistake: its names and values in lower case, the contents of its quoted
// strings, and the heads and tails of its compound names
// ("spring.jpa.hibernate.ddl-auto" holds "ddl-auto"). A key may come more
// than once.
func OutputKeys(output string, key func(string)) {
	vp := outputValues.Get().(*[]Value)
	vs := AppendValues(*vp, output)
	defer func() {
		// Cleared, so that the pool holds no text; a slice grown past
		// what a long answer needs is let go.
		if cap(vs) <= 4096 {
			clear(vs)
			*vp = vs[:0]
			outputValues.Put(vp)
		}
	}()
	for _, v := range vs {
		switch v.Kind {
		case Pair:
			key(pairKey(v.Text))
			continue
		case Call, Code, Cron:
			continue
		}
		t := strings.ToLower(v.Text)
		key(t)
		if v.Kind == Quoted {
			key(strings.ToLower(v.Inner))
		}
		for i := 0; i < len(t); i++ {
			if t[i] == '.' || t[i] == '/' || t[i] == ':' || t[i] == '@' || t[i] == '-' {
				key(t[i+1:])
				key(t[:i])
			}
		}
	}
}
