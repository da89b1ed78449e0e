package vector

import (
	"math"
	"math/rand/v2"
	"slices"
)

// Slot states of a graph node.
const (
	stateLive = iota // an indexed vector
	stateTomb        // deleted; still traversed, never returned
	stateFree        // unreferenced by live nodes; reusable
)

// noSlot is a slot number no node has.
const noSlot = ^uint32(0)

// maxLevel caps the number of layers above the bottom one.
const maxLevel = 16

// maintainStep is the number of nodes a write checks for links to deleted
// nodes, when there are deleted nodes.
const maintainStep = 64

// graph is a hierarchical navigable small world graph (Malkov & Yashunin,
// 2016) over the index's slots, sharing its int8 arena and kernel.
//
// Deletes leave tombstones: a deleted node keeps its vector and links so
// that searches still pass through it, but it is never returned nor chosen
// as a new neighbour. Each write then checks maintainStep nodes, in slot
// order, and replaces their links to tombstones by the best of their other
// neighbours and the tombstones' neighbours. Once a full pass has begun
// after a tombstone was made and ended, no live node links to it any more
// and its slot is reused by the next Add.
type graph struct {
	ix     *Index
	m, m0  int
	efC    int
	ml     float64
	rng    *rand.Rand
	levels []uint8
	links0 []uint32 // per slot: count, then up to m0 links
	// Above layer 0 a node with level L has a block of L·(m+1) words in
	// upper, at upperAt: per layer count, then up to m links. Blocks of
	// freed slots wait in spare, by level, for the next node of that
	// level. Searches of upper layers index slices instead of looking
	// nodes up in a map.
	upper   []uint32
	upperAt []uint32
	spare   [maxLevel + 1][]uint32
	state   []uint8
	entry   uint32
	top     int  // layer of the entry node
	empty   bool // no entry node
	free    []uint32
	pending []uint32 // tombstones the current pass removes
	fresh   []uint32 // tombstones made during the current pass
	passing bool
	cursor  int

	sr        *searcher    // scratch for inserts, under the write lock
	base      *queryForm   // the node being inserted
	other     *queryForm   // the node being relinked
	pairs     []*queryForm // the kept candidates in the heuristic
	tmp       []cand
	rest      []cand   // candidates left in the heuristic
	sel       []uint32 // neighbours chosen for the inserted node
	relinkSel []uint32

	relinkIn    []uint32
	relinkCands []cand
}

func newGraph(ix *Index) *graph {
	m := ix.opts.M
	g := &graph{
		ix:    ix,
		m:     m,
		m0:    2 * m,
		efC:   ix.opts.EfConstruction,
		ml:    1 / math.Log(float64(m)),
		rng:   rand.New(rand.NewPCG(ix.opts.Seed, 0x9e3779b97f4a7c15)),
		empty: true,
		sr:    &searcher{qf: newQueryForm(ix.dim), raw: make([]uint32, chunk)},
		base:  newQueryForm(ix.dim),
		other: newQueryForm(ix.dim),
	}
	return g
}

// grow extends the per-slot arrays to n slots.
func (g *graph) grow(n int) {
	for len(g.levels) < n {
		g.levels = append(growHuge(g.levels, 1), 0)
		g.state = append(growHuge(g.state, 1), stateLive)
		g.upperAt = append(growHuge(g.upperAt, 1), 0)
	}
	if need := n * (g.m0 + 1); len(g.links0) < need {
		old := len(g.links0)
		g.links0 = growHuge(g.links0, need-old)[:need]
		clear(g.links0[old:])
	}
}

// block returns the count and room for links of s on layer l; s must have
// that layer.
func (g *graph) block(s uint32, l int) []uint32 {
	if l == 0 {
		return g.links0[int(s)*(g.m0+1) : int(s+1)*(g.m0+1)]
	}
	at := int(g.upperAt[s]) + (l-1)*(g.m+1)
	return g.upper[at : at+g.m+1]
}

// links returns the links of s on layer l; s must have that layer.
func (g *graph) links(s uint32, l int) []uint32 {
	b := g.block(s, l)
	return b[1 : 1+b[0]]
}

// setLinks replaces the links of s on layer l.
func (g *graph) setLinks(s uint32, l int, to []uint32) {
	b := g.block(s, l)
	b[0] = uint32(copy(b[1:], to))
}

