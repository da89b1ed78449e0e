package storetest

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/judgment"
)

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
