package review

import (
	"context"
	"sync"
)

// Item is one reviewed diff.
type Item struct {
	Diff     Diff
	Result   Result
	Decision Decision
	// Reused is true when the result came from the stored review of the
	// same content.
	Reused bool
}

// Runner reviews diffs with a Reviewer under a Policy.
type Runner struct {
	Reviewer Reviewer
	Policy   Policy
	// Concurrency bounds the reviews in flight; 0 means 4.
	Concurrency int
	// Store reads results stored beside the snapshots (reused when the
	// content is unchanged) and writes new ones.
	Store bool
	// Calibration, when set, adjusts each result's confidence with the
	// human record of its rule before the Policy decides (stored results
	// keep the rule's own confidence).
	Calibration Calibration
	// Progress, when set, is called after each diff with the count done.
	Progress func(done int)
}

// Run reviews diffs and returns them in order. The first error (a
// cancelled ctx, a result that cannot be stored) stops the run.
func (r Runner) Run(ctx context.Context, diffs []Diff) ([]Item, error) {
	n := r.Concurrency
	if n <= 0 {
		n = 4
	}
	items := make([]Item, len(diffs))
	errs := make([]error, len(diffs))
	sem := make(chan struct{}, n)
	var wg sync.WaitGroup
	var mu sync.Mutex
	done := 0
	for i, d := range diffs {
		if ctx.Err() != nil {
			break
		}
		sem <- struct{}{}
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			items[i], errs[i] = r.one(ctx, d)
			if r.Progress != nil {
				mu.Lock()
				done++
				r.Progress(done)
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	return items, nil
}

func (r Runner) one(ctx context.Context, d Diff) (Item, error) {
	if r.Store {
		s, ok, err := Load(d)
		if err != nil {
			return Item{}, err
		}
		if name := reviewerName(r.Reviewer); ok && (name == "" || s.Reviewer == name) && s.History == historyHash(d) {
			res := r.Calibration.Adjust(s.Result)
			return Item{Diff: d, Result: res, Decision: r.Policy.Decide(d, res), Reused: true}, nil
		}
	}
	res, err := r.Reviewer.Review(ctx, d)
	if err != nil {
		return Item{}, err
	}
	cal := r.Calibration.Adjust(res)
	it := Item{Diff: d, Result: cal, Decision: r.Policy.Decide(d, cal)}
	if r.Store && !failed(res) {
		if err := Save(d, Stored{Result: res, Decision: r.Policy.Decide(d, res), History: historyHash(d)}); err != nil {
			return Item{}, err
		}
	}
	return it, nil
}

// reviewerName is the Result.Reviewer a reviewer gives: a stored result is
// reused only for the same reviewer ("" for others: always reused).
func reviewerName(r Reviewer) string {
	switch r := r.(type) {
	case Offline:
		return "offline"
	case *LLM:
		return "llm:" + r.Name
	}
	return ""
}

// failed reports whether r is the model's failure result, which is not
// stored: the next run asks again.
func failed(r Result) bool { return r.Summary == failedSummary && r.Confidence == 0 }
