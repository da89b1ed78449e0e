package vector

import (
	"math"
	"slices"
	"sync"

	"github.com/cairnhq/cairn"
)

// Mode selects how an Index searches.
type Mode int

const (
	// Auto scans every vector while the index holds fewer than
	// Options.HNSWThreshold of them and searches an HNSW graph from there
	// on. It is the zero value.
	Auto Mode = iota
	// Exact always scans every vector; results are exact.
	Exact
	// HNSW keeps a graph from the first vector on and always searches it.
	HNSW
)

// String returns the mode's name.
func (m Mode) String() string {
	switch m {
	case Auto:
		return "auto"
	case Exact:
		return "exact"
	case HNSW:
		return "hnsw"
	}
	return "unknown"
}

// Defaults for the zero fields of Options.
const (
	DefaultHNSWThreshold  = 20000
	DefaultM              = 16
	DefaultEfConstruction = 100
	DefaultEfSearch       = 192
)

// Options tunes an Index. The zero value is ready to use: Auto mode with the
// defaults above.
type Options struct {
	// Mode selects exact scanning, the HNSW graph, or the choice by size.
	Mode Mode

	// HNSWThreshold is the number of vectors from which Auto builds and
	// searches the graph. Auto drops the graph again below half of it.
	// 0 means DefaultHNSWThreshold.
	HNSWThreshold int

	// M is the number of graph neighbours kept per node on upper layers;
	// the bottom layer keeps 2·M. More neighbours raise recall, memory and
	// build time. 0 means DefaultM; otherwise 2 to MaxM.
	M int

	// EfConstruction is the candidate list length while inserting into the
	// graph. 0 means DefaultEfConstruction.
	EfConstruction int

	// EfSearch is the candidate list length of a graph search; a search
	// for k results uses at least k. 0 means DefaultEfSearch.
	EfSearch int

	// Rerank is the least number of the best approximate candidates of an
	// exact scan that are scored again with float32 arithmetic. The scan
	// re-scores more when the quantisation error bound requires it, so
	// exact results are exact whatever Rerank is. 0 means 4·k.
	Rerank int

	// Seed seeds the graph's level generator; the same inserts with the
	// same seed build the same graph.
	Seed uint64

	// MinGraphRecall is the least recall@10 that the graph Auto mode
	// builds must show on a probe of its own vectors (see probe.go) for
	// the index to search it; a graph below it is dropped and the index
	// scans, until it has grown to twice the size it had then. Graphs of
	// HNSW mode are not probed. 0 means DefaultMinGraphRecall; a negative
	// value turns the probe off.
	MinGraphRecall float64

	// KeepOriginals keeps a float32 copy of every vector as given (4·dim
	// more bytes per vector) and a bound on how far its quantised form
	// strays from it. Exact search then returns the true top k over the
	// originals, with scores computed from them in float64, and graph
	// searches rank their candidates by the originals too. Without it,
	// both are over the quantised vectors.
	KeepOriginals bool
}

// MarshalText implements encoding.TextMarshaler, for configuration files.
func (m Mode) MarshalText() ([]byte, error) {
	if m < Auto || m > HNSW {
		return nil, cairn.Invalid("mode", "unknown mode %d", int(m))
	}
	return []byte(m.String()), nil
}

// UnmarshalText implements encoding.TextUnmarshaler: "auto", "exact" or
// "hnsw". Returns EINVALID for anything else.
func (m *Mode) UnmarshalText(b []byte) error {
	for _, c := range []Mode{Auto, Exact, HNSW} {
		if string(b) == c.String() {
			*m = c
			return nil
		}
	}
	return cairn.Invalid("mode", "must be auto, exact or hnsw, not %q", b)
}

// MaxM is the largest Options.M.
const MaxM = 128

