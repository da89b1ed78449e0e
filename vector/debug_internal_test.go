package vector

import (
	"math/rand/v2"
	"testing"
)

func TestDebugGraph(t *testing.T) {
	const dim, n = 128, 10000
	r := rand.New(rand.NewPCG(1, 1))
	ix := New(dim, Options{Mode: HNSW, Seed: 7})
	for i := range n {
		v := make([]float32, dim)
		for j := range v {
			v[j] = float32(r.NormFloat64())
		}
		ix.Add(string(rune(i+1000)), v)
	}
	g := ix.g
	hist := map[int]int{}
	sum := 0
	for s := range n {
		d := len(g.links(uint32(s), 0))
		hist[d/4*4]++
		sum += d
	}
	t.Logf("avg deg %.2f hist %v top %d", float64(sum)/n, hist, g.top)
	lv := map[int]int{}
	for s := range n {
		lv[int(g.levels[s])]++
	}
	t.Logf("levels %v", lv)
}
