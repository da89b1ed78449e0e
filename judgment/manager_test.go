package judgment_test

import (
	"context"
	"fmt"
	"math"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/jsonfile"
	"github.com/cairnhq/cairn/judgment"
)

// MustOpenManager returns a Manager over a jsonfile store in a temporary
// directory, with a clock fixed at now.
func MustOpenManager(tb testing.TB, now time.Time) *judgment.Manager {
	tb.Helper()
	s := jsonfile.New(filepath.Join(tb.TempDir(), "ai_cache.json"))
	if err := s.Open(); err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { _ = s.Close() })
	m := judgment.NewManager(s)
	m.Now = func() time.Time { return now }
	return m
}

var t0 = time.Date(2024, 11, 15, 10, 30, 0, 0, time.UTC)

// addN adds n judgments of product, ids prefix0.., one day apart starting at
// start (so higher numbers are newer), corrected or not.
func addN(tb testing.TB, m *judgment.Manager, product, prefix string, n int, corrected bool, start time.Time) {
	tb.Helper()
	var js []*judgment.Judgment
	for i := range n {
		j := &judgment.Judgment{
			ChangeID: fmt.Sprintf("%s%d", prefix, i), Decision: judgment.Include,
			Reasoning: "AI", Product: product, Timestamp: start.AddDate(0, 0, i),
		}
		if corrected {
			j.UserDecision = judgment.Exclude
		}
		js = append(js, j)
	}
	stored, err := m.AddAll(context.Background(), js)
	if err != nil || stored != n {
		tb.Fatalf("AddAll=%d, %v, want %d", stored, err, n)
	}
}

func history(tb testing.TB, m *judgment.Manager, product string) []*judgment.Judgment {
	tb.Helper()
	h, err := m.HistoryForPrompt(context.Background(), product, judgment.DefaultMaxEntries, judgment.DefaultCorrectionRatio)
	if err != nil {
		tb.Fatal(err)
	}
	return h
}

func count(h []*judgment.Judgment) (corrections, others int) {
	for _, j := range h {
		if j.WasCorrected() {
			corrections++
		} else {
			others++
		}
	}
	return corrections, others
}

// Seed edge case 1: an empty cache gives an empty history and the prompt
// says so.
func TestColdStart(t *testing.T) {
	m := MustOpenManager(t, t0)
	h := history(t, m, "Acme Fungear")
	if h == nil || len(h) != 0 {
		t.Fatalf("history=%v (nil=%v), want an empty non-nil list", h, h == nil)
	}
	if got, want := judgment.RenderPrompt(h), "No previous judgments available"; got != want {
		t.Fatalf("RenderPrompt=%q, want %q", got, want)
	}
}

// Seed edge case 2: 0 corrections and 50 correct give 20 correct.
func TestAllCorrect(t *testing.T) {
	m := MustOpenManager(t, t0)
	addN(t, m, "Acme Fungear", "ok", 50, false, t0)
	h := history(t, m, "Acme Fungear")
	if c, o := count(h); c != 0 || o != 20 {
		t.Fatalf("history has %d corrections and %d others, want 0 and 20", c, o)
	}
	if h[0].ChangeID != "ok49" || h[19].ChangeID != "ok30" {
		t.Fatalf("history runs %s..%s, want the newest ok49..ok30", h[0].ChangeID, h[19].ChangeID)
	}
}

// Seed edge case 3: 100 corrections and 0 correct give 20 corrections.
func TestAllWrong(t *testing.T) {
	m := MustOpenManager(t, t0)
	addN(t, m, "Acme Fungear", "bad", 100, true, t0)
	h := history(t, m, "Acme Fungear")
	if c, o := count(h); c != 20 || o != 0 {
		t.Fatalf("history has %d corrections and %d others, want 20 and 0", c, o)
	}
	if h[0].ChangeID != "bad99" {
		t.Fatalf("history starts with %s, want the newest bad99", h[0].ChangeID)
	}
}

// Seed edge case 4: entries spanning years; the newest win within each pool
// whatever the insertion order, and the default split is 15/5.
func TestOldVsRecent(t *testing.T) {
	m := MustOpenManager(t, t0)
	addN(t, m, "P", "newC", 20, true, t0)
	addN(t, m, "P", "oldC", 20, true, t0.AddDate(-5, 0, 0))
	addN(t, m, "P", "oldO", 20, false, t0.AddDate(-3, 0, 0))
	addN(t, m, "P", "newO", 20, false, t0.AddDate(0, 1, 0))
	h := history(t, m, "P")
	if c, o := count(h); c != 15 || o != 5 {
		t.Fatalf("history has %d corrections and %d others, want 15 and 5", c, o)
	}
	var gotIDs []string
	for _, j := range h {
		gotIDs = append(gotIDs, j.ChangeID)
	}
	want := []string{"newC19", "newO19", "newC18", "newO18", "newC17", "newO17", "newC16", "newO16", "newC15", "newO15",
		"newC14", "newC13", "newC12", "newC11", "newC10", "newC9", "newC8", "newC7", "newC6", "newC5"}
	if !slices.Equal(gotIDs, want) {
		t.Fatalf("history=%q\nwant     %q", gotIDs, want)
	}
}

