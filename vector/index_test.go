package vector_test

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/vector"
)

func TestAddRejectsBadInput(t *testing.T) {
	ix := vector.New(4, vector.Options{})
	nan := float32(math.NaN())
	inf := float32(math.Inf(1))
	for _, tc := range []struct {
		name  string
		id    string
		v     []float32
		field string
	}{
		{"empty id", "", []float32{1, 0, 0, 0}, "id"},
		{"too short", "a", []float32{1, 0, 0}, "vector"},
		{"too long", "a", []float32{1, 0, 0, 0, 0}, "vector"},
		{"nil", "a", nil, "vector"},
		{"NaN", "a", []float32{1, nan, 0, 0}, "vector"},
		{"infinity", "a", []float32{inf, 0, 0, 0}, "vector"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := ix.Add(tc.id, tc.v)
			if got, want := cairn.ErrorCode(err), cairn.EINVALID; got != want {
				t.Fatalf("code=%q, want %q (err %v)", got, want, err)
			}
			if got := cairn.ErrorField(err); got != tc.field {
				t.Fatalf("field=%q, want %q", got, tc.field)
			}
		})
	}
	if got := ix.Len(); got != 0 {
		t.Fatalf("Len=%d after rejected adds, want 0", got)
	}
}

func TestSearchRejectsBadInput(t *testing.T) {
	ix := vector.New(3, vector.Options{})
	if err := ix.Add("a", []float32{1, 2, 3}); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name  string
		q     []float32
		k     int
		field string
	}{
		{"wrong dimension", []float32{1, 2}, 1, "query"},
		{"NaN", []float32{1, float32(math.NaN()), 0}, 1, "query"},
		{"zero k", []float32{1, 2, 3}, 0, "k"},
		{"negative k", []float32{1, 2, 3}, -1, "k"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ix.Search(tc.q, tc.k, nil)
			if got, want := cairn.ErrorCode(err), cairn.EINVALID; got != want {
				t.Fatalf("code=%q, want %q (err %v)", got, want, err)
			}
			if got := cairn.ErrorField(err); got != tc.field {
				t.Fatalf("field=%q, want %q", got, tc.field)
			}
		})
	}
}

func TestNewPanicsOnBadDimension(t *testing.T) {
	for _, dim := range []int{0, -1, 1<<16 + 1} {
		t.Run(fmt.Sprint(dim), func(t *testing.T) {
			defer func() {
				if recover() == nil {
					t.Fatalf("New(%d) did not panic", dim)
				}
			}()
			vector.New(dim, vector.Options{})
		})
	}
}

// TestExactMatchesBruteForce checks exact search against a float64 brute
// force over the stored (quantised) vectors: same ids, same order, up to
// float ties.
func TestExactMatchesBruteForce(t *testing.T) {
	t.Parallel() // its own data and index
	for _, tc := range []struct {
		name string
		dim  int
		data [][]float32
	}{
		{"random 256", 256, randomVectors(1, 3000, 256)},
		{"clustered 256", 256, clusteredVectors(2, 3000, 256, 20, 0.3)},
		{"tight clusters 64", 64, clusteredVectors(3, 2000, 64, 5, 0.05)},
		{"random 100", 100, randomVectors(4, 2000, 100)},
		{"random 7", 7, randomVectors(5, 500, 7)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ix := vector.New(tc.dim, vector.Options{Mode: vector.Exact})
			mustAdd(t, ix, tc.data)
			truth := make(map[string][]float32, len(tc.data))
			for i, v := range tc.data {
				truth[id(i)] = stored(t, v)
			}
			queries := append(randomVectors(99, 20, tc.dim), tc.data[:20]...)
			for qi, q := range queries {
				for _, k := range []int{1, 10, 50} {
					got := mustSearch(t, ix, q, k, vector.SearchOptions{})
					want := bruteForce(q, truth, k, nil)
					scores := scoresOf(q, truth)
					t.Run(fmt.Sprintf("q%d k%d", qi, k), func(t *testing.T) {
						sameRanking(t, got, want, scores, 1e-5)
					})
				}
			}
		})
	}
}