// setLevel gives s level l, with empty upper layers.
func (g *graph) setLevel(s uint32, l int) {
	if old := g.levels[s]; old > 0 {
		g.spare[old] = append(g.spare[old], g.upperAt[s])
	}
	g.levels[s] = uint8(l)
	if l == 0 {
		return
	}
	k := l * (g.m + 1)
	if sp := g.spare[l]; len(sp) > 0 {
		g.upperAt[s] = sp[len(sp)-1]
		g.spare[l] = sp[:len(sp)-1]
		clear(g.upper[g.upperAt[s]:][:k])
		return
	}
	g.upperAt[s] = uint32(len(g.upper))
	g.upper = append(g.upper, make([]uint32, k)...)
}

func (g *graph) maxLinks(l int) int {
	if l == 0 {
		return g.m0
	}
	return g.m
}

func (g *graph) randomLevel() int {
	return min(maxLevel, int(-math.Log(1-g.rng.Float64())*g.ml))
}

// takeFree returns a reusable slot, if any.
func (g *graph) takeFree() (uint32, bool) {
	if len(g.free) == 0 {
		return 0, false
	}
	s := g.free[len(g.free)-1]
	g.free = g.free[:len(g.free)-1]
	return s, true
}

// tombstone marks the deleted node s.
func (g *graph) tombstone(s uint32) {
	g.state[s] = stateTomb
	g.fresh = append(g.fresh, s)
}

// usable reports whether a link to t can be followed on layer l. Only the
// links of deleted nodes can point to slots that were freed since, or
// reused by a node without that layer.
func (g *graph) usable(t uint32, l int) bool {
	return g.state[t] != stateFree && int(g.levels[t]) >= l
}

// tombs reports whether the graph has deleted nodes. Without them every
// link is usable: live nodes link only to live nodes that have the layer,
// and the links of free slots are cleared.
func (g *graph) tombs() bool { return len(g.fresh) > 0 || len(g.pending) > 0 }

// score returns the approximate similarity of qf to slot s.
func (g *graph) score(sr *searcher, qf *queryForm, s uint32) float32 {
	sr.batch = append(sr.batch[:0], s)
	return sr.scoreSlots(g.ix, qf, sr.batch)[0]
}

// insert links the new vector in slot s into the graph.
func (g *graph) insert(s uint32) {
	ix := g.ix
	level := g.randomLevel()
	g.setLevel(s, level)
	g.state[s] = stateLive
	g.setLinks(s, 0, nil)
	if g.empty {
		g.entry, g.top, g.empty = s, level, false
		return
	}
	qf := g.base
	qf.setFromRow(ix.row(s), ix.scale[s], ix.dim)
	sr := g.sr
	ep := cand{g.entry, g.score(sr, qf, g.entry)}
	for l := g.top; l > level; l-- {
		ep = g.greedy(sr, qf, ep, l)
	}
	eps := append(g.tmp[:0], ep)
	for l := min(level, g.top); l >= 0; l-- {
		found, _ := g.searchLayer(sr, qf, eps, g.efC, l, s, nil, 0)
		if len(found) == 0 {
			// No live node is reachable: the new node becomes the entry.
			if l == 0 {
				g.entry, g.top = s, level
			}
			continue
		}
		sel := g.selectNeighbors(found, g.m, g.sel[:0])
		g.sel = sel
		g.setLinks(s, l, sel)
		for _, t := range sel {
			g.connect(t, s, l)
		}
		eps = append(eps[:0], found...)
	}
	g.tmp = eps
	if level > g.top {
		g.entry, g.top = s, level
	}
}

// greedy walks layer l from ep to the most similar node it can reach.
func (g *graph) greedy(sr *searcher, qf *queryForm, ep cand, l int) cand {
	tombs := g.tombs()
	for changed := true; changed; {
		changed = false
		batch := sr.batch[:0]
		for _, t := range g.links(ep.slot, l) {
			if !tombs || g.usable(t, l) {
				batch = append(batch, t)
			}
		}
		sr.batch = batch
		scs := sr.scoreSlots(g.ix, qf, batch)
		for j, t := range batch {
			if sc := scs[j]; sc > ep.score {
				ep, changed = cand{t, sc}, true
			}
		}
	}
	return ep
}

