package vector_test

import (
	"fmt"
	"math"
	"os"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/cairnhq/cairn/internal/latency"
	"github.com/cairnhq/cairn/vector"
	"github.com/cairnhq/cairn/vector/vectortest"
)

// Benchmarks report, besides ns/op (one search):
//
//	p50-ms, p99-ms  per-search latency percentiles, timed one by one
//	p50-cpu-ms, p99-cpu-ms  the same percentiles of each search's thread CPU
//	                time: its latency on an idle core (internal/latency)
//	samples         the number of searches the percentiles come from
//	recall@10       (HNSW, Auto) overlap with the true top 10: float64 brute
//	                force over the vectors as given (before quantisation)
//	recall-orig@10  (exact) the same
//	recall-int8@10  overlap with exact search of the same index, over the
//	                quantised vectors: what the graph alone loses
//	B/vec           heap bytes per vector held by the index
//	build-s         seconds to add every vector (graph included)
//	build-cpu-s     CPU seconds of the process during the build
//	graph           1 when Auto mode kept the graph it built, 0 when its
//	                probe found the recall too low and it scans
//	probe-recall@10 the recall Auto mode's probe measured
//
// Sets of a million vectors take minutes to build and need several GB; they
// run only with CAIRN_BENCH_LARGE=1. Run the single-core figures with
// -cpu 1, e.g.
//
//	CAIRN_BENCH_LARGE=1 go test -run '^$' -bench . -benchtime 1000x -cpu 1 ./vector/

const benchDim = 256

func largeBench(b *testing.B, n int) {
	if n >= 1_000_000 && os.Getenv("CAIRN_BENCH_LARGE") != "1" {
		b.Skip("set CAIRN_BENCH_LARGE=1 to run benchmarks over a million vectors")
	}
}

// built is an index with the data it holds and build measurements.
type built struct {
	ix       *vector.Index
	data     [][]float32
	build    time.Duration
	buildCPU time.Duration // process CPU time of the build
	perVec   float64       // heap bytes per vector
}

// buildIndex adds data to a new index and measures time and heap growth.
func buildIndex(data [][]float32, opts vector.Options) built {
	runtime.GC()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	start, cpu0 := time.Now(), latency.ProcessCPU()
	ix := vector.New(len(data[0]), opts)
	for i, v := range data {
		if err := ix.Add(id(i), v); err != nil {
			panic(err)
		}
	}
	took, cpu := time.Since(start), latency.ProcessCPU()-cpu0
	runtime.GC()
	runtime.ReadMemStats(&after)
	runtime.KeepAlive(data)
	return built{ix: ix, data: data, build: took, buildCPU: cpu, perVec: float64(int64(after.HeapAlloc)-int64(before.HeapAlloc)) / float64(len(data))}
}

// minSamples is the least number of searches the percentiles come from,
// so that `make bench` (-benchtime 1x) reports them too.
const minSamples = 500

// timeSearches runs b.Loop over queries, timing each search, and reports
// the latency percentiles in wall and thread CPU time, topping the samples
// up to minSamples after the loop when b.N is smaller.
func timeSearches(b *testing.B, ix *vector.Index, queries [][]float32, k int, opts vector.SearchOptions) {
	b.Helper()
	r := latency.New(minSamples)
	i := 0
	search := func() {
		if _, err := ix.SearchWith(queries[i%len(queries)], k, opts); err != nil {
			b.Fatal(err)
		}
		i++
	}
	for b.Loop() {
		r.Time(search)
	}
	r.TopUp(search)
	r.Report(b, "")
}

// recallAgainst returns the mean recall@k of search against want.
func recallAgainst(b *testing.B, ix *vector.Index, queries [][]float32, k int, opts vector.SearchOptions, want [][]vector.Result) float64 {
	b.Helper()
	var sum float64
	for i, q := range queries {
		rs, err := ix.SearchWith(q, k, opts)
		if err != nil {
			b.Fatal(err)
		}
		sum += recall(rs, want[i])
	}
	return sum / float64(len(queries))
}

