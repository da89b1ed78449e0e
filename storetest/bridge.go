package storetest

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/bridge"
	"github.com/cairnhq/cairn/embed"
	"github.com/cairnhq/cairn/internal/testenv"
)

// RunBridgeStore runs the conformance suite of bridge.Store and
// bridge.Sweeper. open returns the store of a tenant on the engine under
// test (stores of different tenants share one database) and sweeper that
// database's sweeper. Each subtest uses tenant names of its own; the sweep
// subtest only expires entries older than 2000, which no other subtest
// writes.
//
// Besides the port's methods, the suite runs the context bridge itself
// (bridge.Bridge with a controlled clock) on the engine: entries served
// verbatim while fresh, corrupted while ageing, never served once expired,
// statistics and search.
func RunBridgeStore(t *testing.T, open func(t *testing.T, tenant string) bridge.Store, sweeper bridge.Sweeper) {
	t.Helper()
	bs := &bridgeSuite{open: open, sweeper: sweeper}
	for _, tt := range []struct {
		name string
		fn   func(t *testing.T)
	}{
		{"RoundTrip", bs.testRoundTrip},
		{"Conflict", bs.testConflict},
		{"Invalid", bs.testInvalid},
		{"ListOrderAndFilters", bs.testList},
		{"GetAndDelete", bs.testGetDelete},
		{"DeleteSession", bs.testDeleteSession},
		{"DeleteBefore", bs.testDeleteBefore},
		{"Summarize", bs.testSummarize},
		{"TenantIsolation", bs.testTenants},
		{"Sweep", bs.testSweep},
		{"BridgeLifecycle", bs.testBridgeLifecycle},
		{"BridgeSearch", bs.testBridgeSearch},
	} {
		t.Run(tt.name, tt.fn)
	}
}

type bridgeSuite struct {
	open    func(t *testing.T, tenant string) bridge.Store
	sweeper bridge.Sweeper
}

func (bs *bridgeSuite) store(t *testing.T) bridge.Store {
	t.Helper()
	return bs.open(t, testenv.UniqueName("bt_"))
}

// bridgeTime has nanoseconds: bridge stores keep them.
var bridgeTime = time.Date(2025, 6, 7, 8, 9, 10, 111213141, time.UTC)

func entry(id, session string, typ bridge.ModelType, minute int) *bridge.Entry {
	return &bridge.Entry{ID: id, SessionID: session, Type: typ, Text: "reasoning " + id,
		Timestamp: bridgeTime.Add(time.Duration(minute) * time.Minute)}
}

func mustInsertEntry(t *testing.T, s bridge.Store, e *bridge.Entry) {
	t.Helper()
	if err := s.Insert(t.Context(), e); err != nil {
		t.Fatalf("Insert(%q): %v", e.ID, err)
	}
}

func mustListEntries(t *testing.T, s bridge.Store, opts bridge.ListOptions) []*bridge.Entry {
	t.Helper()
	es, err := s.List(t.Context(), opts)
	if err != nil {
		t.Fatalf("List(%+v): %v", opts, err)
	}
	return es
}

func entryIDs(es []*bridge.Entry) []string {
	ids := make([]string, len(es))
	for i, e := range es {
		ids[i] = e.ID
	}
	return ids
}

