package http_test

import (
	"io"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/cairnhq/cairn/bridge"
	"github.com/cairnhq/cairn/embed"
	cairnhttp "github.com/cairnhq/cairn/http"
)

type bridgeClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *bridgeClock) now() time.Time      { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *bridgeClock) set(t time.Time)     { c.mu.Lock(); c.t = t; c.mu.Unlock() }
func (c *bridgeClock) add(d time.Duration) { c.set(c.now().Add(d)) }

// mustOpenBridgeServer is a test server with the context bridge on its
// SQLite file, a controlled clock and the bridge metrics.
func mustOpenBridgeServer(t *testing.T) (*testServer, *bridgeClock) {
	t.Helper()
	clock := &bridgeClock{t: time.Date(2026, 2, 3, 10, 0, 0, 0, time.UTC)}
	s := mustOpenServer(t, func(srv *cairnhttp.Server) {
		emb, err := embed.NewLocal(embed.DefaultDimensions)
		if err != nil {
			t.Fatal(err)
		}
		obs, err := cairnhttp.NewBridgeMetrics(srv.Registry)
		if err != nil {
			t.Fatal(err)
		}
		srv.Bridge = &bridge.Service{Embedder: emb, Now: clock.now, Observer: obs}
	})
	db := s.db
	s.Bridge.Stores = func(tenant string) bridge.Store { return db.Bridge(tenant) }
	return s, clock
}

type priorBody struct {
	Text    string `json:"text"`
	Entries []struct {
		ID         string  `json:"id"`
		AgeMinutes float64 `json:"age_minutes"`
		Severity   float64 `json:"severity"`
		Removed    bool    `json:"removed"`
		Text       string  `json:"text"`
	} `json:"entries"`
}

