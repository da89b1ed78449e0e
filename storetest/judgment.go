package storetest

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
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

func (js *judgmentSuite) testRoundTrip(t *testing.T) {
	s := js.store(t)
	paris := time.FixedZone("CET", 3600)
	tests := []struct {
		name string
		in   *judgment.Judgment
	}{
		{"required fields only", &judgment.Judgment{
			ChangeID: "github.com/owner/repo#1", Decision: judgment.Include,
			Product: "Acme Fungear", Timestamp: baseTime,
		}},
		{"every field", &judgment.Judgment{
			ChangeID:      "github.com/owner/repo#123",
			Decision:      judgment.Include,
			Reasoning:     "Implements core feature",
			UserDecision:  judgment.Exclude,
			UserReasoning: "Actually internal tooling",
			Product:       "Acme Fungear",
			URL:           "https://github.com/owner/repo/pull/123",
			Description:   "Add the widget",
			AIProvider:    "gemini",
			Timestamp:     time.Date(2024, 11, 15, 11, 30, 0, 123456000, paris),
		}},
		{"user agrees", &judgment.Judgment{
			ChangeID: "gitlab.com/group/sub/project!7", Decision: judgment.Uncertain,
			Reasoning: "unclear", UserDecision: judgment.Uncertain, Product: "Acme Fungear",
			Timestamp: time.Date(1999, 12, 31, 23, 59, 59, 0, time.UTC),
		}},
		{"awkward text", &judgment.Judgment{
			ChangeID:      `o/r#9 'quoted' "double" \back`,
			Decision:      judgment.Exclude,
			Reasoning:     "line one\nline two\ttab; DROP TABLE judgments; -- ünïcødé 🪨",
			UserDecision:  judgment.Include,
			UserReasoning: strings.Repeat("long reasoning ", 2000),
			Product:       "Prödüct with spaces % _ and 'quotes'",
			Timestamp:     time.Date(2030, 1, 2, 3, 4, 5, 999999000, time.UTC),
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if !mustAdd(t, s, tt.in) {
				t.Fatalf("Add of a new judgment returned stored=false")
			}
			checkJudgment(t, "Get", mustGet(t, s, tt.in.ChangeID), tt.in)
		})
	}
	if got, want := len(eachAll(t, s, "")), len(tests); got != want {
		t.Fatalf("Each yielded %d judgments, want %d", got, want)
	}
}

func (js *judgmentSuite) testGetMissing(t *testing.T) {
	s := js.store(t)
	_, err := s.Get(t.Context(), "o/r#404")
	wantCode(t, "Get of a missing id on an empty store", err, cairn.ENOTFOUND)
	mustAdd(t, s, mk("o/r#1", "P", judgment.Include, "", 0))
	_, err = s.Get(t.Context(), "o/r#404")
	wantCode(t, "Get of a missing id", err, cairn.ENOTFOUND)
	_, err = s.Get(t.Context(), "O/R#1")
	wantCode(t, "Get is case-sensitive", err, cairn.ENOTFOUND)
}