// searchLayer is the beam search of layer l from the entry points eps. It
// passes through every node but keeps only admitted ones among the ef best
// found: live nodes other than self whose ids pass filter (nil: all). The
// search ends when the best unexpanded node is worse than all of those. It
// returns them best first, and false if it stopped because it scored more
// than budget nodes (budget 0: no limit).
func (g *graph) searchLayer(sr *searcher, qf *queryForm, eps []cand, ef, l int, self uint32, filter func(string) bool, budget int) ([]cand, bool) {
	// Without tombstones every node reached is live: live nodes link only
	// to live ones, and the entry is live.
	tombs := g.tombs()
	if !tombs && filter == nil {
		return g.searchPlain(sr, qf, eps, ef, l, self, budget)
	}
	admit := func(t uint32) bool {
		return t != self && (!tombs || g.state[t] == stateLive) && (filter == nil || filter(g.ix.ids[t]))
	}
	ix := g.ix
	sr.seen.reset(len(ix.ids))
	todo, found := sr.todo[:0], sr.found[:0]
	for _, e := range eps {
		if !sr.seen.visit(e.slot) {
			continue
		}
		todo.push(e)
		if admit(e.slot) {
			found.push(e)
		}
	}
	// Every slot is live or a tombstone: all links on layer 0 are usable.
	allUsable := l == 0 && len(g.free) == 0
	checkUsable := tombs && !allUsable
	stride := g.m0 + 1
	scored, complete := 0, true
	for len(todo) > 0 {
		c := todo.pop()
		if len(found) >= ef && c.score < found[0].score {
			break
		}
		if l == 0 && len(todo) > 0 {
			// Likely the next node expanded: fetch its links meanwhile.
			prefetchLinks(&g.links0[int(todo[0].slot)*stride])
		}
		batch := sr.batch[:0]
		if allUsable {
			b := g.links0[int(c.slot)*stride : int(c.slot+1)*stride]
			batch = sr.seen.appendFresh(batch, b[1:1+b[0]])
		} else {
			for _, t := range g.links(c.slot, l) {
				if sr.seen.visit(t) && (!checkUsable || g.usable(t, l)) {
					batch = append(batch, t)
				}
			}
		}
		sr.batch = batch
		scs := sr.scoreSlots(ix, qf, batch)
		for j, t := range batch {
			sc := scs[j]
			if len(found) >= ef && sc <= found[0].score {
				continue
			}
			todo.push(cand{t, sc})
			if l == 0 && todo[0].slot == t {
				// The next node expanded, unless a better one follows.
				prefetchLinks(&g.links0[int(t)*stride])
			}
			if admit(t) {
				if len(found) < ef {
					found.push(cand{t, sc})
				} else {
					found.replaceTop(cand{t, sc})
				}
			}
		}
		if scored += len(batch); budget > 0 && scored > budget {
			complete = false
			break
		}
	}
	found.sortDesc()
	sr.todo, sr.found = todo, found
	return found, complete
}

// searchPlain is searchLayer when every node reached is admitted: no
// tombstones, no filter, and self, if it is a node, not reachable (an
// insert searches a layer before anything links to the new node on it;
// were self reached, it would be skipped, not expanded). Then the nodes
// left to expand are the unexpanded ones among the ef best found: a node
// that drops out of those would end the search when its turn came. So one
// list sorted best first serves as both heaps: a new node goes in after
// the nodes at least as good, and the next node to expand is the first
// unexpanded one. That expands the nodes the heaps would, in the same
// order (up to ties of score), with fewer unpredictable branches and no
// sort at the end: building a graph takes about 8 % less CPU, and 5.6 %
// less again at 1M with the place of a new node counted with AVX2 instead
// of found by binary search.
func (g *graph) searchPlain(sr *searcher, qf *queryForm, eps []cand, ef, l int, self uint32, budget int) ([]cand, bool) {
	ix := g.ix
	sr.seen.reset(len(ix.ids))
	bl := beamList{c: sr.beam[:0], done: sr.beamDone[:0], ef: ef}
	for _, e := range eps {
		if sr.seen.visit(e.slot) && e.slot != self && (bl.len() < ef || e.score > bl.worst()) {
			bl.insert(e.slot, e.score)
		}
	}
	stride := g.m0 + 1
	scored, complete := 0, true
	next := 0 // the first unexpanded entry
	for next < bl.len() {
		c := bl.c[next].slot
		bl.done[next] = true
		for next++; next < bl.len() && bl.done[next]; next++ {
		}
		if l == 0 && next < bl.len() {
			g.prefetchAhead(sr, &bl, next)
		}
		batch := sr.batch[:0]
		if l == 0 {
			b := g.links0[int(c)*stride : int(c+1)*stride]
			batch = sr.seen.appendFresh(batch, b[1:1+b[0]])
		} else {
			for _, t := range g.links(c, l) {
				if sr.seen.visit(t) {
					batch = append(batch, t)
				}
			}
		}
		sr.batch = batch
		scs := sr.scoreSlots(ix, qf, batch)
		for j, t := range batch {
			sc := scs[j]
			if bl.len() >= ef && sc <= bl.worst() || t == self {
				continue
			}
			if at := bl.insert(t, sc); at <= next {
				// The next node expanded, unless a better one follows.
				next = at
				if l == 0 {
					prefetchLinks(&g.links0[int(t)*stride])
				}
			}
		}
		if scored += len(batch); budget > 0 && scored > budget {
			complete = false
			break
		}
	}
	sr.beam, sr.beamDone = bl.c, bl.done
	return bl.c, complete
}

