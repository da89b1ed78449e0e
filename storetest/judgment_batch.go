package storetest

import (
	"fmt"
	"testing"

	"github.com/cairnhq/cairn/judgment"
)

// testBatchAdderInterrupted cancels AddBatch at many of the times the engine
// looks at its context (counted by a first run; see interruptPoints): each run keeps
// all its judgments or none, and reports which (an import says what it
// kept).
func (js *judgmentSuite) testBatchAdderInterrupted(t *testing.T) {
	if js.opts.SingleTenant {
		t.Skip("a single-tenant engine has no fresh store per run")
	}
	s := js.store(t)
	ba, ok := s.(judgment.BatchAdder)
	if !ok {
		t.Skip("store does not implement judgment.BatchAdder")
	}
	ctx := t.Context()
	batch := func() []*judgment.Judgment {
		out := make([]*judgment.Judgment, 600)
		for i := range out {
			out[i] = mk(fmt.Sprintf("j%03d", i), "P", judgment.Include, "", i)
		}
		return out
	}
	count := &interruptCtx{Context: ctx, done: make(chan struct{})}
	if _, err := ba.AddBatch(count, batch()); err != nil {
		t.Fatal(err)
	}
	calls := count.calls.Load()
	if calls < 4 {
		t.Skipf("the engine looks at its context %d times in a batch: cannot interrupt it", calls)
	}
	failed := 0
	for _, at := range interruptPoints(calls) {
		s2 := js.store(t)
		stored, err := s2.(judgment.BatchAdder).AddBatch(&interruptCtx{Context: ctx, after: at, done: make(chan struct{})}, batch())
		n := len(eachAll(t, s2, ""))
		switch {
		case err == nil && (n != 600 || stored != 600):
			t.Fatalf("AddBatch canceled at context call %d of %d succeeded with %d of 600 stored (reported %d)", at, calls, n, stored)
		case err != nil && n != 0:
			t.Fatalf("AddBatch canceled at context call %d of %d (%v) kept %d of 600 judgments, want 0", at, calls, err, n)
		case err != nil:
			failed++
		}
	}
	if failed == 0 {
		t.Fatalf("no AddBatch was interrupted (%d context calls)", calls)
	}
}
