package sqlite

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/cairnhq/cairn/correction"
)

// contextSeeds are context columns as json.Marshal writes them and as it
// never does (escapes, white space, other keys, invalid UTF-8).
var contextSeeds = []string{
	`[{"source":"previous_output","content":"Set pool_size: 5"},{"source":"message","content":"use 10"}]`,
	`[{"content":"no source"}]`,
	`[{"source":"","content":""}]`,
	`[{"source":"a","content":"<b> & \u003c \"q\" \\ \n"}]`,
	`[{"source":"a","content":"ünïcødé 🪨"}]`,
	"[{\"source\":\"a\",\"content\":\"bad \xff utf-8\"}]",
	"[{\"source\":\"a\",\"content\":\"raw \t tab\"}]",
	`[ {"source":"a","content":"b"} ]`,
	`[{"content":"b","source":"a"}]`,
	`[{"Source":"a","content":"b"}]`,
	`[{"source":"a","content":"b","extra":1}]`,
	`[{"source":"a","source":"b","content":"c"}]`,
	`[{"source":"a","content":"b"},]`,
	`[{"source":"a","content":"b"}`,
	`[{"source":"a","content":"b"}] `,
	`[]`, `null`, `{}`, ``, `[{}]`, `["x"]`,
}

// TestDecodeContext: the context column decodes as json.Unmarshal decodes
// it, through the fast path or not, and what json.Marshal writes of awkward
// chunks comes back as it was.
func TestDecodeContext(t *testing.T) {
	for _, s := range contextSeeds {
		checkDecodeContext(t, s)
	}
	chunks := []correction.ContextChunk{{Source: "previous_output", Content: "a <b> & \"c\" \\ d\n\t\u2028 é"}, {Content: "x"}, {Source: "s"}}
	b, err := json.Marshal(chunks)
	if err != nil {
		t.Fatal(err)
	}
	got, err := decodeContext(string(b))
	if err != nil || !reflect.DeepEqual(got, chunks) {
		t.Fatalf("decodeContext(%s) = %+v, %v; want %+v", b, got, err, chunks)
	}
	if _, ok := decodeContextFast(contextSeeds[0]); !ok {
		t.Fatalf("the common case %s did not take the fast path", contextSeeds[0])
	}
}

func checkDecodeContext(t *testing.T, s string) {
	t.Helper()
	var want []correction.ContextChunk
	wantErr := json.Unmarshal([]byte(s), &want)
	got, err := decodeContext(s)
	if (err != nil) != (wantErr != nil) {
		t.Fatalf("decodeContext(%q): error %v, json.Unmarshal's %v", s, err, wantErr)
	}
	if err == nil && !reflect.DeepEqual(got, want) {
		t.Fatalf("decodeContext(%q) = %#v, json.Unmarshal gives %#v", s, got, want)
	}
}

func FuzzDecodeContext(f *testing.F) {
	for _, s := range contextSeeds {
		f.Add(s)
	}
	f.Fuzz(checkDecodeContext)
}