// prefetchAhead starts fetching what the next two expansions on layer 0
// likely read, while the current one waits for its rows: the rows (and
// scales) of the next node's unseen neighbours, whose links were likely
// fetched one expansion ago, and the links of the node after it. next is
// the first unexpanded entry of bl. A guess that a better node makes wrong
// costs only memory traffic. Measured side by side, building a 300k graph
// took 10 % less CPU (3.5 % with a branch per link to find the unseen
// ones), and prefetching the scales too took 6 % more off at 1M.
func (g *graph) prefetchAhead(sr *searcher, bl *beamList, next int) {
	n := bl.c[next].slot
	b := g.links0[int(n)*(g.m0+1):]
	pf := sr.seen.appendUnseen(sr.pf[:0], b[1:1+b[0]])
	sr.pf = pf
	prefetchRows(&g.ix.arena[0], 8*g.ix.words, pf, &g.ix.scale[0])
	for after := next + 1; after < bl.len(); after++ {
		if !bl.done[after] {
			prefetchLinks(&g.links0[int(bl.c[after].slot)*(g.m0+1)])
			break
		}
	}
}

// beamList is searchPlain's list: at most ef nodes, best first, and which
// of them were expanded.
type beamList struct {
	c    []cand
	done []bool
	ef   int
}

func (bl *beamList) len() int { return len(bl.c) }

// worst returns the lowest score in the list, which must not be empty.
func (bl *beamList) worst() float32 { return bl.c[len(bl.c)-1].score }

// insert adds slot s with score sc after the entries at least as good,
// dropping the worst entry when the list is full (sc must then be better
// than it), and returns its place.
func (bl *beamList) insert(s uint32, sc float32) int {
	c := bl.c
	at := 0
	if useAVX2 {
		// The entries at least as good, counted four at a time: the
		// comparisons are independent, where a binary search waits for
		// each before the next.
		n := len(c) &^ 3
		at = countAtLeast(c[:n], sc)
		for _, x := range c[n:] {
			at += b2i(x.score >= sc)
		}
	} else {
		// The first entry worse than sc: halve the range without a
		// branch on the comparison, whose outcome is as good as random.
		n := len(c)
		for n > 1 {
			half := n / 2
			at += half * b2i(c[at+half-1].score >= sc)
			n -= half
		}
		if n == 1 {
			at += b2i(c[at].score >= sc)
		}
	}
	if len(c) < bl.ef {
		c = append(c, cand{})
		bl.c = c
		bl.done = append(bl.done, false)
	}
	done := bl.done
	copy(c[at+1:], c[at:len(c)-1])
	copy(done[at+1:], done[at:len(done)-1])
	c[at], done[at] = cand{s, sc}, false
	return at
}

// selectNeighbors picks up to m of cands (best first, scored against the
// node being linked) by the HNSW heuristic: a candidate is kept only if it
// is more similar to the node than to every candidate kept before it, which
// keeps links that point in different directions. It appends them to sel.
//
// The candidates are taken a window of selWindow at a time: the candidates
// kept before a window are scored against all of it at once, and each one
// kept within it against the rest of it, each rejecting those more similar
// to it than to the node. That finds what checking every candidate against
// every kept one before it finds, without scoring candidates beyond the
// last one kept (a third of the scoring when all m are found early).
func (g *graph) selectNeighbors(cands []cand, m int, sel []uint32) []uint32 {
	ix := g.ix
	n := 0 // kept so far; g.pairs[:n] hold their query forms, but the last one's when no candidate is left
	for start := 0; start < len(cands) && n < m; start += selWindow {
		end := min(start+selWindow, len(cands))
		win := append(g.rest[:0], cands[start:end]...)
		g.rest = win
		for j := 0; j < n && len(win) > 0; j++ {
			win = g.reject(g.pairs[j], win)
		}
		for len(win) > 0 && n < m {
			c := win[0]
			sel = append(sel, c.slot)
			n++
			win = win[1:]
			if n == m || (len(win) == 0 && end == len(cands)) {
				break
			}
			if len(g.pairs) < n {
				g.pairs = append(g.pairs, newQueryForm(ix.dim))
			}
			qf := g.pairs[n-1]
			qf.setFromRow(ix.row(c.slot), ix.scale[c.slot], ix.dim)
			if len(win) > 0 {
				win = g.reject(qf, win)
			}
		}
	}
	return sel
}

