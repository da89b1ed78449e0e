package embed

import (
	"context"
	_ "embed" // the word vectors
	"math"
	"math/bits"
	"strconv"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/internal/wordvec"
)

// gloveVersion names the word vectors, the tokenizer, the weights and the
// hash of Glove. Every constant below is part of it: changing any of them
// (or glove.wv) changes the vectors, so it must come with a new version.
const gloveVersion = "local-glove-v1"

// GloveDimensions is the vector length of Glove: 100 dimensions of word
// meaning followed by gloveHashDims of hashed exact tokens.
const GloveDimensions = gloveSemDims + gloveHashDims

const (
	gloveSemDims  = 100
	gloveHashDims = 156
)

// gloveData is glove.wv: the most frequent words of GloVe 6B (100
// dimensions) in the internal/wordvec format, written by
// internal/cmd/gloveconv (`make glove`).
//
//go:embed glove.wv
var gloveData []byte

// gloveTable opens gloveData once, on first use, for every Glove: the
// table reads the embedded bytes in place.
var gloveTable = sync.OnceValues(func() (*wordvec.Table, error) {
	t, err := wordvec.Open(gloveData)
	if err == nil && t.Dims() != gloveSemDims {
		err = cairn.Errorf(cairn.EINTERNAL, "embed: glove.wv has %d dimensions, want %d", t.Dims(), gloveSemDims)
	}
	return t, err
})

// gloveParams are the settings of one version of Glove.
type gloveParams struct {
	sifA       float64 // SIF parameter a: a word of frequency p weighs a/(a+p)
	hashWeight float64 // share of the hashed part in the vector (its cosine weight is hashWeight²)
	exact      float32 // weight of the exact form of a code-like token
	unknown    float32 // weight of a word piece without a word vector
	number     float32 // weight of a number
	known      float32 // factor of a known word's SIF weight in the hashed part (0: not hashed)
	stop       float32 // factor of a stop word's SIF weight (see isStop)
}

var gloveV1 = gloveParams{
	sifA:       1e-3,
	hashWeight: 0.45,
	exact:      1,
	unknown:    1,
	number:     1,
	known:      0,
	stop:       0.3,
}

// Glove is the default offline embedder: it knows what words mean. Each
// text's vector has two parts, concatenated and L2-normalised:
//
//   - meaning (100 dimensions): the SIF-weighted sum of the GloVe vectors
//     of its words (a/(a+p(w)), p(w) estimated from the word's rank by
//     Zipf's law; common function words weigh 0.3 of that), from which
//     half of the direction common to all sentences was removed when the
//     vectors were converted (internal/cmd/gloveconv); identifiers are
//     split into words first (camelCase, snake_case, dotted and path names,
//     two words written together), so "maxRetries" means "max retries";
//   - exact tokens (156 dimensions): signed feature hashing of the exact
//     form of identifiers, flags, paths and numbers and of the words
//     without a vector, so that "-p 5432" and "-p 5433" differ and an
//     unknown identifier still counts.
//
// The word vectors (the 80,000 most frequent plain words of GloVe 6B,
// int8) are compiled into the binary and read in place, loaded once on
// first use and shared by every Glove. It is deterministic and safe for
// concurrent use. Create one with NewGlove.
type Glove struct {
	t *wordvec.Table
	p gloveParams
}

var _ cairn.Embedder = (*Glove)(nil)

// NewGlove returns the GloVe embedder. It fails only if the compiled-in
// word vectors are damaged (EINTERNAL).
func NewGlove() (*Glove, error) {
	t, err := gloveTable()
	if err != nil {
		return nil, cairn.Errorf(cairn.EINTERNAL, "embed: word vectors: %v", err)
	}
	return &Glove{t: t, p: gloveV1}, nil
}

// Dimensions is GloveDimensions.
func (g *Glove) Dimensions() int { return GloveDimensions }

// Model is "local-glove-v1/256".
func (g *Glove) Model() string { return gloveVersion + "/" + strconv.Itoa(GloveDimensions) }

