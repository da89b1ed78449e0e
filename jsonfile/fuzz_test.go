package jsonfile

// FuzzLoad needs the loader itself (decode) and its writer (encode), which
// are unexported, so this test is white-box; every other test of the package
// is black-box.

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

func FuzzLoad(f *testing.F) {
	for _, name := range []string{"upstream_ai_cache.json", "ai_cache.golden.json", "cairn_nulls_ai_cache.json", "iptax_ai_cache.json"} {
		data, err := os.ReadFile(filepath.Join("testdata", name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	for _, s := range []string{
		`{}`,
		`{"cache_version": "1.0", "judgments": {}}`,
		`{"cache_version": "9", "judgments": {}, "extra": [1, {"a": null}], "extra": "last wins"}`,
		`{"judgments": {"a": {"change_id": "a", "decision": "include", "reasoning": "r", "product": "P", "timestamp": "2024-11-15T10:30:00.123456"}}}`,
		`{"judgments": {"a": {"change_id": "a", "decision": "INCLUDE", "reasoning": "r", "product": "P", "timestamp": "2024-11-15T10:30:00Z"}, "b": {"change_id": "b", "decision": "EXCLUDE", "reasoning": "", "product": "P", "user_decision": "INCLUDE", "timestamp": "2024-11-15T10:30:00+05:00", "more": {"x": "\u00e9"}}, "a": {"change_id": "a", "decision": "UNCERTAIN", "reasoning": "dup", "product": "Q"}}}`,
		`{"judgments": {"a": {"change_id": "a", "decision": "INCLUDE", "product": "P", "timestamp": "0001-01-01T00:30:00+01:00"}}}`,
		`{"judgments": {"\ud800": {"change_id": "\ud800", "decision": "INCLUDE", "product": "P"}}}`,
		`{"cache_version": "1.0", "judgments": {`,
		`[]`,
		`null`,
		``,
		`{"judgments": {}} x`,
		"{\"a\": \"\xff\"}",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		c1, err := decode(data)
		if err != nil {
			if !errors.Is(err, errCorrupt) {
				t.Fatalf("decode error %v does not wrap errCorrupt", err)
			}
			return
		}
		b1, err := encode(c1)
		if err != nil {
			t.Fatalf("encode of an accepted cache: %v", err)
		}
		c2, err := decode(b1)
		if err != nil {
			t.Fatalf("decode of our own output: %v\n%s", err, b1)
		}
		if c1.version != c2.version || !slices.Equal(c1.order, c2.order) || len(c1.extra) != len(c2.extra) {
			t.Fatalf("round trip changed version, order or extras: %q %q %d / %q %q %d",
				c1.version, c1.order, len(c1.extra), c2.version, c2.order, len(c2.extra))
		}
		for _, id := range c1.order {
			a, b := c1.byID[id], c2.byID[id]
			ja, jb := *a.j, *b.j
			if !ja.Timestamp.Equal(jb.Timestamp) {
				t.Fatalf("round trip changed the timestamp of %q: %v / %v", id, ja.Timestamp, jb.Timestamp)
			}
			ja.Timestamp = jb.Timestamp
			if ja != jb || len(a.extra) != len(b.extra) {
				t.Fatalf("round trip changed %q: %+v / %+v", id, ja, jb)
			}
		}
		b2, err := encode(c2)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(b1, b2) {
			t.Fatalf("encoding is not stable:\n%s\n---\n%s", b1, b2)
		}
	})
}

// FuzzDecodeMatchesEncodingJSON holds decode, cairn's own single-pass
// parser, to the encoding/json decoder it replaced: the same documents are
// accepted, with the same version, order, judgments and unknown members.
func FuzzDecodeMatchesEncodingJSON(f *testing.F) {
	for _, name := range []string{"upstream_ai_cache.json", "ai_cache.golden.json", "cairn_nulls_ai_cache.json", "iptax_ai_cache.json"} {
		data, err := os.ReadFile(filepath.Join("testdata", name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	for _, s := range []string{
		`{"judgments": {"a": {"change_id": "a", "decision": "include", "reasoning": null, "product": "P", "url": "\u00e9\ud83d\ude00", "timestamp": "2024-11-15T10:30:00.123456"}}}`,
		`{"judgments": {"a": {"change_id": "a", "Decision": "INCLUDE", "decision": "exclude", "PRODUCT": "P", "user_decision": "INCLUDE", "user_decision": null, "x": [1, -2.5e+3, {"y": [true, false, null]}]}}}`,
		`{"judgments": {"a": {"change_id": "a", "decision": 1, "product": "P"}}}`,
		`{"judgments": {"a\t": {}}}`,
		`{"judgments": {"\ud800\udc00": {"change_id": "\ud800\udc00", "decision": "INCLUDE", "product": "\ud800x"}}}`,
		`{"cache_version": null}`,
		`{"judgments": {"a": {"change_id": "a", "decision": "INCLUDE", "product": "P", "n": 01}}}`,
		`{"judgments": {"a": {"change_id": "a", "decision": "INCLUDE", "product": "P", "n": [1,]}}}`,
		`{"a": "\x"}`,
		` {"cache_version": "1.0" , "judgments" : { } } `,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		got, gerr := decode(data)
		want, werr := decodeReference(data)
		if (gerr == nil) != (werr == nil) {
			t.Fatalf("decode error %v, encoding/json error %v, for %q", gerr, werr, data)
		}
		if gerr != nil {
			if !errors.Is(gerr, errCorrupt) {
				t.Fatalf("decode error %v does not wrap errCorrupt", gerr)
			}
			return
		}
		if got.version != want.version || !slices.Equal(got.order, want.order) || !slices.EqualFunc(got.extra, want.extra, memberEqual) {
			t.Fatalf("document differs: %q %q %v / %q %q %v", got.version, got.order, got.extra, want.version, want.order, want.extra)
		}
		for _, id := range got.order {
			a, b := got.byID[id], want.byID[id]
			if *a.j != *b.j || !slices.EqualFunc(a.extra, b.extra, memberEqual) {
				t.Fatalf("judgment %q differs:\n%+v %v\n%+v %v", id, *a.j, a.extra, *b.j, b.extra)
			}
		}
	})
}

func memberEqual(a, b member) bool { return a.key == b.key && bytes.Equal(a.raw, b.raw) }
