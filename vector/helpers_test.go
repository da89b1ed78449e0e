package vector_test

import (
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	"github.com/cairnhq/cairn/vector"
)

// randomVectors returns n random vectors (Gaussian components, so random
// directions), seeded for reproducibility.
func randomVectors(seed uint64, n, dim int) [][]float32 {
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

// clusteredVectors returns n vectors resembling real embeddings: points
// around `clusters` centres in a latent space of 32 dimensions, mapped into
// dim dimensions by a fixed random linear map, plus a little isotropic
// noise. Their intrinsic dimension is low and every vector has many near
// neighbours; spread sets the cluster width relative to the distance
// between centres. The same seed gives the same map and centres, so queries
// drawn with the same seed but a different n come from the same
// distribution.
func clusteredVectors(seed uint64, n, dim, clusters int, spread float64) [][]float32 {
	const latent = 32
	maps := randomVectors(seed, dim, latent)
	centres := randomVectors(seed+1, clusters, latent)
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

func id(i int) string { return "v" + strconv.Itoa(i) }

// stored returns v as the index stores it: quantised, as Decode(Encode(v)).
func stored(tb testing.TB, v []float32) []float32 {
	tb.Helper()
	d, err := vector.Decode(vector.Encode(v))
	if err != nil {
		tb.Fatal(err)
	}
	return d
}

func cosine(a, b []float32) float64 {
	var dot, na, nb float64
	for i := range a {
		dot += float64(a[i]) * float64(b[i])
		na += float64(a[i]) * float64(a[i])
		nb += float64(b[i]) * float64(b[i])
	}
	if na == 0 || nb == 0 {
		return 0
	}
	return dot / math.Sqrt(na*nb)
}

// bruteForce returns the k best of vs (ids id(i)) for q by float64 cosine,
// ties by id, skipping the ids keep rejects.
func bruteForce(q []float32, vs map[string][]float32, k int, keep func(string) bool) []vector.Result {
	var rs []vector.Result
	for id, v := range vs {
		if keep == nil || keep(id) {
			rs = append(rs, vector.Result{ID: id, Score: float32(cosine(q, v))})
		}
	}
	slices.SortFunc(rs, func(a, b vector.Result) int {
		if a.Score != b.Score {
			if a.Score > b.Score {
				return -1
			}
			return 1
		}
		if a.ID < b.ID {
			return -1
		}
		return 1
	})
	return rs[:min(k, len(rs))]
}

// sameRanking fails unless got lists the same ids as want in the same
// order, where a swap between ids whose scores differ by at most tol counts
// as a tie. Scores must match want's within tol.
func sameRanking(tb testing.TB, got, want []vector.Result, scores map[string]float32, tol float32) {
	tb.Helper()
	if len(got) != len(want) {
		tb.Fatalf("got %d results, want %d\ngot  %v\nwant %v", len(got), len(want), got, want)
	}
	for i := range got {
		if d := got[i].Score - want[i].Score; d > tol || d < -tol {
			tb.Fatalf("result %d: score %v, want %v\ngot  %v\nwant %v", i, got[i].Score, want[i].Score, got, want)
		}
		if got[i].ID == want[i].ID {
			continue
		}
		gs, ok := scores[got[i].ID]
		if !ok {
			tb.Fatalf("result %d: unknown id %q", i, got[i].ID)
		}
		if d := gs - want[i].Score; d > tol || d < -tol {
			tb.Fatalf("result %d: id %s (score %v), want %s (score %v)", i, got[i].ID, gs, want[i].ID, want[i].Score)
		}
	}
}

// recall returns the fraction of want's ids found in got.
func recall(got, want []vector.Result) float64 {
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

// mustAdd adds vs[i] under id(i) for every i.
func mustAdd(tb testing.TB, ix *vector.Index, vs [][]float32) {
	tb.Helper()
	for i, v := range vs {
		if err := ix.Add(id(i), v); err != nil {
			tb.Fatal(err)
		}
	}
}

func mustSearch(tb testing.TB, ix *vector.Index, q []float32, k int, opts vector.SearchOptions) []vector.Result {
	tb.Helper()
	rs, err := ix.SearchWith(q, k, opts)
	if err != nil {
		tb.Fatal(err)
	}
	return rs
}