func (js *judgmentSuite) testAddInvalid(t *testing.T) {
	valid := func() *judgment.Judgment { return mk("o/r#1", "P", judgment.Include, "", 0) }
	tests := []struct {
		name  string
		edit  func(j *judgment.Judgment)
		field string
	}{
		{"empty change_id", func(j *judgment.Judgment) { j.ChangeID = "" }, "change_id"},
		{"blank change_id", func(j *judgment.Judgment) { j.ChangeID = "  " }, "change_id"},
		{"empty decision", func(j *judgment.Judgment) { j.Decision = "" }, "decision"},
		{"unknown decision", func(j *judgment.Judgment) { j.Decision = "MAYBE" }, "decision"},
		{"lower-case decision", func(j *judgment.Judgment) { j.Decision = "include" }, "decision"},
		{"unknown user_decision", func(j *judgment.Judgment) { j.UserDecision = "NOPE" }, "user_decision"},
		{"empty product", func(j *judgment.Judgment) { j.Product = "" }, "product"},
		{"timestamp after 9999", func(j *judgment.Judgment) { j.Timestamp = time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC) }, "timestamp"},
		{"invalid UTF-8 change_id", func(j *judgment.Judgment) { j.ChangeID = "o/r#\xff" }, "change_id"},
		{"invalid UTF-8 url", func(j *judgment.Judgment) { j.URL = "https://x/\xff" }, "url"},
		{"NUL in product", func(j *judgment.Judgment) { j.Product = "P\x00" }, "product"},
		{"lone surrogate in ai_provider", func(j *judgment.Judgment) { j.AIProvider = "\xed\xb0\x80" }, "ai_provider"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := js.store(t)
			j := valid()
			tt.edit(j)
			if err := j.Validate(); cairn.ErrorField(err) != tt.field {
				t.Fatalf("Validate() = %v, want an error about %q", err, tt.field)
			}
			stored, err := s.Add(t.Context(), j)
			wantCode(t, "Add", err, cairn.EINVALID)
			if got := cairn.ErrorField(err); got != tt.field {
				t.Fatalf("Add error field=%q, want %q (error %v)", got, tt.field, err)
			}
			if stored {
				t.Fatalf("Add returned stored=true with an error")
			}
			if st := mustStats(t, s, ""); st.TotalJudgments != 0 {
				t.Fatalf("after a rejected Add, total_judgments=%d, want 0", st.TotalJudgments)
			}

			// A rejected replacement leaves the existing judgment alone.
			orig := valid()
			mustAdd(t, s, orig)
			bad := valid()
			tt.edit(bad)
			if tt.field != "change_id" {
				bad.ChangeID = orig.ChangeID
			}
			bad.Reasoning = "replacement"
			_, err = s.Add(t.Context(), bad)
			wantCode(t, "Add over an existing judgment", err, cairn.EINVALID)
			checkJudgment(t, "Get after a rejected replacement", mustGet(t, s, orig.ChangeID), orig)
		})
	}
}

func (js *judgmentSuite) testReplace(t *testing.T) {
	const (
		inc = judgment.Include
		exc = judgment.Exclude
		unc = judgment.Uncertain
	)
	tests := []struct {
		name             string
		existing         *judgment.Judgment
		incoming         *judgment.Judgment
		wantStored       bool
		wantKeepExisting bool
	}{
		{"no user decision, same decision", mk("c", "P", inc, "", 0), mk("c", "P", inc, "", 5), true, false},
		{"no user decision, other decision", mk("c", "P", inc, "", 0), mk("c", "P", exc, "", 5), true, false},
		{"no user decision, incoming corrected", mk("c", "P", inc, "", 0), mk("c", "P", inc, exc, 5), true, false},
		{"corrected, incoming AI matches user", mk("c", "P", inc, exc, 0), mk("c", "P", exc, "", 5), false, true},
		{"corrected, incoming AI repeats mistake", mk("c", "P", inc, exc, 0), mk("c", "P", inc, "", 5), true, false},
		{"corrected, incoming final matches", mk("c", "P", inc, exc, 0), mk("c", "P", unc, exc, 5), false, true},
		{"corrected, incoming final differs", mk("c", "P", inc, exc, 0), mk("c", "P", exc, unc, 5), true, false},
		{"user agrees, incoming same", mk("c", "P", inc, inc, 0), mk("c", "P", inc, "", 5), false, true},
		{"user agrees, incoming differs", mk("c", "P", inc, inc, 0), mk("c", "P", exc, "", 5), true, false},
		{"kept even for another product", mk("c", "P", inc, exc, 0), mk("c", "Q", exc, "", 5), false, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := js.store(t)
			tt.incoming.Reasoning = "incoming reasoning"
			if got := judgment.ShouldReplace(tt.existing, tt.incoming); got != tt.wantStored {
				t.Fatalf("ShouldReplace=%v, want %v", got, tt.wantStored)
			}
			mustAdd(t, s, tt.existing)
			if got := mustAdd(t, s, tt.incoming); got != tt.wantStored {
				t.Fatalf("Add(incoming) stored=%v, want %v", got, tt.wantStored)
			}
			want := tt.incoming
			if tt.wantKeepExisting {
				want = tt.existing
			}
			checkJudgment(t, "Get", mustGet(t, s, "c"), want)
			if got := mustStats(t, s, "").TotalJudgments; got != 1 {
				t.Fatalf("total_judgments=%d, want 1", got)
			}
		})
	}
}

