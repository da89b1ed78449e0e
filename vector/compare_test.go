package vector_test

import (
	"fmt"
	"math"
	"math/rand"
	"os"
	"runtime"
	"testing"
	"time"

	"github.com/coder/hnsw"

	"github.com/cairnhq/cairn/vector"
)

// BenchmarkCoderHNSW measures github.com/coder/hnsw on the data and queries
// of BenchmarkHNSWSearch, for the choice between it and this package's own
// graph. It indexes the vectors as this package stores them (quantised, then
// normalised), so that exact search over them is the reference for both.
// It runs only with CAIRN_BENCH_COMPARE=1.
func BenchmarkCoderHNSW(b *testing.B) {
	for _, n := range []int{100_000, 1_000_000} {
		b.Run(fmt.Sprintf("clustered/n=%d", n), func(b *testing.B) {
			if os.Getenv("CAIRN_BENCH_COMPARE") != "1" {
				b.Skip("set CAIRN_BENCH_COMPARE=1 to compare with github.com/coder/hnsw")
			}
			largeBench(b, n)
			data, queries := hnswData("clustered", n, 500)
			for i, v := range data {
				data[i] = unit(stored(b, v))
			}
			ref := vector.New(benchDim, vector.Options{Mode: vector.Exact})
			mustAdd(b, ref, data)
			want := exactResults(b, ref, queries, 10)

			runtime.GC()
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			start := time.Now()
			g := hnsw.NewGraph[int]()
			g.M = vector.DefaultM
			g.EfSearch = vector.DefaultEfSearch
			g.Rng = rand.New(rand.NewSource(1))
			for i, v := range data {
				g.Add(hnsw.MakeNode(i, v))
			}
			build := time.Since(start)
			runtime.GC()
			runtime.ReadMemStats(&after)
			// The graph holds the vectors themselves, so they count.
			perVec := float64(int64(after.HeapAlloc)-int64(before.HeapAlloc))/float64(n) + 4*benchDim

			var sum float64
			for i, q := range queries {
				var got []vector.Result
				for _, nd := range g.Search(unit(q), 10) {
					got = append(got, vector.Result{ID: id(nd.Key)})
				}
				sum += recall(got, want[i])
			}
			lat := make([]time.Duration, 0, 1024)
			i := 0
			search := func() {
				q := unit(queries[i%len(queries)])
				s := time.Now()
				g.Search(q, 10)
				lat = append(lat, time.Since(s))
				i++
			}
			for b.Loop() {
				search()
			}
			for len(lat) < minSamples {
				search()
			}
			reportLatency(b, lat)
			b.ReportMetric(sum/float64(len(queries)), "recall@10")
			b.ReportMetric(perVec, "B/vec")
			b.ReportMetric(build.Seconds(), "build-s")
			runtime.KeepAlive(g)
		})
	}
}

func unit(v []float32) []float32 {
	var ss float64
	for _, x := range v {
		ss += float64(x) * float64(x)
	}
	out := make([]float32, len(v))
	if ss == 0 {
		return out
	}
	inv := 1 / math.Sqrt(ss)
	for i, x := range v {
		out[i] = float32(float64(x) * inv)
	}
	return out
}
