package client_test

import (
	"context"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"time"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/bridge"
	"github.com/cairnhq/cairn/client"
	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/embed"
	"github.com/cairnhq/cairn/followup"
	cairnhttp "github.com/cairnhq/cairn/http"
	"github.com/cairnhq/cairn/judgment"
	"github.com/cairnhq/cairn/sqlite"
)

// startServer starts a real cairn server on a free loopback port, over a
// SQLite file in a temporary directory, wired as "cairn serve" wires it.
// It stands for "go run ./cmd/cairn serve" in the examples.
func startServer() (url string, stop func()) {
	dir, err := os.MkdirTemp("", "cairn-example-")
	if err != nil {
		log.Fatal(err)
	}
	db := sqlite.NewDB(filepath.Join(dir, "cairn.db"))
	if err := db.Open(context.Background()); err != nil {
		log.Fatal(err)
	}
	emb, err := embed.NewLocal(embed.DefaultDimensions)
	if err != nil {
		log.Fatal(err)
	}
	s := cairnhttp.NewServer()
	s.Addr = "127.0.0.1:0"
	s.Keys = db.Keys()
	s.Judgments = func(t string) judgment.Store { return db.Judgments(t) }
	s.Ping = db.Ping
	s.Corrections = &correction.Service{Stores: func(t string) correction.Store { return db.Corrections(t) }, Embedder: emb}
	s.Bridge = &bridge.Service{Stores: func(t string) bridge.Store { return db.Bridge(t) }, Embedder: emb}
	s.Followups = followup.NewService(followup.NewMemoryStore().Tenant, emb)
	if err := s.Open(); err != nil {
		log.Fatal(err)
	}
	return s.URL(), func() {
		s.Close()
		db.Close()
		os.RemoveAll(dir)
	}
}

// Record an AI judgment, a person's override, and get the history for the
// next prompt.
func Example() {
	url, stop := startServer()
	defer stop()
	ctx := context.Background()

	c, err := client.New(url) // client.WithAPIKey(key) once the server has keys
	if err != nil {
		log.Fatal(err)
	}
	_, err = c.AddJudgment(ctx, &judgment.Judgment{
		ChangeID: "github.com/acme/fungear#12", Product: "Acme Fungear",
		Decision: judgment.Include, Reasoning: "Adds the gear ratio API",
		Timestamp: time.Date(2025, 3, 1, 9, 0, 0, 0, time.UTC),
	})
	if err != nil {
		log.Fatal(err)
	}
	j, err := c.OverrideJudgment(ctx, "github.com/acme/fungear#12", judgment.Exclude, "Internal CI tooling only")
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println("corrected:", j.WasCorrected(), "final:", j.FinalDecision())

	h, err := c.JudgmentHistory(ctx, "Acme Fungear", client.HistoryOptions{MaxEntries: 20})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Print(h.Prompt)
	// Output:
	// corrected: true final: EXCLUDE
	// Previous judgments. Corrections show what the AI decided and how the user corrected it: learn from them.
	//
	// - github.com/acme/fungear#12 (corrected from INCLUDE to EXCLUDE)
	//   AI decision: INCLUDE
	//   AI reasoning: Adds the gear ratio API
	//   User correction: EXCLUDE
	//   User reasoning: Internal CI tooling only
}

// Errors carry cairn's error codes, and the field at fault.
func Example_errors() {
	url, stop := startServer()
	defer stop()
	ctx := context.Background()
	c, err := client.New(url)
	if err != nil {
		log.Fatal(err)
	}

	_, err = c.GetJudgment(ctx, "github.com/acme/fungear#404")
	fmt.Println(cairn.ErrorCode(err) == cairn.ENOTFOUND, err)

	_, err = c.AddJudgment(ctx, &judgment.Judgment{ChangeID: "a#1", Product: "Acme", Decision: "MAYBE"})
	fmt.Println(cairn.ErrorCode(err), cairn.ErrorField(err))
	// Output:
	// true judgment "github.com/acme/fungear#404" not found
	// invalid decision
}

