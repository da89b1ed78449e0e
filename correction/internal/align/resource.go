package align

import (
	"strings"

	"github.com/cairnhq/cairn/correction/internal/typed"
	"github.com/cairnhq/cairn/internal/fold"
)

// resourceNouns are the kinds of named thing a value of infrastructure or
// data names: "the payments bucket", "namespace payments". The same name
// often stands for several of them (a bucket, a namespace and a database
// all called after the service), so a fix taught for one is not a fix for
// another.
var resourceNouns = map[string]bool{
	"bucket": true, "namespace": true, "cluster": true, "database": true, "schema": true,
	"table": true, "queue": true, "topic": true, "host": true, "hostname": true, "region": true,
	"zone": true, "project": true, "account": true, "repo": true, "repository": true, "branch": true,
	"image": true, "container": true, "volume": true, "role": true, "group": true, "vpc": true,
	"subnet": true, "index": true, "channel": true, "secret": true, "domain": true,
	"deployment": true, "pod": true, "node": true, "pool": true, "stream": true, "dataset": true,
	"folder": true, "directory": true, "registry": true, "workspace": true, "tenant": true,
	"environment": true, "vault": true, "keyspace": true, "collection": true, "exchange": true,
	"subscription": true, "organization": true, "org": true, "site": true, "app": true,
	"tap": true, "package": true, "crate": true, "module": true, "gem": true,
}

// resourceOptions name the kind of resource their argument is.
var resourceOptions = map[string]string{
	"-n": "namespace", "--namespace": "namespace", "--bucket": "bucket", "--cluster": "cluster",
	"--region": "region", "--zone": "zone", "--project": "project", "--database": "database",
	"--dbname": "database", "--schema": "schema", "--table": "table", "--queue": "queue",
	"--topic": "topic", "--host": "host", "--branch": "branch", "--image": "image",
	"--repo": "repo", "--repository": "repository", "--index": "index", "--workspace": "workspace",
	"--vpc": "vpc", "--subnet": "subnet", "--role": "role", "--group": "group", "--account": "account",
	"--context": "cluster", "--org": "org", "--tenant": "tenant", "--app": "app",
}

// linkWords stand between a name and the noun that says what it is ("the
// bucket is X", "X's", "called X").
var linkWords = map[string]bool{
	"the": true, "a": true, "an": true, "our": true, "your": true, "its": true, "their": true,
	"is": true, "are": true, "was": true, "be": true, "should": true, "must": true, "it's": true,
	"called": true, "named": true, "s": true, "new": true, "old": true, "this": true, "that": true,
}

// resourceNounsBeside returns the resource nouns standing next to the atom
// that holds s[start:end] on its line, link words aside ("the `X`
// namespace", "bucket X", "bucket is X"), and the one an option before it
// names (-n X).
func resourceNounsBeside(s string, start, end int) []string {
	a, b := atomAround(s, start, end)
	var out []string
	add := func(n string) {
		if n != "" && !slicesContains(out, n) {
			out = append(out, n)
		}
	}
	if o := optionBefore(s, a); o != "" {
		add(resourceOptions[o])
	}
	for _, host := range []string{"github.com:", "github.com/", "gitlab.com:", "gitlab.com/", "bitbucket.org:", "bitbucket.org/"} {
		if strings.HasSuffix(s[:a], host) {
			add("repo") // git@github.com:org/name.git names a repository
		}
	}
	// Four words each side at most: 64 bytes of the line.
	ls, _ := lineWindow(s, a, 64)
	_, le := lineWindow(s, b, 64)
	add(nounNear(s[ls:a], true))
	add(nounNear(s[b:le], false))
	return out
}

// atomAround returns the bounds of the run of value bytes that holds
// s[start:end].
func atomAround(s string, start, end int) (int, int) {
	a, b := start, end
	for a > 0 && start-a < maxAtomReach && isValueByte(s[a-1]) {
		a--
	}
	for b < len(s) && b-end < maxAtomReach && isValueByte(s[b]) {
		b++
	}
	return a, b
}

// maxAtomReach bounds how far atomAround and assignedAt look for the
// ends of an atom: a name is never longer.
const maxAtomReach = 256

// nounNear returns the resource noun that ends (before) or begins (after)
// side, skipping quotes, backticks and link words, or "".
func nounNear(side string, before bool) string {
	// A noun says what the name is only within its phrase: "(repo X)"
	// after a name is about X.
	if before {
		if k := strings.LastIndexAny(side, "(),;[]{}"); k >= 0 {
			side = side[k+1:]
		}
	} else if k := strings.IndexAny(side, "(),;[]{}"); k >= 0 {
		side = side[:k]
	}
	toks := strings.FieldsFunc(fold.Lower(side), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r == '\'')
	})
	for n := 0; n < len(toks) && n < 4; n++ {
		i := n
		if before {
			i = len(toks) - 1 - n
		}
		w := strings.Trim(toks[i], "'")
		if linkWords[w] || w == "" {
			continue
		}
		if resourceNouns[w] {
			return w
		}
		if p := strings.TrimSuffix(w, "s"); p != w && resourceNouns[p] {
			return p
		}
		return ""
	}
	return ""
}

// taughtResources returns the resource nouns that the message or the taught
// output set next to the wrong or the right text: what the correction
// says the value is.
func taughtResources(wrong, right, teach, message string) []string {
	var out []string
	names := []string{strings.TrimSpace(wrong), strings.TrimSpace(right), coreAtom(wrong), coreAtom(right)}
	if wc, rc, _, ok := segmentCore(wrong, right); ok {
		names = append(names, wc, rc)
	}
	for _, src := range []string{message, teach} {
		for _, v := range names {
			if len(v) < 3 || isLowerLetters(v) {
				continue // a plain word ("internal") is prose as often as a name
			}
			seen := 0
			typed.EachOccurrence(src, v, func(at, end int) bool {
				seen++
				if a, b := atomAround(src, at, end); strings.Trim(src[a:b], ".-/") == strings.Trim(v, ".-/") {
					// (not a part of another name: "internal" of homebrew-internal)
					for _, n := range resourceNounsBeside(src, at, end) {
						if !slicesContains(out, n) {
							out = append(out, n)
						}
					}
				}
				return seen < maxTaughtOccurrences
			})
		}
	}
	return out
}

// isLowerLetters reports whether s is made of lower-case ASCII letters.
func isLowerLetters(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < 'a' || s[i] > 'z' {
			return false
		}
	}
	return s != ""
}
