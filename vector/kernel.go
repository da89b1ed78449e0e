package vector

import "math"

// The hot loop multiplies stored int8 vectors by a coarsely quantised query.
//
// A stored component a in [-127, 127] is kept as the byte u = a+128. A query
// component is quantised to b in [-qmax, qmax] and kept as the weight
// w = b+qmax in [0, 64]. The kernel computes Σ u·w exactly; subtracting the
// offsets' contribution gives the integer dot product of a and b. The only
// approximation is the query's quantisation, whose effect on every score
// is bounded by queryForm.eps.
//
// Three kernels compute the same sums. With AVX-512 VNNI (kernel_amd64.s),
// VPDPBUSD multiplies 64 unsigned data bytes by 64 signed weight bytes and
// adds each four products into an int32. With AVX2, VPMADDUBSW multiplies 32
// data bytes by 32 weight bytes and adds pairs without saturating, since
// 2·255·64 < 2^15. Without either (dotsGo), masking a
// word of eight data bytes with laneMask leaves four of them in 16-bit
// lanes, and multiplying by four weights packed in reverse lane order puts
// u0·w0+u1·w1+u2·w2+u3·w3 in bits 48..63 of the 64-bit product, nothing
// else reaching those bits: every product is at most 255·64 = 16320, so the
// four-term sum and every lower partial sum fit in 16 bits. That is four
// products per multiplication in pure Go, about twice as fast as plain int8
// arithmetic, and the reason qmax is 32.

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
// query for re-scoring, its quantised weights for the scan, and the
// constants that turn raw kernel sums into approximate cosines.
type queryForm struct {
	f    []float32 // unit-length query, len dim; unset for forms made from rows
	wb   []byte    // weights w = b+qmax, one per padded dimension (0 in padding)
	w    []uint64  // the weights packed for dotsGo, 2 words per data word
	qs   float32   // quantisation step of the query: f[i] ≈ b[i]·qs
	cq   int64     // qmax·128·dim + 128·Σb: the offsets' contribution
	eps  float32   // bound on |approximate − exact| score, plus rounding slack
	zero bool      // the query is the zero vector: every score is 0
}

// newQueryForm allocates a query form for vectors of dim components.
func newQueryForm(dim int) *queryForm {
	words := wordsFor(dim)
	qf := &queryForm{f: make([]float32, dim), wb: make([]byte, 8*words)}
	if !useAVX2 {
		qf.w = make([]uint64, 2*words)
	}
	return qf
}

// set prepares q, which must have the form's dimension and finite values.
func (qf *queryForm) set(q []float32) {
	var ss float64
	for _, x := range q {
		ss += float64(x) * float64(x)
	}
	clear(qf.wb)
	if ss == 0 {
		clear(qf.f)
		qf.qs, qf.cq, qf.eps, qf.zero = 0, 0, 0, true
		qf.pack()
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
		qf.wb[i] = byte(b + qmax)
	}
	qf.qs = qs
	qf.cq = 128*sumB + 128*qmax*int64(len(qf.f))
	// Cauchy-Schwarz: |Σ e_i·v_i| ≤ ‖e‖ for any unit vector v. The slack
	// covers float32 rounding of the approximate and the exact score.
	qf.eps = float32(math.Sqrt(errSS)) + 1e-5 + 2e-7*float32(len(qf.f))
	qf.pack()
}

// setFromRow prepares the stored vector in row (with its scale) as a query,
// for comparisons between stored vectors while the graph is built. Only the
// weights, qs, cq and zero are set.
func (qf *queryForm) setFromRow(row []uint64, scale float32, dim int) {
	var sumW int64
	if useAVX2 {
		if len(qf.wb) < 8*len(row) || len(row)%2 != 0 {
			panic("vector: setFromRow: row of the wrong size")
		}
		sumW = rowWeightsAVX2(row, qf.wb)
	} else {
		sumW = rowWeightsGo(row, qf.wb)
	}
	// Padding bytes (a = 0) got weight qmax: make them add nothing.
	pad := qf.wb[dim : 8*len(row)]
	sumW -= qmax * int64(len(pad))
	clear(pad)
	sumB := sumW - qmax*int64(dim) // weights are b+qmax
	// Stored vectors have a largest magnitude of 127 (Quantize), so the
	// step of b = round(a·qmax/127) is scale·127/qmax.
	qf.qs = scale * 127 / qmax
	qf.cq = 128*sumB + 128*qmax*int64(dim)
	qf.zero = scale == 0
	qf.pack()
}

// rowWeightsGo sets wb[i] = rowWeight[u] for every byte u of row and
// returns their sum.
func rowWeightsGo(row []uint64, wb []byte) int64 {
	var sumW int64
	for j, x := range row {
		b := (*[8]byte)(wb[8*j : 8*j+8])
		b[0], b[1] = rowWeight[byte(x)], rowWeight[byte(x>>8)]
		b[2], b[3] = rowWeight[byte(x>>16)], rowWeight[byte(x>>24)]
		b[4], b[5] = rowWeight[byte(x>>32)], rowWeight[byte(x>>40)]
		b[6], b[7] = rowWeight[byte(x>>48)], rowWeight[byte(x>>56)]
		sumW += int64(b[0]) + int64(b[1]) + int64(b[2]) + int64(b[3]) +
			int64(b[4]) + int64(b[5]) + int64(b[6]) + int64(b[7])
	}
	return sumW
}

