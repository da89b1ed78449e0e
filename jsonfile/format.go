package jsonfile

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"time"
	"unicode"
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

// entry is one judgment of the file, its unknown members and how it was
// spelled, so that writing the file back changes nothing cairn did not
// change (see encode).
type entry struct {
	j     *judgment.Judgment
	extra []member
	// shape is the judgment object's members in file order; nil is
	// iptaxShape, what iptax writes (and what cairn writes for the
	// judgments it adds).
	shape *shape
	// ts is the timestamp as written when appendTimestamp(j.Timestamp)
	// spells it otherwise (a naive or offset timestamp, another number of
	// digits); "" when it does not.
	ts string
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
	// items are the members of the judgment being read; shapes the
	// shapes met so far, by key (appendShapeKey); scratch a buffer.
	items   []item
	shapes  map[string]*shape
	scratch []byte
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

// Members of a judgment, in the order of iptax's model (iptax.models.Judgment,
// whose model_dump keeps the order the fields are declared in).
const (
	fChangeID = iota
	fURL
	fDescription
	fDecision
	fUserDecision
	fReasoning
	fUserReasoning
	fProduct
	fTimestamp
	fAIProvider
	nFields
)

// fieldNames are the members of a judgment that judgment.Judgment holds.
// change_id, decision, reasoning and product are plain strings (null leaves
// them as they are), the others nullable (null unsets them), as in
// judgment's wire type.
var fieldNames = [nFields]string{"change_id", "url", "description", "decision", "user_decision",
	"reasoning", "user_reasoning", "product", "timestamp", "ai_provider"}

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

// entry reads one judgment stored under id, with its shape (see entry).
func (p *parser) entry(id string) (*entry, error) {
	var vals [nFields]string
	var set [nFields]bool
	e := p.newEntry()
	p.items = p.items[:0]
	err := p.object(func(key string) error {
		f, exact := field(key)
		if f >= 0 {
			if err := p.fieldValue(id, f, &vals, &set); err != nil {
				return err
			}
			if exact {
				p.addField(f, len(p.lastRaw) > 0 && p.lastRaw[0] == 'n', vals[f])
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
		n := len(e.extra)
		e.extra = setMember(e.extra, key, raw)
		if len(e.extra) > n {
			p.items = append(p.items, item{field: -1, extra: int32(n)})
		}
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
		if !canonicalTimestamp(vals[fTimestamp], ts) {
			e.ts = vals[fTimestamp]
		}
	}
	if err := j.Validate(); err != nil {
		return nil, corrupt("judgment %q: %v", id, err)
	}
	if j.ChangeID != id {
		return nil, corrupt("judgment %q has change_id %q", id, j.ChangeID)
	}
	j.ChangeID = id // one copy of the id for the key, the order and the judgment
	e.shape = p.shape()
	return e, nil
}

// item is one member of a judgment object as the file has it: a field of
// judgment.Judgment or an unknown member.
type item struct {
	field int8 // the field (fChangeID...), or -1 for an unknown member
	// null is how an empty value of the field is written: null rather
	// than "". Only user_reasoning and timestamp may be either; the other
	// fields are written as iptax's model requires (see appendField).
	null  bool
	extra int32 // the unknown member's index in entry.extra
}

// shape is how one judgment object of a file is spelled: its members in
// file order. Judgments spelled alike share one shape.
type shape struct{ items []item }

// iptaxShape is how iptax writes every judgment (pydantic's model_dump of
// iptax.models.Judgment): all the fields, in the model's order, an unset
// user_reasoning as null.
var iptaxShape = func() *shape {
	s := &shape{}
	for f := range nFields {
		s.items = append(s.items, item{field: int8(f), null: f == fUserReasoning})
	}
	return s
}()

// iptaxShapeKey is iptaxShape's key in parser.shapes.
var iptaxShapeKey = string(appendShapeKey(nil, iptaxShape.items))

func appendShapeKey(b []byte, items []item) []byte {
	for _, it := range items {
		switch {
		case it.field < 0:
			b = append(b, 'x')
			b = strconv.AppendInt(b, int64(it.extra), 10)
			b = append(b, ',')
		case it.null:
			b = append(b, 'A'+byte(it.field))
		default:
			b = append(b, 'a'+byte(it.field))
		}
	}
	return b
}

// addField records member f of the judgment being read, its value v (null
// when isNull). A repeated key keeps its first place and its last value,
// as Python's dict does.
func (p *parser) addField(f int, isNull bool, v string) {
	null := false
	switch f {
	case fUserReasoning:
		// Only an empty value says how an empty one is written; iptax
		// writes null for a user_reasoning never given.
		null = isNull || v != ""
	case fTimestamp:
		null = isNull
	}
	for i := range p.items {
		if int(p.items[i].field) == f {
			p.items[i].null = null
			return
		}
	}
	p.items = append(p.items, item{field: int8(f), null: null})
}

// canonicalTimestamp reports whether raw, which ParseTimestamp read as t,
// is what appendTimestamp writes for t: the date and time with a "T", the
// fraction of a second it would write, a "Z".
func canonicalTimestamp(raw string, t time.Time) bool {
	n := len(raw)
	if n < 20 || raw[10] != 'T' || raw[n-1] != 'Z' {
		return false
	}
	switch ns := t.Nanosecond(); {
	case n == 20:
		return ns == 0
	case n == 27:
		return ns != 0 && ns%1000 == 0 && raw[19] == '.'
	case n == 30:
		return ns%1000 != 0 && raw[19] == '.'
	}
	return false
}

// shape returns the shape of the judgment just read (p.items): nil for
// iptaxShape, else one shared by every judgment spelled alike.
func (p *parser) shape() *shape {
	if slices.Equal(p.items, iptaxShape.items) {
		return nil
	}
	p.scratch = appendShapeKey(p.scratch[:0], p.items)
	if string(p.scratch) == iptaxShapeKey {
		return nil
	}
	if s, ok := p.shapes[string(p.scratch)]; ok {
		return s
	}
	s := &shape{items: slices.Clone(p.items)}
	if p.shapes == nil {
		p.shapes = map[string]*shape{}
	}
	p.shapes[string(p.scratch)] = s
	return s
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
