package vector_test

import (
	"math"
	"testing"

	"github.com/cairnhq/cairn/vector"
)

func TestEncodeDecodeRoundTrip(t *testing.T) {
	for _, tc := range []struct {
		name string
		v    []float32
	}{
		{"random 256", randomVectors(1, 1, 256)[0]},
		{"clustered 1536", clusteredVectors(2, 1, 1536, 3, 1)[0]},
		{"one component", []float32{-3.5}},
		{"mixed magnitudes", []float32{1e-6, -2, 0.5, 3e4, -3e4, 0}},
		{"zero", make([]float32, 8)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := vector.Encode(tc.v)
			if got, want := len(b), 5+len(tc.v); got != want {
				t.Fatalf("len(Encode)=%d, want %d", got, want)
			}
			d, err := vector.Decode(b)
			if err != nil {
				t.Fatal(err)
			}
			if len(d) != len(tc.v) {
				t.Fatalf("decoded %d components, want %d", len(d), len(tc.v))
			}
			var maxAbs float64
			for _, x := range tc.v {
				maxAbs = max(maxAbs, math.Abs(float64(x)))
			}
			// Rounding to the nearest of 255 levels errs by half a step at
			// most, plus float32 rounding of the scale and the product.
			bound := maxAbs/127/2 + maxAbs*1e-6
			for i := range d {
				if e := math.Abs(float64(d[i]) - float64(tc.v[i])); e > bound {
					t.Fatalf("component %d: decoded %v, want %v ± %g", i, d[i], tc.v[i], bound)
				}
			}
			// Decoding and encoding again is lossless.
			d2, err := vector.Decode(vector.Encode(d))
			if err != nil {
				t.Fatal(err)
			}
			for i := range d {
				if d2[i] != d[i] {
					t.Fatalf("component %d changed on re-encoding: %v, want %v", i, d2[i], d[i])
				}
			}
		})
	}
}

// TestQuantizeSubnormal: a vector of float32 subnormals still quantises
// to its direction (its blob scale underflows to 0, so it decodes to zeros;
// no embedder produces such vectors).
func TestQuantizeSubnormal(t *testing.T) {
	q, _ := vector.Quantize([]float32{1e-44, -1e-44, 0})
	if q[0] != 127 || q[1] != -127 || q[2] != 0 {
		t.Fatalf("Quantize(subnormals)=%v, want [127 -127 0]", q)
	}
	ix := vector.New(3, vector.Options{})
	if err := ix.Add("tiny", []float32{1e-44, -1e-44, 0}); err != nil {
		t.Fatal(err)
	}
	rs := mustSearch(t, ix, []float32{1, -1, 0}, 1, vector.SearchOptions{})
	if len(rs) != 1 || rs[0].Score < 0.9999 {
		t.Fatalf("search=%v, want tiny at score 1", rs)
	}
}

func TestBlobSizeAt256Dimensions(t *testing.T) {
	if got := len(vector.Encode(randomVectors(3, 1, 256)[0])); got > 300 {
		t.Fatalf("blob of 256 dimensions is %d bytes, want ≤ 300", got)
	}
}

func TestDecodeEmptyAndBad(t *testing.T) {
	for _, b := range [][]byte{nil, {}} {
		if v, err := vector.Decode(b); v != nil || err != nil {
			t.Fatalf("Decode(%v)=%v, %v; want nil, nil", b, v, err)
		}
	}
	if vector.Encode(nil) != nil || vector.Encode([]float32{}) != nil {
		t.Fatal("Encode of an empty vector is not nil")
	}
	for _, tc := range []struct {
		name string
		b    []byte
	}{
		{"unknown version", []byte{2, 0, 0, 0, 0, 1}},
		{"no components", []byte{1, 0, 0, 0, 0}},
		{"truncated scale", []byte{1, 0}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := vector.Decode(tc.b); err == nil {
				t.Fatalf("Decode(%v) succeeded, want an error", tc.b)
			}
		})
	}
}

// TestIndexScoresMatchDecodedBlobs checks the contract engines rely on: a
// vector decoded from its blob scores exactly like the original.
func TestIndexScoresMatchDecodedBlobs(t *testing.T) {
	const dim = 64
	vs := randomVectors(4, 50, dim)
	a := vector.New(dim, vector.Options{Mode: vector.Exact})
	b := vector.New(dim, vector.Options{Mode: vector.Exact})
	for i, v := range vs {
		if err := a.Add(id(i), v); err != nil {
			t.Fatal(err)
		}
		if err := b.Add(id(i), stored(t, v)); err != nil {
			t.Fatal(err)
		}
	}
	q := randomVectors(5, 1, dim)[0]
	ra := mustSearch(t, a, q, 50, vector.SearchOptions{})
	rb := mustSearch(t, b, q, 50, vector.SearchOptions{})
	for i := range ra {
		if ra[i] != rb[i] {
			t.Fatalf("result %d: original %v, decoded %v", i, ra[i], rb[i])
		}
	}
}
