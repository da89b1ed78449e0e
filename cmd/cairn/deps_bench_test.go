package main

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/cairnhq/cairn/internal/testenv"
	"github.com/cairnhq/cairn/openai/openaitest"
)

// benchServe runs `cairn serve` with env on a free port until the
// benchmark ends and returns its base URL.
func benchServe(b *testing.B, env map[string]string) string {
	b.Helper()
	dir := b.TempDir()
	full := map[string]string{
		"XDG_DATA_HOME":   filepath.Join(dir, "data"),
		"XDG_CONFIG_HOME": filepath.Join(dir, "config"),
		"HOME":            dir,
		"CAIRN_STORE":     filepath.Join(dir, "bench.db"),
	}
	for k, v := range env {
		full[k] = v
	}
	b.Setenv("XDG_CONFIG_HOME", full["XDG_CONFIG_HOME"])
	b.Setenv("HOME", dir)
	ctx, cancel := context.WithCancel(context.Background())
	var stderr syncBuffer
	done := make(chan int, 1)
	go func() {
		done <- run(ctx, []string{"serve", "--addr", "127.0.0.1:0"}, strings.NewReader(""), io.Discard, &stderr, func(k string) string { return full[k] })
	}()
	b.Cleanup(func() {
		cancel()
		select {
		case <-done:
		case <-time.After(20 * time.Second):
			b.Error("serve did not shut down")
		}
	})
	re := regexp.MustCompile(`listening on (http://\S+)`)
	deadline := time.Now().Add(20 * time.Second)
	for time.Now().Before(deadline) {
		if m := re.FindStringSubmatch(stderr.String()); m != nil {
			return m[1]
		}
		select {
		case code := <-done:
			b.Fatalf("serve exited %d: %s", code, stderr.String())
		case <-time.After(10 * time.Millisecond):
		}
	}
	b.Fatalf("serve did not start: %s", stderr.String())
	return ""
}

// hangingListener accepts connections and never answers, until the
// benchmark ends.
func hangingListener(b *testing.B) string {
	b.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		b.Fatal(err)
	}
	var mu sync.Mutex
	var conns []net.Conn
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			mu.Lock()
			conns = append(conns, c)
			mu.Unlock()
		}
	}()
	b.Cleanup(func() {
		ln.Close()
		mu.Lock()
		defer mu.Unlock()
		for _, c := range conns {
			c.Close()
		}
	})
	return ln.Addr().String()
}

func deadPort(b *testing.B) string {
	b.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		b.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// BenchmarkServeDependencyDown is the time of one request to the real
// server, over loopback HTTP, when a dependency is down, once its breaker
// is open, next to the same request with the dependency not configured
// (offline LLM, in-process sessions): the difference is what the outage
// adds to each request. The model server is down three ways: nothing
// listens on its port, the fake server was stopped, or a listener accepts
// and never answers; Redis: nothing listens, or the redis-server was
// stopped, or it hangs.
func BenchmarkServeDependencyDown(b *testing.B) {
	const (
		detect   = `{"message": "That's wrong, it should be 42", "previous_output": "The answer is 41."}`
		review   = `{"test": "t::a", "purpose": "p", "expected": "total: 41\n", "actual": "total: 42\n", "ai": true}`
		reviewNo = `{"test": "t::a", "purpose": "p", "expected": "total: 41\n", "actual": "total: 42\n"}`
	)
	llm := func(addr string) map[string]string {
		return map[string]string{"CAIRN_LLM_BASE_URL": "http://" + addr + "/v1", "CAIRN_LLM_MODEL": "m", "CAIRN_LLM_TIMEOUT": "500ms"}
	}
	stoppedFake := func(b *testing.B) string {
		s := openaitest.Start()
		s.Close()
		return strings.TrimSuffix(strings.TrimPrefix(s.URL, "http://"), "/v1")
	}
	sessions := func(url string) map[string]string { return map[string]string{"CAIRN_SESSIONS": url} }
	stoppedRedis := func(b *testing.B) string {
		rs := testenv.StartRedisServer(b)
		rs.Stop()
		return rs.URL()
	}
	for _, tc := range []struct {
		name, path, body string
		env              func(b *testing.B) map[string]string
	}{
		{"detect/offline", "/v1/corrections/detect", detect, func(*testing.B) map[string]string { return nil }},
		{"detect/llm-dead-port", "/v1/corrections/detect", detect, func(b *testing.B) map[string]string { return llm(deadPort(b)) }},
		{"detect/llm-stopped-fake", "/v1/corrections/detect", detect, func(b *testing.B) map[string]string { return llm(stoppedFake(b)) }},
		{"detect/llm-hung-listener", "/v1/corrections/detect", detect, func(b *testing.B) map[string]string { return llm(hangingListener(b)) }},
		{"review/offline", "/v1/review", reviewNo, func(*testing.B) map[string]string { return nil }},
		{"review/ai-llm-dead-port", "/v1/review", review, func(b *testing.B) map[string]string { return llm(deadPort(b)) }},
		{"review/ai-llm-hung-listener", "/v1/review", review, func(b *testing.B) map[string]string { return llm(hangingListener(b)) }},
		{"turn/in-process", "/v1/sessions/%d/turns", `{"query": "q", "output": "o"}`, func(*testing.B) map[string]string { return nil }},
		{"turn/redis-dead-port", "/v1/sessions/%d/turns", `{"query": "q", "output": "o"}`, func(b *testing.B) map[string]string {
			return sessions("redis://" + deadPort(b) + "/0")
		}},
		{"turn/redis-stopped", "/v1/sessions/%d/turns", `{"query": "q", "output": "o"}`, func(b *testing.B) map[string]string { return sessions(stoppedRedis(b)) }},
		{"turn/redis-hung-listener", "/v1/sessions/%d/turns", `{"query": "q", "output": "o"}`, func(b *testing.B) map[string]string {
			return sessions("redis://" + hangingListener(b) + "/0")
		}},
	} {
		b.Run(tc.name, func(b *testing.B) {
			base := benchServe(b, tc.env(b))
			post := func(i int) {
				path := tc.path
				if strings.Contains(path, "%d") {
					path = fmt.Sprintf(path, i%64)
				}
				resp, err := http.Post(base+path, "application/json", strings.NewReader(tc.body))
				if err != nil {
					b.Fatal(err)
				}
				msg, _ := io.ReadAll(resp.Body)
				resp.Body.Close()
				if resp.StatusCode != http.StatusOK {
					b.Fatalf("%s: %d %s", path, resp.StatusCode, msg)
				}
			}
			for i := range 3 { // opens the breaker of a dependency that is down
				post(i)
			}
			b.ResetTimer()
			for i := 0; b.Loop(); i++ {
				post(i)
			}
		})
	}
}
