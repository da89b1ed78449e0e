package typed

import "strings"

// renamedCalls pairs a call of the output with the same call of another
// function, where the message says what the output's function does or
// that it is wrong, and states the other one as a call: "getDay() is the
// weekday (0-6). Day of month is getDate()." for `today.getDay()`,
// "iteritems is gone in pandas 2.x, it's .items()" for
// `features.iteritems()`. The arguments stay; the receiver stays unless
// the message gives one. The output calls that function once, the
// message states one other function as a call, with the same arguments
// or none, and the output has no call of it.
func (c *context) renamedCalls() []Pair {
	var out []Pair
	calls := map[string]int{} // the output's callees, by their last name
	for _, p := range c.pa {
		if p.Kind == Call {
			calls[lastSeg(p.Key)]++
		}
	}
	for _, p := range c.pa {
		if p.Kind != Call {
			continue
		}
		name := lastSeg(p.Key)
		if calls[name] != 1 || len(name) < 3 || !isIdentLike(name) {
			continue
		}
		if p.Key == name && p.Start > 0 && c.prev[p.Start-1] == '.' {
			continue // a method of an expression (new Date().getYear()): the same name is another API's elsewhere
		}
		if strings.Count(c.prev[:p.Start], "```")%2 == 0 {
			continue // a call the output speaks of in its prose, not one its code makes
		}
		if !c.saysOfCallee(name) {
			continue
		}
		var m *Atom
		n := 0
		for i := range c.ma {
			a := &c.ma[i]
			if a.Kind != Call || a.Part || c.msgPol[i] == Negative || c.msgPol[i] == Described {
				continue
			}
			an := lastSeg(a.Key)
			if an == name || calls[an] > 0 || len(an) < 2 || !isIdentLike(an) || strings.ContainsAny(a.Key, " \t") {
				continue
			}
			if in := strings.TrimSpace(a.Inner); in != "" && in != strings.TrimSpace(p.Inner) && in != "..." {
				continue
			}
			if w := nextWord(c.msg, a.End); w == "it" || w == "that" || w == "them" {
				continue // ".unwrap() it": called on the result, not instead
			}
			n++
			m = a
		}
		if n != 1 {
			continue
		}
		key := p.Key[:len(p.Key)-len(name)] + lastSeg(m.Key)
		if lastSeg(m.Key) != m.Key && !strings.HasPrefix(m.Key, ".") {
			key = m.Key // the message gives the receiver too: r.Context()
		}
		right := key + p.Text[len(p.Key):]
		if right == p.Text {
			continue
		}
		out = append(out, Pair{Wrong: p.Text, Right: right, Start: p.Start, End: p.End, Kind: Call, Core: p.Text, CoreRight: m.Text,
			Score: 0.75, Why: []string{whyCallee, whyNegated}})
	}
	return out
}

// saysOfCallee reports whether the message names the function name,
// alone or called, and says it is wrong or what it does.
func (c *context) saysOfCallee(name string) bool {
	for i, a := range c.ma {
		if c.msgPol[i] != Negative && c.msgPol[i] != Described {
			continue
		}
		if a.Text == name || a.Kind == Call && lastSeg(a.Key) == name && strings.TrimSpace(a.Inner) == "" || a.Text == "."+name {
			return true
		}
	}
	return false
}
