package postgres_test

import (
	"context"
	"fmt"
	"log"

	"github.com/cairnhq/cairn/judgment"
	"github.com/cairnhq/cairn/postgres"
)

// Replicas share one database: each opens it the same way, and the first
// to start applies the migrations.
func ExampleNewDB() {
	ctx := context.Background()
	db := postgres.NewDB("postgres://cairn@db.internal:5432/cairn?sslmode=verify-full")
	db.Schema = "cairn"
	if err := db.Open(ctx); err != nil {
		log.Fatal(err)
	}
	defer db.Close()

	m := judgment.NewManager(db.Judgments("acme"))
	history, err := m.HistoryForPrompt(ctx, "Acme Fungear", judgment.DefaultMaxEntries, judgment.DefaultCorrectionRatio)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(judgment.RenderPrompt(history))
}

func ExampleDB_Ping() {
	ctx := context.Background()
	db := postgres.NewDB("postgres://cairn@db.internal:5432/cairn")
	if err := db.Open(ctx); err != nil {
		log.Fatal(err)
	}
	defer db.Close()
	// A /readyz handler reports the database's state.
	if err := db.Ping(ctx); err != nil {
		fmt.Println("not ready:", err)
	}
}
