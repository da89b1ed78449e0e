// Package hnswcompare measures github.com/coder/hnsw against cairn's own
// graph. It is a module of its own so that cairn does not require coder/hnsw:
//
//	cd internal/cmd/hnswcompare && CAIRN_BENCH_COMPARE=1 go test -run '^$' -bench . -benchtime 1000x -cpu 1
package hnswcompare

import (
	"fmt"
	"math/rand"
	"os"
	"runtime"
	"testing"
	"time"

	"github.com/coder/hnsw"

	"github.com/cairnhq/cairn/internal/latency"
	"github.com/cairnhq/cairn/vector"
	"github.com/cairnhq/cairn/vector/vectortest"
)

const (
	benchDim   = 256
	minSamples = 500
)

// BenchmarkCoderHNSW measures github.com/coder/hnsw on the data and queries
// of BenchmarkHNSWSearch, for the choice between it and this package's own
// graph. It indexes the vectors as this package stores them (quantised, then
// normalised), so that exact search over them is the reference for both.
// Its recall@10 is against exact search over those stored vectors, which
// both graphs are given; percentiles are in wall and thread CPU time. It
// runs only with CAIRN_BENCH_COMPARE=1.
func BenchmarkCoderHNSW(b *testing.B) {
	for _, n := range []int{100_000, 1_000_000} {
		b.Run(fmt.Sprintf("clustered/n=%d", n), func(b *testing.B) {
			if os.Getenv("CAIRN_BENCH_COMPARE") != "1" {
				b.Skip("set CAIRN_BENCH_COMPARE=1 to compare with github.com/coder/hnsw")
			}
			if n >= 1_000_000 && os.Getenv("CAIRN_BENCH_LARGE") != "1" {
				b.Skip("set CAIRN_BENCH_LARGE=1 to run benchmarks over a million vectors")
			}
			all := vectortest.Clustered(3, n+500, benchDim, 1000, 1)
			data, queries := all[:n], all[n:]
			for i, v := range data {
				sv, err := vectortest.Stored(v)
				if err != nil {
					b.Fatal(err)
				}
				data[i] = vectortest.Unit(sv)
			}
			ref := vector.New(benchDim, vector.Options{Mode: vector.Exact})
			for i, v := range data {
				if err := ref.Add(vectortest.ID(i), v); err != nil {
					b.Fatal(err)
				}
			}
			want := make([][]vector.Result, len(queries))
			for i, q := range queries {
				rs, err := ref.SearchWith(q, 10, vector.SearchOptions{Exact: true})
				if err != nil {
					b.Fatal(err)
				}
				want[i] = rs
			}

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
				for _, nd := range g.Search(vectortest.Unit(q), 10) {
					got = append(got, vector.Result{ID: vectortest.ID(nd.Key)})
				}
				sum += vectortest.Recall(got, want[i])
			}
			r := latency.New(minSamples)
			i := 0
			search := func() {
				q := vectortest.Unit(queries[i%len(queries)])
				m := r.Start()
				g.Search(q, 10)
				r.Stop(m)
				i++
			}
			for b.Loop() {
				search()
			}
			for r.Len() < minSamples {
				search()
			}
			r.Report(b, "")
			b.ReportMetric(sum/float64(len(queries)), "recall@10")
			b.ReportMetric(perVec, "B/vec")
			b.ReportMetric(build.Seconds(), "build-s")
			runtime.KeepAlive(g)
		})
	}
}
