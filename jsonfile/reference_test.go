package jsonfile

import (
	"bytes"
	"encoding/json"
	"io"
	"unicode/utf8"

	"github.com/cairnhq/cairn/judgment"
)

// decodeReference is the decoder decode replaced, built on encoding/json
// and Judgment.UnmarshalJSON: the reference the fuzz test holds decode to.
//
// It parses an ai_cache.json document. Keys keep their file order; a
// duplicated key keeps its first position and its last value, as Python's
// json.load into a dict does. Every judgment must pass Validate and be
// stored under its own change_id; otherwise, and for anything that is not
// such a document, decode returns an error wrapping errCorrupt.
func decodeReference(data []byte) (*cache, error) {
	if !utf8.Valid(data) {
		return nil, corrupt("invalid UTF-8")
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	c := newCache()
	if err := refDelim(dec, '{'); err != nil {
		return nil, err
	}
	for dec.More() {
		key, err := refKey(dec)
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
			if err := refJudgments(dec, c); err != nil {
				return nil, err
			}
		default:
			raw, err := refRaw(dec)
			if err != nil {
				return nil, err
			}
			c.extra = setMember(c.extra, key, raw)
		}
	}
	if err := refDelim(dec, '}'); err != nil {
		return nil, err
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, corrupt("data after the document")
	}
	return c, nil
}

func refJudgments(dec *json.Decoder, c *cache) error {
	// A repeated "judgments" member replaces the earlier one.
	c.order, c.byID = nil, map[string]*entry{}
	if err := refDelim(dec, '{'); err != nil {
		return corrupt("judgments must be an object")
	}
	for dec.More() {
		id, err := refKey(dec)
		if err != nil {
			return err
		}
		raw, err := refRaw(dec)
		if err != nil {
			return err
		}
		e, err := refEntry(id, raw)
		if err != nil {
			return err
		}
		if _, ok := c.byID[id]; !ok {
			c.order = append(c.order, id)
		}
		c.byID[id] = e
	}
	return refDelim(dec, '}')
}

// known are the members of a judgment that judgment.Judgment holds.
var refKnown = map[string]bool{
	"change_id": true, "decision": true, "reasoning": true, "user_decision": true,
	"user_reasoning": true, "product": true, "url": true, "description": true,
	"ai_provider": true, "timestamp": true,
}

func refEntry(id string, raw json.RawMessage) (*entry, error) {
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
	if err := refDelim(dec, '{'); err != nil {
		return nil, err
	}
	for dec.More() {
		key, err := refKey(dec)
		if err != nil {
			return nil, err
		}
		v, err := refRaw(dec)
		if err != nil {
			return nil, err
		}
		if !refKnown[key] {
			e.extra = setMember(e.extra, key, v)
		}
	}
	return e, nil
}

func refDelim(dec *json.Decoder, want json.Delim) error {
	tok, err := dec.Token()
	if err != nil {
		return corrupt("%v", err)
	}
	if d, ok := tok.(json.Delim); !ok || d != want {
		return corrupt("expected %q, found %v", want, tok)
	}
	return nil
}

func refKey(dec *json.Decoder) (string, error) {
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

func refRaw(dec *json.Decoder) (json.RawMessage, error) {
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
