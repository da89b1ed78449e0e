package vector

import (
	"context"
	"encoding/binary"
	"math"
)

// buildBatch is the number of nodes the background build inserts per hold
// of the read lock: about 4 ms of work at a million vectors, which bounds
// how long a write waits for the lock (and searches behind that write).
const buildBatch = 16

// buildPause, when set by a test, is called before each batch of the
// background build, outside the lock.
var buildPause func()

// startBuild starts building the graph in the background; ix.mu is held
// for writing. Searches scan until the graph is ready; writes go on, each
// taking the write lock between batches of inserts.
func (ix *Index) startBuild() {
	ix.building = true
	ix.gen++
	ix.deleted = ix.deleted[:0]
	ix.built = make(chan struct{})
	go ix.build(ix.gen, ix.built)
}

// cancelBuild stops a background build; ix.mu is held for writing.
func (ix *Index) cancelBuild() {
	if !ix.building {
		return
	}
	ix.building = false
	ix.gen++
	ix.deleted = nil
}

// build inserts every slot into a new graph, batch by batch under the read
// lock, then catches up with the slots added since and the deletes under
// the write lock and installs the graph. In Auto mode it probes the graph
// as it grows (probe.go) and drops it instead when its recall is too low.
// It gives up when gen moves on.
func (ix *Index) build(gen uint64, done chan struct{}) {
	defer close(done)
	var g *graph
	next, probeAt, probed := 0, probeFirst, 0
	recall := -1.0 // of the last probe; -1 before any
	for {
		if buildPause != nil {
			buildPause()
		}
		ix.mu.RLock()
		if ix.gen != gen {
			ix.mu.RUnlock()
			return
		}
		if g == nil {
			g = newGraph(ix)
		}
		n := len(ix.ids)
		g.grow(n)
		minRecall := ix.opts.minGraphRecall()
		check := -1
		if ix.opts.Mode == Auto && minRecall >= 0 {
			check = nextProbe(next, n, probeAt, probed)
		}
		stop := n
		if check >= 0 {
			stop = check
		}
		for end := min(next+buildBatch, stop); next < end; next++ {
			g.insert(uint32(next))
		}
		ix.mu.RUnlock()
		if next == check {
			r, ok := ix.probe(g, next, gen)
			if !ok {
				return
			}
			if recall = r; r < minRecall {
				ix.reject(gen, r)
				return
			}
			probed = next
			for probeAt <= next {
				probeAt *= 2
			}
		}
		if next < n {
			continue
		}
		ix.mu.Lock()
		if ix.gen != gen {
			ix.mu.Unlock()
			return
		}
		n = len(ix.ids)
		if n-next > buildBatch {
			// Writes added more than a batch meanwhile: insert them
			// under the read lock too.
			ix.mu.Unlock()
			continue
		}
		g.grow(n)
		for ; next < n; next++ {
			g.insert(uint32(next))
		}
		for _, s := range ix.deleted {
			g.tombstone(s)
		}
		ix.deleted, ix.building, ix.g = nil, false, g
		if recall >= 0 {
			ix.probed, ix.recall, ix.rejected, ix.retryAt = true, recall, false, 0
		}
		g.maintain()
		ix.mu.Unlock()
		return
	}
}

// nextProbe returns the slot count at which the build of a graph over n
// slots, next of them inserted, probes next (see probe.go), or -1: at the
// next doubling probeAt, or when the build has inserted all but the last
// probeQueries slots and the graph has grown by a quarter since the last
// probe (at probed), which holds the probes of an index that keeps
// growing while its graph is built to a geometric series.
func nextProbe(next, n, probeAt, probed int) int {
	last := n - probeQueries
	c := -1
	if probeAt <= last {
		c = probeAt
	}
	if last >= probeQueries && last >= probed+probed/4 && (c < 0 || last < c) {
		c = last
	}
	if c < next {
		return -1
	}
	return c
}

// reject drops the graph being built, whose probe found recall too low,
// unless the build was cancelled meanwhile: the index scans, and Auto mode
// builds again once it holds twice as many vectors.
func (ix *Index) reject(gen uint64, recall float64) {
	ix.mu.Lock()
	defer ix.mu.Unlock()
	if ix.gen != gen {
		return
	}
	ix.dropGraph()
	ix.probed, ix.recall, ix.rejected, ix.retryAt = true, recall, true, 2*ix.live
}

// SetMode changes the index's mode. Switching to Exact drops the graph;
// switching to HNSW, or to Auto at or above the threshold (and, after a
// probe dropped a graph, at twice the size it had then), starts building
// the graph in the background, and exact scans serve until it is ready (see
// WaitGraph). Loading a large index in Exact mode and then switching to
// Auto keeps the build out of the way of the load.
func (ix *Index) SetMode(m Mode) {
	ix.mu.Lock()
	defer ix.mu.Unlock()
	if m < Auto || m > HNSW {
		panic("vector: unknown mode")
	}
	ix.opts.Mode = m
	switch {
	case m == Exact:
		if ix.sparse() {
			ix.dropGraph()
		}
	case ix.g != nil || ix.building:
	case m == HNSW || ix.live >= max(ix.opts.HNSWThreshold, ix.retryAt):
		ix.startBuild()
	}
}

// Warm reports whether the index searches as its mode says it should: it is
// not building a graph in the background.
func (ix *Index) Warm() bool {
	ix.mu.RLock()
	defer ix.mu.RUnlock()
	return !ix.building
}

// WaitGraph waits until no graph is being built in the background, or ctx
// is done.
func (ix *Index) WaitGraph(ctx context.Context) error {
	for {
		ix.mu.RLock()
		building, built := ix.building, ix.built
		ix.mu.RUnlock()
		if !building {
			return nil
		}
		select {
		case <-built:
		case <-ctx.Done():
			return ctx.Err()
		}
	}
}

// rowFromBlob fills row from an Encode blob of dim components directly, as
// quantizeRow would from Decode(b), and returns its scale and bias. It
// reports false when b is not a blob Encode makes (wrong length or version,
// a component of -128, a largest magnitude other than 127, or a
// non-finite scale).
func rowFromBlob(b []byte, dim int, row []uint64) (scale float32, bias int32, ok bool) {
	if len(b) != 5+dim || b[0] != blobVersion {
		return 0, 0, false
	}
	f := math.Float32frombits(binary.LittleEndian.Uint32(b[1:5]))
	if math.IsNaN(float64(f)) || math.IsInf(float64(f), 0) {
		return 0, 0, false
	}
	q := b[5:]
	var sum, ss int64
	var maxAbs int32
	for i := range row {
		row[i] = 0x8080808080808080
	}
	full := dim / 8
	for j := range full {
		row[j] = binary.LittleEndian.Uint64(q[8*j:]) ^ 0x8080808080808080
	}
	for i := 8 * full; i < dim; i++ {
		sh := 8 * (i % 8)
		row[i/8] = row[i/8]&^(0xFF<<sh) | uint64(q[i]^0x80)<<sh
	}
	for _, x := range q {
		a := int32(int8(x))
		if a == -128 {
			return 0, 0, false
		}
		maxAbs = max(maxAbs, a, -a)
		sum += int64(a)
		ss += int64(a * a)
	}
	if ss == 0 || f == 0 {
		for i := range row {
			row[i] = 0x8080808080808080
		}
		return 0, 0, true
	}
	if maxAbs != 127 {
		return 0, 0, false
	}
	return float32(1 / math.Sqrt(float64(ss))), int32(qmax * sum), true
}