func exactResults(b *testing.B, ix *vector.Index, queries [][]float32, k int) [][]vector.Result {
	b.Helper()
	want := make([][]vector.Result, len(queries))
	for i, q := range queries {
		rs, err := ix.SearchWith(q, k, vector.SearchOptions{Exact: true})
		if err != nil {
			b.Fatal(err)
		}
		want[i] = rs
	}
	return want
}

// BenchmarkExactSearch: top 10 of n random unit vectors by exact scan.
func BenchmarkExactSearch(b *testing.B) {
	for _, n := range []int{10_000, 100_000, 1_000_000} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			largeBench(b, n)
			bi := buildIndex(randomVectors(1, n, benchDim), vector.Options{Mode: vector.Exact})
			queries := randomVectors(2, 1000, benchDim)
			timeSearches(b, bi.ix, queries, 10, vector.SearchOptions{})
			b.ReportMetric(bi.perVec, "B/vec")
			// What int8 storage costs: recall against float64 brute force
			// over the originals, on 500 distinct queries.
			few := queries[:500]
			b.ReportMetric(recallAgainst(b, bi.ix, few, 10, vector.SearchOptions{}, float64Truth(bi.data, few, 10)), "recall-orig@10")
		})
	}
}

// BenchmarkExactSearchFiltered: the same scan with a filter admitting 1%.
func BenchmarkExactSearchFiltered(b *testing.B) {
	const n = 100_000
	bi := buildIndex(randomVectors(1, n, benchDim), vector.Options{Mode: vector.Exact})
	admitted := make(map[string]bool)
	for i := 0; i < n; i += 100 {
		admitted[id(i)] = true
	}
	timeSearches(b, bi.ix, randomVectors(2, 1000, benchDim), 10, vector.SearchOptions{
		Filter: func(id string) bool { return admitted[id] },
	})
}

// hnswData returns n vectors of the named kind; queries come from the same
// distribution.
func hnswData(kind string, n, queries int) (data, qs [][]float32) {
	switch kind {
	case "random", "gauss":
		return benchData(kind, n, queries)
	}
	const clusters = 1000
	all := clusteredVectors(3, n+queries, benchDim, clusters, 1)
	return all[:n], all[n:]
}

// BenchmarkHNSWSearch: top 10 by graph search with default build options,
// on clustered vectors (like real embeddings) at several EfSearch values,
// and on random ones, the worst case for any graph index, at 100k only.
// recall@10 is against the float64 truth over the vectors as given;
// recall-int8@10 against exact search of the same index. HNSW mode: the
// graph is searched whatever its recall (see BenchmarkAutoSearch).
func BenchmarkHNSWSearch(b *testing.B) {
	for _, c := range []struct {
		kind string
		n    int
	}{{"clustered", 100_000}, {"clustered", 1_000_000}, {"gauss", 100_000}, {"gauss", 300_000}, {"gauss", 1_000_000}, {"random", 100_000}} {
		b.Run(fmt.Sprintf("%s/n=%d", c.kind, c.n), func(b *testing.B) {
			largeBench(b, c.n)
			data, queries := hnswData(c.kind, c.n, 500)
			bi := buildIndex(data, vector.Options{Mode: vector.HNSW, Seed: 1})
			b.Logf("graph hash %016x", vector.GraphHash(bi.ix))
			truth := float64Truth(data, queries, 10)
			bi.data = nil
			want := exactResults(b, bi.ix, queries, 10)
			for _, ef := range []int{32, 64, 128, 192, 256} {
				b.Run(fmt.Sprintf("ef=%d", ef), func(b *testing.B) {
					opts := vector.SearchOptions{EfSearch: ef}
					timeSearches(b, bi.ix, queries, 10, opts)
					b.ReportMetric(recallAgainst(b, bi.ix, queries, 10, opts, truth), "recall@10")
					b.ReportMetric(recallAgainst(b, bi.ix, queries, 10, opts, want), "recall-int8@10")
					b.ReportMetric(bi.perVec, "B/vec")
					b.ReportMetric(bi.build.Seconds(), "build-s")
					b.ReportMetric(bi.buildCPU.Seconds(), "build-cpu-s")
				})
			}
		})
	}
}

