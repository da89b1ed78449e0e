package jsonfile

import (
	"bytes"
	"encoding/json"
	"time"
	"unicode/utf8"

	"github.com/cairnhq/cairn/judgment"
)

// encode writes c as iptax does (json.dump(cache.model_dump(mode="json"),
// f, indent=2)): two-space indentation, ", " and ": " separators, ASCII only
// (ensure_ascii), keys in insertion order, no trailing newline.
//
// A judgment read from the file is written as it was spelled (its shape):
// the same members in the same order, a user_reasoning or timestamp null or
// "" as it was, its timestamp as written, its unknown members where they
// were. Only what iptax's model would reject is mended: a null url,
// description or ai_provider (as cairn wrote them before) becomes "", an
// empty user_decision null. A judgment cairn added or replaced is written
// as iptax writes one (iptaxShape): url, description and ai_provider ""
// when empty, user_decision and user_reasoning null when empty, the
// timestamp as pydantic writes an aware UTC datetime (see
// appendTimestamp). Unknown top-level members follow the judgments.
func encode(c *cache) ([]byte, error) {
	b := make([]byte, 0, 64+len(c.order)*384)
	b = append(b, "{\n  \"cache_version\": "...)
	b = appendPyString(b, c.version)
	b = append(b, ",\n  \"judgments\": {"...)
	for i, id := range c.order {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, "\n    "...)
		b = appendPyString(b, id)
		b = append(b, ": "...)
		var err error
		if b, err = appendEntry(b, c.byID[id]); err != nil {
			return nil, err
		}
	}
	if len(c.order) > 0 {
		b = append(b, "\n  "...)
	}
	b = append(b, '}')
	var err error
	if b, err = appendMembers(b, c.extra, "  "); err != nil {
		return nil, err
	}
	b = append(b, "\n}"...)
	return b, nil
}

// memberIndent is the indentation of a judgment's members.
const memberIndent = "      "

// appendEntry writes one judgment object (see encode).
func appendEntry(b []byte, e *entry) ([]byte, error) {
	sh := e.shape
	if sh == nil {
		sh = iptaxShape
	}
	var written [nFields]bool
	b = append(b, '{')
	n := 0
	sep := func() {
		if n > 0 {
			b = append(b, ',')
		}
		b = append(b, "\n"+memberIndent...)
		n++
	}
	for _, it := range sh.items {
		if it.field < 0 {
			if int(it.extra) >= len(e.extra) {
				continue
			}
			m := e.extra[it.extra]
			sep()
			var err error
			if b, err = appendMember(b, m, memberIndent); err != nil {
				return nil, err
			}
			continue
		}
		f := int(it.field)
		written[f] = true
		sep()
		b = appendField(b, e, f, it.null)
	}
	// Fields the file did not have: those iptax's model requires, and those
	// cairn set since.
	for f := range nFields {
		if written[f] || !(required(f) || !empty(e.j, f)) {
			continue
		}
		sep()
		b = appendField(b, e, f, f == fUserReasoning)
	}
	if n > 0 {
		b = append(b, "\n    "...)
	}
	return append(b, '}'), nil
}

// required reports whether iptax's model requires field f.
func required(f int) bool {
	return f == fChangeID || f == fDecision || f == fReasoning || f == fProduct
}

// empty reports whether field f of j is unset.
func empty(j *judgment.Judgment, f int) bool {
	if f == fTimestamp {
		return j.Timestamp.IsZero()
	}
	return fieldString(j, f) == ""
}

func fieldString(j *judgment.Judgment, f int) string {
	switch f {
	case fChangeID:
		return j.ChangeID
	case fURL:
		return j.URL
	case fDescription:
		return j.Description
	case fDecision:
		return string(j.Decision)
	case fUserDecision:
		return string(j.UserDecision)
	case fReasoning:
		return j.Reasoning
	case fUserReasoning:
		return j.UserReasoning
	case fProduct:
		return j.Product
	case fAIProvider:
		return j.AIProvider
	}
	return ""
}

// appendField writes member f of e's judgment, key and value. null says
// whether an empty user_reasoning or timestamp is written as null; every
// other field is written as iptax's model requires it: a string, or for
// user_decision a decision or null.
func appendField(b []byte, e *entry, f int, null bool) []byte {
	b = append(b, '"')
	b = append(b, fieldNames[f]...)
	b = append(b, "\": "...)
	j := e.j
	switch f {
	case fTimestamp:
		switch {
		case j.Timestamp.IsZero() && null:
			return append(b, "null"...)
		case e.ts != "":
			return appendPyString(b, e.ts)
		}
		b = append(b, '"')
		b = appendTimestamp(b, j.Timestamp)
		return append(b, '"')
	case fUserDecision:
		if j.UserDecision == "" {
			return append(b, "null"...)
		}
	case fUserReasoning:
		if j.UserReasoning == "" && null {
			return append(b, "null"...)
		}
	}
	return appendPyString(b, fieldString(j, f))
}