// Embed returns one vector per text, in order. A text without letters or
// digits embeds to the zero vector. It fails only when ctx ends, with
// EUNAVAILABLE wrapping ctx's error.
func (g *Glove) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	out := make([][]float32, len(texts))
	for i, t := range texts {
		if i%64 == 0 {
			if err := ctx.Err(); err != nil {
				return nil, &cairn.Error{Code: cairn.EUNAVAILABLE, Message: "embedding canceled", Err: err}
			}
		}
		out[i] = g.Vector(t)
	}
	return out, nil
}

// Vector embeds one text. It is Embed without the context and the slice.
func (g *Glove) Vector(text string) []float32 {
	s := gloveScratchPool.Get().(*gloveScratch)
	defer gloveScratchPool.Put(s)
	clear(s.sem[:])
	clear(s.hash[:])
	g.scan(s, text)
	return g.vector(s)
}

type gloveScratch struct {
	sem  [gloveSemDims]float32
	hash [gloveHashDims]float32
	raw  []byte // the current raw token, as written
	low  []byte // lower-cased piece
}

var gloveScratchPool = sync.Pool{New: func() any { return new(gloveScratch) }}

// Hash feature kinds, mixed into the key so that the exact form "2" of a
// token and the word piece "2" land in different places.
const (
	hashExact = iota + 1
	hashPiece
)

// scan splits text into raw tokens (runs of letters, digits and the
// joiners _ . - / and an apostrophe inside a word) and adds each one.
func (g *Glove) scan(s *gloveScratch, text string) {
	s.raw = s.raw[:0]
	for i := 0; i < len(text); {
		r, size := rune(text[i]), 1
		if r >= utf8.RuneSelf {
			r, size = utf8.DecodeRuneInString(text[i:])
		}
		if isTokenRune(r) {
			s.raw = utf8.AppendRune(s.raw, r)
		} else {
			g.token(s, s.raw)
			s.raw = s.raw[:0]
		}
		i += size
	}
	g.token(s, s.raw)
}

func isTokenRune(r rune) bool {
	switch {
	case r < utf8.RuneSelf:
		return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' ||
			r == '_' || r == '.' || r == '-' || r == '/' || r == '\''
	case r == '’':
		return true
	default:
		return unicode.IsLetter(r) || unicode.IsDigit(r)
	}
}

// token adds one raw token: trims the joiners around it (a leading - of a
// flag stays), hashes its exact form when it is code-like, and adds its
// word pieces.
func (g *Glove) token(s *gloveScratch, raw []byte) {
	for len(raw) > 0 && isTrimByte(raw[len(raw)-1]) {
		raw = raw[:len(raw)-1]
	}
	for len(raw) > 0 && isTrimByte(raw[0]) && raw[0] != '-' {
		raw = raw[1:]
	}
	if len(raw) > 0 && raw[0] == '-' && !flagLike(raw) {
		for len(raw) > 0 && raw[0] == '-' {
			raw = raw[1:]
		}
	}
	if len(raw) == 0 {
		return
	}
	if codeLike(raw) {
		s.low = lowerAppend(s.low[:0], raw)
		g.addHash(s, hashExact, s.low, g.p.exact)
	}
	// Word pieces: maximal runs of letters and digits. An apostrophe
	// starts a contraction or possessive, which is dropped ("n't" is
	// "not").
	start := -1
	for i := 0; i <= len(raw); {
		r, size := rune(0), 1
		if i < len(raw) {
			r, size = utf8.DecodeRune(raw[i:])
		}
		word := i < len(raw) && (unicode.IsLetter(r) || unicode.IsDigit(r))
		if word && start < 0 {
			start = i
		}
		if !word && start >= 0 {
			w := raw[start:i]
			start = -1
			if i < len(raw) && (r == '\'' || r == '’') {
				rest := raw[i+size:]
				n := 0
				for n < len(rest) && (rest[n] >= 'a' && rest[n] <= 'z' || rest[n] >= 'A' && rest[n] <= 'Z') {
					n++
				}
				if n == 1 && (rest[0] == 't' || rest[0] == 'T') && len(w) > 1 && (w[len(w)-1] == 'n' || w[len(w)-1] == 'N') {
					g.piece(s, negated(w[:len(w)-1])) // "don't": do not
					g.piece(s, []byte("not"))
				} else {
					g.piece(s, w)
				}
				i += size + n
				continue
			}
			g.piece(s, w)
		}
		if i == len(raw) {
			break
		}
		i += size
	}
}

