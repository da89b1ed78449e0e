package main

import (
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
)

// healthcheck exits 0 against a real server that is ready, and 5 with one
// line once it has stopped, or when /readyz answers 503.
func TestHealthcheck(t *testing.T) {
	c := newCLI(t)
	base, stop := startServe(t, c, "--store", filepath.Join(t.TempDir(), "h.db"))
	addr := strings.TrimPrefix(base, "http://")
	if out := c.ok("healthcheck", "--addr", addr); out != "" {
		t.Fatalf("healthcheck printed %q, want nothing", out)
	}
	// CAIRN_ADDR, as in the image, names the server; a listener on every
	// address is asked on loopback.
	_, port, _ := strings.Cut(addr, ":")
	c.env["CAIRN_ADDR"] = "0.0.0.0:" + port
	c.ok("healthcheck")
	stop()
	if code := c.fails("does not answer", "healthcheck", "--addr", addr); code != exitUnavailable {
		t.Fatalf("exit %d for a stopped server, want %d", code, exitUnavailable)
	}

	notReady := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/readyz" {
			t.Errorf("healthcheck asked for %s", r.URL.Path)
		}
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusServiceUnavailable)
		w.Write([]byte(`{"error": {"code": "EUNAVAILABLE", "message": "not ready: the server cannot reach its records store"}, "status": "unavailable"}`))
	}))
	defer notReady.Close()
	if code := c.fails("cannot reach its records store", "healthcheck", "--addr", strings.TrimPrefix(notReady.URL, "http://")); code != exitUnavailable {
		t.Fatalf("exit %d for a server not ready, want %d", code, exitUnavailable)
	}
	c.fails("addr", "healthcheck", "--addr", "nope")
}
