// Package vectortest generates reproducible vectors for tests and
// benchmarks of package vector and of the indexes it is compared with.
package vectortest

import (
	"math"
	"math/rand/v2"
	"strconv"

	"github.com/cairnhq/cairn/vector"
)

// Random returns n random vectors (Gaussian components, so random
// directions), seeded for reproducibility.
func Random(seed uint64, n, dim int) [][]float32 {
	r := rand.New(rand.NewPCG(seed, 1))
	vs := make([][]float32, n)
	for i := range vs {
		v := make([]float32, dim)
		for j := range v {
			v[j] = float32(r.NormFloat64())
		}
		vs[i] = v
	}
	return vs
}

// Clustered returns n vectors resembling real embeddings: points around
// `clusters` centres in a latent space of 32 dimensions, mapped into dim
// dimensions by a fixed random linear map, plus a little isotropic noise.
// Their intrinsic dimension is low and every vector has many near
// neighbours; spread sets the cluster width relative to the distance
// between centres. The same seed gives the same map and centres, so queries
// drawn with the same seed but a different n come from the same
// distribution.
func Clustered(seed uint64, n, dim, clusters int, spread float64) [][]float32 {
	const latent = 32
	maps := Random(seed, dim, latent)
	centres := Random(seed+1, clusters, latent)
	r := rand.New(rand.NewPCG(seed, uint64(n)))
	vs := make([][]float32, n)
	z := make([]float64, latent)
	for i := range vs {
		c := centres[r.IntN(clusters)]
		for j := range z {
			z[j] = float64(c[j]) + spread*r.NormFloat64()
		}
		v := make([]float32, dim)
		for d := range v {
			var x float64
			for j, zj := range z {
				x += float64(maps[d][j]) * zj
			}
			v[d] = float32(x + 0.1*r.NormFloat64())
		}
		vs[i] = v
	}
	return vs
}

// ID is the id under which tests add the i-th vector.
func ID(i int) string { return "v" + strconv.Itoa(i) }

// Stored returns v as an index stores it: quantised, as
// vector.Decode(vector.Encode(v)).
func Stored(v []float32) ([]float32, error) { return vector.Decode(vector.Encode(v)) }

// Unit returns v scaled to unit length (a zero vector stays zero).
func Unit(v []float32) []float32 {
	var ss float64
	for _, x := range v {
		ss += float64(x) * float64(x)
	}
	out := make([]float32, len(v))
	if ss == 0 {
		return out
	}
	inv := 1 / math.Sqrt(ss)
	for i, x := range v {
		out[i] = float32(float64(x) * inv)
	}
	return out
}

// Recall returns the fraction of want's ids found in got.
func Recall(got, want []vector.Result) float64 {
	if len(want) == 0 {
		return 1
	}
	in := make(map[string]bool, len(got))
	for _, r := range got {
		in[r.ID] = true
	}
	n := 0
	for _, r := range want {
		if in[r.ID] {
			n++
		}
	}
	return float64(n) / float64(len(want))
}
