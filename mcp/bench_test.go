package mcp_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/cairnhq/cairn/judgment"
)

// BenchmarkJudgmentHistory compares judgment_history through the MCP
// layer (SDK client and server over the in-memory transport: JSON-RPC,
// schema validation of the arguments and the output, JSON both ways) with
// the same selection called on the judgment.Manager, over SQLite holding
// 200 judgments of one product, 50 of them overridden.
func BenchmarkJudgmentHistory(b *testing.B) {
	ctx := context.Background()
	cs, s := mustOpenTools(b, "default")
	m, err := s.Judgments.Manager("default")
	if err != nil {
		b.Fatal(err)
	}
	base := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	for i := range 200 {
		id := fmt.Sprintf("org/repo#%d", i)
		if _, err := m.Add(ctx, &judgment.Judgment{ChangeID: id, Product: "Acme", Decision: judgment.Include, Reasoning: "touches the public API", Timestamp: base.Add(time.Duration(i) * time.Minute)}); err != nil {
			b.Fatal(err)
		}
		if i%4 == 0 {
			if _, err := m.RecordUserDecision(ctx, id, judgment.Exclude, "internal tooling only"); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.Run("mcp", func(b *testing.B) {
		args := map[string]any{"product": "Acme"}
		for b.Loop() {
			res, err := cs.CallTool(ctx, &sdk.CallToolParams{Name: "judgment_history", Arguments: args})
			if err != nil || res.IsError {
				b.Fatal(err, res)
			}
		}
	})
	b.Run("direct", func(b *testing.B) {
		for b.Loop() {
			h, err := m.HistoryForPrompt(ctx, "Acme", judgment.DefaultMaxEntries, judgment.DefaultCorrectionRatio)
			if err != nil {
				b.Fatal(err)
			}
			_ = judgment.RenderPrompt(h)
		}
	})
}