// Seed edge case 5: history never crosses products.
func TestMultiProduct(t *testing.T) {
	m := MustOpenManager(t, t0)
	addN(t, m, "Acme Fungear", "a", 5, true, t0)
	addN(t, m, "Other Product", "o", 30, true, t0.AddDate(1, 0, 0))
	addN(t, m, "Other Product", "p", 30, false, t0.AddDate(1, 0, 0))
	for _, j := range history(t, m, "Acme Fungear") {
		if j.Product != "Acme Fungear" {
			t.Fatalf("Acme history contains %s of %q", j.ChangeID, j.Product)
		}
	}
	if c, o := count(history(t, m, "Acme Fungear")); c != 5 || o != 0 {
		t.Fatalf("Acme history has %d corrections and %d others, want 5 and 0", c, o)
	}
	if h := history(t, m, "acme fungear"); len(h) != 0 {
		t.Fatalf("products are case-sensitive, got %d judgments", len(h))
	}
}

// Seed edge case 6: a user who agrees confirms; that is not a correction.
func TestUserAgrees(t *testing.T) {
	ctx := context.Background()
	m := MustOpenManager(t, t0)
	addN(t, m, "P", "c", 3, false, t0)
	found, err := m.RecordUserDecision(ctx, "c1", judgment.Include, "yes, that is right")
	if err != nil || !found {
		t.Fatalf("RecordUserDecision=%v, %v, want true, nil", found, err)
	}
	j, err := m.Get(ctx, "c1")
	if err != nil {
		t.Fatal(err)
	}
	if j.WasCorrected() || j.UserDecision != judgment.Include {
		t.Fatalf("after agreeing: %+v, want a confirmed judgment", j)
	}
	st, err := m.Stats(ctx, "P")
	if err != nil {
		t.Fatal(err)
	}
	if st.CorrectedCount != 0 || st.CorrectCount != 3 {
		t.Fatalf("stats=%+v, want 0 corrected, 3 correct", st)
	}
	// Re-judging with the same decision keeps the user's confirmation.
	stored, err := m.Add(ctx, &judgment.Judgment{ChangeID: "c1", Decision: judgment.Include, Reasoning: "again", Product: "P"})
	if err != nil || stored {
		t.Fatalf("Add over a confirmed judgment stored=%v, %v, want false, nil", stored, err)
	}
	if c, o := count(history(t, m, "P")); c != 0 || o != 3 {
		t.Fatalf("history has %d corrections and %d others, want 0 and 3", c, o)
	}
}

// Equal timestamps keep insertion order, as Python's stable sort does.
func TestTies(t *testing.T) {
	m := MustOpenManager(t, t0)
	for _, id := range []string{"z", "b", "y", "a"} {
		if _, err := m.Add(context.Background(), &judgment.Judgment{ChangeID: id, Decision: judgment.Include, Product: "P", Timestamp: t0}); err != nil {
			t.Fatal(err)
		}
	}
	h := history(t, m, "P")
	var got []string
	for _, j := range h {
		got = append(got, j.ChangeID)
	}
	if want := []string{"z", "b", "y", "a"}; !slices.Equal(got, want) {
		t.Fatalf("history=%q, want insertion order %q", got, want)
	}
}

func TestHistoryForPromptValidation(t *testing.T) {
	m := MustOpenManager(t, t0)
	tests := []struct {
		name      string
		product   string
		max       int
		ratio     float64
		wantField string
	}{
		{"empty product", "", 20, 0.75, "product"},
		{"negative max", "P", -1, 0.75, "max_entries"},
		{"negative ratio", "P", 20, -0.01, "correction_ratio"},
		{"ratio above 1", "P", 20, 1.01, "correction_ratio"},
		{"NaN ratio", "P", 20, math.NaN(), "correction_ratio"},
		{"infinite ratio", "P", 20, math.Inf(1), "correction_ratio"},
		{"max 0 is valid", "P", 0, 0.75, ""},
		{"ratio 0 is valid", "P", 5, 0, ""},
		{"ratio 1 is valid", "P", 5, 1, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h, err := m.HistoryForPrompt(context.Background(), tt.product, tt.max, tt.ratio)
			if tt.wantField == "" {
				if err != nil || h == nil {
					t.Fatalf("HistoryForPrompt=%v, %v, want an empty list", h, err)
				}
				return
			}
			if cairn.ErrorCode(err) != cairn.EINVALID || cairn.ErrorField(err) != tt.wantField {
				t.Fatalf("HistoryForPrompt error=%v (field %q), want EINVALID about %q", err, cairn.ErrorField(err), tt.wantField)
			}
		})
	}
}

