package main

import (
	"context"
	"encoding/json"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	cairnmcp "github.com/cairnhq/cairn/mcp"
)

// runMainEnv makes the test binary run cairn itself: tests that need the
// real process (an MCP client starting "cairn mcp") execute os.Args[0]
// with it set.
const runMainEnv = "CAIRN_TEST_RUN_MAIN"

func TestMain(m *testing.M) {
	if os.Getenv(runMainEnv) == "1" {
		os.Exit(Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

// startMCP starts "cairn mcp args…" as a process of its own and connects
// the SDK's client to it over stdio (CommandTransport).
func startMCP(t *testing.T, c *cli, args ...string) *sdk.ClientSession {
	t.Helper()
	cmd := exec.Command(os.Args[0], append([]string{"mcp"}, args...)...)
	cmd.Env = []string{runMainEnv + "=1"}
	for k, v := range c.env {
		cmd.Env = append(cmd.Env, k+"="+v)
	}
	var stderr syncBuffer
	cmd.Stderr = &stderr
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	cs, err := sdk.NewClient(&sdk.Implementation{Name: "cairn-test", Version: "v0"}, nil).Connect(ctx, &sdk.CommandTransport{Command: cmd}, nil)
	if err != nil {
		t.Fatalf("connect to cairn mcp: %v\nstderr: %s", err, stderr.String())
	}
	t.Cleanup(func() {
		if err := cs.Close(); err != nil {
			t.Errorf("close: %v\nstderr: %s", err, stderr.String())
		}
		if code := cmd.ProcessState.ExitCode(); code != 0 {
			t.Errorf("cairn mcp exited %d\nstderr: %s", code, stderr.String())
		}
	})
	return cs
}

// mcpCall calls a tool and decodes its structured output; it returns the
// text of a tool error.
func mcpCall(t *testing.T, cs *sdk.ClientSession, name string, args, out any) string {
	t.Helper()
	res, err := cs.CallTool(context.Background(), &sdk.CallToolParams{Name: name, Arguments: args})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if res.IsError {
		var b strings.Builder
		for _, c := range res.Content {
			if tc, ok := c.(*sdk.TextContent); ok {
				b.WriteString(tc.Text)
			}
		}
		return b.String()
	}
	if out != nil {
		raw, _ := json.Marshal(res.StructuredContent)
		if err := json.Unmarshal(raw, out); err != nil {
			t.Fatalf("%s: decode %s: %v", name, raw, err)
		}
	}
	return ""
}

func TestMCPOverStdio(t *testing.T) {
	c := newCLI(t)
	store := filepath.Join(t.TempDir(), "mcp.db")
	cs := startMCP(t, c, "--store", store, "--tenant", "acme")

	var learned cairnmcp.LearnOutput
	if msg := mcpCall(t, cs, "learn_correction", map[string]any{
		"query":           "Which port does the staging database listen on?",
		"previous_output": "The staging Postgres listens on port 5432, the default.",
		"message":         "staging runs on 5433, 5432 is taken by the legacy cluster",
	}, &learned); msg != "" || learned.Saved == nil {
		t.Fatalf("learn_correction: %q %+v", msg, learned)
	}
	var applied cairnmcp.ApplyOutput
	mcpCall(t, cs, "apply_corrections", map[string]any{"query": "how do I connect psql to staging?", "output": "Run `psql -h staging-db -p 5432 -U app` from the bastion."}, &applied)
	if got, want := applied.Output, "Run `psql -h staging-db -p 5433 -U app` from the bastion."; got != want {
		t.Fatalf("apply: %q, want %q", got, want)
	}
	var similar cairnmcp.SimilarOutput
	mcpCall(t, cs, "find_similar_corrections", map[string]any{"query": "staging database port"}, &similar)
	if len(similar.Matches) == 0 || similar.Matches[0].Correction.ID != learned.Saved.ID {
		t.Fatalf("similar: %+v", similar)
	}

	mcpCall(t, cs, "record_judgment", map[string]any{"change_id": "acme/fungear#13", "product": "Acme Fungear", "decision": "INCLUDE", "reasoning": "Touches the public API"}, nil)
	mcpCall(t, cs, "override_judgment", map[string]any{"change_id": "acme/fungear#13", "decision": "EXCLUDE", "reasoning": "Test-only change"}, nil)
	var h cairnmcp.HistoryOutput
	mcpCall(t, cs, "judgment_history", map[string]any{"product": "Acme Fungear"}, &h)
	if len(h.Judgments) != 1 || !strings.Contains(h.Prompt, "Test-only change") {
		t.Fatalf("history: %+v", h)
	}

	if msg := mcpCall(t, cs, "add_correction", map[string]any{"original_output": "x", "corrected_output": "y", "severity": 3}, nil); !strings.HasPrefix(msg, "severity: ") {
		t.Fatalf("bad severity: %q", msg)
	}

	// What the tools wrote is in the configured store, under the tenant.
	out := c.ok("corrections", "list", "--json", "--tenant", "acme", "--store", store)
	if !strings.Contains(out, learned.Saved.ID) || strings.Count(out, `"id"`) != 1 {
		t.Fatalf("corrections list after cairn mcp:\n%s", out)
	}
	if out := c.ok("corrections", "list", "--json", "--store", store); strings.Contains(out, learned.Saved.ID) {
		t.Fatalf("tenant default sees acme's correction:\n%s", out)
	}
}

func TestMCPCommandBadInput(t *testing.T) {
	c := newCLI(t)
	if out := c.ok("mcp", "--help"); !strings.Contains(out, "mcpServers") || !strings.Contains(out, "--tenant") {
		t.Fatalf("mcp --help:\n%s", out)
	}
	if got, want := c.fails("tenant: ", "mcp", "--tenant", "no such tenant"), exitUsage; got != want {
		t.Fatalf("bad tenant: exit %d, want %d", got, want)
	}
	if got, want := c.fails("unknown command", "mcp", "extra"), exitUsage; got != want {
		t.Fatalf("argument: exit %d, want %d", got, want)
	}
}

// TestServeMCPNeedsAKey: cairn serve answers MCP at /mcp for the tenant of
// the API key, and 401 without one once keys exist.
func TestServeMCPNeedsAKey(t *testing.T) {
	c := newCLI(t)
	store := filepath.Join(t.TempDir(), "serve.db")
	key := strings.TrimSpace(c.ok("keys", "create", "--tenant", "acme", "--store", store))
	base, stop := startServe(t, c, "--store", store)
	defer stop()

	resp, err := http.Post(base+"/mcp", "application/json", strings.NewReader(`{"jsonrpc": "2.0", "id": 1, "method": "tools/list"}`))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusUnauthorized {
		t.Fatalf("POST /mcp without a key: %d", resp.StatusCode)
	}

	tr := &sdk.StreamableClientTransport{Endpoint: base + "/mcp", HTTPClient: &http.Client{Transport: keyTransport(key)}, DisableStandaloneSSE: true}
	cs, err := sdk.NewClient(&sdk.Implementation{Name: "cairn-test", Version: "v0"}, nil).Connect(context.Background(), tr, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	var added cairnmcp.AddOutput
	if msg := mcpCall(t, cs, "add_correction", map[string]any{"original_output": "actions/checkout@v2", "corrected_output": "actions/checkout@v4"}, &added); msg != "" {
		t.Fatal(msg)
	}
	stop()
	if out := c.ok("corrections", "show", added.Correction.ID, "--tenant", "acme", "--store", store); !strings.Contains(out, "checkout@v4") {
		t.Fatalf("the correction added through /mcp:\n%s", out)
	}
}

// keyTransport sends an API key with every request.
type keyTransport string

func (k keyTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.Header.Set("Authorization", "Bearer "+string(k))
	return http.DefaultTransport.RoundTrip(r)
}

// TestMCPPipedInput: a client that writes its requests and closes stdin
// at once (echo … | cairn mcp) still gets every answer.
func TestMCPPipedInput(t *testing.T) {
	c := newCLI(t)
	store := filepath.Join(t.TempDir(), "mcp.db")
	cmd := exec.Command(os.Args[0], "mcp", "--store", store)
	cmd.Env = []string{runMainEnv + "=1"}
	for k, v := range c.env {
		cmd.Env = append(cmd.Env, k+"="+v)
	}
	cmd.Stdin = strings.NewReader(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}
{"jsonrpc":"2.0","method":"notifications/initialized"}
{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"record_judgment","arguments":{"change_id":"o/r#1","product":"Acme","decision":"INCLUDE","reasoning":"adds an API"}}}
`)
	var stderr syncBuffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("cairn mcp: %v\nstderr: %s", err, stderr.String())
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	if len(lines) != 2 || !strings.Contains(lines[0], `"id":1,"result"`) || !strings.Contains(lines[1], `"id":2,"result"`) {
		t.Fatalf("answers to piped requests:\n%s\nstderr: %s", out, stderr.String())
	}
	if got := c.ok("judgments", "get", "o/r#1", "--store", store); !strings.Contains(got, "Acme") {
		t.Fatalf("judgment not stored: %s", got)
	}
}
