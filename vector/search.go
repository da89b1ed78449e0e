package vector

import (
	"math"
	"slices"

	"github.com/cairnhq/cairn"
)

// chunk is the number of rows scored per kernel call in a scan.
const chunk = 512

// searcher is the scratch space of one search, pooled per index.
type searcher struct {
	qf       *queryForm
	q64      []float64 // the unit query in float64, with KeepOriginals
	raw      []uint32
	sc       []float32 // scores of batch
	batch    []uint32
	cands    []cand
	top      floatMinHeap
	found    minHeap
	todo     maxHeap
	beam     []cand // searchPlain's list
	beamDone []bool
	pf       []uint32 // rows searchPlain prefetches
	res      []Result
	seen     visited
}

// visited marks slots during one graph search, one bit per slot: small
// enough to stay in the core's cache at a million slots. reset clears only
// the words marked since the last reset.
type visited struct {
	bits  []uint64
	dirty []uint32 // words with a bit set
}

func (v *visited) reset(n int) {
	for _, w := range v.dirty {
		v.bits[w] = 0
	}
	v.dirty = v.dirty[:0]
	if words := (n + 63) / 64; len(v.bits) < words {
		v.bits = make([]uint64, words+words/4)
	}
}

// visit marks s and reports whether it was unmarked.
func (v *visited) visit(s uint32) bool {
	w, b := s/64, uint64(1)<<(s%64)
	x := v.bits[w]
	if x&b != 0 {
		return false
	}
	if x == 0 {
		v.dirty = append(v.dirty, w)
	}
	v.bits[w] = x | b
	return true
}

// appendFresh marks the slots in links and appends to batch those that
// were unmarked, in order. It is visit over a whole link list without a
// branch per link: whether a neighbour was seen is as good as random, and
// mispredicting it cost more than the rest of the loop.
func (v *visited) appendFresh(batch, links []uint32) []uint32 {
	n, d := len(batch), len(v.dirty)
	batch = slices.Grow(batch, len(links))[:n+len(links)]
	dirty := slices.Grow(v.dirty, len(links))[:d+len(links)]
	bits := v.bits
	for _, t := range links {
		w := t / 64
		x := bits[w]
		batch[n] = t
		n += int(x>>(t%64)&1 ^ 1)
		dirty[d] = w
		d += b2i(x == 0)
		bits[w] = x | 1<<(t%64)
	}
	v.dirty = dirty[:d]
	return batch[:n]
}

// appendUnseen appends to batch the slots in links that are not marked,
// in order, without marking them or a branch per link.
func (v *visited) appendUnseen(batch, links []uint32) []uint32 {
	n := len(batch)
	batch = slices.Grow(batch, len(links))[:n+len(links)]
	bits := v.bits
	for _, t := range links {
		batch[n] = t
		n += int(bits[t/64]>>(t%64)&1 ^ 1)
	}
	return batch[:n]
}

// scoreSlots returns the approximate cosines of qf with the vectors in
// slots, in sr's scratch space.
func (sr *searcher) scoreSlots(ix *Index, qf *queryForm, slots []uint32) []float32 {
	if len(slots) > len(sr.raw) {
		sr.raw = make([]uint32, len(slots))
	}
	if len(slots) > len(sr.sc) {
		sr.sc = make([]float32, max(len(slots), chunk))
	}
	out := sr.sc[:len(slots)]
	scores(ix.arena, ix.words, qf, slots, out, sr.raw, ix.bias, ix.scale)
	return out
}

func (ix *Index) getSearcher() *searcher {
	if sr, ok := ix.scratch.Get().(*searcher); ok {
		return sr
	}
	return &searcher{qf: newQueryForm(ix.dim), raw: make([]uint32, chunk)}
}

// maxPooled is the largest candidate buffer a pooled searcher keeps.
const maxPooled = 1 << 16

func (ix *Index) putSearcher(sr *searcher) {
	if cap(sr.res) > maxPooled {
		sr.res = nil
	}
	if cap(sr.cands) > maxPooled {
		sr.cands = nil
	}
	if cap(sr.beam) > maxPooled {
		sr.beam, sr.beamDone = nil, nil
	}
	ix.scratch.Put(sr)
}

// Search returns the k ids whose vectors are most similar to q by cosine,
// best first, ties by id. Only ids for which filter returns true are
// considered; a nil filter admits every id. See SearchWith. Returns EINVALID
// if q has the wrong dimension or a NaN or infinite component, or k < 1.
func (ix *Index) Search(q []float32, k int, filter func(id string) bool) ([]Result, error) {
	return ix.SearchWith(q, k, SearchOptions{Filter: filter})
}

