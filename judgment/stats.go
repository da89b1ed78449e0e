package judgment

import (
	"slices"
	"time"
)

// ComputeStats returns the seed's statistics of js, the judgments an engine
// selected (one product's, or all). Products lists the distinct products of
// js, sorted; it is empty, never nil, when js is.
//
// Upstream lists every product of the cache even when the statistics are of
// one product; cairn lists the products that were counted, which is what a
// per-product view is expected to show.
func ComputeStats(js []*Judgment) Stats {
	st := Stats{Products: []string{}}
	seen := map[string]bool{}
	var oldest, newest time.Time
	for _, j := range js {
		st.TotalJudgments++
		if j.WasCorrected() {
			st.CorrectedCount++
		} else {
			st.CorrectCount++
		}
		if !seen[j.Product] {
			seen[j.Product] = true
			st.Products = append(st.Products, j.Product)
		}
		ts := j.Timestamp.UTC()
		if st.TotalJudgments == 1 || ts.Before(oldest) {
			oldest = ts
		}
		if st.TotalJudgments == 1 || ts.After(newest) {
			newest = ts
		}
	}
	slices.Sort(st.Products)
	if st.TotalJudgments > 0 {
		st.CorrectionRate = float64(st.CorrectedCount) / float64(st.TotalJudgments)
		st.Oldest, st.Newest = &oldest, &newest
	}
	return st
}
