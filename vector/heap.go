package vector

// cand is a slot with a score, higher is more similar.
type cand struct {
	slot  uint32
	score float32
}

// minHeap keeps the lowest score on top.
//
// The heaps move a hole instead of swapping: an entry is written once, where
// it comes to rest, and the order of the entries is the same as with swaps.
type minHeap []cand

func (h *minHeap) push(c cand) {
	a := append(*h, c)
	*h = a
	i := len(a) - 1
	for i > 0 {
		p := (i - 1) / 2
		if a[p].score <= c.score {
			break
		}
		a[i] = a[p]
		i = p
	}
	a[i] = c
}

func (h *minHeap) pop() cand {
	a := *h
	top := a[0]
	n := len(a) - 1
	*h = a[:n]
	if n > 0 {
		a[:n].down(a[n])
	}
	return top
}

// replaceTop replaces the lowest entry with c and restores the order.
func (h minHeap) replaceTop(c cand) { h.down(c) }

// down puts c at the root, which is a hole, and sifts it down. It moves
// the hole to the lower child while that is below c, which is what
// comparing c with each child in turn does, with one branch the predictor
// cannot learn instead of two.
func (h minHeap) down(c cand) {
	n := len(h)
	i := 0
	for {
		m := 2*i + 1
		if m >= n {
			break
		}
		// The smaller child: m+1 when there is one and it is smaller,
		// worked out without a branch (taken at random, it costs more
		// than the comparison).
		m += b2i(h[min(m+1, n-1)].score < h[m].score)
		if h[m].score >= c.score {
			break
		}
		h[i] = h[m]
		i = m
	}
	h[i] = c
}

// sortDesc sorts h best first, in place, as popping every entry and filling
// the slice from the back would.
func (h minHeap) sortDesc() {
	for n := len(h) - 1; n > 0; n-- {
		last := h[n]
		h[n] = h[0]
		h[:n].down(last)
	}
}

// maxHeap keeps the highest score on top.
// b2i is 1 for true and 0 for false, without a branch.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

type maxHeap []cand

func (h *maxHeap) push(c cand) {
	a := append(*h, c)
	*h = a
	i := len(a) - 1
	for i > 0 {
		p := (i - 1) / 2
		if a[p].score >= c.score {
			break
		}
		a[i] = a[p]
		i = p
	}
	a[i] = c
}

func (h *maxHeap) pop() cand {
	a := *h
	top := a[0]
	n := len(a) - 1
	*h = a[:n]
	if n == 0 {
		return top
	}
	c := a[n]
	a = a[:n]
	i := 0
	for {
		m := 2*i + 1
		if m >= n {
			break
		}
		m += b2i(a[min(m+1, n-1)].score > a[m].score) // as in minHeap.down
		if a[m].score <= c.score {
			break
		}
		a[i] = a[m]
		i = m
	}
	a[i] = c
	return top
}

// floatMinHeap keeps the lowest value on top.
type floatMinHeap []float32

func (h *floatMinHeap) push(x float32) {
	*h = append(*h, x)
	a := *h
	for i := len(a) - 1; i > 0; {
		p := (i - 1) / 2
		if a[p] <= a[i] {
			break
		}
		a[p], a[i] = a[i], a[p]
		i = p
	}
}

// replaceTop replaces the lowest value with x and restores the order.
func (h floatMinHeap) replaceTop(x float32) {
	h[0] = x
	n := len(h)
	for i := 0; ; {
		l, r, m := 2*i+1, 2*i+2, i
		if l < n && h[l] < h[m] {
			m = l
		}
		if r < n && h[r] < h[m] {
			m = r
		}
		if m == i {
			break
		}
		h[i], h[m] = h[m], h[i]
		i = m
	}
}

// better reports whether a ranks before b: higher score, then smaller id.
func better(a, b Result) bool {
	if a.Score != b.Score {
		return a.Score > b.Score
	}
	return a.ID < b.ID
}

// topResults keeps the k best results of rs (by better), best first. It
// reorders rs and returns a prefix of it.
func topResults(rs []Result, k int) []Result {
	if k > len(rs) {
		k = len(rs)
	}
	// Keep the k best in rs[:k] as a heap whose root is the worst of them.
	worse := func(i, j int) bool { return better(rs[j], rs[i]) }
	down := func(i, n int) {
		for {
			l, r, m := 2*i+1, 2*i+2, i
			if l < n && worse(l, m) {
				m = l
			}
			if r < n && worse(r, m) {
				m = r
			}
			if m == i {
				return
			}
			rs[i], rs[m] = rs[m], rs[i]
			i = m
		}
	}
	for i := k/2 - 1; i >= 0; i-- {
		down(i, k)
	}
	for i := k; i < len(rs); i++ {
		if k > 0 && better(rs[i], rs[0]) {
			rs[0], rs[i] = rs[i], rs[0]
			down(0, k)
		}
	}
	// Pop the heap from the back: worst last.
	for n := k - 1; n > 0; n-- {
		rs[0], rs[n] = rs[n], rs[0]
		down(0, n)
	}
	return rs[:k]
}
