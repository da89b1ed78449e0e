package bridge_test

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/bridge"
	"github.com/cairnhq/cairn/embed"
	"github.com/cairnhq/cairn/sqlite"
)

// start is the test clock's first reading.
var start = time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)

type testClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *testClock) Now() time.Time  { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *testClock) Set(t time.Time) { c.mu.Lock(); c.t = t; c.mu.Unlock() }

// mustOpenDB opens a SQLite file in a temporary directory.
func mustOpenDB(tb testing.TB) *sqlite.DB {
	tb.Helper()
	db := sqlite.NewDB(filepath.Join(tb.TempDir(), "cairn.db"))
	if err := db.Open(context.Background()); err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { db.Close() })
	return db
}

func newBridge(tb testing.TB, cfg bridge.Config) (*bridge.Bridge, *testClock) {
	tb.Helper()
	emb, err := embed.NewLocal(embed.DefaultDimensions)
	if err != nil {
		tb.Fatal(err)
	}
	c := &testClock{t: start}
	b := bridge.New(mustOpenDB(tb).Bridge("t"), emb, cfg)
	b.Now = c.Now
	return b, c
}

// countingObserver records the bridge's metrics events.
type countingObserver struct {
	mu                       sync.Mutex
	stored, expired, corrupt int
}

func (o *countingObserver) EntryStored(bridge.ModelType) { o.mu.Lock(); o.stored++; o.mu.Unlock() }
func (o *countingObserver) EntriesExpired(n int)         { o.mu.Lock(); o.expired += n; o.mu.Unlock() }
func (o *countingObserver) CharactersCorrupted(n int)    { o.mu.Lock(); o.corrupt += n; o.mu.Unlock() }

func TestPriorReasoningBudget(t *testing.T) {
	cfg := bridge.DefaultConfig()
	cfg.MaxTokensPerSummary = 10
	b, _ := newBridge(t, cfg)
	ctx := t.Context()
	for i := 0; i < 300; i++ { // more than one page
		if _, err := b.StoreReasoning(ctx, "s", strings.Repeat("reasoning ", 3), bridge.Preprocessing, nil); err != nil {
			t.Fatal(err)
		}
	}
	p, err := b.PriorReasoning(ctx, "s", bridge.Preprocessing, true)
	if err != nil {
		t.Fatal(err)
	}
	if n := utf8.RuneCountInString(p.Text); n != 43 || !strings.HasSuffix(p.Text, "...") || !strings.HasPrefix(p.Text, "[0 min ago]\nreasoning") {
		t.Fatalf("text (%d chars) = %q, want 40 characters and ...", n, p.Text)
	}
	// Only the entries that reach the budget are listed: the first block
	// ("[0 min ago]\n" and 30 characters) already exceeds 40.
	if len(p.Entries) != 1 {
		t.Fatalf("%d entries served, want 1", len(p.Entries))
	}
}

func TestPriorReasoningOrderAndExpiry(t *testing.T) {
	b, clock := newBridge(t, bridge.DefaultConfig())
	obs := &countingObserver{}
	b.Observer = obs
	ctx := t.Context()
	for _, tt := range []struct {
		text string
		ago  time.Duration
	}{
		{"newest", 0},
		{"expired long ago", 200 * time.Minute},
		// Long enough that its corruption (about 3 characters in 10 at
		// this age) cannot come out empty by chance.
		{"oldest live: " + strings.Repeat("the user compared three plans ", 4), 89 * time.Minute},
		{"exactly at removal", 90 * time.Minute},
		{"middle", 40 * time.Minute},
	} {
		e := &bridge.Entry{SessionID: "s", Type: bridge.Preprocessing, Text: tt.text, Timestamp: start.Add(-tt.ago)}
		if err := b.Save(ctx, e); err != nil {
			t.Fatal(err)
		}
	}
	p, err := b.PriorReasoning(ctx, "s", bridge.Preprocessing, true)
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Entries) != 3 {
		t.Fatalf("served %d entries: %+v", len(p.Entries), p.Entries)
	}
	if p.Entries[0].AgeMinutes != 89 || p.Entries[1].AgeMinutes != 40 || p.Entries[2].Text != "newest" {
		t.Fatalf("order: %+v", p.Entries)
	}
	if !strings.HasPrefix(p.Text, "[89 min ago]\n") || !strings.HasSuffix(p.Text, "\n\n---\n\n[0 min ago]\nnewest") {
		t.Fatalf("text = %q", p.Text)
	}
	if n, _ := b.Count(ctx); n != 3 || obs.expired != 2 || obs.stored != 5 {
		t.Fatalf("count=%d expired=%d stored=%d, want 3, 2, 5", n, obs.expired, obs.stored)
	}
	// Fresh only.
	p, err = b.PriorReasoning(ctx, "s", bridge.Preprocessing, false)
	if err != nil || len(p.Entries) != 1 || p.Text != "[0 min ago]\nnewest" {
		t.Fatalf("fresh only = %+v, %v", p, err)
	}
	// The other type is separate.
	if p, _ := b.PriorReasoning(ctx, "s", bridge.WorkingAwareness, true); p.Text != "" || len(p.Entries) != 0 {
		t.Fatalf("working awareness = %+v", p)
	}
	clock.Set(start.Add(time.Hour))
	if n, err := b.CleanupExpired(ctx); err != nil || n != 2 {
		t.Fatalf("CleanupExpired=%d, %v, want 2", n, err)
	}
	if obs.corrupt == 0 {
		t.Fatal("no corrupted characters reported")
	}
}

