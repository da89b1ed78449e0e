package llm

import (
	"strings"
	"unicode"
)

// ParseKeyValues reads the "key: value" lines of a model's reply, as in
//
//	is_correction: yes
//	**Confidence:** 0.8
//	- Category - style
//
// Keys are lower-cased with spaces and hyphens turned into '_' and markdown
// emphasis, bullets, numbering, headings and quotes removed; values are
// trimmed of the same decoration and of surrounding quotes. Only a colon
// separates a key from its value, and a key is at most 64 letters, digits,
// '_' (after normalisation), so prose lines are not mistaken for keys unless
// they start with a short label. The first occurrence of a key wins. A
// non-key line directly after a key line continues its value (joined with a
// space), until a blank line. Lines before the first key are ignored.
func ParseKeyValues(text string) map[string]string {
	out := make(map[string]string)
	last := "" // key whose value continues on the next line, if any
	for _, line := range strings.Split(text, "\n") {
		line = stripDecoration(line)
		if line == "" {
			last = ""
			continue
		}
		if k, v, ok := splitKeyValue(line); ok {
			if _, seen := out[k]; seen {
				last = ""
				continue
			}
			out[k] = v
			last = k
			continue
		}
		if last != "" {
			if out[last] == "" {
				out[last] = cleanValue(line)
			} else {
				out[last] += " " + cleanValue(line)
			}
		}
	}
	return out
}

// stripDecoration removes markdown list, heading and quote markers from the
// start of a line.
func stripDecoration(line string) string {
	line = strings.TrimSpace(line)
	for {
		before := line
		line = strings.TrimLeft(line, "#>•·")
		line = strings.TrimSpace(line)
		if len(line) > 1 && strings.ContainsRune("-*+", rune(line[0])) && line[1] == ' ' {
			line = strings.TrimSpace(line[2:])
		}
		// "1." or "2)" numbering
		i := 0
		for i < len(line) && line[i] >= '0' && line[i] <= '9' {
			i++
		}
		if i > 0 && i < len(line)-1 && (line[i] == '.' || line[i] == ')') && line[i+1] == ' ' {
			line = strings.TrimSpace(line[i+2:])
		}
		if line == before {
			return line
		}
	}
}

func splitKeyValue(line string) (key, value string, ok bool) {
	i := strings.IndexByte(line, ':')
	if i <= 0 {
		return "", "", false
	}
	key = normalizeKey(line[:i])
	if key == "" || len(key) > 64 {
		return "", "", false
	}
	for _, r := range key {
		if r != '_' && !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			return "", "", false
		}
	}
	return key, cleanValue(line[i+1:]), true
}

func normalizeKey(k string) string {
	k = strings.Trim(k, " \t*_`\"'")
	k = strings.ToLower(k)
	k = strings.Map(func(r rune) rune {
		if r == ' ' || r == '-' {
			return '_'
		}
		return r
	}, k)
	for strings.Contains(k, "__") {
		k = strings.ReplaceAll(k, "__", "_")
	}
	return k
}

func cleanValue(v string) string {
	v = strings.TrimSpace(v)
	for {
		before := v
		v = strings.Trim(v, " \t*_`")
		if len(v) >= 2 && (v[0] == '"' && v[len(v)-1] == '"' || v[0] == '\'' && v[len(v)-1] == '\'') {
			v = v[1 : len(v)-1]
		}
		if v == before {
			return v
		}
	}
}

// ParseBool reads a yes/no answer: the first word of s, ignoring case,
// quotes, markdown and trailing punctuation. yes, y, true, 1 and correct are
// true; no, n, false, 0, none and incorrect are false; ok is false for
// anything else.
func ParseBool(s string) (value, ok bool) {
	s = strings.ToLower(cleanValue(s))
	if i := strings.IndexFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }); i >= 0 {
		s = s[:i]
	}
	switch s {
	case "yes", "y", "true", "1", "correct":
		return true, true
	case "no", "n", "false", "0", "none", "incorrect":
		return false, true
	}
	return false, false
}
