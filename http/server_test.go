package http_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/bridge"
	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/embed"
	"github.com/cairnhq/cairn/followup"
	cairnhttp "github.com/cairnhq/cairn/http"
	"github.com/cairnhq/cairn/judgment"
	"github.com/cairnhq/cairn/sqlite"
)

// testServer is a real server on a free loopback port over a real SQLite file.
type testServer struct {
	*cairnhttp.Server
	db  *sqlite.DB
	key string // sent as Bearer when set
}

func mustOpenServer(tb testing.TB, configure ...func(*cairnhttp.Server)) *testServer {
	tb.Helper()
	db := sqlite.NewDB(filepath.Join(tb.TempDir(), "cairn.db"))
	if err := db.Open(context.Background()); err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { db.Close() })
	s := cairnhttp.NewServer()
	s.Addr = "127.0.0.1:0"
	s.Keys = db.Keys()
	s.Judgments = func(t string) judgment.Store { return db.Judgments(t) }
	s.Ping = db.Ping
	emb, err := embed.NewLocal(embed.DefaultDimensions)
	if err != nil {
		tb.Fatal(err)
	}
	s.Corrections = &correction.Service{
		Stores:   func(t string) correction.Store { return db.Corrections(t) },
		Embedder: emb,
	}
	s.Bridge = &bridge.Service{Stores: func(t string) bridge.Store { return db.Bridge(t) }, Embedder: emb}
	s.Followups = followup.NewService(followup.NewMemoryStore().Tenant, emb)
	for _, c := range configure {
		c(s)
	}
	if err := s.Open(); err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { s.Close() })
	watchContract(tb, s.URL())
	return &testServer{Server: s, db: db}
}

// do sends a request and decodes a JSON response into out (when non-nil).
func (s *testServer) do(tb testing.TB, method, path string, body any, out any) int {
	tb.Helper()
	var r io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		r = strings.NewReader(b)
	default:
		buf, err := json.Marshal(b)
		if err != nil {
			tb.Fatal(err)
		}
		r = bytes.NewReader(buf)
	}
	req, err := http.NewRequest(method, s.URL()+path, r)
	if err != nil {
		tb.Fatal(err)
	}
	if s.key != "" {
		req.Header.Set("Authorization", "Bearer "+s.key)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		tb.Fatal(err)
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	if err != nil {
		tb.Fatal(err)
	}
	if out != nil {
		if err := json.Unmarshal(data, out); err != nil {
			tb.Fatalf("%s %s: decode %q: %v", method, path, data, err)
		}
	}
	return resp.StatusCode
}

type apiError struct {
	Error struct {
		Code    string `json:"code"`
		Message string `json:"message"`
		Field   string `json:"field"`
	} `json:"error"`
}

func judgmentBody(id, product, decision string, ts time.Time) map[string]any {
	return map[string]any{"change_id": id, "product": product, "decision": decision, "reasoning": "because " + id, "timestamp": ts.Format(time.RFC3339)}
}

