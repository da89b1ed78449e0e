package jsonfile_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/cairnhq/cairn/jsonfile"
	"github.com/cairnhq/cairn/judgment"
)

// iptaxFixture is a cache written by iptax's own code (see
// testdata/README.md).
var iptaxFixture = filepath.Join("testdata", "iptax_ai_cache.json")

// member is one object member as a file spells it: its key and its value,
// compact, escapes as written.
type member struct{ key, raw string }

// doc is an ai_cache.json as a file spells it, in file order.
type doc struct {
	top       []member
	ids       []string
	judgments map[string][]member
}

func readDoc(tb testing.TB, data []byte) *doc {
	tb.Helper()
	var top []member
	if err := members(data, &top); err != nil {
		tb.Fatalf("%v\n%s", err, data)
	}
	d := &doc{judgments: map[string][]member{}}
	for _, m := range top {
		if m.key != "judgments" {
			d.top = append(d.top, m)
			continue
		}
		var js []member
		if err := members([]byte(m.raw), &js); err != nil {
			tb.Fatal(err)
		}
		for _, j := range js {
			var ms []member
			if err := members([]byte(j.raw), &ms); err != nil {
				tb.Fatal(err)
			}
			d.ids = append(d.ids, j.key)
			d.judgments[j.key] = ms
		}
		d.top = append(d.top, member{key: "judgments"})
	}
	return d
}

// members reads the members of the JSON object data in order.
func members(data []byte, out *[]member) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return fmt.Errorf("not an object: %v %v", tok, err)
	}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return err
		}
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return err
		}
		var c bytes.Buffer
		if err := json.Compact(&c, raw); err != nil {
			return err
		}
		*out = append(*out, member{key: tok.(string), raw: c.String()})
	}
	return nil
}

// changes lists how b differs from a, member by member: "id: key a → b",
// "id: key a → (absent)", "id: order", "+id", "-id", "top: ...".
func changes(a, b *doc) []string {
	var out []string
	if !slices.Equal(a.top, b.top) {
		out = append(out, fmt.Sprintf("top: %v → %v", a.top, b.top))
	}
	for _, id := range a.ids {
		bm, ok := b.judgments[id]
		if !ok {
			out = append(out, "-"+id)
			continue
		}
		am := a.judgments[id]
		for _, m := range am {
			i := slices.IndexFunc(bm, func(x member) bool { return x.key == m.key })
			switch {
			case i < 0:
				out = append(out, fmt.Sprintf("%s: %s %s → (absent)", id, m.key, m.raw))
			case bm[i].raw != m.raw:
				out = append(out, fmt.Sprintf("%s: %s %s → %s", id, m.key, m.raw, bm[i].raw))
			}
		}
		for _, m := range bm {
			if !slices.ContainsFunc(am, func(x member) bool { return x.key == m.key }) {
				out = append(out, fmt.Sprintf("%s: %s (absent) → %s", id, m.key, m.raw))
			}
		}
		keys := func(ms []member) (ks []string) {
			for _, m := range ms {
				if slices.ContainsFunc(am, func(x member) bool { return x.key == m.key }) &&
					slices.ContainsFunc(bm, func(x member) bool { return x.key == m.key }) {
					ks = append(ks, m.key)
				}
			}
			return ks
		}
		if !slices.Equal(keys(am), keys(bm)) {
			out = append(out, id+": order "+strings.Join(keys(am), ",")+" → "+strings.Join(keys(bm), ","))
		}
	}
	for _, id := range b.ids {
		if _, ok := a.judgments[id]; !ok {
			out = append(out, "+"+id)
		}
	}
	var ai, bi []string
	for _, id := range a.ids {
		if _, ok := b.judgments[id]; ok {
			ai = append(ai, id)
		}
	}
	for _, id := range b.ids {
		if _, ok := a.judgments[id]; ok {
			bi = append(bi, id)
		}
	}
	if !slices.Equal(ai, bi) {
		out = append(out, "judgment order changed")
	}
	return out
}

func mustRead(tb testing.TB, path string) []byte {
	tb.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		tb.Fatal(err)
	}
	return data
}

func checkChanges(t *testing.T, what string, before, after []byte, want []string) {
	t.Helper()
	got := changes(readDoc(t, before), readDoc(t, after))
	if !slices.Equal(got, want) {
		t.Fatalf("%s changed\n  %s\nwant\n  %s\nfile:\n%s", what, strings.Join(got, "\n  "), strings.Join(want, "\n  "), after)
	}
}