func mustCount(t *testing.T, s bridge.Store, want int) {
	t.Helper()
	n, err := s.Count(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	if n != want {
		t.Fatalf("Count=%d, want %d", n, want)
	}
}

func (bs *bridgeSuite) testRoundTrip(t *testing.T) {
	s := bs.store(t)
	e := entry("e1", "user:42", bridge.WorkingAwareness, 0)
	e.Text = "Key entities: weather, Seattle. ünïcødé ✓\nline 2"
	e.Metadata = map[string]any{"model": "r1", "turn": 3.0, "tags": []any{"a", "b"}}
	e.Embedding = embedding(1, 32)
	e.EmbeddingModel = "test/32"
	mustInsertEntry(t, s, e)
	if e.Seq <= 0 {
		t.Fatalf("Seq=%d after Insert, want > 0", e.Seq)
	}
	got := mustListEntries(t, s, bridge.ListOptions{SessionID: "user:42", Embeddings: true})
	if len(got) != 1 {
		t.Fatalf("List: %d entries, want 1", len(got))
	}
	g := got[0]
	if g.ID != e.ID || g.SessionID != e.SessionID || g.Type != e.Type || g.Text != e.Text || g.Seq != e.Seq {
		t.Fatalf("got %+v, want %+v", g, e)
	}
	if !g.Timestamp.Equal(e.Timestamp) || g.Timestamp.Location() != time.UTC {
		t.Fatalf("timestamp=%v, want %v in UTC", g.Timestamp, e.Timestamp)
	}
	if fmt.Sprint(g.Metadata) != fmt.Sprint(e.Metadata) {
		t.Fatalf("metadata=%v, want %v", g.Metadata, e.Metadata)
	}
	if g.EmbeddingModel != "test/32" || len(g.Embedding) != 32 {
		t.Fatalf("embedding %d values of %q", len(g.Embedding), g.EmbeddingModel)
	}
	if c := cosine(g.Embedding, e.Embedding); c < 0.999 {
		t.Fatalf("embedding cosine %v after round trip", c)
	}
	plain := mustListEntries(t, s, bridge.ListOptions{SessionID: "user:42"})
	if len(plain[0].Embedding) != 0 {
		t.Fatal("List without Embeddings returned embeddings")
	}
	byID, err := s.Get(t.Context(), []string{"e1"})
	if err != nil || len(byID) != 1 || byID[0].Text != e.Text || !byID[0].Timestamp.Equal(e.Timestamp) {
		t.Fatalf("Get=%v, %v", byID, err)
	}
	mustCount(t, s, 1)
}

func (bs *bridgeSuite) testConflict(t *testing.T) {
	s := bs.store(t)
	mustInsertEntry(t, s, entry("dup", "s", bridge.Preprocessing, 0))
	err := s.Insert(t.Context(), entry("dup", "other", bridge.Preprocessing, 1))
	if got := cairn.ErrorCode(err); got != cairn.ECONFLICT {
		t.Fatalf("second Insert: %v (code %q), want ECONFLICT", err, got)
	}
	mustCount(t, s, 1)
}

func (bs *bridgeSuite) testInvalid(t *testing.T) {
	s := bs.store(t)
	for _, tt := range []struct {
		name, field string
		mod         func(e *bridge.Entry)
	}{
		{"no id", "id", func(e *bridge.Entry) { e.ID = "" }},
		{"no session", "session_id", func(e *bridge.Entry) { e.SessionID = "" }},
		{"unknown type", "type", func(e *bridge.Entry) { e.Type = "deep" }},
		{"no text", "text", func(e *bridge.Entry) { e.Text = "" }},
		{"NUL in text", "text", func(e *bridge.Entry) { e.Text = "a\x00b" }},
		{"bad UTF-8", "text", func(e *bridge.Entry) { e.Text = "a\xffb" }},
		{"no timestamp", "timestamp", func(e *bridge.Entry) { e.Timestamp = time.Time{} }},
		{"unstorable timestamp", "timestamp", func(e *bridge.Entry) { e.Timestamp = time.Date(3000, 1, 1, 0, 0, 0, 0, time.UTC) }},
		{"embedding without model", "embedding_model", func(e *bridge.Entry) { e.Embedding = []float32{1, 2} }},
		{"NaN embedding", "embedding", func(e *bridge.Entry) { e.Embedding, e.EmbeddingModel = []float32{float32(math.NaN())}, "m" }},
		{"NUL in metadata", "metadata", func(e *bridge.Entry) { e.Metadata = map[string]any{"k": "a\x00"} }},
	} {
		t.Run(tt.name, func(t *testing.T) {
			e := entry("bad", "s", bridge.Preprocessing, 0)
			tt.mod(e)
			err := s.Insert(t.Context(), e)
			if cairn.ErrorCode(err) != cairn.EINVALID || cairn.ErrorField(err) != tt.field {
				t.Fatalf("Insert: %v (code %q, field %q), want EINVALID on %s", err, cairn.ErrorCode(err), cairn.ErrorField(err), tt.field)
			}
		})
	}
	mustCount(t, s, 0)
	for _, opts := range []bridge.ListOptions{{}, {SessionID: "s", Limit: -1}, {SessionID: "s", Offset: -1}, {SessionID: "s", Type: "x"}} {
		if _, err := s.List(t.Context(), opts); cairn.ErrorCode(err) != cairn.EINVALID {
			t.Fatalf("List(%+v): %v, want EINVALID", opts, err)
		}
	}
}

func (bs *bridgeSuite) testList(t *testing.T) {
	s := bs.store(t)
	// Inserted out of time order; "c" and "d" share a timestamp.
	for _, e := range []*bridge.Entry{
		entry("c", "s", bridge.Preprocessing, 5),
		entry("a", "s", bridge.Preprocessing, 1),
		entry("w", "s", bridge.WorkingAwareness, 2),
		entry("d", "s", bridge.Preprocessing, 5),
		entry("b", "s", bridge.Preprocessing, 3),
		entry("x", "other", bridge.Preprocessing, 0),
	} {
		mustInsertEntry(t, s, e)
	}
	for _, tt := range []struct {
		name string
		opts bridge.ListOptions
		want []string
	}{
		{"all oldest first, ties by insertion", bridge.ListOptions{SessionID: "s"}, []string{"a", "w", "b", "c", "d"}},
		{"one type", bridge.ListOptions{SessionID: "s", Type: bridge.Preprocessing}, []string{"a", "b", "c", "d"}},
		{"after is exclusive", bridge.ListOptions{SessionID: "s", Type: bridge.Preprocessing, After: bridgeTime.Add(3 * time.Minute)}, []string{"c", "d"}},
		{"limit and offset", bridge.ListOptions{SessionID: "s", Limit: 2, Offset: 1}, []string{"w", "b"}},
		{"after seq in insertion order", bridge.ListOptions{SessionID: "s", AfterSeq: 1}, nil},
		{"unknown session", bridge.ListOptions{SessionID: "nobody"}, []string{}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := entryIDs(mustListEntries(t, s, tt.opts))
			if tt.want == nil { // AfterSeq: everything inserted after "c"
				all := mustListEntries(t, s, bridge.ListOptions{SessionID: "s", AfterSeq: 0})
				var cSeq int64
				for _, e := range all {
					if e.ID == "c" {
						cSeq = e.Seq
					}
				}
				got = entryIDs(mustListEntries(t, s, bridge.ListOptions{SessionID: "s", AfterSeq: cSeq}))
				tt.want = []string{"a", "w", "d", "b"}
			}
			if !slices.Equal(got, tt.want) {
				t.Fatalf("got %v, want %v", got, tt.want)
			}
		})
	}
}

