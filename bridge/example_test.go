package bridge_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/cairnhq/cairn/bridge"
	"github.com/cairnhq/cairn/embed"
	"github.com/cairnhq/cairn/sqlite"
)

// Example stores reasoning for a session and reads it back as it ages:
// verbatim while fresh, corrupted after the decay time, gone at the removal
// time. A settable clock stands in for the passing of time.
func Example() {
	ctx := context.Background()
	dir, _ := os.MkdirTemp("", "bridge-example")
	defer os.RemoveAll(dir)
	db := sqlite.NewDB(filepath.Join(dir, "cairn.db"))
	if err := db.Open(ctx); err != nil {
		panic(err)
	}
	defer db.Close()
	emb, _ := embed.NewLocal(embed.DefaultDimensions)

	now := time.Date(2026, 1, 1, 9, 0, 0, 0, time.UTC)
	b := bridge.New(db.Bridge("default"), emb, bridge.DefaultConfig())
	b.Now = func() time.Time { return now }

	// A fixed id makes the corruption below reproducible (it is seeded by
	// the id and the age in minutes); StoreReasoning picks a random one.
	e := &bridge.Entry{ID: "rsn_example", SessionID: "alice:42", Type: bridge.Preprocessing, Text: "The user asked about weather in Seattle"}
	if err := b.Save(ctx, e); err != nil {
		panic(err)
	}
	for _, minutes := range []int{10, 75, 90} {
		now = time.Date(2026, 1, 1, 9, minutes, 0, 0, time.UTC)
		p, err := b.PriorReasoning(ctx, "alice:42", bridge.Preprocessing, true)
		if err != nil {
			panic(err)
		}
		fmt.Printf("%d min: %q\n", minutes, p.Text)
	}
	// Output:
	// 10 min: "[10 min ago]\nThe user asked about weather in Seattle"
	// 75 min: "[75 min ago]\nTce user sked aboutvwthem inwSeatle"
	// 90 min: ""
}

// ExampleCorruptor shows the seed's decay curve: decay 30 min, removal 90.
func ExampleCorruptor() {
	c := bridge.Corruptor{Config: bridge.DefaultConfig().Preprocessing}
	for _, age := range []float64{20, 31, 45, 89, 90} {
		fmt.Printf("%2.0f min: severity %.4f, remove %v\n", age, c.Severity(age), c.ShouldRemove(age))
	}
	// Output:
	// 20 min: severity 0.0000, remove false
	// 31 min: severity 0.0167, remove false
	// 45 min: severity 0.2500, remove false
	// 89 min: severity 0.9833, remove false
	// 90 min: severity 1.0000, remove true
}

// ExampleCompress joins texts and cuts them at max_tokens × 4 characters.
func ExampleCompress() {
	fmt.Println(bridge.Compress([]string{"first thought", "second thought, much longer"}, bridge.Separator, 6))
	fmt.Println(bridge.EstimateTokens("twelve chars"))
	// Output:
	// first thought
	//
	// ---
	//
	// seco...
	// 3
}