func (js *judgmentSuite) testReplaceKeepsPosition(t *testing.T) {
	s := js.store(t)
	for _, id := range []string{"m", "a", "z"} {
		mustAdd(t, s, mk(id, "P", judgment.Include, "", 0))
	}
	// Replace the first one, with a newer timestamp and another product.
	mustAdd(t, s, mk("m", "Q", judgment.Exclude, "", 9))
	wantIDs(t, "Each after replacing the first", eachAll(t, s, ""), "m", "a", "z")
	// Replace the middle one with the same timestamp: tie order unchanged.
	mustAdd(t, s, mk("a", "P", judgment.Uncertain, "", 0))
	wantIDs(t, "Newest ties after replacing the middle", mustNewest(t, s, "P", false, 10), "a", "z")
	wantIDs(t, "Each after replacing the middle", eachAll(t, s, ""), "m", "a", "z")
	// A deleted id added again goes to the end, as in a Python dict.
	if n, err := s.ClearProduct(t.Context(), "Q"); err != nil || n != 1 {
		t.Fatalf("ClearProduct(Q) = %d, %v, want 1, nil", n, err)
	}
	mustAdd(t, s, mk("m", "P", judgment.Include, "", 0))
	wantIDs(t, "Each after re-adding a deleted id", eachAll(t, s, ""), "a", "z", "m")
	wantIDs(t, "Newest ties after re-adding a deleted id", mustNewest(t, s, "P", false, 10), "a", "z", "m")
}

func (js *judgmentSuite) testCopies(t *testing.T) {
	s := js.store(t)
	in := mk("o/r#1", "P", judgment.Include, judgment.Exclude, 0)
	want := *in
	mustAdd(t, s, in)
	in.Reasoning = "changed after Add"
	in.UserDecision = ""
	checkJudgment(t, "Get after changing the added value", mustGet(t, s, "o/r#1"), &want)

	got := mustGet(t, s, "o/r#1")
	got.Reasoning = "changed after Get"
	got.Product = "Q"
	checkJudgment(t, "Get after changing a returned value", mustGet(t, s, "o/r#1"), &want)

	for _, j := range mustNewest(t, s, "P", true, 10) {
		j.Decision = judgment.Uncertain
	}
	_ = s.Each(t.Context(), "", func(j *judgment.Judgment) error { j.ChangeID = "x"; return nil })
	checkJudgment(t, "Get after changing Newest and Each values", mustGet(t, s, "o/r#1"), &want)
}

func (js *judgmentSuite) testSetUserDecision(t *testing.T) {
	s := js.store(t)
	ctx := t.Context()
	orig := mk("o/r#1", "P", judgment.Include, "", 3)
	orig.URL, orig.Description, orig.AIProvider = "https://x/1", "desc", "prov"
	mustAdd(t, s, orig)
	mustAdd(t, s, mk("o/r#2", "P", judgment.Exclude, "", 4))

	if err := s.SetUserDecision(ctx, "o/r#1", judgment.Exclude, "internal tooling"); err != nil {
		t.Fatalf("SetUserDecision: %v", err)
	}
	want := *orig
	want.UserDecision, want.UserReasoning = judgment.Exclude, "internal tooling"
	checkJudgment(t, "Get after SetUserDecision", mustGet(t, s, "o/r#1"), &want)
	wantIDs(t, "Newest corrected", mustNewest(t, s, "P", true, 10), "o/r#1")
	wantIDs(t, "Newest not corrected", mustNewest(t, s, "P", false, 10), "o/r#2")

	// A second decision replaces the first; empty reasoning clears it.
	if err := s.SetUserDecision(ctx, "o/r#1", judgment.Include, ""); err != nil {
		t.Fatalf("SetUserDecision again: %v", err)
	}
	want.UserDecision, want.UserReasoning = judgment.Include, ""
	checkJudgment(t, "Get after agreeing", mustGet(t, s, "o/r#1"), &want)
	wantIDs(t, "Newest corrected after agreeing", mustNewest(t, s, "P", true, 10))
	wantIDs(t, "Newest not corrected after agreeing", mustNewest(t, s, "P", false, 10), "o/r#2", "o/r#1")

	err := s.SetUserDecision(ctx, "o/r#404", judgment.Exclude, "x")
	wantCode(t, "SetUserDecision of a missing id", err, cairn.ENOTFOUND)
	if got := mustStats(t, s, "").TotalJudgments; got != 2 {
		t.Fatalf("SetUserDecision of a missing id created a judgment: total=%d, want 2", got)
	}

	for _, bad := range []judgment.Decision{"", "MAYBE", "exclude"} {
		err := s.SetUserDecision(ctx, "o/r#1", bad, "x")
		wantCode(t, fmt.Sprintf("SetUserDecision(%q)", bad), err, cairn.EINVALID)
		if got := cairn.ErrorField(err); got != "user_decision" {
			t.Fatalf("SetUserDecision(%q) error field=%q, want user_decision", bad, got)
		}
		checkJudgment(t, "Get after a rejected SetUserDecision", mustGet(t, s, "o/r#1"), &want)
	}
	for _, bad := range []string{"bad \xff", "nul\x00", "\xed\xa0\x80"} {
		err := s.SetUserDecision(ctx, "o/r#1", judgment.Exclude, bad)
		wantCode(t, fmt.Sprintf("SetUserDecision(reasoning %q)", bad), err, cairn.EINVALID)
		if got := cairn.ErrorField(err); got != "user_reasoning" {
			t.Fatalf("SetUserDecision(reasoning %q) error field=%q, want user_reasoning", bad, got)
		}
		checkJudgment(t, "Get after a rejected SetUserDecision", mustGet(t, s, "o/r#1"), &want)
	}
}