// rowWeight maps a stored byte u = a+128 to the weight of a as a query
// component: round(a·qmax/127) + qmax.
var rowWeight = func() (t [256]byte) {
	for u := range t {
		t[u] = byte(math.Round(float64(u-128)*qmax/127) + qmax)
	}
	return t
}()

// pack fills w from wb for dotsGo, unless the AVX2 kernel is in use.
func (qf *queryForm) pack() {
	if useAVX2 {
		return
	}
	qf.packGo()
}

// packGo fills w from wb: data word j holds components 8j..8j+7; the even
// ones pair with weight word 2j, the odd ones with 2j+1, in reverse lane
// order.
func (qf *queryForm) packGo() {
	if len(qf.w) != len(qf.wb)/4 {
		qf.w = make([]uint64, len(qf.wb)/4)
	}
	for j := range len(qf.w) / 2 {
		b := (*[8]byte)(qf.wb[8*j : 8*j+8])
		qf.w[2*j] = uint64(b[0])<<48 | uint64(b[2])<<32 | uint64(b[4])<<16 | uint64(b[6])
		qf.w[2*j+1] = uint64(b[1])<<48 | uint64(b[3])<<32 | uint64(b[5])<<16 | uint64(b[7])
	}
}

// approx turns a raw kernel sum for a stored vector into an approximate
// cosine.
func (qf *queryForm) approx(raw uint32, bias int32, scale float32) float32 {
	return float32(int64(raw)-int64(bias)-qf.cq) * qf.qs * scale
}

// dots computes the raw kernel sums Σ u·w of the query qf against stored
// vectors: rows first, first+1, … when slots is nil, else the rows listed in
// slots. It writes one sum per row into out, whose length sets the count.
func dots(arena []uint64, words int, qf *queryForm, slots []uint32, first int, out []uint32) {
	dotsHint(arena, words, qf, slots, first, out, nil, nil)
}

// dotsHint is dots that also prefetches, for listed slots, their entries of
// bias and scale (when not nil), which the caller reads next.
func dotsHint(arena []uint64, words int, qf *queryForm, slots []uint32, first int, out []uint32, bias []int32, scale []float32) {
	// The assembly kernel does not check bounds: check them here, once
	// per call, so that a bad slot panics instead of reading stray memory.
	rows := len(arena) / words
	if slots != nil {
		if len(slots) < len(out) {
			panic("vector: dots: fewer slots than outputs")
		}
		for _, s := range slots[:len(out)] {
			if int(s) >= rows {
				panic("vector: dots: slot out of range")
			}
		}
	} else if first < 0 || first+len(out) > rows {
		panic("vector: dots: rows out of range")
	}
	if len(qf.wb) < 8*words {
		panic("vector: dots: query of the wrong dimension")
	}
	if useAVX2 {
		var b *int32
		var sc *float32
		// Prefetching reads nothing, but a hint is only given for arrays
		// that cover every row.
		if len(bias) >= rows && len(scale) >= rows && rows > 0 {
			b, sc = &bias[0], &scale[0]
		}
		if useVNNI {
			dotsVNNI(arena, words, qf.wb, slots, first, out, b, sc)
		} else {
			dotsAVX2(arena, words, qf.wb, slots, first, out, b, sc)
		}
		return
	}
	dotsGo(arena, words, qf.w, slots, first, out)
}

// scores writes into out the approximate cosines of qf with the stored
// vectors in slots, as approx gives them from dots; raw is scratch for at
// least len(out) sums. The AVX-512 kernel scores rows without their bias,
// one cache miss fewer per row in a graph search.
func scores(arena []uint64, words int, qf *queryForm, slots []uint32, out []float32, raw []uint32, bias []int32, scale []float32) {
	if !useVNNI {
		raw = raw[:len(out)]
		dotsHint(arena, words, qf, slots, 0, raw, bias, scale)
		for j, s := range slots[:len(out)] {
			out[j] = qf.approx(raw[j], bias[s], scale[s])
		}
		return
	}
	rows := len(arena) / words
	if len(slots) < len(out) || len(scale) < rows || len(qf.wb) < 8*words {
		panic("vector: scores: arrays of the wrong size")
	}
	for _, s := range slots[:len(out)] {
		if int(s) >= rows {
			panic("vector: scores: slot out of range")
		}
	}
	if len(out) == 0 {
		return
	}
	// Each row's bytes u = a+128 add 128·qmax to the sum per byte,
	// padding included: see scoresVNNI.
	ce := qf.cq - 128*qmax*8*int64(words)
	scoresVNNI(arena, words, qf.wb, slots, out, &scale[0], ce, qf.qs)
}

// dotsGo is dots in pure Go, with the weights packed by packGo.
func dotsGo(arena []uint64, words int, qw []uint64, slots []uint32, first int, out []uint32) {
	qw = qw[:2*words]
	if slots == nil {
		rows := arena[first*words : (first+len(out))*words]
		for j := range out {
			out[j] = dotRowGo(rows[j*words:(j+1)*words], qw)
		}
		return
	}
	for j, s := range slots[:len(out)] {
		out[j] = dotRowGo(arena[int(s)*words:int(s+1)*words], qw)
	}
}

// dotRowGo returns the raw kernel sum of one row; qw has 2 words per row
// word. It is a function of its own so that its accumulators stay in
// registers.
func dotRowGo(row, qw []uint64) uint32 {
	qw = qw[:2*len(row)]
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
	return uint32(s0 + s1)
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