func TestStoreInvalid(t *testing.T) {
	b, _ := newBridge(t, bridge.DefaultConfig())
	ctx := t.Context()
	for _, tt := range []struct {
		name, field, code string
		e                 *bridge.Entry
	}{
		{"no session", "session_id", cairn.EINVALID, &bridge.Entry{Type: bridge.Preprocessing, Text: "x"}},
		{"no text", "text", cairn.EINVALID, &bridge.Entry{SessionID: "s", Type: bridge.Preprocessing}},
		{"bad type", "type", cairn.EINVALID, &bridge.Entry{SessionID: "s", Type: "deep", Text: "x"}},
		{"future", "timestamp", cairn.EINVALID, &bridge.Entry{SessionID: "s", Type: bridge.Preprocessing, Text: "x", Timestamp: start.Add(time.Hour)}},
		{"huge", "text", cairn.ETOOLARGE, &bridge.Entry{SessionID: "s", Type: bridge.Preprocessing, Text: strings.Repeat("x", bridge.MaxTextBytes+1)}},
	} {
		err := b.Save(ctx, tt.e)
		if cairn.ErrorCode(err) != tt.code || cairn.ErrorField(err) != tt.field {
			t.Errorf("%s: %v (field %q), want %s on %s", tt.name, err, cairn.ErrorField(err), tt.code, tt.field)
		}
	}
	if n, _ := b.Count(ctx); n != 0 {
		t.Fatalf("%d entries written by invalid requests", n)
	}
	if _, err := b.PriorReasoning(ctx, "s", "deep", true); cairn.ErrorField(err) != "type" {
		t.Errorf("PriorReasoning with a bad type: %v", err)
	}
	if _, err := b.SearchReasoning(ctx, "s", "", 5, ""); cairn.ErrorField(err) != "query" {
		t.Errorf("empty query: %v", err)
	}
	if _, err := b.SearchReasoning(ctx, "s", "q", 0, ""); cairn.ErrorField(err) != "k" {
		t.Errorf("k=0: %v", err)
	}
	if _, err := b.SessionStats(ctx, " "); cairn.ErrorField(err) != "session_id" {
		t.Errorf("blank session: %v", err)
	}
}

// TestSessionStatsOldest: the oldest live entry's age is reported, not the
// youngest's as upstream does.
func TestSessionStatsOldest(t *testing.T) {
	b, _ := newBridge(t, bridge.DefaultConfig())
	ctx := t.Context()
	for _, ago := range []time.Duration{5 * time.Minute, 25 * time.Minute, 95 * time.Minute} {
		if err := b.Save(ctx, &bridge.Entry{SessionID: "u", Type: bridge.Preprocessing, Text: "p", Timestamp: start.Add(-ago)}); err != nil {
			t.Fatal(err)
		}
	}
	if err := b.Save(ctx, &bridge.Entry{SessionID: "u", Type: bridge.WorkingAwareness, Text: "w", Timestamp: start.Add(-120*time.Minute - 18*time.Second)}); err != nil {
		t.Fatal(err)
	}
	st, err := b.SessionStats(ctx, "u")
	if err != nil {
		t.Fatal(err)
	}
	want := bridge.Stats{SessionID: "u", PreprocessingCount: 2, WorkingAwarenessCount: 1, TotalCount: 3, OldestPreprocessingAge: 25, OldestWorkingAwarenessAge: 120.3}
	if st.SessionID != want.SessionID || st.PreprocessingCount != 2 || st.WorkingAwarenessCount != 1 || st.TotalCount != 3 ||
		st.OldestPreprocessingAge != 25 || st.OldestWorkingAwarenessAge < 120.2999 || st.OldestWorkingAwarenessAge > 120.3001 {
		t.Fatalf("stats = %+v, want %+v", st, want)
	}
}