func (js *judgmentSuite) testClearProduct(t *testing.T) {
	s := js.store(t)
	ctx := t.Context()
	mustAdd(t, s, mk("a1", "A", judgment.Include, "", 0))
	mustAdd(t, s, mk("b1", "B", judgment.Include, judgment.Exclude, 1))
	mustAdd(t, s, mk("a2", "A", judgment.Exclude, judgment.Include, 2))
	mustAdd(t, s, mk("b2", "B", judgment.Exclude, "", 3))
	mustAdd(t, s, mk("a3", "A", judgment.Uncertain, "", 4))
	mustAdd(t, s, mk("ab", "A B", judgment.Uncertain, "", 5))

	tests := []struct {
		product string
		want    int
	}{
		{"a", 0}, // case-sensitive
		{"A", 3},
		{"A", 0},
		{"Nope", 0},
	}
	for _, tt := range tests {
		n, err := s.ClearProduct(ctx, tt.product)
		if err != nil {
			t.Fatalf("ClearProduct(%q): %v", tt.product, err)
		}
		if n != tt.want {
			t.Fatalf("ClearProduct(%q)=%d, want %d", tt.product, n, tt.want)
		}
	}
	for _, id := range []string{"a1", "a2", "a3"} {
		_, err := s.Get(ctx, id)
		wantCode(t, "Get of a cleared judgment", err, cairn.ENOTFOUND)
	}
	wantIDs(t, "Each after ClearProduct(A)", eachAll(t, s, ""), "b1", "b2", "ab")
	wantIDs(t, "Newest(A) after ClearProduct(A)", mustNewest(t, s, "A", false, 10))
	if st := mustStats(t, s, "A"); st.TotalJudgments != 0 {
		t.Fatalf("Stats(A).total_judgments=%d after clearing, want 0", st.TotalJudgments)
	}
	mustAdd(t, s, mk("a1", "A", judgment.Include, "", 7))
	wantIDs(t, "Each after adding to a cleared product", eachAll(t, s, "A"), "a1")
}

func (js *judgmentSuite) testStatsEmpty(t *testing.T) {
	s := js.store(t)
	for _, product := range []string{"", "Acme Fungear"} {
		st := mustStats(t, s, product)
		if st.TotalJudgments != 0 || st.CorrectedCount != 0 || st.CorrectCount != 0 || st.CorrectionRate != 0 {
			t.Fatalf("Stats(%q) of an empty store = %+v, want zero counts and rate", product, st)
		}
		if st.Products == nil || len(st.Products) != 0 {
			t.Fatalf("Stats(%q).Products=%#v, want an empty non-nil list (JSON [])", product, st.Products)
		}
		if st.Oldest != nil || st.Newest != nil {
			t.Fatalf("Stats(%q) oldest=%v newest=%v, want nil (JSON null)", product, st.Oldest, st.Newest)
		}
		b, err := json.Marshal(st)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := string(b), `{"total_judgments":0,"corrected_count":0,"correct_count":0,"correction_rate":0,"products":[],"oldest_judgment":null,"newest_judgment":null}`; got != want {
			t.Fatalf("Stats(%q) JSON=%s, want %s", product, got, want)
		}
	}
}

