package scope

import "strings"

// Qualified names: a head noun with a name before it ("the payments
// service", "the Growth plan", "the billing namespace", "the orders
// table"). Each head noun is a sort of its own: "payments service" and
// "ledger service" exclude one another, "payments service" and "orders
// table" do not.

// heads are the nouns that name a kind of thing a text can qualify.
var heads = map[string]bool{
	"service": true, "services": true, "plan": true, "namespace": true, "cluster": true, "bucket": true,
	"database": true, "db": true, "table": true, "team": true, "channel": true, "repo": true, "repository": true,
	"project": true, "account": true, "queue": true, "topic": true, "app": true, "application": true,
	"api": true, "library": true, "module": true, "package": true, "job": true, "dashboard": true, "tier": true,
	"add-on": true, "addon": true, "server": true, "worker": true, "workers": true, "endpoint": true, "site": true,
	"tool": true, "controller": true, "pool": true, "stack": true, "tenant": true, "org": true,
	"workspace": true, "instance": true, "index": true, "schema": true, "role": true, "group": true,
	"region": true, "subnet": true, "vpc": true, "domain": true, "host": true, "product": true, "feature": true,
	"component": true, "crate": true, "gem": true, "image": true, "container": true, "pod": true, "deployment": true,
	"function": true, "lambda": true, "pipeline": true, "branch": true, "client": true, "sdk": true, "cli": true,
	"version": true, "edition": true, "license": true, "model": true, "store": true, "shop": true, "storefront": true,
}

// modifiers are words before a head noun that do not name it.
var modifiers = map[string]bool{
	"the": true, "a": true, "an": true, "this": true, "that": true, "these": true, "those": true, "our": true,
	"your": true, "my": true, "their": true, "its": true, "his": true, "her": true, "each": true, "every": true,
	"all": true, "any": true, "some": true, "no": true, "new": true, "old": true, "main": true, "default": true,
	"same": true, "other": true, "another": true, "first": true, "second": true, "last": true, "next": true,
	"whole": true, "entire": true, "big": true, "small": true, "large": true, "single": true, "separate": true,
	"specific": true, "given": true, "current": true, "existing": true, "shared": true, "s": true, "own": true,
	"dev": true, "local": true, "one": true, "two": true, "of": true, "in": true, "on": true, "for": true,
	"to": true, "is": true, "are": true, "and": true, "or": true, "with": true, "from": true, "by": true,
	"it": true, "we": true, "you": true, "i": true, "be": true, "was": true, "use": true, "uses": true,
	"via": true, "at": true, "as": true, "what": true, "which": true, "how": true, "right": true, "wrong": true,
	"correct": true, "actual": true, "real": true, "proper": true, "only": true, "just": true, "then": true,
	"running": true, "whose": true, "where": true, "when": true, "why": true, "can": true, "do": true,
	"does": true, "should": true, "will": true, "would": true, "could": true, "not": true,
}

// qualified returns the qualified names of text: a head noun right after
// a name ("the payments service", "the Growth plan", "the quote-service
// API"). The name must look like one: capitalised inside a sentence, or
// shaped like code (a hyphen, an underscore, a digit, a dot), or right
// after "the" and before the head noun.
func qualified(text string, toks []tok) []Mention {
	var out []Mention
	for i, t := range toks {
		if !scopeHeads[t.w] || i == 0 {
			continue
		}
		q, ok := nameBefore(text, toks, i)
		if !ok {
			continue
		}
		head := t.w
		if head == "services" || head == "workers" {
			head = head[:len(head)-1]
		}
		out = append(out, Mention{Sort: Qualified + ":" + Sort(head), Member: q, Start: t.start, End: t.end})
	}
	return out
}

// scopeHeads are the head nouns whose qualifier names a scope.
var scopeHeads = map[string]bool{
	"service": true, "services": true, "plan": true, "namespace": true, "cluster": true, "team": true,
	"tier": true, "add-on": true, "addon": true, "environment": true, "account": true, "project": true,
	"app": true, "application": true, "database": true, "db": true, "server": true, "bucket": true,
	"queue": true, "topic": true, "workspace": true, "tenant": true, "product": true, "edition": true,
	"gateway": true, "region": true, "stack": true, "pipeline": true, "repo": true, "repository": true,
}

// nameBefore returns the name right before the head noun at i, when it
// looks like a name.
func nameBefore(text string, toks []tok, i int) (string, bool) {
	j := i - 1
	if j < 0 {
		return "", false
	}
	t := toks[j]
	if modifiers[t.w] || heads[t.w] || len(t.w) < 2 {
		return "", false
	}
	if e, ok := lexicon[t.w]; ok && e.sort == Env {
		return "", false
	}
	if strings.Trim(text[t.end:toks[i].start], " \t") != "" {
		return "", false // "line_number, database": a list, not a name and its noun
	}
	raw := text[t.start:t.end]
	if head := text[toks[i].start:toks[i].end]; raw == strings.ToUpper(raw) && head == strings.ToUpper(head) {
		return "", false // "TYPE DATABASE USER": a header row of capitals
	}
	codeish := strings.ContainsAny(raw, "-_.0123456789")
	capital := raw[0] >= 'A' && raw[0] <= 'Z' && !sentenceInitial(text, t.start)
	afterThe := j > 0 && toks[j-1].w == "the"
	if codeish || capital || afterThe {
		return t.w, true
	}
	return "", false
}

// sentenceInitial reports whether byte i starts a sentence of text.
func sentenceInitial(text string, i int) bool {
	k := i - 1
	for k >= 0 && (text[k] == ' ' || text[k] == '*' || text[k] == '`' || text[k] == '"') {
		k--
	}
	return k < 0 || strings.ContainsRune(".!?\n:", rune(text[k]))
}
