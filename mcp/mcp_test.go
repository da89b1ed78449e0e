package mcp_test

import (
	"context"
	"encoding/json"
	"math"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/cairnhq/cairn/bridge"
	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/embed"
	"github.com/cairnhq/cairn/followup"
	"github.com/cairnhq/cairn/judgment"
	cairnmcp "github.com/cairnhq/cairn/mcp"
	"github.com/cairnhq/cairn/sqlite"
)

// mustOpenTools returns a client session connected to the tools of tenant
// over the SDK's in-memory transport, on a real SQLite file with the local
// embedder.
func mustOpenTools(tb testing.TB, tenant string, configure ...func(*cairnmcp.Server)) (*sdk.ClientSession, *cairnmcp.Server) {
	tb.Helper()
	ctx := context.Background()
	db := sqlite.NewDB(filepath.Join(tb.TempDir(), "cairn.db"))
	if err := db.Open(ctx); err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { db.Close() })
	emb, err := embed.NewLocal(embed.DefaultDimensions)
	if err != nil {
		tb.Fatal(err)
	}
	s := &cairnmcp.Server{
		Judgments:   &judgment.Service{Stores: func(t string) judgment.Store { return db.Judgments(t) }},
		Corrections: &correction.Service{Stores: func(t string) correction.Store { return db.Corrections(t) }, Embedder: emb},
		Followups:   followup.NewService(followup.NewMemoryStore().Tenant, emb),
		Bridge:      &bridge.Service{Stores: func(t string) bridge.Store { return db.Bridge(t) }, Embedder: emb},
	}
	for _, c := range configure {
		c(s)
	}
	srv, err := s.Tenant(tenant)
	if err != nil {
		tb.Fatal(err)
	}
	st, ct := sdk.NewInMemoryTransports()
	ss, err := srv.Connect(ctx, st, nil)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { ss.Close() })
	cs, err := sdk.NewClient(&sdk.Implementation{Name: "test", Version: "v0"}, nil).Connect(ctx, ct, nil)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { cs.Close() })
	return cs, s
}

// call calls a tool, fails the test on a protocol error or a tool error,
// and decodes the structured output into out.
func call(tb testing.TB, cs *sdk.ClientSession, name string, args any, out any) {
	tb.Helper()
	res, err := cs.CallTool(context.Background(), &sdk.CallToolParams{Name: name, Arguments: args})
	if err != nil {
		tb.Fatalf("%s: %v", name, err)
	}
	if res.IsError {
		tb.Fatalf("%s: tool error: %s", name, text(res))
	}
	b, err := json.Marshal(res.StructuredContent)
	if err != nil {
		tb.Fatal(err)
	}
	if out != nil {
		if err := json.Unmarshal(b, out); err != nil {
			tb.Fatalf("%s: decode %s: %v", name, b, err)
		}
	}
}

// toolError calls a tool that must fail with a tool error (not a protocol
// error) and returns its text.
func toolError(tb testing.TB, cs *sdk.ClientSession, name string, args any) string {
	tb.Helper()
	res, err := cs.CallTool(context.Background(), &sdk.CallToolParams{Name: name, Arguments: args})
	if err != nil {
		tb.Fatalf("%s: protocol error %v, want a tool error", name, err)
	}
	if !res.IsError {
		tb.Fatalf("%s: succeeded, want a tool error: %s", name, text(res))
	}
	return text(res)
}

func text(res *sdk.CallToolResult) string {
	var b strings.Builder
	for _, c := range res.Content {
		if t, ok := c.(*sdk.TextContent); ok {
			b.WriteString(t.Text)
		}
	}
	return b.String()
}

func TestToolsListed(t *testing.T) {
	cs, _ := mustOpenTools(t, "default")
	var names []string
	for tool, err := range cs.Tools(context.Background(), nil) {
		if err != nil {
			t.Fatal(err)
		}
		if tool.Description == "" || tool.InputSchema == nil || tool.OutputSchema == nil {
			t.Errorf("%s: description, input or output schema missing", tool.Name)
		}
		names = append(names, tool.Name)
	}
	sort.Strings(names)
	want := "add_correction apply_corrections bridge_prior bridge_search bridge_store detect_correction find_similar_corrections followup_decide followup_store judgment_history learn_correction list_corrections override_judgment record_judgment review_diff"
	if got := strings.Join(names, " "); got != want {
		t.Fatalf("tools:\n%s\nwant\n%s", got, want)
	}
}

