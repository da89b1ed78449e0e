package storetest

import (
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/internal/testenv"
	"github.com/cairnhq/cairn/judgment"
)

// JudgmentOptions describes the engine under test to RunJudgmentStoreWith.
type JudgmentOptions struct {
	// SingleTenant engines (jsonfile) serve only cairn.DefaultTenant: the
	// suite always opens that tenant and skips the tenant isolation checks.
	SingleTenant bool
}

// RunJudgmentStore runs the conformance suite for judgment.Store. open returns a fresh, empty store for
// the given tenant on the engine under test; calling open twice with different tenants must give
// isolated stores on the same underlying database.
//
// Engines must keep timestamps to at least the microsecond (the suite uses
// microsecond timestamps, as pydantic writes them) and return them in UTC.
// Each subtest calls open with tenant names of its own, so engines may share
// one database between subtests.
func RunJudgmentStore(t *testing.T, open func(t *testing.T, tenant string) judgment.Store) {
	t.Helper()
	RunJudgmentStoreWith(t, JudgmentOptions{}, open)
}

// RunJudgmentStoreWith is RunJudgmentStore for engines that need options,
// such as single-tenant ones.
func RunJudgmentStoreWith(t *testing.T, opts JudgmentOptions, open func(t *testing.T, tenant string) judgment.Store) {
	t.Helper()
	js := &judgmentSuite{opts: opts, open: open}
	tests := []struct {
		name string
		fn   func(t *testing.T)
	}{
		{"RoundTrip", js.testRoundTrip},
		{"GetMissing", js.testGetMissing},
		{"AddInvalid", js.testAddInvalid},
		{"Replace", js.testReplace},
		{"ReplaceKeepsPosition", js.testReplaceKeepsPosition},
		{"Copies", js.testCopies},
		{"SetUserDecision", js.testSetUserDecision},
		{"ClearProduct", js.testClearProduct},
		{"StatsEmpty", js.testStatsEmpty},
		{"Stats", js.testStats},
		{"Newest", js.testNewest},
		{"NewestTies", js.testNewestTies},
		{"Each", js.testEach},
		{"TenantIsolation", js.testTenantIsolation},
		{"BatchAdder", js.testBatchAdder},
		{"BatchAdderInterrupted", js.testBatchAdderInterrupted},
		{"ConcurrentAdd", js.testConcurrentAdd},
		{"HistoryMatchesSelect", js.testHistoryMatchesSelect},
	}
	for _, tt := range tests {
		t.Run(tt.name, tt.fn)
	}
}

type judgmentSuite struct {
	opts JudgmentOptions
	open func(t *testing.T, tenant string) judgment.Store
}

// store opens a fresh store under a tenant name of its own.
func (js *judgmentSuite) store(t *testing.T) judgment.Store {
	t.Helper()
	return js.open(t, js.tenant())
}

func (js *judgmentSuite) tenant() string {
	if js.opts.SingleTenant {
		return cairn.DefaultTenant
	}
	return testenv.UniqueName("jt_")
}

// baseTime has microseconds, like the timestamps pydantic writes.
var baseTime = time.Date(2024, 11, 15, 10, 30, 0, 123456000, time.UTC)

// at returns baseTime plus i minutes.
func at(i int) time.Time { return baseTime.Add(time.Duration(i) * time.Minute) }

// mk returns a judgment of product with the AI decision ai, the user decision
// user ("" for none) and the timestamp at(minute).
func mk(id, product string, ai, user judgment.Decision, minute int) *judgment.Judgment {
	j := &judgment.Judgment{
		ChangeID:  id,
		Decision:  ai,
		Reasoning: "AI reasoning for " + id,
		Product:   product,
		Timestamp: at(minute),
	}
	if user != "" {
		j.UserDecision = user
		j.UserReasoning = "user reasoning for " + id
	}
	return j
}

func mustAdd(t *testing.T, s judgment.Store, j *judgment.Judgment) bool {
	t.Helper()
	stored, err := s.Add(t.Context(), j)
	if err != nil {
		t.Fatalf("Add(%q): %v", j.ChangeID, err)
	}
	return stored
}

func mustGet(t *testing.T, s judgment.Store, id string) *judgment.Judgment {
	t.Helper()
	j, err := s.Get(t.Context(), id)
	if err != nil {
		t.Fatalf("Get(%q): %v", id, err)
	}
	if j == nil {
		t.Fatalf("Get(%q) = nil, nil", id)
	}
	return j
}

func mustStats(t *testing.T, s judgment.Store, product string) judgment.Stats {
	t.Helper()
	st, err := s.Stats(t.Context(), product)
	if err != nil {
		t.Fatalf("Stats(%q): %v", product, err)
	}
	return st
}

func mustNewest(t *testing.T, s judgment.Store, product string, corrected bool, limit int) []*judgment.Judgment {
	t.Helper()
	js, err := s.Newest(t.Context(), product, corrected, limit)
	if err != nil {
		t.Fatalf("Newest(%q, %v, %d): %v", product, corrected, limit, err)
	}
	return js
}

func eachAll(t *testing.T, s judgment.Store, product string) []*judgment.Judgment {
	t.Helper()
	var out []*judgment.Judgment
	if err := s.Each(t.Context(), product, func(j *judgment.Judgment) error {
		out = append(out, j)
		return nil
	}); err != nil {
		t.Fatalf("Each(%q): %v", product, err)
	}
	return out
}

func ids(js []*judgment.Judgment) []string {
	out := make([]string, len(js))
	for i, j := range js {
		out[i] = j.ChangeID
	}
	return out
}