// The history for max 0 is empty even with judgments in the store.
func TestHistoryMaxZero(t *testing.T) {
	m := MustOpenManager(t, t0)
	addN(t, m, "P", "c", 3, true, t0)
	h, err := m.HistoryForPrompt(context.Background(), "P", 0, 0.75)
	if err != nil || len(h) != 0 {
		t.Fatalf("HistoryForPrompt(max 0)=%v, %v, want empty", h, err)
	}
}

func TestManagerAdd(t *testing.T) {
	ctx := context.Background()
	now := time.Date(2025, 3, 1, 8, 0, 0, 0, time.FixedZone("", -3600))
	m := MustOpenManager(t, now)

	in := &judgment.Judgment{ChangeID: "c", Decision: judgment.Include, Product: "P"}
	if stored, err := m.Add(ctx, in); err != nil || !stored {
		t.Fatalf("Add=%v, %v, want true, nil", stored, err)
	}
	if !in.Timestamp.IsZero() {
		t.Fatalf("Add changed its argument's timestamp to %v", in.Timestamp)
	}
	got, err := m.Get(ctx, "c")
	if err != nil {
		t.Fatal(err)
	}
	if !got.Timestamp.Equal(now) || got.Timestamp.Location() != time.UTC {
		t.Fatalf("stamped timestamp=%v, want %v in UTC", got.Timestamp, now)
	}

	given := time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC)
	if _, err := m.Add(ctx, &judgment.Judgment{ChangeID: "d", Decision: judgment.Exclude, Product: "P", Timestamp: given}); err != nil {
		t.Fatal(err)
	}
	if got, _ := m.Get(ctx, "d"); !got.Timestamp.Equal(given) {
		t.Fatalf("given timestamp became %v, want %v", got.Timestamp, given)
	}

	for _, bad := range []*judgment.Judgment{nil, {ChangeID: "e", Decision: "yes", Product: "P"}} {
		if _, err := m.Add(ctx, bad); cairn.ErrorCode(err) != cairn.EINVALID {
			t.Fatalf("Add(%+v)=%v, want EINVALID", bad, err)
		}
	}
	if _, err := m.Get(ctx, "e"); cairn.ErrorCode(err) != cairn.ENOTFOUND {
		t.Fatalf("Get of a rejected judgment=%v, want ENOTFOUND", err)
	}
}

func TestManagerRecordUserDecision(t *testing.T) {
	ctx := context.Background()
	m := MustOpenManager(t, t0)
	addN(t, m, "P", "c", 1, false, t0)
	tests := []struct {
		name      string
		id        string
		d         judgment.Decision
		wantFound bool
		wantCode  string
	}{
		{"found", "c0", judgment.Exclude, true, ""},
		{"not found", "nope", judgment.Exclude, false, ""},
		{"bad decision", "c0", "exclude", false, cairn.EINVALID},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			found, err := m.RecordUserDecision(ctx, tt.id, tt.d, "because")
			if found != tt.wantFound || cairn.ErrorCode(err) != tt.wantCode {
				t.Fatalf("RecordUserDecision=%v, %v, want %v and code %q", found, err, tt.wantFound, tt.wantCode)
			}
		})
	}
	j, _ := m.Get(ctx, "c0")
	if !j.WasCorrected() || j.UserReasoning != "because" {
		t.Fatalf("after RecordUserDecision: %+v, want corrected with reasoning", j)
	}
}

func TestManagerClearProduct(t *testing.T) {
	ctx := context.Background()
	m := MustOpenManager(t, t0)
	addN(t, m, "A", "a", 3, false, t0)
	addN(t, m, "B", "b", 2, true, t0)
	if _, err := m.ClearProduct(ctx, ""); cairn.ErrorField(err) != "product" {
		t.Fatalf("ClearProduct(\"\")=%v, want EINVALID about product", err)
	}
	n, err := m.ClearProduct(ctx, "A")
	if err != nil || n != 3 {
		t.Fatalf("ClearProduct(A)=%d, %v, want 3", n, err)
	}
	st, err := m.Stats(ctx, "")
	if err != nil {
		t.Fatal(err)
	}
	if st.TotalJudgments != 2 || !slices.Equal(st.Products, []string{"B"}) || st.CorrectionRate != 1 {
		t.Fatalf("stats after clearing A=%+v, want 2 judgments of B, rate 1", st)
	}
}

