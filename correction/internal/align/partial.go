package align

// Where a fix is partial or whole: the old number left elsewhere in an
// answer (Residual), the address a segment core stands in, a key/value
// pair that names its own setting.

import (
	"strings"

	"github.com/cairnhq/cairn/correction/internal/typed"
)

// Residual returns a line of text, an output after wrong was replaced by
// right, where the changed part of the mistake (the "18" of
// "node:18-alpine" → "node:20-alpine") still stands, on a line that also
// holds a name of the mistake's unchanged part ("node-version: 18"), or "".
// Only a number or a version is looked for: a word recurs for its own
// sake. A fix that leaves such a line makes the answer contradict itself.
func Residual(wrong, right, text string) string {
	core, rest := changedCore(wrong, right)
	if core == "" || len(rest) == 0 {
		return ""
	}
	for i := 0; ; {
		k := strings.Index(text[i:], core)
		if k < 0 {
			return ""
		}
		at := i + k
		i = at + len(core)
		if !Bounded(text, at, at+len(core)) {
			continue
		}
		a := strings.LastIndexByte(text[:at], '\n') + 1
		b := strings.IndexByte(text[at:], '\n')
		if b < 0 {
			b = len(text)
		} else {
			b += at
		}
		line := strings.ToLower(text[a:b])
		for _, w := range rest {
			if containsBounded(line, w, false) || strings.Contains(line, w+"-") || strings.Contains(line, w+"_") {
				return strings.TrimSpace(text[a:b])
			}
		}
	}
}

// changedCore returns the part of wrong that right changes when it is a
// number or a version ("18" of "node:18-alpine" → "node:20-alpine"), and
// the names (three letters or more, lower case) of the rest of wrong.
func changedCore(wrong, right string) (string, []string) {
	p, q := typed.CommonEnds(wrong, right)
	// Widen to whole digit runs: "1.18" → "1.20" changes "18", not "8".
	for p > 0 && (isDigitByte(wrong[p-1]) || wrong[p-1] == '.' && p > 1 && isDigitByte(wrong[p-2])) {
		p--
	}
	for q > 0 && isDigitByte(wrong[len(wrong)-q]) {
		q--
	}
	core := wrong[p : len(wrong)-q]
	if core == "" || strings.Trim(core, "0123456789.") != "" || containsBounded(right, core, false) {
		return "", nil // no number changed: quoted, moved or kept
	}
	var rest []string
	for _, w := range words(wrong[:p] + " " + wrong[len(wrong)-q:]) {
		if len(w.Stem) >= 3 && classify(w.Stem) == Word {
			rest = append(rest, w.Stem)
		}
	}
	return core, rest
}

// sharesSegment reports whether address holds one of segs as a whole
// segment (between separators).
func sharesSegment(address string, segs []string) bool {
	parts := strings.FieldsFunc(address, func(r rune) bool { return strings.ContainsRune(":/@.", r) })
	for _, p := range parts {
		for _, s := range segs {
			if p == s {
				return true
			}
		}
	}
	return false
}

// wholePair reports a wrong text that is one key/value pair, key and
// value ("node-version: 18", "maxmemory-policy=allkeys-lru"): the key
// names the setting, and the pair is the same mistake wherever it
// stands.
func wholePair(wrong string) bool {
	w := strings.TrimSpace(wrong)
	for _, v := range Values(w) {
		if v.Kind == Pair && v.Start == 0 && v.End == len(w) {
			return true
		}
	}
	return false
}
