package vector_test

import (
	"testing"

	"github.com/cairnhq/cairn/vector"
)

func TestDebugRecall(t *testing.T) {
	const dim, n, k = 128, 10000, 10
	for _, ex := range []bool{false, true} {
		vector.DebugExact = ex
		data := randomVectors(70, n, dim)
		queries := randomVectors(71, 200, dim)
		ix := vector.New(dim, vector.Options{Mode: vector.HNSW, Seed: 7})
		mustAdd(t, ix, data)
		for _, ef := range []int{10, 32, 64, 200} {
			var sum float64
			for _, q := range queries {
				got := mustSearch(t, ix, q, k, vector.SearchOptions{EfSearch: ef})
				want := mustSearch(t, ix, q, k, vector.SearchOptions{Exact: true})
				sum += recall(got, want)
			}
			t.Logf("exact=%v ef=%d recall %.4f", ex, ef, sum/float64(len(queries)))
		}
	}
}
