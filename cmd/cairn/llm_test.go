package main

import (
	"strings"
	"testing"

	"github.com/cairnhq/cairn/openai/openaitest"
)

func TestLLMCheck(t *testing.T) {
	s := openaitest.NewServer(t)
	s.Key = "sk-good"
	s.Chat = func(*openaitest.ChatRequest) string { return "pong" }
	env := map[string]string{"CAIRN_LLM_BASE_URL": s.URL, "CAIRN_LLM_MODEL": "tiny", "CAIRN_LLM_API_KEY": "sk-good"}
	stdout, stderr, code := aiRun(t, env, "", "llm", "check")
	if code != 0 {
		t.Fatalf("exit %d, want 0; stderr: %s", code, stderr)
	}
	for _, want := range []string{
		"ok: model tiny at " + s.URL + "\n",
		"latency: ",
		"tokens: 6 prompt + 1 completion = 7\n",
		"reply: pong\n",
	} {
		if !strings.Contains(stdout, want) {
			t.Fatalf("stdout=%q, want it to contain %q", stdout, want)
		}
	}
	if got, want := len(s.Requests()), 1; got != want {
		t.Fatalf("%d requests, want %d", got, want)
	}
}

func TestLLMCheckFailures(t *testing.T) {
	closed := openaitest.NewServer(t)
	closed.Close()
	tests := []struct {
		name     string
		server   func(*openaitest.Server)
		env      map[string]string
		url      string // "" means the test server's
		wantCode int
		wantLine string
	}{
		{name: "not configured", env: map[string]string{"CAIRN_LLM_BASE_URL": ""}, wantCode: exitUsage,
			wantLine: "no LLM is configured: set CAIRN_LLM_BASE_URL"},
		{name: "unreachable", url: closed.URL, wantCode: exitUnavailable,
			wantLine: "cairn: llm check: llm unavailable: POST " + closed.URL + "/chat/completions: dial tcp"},
		{name: "refused key", server: func(s *openaitest.Server) { s.Key = "sk-other" }, wantCode: exitAuth,
			wantLine: "llm check: llm: the model server refused the API key: 401 Unauthorized: Incorrect API key provided"},
		{name: "malformed answer", server: func(s *openaitest.Server) { s.Enqueue(openaitest.Reply{Body: "<html>gateway</html>"}) }, wantCode: exitUnavailable,
			wantLine: "llm check: llm: the model server answered garbage: malformed JSON"},
		{name: "no choices", server: func(s *openaitest.Server) { s.Enqueue(openaitest.Reply{Body: `{"choices": []}`}) }, wantCode: exitUnavailable,
			wantLine: "answered garbage: no choices in the answer"},
		{name: "server error", server: func(s *openaitest.Server) { s.Enqueue(openaitest.Reply{Status: 503}) }, wantCode: exitUnavailable,
			wantLine: "503 Service Unavailable"},
		{name: "timeout", server: func(s *openaitest.Server) { s.Enqueue(openaitest.Reply{Hang: true}) }, env: map[string]string{"CAIRN_LLM_TIMEOUT": "50ms"}, wantCode: exitUnavailable,
			wantLine: "timed out after 50ms (1 attempts)"},
		{name: "unknown model", server: func(s *openaitest.Server) {
			s.Enqueue(openaitest.Reply{Status: 404, Body: `{"error": "model not found"}`})
		}, wantCode: exitUnavailable,
			wantLine: "no such model or endpoint"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := openaitest.NewServer(t)
			if tt.server != nil {
				tt.server(s)
			}
			url := tt.url
			if url == "" {
				url = s.URL
			}
			env := map[string]string{"CAIRN_LLM_BASE_URL": url, "CAIRN_LLM_MODEL": "tiny", "CAIRN_LLM_API_KEY": "sk-good", "CAIRN_LLM_MAX_RETRIES": "0"}
			for k, v := range tt.env {
				env[k] = v
			}
			stdout, stderr, code := aiRun(t, env, "", "llm", "check")
			if code != tt.wantCode {
				t.Fatalf("exit %d, want %d; stderr: %s", code, tt.wantCode, stderr)
			}
			if stdout != "" {
				t.Fatalf("stdout=%q, want nothing", stdout)
			}
			oneErrorLine(t, stderr, tt.wantLine)
			if strings.Contains(stderr, "sk-good") {
				t.Fatalf("stderr=%q leaks the API key", stderr)
			}
		})
	}
}
