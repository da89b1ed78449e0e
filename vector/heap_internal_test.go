package vector

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestHeaps checks the heaps against sorting, on scores with many ties.
func TestHeaps(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for trial := range 200 {
		n := 1 + r.IntN(300)
		cs := make([]cand, n)
		for i := range cs {
			cs[i] = cand{uint32(i), float32(r.IntN(1 + trial%40))}
		}
		scores := func(cs []cand) []float32 {
			out := make([]float32, len(cs))
			for i, c := range cs {
				out[i] = c.score
			}
			return out
		}
		asc := scores(cs)
		slices.Sort(asc)
		desc := slices.Clone(asc)
		slices.Reverse(desc)

		var lo minHeap
		var hi maxHeap
		for _, c := range cs {
			lo.push(c)
			hi.push(c)
		}
		var got []cand
		for len(hi) > 0 {
			got = append(got, hi.pop())
		}
		if !slices.Equal(scores(got), desc) {
			t.Fatalf("maxHeap pops %v, want %v", scores(got), desc)
		}
		sorted := slices.Clone(lo)
		sorted.sortDesc()
		if !slices.Equal(scores(sorted), desc) {
			t.Fatalf("sortDesc gives %v, want %v", scores(sorted), desc)
		}
		// Keep the k best with replaceTop, as the beam search does.
		k := 1 + r.IntN(n)
		best := slices.Clone(lo[:0])
		for _, c := range cs {
			switch {
			case len(best) < k:
				best.push(c)
			case c.score > best[0].score:
				best.replaceTop(c)
			}
		}
		got = got[:0]
		for len(best) > 0 {
			got = append(got, best.pop())
		}
		if !slices.Equal(scores(got), asc[n-k:]) {
			t.Fatalf("k=%d best popped %v, want %v", k, scores(got), asc[n-k:])
		}
	}
}
