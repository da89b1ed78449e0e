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

// Clusters generates isotropic Gaussian clusters: centres uniform on the
// unit sphere, each point a centre plus Gaussian noise of the same variance
// in every dimension, with norm about spread. Unlike Clustered, whose
// points lie near a 32-dimensional subspace, the noise fills all
// dimensions, so neighbours within a cluster are as hard to tell apart as
// random points: the hard case for a graph index.
type Clusters struct {
	centres [][]float64
	sigma   float64
	seed    uint64
}

// NewClusters returns the generator of clusters Gaussian clusters in dim
// dimensions around centres drawn with seed; spread is the expected norm
// of the noise relative to the unit centres.
func NewClusters(seed uint64, dim, clusters int, spread float64) *Clusters {
	r := rand.New(rand.NewPCG(seed, 2))
	cs := make([][]float64, clusters)
	for i := range cs {
		c := make([]float64, dim)
		var ss float64
		for j := range c {
			c[j] = r.NormFloat64()
			ss += c[j] * c[j]
		}
		for j := range c {
			c[j] /= math.Sqrt(ss)
		}
		cs[i] = c
	}
	return &Clusters{centres: cs, sigma: spread / math.Sqrt(float64(dim)), seed: seed}
}

// Vectors returns n points; each stream gives a different reproducible
// sequence from the same clusters (use one stream for the data, others
// for queries or for the data in batches).
func (c *Clusters) Vectors(stream uint64, n int) [][]float32 {
	r := rand.New(rand.NewPCG(c.seed, 1000+stream))
	vs := make([][]float32, n)
	for i := range vs {
		ctr := c.centres[r.IntN(len(c.centres))]
		v := make([]float32, len(ctr))
		for j, x := range ctr {
			v[j] = float32(x + c.sigma*r.NormFloat64())
		}
		vs[i] = v
	}
	return vs
}

// GaussianClusters returns n points of NewClusters(seed, dim, clusters,
// spread) from stream 0.
func GaussianClusters(seed uint64, n, dim, clusters int, spread float64) [][]float32 {
	return NewClusters(seed, dim, clusters, spread).Vectors(0, n)
}