func TestToolsOfAJudgmentsOnlyStore(t *testing.T) {
	cs, _ := mustOpenTools(t, "default", func(s *cairnmcp.Server) { s.Corrections, s.Followups, s.Bridge = nil, nil, nil })
	var names []string
	for tool, err := range cs.Tools(context.Background(), nil) {
		if err != nil {
			t.Fatal(err)
		}
		names = append(names, tool.Name)
	}
	sort.Strings(names)
	if got, want := strings.Join(names, " "), "judgment_history override_judgment record_judgment review_diff"; got != want {
		t.Fatalf("tools=%s, want %s", got, want)
	}
}

// learnStagingPort teaches, through learn_correction, that staging's
// database listens on 5433, not 5432.
func learnStagingPort(t *testing.T, cs *sdk.ClientSession) cairnmcp.LearnOutput {
	t.Helper()
	var learned cairnmcp.LearnOutput
	call(t, cs, "learn_correction", map[string]any{
		"query":           "Which port does the staging database listen on?",
		"previous_output": "The staging Postgres listens on port 5432, the default.",
		"message":         "staging runs on 5433, 5432 is taken by the legacy cluster",
		"session_id":      "a",
	}, &learned)
	return learned
}

// TestLearnCorrectionRevert: a reply that puts back what apply_corrections
// replaced, with the edits passed along, names the correction and lowers
// it; without the edits nothing is reverted.
func TestLearnCorrectionRevert(t *testing.T) {
	cs, _ := mustOpenTools(t, "default")
	learned := learnStagingPort(t, cs)
	if learned.Saved == nil {
		t.Fatalf("learn_correction: %+v", learned)
	}
	var applied cairnmcp.ApplyOutput
	call(t, cs, "apply_corrections", map[string]any{"query": "how do I connect psql to the staging replica?", "output": "Run `psql -h staging-replica -p 5432 -U app`."}, &applied)
	if !applied.Modified || len(applied.Applied) != 1 {
		t.Fatalf("apply: %+v", applied)
	}
	// apply_corrections hands the edits back, ready for learn_correction.
	if len(applied.Edits) != 1 || applied.Edits[0] != (cairnmcp.Edit{CorrectionID: learned.Saved.ID, Matched: "5432", Replacement: "5433"}) {
		t.Fatalf("edits %+v", applied.Edits)
	}
	edits := applied.Edits
	reply := "No, the replica listens on 5432, not 5433."
	var without, with cairnmcp.LearnOutput
	call(t, cs, "learn_correction", map[string]any{"previous_output": applied.Output, "message": reply, "session_id": "r1"}, &without)
	if len(without.Reverted) != 0 {
		t.Fatalf("reverted %v without the edits", without.Reverted)
	}
	call(t, cs, "learn_correction", map[string]any{"previous_output": applied.Output, "message": reply, "session_id": "r2", "edits": edits}, &with)
	if len(with.Reverted) != 1 || with.Reverted[0] != learned.Saved.ID {
		t.Fatalf("reverted %v, want [%s] (detection %+v)", with.Reverted, learned.Saved.ID, with.Detection)
	}
	var list cairnmcp.ListOutput
	call(t, cs, "list_corrections", map[string]any{"text": "5433"}, &list)
	i := slices.IndexFunc(list.Corrections, func(c *cairnmcp.Correction) bool { return c.ID == learned.Saved.ID })
	if i < 0 {
		t.Fatalf("the reverted correction is not listed: %+v", list.Corrections)
	}
	if got, want := list.Corrections[i].Confidence, learned.Saved.Confidence-correction.RevertPenalty; math.Abs(got-want) > 1e-9 {
		t.Fatalf("confidence %v after the revert, want %v", got, want)
	}
}

