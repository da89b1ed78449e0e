// Package wordvec reads and writes a compact file of word vectors: one int8
// row per word with a float32 scale, the words in frequency order (most
// frequent first) and an open-addressing hash table to find them. A Table
// reads the file in place: nothing is copied or decoded when it is opened,
// so a file compiled into the binary with go:embed costs memory only for the
// pages a lookup touches.
//
// Layout (little-endian, every section 4-byte aligned):
//
//	magic    [8]byte   "CAIRNWV1"
//	count    uint32    words (n)
//	dims     uint32    values per row
//	slots    uint32    hash table slots, a power of two, more than n
//	wordLen  uint32    bytes of the words section
//	scales   [n]float32          value j of row i is int8 × scales[i]
//	offsets  [n+1]uint32         word i is words[offsets[i]:offsets[i+1]]
//	table    [slots]uint32       word index + 1, 0 for an empty slot; the
//	                             slot of a word is Hash(word) & (slots-1),
//	                             then the next ones (linear probing)
//	rows     [n*dims]int8
//	words    [wordLen]byte
package wordvec

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
	"math/bits"
)

const magic = "CAIRNWV1"

const headerSize = 8 + 4*4

// Table is a read-only view of a word-vector file. It is safe for
// concurrent use.
type Table struct {
	n, dims int
	mask    uint64
	scales  []byte
	offsets []byte
	table   []byte
	rows    []byte
	words   []byte
}

// Open checks the layout of b and returns a Table reading it in place; b
// must not change afterwards.
func Open(b []byte) (*Table, error) {
	if len(b) < headerSize || string(b[:8]) != magic {
		return nil, errors.New("wordvec: not a word-vector file")
	}
	u := func(off int) int { return int(binary.LittleEndian.Uint32(b[off:])) }
	n, dims, slots, wordLen := u(8), u(12), u(16), u(20)
	if n <= 0 || dims <= 0 || slots <= n || slots&(slots-1) != 0 || n > 1<<24 || dims > 1<<12 || slots > 1<<26 {
		return nil, fmt.Errorf("wordvec: bad header: %d words, %d dims, %d slots", n, dims, slots)
	}
	want := headerSize + 4*n + 4*(n+1) + 4*slots + align4(n*dims) + align4(wordLen)
	if len(b) != want {
		return nil, fmt.Errorf("wordvec: %d bytes, want %d", len(b), want)
	}
	t := &Table{n: n, dims: dims, mask: uint64(slots - 1)}
	off := headerSize
	next := func(size int) []byte {
		s := b[off : off+size : off+size]
		off += align4(size)
		return s
	}
	t.scales = next(4 * n)
	t.offsets = next(4 * (n + 1))
	t.table = next(4 * slots)
	t.rows = next(n * dims)
	t.words = next(wordLen)
	prev := 0
	for i := 0; i <= n; i++ {
		o := int(binary.LittleEndian.Uint32(t.offsets[4*i:]))
		if o < prev || o > wordLen || (i == 0 && o != 0) || (i == n && o != wordLen) {
			return nil, fmt.Errorf("wordvec: bad offset of word %d", i)
		}
		prev = o
	}
	return t, nil
}

func align4(n int) int { return (n + 3) &^ 3 }

// Len is the number of words.
func (t *Table) Len() int { return t.n }

// Dims is the number of values in a row.
func (t *Table) Dims() int { return t.dims }

// Word returns word i (0 is the most frequent). It shares the file's
// memory.
func (t *Table) Word(i int) []byte {
	lo := binary.LittleEndian.Uint32(t.offsets[4*i:])
	hi := binary.LittleEndian.Uint32(t.offsets[4*i+4:])
	return t.words[lo:hi]
}

// Row returns the quantised row of word i and its scale: value j is
// float32(int8(row[j])) * scale. The row shares the file's memory.
func (t *Table) Row(i int) (row []byte, scale float32) {
	return t.rows[i*t.dims : (i+1)*t.dims], math.Float32frombits(binary.LittleEndian.Uint32(t.scales[4*i:]))
}

