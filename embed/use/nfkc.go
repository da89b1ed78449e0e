package use

import (
	"strings"
	"sync"
	"unicode/utf8"
)

// The tokenizer normalises text to NFKC, as the reference tokenizer does
// with String.prototype.normalize('NFKC'). The standard library has no
// Unicode normalisation, so nfkc implements the standard algorithm
// (decompose, order combining marks canonically, compose) on tables
// generated from Node.js's ICU by internal/nfkcgen (nfkc_table.go):
// compatibility decompositions, an order of the combining marks that
// agrees with their combining classes, and the canonical compositions.
// Hangul syllables are composed algorithmically and never decomposed,
// which gives the same result.

var (
	nfkcOnce      sync.Once
	nfkdMap       map[rune]string
	combiningRank map[rune]uint8
	compositions  map[[2]rune]rune
)

func loadNFKC() {
	nfkdMap = make(map[rune]string, 6000)
	for entry := range strings.SplitSeq(nfkdData, "\x00") {
		if entry == "" {
			continue
		}
		r, size := utf8.DecodeRuneInString(entry)
		nfkdMap[r] = entry[size:]
	}
	combiningRank = make(map[rune]uint8, 1000)
	for data := combiningRankData; data != ""; {
		r, n1 := utf8.DecodeRuneInString(data)
		rank, n2 := utf8.DecodeRuneInString(data[n1:])
		combiningRank[r] = uint8(rank)
		data = data[n1+n2:]
	}
	compositions = make(map[[2]rune]rune, 1000)
	for data := compositionData; data != ""; {
		var triple [3]rune
		for i := range triple {
			r, size := utf8.DecodeRuneInString(data)
			triple[i] = r
			data = data[size:]
		}
		compositions[[2]rune{triple[0], triple[1]}] = triple[2]
	}
}

// Hangul syllable composition constants (Unicode §3.12).
const (
	hangulSBase  = 0xAC00
	hangulLBase  = 0x1100
	hangulVBase  = 0x1161
	hangulTBase  = 0x11A7
	hangulLCount = 19
	hangulVCount = 21
	hangulTCount = 28
	hangulNCount = hangulVCount * hangulTCount
	hangulSCount = hangulLCount * hangulNCount
)

// composePair returns the code point that NFC composes a and b into.
func composePair(a, b rune) (rune, bool) {
	if a >= hangulLBase && a < hangulLBase+hangulLCount && b >= hangulVBase && b < hangulVBase+hangulVCount {
		return hangulSBase + ((a-hangulLBase)*hangulVCount+(b-hangulVBase))*hangulTCount, true
	}
	if a >= hangulSBase && a < hangulSBase+hangulSCount && (a-hangulSBase)%hangulTCount == 0 &&
		b > hangulTBase && b < hangulTBase+hangulTCount {
		return a + (b - hangulTBase), true
	}
	c, ok := compositions[[2]rune{a, b}]
	return c, ok
}

// nfkc returns s in Unicode Normalization Form KC. Invalid UTF-8 bytes
// become U+FFFD.
func nfkc(s string) string {
	ascii := true
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			ascii = false
			break
		}
	}
	if ascii {
		return s // ASCII is NFKC already
	}
	nfkcOnce.Do(loadNFKC)

	// Decompose, and put each run of combining marks in canonical order
	// (a stable insertion sort by rank; starters have rank 0 and stay put).
	buf := make([]rune, 0, len(s))
	for _, r := range s {
		if d, ok := nfkdMap[r]; ok {
			for _, dr := range d {
				buf = appendOrdered(buf, dr)
			}
			continue
		}
		buf = appendOrdered(buf, r)
	}

	// Compose: each code point with the last starter, unless a code point
	// between them has a rank as high as its own, or is a starter.
	out := buf[:0]
	starter := -1 // index in out of the last starter
	var lastRank uint8
	for _, r := range buf {
		rank := combiningRank[r]
		if starter >= 0 && (lastRank < rank || (lastRank == 0 && starter == len(out)-1)) {
			if c, ok := composePair(out[starter], r); ok {
				out[starter] = c
				continue
			}
		}
		if rank == 0 {
			starter = len(out)
		}
		lastRank = rank
		out = append(out, r)
	}
	return string(out)
}

// appendOrdered appends r to buf, moving it before the combining marks at
// the end of buf that rank higher.
func appendOrdered(buf []rune, r rune) []rune {
	buf = append(buf, r)
	rank := combiningRank[r]
	if rank == 0 {
		return buf
	}
	i := len(buf) - 1
	for i > 0 && combiningRank[buf[i-1]] > rank {
		buf[i] = buf[i-1]
		i--
	}
	buf[i] = r
	return buf
}
