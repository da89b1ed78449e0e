package main

import (
	"io"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
)

// cairn serve serves the web console at / in open mode, with the session
// turn log on; console.enabled=false leaves / to the JSON 404.
func TestServeConsole(t *testing.T) {
	c := newCLI(t)
	base, stop := startServe(t, c, "--store", filepath.Join(t.TempDir(), "serve.db"))
	defer stop()
	if code := postJSON(t, base+"/v1/sessions/s1/turns", `{"query": "q", "output": "the answer is 41"}`, nil); code != http.StatusOK {
		t.Fatalf("turn: %d", code)
	}
	resp, err := http.Get(base + "/sessions")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK || !strings.Contains(string(body), `href="/sessions/view?id=s1"`) {
		t.Fatalf("GET /sessions: %d\n%.2000s", resp.StatusCode, body)
	}
	stop()

	c.env["CAIRN_CONSOLE_ENABLED"] = "false"
	base, stop = startServe(t, c, "--store", filepath.Join(t.TempDir(), "off.db"))
	defer stop()
	resp, err = http.Get(base + "/sessions")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusNotFound || resp.Header.Get("Content-Type") != "application/json" {
		t.Fatalf("console disabled: %d %s", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	stop()
}

func TestConsoleConfigRefusesShortSecret(t *testing.T) {
	c := newCLI(t)
	c.env["CAIRN_CONSOLE_SECRET"] = "short"
	if code := c.fails("console.secret", "serve", "--addr", "127.0.0.1:0", "--store", filepath.Join(t.TempDir(), "x.db")); code != 2 {
		t.Fatalf("exit %d, want 2", code)
	}
}
