package align

import (
	"regexp"
	"strings"
	"sync"
	"unicode"

	"github.com/cairnhq/cairn/internal/fold"
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
			if isVar[v.Text] || v.Inner == "part" || stop[fold.Lower(v.Text)] {
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
			// A call whose name is a stop word ("NOW()", "LEFT(s, 3)"): an
			// output indexes the name, not the call.
			if vs := Values(wrong); len(vs) > 0 && vs[0].Kind == Call && vs[0].Start == 0 && vs[0].End == len(best) && vs[0].Key != "" && len(vars) == 0 {
				best = vs[0].Key
			}
		}
		best = fold.Lower(best)
		if !slicesContains(keys, best) {
			keys = append(keys, best)
		}
	}
	add(nil)
	if wc, _, _, ok := segmentCore(wrong, right); ok && !slicesContains(keys, fold.Lower(wc)) {
		keys = append(keys, fold.Lower(wc))
	}
	for _, vs := range variableSets(wrong, right) {
		add(vs)
	}
	if n := numberedName(wrong, right); n != "" {
		// "PLT-482" taught, "PLT-517" found: OutputKeys gives the head.
		if k := fold.Lower(strings.TrimSpace(wrong)); len(k) > len(n)+1 {
			if head := k[:len(k)-len(n)-1]; !slicesContains(keys, head) {
				keys = append(keys, head)
			}
		}
	}
	if k, ok := settingIndexKey(wrong, right); ok && !slicesContains(keys, k) {
		// The setting in any case, or written in code as two strings.
		keys = append(keys, k)
	}
	if c, ok := coreVariant(wrong, right); ok {
		_ = c
		wf, rf := strings.Fields(wrong), strings.Fields(right)
		_ = rf
		for _, w := range wf {
			lw := fold.Lower(strings.Trim(w, ".,;:"))
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
	return fold.Lower(pairSpaces.Replace(s))
}

// OutputKeys calls key with every key under which output may hold a
// mistake: its names and values in lower case, the contents of its quoted
// strings, and the heads and tails of its compound names
// ("spring.jpa.hibernate.ddl-auto" holds "ddl-auto"). A key may come more
// than once.
func OutputKeys(output string, key func(string)) {
	codeSettingKeys(output, key)
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
			pk := pairKey(v.Text)
			key(pk)
			if k, _, val, ok := cutSetting(v.Text); ok {
				settingKeys(k, val, key)
			}
			// The pair under a dotted key holds the pair of its last
			// segments: "spring.jpa.hibernate.ddl-auto=create" holds
			// "ddl-auto=create".
			if sep := strings.IndexAny(pk, "=:"); sep > 0 {
				// A quoted value holds the bare one: mode="fast" is the
				// pair mode=fast was taught as.
				if val := pk[sep+1:]; len(val) >= 2 && (val[0] == '"' || val[0] == '\'') && val[len(val)-1] == val[0] {
					key(pk[:sep+1] + val[1:len(val)-1])
				}
				for i := 0; i < sep; i++ {
					if pk[i] == '.' {
						key(pk[i+1:])
					}
				}
				// The value's own keys: "REDIS_URL=redis://localhost:6379/1"
				// holds "localhost:6379" as the bare address does.
				if val := strings.Trim(pk[sep+1:], `"'`); strings.ContainsAny(val, ":/@") {
					atomKeys(val, key)
				}
			}
			continue
		case Call, Code, Cron:
			continue
		}
		t := fold.Lower(v.Text)
		key(t)
		if v.Start > 0 && strings.IndexByte("@#$", output[v.Start-1]) >= 0 {
			// An annotation, a channel or a variable: Values leaves the
			// sigil out, a key made of the whole wrong text keeps it.
			key(string(output[v.Start-1]) + t)
		}
		if v.Kind == Quoted {
			key(fold.Lower(v.Inner))
		}
		atomKeys(t, key)
	}
}

// codeSetting finds a setting written in code as two strings: a call's
// arguments ("Anthropic-Version", "2023-06-01"), a map's entry ('units':
// 'K') or an assignment to an index (headers["x-api-key"] = "…").
var codeSetting = regexp.MustCompile(`["']([A-Za-z_][A-Za-z0-9_.\-]{1,80})["'][ \t]*(?:,|:|\][ \t]*=|=>)[ \t]*["']([^"'\n]{1,200})["']`)

// settingIndex is the index key of a setting in any case and in any of its
// written forms: its key and its value without quotes, in lower case.
func settingIndex(key, val string) string {
	return "\x01" + settingName(key) + "\x00" + fold.Lower(unquote(val))
}

// settingName is a setting's key as the index keeps it: lower case, its
// parts joined by '_'.
func settingName(key string) string {
	return strings.Map(func(r rune) rune {
		if r == '.' || r == '-' {
			return '_'
		}
		return unicode.ToLower(r)
	}, unquote(key))
}