// TestIptaxFixtureInPlace changes a cache iptax wrote, in place: the file
// changes only where cairn changed it, and a change undone gives back the
// very bytes iptax wrote.
func TestIptaxFixtureInPlace(t *testing.T) {
	ctx := context.Background()
	fixture := mustRead(t, iptaxFixture)
	path := filepath.Join(t.TempDir(), "iptax", "ai_cache.json")
	copyFile(t, iptaxFixture, path)
	s := MustOpen(t, path)

	// Two rewrites that undo each other.
	mustAdd(t, s, jj("scratch#1", "Scratch", judgment.Include, "", t0))
	if n, err := s.ClearProduct(ctx, "Scratch"); err != nil || n != 1 {
		t.Fatalf("ClearProduct=%d, %v", n, err)
	}
	if got := mustRead(t, path); !bytes.Equal(got, fixture) {
		t.Fatalf("rewritten file differs from what iptax wrote:\n%s", got)
	}

	if err := s.SetUserDecision(ctx, "github.com/acme/fungear#102", judgment.Include, "ships in the product"); err != nil {
		t.Fatal(err)
	}
	if err := s.SetUserDecision(ctx, "github.com/acme/widgets#3", judgment.Exclude, ""); err != nil {
		t.Fatal(err)
	}
	mustAdd(t, s, &judgment.Judgment{ChangeID: "new#1", Decision: judgment.Exclude, Reasoning: "r", Product: "Acme Fungear",
		Timestamp: t0.Add(120 * time.Millisecond)})
	checkChanges(t, "in place", fixture, mustRead(t, path), []string{
		`github.com/acme/fungear#102: user_decision null → "INCLUDE"`,
		`github.com/acme/fungear#102: user_reasoning null → "ships in the product"`,
		`github.com/acme/widgets#3: user_decision "INCLUDE" → "EXCLUDE"`,
		"+new#1",
	})
	after := readDoc(t, mustRead(t, path))
	if got, want := after.judgments["new#1"], []member{
		{"change_id", `"new#1"`}, {"url", `""`}, {"description", `""`}, {"decision", `"EXCLUDE"`},
		{"user_decision", "null"}, {"reasoning", `"r"`}, {"user_reasoning", "null"}, {"product", `"Acme Fungear"`},
		{"timestamp", `"2024-11-15T10:30:00.120000Z"`}, {"ai_provider", `""`},
	}; !slices.Equal(got, want) {
		t.Fatalf("new judgment=%v\nwant as iptax writes one: %v", got, want)
	}
	checkIptaxModel(t, mustRead(t, path))
}

// TestIptaxFixtureExport exports a cache iptax wrote: the same file.
func TestIptaxFixtureExport(t *testing.T) {
	ctx := context.Background()
	fixture := mustRead(t, iptaxFixture)
	path := filepath.Join(t.TempDir(), "ai_cache.json")
	copyFile(t, iptaxFixture, path)
	s := MustOpen(t, path)

	c, err := s.Export(ctx, "")
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), "export.json")
	if err := jsonfile.WriteFile(out, c); err != nil {
		t.Fatal(err)
	}
	if got := mustRead(t, out); !bytes.Equal(got, fixture) {
		t.Fatalf("WriteFile(Export) differs from what iptax wrote:\n%s", got)
	}
	var b bytes.Buffer
	if err := jsonfile.Encode(&b, c); err != nil {
		t.Fatal(err)
	}
	if got, want := b.String(), string(fixture)+"\n"; got != want {
		t.Fatalf("Encode(Export) differs from what iptax wrote (and a newline):\n%s", got)
	}

	// One product: its judgments as they are.
	c, err = s.Export(ctx, "Other Product")
	if err != nil {
		t.Fatal(err)
	}
	if err := jsonfile.WriteFile(out, c); err != nil {
		t.Fatal(err)
	}
	checkChanges(t, "export of one product", fixture, mustRead(t, out), []string{
		"-github.com/acme/fungear#101", "-github.com/acme/fungear#102", "-gitlab.com/acme/tools!7",
	})

	// A judgment changed after Export is written as iptax writes one.
	c, err = s.Export(ctx, "")
	if err != nil {
		t.Fatal(err)
	}
	c.Judgments[3].UserReasoning = "changed"
	if err := jsonfile.WriteFile(out, c); err != nil {
		t.Fatal(err)
	}
	checkChanges(t, "export after a change", fixture, mustRead(t, out), []string{
		`github.com/acme/widgets#3: user_reasoning "" → "changed"`,
	})

	// Decode and Encode (import, then export from another engine): every
	// judgment as iptax writes one, which is what the file has but for the
	// one empty user_reasoning, which judgment.Judgment cannot tell from
	// an absent one.
	dc, err := jsonfile.Decode(bytes.NewReader(fixture))
	if err != nil {
		t.Fatal(err)
	}
	b.Reset()
	if err := jsonfile.Encode(&b, dc); err != nil {
		t.Fatal(err)
	}
	checkChanges(t, "Decode then Encode", fixture, b.Bytes(), []string{
		`github.com/acme/widgets#3: user_reasoning "" → null`,
	})
}