// SearchWith is Search with per-search options. Exact scans return the
// exact top k over the stored vectors; graph searches are approximate, with
// exact scores for what they return. With a filter, the graph is searched
// only when a sample of the ids suggests that enough of them pass, and a
// walk that meets too few passing ones gives up; both cases scan instead,
// so a search returns k results whenever k ids pass the filter.
func (ix *Index) SearchWith(q []float32, k int, opts SearchOptions) ([]Result, error) {
	if err := ix.check("query", q); err != nil {
		return nil, err
	}
	if k < 1 {
		return nil, cairn.Invalid("k", "must be at least 1, got %d", k)
	}
	sr := ix.getSearcher()
	defer ix.putSearcher(sr)
	sr.qf.set(q)
	if ix.opts.KeepOriginals {
		sr.setQ64(q)
	}

	ix.mu.RLock()
	defer ix.mu.RUnlock()
	if ix.live == 0 {
		return nil, nil
	}
	if ix.g != nil && !opts.Exact && (ix.opts.Mode == HNSW || ix.live >= ix.opts.HNSWThreshold) {
		ef := ix.opts.EfSearch
		if opts.EfSearch > 0 {
			ef = opts.EfSearch
		}
		if rs, ok := ix.searchGraphOf(ix.g, sr, k, max(ef, k), opts.Filter); ok {
			return rs, nil
		}
	}
	return ix.searchExactN(sr, k, opts.Filter, len(ix.ids)), nil
}

// searchExactN scans the first n slots. Approximate scores are within
// qf.eps of the exact ones, so a slot scoring below (the kr-th best
// approximate score − 2·eps) cannot be in the top k; every other admitted
// slot is re-scored.
func (ix *Index) searchExactN(sr *searcher, k int, filter func(string) bool, n int) []Result {
	qf := sr.qf
	if qf.zero {
		return ix.zeroQuery(sr, k, filter)
	}
	kr := ix.opts.Rerank
	if kr <= 0 {
		kr = 4 * k
	}
	kr = max(kr, k)
	tau := float32(math.Inf(-1))
	top := sr.top[:0]
	cands := sr.cands[:0]
	prune := max(4*kr, 1024)
	var delta []float32
	for first := 0; first < n; first += chunk {
		raw := sr.raw[:min(chunk, n-first)]
		dots(ix.arena, ix.words, qf, nil, first, raw)
		bias := ix.bias[first : first+len(raw)]
		scale := ix.scale[first : first+len(raw)]
		if ix.opts.KeepOriginals {
			delta = ix.delta[first : first+len(raw)]
		}
		for j, r := range raw {
			// With originals, a slot's original score lies within
			// eps + delta of a, else within eps.
			a := qf.approx(r, bias[j], scale[j])
			var d float32
			if delta != nil {
				d = delta[j]
			}
			if a+d < tau {
				continue
			}
			s := first + j
			id := ix.ids[s]
			if id == "" || (filter != nil && !filter(id)) {
				continue
			}
			cands = append(cands, cand{uint32(s), a + d})
			switch lo := a - d; {
			case len(top) < kr:
				top.push(lo)
				if len(top) == kr {
					tau = top[0] - 2*qf.eps
				}
			case lo > top[0]:
				top.replaceTop(lo)
				tau = top[0] - 2*qf.eps
			}
			if len(cands) >= prune {
				cands = keepAbove(cands, tau)
				prune = max(2*len(cands), prune)
			}
		}
	}
	cands = keepAbove(cands, tau)
	sr.top, sr.cands = top, cands
	return ix.rescore(sr, cands, k)
}

// keepAbove drops the candidates scoring below tau, in place.
func keepAbove(cs []cand, tau float32) []cand {
	out := cs[:0]
	for _, c := range cs {
		if c.score >= tau {
			out = append(out, c)
		}
	}
	return out
}

// rescore scores cands exactly and returns the k best.
func (ix *Index) rescore(sr *searcher, cands []cand, k int) []Result {
	if ix.opts.KeepOriginals {
		return ix.rescoreOriginals(sr, cands, k)
	}
	rs := sr.res[:0]
	for _, c := range cands {
		score := exactDot(sr.qf.f, ix.row(c.slot)) * ix.scale[c.slot]
		rs = append(rs, Result{ID: ix.ids[c.slot], Score: score})
	}
	sr.res = rs
	return copyResults(topResults(rs, k))
}

// setQ64 sets the float64 unit query for scoring originals.
func (sr *searcher) setQ64(q []float32) {
	if len(sr.q64) != len(q) {
		sr.q64 = make([]float64, len(q))
	}
	var ss float64
	for _, x := range q {
		ss += float64(x) * float64(x)
	}
	inv := 0.0
	if ss > 0 {
		inv = 1 / math.Sqrt(ss)
	}
	for i, x := range q {
		sr.q64[i] = float64(x) * inv
	}
}