func (bs *bridgeSuite) testGetDelete(t *testing.T) {
	s := bs.store(t)
	for _, id := range []string{"a", "b", "c"} {
		mustInsertEntry(t, s, entry(id, "s", bridge.Preprocessing, 0))
	}
	got, err := s.Get(t.Context(), []string{"c", "missing", "a", "bad\x00id"})
	if err != nil {
		t.Fatal(err)
	}
	ids := entryIDs(got)
	slices.Sort(ids)
	if !slices.Equal(ids, []string{"a", "c"}) {
		t.Fatalf("Get=%v, want [a c]", ids)
	}
	if got, err := s.Get(t.Context(), nil); err != nil || len(got) != 0 {
		t.Fatalf("Get(nil)=%v, %v", got, err)
	}
	n, err := s.Delete(t.Context(), []string{"a", "missing", "c"})
	if err != nil || n != 2 {
		t.Fatalf("Delete=%d, %v, want 2", n, err)
	}
	if n, err := s.Delete(t.Context(), nil); err != nil || n != 0 {
		t.Fatalf("Delete(nil)=%d, %v", n, err)
	}
	mustCount(t, s, 1)
}

func (bs *bridgeSuite) testDeleteSession(t *testing.T) {
	s := bs.store(t)
	mustInsertEntry(t, s, entry("a", "s1", bridge.Preprocessing, 0))
	mustInsertEntry(t, s, entry("b", "s1", bridge.WorkingAwareness, 0))
	mustInsertEntry(t, s, entry("c", "s2", bridge.Preprocessing, 0))
	if n, err := s.DeleteSession(t.Context(), "s1"); err != nil || n != 2 {
		t.Fatalf("DeleteSession=%d, %v, want 2", n, err)
	}
	if n, err := s.DeleteSession(t.Context(), "s1"); err != nil || n != 0 {
		t.Fatalf("second DeleteSession=%d, %v, want 0", n, err)
	}
	if got := entryIDs(mustListEntries(t, s, bridge.ListOptions{SessionID: "s2"})); !slices.Equal(got, []string{"c"}) {
		t.Fatalf("s2 after clearing s1: %v", got)
	}
}

