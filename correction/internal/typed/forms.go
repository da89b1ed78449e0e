package typed

// The message forms a typed pair is read from besides the value-to-value
// scoring of pairs(): a key renamed, a terse callee, a value given after
// an option, a number with its name; and the texts never taken as values
// (an elided right side, a phrase starting with an article).

import (
	"strings"

	"github.com/cairnhq/cairn/internal/fold"
)

// newForOption reports a message value that the output has elsewhere
// but gives, after the same option, another value: "-n payments" where
// the output runs "-n default -l app=payments". For that option the
// value is new.
func (c *context) newForOption(a Atom) bool {
	opt := optionBefore(c.msg, a.Start)
	if opt == "" {
		return false
	}
	// The first few places the output gives the option are enough: a
	// message value is checked against each, for every value.
	for i, n := 0, 0; n < maxOptionUses; n++ {
		k := strings.Index(c.prev[i:], opt+" ")
		if k < 0 {
			return false
		}
		at := i + k
		if at == 0 || c.prev[at-1] == ' ' || c.prev[at-1] == '`' {
			v := c.prev[at+len(opt)+1:]
			if e := strings.IndexAny(v, " `\n"); e >= 0 {
				v = v[:e]
			}
			if v != "" && v != a.Text && !strings.HasPrefix(v, "-") {
				return true
			}
		}
		i = at + 1
	}
	return false
}

// maxOptionUses bounds the places of one option newForOption reads.
const maxOptionUses = 16

// optionBefore returns the option ("-n", "--region") written just before
// offset i of s, separated by one space, or "".
func optionBefore(s string, i int) string {
	if i < 3 || s[i-1] != ' ' {
		return ""
	}
	j := i - 1
	k := strings.LastIndexAny(s[:j], " `\n(") + 1
	opt := s[k:j]
	if len(opt) < 2 || opt[0] != '-' || opt == "--" || strings.ContainsAny(opt, "=") {
		return ""
	}
	return opt
}

// renamedKeys pairs a key: value of the output with the message's "name:
// value" of the same value under another key, where the message also
// names the output's key ("Actions wants needs: build, … with
// depends_on"): the key is renamed. The prose lexer does not read "needs:
// build" as a pair (a plain word before a colon is usually a label), so
// it is looked for here, from the output's pairs.
func (c *context) renamedKeys() []Pair {
	var out []Pair
	for _, p := range c.pa {
		if p.Kind != KeyValue || p.Part || p.Key == "" || len(p.Inner) < 2 || strings.ContainsAny(p.Inner, " \t") || !c.keyNamed(p.Key) {
			continue
		}
		suffix := ": " + p.Inner
		for i := 0; ; {
			k := strings.Index(c.msg[i:], suffix)
			if k < 0 {
				break
			}
			at := i + k
			i = at + 1
			end := at + len(suffix)
			if end < len(c.msg) && (isIdentByte(c.msg[end]) || c.msg[end] == '-' || c.msg[end] == '.' && end+1 < len(c.msg) && isIdentByte(c.msg[end+1])) {
				continue // a longer value
			}
			ks := at
			for ks > 0 && (isIdentByte(c.msg[ks-1]) || c.msg[ks-1] == '-' || c.msg[ks-1] == '.') {
				ks--
			}
			key := c.msg[ks:at]
			if len(key) < 2 || strings.EqualFold(key, p.Key) || !isKeyName(key) || !isLetters(key[:1]) {
				continue
			}
			out = append(out, Pair{Wrong: p.Text, Right: key + suffix, Start: p.Start, End: p.End, Kind: KeyValue,
				Core: p.Key, CoreRight: key, Score: 0.8, Why: []string{whyKey, whyNegated}})
		}
	}
	return out
}

// elided reports a text that leaves part of itself out ("f(0.99, ...)",
// "a…"): an abbreviation in the message, not a value to write. A spread
// ("{ ...original }") is code.
func elided(s string) bool {
	if strings.Contains(s, "…") {
		return true
	}
	for i := 0; ; {
		k := strings.Index(s[i:], "...")
		if k < 0 {
			return false
		}
		at := i + k + 3
		if at == len(s) || !isIdentByte(s[at]) && s[at] != '[' && s[at] != '{' && s[at] != '(' {
			return true // not a spread ("...items")
		}
		i = at
	}
}

// articled reports a text that starts with an article: a phrase of the
// prose, not a value.
func articled(s string) bool {
	l := fold.Lower(strings.TrimSpace(s))
	return strings.HasPrefix(l, "the ") || strings.HasPrefix(l, "a ") || strings.HasPrefix(l, "an ")
}