func (js *judgmentSuite) testStats(t *testing.T) {
	s := js.store(t)
	const inc, exc = judgment.Include, judgment.Exclude
	mustAdd(t, s, mk("z1", "Zeta", inc, exc, 50))   // corrected
	mustAdd(t, s, mk("a1", "Acme", inc, "", 10))    // correct
	mustAdd(t, s, mk("a2", "Acme", inc, exc, -30))  // corrected, oldest
	mustAdd(t, s, mk("a3", "Acme", exc, exc, 20))   // user agrees: correct
	mustAdd(t, s, mk("m1", "Mu", exc, inc, 100))    // corrected, newest
	mustAdd(t, s, mk("a4", "Acme", exc, "", 20))    // correct
	mustAdd(t, s, mk("a5", "Acme", exc, inc, 30))   // corrected
	mustAdd(t, s, mk("a6", "Acme", inc, "", 25))    // correct
	mustAdd(t, s, mk("b1", "Acme ", inc, exc, 500)) // another product (trailing space)

	ptime := func(i int) *time.Time { x := at(i); return &x }
	tests := []struct {
		product string
		want    judgment.Stats
	}{
		{"", judgment.Stats{
			TotalJudgments: 9, CorrectedCount: 5, CorrectCount: 4, CorrectionRate: 5.0 / 9.0,
			Products: []string{"Acme", "Acme ", "Mu", "Zeta"}, Oldest: ptime(-30), Newest: ptime(500),
		}},
		{"Acme", judgment.Stats{
			TotalJudgments: 6, CorrectedCount: 2, CorrectCount: 4, CorrectionRate: 2.0 / 6.0,
			Products: []string{"Acme"}, Oldest: ptime(-30), Newest: ptime(30),
		}},
		{"Zeta", judgment.Stats{
			TotalJudgments: 1, CorrectedCount: 1, CorrectCount: 0, CorrectionRate: 1,
			Products: []string{"Zeta"}, Oldest: ptime(50), Newest: ptime(50),
		}},
		{"Nope", judgment.Stats{Products: []string{}}},
	}
	for _, tt := range tests {
		t.Run("product="+tt.product, func(t *testing.T) {
			got := mustStats(t, s, tt.product)
			if got.TotalJudgments != tt.want.TotalJudgments || got.CorrectedCount != tt.want.CorrectedCount || got.CorrectCount != tt.want.CorrectCount {
				t.Fatalf("counts total=%d corrected=%d correct=%d, want %d %d %d",
					got.TotalJudgments, got.CorrectedCount, got.CorrectCount,
					tt.want.TotalJudgments, tt.want.CorrectedCount, tt.want.CorrectCount)
			}
			if got.CorrectionRate != tt.want.CorrectionRate {
				t.Fatalf("correction_rate=%v, want %v", got.CorrectionRate, tt.want.CorrectionRate)
			}
			if got.Products == nil || !slices.Equal(got.Products, tt.want.Products) {
				t.Fatalf("products=%#v, want %#v", got.Products, tt.want.Products)
			}
			checkTime := func(name string, got, want *time.Time) {
				t.Helper()
				switch {
				case want == nil && got != nil:
					t.Fatalf("%s=%v, want nil", name, *got)
				case want != nil && got == nil:
					t.Fatalf("%s=nil, want %v", name, *want)
				case want != nil && (!got.Equal(*want) || got.Location() != time.UTC):
					t.Fatalf("%s=%v, want %v (UTC)", name, *got, *want)
				}
			}
			checkTime("oldest_judgment", got.Oldest, tt.want.Oldest)
			checkTime("newest_judgment", got.Newest, tt.want.Newest)
		})
	}
}

