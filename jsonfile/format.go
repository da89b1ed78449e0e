package jsonfile

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"unicode"
	"unicode/utf16"
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

	// idx answers Newest and Stats without a scan; built on first use and
	// dropped by every change (see Store.update).
	idx *index
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
//
// It is a single pass over data with a parser of its own (see parser): a
// cache of a million judgments is hundreds of megabytes, and encoding/json's
// reflection and token API take several times as long and as much memory.
// Judgments are read as Judgment.UnmarshalJSON reads them; the fuzz test
// FuzzDecodeMatchesEncodingJSON checks the two agree on every input.
func decode(data []byte) (*cache, error) {
	if !utf8.Valid(data) {
		return nil, corrupt("invalid UTF-8")
	}
	p := &parser{data: data, intern: map[string]string{}}
	c := newCache()
	p.ws()
	err := p.object(func(key string) error {
		switch key {
		case "cache_version":
			v, ok, err := p.stringOrNull()
			if err != nil || !ok {
				return corrupt("cache_version must be a string")
			}
			c.version = v
			return nil
		case "judgments":
			return p.judgments(c)
		default:
			raw, err := p.raw()
			if err != nil {
				return err
			}
			c.extra = setMember(c.extra, key, raw)
			return nil
		}
	})
	if err != nil {
		return nil, err
	}
	p.ws()
	if p.pos != len(p.data) {
		return nil, corrupt("data after the document at offset %d", p.pos)
	}
	return c, nil
}

// parser reads JSON from data as encoding/json does: strict syntax, strings
// with invalid surrogate escapes read as U+FFFD, object keys matched to the
// judgment's members exactly or else case-insensitively. data must be
// valid UTF-8.
type parser struct {
	data []byte
	pos  int
	// intern shares the strings that repeat across judgments (products,
	// AI providers), so a million judgments of twenty products hold twenty
	// product strings.
	intern map[string]string
	// slab hands out judgments and entries in blocks, one allocation per
	// block instead of two per judgment.
	slab []slot
	// lastRaw is the last member value fieldValue read, as written.
	lastRaw []byte
}

type slot struct {
	e entry
	j judgment.Judgment
}

const slabSize = 1024

func (p *parser) newEntry() *entry {
	if len(p.slab) == 0 {
		p.slab = make([]slot, slabSize)
	}
	s := &p.slab[0]
	p.slab = p.slab[1:]
	s.e.j = &s.j
	return &s.e
}

// maxDepth is encoding/json's limit on nesting.
const maxDepth = 10000

func (p *parser) ws() {
	for p.pos < len(p.data) {
		switch p.data[p.pos] {
		case ' ', '\t', '\n', '\r':
			p.pos++
		default:
			return
		}
	}
}

func (p *parser) errorf(format string, args ...any) error {
	return corrupt("offset %d: %s", p.pos, fmt.Sprintf(format, args...))
}

func (p *parser) expect(c byte) error {
	if p.pos < len(p.data) && p.data[p.pos] == c {
		p.pos++
		return nil
	}
	if p.pos == len(p.data) {
		return p.errorf("unexpected end of data, expected %q", c)
	}
	return p.errorf("expected %q, found %q", c, p.data[p.pos])
}

// object reads an object, calling member with each key; member reads the
// value.
func (p *parser) object(member func(key string) error) error {
	if err := p.expect('{'); err != nil {
		return err
	}
	p.ws()
	if p.pos < len(p.data) && p.data[p.pos] == '}' {
		p.pos++
		return nil
	}
	for {
		p.ws()
		if p.pos == len(p.data) || p.data[p.pos] != '"' {
			return p.errorf("expected an object key")
		}
		key, err := p.str()
		if err != nil {
			return err
		}
		p.ws()
		if err := p.expect(':'); err != nil {
			return err
		}
		p.ws()
		if err := member(key); err != nil {
			return err
		}
		p.ws()
		if p.pos == len(p.data) {
			return p.errorf("unexpected end of data in an object")
		}
		switch p.data[p.pos] {
		case ',':
			p.pos++
		case '}':
			p.pos++
			return nil
		default:
			return p.errorf("expected ',' or '}', found %q", p.data[p.pos])
		}
	}
}