func wantIDs(t *testing.T, what string, got []*judgment.Judgment, want ...string) {
	t.Helper()
	if want == nil {
		want = []string{}
	}
	if g := ids(got); !slices.Equal(g, want) {
		t.Fatalf("%s = %q, want %q", what, g, want)
	}
}

// diffJudgment describes how got differs from want, or returns "". Times are
// compared as instants and got's must be in UTC.
func diffJudgment(got, want *judgment.Judgment) string {
	if got == nil {
		return "got nil judgment"
	}
	var d []string
	field := func(name, g, w string) {
		if g != w {
			d = append(d, fmt.Sprintf("%s=%q, want %q", name, g, w))
		}
	}
	field("change_id", got.ChangeID, want.ChangeID)
	field("decision", string(got.Decision), string(want.Decision))
	field("reasoning", got.Reasoning, want.Reasoning)
	field("user_decision", string(got.UserDecision), string(want.UserDecision))
	field("user_reasoning", got.UserReasoning, want.UserReasoning)
	field("product", got.Product, want.Product)
	field("url", got.URL, want.URL)
	field("description", got.Description, want.Description)
	field("ai_provider", got.AIProvider, want.AIProvider)
	if !got.Timestamp.Equal(want.Timestamp) {
		d = append(d, fmt.Sprintf("timestamp=%s, want %s", got.Timestamp.Format(time.RFC3339Nano), want.Timestamp.UTC().Format(time.RFC3339Nano)))
	}
	if got.Timestamp.Location() != time.UTC {
		d = append(d, fmt.Sprintf("timestamp location=%v, want UTC", got.Timestamp.Location()))
	}
	return strings.Join(d, "; ")
}

func checkJudgment(t *testing.T, what string, got, want *judgment.Judgment) {
	t.Helper()
	if d := diffJudgment(got, want); d != "" {
		t.Fatalf("%s: %s", what, d)
	}
}

func wantCode(t *testing.T, what string, err error, code string) {
	t.Helper()
	if got := cairn.ErrorCode(err); got != code {
		t.Fatalf("%s: error %v has code %q, want %q", what, err, got, code)
	}
}

func (js *judgmentSuite) testBatchAdder(t *testing.T) {
	s := js.store(t)
	ba, ok := s.(judgment.BatchAdder)
	if !ok {
		t.Skip("store does not implement judgment.BatchAdder")
	}
	ctx := t.Context()
	const inc, exc = judgment.Include, judgment.Exclude
	mustAdd(t, s, mk("kept", "P", inc, exc, 0))
	mustAdd(t, s, mk("first", "P", inc, "", 0))

	n, err := ba.AddBatch(ctx, []*judgment.Judgment{
		mk("new1", "P", inc, "", 1),
		mk("kept", "P", exc, "", 1), // final decision unchanged: kept
		mk("first", "P", exc, "", 1),
		mk("new2", "P", exc, inc, 2),
		mk("new2", "P", inc, "", 3), // same final decision as the batch's own user decision: kept
		mk("new2", "P", exc, "", 4), // final decision differs: replaced
		mk("new3", "P", inc, "", 5),
	})
	if err != nil {
		t.Fatalf("AddBatch: %v", err)
	}
	if n != 5 {
		t.Fatalf("AddBatch stored %d, want 5", n)
	}
	wantIDs(t, "Each after AddBatch", eachAll(t, s, ""), "kept", "first", "new1", "new2", "new3")
	checkJudgment(t, "kept", mustGet(t, s, "kept"), mk("kept", "P", inc, exc, 0))
	checkJudgment(t, "first", mustGet(t, s, "first"), mk("first", "P", exc, "", 1))
	checkJudgment(t, "new2", mustGet(t, s, "new2"), mk("new2", "P", exc, "", 4))

	// One invalid judgment rejects the whole batch.
	_, err = ba.AddBatch(ctx, []*judgment.Judgment{
		mk("new4", "P", inc, "", 5),
		mk("first", "P", judgment.Uncertain, "", 5),
		{ChangeID: "bad", Decision: "MAYBE", Product: "P", Timestamp: at(5)},
	})
	wantCode(t, "AddBatch with an invalid judgment", err, cairn.EINVALID)
	if got := cairn.ErrorField(err); got != "decision" {
		t.Fatalf("AddBatch error field=%q, want decision", got)
	}
	wantIDs(t, "Each after a rejected AddBatch", eachAll(t, s, ""), "kept", "first", "new1", "new2", "new3")
	checkJudgment(t, "first after a rejected AddBatch", mustGet(t, s, "first"), mk("first", "P", exc, "", 1))

	if n, err := ba.AddBatch(ctx, nil); err != nil || n != 0 {
		t.Fatalf("AddBatch(nil) = %d, %v, want 0, nil", n, err)
	}
}

func (js *judgmentSuite) testConcurrentAdd(t *testing.T) {
	s := js.store(t)
	const workers, each = 4, 8
	var wg sync.WaitGroup
	errs := make(chan error, workers*each)
	for w := range workers {
		wg.Go(func() {
			for i := range each {
				j := mk(fmt.Sprintf("w%d#%d", w, i), "P", judgment.Include, "", w*each+i)
				if _, err := s.Add(t.Context(), j); err != nil {
					errs <- err
				}
				// Everyone also races on one shared id.
				shared := mk("shared", "P", judgment.Exclude, "", i)
				if _, err := s.Add(t.Context(), shared); err != nil {
					errs <- err
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatalf("concurrent Add: %v", err)
	}
	if got, want := mustStats(t, s, "").TotalJudgments, workers*each+1; got != want {
		t.Fatalf("total_judgments after concurrent adds=%d, want %d", got, want)
	}
}
