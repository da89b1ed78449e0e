package sqlite_test

import (
	"context"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"time"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/judgment"
	"github.com/cairnhq/cairn/sqlite"
)

// exampleDir returns a temporary directory and a function that removes it.
func exampleDir() (string, func()) {
	dir, err := os.MkdirTemp("", "cairn-example-")
	if err != nil {
		log.Fatal(err)
	}
	return dir, func() { _ = os.RemoveAll(dir) }
}

func ExampleNewDB() {
	dir, cleanup := exampleDir()
	defer cleanup()
	ctx := context.Background()

	db := sqlite.NewDB(filepath.Join(dir, "cairn.db"))
	if err := db.Open(ctx); err != nil {
		log.Fatal(err)
	}
	defer db.Close()

	m := judgment.NewManager(db.Judgments(cairn.DefaultTenant))
	if _, err := m.Add(ctx, &judgment.Judgment{
		ChangeID:  "github.com/owner/repo#123",
		Decision:  judgment.Include,
		Reasoning: "Implements core feature",
		Product:   "Acme Fungear",
	}); err != nil {
		log.Fatal(err)
	}
	if _, err := m.RecordUserDecision(ctx, "github.com/owner/repo#123", judgment.Exclude, "Actually internal tooling"); err != nil {
		log.Fatal(err)
	}
	history, err := m.HistoryForPrompt(ctx, "Acme Fungear", judgment.DefaultMaxEntries, judgment.DefaultCorrectionRatio)
	if err != nil {
		log.Fatal(err)
	}
	for _, j := range history {
		fmt.Println(j.ChangeID, j.Decision, "corrected to", j.UserDecision)
	}
	// Output: github.com/owner/repo#123 INCLUDE corrected to EXCLUDE
}

func ExampleDB_Corrections() {
	dir, cleanup := exampleDir()
	defer cleanup()
	ctx := context.Background()

	db := sqlite.NewDB(filepath.Join(dir, "cairn.db"))
	if err := db.Open(ctx); err != nil {
		log.Fatal(err)
	}
	defer db.Close()

	s := db.Corrections(cairn.DefaultTenant)
	if err := s.Insert(ctx, &correction.Correction{
		ID:              "c1",
		Timestamp:       time.Date(2025, 1, 2, 3, 4, 5, 0, time.UTC),
		OriginalOutput:  "return errors.New(\"not found\")",
		CorrectedOutput: "return nil",
		Query:           "what should Find return when nothing matches?",
		Category:        correction.CategoryCode,
		Confidence:      0.8,
	}); err != nil {
		log.Fatal(err)
	}
	conf, err := s.UpdateConfidence(ctx, "c1", 0.5) // clamped to 1
	if err != nil {
		log.Fatal(err)
	}
	found, err := s.List(ctx, correction.ListOptions{Text: "NOTHING MATCHES"})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(conf, len(found), found[0].CorrectedOutput)
	// Output: 1 1 return nil
}

func ExampleDB_Keys() {
	dir, cleanup := exampleDir()
	defer cleanup()
	ctx := context.Background()

	db := sqlite.NewDB(filepath.Join(dir, "cairn.db"))
	if err := db.Open(ctx); err != nil {
		log.Fatal(err)
	}
	defer db.Close()

	secret, key, err := cairn.NewAPIKey("acme", "ci", time.Now())
	if err != nil {
		log.Fatal(err)
	}
	if err := db.Keys().CreateKey(ctx, key); err != nil {
		log.Fatal(err)
	}
	// A request presents the secret; the server finds the tenant by its hash.
	k, err := db.Keys().KeyByHash(ctx, cairn.HashAPIKey(secret))
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(k.Tenant, k.Name)
	// Output: acme ci
}
