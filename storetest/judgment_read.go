package storetest

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/judgment"
)

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
