package judgment_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/cairnhq/cairn/judgment"
)

// A change id repeated in one AddAll is one record, counted once: AddAll
// answers how many records it stored, not how many judgments it received.
func TestManagerAddAllCountsDuplicatesOnce(t *testing.T) {
	ctx := context.Background()
	for _, batch := range []bool{true, false} {
		t.Run(fmt.Sprintf("batch=%v", batch), func(t *testing.T) {
			m := MustOpenManager(t, t0)
			if !batch {
				m.Store = storeOnly{m.Store}
			}
			n, err := m.AddAll(ctx, []*judgment.Judgment{
				{ChangeID: "a", Decision: judgment.Include, Product: "P"},
				{ChangeID: "a", Decision: judgment.Exclude, Product: "P"},
				{ChangeID: "a", Decision: judgment.Uncertain, Product: "P"},
				{ChangeID: "b", Decision: judgment.Include, Product: "P"},
			})
			if err != nil || n != 2 {
				t.Fatalf("AddAll=%d, %v, want 2, nil", n, err)
			}
			st, err := m.Stats(ctx, "")
			if err != nil || st.TotalJudgments != 2 {
				t.Fatalf("Stats=%+v, %v, want 2 judgments", st, err)
			}
			if j, _ := m.Get(ctx, "a"); j.Decision != judgment.Uncertain {
				t.Fatalf("a=%+v, want the last one, as one Add after another leaves", j)
			}
		})
	}
}
