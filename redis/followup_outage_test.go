package redis_test

import (
	"context"
	"encoding/json"
	"sync"
	"testing"
	"time"

	"github.com/cairnhq/cairn/embed"
	"github.com/cairnhq/cairn/followup"
	"github.com/cairnhq/cairn/internal/testenv"
	"github.com/cairnhq/cairn/redis"
)

type countingObserver struct {
	mu       sync.Mutex
	decided  map[string]int
	stored   map[string]int
	maxDelay time.Duration
}

func (o *countingObserver) Decided(outcome string, d time.Duration) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.decided[outcome]++
	o.maxDelay = max(o.maxDelay, d)
}

func (o *countingObserver) Stored(outcome string, _ int) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.stored[outcome]++
}

// Edge case 1: with Redis stopped mid-conversation every request executes,
// no error reaches the caller, the outage is counted, and caching resumes
// by itself once Redis is back.
func TestFollowupRedisUnavailable(t *testing.T) {
	srv := testenv.StartRedisServer(t)
	db := redis.NewDB(srv.URL())
	ctx := context.Background()
	if err := db.Open(ctx); err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	l, _ := embed.NewLocal(embed.DefaultDimensions)
	obs := &countingObserver{decided: map[string]int{}, stored: map[string]int{}}
	cfg := followup.DefaultConfig()
	cfg.Verbose = false
	c := &followup.Cache{Store: db.Followups("t"), Embedder: l, Config: cfg, Observer: obs}
	executed := 0
	ask := func(q string) followup.Response {
		t.Helper()
		resp, err := c.Do(ctx, followup.Request{Session: "s", Adapter: "reports", Query: q}, func(context.Context) (followup.Result, error) {
			executed++
			return followup.Result{Rows: json.RawMessage(`[{"region":"EMEA","total_sales":3}]`), Columns: []string{"region", "total_sales"}}, nil
		})
		if err != nil {
			t.Fatalf("Do(%q) returned %v: a store outage must not reach the caller", q, err)
		}
		return resp
	}
	if d := ask("Show me Q4 sales").Decision; d.Outcome != followup.OutcomeMiss {
		t.Fatalf("first query: %s", d.Outcome)
	}
	if d := ask("What about EMEA?").Decision; d.Outcome != followup.OutcomeHit {
		t.Fatalf("follow-up before the outage: %s", d.Outcome)
	}

	srv.Stop()
	before := executed
	for _, q := range []string{"What about APAC?", "Show me Q4 sales"} {
		resp := ask(q)
		if resp.Decision.Outcome != followup.OutcomeUnavailable || resp.Stored == nil || resp.Stored.Outcome != followup.StoreUnavailable {
			t.Fatalf("%q with Redis down: decision %s, stored %+v", q, resp.Decision.Outcome, resp.Stored)
		}
	}
	if executed != before+2 {
		t.Fatalf("executed %d queries with Redis down, want 2", executed-before)
	}
	obs.mu.Lock()
	if obs.decided[followup.OutcomeUnavailable] != 2 || obs.stored[followup.StoreUnavailable] != 2 {
		t.Fatalf("outage counts: decided %v stored %v", obs.decided, obs.stored)
	}
	obs.mu.Unlock()

	srv.Start()
	// Caching resumes without a restart of anything: the client
	// reconnects on its own. Poll until a query is cached again.
	deadline := time.Now().Add(15 * time.Second)
	for {
		resp := ask("Show me Q4 sales")
		if resp.Stored != nil && resp.Stored.Outcome == followup.StoreStored {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("caching did not resume within 15s after Redis came back: %+v", resp.Stored)
		}
		time.Sleep(50 * time.Millisecond)
	}
	if d := ask("What about EMEA?").Decision; d.Outcome != followup.OutcomeHit {
		t.Fatalf("follow-up after Redis came back: %s", d.Outcome)
	}
}
