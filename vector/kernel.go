package vector

import "math"

// The hot loop multiplies stored int8 vectors by a coarsely quantised query
// without SIMD instructions, four products per 64-bit multiplication (SWAR).
//
// A stored component a in [-127, 127] is kept as the byte u = a+128. A query
// component is quantised to b in [-qmax, qmax] and kept as w = b+qmax in
// [0, 64]. Masking a word of eight data bytes with laneMask leaves four of
// them in 16-bit lanes; multiplying by the four matching weights packed in
// reverse lane order puts u0·w0+u1·w1+u2·w2+u3·w3 in bits 48..63 of the
// 64-bit product, and nothing else reaches those bits: every product is at
// most 255·64 = 16320, so the four-term sum and every lower partial sum fit
// in 16 bits. Subtracting the offsets afterwards gives the exact integer dot
// product of a and b; the only approximation is the query's quantisation,
// whose effect on every score is bounded by queryForm.eps.

const (
	// qmax is the largest quantised query magnitude; see the comment above.
	qmax = 32
	// laneMask selects the even bytes of a word into 16-bit lanes.
	laneMask = 0x00FF00FF00FF00FF
)

// wordsFor returns the number of 64-bit words holding one stored vector of
// dim components: dim bytes padded to a multiple of 16.
func wordsFor(dim int) int { return (dim + 15) / 16 * 2 }

// queryForm is a query prepared for the kernel: the unit-length float32
// query for re-scoring, its packed quantised weights for the scan, and the
// constants that turn raw kernel sums into approximate cosines.
type queryForm struct {
	f     []float32 // unit-length query, len dim; nil for data-derived forms
	w     []uint64  // packed weights, 2 per data word
	qs    float32   // quantisation step of the query: f[i] ≈ b[i]·qs
	cq    int64     // qmax·128·dim + 128·Σb: the offsets' contribution
	eps   float32   // bound on |approximate − exact| score, plus rounding slack
	zero  bool      // the query is the zero vector: every score is 0
	words int
}

// newQueryForm allocates a query form for vectors of dim components.
func newQueryForm(dim int) *queryForm {
	words := wordsFor(dim)
	return &queryForm{f: make([]float32, dim), w: make([]uint64, 2*words), words: words}
}

// set prepares q, which must have the form's dimension and finite values.
func (qf *queryForm) set(q []float32) {
	var ss float64
	for _, x := range q {
		ss += float64(x) * float64(x)
	}
	clear(qf.w)
	if ss == 0 {
		clear(qf.f)
		qf.qs, qf.cq, qf.eps, qf.zero = 0, 0, 0, true
		return
	}
	qf.zero = false
	inv := 1 / math.Sqrt(ss)
	var maxAbs float32
	for i, x := range q {
		f := float32(float64(x) * inv)
		qf.f[i] = f
		if a := abs32(f); a > maxAbs {
			maxAbs = a
		}
	}
	qs := maxAbs / qmax
	var sumB int64
	var errSS float64
	for i, f := range qf.f {
		b := int64(math.Round(float64(f / qs)))
		b = max(-qmax, min(qmax, b))
		sumB += b
		e := float64(f) - float64(b)*float64(qs)
		errSS += e * e
		qf.put(i, uint64(b+qmax))
	}
	qf.qs = qs
	qf.cq = 128*sumB + 128*qmax*int64(len(qf.f))
	// Cauchy-Schwarz: |Σ e_i·v_i| ≤ ‖e‖ for any unit vector v. The slack
	// covers float32 rounding of both the approximate and the exact score.
	qf.eps = float32(math.Sqrt(errSS)) + 1e-4
}

// setFromRow prepares the stored vector in row (with its scale) as a query,
// for comparisons between stored vectors while the graph is built. Only w,
// qs, cq and zero are set.
func (qf *queryForm) setFromRow(row []uint64, scale float32, dim int) {
	w := qf.w[:2*len(row)]
	var sumB int64
	for j, x := range row {
		// Bytes 0, 2, 4, 6 pair with word 2j in reverse lane order, bytes
		// 1, 3, 5, 7 with word 2j+1; see put.
		even := rowWeight[byte(x)]<<48 | rowWeight[byte(x>>16)]<<32 | rowWeight[byte(x>>32)]<<16 | rowWeight[byte(x>>48)]
		odd := rowWeight[byte(x>>8)]<<48 | rowWeight[byte(x>>24)]<<32 | rowWeight[byte(x>>40)]<<16 | rowWeight[byte(x>>56)]
		w[2*j], w[2*j+1] = even, odd
		sumB += int64(even&0xFFFF + even>>16&0xFFFF + even>>32&0xFFFF + even>>48 +
			odd&0xFFFF + odd>>16&0xFFFF + odd>>32&0xFFFF + odd>>48)
	}
	// Padding bytes (128, a = 0) map to weight qmax; clear them so that
	// they add nothing, like the padding of a query.
	for i := dim; i < 8*len(row); i++ {
		word, lane := i/8, i%8
		w[2*word+lane%2] &^= 0xFFFF << (16 * (3 - lane/2))
		sumB -= qmax
	}
	sumB -= qmax * int64(dim) // weights are b+qmax
	// Stored vectors have a largest magnitude of 127 (Quantize), so the
	// step of b = round(a·qmax/127) is scale·127/qmax.
	qf.qs = scale * 127 / qmax
	qf.cq = 128*sumB + 128*qmax*int64(dim)
	qf.zero = scale == 0
}

