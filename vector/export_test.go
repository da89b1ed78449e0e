package vector

import (
	"encoding/binary"
	"hash/fnv"
)

// GraphHash returns a hash of the index's graph as a logical structure:
// the entry node, every slot's level and state, and its links on every
// layer in order. Two builds with the same hash made the same graph, which
// is how a change to how the graph is built is checked not to change which
// graph is built. It returns 0 without a graph.
func GraphHash(ix *Index) uint64 {
	ix.mu.RLock()
	defer ix.mu.RUnlock()
	g := ix.g
	if g == nil {
		return 0
	}
	h := fnv.New64a()
	var b [4]byte
	put := func(x uint32) {
		binary.LittleEndian.PutUint32(b[:], x)
		h.Write(b[:])
	}
	put(g.entry)
	put(uint32(g.top))
	for s := range g.levels {
		put(uint32(g.levels[s]))
		put(uint32(g.state[s]))
		for l := 0; l <= int(g.levels[s]); l++ {
			ls := g.links(uint32(s), l)
			put(uint32(len(ls)))
			for _, t := range ls {
				put(t)
			}
		}
	}
	return h.Sum64()
}
