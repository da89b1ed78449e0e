package correction_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"

	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/embed"
	"github.com/cairnhq/cairn/sqlite"
)

// A one-shot command that only reads and writes records takes the unindexed
// learner: it starts at once whatever the tenant's size, wired like the
// server's.
func ExampleService_Unindexed() {
	dir, _ := os.MkdirTemp("", "cairn-example")
	defer os.RemoveAll(dir)
	ctx := context.Background()
	db := sqlite.NewDB(filepath.Join(dir, "cairn.db"))
	if err := db.Open(ctx); err != nil {
		panic(err)
	}
	defer db.Close()
	emb, _ := embed.NewLocal(embed.DefaultDimensions)
	svc := &correction.Service{
		Stores:   func(tenant string) correction.Store { return db.Corrections(tenant) },
		Embedder: emb,
	}
	l, err := svc.Unindexed("default")
	if err != nil {
		panic(err)
	}
	in := correction.Input{OriginalOutput: "return an error", CorrectedOutput: "return nil"}
	c, err := in.Correction()
	if err != nil {
		panic(err)
	}
	if err := l.Memory.Save(ctx, c); err != nil {
		panic(err)
	}
	cs, err := l.Memory.List(ctx, correction.ListOptions{})
	if err != nil {
		panic(err)
	}
	fmt.Println(len(cs), cs[0].CorrectedOutput)
	// Output:
	// 1 return nil
}