// appendMembers writes unknown members, each after a comma, at indent.
func appendMembers(b []byte, ms []member, indent string) ([]byte, error) {
	for _, m := range ms {
		b = append(b, ",\n"...)
		b = append(b, indent...)
		var err error
		if b, err = appendMember(b, m, indent); err != nil {
			return nil, err
		}
	}
	return b, nil
}

// appendMember writes an unknown member, its value indented as json.dump
// indents it, at indent.
func appendMember(b []byte, m member, indent string) ([]byte, error) {
	b = appendPyString(b, m.key)
	b = append(b, ": "...)
	var v bytes.Buffer
	if err := json.Indent(&v, m.raw, indent, "  "); err != nil {
		return nil, err
	}
	return append(b, asciiOnly(v.Bytes())...), nil
}

// appendTimestamp writes t as pydantic writes an aware UTC datetime
// (model_dump(mode="json")): "2006-01-02T15:04:05Z", with six digits of a
// fraction of a second when there are microseconds
// ("2006-01-02T15:04:05.123000Z"). Python's datetime holds microseconds
// only, and so does the Store; a time with nanoseconds beyond them (in an
// export from SQLite or PostgreSQL, which keep them) gets nine digits,
// which iptax reads, dropping the last three.
func appendTimestamp(b []byte, t time.Time) []byte {
	t = t.UTC()
	b = t.AppendFormat(b, "2006-01-02T15:04:05")
	if ns := t.Nanosecond(); ns != 0 {
		digits, v := 9, ns
		if ns%1000 == 0 {
			digits, v = 6, ns/1000
		}
		b = append(b, '.')
		var d [9]byte
		for i := digits - 1; i >= 0; i-- {
			d[i] = byte('0' + v%10)
			v /= 10
		}
		b = append(b, d[:digits]...)
	}
	return append(b, 'Z')
}

// appendPyString writes s as a JSON string as Python's json.dump does by
// default (ensure_ascii): \" \\ \n \r \t \b \f, every other character
// below U+0020 or from U+007F on as a \u escape of four lowercase hex
// digits, a surrogate pair above U+FFFF. An invalid UTF-8 byte (which
// Validate refuses) is written as U+FFFD.
func appendPyString(b []byte, s string) []byte {
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c >= 0x20 && c < 0x7f && c != '"' && c != '\\' {
			i++
			continue
		}
		b = append(b, s[start:i]...)
		switch c {
		case '"':
			b = append(b, '\\', '"')
		case '\\':
			b = append(b, '\\', '\\')
		case '\n':
			b = append(b, '\\', 'n')
		case '\r':
			b = append(b, '\\', 'r')
		case '\t':
			b = append(b, '\\', 't')
		case '\b':
			b = append(b, '\\', 'b')
		case '\f':
			b = append(b, '\\', 'f')
		default:
			r, size := rune(c), 1
			if c >= utf8.RuneSelf {
				r, size = utf8.DecodeRuneInString(s[i:])
			}
			b = appendUEscape(b, r)
			i += size
			start = i
			continue
		}
		i++
		start = i
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}

// appendUEscape writes r as \u escapes, lowercase as Python writes them.
func appendUEscape(b []byte, r rune) []byte {
	if r >= 0x10000 {
		r -= 0x10000
		b = appendU4(b, 0xd800+(r>>10))
		return appendU4(b, 0xdc00+(r&0x3ff))
	}
	return appendU4(b, r)
}

func appendU4(b []byte, r rune) []byte {
	const hex = "0123456789abcdef"
	return append(b, '\\', 'u', hex[r>>12&0xf], hex[r>>8&0xf], hex[r>>4&0xf], hex[r&0xf])
}

// asciiOnly escapes every character of a JSON document from U+007F on
// (DEL and every non-ASCII character) as appendPyString does, as Python's
// json.dump does by default. Such bytes can only occur inside strings, so
// the document stays equivalent.
func asciiOnly(data []byte) []byte {
	n := 0
	for _, c := range data {
		if c >= 0x7f {
			n++
		}
	}
	if n == 0 {
		return data
	}
	out := make([]byte, 0, len(data)+n*5)
	for i := 0; i < len(data); {
		c := data[i]
		if c < 0x7f {
			out = append(out, c)
			i++
			continue
		}
		r, size := rune(c), 1
		if c >= utf8.RuneSelf {
			r, size = utf8.DecodeRune(data[i:])
		}
		i += size
		out = appendUEscape(out, r)
	}
	return out
}
