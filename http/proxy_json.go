package http

import (
	"bytes"
	"encoding/json"
	"sort"
	"strings"
)

// The proxy changes bodies by splicing: it finds the byte span of the one
// value it changes (a message's content, a choice's content) or the place
// where it inserts one (a system message), and copies every other byte as
// it came. These helpers walk JSON text that encoding/json has already
// accepted, so they assume it is well formed.

// skipSpace returns the index of the first byte at or after i that is not
// JSON white space.
func skipSpace(d []byte, i int) int {
	for i < len(d) && (d[i] == ' ' || d[i] == '\t' || d[i] == '\n' || d[i] == '\r') {
		i++
	}
	return i
}

// valueEnd returns the index just past the JSON value that starts at i.
func valueEnd(d []byte, i int) int {
	switch d[i] {
	case '"':
		for j := i + 1; j < len(d); j++ {
			switch d[j] {
			case '\\':
				j++
			case '"':
				return j + 1
			}
		}
		return len(d)
	case '{', '[':
		depth := 0
		for j := i; j < len(d); j++ {
			switch d[j] {
			case '"':
				j = valueEnd(d, j) - 1
			case '{', '[':
				depth++
			case '}', ']':
				depth--
				if depth == 0 {
					return j + 1
				}
			}
		}
		return len(d)
	}
	j := i
	for j < len(d) && !strings.ContainsRune(",}] \t\r\n", rune(d[j])) {
		j++
	}
	return j
}

// eachMember calls fn with the raw key (between its quotes) and the value
// span of every member of the object at i, until fn returns false.
func eachMember(d []byte, i int, fn func(key []byte, vs, ve int) bool) {
	i = skipSpace(d, i)
	if i >= len(d) || d[i] != '{' {
		return
	}
	i = skipSpace(d, i+1)
	for i < len(d) && d[i] == '"' {
		ke := valueEnd(d, i)
		key := d[i+1 : ke-1]
		vs := skipSpace(d, skipSpace(d, ke)+1) // past the colon
		ve := valueEnd(d, vs)
		if !fn(key, vs, ve) {
			return
		}
		i = skipSpace(d, ve)
		if i < len(d) && d[i] == ',' {
			i = skipSpace(d, i+1)
		}
	}
}

// member returns the value span of the member key of the object at i.
func member(d []byte, i int, key string) (vs, ve int, ok bool) {
	eachMember(d, i, func(k []byte, s, e int) bool {
		if string(k) == key {
			vs, ve, ok = s, e, true
			return false
		}
		return true
	})
	return vs, ve, ok
}

// eachElement calls fn with the span of every element of the array at i,
// until fn returns false.
func eachElement(d []byte, i int, fn func(n, vs, ve int) bool) {
	i = skipSpace(d, i)
	if i >= len(d) || d[i] != '[' {
		return
	}
	i = skipSpace(d, i+1)
	for n := 0; i < len(d) && d[i] != ']'; n++ {
		ve := valueEnd(d, i)
		if !fn(n, i, ve) {
			return
		}
		i = skipSpace(d, ve)
		if i < len(d) && d[i] == ',' {
			i = skipSpace(d, i+1)
		}
	}
}

// edit replaces d[start:end] with text (an insertion when start == end).
type edit struct {
	start, end int
	text       []byte
}

// splice applies edits, which must not overlap, to d.
func splice(d []byte, edits []edit) []byte {
	sort.Slice(edits, func(i, j int) bool { return edits[i].start < edits[j].start })
	n := len(d)
	for _, e := range edits {
		n += len(e.text) - (e.end - e.start)
	}
	out := make([]byte, 0, n)
	last := 0
	for _, e := range edits {
		out = append(out, d[last:e.start]...)
		out = append(out, e.text...)
		last = e.end
	}
	return append(out, d[last:]...)
}

// jsonString encodes s as a JSON string, without the HTML escapes of
// json.Marshal (OpenAI's servers do not write them either).
func jsonString(s string) []byte {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s)
	return bytes.TrimRight(b.Bytes(), "\n")
}

// contentText returns the text of a chat message's content: the string, or
// the text parts of a list of parts (images and audio left out), one per
// line; "" for null or anything else.
func contentText(raw json.RawMessage) string {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 {
		return ""
	}
	switch raw[0] {
	case '"':
		var s string
		if json.Unmarshal(raw, &s) == nil {
			return s
		}
	case '[':
		var parts []struct {
			Type string `json:"type"`
			Text string `json:"text"`
		}
		if json.Unmarshal(raw, &parts) != nil {
			return ""
		}
		var texts []string
		for _, p := range parts {
			if (p.Type == "text" || p.Type == "input_text") && p.Text != "" {
				texts = append(texts, p.Text)
			}
		}
		return strings.Join(texts, "\n")
	}
	return ""
}
