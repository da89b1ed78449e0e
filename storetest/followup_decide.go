package storetest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/embed"
	"github.com/cairnhq/cairn/followup"
)

// decideClock is the fixed "now" of the decision suite: Q4 2026 has begun.
var decideClock = func() time.Time { return time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC) }

// failingEmbedder is an embedding service that is down.
type failingEmbedder struct{}

func (failingEmbedder) Embed(context.Context, []string) ([][]float32, error) {
	return nil, cairn.Unavailable("embedder", errors.New("connection refused"))
}
func (failingEmbedder) Dimensions() int { return embed.DefaultDimensions }
func (failingEmbedder) Model() string   { return "local-hash-v1/256" }

var salesRows = json.RawMessage(`[{"product":"Widget","region":"EMEA","total_sales":1200},{"product":"Gadget","region":"APAC","total_sales":900}]`)

// decider builds a Cache over a store of eng with the local embedder.
func decider(t *testing.T, eng FollowupEngine, tenant string) *followup.Cache {
	t.Helper()
	l, err := embed.NewLocal(embed.DefaultDimensions)
	if err != nil {
		t.Fatal(err)
	}
	cfg := followup.DefaultConfig()
	cfg.Verbose = false
	return &followup.Cache{Store: eng.Open(t, tenant), Embedder: l, Config: cfg, Now: decideClock}
}

// turn runs one query through Do with an executor that counts executions
// and returns salesRows.
type turn struct {
	c         *followup.Cache
	session   string
	adapter   string
	executed  int
	lastQuery string
}

func (tr *turn) ask(t *testing.T, query string, opts followup.Options) followup.Response {
	t.Helper()
	resp, err := tr.c.Do(context.Background(), followup.Request{Session: tr.session, Adapter: tr.adapter, Query: query, Options: opts},
		func(context.Context) (followup.Result, error) {
			tr.executed++
			tr.lastQuery = query
			return followup.Result{SQL: "SELECT product, region, sum(amount) AS total_sales FROM sales GROUP BY 1, 2", Rows: salesRows, Columns: []string{"product", "region", "total_sales"}}, nil
		})
	if err != nil {
		t.Fatalf("Do(%q): %v", query, err)
	}
	return resp
}

func (tr *turn) expect(t *testing.T, query string, opts followup.Options, outcome string, executed bool) followup.Decision {
	t.Helper()
	before := tr.executed
	resp := tr.ask(t, query, opts)
	d := resp.Decision
	b, _ := json.Marshal(d)
	if d.Outcome != outcome {
		t.Fatalf("%q: outcome %s, want %s (%s)", query, d.Outcome, outcome, b)
	}
	if got := tr.executed > before; got != executed {
		t.Fatalf("%q: executed=%v, want %v (%s)", query, got, executed, b)
	}
	if d.CacheHit != (outcome == followup.OutcomeHit) {
		t.Fatalf("%q: cache_hit=%v with outcome %s", query, d.CacheHit, outcome)
	}
	if !executed && string(resp.Result.Rows) != string(salesRows) {
		t.Fatalf("%q: cached rows %s", query, resp.Result.Rows)
	}
	return d
}

