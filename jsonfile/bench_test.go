package jsonfile_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"testing"
	"time"

	"github.com/cairnhq/cairn/internal/latency"
	"github.com/cairnhq/cairn/jsonfile"
	"github.com/cairnhq/cairn/judgment"
)

// benchStore returns a Store holding n judgments of one product, a quarter
// of them corrected.
func benchStore(b *testing.B, n int) *judgment.Manager {
	b.Helper()
	s := MustOpen(b, filepath.Join(b.TempDir(), "ai_cache.json"))
	js := make([]*judgment.Judgment, n)
	for i := range js {
		js[i] = jj(fmt.Sprintf("github.com/acme/fungear#%d", i), "Acme Fungear", judgment.Include, "", t0.Add(time.Duration(i)*time.Minute))
		if i%4 == 0 {
			js[i].UserDecision = judgment.Exclude
		}
	}
	if _, err := s.AddBatch(context.Background(), js); err != nil {
		b.Fatal(err)
	}
	return judgment.NewManager(s)
}

// largeSizes are the file sizes of the at-size benchmarks; 1M only with
// CAIRN_BENCH_LARGE=1 (it writes a file of about 420 MB).
func largeSizes() []int {
	sizes := []int{10_000, 100_000}
	if os.Getenv("CAIRN_BENCH_LARGE") != "" {
		sizes = append(sizes, 1_000_000)
	}
	return sizes
}

// benchProducts is how many products the generated files spread their
// judgments over.
const benchProducts = 20

// writeLargeFile writes an ai_cache.json of n judgments as upstream would
// hold after n runs: benchProducts products, a quarter of the judgments
// overridden, reasoning of a sentence or two, the URL and description most
// judgments have, timestamps increasing with file order as a cache that
// grows over time has them, a few of them out of order (re-judged changes).
// The file is written with the Store itself, so it is exactly what cairn
// writes. It is written anew by every run, in b.TempDir, or with
// CAIRN_BENCH_JSONFILE_DIR set in that directory, replacing the file a
// previous run left there, so that jsonfile/testdata/seed_history.py
// measures the same file.
func writeLargeFile(b *testing.B, n int) string {
	b.Helper()
	dir := os.Getenv("CAIRN_BENCH_JSONFILE_DIR")
	if dir == "" {
		dir = b.TempDir()
	}
	path := filepath.Join(dir, "ai_cache-"+strconv.Itoa(n)+".json")
	_ = os.Remove(path + ".partial")
	s := jsonfile.New(path + ".partial")
	if err := s.Open(); err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	js := make([]*judgment.Judgment, n)
	decisions := []judgment.Decision{judgment.Include, judgment.Exclude, judgment.Uncertain}
	for i := range js {
		p := i % benchProducts
		ts := t0.Add(time.Duration(i) * 37 * time.Second)
		if i%97 == 0 {
			ts = ts.Add(-time.Duration(i%13) * time.Hour) // re-judged: out of order
		}
		j := &judgment.Judgment{
			ChangeID:    fmt.Sprintf("github.com/org%d/repo%d#%d", p, i%311, i),
			Decision:    decisions[i%3],
			Reasoning:   fmt.Sprintf("Change %d touches the %d module of product %d; it adds the public API that users of the product call, so it belongs to the product.", i, i%53, p),
			Product:     fmt.Sprintf("Product %02d", p),
			URL:         fmt.Sprintf("https://github.com/org%d/repo%d/pull/%d", p, i%311, i),
			Description: fmt.Sprintf("Add feature %d to module %d", i, i%53),
			AIProvider:  "gemini/gemini-2.5-flash",
			Timestamp:   ts,
		}
		if i%4 == 0 {
			j.UserDecision = decisions[(i/4+1)%3]
			j.UserReasoning = "Not this product: the change only touches internal tooling."
		}
		js[i] = j
	}
	if _, err := s.AddBatch(context.Background(), js); err != nil {
		b.Fatal(err)
	}
	if err := os.Rename(path+".partial", path); err != nil {
		b.Fatal(err)
	}
	_ = os.Remove(path + ".partial.lock")
	return path
}