func TestJudgmentsLifecycle(t *testing.T) {
	s := mustOpenServer(t)
	base := time.Date(2024, 11, 1, 10, 0, 0, 0, time.UTC)
	for i, id := range []string{"org/repo#1", "org/repo#2", "org/repo#3"} {
		var got struct {
			Stored   bool           `json:"stored"`
			Judgment map[string]any `json:"judgment"`
		}
		if code := s.do(t, "POST", "/v1/judgments", judgmentBody(id, "Acme", "INCLUDE", base.Add(time.Duration(i)*time.Hour)), &got); code != http.StatusCreated {
			t.Fatalf("add %s: status %d", id, code)
		}
		if !got.Stored || got.Judgment["change_id"] != id || got.Judgment["was_corrected"] != false || got.Judgment["timestamp"] == "0001-01-01T00:00:00Z" {
			t.Fatalf("add %s: %+v", id, got)
		}
	}

	// The change id holds '/' and '#': clients escape it in the path.
	var j map[string]any
	path := "/v1/judgments/" + url.PathEscape("org/repo#2") + "/override"
	if code := s.do(t, "POST", path, map[string]string{"decision": "exclude", "reasoning": "internal tooling"}, &j); code != http.StatusOK {
		t.Fatalf("override: status %d %v", code, j)
	}
	if got, want := j["user_decision"], "EXCLUDE"; got != want {
		t.Fatalf("user_decision=%v, want %v", got, want)
	}
	if j["was_corrected"] != true || j["final_decision"] != "EXCLUDE" {
		t.Fatalf("override result: %v", j)
	}

	if code := s.do(t, "GET", "/v1/judgments/"+url.PathEscape("org/repo#2"), nil, &j); code != http.StatusOK || j["user_reasoning"] != "internal tooling" {
		t.Fatalf("get: %d %v", code, j)
	}

	var h struct {
		Judgments []map[string]any `json:"judgments"`
		Prompt    string           `json:"prompt"`
	}
	if code := s.do(t, "GET", "/v1/judgments/history?product=Acme&max_entries=2&correction_ratio=0.5", nil, &h); code != http.StatusOK {
		t.Fatalf("history: status %d", code)
	}
	var ids []string
	for _, j := range h.Judgments {
		ids = append(ids, j["change_id"].(string))
	}
	if got, want := strings.Join(ids, ","), "org/repo#2,org/repo#3"; got != want {
		t.Fatalf("history ids=%s, want %s", got, want)
	}
	if !strings.Contains(h.Prompt, "internal tooling") {
		t.Fatalf("prompt lacks the user's reasoning:\n%s", h.Prompt)
	}

	var st judgment.Stats
	if code := s.do(t, "GET", "/v1/judgments/stats?product=Acme", nil, &st); code != http.StatusOK {
		t.Fatalf("stats: %d", code)
	}
	if st.TotalJudgments != 3 || st.CorrectedCount != 1 || st.CorrectCount != 2 {
		t.Fatalf("stats=%+v", st)
	}

	var del map[string]any
	if code := s.do(t, "DELETE", "/v1/judgments?product=Acme", nil, &del); code != http.StatusOK || del["deleted"] != 3.0 {
		t.Fatalf("delete: %d %v", code, del)
	}
	if code := s.do(t, "GET", "/v1/judgments/history?product=Acme", nil, &h); code != http.StatusOK || len(h.Judgments) != 0 || h.Prompt != "No previous judgments available" {
		t.Fatalf("cold start history: %d %+v", code, h)
	}
}

func TestJudgmentsBadInput(t *testing.T) {
	s := mustOpenServer(t)
	now := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)
	tests := []struct {
		name, method, path string
		body               any
		status             int
		field              string
	}{
		{"unknown decision", "POST", "/v1/judgments", judgmentBody("a#1", "P", "MAYBE", now), 400, "decision"},
		{"missing product", "POST", "/v1/judgments", map[string]any{"change_id": "a#1", "decision": "INCLUDE"}, 400, "product"},
		{"missing change id", "POST", "/v1/judgments", map[string]any{"product": "P", "decision": "INCLUDE"}, 400, "change_id"},
		{"malformed json", "POST", "/v1/judgments", `{"change_id": `, 400, "body"},
		{"wrong type", "POST", "/v1/judgments", `{"change_id": 5, "product": "P", "decision": "INCLUDE"}`, 400, "change_id"},
		{"empty body", "POST", "/v1/judgments", "", 400, "body"},
		{"ratio above 1", "GET", "/v1/judgments/history?product=P&correction_ratio=1.5", nil, 400, "correction_ratio"},
		{"ratio not a number", "GET", "/v1/judgments/history?product=P&correction_ratio=abc", nil, 400, "correction_ratio"},
		{"negative max", "GET", "/v1/judgments/history?product=P&max_entries=-1", nil, 400, "max_entries"},
		{"huge max", "GET", "/v1/judgments/history?product=P&max_entries=1000000", nil, 400, "max_entries"},
		{"history without product", "GET", "/v1/judgments/history", nil, 400, "product"},
		{"clear without product", "DELETE", "/v1/judgments", nil, 400, "product"},
		{"override unknown id", "POST", "/v1/judgments/nope/override", map[string]string{"decision": "INCLUDE"}, 404, ""},
		{"override bad decision", "POST", "/v1/judgments/nope/override", map[string]string{"decision": "yes"}, 400, "decision"},
		{"override without decision", "POST", "/v1/judgments/nope/override", map[string]string{}, 400, "decision"},
		{"get unknown id", "GET", "/v1/judgments/nope", nil, 404, ""},
		{"unknown route", "GET", "/v1/nothing", nil, 404, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var e apiError
			if got := s.do(t, tt.method, tt.path, tt.body, &e); got != tt.status {
				t.Fatalf("status=%d, want %d (%+v)", got, tt.status, e)
			}
			if e.Error.Code == "" || e.Error.Message == "" {
				t.Fatalf("error body lacks code or message: %+v", e)
			}
			if e.Error.Field != tt.field {
				t.Fatalf("field=%q, want %q (%s)", e.Error.Field, tt.field, e.Error.Message)
			}
		})
	}
	// Nothing was written by any of them.
	var st judgment.Stats
	s.do(t, "GET", "/v1/judgments/stats", nil, &st)
	if st.TotalJudgments != 0 {
		t.Fatalf("bad input wrote %d judgments", st.TotalJudgments)
	}
}