func TestService(t *testing.T) {
	db := mustOpenDB(t)
	emb, _ := embed.NewLocal(64)
	obs := &countingObserver{}
	clock := &testClock{t: start}
	svc := &bridge.Service{Stores: func(t string) bridge.Store { return db.Bridge(t) }, Embedder: emb, Observer: obs, Now: clock.Now}
	a, err := svc.Bridge("a")
	if err != nil {
		t.Fatal(err)
	}
	if again, _ := svc.Bridge("a"); again != a {
		t.Fatal("Service made a second bridge for one tenant")
	}
	if a.Config != bridge.DefaultConfig() {
		t.Fatalf("zero Config gave %+v, want the defaults", a.Config)
	}
	if _, err := svc.Bridge("bad tenant"); cairn.ErrorCode(err) != cairn.EINVALID {
		t.Fatalf("bad tenant: %v", err)
	}
	b, _ := svc.Bridge("b")
	ctx := t.Context()
	if _, err := a.StoreReasoning(ctx, "s", "alpha", bridge.Preprocessing, nil); err != nil {
		t.Fatal(err)
	}
	if _, err := b.StoreReasoning(ctx, "s", "beta", bridge.WorkingAwareness, nil); err != nil {
		t.Fatal(err)
	}
	if ms, err := a.SearchReasoning(ctx, "s", "alpha", 5, ""); err != nil || len(ms) != 1 {
		t.Fatalf("search before the sweep: %v, %v", ms, err)
	}
	clock.Set(start.Add(100 * time.Minute))
	n, err := svc.Sweep(ctx, db.BridgeSweeper())
	if err != nil || n != 1 || obs.expired != 1 {
		t.Fatalf("Sweep=%d, %v (observed %d), want the preprocessing entry", n, err, obs.expired)
	}
	if c, _ := b.Count(ctx); c != 1 {
		t.Fatalf("tenant b has %d entries, want 1", c)
	}
	svc.Config = bridge.Config{MaxTokensPerSummary: -1}
	if _, err := svc.Bridge("c"); cairn.ErrorCode(err) != cairn.EINVALID {
		t.Fatalf("invalid config: %v", err)
	}
}

// lateStore hides some entries from List, as a database does with an
// entry whose transaction commits after entries with larger Seqs.
type lateStore struct {
	bridge.Store
	mu     sync.Mutex
	hidden map[string]bool
}

func (s *lateStore) List(ctx context.Context, opts bridge.ListOptions) ([]*bridge.Entry, error) {
	es, err := s.Store.List(ctx, opts)
	s.mu.Lock()
	defer s.mu.Unlock()
	out := es[:0]
	for _, e := range es {
		if !s.hidden[e.ID] {
			out = append(out, e)
		}
	}
	return out, err
}

// TestSearchFindsLateCommits: an entry that becomes visible after newer
// ones were indexed is still found.
func TestSearchFindsLateCommits(t *testing.T) {
	b, _ := newBridge(t, bridge.DefaultConfig())
	ls := &lateStore{Store: b.Store, hidden: map[string]bool{"late": true}}
	b.Store = ls
	ctx := t.Context()
	if err := b.Save(ctx, &bridge.Entry{ID: "late", SessionID: "s", Type: bridge.Preprocessing, Text: "the late umbrella note"}); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 5; i++ {
		if _, err := b.StoreReasoning(ctx, "s", fmt.Sprintf("unrelated note %d about trains", i), bridge.Preprocessing, nil); err != nil {
			t.Fatal(err)
		}
	}
	if ms, err := b.SearchReasoning(ctx, "s", "umbrella", 10, ""); err != nil || len(ms) != 5 {
		t.Fatalf("before the late commit: %d matches, %v", len(ms), err)
	}
	ls.mu.Lock()
	delete(ls.hidden, "late")
	ls.mu.Unlock()
	ms, err := b.SearchReasoning(ctx, "s", "umbrella", 1, "")
	if err != nil || len(ms) != 1 || ms[0].ID != "late" {
		t.Fatalf("after the late commit: %+v, %v", ms, err)
	}
}
