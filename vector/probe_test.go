package vector_test

import (
	"bytes"
	"context"
	"testing"

	"github.com/cairnhq/cairn/vector"
	"github.com/cairnhq/cairn/vector/vectortest"
)

// probeOptions make a graph that is cheap to build and good on structured
// data (recall about 0.96 on probeData's clustered vectors) but poor on
// random ones (about 0.55): the probe of Auto mode tells the two apart.
func probeOptions(mode vector.Mode) vector.Options {
	return vector.Options{Mode: mode, HNSWThreshold: 500, M: 8, EfConstruction: 16, EfSearch: 16, Seed: 1}
}

const probeDim, probeN = 32, 3000

func probeData(kind string) [][]float32 {
	if kind == "random" {
		return vectortest.Random(1, probeN, probeDim)
	}
	return vectortest.Clustered(3, probeN, probeDim, 30, 0.3)
}

// autoIndex loads data in Exact mode, switches to Auto (as a store's
// index is opened) and waits for the build.
func autoIndex(t *testing.T, opts vector.Options, data [][]float32) *vector.Index {
	t.Helper()
	opts.Mode = vector.Exact
	ix := vector.New(probeDim, opts)
	mustAdd(t, ix, data)
	ix.SetMode(vector.Auto)
	if err := ix.WaitGraph(context.Background()); err != nil {
		t.Fatal(err)
	}
	return ix
}

func TestAutoProbeKeepsAGoodGraph(t *testing.T) {
	ix := autoIndex(t, probeOptions(vector.Auto), probeData("clustered"))
	st := ix.Stats()
	if !st.Graph || !st.Probed || st.ExactByProbe || st.GraphRecall < vector.DefaultMinGraphRecall {
		t.Fatalf("stats %+v: want a graph kept after a probe with recall ≥ %v", st, vector.DefaultMinGraphRecall)
	}
}

func TestAutoProbeDropsAPoorGraph(t *testing.T) {
	data := probeData("random")
	ix := autoIndex(t, probeOptions(vector.Auto), data)
	st := ix.Stats()
	if st.Graph || st.Building || !st.Probed || !st.ExactByProbe || st.GraphRecall >= vector.DefaultMinGraphRecall {
		t.Fatalf("stats %+v: want no graph, scanning after a probe with recall < %v", st, vector.DefaultMinGraphRecall)
	}
	if st.Slots != st.Len {
		t.Fatalf("stats %+v: slots not packed after the graph was dropped", st)
	}
	// Searches are exact.
	for qi, q := range randomVectors(2, 20, probeDim) {
		got := mustSearch(t, ix, q, 10, vector.SearchOptions{})
		want := mustSearch(t, ix, q, 10, vector.SearchOptions{Exact: true})
		if recall(got, want) != 1 {
			t.Fatalf("query %d: %v, want the exact %v", qi, got, want)
		}
	}
	// Not built again until the index has doubled.
	more := vectortest.Random(5, probeN+1, probeDim)
	for i := range probeN - 1 {
		if err := ix.Add(id(probeN+i), more[i]); err != nil {
			t.Fatal(err)
		}
	}
	if st := ix.Stats(); st.Building || st.Graph {
		t.Fatalf("stats %+v below twice the size of the dropped graph: want no build", st)
	}
	ix.SetMode(vector.Auto)
	if st := ix.Stats(); st.Building || st.Graph {
		t.Fatalf("stats %+v after SetMode(Auto) below twice the size: want no build", st)
	}
	if err := ix.Add(id(2*probeN), more[probeN]); err != nil {
		t.Fatal(err)
	}
	if err := ix.WaitGraph(context.Background()); err != nil {
		t.Fatal(err)
	}
	if st := ix.Stats(); !st.ExactByProbe || st.Graph || st.Len != 2*probeN {
		t.Fatalf("stats %+v at twice the size: want a new build, dropped again", st)
	}
}

func TestProbeOnlyInAutoMode(t *testing.T) {
	data := probeData("random")
	t.Run("HNSW", func(t *testing.T) {
		ix := vector.New(probeDim, probeOptions(vector.HNSW))
		mustAdd(t, ix, data)
		if st := ix.Stats(); !st.Graph || st.Probed {
			t.Fatalf("stats %+v: HNSW mode keeps its graph unprobed", st)
		}
	})
	t.Run("SetMode(HNSW)", func(t *testing.T) {
		opts := probeOptions(vector.Exact)
		ix := vector.New(probeDim, opts)
		mustAdd(t, ix, data)
		ix.SetMode(vector.HNSW)
		if err := ix.WaitGraph(context.Background()); err != nil {
			t.Fatal(err)
		}
		if st := ix.Stats(); !st.Graph || st.Probed {
			t.Fatalf("stats %+v: a graph HNSW mode asked for is not probed", st)
		}
	})
	t.Run("probe off", func(t *testing.T) {
		opts := probeOptions(vector.Auto)
		opts.MinGraphRecall = -1
		if st := autoIndex(t, opts, data).Stats(); !st.Graph || st.Probed {
			t.Fatalf("stats %+v: MinGraphRecall < 0 keeps the graph unprobed", st)
		}
	})
	t.Run("lower target", func(t *testing.T) {
		opts := probeOptions(vector.Auto)
		opts.MinGraphRecall = 0.2
		if st := autoIndex(t, opts, data).Stats(); !st.Graph || !st.Probed || st.GraphRecall < 0.2 {
			t.Fatalf("stats %+v: a graph reaching MinGraphRecall 0.2 is kept", st)
		}
	})
}

func TestSnapshotKeepsProbe(t *testing.T) {
	ix := autoIndex(t, probeOptions(vector.Auto), probeData("random"))
	var buf bytes.Buffer
	if _, err := ix.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	back, err := vector.ReadIndex(&buf, probeOptions(vector.Auto))
	if err != nil {
		t.Fatal(err)
	}
	want, got := ix.Stats(), back.Stats()
	if got != want {
		t.Fatalf("stats read back %+v, want %+v: no new build of a graph the probe dropped", got, want)
	}
}