func TestBodyLimit(t *testing.T) {
	s := mustOpenServer(t, func(s *cairnhttp.Server) { s.MaxBodyBytes = 1024 })
	body := judgmentBody("big#1", "P", "INCLUDE", time.Now())
	body["reasoning"] = strings.Repeat("x", 4096)
	var e apiError
	if got, want := s.do(t, "POST", "/v1/judgments", body, &e), http.StatusRequestEntityTooLarge; got != want {
		t.Fatalf("status=%d, want %d", got, want)
	}
	if e.Error.Code != cairn.ETOOLARGE {
		t.Fatalf("code=%q", e.Error.Code)
	}
}

func TestAuthAndTenancy(t *testing.T) {
	now := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	clock := now
	s := mustOpenServer(t, func(s *cairnhttp.Server) { s.Now = func() time.Time { return clock } })

	// Open mode: no keys, tenant default.
	if code := s.do(t, "POST", "/v1/judgments", judgmentBody("d#1", "P", "INCLUDE", now), nil); code != http.StatusCreated {
		t.Fatalf("open mode add: %d", code)
	}

	secretA, ka, _ := cairn.NewAPIKey("alpha", "", now)
	secretB, kb, _ := cairn.NewAPIKey("beta", "", now)
	for _, k := range []*cairn.APIKey{ka, kb} {
		if err := s.db.Keys().CreateKey(context.Background(), k); err != nil {
			t.Fatal(err)
		}
	}
	clock = clock.Add(time.Minute) // past the open-mode cache

	var e apiError
	if code := s.do(t, "GET", "/v1/judgments/stats", nil, &e); code != http.StatusUnauthorized || e.Error.Code != cairn.EUNAUTHORIZED {
		t.Fatalf("no key once keys exist: %d %+v", code, e)
	}
	s.key = "cairn_bogus_key"
	if code := s.do(t, "GET", "/v1/judgments/stats", nil, nil); code != http.StatusUnauthorized {
		t.Fatalf("unknown key: %d", code)
	}

	s.key = secretA
	if code := s.do(t, "POST", "/v1/judgments", judgmentBody("a#1", "P", "INCLUDE", now), nil); code != http.StatusCreated {
		t.Fatalf("alpha add: %d", code)
	}
	s.key = secretB
	if code := s.do(t, "GET", "/v1/judgments/a%231", nil, nil); code != http.StatusNotFound {
		t.Fatalf("beta sees alpha's judgment: %d", code)
	}
	var st judgment.Stats
	s.do(t, "GET", "/v1/judgments/stats", nil, &st)
	if st.TotalJudgments != 0 {
		t.Fatalf("beta stats=%+v", st)
	}

	if err := s.db.Keys().RevokeKey(context.Background(), ka.ID, clock); err != nil {
		t.Fatal(err)
	}
	clock = clock.Add(time.Minute)
	s.key = secretA
	if code := s.do(t, "GET", "/v1/judgments/stats", nil, &e); code != http.StatusUnauthorized || !strings.Contains(e.Error.Message, "revoked") {
		t.Fatalf("revoked key: %d %+v", code, e)
	}

	// Public routes need no key.
	s.key = ""
	for _, p := range []string{"/healthz", "/readyz", "/openapi.json", "/metrics"} {
		req, _ := http.NewRequest("GET", s.URL()+p, nil)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("%s: %d", p, resp.StatusCode)
		}
	}
}

func TestReadyzReportsStoreDown(t *testing.T) {
	s := mustOpenServer(t)
	s.db.Close()
	var body struct {
		apiError
		Status string `json:"status"`
	}
	if code := s.do(t, "GET", "/readyz", nil, &body); code != http.StatusServiceUnavailable {
		t.Fatalf("readyz with a closed store: %d %+v", code, body)
	}
	// The error shape of every route, and the status probes read.
	if body.Error.Code != cairn.EUNAVAILABLE || body.Error.Message == "" || body.Status != "unavailable" {
		t.Fatalf("readyz body %+v, want error.code %q and status unavailable", body, cairn.EUNAVAILABLE)
	}
}