// selWindow is how many candidates selectNeighbors takes at a time.
const selWindow = 16

// reject removes from win the candidates more similar to the kept candidate
// of qf than to the node being linked.
func (g *graph) reject(qf *queryForm, win []cand) []cand {
	sr := g.sr
	batch := sr.batch[:0]
	for _, r := range win {
		batch = append(batch, r.slot)
	}
	sr.batch = batch
	scs := sr.scoreSlots(g.ix, qf, batch)
	kept := win[:0]
	for j, r := range win {
		if scs[j] <= r.score {
			kept = append(kept, r)
		}
	}
	return kept
}

// connect adds a link from t to s on layer l, choosing t's links again by
// the heuristic when t has no room left.
func (g *graph) connect(t, s uint32, l int) {
	cur := g.links(t, l)
	if len(cur) < g.maxLinks(l) {
		g.setLinks(t, l, append(cur, s)) // in place: the block has room
		return
	}
	g.relink(t, l, append(append(g.relinkIn[:0], cur...), s))
}

// relink sets the links of t on layer l to the best of cands by the
// heuristic.
func (g *graph) relink(t uint32, l int, cands []uint32) {
	ix := g.ix
	qf := g.other
	qf.setFromRow(ix.row(t), ix.scale[t], ix.dim)
	g.relinkIn = cands
	scs := g.sr.scoreSlots(ix, qf, cands)
	cs := g.relinkCands[:0]
	for j, c := range cands {
		cs = append(cs, cand{c, scs[j]})
	}
	g.relinkCands = cs
	slices.SortFunc(cs, func(a, b cand) int {
		switch {
		case a.score > b.score:
			return -1
		case a.score < b.score:
			return 1
		}
		return 0
	})
	g.relinkSel = g.selectNeighbors(cs, g.maxLinks(l), g.relinkSel[:0])
	g.setLinks(t, l, g.relinkSel)
}

// maintain does one step of the tombstone clean-up described on graph.
func (g *graph) maintain() {
	if !g.passing {
		if len(g.fresh) == 0 {
			return
		}
		g.pending, g.fresh = g.fresh, g.pending[:0]
		g.passing, g.cursor = true, 0
	}
	for n := 0; n < maintainStep && g.cursor < len(g.levels); n++ {
		s := uint32(g.cursor)
		g.cursor++
		if g.state[s] != stateLive {
			continue
		}
		for l := 0; l <= int(g.levels[s]); l++ {
			for _, t := range g.links(s, l) {
				if g.state[t] != stateLive {
					g.repair(s, l)
					break
				}
			}
		}
	}
	if g.cursor < len(g.levels) {
		return
	}
	for _, t := range g.pending {
		g.state[t] = stateFree
		g.setLinks(t, 0, nil)
		g.setLevel(t, 0)
		g.free = append(g.free, t)
	}
	g.pending = g.pending[:0]
	g.passing = false
	if g.state[g.entry] == stateFree {
		g.newEntry()
	}
}

// repair replaces the links of s on layer l to deleted nodes by the best of
// s's live links and the deleted nodes' live links.
func (g *graph) repair(s uint32, l int) {
	cands := g.relinkIn[:0]
	add := func(t uint32) {
		if t != s && g.state[t] == stateLive && int(g.levels[t]) >= l && !slices.Contains(cands, t) {
			cands = append(cands, t)
		}
	}
	for _, t := range g.links(s, l) {
		if g.state[t] == stateLive {
			add(t)
		} else if g.state[t] == stateTomb && int(g.levels[t]) >= l {
			for _, u := range g.links(t, l) {
				add(u)
			}
		}
	}
	g.relink(s, l, cands)
}

// newEntry makes the live node on the highest layer the entry node.
func (g *graph) newEntry() {
	g.empty = true
	for s, st := range g.state {
		if st == stateLive && (g.empty || int(g.levels[s]) > g.top) {
			g.entry, g.top, g.empty = uint32(s), int(g.levels[s]), false
		}
	}
}