func (js *judgmentSuite) testNewest(t *testing.T) {
	s := js.store(t)
	const inc, exc = judgment.Include, judgment.Exclude
	// Added out of time order, with another product mixed in.
	mustAdd(t, s, mk("c2", "P", inc, exc, 20))
	mustAdd(t, s, mk("k1", "P", inc, "", 10))
	mustAdd(t, s, mk("c1", "P", exc, inc, 10))
	mustAdd(t, s, mk("q1", "Q", inc, exc, 99))
	mustAdd(t, s, mk("k3", "P", exc, exc, 30)) // user agrees: not corrected
	mustAdd(t, s, mk("c3", "P", inc, exc, 30))
	mustAdd(t, s, mk("k2", "P", inc, "", 20))
	mustAdd(t, s, mk("q2", "Q", inc, "", 99))
	mustAdd(t, s, mk("c0", "P", inc, judgment.Uncertain, -1000))

	tests := []struct {
		corrected bool
		limit     int
		want      []string
	}{
		{true, 10, []string{"c3", "c2", "c1", "c0"}},
		{true, 4, []string{"c3", "c2", "c1", "c0"}},
		{true, 2, []string{"c3", "c2"}},
		{true, 1, []string{"c3"}},
		{true, 0, nil},
		{false, 10, []string{"k3", "k2", "k1"}},
		{false, 2, []string{"k3", "k2"}},
		{false, 0, nil},
	}
	for _, tt := range tests {
		got := mustNewest(t, s, "P", tt.corrected, tt.limit)
		wantIDs(t, fmt.Sprintf("Newest(P, corrected=%v, limit=%d)", tt.corrected, tt.limit), got, tt.want...)
		for _, j := range got {
			if j.Product != "P" || j.WasCorrected() != tt.corrected {
				t.Fatalf("Newest(P, %v) returned %+v", tt.corrected, j)
			}
		}
	}
	checkJudgment(t, "Newest returns whole judgments", mustNewest(t, s, "P", true, 1)[0], mk("c3", "P", inc, exc, 30))
	wantIDs(t, "Newest(missing product)", mustNewest(t, s, "Nope", true, 10))
}

func (js *judgmentSuite) testNewestTies(t *testing.T) {
	s := js.store(t)
	const inc, exc = judgment.Include, judgment.Exclude
	// Same timestamps, added in an order that is neither sorted by id nor
	// reverse-sorted: ties must come in insertion order.
	for _, id := range []string{"t5", "t1", "t9", "t3"} {
		mustAdd(t, s, mk(id, "P", inc, "", 7))
		mustAdd(t, s, mk("c"+id, "P", inc, exc, 7))
	}
	mustAdd(t, s, mk("new", "P", inc, "", 8))
	mustAdd(t, s, mk("old", "P", inc, "", 6))
	// Microsecond differences order too.
	early := mk("micro", "P", inc, "", 8)
	early.Timestamp = at(8).Add(-time.Microsecond)
	mustAdd(t, s, early)

	wantIDs(t, "Newest not corrected", mustNewest(t, s, "P", false, 20), "new", "micro", "t5", "t1", "t9", "t3", "old")
	wantIDs(t, "Newest corrected", mustNewest(t, s, "P", true, 20), "ct5", "ct1", "ct9", "ct3")
	wantIDs(t, "Newest corrected limit 3", mustNewest(t, s, "P", true, 3), "ct5", "ct1", "ct9")

	// Moving a judgment between pools keeps its insertion position.
	if err := s.SetUserDecision(t.Context(), "t9", exc, ""); err != nil {
		t.Fatal(err)
	}
	wantIDs(t, "Newest corrected after SetUserDecision", mustNewest(t, s, "P", true, 20), "ct5", "ct1", "t9", "ct9", "ct3")
}

func (js *judgmentSuite) testEach(t *testing.T) {
	s := js.store(t)
	order := []struct{ id, product string }{
		{"x9", "B"}, {"x1", "A"}, {"x5", "B"}, {"x3", "A"}, {"x7", "C"}, {"x2", "A"},
	}
	for i, o := range order {
		// Timestamps go backwards so that time order is not insertion order.
		mustAdd(t, s, mk(o.id, o.product, judgment.Include, "", -i))
	}
	wantIDs(t, "Each(all)", eachAll(t, s, ""), "x9", "x1", "x5", "x3", "x7", "x2")
	wantIDs(t, "Each(A)", eachAll(t, s, "A"), "x1", "x3", "x2")
	wantIDs(t, "Each(B)", eachAll(t, s, "B"), "x9", "x5")
	wantIDs(t, "Each(missing)", eachAll(t, s, "Nope"))
	checkJudgment(t, "Each yields whole judgments", eachAll(t, s, "C")[0], mk("x7", "C", judgment.Include, "", -4))

	stop := errors.New("stop here")
	calls := 0
	err := s.Each(t.Context(), "", func(j *judgment.Judgment) error {
		calls++
		if calls == 2 {
			return stop
		}
		return nil
	})
	if !errors.Is(err, stop) {
		t.Fatalf("Each returned %v, want fn's error %v", err, stop)
	}
	if calls != 2 {
		t.Fatalf("Each called fn %d times after it failed on call 2, want 2", calls)
	}
}

