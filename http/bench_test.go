package http_test

import (
	"bytes"
	"context"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"testing"
	"time"

	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/embed"
	cairnhttp "github.com/cairnhq/cairn/http"
	"github.com/cairnhq/cairn/internal/latency"
	"github.com/cairnhq/cairn/internal/load"
	"github.com/cairnhq/cairn/judgment"
	"github.com/cairnhq/cairn/sqlite"
)

// seedLoadDB returns a SQLite store as `make load` seeds it:
// load.DefaultCorrections corrections, imported with the local embedder. It
// is seeded in this test's or benchmark's own directory (TempDir), never
// reused from another run.
func seedLoadDB(tb testing.TB) *sqlite.DB {
	tb.Helper()
	ctx := context.Background()
	start := time.Now()
	db := sqlite.NewDB(filepath.Join(tb.TempDir(), "load.db"))
	if err := db.Open(ctx); err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { _ = db.Close() })
	emb, err := embed.NewLocal(embed.DefaultDimensions)
	if err != nil {
		tb.Fatal(err)
	}
	var cb bytes.Buffer
	if err := load.WriteCorrections(&cb, load.DefaultCorrections); err != nil {
		tb.Fatal(err)
	}
	cs, err := correction.ReadInputs(&cb)
	if err != nil {
		tb.Fatal(err)
	}
	m := correction.NewMemory(db.Corrections("default"), emb)
	if err := m.Open(ctx); err != nil {
		tb.Fatal(err)
	}
	if _, err := correction.Import(ctx, m, cs); err != nil {
		tb.Fatal(err)
	}
	tb.Logf("seeded %d corrections in %v", len(cs), time.Since(start).Round(time.Millisecond))
	return db
}

// loadHandler returns the handler of a server as `make load` starts it:
// the store of seedLoadDB, the local embedder, open mode, the access log
// formatted (and discarded).
func loadHandler(tb testing.TB) http.Handler {
	tb.Helper()
	h, err := serveLoad(seedLoadDB(tb))
	if err != nil {
		tb.Fatal(err)
	}
	return h
}

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
	h := loadHandler(b)
	b.ReportAllocs()
	var seq uint64
	cpu0 := latency.ProcessCPU()
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
	b.ReportMetric(float64(latency.ProcessCPU()-cpu0)/float64(b.N)/1e3, "cpu-µs/op")
}

// BenchmarkDetectRoute is POST /v1/corrections/detect with the requests of
// `make load`'s detect scenario.
func BenchmarkDetectRoute(b *testing.B) { benchScenario(b, load.Detect()) }

// BenchmarkTurnRoute is POST /v1/sessions/{id}/turns with the requests of
// `make load`'s turns scenario over its seeded corrections.
func BenchmarkTurnRoute(b *testing.B) { benchScenario(b, load.Turns(load.DefaultCorrections)) }