// TestExactRecallAgainstFloat32 measures what storing int8 costs: recall@10
// of exact search over the quantised vectors against float64 brute force
// over the original float32 vectors.
func TestExactRecallAgainstFloat32(t *testing.T) {
	t.Parallel() // its own data and index
	const dim, n, k = 256, 5000, 10
	for _, tc := range []struct {
		name string
		data [][]float32
		min  float64
	}{
		{"random", randomVectors(7, n, dim), 0.98},
		{"clustered", clusteredVectors(8, n, dim, 50, 0.4), 0.97},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ix := vector.New(dim, vector.Options{Mode: vector.Exact})
			mustAdd(t, ix, tc.data)
			orig := make(map[string][]float32, n)
			for i, v := range tc.data {
				orig[id(i)] = v
			}
			var sum float64
			queries := randomVectors(77, 100, dim)
			for i := range queries {
				queries[i] = tc.data[i*7] // near neighbours exist
			}
			for _, q := range queries {
				sum += recall(mustSearch(t, ix, q, k, vector.SearchOptions{}), bruteForce(q, orig, k, nil))
			}
			got := sum / float64(len(queries))
			t.Logf("recall@%d of int8 storage against float32: %.4f", k, got)
			if got < tc.min {
				t.Fatalf("recall@%d=%.4f, want ≥ %.2f", k, got, tc.min)
			}
		})
	}
}

func scoresOf(q []float32, vs map[string][]float32) map[string]float32 {
	m := make(map[string]float32, len(vs))
	for id, v := range vs {
		m[id] = float32(cosine(q, v))
	}
	return m
}

// TestFilterDuringSearch checks that a filter admitting 1% of the ids still
// yields k results, the best k among the admitted ones, in every mode.
func TestFilterDuringSearch(t *testing.T) {
	t.Parallel() // its own data and index
	const dim, n, k = 32, 10000, 10
	data := clusteredVectors(11, n, dim, 30, 0.3)
	truth := make(map[string][]float32, n)
	for i, v := range data {
		truth[id(i)] = stored(t, v)
	}
	admitted := make(map[string]bool)
	for i := 0; i < n; i += 100 {
		admitted[id(i)] = true
	}
	filter := func(id string) bool { return admitted[id] }
	for _, mode := range []vector.Mode{vector.Exact, vector.HNSW} {
		t.Run(mode.String(), func(t *testing.T) {
			ix := vector.New(dim, vector.Options{Mode: mode, Seed: 1})
			mustAdd(t, ix, data)
			var sum float64
			queries := randomVectors(12, 30, dim)
			for _, q := range queries {
				got := mustSearch(t, ix, q, k, vector.SearchOptions{Filter: filter})
				if len(got) != k {
					t.Fatalf("got %d results, want %d", len(got), k)
				}
				for _, r := range got {
					if !admitted[r.ID] {
						t.Fatalf("result %s does not pass the filter", r.ID)
					}
				}
				want := bruteForce(q, truth, k, filter)
				if mode == vector.Exact {
					sameRanking(t, got, want, scoresOf(q, truth), 1e-5)
				}
				sum += recall(got, want)
			}
			if got := sum / float64(len(queries)); got < 0.95 {
				t.Fatalf("filtered recall@%d=%.3f, want ≥ 0.95", k, got)
			}
		})
	}
}

// TestFilterAdmittingFewerThanK returns every admitted id when fewer than
// k pass.
func TestFilterAdmittingFewerThanK(t *testing.T) {
	for _, mode := range []vector.Mode{vector.Exact, vector.HNSW} {
		t.Run(mode.String(), func(t *testing.T) {
			ix := vector.New(16, vector.Options{Mode: mode})
			mustAdd(t, ix, randomVectors(13, 3000, 16))
			only := map[string]bool{id(5): true, id(2500): true, id(77): true}
			got := mustSearch(t, ix, randomVectors(14, 1, 16)[0], 10, vector.SearchOptions{
				Filter: func(id string) bool { return only[id] },
			})
			if len(got) != len(only) {
				t.Fatalf("got %v, want the %d admitted ids", got, len(only))
			}
			for _, r := range got {
				if !only[r.ID] {
					t.Fatalf("result %s does not pass the filter", r.ID)
				}
			}
		})
	}
}