// Validate returns EINVALID naming the first invalid field of o. Zero
// fields are valid: they select the defaults.
func (o Options) Validate() error {
	switch {
	case o.Mode < Auto || o.Mode > HNSW:
		return cairn.Invalid("mode", "unknown mode %d", int(o.Mode))
	case o.HNSWThreshold < 0:
		return cairn.Invalid("hnsw_threshold", "must not be negative")
	case o.M < 0 || o.M == 1 || o.M > MaxM:
		return cairn.Invalid("m", "must be between 2 and %d (0 for the default)", MaxM)
	case o.EfConstruction < 0:
		return cairn.Invalid("ef_construction", "must not be negative")
	case o.EfSearch < 0:
		return cairn.Invalid("ef_search", "must not be negative")
	case o.Rerank < 0:
		return cairn.Invalid("rerank", "must not be negative")
	case o.MinGraphRecall > 1 || math.IsNaN(o.MinGraphRecall):
		return cairn.Invalid("min_graph_recall", "must be at most 1")
	}
	return nil
}

func (o Options) withDefaults() Options {
	if o.HNSWThreshold <= 0 {
		o.HNSWThreshold = DefaultHNSWThreshold
	}
	if o.M == 0 {
		o.M = DefaultM
	}
	if o.EfConstruction <= 0 {
		o.EfConstruction = DefaultEfConstruction
	}
	o.EfConstruction = max(o.EfConstruction, o.M)
	if o.EfSearch <= 0 {
		o.EfSearch = DefaultEfSearch
	}
	return o
}

// Result is one search hit.
type Result struct {
	ID    string
	Score float32 // cosine similarity in [-1, 1]
}

// SearchOptions tunes one search.
type SearchOptions struct {
	// Filter, when set, admits only the ids for which it returns true. It
	// is consulted during the search, so a selective filter still yields k
	// results when k ids pass. It may be called concurrently by parallel
	// searches and must not call methods of the Index.
	Filter func(id string) bool

	// Exact scans every vector even when the index has a graph.
	Exact bool

	// EfSearch overrides Options.EfSearch for this search when positive.
	EfSearch int
}

// Index is an in-memory vector index for cosine similarity. It is safe for
// concurrent use: searches run in parallel, writes one at a time.
//
// Vectors are normalised and quantised to int8 with one scale each on Add;
// the index keeps only that form (about dim+8 bytes per vector, plus the
// graph when there is one). Scores are exact cosines between the query and
// the stored form, which Decode(Encode(v)) reproduces bit for bit.
type Index struct {
	mu    sync.RWMutex
	dim   int
	words int
	opts  Options

	// Slot s holds one vector: arena[s*words:(s+1)*words] (bytes a+128),
	// scale[s] = 1/‖a‖ (0 for the zero vector), bias[s] = qmax·Σa, and its
	// id. Without a graph the slots are dense (deletes move the last slot
	// into the hole); with one, deleted slots keep their vector as graph
	// tombstones and have id "".
	arena []uint64
	scale []float32
	bias  []int32
	ids   []string
	slots map[string]uint32
	live  int

	// With Options.KeepOriginals, per slot: the vector as given,
	// orig[s*dim:(s+1)*dim], inv[s] = 1/‖v‖ (0 for the zero vector), and
	// delta[s] ≥ ‖v/‖v‖ − the stored unit vector‖, which bounds the
	// difference between any unit query's cosine with the two.
	orig  []float32
	inv   []float64
	delta []float32

	g *graph // nil when the index scans only

	// A graph built in the background (see startBuild): while building is
	// set the slots are laid out as with a graph (deleted slots stay, with
	// id ""), and the slots deleted since the build started are collected
	// in built so that the finished graph tombstones them. gen is bumped to
	// cancel a build; built is closed when the current one ends.
	building bool
	gen      uint64
	deleted  []uint32
	built    chan struct{}

	// The last probe of a graph Auto mode built (probe.go): its recall,
	// whether the graph was dropped for it, and the number of vectors
	// from which Auto builds again after that.
	probed   bool
	recall   float64
	rejected bool
	retryAt  int

	scratch sync.Pool // *searcher
}

// sparse reports whether deleted slots stay in place: with a graph or while
// one is built.
func (ix *Index) sparse() bool { return ix.g != nil || ix.building }

// New returns an empty index for vectors of dim dimensions. It panics if dim
// is not in [1, 65536] or opts fails Validate: configuration is validated
// where it is read.
func New(dim int, opts Options) *Index {
	if dim < 1 || dim > 1<<16 {
		panic("vector: dimension out of range")
	}
	if err := opts.Validate(); err != nil {
		panic("vector: " + err.Error())
	}
	ix := &Index{
		dim:   dim,
		words: wordsFor(dim),
		opts:  opts.withDefaults(),
		slots: make(map[string]uint32),
	}
	if ix.opts.Mode == HNSW {
		ix.g = newGraph(ix)
	}
	return ix
}

