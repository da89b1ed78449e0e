package storetest

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/correction"
)

// testBatchInserter checks correction.BatchInserter, when the engine has
// it: new ids are inserted, stored ones and repeats skipped, and an invalid
// correction or an interrupted transaction writes nothing.
func (cs *correctionSuite) testBatchInserter(t *testing.T) {
	s := cs.store(t)
	bi, ok := s.(correction.BatchInserter)
	if !ok {
		t.Skip("the engine has no correction.BatchInserter")
	}
	ctx := t.Context()
	mustInsert(t, s, corr("old", 0))
	got, err := bi.InsertNew(ctx, []*correction.Correction{corr("a", 1), corr("old", 2), corr("b", 3), corr("a", 4)})
	if err != nil {
		t.Fatal(err)
	}
	if want := []bool{true, false, true, false}; fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("inserted=%v, want %v", got, want)
	}
	if c := mustGetCorrection(t, s, "a"); !c.Timestamp.Equal(corr("a", 1).Timestamp) {
		t.Fatalf("a repeated id replaced the first: %v", c.Timestamp)
	}
	if c := mustGetCorrection(t, s, "old"); !c.Timestamp.Equal(corrTime) {
		t.Fatalf("a stored correction was replaced: %v", c.Timestamp)
	}

	bad := corr("bad", 5)
	bad.Confidence = 2
	_, err = bi.InsertNew(ctx, []*correction.Correction{corr("c", 5), bad})
	if cairn.ErrorCode(err) != cairn.EINVALID {
		t.Fatalf("InsertNew with an invalid correction: %v, want EINVALID", err)
	}
	if _, err := s.Get(ctx, "c"); cairn.ErrorCode(err) != cairn.ENOTFOUND {
		t.Fatalf("InsertNew that failed validation wrote c: %v", err)
	}

	// Interrupted anywhere in its transaction: a first run counts how
	// often the engine looks at its context; later runs are canceled at
	// one of those looks each (interruptPoints), and keep all or nothing.
	batch := func(prefix string) []*correction.Correction {
		out := make([]*correction.Correction, 600)
		for i := range out {
			out[i] = corr(fmt.Sprintf("%s%03d", prefix, i), i)
		}
		return out
	}
	count := &interruptCtx{Context: ctx, done: make(chan struct{})}
	if _, err := bi.InsertNew(count, batch("count-")); err != nil {
		t.Fatal(err)
	}
	calls := count.calls.Load()
	if calls < 4 {
		t.Skipf("the engine looks at its context %d times in a batch: cannot interrupt it", calls)
	}
	failed := 0
	for _, at := range interruptPoints(calls) {
		s2 := cs.store(t)
		_, err := s2.(correction.BatchInserter).InsertNew(&interruptCtx{Context: ctx, after: at, done: make(chan struct{})}, batch("part-"))
		n := 0
		if err := s2.Each(ctx, func(*correction.Correction) error { n++; return nil }); err != nil {
			t.Fatal(err)
		}
		switch {
		case err == nil && n != 600:
			t.Fatalf("InsertNew canceled at context call %d of %d succeeded with %d of 600 stored", at, calls, n)
		case err != nil && n != 0:
			t.Fatalf("InsertNew canceled at context call %d of %d (%v) kept %d of 600 corrections, want 0", at, calls, err, n)
		case err != nil:
			failed++
		}
	}
	if failed == 0 {
		t.Fatalf("no InsertNew was interrupted (%d context calls)", calls)
	}
}

// interruptPoints are the context calls, of calls in a whole run, at which
// to cancel a run: all of them when there are few, else fifteen spread
// over the run and the last eight, where the commit is (a commit the
// server carries out while the client gives up on it must not be reported
// as a failure).
func interruptPoints(calls int64) []int64 {
	var out []int64
	if calls <= 64 {
		for at := int64(1); at < calls; at++ {
			out = append(out, at)
		}
		return out
	}
	for k := int64(1); k < 16; k++ {
		out = append(out, calls*k/16)
	}
	for at := calls - 8; at < calls; at++ {
		out = append(out, at)
	}
	return out
}

// interruptCtx is a context canceled once the code using it has called its
// Done or Err after times (never when after is 0), and counts those calls.
type interruptCtx struct {
	context.Context
	calls atomic.Int64
	after int64
	once  sync.Once
	done  chan struct{}
}

func (c *interruptCtx) tick() {
	if n := c.calls.Add(1); c.after > 0 && n >= c.after {
		c.once.Do(func() { close(c.done) })
	}
}

func (c *interruptCtx) Done() <-chan struct{} {
	c.tick()
	return c.done
}

func (c *interruptCtx) Err() error {
	c.tick()
	select {
	case <-c.done:
		return context.Canceled
	default:
		return nil
	}
}
