package http_test

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/cairnhq/cairn"
	cairnhttp "github.com/cairnhq/cairn/http"
	cairnmcp "github.com/cairnhq/cairn/mcp"
)

// bearerTransport adds an API key to every request, over the contract
// checking transport (http.DefaultTransport in this package's tests).
type bearerTransport struct{ key string }

func (b bearerTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	if b.key != "" {
		r.Header.Set("Authorization", "Bearer "+b.key)
	}
	return http.DefaultTransport.RoundTrip(r)
}

// connectMCP connects the SDK's client to the server's /mcp over the
// streamable HTTP transport, sending key.
func connectMCP(t *testing.T, s *testServer, key string) (*sdk.ClientSession, error) {
	t.Helper()
	tr := &sdk.StreamableClientTransport{
		Endpoint:             s.URL() + "/mcp",
		HTTPClient:           &http.Client{Transport: bearerTransport{key: key}},
		DisableStandaloneSSE: true,
		MaxRetries:           -1,
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	cs, err := sdk.NewClient(&sdk.Implementation{Name: "cairn-test", Version: "v0"}, nil).Connect(ctx, tr, nil)
	if err == nil {
		t.Cleanup(func() { cs.Close() })
	}
	return cs, err
}

// callTool calls a tool and decodes its structured output; it fails the
// test on a protocol error, and returns the text of a tool error.
func callTool(t *testing.T, cs *sdk.ClientSession, name string, args any, out any) (toolError string) {
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
		raw, err := json.Marshal(res.StructuredContent)
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(raw, out); err != nil {
			t.Fatalf("%s: decode %s: %v", name, raw, err)
		}
	}
	return ""
}

func TestMCPOverHTTPWithKeys(t *testing.T) {
	now := time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC)
	secretA, ka, _ := cairn.NewAPIKey("alpha", "", now)
	secretB, kb, _ := cairn.NewAPIKey("beta", "", now)
	s := mustOpenServer(t, func(srv *cairnhttp.Server) {
		for _, k := range []*cairn.APIKey{ka, kb} {
			if err := srv.Keys.CreateKey(context.Background(), k); err != nil {
				t.Fatal(err)
			}
		}
	})

	// Without a key: 401 with the API's error body, and the client cannot
	// connect.
	s.key = ""
	var e apiError
	body := `{"jsonrpc": "2.0", "id": 1, "method": "tools/list"}`
	if code := s.do(t, "POST", "/mcp", body, &e); code != http.StatusUnauthorized || e.Error.Code != cairn.EUNAUTHORIZED {
		t.Fatalf("no key: %d %+v", code, e)
	}
	if _, err := connectMCP(t, s, ""); err == nil {
		t.Fatal("the MCP client connected without a key")
	}
	if _, err := connectMCP(t, s, "cairn_bogus"); err == nil {
		t.Fatal("the MCP client connected with an unknown key")
	}

	alpha, err := connectMCP(t, s, secretA)
	if err != nil {
		t.Fatal(err)
	}
	if got := alpha.InitializeResult().ServerInfo.Name; got != cairnmcp.Name {
		t.Fatalf("server name %q", got)
	}

	// A correction recorded through MCP is found and applied.
	var learned cairnmcp.LearnOutput
	if msg := callTool(t, alpha, "learn_correction", map[string]any{
		"query":           "What should ParseConfig return when the file is missing?",
		"previous_output": "When the file is missing, ParseConfig should return an error.",
		"message":         "Actually, the function should return nil, not an error",
	}, &learned); msg != "" {
		t.Fatalf("learn_correction: %s", msg)
	}
	if learned.Saved == nil {
		t.Fatalf("nothing saved: %+v", learned)
	}
	var similar cairnmcp.SimilarOutput
	callTool(t, alpha, "find_similar_corrections", map[string]any{"query": "What does ParseConfig return for a missing file?"}, &similar)
	if len(similar.Matches) == 0 || similar.Matches[0].Correction.ID != learned.Saved.ID {
		t.Fatalf("similar: %+v", similar)
	}
	var applied cairnmcp.ApplyOutput
	callTool(t, alpha, "apply_corrections", map[string]any{
		"query":  "What should ParseConfig return when the config file is missing?",
		"output": "If the config file is missing, ParseConfig should return an error.",
	}, &applied)
	if got, want := applied.Output, "If the config file is missing, ParseConfig should return nil."; got != want {
		t.Fatalf("apply: %q, want %q", got, want)
	}
	// The REST API of the same tenant sees it.
	s.key = secretA
	var got map[string]any
	if code := s.do(t, "GET", "/v1/corrections/"+learned.Saved.ID, nil, &got); code != http.StatusOK {
		t.Fatalf("GET the correction learned through MCP: %d %v", code, got)
	}

	// A judgment history.
	callTool(t, alpha, "record_judgment", map[string]any{"change_id": "acme/fungear#12", "product": "Acme Fungear", "decision": "INCLUDE", "reasoning": "Adds the gear ratio API"}, nil)
	callTool(t, alpha, "override_judgment", map[string]any{"change_id": "acme/fungear#12", "decision": "EXCLUDE", "reasoning": "Internal CI tooling only"}, nil)
	var h cairnmcp.HistoryOutput
	callTool(t, alpha, "judgment_history", map[string]any{"product": "Acme Fungear"}, &h)
	if len(h.Judgments) != 1 || !h.Judgments[0].WasCorrected || !strings.Contains(h.Prompt, "Internal CI tooling only") {
		t.Fatalf("history: %+v", h)
	}

	// Bad input is a tool error naming the field, not a protocol error.
	if msg := callTool(t, alpha, "record_judgment", map[string]any{"change_id": "x#1", "product": "P", "decision": "MAYBE"}, nil); !strings.HasPrefix(msg, "decision: ") {
		t.Fatalf("bad decision: %q", msg)
	}
	if msg := callTool(t, alpha, "judgment_history", map[string]any{"max_entries": 3}, nil); !strings.Contains(msg, `"product"`) {
		t.Fatalf("missing product: %q", msg)
	}

	// Another key's tenant sees none of it.
	beta, err := connectMCP(t, s, secretB)
	if err != nil {
		t.Fatal(err)
	}
	var list cairnmcp.ListOutput
	callTool(t, beta, "list_corrections", map[string]any{}, &list)
	callTool(t, beta, "judgment_history", map[string]any{"product": "Acme Fungear"}, &h)
	if len(list.Corrections) != 0 || len(h.Judgments) != 0 {
		t.Fatalf("beta sees alpha's records: %d corrections, %d judgments", len(list.Corrections), len(h.Judgments))
	}
}