func TestCorrectionTools(t *testing.T) {
	cs, _ := mustOpenTools(t, "default")

	learned := learnStagingPort(t, cs)
	if learned.Saved == nil || learned.Saved.OriginalOutput != "5432" || learned.Saved.CorrectedOutput != "5433" || !learned.Saved.AppliesOffline {
		t.Fatalf("learn_correction: %+v (saved %+v)", learned, learned.Saved)
	}
	if learned.Detection == nil || !learned.Detection.IsCorrection || learned.Detection.Class != "correction" {
		t.Fatalf("detection: %+v", learned.Detection)
	}

	var applied cairnmcp.ApplyOutput
	// The suggest mode leaves the draft alone and says what it would apply.
	call(t, cs, "apply_corrections", map[string]any{"query": "how do I connect psql to staging?", "output": "Run `psql -h staging-db -p 5432 -U app` from the bastion.", "apply": "suggest"}, &applied)
	if applied.Modified || applied.Mode != "suggest" || len(applied.Suggested) == 0 || !applied.Suggested[0].Withheld || applied.Suggested[0].Correction.ID != learned.Saved.ID {
		t.Fatalf("apply in the suggest mode: %+v", applied)
	}
	call(t, cs, "apply_corrections", map[string]any{"query": "how do I connect psql to staging?", "output": "Run `psql -h staging-db -p 5432 -U app` from the bastion."}, &applied)
	if got, want := applied.Output, "Run `psql -h staging-db -p 5433 -U app` from the bastion."; got != want || !applied.Modified {
		t.Fatalf("apply: %q (modified %v), want %q", got, applied.Modified, want)
	}
	if len(applied.Applied) != 1 || applied.Applied[0].Correction.ID != learned.Saved.ID || len(applied.Applied[0].Hits) == 0 || applied.Applied[0].Hits[0].Matched != "5432" {
		t.Fatalf("applied: %+v", applied.Applied)
	}
	// The same number in another meaning is left alone.
	call(t, cs, "apply_corrections", map[string]any{"query": "local dev database port?", "output": "Locally Postgres listens on port 5432."}, &applied)
	if applied.Modified || applied.Output != "Locally Postgres listens on port 5432." {
		t.Fatalf("apply elsewhere: %+v", applied)
	}

	var added cairnmcp.AddOutput
	call(t, cs, "add_correction", map[string]any{"original_output": "actions/checkout@v2", "corrected_output": "actions/checkout@v4", "category": "code", "explanation": "v2 is deprecated"}, &added)
	if added.Correction == nil || added.Correction.Category != "code" || added.Correction.Confidence != 1 || added.Correction.Embedding != "ready" {
		t.Fatalf("add: %+v", added.Correction)
	}

	var similar cairnmcp.SimilarOutput
	call(t, cs, "find_similar_corrections", map[string]any{"query": "staging database port", "output": "Connect to staging on 5432."}, &similar)
	if len(similar.Matches) == 0 || similar.Matches[0].Correction.ID != learned.Saved.ID {
		t.Fatalf("similar: %+v", similar.Matches)
	}

	var list cairnmcp.ListOutput
	call(t, cs, "list_corrections", map[string]any{}, &list)
	if len(list.Corrections) != 2 || list.Corrections[0].ID != added.Correction.ID {
		t.Fatalf("list: %+v", list.Corrections)
	}
	call(t, cs, "list_corrections", map[string]any{"category": "code", "limit": 1}, &list)
	if len(list.Corrections) != 1 || list.Corrections[0].ID != added.Correction.ID {
		t.Fatalf("list by category: %+v", list.Corrections)
	}

	var det cairnmcp.DetectOutput
	call(t, cs, "detect_correction", map[string]any{"message": "No, use UTC, not local time", "previous_output": "Times are in local time."}, &det)
	if !det.Detection.IsCorrection {
		t.Fatalf("detect: %+v", det.Detection)
	}
	call(t, cs, "detect_correction", map[string]any{"message": "thanks, that works"}, &det)
	if det.Detection.IsCorrection {
		t.Fatalf("detect on thanks: %+v", det.Detection)
	}
	// Detecting remembers nothing.
	call(t, cs, "list_corrections", map[string]any{}, &list)
	if len(list.Corrections) != 2 {
		t.Fatalf("after detect: %d corrections", len(list.Corrections))
	}
}

