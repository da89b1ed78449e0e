package typed

import (
	"sort"
	"strings"
	"unicode"

	"github.com/cairnhq/cairn/internal/fold"
)

// genericKeyParts are the parts of a setting's name that say what sort of
// value it holds rather than which setting it is: "evaluation" names
// evaluation_interval, "log" names LOG_LEVEL.
var genericKeyParts = map[string]bool{
	"interval": true, "level": true, "name": true, "size": true, "count": true, "time": true, "timeout": true,
	"mode": true, "type": true, "path": true, "dir": true, "url": true, "host": true, "port": true, "env": true,
	"version": true, "policy": true, "limit": true, "max": true, "min": true, "default": true, "value": true,
}

// namedSettings pairs a setting of the output (a key/value pair, an
// option with its value) with the value the message gives it by name:
// `NODE_ENV should be "production"` for NODE_ENV=develop, "prod log level
// is warn" for LOG_LEVEL=DEBUG, "evaluation should stay at 1m" for
// evaluation_interval: 30s. The message names the setting (the key
// itself, or its name in words) and, right after it and a word that
// states a value ("is", "should be", "="), one value; the pair replaces
// the setting's value and keeps its key. Only a setting the output holds
// once, named by no other setting's name.
func (c *context) namedSettings() []Pair {
	var out []Pair
	lm := fold.Lower(c.msg) // offsets into lm are offsets into c.msg
	for _, p := range c.pa {
		if p.Kind != KeyValue || p.Key == "" || p.Inner == "" || strings.ContainsAny(strings.TrimSpace(p.Inner), " \t\n") {
			continue
		}
		start, end, ok := c.settingNamed(lm, strings.Trim(p.Key, `"'`)) // "owner" of a JSON object
		if !ok || len(c.byText[atomKey(p)]) > 1 || negatedBefore(c.mw, start) {
			continue // "there's no app label": the setting itself is wrong
		}
		if !strings.EqualFold(c.msg[start:end], p.Key) && c.valueEndsAt(start) {
			continue // "setup-node@v3 runs on node16": words said of another value, not runs-on
		}
		v, ok := c.settingValueAfter(end)
		if !ok || !settingValue(v, p.Inner) || inChoiceList(c.msg, v.Start, v.End) {
			continue // "if_exists is fail / replace / append": the choices
		}
		inner := strings.TrimSpace(p.Inner)
		right := unquote(v.Text)
		if unquote(inner) != inner {
			right = inner[:1] + right + inner[len(inner)-1:]
		} else if upperWord(inner) && fold.Lower(right) == right {
			right = strings.ToUpper(right) // the output's spelling of a level: WARN for warn
		}
		if strings.EqualFold(unquote(right), unquote(inner)) || strings.Count(c.prevLower, fold.Lower(p.Key)) > 1 {
			continue // the value it has, or a setting that stands twice
		}
		k := strings.LastIndex(p.Text, inner)
		if k < 0 {
			continue
		}
		out = append(out, Pair{Wrong: p.Text, Right: p.Text[:k] + right + p.Text[k+len(inner):], Start: p.Start, End: p.End,
			Kind: KeyValue, Core: inner, CoreRight: right, Score: 0.72, Why: []string{whyKey, whyStated}})
	}
	return out
}

// valueEndsAt reports whether a value of the message (not a plain word)
// ends right before offset at, with only spaces between: the subject of
// the words that follow.
func (c *context) valueEndsAt(at int) bool {
	for _, a := range c.ma {
		if a.Part || a.Kind == Word || a.End > at || strings.TrimSpace(c.msg[a.End:at]) != "" {
			continue
		}
		return true
	}
	return false
}

// negatedBefore reports whether the words of ws just before offset at
// negate what follows ("there's no app label", "not the timeout").
func negatedBefore(ws []word, at int) bool {
	bi := sort.Search(len(ws), func(k int) bool { return ws[k].end > at })
	before := window(ws[:bi], true, 4)
	return negBeforeCues.match(before)
}

// settingNamed finds key in the lower-cased message: the key itself, or
// its name's parts as words in a row, where the parts left out are
// generic ("evaluation" for evaluation_interval). It returns the offsets
// of the mention. A part that another setting's name also starts with
// does not name this one alone.
func (c *context) settingNamed(lm, key string) (int, int, bool) {
	lk := fold.Lower(key)
	if i := wholeIndex(lm, lk); i >= 0 {
		return i, i + len(lk), true
	}
	parts := nameParts(key)
	if len(parts) < 2 {
		return 0, 0, false
	}
	var must []string
	for _, p := range parts {
		if !genericKeyParts[p] {
			must = append(must, p)
		}
	}
	if len(must) == 0 {
		must = parts
	}
	phrase := strings.Join(parts, " ")
	if i := wholeIndex(lm, phrase); i >= 0 {
		return i, i + len(phrase), true
	}
	head := strings.Join(must, " ")
	i := wholeIndex(lm, head)
	if i < 0 || len(head) < 4 {
		return 0, 0, false
	}
	// Another setting of the output whose name has these parts too.
	for _, q := range c.pa {
		if q.Kind == KeyValue && q.Key != "" && !strings.EqualFold(q.Key, key) &&
			strings.Contains(strings.Join(nameParts(q.Key), " "), head) {
			return 0, 0, false
		}
	}
	return i, i + len(head), true
}