// TestBridgeLifecycle is the acceptance path over HTTP: reasoning
// stored for a session is served verbatim while fresh, corrupted after the
// decay time, gone after the removal time; it is found by meaning, and the
// statistics follow.
func TestBridgeLifecycle(t *testing.T) {
	s, clock := mustOpenBridgeServer(t)
	const text = "The user asked about weather in Seattle. Key entities: weather, location."
	var entry map[string]any
	if code := s.do(t, "POST", "/v1/bridge/sessions/alice:42/reasoning", map[string]any{
		"text": text, "type": "preprocessing", "metadata": map[string]any{"model": "r1"},
	}, &entry); code != http.StatusCreated {
		t.Fatalf("store: %d %v", code, entry)
	}
	id, _ := entry["id"].(string)
	if id == "" || entry["session_id"] != "alice:42" || entry["type"] != "preprocessing" || entry["timestamp"] != "2026-02-03T10:00:00Z" {
		t.Fatalf("stored entry = %v", entry)
	}
	// Imported with its real age: 20 hours ago, working awareness.
	var old map[string]any
	if code := s.do(t, "POST", "/v1/bridge/sessions/alice:42/reasoning", map[string]any{
		"text": "The user lives in Seattle and bikes to work.", "type": "working_awareness", "timestamp": "2026-02-02T14:00:00Z",
	}, &old); code != http.StatusCreated {
		t.Fatalf("store with timestamp: %d", code)
	}

	var prior priorBody
	clock.add(5 * time.Minute)
	if code := s.do(t, "GET", "/v1/bridge/sessions/alice:42/prior?type=preprocessing", nil, &prior); code != http.StatusOK {
		t.Fatalf("prior: %d", code)
	}
	if prior.Text != "[5 min ago]\n"+text || len(prior.Entries) != 1 || prior.Entries[0].Text != text || prior.Entries[0].ID != id || prior.Entries[0].Removed {
		t.Fatalf("fresh prior = %+v", prior)
	}

	clock.add(55 * time.Minute) // 60 min: severity 0.5
	if code := s.do(t, "GET", "/v1/bridge/sessions/alice:42/prior?type=preprocessing", nil, &prior); code != http.StatusOK {
		t.Fatalf("prior: %d", code)
	}
	if len(prior.Entries) != 1 || prior.Entries[0].Severity != 0.5 || prior.Entries[0].Text == text || !strings.HasPrefix(prior.Text, "[60 min ago]\n") {
		t.Fatalf("ageing prior = %+v", prior)
	}
	var again priorBody
	s.do(t, "GET", "/v1/bridge/sessions/alice:42/prior?type=preprocessing", nil, &again)
	if again.Text != prior.Text {
		t.Fatal("the same request within the minute served different text")
	}
	if code := s.do(t, "GET", "/v1/bridge/sessions/alice:42/prior?type=preprocessing&include_corrupted=false", nil, &again); code != http.StatusOK || len(again.Entries) != 0 {
		t.Fatalf("fresh only: %d %+v", code, again)
	}

	var matches struct {
		Matches []struct {
			ID         string  `json:"id"`
			Text       string  `json:"text"`
			Similarity float64 `json:"similarity"`
			AgeMinutes float64 `json:"age_minutes"`
		} `json:"matches"`
	}
	if code := s.do(t, "POST", "/v1/bridge/sessions/alice:42/search", map[string]any{"query": "bicycle commute in Seattle", "k": 1}, &matches); code != http.StatusOK {
		t.Fatalf("search: %d", code)
	}
	// The entry is served corrupted by its age (21 h of a 12 h decay), so
	// compare its id, not its words.
	if len(matches.Matches) != 1 || matches.Matches[0].ID != old["id"] || matches.Matches[0].AgeMinutes != 21*60 {
		t.Fatalf("search = %+v", matches)
	}

	var stats map[string]any
	if code := s.do(t, "GET", "/v1/bridge/sessions/alice:42/stats", nil, &stats); code != http.StatusOK {
		t.Fatalf("stats: %d", code)
	}
	want := map[string]any{"session_id": "alice:42", "preprocessing_count": 1.0, "working_awareness_count": 1.0, "total_count": 2.0,
		"oldest_preprocessing_age_minutes": 60.0, "oldest_working_age_minutes": 1260.0}
	for k, v := range want {
		if stats[k] != v {
			t.Errorf("stats[%s]=%v, want %v", k, stats[k], v)
		}
	}

	clock.add(30 * time.Minute) // 90 min: the preprocessing entry is gone
	if code := s.do(t, "GET", "/v1/bridge/sessions/alice:42/prior?type=preprocessing", nil, &prior); code != http.StatusOK || prior.Text != "" || len(prior.Entries) != 0 {
		t.Fatalf("expired prior: %d %+v", code, prior)
	}
	s.do(t, "GET", "/v1/bridge/sessions/alice:42/stats", nil, &stats)
	if stats["preprocessing_count"] != 0.0 || stats["oldest_preprocessing_age_minutes"] != 0.0 || stats["total_count"] != 1.0 {
		t.Fatalf("stats after expiry = %v", stats)
	}

	clock.add(16 * time.Hour) // the working awareness entry reaches 36 h
	var cleanup map[string]int
	if code := s.do(t, "POST", "/v1/bridge/cleanup", nil, &cleanup); code != http.StatusOK || cleanup["removed"] != 1 || cleanup["count"] != 0 {
		t.Fatalf("cleanup: %d %v", code, cleanup)
	}

	if code := s.do(t, "POST", "/v1/bridge/sessions/alice:42/reasoning", map[string]any{"text": "again", "type": "preprocessing"}, nil); code != http.StatusCreated {
		t.Fatal(code)
	}
	var cleared map[string]int
	if code := s.do(t, "DELETE", "/v1/bridge/sessions/alice:42", nil, &cleared); code != http.StatusOK || cleared["removed"] != 1 {
		t.Fatalf("clear: %d %v", code, cleared)
	}

	resp, err := http.Get(s.URL() + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	for _, w := range []string{
		`cairn_bridge_entries_stored_total{type="preprocessing"} 2`,
		`cairn_bridge_entries_stored_total{type="working_awareness"} 1`,
		`cairn_bridge_entries_expired_total 2`,
		`cairn_bridge_corrupted_characters_total `,
	} {
		if !strings.Contains(string(b), w) {
			t.Errorf("metrics lack %s", w)
		}
	}
}

func TestBridgeBadInput(t *testing.T) {
	s, _ := mustOpenBridgeServer(t)
	for _, tt := range []struct {
		method, path string
		body         any
		field        string
	}{
		{"POST", "/v1/bridge/sessions/s/reasoning", map[string]any{"text": "x"}, "type"},
		{"POST", "/v1/bridge/sessions/s/reasoning", map[string]any{"text": "x", "type": "deep"}, "type"},
		{"POST", "/v1/bridge/sessions/s/reasoning", map[string]any{"type": "preprocessing"}, "text"},
		{"POST", "/v1/bridge/sessions/s/reasoning", map[string]any{"text": "x", "type": "preprocessing", "timestamp": "yesterday"}, "timestamp"},
		{"POST", "/v1/bridge/sessions/s/reasoning", map[string]any{"text": "x", "type": "preprocessing", "timestamp": "2099-01-01T00:00:00Z"}, "timestamp"},
		{"POST", "/v1/bridge/sessions/s/reasoning", `{"text": 3}`, "text"},
		{"GET", "/v1/bridge/sessions/s/prior", nil, "type"},
		{"GET", "/v1/bridge/sessions/s/prior?type=preprocessing&include_corrupted=maybe", nil, "include_corrupted"},
		{"POST", "/v1/bridge/sessions/s/search", map[string]any{"query": ""}, "query"},
		{"POST", "/v1/bridge/sessions/s/search", map[string]any{"query": "q", "k": 1000}, "k"},
		{"POST", "/v1/bridge/sessions/s/search", map[string]any{"query": "q", "type": "x"}, "type"},
		{"GET", "/v1/bridge/sessions/%20/stats", nil, "session_id"},
	} {
		var e apiError
		if code := s.do(t, tt.method, tt.path, tt.body, &e); code != http.StatusBadRequest || e.Error.Field != tt.field {
			t.Errorf("%s %s %v: %d %+v, want 400 on %s", tt.method, tt.path, tt.body, code, e, tt.field)
		}
	}
	var st map[string]any
	s.do(t, "GET", "/v1/bridge/sessions/s/stats", nil, &st)
	if st["total_count"] != 0.0 {
		t.Fatalf("bad requests wrote entries: %v", st)
	}
}

func TestBridgeWithoutAStore(t *testing.T) {
	s := mustOpenServer(t, func(s *cairnhttp.Server) { s.Bridge = nil })
	var e apiError
	if code := s.do(t, "GET", "/v1/bridge/sessions/s/stats", nil, &e); code != http.StatusNotFound || !strings.Contains(e.Error.Message, "judgments only") {
		t.Fatalf("bridge without a service: %d %+v", code, e)
	}
}
