package client_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/client"
	"github.com/cairnhq/cairn/followup"
	cairnhttp "github.com/cairnhq/cairn/http"
)

// TestFollowup is the seed's refresh flow through the client: decide,
// execute on a miss, store; the follow-up comes back from the cache.
func TestFollowup(t *testing.T) {
	s := mustOpenServer(t)
	c := newClient(t, s.URL())
	ctx := context.Background()
	decide := func(q string, opts followup.Options) *client.FollowupDecision {
		t.Helper()
		d, err := c.DecideFollowup(ctx, client.FollowupQuery{SessionID: "user123", AdapterName: "sales_intent", Message: q, Metadata: opts})
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	store := func(q string) {
		t.Helper()
		r, err := c.StoreFollowupResult(ctx, client.FollowupResult{
			SessionID: "user123", AdapterName: "sales_intent", Query: q,
			SQL:           "SELECT product, sum(amount) AS total_sales FROM sales WHERE quarter = 4 GROUP BY 1",
			Results:       []map[string]any{{"product": "Widget", "total_sales": 1200}, {"product": "Gadget", "total_sales": 900}},
			ResultColumns: []string{"product", "total_sales"},
			Metadata:      &followup.Metadata{RowCount: 2},
		})
		if err != nil {
			t.Fatal(err)
		}
		if r.Outcome != followup.StoreStored || r.Bytes == 0 {
			t.Fatalf("StoreFollowupResult=%+v", r)
		}
	}

	if d := decide("Show me Q4 sales", followup.Options{}); d.Outcome != followup.OutcomeMiss || !d.Execute || d.CacheHit {
		t.Fatalf("first query: %+v", d)
	}
	store("Show me Q4 sales")
	d := decide("Show me latest Q4 sales", followup.Options{})
	if d.Outcome != followup.OutcomeRefresh || !d.CacheRefresh || d.RefreshReason != "keywords_detected" || d.RefreshKeyword != "latest" || d.Thresholds == nil {
		t.Fatalf("refresh: %+v", d)
	}
	store("Show me latest Q4 sales")
	d = decide("Which of those products sold the most?", followup.Options{})
	if d.Outcome != followup.OutcomeHit || d.Execute || d.Result == nil || d.CachedQuery != "Show me latest Q4 sales" {
		t.Fatalf("follow-up: %+v", d)
	}
	var rows []map[string]any
	if err := json.Unmarshal(d.Result.Rows, &rows); err != nil || len(rows) != 2 || rows[0]["product"] != "Widget" {
		t.Fatalf("cached rows %s: %v", d.Result.Rows, err)
	}
	if d := decide("Show me Q4 sales", followup.Options{BypassCache: true}); d.Outcome != followup.OutcomeBypass || d.RefreshReason != "explicit" {
		t.Fatalf("bypass: %+v", d)
	}

	store("Show me Q4 sales")
	e, err := c.FollowupEntry(ctx, "user123", "sales_intent")
	if err != nil {
		t.Fatal(err)
	}
	if e.Query != "Show me Q4 sales" || e.Key != "intent_result:user123:sales_intent" || !e.Embedded || len(e.QueryEmbedding) != 0 || e.ResultMetadata.RowCount != 2 || e.Adapter != "sales_intent" {
		t.Fatalf("FollowupEntry=%+v", e)
	}
	if err := c.ClearFollowup(ctx, "user123", "sales_intent"); err != nil {
		t.Fatal(err)
	}
	_, err = c.FollowupEntry(ctx, "user123", "sales_intent")
	wantCode(t, err, cairn.ENOTFOUND, "")
	if err := c.ClearFollowup(ctx, "user123", "sales_intent"); err != nil {
		t.Fatalf("clearing nothing: %v", err)
	}

	_, err = c.DecideFollowup(ctx, client.FollowupQuery{AdapterName: "a", Message: "q"})
	wantCode(t, err, cairn.EINVALID, "session_id")
	_, err = c.DecideFollowup(ctx, client.FollowupQuery{SessionID: "s", AdapterName: "a:b", Message: "q"})
	wantCode(t, err, cairn.EINVALID, "adapter_name")
	_, err = c.FollowupEntry(ctx, "s", "")
	wantCode(t, err, cairn.EINVALID, "adapter_name")
}

// A server with the follow-up cache disabled answers ENOTFOUND, and says so.
func TestFollowupDisabled(t *testing.T) {
	s := mustOpenServer(t, func(s *cairnhttp.Server) { s.Followups = nil })
	c := newClient(t, s.URL())
	_, err := c.DecideFollowup(context.Background(), client.FollowupQuery{SessionID: "s", AdapterName: "a", Message: "q"})
	wantCode(t, err, cairn.ENOTFOUND, "")
	if !strings.Contains(cairn.ErrorMessage(err), "not enabled") {
		t.Fatalf("message=%q", cairn.ErrorMessage(err))
	}
}
