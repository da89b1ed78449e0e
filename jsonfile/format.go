package jsonfile

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"unicode/utf8"

	"github.com/cairnhq/cairn/judgment"
)

// CacheVersion is the cache_version this package writes into new files. A
// file with another version is loaded as is and keeps its version (as
// upstream does).
const CacheVersion = "1.0"

// member is one JSON object member this package does not interpret, kept so
// that writing the file back does not drop what another tool stored there.
type member struct {
	key string
	raw json.RawMessage // compact
}

// entry is one judgment of the file and its unknown members.
type entry struct {
	j     *judgment.Judgment
	extra []member
}

// cache is the content of an ai_cache.json file.
type cache struct {
	version string
	extra   []member // unknown top-level members, in file order
	order   []string // change ids in the dict's insertion order
	byID    map[string]*entry
}

func newCache() *cache {
	return &cache{version: CacheVersion, byID: map[string]*entry{}}
}

// errCorrupt marks content that is not an ai_cache.json document.
var errCorrupt = errors.New("not an ai_cache.json document")

func corrupt(format string, args ...any) error {
	return fmt.Errorf("%w: %s", errCorrupt, fmt.Sprintf(format, args...))
}

// decode parses an ai_cache.json document. Keys keep their file order; a
// duplicated key keeps its first position and its last value, as Python's
// json.load into a dict does. Every judgment must pass Validate and be
// stored under its own change_id; otherwise, and for anything that is not
// such a document, decode returns an error wrapping errCorrupt.
func decode(data []byte) (*cache, error) {
	if !utf8.Valid(data) {
		return nil, corrupt("invalid UTF-8")
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	c := newCache()
	if err := expectDelim(dec, '{'); err != nil {
		return nil, err
	}
	for dec.More() {
		key, err := objectKey(dec)
		if err != nil {
			return nil, err
		}
		switch key {
		case "cache_version":
			var v *string
			if err := dec.Decode(&v); err != nil || v == nil {
				return nil, corrupt("cache_version must be a string")
			}
			c.version = *v
		case "judgments":
			if err := decodeJudgments(dec, c); err != nil {
				return nil, err
			}
		default:
			raw, err := rawValue(dec)
			if err != nil {
				return nil, err
			}
			c.extra = setMember(c.extra, key, raw)
		}
	}
	if err := expectDelim(dec, '}'); err != nil {
		return nil, err
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, corrupt("data after the document")
	}
	return c, nil
}

func decodeJudgments(dec *json.Decoder, c *cache) error {
	// A repeated "judgments" member replaces the earlier one.
	c.order, c.byID = nil, map[string]*entry{}
	if err := expectDelim(dec, '{'); err != nil {
		return corrupt("judgments must be an object")
	}
	for dec.More() {
		id, err := objectKey(dec)
		if err != nil {
			return err
		}
		raw, err := rawValue(dec)
		if err != nil {
			return err
		}
		e, err := decodeEntry(id, raw)
		if err != nil {
			return err
		}
		if _, ok := c.byID[id]; !ok {
			c.order = append(c.order, id)
		}
		c.byID[id] = e
	}
	return expectDelim(dec, '}')
}

// known are the members of a judgment that judgment.Judgment holds.
var known = map[string]bool{
	"change_id": true, "decision": true, "reasoning": true, "user_decision": true,
	"user_reasoning": true, "product": true, "url": true, "description": true,
	"ai_provider": true, "timestamp": true,
}

func decodeEntry(id string, raw json.RawMessage) (*entry, error) {
	if len(raw) == 0 || raw[0] != '{' {
		return nil, corrupt("judgment %q is not an object", id)
	}
	j := new(judgment.Judgment)
	if err := json.Unmarshal(raw, j); err != nil {
		return nil, corrupt("judgment %q: %v", id, err)
	}
	if err := j.Validate(); err != nil {
		return nil, corrupt("judgment %q: %v", id, err)
	}
	if j.ChangeID != id {
		return nil, corrupt("judgment %q has change_id %q", id, j.ChangeID)
	}
	e := &entry{j: j}
	dec := json.NewDecoder(bytes.NewReader(raw))
	if err := expectDelim(dec, '{'); err != nil {
		return nil, err
	}
	for dec.More() {
		key, err := objectKey(dec)
		if err != nil {
			return nil, err
		}
		v, err := rawValue(dec)
		if err != nil {
			return nil, err
		}
		if !known[key] {
			e.extra = setMember(e.extra, key, v)
		}
	}
	return e, nil
}

func setMember(ms []member, key string, raw json.RawMessage) []member {
	for i := range ms {
		if ms[i].key == key {
			ms[i].raw = raw
			return ms
		}
	}
	return append(ms, member{key: key, raw: raw})
}

func expectDelim(dec *json.Decoder, want json.Delim) error {
	tok, err := dec.Token()
	if err != nil {
		return corrupt("%v", err)
	}
	if d, ok := tok.(json.Delim); !ok || d != want {
		return corrupt("expected %q, found %v", want, tok)
	}
	return nil
}

func objectKey(dec *json.Decoder) (string, error) {
	tok, err := dec.Token()
	if err != nil {
		return "", corrupt("%v", err)
	}
	key, ok := tok.(string)
	if !ok {
		return "", corrupt("expected an object key, found %v", tok)
	}
	return key, nil
}

func rawValue(dec *json.Decoder) (json.RawMessage, error) {
	var raw json.RawMessage
	if err := dec.Decode(&raw); err != nil {
		return nil, corrupt("%v", err)
	}
	var buf bytes.Buffer
	if err := json.Compact(&buf, raw); err != nil {
		return nil, corrupt("%v", err)
	}
	return buf.Bytes(), nil
}

// encode writes c as upstream does (json.dump with indent=2): two-space
// indentation, ASCII only (ensure_ascii), keys in insertion order, no
// trailing newline. Unknown members follow the known ones.
func encode(c *cache) ([]byte, error) {
	var b bytes.Buffer
	b.WriteString(`{"cache_version":`)
	writeString(&b, c.version)
	b.WriteString(`,"judgments":{`)
	for i, id := range c.order {
		if i > 0 {
			b.WriteByte(',')
		}
		writeString(&b, id)
		b.WriteByte(':')
		e := c.byID[id]
		jb, err := e.j.MarshalJSON()
		if err != nil {
			return nil, err
		}
		if len(e.extra) == 0 {
			b.Write(jb)
			continue
		}
		b.Write(jb[:len(jb)-1])
		writeMembers(&b, e.extra)
		b.WriteByte('}')
	}
	b.WriteByte('}')
	writeMembers(&b, c.extra)
	b.WriteByte('}')

	var out bytes.Buffer
	if err := json.Indent(&out, b.Bytes(), "", "  "); err != nil {
		return nil, err
	}
	return asciiOnly(out.Bytes()), nil
}

func writeMembers(b *bytes.Buffer, ms []member) {
	for _, m := range ms {
		b.WriteByte(',')
		writeString(b, m.key)
		b.WriteByte(':')
		b.Write(m.raw)
	}
}

func writeString(b *bytes.Buffer, s string) {
	enc := json.NewEncoder(b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s) // a string always encodes
	b.Truncate(b.Len() - 1)
}

// asciiOnly escapes every non-ASCII character of a JSON document as a \u escape (four hex digits)
// (a surrogate pair above U+FFFF), as Python's json.dump does by default.
// Non-ASCII bytes can only occur inside strings, so the document stays
// equivalent.
func asciiOnly(data []byte) []byte {
	n := 0
	for _, c := range data {
		if c >= utf8.RuneSelf {
			n++
		}
	}
	if n == 0 {
		return data
	}
	out := make([]byte, 0, len(data)+n*4)
	for i := 0; i < len(data); {
		c := data[i]
		if c < utf8.RuneSelf {
			out = append(out, c)
			i++
			continue
		}
		r, size := utf8.DecodeRune(data[i:])
		i += size
		if r >= 0x10000 {
			r -= 0x10000
			out = fmt.Appendf(out, `\u%04x\u%04x`, 0xd800+(r>>10), 0xdc00+(r&0x3ff))
			continue
		}
		out = fmt.Appendf(out, `\u%04x`, r)
	}
	return out
}
