package vector_test

import (
	"bytes"
	"context"
	"errors"
	"slices"
	"testing"

	"github.com/cairnhq/cairn/vector"
)

// roundTrip writes ix and reads it back with opts.
func roundTrip(t *testing.T, ix *vector.Index, opts vector.Options) *vector.Index {
	t.Helper()
	var buf bytes.Buffer
	n, err := ix.WriteTo(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if n != int64(buf.Len()) {
		t.Fatalf("WriteTo returned %d, wrote %d bytes", n, buf.Len())
	}
	back, err := vector.ReadIndex(&buf, opts)
	if err != nil {
		t.Fatal(err)
	}
	return back
}

// sameAnswers fails unless a and b give the same results for every query,
// exact and (when they have graphs) by graph.
func sameAnswers(t *testing.T, a, b *vector.Index, queries [][]float32) {
	t.Helper()
	for _, exact := range []bool{true, false} {
		for i, q := range queries {
			ra := mustSearch(t, a, q, 10, vector.SearchOptions{Exact: exact})
			rb := mustSearch(t, b, q, 10, vector.SearchOptions{Exact: exact})
			if !slices.Equal(ra, rb) {
				t.Fatalf("query %d (exact %t): before %v\nafter %v", i, exact, ra, rb)
			}
		}
	}
}

func TestSnapshotRoundTrip(t *testing.T) {
	t.Parallel() // its own data and index
	const dim = 40
	vs := randomVectors(1, 3000, dim)
	queries := randomVectors(2, 40, dim)
	for _, tc := range []struct {
		name string
		opts vector.Options
	}{
		{"exact", vector.Options{Mode: vector.Exact}},
		{"graph", vector.Options{Mode: vector.HNSW, Seed: 7}},
		{"graph with originals", vector.Options{Mode: vector.HNSW, KeepOriginals: true}},
		{"exact with originals", vector.Options{Mode: vector.Exact, KeepOriginals: true}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ix := vector.New(dim, tc.opts)
			mustAdd(t, ix, vs)
			// Deletes: holes in a dense index, tombstones and free slots
			// in a graph.
			for i := 0; i < len(vs); i += 7 {
				ix.Delete(id(i))
			}
			back := roundTrip(t, ix, tc.opts)
			if back.Len() != ix.Len() || back.Dim() != dim {
				t.Fatalf("read back %d vectors of %d dimensions, want %d of %d", back.Len(), back.Dim(), ix.Len(), dim)
			}
			if got, want := back.Stats(), ix.Stats(); got != want {
				t.Fatalf("stats %+v, want %+v", got, want)
			}
			sameAnswers(t, ix, back, queries)

			// Both go on alike after more writes.
			for i := 0; i < 500; i++ {
				for _, x := range []*vector.Index{ix, back} {
					if i%3 == 0 {
						x.Delete(id(i))
					} else if err := x.Add(id(i+len(vs)), vs[i]); err != nil {
						t.Fatal(err)
					}
				}
			}
			if back.Len() != ix.Len() {
				t.Fatalf("after writes: %d vectors, want %d", back.Len(), ix.Len())
			}
			for i, q := range queries {
				want := mustSearch(t, ix, q, 10, vector.SearchOptions{Exact: true})
				if got := mustSearch(t, back, q, 10, vector.SearchOptions{Exact: true}); !slices.Equal(got, want) {
					t.Fatalf("after writes, query %d: %v, want %v", i, got, want)
				}
			}
		})
	}
}

