package client_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/bridge"
	"github.com/cairnhq/cairn/client"
)

func TestBridge(t *testing.T) {
	s := mustOpenServer(t)
	c := newClient(t, s.URL())
	ctx := context.Background()
	const session = "alice:42/b"
	now := time.Now().UTC()

	const fresh = "The user asked about weather in Seattle. Key entities: weather, location."
	e, err := c.StoreReasoning(ctx, session, client.Reasoning{Text: fresh, Type: bridge.Preprocessing, Metadata: map[string]any{"model": "r1"}})
	if err != nil {
		t.Fatal(err)
	}
	if e.ID == "" || e.SessionID != session || e.Type != bridge.Preprocessing || e.Text != fresh || e.Metadata["model"] != "r1" || e.Timestamp.Before(now.Add(-time.Minute)) {
		t.Fatalf("StoreReasoning=%+v", e)
	}
	for _, in := range []client.Reasoning{
		{Text: "The user wants a forecast for the weekend hike near Mount Rainier.", Type: bridge.Preprocessing, Timestamp: now.Add(-60 * time.Minute)},
		{Text: "The user mentioned their cat.", Type: bridge.Preprocessing, Timestamp: now.Add(-95 * time.Minute)}, // expired
		{Text: "The user lives in Seattle and bikes to work.", Type: bridge.WorkingAwareness, Timestamp: now.Add(-20 * time.Hour)},
	} {
		got, err := c.StoreReasoning(ctx, session, in)
		if err != nil {
			t.Fatal(err)
		}
		if !got.Timestamp.Equal(in.Timestamp) {
			t.Fatalf("stored timestamp=%v, want %v", got.Timestamp, in.Timestamp)
		}
	}

	cl, err := c.CleanupBridge(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := *cl, (client.CleanupResult{Removed: 1, Count: 3}); got != want {
		t.Fatalf("CleanupBridge=%+v, want %+v", got, want)
	}

	p, err := c.PriorReasoning(ctx, session, bridge.Preprocessing, true)
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Entries) != 2 || p.Entries[0].Severity < 0.4 || p.Entries[1].Text != fresh || !strings.HasSuffix(p.Text, fresh) {
		t.Fatalf("PriorReasoning=%+v", p)
	}
	p, err = c.PriorReasoning(ctx, session, bridge.Preprocessing, false)
	if err != nil || len(p.Entries) != 1 || p.Entries[0].Text != fresh {
		t.Fatalf("PriorReasoning(fresh only)=%+v, %v", p, err)
	}

	ms, err := c.SearchReasoning(ctx, session, client.ReasoningQuery{Query: "bicycle commute in Seattle", K: 1, Type: bridge.WorkingAwareness})
	if err != nil {
		t.Fatal(err)
	}
	if len(ms) != 1 || ms[0].Type != bridge.WorkingAwareness || ms[0].AgeMinutes < 20*60-1 {
		t.Fatalf("SearchReasoning=%+v", ms)
	}
	ms, err = c.SearchReasoning(ctx, session, client.ReasoningQuery{Query: "weather"})
	if err != nil || len(ms) != 3 {
		t.Fatalf("SearchReasoning(both types, default k)=%+v, %v; want the 3 live entries", ms, err)
	}

	st, err := c.BridgeSessionStats(ctx, session)
	if err != nil {
		t.Fatal(err)
	}
	if st.SessionID != session || st.PreprocessingCount != 2 || st.WorkingAwarenessCount != 1 || st.TotalCount != 3 || st.OldestWorkingAwarenessAge < 20*60-1 {
		t.Fatalf("BridgeSessionStats=%+v", st)
	}

	n, err := c.ClearBridgeSession(ctx, session)
	if err != nil || n != 3 {
		t.Fatalf("ClearBridgeSession=%d, %v; want 3", n, err)
	}

	_, err = c.StoreReasoning(ctx, session, client.Reasoning{Text: "x", Type: "deep"})
	wantCode(t, err, cairn.EINVALID, "type")
	_, err = c.StoreReasoning(ctx, session, client.Reasoning{Text: "x", Type: bridge.Preprocessing, Timestamp: now.Add(24 * time.Hour)})
	wantCode(t, err, cairn.EINVALID, "timestamp")
	_, err = c.PriorReasoning(ctx, session, "", true)
	wantCode(t, err, cairn.EINVALID, "type")
	_, err = c.SearchReasoning(ctx, session, client.ReasoningQuery{Query: "q", K: 1000})
	wantCode(t, err, cairn.EINVALID, "k")
}
