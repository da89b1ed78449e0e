package http_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"github.com/cairnhq/cairn/internal/latency"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/cairnhq/cairn/bridge"
	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/embed"
	"github.com/cairnhq/cairn/followup"
	cairnhttp "github.com/cairnhq/cairn/http"
	"github.com/cairnhq/cairn/internal/bigtext"
	"github.com/cairnhq/cairn/judgment"
	"github.com/cairnhq/cairn/sqlite"
)

// The bounded-work benchmark: the largest text the body limit admits
// (4 MiB less the JSON around it), in several shapes, in the text field of
// every route that takes text, through the real Server handler over SQLite
// with the server's default embedder (GloVe), no LLM. It reports the
// process's CPU time per request beside the wall time (ns/op): the target is
// at most 1 s of CPU per request on every route.
//
//	go test -run '^$' -bench BoundedRoutes -benchtime 1x ./http/

// repeatTo returns unit repeated to exactly n bytes.
func repeatTo(unit string, n int) string { return bigtext.Repeat(unit, n) }

// fitBody returns the JSON of body(text) where text is the longest
// repetition of unit that keeps the JSON within limit bytes.
func fitBody(tb testing.TB, unit string, limit int, body func(text string) any) []byte {
	tb.Helper()
	n := limit
	for range 8 {
		data, err := marshal(body(repeatTo(unit, n)))
		if err != nil {
			tb.Fatal(err)
		}
		if len(data) <= limit {
			return data
		}
		// Escapes make the JSON longer than the text: shrink by the
		// overshoot, scaled by the escaping ratio.
		over := len(data) - limit
		n -= over*n/len(data) + over/2 + 16
	}
	tb.Fatalf("cannot fit %q into %d bytes", unit, limit)
	return nil
}

// marshal is json.Marshal without escaping <, > and & (as clients send
// them) and without the final newline.
func marshal(v any) ([]byte, error) {
	var b bytes.Buffer
	e := json.NewEncoder(&b)
	e.SetEscapeHTML(false)
	if err := e.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n")), nil
}

// boundedEmbedder is the server's default embedder, loaded once.
var boundedEmbedder = sync.OnceValues(func() (*embed.Glove, error) { return embed.NewGlove() })

// boundedServer is a server as `cairn serve` runs it by default, on a
// fresh SQLite file: every capability, the GloVe embedder, no LLM, open
// mode (Handler without Keys).
func boundedServer(tb testing.TB) http.Handler {
	tb.Helper()
	db := sqlite.NewDB(filepath.Join(tb.TempDir(), "cairn.db"))
	if err := db.Open(context.Background()); err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { db.Close() })
	emb, err := boundedEmbedder()
	if err != nil {
		tb.Fatal(err)
	}
	s := cairnhttp.NewServer()
	s.Judgments = func(t string) judgment.Store { return db.Judgments(t) }
	s.Corrections = &correction.Service{Stores: func(t string) correction.Store { return db.Corrections(t) }, Embedder: emb}
	s.Bridge = &bridge.Service{Stores: func(t string) bridge.Store { return db.Bridge(t) }, Embedder: emb}
	s.Followups = followup.NewService(followup.NewMemoryStore().Tenant, emb)
	h, err := s.Handler()
	if err != nil {
		tb.Fatal(err)
	}
	return h
}

// sendTo posts body to path on h and fails unless the status is one of ok.
func sendTo(tb testing.TB, h http.Handler, method, path string, body []byte, ok ...int) *httptest.ResponseRecorder {
	tb.Helper()
	r := httptest.NewRequest(method, path, bytes.NewReader(body))
	r.Header.Set("Content-Type", "application/json")
	r.Header.Set("Accept", "application/json, text/event-stream")
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	for _, c := range ok {
		if w.Code == c {
			return w
		}
	}
	tb.Fatalf("%s %s: status %d: %.300s", method, path, w.Code, w.Body)
	return w
}

