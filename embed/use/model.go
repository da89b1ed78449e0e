package use

import (
	"fmt"
	"math"
	"sync"
)

// Shape of Universal Sentence Encoder Lite.
const (
	embeddingDim = 256 // token embeddings and the first layer's attention
	hiddenDim    = 512 // everything after the first attention
	ffnDim       = 1536
	attnHeads    = 4
)

// linear is a dense layer y = x·Wᵀ + b with W stored as [out][in].
type linear struct {
	in, out int
	weight  []float32
	bias    []float32
}

// layerNorm holds a layer normalisation's scale and offset.
type layerNorm struct {
	scale, bias []float32
}

// transformerLayer is one of the two layers of the encoder. Each is
// pre-norm: x += Attention(LayerNorm(x)); x += FFN(LayerNorm(x)).
type transformerLayer struct {
	attnNorm   layerNorm
	qkv        linear  // queries, keys and values, each width/attnHeads per head
	queryScale float32 // 1/√(head depth)
	output     linear
	residual   *linear // projects the first layer's 256-d input to 512-d
	ffnNorm    layerNorm
	ffn1, ffn2 linear
	width      int // attention width: 256 or 512
}

// model is the Universal Sentence Encoder Lite graph
// (module_apply_default/Encoder_en in model.json):
//
//	x_t   = 2·E[id_t] + timing(t)     (the graph adds the embedding twice)
//	x     = layer1(layer0(x))
//	v     = tanh(mean_t(x_t)·W + b)
//	out   = v / √max(|v|², ε)
type model struct {
	embeddings    []float32 // [vocabulary][embeddingDim]
	vocabRows     int
	invTimescales []float32 // [embeddingDim/2]
	normEpsilon   float32
	layers        [2]transformerLayer
	pooled        linear
	l2Epsilon     float32
}

// newModel assembles the model from the decoded tensors, checking shapes.
func newModel(t map[string]tensor) (*model, error) {
	var err error
	get := func(name string, dims ...int) []float32 {
		if err != nil {
			return nil
		}
		w, ok := t[name]
		if !ok {
			err = fmt.Errorf("weights file has no tensor %q", name)
			return nil
		}
		if fmt.Sprint(w.dims) != fmt.Sprint(dims) {
			err = fmt.Errorf("tensor %q has shape %v, want %v", name, w.dims, dims)
			return nil
		}
		return w.data
	}
	scalar := func(name string) float32 {
		if v := get(name, 1); v != nil {
			return v[0]
		}
		return 0
	}
	lin := func(name string, out, in int) linear {
		return linear{in: in, out: out, weight: get(name+"/kernel", out, in), bias: get(name+"/bias", out)}
	}
	norm := func(name string, n int) layerNorm {
		return layerNorm{scale: get(name+"/scale", n), bias: get(name+"/bias", n)}
	}

	m := &model{}
	if e, ok := t["embeddings"]; ok && len(e.dims) == 2 {
		m.vocabRows = e.dims[0]
	}
	m.embeddings = get("embeddings", m.vocabRows, embeddingDim)
	m.invTimescales = get("timing_inv_scales", embeddingDim/2)
	m.normEpsilon = scalar("layer_norm_epsilon")
	for i, width := range []int{embeddingDim, hiddenDim} {
		p := fmt.Sprintf("Layer_%d/", i)
		l := &m.layers[i]
		l.width = width
		l.attnNorm = norm(p+"attention_norm", width)
		l.qkv = lin(p+"qkv", 3*width, width)
		l.queryScale = scalar(p + "query_scale")
		l.output = lin(p+"output", hiddenDim, width)
		if width != hiddenDim {
			r := lin(p+"residual", hiddenDim, width)
			l.residual = &r
		}
		l.ffnNorm = norm(p+"ffn_norm", hiddenDim)
		l.ffn1 = lin(p+"ffn1", ffnDim, hiddenDim)
		l.ffn2 = lin(p+"ffn2", hiddenDim, ffnDim)
	}
	m.pooled = lin("pooled", hiddenDim, hiddenDim)
	m.l2Epsilon = scalar("l2_epsilon")
	if err != nil {
		return nil, err
	}
	return m, nil
}

