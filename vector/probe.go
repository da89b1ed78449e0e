package vector

import "slices"

// A graph over data without structure (vectors of independent random
// components, or embeddings whose neighbourhoods are as wide as the
// space) finds few of the true nearest neighbours at any affordable
// EfSearch: on 100k Gaussian vectors of 256 dimensions, recall@10 is
// about 0.25 at EfSearch 192. Auto mode therefore measures the graph it
// builds before searching it. A probe takes the probeQueries vectors that
// the build will insert next as queries (they are not in the graph yet,
// so they are new to it, as a user's queries are), searches the graph
// built so far and scans the same vectors exactly; a graph whose mean
// recall@10 is below Options.MinGraphRecall is dropped and the index goes
// on scanning, which is exact. The build probes when it has inserted
// probeFirst nodes and at every doubling after, so that a graph that cannot
// reach the target is given up early (recall falls as a graph grows: an
// early probe that fails speaks for the whole build), and a last time
// before it inserts the last probeQueries vectors. An index of fewer than
// 2·probeQueries vectors is not probed.
const (
	probeQueries = 100
	probeK       = 10
	probeFirst   = 10_000
)

// DefaultMinGraphRecall is the recall@10 a graph must show on its probe
// for Auto mode to search it, when Options.MinGraphRecall is 0.
const DefaultMinGraphRecall = 0.9

// probe measures the recall@probeK of g, which holds the slots [0, m),
// at the index's EfSearch against an exact scan of the same slots, with
// the vectors of slots m to m+probeQueries as queries. It takes the read
// lock for one query at a time, so that writes wait at most for one scan,
// and reports false when the build was cancelled meanwhile (gen moved
// on).
func (ix *Index) probe(g *graph, m int, gen uint64) (recall float64, ok bool) {
	sr := ix.getSearcher()
	defer ix.putSearcher(sr)
	q := make([]float32, ix.dim)
	var sum float64
	asked := 0
	for i := range probeQueries {
		ix.mu.RLock()
		if ix.gen != gen {
			ix.mu.RUnlock()
			return 0, false
		}
		s := uint32(m + i)
		if int(s) >= len(ix.ids) {
			ix.mu.RUnlock()
			break
		}
		if ix.ids[s] == "" || ix.scale[s] == 0 {
			ix.mu.RUnlock()
			continue
		}
		ix.rowVector(s, q)
		sr.qf.set(q)
		if ix.opts.KeepOriginals {
			sr.setQ64(q)
		}
		exact := liveIDs(ix.searchExactN(sr, probeK, nil, m))
		found, _ := ix.searchGraphOf(g, sr, probeK, max(ix.opts.EfSearch, probeK), nil)
		got := liveIDs(found)
		ix.mu.RUnlock()
		if len(exact) == 0 {
			continue
		}
		hit := 0
		for _, id := range got {
			if slices.Contains(exact, id) {
				hit++
			}
		}
		sum += float64(hit) / float64(len(exact))
		asked++
	}
	if asked == 0 {
		return 1, true
	}
	return sum / float64(asked), true
}

// liveIDs returns the ids of rs but the deleted ones ("").
func liveIDs(rs []Result) []string {
	out := make([]string, 0, len(rs))
	for _, r := range rs {
		if r.ID != "" {
			out = append(out, r.ID)
		}
	}
	return out
}

// rowVector writes the stored (quantised) vector of slot s into q, up to
// its scale, which a cosine query does not need.
func (ix *Index) rowVector(s uint32, q []float32) {
	row := ix.row(s)
	for i := range q {
		q[i] = float32(int8(byte(row[i/8]>>(8*(i%8))) ^ 0x80))
	}
}

// minGraphRecall returns the recall a probe must reach, or a negative
// number when Auto mode does not probe.
func (o Options) minGraphRecall() float64 {
	if o.MinGraphRecall == 0 {
		return DefaultMinGraphRecall
	}
	return o.MinGraphRecall
}