// One conversation turn at a time: a correction taught in one session is
// applied in another.
func ExampleClient_Turn() {
	url, stop := startServer()
	defer stop()
	ctx := context.Background()
	c, err := client.New(url)
	if err != nil {
		log.Fatal(err)
	}

	turns := []struct {
		session string
		turn    client.Turn
	}{
		{"s1", client.Turn{Query: "What should ParseConfig return when the file is missing?", Output: "When the file is missing, ParseConfig should return an error."}},
		{"s1", client.Turn{Message: "Actually, the function should return nil, not an error"}},
		{"s2", client.Turn{Query: "What should ParseConfig return when the config file is missing?", Output: "If the config file is missing, ParseConfig should return an error."}},
	}
	for _, t := range turns {
		res, err := c.Turn(ctx, t.session, t.turn)
		if err != nil {
			log.Fatal(err)
		}
		switch res.Kind {
		case "output":
			fmt.Printf("%s: %s (%d applied)\n", t.session, res.Output.Output, len(res.Output.AppliedCorrections))
		case "message":
			fmt.Printf("%s: learned %q → %q\n", t.session, res.Message.Saved.OriginalOutput, res.Message.Saved.CorrectedOutput)
		}
	}
	// Output:
	// s1: When the file is missing, ParseConfig should return an error. (0 applied)
	// s1: learned "an error" → "nil"
	// s2: If the config file is missing, ParseConfig should return nil. (1 applied)
}

// Ask before executing a query; give the result after executing it.
func ExampleClient_DecideFollowup() {
	url, stop := startServer()
	defer stop()
	ctx := context.Background()
	c, err := client.New(url)
	if err != nil {
		log.Fatal(err)
	}

	for _, q := range []string{"Show me Q4 sales", "Which of those products sold the most?"} {
		d, err := c.DecideFollowup(ctx, client.FollowupQuery{SessionID: "user123", AdapterName: "sales_intent", Message: q})
		if err != nil {
			log.Fatal(err)
		}
		fmt.Printf("%s: %s, execute %v\n", q, d.Outcome, d.Execute)
		if d.Execute {
			rows := []map[string]any{{"product": "Widget", "total_sales": 1200}, {"product": "Gadget", "total_sales": 900}}
			_, err := c.StoreFollowupResult(ctx, client.FollowupResult{
				SessionID: "user123", AdapterName: "sales_intent", Query: q,
				SQL: "SELECT product, sum(amount) AS total_sales FROM sales WHERE quarter = 4 GROUP BY 1", Results: rows,
				ResultColumns: []string{"product", "total_sales"},
			})
			if err != nil {
				log.Fatal(err)
			}
		} else {
			fmt.Println("from the cache:", string(d.Result.Rows))
		}
	}
	// Output:
	// Show me Q4 sales: miss, execute true
	// Which of those products sold the most?: hit, execute false
	// from the cache: [{"product":"Widget","total_sales":1200},{"product":"Gadget","total_sales":900}]
}

// Triage a snapshot-test diff.
func ExampleClient_Review() {
	url, stop := startServer()
	defer stop()
	c, err := client.New(url)
	if err != nil {
		log.Fatal(err)
	}
	res, err := c.Review(context.Background(), client.Diff{
		Test:     "test/api.py::test_user",
		Expected: "{\"id\": 42, \"created\": \"2024-01-02T03:04:05Z\"}\n",
		Actual:   "{\"id\": 42, \"created\": \"2025-06-07T08:09:10Z\"}\n",
	})
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(res.CategoryName, res.Confidence, res.Decision)
	// Output:
	// ACCEPT 0.97 accept
}

// Retries: safe requests are retried on 503 and 429 with exponential
// backoff; this client tries 6 times, waiting from 100 ms up to 2 s.
func ExampleWithRetryPolicy() {
	c, err := client.New("http://127.0.0.1:7878",
		client.WithRetryPolicy(client.RetryPolicy{MaxAttempts: 6, BaseDelay: 100 * time.Millisecond, MaxDelay: 2 * time.Second}),
		client.WithAPIKey("cairn_…"),
		client.WithUserAgent("billing-bot/1.2"),
	)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(c.BaseURL())
	// Output:
	// http://127.0.0.1:7878
}
