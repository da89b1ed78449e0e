package client_test

import (
	"context"
	"strings"
	"testing"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/client"
)

func TestMCP(t *testing.T) {
	s := mustOpenServerWithKeys(t)
	ctx := context.Background()

	cs, err := newClient(t, s.URL(), client.WithAPIKey(s.acme)).MCP(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	tools, err := cs.ListTools(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	names := map[string]bool{}
	for _, tool := range tools.Tools {
		names[tool.Name] = true
	}
	for _, want := range []string{"record_judgment", "judgment_history", "learn_correction", "apply_corrections"} {
		if !names[want] {
			t.Errorf("tools/list lacks %s: %v", want, names)
		}
	}
	res, err := cs.CallTool(ctx, &sdk.CallToolParams{Name: "record_judgment", Arguments: map[string]any{
		"change_id": "org/repo#9", "product": "Acme", "decision": "INCLUDE", "reasoning": "adds an API",
	}})
	if err != nil || res.IsError {
		t.Fatalf("record_judgment=%+v, %v", res, err)
	}
	// The judgment landed in the key's tenant, as the REST API sees it.
	j, err := newClient(t, s.URL(), client.WithAPIKey(s.acme)).GetJudgment(ctx, "org/repo#9")
	if err != nil || j.Product != "Acme" {
		t.Fatalf("GetJudgment after MCP=%+v, %v", j, err)
	}
	if _, err := newClient(t, s.URL(), client.WithAPIKey(s.other)).GetJudgment(ctx, "org/repo#9"); cairn.ErrorCode(err) != cairn.ENOTFOUND {
		t.Fatalf("the other tenant: %v, want not found", err)
	}

	// Without a key the server refuses the connection.
	if _, err := newClient(t, s.URL()).MCP(ctx, nil); err == nil || !strings.Contains(err.Error(), "MCP connect failed") {
		t.Fatalf("MCP without a key: %v", err)
	}
}
