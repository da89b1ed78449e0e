package followup_test

import (
	"context"
	"encoding/json"
	"sync"
	"testing"
	"time"

	"github.com/cairnhq/cairn/embed"

	"github.com/cairnhq/cairn/followup"
	"github.com/cairnhq/cairn/storetest"
)

// clock is a settable clock for tests.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func newClock() *clock { return &clock{t: time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC)} }

func (c *clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *clock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

func memoryEngine() storetest.FollowupEngine {
	clk := newClock()
	m := followup.NewMemoryStore()
	m.Now = clk.Now
	return storetest.FollowupEngine{
		Open: func(t *testing.T, tenant string) followup.Store { return m.Tenant(tenant) },
		Expire: func(t *testing.T, tenant, session, adapter string) {
			clk.Advance(2 * time.Hour) // past every TTL the suites use
		},
	}
}

func TestMemoryStore(t *testing.T) { storetest.RunFollowupStore(t, memoryEngine()) }

func TestMemoryDecisions(t *testing.T) { storetest.RunFollowupDecisions(t, memoryEngine()) }

// The in-process store evicts the least recently used entry past its
// bound.
func TestMemoryStoreLRU(t *testing.T) {
	m := followup.NewMemoryStore()
	m.MaxEntries = 2
	s := m.Tenant("t")
	ctx := t.Context()
	for _, sess := range []string{"a", "b"} {
		if err := s.Put(ctx, sess, "ad", followup.Entry{Query: sess}, time.Hour); err != nil {
			t.Fatal(err)
		}
	}
	if _, ok, _ := s.Get(ctx, "a", "ad"); !ok { // a is now the most recent
		t.Fatal("a missing")
	}
	if err := s.Put(ctx, "c", "ad", followup.Entry{Query: "c"}, time.Hour); err != nil {
		t.Fatal(err)
	}
	if _, ok, _ := s.Get(ctx, "b", "ad"); ok {
		t.Fatal("b, the least recently used, was not evicted")
	}
	for _, sess := range []string{"a", "c"} {
		if _, ok, _ := s.Get(ctx, sess, "ad"); !ok {
			t.Fatalf("%s evicted", sess)
		}
	}
	if got := m.Len(); got != 2 {
		t.Fatalf("Len=%d, want 2", got)
	}
}

// Each follow-up resets the entry's TTL (sliding expiry, seed testing
// consideration 8): forty minutes of conversation outlive a 30-minute TTL,
// thirty idle minutes do not.
func TestSlidingTTL(t *testing.T) {
	clk := newClock()
	m := followup.NewMemoryStore()
	m.Now = clk.Now
	emb, _ := embed.NewLocal(embed.DefaultDimensions)
	cfg := followup.DefaultConfig()
	c := &followup.Cache{Store: m.Tenant("t"), Embedder: emb, Config: cfg, Now: clk.Now}
	ctx := t.Context()
	do := func(q string) string {
		t.Helper()
		resp, err := c.Do(ctx, followup.Request{Session: "s", Adapter: "reports", Query: q}, func(context.Context) (followup.Result, error) {
			return followup.Result{Rows: json.RawMessage(`[{"region":"EMEA"}]`), Columns: []string{"region"}}, nil
		})
		if err != nil {
			t.Fatal(err)
		}
		return resp.Decision.Outcome
	}
	if got := do("Show me Q4 sales by region"); got != followup.OutcomeMiss {
		t.Fatalf("first: %s", got)
	}
	for i := 0; i < 2; i++ {
		clk.Advance(20 * time.Minute)
		if got := do("What about EMEA?"); got != followup.OutcomeHit {
			t.Fatalf("follow-up %d after 20 idle minutes: %s", i+1, got)
		}
	}
	clk.Advance(cfg.TTL)
	if got := do("What about EMEA?"); got != followup.OutcomeMiss {
		t.Fatalf("after a TTL of inactivity: %s, want miss", got)
	}
}