// mcpCall is the JSON-RPC body of a tools/call.
func mcpCall(tool string, args map[string]any) any {
	return map[string]any{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": map[string]any{"name": tool, "arguments": args}}
}

// boundedRoute is one request of the benchmark: the text goes where body
// puts it; seed, when set, prepares the server with text of the same shape
// (a request that reads stored text), outside the timing.
type boundedRoute struct {
	name   string
	method string
	path   string
	body   func(text string) any
	seed   func(tb testing.TB, h http.Handler, unit string)
	ok     []int
	// size, when set, is the length of the text: the longest the field
	// accepts. Otherwise the text is the longest the body limit admits.
	size int
	// refused says the request is refused (a tool error over MCP).
	refused bool
	// overLimit sends an MCP call the size of the API's body limit, past
	// the MCP one.
	overLimit bool
}

// seedCorrections teaches corrections whose wrong text is long and of the
// shape: what the appliers read on every later output of the tenant.
func seedCorrections(tb testing.TB, h http.Handler, unit string) {
	for i, n := range []int{64, 300, 64 << 10, 1 << 20} {
		body := map[string]any{"original_output": repeatTo(unit, n), "corrected_output": fmt.Sprintf("right %d", i), "query": "q"}
		data, _ := json.Marshal(body)
		sendTo(tb, h, "POST", "/v1/corrections", data, http.StatusCreated)
	}
	data, _ := json.Marshal(map[string]any{"original_output": "5432", "corrected_output": "5433", "previous_output": "Run psql -p 5432 on staging."})
	sendTo(tb, h, "POST", "/v1/corrections", data, http.StatusCreated)
}

// seedOutput makes a 4 MiB output the session's last one.
func seedOutput(tb testing.TB, h http.Handler, unit string) {
	data := fitBody(tb, unit, cairnhttp.DefaultMaxBodyBytes, func(t string) any { return map[string]any{"query": "q", "output": t} })
	sendTo(tb, h, "POST", "/v1/sessions/s1/turns", data, http.StatusOK)
}

// seedJudgments stores judgments of product p with 4 MiB reasoning, one
// overridden.
func seedJudgments(tb testing.TB, h http.Handler, unit string) {
	for _, id := range []string{"a", "b"} {
		data := fitBody(tb, unit, cairnhttp.DefaultMaxBodyBytes, func(t string) any {
			return map[string]any{"change_id": id, "product": "p", "decision": "INCLUDE", "reasoning": t}
		})
		sendTo(tb, h, "POST", "/v1/judgments", data, http.StatusCreated)
	}
	data := fitBody(tb, unit, cairnhttp.DefaultMaxBodyBytes, func(t string) any { return map[string]any{"decision": "EXCLUDE", "reasoning": t} })
	sendTo(tb, h, "POST", "/v1/judgments/a/override", data, http.StatusOK)
}

// seedBridge stores reasoning of the longest text the bridge keeps in
// session s1, fresh and aged, of each type.
func seedBridge(tb testing.TB, h http.Handler, unit string) {
	t := repeatTo(unit, bridge.MaxTextBytes)
	for _, age := range []time.Duration{0, 20 * time.Minute, 6 * time.Hour} {
		ts := time.Now().Add(-age).UTC().Format(time.RFC3339)
		for _, typ := range []string{"preprocessing", "working_awareness"} {
			data, _ := marshal(map[string]any{"text": t, "type": typ, "timestamp": ts})
			sendTo(tb, h, "POST", "/v1/bridge/sessions/s1/reasoning", data, http.StatusCreated)
		}
	}
}

// seedFollowup caches a result for session s1 whose query is the longest
// the cache takes.
func seedFollowup(tb testing.TB, h http.Handler, unit string) {
	data, _ := marshal(map[string]any{"session_id": "s1", "adapter_name": "sales", "query": repeatTo(unit, followup.MaxQueryBytes), "sql_executed": "SELECT region, sum(total) FROM sales GROUP BY region",
		"results": []map[string]any{{"region": "west", "total": 5}}, "result_columns": []string{"region", "total"}})
	sendTo(tb, h, "POST", "/v1/followup/results", data, http.StatusOK, http.StatusCreated)
}

func seedAll(seeds ...func(testing.TB, http.Handler, string)) func(testing.TB, http.Handler, string) {
	return func(tb testing.TB, h http.Handler, unit string) {
		for _, s := range seeds {
			s(tb, h, unit)
		}
	}
}

var boundedRoutes = []boundedRoute{
	// Judgments.
	{name: "judgments", method: "POST", path: "/v1/judgments", body: func(t string) any {
		return map[string]any{"change_id": "x", "product": "p", "decision": "INCLUDE", "reasoning": t}
	}, ok: []int{http.StatusCreated, http.StatusOK}},
	{name: "judgments-batch", method: "POST", path: "/v1/judgments/batch", body: func(t string) any {
		return map[string]any{"judgments": []any{map[string]any{"change_id": "x", "product": "p", "decision": "INCLUDE", "reasoning": t}}}
	}},
	{name: "judgments-override", method: "POST", path: "/v1/judgments/a/override", seed: seedJudgments, body: func(t string) any {
		return map[string]any{"decision": "INCLUDE", "reasoning": t}
	}},
	{name: "judgments-history", method: "GET", path: "/v1/judgments/history?product=p", seed: seedJudgments},

	// Corrections.
	{name: "detect-message", method: "POST", path: "/v1/corrections/detect", body: func(t string) any {
		return map[string]any{"message": t, "previous_output": "Run psql -p 5432 on staging."}
	}},
	{name: "detect-previous", method: "POST", path: "/v1/corrections/detect", body: func(t string) any {
		return map[string]any{"message": "No, it's 5433, not 5432.", "previous_output": t}
	}},
	{name: "turn-output", method: "POST", path: "/v1/sessions/s1/turns", seed: seedCorrections, body: func(t string) any {
		return map[string]any{"query": "q", "output": t}
	}},
	{name: "turn-message", method: "POST", path: "/v1/sessions/s1/turns", seed: seedAll(seedCorrections, seedOutput), body: func(t string) any {
		return map[string]any{"message": t}
	}},
	{name: "turn-short-message", method: "POST", path: "/v1/sessions/s1/turns", seed: seedAll(seedCorrections, seedOutput), body: func(string) any {
		return map[string]any{"message": "No, it's 5433, not 5432."}
	}},
	{name: "apply", method: "POST", path: "/v1/corrections/apply", seed: seedCorrections, body: func(t string) any {
		return map[string]any{"query": "q", "output": t}
	}},
	{name: "apply-query", method: "POST", path: "/v1/corrections/apply", seed: seedCorrections, body: func(t string) any {
		return map[string]any{"query": t, "output": "Run psql -p 5432 on staging."}
	}},
	{name: "turn-query", method: "POST", path: "/v1/sessions/s1/turns", seed: seedCorrections, body: func(t string) any {
		return map[string]any{"query": t, "output": "Run psql -p 5432 on staging."}
	}},
	{name: "similar-query", method: "POST", path: "/v1/corrections/similar", seed: seedCorrections, body: func(t string) any {
		return map[string]any{"query": t}
	}},
	{name: "similar-output", method: "POST", path: "/v1/corrections/similar", seed: seedCorrections, body: func(t string) any {
		return map[string]any{"output": t}
	}},
	{name: "create", method: "POST", path: "/v1/corrections", body: func(t string) any {
		return map[string]any{"original_output": t, "corrected_output": "right"}
	}, ok: []int{http.StatusCreated}},
	{name: "create-context", method: "POST", path: "/v1/corrections", body: func(t string) any {
		return map[string]any{"original_output": "5432", "corrected_output": "5433", "previous_output": t}
	}, ok: []int{http.StatusCreated}},
	{name: "import", method: "POST", path: "/v1/corrections/import", body: func(t string) any {
		return rawBody(`{"_begin":true}` + "\n" + mustJSON(map[string]any{"original_output": t, "corrected_output": "right"}) + "\n" + `{"_end":true,"count":1}` + "\n")
	}},

	// Context bridge.
	{name: "bridge-store", method: "POST", path: "/v1/bridge/sessions/s1/reasoning", body: func(t string) any {
		return map[string]any{"text": t, "type": "preprocessing"}
	}, ok: []int{http.StatusRequestEntityTooLarge}, refused: true},
	{name: "bridge-store-1MiB", method: "POST", path: "/v1/bridge/sessions/s1/reasoning", body: func(t string) any {
		return map[string]any{"text": t, "type": "preprocessing"}
	}, ok: []int{http.StatusCreated}, size: bridge.MaxTextBytes},
	{name: "bridge-search", method: "POST", path: "/v1/bridge/sessions/s1/search", seed: seedBridge, body: func(t string) any {
		return map[string]any{"query": t}
	}},
	{name: "bridge-prior", method: "GET", path: "/v1/bridge/sessions/s1/prior?type=working_awareness", seed: seedBridge},

	// Follow-up cache.
	{name: "followup-decide", method: "POST", path: "/v1/followup/decide", seed: seedFollowup, body: func(t string) any {
		return map[string]any{"session_id": "s1", "adapter_name": "sales", "message": t}
	}, ok: []int{http.StatusRequestEntityTooLarge}, refused: true},
	{name: "followup-decide-16KiB", method: "POST", path: "/v1/followup/decide", seed: seedFollowup, body: func(t string) any {
		return map[string]any{"session_id": "s1", "adapter_name": "sales", "message": t}
	}, size: followup.MaxQueryBytes},
	{name: "followup-decide-short", method: "POST", path: "/v1/followup/decide", seed: seedFollowup, body: func(string) any {
		return map[string]any{"session_id": "s1", "adapter_name": "sales", "message": "and for the east region?"}
	}},
	{name: "followup-store", method: "POST", path: "/v1/followup/results", body: func(t string) any {
		return map[string]any{"session_id": "s2", "adapter_name": "sales", "query": t, "sql_executed": "SELECT 1", "results": []any{}}
	}, ok: []int{http.StatusRequestEntityTooLarge}, refused: true},
	{name: "followup-store-16KiB", method: "POST", path: "/v1/followup/results", body: func(t string) any {
		return map[string]any{"session_id": "s2", "adapter_name": "sales", "query": t, "sql_executed": "SELECT 1", "results": []any{}}
	}, ok: []int{http.StatusOK, http.StatusCreated}, size: followup.MaxQueryBytes},
	{name: "followup-store-rows", method: "POST", path: "/v1/followup/results", body: func(t string) any {
		rows := make([]map[string]any, 0, len(t)/1000+1)
		for i := 0; i < len(t); i += 1000 {
			rows = append(rows, map[string]any{"region": t[i:min(len(t), i+1000)], "total": i})
		}
		return map[string]any{"session_id": "s2", "adapter_name": "sales", "query": "sales by region", "sql_executed": "SELECT region, total FROM sales", "results": rows}
	}, ok: []int{http.StatusOK, http.StatusCreated}},
	{name: "followup-store-sql", method: "POST", path: "/v1/followup/results", body: func(t string) any {
		return map[string]any{"session_id": "s2", "adapter_name": "sales", "query": "sales by region", "sql_executed": t, "results": []any{}}
	}, ok: []int{http.StatusOK, http.StatusCreated}},

	// Snapshot review: expected and actual share the body.
	{name: "review", method: "POST", path: "/v1/review", body: func(t string) any {
		h := len(t) / 2
		return map[string]any{"test": "t", "expected": t[:h], "actual": strings.ReplaceAll(t[h:], "5", "6")}
	}},
	{name: "review-lines", method: "POST", path: "/v1/review", body: func(t string) any {
		h := len(t) / 2
		return map[string]any{"test": "t", "expected": strings.ReplaceAll(t[:h], " ", "\n"), "actual": strings.ReplaceAll(t[h:], "; ", ";\n")}
	}},
	{name: "review-actual", method: "POST", path: "/v1/review", body: func(t string) any {
		return map[string]any{"test": "t", "expected": "result: 4\n", "actual": t}
	}},
	{name: "review-decision", method: "POST", path: "/v1/review/decisions", body: func(t string) any {
		h := len(t) / 2
		return map[string]any{"suite": "s", "test": "t", "expected": t[:h], "actual": t[h:], "decision": "accept",
			"result": map[string]any{"category": 3, "confidence": 0.5, "summary": "s"}}
	}},

	// MCP tools.
	{name: "mcp-over-limit", method: "POST", path: "/mcp", body: func(t string) any {
		return mcpCall("detect_correction", map[string]any{"message": t})
	}, ok: []int{http.StatusRequestEntityTooLarge}, overLimit: true},
	{name: "mcp-record-judgment", method: "POST", path: "/mcp", body: func(t string) any {
		return mcpCall("record_judgment", map[string]any{"change_id": "x", "product": "p", "decision": "INCLUDE", "reasoning": t})
	}},
	{name: "mcp-override-judgment", method: "POST", path: "/mcp", seed: seedJudgments, body: func(t string) any {
		return mcpCall("override_judgment", map[string]any{"change_id": "a", "decision": "EXCLUDE", "reasoning": t})
	}},
	{name: "mcp-judgment-history", method: "POST", path: "/mcp", seed: seedJudgments, body: func(string) any {
		return mcpCall("judgment_history", map[string]any{"product": "p"})
	}},
	{name: "mcp-learn-message", method: "POST", path: "/mcp", seed: seedCorrections, body: func(t string) any {
		return mcpCall("learn_correction", map[string]any{"message": t, "previous_output": "Run psql -p 5432 on staging."})
	}},
	{name: "mcp-learn-previous", method: "POST", path: "/mcp", seed: seedCorrections, body: func(t string) any {
		return mcpCall("learn_correction", map[string]any{"message": "No, it's 5433, not 5432.", "previous_output": t})
	}},
	{name: "mcp-add-correction", method: "POST", path: "/mcp", body: func(t string) any {
		return mcpCall("add_correction", map[string]any{"original_output": t, "corrected_output": "right"})
	}},
	{name: "mcp-detect", method: "POST", path: "/mcp", body: func(t string) any {
		return mcpCall("detect_correction", map[string]any{"message": t, "previous_output": "Run psql -p 5432 on staging."})
	}},
	{name: "mcp-apply", method: "POST", path: "/mcp", seed: seedCorrections, body: func(t string) any {
		return mcpCall("apply_corrections", map[string]any{"output": t, "query": "q"})
	}},
	{name: "mcp-similar", method: "POST", path: "/mcp", seed: seedCorrections, body: func(t string) any {
		return mcpCall("find_similar_corrections", map[string]any{"output": t})
	}},
	{name: "mcp-list-text", method: "POST", path: "/mcp", seed: seedCorrections, body: func(t string) any {
		return mcpCall("list_corrections", map[string]any{"text": t})
	}},
	{name: "mcp-followup-decide", method: "POST", path: "/mcp", seed: seedFollowup, body: func(t string) any {
		return mcpCall("followup_decide", map[string]any{"session_id": "s1", "adapter_name": "sales", "message": t})
	}, refused: true},
	{name: "mcp-followup-decide-16KiB", method: "POST", path: "/mcp", seed: seedFollowup, body: func(t string) any {
		return mcpCall("followup_decide", map[string]any{"session_id": "s1", "adapter_name": "sales", "message": t})
	}, size: followup.MaxQueryBytes},
	{name: "mcp-followup-store", method: "POST", path: "/mcp", body: func(t string) any {
		return mcpCall("followup_store", map[string]any{"session_id": "s2", "adapter_name": "sales", "query": "q", "sql_executed": t, "results": []any{}})
	}},
	{name: "mcp-bridge-store", method: "POST", path: "/mcp", body: func(t string) any {
		return mcpCall("bridge_store", map[string]any{"session_id": "s1", "type": "preprocessing", "text": t})
	}, refused: true},
	{name: "mcp-bridge-store-1MiB", method: "POST", path: "/mcp", body: func(t string) any {
		return mcpCall("bridge_store", map[string]any{"session_id": "s1", "type": "preprocessing", "text": t})
	}, size: bridge.MaxTextBytes},
	{name: "mcp-bridge-search", method: "POST", path: "/mcp", seed: seedBridge, body: func(t string) any {
		return mcpCall("bridge_search", map[string]any{"session_id": "s1", "query": t})
	}},
	{name: "mcp-bridge-prior", method: "POST", path: "/mcp", seed: seedBridge, body: func(string) any {
		return mcpCall("bridge_prior", map[string]any{"session_id": "s1", "type": "working_awareness"})
	}},
	{name: "mcp-review", method: "POST", path: "/mcp", body: func(t string) any {
		h := len(t) / 2
		return mcpCall("review_diff", map[string]any{"test": "t", "expected": t[:h], "actual": strings.ReplaceAll(t[h:], "5", "6")})
	}},
}

// rawBody is a body sent as it is, not as JSON.
type rawBody string

func mustJSON(v any) string {
	data, err := marshal(v)
	if err != nil {
		panic(err)
	}
	return string(data)
}

// BenchmarkBoundedRoutes sends each route the largest text its body admits
// (4 MiB; 2 MiB for MCP),
// in each shape, and reports cpu-ms/op (the process's user and system time,
// the garbage collector's included) beside the wall time.
func BenchmarkBoundedRoutes(b *testing.B) {
	for _, rt := range boundedRoutes {
		for _, sh := range bigtext.Shapes {
			b.Run(rt.name+"/"+sh.Name, func(b *testing.B) {
				h := boundedServer(b)
				if rt.seed != nil {
					rt.seed(b, h, sh.Unit)
				}
				limit := cairnhttp.DefaultMaxBodyBytes
				if rt.path == "/mcp" && !rt.overLimit {
					limit = cairnhttp.MaxMCPBodyBytes
				}
				var data []byte
				switch {
				case rt.body != nil && rt.size > 0:
					var err error
					if data, err = marshal(rt.body(repeatTo(sh.Unit, rt.size))); err != nil {
						b.Fatal(err)
					}
				case rt.body != nil:
					if _, raw := rt.body("").(rawBody); raw {
						data = fitRaw(b, sh.Unit, limit, rt.body)
					} else {
						data = fitBody(b, sh.Unit, limit, rt.body)
					}
				}
				ok := rt.ok
				if len(ok) == 0 {
					ok = []int{http.StatusOK}
				}
				var cpu, wall time.Duration
				for b.Loop() {
					c0, w0 := latency.ProcessCPU(), time.Now()
					w := sendTo(b, h, rt.method, rt.path, data, ok...)
					cpu += latency.ProcessCPU() - c0
					wall += time.Since(w0)
					if rt.path == "/mcp" && strings.Contains(w.Body.String(), `"isError":true`) != rt.refused {
						b.Fatalf("tool error %v, want %v: %.300s", !rt.refused, rt.refused, w.Body)
					}
				}
				b.ReportMetric(float64(cpu)/float64(b.N)/1e6, "cpu-ms/op")
				b.ReportMetric(float64(wall)/float64(b.N)/1e6, "wall-ms/op")
				b.ReportMetric(float64(len(data)), "body-bytes")
			})
		}
	}
}

// fitRaw is fitBody for a body sent as it is.
func fitRaw(tb testing.TB, unit string, limit int, body func(string) any) []byte {
	tb.Helper()
	n := limit
	for range 8 {
		data := []byte(body(repeatTo(unit, n)).(rawBody))
		if len(data) <= limit {
			return data
		}
		over := len(data) - limit
		n -= over*n/len(data) + over/2 + 16
	}
	tb.Fatalf("cannot fit %q into %d bytes", unit, limit)
	return nil
}