// Dim returns the dimension of the index's vectors.
func (ix *Index) Dim() int { return ix.dim }

// Len returns the number of vectors in the index.
func (ix *Index) Len() int {
	ix.mu.RLock()
	defer ix.mu.RUnlock()
	return ix.live
}

// IDs returns the ids in the index, in no particular order.
func (ix *Index) IDs() []string {
	ix.mu.RLock()
	defer ix.mu.RUnlock()
	out := make([]string, 0, ix.live)
	for _, id := range ix.ids {
		if id != "" {
			out = append(out, id)
		}
	}
	return out
}

// Contains reports whether id is in the index.
func (ix *Index) Contains(id string) bool {
	ix.mu.RLock()
	defer ix.mu.RUnlock()
	_, ok := ix.slots[id]
	return ok
}

// Add inserts v under id, replacing any vector id already has. Returns
// EINVALID if id is empty or v has the wrong dimension or a NaN or infinite
// component. A zero vector is accepted and scores 0 against every query.
func (ix *Index) Add(id string, v []float32) error {
	if id == "" {
		return cairn.Invalid("id", "must not be empty")
	}
	if err := ix.check("vector", v); err != nil {
		return err
	}
	row := make([]uint64, ix.words)
	scale, bias := quantizeRow(v, row)
	var inv float64
	var delta float32
	if ix.opts.KeepOriginals {
		inv, delta = quantError(v, row, scale)
	}

	ix.mu.Lock()
	defer ix.mu.Unlock()
	ix.put(id, row, scale, bias, v, inv, delta)
	ix.grew()
	return nil
}

// quantError returns 1/‖v‖ and a bound on the distance between v/‖v‖ and
// the unit vector stored in row (with its scale), rounded up.
func quantError(v []float32, row []uint64, scale float32) (inv float64, delta float32) {
	var ss float64
	for _, x := range v {
		ss += float64(x) * float64(x)
	}
	if ss == 0 {
		return 0, 0
	}
	inv = 1 / math.Sqrt(ss)
	var e2 float64
	for i, x := range v {
		a := float64(int8(byte(row[i/8]>>(8*(i%8)))^0x80)) * float64(scale)
		d := float64(x)*inv - a
		e2 += d * d
	}
	// float32 rounding of the scale and of the stored scores is covered by
	// the slack the searches add; this covers the rounding of e2.
	return inv, float32(math.Sqrt(e2)*(1+1e-9)) + 1e-7
}

// Reserve makes room for n more vectors, so that adding them does not grow
// the index's arrays step by step: for loading a known number at once.
func (ix *Index) Reserve(n int) {
	if n <= 0 {
		return
	}
	ix.mu.Lock()
	defer ix.mu.Unlock()
	ix.arena = growHuge(ix.arena, n*ix.words)
	ix.scale = growHuge(ix.scale, n)
	ix.bias = growHuge(ix.bias, n)
	ix.ids = slices.Grow(ix.ids, n)
	if ix.opts.KeepOriginals {
		ix.orig = slices.Grow(ix.orig, n*ix.dim)
		ix.inv = slices.Grow(ix.inv, n)
		ix.delta = slices.Grow(ix.delta, n)
	}
	if len(ix.slots) == 0 {
		ix.slots = make(map[string]uint32, n)
	}
}