// BenchmarkHistoryForPrompt reads from the in-memory copy of an unchanged
// file: one stat and the newest judgments of each pool.
func BenchmarkHistoryForPrompt(b *testing.B) {
	for _, n := range []int{100, 1000} {
		b.Run(fmt.Sprintf("judgments=%d", n), func(b *testing.B) {
			m := benchStore(b, n)
			ctx := context.Background()
			b.ReportAllocs()
			for b.Loop() {
				if _, err := m.HistoryForPrompt(ctx, "Acme Fungear", judgment.DefaultMaxEntries, judgment.DefaultCorrectionRatio); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkLargeFile is the JSON engine at size, on files of 10k, 100k
// and (CAIRN_BENCH_LARGE=1) 1M judgments from writeLargeFile:
//
//   - open+history: what a new process pays for its first prompt (as the
//     seed's Python does on every run): open the file, read and parse it,
//     select the history of one product. Reports the percentiles of the
//     iterations (wall and CPU), the live heap after the load (heap-MB, by
//     runtime.ReadMemStats after a GC) next to the file size (file-MB).
//     Every iteration opens the file anew, its pages in the page cache.
//   - history: later prompts from the same process on the unchanged file,
//     for the benchProducts products in turn. The first prompt after the
//     open sorts the pools (once per version of the file), the later ones
//     read them sorted: the two are reported apart, first-ms and
//     first-cpu-ms (that one call), and p50-ms … samples with ns/op (the
//     calls after it).
//
// jsonfile/testdata/seed_history.py measures the seed's Python on the same
// files.
func BenchmarkLargeFile(b *testing.B) {
	ctx := context.Background()
	for _, n := range largeSizes() {
		path := writeLargeFile(b, n)
		fi, err := os.Stat(path)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(fmt.Sprintf("open+history/judgments=%d", n), func(b *testing.B) {
			var heap uint64
			r := latency.New(0)
			for b.Loop() {
				m := r.Start()
				s := jsonfile.New(path)
				if err := s.Open(); err != nil {
					b.Fatal(err)
				}
				if _, err := judgment.NewManager(s).HistoryForPrompt(ctx, "Product 07", judgment.DefaultMaxEntries, judgment.DefaultCorrectionRatio); err != nil {
					b.Fatal(err)
				}
				r.Stop(m)
				b.StopTimer()
				runtime.GC()
				var ms runtime.MemStats
				runtime.ReadMemStats(&ms)
				heap = max(heap, ms.HeapAlloc)
				runtime.KeepAlive(s)
				s.Close()
				b.StartTimer()
			}
			r.Report(b, "")
			b.ReportMetric(float64(heap)/(1<<20), "heap-MB")
			b.ReportMetric(float64(fi.Size())/(1<<20), "file-MB")
		})
		b.Run(fmt.Sprintf("history/judgments=%d", n), func(b *testing.B) {
			s := jsonfile.New(path)
			if err := s.Open(); err != nil {
				b.Fatal(err)
			}
			defer s.Close()
			m := judgment.NewManager(s)
			i := 0
			history := func() {
				product := fmt.Sprintf("Product %02d", i%benchProducts)
				i++
				if _, err := m.HistoryForPrompt(ctx, product, judgment.DefaultMaxEntries, judgment.DefaultCorrectionRatio); err != nil {
					b.Fatal(err)
				}
			}
			first := latency.New(0)
			first.Time(history)
			cached := latency.New(minSamples)
			b.ReportAllocs()
			for b.Loop() {
				cached.Time(history)
			}
			cached.TopUp(history)
			cached.Report(b, "")
			w, c := first.Percentile(1)
			b.ReportMetric(float64(w)/1e6, "first-ms")
			b.ReportMetric(float64(c)/1e6, "first-cpu-ms")
		})
	}
}

// minSamples is the fewest cached history calls the percentiles of
// BenchmarkLargeFile come from.
const minSamples = 200

// BenchmarkAdd is one locked read-modify-write of a file of n judgments:
// re-read, encode, write, fsync, rename, fsync of the directory.
func BenchmarkAdd(b *testing.B) {
	for _, n := range []int{100, 1000} {
		b.Run(fmt.Sprintf("judgments=%d", n), func(b *testing.B) {
			m := benchStore(b, n)
			ctx := context.Background()
			decisions := []judgment.Decision{judgment.Include, judgment.Exclude}
			i := 0
			b.ReportAllocs()
			for b.Loop() {
				i++
				// Replaces a judgment without a user decision: the file keeps its size.
				j := jj("github.com/acme/fungear#1", "Acme Fungear", decisions[i%2], "", t0)
				if stored, err := m.Add(ctx, j); err != nil || !stored {
					b.Fatalf("Add=%v, %v", stored, err)
				}
			}
		})
	}
}