// BenchmarkAutoSearch: the index as cairn opens a store's, loaded in Exact
// mode and switched to Auto (the default mode), which builds the graph and
// probes it. On clustered data it keeps the graph (graph 1); on random
// vectors the probe finds the graph's recall far below
// vector.DefaultMinGraphRecall and the index scans (graph 0), exact. The
// search figures are of whichever it chose; recall@10 is against the
// float64 truth.
func BenchmarkAutoSearch(b *testing.B) {
	for _, c := range []struct {
		kind string
		n    int
	}{{"clustered", 100_000}, {"gauss", 100_000}, {"random", 100_000}, {"random", 1_000_000}} {
		b.Run(fmt.Sprintf("%s/n=%d", c.kind, c.n), func(b *testing.B) {
			largeBench(b, c.n)
			data, queries := hnswData(c.kind, c.n, 500)
			ix := vector.New(benchDim, vector.Options{Mode: vector.Exact, Seed: 1})
			mustAdd(b, ix, data)
			start, cpu0 := time.Now(), latency.ProcessCPU()
			ix.SetMode(vector.Auto)
			if err := ix.WaitGraph(b.Context()); err != nil {
				b.Fatal(err)
			}
			took, cpu := time.Since(start), latency.ProcessCPU()-cpu0
			truth := float64Truth(data, queries, 10)
			st := ix.Stats()
			timeSearches(b, ix, queries, 10, vector.SearchOptions{})
			b.ReportMetric(recallAgainst(b, ix, queries, 10, vector.SearchOptions{}, truth), "recall@10")
			graph := 0.0
			if st.Graph {
				graph = 1
			}
			b.ReportMetric(graph, "graph")
			b.ReportMetric(st.GraphRecall, "probe-recall@10")
			b.ReportMetric(took.Seconds(), "build-s")
			b.ReportMetric(cpu.Seconds(), "build-cpu-s")
		})
	}
}

// BenchmarkHNSWSearchFiltered: graph search with a filter admitting 1%.
func BenchmarkHNSWSearchFiltered(b *testing.B) {
	const n = 100_000
	data, queries := hnswData("clustered", n, 500)
	bi := buildIndex(data, vector.Options{Mode: vector.HNSW, Seed: 1})
	admitted := make(map[string]bool)
	for i := 0; i < n; i += 100 {
		admitted[id(i)] = true
	}
	opts := vector.SearchOptions{Filter: func(id string) bool { return admitted[id] }}
	var want [][]vector.Result
	for _, q := range queries {
		exact := opts
		exact.Exact = true
		rs, err := bi.ix.SearchWith(q, 10, exact)
		if err != nil {
			b.Fatal(err)
		}
		want = append(want, rs)
	}
	timeSearches(b, bi.ix, queries, 10, opts)
	b.ReportMetric(recallAgainst(b, bi.ix, queries, 10, opts, want), "recall@10")
}

// BenchmarkAdd: one Add replacing a vector of an index of 20k (ns/op is
// per Add; with a graph it includes the tombstone clean-up).
func BenchmarkAdd(b *testing.B) {
	for _, mode := range []vector.Mode{vector.Exact, vector.HNSW} {
		b.Run(mode.String(), func(b *testing.B) {
			data := clusteredVectors(3, 20_000, benchDim, 100, 1)
			ix := vector.New(benchDim, vector.Options{Mode: mode, Seed: 1})
			mustAdd(b, ix, data)
			i := 0
			for b.Loop() {
				if err := ix.Add(id(i%len(data)), data[(i+1)%len(data)]); err != nil {
					b.Fatal(err)
				}
				i++
			}
		})
	}
}