func (js *judgmentSuite) testTenantIsolation(t *testing.T) {
	if js.opts.SingleTenant {
		t.Skip("single-tenant engine")
	}
	ctx := t.Context()
	a := js.open(t, js.tenant())
	b := js.open(t, js.tenant())

	ja := mk("o/r#1", "P", judgment.Include, "", 1)
	jb := mk("o/r#1", "P", judgment.Exclude, judgment.Include, 2)
	jb.Reasoning = "tenant b"
	mustAdd(t, a, ja)
	mustAdd(t, b, jb)
	mustAdd(t, b, mk("o/r#2", "P", judgment.Include, judgment.Exclude, 3))
	mustAdd(t, b, mk("o/r#3", "Q", judgment.Include, "", 4))

	checkJudgment(t, "tenant a Get", mustGet(t, a, "o/r#1"), ja)
	checkJudgment(t, "tenant b Get", mustGet(t, b, "o/r#1"), jb)
	_, err := a.Get(ctx, "o/r#2")
	wantCode(t, "tenant a Get of tenant b's id", err, cairn.ENOTFOUND)
	wantCode(t, "tenant a SetUserDecision of tenant b's id",
		a.SetUserDecision(ctx, "o/r#2", judgment.Include, ""), cairn.ENOTFOUND)

	if st := mustStats(t, a, ""); st.TotalJudgments != 1 || !slices.Equal(st.Products, []string{"P"}) {
		t.Fatalf("tenant a Stats = %+v, want 1 judgment of P", st)
	}
	wantIDs(t, "tenant a Newest corrected", mustNewest(t, a, "P", true, 10))
	wantIDs(t, "tenant b Newest corrected", mustNewest(t, b, "P", true, 10), "o/r#2", "o/r#1")
	wantIDs(t, "tenant a Each", eachAll(t, a, ""), "o/r#1")

	// The replace rule looks only at the tenant's own judgment.
	if !mustAdd(t, a, mk("o/r#1", "P", judgment.Include, "", 5)) {
		t.Fatalf("tenant a replace was blocked by tenant b's user decision")
	}
	if err := a.SetUserDecision(ctx, "o/r#1", judgment.Uncertain, "a's"); err != nil {
		t.Fatal(err)
	}
	checkJudgment(t, "tenant b Get after tenant a's changes", mustGet(t, b, "o/r#1"), jb)

	if n, err := a.ClearProduct(ctx, "P"); err != nil || n != 1 {
		t.Fatalf("tenant a ClearProduct(P) = %d, %v, want 1, nil", n, err)
	}
	if st := mustStats(t, b, ""); st.TotalJudgments != 3 {
		t.Fatalf("tenant b total after tenant a's ClearProduct = %d, want 3", st.TotalJudgments)
	}
	wantIDs(t, "tenant b Each after tenant a's ClearProduct", eachAll(t, b, ""), "o/r#1", "o/r#2", "o/r#3")
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

// testHistoryMatchesSelect applies random operations to the store and to an
// in-memory model of upstream's dict, then checks that the store's contents,
// statistics and Manager.HistoryForPrompt agree with the model: the history
// must equal Select over the whole product sorted the way upstream sorts it.
func (js *judgmentSuite) testHistoryMatchesSelect(t *testing.T) {
	s := js.store(t)
	ctx := t.Context()
	rng := rand.New(rand.NewPCG(0xca17, 0x000))
	m := &judgmentModel{byID: map[string]*judgment.Judgment{}}
	mgr := judgment.NewManager(s)
	products := []string{"Acme", "Fungear", "Zed"}
	decisions := []judgment.Decision{judgment.Include, judgment.Exclude, judgment.Uncertain}
	randJudgment := func() *judgment.Judgment {
		var user judgment.Decision
		if rng.IntN(2) == 0 {
			user = decisions[rng.IntN(3)]
		}
		// Few distinct minutes, so that many timestamps tie.
		j := mk(fmt.Sprintf("r/%d", rng.IntN(60)), products[rng.IntN(len(products))], decisions[rng.IntN(3)], user, rng.IntN(12))
		if rng.IntN(5) == 0 {
			j.Timestamp = j.Timestamp.Add(time.Duration(rng.IntN(3)) * time.Microsecond)
		}
		j.Reasoning = fmt.Sprintf("reason %d", rng.Uint32())
		return j
	}

	for round := range 6 {
		for range 40 {
			switch op := rng.IntN(20); {
			case op < 14:
				j := randJudgment()
				stored := mustAdd(t, s, j)
				if want := m.add(j); stored != want {
					t.Fatalf("round %d: Add(%+v) stored=%v, model says %v", round, j, stored, want)
				}
			case op < 19:
				id := fmt.Sprintf("r/%d", rng.IntN(60))
				d := decisions[rng.IntN(3)]
				err := s.SetUserDecision(ctx, id, d, "why "+id)
				found := m.setUser(id, d, "why "+id)
				if found && err != nil || !found && cairn.ErrorCode(err) != cairn.ENOTFOUND {
					t.Fatalf("round %d: SetUserDecision(%q) = %v, model found=%v", round, id, err, found)
				}
			default:
				p := products[rng.IntN(len(products))]
				n, err := s.ClearProduct(ctx, p)
				if err != nil {
					t.Fatal(err)
				}
				if want := m.clear(p); n != want {
					t.Fatalf("round %d: ClearProduct(%q)=%d, model says %d", round, p, n, want)
				}
			}
		}

		got := eachAll(t, s, "")
		if len(got) != len(m.order) {
			t.Fatalf("round %d: Each yielded %q, model has %q", round, ids(got), m.order)
		}
		for i, id := range m.order {
			checkJudgment(t, fmt.Sprintf("round %d: Each[%d]", round, i), got[i], m.byID[id])
		}

		for _, p := range products {
			st := mustStats(t, s, p)
			corrected, correct := m.pools(p)
			if st.CorrectedCount != len(corrected) || st.CorrectCount != len(correct) {
				t.Fatalf("round %d: Stats(%q) corrected=%d correct=%d, model %d %d",
					round, p, st.CorrectedCount, st.CorrectCount, len(corrected), len(correct))
			}
			for _, tc := range []struct {
				max   int
				ratio float64
			}{
				{judgment.DefaultMaxEntries, judgment.DefaultCorrectionRatio},
				{0, 0.75}, {1, 0.75}, {3, 0.5}, {5, 0}, {5, 1}, {7, 0.3}, {100, 0.75},
				{rng.IntN(25), rng.Float64()},
			} {
				hist, err := mgr.HistoryForPrompt(ctx, p, tc.max, tc.ratio)
				if err != nil {
					t.Fatalf("HistoryForPrompt(%q, %d, %v): %v", p, tc.max, tc.ratio, err)
				}
				want := judgment.Select(corrected, correct, tc.max, tc.ratio)
				if !slices.Equal(ids(hist), ids(want)) {
					t.Fatalf("round %d: HistoryForPrompt(%q, %d, %v)=%q, want Select over the full sort %q",
						round, p, tc.max, tc.ratio, ids(hist), ids(want))
				}
				for i := range hist {
					checkJudgment(t, "history entry", hist[i], want[i])
				}
			}
		}
	}
}

// judgmentModel is upstream's insertion-ordered dict of judgments.
type judgmentModel struct {
	order []string
	byID  map[string]*judgment.Judgment
}

func (m *judgmentModel) add(j *judgment.Judgment) bool {
	old, ok := m.byID[j.ChangeID]
	if ok && !judgment.ShouldReplace(old, j) {
		return false
	}
	if !ok {
		m.order = append(m.order, j.ChangeID)
	}
	m.byID[j.ChangeID] = j.Clone()
	return true
}

func (m *judgmentModel) setUser(id string, d judgment.Decision, reasoning string) bool {
	j, ok := m.byID[id]
	if ok {
		j.UserDecision, j.UserReasoning = d, reasoning
	}
	return ok
}

func (m *judgmentModel) clear(product string) int {
	n := 0
	m.order = slices.DeleteFunc(m.order, func(id string) bool {
		if m.byID[id].Product != product {
			return false
		}
		delete(m.byID, id)
		n++
		return true
	})
	return n
}

// pools returns product's corrected and other judgments, each sorted as
// upstream sorts them: stable, newest first, ties in insertion order.
func (m *judgmentModel) pools(product string) (corrected, correct []*judgment.Judgment) {
	for _, id := range m.order {
		j := m.byID[id]
		if j.Product != product {
			continue
		}
		if j.WasCorrected() {
			corrected = append(corrected, j)
		} else {
			correct = append(correct, j)
		}
	}
	newestFirst := func(a, b *judgment.Judgment) int { return b.Timestamp.Compare(a.Timestamp) }
	slices.SortStableFunc(corrected, newestFirst)
	slices.SortStableFunc(correct, newestFirst)
	return corrected, correct
}
