package storetest

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/followup"
)

// FollowupEngine is what RunFollowupStore needs of an engine: a fresh
// store per tenant, and a way to make time pass for TTLs (the in-process
// store reads an injected clock; Redis expires keys itself, so its
// Advance may shorten the key's TTL instead).
type FollowupEngine struct {
	Open func(t *testing.T, tenant string) followup.Store
	// Expire makes the entry of session and adapter of tenant expire as
	// if its TTL had passed.
	Expire func(t *testing.T, tenant, session, adapter string)
}

func followupEntry(q string) followup.Entry {
	tr := followup.TimeRange{From: time.Date(2026, 10, 1, 0, 0, 0, 0, time.UTC), To: time.Date(2027, 1, 1, 0, 0, 0, 0, time.UTC)}
	return followup.Entry{
		Query: q, QueryEmbedding: []float32{0.25, -0.5, 1}, EmbeddingModel: "m/3",
		RecentFollowupEmbeddings: [][]float32{{1, 0, 0}, {0, 1, 0}}, RecentFollowups: []string{"f1 ünïcødé", "f2"},
		SQL: "SELECT region, sum(amount) FROM sales GROUP BY region", Results: json.RawMessage(`[{"region":"EMEA","total":12.5}]`),
		ResultColumns:  []string{"region", "total"},
		ResultMetadata: followup.Metadata{RowCount: 1, Filters: map[string]string{"quarter": "Q4"}, TimeRange: &tr, Granularity: "quarter"},
		Timestamp:      time.Date(2026, 11, 2, 9, 30, 0, 0, time.UTC), Adapter: "sales_intent", FollowUp: true,
	}
}