// AddEncoded adds the vectors in blobs (as Encode returns them) under ids,
// as Add would add Decode(blob), holding the write lock once: the fast path
// for loading an index from a store. A nil or empty blob is skipped. It
// stops at the first invalid id or blob, returning EINVALID; the vectors
// before it are added.
func (ix *Index) AddEncoded(ids []string, blobs [][]byte) error {
	if len(ids) != len(blobs) {
		return cairn.Invalid("blobs", "has %d entries for %d ids", len(blobs), len(ids))
	}
	row := make([]uint64, ix.words)
	ix.mu.Lock()
	defer ix.mu.Unlock()
	defer ix.grew()
	for i, b := range blobs {
		if len(b) == 0 {
			continue
		}
		if ids[i] == "" {
			return cairn.Invalid("id", "must not be empty")
		}
		scale, bias, ok := rowFromBlob(b, ix.dim, row)
		var v []float32
		if !ok || ix.opts.KeepOriginals {
			var err error
			v, err = Decode(b)
			if err == nil {
				err = ix.check("vector", v)
			}
			if err != nil {
				return cairn.Invalid("blob", "of %q: %v", ids[i], err)
			}
			scale, bias = quantizeRow(v, row)
		}
		var inv float64
		var delta float32
		if ix.opts.KeepOriginals {
			inv, delta = quantError(v, row, scale)
		}
		ix.put(ids[i], row, scale, bias, v, inv, delta)
	}
	return nil
}

// put stores row (and with KeepOriginals v, inv and delta) under id,
// replacing id's vector; ix.mu is held.
func (ix *Index) put(id string, row []uint64, scale float32, bias int32, v []float32, inv float64, delta float32) {
	if s, ok := ix.slots[id]; ok {
		if !ix.sparse() {
			ix.setSlot(s, id, row, scale, bias, v, inv, delta)
			return
		}
		ix.remove(id, s)
	}
	s := ix.alloc()
	ix.setSlot(s, id, row, scale, bias, v, inv, delta)
	ix.slots[id] = s
	ix.live++
	if ix.g != nil {
		ix.g.insert(s)
		ix.g.maintain()
	}
}

// grew starts a graph build when Auto mode reaches the threshold; ix.mu is
// held.
func (ix *Index) grew() {
	if ix.g == nil && !ix.building && ix.opts.Mode == Auto && ix.live >= max(ix.opts.HNSWThreshold, ix.retryAt) {
		ix.startBuild()
	}
}

// Delete removes id and reports whether it was present.
func (ix *Index) Delete(id string) bool {
	ix.mu.Lock()
	defer ix.mu.Unlock()
	s, ok := ix.slots[id]
	if !ok {
		return false
	}
	ix.remove(id, s)
	if ix.g != nil {
		ix.g.maintain()
	}
	if ix.sparse() && ix.opts.Mode == Auto && ix.live < ix.opts.HNSWThreshold/2 {
		ix.dropGraph()
	}
	return true
}

// remove takes id, at slot s, out of the index: a tombstone in the graph,
// or the last slot moved into its place without one.
func (ix *Index) remove(id string, s uint32) {
	delete(ix.slots, id)
	ix.live--
	if ix.sparse() {
		ix.ids[s] = ""
		if ix.g != nil {
			ix.g.tombstone(s)
		} else {
			ix.deleted = append(ix.deleted, s)
		}
		return
	}
	last := uint32(len(ix.ids) - 1)
	if s != last {
		ix.moveSlot(s, last)
		ix.slots[ix.ids[s]] = s
	}
	ix.ids[last] = "" // let the string go
	ix.truncate(int(last))
}

// moveSlot copies slot from into slot to.
func (ix *Index) moveSlot(to, from uint32) {
	w := ix.words
	copy(ix.arena[int(to)*w:int(to+1)*w], ix.arena[int(from)*w:int(from+1)*w])
	ix.scale[to], ix.bias[to], ix.ids[to] = ix.scale[from], ix.bias[from], ix.ids[from]
	if ix.opts.KeepOriginals {
		d := ix.dim
		copy(ix.orig[int(to)*d:int(to+1)*d], ix.orig[int(from)*d:int(from+1)*d])
		ix.inv[to], ix.delta[to] = ix.inv[from], ix.delta[from]
	}
}

// truncate keeps the first n slots.
func (ix *Index) truncate(n int) {
	ix.arena = ix.arena[:n*ix.words]
	ix.scale, ix.bias, ix.ids = ix.scale[:n], ix.bias[:n], ix.ids[:n]
	if ix.opts.KeepOriginals {
		ix.orig, ix.inv, ix.delta = ix.orig[:n*ix.dim], ix.inv[:n], ix.delta[:n]
	}
}