// negated returns the verb of a contraction with n't, its n removed:
// "ca" (can't) is "can", "wo" (won't) "will", "sha" (shan't) "shall".
func negated(w []byte) []byte {
	switch string(w) {
	case "ca", "Ca", "CA":
		return []byte("can")
	case "wo", "Wo", "WO":
		return []byte("will")
	case "sha", "Sha", "SHA":
		return []byte("shall")
	}
	return w
}

func isTrimByte(c byte) bool { return c == '.' || c == '-' || c == '_' || c == '/' || c == '\'' }

// flagLike reports whether raw is a command-line flag: one or two dashes
// and a letter.
func flagLike(raw []byte) bool {
	rest := raw[1:]
	if len(rest) > 0 && rest[0] == '-' {
		rest = rest[1:]
	}
	return len(rest) > 0 && (rest[0] >= 'a' && rest[0] <= 'z' || rest[0] >= 'A' && rest[0] <= 'Z')
}

// codeLike reports whether raw is more than a plain word: it holds a
// joiner other than an apostrophe, a digit, or an upper-case letter after
// a lower-case one (camelCase).
func codeLike(raw []byte) bool {
	lower := false
	for _, c := range raw {
		switch {
		case c == '_' || c == '.' || c == '-' || c == '/' || c >= '0' && c <= '9':
			return true
		case c >= 'a' && c <= 'z':
			lower = true
		case c >= 'A' && c <= 'Z' && lower:
			return true
		}
	}
	return false
}

// piece adds one run of letters and digits: its word vector when it has
// one, else the vectors of its camelCase and letter/digit parts; parts
// without a vector, and numbers, go to the hashed part.
func (g *Glove) piece(s *gloveScratch, w []byte) {
	s.low = lowerAppend(s.low[:0], w)
	if i := g.t.Lookup(s.low); i >= 0 {
		g.addWord(s, i, s.low)
		if isNumber(s.low) {
			g.addHash(s, hashPiece, s.low, g.p.number)
		}
		return
	}
	if g.compound(s, w) {
		return
	}
	// Split "parseHTTPRequest2" into parse, HTTP, Request, 2.
	start := 0
	for i := 1; i <= len(w); i++ {
		if i < len(w) && !boundary(w, i) {
			continue
		}
		part := w[start:i]
		start = i
		s.low = lowerAppend(s.low[:0], part)
		if len(part) < len(w) {
			if j := g.t.Lookup(s.low); j >= 0 {
				g.addWord(s, j, s.low)
				if isNumber(s.low) {
					g.addHash(s, hashPiece, s.low, g.p.number)
				}
				continue
			}
		}
		wt := g.p.unknown
		if isNumber(s.low) {
			wt = g.p.number
		}
		g.addHash(s, hashPiece, s.low, wt)
	}
}

// compound adds a word without a vector that is two words with vectors
// written together ("timezone", "hostname"): their vectors, and the whole
// word to the hashed part. Both parts must be at least 3 bytes; the most
// even split wins. It reports whether it found one.
func (g *Glove) compound(s *gloveScratch, w []byte) bool {
	const minPart = 3
	if len(w) < 2*minPart || len(w) > 32 || !isLowerASCII(w) && !isCapitalised(w) {
		return false
	}
	low := lowerAppend(s.low[:0], w)
	s.low = low
	best, bi, bj := -1, -1, -1
	for k := minPart; k <= len(low)-minPart; k++ {
		if even := min(k, len(low)-k); even <= best {
			continue
		}
		i := g.t.Lookup(low[:k])
		if i < 0 {
			continue
		}
		if j := g.t.Lookup(low[k:]); j >= 0 {
			best, bi, bj = min(k, len(low)-k), i, j
		}
	}
	if best < 0 {
		return false
	}
	g.addHash(s, hashPiece, low, g.p.unknown)
	g.addWord(s, bi, nil)
	g.addWord(s, bj, nil)
	return true
}

func isLowerASCII(w []byte) bool {
	for _, c := range w {
		if c < 'a' || c > 'z' {
			return false
		}
	}
	return true
}

