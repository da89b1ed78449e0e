package storetest

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/judgment"
)

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