// benchData returns n vectors and queries distinct vectors from the same
// distribution: "random" (Gaussian components) or "gauss" (isotropic
// Gaussian clusters, vectortest.NewClusters(4, 256, 1000, 1): noise as
// large as the centres, in every dimension).
func benchData(kind string, n, queries int) (data, qs [][]float32) {
	switch kind {
	case "random":
		return randomVectors(1, n, benchDim), randomVectors(2, queries, benchDim)
	case "gauss":
		g := vectortest.NewClusters(4, benchDim, 1000, 1)
		return g.Vectors(0, n), g.Vectors(1, queries)
	}
	panic("unknown kind " + kind)
}

// float64Truth is the true top k of data for each query: float64 cosine
// over the vectors as given, ties by id, computed on every CPU.
func float64Truth(data, queries [][]float32, k int) [][]vector.Result {
	norms := make([]float64, len(data))
	for i, v := range data {
		var ss float64
		for _, x := range v {
			ss += float64(x) * float64(x)
		}
		norms[i] = math.Sqrt(ss)
	}
	out := make([][]vector.Result, len(queries))
	var wg sync.WaitGroup
	next := make(chan int)
	for range runtime.NumCPU() {
		wg.Add(1)
		go func() {
			defer wg.Done()
			q64 := make([]float64, benchDim)
			for qi := range next {
				for j, x := range queries[qi] {
					q64[j] = float64(x)
				}
				type hit struct {
					i int
					s float64
				}
				var top []hit // ascending
				for i, v := range data {
					var dot float64
					for j, x := range v {
						dot += q64[j] * float64(x)
					}
					s := dot / norms[i]
					if len(top) == k && s <= top[0].s {
						continue
					}
					h := hit{i, s}
					pos, _ := slices.BinarySearchFunc(top, h, func(a, b hit) int {
						if a.s < b.s {
							return -1
						}
						if a.s > b.s {
							return 1
						}
						return strings.Compare(id(b.i), id(a.i))
					})
					top = slices.Insert(top, pos, h)
					if len(top) > k {
						top = top[1:]
					}
				}
				rs := make([]vector.Result, 0, k)
				for j := len(top) - 1; j >= 0; j-- {
					rs = append(rs, vector.Result{ID: id(top[j].i), Score: float32(top[j].s)})
				}
				out[qi] = rs
			}
		}()
	}
	for qi := range queries {
		next <- qi
	}
	close(next)
	wg.Wait()
	return out
}

// BenchmarkExactOriginals: exact search with KeepOriginals, recall@10
// against float64 brute force over the originals (recall-orig@10) for all
// its distinct queries (500, or 300 at a million where the brute force is
// slow); with -benchtime 500x no query repeats in the timings at 100k.
func BenchmarkExactOriginals(b *testing.B) {
	for _, kind := range []string{"random", "gauss"} {
		for _, n := range []int{100_000, 1_000_000} {
			b.Run(fmt.Sprintf("%s/n=%d", kind, n), func(b *testing.B) {
				largeBench(b, n)
				nq := 500
				if n >= 1_000_000 {
					nq = 300
				}
				data, queries := benchData(kind, n, nq)
				bi := buildIndex(data, vector.Options{Mode: vector.Exact, KeepOriginals: true})
				timeSearches(b, bi.ix, queries, 10, vector.SearchOptions{})
				b.ReportMetric(bi.perVec, "B/vec")
				want := float64Truth(data, queries, 10)
				b.ReportMetric(recallAgainst(b, bi.ix, queries, 10, vector.SearchOptions{}, want), "recall-orig@10")
				b.ReportMetric(float64(len(queries)), "queries")
			})
		}
	}
}

// BenchmarkHNSWBuild: one graph of n isotropic-cluster vectors per
// iteration (ns/op is the whole build); for profiling construction.
func BenchmarkHNSWBuild(b *testing.B) {
	data, _ := benchData("gauss", 50_000, 1)
	for b.Loop() {
		bi := buildIndex(data, vector.Options{Mode: vector.HNSW, Seed: 1})
		b.ReportMetric(bi.buildCPU.Seconds(), "build-cpu-s")
		b.Logf("graph hash %016x", vector.GraphHash(bi.ix))
	}
}