func (bs *bridgeSuite) testDeleteBefore(t *testing.T) {
	s := bs.store(t)
	mustInsertEntry(t, s, entry("p0", "s1", bridge.Preprocessing, 0))
	mustInsertEntry(t, s, entry("p1", "s2", bridge.Preprocessing, 10))
	mustInsertEntry(t, s, entry("p2", "s1", bridge.Preprocessing, 20))
	mustInsertEntry(t, s, entry("w0", "s1", bridge.WorkingAwareness, 0))
	// The cutoff is inclusive, per type, across sessions.
	n, err := s.DeleteBefore(t.Context(), bridge.Preprocessing, bridgeTime.Add(10*time.Minute))
	if err != nil || n != 2 {
		t.Fatalf("DeleteBefore=%d, %v, want 2", n, err)
	}
	left := entryIDs(mustListEntries(t, s, bridge.ListOptions{SessionID: "s1"}))
	if !slices.Equal(left, []string{"w0", "p2"}) {
		t.Fatalf("left in s1: %v, want [w0 p2]", left)
	}
	if _, err := s.DeleteBefore(t.Context(), "x", bridgeTime); cairn.ErrorCode(err) != cairn.EINVALID {
		t.Fatalf("unknown type: %v", err)
	}
}

func (bs *bridgeSuite) testSummarize(t *testing.T) {
	s := bs.store(t)
	mustInsertEntry(t, s, entry("p0", "s", bridge.Preprocessing, 0))
	mustInsertEntry(t, s, entry("p1", "s", bridge.Preprocessing, 10))
	mustInsertEntry(t, s, entry("p2", "s", bridge.Preprocessing, 20))
	mustInsertEntry(t, s, entry("w0", "s", bridge.WorkingAwareness, 5))
	mustInsertEntry(t, s, entry("x", "other", bridge.Preprocessing, 1))
	sum, err := s.Summarize(t.Context(), "s", bridge.Preprocessing, bridgeTime)
	if err != nil {
		t.Fatal(err)
	}
	if sum.Count != 2 || !sum.Oldest.Equal(bridgeTime.Add(10*time.Minute)) {
		t.Fatalf("Summarize after p0 = %+v, want 2 from p1", sum)
	}
	sum, err = s.Summarize(t.Context(), "s", bridge.WorkingAwareness, time.Time{})
	if err != nil || sum.Count != 1 || !sum.Oldest.Equal(bridgeTime.Add(5*time.Minute)) {
		t.Fatalf("Summarize working = %+v, %v", sum, err)
	}
	sum, err = s.Summarize(t.Context(), "nobody", bridge.Preprocessing, time.Time{})
	if err != nil || sum.Count != 0 || !sum.Oldest.IsZero() {
		t.Fatalf("Summarize of an empty session = %+v, %v", sum, err)
	}
}

func (bs *bridgeSuite) testTenants(t *testing.T) {
	a, b := bs.store(t), bs.store(t)
	mustInsertEntry(t, a, entry("same", "s", bridge.Preprocessing, 0))
	mustInsertEntry(t, b, entry("same", "s", bridge.Preprocessing, 0)) // ids are per tenant
	mustInsertEntry(t, b, entry("b2", "s", bridge.Preprocessing, 0))
	mustCount(t, a, 1)
	if got := entryIDs(mustListEntries(t, a, bridge.ListOptions{SessionID: "s"})); !slices.Equal(got, []string{"same"}) {
		t.Fatalf("tenant a lists %v", got)
	}
	if got, _ := a.Get(t.Context(), []string{"b2"}); len(got) != 0 {
		t.Fatal("tenant a reads tenant b's entry")
	}
	if n, _ := a.Delete(t.Context(), []string{"b2"}); n != 0 {
		t.Fatal("tenant a deleted tenant b's entry")
	}
	if n, _ := a.DeleteSession(t.Context(), "s"); n != 1 {
		t.Fatalf("tenant a cleared %d entries, want its own 1", n)
	}
	if n, _ := a.DeleteBefore(t.Context(), bridge.Preprocessing, bridgeTime.Add(time.Hour)); n != 0 {
		t.Fatal("tenant a expired tenant b's entries")
	}
	mustCount(t, b, 2)
	bad := bs.open(t, "not a tenant!")
	if _, err := bad.Count(t.Context()); cairn.ErrorCode(err) != cairn.EINVALID {
		t.Fatalf("invalid tenant: %v", err)
	}
}