// TestKeepsSpelling rewrites a file spelled otherwise than iptax spells it
// (the design document's member order, absent members, an empty
// user_reasoning, naive, offset and trimmed timestamps, unknown members
// between known ones): untouched judgments keep every byte.
func TestKeepsSpelling(t *testing.T) {
	const in = `{
  "cache_version": "1.0",
  "judgments": {
    "a": {
      "change_id": "a",
      "decision": "INCLUDE",
      "reasoning": "r",
      "user_decision": "EXCLUDE",
      "user_reasoning": "",
      "product": "P",
      "timestamp": "2024-11-15T10:30:00.123456"
    },
    "b": {
      "extra": [
        1,
        {
          "k": "caf\u00E9"
        }
      ],
      "product": "P",
      "change_id": "b",
      "reasoning": "r",
      "decision": "EXCLUDE",
      "timestamp": "2024-11-15T12:30:00.12+02:00",
      "url": "u"
    },
    "c": {
      "change_id": "c",
      "decision": "UNCERTAIN",
      "reasoning": "r",
      "product": "P",
      "timestamp": "2024-11-15T10:30:00.5Z"
    }
  },
  "written_by": {
    "tool": "hand"
  }
}`
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "ai_cache.json")
	if err := os.WriteFile(path, []byte(in), 0o600); err != nil {
		t.Fatal(err)
	}
	s := MustOpen(t, path)
	mustAdd(t, s, jj("d", "Q", judgment.Include, "", t0))
	if _, err := s.ClearProduct(ctx, "Q"); err != nil {
		t.Fatal(err)
	}
	if got := mustRead(t, path); string(got) != in {
		t.Fatalf("file rewritten as\n%s\nwant it unchanged", got)
	}
	if err := s.SetUserDecision(ctx, "c", judgment.Include, ""); err != nil {
		t.Fatal(err)
	}
	checkChanges(t, "after SetUserDecision", []byte(in), mustRead(t, path), []string{
		`c: user_decision (absent) → "INCLUDE"`,
	})
	b, err := s.Get(ctx, "b")
	if err != nil {
		t.Fatal(err)
	}
	if want := time.Date(2024, 11, 15, 10, 30, 0, 120_000_000, time.UTC); !b.Timestamp.Equal(want) || b.URL != "u" {
		t.Fatalf("b=%+v, want timestamp %v and url u", b, want)
	}
}

// TestMendsNullFields rewrites a file cairn wrote before, with null url,
// description and ai_provider, which iptax's model refuses (and iptax then
// starts an empty cache): they become "", nothing else changes.
func TestMendsNullFields(t *testing.T) {
	ctx := context.Background()
	src := filepath.Join("testdata", "cairn_nulls_ai_cache.json")
	before := mustRead(t, src)
	path := filepath.Join(t.TempDir(), "ai_cache.json")
	copyFile(t, src, path)
	s := MustOpen(t, path)
	if err := s.SetUserDecision(ctx, "a-first-by-name", judgment.Include, "r"); err != nil {
		t.Fatal(err)
	}
	after := mustRead(t, path)
	checkChanges(t, "mended file", before, after, []string{
		`github.com/owner/repo#7: url null → ""`,
		`github.com/owner/repo#7: description null → ""`,
		`github.com/owner/repo#7: ai_provider null → ""`,
		`a-first-by-name: user_decision null → "INCLUDE"`,
		`a-first-by-name: user_reasoning null → "r"`,
		`a-first-by-name: url null → ""`,
		`a-first-by-name: description null → ""`,
		`a-first-by-name: ai_provider null → ""`,
	})
	checkIptaxModel(t, after)
}

// TestTimestampsAsPydantic: timestamps are written as pydantic writes an
// aware UTC datetime, to the microsecond, and read back as written.
func TestTimestampsAsPydantic(t *testing.T) {
	tests := []struct {
		name string
		ts   time.Time
		want string
	}{
		{"whole second", t0, "2024-11-15T10:30:00Z"},
		{"milliseconds", t0.Add(120 * time.Millisecond), "2024-11-15T10:30:00.120000Z"},
		{"one microsecond", t0.Add(time.Microsecond), "2024-11-15T10:30:00.000001Z"},
		{"nanoseconds: kept to the microsecond, as Python keeps them", t0.Add(123456789), "2024-11-15T10:30:00.123456Z"},
		{"other zone", t0.In(time.FixedZone("X", 3600)), "2024-11-15T10:30:00Z"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "ai_cache.json")
			s := MustOpen(t, path)
			mustAdd(t, s, jj("a", "P", judgment.Include, "", tt.ts))
			d := readDoc(t, mustRead(t, path))
			i := slices.IndexFunc(d.judgments["a"], func(m member) bool { return m.key == "timestamp" })
			if got := d.judgments["a"][i].raw; got != `"`+tt.want+`"` {
				t.Fatalf("timestamp=%s, want %q", got, tt.want)
			}
			want := tt.ts.Truncate(time.Microsecond)
			for _, s := range []*jsonfile.Store{s, MustOpen(t, path)} {
				j, err := s.Get(context.Background(), "a")
				if err != nil || !j.Timestamp.Equal(want) {
					t.Fatalf("read back %v, %v; want %v", j, err, want)
				}
			}
		})
	}
}