func TestDeleteAndReplace(t *testing.T) {
	for _, mode := range []vector.Mode{vector.Exact, vector.HNSW} {
		t.Run(mode.String(), func(t *testing.T) {
			const dim = 32
			ix := vector.New(dim, vector.Options{Mode: mode, Seed: 3})
			data := randomVectors(20, 1000, dim)
			mustAdd(t, ix, data)
			truth := make(map[string][]float32)
			for i, v := range data {
				truth[id(i)] = stored(t, v)
			}
			// Replace: id(3) moves to where id(900) is.
			if err := ix.Add(id(3), data[900]); err != nil {
				t.Fatal(err)
			}
			truth[id(3)] = truth[id(900)]
			if got, want := ix.Len(), 1000; got != want {
				t.Fatalf("Len=%d after replace, want %d", got, want)
			}
			got := mustSearch(t, ix, data[900], 2, vector.SearchOptions{Exact: true})
			if len(got) != 2 || got[0].Score < 0.9999 || got[1].Score < 0.9999 {
				t.Fatalf("search for the replaced vector: %v, want id(3) and id(900) at score 1", got)
			}
			// Delete half, in random order.
			r := rand.New(rand.NewPCG(21, 0))
			for _, i := range r.Perm(1000)[:500] {
				if !ix.Delete(id(i)) {
					t.Fatalf("Delete(%s)=false, want true", id(i))
				}
				delete(truth, id(i))
			}
			if ix.Delete(id(-1)) {
				t.Fatal("Delete of a missing id returned true")
			}
			if got, want := ix.Len(), 500; got != want {
				t.Fatalf("Len=%d, want %d", got, want)
			}
			for i := range 1000 {
				if got, want := ix.Contains(id(i)), truth[id(i)] != nil; got != want {
					t.Fatalf("Contains(%s)=%v, want %v", id(i), got, want)
				}
			}
			var sum float64
			for _, q := range randomVectors(22, 20, dim) {
				want := bruteForce(q, truth, 10, nil)
				exact := mustSearch(t, ix, q, 10, vector.SearchOptions{Exact: true})
				sameRanking(t, exact, want, scoresOf(q, truth), 1e-5)
				got := mustSearch(t, ix, q, 10, vector.SearchOptions{})
				for _, r := range got {
					if truth[r.ID] == nil {
						t.Fatalf("deleted id %s returned", r.ID)
					}
				}
				sum += recall(got, want)
			}
			if got := sum / 20; got < 0.95 {
				t.Fatalf("recall@10 after deletes=%.3f, want ≥ 0.95", got)
			}
		})
	}
}

// TestChurnReusesSlots deletes and adds for many rounds: the graph must
// keep its recall and its slot count must stay bounded as deleted slots are
// cleaned up and reused.
func TestChurnReusesSlots(t *testing.T) {
	const dim, n = 32, 2000
	ix := vector.New(dim, vector.Options{Mode: vector.HNSW, Seed: 4})
	data := clusteredVectors(30, 3*n, dim, 20, 0.3)
	mustAdd(t, ix, data[:n])
	truth := make(map[string][]float32)
	for i, v := range data[:n] {
		truth[id(i)] = stored(t, v)
	}
	next := n
	r := rand.New(rand.NewPCG(31, 0))
	for round := range 20 {
		for range 100 {
			var victim string
			for victim = range truth {
				break
			}
			ix.Delete(victim)
			delete(truth, victim)
			if err := ix.Add(id(next), data[next%len(data)]); err != nil {
				t.Fatal(err)
			}
			truth[id(next)] = stored(t, data[next%len(data)])
			next++
		}
		if round%5 == 4 {
			var sum float64
			for range 20 {
				q := data[r.IntN(len(data))]
				sum += recall(mustSearch(t, ix, q, 10, vector.SearchOptions{}), bruteForce(q, truth, 10, nil))
			}
			if got := sum / 20; got < 0.9 {
				t.Fatalf("round %d: recall@10=%.3f, want ≥ 0.9", round, got)
			}
		}
	}
	st := ix.Stats()
	if st.Len != n {
		t.Fatalf("Len=%d, want %d", st.Len, n)
	}
	// 2000 deletes happened; without reuse there would be 4000 slots.
	if st.Slots > n+n/4 {
		t.Fatalf("Slots=%d after churn (%+v), want ≤ %d", st.Slots, st, n+n/4)
	}
}

