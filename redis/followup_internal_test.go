package redis

import (
	"encoding/json"
	"testing"

	"github.com/cairnhq/cairn/followup"
)

// FuzzDecodeEntry: whatever bytes a key holds, reading them never panics,
// and what reads back encodes to the same entry.
func FuzzDecodeEntry(f *testing.F) {
	good, err := encodeEntry(followup.Entry{Query: "Show me Q4 sales", QueryEmbedding: []float32{1, 2}, RecentFollowupEmbeddings: [][]float32{{3, 4}},
		Results: json.RawMessage(`[{"a":1}]`), ResultColumns: []string{"a"}, Adapter: "x"})
	if err != nil {
		f.Fatal(err)
	}
	f.Add(good)
	f.Add([]byte{})
	f.Add([]byte{entryVersion, 1, 2, 3, 4, 5, 6, 7, 8, 0xff, 0xff, 0xff})
	f.Add(append([]byte{1}, good[1:]...))
	f.Fuzz(func(t *testing.T, b []byte) {
		e, err := decodeEntry(b)
		if err != nil {
			return
		}
		again, err := encodeEntry(e)
		if err != nil {
			return // e.g. vectors of different lengths cannot come back, but must not panic
		}
		e2, err := decodeEntry(again)
		if err != nil {
			t.Fatalf("re-encoded entry does not decode: %v", err)
		}
		j1, _ := json.Marshal(e)
		j2, _ := json.Marshal(e2)
		if string(j1) != string(j2) {
			t.Fatalf("round trip changed the entry:\n%s\n%s", j1, j2)
		}
	})
}