// settingValueAfter returns the one value of the message that follows offset at,
// past words that state a value ("is", "should be", "=", "to", "at").
func (c *context) settingValueAfter(at int) (Atom, bool) {
	for i, a := range c.ma {
		if a.Start < at || a.Part || a.Kind == Word && valueCue[fold.Lower(a.Text)] {
			continue
		}
		for _, w := range strings.Fields(fold.Lower(c.msg[at:a.Start])) {
			if !valueCue[strings.Trim(w, ",:")] && w != "=" && w != ":" {
				return Atom{}, false
			}
		}
		if c.msgPol[i] == Negative || a.Kind == Code || a.Kind == KeyValue || stop[fold.Lower(a.Text)] ||
			roleNouns[fold.Lower(a.Text)] != "" {
			return Atom{}, false
		}
		return a, true
	}
	return Atom{}, false
}

// settingValue reports whether v, a value of the message, can be the new
// value of a setting whose value is inner: of a kind that replaces it,
// and a plain word only for a plain word ("warn" for DEBUG, not
// "seconds" for 30000).
func settingValue(v Atom, inner string) bool {
	in := top(unquote(strings.TrimSpace(inner)))
	val := top(unquote(v.Text))
	if in == nil || val == nil {
		return false
	}
	if u, w := unquote(strings.TrimSpace(inner)), unquote(v.Text); u != "" && strings.IndexByte("^~<>=", u[0]) >= 0 && !strings.HasPrefix(w, u[:1]) {
		// "^17.0.2" for "we're on React 18": a range of versions, and the
		// message names a release, not the range to write.
		return false
	}
	if val.Kind == Word || in.Kind == Word {
		// A word for a word; a level in capitals (DEBUG) is a word too,
		// and so is a name of words joined by hyphens (data-platform).
		return (val.Kind == Word || in.Kind == Word && kebabWords(val.Text)) && (in.Kind == Word || upperWord(in.Text))
	}
	return compatible(*val, *in)
}

// valueCue are the words between a setting's name and its value.
var valueCue = map[string]bool{
	"is": true, "should": true, "be": true, "must": true, "needs": true, "to": true, "at": true, "stay": true,
	"set": true, "it's": true, "has": true, "always": true, "in": true, "on": true, "of": true,
}

// nameParts splits a setting's name into lower-case words: at '_', '-',
// '.' and camel-case humps ("minReplicas" → min replicas).
func nameParts(key string) []string {
	var parts []string
	var b strings.Builder
	flush := func() {
		if b.Len() > 0 {
			parts = append(parts, fold.Lower(b.String()))
			b.Reset()
		}
	}
	rs := []rune(key)
	for i, r := range rs {
		switch {
		case r == '_' || r == '-' || r == '.' || r == '/':
			flush()
		case unicode.IsUpper(r) && i > 0 && unicode.IsLower(rs[i-1]):
			flush()
			b.WriteRune(r)
		default:
			b.WriteRune(r)
		}
	}
	flush()
	return parts
}

// upperWord reports a word in capitals: DEBUG, INFO.
func upperWord(s string) bool {
	return s != "" && strings.ToUpper(s) == s && fold.Lower(s) != s && isLetters(s)
}

// kebabWords reports words of lower-case letters joined by hyphens:
// "data-platform".
func kebabWords(s string) bool {
	if !strings.Contains(s, "-") || strings.HasPrefix(s, "-") || strings.HasSuffix(s, "-") || strings.Contains(s, "--") {
		return false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; !(c >= 'a' && c <= 'z' || c == '-') {
			return false
		}
	}
	return true
}

// countedSettings pairs a whole-number setting of the output with the
// count the message gives of what it counts: "prod needs 3 replicas" for
// replicaCount: 2, "give it 8 workers" for workers=4. The message writes
// a number right before the noun that names the setting (the one part of
// its name that is not generic, as a word, singular or plural), once; the
// output holds the setting once, and the number is not said to be wrong.
func (c *context) countedSettings() []Pair {
	var out []Pair
	for _, p := range c.pa {
		inner := strings.TrimSpace(p.Inner)
		if p.Kind != KeyValue && p.Kind != Flag || p.Key == "" || !isDigits(unquote(inner)) || len(c.byText[atomKey(p)]) > 1 {
			continue
		}
		key := strings.Trim(p.Key, `"'-`)
		if strings.Count(c.prevLower, fold.Lower(key)) > 1 {
			continue // a setting that stands twice
		}
		var noun string
		for _, part := range nameParts(key) {
			if genericKeyParts[part] {
				continue
			}
			if noun != "" {
				noun = ""
				break // two naming parts: the count names neither alone
			}
			noun = part
		}
		noun = strings.TrimSuffix(noun, "s")
		if len(noun) < 4 {
			continue
		}
		var found *Atom
		n := 0
		for mi, m := range c.ma {
			if m.Kind != Number || m.Part || !isDigits(m.Text) || c.msgPol[mi] == Negative || m.Text == unquote(inner) {
				continue // ("with 2 replicas drains hang" speaks of the value there is)
			}
			if w := nextWord(c.msg, m.End); w == "" || strings.TrimSuffix(w, "s") != noun || m.End >= len(c.msg) || c.msg[m.End] != ' ' {
				continue
			}
			if negatedBefore(c.mw, m.Start) {
				continue // "not 2 replicas": the count that is wrong
			}
			n++
			found = &c.ma[mi]
		}
		if n != 1 {
			continue
		}
		right := found.Text
		if unquote(inner) != inner {
			right = inner[:1] + right + inner[len(inner)-1:]
		}
		k := strings.LastIndex(p.Text, inner)
		if k < 0 {
			continue
		}
		out = append(out, Pair{Wrong: p.Text, Right: p.Text[:k] + right + p.Text[k+len(inner):], Start: p.Start, End: p.End,
			Kind: p.Kind, Core: inner, CoreRight: right, Score: 0.72, Why: []string{whyKey, whyStated}})
	}
	return out
}
