package wordvec_test

import (
	"bytes"
	"encoding/binary"
	"math"
	"testing"

	"github.com/cairnhq/cairn/internal/wordvec"
)

func write(tb testing.TB, words []string, rows [][]float32) []byte {
	tb.Helper()
	var buf bytes.Buffer
	if err := wordvec.Write(&buf, words, rows); err != nil {
		tb.Fatal(err)
	}
	return buf.Bytes()
}

func TestRoundTrip(t *testing.T) {
	words := []string{"the", "of", "timeout", "a", "zone"}
	rows := [][]float32{{1, -2, 0.5}, {0, 0, 0}, {-0.25, 0.125, 3}, {127, -127, 1}, {0.001, 0, -0.002}}
	tb, err := wordvec.Open(write(t, words, rows))
	if err != nil {
		t.Fatal(err)
	}
	if tb.Len() != len(words) || tb.Dims() != 3 {
		t.Fatalf("Len %d Dims %d, want %d and 3", tb.Len(), tb.Dims(), len(words))
	}
	for i, w := range words {
		if got := tb.Lookup([]byte(w)); got != i {
			t.Fatalf("Lookup(%q)=%d, want %d", w, got, i)
		}
		if got := string(tb.Word(i)); got != w {
			t.Fatalf("Word(%d)=%q, want %q", i, got, w)
		}
		row, scale := tb.Row(i)
		var m float64
		for _, x := range rows[i] {
			m = math.Max(m, math.Abs(float64(x)))
		}
		for j, x := range rows[i] {
			got := float64(int8(row[j])) * float64(scale)
			if math.Abs(got-float64(x)) > m/254+1e-9 {
				t.Fatalf("row %d value %d = %v, want %v within half a step", i, j, got, x)
			}
		}
	}
	for _, w := range []string{"", "th", "thee", "Timeout", "zones"} {
		if got := tb.Lookup([]byte(w)); got != -1 {
			t.Fatalf("Lookup(%q)=%d, want -1", w, got)
		}
	}
}

func TestWriteRefuses(t *testing.T) {
	tests := []struct {
		name  string
		words []string
		rows  [][]float32
	}{
		{name: "nothing", words: nil, rows: nil},
		{name: "rows short", words: []string{"a", "b"}, rows: [][]float32{{1}}},
		{name: "repeated word", words: []string{"a", "a"}, rows: [][]float32{{1}, {2}}},
		{name: "empty word", words: []string{"a", ""}, rows: [][]float32{{1}, {2}}},
		{name: "ragged", words: []string{"a", "b"}, rows: [][]float32{{1, 2}, {2}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := wordvec.Write(&bytes.Buffer{}, tt.words, tt.rows); err == nil {
				t.Fatal("Write succeeded, want an error")
			}
		})
	}
}

func TestOpenRefuses(t *testing.T) {
	good := write(t, []string{"a", "b", "c"}, [][]float32{{1, 2}, {3, 4}, {5, 6}})
	mutate := func(f func(b []byte) []byte) []byte { return f(append([]byte(nil), good...)) }
	tests := []struct {
		name string
		b    []byte
	}{
		{name: "empty", b: nil},
		{name: "magic", b: mutate(func(b []byte) []byte { b[0] = 'X'; return b })},
		{name: "truncated", b: good[:len(good)-4]},
		{name: "longer", b: append(append([]byte(nil), good...), 0, 0, 0, 0)},
		{name: "slots not a power of two", b: mutate(func(b []byte) []byte { binary.LittleEndian.PutUint32(b[16:], 6); return b })},
		{name: "no words", b: mutate(func(b []byte) []byte { binary.LittleEndian.PutUint32(b[8:], 0); return b })},
		{name: "offsets out of order", b: mutate(func(b []byte) []byte {
			binary.LittleEndian.PutUint32(b[24+4*3+4:], 99) // offset of word 1
			return b
		})},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := wordvec.Open(tt.b); err == nil {
				t.Fatal("Open succeeded, want an error")
			}
		})
	}
}

func TestSIF(t *testing.T) {
	if a, b := wordvec.SIF(0, 1e-3), wordvec.SIF(10000, 1e-3); !(a < 0.05 && b > 0.9 && a < b) {
		t.Fatalf("SIF(0)=%v SIF(10000)=%v: want frequent words light, rare ones near 1", a, b)
	}
}

// FuzzOpen: Open never panics, and a table it accepts answers every lookup
// without panicking or looping.
func FuzzOpen(f *testing.F) {
	f.Add(write(f, []string{"a", "bc", "def"}, [][]float32{{1, 2}, {3, 4}, {5, 6}}), []byte("bc"))
	f.Add([]byte("CAIRNWV1"), []byte("x"))
	f.Fuzz(func(t *testing.T, b, word []byte) {
		tb, err := wordvec.Open(b)
		if err != nil {
			return
		}
		if i := tb.Lookup(word); i >= tb.Len() {
			t.Fatalf("Lookup=%d past %d words", i, tb.Len())
		}
		for i := range tb.Len() {
			tb.Word(i)
			tb.Row(i)
		}
	})
}
