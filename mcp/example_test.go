package mcp_test

import (
	"context"
	"fmt"
	"log"
	"os"
	"path/filepath"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/cairnhq/cairn/judgment"
	cairnmcp "github.com/cairnhq/cairn/mcp"
	"github.com/cairnhq/cairn/sqlite"
)

// A Server hands out the tools of one tenant; here a client calls them
// over the SDK's in-memory transport. "cairn mcp" runs the same over
// stdio (Server.Run), "cairn serve" at /mcp (Server.Handler).
func ExampleServer() {
	ctx := context.Background()
	dir, err := os.MkdirTemp("", "cairn-example")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(dir)
	db := sqlite.NewDB(filepath.Join(dir, "cairn.db"))
	if err := db.Open(ctx); err != nil {
		log.Fatal(err)
	}
	defer db.Close()

	s := &cairnmcp.Server{Judgments: &judgment.Service{Stores: func(t string) judgment.Store { return db.Judgments(t) }}}
	srv, err := s.Tenant("default")
	if err != nil {
		log.Fatal(err)
	}
	st, ct := sdk.NewInMemoryTransports()
	ss, err := srv.Connect(ctx, st, nil)
	if err != nil {
		log.Fatal(err)
	}
	defer ss.Close()
	cs, err := sdk.NewClient(&sdk.Implementation{Name: "example", Version: "v1"}, nil).Connect(ctx, ct, nil)
	if err != nil {
		log.Fatal(err)
	}
	defer cs.Close()

	for _, c := range []sdk.CallToolParams{
		{Name: "record_judgment", Arguments: map[string]any{"change_id": "acme/fungear#12", "product": "Acme Fungear", "decision": "INCLUDE", "reasoning": "Adds the gear ratio API"}},
		{Name: "override_judgment", Arguments: map[string]any{"change_id": "acme/fungear#12", "decision": "EXCLUDE", "reasoning": "Internal CI tooling only"}},
		{Name: "record_judgment", Arguments: map[string]any{"change_id": "acme/fungear#13", "product": "Acme Fungear", "decision": "MAYBE"}},
	} {
		res, err := cs.CallTool(ctx, &c)
		if err != nil {
			log.Fatal(err)
		}
		if res.IsError {
			fmt.Println("tool error:", res.Content[0].(*sdk.TextContent).Text)
		}
	}
	res, err := cs.CallTool(ctx, &sdk.CallToolParams{Name: "judgment_history", Arguments: map[string]any{"product": "Acme Fungear"}})
	if err != nil {
		log.Fatal(err)
	}
	out := res.StructuredContent.(map[string]any)
	fmt.Println(len(out["judgments"].([]any)), "judgment in the history")
	fmt.Println(out["prompt"])
	// Output:
	// tool error: decision: "MAYBE" is not one of INCLUDE, EXCLUDE, UNCERTAIN
	// 1 judgment in the history
	// Previous judgments. Corrections show what the AI decided and how the user corrected it: learn from them.
	//
	// - acme/fungear#12 (corrected from INCLUDE to EXCLUDE)
	//   AI decision: INCLUDE
	//   AI reasoning: Adds the gear ratio API
	//   User correction: EXCLUDE
	//   User reasoning: Internal CI tooling only
}
