// Command coldstart measures how long the first similarity search of a
// tenant with many stored corrections takes, and what the process then
// holds in memory. It is a measuring tool, not part of cairn.
//
//	go run ./internal/cmd/coldstart gen -db /tmp/cold.db -n 1000000
//	go run ./internal/cmd/coldstart open -db /tmp/cold.db -wait
//	go run ./internal/cmd/coldstart open -db /tmp/cold.db -index-dir /tmp/cold.index -wait
//	go run ./internal/cmd/coldstart touch -db /tmp/cold.db -n 10000
//
// gen writes n corrections of one tenant through the store's bulk insert,
// their 256-dimensional embeddings drawn from vectortest.NewClusters(1,
// 256, 1024, 0.5). open starts a correction.Service over the file in a
// fresh process, times its first FindSimilar (the tenant's index is loaded
// by it), prints the resident set size (VmRSS, with its parts: the
// process's own memory and the mapped pages of the SQLite file, and its
// peak VmHWM, from /proc/self/status), and with -wait waits for the background graph build
// and prints both again. With -index-dir the Service saves the tenant's
// index there (as `cairn serve` does in index_dir): -wait then saves it
// once the graph is built, and the next open reads it. touch changes the
// confidence of n corrections through the store, as another process
// would, for an open to catch up with.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"runtime"
	"runtime/pprof"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/embed"
	"github.com/cairnhq/cairn/sqlite"
	"github.com/cairnhq/cairn/vector/vectortest"
)

const (
	tenant = "coldstart"
	dim    = 256
	batch  = 10_000
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: coldstart gen|open -db FILE [flags]")
		os.Exit(2)
	}
	fs := flag.NewFlagSet(os.Args[1], flag.ExitOnError)
	path := fs.String("db", "", "SQLite file")
	n := fs.Int("n", 1_000_000, "corrections to generate (gen)")
	wait := fs.Bool("wait", false, "wait for the graph build, and save the index with -index-dir (open)")
	indexDir := fs.String("index-dir", "", "directory of saved indexes (open)")
	prof := fs.String("cpuprofile", "", "write a CPU profile to this file")
	_ = fs.Parse(os.Args[2:])
	if *prof != "" {
		f, err := os.Create(*prof)
		if err == nil {
			err = pprof.StartCPUProfile(f)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "coldstart:", err)
			os.Exit(1)
		}
		defer pprof.StopCPUProfile()
	}
	if *path == "" {
		fmt.Fprintln(os.Stderr, "coldstart: -db is required")
		os.Exit(2)
	}
	var err error
	switch os.Args[1] {
	case "gen":
		err = gen(*path, *n)
	case "open":
		err = open(*path, *indexDir, *wait)
	case "touch":
		err = touch(*path, *n)
	default:
		err = fmt.Errorf("unknown subcommand %q", os.Args[1])
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "coldstart:", err)
		pprof.StopCPUProfile()
		os.Exit(1)
	}
}

func gen(path string, n int) error {
	ctx := context.Background()
	db := sqlite.NewDB(path)
	if err := db.Open(ctx); err != nil {
		return err
	}
	defer db.Close()
	emb, err := embed.NewLocal(dim)
	if err != nil {
		return err
	}
	store := db.Corrections(tenant).(*sqlite.CorrectionStore)
	gen := vectortest.NewClusters(1, dim, 1024, 0.5)
	start := time.Now()
	at := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	for done := 0; done < n; done += batch {
		m := min(batch, n-done)
		vs := gen.Vectors(uint64(done/batch), m)
		cs := make([]*correction.Correction, m)
		for i := range cs {
			k := done + i
			cs[i] = &correction.Correction{
				ID:              fmt.Sprintf("cor_%024x", k),
				Timestamp:       at.Add(time.Duration(k) * time.Second),
				Query:           fmt.Sprintf("question %d", k),
				OriginalOutput:  fmt.Sprintf("answer %d", k),
				CorrectedOutput: fmt.Sprintf("better answer %d", k),
				Category:        correction.CategoryFactual,
				Severity:        0.5,
				Confidence:      0.4 + 0.5*float64(k%10)/10,
				Literal:         k%100 == 0,
				Embedding:       vs[i],
				EmbeddingModel:  emb.Model(),
			}
		}
		if err := store.InsertMany(ctx, cs); err != nil {
			return err
		}
	}
	fmt.Printf("wrote %d corrections in %.1f s\n", n, time.Since(start).Seconds())
	return nil
}