func (p *parser) judgments(c *cache) error {
	// A repeated "judgments" member replaces the earlier one.
	c.order, c.byID = nil, map[string]*entry{}
	if p.pos == len(p.data) || p.data[p.pos] != '{' {
		return corrupt("judgments must be an object")
	}
	return p.object(func(id string) error {
		if p.pos == len(p.data) || p.data[p.pos] != '{' {
			return corrupt("judgment %q is not an object", id)
		}
		e, err := p.entry(id)
		if err != nil {
			return err
		}
		if _, ok := c.byID[id]; !ok {
			c.order = append(c.order, id)
		}
		c.byID[id] = e
		return nil
	})
}

// Members of a judgment, in the order of wire.
const (
	fChangeID = iota
	fDecision
	fReasoning
	fUserDecision
	fUserReasoning
	fProduct
	fURL
	fDescription
	fAIProvider
	fTimestamp
	nFields
)

// fieldNames are the members of a judgment that judgment.Judgment holds;
// the first four are plain strings (null leaves them as they are), the
// others nullable (null unsets them), as in judgment's wire type.
var fieldNames = [nFields]string{"change_id", "decision", "reasoning", "user_decision",
	"user_reasoning", "product", "url", "description", "ai_provider", "timestamp"}

// nullable reports whether field f is a pointer in judgment's wire type.
func nullable(f int) bool {
	return f != fChangeID && f != fDecision && f != fReasoning && f != fProduct
}

// foldedNames are fieldNames folded as encoding/json folds keys.
var foldedNames = func() (out [nFields]string) {
	for i, n := range fieldNames {
		out[i] = string(foldName([]byte(n)))
	}
	return out
}()

// foldName is encoding/json's key folding: ASCII letters and then every
// rune upper-cased.
func foldName(in []byte) []byte {
	out := make([]byte, 0, len(in))
	for i := 0; i < len(in); {
		if c := in[i]; c < utf8.RuneSelf {
			if 'a' <= c && c <= 'z' {
				c -= 'a' - 'A'
			}
			out = append(out, c)
			i++
			continue
		}
		r, n := utf8.DecodeRune(in[i:])
		out = utf8.AppendRune(out, unicode.ToUpper(r))
		i += n
	}
	return out
}

// field returns the member key names, or -1, and whether key is exactly
// its name (an inexact match is also kept as an unknown member, as before).
func field(key string) (int, bool) {
	for i, n := range fieldNames {
		if key == n {
			return i, true
		}
	}
	f := string(foldName([]byte(key)))
	for i, n := range foldedNames {
		if f == n {
			return i, false
		}
	}
	return -1, false
}

// entry reads one judgment stored under id.
func (p *parser) entry(id string) (*entry, error) {
	var vals [nFields]string
	var set [nFields]bool
	e := p.newEntry()
	err := p.object(func(key string) error {
		f, exact := field(key)
		if f >= 0 {
			if err := p.fieldValue(id, f, &vals, &set); err != nil {
				return err
			}
			if exact {
				return nil
			}
		}
		var raw json.RawMessage
		if f >= 0 {
			// A string or null, compact as written; copied so that it
			// does not keep the whole file in memory.
			raw = append(json.RawMessage(nil), p.lastRaw...)
		} else {
			var err error
			if raw, err = p.raw(); err != nil {
				return err
			}
		}
		e.extra = setMember(e.extra, key, raw)
		return nil
	})
	if err != nil {
		return nil, err
	}
	j := e.j
	*j = judgment.Judgment{
		ChangeID:      vals[fChangeID],
		Decision:      decision(vals[fDecision]),
		Reasoning:     vals[fReasoning],
		UserDecision:  decision(vals[fUserDecision]),
		UserReasoning: vals[fUserReasoning],
		Product:       p.interned(vals[fProduct]),
		URL:           vals[fURL],
		Description:   vals[fDescription],
		AIProvider:    p.interned(vals[fAIProvider]),
	}
	if set[fTimestamp] {
		ts, err := judgment.ParseTimestamp(vals[fTimestamp])
		if err != nil {
			return nil, corrupt("judgment %q: %v", id, err)
		}
		j.Timestamp = ts
	}
	if err := j.Validate(); err != nil {
		return nil, corrupt("judgment %q: %v", id, err)
	}
	if j.ChangeID != id {
		return nil, corrupt("judgment %q has change_id %q", id, j.ChangeID)
	}
	j.ChangeID = id // one copy of the id for the key, the order and the judgment
	return e, nil
}

