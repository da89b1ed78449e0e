package typed

import (
	"slices"
	"strings"
)

// A sibling is a name built like one of the output's: the same first
// parts ("Microsoft.VisualStudioCode" for "Microsoft.VSCode",
// "auth/k8s-prod-euw1" for "auth/kubernetes", "$CI_MERGE_REQUEST_IID" for
// "$CI_MERGE_REQUEST_ID") or the same last ones ("pki_int/issue/x" for
// "pki/issue/x"). A message that states one new name without saying
// which value it replaces ("it's Microsoft.VisualStudioCode") means the
// output's value it is built like, when only one is built like it as
// closely, and no other new value of the message is.

// maxSiblingAtoms bounds the output atoms siblingOf compares with one
// message value.
const maxSiblingAtoms = 400

// nameSeparators split a name into its parts.
const nameSeparators = "._/-:$@\\"

// siblingParts splits s after each run of separators: "auth/k8s-prod" is
// "auth/", "k8s-", "prod".
func siblingParts(s string) []string {
	var out []string
	start := 0
	for i := 0; i < len(s); i++ {
		if strings.IndexByte(nameSeparators, s[i]) < 0 {
			continue
		}
		j := i
		for j < len(s) && strings.IndexByte(nameSeparators, s[j]) >= 0 {
			j++
		}
		if j < len(s) {
			out = append(out, s[start:j])
			start = j
		}
		i = j - 1
	}
	return append(out, s[start:])
}

// sharedParts reports whether a and b are built alike: as many parts,
// all the same but their last ("Dispatchers.Default", "Dispatchers.IO")
// or their first ("GlobalScope.launch", "viewModelScope.launch"), and
// returns how many they share, with the letters and digits those hold. A
// name with another depth ("DispatchQueue.main.async") or another part
// changed inside ("UV_HTTP_BASIC_X", "UV_INDEX_X") is no sibling.
func sharedParts(a, b string) (n, letters int) {
	pa, pb := siblingParts(a), siblingParts(b)
	if len(pa) < 2 || len(pa) != len(pb) {
		return 0, 0
	}
	trim := func(p string) string { return strings.TrimRight(p, nameSeparators) }
	last := len(pa) - 1
	var shared []string
	var ca, cb string // the changed parts
	switch {
	case slices.Equal(pa[:last], pb[:last]) && pa[last] != pb[last]:
		shared, ca, cb = pa[:last], pa[last], pb[last]
	case slices.Equal(pa[1:], pb[1:]) && trim(pa[0]) != trim(pb[0]) && pa[0][len(trim(pa[0])):] == pb[0][len(trim(pb[0])):]:
		shared, ca, cb = pa[1:], trim(pa[0]), trim(pb[0])
	default:
		return 0, 0
	}
	// A changed part of digits is a date's, an address's or a version's,
	// which their kinds pair; a changed unit ("max_delay_ms" →
	// "max_delay_us") changes the value with it.
	if isDigits(ca) || isDigits(cb) || measureUnit(ca) || measureUnit(cb) {
		return 0, 0
	}
	for _, p := range shared {
		for i := 0; i < len(p); i++ {
			if isAlnum(p[i]) {
				letters++
			}
		}
	}
	return len(shared), letters
}

// extendsName reports whether name is short with parts added before or
// after it: "nginx-internal" extends "nginx".
func extendsName(name, short string) bool {
	if strings.HasPrefix(name, short) {
		return strings.IndexByte(nameSeparators, name[len(short)]) >= 0
	}
	if strings.HasSuffix(name, short) {
		return strings.IndexByte(nameSeparators, name[len(name)-len(short)-1]) >= 0
	}
	return false
}

// measureUnit reports a unit of time, size, length, rate or frequency.
func measureUnit(s string) bool {
	switch units[strings.ToLower(s)] {
	case "time", "size", "length", "rate", "frequency":
		return true
	}
	return false
}

