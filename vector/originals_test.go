package vector_test

import (
	"strings"
	"testing"

	"github.com/cairnhq/cairn/vector"
	"github.com/cairnhq/cairn/vector/vectortest"
)

// TestExactOverOriginals checks that with KeepOriginals an exact search
// returns the true top k of the vectors as given, by float64 cosine, on
// data hard for quantisation (isotropic clusters, many near ties), with
// replacements, deletes, filters, and the graph's re-ranking too.
func TestExactOverOriginals(t *testing.T) {
	t.Parallel() // its own data and index
	const n, dim, k = 4000, 64, 10
	gen := vectortest.NewClusters(11, dim, 16, 0.5)
	vs := gen.Vectors(0, n)
	ix := vector.New(dim, vector.Options{Mode: vector.Exact, KeepOriginals: true})
	truth := make(map[string][]float32)
	for i, v := range vs {
		if err := ix.Add(id(i), v); err != nil {
			t.Fatal(err)
		}
		truth[id(i)] = v
	}
	// Replace some, delete some: the originals must follow their slots.
	for i, v := range gen.Vectors(1, 300) {
		if err := ix.Add(id(i*7), v); err != nil {
			t.Fatal(err)
		}
		truth[id(i*7)] = v
	}
	for i := range 200 {
		ix.Delete(id(i*11 + 1))
		delete(truth, id(i*11+1))
	}
	odd := func(s string) bool { return s[len(s)-1]%2 == 1 }
	qs := gen.Vectors(2, 200)
	misses := 0
	for i, q := range qs {
		var filter func(string) bool
		if i%3 == 0 {
			filter = odd
		}
		got := mustSearch(t, ix, q, k, vector.SearchOptions{Filter: filter})
		want := bruteForce(q, truth, k, filter)
		if r := recall(got, want); r != 1 {
			misses++
			t.Errorf("query %d: recall %.2f\n got %v\nwant %v", i, r, got, want)
		}
		scores := make(map[string]float32)
		for _, r := range want {
			scores[r.ID] = r.Score
		}
		sameRanking(t, got, want, scores, 1e-6)
	}
	if misses > 0 {
		t.Fatalf("%d of %d queries missed", misses, len(qs))
	}

	// The same data with a graph: its results are scored by the originals.
	g := vector.New(dim, vector.Options{Mode: vector.HNSW, KeepOriginals: true, Seed: 1})
	for id, v := range truth {
		if err := g.Add(id, v); err != nil {
			t.Fatal(err)
		}
	}
	for _, q := range qs[:20] {
		for _, r := range mustSearch(t, g, q, k, vector.SearchOptions{}) {
			if want := float32(cosine(q, truth[r.ID])); r.Score-want > 1e-6 || want-r.Score > 1e-6 {
				t.Fatalf("graph score of %s is %v, want the original's %v", r.ID, r.Score, want)
			}
		}
	}
}

// TestAddEncodedKeepsDecoded checks that with KeepOriginals a loaded blob's
// original is its decoded vector.
func TestAddEncodedKeepsDecoded(t *testing.T) {
	vs := randomVectors(5, 50, 16)
	ix := vector.New(16, vector.Options{Mode: vector.Exact, KeepOriginals: true})
	ids, blobs := make([]string, len(vs)), make([][]byte, len(vs))
	truth := make(map[string][]float32)
	for i, v := range vs {
		ids[i], blobs[i] = id(i), vector.Encode(v)
		truth[id(i)] = stored(t, v)
	}
	if err := ix.AddEncoded(ids, blobs); err != nil {
		t.Fatal(err)
	}
	got := mustSearch(t, ix, vs[3], 5, vector.SearchOptions{})
	want := bruteForce(vs[3], truth, 5, nil)
	if r := recall(got, want); r != 1 || !strings.HasPrefix(got[0].ID, "v3") {
		t.Fatalf("got %v, want %v", got, want)
	}
}