func TestJudgmentTools(t *testing.T) {
	cs, _ := mustOpenTools(t, "acme")
	base := time.Date(2024, 11, 1, 10, 0, 0, 0, time.UTC)
	for i, id := range []string{"org/repo#1", "org/repo#2", "org/repo#3"} {
		var rec cairnmcp.RecordJudgmentOutput
		call(t, cs, "record_judgment", map[string]any{"change_id": id, "product": "Acme", "decision": "include", "reasoning": "because " + id,
			"timestamp": base.Add(time.Duration(i) * time.Hour).Format(time.RFC3339)}, &rec)
		if !rec.Stored || rec.Judgment.Decision != "INCLUDE" || rec.Judgment.WasCorrected {
			t.Fatalf("record %s: %+v", id, rec)
		}
	}
	var j cairnmcp.Judgment
	call(t, cs, "override_judgment", map[string]any{"change_id": "org/repo#2", "decision": "EXCLUDE", "reasoning": "internal tooling"}, &j)
	if !j.WasCorrected || j.FinalDecision != "EXCLUDE" || j.UserReasoning != "internal tooling" {
		t.Fatalf("override: %+v", j)
	}
	var h cairnmcp.HistoryOutput
	call(t, cs, "judgment_history", map[string]any{"product": "Acme", "max_entries": 2, "correction_ratio": 0.5}, &h)
	var ids []string
	for _, j := range h.Judgments {
		ids = append(ids, j.ChangeID)
	}
	if got, want := strings.Join(ids, ","), "org/repo#2,org/repo#3"; got != want {
		t.Fatalf("history=%s, want %s", got, want)
	}
	if !strings.Contains(h.Prompt, "internal tooling") {
		t.Fatalf("prompt lacks the override's reasoning:\n%s", h.Prompt)
	}
	call(t, cs, "judgment_history", map[string]any{"product": "Nobody"}, &h)
	if len(h.Judgments) != 0 || h.Prompt != "No previous judgments available" {
		t.Fatalf("cold start: %+v", h)
	}
	if msg := toolError(t, cs, "override_judgment", map[string]any{"change_id": "nope", "decision": "INCLUDE"}); !strings.Contains(msg, `judgment "nope" not found`) {
		t.Fatalf("override unknown: %q", msg)
	}
}

