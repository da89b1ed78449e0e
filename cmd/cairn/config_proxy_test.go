package main

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cairnhq/cairn/openai/openaitest"
)

// curl posts body to url as `curl -s URL -H … -d BODY` would and returns
// the status, headers and body.
func curl(t *testing.T, url, body string, header ...string) (int, http.Header, string) {
	t.Helper()
	req, err := http.NewRequest("POST", url, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded") // what curl -d sends
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, resp.Header, string(b)
}

// `cairn serve` with CAIRN_PROXY_UPSTREAM is an OpenAI-compatible proxy
// that learns: the curl session of docs/corrections.md (Zero-code), against a fake model server,
// and the console shows the proxied session.
func TestServeProxy(t *testing.T) {
	up := openaitest.NewServer(t)
	c := newCLI(t)
	c.env["CAIRN_PROXY_UPSTREAM"] = up.URL
	base, stop := startServe(t, c, "--store", filepath.Join(t.TempDir(), "proxy.db"))
	defer stop()
	url := base + "/v1/chat/completions"

	up.Enqueue(openaitest.Reply{Content: "Ok."})
	code, h, body := curl(t, url, `{"model": "test-model", "messages": [
	  {"role": "user", "content": "Which port does the staging database listen on?"},
	  {"role": "assistant", "content": "The staging Postgres listens on port 5432, the default."},
	  {"role": "user", "content": "staging runs on 5433, 5432 is taken by the legacy cluster"}]}`,
		"Authorization", "Bearer sk-anything", "X-Cairn-Session", "alice-1")
	if code != http.StatusOK || !strings.HasPrefix(h.Get("X-Cairn-Detected"), "cor_") {
		t.Fatalf("correction: %d detected %q error %q: %s", code, h.Get("X-Cairn-Detected"), h.Get("X-Cairn-Error"), body)
	}
	if got := up.Requests()[0].Authorization; got != "Bearer sk-anything" {
		t.Errorf("the model server got Authorization %q, want the client's", got)
	}
	if got := up.Requests()[0].Header.Get("Content-Type"); got != "application/json" {
		t.Errorf("the model server got Content-Type %q, want application/json for curl's form", got)
	}

	up.Enqueue(openaitest.Reply{Content: "Run `psql -h staging-db -p 5432 -U app` from the bastion."})
	code, h, body = curl(t, url, `{"model": "test-model", "messages": [{"role": "user", "content": "how do I connect psql to staging?"}]}`)
	var answer struct {
		Choices []struct {
			Message struct{ Content string } `json:"message"`
		} `json:"choices"`
	}
	if err := json.Unmarshal([]byte(body), &answer); err != nil || code != http.StatusOK || len(answer.Choices) != 1 {
		t.Fatalf("repeat: %d %s", code, body)
	}
	if got, want := answer.Choices[0].Message.Content, "Run `psql -h staging-db -p 5433 -U app` from the bastion."; got != want || !strings.HasPrefix(h.Get("X-Cairn-Applied"), "cor_") {
		t.Fatalf("repeat answered %q (applied %q), want %q", got, h.Get("X-Cairn-Applied"), want)
	}

	code, h, body = curl(t, url, `{"model": "test-model", "stream": true, "messages": [{"role": "user", "content": "which port for the staging database?"}]}`)
	if code != http.StatusOK || !strings.HasPrefix(h.Get("Content-Type"), "text/event-stream") || !strings.HasSuffix(body, "data: [DONE]\n\n") {
		t.Fatalf("stream: %d %s %q", code, h.Get("Content-Type"), body)
	}

	resp, err := http.Get(base + "/v1/models")
	if err != nil {
		t.Fatal(err)
	}
	models, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK || !bytes.Contains(models, []byte(`"test-model"`)) {
		t.Fatalf("models: %d %s", resp.StatusCode, models)
	}

	resp, err = http.Get(base + "/sessions")
	if err != nil {
		t.Fatal(err)
	}
	page, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if !bytes.Contains(page, []byte("alice-1")) {
		t.Errorf("the console's sessions do not show the proxied session:\n%.2000s", page)
	}
}

func TestProxyConfigRefusesBadValues(t *testing.T) {
	for _, c := range []struct{ env, value, want string }{
		{"CAIRN_PROXY_UPSTREAM", "ftp://models.example", "proxy.upstream"},
		{"CAIRN_PROXY_UPSTREAM", "https://api.openai.com/v1?key=x", "proxy.upstream"},
		{"CAIRN_PROXY_APPLY", "maybe", "CAIRN_PROXY_APPLY"},
		{"CAIRN_PROXY_MAX_BODY_MIB", "0", "proxy.max_body_mib"},
		{"CAIRN_PROXY_TIMEOUT", "0s", "proxy.timeout"},
		{"CAIRN_PROXY_REMIND_TOKENS", "0", "proxy.remind_tokens"},
	} {
		cli := newCLI(t)
		cli.env[c.env] = c.value
		if code := cli.fails(c.want, "serve", "--addr", "127.0.0.1:0", "--store", filepath.Join(t.TempDir(), "x.db")); code != 2 {
			t.Errorf("%s=%s: exit %d, want 2", c.env, c.value, code)
		}
	}
}