// Lookup returns the index of word, or -1 when it is not in the table.
func (t *Table) Lookup(word []byte) int {
	s := Hash(word) & t.mask
	for range t.mask + 1 {
		v := binary.LittleEndian.Uint32(t.table[4*s:])
		if v == 0 {
			return -1
		}
		if i := int(v - 1); i < t.n && bytes.Equal(t.Word(i), word) {
			return i
		}
		s = (s + 1) & t.mask
	}
	return -1
}

// Hash is the 64-bit FNV-1a hash of word, finalised with the splitmix64
// mixer so that its low bits are well spread.
func Hash(word []byte) uint64 {
	h := uint64(14695981039346656037)
	for _, c := range word {
		h = (h ^ uint64(c)) * 1099511628211
	}
	h ^= h >> 30
	h *= 0xbf58476d1ce4e5b9
	h ^= h >> 27
	h *= 0x94d049bb133111eb
	h ^= h >> 31
	return h
}

// Write writes words and their rows (each of the same length) in the
// format Open reads, quantising each row to int8 with its own scale (its
// largest absolute value / 127). Words must be distinct and not empty.
func Write(w io.Writer, words []string, rows [][]float32) error {
	n := len(words)
	if n == 0 || len(rows) != n {
		return fmt.Errorf("wordvec: %d words and %d rows", n, len(rows))
	}
	dims := len(rows[0])
	slots := 1 << bits.Len(uint(n+n/3)) // load factor at most 3/4
	var wordBuf []byte
	offsets := make([]uint32, 0, n+1)
	table := make([]uint32, slots)
	seen := make(map[string]bool, n)
	for i, word := range words {
		if word == "" || seen[word] {
			return fmt.Errorf("wordvec: word %d %q is empty or repeated", i, word)
		}
		if len(rows[i]) != dims {
			return fmt.Errorf("wordvec: row %d has %d values, want %d", i, len(rows[i]), dims)
		}
		seen[word] = true
		offsets = append(offsets, uint32(len(wordBuf)))
		wordBuf = append(wordBuf, word...)
		s := Hash([]byte(word)) & uint64(slots-1)
		for table[s] != 0 {
			s = (s + 1) & uint64(slots-1)
		}
		table[s] = uint32(i + 1)
	}
	offsets = append(offsets, uint32(len(wordBuf)))

	var buf bytes.Buffer
	buf.WriteString(magic)
	le := func(v uint32) { _ = binary.Write(&buf, binary.LittleEndian, v) }
	le(uint32(n))
	le(uint32(dims))
	le(uint32(slots))
	le(uint32(len(wordBuf)))
	q := make([]byte, 0, n*dims)
	for _, r := range rows {
		var m float64
		for _, x := range r {
			m = math.Max(m, math.Abs(float64(x)))
		}
		scale := float32(m / 127)
		le(math.Float32bits(scale))
		for _, x := range r {
			v := 0.0
			if scale > 0 {
				v = math.Round(float64(x) / float64(scale))
			}
			q = append(q, byte(int8(max(-127, min(127, v)))))
		}
	}
	for _, o := range offsets {
		le(o)
	}
	for _, s := range table {
		le(s)
	}
	buf.Write(q)
	for buf.Len()%4 != 0 {
		buf.WriteByte(0)
	}
	buf.Write(wordBuf)
	for buf.Len()%4 != 0 {
		buf.WriteByte(0)
	}
	_, err := w.Write(buf.Bytes())
	return err
}

// harmonic is the harmonic number of GloVe 6B's 400,000-word vocabulary:
// under Zipf's law the word of rank r (0-based) has frequency
// 1 / ((r+1) · harmonic).
const harmonic = 13.4702

// Frequency estimates the relative frequency of the word of rank r
// (0-based, most frequent first) by Zipf's law.
func Frequency(r int) float64 { return 1 / (float64(r+1) * harmonic) }

// SIF is the smooth inverse frequency weight a / (a + p) of the word of
// rank r, p its Frequency (Arora, Liang and Ma, 2017).
func SIF(r int, a float64) float64 { return a / (a + Frequency(r)) }