// terseCallee pairs the one call of the output's code with the same call
// to the function a terse message names ("eprintln!" for
// `printerr!("failed: {e}")`, "removesuffix()" for `name.strip('.csv')`):
// the arguments stay, the callee changes.
func (c *context) terseCallee() []Pair {
	if !c.terse {
		return nil
	}
	var call *Atom
	for i := range c.pa {
		if p := &c.pa[i]; p.Kind == Call && p.InCode && !p.Part {
			if call != nil {
				return nil // two calls: which one?
			}
			call = p
		}
	}
	if call == nil {
		return nil
	}
	var name string
	for _, a := range c.ma {
		if a.Part || stop[fold.Lower(a.Text)] || a.Kind != Word && a.Kind != Ident && a.Kind != Call {
			continue
		}
		if name != "" {
			return nil // more than one name
		}
		name = a.Text
		if a.Kind == Call {
			if strings.TrimSpace(a.Inner) != "" {
				return nil // the message gives arguments: not the callee alone
			}
			name = a.Key
		} else if a.End < len(c.msg) && c.msg[a.End] == '!' {
			name += "!"
		}
	}
	key := call.Key
	callee := key
	if k := strings.LastIndexByte(key, '.'); k >= 0 {
		callee = key[k+1:]
	}
	if name == "" || name == callee || !strings.HasSuffix(name, "!") && strings.HasSuffix(callee, "!") ||
		strings.HasSuffix(name, "!") && !strings.HasSuffix(callee, "!") || !isCallName(strings.TrimSuffix(name, "!")) {
		return nil // a macro for a macro, a function for a function
	}
	right := key[:len(key)-len(callee)] + name + call.Text[len(key):]
	return []Pair{{Wrong: call.Text, Right: right, Start: call.Start, End: call.End, Kind: Call,
		Core: callee, CoreRight: name, Score: 0.7, Why: []string{whyCallee}}}
}

// isCallName reports a name a function can have: an identifier with an
// underscore, a digit or a capital inside, or of six letters or more (not
// a word of the prose like "yes" or "right").
func isCallName(s string) bool {
	if s == "" || !isIdentLike(s) || stop[fold.Lower(s)] {
		return false
	}
	return strings.ContainsAny(s, "_0123456789") || len(s) >= 6 || fold.Lower(s) != s
}

// labelAfter returns the name written after a number at offset end of s:
// one to three capitalised words ("OK", "Not Found", "Too Many Requests"),
// or "".
func labelAfter(s string, end int) string {
	if end >= len(s) || s[end] != ' ' {
		return ""
	}
	i, n := end+1, 0
	last := -1
	for n < 3 && i < len(s) && s[i] >= 'A' && s[i] <= 'Z' {
		j := i
		for j < len(s) && (s[j] >= 'a' && s[j] <= 'z' || s[j] >= 'A' && s[j] <= 'Z') {
			j++
		}
		if j-i < 2 {
			break
		}
		last, n = j, n+1
		if j >= len(s) || s[j] != ' ' {
			break
		}
		i = j + 1
	}
	if last < 0 {
		return ""
	}
	return s[end+1 : last]
}

// sentenceInitial reports whether the word at offset k of s starts a
// sentence: at the start of s, a line, or a code span, or after ". ",
// "! ", "? ".
func sentenceInitial(s string, k int) bool {
	j := k
	for j > 0 && (s[j-1] == ' ' || s[j-1] == '`' || s[j-1] == '*' || s[j-1] == '"') {
		j--
	}
	return j == 0 || strings.ContainsRune(".!?:\n", rune(s[j-1]))
}

// WholeChain returns right extended by the method calls the message
// chains after it: "name.chars()" in "name.chars().count() counts
// characters" is "name.chars().count()", whose last call is the fix.
// A right the message does not chain, or whose chain follows wrong in
// prev as well (df.groupby('b').sum() → df.groupby('a').sum()), is
// returned as it is.
func WholeChain(message, prev, wrong, right string) string {
	r := strings.TrimSpace(right)
	if r == "" || !strings.HasSuffix(r, ")") && !isIdentByte(r[len(r)-1]) {
		return right
	}
	for from := 0; from < len(message); {
		i := strings.Index(message[from:], r)
		if i < 0 {
			return right
		}
		i += from
		from = i + 1
		if i > 0 && (isIdentByte(message[i-1]) || message[i-1] == '.') {
			continue
		}
		end := i + len(r)
		for end+1 < len(message) && message[end] == '.' && (isIdentByte(message[end+1]) && !(message[end+1] >= '0' && message[end+1] <= '9')) {
			j := end + 1
			for j < len(message) && isIdentByte(message[j]) {
				j++
			}
			if j < len(message) && message[j] == '(' {
				depth := 0
				k := j
				for ; k < len(message); k++ {
					switch message[k] {
					case '(':
						depth++
					case ')':
						depth--
					}
					if depth == 0 {
						break
					}
				}
				if k == len(message) {
					break // unbalanced: leave it
				}
				j = k + 1
			}
			end = j
		}
		if end > i+len(r) {
			if w := strings.TrimSpace(wrong); w != "" && strings.Contains(prev, w+message[i+len(r):end]) {
				return right // the chain is not the fix
			}
			return message[i:end]
		}
		return right
	}
	return right
}