// fieldValue reads the value of member f: a string, or null, which leaves
// a plain string as it is and unsets a nullable one. p.lastRaw is the value
// as written (compact), for keys kept as unknown members too.
func (p *parser) fieldValue(id string, f int, vals *[nFields]string, set *[nFields]bool) error {
	start := p.pos
	v, ok, err := p.stringOrNull()
	if err != nil {
		return corrupt("judgment %q: %s: %v", id, fieldNames[f], err)
	}
	p.lastRaw = p.data[start:p.pos]
	switch {
	case ok:
		vals[f], set[f] = v, true
	case nullable(f):
		vals[f], set[f] = "", false
	}
	return nil
}

// stringOrNull reads a string (ok) or null (!ok); anything else is an
// error.
func (p *parser) stringOrNull() (string, bool, error) {
	if p.pos < len(p.data) {
		switch p.data[p.pos] {
		case '"':
			s, err := p.str()
			return s, true, err
		case 'n':
			if err := p.literal("null"); err != nil {
				return "", false, err
			}
			return "", false, nil
		}
	}
	start := p.pos
	if err := p.skip(0); err != nil {
		return "", false, err
	}
	return "", false, p.errorf("expected a string, found %s", p.data[start:p.pos])
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

func decision(s string) judgment.Decision {
	switch d := judgment.Decision(s); d {
	case judgment.Include, judgment.Exclude, judgment.Uncertain, "":
		return d
	}
	if d, err := judgment.ParseDecision(s); err == nil {
		return d
	}
	return judgment.Decision(s) // for Validate to report
}

func (p *parser) interned(s string) string {
	if v, ok := p.intern[s]; ok {
		return v
	}
	p.intern[s] = s
	return s
}

// raw reads any value and returns it compact.
func (p *parser) raw() (json.RawMessage, error) {
	start := p.pos
	if err := p.skip(0); err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	if err := json.Compact(&buf, p.data[start:p.pos]); err != nil {
		return nil, corrupt("%v", err)
	}
	return buf.Bytes(), nil
}

// skip reads over one value, checking its syntax.
func (p *parser) skip(depth int) error {
	if depth > maxDepth {
		return p.errorf("exceeded max depth")
	}
	if p.pos == len(p.data) {
		return p.errorf("unexpected end of data, expected a value")
	}
	switch c := p.data[p.pos]; {
	case c == '"':
		_, err := p.str()
		return err
	case c == '{':
		return p.object(func(string) error { return p.skip(depth + 1) })
	case c == '[':
		p.pos++
		p.ws()
		if p.pos < len(p.data) && p.data[p.pos] == ']' {
			p.pos++
			return nil
		}
		for {
			p.ws()
			if err := p.skip(depth + 1); err != nil {
				return err
			}
			p.ws()
			if p.pos == len(p.data) {
				return p.errorf("unexpected end of data in an array")
			}
			switch p.data[p.pos] {
			case ',':
				p.pos++
			case ']':
				p.pos++
				return nil
			default:
				return p.errorf("expected ',' or ']', found %q", p.data[p.pos])
			}
		}
	case c == 't':
		return p.literal("true")
	case c == 'f':
		return p.literal("false")
	case c == 'n':
		return p.literal("null")
	case c == '-' || '0' <= c && c <= '9':
		return p.number()
	default:
		return p.errorf("invalid character %q looking for a value", c)
	}
}

func (p *parser) literal(lit string) error {
	if !bytes.HasPrefix(p.data[p.pos:], []byte(lit)) {
		return p.errorf("invalid literal, expected %s", lit)
	}
	p.pos += len(lit)
	return nil
}

// number reads -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?
func (p *parser) number() error {
	d := p.data
	i := p.pos
	if i < len(d) && d[i] == '-' {
		i++
	}
	digits := func() int {
		n := 0
		for i < len(d) && '0' <= d[i] && d[i] <= '9' {
			i++
			n++
		}
		return n
	}
	switch {
	case i < len(d) && d[i] == '0':
		i++
	case digits() == 0:
		p.pos = i
		return p.errorf("invalid number")
	}
	if i < len(d) && d[i] == '.' {
		i++
		if digits() == 0 {
			p.pos = i
			return p.errorf("invalid number: no digits after the decimal point")
		}
	}
	if i < len(d) && (d[i] == 'e' || d[i] == 'E') {
		i++
		if i < len(d) && (d[i] == '+' || d[i] == '-') {
			i++
		}
		if digits() == 0 {
			p.pos = i
			return p.errorf("invalid number: no digits in the exponent")
		}
	}
	p.pos = i
	return nil
}

// str reads a string starting at its opening quote.
func (p *parser) str() (string, error) {
	d := p.data
	i := p.pos + 1
	// Fast path: no escapes.
	for i < len(d) {
		c := d[i]
		if c == '"' {
			s := string(d[p.pos+1 : i])
			p.pos = i + 1
			return s, nil
		}
		if c == '\\' {
			break
		}
		if c < 0x20 {
			p.pos = i
			return "", p.errorf("invalid control character in a string")
		}
		i++
	}
	b := append([]byte(nil), d[p.pos+1:i]...)
	for i < len(d) {
		c := d[i]
		switch {
		case c == '"':
			p.pos = i + 1
			return string(b), nil
		case c < 0x20:
			p.pos = i
			return "", p.errorf("invalid control character in a string")
		case c != '\\':
			b = append(b, c)
			i++
			continue
		}
		if i+1 >= len(d) {
			break
		}
		switch e := d[i+1]; e {
		case '"', '\\', '/':
			b = append(b, e)
		case 'b':
			b = append(b, '\b')
		case 'f':
			b = append(b, '\f')
		case 'n':
			b = append(b, '\n')
		case 'r':
			b = append(b, '\r')
		case 't':
			b = append(b, '\t')
		case 'u':
			r, ok := hex4(d[i+2:])
			if !ok {
				p.pos = i
				return "", p.errorf("invalid \\u escape")
			}
			i += 6
			if utf16.IsSurrogate(r) {
				if r2, ok := hex4(d[min(i+2, len(d)):]); ok && i+1 < len(d) && d[i] == '\\' && d[i+1] == 'u' {
					if dec := utf16.DecodeRune(r, r2); dec != unicode.ReplacementChar {
						b = utf8.AppendRune(b, dec)
						i += 6
						continue
					}
				}
				r = unicode.ReplacementChar
			}
			b = utf8.AppendRune(b, r)
			continue
		default:
			p.pos = i
			return "", p.errorf("invalid escape %q in a string", e)
		}
		i += 2
	}
	p.pos = len(d)
	return "", p.errorf("unexpected end of data in a string")
}

func hex4(b []byte) (rune, bool) {
	if len(b) < 4 {
		return 0, false
	}
	var r rune
	for _, c := range b[:4] {
		switch {
		case '0' <= c && c <= '9':
			c -= '0'
		case 'a' <= c && c <= 'f':
			c = c - 'a' + 10
		case 'A' <= c && c <= 'F':
			c = c - 'A' + 10
		default:
			return 0, false
		}
		r = r<<4 | rune(c)
	}
	return r, true
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