func (bs *bridgeSuite) testSweep(t *testing.T) {
	a, b := bs.store(t), bs.store(t)
	old := time.Date(1990, 1, 1, 0, 0, 0, 0, time.UTC)
	at := func(id string, typ bridge.ModelType, minute int) *bridge.Entry {
		e := entry(id, "s", typ, 0)
		e.Timestamp = old.Add(time.Duration(minute) * time.Minute)
		return e
	}
	mustInsertEntry(t, a, at("p0", bridge.Preprocessing, 0))
	mustInsertEntry(t, a, at("p1", bridge.Preprocessing, 60))
	mustInsertEntry(t, b, at("p0", bridge.Preprocessing, 30))
	mustInsertEntry(t, b, at("w0", bridge.WorkingAwareness, 0))
	mustInsertEntry(t, b, at("w1", bridge.WorkingAwareness, 60))
	n, err := bs.sweeper.Sweep(t.Context(), map[bridge.ModelType]time.Time{
		bridge.Preprocessing:    old.Add(30 * time.Minute),
		bridge.WorkingAwareness: old.Add(10 * time.Minute),
	})
	if err != nil || n != 3 {
		t.Fatalf("Sweep=%d, %v, want 3", n, err)
	}
	if got := entryIDs(mustListEntries(t, a, bridge.ListOptions{SessionID: "s"})); !slices.Equal(got, []string{"p1"}) {
		t.Fatalf("tenant a keeps %v, want [p1]", got)
	}
	if got := entryIDs(mustListEntries(t, b, bridge.ListOptions{SessionID: "s"})); !slices.Equal(got, []string{"w1"}) {
		t.Fatalf("tenant b keeps %v, want [w1]", got)
	}
}

// clock is a settable test clock.
type clock struct{ t time.Time }

func (c *clock) now() time.Time { return c.t }

func (bs *bridgeSuite) newBridge(t *testing.T, c *clock) *bridge.Bridge {
	emb, err := embed.NewLocal(embed.DefaultDimensions)
	if err != nil {
		t.Fatal(err)
	}
	b := bridge.New(bs.store(t), emb, bridge.DefaultConfig())
	b.Now = c.now
	return b
}

// testBridgeLifecycle follows an entry of each type from fresh to expired
// with the default decay: verbatim, corrupted, gone; expired entries are
// never served or counted, even before anything deletes them.
func (bs *bridgeSuite) testBridgeLifecycle(t *testing.T) {
	ctx := t.Context()
	c := &clock{t: bridgeTime}
	b := bs.newBridge(t, c)
	text := "The user asked about weather in Seattle. Key entities: weather, location, umbrella."
	p, err := b.StoreReasoning(ctx, "user:1", text, bridge.Preprocessing, map[string]any{"turn": 1.0})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := b.StoreReasoning(ctx, "user:1", "Long-term: the user lives in Seattle.", bridge.WorkingAwareness, nil); err != nil {
		t.Fatal(err)
	}

	c.t = bridgeTime.Add(10 * time.Minute)
	prior, err := b.PriorReasoning(ctx, "user:1", bridge.Preprocessing, true)
	if err != nil {
		t.Fatal(err)
	}
	if want := "[10 min ago]\n" + text; prior.Text != want || len(prior.Entries) != 1 || prior.Entries[0].Text != text || prior.Entries[0].Severity != 0 {
		t.Fatalf("fresh prior = %+v, want %q verbatim", prior, want)
	}

	c.t = bridgeTime.Add(75 * time.Minute)
	prior, err = b.PriorReasoning(ctx, "user:1", bridge.Preprocessing, true)
	if err != nil {
		t.Fatal(err)
	}
	if len(prior.Entries) != 1 || prior.Entries[0].ID != p.ID || prior.Entries[0].Text == text {
		t.Fatalf("ageing prior = %+v, want %q corrupted", prior, text)
	}
	if got := prior.Entries[0].Severity; math.Abs(got-0.75) > 1e-9 {
		t.Fatalf("severity at 75 min = %v, want 0.75", got)
	}
	again, _ := b.PriorReasoning(ctx, "user:1", bridge.Preprocessing, true)
	if again.Text != prior.Text {
		t.Fatalf("same minute served differently: %q then %q", prior.Text, again.Text)
	}
	if fresh, _ := b.PriorReasoning(ctx, "user:1", bridge.Preprocessing, false); len(fresh.Entries) != 0 || fresh.Text != "" {
		t.Fatalf("include_corrupted=false served %+v", fresh)
	}

	c.t = bridgeTime.Add(90 * time.Minute) // the removal time: expired
	st, err := b.SessionStats(ctx, "user:1")
	if err != nil {
		t.Fatal(err)
	}
	if st.PreprocessingCount != 0 || st.WorkingAwarenessCount != 1 || st.TotalCount != 1 || st.OldestPreprocessingAge != 0 || st.OldestWorkingAwarenessAge != 90 {
		t.Fatalf("stats at 90 min = %+v", st)
	}
	if n, _ := b.Count(ctx); n != 2 {
		t.Fatalf("Count=%d before deletion, want 2 (the expired entry is still stored)", n)
	}
	prior, err = b.PriorReasoning(ctx, "user:1", bridge.Preprocessing, true)
	if err != nil || prior.Text != "" || len(prior.Entries) != 0 {
		t.Fatalf("expired prior = %+v, %v", prior, err)
	}
	if n, _ := b.Count(ctx); n != 1 {
		t.Fatalf("Count=%d after PriorReasoning deleted the expired entry, want 1", n)
	}

	c.t = bridgeTime.Add(36 * time.Hour)
	if n, err := b.CleanupExpired(ctx); err != nil || n != 1 {
		t.Fatalf("CleanupExpired=%d, %v, want 1", n, err)
	}
	if n, err := b.ClearSession(ctx, "user:1"); err != nil || n != 0 {
		t.Fatalf("ClearSession=%d, %v", n, err)
	}
}

