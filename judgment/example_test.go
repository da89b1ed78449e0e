package judgment_test

import (
	"context"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"time"

	"github.com/cairnhq/cairn/jsonfile"
	"github.com/cairnhq/cairn/judgment"
)

func ExampleManager_HistoryForPrompt() {
	ctx := context.Background()
	dir, err := os.MkdirTemp("", "cairn-example")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(dir)

	store := jsonfile.New(filepath.Join(dir, "ai_cache.json"))
	if err := store.Open(); err != nil {
		log.Fatal(err)
	}
	defer store.Close()
	m := judgment.NewManager(store)

	// Record the AI's judgments, then the user's review.
	day := time.Date(2024, 11, 1, 9, 0, 0, 0, time.UTC)
	for i, d := range []judgment.Decision{judgment.Include, judgment.Include, judgment.Exclude, judgment.Include} {
		j := &judgment.Judgment{
			ChangeID:  fmt.Sprintf("github.com/acme/fungear#%d", i+1),
			Decision:  d,
			Reasoning: "AI reasoning",
			Product:   "Acme Fungear",
			Timestamp: day.AddDate(0, 0, i),
		}
		if _, err := m.Add(ctx, j); err != nil {
			log.Fatal(err)
		}
	}
	if _, err := m.RecordUserDecision(ctx, "github.com/acme/fungear#2", judgment.Exclude, "internal tooling"); err != nil {
		log.Fatal(err)
	}

	history, err := m.HistoryForPrompt(ctx, "Acme Fungear", judgment.DefaultMaxEntries, judgment.DefaultCorrectionRatio)
	if err != nil {
		log.Fatal(err)
	}
	for _, j := range history {
		fmt.Println(j.ChangeID, j.FinalDecision(), "corrected:", j.WasCorrected())
	}
	// Output:
	// github.com/acme/fungear#2 EXCLUDE corrected: true
	// github.com/acme/fungear#4 INCLUDE corrected: false
	// github.com/acme/fungear#3 EXCLUDE corrected: false
	// github.com/acme/fungear#1 INCLUDE corrected: false
}

func ExampleSelect() {
	var corrected, confirmed []*judgment.Judgment // each newest first
	for i := range 10 {
		corrected = append(corrected, &judgment.Judgment{ChangeID: fmt.Sprintf("C%d", i)})
		confirmed = append(confirmed, &judgment.Judgment{ChangeID: fmt.Sprintf("o%d", i)})
	}
	// 8 entries at 75%: int(8*0.75) = 6 corrections, 2 confirmations.
	for _, j := range judgment.Select(corrected, confirmed, 8, 0.75) {
		fmt.Print(j.ChangeID, " ")
	}
	fmt.Println()
	// Output: C0 o0 C1 o1 C2 C3 C4 C5
}

func ExampleRenderPrompt() {
	history := []*judgment.Judgment{{
		ChangeID:      "github.com/acme/fungear#7",
		Decision:      judgment.Include,
		Reasoning:     "Touches the fungear build",
		UserDecision:  judgment.Exclude,
		UserReasoning: "Build scripts are internal tooling",
		Product:       "Acme Fungear",
	}}
	fmt.Print(judgment.RenderPrompt(history))
	fmt.Println(judgment.RenderPrompt(nil))
	// Output:
	// Previous judgments. Corrections show what the AI decided and how the user corrected it: learn from them.
	//
	// - github.com/acme/fungear#7 (corrected from INCLUDE to EXCLUDE)
	//   AI decision: INCLUDE
	//   AI reasoning: Touches the fungear build
	//   User correction: EXCLUDE
	//   User reasoning: Build scripts are internal tooling
	// No previous judgments available
}

func ExampleParseDecision() {
	d, err := judgment.ParseDecision("exclude")
	fmt.Println(d, err)
	_, err = judgment.ParseDecision("maybe")
	fmt.Println(err)
	// Output:
	// EXCLUDE <nil>
	// decision: "maybe" is not one of INCLUDE, EXCLUDE, UNCERTAIN
}

func ExampleShouldReplace() {
	existing := &judgment.Judgment{ChangeID: "c", Decision: judgment.Include, UserDecision: judgment.Exclude}
	// The AI now agrees with the user: keep the human's verdict.
	fmt.Println(judgment.ShouldReplace(existing, &judgment.Judgment{ChangeID: "c", Decision: judgment.Exclude}))
	// The AI repeats its mistake: the new judgment replaces the old one.
	fmt.Println(judgment.ShouldReplace(existing, &judgment.Judgment{ChangeID: "c", Decision: judgment.Include}))
	// Output:
	// false
	// true
}

func ExampleManager_Stats() {
	ctx := context.Background()
	dir, err := os.MkdirTemp("", "cairn-example")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(dir)
	store := jsonfile.New(filepath.Join(dir, "ai_cache.json"))
	if err := store.Open(); err != nil {
		log.Fatal(err)
	}
	defer store.Close()
	m := judgment.NewManager(store)
	m.Now = func() time.Time { return time.Date(2024, 11, 15, 10, 30, 0, 0, time.UTC) }

	_, err = m.AddAll(ctx, []*judgment.Judgment{
		{ChangeID: "a#1", Decision: judgment.Include, UserDecision: judgment.Exclude, Product: "Acme Fungear"},
		{ChangeID: "a#2", Decision: judgment.Include, Product: "Acme Fungear"},
		{ChangeID: "o#1", Decision: judgment.Exclude, Product: "Other Product"},
		{ChangeID: "o#2", Decision: judgment.Exclude, Product: "Other Product"},
	})
	if err != nil {
		log.Fatal(err)
	}
	st, err := m.Stats(ctx, "")
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(st.TotalJudgments, st.CorrectedCount, st.CorrectCount, st.CorrectionRate, st.Products, st.Newest.Format(time.RFC3339))
	// Output: 4 1 3 0.25 [Acme Fungear Other Product] 2024-11-15T10:30:00Z
}

// counter is an Observer that counts, as the HTTP server's metrics do.
type counter struct{ added, overridden, served int }

func (c *counter) JudgmentAdded(bool)      { c.added++ }
func (c *counter) JudgmentOverridden(bool) { c.overridden++ }
func (c *counter) HistoryServed(int)       { c.served++ }

func ExampleService() {
	ctx := context.Background()
	dir, err := os.MkdirTemp("", "cairn-example")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(dir)
	store := jsonfile.New(filepath.Join(dir, "ai_cache.json"))
	if err := store.Open(); err != nil {
		log.Fatal(err)
	}
	defer store.Close()

	// One Service for every tenant: the store of each, one clock, one observer.
	obs := &counter{}
	svc := &judgment.Service{
		Stores:   func(string) judgment.Store { return store }, // a SQL engine: db.Judgments
		Observer: obs,
		Now:      func() time.Time { return time.Date(2024, 11, 1, 9, 0, 0, 0, time.UTC) },
	}
	m, err := svc.Manager("default")
	if err != nil {
		log.Fatal(err)
	}
	if _, err := m.Add(ctx, &judgment.Judgment{ChangeID: "o/r#1", Product: "P", Decision: judgment.Include}); err != nil {
		log.Fatal(err)
	}
	if _, err := m.RecordUserDecision(ctx, "o/r#1", judgment.Exclude, "internal"); err != nil {
		log.Fatal(err)
	}
	j, err := m.Get(ctx, "o/r#1")
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(j.Timestamp.Format(time.RFC3339), j.WasCorrected(), obs.added, obs.overridden)
	// Output:
	// 2024-11-01T09:00:00Z true 1 1
}