func open(path, indexDir string, wait bool) error {
	ctx := context.Background()
	db := sqlite.NewDB(path)
	if err := db.Open(ctx); err != nil {
		return err
	}
	defer db.Close()
	emb, err := embed.NewLocal(dim)
	if err != nil {
		return err
	}
	svc := &correction.Service{Stores: db.Corrections, Embedder: emb, IndexDir: indexDir}
	start := time.Now()
	l, err := svc.Learner(ctx, tenant)
	if err != nil {
		return err
	}
	opened := time.Since(start)
	ms, err := l.Memory.FindSimilar(ctx, "question 12345", "answer 12345", 5)
	if err != nil {
		return err
	}
	first := time.Since(start)
	fmt.Printf("opened in %.2f s, searched in %.1f ms\n", opened.Seconds(), float64((first-opened).Microseconds())/1000)
	st, _ := l.Memory.IndexStatus()
	fmt.Printf("first answer: %.2f s wall, %.2f s CPU (%d matches), index %+v, %s\n", first.Seconds(), cpuTime().Seconds(), len(ms), st, rss())
	if !wait {
		return nil
	}
	if err := l.Memory.WaitIndex(ctx); err != nil {
		return err
	}
	st, _ = l.Memory.IndexStatus()
	runtime.GC()
	fmt.Printf("warm after %.1f s wall, %.1f s CPU, index %+v, %s\n", time.Since(start).Seconds(), cpuTime().Seconds(), st, rss())
	start = time.Now()
	ms, err = l.Memory.FindSimilar(ctx, "question 54321", "answer 54321", 5)
	if err != nil {
		return err
	}
	fmt.Printf("graph search: %.2f ms (%d matches)\n", float64(time.Since(start).Microseconds())/1000, len(ms))
	if indexDir == "" {
		return nil
	}
	start = time.Now()
	if err := svc.SaveIndexes(ctx); err != nil {
		return err
	}
	fi, err := os.Stat(indexDir + "/" + correction.SnapshotFile(tenant))
	if err != nil {
		return err
	}
	fmt.Printf("saved index: %.2f s, %d MB\n", time.Since(start).Seconds(), fi.Size()>>20)
	return nil
}

// touch lowers the confidence of n corrections spread over the tenant.
func touch(path string, n int) error {
	ctx := context.Background()
	db := sqlite.NewDB(path)
	if err := db.Open(ctx); err != nil {
		return err
	}
	defer db.Close()
	store := db.Corrections(tenant)
	total, err := store.(*sqlite.CorrectionStore).CountIndexRecords(ctx)
	if err != nil {
		return err
	}
	start := time.Now()
	for i := range n {
		k := (i * 7919) % total
		if _, err := store.UpdateConfidence(ctx, fmt.Sprintf("cor_%024x", k), -0.01); err != nil {
			return err
		}
	}
	fmt.Printf("touched %d corrections in %.1f s\n", n, time.Since(start).Seconds())
	return nil
}

// cpuTime returns the process's CPU time so far (user and system): on a
// machine shared with other work it is what the wall time would be alone
// on the cores it used.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// rss describes the process's resident memory from /proc/self/status:
// VmRSS, the whole resident set, with its parts named: RssAnon (the
// process's own memory: the Go heap and stacks), RssFile (pages of mapped
// files: the SQLite file, which read connections map with mmap_size, and
// the binary; shared with the page cache, and dropped first under memory
// pressure) and RssShmem; VmHWM, the peak; and the Go heap in use.
func rss() string {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return "rss unknown"
	}
	kb := map[string]int64{}
	for _, line := range strings.Split(string(b), "\n") {
		name, rest, ok := strings.Cut(line, ":")
		if f := strings.Fields(rest); ok && len(f) == 2 && f[1] == "kB" {
			kb[name], _ = strconv.ParseInt(f[0], 10, 64)
		}
	}
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	mb := func(k int64) int64 { return k >> 10 }
	return fmt.Sprintf("RSS (VmRSS) %d MB = %d MB own (RssAnon) + %d MB mapped file pages (RssFile: the SQLite file, shared with the page cache) + %d MB shmem (RssShmem); peak (VmHWM) %d MB; Go heap in use %d MB",
		mb(kb["VmRSS"]), mb(kb["RssAnon"]), mb(kb["RssFile"]), mb(kb["RssShmem"]), mb(kb["VmHWM"]), ms.HeapAlloc>>20)
}