// embed returns the unit-length 512-d embedding of a token sequence of at
// most MaxTokens ids. An empty sequence gets the embedding of a zero mean,
// as in the graph. The dense layers split their work among up to workers
// goroutines.
func (m *model) embed(ids []int32, workers int) ([]float32, error) {
	n := len(ids)
	x := make([]float32, n*embeddingDim)
	half := embeddingDim / 2
	for t, id := range ids {
		if id < 0 || int(id) >= m.vocabRows {
			return nil, fmt.Errorf("token id %d out of range", id)
		}
		e := m.embeddings[int(id)*embeddingDim : (int(id)+1)*embeddingDim]
		row := x[t*embeddingDim : (t+1)*embeddingDim]
		for k, inv := range m.invTimescales {
			angle := float64(float32(t) * inv)
			row[k] = e[k] + (e[k] + float32(math.Sin(angle)))
			row[half+k] = e[half+k] + (e[half+k] + float32(math.Cos(angle)))
		}
	}
	for i := range m.layers {
		x = m.layers[i].forward(x, n, m.normEpsilon, workers)
	}

	pooled := make([]float32, hiddenDim)
	for t := range n {
		for k, v := range x[t*hiddenDim : (t+1)*hiddenDim] {
			pooled[k] += v
		}
	}
	count := float32(max(n, 1))
	for k := range pooled {
		pooled[k] /= count
	}
	out := make([]float32, hiddenDim)
	m.pooled.apply(pooled, 1, out)
	var sumSq float32
	for k, v := range out {
		v = float32(math.Tanh(float64(v)))
		out[k] = v
		sumSq += v * v
	}
	inv := float32(1 / math.Sqrt(float64(max(sumSq, m.l2Epsilon))))
	for k := range out {
		out[k] *= inv
	}
	return out, nil
}

// forward runs the layer on x ([n][width]) and returns [n][hiddenDim].
func (l *transformerLayer) forward(x []float32, n int, eps float32, workers int) []float32 {
	w := l.width
	h := make([]float32, n*w)
	l.attnNorm.apply(x, h, w, eps)
	qkv := make([]float32, n*3*w)
	l.qkv.applyParallel(h, n, qkv, workers)
	ctx := h // h is no longer needed; ctx has the same shape
	attention(qkv, ctx, n, w, l.queryScale)
	y := make([]float32, n*hiddenDim)
	l.output.applyParallel(ctx, n, y, workers)
	if l.residual != nil {
		r := make([]float32, n*hiddenDim)
		l.residual.applyParallel(x, n, r, workers)
		addInPlace(y, r)
	} else {
		addInPlace(y, x)
	}

	h2 := make([]float32, n*hiddenDim)
	l.ffnNorm.apply(y, h2, hiddenDim, eps)
	f := make([]float32, n*ffnDim)
	l.ffn1.applyParallel(h2, n, f, workers)
	for i, v := range f {
		f[i] = max(v, 0)
	}
	l.ffn2.applyParallel(f, n, h2, workers)
	addInPlace(y, h2)
	return y
}

// The numeric kernels below are marked //go:norace: they only touch the
// caller's scratch buffers and the read-only weights (the goroutines of
// applyParallel each write their own columns and are joined by a
// WaitGroup), and instrumenting their inner loops made the package's tests
// 25 times slower under -race. The code that shares data between
// goroutines (Encoder.Embed, applyParallel) stays instrumented.

// attention computes multi-head self-attention over n positions. qkv holds
// per position the queries, keys and values ([n][3·width]); the heads'
// outputs are written side by side to out ([n][width]).
//
//go:norace
func attention(qkv, out []float32, n, width int, queryScale float32) {
	depth := width / attnHeads
	stride := 3 * width
	q := make([]float32, depth)
	logits := make([]float32, n)
	for head := range attnHeads {
		qOff, kOff, vOff := head*depth, width+head*depth, 2*width+head*depth
		for i := range n {
			for d, v := range qkv[i*stride+qOff : i*stride+qOff+depth] {
				q[d] = v * queryScale
			}
			maxLogit := float32(math.Inf(-1))
			for j := range n {
				s := dot(q, qkv[j*stride+kOff:j*stride+kOff+depth])
				logits[j] = s
				maxLogit = max(maxLogit, s)
			}
			var sum float32
			for j, s := range logits {
				e := float32(math.Exp(float64(s - maxLogit)))
				logits[j] = e
				sum += e
			}
			o := out[i*width+head*depth : i*width+(head+1)*depth]
			clear(o)
			for j, p := range logits {
				p /= sum
				for d, v := range qkv[j*stride+vOff : j*stride+vOff+depth] {
					o[d] += p * v
				}
			}
		}
	}
}