func TestSnapshotModes(t *testing.T) {
	const dim = 24
	vs := randomVectors(3, 1200, dim)
	ix := vector.New(dim, vector.Options{Mode: vector.HNSW})
	mustAdd(t, ix, vs)

	// Exact drops the graph read; HNSW from a graph-less snapshot builds one.
	if st := roundTrip(t, ix, vector.Options{Mode: vector.Exact}).Stats(); st.Graph || st.Len != len(vs) {
		t.Fatalf("read in Exact mode: %+v", st)
	}
	dense := vector.New(dim, vector.Options{Mode: vector.Exact})
	mustAdd(t, dense, vs)
	back := roundTrip(t, dense, vector.Options{Mode: vector.HNSW})
	if err := back.WaitGraph(context.Background()); err != nil {
		t.Fatal(err)
	}
	if st := back.Stats(); !st.Graph || st.Len != len(vs) {
		t.Fatalf("read in HNSW mode: %+v", st)
	}

	// An index written while its graph is built is written without it.
	building := vector.New(dim, vector.Options{Mode: vector.Exact})
	mustAdd(t, building, vs)
	building.Delete(id(5))
	building.SetMode(vector.HNSW)
	back = roundTrip(t, building, vector.Options{Mode: vector.Exact})
	if st := back.Stats(); st.Graph || st.Len != len(vs)-1 || back.Contains(id(5)) {
		t.Fatalf("read an index written mid-build: %+v", st)
	}
}

func TestSnapshotRefusals(t *testing.T) {
	const dim = 16
	ix := vector.New(dim, vector.Options{Mode: vector.HNSW})
	mustAdd(t, ix, randomVectors(4, 300, dim))
	var buf bytes.Buffer
	if _, err := ix.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	good := buf.Bytes()
	flipped := slices.Clone(good)
	flipped[len(flipped)/2] ^= 0x10
	for _, tc := range []struct {
		name string
		data []byte
		opts vector.Options
	}{
		{"empty", nil, vector.Options{}},
		{"not a snapshot", []byte("CAIRNXX\x00 and then some more bytes"), vector.Options{}},
		{"truncated", good[:len(good)-9], vector.Options{Mode: vector.HNSW}},
		{"one bit flipped", flipped, vector.Options{Mode: vector.HNSW}},
		{"other M", good, vector.Options{Mode: vector.HNSW, M: 8}},
		{"originals asked for", good, vector.Options{Mode: vector.HNSW, KeepOriginals: true}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := vector.ReadIndex(bytes.NewReader(tc.data), tc.opts)
			if !errors.Is(err, vector.ErrSnapshot) {
				t.Fatalf("error %v, want ErrSnapshot", err)
			}
		})
	}
	if _, err := vector.ReadIndex(bytes.NewReader(good), vector.Options{M: 1}); err == nil || errors.Is(err, vector.ErrSnapshot) {
		t.Fatalf("invalid options: error %v, want a validation error", err)
	}
}

func FuzzReadIndex(f *testing.F) {
	ix := vector.New(8, vector.Options{Mode: vector.HNSW})
	for i, v := range randomVectors(5, 40, 8) {
		if err := ix.Add(id(i), v); err != nil {
			f.Fatal(err)
		}
	}
	ix.Delete(id(3))
	var buf bytes.Buffer
	if _, err := ix.WriteTo(&buf); err != nil {
		f.Fatal(err)
	}
	f.Add(buf.Bytes())
	f.Fuzz(func(t *testing.T, data []byte) {
		back, err := vector.ReadIndex(bytes.NewReader(data), vector.Options{Mode: vector.HNSW})
		if err != nil {
			return
		}
		// Whatever reads must search without panicking.
		q := make([]float32, back.Dim())
		q[0] = 1
		if _, err := back.Search(q, 5, nil); err != nil {
			t.Fatal(err)
		}
	})
}

func TestHolds(t *testing.T) {
	for _, keep := range []bool{false, true} {
		ix := vector.New(8, vector.Options{KeepOriginals: keep})
		vs := randomVectors(6, 2, 8)
		if err := ix.Add("a", vs[0]); err != nil {
			t.Fatal(err)
		}
		if !ix.Holds("a", vs[0]) || ix.Holds("a", vs[1]) || ix.Holds("b", vs[0]) || ix.Holds("a", vs[0][:4]) {
			t.Fatalf("KeepOriginals %t: Holds wrong", keep)
		}
		// A vector the blob round trip changed is held without originals
		// (the quantised forms agree) and not with them.
		if got := ix.Holds("a", stored(t, vs[0])); got == keep {
			t.Fatalf("KeepOriginals %t: Holds(stored form) = %t", keep, got)
		}
	}
}