// storeOnly hides a Store's optional BatchAdder.
type storeOnly struct{ judgment.Store }

func TestManagerAddAll(t *testing.T) {
	ctx := context.Background()
	for _, batch := range []bool{true, false} {
		t.Run(fmt.Sprintf("batch=%v", batch), func(t *testing.T) {
			m := MustOpenManager(t, t0)
			if !batch {
				m.Store = storeOnly{m.Store}
			}
			n, err := m.AddAll(ctx, []*judgment.Judgment{
				{ChangeID: "a", Decision: judgment.Include, UserDecision: judgment.Exclude, Product: "P"},
				{ChangeID: "b", Decision: judgment.Include, Product: "P"},
				{ChangeID: "a", Decision: judgment.Exclude, Product: "P"}, // same final decision: kept
			})
			if err != nil || n != 2 {
				t.Fatalf("AddAll=%d, %v, want 2, nil", n, err)
			}
			if j, _ := m.Get(ctx, "a"); j.UserDecision != judgment.Exclude || !j.Timestamp.Equal(t0) {
				t.Fatalf("a=%+v, want the first one, stamped %v", j, t0)
			}
			_, err = m.AddAll(ctx, []*judgment.Judgment{
				{ChangeID: "c", Decision: judgment.Include, Product: "P"},
				{ChangeID: "d", Decision: judgment.Include},
			})
			if cairn.ErrorField(err) != "product" {
				t.Fatalf("AddAll with a bad judgment=%v, want EINVALID about product", err)
			}
			if _, err := m.Get(ctx, "c"); cairn.ErrorCode(err) != cairn.ENOTFOUND {
				t.Fatalf("AddAll wrote part of a rejected batch: Get(c)=%v", err)
			}
		})
	}
}

// countingStore counts the judgments Newest returns.
type countingStore struct {
	judgment.Store
	rows int
}

func (s *countingStore) Newest(ctx context.Context, product string, corrected bool, limit int) ([]*judgment.Judgment, error) {
	js, err := s.Store.Newest(ctx, product, corrected, limit)
	s.rows += len(js)
	return js, err
}

// TestHistoryReadsOnlyWhatSelectUses checks that HistoryForPrompt, which
// reads the second pool only as deep as it can be used, selects what Select
// selects over both whole pools, for pools shorter and longer than
// maxEntries and ratios on both sides of one half.
func TestHistoryReadsOnlyWhatSelectUses(t *testing.T) {
	ctx := context.Background()
	for _, sizes := range [][2]int{{0, 0}, {0, 7}, {7, 0}, {2, 30}, {30, 2}, {9, 11}, {3, 60}, {60, 3}, {30, 30}, {70, 70}} {
		m := MustOpenManager(t, t0)
		counted := &countingStore{Store: m.Store}
		addN(t, m, "p", "c", sizes[0], true, t0)
		addN(t, m, "p", "o", sizes[1], false, t0.Add(time.Hour))
		corrected, err := m.Store.Newest(ctx, "p", true, 1000)
		if err != nil {
			t.Fatal(err)
		}
		correct, err := m.Store.Newest(ctx, "p", false, 1000)
		if err != nil {
			t.Fatal(err)
		}
		for _, maxEntries := range []int{1, 2, 5, 10, 20, 25, 60} {
			for _, ratio := range []float64{0, 0.1, 0.25, 0.49, 0.5, 0.51, 0.75, 0.9, 1} {
				counted.rows = 0
				got, err := (&judgment.Manager{Store: counted}).HistoryForPrompt(ctx, "p", maxEntries, ratio)
				if err != nil {
					t.Fatal(err)
				}
				want := judgment.Select(corrected, correct, maxEntries, ratio)
				if !slices.Equal(ids(got), ids(want)) {
					t.Fatalf("pools %v, max %d, ratio %v: got %v, want %v", sizes, maxEntries, ratio, ids(got), ids(want))
				}
				// With both pools deep enough, nothing is read that is not
				// selected.
				if min(sizes[0], sizes[1]) >= maxEntries && counted.rows != maxEntries {
					t.Errorf("pools %v, max %d, ratio %v: read %d judgments, want %d", sizes, maxEntries, ratio, counted.rows, maxEntries)
				}
			}
		}
	}
}