// TestMCPOpenMode: a loopback server without keys serves tenant "default"
// at /mcp without a key, like the rest of the API.
func TestMCPOpenMode(t *testing.T) {
	s := mustOpenServer(t)
	cs, err := connectMCP(t, s, "")
	if err != nil {
		t.Fatal(err)
	}
	callTool(t, cs, "record_judgment", map[string]any{"change_id": "d#1", "product": "P", "decision": "INCLUDE"}, nil)
	var j map[string]any
	if code := s.do(t, "GET", "/v1/judgments/d%231", nil, &j); code != http.StatusOK || j["product"] != "P" {
		t.Fatalf("judgment recorded through MCP: %d %v", code, j)
	}
	var tools []string
	for tool, err := range cs.Tools(context.Background(), nil) {
		if err != nil {
			t.Fatal(err)
		}
		tools = append(tools, tool.Name)
	}
	if len(tools) != 15 {
		t.Fatalf("%d tools: %v", len(tools), tools)
	}
}

// TestMCPTransportErrors: what the MCP transport refuses, answered as the
// OpenAPI document says (each exchange is checked against it).
func TestMCPTransportErrors(t *testing.T) {
	s := mustOpenServer(t)
	post := func(contentType, accept, body string) (int, string) {
		req, err := http.NewRequest("POST", s.URL()+"/mcp", strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		if contentType != "" {
			req.Header.Set("Content-Type", contentType)
		}
		if accept != "" {
			req.Header.Set("Accept", accept)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		var b strings.Builder
		buf := make([]byte, 4096)
		for {
			n, err := resp.Body.Read(buf)
			b.Write(buf[:n])
			if err != nil {
				break
			}
		}
		return resp.StatusCode, b.String()
	}
	both := "application/json, text/event-stream"
	if code, _ := post("text/plain", both, `{"jsonrpc": "2.0", "id": 1, "method": "tools/list"}`); code != http.StatusUnsupportedMediaType {
		t.Errorf("text/plain body: %d", code)
	}
	if code, _ := post("application/json", both, `{"jsonrpc": `); code != http.StatusBadRequest {
		t.Errorf("malformed JSON-RPC: %d", code)
	}
	code, body := post("application/json", both, `{"jsonrpc": "2.0", "id": 7, "method": "tools/call", "params": {"name": "judgment_history", "arguments": {"product": ""}}}`)
	if code != http.StatusOK || !strings.Contains(body, `"isError":true`) || !strings.Contains(body, "product: required") {
		t.Errorf("tool call with bad input: %d %s", code, body)
	}
	// Text that is not valid Unicode is refused as on every route, naming
	// the field, before any tool sees it.
	var bad apiError
	if code := s.do(t, "POST", "/mcp", `{"jsonrpc": "2.0", "id": 8, "method": "tools/call", "params": {"name": "detect_correction", "arguments": {"message": "no, \ud800"}}}`, &bad); code != http.StatusBadRequest || bad.Error.Field != "params.arguments.message" {
		t.Errorf("lone surrogate: %d %+v", code, bad)
	}
	// GET (the standalone event stream of stateful servers) is not served.
	var e apiError
	if code := s.do(t, "GET", "/mcp", nil, &e); code != http.StatusMethodNotAllowed {
		t.Errorf("GET /mcp: %d %+v", code, e)
	}
}

func TestMCPBodyLimit(t *testing.T) {
	s := mustOpenServer(t, func(s *cairnhttp.Server) { s.MaxBodyBytes = 1024 })
	body := `{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "detect_correction", "arguments": {"message": "` + strings.Repeat("x", 4096) + `"}}}`
	var e apiError
	if code := s.do(t, "POST", "/mcp", body, &e); code != http.StatusRequestEntityTooLarge || e.Error.Code != cairn.ETOOLARGE {
		t.Fatalf("status %d %+v, want 413", code, e)
	}
}