// rescoreOriginals returns the k best of cands by their originals. The
// exact score over the stored form, s, is within delta + rounding of the
// original's, so only the candidates whose s + delta reaches the k-th best
// s − delta are scored with their originals, in float64.
func (ix *Index) rescoreOriginals(sr *searcher, cands []cand, k int) []Result {
	slack := float32(1e-5 + 2e-7*float64(ix.dim))
	lo := sr.top[:0]
	for i, c := range cands {
		sc := exactDot(sr.qf.f, ix.row(c.slot)) * ix.scale[c.slot]
		cands[i].score = sc
		switch b := sc - ix.delta[c.slot] - slack; {
		case len(lo) < k:
			lo.push(b)
		case b > lo[0]:
			lo.replaceTop(b)
		}
	}
	tau := float32(math.Inf(-1))
	if len(lo) == k {
		tau = lo[0]
	}
	sr.top = lo
	rs := sr.res[:0]
	d := ix.dim
	for _, c := range cands {
		if c.score+ix.delta[c.slot]+slack < tau {
			continue
		}
		v := ix.orig[int(c.slot)*d : int(c.slot+1)*d]
		var dot float64
		for i, x := range v {
			dot += sr.q64[i] * float64(x)
		}
		rs = append(rs, Result{ID: ix.ids[c.slot], Score: float32(dot * ix.inv[c.slot])})
	}
	sr.res = rs
	return copyResults(topResults(rs, k))
}

// zeroQuery answers the zero query: every score is 0, so the k smallest
// admitted ids win.
func (ix *Index) zeroQuery(sr *searcher, k int, filter func(string) bool) []Result {
	rs := sr.res[:0]
	for _, id := range ix.ids {
		if id != "" && (filter == nil || filter(id)) {
			rs = append(rs, Result{ID: id})
		}
	}
	sr.res = rs
	return copyResults(topResults(rs, k))
}

func copyResults(rs []Result) []Result {
	if len(rs) == 0 {
		return nil
	}
	return append([]Result(nil), rs...)
}

// searchGraphOf searches g, the index's graph or one being built; it
// reports false when the caller should scan instead: the filter admitted
// too few of the nodes met within the budget, or fewer than k.
func (ix *Index) searchGraphOf(g *graph, sr *searcher, k, ef int, filter func(string) bool) ([]Result, bool) {
	qf := sr.qf
	if g.empty || qf.zero {
		return nil, false
	}
	ep := cand{g.entry, g.score(sr, qf, g.entry)}
	for l := g.top; l > 0; l-- {
		ep = g.greedy(sr, qf, ep, l)
	}
	// A filter that admits a fraction p of the nodes makes the walk score
	// about 16·ef/p nodes before it has ef admitted ones (measured on
	// clustered data: 12 to 20). Scoring a node through the graph, in
	// random order, costs about six times as much as in a scan, so when
	// that estimate exceeds an eighth of the slots the scan is cheaper;
	// a walk that scores a sixth of them anyway gives up and scans.
	budget := 0
	if filter != nil {
		n := len(ix.ids)
		p := ix.passRate(filter)
		if p == 0 || 16*float64(ef)/p > float64(n)/8 {
			return nil, false
		}
		budget = max(n/6, 2048)
	}
	found, complete := g.searchLayer(sr, qf, []cand{ep}, ef, 0, noSlot, filter, budget)
	if !complete || (len(found) < k && len(found) < ix.live) {
		return nil, false
	}
	return ix.rescore(sr, found, k), true
}

// passSamples is the number of slots passRate checks.
const passSamples = 256

// passSample returns the i-th slot passRate checks among n: a Weyl sequence
// (multiples of the golden ratio, modulo 1, scaled to n), spread evenly but
// without a period that filters on ids like "every second one" could match.
func passSample(i, n int) int {
	frac := uint64(i+1) * 0x9E3779B97F4A7C15 >> 32
	return int(frac * uint64(n) >> 32)
}

// passRate estimates the fraction of live vectors that filter admits from
// passSamples slots.
func (ix *Index) passRate(filter func(string) bool) float64 {
	n := len(ix.ids)
	live, pass := 0, 0
	for i := range min(n, passSamples) {
		if id := ix.ids[passSample(i, n)]; id != "" {
			live++
			if filter(id) {
				pass++
			}
		}
	}
	if live == 0 {
		return 0
	}
	return float64(pass) / float64(live)
}