// testBridgeSearch finds entries by meaning, only live ones, of the
// requested type, corrupted by age.
func (bs *bridgeSuite) testBridgeSearch(t *testing.T) {
	ctx := t.Context()
	c := &clock{t: bridgeTime}
	b := bs.newBridge(t, c)
	texts := []string{
		"The user asked about the weather forecast in Seattle for tomorrow.",
		"The user wants a Python function that parses CSV files.",
		"The user is planning a trip to Tokyo in spring.",
	}
	for i, tx := range texts {
		e := &bridge.Entry{SessionID: "s", Text: tx, Type: bridge.Preprocessing, Timestamp: bridgeTime.Add(time.Duration(i-80) * time.Minute)}
		if err := b.Save(ctx, e); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := b.StoreReasoning(ctx, "s", "Weather in Seattle matters to this user.", bridge.WorkingAwareness, nil); err != nil {
		t.Fatal(err)
	}
	ms, err := b.SearchReasoning(ctx, "s", "Seattle weather forecast", 2, bridge.Preprocessing)
	if err != nil {
		t.Fatal(err)
	}
	if len(ms) != 2 || ms[0].Type != bridge.Preprocessing || ms[0].Similarity < ms[1].Similarity {
		t.Fatalf("search = %+v", ms)
	}
	if ms[0].Severity <= 0 || ms[0].AgeMinutes < 78 {
		t.Fatalf("best match %+v: want the 80-minute-old weather entry, corrupted", ms[0])
	}
	if ms[0].Text == "" {
		t.Fatal("best match served empty")
	}
	// Written by "another process": found without a restart.
	other := bridge.New(b.Store, b.Embedder, b.Config)
	other.Now = c.now
	if _, err := other.StoreReasoning(ctx, "s", "Umbrella advice for rainy Seattle weather.", bridge.Preprocessing, nil); err != nil {
		t.Fatal(err)
	}
	ms, err = b.SearchReasoning(ctx, "s", "umbrella for Seattle rain", 1, "")
	if err != nil || len(ms) != 1 || !strings.Contains(ms[0].Text, "Umbrella") || ms[0].Severity != 0 {
		t.Fatalf("search after another writer = %+v, %v", ms, err)
	}
	// Twelve minutes later the three old entries are expired: never found.
	c.t = bridgeTime.Add(12 * time.Minute)
	ms, err = b.SearchReasoning(ctx, "s", "CSV parser in Python", 10, bridge.Preprocessing)
	if err != nil || len(ms) != 1 || !strings.Contains(ms[0].Text, "Umbrella") {
		t.Fatalf("search after expiry = %+v, %v", ms, err)
	}
	// Cleared elsewhere: dropped when met.
	if _, err := other.ClearSession(ctx, "s"); err != nil {
		t.Fatal(err)
	}
	if ms, err := b.SearchReasoning(ctx, "s", "weather", 5, ""); err != nil || len(ms) != 0 {
		t.Fatalf("search after clear = %+v, %v", ms, err)
	}
}