// alloc returns a slot for a new vector: a free graph slot or a new one.
func (ix *Index) alloc() uint32 {
	if ix.g != nil {
		if s, ok := ix.g.takeFree(); ok {
			return s
		}
	}
	s := uint32(len(ix.ids))
	n := len(ix.arena)
	ix.arena = growHuge(ix.arena, ix.words)[:n+ix.words] // setSlot fills it
	ix.scale = append(growHuge(ix.scale, 1), 0)
	ix.bias = append(growHuge(ix.bias, 1), 0)
	ix.ids = append(ix.ids, "")
	if ix.opts.KeepOriginals {
		m := len(ix.orig)
		ix.orig = slices.Grow(ix.orig, ix.dim)[:m+ix.dim]
		ix.inv = append(ix.inv, 0)
		ix.delta = append(ix.delta, 0)
	}
	if ix.g != nil {
		ix.g.grow(len(ix.ids))
	}
	return s
}

func (ix *Index) setSlot(s uint32, id string, row []uint64, scale float32, bias int32, v []float32, inv float64, delta float32) {
	copy(ix.row(s), row)
	ix.scale[s], ix.bias[s], ix.ids[s] = scale, bias, id
	if ix.opts.KeepOriginals {
		copy(ix.orig[int(s)*ix.dim:int(s+1)*ix.dim], v)
		ix.inv[s], ix.delta[s] = inv, delta
	}
}

// row returns the stored words of slot s.
func (ix *Index) row(s uint32) []uint64 {
	return ix.arena[int(s)*ix.words : int(s+1)*ix.words]
}

// dropGraph discards the graph, or cancels its build, and packs the live
// slots densely.
func (ix *Index) dropGraph() {
	ix.cancelBuild()
	n := 0
	for s, id := range ix.ids {
		if id == "" {
			continue
		}
		if s != n {
			ix.moveSlot(uint32(n), uint32(s))
			ix.slots[id] = uint32(n)
		}
		n++
	}
	clear(ix.ids[n:])
	ix.truncate(n)
	ix.g = nil
}

// check validates a vector argument named field.
func (ix *Index) check(field string, v []float32) error {
	if len(v) != ix.dim {
		return cairn.Invalid(field, "has %d dimensions, want %d", len(v), ix.dim)
	}
	for i, x := range v {
		if math.IsNaN(float64(x)) || math.IsInf(float64(x), 0) {
			return cairn.Invalid(field, "component %d is %v", i, x)
		}
	}
	return nil
}

// quantizeRow stores the int8 form of v in row as bytes a+128, padding with
// zeros (byte 128), and returns the row's scale 1/‖a‖ and bias qmax·Σa.
func quantizeRow(v []float32, row []uint64) (scale float32, bias int32) {
	q, _ := Quantize(v)
	var sum, ss int64
	for i := range row {
		row[i] = 0x8080808080808080
	}
	for i, a := range q {
		sum += int64(a)
		ss += int64(a) * int64(a)
		sh := 8 * (i % 8)
		row[i/8] = row[i/8]&^(0xFF<<sh) | uint64(byte(a)^0x80)<<sh
	}
	if ss == 0 {
		return 0, 0
	}
	return float32(1 / math.Sqrt(float64(ss))), int32(qmax * sum)
}

// Stats describes the state of an Index.
type Stats struct {
	Len        int  // vectors in the index
	Slots      int  // vector slots, including deleted ones kept for the graph
	Graph      bool // the index has an HNSW graph
	Tombstones int  // deleted vectors still linked into the graph
	Free       int  // slots ready for reuse
	Building   bool // a graph is being built in the background

	// Probed says that Auto mode measured a graph it built (see
	// Options.MinGraphRecall); GraphRecall is the recall@10 that probe
	// found, and ExactByProbe that it was too low, so that the index
	// scans instead of searching that graph.
	Probed       bool
	GraphRecall  float64
	ExactByProbe bool
}

// Stats returns the index's current state.
func (ix *Index) Stats() Stats {
	ix.mu.RLock()
	defer ix.mu.RUnlock()
	st := Stats{Len: ix.live, Slots: len(ix.ids), Graph: ix.g != nil, Building: ix.building,
		Probed: ix.probed, GraphRecall: ix.recall, ExactByProbe: ix.rejected}
	if ix.g != nil {
		st.Free = len(ix.g.free)
	}
	if ix.sparse() {
		st.Tombstones = st.Slots - st.Len - st.Free
	}
	return st
}