func TestAutoSwitchesBySize(t *testing.T) {
	const dim, threshold = 16, 400
	ix := vector.New(dim, vector.Options{HNSWThreshold: threshold})
	data := randomVectors(40, threshold, dim)
	mustAdd(t, ix, data[:threshold-1])
	if ix.Stats().Graph {
		t.Fatal("graph built below the threshold")
	}
	mustAdd(t, ix, data[:threshold]) // replaces all, adds the last
	if err := ix.WaitGraph(context.Background()); err != nil {
		t.Fatal(err)
	}
	if st := ix.Stats(); !st.Graph || st.Len != threshold {
		t.Fatalf("stats=%+v at the threshold, want a graph and %d vectors", st, threshold)
	}
	for i := range threshold/2 + 1 {
		ix.Delete(id(i))
	}
	st := ix.Stats()
	if st.Graph || st.Slots != st.Len {
		t.Fatalf("stats=%+v below half the threshold, want no graph and dense slots", st)
	}
	truth := make(map[string][]float32)
	for i := threshold/2 + 1; i < threshold; i++ {
		truth[id(i)] = stored(t, data[i])
	}
	q := randomVectors(41, 1, dim)[0]
	sameRanking(t, mustSearch(t, ix, q, 5, vector.SearchOptions{}), bruteForce(q, truth, 5, nil), scoresOf(q, truth), 1e-5)
}

func TestZeroVectors(t *testing.T) {
	for _, mode := range []vector.Mode{vector.Exact, vector.HNSW} {
		t.Run(mode.String(), func(t *testing.T) {
			ix := vector.New(3, vector.Options{Mode: mode})
			for _, tc := range []struct {
				id string
				v  []float32
			}{{"b", []float32{1, 0, 0}}, {"zero", []float32{0, 0, 0}}, {"a", []float32{0, 1, 0}}, {"c", []float32{-1, 0, 0}}} {
				if err := ix.Add(tc.id, tc.v); err != nil {
					t.Fatal(err)
				}
			}
			got := mustSearch(t, ix, []float32{2, 0, 0}, 4, vector.SearchOptions{})
			want := []vector.Result{{"b", 1}, {"a", 0}, {"zero", 0}, {"c", -1}}
			if !slices.Equal(got, want) {
				t.Fatalf("search: got %v, want %v", got, want)
			}
			got = mustSearch(t, ix, []float32{0, 0, 0}, 2, vector.SearchOptions{})
			want = []vector.Result{{"a", 0}, {"b", 0}}
			if !slices.Equal(got, want) {
				t.Fatalf("zero query: got %v, want %v", got, want)
			}
		})
	}
}

func TestEmptyIndex(t *testing.T) {
	for _, mode := range []vector.Mode{vector.Auto, vector.Exact, vector.HNSW} {
		ix := vector.New(2, vector.Options{Mode: mode})
		if got := mustSearch(t, ix, []float32{1, 0}, 3, vector.SearchOptions{}); len(got) != 0 {
			t.Fatalf("%v: search of an empty index: %v", mode, got)
		}
		if err := ix.Add("x", []float32{1, 1}); err != nil {
			t.Fatal(err)
		}
		ix.Delete("x")
		if got := mustSearch(t, ix, []float32{1, 0}, 3, vector.SearchOptions{}); len(got) != 0 {
			t.Fatalf("%v: search after deleting everything: %v", mode, got)
		}
		if err := ix.Add("y", []float32{0, 1}); err != nil {
			t.Fatal(err)
		}
		got := mustSearch(t, ix, []float32{0, 1}, 3, vector.SearchOptions{})
		if len(got) != 1 || got[0].ID != "y" {
			t.Fatalf("%v: search after re-adding: %v, want y", mode, got)
		}
	}
}

// TestConcurrentUse runs searches, adds and deletes at once; run with -race.
func TestConcurrentUse(t *testing.T) {
	for _, mode := range []vector.Mode{vector.Exact, vector.HNSW} {
		t.Run(mode.String(), func(t *testing.T) {
			const dim = 16
			ix := vector.New(dim, vector.Options{Mode: mode})
			data := randomVectors(50, 2000, dim)
			mustAdd(t, ix, data[:500])
			var wg sync.WaitGroup
			errs := make(chan error, 8)
			for w := range 4 {
				wg.Go(func() {
					for i, q := range randomVectors(uint64(60+w), 200, dim) {
						rs, err := ix.Search(q, 5, func(id string) bool { return len(id)%2 == i%2 })
						if err != nil {
							errs <- err
							return
						}
						for _, r := range rs {
							if len(r.ID)%2 != i%2 {
								errs <- fmt.Errorf("result %s does not pass the filter", r.ID)
								return
							}
						}
					}
				})
			}
			for w := range 2 {
				wg.Go(func() {
					for i := 500 + w; i < len(data); i += 2 {
						if err := ix.Add(id(i), data[i]); err != nil {
							errs <- err
							return
						}
						ix.Delete(id(i - 400))
						_ = ix.Len()
					}
				})
			}
			wg.Wait()
			close(errs)
			for err := range errs {
				t.Fatal(err)
			}
			if got, want := ix.Len(), 500; got != want {
				t.Fatalf("Len=%d, want %d", got, want)
			}
		})
	}
}

