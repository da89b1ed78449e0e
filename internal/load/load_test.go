package load_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/embed"
	cairnhttp "github.com/cairnhq/cairn/http"
	"github.com/cairnhq/cairn/internal/load"
	"github.com/cairnhq/cairn/jsonfile"
	"github.com/cairnhq/cairn/judgment"
	"github.com/cairnhq/cairn/sqlite"
)

func TestCheckLoopback(t *testing.T) {
	for _, ok := range []string{"http://127.0.0.1:7878", "http://127.0.0.2:1/", "http://[::1]:80", "http://localhost:9"} {
		if err := load.CheckLoopback(ok); err != nil {
			t.Errorf("CheckLoopback(%q) = %v, want nil", ok, err)
		}
	}
	for _, bad := range []string{"http://10.0.0.1:7878", "http://0.0.0.0:7878", "http://example.com", "https://127.0.0.1:7878", "127.0.0.1:7878", "http://:7878"} {
		if err := load.CheckLoopback(bad); err == nil {
			t.Errorf("CheckLoopback(%q) = nil, want an error", bad)
		}
	}
	if _, err := load.Run(context.Background(), load.Options{Target: "http://192.0.2.1:80", Conns: 1, Duration: time.Second}, load.History()); err == nil {
		t.Fatal("Run accepted a non-loopback target")
	}
}

func TestPercentile(t *testing.T) {
	var lat []time.Duration
	for i := 100; i >= 1; i-- {
		lat = append(lat, time.Duration(i)*time.Millisecond)
	}
	for q, want := range map[float64]time.Duration{0.5: 50 * time.Millisecond, 0.99: 99 * time.Millisecond, 1: 100 * time.Millisecond, 0: time.Millisecond} {
		if got := load.Percentile(lat, q); got != want {
			t.Errorf("Percentile(%v) = %v, want %v", q, got, want)
		}
	}
	if load.Percentile(nil, 0.5) != 0 {
		t.Error("Percentile of no samples is not 0")
	}
}

// TestGeneratorsDistinct checks that no scenario repeats a request within
// the first 20,000.
func TestGeneratorsDistinct(t *testing.T) {
	for _, sc := range []load.Scenario{load.History(), load.Detect(), load.Turns(1000)} {
		seen := map[string]bool{}
		for i := range uint64(20_000) {
			r := sc.Next(load.Cursor{Run: "r", Seq: i, Conn: int(i % 16), N: i / 16})
			k := r.Method + " " + r.Path + " " + string(r.Body)
			if seen[k] {
				t.Fatalf("%s: request %d repeats: %s", sc.Name, i, k)
			}
			seen[k] = true
		}
	}
}

// TestSeedFiles checks that the seed files are what the import commands
// read: an ai_cache.json of valid judgments and JSON Lines of corrections.
func TestSeedFiles(t *testing.T) {
	var jb bytes.Buffer
	if err := load.WriteJudgments(&jb, 500); err != nil {
		t.Fatal(err)
	}
	cache, err := jsonfile.Decode(&jb)
	if err != nil {
		t.Fatal(err)
	}
	if len(cache.Judgments) != 500 {
		t.Fatalf("%d judgments, want 500", len(cache.Judgments))
	}
	for _, j := range cache.Judgments {
		if err := j.Validate(); err != nil {
			t.Fatalf("judgment %s: %v", j.ChangeID, err)
		}
	}
	var cb bytes.Buffer
	if err := load.WriteCorrections(&cb, 300); err != nil {
		t.Fatal(err)
	}
	cs, err := correction.ReadInputs(&cb)
	if err != nil {
		t.Fatal(err)
	}
	if len(cs) != 300 {
		t.Fatalf("%d corrections, want 300", len(cs))
	}
}

// TestRun drives a real server (SQLite, the local embedder) with each
// scenario, closed-loop and at a fixed rate, and checks that errors are
// counted.
func TestRun(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	db := sqlite.NewDB(filepath.Join(dir, "cairn.db"))
	if err := db.Open(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	var jb bytes.Buffer
	if err := load.WriteJudgments(&jb, 2000); err != nil {
		t.Fatal(err)
	}
	cache, err := jsonfile.Decode(&jb)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := judgment.NewManager(db.Judgments("default")).AddAll(ctx, cache.Judgments); err != nil {
		t.Fatal(err)
	}
	emb, err := embed.NewLocal(embed.DefaultDimensions)
	if err != nil {
		t.Fatal(err)
	}
	var cb bytes.Buffer
	if err := load.WriteCorrections(&cb, 200); err != nil {
		t.Fatal(err)
	}
	cs, err := correction.ReadInputs(&cb)
	if err != nil {
		t.Fatal(err)
	}
	m := correction.NewMemory(db.Corrections("default"), emb)
	if err := m.Open(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := correction.Import(ctx, m, cs); err != nil {
		t.Fatal(err)
	}
	s := cairnhttp.NewServer()
	s.Addr = "127.0.0.1:0"
	s.Judgments = func(t string) judgment.Store { return db.Judgments(t) }
	s.Corrections = &correction.Service{Stores: func(t string) correction.Store { return db.Corrections(t) }, Embedder: emb}
	if err := s.Open(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })

	for _, sc := range []load.Scenario{load.History(), load.Detect(), load.Turns(200)} {
		res, err := load.Run(ctx, load.Options{Target: s.URL(), Conns: 2, Duration: 300 * time.Millisecond, Warmup: 50 * time.Millisecond}, sc)
		if err != nil {
			t.Fatal(err)
		}
		if res.Requests == 0 || res.Errors != 0 || res.P50 <= 0 || res.P99 < res.P50 || res.Max < res.P99 {
			t.Fatalf("%s: %+v", sc.Name, res)
		}
	}

	// At 40 req/s for a second, about 40 requests are sent, not as many as
	// the server can answer.
	res, err := load.Run(ctx, load.Options{Target: s.URL(), Conns: 4, Duration: time.Second, Rate: 40}, load.History())
	if err != nil {
		t.Fatal(err)
	}
	if res.Requests < 20 || res.Requests > 60 || res.Errors != 0 {
		t.Fatalf("at 40 req/s for 1s: %d requests, %d errors", res.Requests, res.Errors)
	}

	// A scenario the server refuses counts errors and keeps their text.
	bad := load.Scenario{Name: "bad", Next: func(load.Cursor) load.Request {
		return load.Request{Method: "GET", Path: "/v1/judgments/history"} // no product
	}}
	res, err = load.Run(ctx, load.Options{Target: s.URL(), Conns: 1, Duration: 100 * time.Millisecond}, bad)
	if err != nil {
		t.Fatal(err)
	}
	if res.Errors == 0 || res.Requests != 0 || len(res.FirstErrors) == 0 || !strings.Contains(res.FirstErrors[0], "status 400") {
		t.Fatalf("refused requests: %+v", res)
	}
}

// TestDetectBody checks that the detect scenario's bodies, written
// directly, are what json.Marshal makes of the same message and output.
func TestDetectBody(t *testing.T) {
	sc := load.Detect()
	for s := range uint64(1000) {
		r := sc.Next(load.Cursor{Seq: s * 977})
		var m map[string]string
		if err := json.Unmarshal(r.Body, &m); err != nil {
			t.Fatalf("seq %d: %v: %s", s*977, err, r.Body)
		}
		want, _ := json.Marshal(m)
		if string(r.Body) != string(want) || len(m) != 2 || m["message"] == "" || !strings.Contains(m["previous_output"], fmt.Sprint(s*977)) {
			t.Fatalf("seq %d: body %s, want %s", s*977, r.Body, want)
		}
	}
}
