package vector

import (
	"math/rand/v2"
	"strconv"
	"testing"
)

// These tests look at the graph's internals: which path a filtered search
// took, and the link invariants of the tombstone clean-up.

func internalVectors(seed uint64, n, dim int) [][]float32 {
	r := rand.New(rand.NewPCG(seed, 9))
	centres := make([][]float32, 20)
	for i := range centres {
		centres[i] = make([]float32, dim)
		for j := range centres[i] {
			centres[i][j] = float32(r.NormFloat64())
		}
	}
	vs := make([][]float32, n)
	for i := range vs {
		c := centres[r.IntN(len(centres))]
		vs[i] = make([]float32, dim)
		for j := range vs[i] {
			vs[i][j] = c[j] + 0.5*float32(r.NormFloat64())
		}
	}
	return vs
}

func graphIndex(t *testing.T, n, dim int) (*Index, [][]float32) {
	t.Helper()
	ix := New(dim, Options{Mode: HNSW, Seed: 5})
	vs := internalVectors(1, n, dim)
	for i, v := range vs {
		if err := ix.Add(strconv.Itoa(i), v); err != nil {
			t.Fatal(err)
		}
	}
	return ix, vs
}

func TestFilteredWalk(t *testing.T) {
	t.Parallel() // its own data and index
	const k = 10
	ix, _ := graphIndex(t, 20000, 8)
	even := func(id string) bool { n, _ := strconv.Atoi(id); return n%2 == 0 }
	var sum float64
	queries := internalVectors(2, 50, 8)
	for _, q := range queries {
		sr := ix.getSearcher()
		sr.qf.set(q)
		got, ok := ix.searchGraphOf(ix.g, sr, k, 32, even)
		if !ok {
			t.Fatal("a filter admitting half the ids made the walk give up")
		}
		for _, r := range got {
			if !even(r.ID) {
				t.Fatalf("result %s does not pass the filter", r.ID)
			}
		}
		want := ix.searchExactN(sr, k, even, len(ix.ids))
		in := map[string]bool{}
		for _, r := range got {
			in[r.ID] = true
		}
		for _, r := range want {
			if in[r.ID] {
				sum++
			}
		}
		ix.putSearcher(sr)
	}
	if got := sum / float64(k*len(queries)); got < 0.9 {
		t.Fatalf("filtered walk recall@%d=%.3f, want ≥ 0.9", k, got)
	}
}

func TestWalkGivesUpOnSelectiveFilter(t *testing.T) {
	t.Parallel() // its own data and index
	ix, _ := graphIndex(t, 20000, 16)
	q := internalVectors(3, 1, 16)[0]
	// Admit exactly the slots passRate samples, and two more: the estimate
	// says everything passes, the walk finds almost nothing.
	n := len(ix.ids)
	admitted := map[string]bool{ix.ids[1]: true, ix.ids[n-2]: true}
	for i := range passSamples {
		admitted[ix.ids[passSample(i, n)]] = true
	}
	filter := func(id string) bool { return admitted[id] }
	sr := ix.getSearcher()
	defer ix.putSearcher(sr)
	sr.qf.set(q)
	if _, ok := ix.searchGraphOf(ix.g, sr, 300, 300, filter); ok {
		t.Fatal("the walk did not give up on a filter admitting 1% against a 100% estimate")
	}
	// The public search falls back to a scan and finds them all.
	rs, err := ix.Search(q, 300, filter)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := len(rs), len(admitted); got != min(300, want) {
		t.Fatalf("got %d results, want %d", got, min(300, want))
	}
	for _, r := range rs {
		if !admitted[r.ID] {
			t.Fatalf("result %s does not pass the filter", r.ID)
		}
	}
}

// checkLinks fails if a live node links to a node that is not live, or to
// one without the layer.
func checkLinks(t *testing.T, g *graph) {
	t.Helper()
	for s := range g.levels {
		if g.state[s] != stateLive {
			continue
		}
		for l := 0; l <= int(g.levels[s]); l++ {
			for _, u := range g.links(uint32(s), l) {
				if g.state[u] != stateLive || int(g.levels[u]) < l {
					t.Fatalf("live node %d links on layer %d to node %d (state %d, level %d)", s, l, u, g.state[u], g.levels[u])
				}
			}
		}
	}
}

func TestTombstonesAreUnlinkedThenReused(t *testing.T) {
	ix, vs := graphIndex(t, 3000, 16)
	g := ix.g
	for i := 0; i < 3000; i += 3 {
		ix.Delete(strconv.Itoa(i))
	}
	if got, want := len(g.fresh)+len(g.pending)+len(g.free), 1000; got != want {
		t.Fatalf("%d tombstones and free slots, want %d", got, want)
	}
	// Each write does one maintenance step; two passes free every
	// tombstone. Writes here would reuse the slots being counted, so step
	// directly.
	for range 2*len(ix.ids)/maintainStep + 2 {
		g.maintain()
	}
	if got, want := len(g.free), 1000; got != want {
		t.Fatalf("%d free slots after two passes, want %d", got, want)
	}
	checkLinks(t, g)
	if g.state[g.entry] != stateLive {
		t.Fatalf("entry node %d is not live", g.entry)
	}
	slots := len(ix.ids)
	for i := 0; i < 3000; i += 3 {
		if err := ix.Add(strconv.Itoa(i), vs[i]); err != nil {
			t.Fatal(err)
		}
	}
	if len(ix.ids) != slots {
		t.Fatalf("re-adding grew the slots from %d to %d; free slots were not reused", slots, len(ix.ids))
	}
	checkLinks(t, g)
	for i, v := range vs[:50] {
		rs, err := ix.Search(v, 1, nil)
		if err != nil {
			t.Fatal(err)
		}
		if len(rs) != 1 || rs[0].ID != strconv.Itoa(i) && rs[0].Score < 0.9999 {
			t.Fatalf("search for vector %d: %v", i, rs)
		}
	}
}