// TestWrittenFilesMeetIptaxModel checks files cairn writes against what
// iptax's models require to load them (iptax.ai.models.JudgmentCache,
// iptax.models.Judgment): a file that fails is dropped whole by iptax.
func TestWrittenFilesMeetIptaxModel(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	full := &judgment.Judgment{ChangeID: "f", Decision: judgment.Include, Reasoning: "r", UserDecision: judgment.Exclude,
		UserReasoning: "u", Product: "P", URL: "https://x", Description: "d\x7f", AIProvider: "m", Timestamp: t0.Add(1)}
	bare := &judgment.Judgment{ChangeID: "b", Decision: judgment.Uncertain, Product: "P", Timestamp: t0}

	store := filepath.Join(dir, "store.json")
	s := MustOpen(t, store)
	mustAdd(t, s, full)
	mustAdd(t, s, bare)
	if err := s.SetUserDecision(ctx, "b", judgment.Include, ""); err != nil {
		t.Fatal(err)
	}
	checkIptaxModel(t, mustRead(t, store))

	var b bytes.Buffer
	if err := jsonfile.Encode(&b, &jsonfile.Cache{Judgments: []*judgment.Judgment{full, bare}}); err != nil {
		t.Fatal(err)
	}
	checkIptaxModel(t, b.Bytes())

	for _, name := range []string{"upstream_ai_cache.json", "cairn_nulls_ai_cache.json", "iptax_ai_cache.json"} {
		path := filepath.Join(dir, name)
		copyFile(t, filepath.Join("testdata", name), path)
		s := MustOpen(t, path)
		mustAdd(t, s, bare)
		checkIptaxModel(t, mustRead(t, path))
	}
}

// pydanticDatetime is what pydantic v2 accepts as an ISO 8601 datetime
// string.
var pydanticDatetime = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$`)

// checkIptaxModel fails unless data loads with iptax's model: every
// judgment has change_id, decision, reasoning and product; decision is a
// Decision; user_decision null or a Decision; url, description and
// ai_provider, when present, strings (never null); user_reasoning null or
// a string; timestamp, when present, an ISO 8601 string. Unknown members
// are ignored, as pydantic ignores them.
func checkIptaxModel(tb testing.TB, data []byte) {
	tb.Helper()
	var top map[string]json.RawMessage
	if err := json.Unmarshal(data, &top); err != nil {
		tb.Fatalf("not a JSON object: %v", err)
	}
	if v, ok := top["cache_version"]; ok {
		var s string
		if json.Unmarshal(v, &s) != nil {
			tb.Fatalf("cache_version %s is not a string", v)
		}
	}
	var js map[string]map[string]any
	if err := json.Unmarshal(top["judgments"], &js); err != nil {
		tb.Fatalf("judgments: %v", err)
	}
	decision := func(v any) bool {
		return v == "INCLUDE" || v == "EXCLUDE" || v == "UNCERTAIN"
	}
	for id, j := range js {
		fail := func(field string) {
			tb.Helper()
			tb.Fatalf("judgment %q: %s=%#v does not load with iptax's model\n%s", id, field, j[field], data)
		}
		for _, f := range []string{"change_id", "reasoning", "product"} {
			if _, ok := j[f].(string); !ok {
				fail(f)
			}
		}
		if !decision(j["decision"]) {
			fail("decision")
		}
		if v, ok := j["user_decision"]; ok && v != nil && !decision(v) {
			fail("user_decision")
		}
		for _, f := range []string{"url", "description", "ai_provider"} {
			if v, ok := j[f]; ok {
				if _, ok := v.(string); !ok {
					fail(f)
				}
			}
		}
		if v, ok := j["user_reasoning"]; ok && v != nil {
			if _, ok := v.(string); !ok {
				fail("user_reasoning")
			}
		}
		if v, ok := j["timestamp"]; ok {
			if s, ok := v.(string); !ok || !pydanticDatetime.MatchString(s) {
				fail("timestamp")
			}
		}
	}
}
