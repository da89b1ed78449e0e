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

// TestAppendFresh holds appendFresh to visit: the same slots appended, in
// order, the same marks, and a reset that clears them all.
func TestAppendFresh(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 7))
	const n = 5000
	var a, b visited
	for round := range 200 {
		a.reset(n)
		b.reset(n)
		span := uint32(64 + r.IntN(n-64)) // dense and sparse rounds
		var got, want []uint32
		for range 1 + r.IntN(40) {
			links := make([]uint32, r.IntN(40))
			for i := range links {
				links[i] = r.Uint32N(span) // repeats within a list too
			}
			unseen := a.appendUnseen([]uint32{7}, links)
			wantUnseen := []uint32{7}
			for _, s := range links {
				if a.bits[s/64]&(1<<(s%64)) == 0 {
					wantUnseen = append(wantUnseen, s)
				}
			}
			if !slices.Equal(unseen, wantUnseen) {
				t.Fatalf("round %d: appendUnseen %v, want %v", round, unseen, wantUnseen)
			}
			got = a.appendFresh(got[:0:0], links)
			want = want[:0:0]
			for _, s := range links {
				if b.visit(s) {
					want = append(want, s)
				}
			}
			if !slices.Equal(got, want) {
				t.Fatalf("round %d: appendFresh %v, visit %v", round, got, want)
			}
		}
		if !slices.Equal(a.bits, b.bits) {
			t.Fatalf("round %d: marks differ", round)
		}
	}
	a.reset(n)
	for i, w := range a.bits {
		if w != 0 {
			t.Fatalf("word %d not cleared by reset", i)
		}
	}
	// Appending keeps what batch held.
	got := a.appendFresh([]uint32{9}, []uint32{3, 3, 4})
	if !slices.Equal(got, []uint32{9, 3, 4}) {
		t.Fatalf("appendFresh onto a batch: %v", got)
	}
}
