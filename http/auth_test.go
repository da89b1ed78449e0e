package http_test

import (
	"context"
	"net"
	"net/http"
	"path/filepath"
	"testing"
	"time"

	"github.com/cairnhq/cairn"
	cairnhttp "github.com/cairnhq/cairn/http"
	"github.com/cairnhq/cairn/judgment"
	"github.com/cairnhq/cairn/sqlite"
)

// localURL returns a URL that reaches s from this host: a server bound to
// 0.0.0.0 is reached through 127.0.0.1, while it sees its own listener as
// not loopback.
func localURL(tb testing.TB, s *cairnhttp.Server) string {
	tb.Helper()
	u := s.URL()
	_, port, err := net.SplitHostPort(u[len("http://"):])
	if err != nil {
		tb.Fatal(err)
	}
	return "http://127.0.0.1:" + port
}

// statusOf sends GET path with key (none when empty) and returns the status.
func statusOf(tb testing.TB, base, path, key string) int {
	tb.Helper()
	req, err := http.NewRequest("GET", base+path, nil)
	if err != nil {
		tb.Fatal(err)
	}
	if key != "" {
		req.Header.Set("Authorization", "Bearer "+key)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		tb.Fatal(err)
	}
	resp.Body.Close()
	return resp.StatusCode
}

func openKeyDB(tb testing.TB) *sqlite.DB {
	tb.Helper()
	db := sqlite.NewDB(filepath.Join(tb.TempDir(), "cairn.db"))
	if err := db.Open(context.Background()); err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { db.Close() })
	return db
}

func createKey(tb testing.TB, db *sqlite.DB, tenant string, now time.Time) (string, *cairn.APIKey) {
	tb.Helper()
	secret, k, err := cairn.NewAPIKey(tenant, "", now)
	if err != nil {
		tb.Fatal(err)
	}
	if err := db.Keys().CreateKey(context.Background(), k); err != nil {
		tb.Fatal(err)
	}
	return secret, k
}

// newKeyServer returns an unopened server over db listening on addr, with
// a clock the test moves.
func newKeyServer(db *sqlite.DB, addr string, clock *time.Time) *cairnhttp.Server {
	s := cairnhttp.NewServer()
	s.Addr = addr
	s.Keys = db.Keys()
	s.Judgments = func(t string) judgment.Store { return db.Judgments(t) }
	s.Now = func() time.Time { return *clock }
	return s
}

// TestAuthNeverOpensAfterLastKeyRevoked revokes the only key of running
// servers, one listening on every interface and one on loopback: past the
// key cache, requests without a key are refused, never served as "default".
func TestAuthNeverOpensAfterLastKeyRevoked(t *testing.T) {
	for _, addr := range []string{"0.0.0.0:0", "127.0.0.1:0"} {
		t.Run(addr, func(t *testing.T) {
			clock := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
			db := openKeyDB(t)
			secret, k := createKey(t, db, "acme", clock)
			s := newKeyServer(db, addr, &clock)
			if err := s.Open(); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { s.Close() })
			base := localURL(t, s)

			if got, want := statusOf(t, base, "/v1/judgments/stats", secret), http.StatusOK; got != want {
				t.Fatalf("with the key: status=%d, want %d", got, want)
			}
			if got, want := statusOf(t, base, "/v1/judgments/stats", ""), http.StatusUnauthorized; got != want {
				t.Fatalf("without a key: status=%d, want %d", got, want)
			}
			if err := db.Keys().RevokeKey(context.Background(), k.ID, clock); err != nil {
				t.Fatal(err)
			}
			clock = clock.Add(time.Hour) // far past every cache
			for _, key := range []string{"", secret} {
				if got, want := statusOf(t, base, "/v1/judgments/stats", key), http.StatusUnauthorized; got != want {
					t.Fatalf("after revoking the last key (key %q): status=%d, want %d", key, got, want)
				}
			}
		})
	}
}

// TestAuthRefusesOpenNonLoopback: a server that would start open refuses
// any listener but loopback, whether the store has no key, only revoked
// keys, or cannot hold keys at all.
func TestAuthRefusesOpenNonLoopback(t *testing.T) {
	clock := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	tests := []struct {
		name  string
		setup func(*sqlite.DB, *cairnhttp.Server)
	}{
		{"no key", func(*sqlite.DB, *cairnhttp.Server) {}},
		{"only revoked keys", func(db *sqlite.DB, _ *cairnhttp.Server) {
			_, k := createKey(t, db, "acme", clock)
			if err := db.Keys().RevokeKey(context.Background(), k.ID, clock); err != nil {
				t.Fatal(err)
			}
		}},
		{"no key store", func(_ *sqlite.DB, s *cairnhttp.Server) { s.Keys = nil }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			db := openKeyDB(t)
			s := newKeyServer(db, "0.0.0.0:0", &clock)
			tt.setup(db, s)
			err := s.Open()
			if err == nil {
				s.Close()
				t.Fatal("Open on 0.0.0.0 without an active key succeeded")
			}
			if got, want := cairn.ErrorCode(err), cairn.EINVALID; got != want {
				t.Fatalf("code=%q, want %q (%v)", got, want, err)
			}
			if got, want := cairn.ErrorField(err), "addr"; got != want {
				t.Fatalf("field=%q, want %q", got, want)
			}
		})
	}
}

// TestAuthOpenLoopbackClosesForGood: a loopback server that starts with no
// key serves "default"; once a key is created it requires keys, and keeps
// requiring them after that key is revoked.
func TestAuthOpenLoopbackClosesForGood(t *testing.T) {
	clock := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	db := openKeyDB(t)
	s := newKeyServer(db, "127.0.0.1:0", &clock)
	if err := s.Open(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	base := s.URL()
	if got, want := statusOf(t, base, "/v1/judgments/stats", ""), http.StatusOK; got != want {
		t.Fatalf("open mode: status=%d, want %d", got, want)
	}
	secret, k := createKey(t, db, "acme", clock)
	clock = clock.Add(time.Minute)
	if got, want := statusOf(t, base, "/v1/judgments/stats", ""), http.StatusUnauthorized; got != want {
		t.Fatalf("once a key exists: status=%d, want %d", got, want)
	}
	if got, want := statusOf(t, base, "/v1/judgments/stats", secret), http.StatusOK; got != want {
		t.Fatalf("with the key: status=%d, want %d", got, want)
	}
	if err := db.Keys().RevokeKey(context.Background(), k.ID, clock); err != nil {
		t.Fatal(err)
	}
	clock = clock.Add(time.Hour)
	if got, want := statusOf(t, base, "/v1/judgments/stats", ""), http.StatusUnauthorized; got != want {
		t.Fatalf("after revoking the only key: status=%d, want %d", got, want)
	}
}
