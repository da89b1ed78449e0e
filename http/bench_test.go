package http_test

import (
	"bytes"
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/embed"
	cairnhttp "github.com/cairnhq/cairn/http"
	"github.com/cairnhq/cairn/internal/load"
	"github.com/cairnhq/cairn/judgment"
	"github.com/cairnhq/cairn/sqlite"
)

// loadHandler is the handler of a server as `make load` starts it: SQLite
// holding load.DefaultCorrections corrections, the local embedder, open
// mode, the access log formatted (and discarded). It is built once per
// process, over a store seeded once and kept under the temporary
// directory: seeding embeds every correction.
var loadHandler = sync.OnceValues(func() (http.Handler, error) {
	ctx := context.Background()
	path := filepath.Join(os.TempDir(), "cairn-bench-load-corrections-v1.db")
	_, statErr := os.Stat(path)
	db := sqlite.NewDB(path)
	if err := db.Open(ctx); err != nil {
		return nil, err
	}
	if statErr == nil {
		return serveLoad(db)
	}
	emb, err := embed.NewLocal(embed.DefaultDimensions)
	if err != nil {
		return nil, err
	}
	var cb bytes.Buffer
	if err := load.WriteCorrections(&cb, load.DefaultCorrections); err != nil {
		return nil, err
	}
	cs, err := correction.ReadInputs(&cb)
	if err != nil {
		return nil, err
	}
	m := correction.NewMemory(db.Corrections("default"), emb)
	if err := m.Open(ctx); err != nil {
		return nil, err
	}
	if _, err := correction.Import(ctx, m, cs); err != nil {
		os.Remove(path)
		return nil, err
	}
	return serveLoad(db)
})

func serveLoad(db *sqlite.DB) (http.Handler, error) {
	emb, err := embed.NewLocal(embed.DefaultDimensions)
	if err != nil {
		return nil, err
	}
	s := cairnhttp.NewServer()
	s.Judgments = func(t string) judgment.Store { return db.Judgments(t) }
	s.Corrections = &correction.Service{Stores: func(t string) correction.Store { return db.Corrections(t) }, Embedder: emb}
	return s.Handler()
}

// benchScenario sends b.N requests of a load scenario straight to the
// handler, one at a time, and fails on any status but 200. It
// reports the process's CPU time per request (cpu-µs/op), the garbage
// collector's included: what cairn-load reports as server CPU µs/req,
// without the network and HTTP parsing, and far steadier than wall time on
// a machine shared with other work.
func benchScenario(b *testing.B, sc load.Scenario) {
	h, err := loadHandler()
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	var seq uint64
	cpu0 := processCPU()
	for b.Loop() {
		// Requests as 16 connections send them, in turn.
		req := sc.Next(load.Cursor{Run: "bench", Seq: seq, Conn: int(seq % 16), N: seq / 16})
		seq++
		r := httptest.NewRequest(req.Method, req.Path, bytes.NewReader(req.Body))
		r.Header.Set("Content-Type", "application/json")
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		if w.Code != http.StatusOK {
			b.Fatalf("%s %s: status %d: %s", req.Method, req.Path, w.Code, w.Body)
		}
	}
	b.ReportMetric(float64(processCPU()-cpu0)/float64(b.N)/1e3, "cpu-µs/op")
}

// processCPU returns the CPU time (user and system) of the process so far.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkDetectRoute is POST /v1/corrections/detect with the requests of
// `make load`'s detect scenario.
func BenchmarkDetectRoute(b *testing.B) { benchScenario(b, load.Detect()) }

// BenchmarkTurnRoute is POST /v1/sessions/{id}/turns with the requests of
// `make load`'s turns scenario over its seeded corrections.
func BenchmarkTurnRoute(b *testing.B) { benchScenario(b, load.Turns(load.DefaultCorrections)) }
