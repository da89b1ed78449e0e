package use

import (
	_ "embed" // the converted model
	"encoding/binary"
	"errors"
	"fmt"
	"math"
)

// weightsFile is the converted model: see internal/convert for the format
// and the package documentation for how to regenerate it.
//
//go:embed use.bin
var weightsFile []byte

const weightsMagic = "USELITE1"

// Tensor kinds in the weights file.
const (
	kindFloat32   = 0
	kindInt8Block = 1
	kindFloat16   = 2
)

// tensor is a weight decoded to float32. Matrices are row-major.
type tensor struct {
	dims []int
	data []float32
}

// vocabEntry is one SentencePiece piece and its log-probability score.
type vocabEntry struct {
	piece string
	score float64
}

// decoder reads the weights file, remembering the first error.
type decoder struct {
	b   []byte
	err error
}

func (d *decoder) take(n int) []byte {
	if d.err != nil {
		return nil
	}
	if n < 0 || n > len(d.b) {
		d.err = errors.New("weights file is truncated")
		return nil
	}
	out := d.b[:n]
	d.b = d.b[n:]
	return out
}

func (d *decoder) u8() int {
	if b := d.take(1); b != nil {
		return int(b[0])
	}
	return 0
}

func (d *decoder) u16() int {
	if b := d.take(2); b != nil {
		return int(binary.LittleEndian.Uint16(b))
	}
	return 0
}

func (d *decoder) u32() int {
	if b := d.take(4); b != nil {
		return int(binary.LittleEndian.Uint32(b))
	}
	return 0
}

func (d *decoder) f32s(n int) []float32 {
	b := d.take(4 * n)
	if b == nil {
		return nil
	}
	out := make([]float32, n)
	for i := range out {
		out[i] = math.Float32frombits(binary.LittleEndian.Uint32(b[4*i:]))
	}
	return out
}

// decodeWeights parses the weights file into named tensors (int8 matrices
// dequantised to float32) and the vocabulary.
func decodeWeights(file []byte) (map[string]tensor, []vocabEntry, error) {
	d := &decoder{b: file}
	if string(d.take(len(weightsMagic))) != weightsMagic {
		return nil, nil, errors.New("weights file: bad magic")
	}
	tensors := make(map[string]tensor)
	count := d.u32()
	for i := 0; i < count && d.err == nil; i++ {
		name := string(d.take(d.u8()))
		kind := d.u8()
		dims := make([]int, d.u8())
		size := 1
		for j := range dims {
			dims[j] = d.u32()
			size *= dims[j]
		}
		if size > len(d.b) {
			return nil, nil, fmt.Errorf("weights file: tensor %q is truncated", name)
		}
		var data []float32
		switch kind {
		case kindFloat32:
			data = d.f32s(size)
		case kindInt8Block:
			block := d.u32()
			if len(dims) != 2 || block <= 0 || dims[1]%block != 0 {
				return nil, nil, fmt.Errorf("weights file: int8 tensor %q has dims %v and block %d", name, dims, block)
			}
			scales := d.f32s(size / block)
			q := d.take(size)
			if q == nil {
				break
			}
			data = make([]float32, size)
			for k, s := range scales {
				out := data[k*block : (k+1)*block]
				for i, v := range q[k*block : (k+1)*block] {
					out[i] = s * float32(int8(v))
				}
			}
		case kindFloat16:
			if b := d.take(2 * size); b != nil {
				data = make([]float32, size)
				for i := range data {
					data[i] = fromFloat16(binary.LittleEndian.Uint16(b[2*i:]))
				}
			}
		default:
			return nil, nil, fmt.Errorf("weights file: tensor %q has unknown kind %d", name, kind)
		}
		tensors[name] = tensor{dims: dims, data: data}
	}
	vocab := make([]vocabEntry, d.u32())
	for i := range vocab {
		piece := string(d.take(d.u16()))
		var score float64
		if b := d.take(8); b != nil {
			score = math.Float64frombits(binary.LittleEndian.Uint64(b))
		}
		vocab[i] = vocabEntry{piece: piece, score: score}
	}
	if d.err != nil {
		return nil, nil, fmt.Errorf("weights file: %w", d.err)
	}
	if len(d.b) != 0 {
		return nil, nil, fmt.Errorf("weights file: %d bytes left over", len(d.b))
	}
	return tensors, vocab, nil
}

// fromFloat16 converts an IEEE 754 half-precision value to float32.
func fromFloat16(h uint16) float32 {
	sign := uint32(h&0x8000) << 16
	exp := uint32(h>>10) & 0x1f
	mant := uint32(h & 0x3ff)
	switch {
	case exp == 0x1f:
		return math.Float32frombits(sign | 0x7f800000 | mant<<13)
	case exp == 0:
		if mant == 0 {
			return math.Float32frombits(sign)
		}
		// Subnormal: value = mant · 2⁻²⁴.
		v := float32(mant) * (1.0 / (1 << 24))
		if sign != 0 {
			v = -v
		}
		return v
	}
	return math.Float32frombits(sign | (exp+127-15)<<23 | mant<<13)
}