// isCapitalised reports whether w is an upper-case ASCII letter followed by
// lower-case ones.
func isCapitalised(w []byte) bool {
	return len(w) > 1 && w[0] >= 'A' && w[0] <= 'Z' && isLowerASCII(w[1:])
}

// boundary reports whether a camelCase or letter/digit part of w starts at
// byte i (ASCII only; other text is one part).
func boundary(w []byte, i int) bool {
	a, b := w[i-1], w[i]
	if a >= utf8.RuneSelf || b >= utf8.RuneSelf {
		return false
	}
	isDigit := func(c byte) bool { return c >= '0' && c <= '9' }
	isUpper := func(c byte) bool { return c >= 'A' && c <= 'Z' }
	isLower := func(c byte) bool { return c >= 'a' && c <= 'z' }
	switch {
	case isDigit(a) != isDigit(b):
		return true
	case isLower(a) && isUpper(b):
		return true
	case isUpper(a) && isUpper(b) && i+1 < len(w) && isLower(w[i+1]):
		return true // "HTTPServer": the S starts "Server"
	}
	return false
}

func isNumber(w []byte) bool {
	for _, c := range w {
		if c < '0' || c > '9' {
			return false
		}
	}
	return len(w) > 0
}

// addWord adds the SIF-weighted vector of word i to the meaning part, and
// to the hashed part when known words are hashed.
func (g *Glove) addWord(s *gloveScratch, i int, word []byte) {
	row, scale := g.t.Row(i)
	w := float32(wordvec.SIF(i, g.p.sifA))
	if g.p.stop != 1 && isStop(word) {
		w *= g.p.stop
	}
	f := w * scale
	sem := &s.sem
	for j, b := range row[:gloveSemDims] {
		sem[j] += f * float32(int8(b))
	}
	if g.p.known > 0 {
		g.addHash(s, hashPiece, word, g.p.known*w)
	}
}

// addHash adds feature w of kind with weight wt to the hashed part: the
// high bits of its hash choose the dimension, one bit the sign.
func (g *Glove) addHash(s *gloveScratch, kind int, w []byte, wt float32) {
	if wt == 0 {
		return
	}
	h := wordvec.Hash(w) ^ uint64(kind)*0x9e3779b97f4a7c15
	h ^= h >> 29
	h *= 0xbf58476d1ce4e5b9
	h ^= h >> 32
	d, _ := bits.Mul64(h, gloveHashDims)
	if h&1 != 0 {
		wt = -wt
	}
	s.hash[d] += wt
}

// vector joins the two parts, each normalised, weighted by the share of
// the hashed part, and normalises the whole.
func (g *Glove) vector(s *gloveScratch) []float32 {
	v := make([]float32, GloveDimensions)
	ns, nh := sumSquares(s.sem[:]), sumSquares(s.hash[:])
	if ns == 0 && nh == 0 {
		return v
	}
	ws, wh := math.Sqrt(1-g.p.hashWeight*g.p.hashWeight), g.p.hashWeight
	switch {
	case ns == 0:
		ws, wh = 0, 1
	case nh == 0:
		ws, wh = 1, 0
	}
	fs, fh := float32(0), float32(0)
	if ns > 0 {
		fs = float32(ws / math.Sqrt(ns))
	}
	if nh > 0 {
		fh = float32(wh / math.Sqrt(nh))
	}
	for j, x := range s.sem {
		v[j] = x * fs
	}
	for j, x := range s.hash {
		v[gloveSemDims+j] = x * fh
	}
	return v
}

func sumSquares(v []float32) float64 {
	var s float64
	for _, x := range v {
		s += float64(x) * float64(x)
	}
	return s
}

// lowerAppend appends w lower-cased to dst.
func lowerAppend(dst, w []byte) []byte {
	for i := 0; i < len(w); {
		c := w[i]
		if c < utf8.RuneSelf {
			if c >= 'A' && c <= 'Z' {
				c += 'a' - 'A'
			}
			dst = append(dst, c)
			i++
			continue
		}
		r, size := utf8.DecodeRune(w[i:])
		dst = utf8.AppendRune(dst, unicode.ToLower(r))
		i += size
	}
	return dst
}