func TestMetrics(t *testing.T) {
	s := mustOpenServer(t)
	s.do(t, "POST", "/v1/judgments", judgmentBody("m#1", "P", "INCLUDE", time.Now()), nil)
	s.do(t, "GET", "/v1/judgments/nope", nil, nil)
	resp, err := http.Get(s.URL() + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	for _, want := range []string{
		`cairn_http_requests_total{code="201",method="POST",route="/v1/judgments"} 1`,
		`cairn_http_requests_total{code="404",method="GET",route="/v1/judgments/{change_id}"} 1`,
		`cairn_http_request_duration_seconds_bucket`,
		`cairn_judgments_added_total{result="stored"} 1`,
	} {
		if !strings.Contains(string(b), want) {
			t.Errorf("metrics lack %s", want)
		}
	}
}

// TestOpenAPIMatchesRoutes checks the OpenAPI document against the routes
// the server really registers, both ways.
func TestOpenAPIMatchesRoutes(t *testing.T) {
	s := mustOpenServer(t)
	var doc struct {
		OpenAPI string                                `json:"openapi"`
		Paths   map[string]map[string]json.RawMessage `json:"paths"`
	}
	if code := s.do(t, "GET", "/openapi.json", nil, &doc); code != http.StatusOK {
		t.Fatalf("openapi.json: %d", code)
	}
	if !strings.HasPrefix(doc.OpenAPI, "3.") {
		t.Fatalf("openapi=%q", doc.OpenAPI)
	}
	documented := map[string]bool{}
	for path, ops := range doc.Paths {
		for method := range ops {
			documented[strings.ToUpper(method)+" "+path] = true
		}
	}
	served := map[string]bool{}
	for _, r := range s.Routes() {
		served[r.Method+" "+r.Pattern] = true
	}
	var missing, extra []string
	for k := range served {
		if !documented[k] {
			missing = append(missing, k)
		}
	}
	for k := range documented {
		if !served[k] {
			extra = append(extra, k)
		}
	}
	sort.Strings(missing)
	sort.Strings(extra)
	if len(missing) > 0 || len(extra) > 0 {
		t.Fatalf("routes not documented: %v; documented but not served: %v", missing, extra)
	}
}

func TestAddStampsTimestamp(t *testing.T) {
	now := time.Date(2025, 6, 1, 12, 0, 0, 0, time.UTC)
	s := mustOpenServer(t, func(s *cairnhttp.Server) { s.Now = func() time.Time { return now } })
	var got struct {
		Judgment map[string]any `json:"judgment"`
	}
	if code := s.do(t, "POST", "/v1/judgments", map[string]string{"change_id": "t#1", "product": "P", "decision": "INCLUDE"}, &got); code != http.StatusCreated {
		t.Fatalf("add: %d", code)
	}
	if got, want := got.Judgment["timestamp"], "2025-06-01T12:00:00Z"; got != want {
		t.Fatalf("timestamp=%v, want %v", got, want)
	}
}

func TestCorrectionsWithoutACorrectionStore(t *testing.T) {
	s := mustOpenServer(t, func(s *cairnhttp.Server) { s.Corrections = nil })
	var e apiError
	if code := s.do(t, "GET", "/v1/corrections", nil, &e); code != http.StatusNotFound || !strings.Contains(e.Error.Message, "judgments only") {
		t.Fatalf("corrections on a judgments-only store: %d %+v", code, e)
	}
}

// TestIndexStateOnReadyzAndMetrics checks that /readyz and /metrics count
// the tenants by the state of their correction index.
func TestIndexStateOnReadyzAndMetrics(t *testing.T) {
	s := mustOpenServer(t)
	var body struct {
		Status  string         `json:"status"`
		Indexes map[string]int `json:"correction_indexes"`
	}
	if code := s.do(t, "GET", "/readyz", nil, &body); code != http.StatusOK || body.Indexes["warm"] != 0 || len(body.Indexes) != 3 {
		t.Fatalf("readyz before any correction request: %d %+v", code, body)
	}
	if code := s.do(t, "POST", "/v1/corrections/similar", map[string]any{"query": "q", "output": "o"}, nil); code != http.StatusOK {
		t.Fatalf("similar: %d", code)
	}
	if code := s.do(t, "GET", "/readyz", nil, &body); code != http.StatusOK || body.Indexes["warm"] != 1 || body.Indexes["loading"] != 0 || body.Indexes["building"] != 0 {
		t.Fatalf("readyz after a correction request: %d %+v", code, body)
	}
	resp, err := http.Get(s.URL() + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	for _, want := range []string{`cairn_correction_indexes{state="warm"} 1`, `cairn_correction_indexes{state="building"} 0`} {
		if !strings.Contains(string(b), want) {
			t.Errorf("metrics lack %s", want)
		}
	}
}
