package vector_test

import (
	"math"
	"slices"
	"testing"

	"github.com/cairnhq/cairn/vector"
	"github.com/cairnhq/cairn/vector/vectortest"
)

func randomVectors(seed uint64, n, dim int) [][]float32 { return vectortest.Random(seed, n, dim) }

func clusteredVectors(seed uint64, n, dim, clusters int, spread float64) [][]float32 {
	return vectortest.Clustered(seed, n, dim, clusters, spread)
}

func id(i int) string { return vectortest.ID(i) }

// stored returns v as the index stores it: quantised, as Decode(Encode(v)).
func stored(tb testing.TB, v []float32) []float32 {
	tb.Helper()
	d, err := vectortest.Stored(v)
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

func recall(got, want []vector.Result) float64 { return vectortest.Recall(got, want) }

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