// rowWeight maps a stored byte u = a+128 to the weight of a as a query
// component: round(a·qmax/127) + qmax.
var rowWeight = func() (t [256]uint64) {
	for u := range t {
		t[u] = uint64(math.Round(float64(u-128)*qmax/127) + qmax)
	}
	return t
}()

// put stores weight w of component i at its packed position: words hold
// components 8j..8j+7; the even ones pair with weight word 2j, the odd ones
// with 2j+1, in reverse lane order.
func (qf *queryForm) put(i int, w uint64) {
	word, lane := i/8, i%8
	qf.w[2*word+lane%2] |= w << (16 * (3 - lane/2))
}

// approx turns a raw kernel sum for a stored vector into an approximate
// cosine.
func (qf *queryForm) approx(raw uint32, bias int32, scale float32) float32 {
	return float32(int64(raw)-int64(bias)-qf.cq) * qf.qs * scale
}

// dots computes the raw kernel sum of the query weights qw against stored
// vectors: rows first, first+1, … when slots is nil, else the rows listed in
// slots. It writes one sum per row into out, whose length sets the count.
func dots(arena []uint64, words int, qw []uint64, slots []uint32, first int, out []uint32) {
	qw = qw[:2*words]
	for j := range out {
		r := first + j
		if slots != nil {
			r = int(slots[j])
		}
		row := arena[r*words : (r+1)*words]
		var s0, s1 uint64
		i := 0
		for ; i+8 <= len(row); i += 8 {
			x := (*[8]uint64)(row[i : i+8])
			q := (*[16]uint64)(qw[2*i : 2*i+16])
			s0 += ((x[0]&laneMask)*q[0])>>48 + (((x[0]>>8)&laneMask)*q[1])>>48
			s1 += ((x[1]&laneMask)*q[2])>>48 + (((x[1]>>8)&laneMask)*q[3])>>48
			s0 += ((x[2]&laneMask)*q[4])>>48 + (((x[2]>>8)&laneMask)*q[5])>>48
			s1 += ((x[3]&laneMask)*q[6])>>48 + (((x[3]>>8)&laneMask)*q[7])>>48
			s0 += ((x[4]&laneMask)*q[8])>>48 + (((x[4]>>8)&laneMask)*q[9])>>48
			s1 += ((x[5]&laneMask)*q[10])>>48 + (((x[5]>>8)&laneMask)*q[11])>>48
			s0 += ((x[6]&laneMask)*q[12])>>48 + (((x[6]>>8)&laneMask)*q[13])>>48
			s1 += ((x[7]&laneMask)*q[14])>>48 + (((x[7]>>8)&laneMask)*q[15])>>48
		}
		for ; i+2 <= len(row); i += 2 {
			x := (*[2]uint64)(row[i : i+2])
			q := (*[4]uint64)(qw[2*i : 2*i+4])
			s0 += ((x[0]&laneMask)*q[0])>>48 + (((x[0]>>8)&laneMask)*q[1])>>48
			s1 += ((x[1]&laneMask)*q[2])>>48 + (((x[1]>>8)&laneMask)*q[3])>>48
		}
		out[j] = uint32(s0 + s1)
	}
}

// exactDot returns Σ f[i]·a[i] for the stored row, in float32; multiplied by
// the row's scale it is the cosine.
func exactDot(f []float32, row []uint64) float32 {
	var s0, s1, s2, s3 float32
	n := len(f) / 8
	row = row[:(len(f)+7)/8]
	for j := 0; j < n; j++ {
		x := row[j]
		g := (*[8]float32)(f[8*j : 8*j+8])
		s0 += g[0]*float32(int8(byte(x)^0x80)) + g[4]*float32(int8(byte(x>>32)^0x80))
		s1 += g[1]*float32(int8(byte(x>>8)^0x80)) + g[5]*float32(int8(byte(x>>40)^0x80))
		s2 += g[2]*float32(int8(byte(x>>16)^0x80)) + g[6]*float32(int8(byte(x>>48)^0x80))
		s3 += g[3]*float32(int8(byte(x>>24)^0x80)) + g[7]*float32(int8(byte(x>>56)^0x80))
	}
	for i := 8 * n; i < len(f); i++ {
		s0 += f[i] * float32(int8(byte(row[i/8]>>(8*(i%8)))^0x80))
	}
	return (s0 + s1) + (s2 + s3)
}

func abs32(x float32) float32 { return math.Float32frombits(math.Float32bits(x) &^ (1 << 31)) }