// apply normalises each width-long row of x into out:
// (x-mean)·rsqrt(var+eps)·scale + bias.
//
//go:norace
func (ln layerNorm) apply(x, out []float32, width int, eps float32) {
	for r := 0; r+width <= len(x); r += width {
		row := x[r : r+width]
		var mean float32
		for _, v := range row {
			mean += v
		}
		mean /= float32(width)
		var variance float32
		for _, v := range row {
			d := v - mean
			variance += d * d
		}
		variance /= float32(width)
		inv := float32(1 / math.Sqrt(float64(variance+eps)))
		o := out[r : r+width]
		for k, v := range row {
			o[k] = ln.scale[k]*inv*(v-mean) + ln.bias[k]
		}
	}
}

//go:norace
func addInPlace(dst, src []float32) {
	src = src[:len(dst)]
	for i := range dst {
		dst[i] += src[i]
	}
}

//go:norace
func dot(a, b []float32) float32 {
	b = b[:len(a)]
	var s0, s1, s2, s3 float32
	for len(a) >= 4 && len(b) >= 4 {
		s0 += a[0] * b[0]
		s1 += a[1] * b[1]
		s2 += a[2] * b[2]
		s3 += a[3] * b[3]
		a, b = a[4:], b[4:]
	}
	for i, v := range a {
		s0 += v * b[i]
	}
	return (s0 + s1) + (s2 + s3)
}

// parallelMinWork is the number of multiply-adds below which a dense layer
// is not worth splitting among goroutines.
const parallelMinWork = 1 << 20

// applyParallel is [linear.apply] with the output units split among up to
// workers goroutines, each writing its own columns of out.
func (l *linear) applyParallel(x []float32, rows int, out []float32, workers int) {
	if workers <= 1 || rows*l.in*l.out < parallelMinWork {
		l.apply(x, rows, out)
		return
	}
	chunk := max(2, (l.out/workers+1)&^1) // even, for the kernel's pairs of units
	var wg sync.WaitGroup
	for lo := 0; lo < l.out; lo += chunk {
		hi := min(lo+chunk, l.out)
		wg.Go(func() { l.applyUnits(x, rows, out, lo, hi) })
	}
	wg.Wait()
}

// apply computes out[t] = x[t]·Wᵀ + b for the rows t < rows of x
// ([rows][in]) into out ([rows][out]).
func (l *linear) apply(x []float32, rows int, out []float32) {
	l.applyUnits(x, rows, out, 0, l.out)
}

// applyUnits is [linear.apply] for the output units lo ≤ o < hi only. The
// weights are streamed once: each pair of weight rows, while in cache,
// meets the input rows four at a time, giving eight independent sums per
// step.
//
//go:norace
func (l *linear) applyUnits(x []float32, rows int, out []float32, lo, hi int) {
	in, n := l.in, l.out
	x = x[:rows*in]
	out = out[:rows*n]
	o := lo
	for ; o+2 <= hi; o += 2 {
		w0 := l.weight[o*in : (o+1)*in]
		w1 := l.weight[(o+1)*in : (o+2)*in]
		w1 = w1[:len(w0)]
		b0, b1 := l.bias[o], l.bias[o+1]
		t := 0
		for ; t+4 <= rows; t += 4 {
			x0 := x[t*in : (t+1)*in]
			x1 := x[(t+1)*in : (t+2)*in]
			x2 := x[(t+2)*in : (t+3)*in]
			x3 := x[(t+3)*in : (t+4)*in]
			x0, x1, x2, x3 = x0[:len(w0)], x1[:len(w0)], x2[:len(w0)], x3[:len(w0)]
			var s00, s10, s20, s30, s01, s11, s21, s31 float32
			for i, a := range w0 {
				c := w1[i]
				v0, v1, v2, v3 := x0[i], x1[i], x2[i], x3[i]
				s00 += v0 * a
				s10 += v1 * a
				s20 += v2 * a
				s30 += v3 * a
				s01 += v0 * c
				s11 += v1 * c
				s21 += v2 * c
				s31 += v3 * c
			}
			out[t*n+o], out[t*n+o+1] = s00+b0, s01+b1
			out[(t+1)*n+o], out[(t+1)*n+o+1] = s10+b0, s11+b1
			out[(t+2)*n+o], out[(t+2)*n+o+1] = s20+b0, s21+b1
			out[(t+3)*n+o], out[(t+3)*n+o+1] = s30+b0, s31+b1
		}
		for ; t < rows; t++ {
			xt := x[t*in : (t+1)*in]
			out[t*n+o] = dot(xt, w0) + b0
			out[t*n+o+1] = dot(xt, w1) + b1
		}
	}
	for ; o < hi; o++ {
		w := l.weight[o*in : (o+1)*in]
		for t := range rows {
			out[t*n+o] = dot(x[t*in:(t+1)*in], w) + l.bias[o]
		}
	}
}
