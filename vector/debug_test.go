package vector_test

import (
	"testing"

	"github.com/cairnhq/cairn/vector"
)

func TestDebugScored(t *testing.T) {
	const n = 100000
	data, queries := hnswData("clustered", n, 100)
	ix := vector.New(benchDim, vector.Options{Mode: vector.HNSW, Seed: 1})
	mustAdd(t, ix, data)
	for _, every := range []int{1, 2, 10, 30, 100} {
		for _, ef := range []int{32, 128} {
			vector.DebugScored = 0
			f := func(id string) bool { return len(id)%1 == 0 }
			adm := map[string]bool{}
			for i := 0; i < n; i += every {
				adm[id(i)] = true
			}
			f = func(id string) bool { return adm[id] }
			for _, q := range queries {
				mustSearch(t, ix, q, 10, vector.SearchOptions{EfSearch: ef, Filter: f})
			}
			t.Logf("p=1/%d ef=%d scored/query=%d  ratio to ef/p=%.1f", every, ef, vector.DebugScored/len(queries), float64(vector.DebugScored/len(queries))/float64(ef*every))
		}
	}
}