// RunFollowupDecisions runs the seed's testing considerations and edge
// cases through followup.Cache on a store of eng: each is a named subtest.
func RunFollowupDecisions(t *testing.T, eng FollowupEngine) {
	none := followup.Options{}
	newTurn := func(t *testing.T, adapter string) *turn {
		return &turn{c: decider(t, eng, "decide"), session: "user-" + strings.ReplaceAll(t.Name(), "/", "-"), adapter: adapter}
	}

	// 1. Cache hit: the same or a similar question, and a follow-up.
	t.Run("T01_CacheHit", func(t *testing.T) {
		tr := newTurn(t, "reports")
		tr.expect(t, "Show me Q4 sales", none, followup.OutcomeMiss, true)
		d := tr.expect(t, "Show me Q4 sales", none, followup.OutcomeHit, false)
		if d.QuerySimilarity == nil || *d.QuerySimilarity < 0.99 || d.CachedQuery != "Show me Q4 sales" || d.FollowupConfidence == nil {
			t.Fatalf("metadata of a repeated question: %+v", d)
		}
		tr.expect(t, "What about EMEA?", none, followup.OutcomeHit, false)
		d = tr.expect(t, "How many of them are in APAC?", none, followup.OutcomeHit, false)
		if d.HistorySimilarity == nil {
			t.Fatal("no history similarity after two follow-ups")
		}
		e, err := tr.c.Show(context.Background(), tr.session, tr.adapter)
		if err != nil {
			t.Fatal(err)
		}
		if len(e.RecentFollowupEmbeddings) != 3 || len(e.RecentFollowups) != 3 || !e.FollowUp || e.ResultMetadata.RowCount != 2 || e.ResultMetadata.TimeRange == nil {
			t.Fatalf("history after three follow-ups: %d embeddings, %v", len(e.RecentFollowupEmbeddings), e.RecentFollowups)
		}
	})
	// 2. Cache miss: a different question after a cached one.
	t.Run("T02_CacheMiss", func(t *testing.T) {
		tr := newTurn(t, "reports")
		tr.expect(t, "Show me Q4 sales", none, followup.OutcomeMiss, true)
		d := tr.expect(t, "List all stores.", none, followup.OutcomeMiss, true)
		if d.FollowUp || d.CacheRefresh || d.CachedQuery != "Show me Q4 sales" {
			t.Fatalf("new query metadata: %+v", d)
		}
		e, err := tr.c.Show(context.Background(), tr.session, tr.adapter)
		if err != nil || e.Query != "List all stores." || e.FollowUp {
			t.Fatalf("after a new query the cache holds %q (follow_up %v), err %v", e.Query, e.FollowUp, err)
		}
	})
	// 3. Refresh detection, replaying the seed's Complete Refresh Flow.
	t.Run("T03_RefreshDetection", func(t *testing.T) {
		tr := newTurn(t, "sales_intent")
		tr.expect(t, "Show me Q4 sales", none, followup.OutcomeMiss, true)
		d := tr.expect(t, "Show me latest Q4 sales", none, followup.OutcomeRefresh, true)
		if !d.CacheRefresh || d.RefreshReason != "keywords_detected" || d.RefreshKeyword != "latest" || *d.FollowupConfidence < d.Thresholds.High {
			t.Fatalf("refresh metadata: %+v", d)
		}
		d = tr.expect(t, "Show latest Q4 sales", none, followup.OutcomeRefresh, true)
		if d.CachedQuery != "Show me latest Q4 sales" {
			t.Fatalf("second refresh compared with %q, want the refreshed query", d.CachedQuery)
		}
		tr.expect(t, "What about EMEA?", none, followup.OutcomeHit, false)
	})
	// 4. Applicability: similar wording, unseen dimension or time range.
	t.Run("T04_ApplicabilityRejection", func(t *testing.T) {
		tr := newTurn(t, "reports")
		tr.expect(t, "Show me Q4 sales", none, followup.OutcomeMiss, true)
		d := tr.expect(t, "Show me Q4 sales for 2023", none, followup.OutcomeInapplicable, true)
		if !d.FollowUp || !strings.Contains(d.ApplicabilityReason, "2023-10-01..2024-01-01") {
			t.Fatalf("time range rejection: %+v", d)
		}
		// The inapplicable turn was executed and cached with its own
		// range; start over for the dimension check.
		if err := tr.c.Clear(context.Background(), tr.session, tr.adapter); err != nil {
			t.Fatal(err)
		}
		tr.expect(t, "Show me Q4 sales", none, followup.OutcomeMiss, true)
		d = tr.expect(t, "What about Q4 sales per store?", none, followup.OutcomeInapplicable, true)
		if !strings.Contains(d.ApplicabilityReason, `"store"`) {
			t.Fatalf("dimension rejection reason: %q", d.ApplicabilityReason)
		}
	})
	// 5. Hysteresis: a borderline confidence keeps the session's state.
	t.Run("T05_DynamicThresholding", func(t *testing.T) {
		const q = "Which region sold the most?"
		tr := newTurn(t, "reports")
		fresh := func() {
			t.Helper()
			if err := tr.c.Clear(context.Background(), tr.session, tr.adapter); err != nil {
				t.Fatal(err)
			}
			tr.expect(t, "Show me Q4 sales", none, followup.OutcomeMiss, true)
		}
		fresh()
		d0, err := tr.c.Decide(context.Background(), tr.session, tr.adapter, q, none)
		if err != nil {
			t.Fatal(err)
		}
		c := *d0.FollowupConfidence
		tr.c.Config.Adapters = map[string]followup.Thresholds{"reports": {High: c + 0.05, Low: c - 0.05}}
		// From a new-query state, a borderline confidence stays a new query.
		fresh()
		if d := tr.expect(t, q, none, followup.OutcomeMiss, true); d.FollowUp {
			t.Fatalf("borderline from new-query state judged a follow-up: %+v", d)
		}
		// In follow-up state, the same confidence stays a follow-up.
		fresh()
		tr.expect(t, "Show me Q4 sales", none, followup.OutcomeHit, false)
		tr.expect(t, q, none, followup.OutcomeHit, false)
		// At or above high it is promoted, at or below low demoted.
		fresh()
		tr.c.Config.Adapters["reports"] = followup.Thresholds{High: c - 0.01, Low: c - 0.02}
		tr.expect(t, q, none, followup.OutcomeHit, false)
		fresh()
		tr.expect(t, "Show me Q4 sales", none, followup.OutcomeHit, false)
		tr.c.Config.Adapters["reports"] = followup.Thresholds{High: c + 0.02, Low: c + 0.01}
		tr.expect(t, q, none, followup.OutcomeMiss, true)
	})
	// 6. Explicit bypass forces a fresh query and clears the cache.
	t.Run("T06_ExplicitBypass", func(t *testing.T) {
		tr := newTurn(t, "reports")
		tr.expect(t, "Show me Q4 sales", none, followup.OutcomeMiss, true)
		d := tr.expect(t, "Show me Q4 sales", followup.Options{BypassCache: true}, followup.OutcomeBypass, true)
		if !d.CacheRefresh || d.RefreshReason != "explicit" {
			t.Fatalf("bypass metadata: %+v", d)
		}
		tr.expect(t, "Show me Q4 sales", followup.Options{ForceRefresh: true}, followup.OutcomeBypass, true)
		tr.expect(t, "Show me Q4 sales", none, followup.OutcomeHit, false)
	})
	// 7. Sessions do not share caches.
	t.Run("T07_SessionIsolation", func(t *testing.T) {
		a := newTurn(t, "reports")
		b := &turn{c: a.c, session: a.session + "-other", adapter: a.adapter}
		a.expect(t, "Show me Q4 sales", none, followup.OutcomeMiss, true)
		b.expect(t, "Show me Q4 sales", none, followup.OutcomeMiss, true)
		b.expect(t, "Show me Q4 sales", none, followup.OutcomeHit, false)
	})
	// 8. The cache expires after inactivity.
	t.Run("T08_TTLExpiry", func(t *testing.T) {
		tr := newTurn(t, "reports")
		tr.expect(t, "Show me Q4 sales", none, followup.OutcomeMiss, true)
		eng.Expire(t, "decide", tr.session, tr.adapter)
		d := tr.expect(t, "Show me Q4 sales", none, followup.OutcomeMiss, true)
		if d.CachedQuery != "" {
			t.Fatalf("expired entry still compared: %+v", d)
		}
	})
	// 9. Results over max_result_size_mb are not cached.
	t.Run("T09_LargeResultHandling", func(t *testing.T) {
		tr := newTurn(t, "reports")
		tr.c.Config.MaxResultBytes = int64(len(salesRows) - 1)
		resp := tr.ask(t, "Show me Q4 sales", none)
		if resp.Stored == nil || resp.Stored.Outcome != followup.StoreTooLarge || !strings.Contains(resp.Stored.Reason, "max_result_size_mb") {
			t.Fatalf("store of a large result: %+v", resp.Stored)
		}
		tr.expect(t, "Show me Q4 sales", none, followup.OutcomeMiss, true)
	})
	// 10. Embedder down: classifier and stored history still decide.
	t.Run("T10_EmbeddingOutage", func(t *testing.T) {
		tr := newTurn(t, "reports")
		tr.expect(t, "Show me Q4 sales", none, followup.OutcomeMiss, true)
		tr.c.Embedder = failingEmbedder{}
		d := tr.expect(t, "What about EMEA?", none, followup.OutcomeHit, false)
		def := followup.DefaultConfig().Default
		if !d.EmbeddingUnavailable || d.QuerySimilarity != nil || d.FollowupConfidence == nil || d.Thresholds.High >= def.High || d.Thresholds.Low >= def.Low {
			t.Fatalf("outage decision: %+v thresholds %+v", d, d.Thresholds)
		}
		tr.expect(t, "List all stores.", none, followup.OutcomeMiss, true)
		// Stored without an embedding; back online, the stored texts are
		// embedded again and similarity counts once more.
		tr.c.Embedder, _ = embed.NewLocal(embed.DefaultDimensions)
		d = tr.expect(t, "List all stores.", none, followup.OutcomeHit, false)
		if d.EmbeddingUnavailable || d.QuerySimilarity == nil || *d.QuerySimilarity < 0.99 {
			t.Fatalf("after the outage: %+v", d)
		}
	})
	// 11. Similar wording that the classifier calls a new question: sales
	// targets are not the cached sales. ("Q4 sales per store", used before,
	// breaks the cached result down and is a follow-up, inapplicable.)
	t.Run("T11_ClassifierDisagreement", func(t *testing.T) {
		tr := newTurn(t, "reports")
		tr.expect(t, "Show me Q4 sales", none, followup.OutcomeMiss, true)
		d := tr.expect(t, "List all Q4 sales targets.", none, followup.OutcomeMiss, true)
		if d.QuerySimilarity == nil || *d.QuerySimilarity < 0.5 || d.ClassifierProbability == nil || *d.ClassifierProbability > 0.4 || d.FollowUp {
			t.Fatalf("disagreement: %+v", d)
		}
	})

	// Edge cases not covered above.
	t.Run("E04_MultipleAdapters", func(t *testing.T) {
		tr := newTurn(t, "sales_intent")
		other := &turn{c: tr.c, session: tr.session, adapter: "reports"}
		tr.expect(t, "Show me Q4 sales", none, followup.OutcomeMiss, true)
		other.expect(t, "Show me Q4 sales", none, followup.OutcomeMiss, true)
		d := tr.expect(t, "Show me Q4 sales", none, followup.OutcomeHit, false)
		if d.Thresholds.High != 0.82 || d.Thresholds.Low != 0.72 {
			t.Fatalf("sales_intent thresholds %+v, want the seed's 0.82/0.72", d.Thresholds)
		}
		d = other.expect(t, "Show me Q4 sales", none, followup.OutcomeHit, false)
		if d.Thresholds.High != 0.80 || d.Thresholds.Low != 0.70 {
			t.Fatalf("default thresholds %+v", d.Thresholds)
		}
	})
	t.Run("E06_RefreshKeywordsInNewQuery", func(t *testing.T) {
		tr := newTurn(t, "reports")
		tr.expect(t, "Show me Q4 sales", none, followup.OutcomeMiss, true)
		d := tr.expect(t, "List the latest stores opened.", none, followup.OutcomeMiss, true)
		if d.CacheRefresh || d.RefreshReason != "" {
			t.Fatalf("a new query with a refresh keyword was a refresh: %+v", d)
		}
	})
	t.Run("E07_ExplicitBypassWithoutCache", func(t *testing.T) {
		tr := newTurn(t, "reports")
		d := tr.expect(t, "Show me Q4 sales", followup.Options{BypassCache: true}, followup.OutcomeMiss, true)
		if d.CacheRefresh || d.RefreshReason != "" {
			t.Fatalf("bypass with no cache: %+v", d)
		}
		tr.expect(t, "Show me Q4 sales", none, followup.OutcomeHit, false)
	})
	t.Run("E08_ApplicabilityFailureWithSchema", func(t *testing.T) {
		tr := newTurn(t, "reports")
		tr.c.Config.Schemas = map[string]followup.Schema{"reports": {Columns: map[string][]string{
			"product": {"item"}, "region": {"area"}, "total_sales": {"revenue"}, "customer_segment": {"segment"},
		}}}
		tr.expect(t, "Show me Q4 sales", none, followup.OutcomeMiss, true)
		d := tr.expect(t, "What about the segment?", none, followup.OutcomeInapplicable, true)
		if !strings.Contains(d.ApplicabilityReason, "customer_segment") {
			t.Fatalf("reason %q does not name the missing column", d.ApplicabilityReason)
		}
		tr.expect(t, "What about the area?", none, followup.OutcomeHit, false)
	})
	t.Run("E09_MultipleRefreshKeywords", func(t *testing.T) {
		for _, q := range []string{"Show latest Q4 sales", "Rerun Q4 sales", "Show me Q4 sales once more, reload it", "What about Q4 sales now? refresh again"} {
			tr := newTurn(t, "reports")
			tr.session += fmt.Sprint(len(q))
			tr.expect(t, "Show me Q4 sales", none, followup.OutcomeMiss, true)
			d := tr.expect(t, q, none, followup.OutcomeRefresh, true)
			if d.RefreshReason != "keywords_detected" {
				t.Fatalf("%q: %+v", q, d)
			}
		}
	})
	// Decisions on one session at the same time (two tabs, a retrying
	// client) each extend the history: none of the appends is lost.
	t.Run("ConcurrentFollowupsKeepEveryAppend", func(t *testing.T) {
		const n = 16
		tr := newTurn(t, "reports")
		tr.c.Config.HistorySize = 2 * n
		tr.expect(t, "Show me Q4 sales", none, followup.OutcomeMiss, true)
		var wg sync.WaitGroup
		errs := make(chan error, n)
		for i := range n {
			wg.Add(1)
			go func() {
				defer wg.Done()
				d, err := tr.c.Decide(context.Background(), tr.session, tr.adapter, "Show me Q4 sales", none)
				if err == nil && d.Outcome != followup.OutcomeHit {
					err = fmt.Errorf("decision %d: outcome %s", i, d.Outcome)
				}
				if err != nil {
					errs <- err
				}
			}()
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			t.Fatal(err)
		}
		e, ok, err := tr.c.Store.Get(context.Background(), tr.session, tr.adapter)
		if err != nil || !ok {
			t.Fatalf("Get: ok=%v err=%v", ok, err)
		}
		if got := len(e.RecentFollowups); got != n {
			t.Fatalf("%d follow-ups in the history after %d concurrent decisions: %d appends lost", got, n, n-got)
		}
		if got := len(e.RecentFollowupEmbeddings); got != n {
			t.Fatalf("%d follow-up embeddings after %d concurrent decisions", got, n)
		}
	})
}