// TestHNSWRecallClustered is the recall check of the graph on a small
// clustered set; it fails if the graph search degrades.
func TestHNSWRecallClustered(t *testing.T) {
	t.Parallel() // its own data and index
	const dim, n, k = 128, 10000, 10
	data := clusteredVectors(70, n, dim, 100, 1)
	ix := vector.New(dim, vector.Options{Mode: vector.HNSW, Seed: 7})
	mustAdd(t, ix, data)
	var sum float64
	queries := clusteredVectors(70, 200, dim, 100, 1) // same distribution
	for _, q := range queries {
		got := mustSearch(t, ix, q, k, vector.SearchOptions{})
		want := mustSearch(t, ix, q, k, vector.SearchOptions{Exact: true})
		sum += recall(got, want)
	}
	got := sum / float64(len(queries))
	t.Logf("HNSW recall@%d on %d clustered vectors: %.4f", k, n, got)
	if got < 0.95 {
		t.Fatalf("recall@%d=%.4f, want ≥ 0.95", k, got)
	}
}

func TestOptionsValidate(t *testing.T) {
	for _, tc := range []struct {
		name  string
		opts  vector.Options
		field string
	}{
		{"zero", vector.Options{}, ""},
		{"all set", vector.Options{Mode: vector.HNSW, HNSWThreshold: 10, M: 8, EfConstruction: 50, EfSearch: 20, Rerank: 100}, ""},
		{"unknown mode", vector.Options{Mode: 7}, "mode"},
		{"negative threshold", vector.Options{HNSWThreshold: -1}, "hnsw_threshold"},
		{"M of 1", vector.Options{M: 1}, "m"},
		{"M too large", vector.Options{M: vector.MaxM + 1}, "m"},
		{"negative ef construction", vector.Options{EfConstruction: -1}, "ef_construction"},
		{"negative ef search", vector.Options{EfSearch: -5}, "ef_search"},
		{"negative rerank", vector.Options{Rerank: -1}, "rerank"},
		{"probe off", vector.Options{MinGraphRecall: -1}, ""},
		{"min graph recall above 1", vector.Options{MinGraphRecall: 1.5}, "min_graph_recall"},
		{"min graph recall NaN", vector.Options{MinGraphRecall: math.NaN()}, "min_graph_recall"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.opts.Validate()
			if tc.field == "" {
				if err != nil {
					t.Fatalf("Validate()=%v, want nil", err)
				}
				return
			}
			if got := cairn.ErrorCode(err); got != cairn.EINVALID {
				t.Fatalf("code=%q, want %q (err %v)", got, cairn.EINVALID, err)
			}
			if got := cairn.ErrorField(err); got != tc.field {
				t.Fatalf("field=%q, want %q", got, tc.field)
			}
			defer func() {
				if recover() == nil {
					t.Fatal("New did not panic on invalid options")
				}
			}()
			vector.New(2, tc.opts)
		})
	}
}

func TestModeText(t *testing.T) {
	for _, m := range []vector.Mode{vector.Auto, vector.Exact, vector.HNSW} {
		b, err := m.MarshalText()
		if err != nil {
			t.Fatal(err)
		}
		var got vector.Mode
		if err := got.UnmarshalText(b); err != nil || got != m {
			t.Fatalf("UnmarshalText(%q)=%v, %v; want %v", b, got, err, m)
		}
	}
	var m vector.Mode
	if err := m.UnmarshalText([]byte("fast")); cairn.ErrorField(err) != "mode" {
		t.Fatalf("UnmarshalText(fast)=%v, want an EINVALID error about mode", err)
	}
	if _, err := vector.Mode(9).MarshalText(); err == nil {
		t.Fatal("MarshalText of an unknown mode succeeded")
	}
}
