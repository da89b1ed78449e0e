package jsonfile

import (
	"cmp"
	"slices"

	"github.com/cairnhq/cairn/judgment"
)

// index is what Newest and Stats need of a cache, computed from it once:
// every product's two pools sorted newest first, and statistics per
// product as they are asked for. A cache of a million judgments is sorted
// in a few hundred milliseconds once, instead of on every prompt.
type index struct {
	pools map[poolKey][]ranked
	stat  map[string]judgment.Stats
}

type poolKey struct {
	product   string
	corrected bool
}

// ranked is a judgment and its position in the file, which orders equal
// timestamps as the seed's stable sort does.
type ranked struct {
	j   *judgment.Judgment
	pos int
}

// index returns c's index, building it if c changed since it was built.
func (c *cache) index() *index {
	if c.idx != nil {
		return c.idx
	}
	x := &index{pools: map[poolKey][]ranked{}, stat: map[string]judgment.Stats{}}
	for pos, id := range c.order {
		j := c.byID[id].j
		k := poolKey{j.Product, j.WasCorrected()}
		x.pools[k] = append(x.pools[k], ranked{j, pos})
	}
	for _, pool := range x.pools {
		// A cache grows in time order, so pools are nearly sorted, which
		// pdqsort handles in close to linear time.
		slices.SortFunc(pool, func(a, b ranked) int {
			if c := b.j.Timestamp.Compare(a.j.Timestamp); c != 0 {
				return c
			}
			return cmp.Compare(a.pos, b.pos)
		})
	}
	c.idx = x
	return x
}

// stats returns the statistics of product ("" for all), computed once.
func (x *index) stats(c *cache, product string) judgment.Stats {
	if st, ok := x.stat[product]; ok {
		return copyStats(st)
	}
	var js []*judgment.Judgment
	if product == "" {
		js = make([]*judgment.Judgment, 0, len(c.order))
		for _, id := range c.order {
			js = append(js, c.byID[id].j)
		}
	} else {
		for _, corrected := range []bool{true, false} {
			for _, r := range x.pools[poolKey{product, corrected}] {
				js = append(js, r.j)
			}
		}
	}
	st := judgment.ComputeStats(js)
	x.stat[product] = st
	return copyStats(st)
}

// copyStats returns st with nothing shared with the index's copy.
func copyStats(st judgment.Stats) judgment.Stats {
	st.Products = slices.Clone(st.Products)
	if st.Oldest != nil {
		t := *st.Oldest
		st.Oldest = &t
	}
	if st.Newest != nil {
		t := *st.Newest
		st.Newest = &t
	}
	return st
}
