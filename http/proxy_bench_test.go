package http_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/embed"
	cairnhttp "github.com/cairnhq/cairn/http"
	"github.com/cairnhq/cairn/internal/gcfloor"
	"github.com/cairnhq/cairn/internal/latency"
	"github.com/cairnhq/cairn/internal/load"
	"github.com/cairnhq/cairn/judgment"
)

// benchAnswers is how many different answers the benchmark's model server
// gives (the request's ?a= picks one).
const benchAnswers = 64

// benchModel is a model server on loopback that answers at once with a
// chat completion of about 2 kB, one of benchAnswers texts, half repeating
// a mistake of the seeded corrections (as `make load`'s turns do), as JSON
// or as a stream of 32 chunks. A JSON answer ends with the request's ?n=,
// so that no two answers of a run are the same text.
func benchModel(tb testing.TB) *httptest.Server {
	tb.Helper()
	sc := load.Turns(load.DefaultCorrections)
	// Each JSON body is heads[i] + " (ticket N)." + tails[i]: the content
	// string is cut before its closing quote.
	heads := make([][]byte, benchAnswers)
	tails := make([][]byte, benchAnswers)
	streams := make([][][]byte, benchAnswers)
	for i := range heads {
		var turn struct{ Output string }
		if err := json.Unmarshal(sc.Next(load.Cursor{Seq: uint64(i)}).Body, &turn); err != nil {
			tb.Fatal(err)
		}
		var text strings.Builder
		text.WriteString(turn.Output)
		for n := 1; text.Len() < 2000; n++ {
			fmt.Fprintf(&text, " Then the %s part reads the settings at start, logs each request and keeps the last hour of metrics.", benchWords[n%len(benchWords)])
		}
		t := text.String()
		const mark = "\x00cut\x00"
		body, _ := json.Marshal(map[string]any{
			"id": "chatcmpl-bench", "object": "chat.completion", "created": 1700000000, "model": "bench",
			"choices": []any{map[string]any{"index": 0, "message": map[string]any{"role": "assistant", "content": t + mark}, "finish_reason": "stop"}},
			"usage":   map[string]int{"prompt_tokens": 100, "completion_tokens": 500, "total_tokens": 600},
		})
		cut, _ := json.Marshal(mark)
		at := bytes.Index(body, cut[1:len(cut)-1])
		if at < 0 {
			tb.Fatal("benchModel: the cut is not in the body")
		}
		heads[i], tails[i] = body[:at], body[at+len(cut)-2:]
		for c := range 32 {
			part := t[c*len(t)/32 : (c+1)*len(t)/32]
			chunk, _ := json.Marshal(map[string]any{"id": "chatcmpl-bench", "object": "chat.completion.chunk", "choices": []any{map[string]any{"index": 0, "delta": map[string]string{"content": part}}}})
			streams[i] = append(streams[i], append(append([]byte("data: "), chunk...), '\n', '\n'))
		}
		streams[i] = append(streams[i], []byte("data: [DONE]\n\n"))
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		i, _ := strconv.Atoi(r.URL.Query().Get("a"))
		i %= benchAnswers
		n, _ := strconv.Atoi(r.URL.Query().Get("n"))
		if bytes.Contains(body, []byte(`"stream":true`)) {
			w.Header().Set("Content-Type", "text/event-stream")
			fl := w.(http.Flusher)
			for _, c := range streams[i] {
				_, _ = w.Write(c)
				fl.Flush()
			}
			return
		}
		b := make([]byte, 0, len(heads[i])+len(tails[i])+24)
		b = append(append(append(append(b, heads[i]...), " (ticket "...), strconv.Itoa(n)...), ")."...)
		b = append(b, tails[i]...)
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("Content-Length", strconv.Itoa(len(b)))
		_, _ = w.Write(b)
	}))
	tb.Cleanup(srv.Close)
	return srv
}

// benchProxy is `cairn serve` as `make load` runs it (SQLite holding
// load.DefaultCorrections corrections, the local embedder, open mode, the
// access log formatted and discarded), on a loopback port, its proxy in
// front of model with every feature on.
func benchProxy(tb testing.TB, model string) *cairnhttp.Server {
	tb.Helper()
	db := seedLoadDB(tb)
	emb, err := embed.NewLocal(embed.DefaultDimensions)
	if err != nil {
		tb.Fatal(err)
	}
	s := cairnhttp.NewServer()
	s.Addr = "127.0.0.1:0"
	s.Judgments = func(t string) judgment.Store { return db.Judgments(t) }
	s.Corrections = &correction.Service{Stores: func(t string) correction.Store { return db.Corrections(t) }, Embedder: emb}
	s.Turns = correction.NewTurnLog(correction.DefaultTurnLogSize)
	s.Proxy = &cairnhttp.Proxy{Upstream: model + "/v1", Detect: true, Remind: true, Apply: true}
	if err := s.Open(); err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { s.Close() })
	// The tenant's index is loaded by its first request, not timed.
	if _, err := s.Corrections.Learner(context.Background(), "default"); err != nil {
		tb.Fatal(err)
	}
	return s
}

// benchChat is the i-th request of a conversation: a system prompt, a
// question, a short answer and the user's next question (detection checks
// it against the answer; the reminder looks for corrections like it).
func benchChat(i int, stream bool) []byte {
	b, _ := json.Marshal(map[string]any{
		"model":  "bench",
		"stream": stream,
		"messages": []map[string]string{
			{"role": "system", "content": "You are a coding assistant. Answer with commands and settings."},
			{"role": "user", "content": fmt.Sprintf("what does the cache of service %d do?", i)},
			{"role": "assistant", "content": fmt.Sprintf("It keeps %d entries for five minutes and evicts the oldest first.", i)},
			{"role": "user", "content": fmt.Sprintf("Thanks, that works. Next, how do I configure the new service for step %d?", i)},
		},
	})
	return b
}