// TestTenantsIsolated: the tools of one tenant never see another's records.
func TestTenantsIsolated(t *testing.T) {
	cs, s := mustOpenTools(t, "alpha")
	call(t, cs, "record_judgment", map[string]any{"change_id": "a#1", "product": "P", "decision": "INCLUDE"}, nil)
	call(t, cs, "add_correction", map[string]any{"original_output": "ten", "corrected_output": "100"}, nil)
	beta, err := s.Tenant("beta")
	if err != nil {
		t.Fatal(err)
	}
	st, ct := sdk.NewInMemoryTransports()
	ss, err := beta.Connect(context.Background(), st, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer ss.Close()
	bs, err := sdk.NewClient(&sdk.Implementation{Name: "test", Version: "v0"}, nil).Connect(context.Background(), ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer bs.Close()
	var h cairnmcp.HistoryOutput
	call(t, bs, "judgment_history", map[string]any{"product": "P"}, &h)
	var list cairnmcp.ListOutput
	call(t, bs, "list_corrections", map[string]any{}, &list)
	if len(h.Judgments) != 0 || len(list.Corrections) != 0 {
		t.Fatalf("beta sees alpha's records: %d judgments, %d corrections", len(h.Judgments), len(list.Corrections))
	}
	if _, err := s.Tenant("no such tenant"); err == nil {
		t.Fatal("a malformed tenant name got a server")
	}
}

func TestFollowupTools(t *testing.T) {
	cs, _ := mustOpenTools(t, "default")
	decide := func(msg string) cairnmcp.DecideOutput {
		var d cairnmcp.DecideOutput
		call(t, cs, "followup_decide", map[string]any{"session_id": "user123", "adapter_name": "sales_intent", "message": msg}, &d)
		return d
	}
	if d := decide("Show me Q4 sales"); !d.Execute || d.CacheHit || d.Outcome != followup.OutcomeMiss {
		t.Fatalf("first question: %+v", d)
	}
	var sr followup.StoreResult
	call(t, cs, "followup_store", map[string]any{"session_id": "user123", "adapter_name": "sales_intent", "query": "Show me Q4 sales",
		"sql_executed":   "SELECT product, sum(amount) AS total_sales FROM sales WHERE quarter = 4 GROUP BY 1",
		"results":        []any{map[string]any{"product": "Widget", "total_sales": 1200}, map[string]any{"product": "Gadget", "total_sales": 900}},
		"result_columns": []string{"product", "total_sales"}}, &sr)
	if sr.Outcome != followup.StoreStored {
		t.Fatalf("store: %+v", sr)
	}
	d := decide("Which of those products sold the most?")
	if !d.CacheHit || d.Execute || d.Result == nil {
		t.Fatalf("follow-up: %+v", d)
	}
	rows, _ := json.Marshal(d.Result.Results)
	if !strings.Contains(string(rows), `"Widget"`) || d.Result.SQL == "" {
		t.Fatalf("cached result: %s %+v", rows, d.Result)
	}
	if d := decide("Show me the latest Q4 sales"); !d.Execute || !d.CacheRefresh {
		t.Fatalf("refresh: %+v", d)
	}
	if msg := toolError(t, cs, "followup_decide", map[string]any{"session_id": "user123", "adapter_name": "bad:name", "message": "hi"}); !strings.HasPrefix(msg, "adapter_name: ") {
		t.Fatalf("bad adapter: %q", msg)
	}
}

func TestBridgeTools(t *testing.T) {
	now := time.Date(2026, 2, 3, 10, 0, 0, 0, time.UTC)
	cs, _ := mustOpenTools(t, "default", func(s *cairnmcp.Server) { s.Bridge.Now = func() time.Time { return now } })
	var e map[string]any
	call(t, cs, "bridge_store", map[string]any{"session_id": "u:1", "type": "preprocessing", "text": "The user wants the cheapest flight to Lisbon in March."}, &e)
	if e["id"] == "" || e["type"] != "preprocessing" {
		t.Fatalf("store: %v", e)
	}
	call(t, cs, "bridge_store", map[string]any{"session_id": "u:1", "type": "preprocessing", "text": "Budget airlines exclude checked luggage.",
		"timestamp": now.Add(-45 * time.Minute).Format(time.RFC3339)}, nil)
	var prior bridge.Prior
	call(t, cs, "bridge_prior", map[string]any{"session_id": "u:1", "type": "preprocessing"}, &prior)
	if len(prior.Entries) != 2 || !strings.Contains(prior.Text, "Lisbon") {
		t.Fatalf("prior: %+v", prior)
	}
	call(t, cs, "bridge_prior", map[string]any{"session_id": "u:1", "type": "preprocessing", "include_corrupted": false}, &prior)
	if len(prior.Entries) != 1 {
		t.Fatalf("prior without corrupted: %d entries", len(prior.Entries))
	}
	var found cairnmcp.BridgeSearchOutput
	call(t, cs, "bridge_search", map[string]any{"session_id": "u:1", "query": "flight to Lisbon", "k": 1}, &found)
	if len(found.Matches) != 1 || !strings.Contains(found.Matches[0].Text, "Lisbon") {
		t.Fatalf("search: %+v", found.Matches)
	}
	if msg := toolError(t, cs, "bridge_store", map[string]any{"session_id": "u:1", "type": "longterm", "text": "x"}); !strings.HasPrefix(msg, "type: ") {
		t.Fatalf("bad type: %q", msg)
	}
}

func TestReviewTool(t *testing.T) {
	cs, _ := mustOpenTools(t, "default")
	var r cairnmcp.ReviewOutput
	call(t, cs, "review_diff", map[string]any{"test": "t::same", "expected": "total: 42\n", "actual": "total: 42\n"}, &r)
	if r.Category != 5 || r.Decision == "" {
		t.Fatalf("identical outputs: %+v", r)
	}
	call(t, cs, "review_diff", map[string]any{"test": "t::crash", "expected": "ok: 3 passed\n", "actual": "Traceback (most recent call last):\nValueError: boom\n"}, &r)
	if r.Category > 2 {
		t.Fatalf("a crash reviewed as %d %s", r.Category, r.CategoryName)
	}
	if msg := toolError(t, cs, "review_diff", map[string]any{"expected": "a", "actual": "b", "ai": true}); !strings.HasPrefix(msg, "ai: ") {
		t.Fatalf("ai without a model: %q", msg)
	}
}

// TestBadInputNamesTheField: schema violations and the capabilities' own
// checks are tool errors naming the field, and write nothing.
func TestBadInputNamesTheField(t *testing.T) {
	cs, _ := mustOpenTools(t, "default")
	tests := []struct {
		name, tool string
		args       any
		field      string
	}{
		{"missing required", "record_judgment", map[string]any{"change_id": "a#1", "decision": "INCLUDE"}, "product"},
		{"unknown decision", "record_judgment", map[string]any{"change_id": "a#1", "product": "P", "decision": "MAYBE"}, "decision"},
		{"bad timestamp", "record_judgment", map[string]any{"change_id": "a#1", "product": "P", "decision": "INCLUDE", "timestamp": "yesterday"}, "timestamp"},
		{"wrong type", "judgment_history", map[string]any{"product": "P", "max_entries": "many"}, "max_entries"},
		{"ratio above 1", "judgment_history", map[string]any{"product": "P", "correction_ratio": 1.5}, "correction_ratio"},
		{"empty product", "judgment_history", map[string]any{"product": " "}, "product"},
		{"unknown argument", "list_corrections", map[string]any{"colour": "red"}, "colour"},
		{"unknown category", "add_correction", map[string]any{"original_output": "a", "corrected_output": "b", "category": "grammar"}, "category"},
		{"empty corrected", "add_correction", map[string]any{"original_output": "a", "corrected_output": " "}, "corrected_output"},
		{"confidence above 1", "add_correction", map[string]any{"original_output": "a", "corrected_output": "b", "confidence": 2}, "confidence"},
		{"NUL in text", "add_correction", map[string]any{"original_output": "a\x00", "corrected_output": "b"}, "original_output"},
		{"lone surrogate", "add_correction", json.RawMessage(`{"original_output": "\ud800", "corrected_output": "b"}`), "original_output"},
		{"empty message", "learn_correction", map[string]any{"previous_output": "x", "message": ""}, "message"},
		{"edit without id", "learn_correction", map[string]any{"previous_output": "x", "message": "m", "edits": []map[string]any{{"matched": "a", "replacement": "b"}}}, "correction_id"},
		{"edit with a blank id", "learn_correction", map[string]any{"previous_output": "x", "message": "m", "edits": []map[string]any{{"correction_id": " ", "matched": "a", "replacement": "b"}}}, "edits[0].correction_id"},
		{"edit too long", "learn_correction", map[string]any{"previous_output": "x", "message": "m", "edits": []map[string]any{{"correction_id": "c", "matched": strings.Repeat("a", correction.MaxEditBytes+1), "replacement": "b"}}}, "edits[0].matched"},
		{"limit too high", "find_similar_corrections", map[string]any{"query": "q", "limit": 1000}, "limit"},
		{"empty output", "apply_corrections", map[string]any{"output": ""}, "output"},
		{"unknown apply mode", "apply_corrections", map[string]any{"output": "o", "apply": "always"}, "apply"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			msg := toolError(t, cs, tt.tool, tt.args)
			t.Log(msg)
			if !strings.Contains(msg, tt.field) {
				t.Fatalf("%s: %q does not name %q", tt.tool, msg, tt.field)
			}
		})
	}
	var h cairnmcp.HistoryOutput
	call(t, cs, "judgment_history", map[string]any{"product": "P"}, &h)
	var list cairnmcp.ListOutput
	call(t, cs, "list_corrections", map[string]any{}, &list)
	if len(h.Judgments) != 0 || len(list.Corrections) != 0 {
		t.Fatalf("bad input wrote %d judgments, %d corrections", len(h.Judgments), len(list.Corrections))
	}
}