// RunFollowupStore runs the conformance suite of followup.Store.
func RunFollowupStore(t *testing.T, eng FollowupEngine) {
	ctx := context.Background()
	ttl := time.Hour

	t.Run("Missing", func(t *testing.T) {
		s := eng.Open(t, "a")
		if _, ok, err := s.Get(ctx, "s", "sales_intent"); err != nil || ok {
			t.Fatalf("Get of nothing: ok=%v err=%v", ok, err)
		}
		if err := s.Delete(ctx, "s", "sales_intent"); err != nil {
			t.Fatalf("Delete of nothing: %v", err)
		}
	})
	t.Run("RoundTrip", func(t *testing.T) {
		s := eng.Open(t, "a")
		want := followupEntry("Show me Q4 sales")
		if err := s.Put(ctx, "s1", "sales_intent", want, ttl); err != nil {
			t.Fatal(err)
		}
		got, ok, err := s.Get(ctx, "s1", "sales_intent")
		if err != nil || !ok {
			t.Fatalf("Get: ok=%v err=%v", ok, err)
		}
		gj, _ := json.Marshal(got)
		wj, _ := json.Marshal(want)
		if string(gj) != string(wj) {
			t.Fatalf("round trip:\n got %s\nwant %s", gj, wj)
		}
		if !got.Timestamp.Equal(want.Timestamp) {
			t.Fatalf("timestamp %v, want %v", got.Timestamp, want.Timestamp)
		}
	})
	t.Run("NoEmbedding", func(t *testing.T) {
		s := eng.Open(t, "a")
		e := followupEntry("stored while the embedder was down")
		e.QueryEmbedding, e.EmbeddingModel, e.RecentFollowupEmbeddings = nil, "", nil
		if err := s.Put(ctx, "s1", "sales_intent", e, ttl); err != nil {
			t.Fatal(err)
		}
		got, ok, err := s.Get(ctx, "s1", "sales_intent")
		if err != nil || !ok || got.QueryEmbedding != nil || got.RecentFollowupEmbeddings != nil || got.Query != e.Query {
			t.Fatalf("Get: %+v ok=%v err=%v", got, ok, err)
		}
	})
	t.Run("Replace", func(t *testing.T) {
		s := eng.Open(t, "a")
		if err := s.Put(ctx, "s1", "sales_intent", followupEntry("first"), ttl); err != nil {
			t.Fatal(err)
		}
		if err := s.Put(ctx, "s1", "sales_intent", followupEntry("second"), ttl); err != nil {
			t.Fatal(err)
		}
		if got, _, _ := s.Get(ctx, "s1", "sales_intent"); got.Query != "second" {
			t.Fatalf("after replace: %q", got.Query)
		}
	})
	t.Run("Delete", func(t *testing.T) {
		s := eng.Open(t, "a")
		if err := s.Put(ctx, "s1", "sales_intent", followupEntry("q"), ttl); err != nil {
			t.Fatal(err)
		}
		if err := s.Delete(ctx, "s1", "sales_intent"); err != nil {
			t.Fatal(err)
		}
		if _, ok, _ := s.Get(ctx, "s1", "sales_intent"); ok {
			t.Fatal("entry still there after Delete")
		}
	})
	// Seed testing consideration 7 and edge case 4: sessions, adapters and
	// tenants never share an entry.
	t.Run("SessionIsolation", func(t *testing.T) {
		s := eng.Open(t, "a")
		if err := s.Put(ctx, "user1", "sales_intent", followupEntry("q"), ttl); err != nil {
			t.Fatal(err)
		}
		if _, ok, _ := s.Get(ctx, "user2", "sales_intent"); ok {
			t.Fatal("session user2 sees user1's entry")
		}
	})
	t.Run("AdapterIsolation", func(t *testing.T) {
		s := eng.Open(t, "a")
		if err := s.Put(ctx, "s", "sales_intent", followupEntry("sales"), ttl); err != nil {
			t.Fatal(err)
		}
		if err := s.Put(ctx, "s", "hr_intent", followupEntry("hr"), ttl); err != nil {
			t.Fatal(err)
		}
		a, _, _ := s.Get(ctx, "s", "sales_intent")
		b, _, _ := s.Get(ctx, "s", "hr_intent")
		if a.Query != "sales" || b.Query != "hr" {
			t.Fatalf("adapters mixed: %q %q", a.Query, b.Query)
		}
		// A session id with ':' cannot reach another adapter's key.
		if _, ok, _ := s.Get(ctx, "s:sales_intent", "x"); ok {
			t.Fatal("colon in session id reached another key")
		}
	})
	t.Run("TenantIsolation", func(t *testing.T) {
		a, b := eng.Open(t, "tenant-a"), eng.Open(t, "tenant-b")
		if err := a.Put(ctx, "s", "sales_intent", followupEntry("q"), ttl); err != nil {
			t.Fatal(err)
		}
		if _, ok, _ := b.Get(ctx, "s", "sales_intent"); ok {
			t.Fatal("tenant b sees tenant a's entry")
		}
	})
	// Seed testing consideration 8 and edge case 5.
	t.Run("TTLExpiry", func(t *testing.T) {
		s := eng.Open(t, "ttl")
		if err := s.Put(ctx, "s", "sales_intent", followupEntry("q"), ttl); err != nil {
			t.Fatal(err)
		}
		eng.Expire(t, "ttl", "s", "sales_intent")
		if _, ok, err := s.Get(ctx, "s", "sales_intent"); err != nil || ok {
			t.Fatalf("after expiry: ok=%v err=%v", ok, err)
		}
	})
	t.Run("Invalid", func(t *testing.T) {
		s := eng.Open(t, "a")
		for _, tc := range []struct{ name, session, adapter, field string }{
			{"EmptySession", "", "sales_intent", "session_id"},
			{"ColonAdapter", "s", "a:b", "adapter_name"},
			{"EmptyAdapter", "s", "", "adapter_name"},
			{"LongSession", strings.Repeat("x", 300), "a", "session_id"},
		} {
			err := s.Put(ctx, tc.session, tc.adapter, followupEntry("q"), ttl)
			if cairn.ErrorCode(err) != cairn.EINVALID || cairn.ErrorField(err) != tc.field {
				t.Errorf("%s: %v, want EINVALID on %s", tc.name, err, tc.field)
			}
		}
	})
	t.Run("LargeValue", func(t *testing.T) {
		s := eng.Open(t, "a")
		e := followupEntry("big")
		rows := make([]map[string]any, 20000)
		for i := range rows {
			rows[i] = map[string]any{"region": "EMEA", "total": i}
		}
		e.Results, _ = json.Marshal(rows)
		if err := s.Put(ctx, "s", "sales_intent", e, ttl); err != nil {
			t.Fatal(err)
		}
		got, ok, err := s.Get(ctx, "s", "sales_intent")
		if err != nil || !ok || string(got.Results) != string(e.Results) {
			t.Fatalf("large value: ok=%v err=%v len %d want %d", ok, err, len(got.Results), len(e.Results))
		}
	})
	t.Run("Swap", func(t *testing.T) {
		s := eng.Open(t, "a")
		sw, ok := s.(followup.Swapper)
		if !ok {
			t.Skip("the store is not a followup.Swapper")
		}
		if swapped, err := sw.Swap(ctx, "swap", "sales_intent", "", followupEntry("nothing there"), ttl); err != nil || swapped {
			t.Fatalf("Swap of a missing entry: swapped=%v err=%v", swapped, err)
		}
		if _, ok, _ := s.Get(ctx, "swap", "sales_intent"); ok {
			t.Fatal("a refused Swap wrote an entry")
		}
		if err := s.Put(ctx, "swap", "sales_intent", followupEntry("first"), ttl); err != nil {
			t.Fatal(err)
		}
		read, _, err := s.Get(ctx, "swap", "sales_intent")
		if err != nil || read.Version == "" {
			t.Fatalf("Get of a Swapper: version %q, err %v", read.Version, err)
		}
		next := read
		next.RecentFollowups = append(append([]string(nil), read.RecentFollowups...), "f3")
		if swapped, err := sw.Swap(ctx, "swap", "sales_intent", read.Version, next, ttl); err != nil || !swapped {
			t.Fatalf("Swap of the entry read: swapped=%v err=%v", swapped, err)
		}
		// A second writer that read the same state loses the race.
		stale := read
		stale.RecentFollowups = append(append([]string(nil), read.RecentFollowups...), "lost")
		if swapped, err := sw.Swap(ctx, "swap", "sales_intent", read.Version, stale, ttl); err != nil || swapped {
			t.Fatalf("Swap of a stale entry: swapped=%v err=%v", swapped, err)
		}
		got, _, _ := s.Get(ctx, "swap", "sales_intent")
		if strings.Join(got.RecentFollowups, ",") != "f1 ünïcødé,f2,f3" {
			t.Fatalf("history after the swaps: %q", got.RecentFollowups)
		}
		if got.Version == read.Version {
			t.Fatal("Swap kept the version: a writer that read the old state would win")
		}
		// A Put replaces the entry: a Swap against the state before fails.
		if err := s.Put(ctx, "swap", "sales_intent", followupEntry("second"), ttl); err != nil {
			t.Fatal(err)
		}
		if swapped, _ := sw.Swap(ctx, "swap", "sales_intent", got.Version, got, ttl); swapped {
			t.Fatal("Swap succeeded over a Put")
		}
		if err := s.Delete(ctx, "swap", "sales_intent"); err != nil {
			t.Fatal(err)
		}
		if swapped, _ := sw.Swap(ctx, "swap", "sales_intent", got.Version, got, ttl); swapped {
			t.Fatal("Swap recreated a deleted entry")
		}
		if err := sw.Put(ctx, "", "sales_intent", followupEntry("q"), ttl); cairn.ErrorField(err) != "session_id" {
			t.Fatalf("Put with no session: %v", err)
		}
		if _, err := sw.Swap(ctx, "", "sales_intent", "", followupEntry("q"), ttl); cairn.ErrorField(err) != "session_id" {
			t.Fatalf("Swap with no session: %v", err)
		}
	})
}