// BenchmarkProxy measures what the proxy adds to a model server's answer
// of about 2 kB, over 10 000 stored corrections: the same requests sent
// straight to the model server (direct) and through cairn with every
// feature on (proxy: detect, remind, apply) or none (passthrough), one at
// a time on keep-alive connections, all on loopback; and a stream's first
// byte with apply off (the default for streams). Each reports its p50 and
// p99 latency and the CPU time of the whole process (client, cairn and
// model server) per request, on average (cpu-µs/op) and as p50 and p99 of
// the process's CPU time during each request (p50-cpu-ms, p99-cpu-ms; the
// collector's work during a request is in it): the proxy's cost is the
// difference with direct.
//
// The process collects garbage as `cairn serve` does by default: not
// before the heap reaches gcfloor.DefaultMiB (gc_heap_floor_mib), the
// tuner serve runs. GOGC in the environment leaves it off, as it does for
// serve: GOGC=100 measures Go's default collector. gc/1k-op is how many
// collections ran per thousand requests.
//
//	go test -run '^$' -bench Proxy -benchtime 5000x -cpu 1 ./http/
//	GOGC=100 go test -run '^$' -bench Proxy -benchtime 5000x -cpu 1 ./http/
func BenchmarkProxy(b *testing.B) {
	ctx, cancel := context.WithCancel(context.Background())
	b.Cleanup(cancel)
	gcfloor.Keep(ctx, gcfloor.DefaultMiB<<20, slog.New(slog.DiscardHandler))
	model := benchModel(b)
	s := benchProxy(b, model.URL)
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 4}}
	post := func(b *testing.B, url string, body []byte, header map[string]string) (ttfb, total time.Duration, applied bool) {
		req, _ := http.NewRequest("POST", url, bytes.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		for k, v := range header {
			req.Header.Set(k, v)
		}
		start := time.Now()
		resp, err := client.Do(req)
		if err != nil {
			b.Fatal(err)
		}
		br := bufio.NewReader(resp.Body)
		if _, err := br.Peek(1); err != nil {
			b.Fatal(err)
		}
		ttfb = time.Since(start)
		_, _ = io.Copy(io.Discard, br)
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			b.Fatalf("status %d", resp.StatusCode)
		}
		a := resp.Header.Get("X-Cairn-Applied")
		return ttfb, time.Since(start), a != "" && a != "none"
	}
	cases := []struct {
		name   string
		base   string
		stream bool
		header map[string]string
	}{
		{"direct", model.URL + "/v1", false, nil},
		{"proxy", s.URL() + "/v1", false, nil},
		{"passthrough", s.URL() + "/v1", false, map[string]string{"X-Cairn-Features": "none"}},
		{"detect", s.URL() + "/v1", false, map[string]string{"X-Cairn-Features": "detect"}},
		{"remind", s.URL() + "/v1", false, map[string]string{"X-Cairn-Features": "remind"}},
		{"apply", s.URL() + "/v1", false, map[string]string{"X-Cairn-Features": "apply"}},
		{"stream/direct", model.URL + "/v1", true, nil},
		{"stream/proxy", s.URL() + "/v1", true, nil},
	}
	seq := 0
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) {
			var lat, cpus []time.Duration
			applied := 0
			var ms runtime.MemStats
			runtime.ReadMemStats(&ms)
			gc0 := ms.NumGC
			cpu0 := latency.ProcessCPU()
			for b.Loop() {
				seq++
				c0 := latency.ProcessCPU()
				ttfb, total, a := post(b, c.base+"/chat/completions?a="+strconv.Itoa(seq%benchAnswers)+"&n="+strconv.Itoa(seq), benchChat(seq, c.stream), c.header)
				if c.stream {
					total = ttfb
				}
				if a {
					applied++
				}
				cpus = append(cpus, latency.ProcessCPU()-c0)
				lat = append(lat, total)
			}
			b.ReportMetric(float64(latency.ProcessCPU()-cpu0)/float64(b.N)/1e3, "cpu-µs/op")
			runtime.ReadMemStats(&ms)
			b.ReportMetric(float64(ms.NumGC-gc0)*1e3/float64(b.N), "gc/1k-op")
			if applied > 0 {
				// The share of answers the applier rewrote: the path
				// measured is the one that finds and fixes mistakes.
				b.ReportMetric(float64(applied)/float64(b.N), "applied/op")
			}
			slices.Sort(lat)
			what := "ms"
			if c.stream {
				what = "ms-first-byte"
			}
			b.ReportMetric(float64(lat[len(lat)/2])/1e6, "p50-"+what)
			b.ReportMetric(float64(lat[len(lat)*99/100])/1e6, "p99-"+what)
			if !c.stream {
				// The process's CPU time during each request, one at a
				// time: what its latency would be on an idle core.
				slices.Sort(cpus)
				b.ReportMetric(float64(cpus[len(cpus)/2])/1e6, "p50-cpu-ms")
				b.ReportMetric(float64(cpus[len(cpus)*99/100])/1e6, "p99-cpu-ms")
			}
		})
	}
}

// benchWords vary the filler sentences of the benchmark's answers.
var benchWords = []string{"first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "next", "last", "other", "main", "small", "large", "outer", "inner", "older", "newer", "upper"}