func isAlnum(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// siblingOf returns the one text of the output that message atom mi is a
// sibling of, or "". It is memoised per atom.
func (c *context) siblingOf(mi int) string {
	if s, ok := c.siblings[mi]; ok {
		return s
	}
	if c.siblings == nil {
		c.siblings = map[int]string{}
	}
	s := c.sibling(mi)
	c.siblings[mi] = s
	return s
}

func (c *context) sibling(mi int) string {
	m := c.ma[mi]
	if m.Kind == Word || m.Kind == Quoted || m.Part || c.inPrev(m) || len(m.Text) < 4 {
		return "" // a piece of a larger value ("choco-internal" of a URL) is not stated alone
	}

	best, bestText, tie := 0, "", false
	seen := map[string]bool{}
	for i, p := range c.pa {
		if i >= maxSiblingAtoms {
			break
		}
		if p.Kind == Word || p.Kind == Quoted || seen[p.Text] {
			continue
		}
		seen[p.Text] = true
		if strings.Contains(p.Text, m.Text) || strings.Contains(m.Text, p.Text) {
			continue
		}
		n, letters := sharedParts(m.Text, p.Text)
		if n == 0 || letters < 2 {
			continue
		}
		switch {
		case n > best:
			best, bestText, tie = n, p.Text, false
		case n == best:
			tie = true
		}
	}
	if best == 0 || tie {
		return ""
	}
	for _, o := range c.ma {
		if len(o.Text) >= 3 && len(o.Text) < len(m.Text) && (o.End <= m.Start || o.Start >= m.End) && c.inPrev(o) && extendsName(m.Text, o.Text) {
			// "no class called nginx … nginx-internal": the value of the
			// output the message names and m extends is the one replaced.
			return ""
		}
	}
	if c.namesOther(bestText) {
		return ""
	}
	// No other new value of the message is built like it as closely.
	for j, o := range c.ma {
		if j == mi || o.Kind == Word || o.Text == m.Text || c.inPrev(o) || strings.Contains(m.Text, o.Text) || strings.Contains(o.Text, m.Text) {
			continue
		}
		if n, _ := sharedParts(o.Text, bestText); n >= best {
			return ""
		}
	}
	return bestText
}

// siblingsLast drops the pairs a sibling made (whySibling) for a right
// value that other evidence pairs as surely with another value of the
// output ("deploy-runners" for the runs-on slot, not for the job
// deploy-prod): a name built like another is the weaker reason.
func siblingsLast(out []Pair) []Pair {
	best := map[string]float64{} // right value → best score of other evidence
	for _, p := range out {
		if !hasWhy(p, whySibling) && p.Score >= MinScore {
			best[p.CoreRight] = max(best[p.CoreRight], p.Score)
		}
	}
	kept := out[:0]
	for _, p := range out {
		if b, ok := best[p.CoreRight]; ok && hasWhy(p, whySibling) && b >= p.Score {
			continue
		}
		kept = append(kept, p)
	}
	return kept
}

// splitNameWords returns the words of a name in lower case: split at
// separators and where a capital follows a lower-case letter
// ("X-Request-Id" is x, request, id; "dueDays" is due, days).
func splitNameWords(s string) []string {
	var out []string
	start := -1
	flush := func(i int) {
		if start >= 0 && i > start {
			out = append(out, strings.ToLower(s[start:i]))
		}
		start = -1
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case !isAlnum(c):
			flush(i)
		case start < 0:
			start = i
		case c >= 'A' && c <= 'Z' && s[i-1] >= 'a' && s[i-1] <= 'z':
			flush(i)
			start = i
		}
	}
	flush(len(s))
	return out
}

// sharedWords returns how many distinct words two names share, or 0 when
// they share fewer than two or less than half the words of the shorter.
func sharedWords(a, b string) int {
	wa, wb := splitNameWords(a), splitNameWords(b)
	set := map[string]bool{}
	for _, w := range wa {
		if len(w) >= 2 && !isDigits(w) {
			set[w] = true
		}
	}
	n, seen := 0, map[string]bool{}
	for _, w := range wb {
		if set[w] && !seen[w] {
			seen[w] = true
			n++
		}
	}
	if n < 2 || 2*n < min(len(wa), len(wb)) {
		return 0
	}
	return n
}