// settingKeys calls key with the settingIndex key of the setting k = val
// and of the settings it may be the environment variable of: the key
// after each '_' that leaves two parts or more
// ("spring_kafka_consumer_auto_offset_reset" holds "auto_offset_reset").
func settingKeys(k, val string, key func(string)) {
	if len(k) > maxSettingKey || len(val) > maxSettingValue {
		return // no taught setting is that long, and an output's cost stays linear
	}
	name, v := settingName(k), fold.Lower(unquote(val))
	key("\x01" + name + "\x00" + v)
	last := strings.LastIndexByte(name, '_')
	for i := 0; i < last; i++ {
		if name[i] == '_' {
			key("\x01" + name[i+1:] + "\x00" + v) // holds name[last]: two parts or more, as settingKeyRE
		}
	}
}

// maxSettingKey and maxSettingValue bound the settings of an output that
// settingKeys keys: longer keys and values are not keyed at all.
const (
	maxSettingKey   = 128
	maxSettingValue = 256
)

// settingIndexKey returns the settingIndex key of wrong when it is a
// setting whose value the fix changes (settingChange): the fixes
// settingFold and settingInCode make variants of.
func settingIndexKey(wrong, right string) (string, bool) {
	k, v, _, ok := settingChange(wrong, right)
	if !ok {
		return "", false
	}
	return settingIndex(k, v), true
}

// codeSettingKeys calls key with the settingIndex key of every setting output
// writes in code as two strings.
func codeSettingKeys(output string, key func(string)) {
	if !strings.ContainsAny(output, `"'`) {
		return
	}
	for _, m := range codeSetting.FindAllStringSubmatchIndex(output, -1) {
		key(settingIndex(output[m[2]:m[3]], output[m[4]:m[5]]))
	}
}

// atomKeys calls key with the heads and tails of t, a name or value in
// lower case, at its separators, and with the host of an address.
func atomKeys(t string, key func(string)) {
	for i := 0; i < len(t); i++ {
		if t[i] == '.' || t[i] == '/' || t[i] == ':' || t[i] == '@' || t[i] == '-' {
			key(t[i+1:])
			key(t[:i])
		}
	}
	if h := hostOf(t); h != "" && h != t {
		key(h)
	}
	// The authority of a URL, host and port: "localhost:6379" of
	// "redis://localhost:6379/1".
	if i := strings.Index(t, "://"); i >= 0 {
		a := t[i+3:]
		if j := strings.IndexAny(a, "/?#"); j >= 0 {
			a = a[:j]
		}
		if j := strings.LastIndexByte(a, '@'); j >= 0 {
			a = a[j+1:]
		}
		if a != "" {
			key(a)
		}
	}
}

// hostOf returns the host of an address ("https://vault.corp.lan:8200/v1",
// "deploy@build.corp.lan:22", "db.corp.lan:5432"): what stands after its
// scheme and user and before its port or path, when that is a dotted name.
// It returns "" for any other text.
func hostOf(t string) string {
	h := t
	if i := strings.Index(h, "://"); i >= 0 {
		h = h[i+3:]
	}
	if i := strings.LastIndexByte(h, '@'); i >= 0 {
		h = h[i+1:]
	}
	if i := strings.IndexAny(h, ":/"); i >= 0 {
		h = h[:i]
	}
	if len(h) < 3 || strings.IndexByte(h, '.') <= 0 || h[len(h)-1] == '.' {
		return ""
	}
	return h
}

// parentKey returns, when s[start:end] is a key of structured text (a
// name followed by ':'), the key it is nested under, in lower case: the
// nearest key before it, on its line ("valueFrom: {secretRef:") or on a
// line indented less (YAML). It returns "" when there is none within a
// few lines, or when s[start:end] is not a key.
func parentKey(s string, start, end int) string {
	j := end
	for j < len(s) && (s[j] == ' ' || s[j] == '"' || s[j] == '\'') {
		j++
	}
	if j >= len(s) || s[j] != ':' || j+1 < len(s) && s[j+1] == ':' {
		return ""
	}
	// The same line, before the key: "parent: {key:" or "parent: [ {key:".
	lineStart := strings.LastIndexByte(s[:start], '\n') + 1
	if k := lastKey(s[lineStart:start]); k != "" {
		return k
	}
	// A line above, indented less than the key's line.
	indent := indentOf(s[lineStart:])
	end = lineStart - 1
	for n := 0; end > 0 && n < 6; n++ {
		ls := strings.LastIndexByte(s[:end], '\n') + 1
		line := s[ls:end]
		end = ls - 1
		if strings.TrimSpace(line) == "" {
			continue
		}
		if indentOf(line) < indent {
			return lastKey(line)
		}
	}
	return ""
}

// lastKey returns the last name in s followed by ':' and then white space,
// '{', '[' or the end of s, in lower case, or "".
func lastKey(s string) string {
	for i := len(s) - 1; i > 0; i-- {
		if s[i] != ':' || i+1 < len(s) && !strings.ContainsRune(" \t{[-", rune(s[i+1])) {
			continue
		}
		k := i
		for k > 0 && (isIdentByteAlign(s[k-1]) || s[k-1] == '.' || s[k-1] == '-') {
			k--
		}
		if k < i && !unicode.IsDigit(rune(s[k])) {
			return fold.Lower(s[k:i])
		}
	}
	return ""
}

// indentOf returns the leading spaces and dashes of a line ("  - key:"
// is indented as deep as its key).
func indentOf(line string) int {
	n := 0
	for n < len(line) && (line[n] == ' ' || line[n] == '\t' || line[n] == '-') {
		n++
	}
	return n
}

func isIdentByteAlign(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}