func TestPassRate(t *testing.T) {
	ix := New(2, Options{Mode: Exact})
	for i := range 20000 {
		if err := ix.Add(strconv.Itoa(i), []float32{1, float32(i)}); err != nil {
			t.Fatal(err)
		}
	}
	for _, tc := range []struct {
		name     string
		filter   func(string) bool
		min, max float64
	}{
		{"all", func(string) bool { return true }, 1, 1},
		{"none", func(string) bool { return false }, 0, 0},
		{"every second", func(id string) bool { n, _ := strconv.Atoi(id); return n%2 == 0 }, 0.4, 0.6},
		{"every tenth", func(id string) bool { n, _ := strconv.Atoi(id); return n%10 == 0 }, 0.05, 0.15},
		{"first fifth", func(id string) bool { n, _ := strconv.Atoi(id); return n < 4000 }, 0.15, 0.25},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := ix.passRate(tc.filter); got < tc.min || got > tc.max {
				t.Fatalf("passRate=%.3f, want in [%.2f, %.2f]", got, tc.min, tc.max)
			}
		})
	}
}

// TestPlainSearchMatchesHeaps checks that the sorted list of searchPlain
// walks the graph as the two heaps of searchLayer do: the same nodes, in
// the same order, on every layer and with a budget, but where two scores
// tie (random float scores of a small graph never do).
func TestPlainSearchMatchesHeaps(t *testing.T) {
	ix, _ := graphIndex(t, 3000, 24)
	g := ix.g
	r := rand.New(rand.NewPCG(7, 8))
	all := func(string) bool { return true } // any filter takes the heaps
	for i := range 300 {
		q := make([]float32, 24)
		for j := range q {
			q[j] = float32(r.NormFloat64())
		}
		qf := newQueryForm(24)
		qf.set(q)
		sr := &searcher{qf: qf, raw: make([]uint32, chunk)}
		ep := cand{g.entry, g.score(sr, qf, g.entry)}
		for l := g.top; l >= 0; l-- {
			ef := []int{1, 10, 64}[i%3]
			budget := []int{0, 0, 200, 40}[i%4]
			got, gotDone := g.searchPlain(sr, qf, []cand{ep}, ef, l, noSlot, budget)
			got = append([]cand(nil), got...)
			want, wantDone := g.searchLayer(sr, qf, []cand{ep}, ef, l, noSlot, all, budget)
			if gotDone != wantDone || len(got) != len(want) {
				t.Fatalf("query %d layer %d ef %d budget %d: %d found (complete %v), heaps %d (%v)", i, l, ef, budget, len(got), gotDone, len(want), wantDone)
			}
			for j := range got {
				if got[j] != want[j] {
					t.Fatalf("query %d layer %d: entry %d is %v, heaps %v", i, l, j, got[j], want[j])
				}
			}
			if len(got) > 0 {
				ep = got[0]
			}
		}
	}
}

// TestBeamListInsert checks the list against sorting, with ties: best
// first, a new entry after those at least as good, the worst dropped, and
// the expanded flags moving with their entries.
func TestBeamListInsert(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	for _, ef := range []int{1, 2, 3, 7, 64, 193} {
		bl := beamList{ef: ef}
		var ref []cand
		var refDone []bool
		for s := range 2000 {
			sc := float32(r.IntN(50)) // many ties
			if bl.len() == ef && sc <= bl.worst() {
				continue
			}
			at := bl.insert(uint32(s), sc)
			want := 0
			for want < len(ref) && ref[want].score >= sc {
				want++
			}
			ref = append(ref[:want], append([]cand{{uint32(s), sc}}, ref[want:]...)...)
			refDone = append(refDone[:want], append([]bool{false}, refDone[want:]...)...)
			if len(ref) > ef {
				ref, refDone = ref[:ef], refDone[:ef]
			}
			if at != want {
				t.Fatalf("ef %d: score %v went to %d, want %d", ef, sc, at, want)
			}
			if len(bl.c) != len(ref) || len(bl.done) != len(ref) {
				t.Fatalf("ef %d: %d entries (%d flags), want %d", ef, len(bl.c), len(bl.done), len(ref))
			}
			for j := range ref {
				if bl.c[j] != ref[j] || bl.done[j] != refDone[j] {
					t.Fatalf("ef %d: entry %d is %v (expanded %v), want %v (%v)", ef, j, bl.c[j], bl.done[j], ref[j], refDone[j])
				}
			}
			// Expand an entry now and then: the flag moves with it.
			if d := r.IntN(len(ref)); r.IntN(3) == 0 {
				bl.done[d], refDone[d] = true, true
			}
		}
	}
}
