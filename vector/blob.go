package vector

import (
	"encoding/binary"
	"errors"
	"math"
)

// blobVersion is the first byte of every encoded vector.
const blobVersion = 1

// Encode quantises v to int8 with one float32 scale per vector and returns
// the compact blob stored by the SQL engines: 1 version byte, the scale as
// little-endian float32, then one int8 per dimension (261 bytes at 256
// dimensions). A nil or empty v encodes to nil.
func Encode(v []float32) []byte {
	if len(v) == 0 {
		return nil
	}
	q, scale := Quantize(v)
	b := make([]byte, 5+len(q))
	b[0] = blobVersion
	binary.LittleEndian.PutUint32(b[1:5], math.Float32bits(scale))
	for i, x := range q {
		b[5+i] = byte(x)
	}
	return b
}

// Decode reverses Encode, returning the dequantised vector. A nil or empty
// blob decodes to nil.
func Decode(b []byte) ([]float32, error) {
	if len(b) == 0 {
		return nil, nil
	}
	if b[0] != blobVersion || len(b) < 6 {
		return nil, errors.New("vector: unknown blob format")
	}
	scale := math.Float32frombits(binary.LittleEndian.Uint32(b[1:5]))
	v := make([]float32, len(b)-5)
	for i := range v {
		v[i] = float32(int8(b[5+i])) * scale
	}
	return v, nil
}

// Quantize maps v to int8 so that the largest magnitude becomes 127, and
// returns the scale that maps back: v[i] ≈ float32(q[i]) * scale. A zero
// vector quantises to zeros with scale 0.
func Quantize(v []float32) (q []int8, scale float32) {
	var maxAbs float64
	for _, x := range v {
		maxAbs = max(maxAbs, math.Abs(float64(x)))
	}
	q = make([]int8, len(v))
	if maxAbs == 0 {
		return q, 0
	}
	// float64 keeps the ratio finite even when maxAbs is a float32
	// subnormal and maxAbs/127 would round to 0 in float32.
	f := 127 / maxAbs
	for i, x := range v {
		r := math.Round(float64(x) * f)
		q[i] = int8(max(-127, min(127, r)))
	}
	return q, float32(maxAbs / 127)
}
