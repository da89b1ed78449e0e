package http_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"regexp"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/cairnhq/cairn"
	cairnhttp "github.com/cairnhq/cairn/http"
)

var wildcard = regexp.MustCompile(`\{[^}]+\}`)

// A wrong method gets 405 with Allow and the JSON error body, on every
// route the server registers (new routes are covered by construction).
func TestWrongMethodIs405(t *testing.T) {
	s := mustOpenServer(t)
	byPath := map[string][]string{}
	for _, r := range s.Routes() {
		byPath[r.Pattern] = append(byPath[r.Pattern], r.Method)
	}
	if len(byPath) < 10 {
		t.Fatalf("only %d route paths registered", len(byPath))
	}
	for pattern := range byPath {
		path := wildcard.ReplaceAllString(pattern, "x")
		// Every method of every route whose pattern matches path is
		// allowed: GET /v1/corrections/apply is GET /v1/corrections/{id}.
		var methods []string
		for p, ms := range byPath {
			if matches(p, path) {
				for _, m := range ms {
					if !contains(methods, m) {
						methods = append(methods, m)
					}
				}
			}
		}
		for _, m := range []string{"PUT", "PATCH", "DELETE", "POST", "GET"} {
			if contains(methods, m) {
				continue
			}
			t.Run(m+" "+pattern, func(t *testing.T) {
				req, _ := http.NewRequest(m, s.URL()+path, strings.NewReader(`{}`))
				resp, err := http.DefaultClient.Do(req)
				if err != nil {
					t.Fatal(err)
				}
				defer resp.Body.Close()
				if got, want := resp.StatusCode, http.StatusMethodNotAllowed; got != want {
					t.Fatalf("status=%d, want %d", got, want)
				}
				if ct := resp.Header.Get("Content-Type"); ct != "application/json" {
					t.Fatalf("Content-Type=%q", ct)
				}
				allow := strings.Split(resp.Header.Get("Allow"), ", ")
				want := append([]string(nil), methods...)
				if contains(methods, "GET") {
					want = append(want, "HEAD")
				}
				sort.Strings(allow)
				sort.Strings(want)
				if strings.Join(allow, ",") != strings.Join(want, ",") {
					t.Fatalf("Allow=%v, want %v", allow, want)
				}
				var e apiError
				if err := json.NewDecoder(resp.Body).Decode(&e); err != nil {
					t.Fatal(err)
				}
				if e.Error.Code != cairn.EINVALID || e.Error.Field != "method" || !strings.Contains(e.Error.Message, m) {
					t.Fatalf("error body %+v", e)
				}
			})
		}
	}
	// A path no route has is still 404.
	var e apiError
	if code := s.do(t, "PUT", "/v1/nothing", nil, &e); code != http.StatusNotFound || e.Error.Code != cairn.ENOTFOUND {
		t.Fatalf("unknown path: %d %+v", code, e)
	}
}

// matches reports whether a route pattern matches path, a {wildcard}
// matching any one segment.
func matches(pattern, path string) bool {
	ps, xs := strings.Split(pattern, "/"), strings.Split(path, "/")
	if len(ps) != len(xs) {
		return false
	}
	for i := range ps {
		if ps[i] != xs[i] && !wildcard.MatchString(ps[i]) {
			return false
		}
	}
	return true
}

func contains(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}

// syncBuffer is a bytes.Buffer safe for the server's goroutines.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.b.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.b.String()
}

// Every request gets one access log line at info level with method, path,
// status, duration, bytes and the tenant; never the API key.
func TestAccessLog(t *testing.T) {
	var logs syncBuffer
	now := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	s := mustOpenServer(t, func(s *cairnhttp.Server) {
		s.Logger = slog.New(slog.NewJSONHandler(&logs, &slog.HandlerOptions{Level: slog.LevelInfo}))
		s.Now = func() time.Time { return now }
	})
	secret, k, err := cairn.NewAPIKey("acme", "", now)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.db.Keys().CreateKey(context.Background(), k); err != nil {
		t.Fatal(err)
	}
	s.key = secret
	s.do(t, "POST", "/v1/judgments", judgmentBody("log#1", "P", "INCLUDE", now), nil)
	s.do(t, "GET", "/v1/judgments/stats?product=P", nil, nil)
	s.key = "cairn_not_a_key"
	s.do(t, "GET", "/v1/judgments/stats", nil, nil)
	s.key = ""
	s.do(t, "PUT", "/healthz", nil, nil)

	type line struct {
		Level    string  `json:"level"`
		Msg      string  `json:"msg"`
		Method   string  `json:"method"`
		Path     string  `json:"path"`
		Status   int     `json:"status"`
		Duration float64 `json:"duration"`
		Bytes    int64   `json:"bytes"`
		Tenant   *string `json:"tenant"`
	}
	var got []line
	dec := json.NewDecoder(strings.NewReader(logs.String()))
	for {
		var l line
		if err := dec.Decode(&l); err == io.EOF {
			break
		} else if err != nil {
			t.Fatalf("log is not JSON lines: %v\n%s", err, logs.String())
		}
		if l.Msg == "request" {
			got = append(got, l)
		}
	}
	if len(got) != 4 {
		t.Fatalf("%d access log lines, want 4:\n%s", len(got), logs.String())
	}
	want := []struct {
		method, path string
		status       int
		tenant       string
	}{
		{"POST", "/v1/judgments", 201, "acme"},
		{"GET", "/v1/judgments/stats", 200, "acme"},
		{"GET", "/v1/judgments/stats", 401, ""},
		{"PUT", "/healthz", 405, ""},
	}
	for i, w := range want {
		l := got[i]
		if l.Level != "INFO" || l.Method != w.method || l.Path != w.path || l.Status != w.status || l.Bytes <= 0 || l.Duration <= 0 {
			t.Errorf("line %d: %+v, want %+v with bytes and duration", i, l, w)
		}
		if gotTenant := ""; l.Tenant != nil {
			if gotTenant = *l.Tenant; gotTenant != w.tenant {
				t.Errorf("line %d: tenant %q, want %q", i, gotTenant, w.tenant)
			}
		} else if w.tenant != "" {
			t.Errorf("line %d: no tenant, want %q", i, w.tenant)
		}
	}
	for _, leak := range []string{secret, "cairn_not_a_key", "product=P"} {
		if strings.Contains(logs.String(), leak) {
			t.Fatalf("log holds %q:\n%s", leak, logs.String())
		}
	}
}
