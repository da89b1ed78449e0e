package main

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// cairn serve --log-format json writes JSON lines, one access log line per
// request among them.
func TestServeLogFormatJSON(t *testing.T) {
	c := newCLI(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var stderr syncBuffer
	done := make(chan int, 1)
	store := filepath.Join(t.TempDir(), "s.db")
	go func() {
		done <- run(ctx, []string{"serve", "--addr", "127.0.0.1:0", "--store", store, "--log-format", "json"}, strings.NewReader(""), io.Discard, &stderr, c.getenv)
	}()
	re := regexp.MustCompile(`listening on (http://\S+)`)
	var url string
	for url == "" {
		select {
		case code := <-done:
			t.Fatalf("serve exited %d: %s", code, stderr.String())
		case <-time.After(10 * time.Millisecond):
		}
		if m := re.FindStringSubmatch(stderr.String()); m != nil {
			url = m[1]
		}
	}
	resp, err := http.Get(url + "/healthz")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	cancel()
	if code := <-done; code != 0 {
		t.Fatalf("serve exited %d: %s", code, stderr.String())
	}
	var access int
	for _, line := range strings.Split(strings.TrimSpace(stderr.String()), "\n") {
		if strings.HasPrefix(line, "cairn listening on") {
			continue // the human confirmation, not a log line
		}
		var l map[string]any
		if err := json.Unmarshal([]byte(line), &l); err != nil {
			t.Fatalf("log line is not JSON: %q", line)
		}
		if l["msg"] == "request" && l["path"] == "/healthz" && l["status"] == 200.0 && l["level"] == "INFO" {
			access++
		}
	}
	if access != 1 {
		t.Fatalf("%d access log lines for /healthz, want 1:\n%s", access, stderr.String())
	}
}

func TestLogFormatRefusesUnknown(t *testing.T) {
	c := newCLI(t)
	if got, want := c.fails("log-format", "--log-format", "xml", "judgments", "stats", "--store", filepath.Join(t.TempDir(), "s.db")), exitUsage; got != want {
		t.Fatalf("exit %d, want %d", got, want)
	}
}