// wordsSharedWith returns the one text of the output whose name shares
// most of its words with message atom mi's ("rg-platform-prod" for
// "platform-prod-rg", "days_until_due" for "due_days"), or "": more
// words than any other value of the output shares, and no other new value
// of the message shares as many with it.
func (c *context) wordsSharedWith(mi int) string {
	if s, ok := c.sharers[mi]; ok {
		return s
	}
	if c.sharers == nil {
		c.sharers = map[int]string{}
	}
	s := c.sharer(mi)
	c.sharers[mi] = s
	return s
}

func (c *context) sharer(mi int) string {
	m := c.ma[mi]
	switch m.Kind {
	case Ident, Dotted, Flag, Path:
	default:
		return ""
	}
	if m.Part || c.inPrev(m) || len(m.Text) < 4 {
		return ""
	}
	best, bestText, tie := 0, "", false
	seen := map[string]bool{}
	for i, p := range c.pa {
		if i >= maxSiblingAtoms {
			break
		}
		if p.Kind != m.Kind || seen[p.Text] || strings.Contains(p.Text, m.Text) || strings.Contains(m.Text, p.Text) {
			continue
		}
		seen[p.Text] = true
		if nameStyle(m.Text) != nameStyle(p.Text) || fileName(m.Text) || fileName(p.Text) {
			continue // another way of naming ("storePassword", "UPLOAD_STORE_PASSWORD"), or another file
		}
		n := sharedWords(m.Text, p.Text)
		switch {
		case n == 0:
		case n > best:
			best, bestText, tie = n, p.Text, false
		case n == best:
			tie = true
		}
	}
	if best == 0 || tie {
		return ""
	}
	if c.namesOther(bestText) {
		return ""
	}
	for j, o := range c.ma {
		if j != mi && o.Text != m.Text && !o.Part && o.Kind != Word && !c.inPrev(o) && sharedWords(o.Text, bestText) >= best {
			return ""
		}
	}
	return bestText
}

// nameStyle is how a name is written: the separators it uses, whether it
// is camel-cased, whether it is in capitals.
func nameStyle(s string) string {
	var b strings.Builder
	for _, sep := range "-_./:" {
		if strings.ContainsRune(s, sep) {
			b.WriteRune(sep)
		}
	}
	camel, upper, lower := false, false, false
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c >= 'A' && c <= 'Z':
			upper = true
			if i > 0 && s[i-1] >= 'a' && s[i-1] <= 'z' {
				camel = true
			}
		case c >= 'a' && c <= 'z':
			lower = true
		}
	}
	switch {
	case camel:
		b.WriteString(" camel")
	case upper && !lower:
		b.WriteString(" upper")
	}
	return b.String()
}

// fileName reports a name that ends in a file's extension ("Kernel.php",
// "build.gradle"): a correction that names another file moves content,
// it does not rename a value.
func fileName(s string) bool {
	base := s[strings.LastIndexAny(s, "/\\")+1:]
	i := strings.LastIndexByte(base, '.')
	if i <= 0 || i == len(base)-1 {
		return false
	}
	ext := base[i+1:]
	return len(ext) <= 10 && strings.ToLower(ext) == ext && !isDigits(ext) && strings.Count(base, ".") == 1
}

// namesOther reports a message that names another value of the output of
// p's family ("there's no plain --version flag" beside
// "--fetch-full-installer"): the user pointed at that one, and a name built
// like p is no reason to replace p.
func (c *context) namesOther(p string) bool {
	fp := family(Atom{Text: p, Kind: classify(p)})
	for _, o := range c.ma {
		if o.Kind != Word && !o.Part && len(o.Text) >= 2 && c.inPrev(o) && !strings.Contains(p, o.Text) &&
			family(o) == fp {
			return true
		}
	}
	return false
}
