package followup_test

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/cairnhq/cairn/embed"
	"github.com/cairnhq/cairn/followup"
)

// A data assistant asks the cache before running SQL: the first question
// executes, a follow-up about the same result is answered from the cache.
func ExampleCache_Do() {
	emb, _ := embed.NewLocal(embed.DefaultDimensions)
	svc := followup.NewService(followup.NewMemoryStore().Tenant, emb)
	cache, err := svc.Cache("default")
	if err != nil {
		panic(err)
	}
	execute := func(ctx context.Context) (followup.Result, error) {
		// Run the SQL of your intent adapter here.
		return followup.Result{
			SQL:     "SELECT product, sum(amount) AS total_sales FROM sales WHERE quarter = 4 GROUP BY 1",
			Rows:    json.RawMessage(`[{"product":"Widget","total_sales":1200}]`),
			Columns: []string{"product", "total_sales"},
		}, nil
	}
	ctx := context.Background()
	for _, q := range []string{"Show me Q4 sales", "What about the Widget?", "Show me latest Q4 sales"} {
		resp, err := cache.Do(ctx, followup.Request{Session: "user123", Adapter: "sales_intent", Query: q}, execute)
		if err != nil {
			panic(err)
		}
		fmt.Printf("%-24s %s (cache hit %v)\n", q, resp.Decision.Outcome, resp.Decision.CacheHit)
	}
	// Output:
	// Show me Q4 sales         miss (cache hit false)
	// What about the Widget?   hit (cache hit true)
	// Show me latest Q4 sales  refresh (cache hit false)
}

// Classify replays a history and labels the next query.
func ExampleClassify() {
	emb, _ := embed.NewLocal(embed.DefaultDimensions)
	history := []string{"List every ship with its tonnage."}
	for _, q := range []string{"Which of them is the heaviest?", "How do I bake rye bread?"} {
		c, err := followup.Classify(context.Background(), emb, followup.DefaultConfig(), followup.Replay{History: history, Columns: []string{"name", "tonnage"}}, q)
		if err != nil {
			panic(err)
		}
		fmt.Println(q, c.Label)
	}
	// Output:
	// Which of them is the heaviest? FOLLOW_UP
	// How do I bake rye bread? NEW_QUERY
}
