package http_test

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	cairnhttp "github.com/cairnhq/cairn/http"
	"github.com/cairnhq/cairn/openai/openaitest"
)

// openaiNode is the version of the openai npm package the harness runs:
// the newest that runs on Node 20.
const openaiNode = "6.30.1"

// nodeSDK returns a directory holding node_modules/openai, installed with
// npm once per machine (under the temporary directory). Without node or
// npm, or when the install fails, the test skips; under CI=true it fails.
func nodeSDK(t *testing.T) string {
	t.Helper()
	missing := func(format string, args ...any) {
		t.Helper()
		if os.Getenv("CI") == "true" {
			t.Fatalf(format, args...)
		}
		t.Skipf(format, args...)
	}
	for _, tool := range []string{"node", "npm"} {
		if _, err := exec.LookPath(tool); err != nil {
			missing("%s is not on the PATH: the proxy's test with the openai npm package needs Node 20+ and npm", tool)
		}
	}
	dir := filepath.Join(os.TempDir(), "cairn-openai-node-"+openaiNode)
	if _, err := os.Stat(filepath.Join(dir, "node_modules", "openai", "package.json")); err == nil {
		return dir
	}
	tmp, err := os.MkdirTemp(os.TempDir(), "cairn-openai-node-")
	if err != nil {
		t.Fatal(err)
	}
	defer os.RemoveAll(tmp)
	if err := os.WriteFile(filepath.Join(tmp, "package.json"), []byte(`{"private": true, "type": "module"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, "npm", "install", "--no-audit", "--no-fund", "--loglevel=error", "openai@"+openaiNode)
	cmd.Dir = tmp
	if out, err := cmd.CombinedOutput(); err != nil {
		missing("npm install openai@%s failed (is the npm registry reachable?): %v\n%s", openaiNode, err, out)
	}
	// Another test run may have installed it meanwhile: either copy will do.
	if err := os.Rename(tmp, dir); err != nil {
		if _, serr := os.Stat(filepath.Join(dir, "node_modules", "openai", "package.json")); serr != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// The official openai npm package, given cairn's base URL and a cairn key
// and nothing else, talks to the model server through the proxy: models,
// embeddings, a correction learned in one conversation and applied in
// another, a reminded stream, images, tool calls and the model server's
// errors (testdata/proxy/openai-sdk.mjs asserts each).
func TestProxyWithTheOpenAINodeSDK(t *testing.T) {
	sdk := nodeSDK(t)
	var conv struct {
		Answers          map[string]string `json:"answers"`
		RateLimitedModel string            `json:"rate_limited_model"`
		ToolsModel       string            `json:"tools_model"`
	}
	convPath, err := filepath.Abs(filepath.Join("testdata", "proxy", "conversation.json"))
	if err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(convPath)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &conv); err != nil {
		t.Fatal(err)
	}
	var key string
	s, up := mustOpenProxy(t, func(s *cairnhttp.Server) {
		key = mustCreateKey(t, s.Keys, "node")
		s.Proxy.APIKey = "sk-upstream"
	})
	up.Script = func(r openaitest.Request) (openaitest.Reply, bool) {
		switch {
		case r.Chat == nil:
			return openaitest.Reply{}, false
		case r.Chat.Model == conv.RateLimitedModel:
			return openaitest.Reply{Status: 429, Body: `{"error":{"message":"Rate limit reached for test-model","type":"requests","param":null,"code":"rate_limit_exceeded"}}`}, true
		case r.Chat.Model == conv.ToolsModel:
			return openaitest.Reply{Body: `{"id":"chatcmpl-t","object":"chat.completion","created":1700000000,"model":"tools-model","choices":[{"index":0,"message":{"role":"assistant","content":null,"tool_calls":[{"id":"call_1","type":"function","function":{"name":"look","arguments":"{}"}}]},"finish_reason":"tool_calls"}]}`}, true
		}
		last := r.Chat.Messages[len(r.Chat.Messages)-1].Content
		a, ok := conv.Answers[last]
		if !ok {
			return openaitest.Reply{Status: 400, Body: `{"error":{"message":"the fake has no answer to this","type":"invalid_request_error","param":null,"code":null}}`}, true
		}
		return openaitest.Reply{Content: a}, true
	}

	script, err := os.ReadFile(filepath.Join("testdata", "proxy", "openai-sdk.mjs"))
	if err != nil {
		t.Fatal(err)
	}
	// Node resolves "openai" from the script's directory.
	run := filepath.Join(sdk, "openai-sdk-"+filepath.Base(t.TempDir())+".mjs")
	if err := os.WriteFile(run, script, 0o644); err != nil {
		t.Fatal(err)
	}
	defer os.Remove(run)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, "node", run)
	cmd.Env = append(os.Environ(), "CAIRN_BASE_URL="+s.URL()+"/v1", "CAIRN_KEY="+key, "CONVERSATION="+convPath)
	out, err := cmd.CombinedOutput()
	t.Logf("node openai-sdk.mjs:\n%s", out)
	if err != nil || !strings.HasSuffix(strings.TrimSpace(string(out)), "ok") {
		t.Fatalf("the openai SDK run failed: %v", err)
	}
	for _, r := range up.Requests() {
		if r.Authorization != "Bearer sk-upstream" {
			t.Errorf("%s got Authorization %q, want proxy.api_key", r.Path, r.Authorization)
		}
		if got := r.Header.Get("User-Agent"); !strings.Contains(got, "OpenAI/JS") {
			t.Errorf("%s got User-Agent %q, want the SDK's", r.Path, got)
		}
	}
	if n := len(s.Turns.Sessions("node")); n < 3 {
		t.Errorf("the turn log has %d sessions of tenant node, want the 3 conversations at least", n)
	}
}
