package vector

import (
	"bufio"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"io/fs"
	"math"
	"math/rand/v2"
	"slices"
	"unsafe"
)

// A snapshot is the index as WriteTo writes it: a header, the slots'
// arrays as they are in memory (little-endian), the graph when there is
// one, and a CRC-32C of all of it. Reading one back costs about as much as
// reading the file: no vector is quantised and no graph is built again.
const (
	snapshotMagic   = "CAIRNVX\x00"
	snapshotVersion = 1

	snapOriginals = 1 << 0
	snapGraph     = 1 << 1
	snapProbe     = 1 << 2 // the outcome of Auto mode's last probe follows the graph
)

// ErrSnapshot is wrapped by the errors ReadIndex returns for a snapshot it
// cannot use: not one, of another version, truncated or corrupt, or made
// with options the caller's do not match. The caller builds the index
// again from its source.
var ErrSnapshot = errors.New("vector: unusable snapshot")

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// WriteTo writes the index to w in the form ReadIndex reads: its vectors,
// ids and, when it has one that is not being built, its graph. It holds
// the read lock while it writes, so writes to the index wait for it and
// searches do not. It implements io.WriterTo.
func (ix *Index) WriteTo(w io.Writer) (int64, error) {
	ix.mu.RLock()
	defer ix.mu.RUnlock()
	sw := &snapWriter{w: bufio.NewWriterSize(w, 1<<20)}
	withGraph := ix.g != nil && !ix.building
	// Without a graph the slots written are the live ones, packed.
	var keep []uint32
	n := len(ix.ids)
	if !withGraph && ix.live != n {
		keep = make([]uint32, 0, ix.live)
		for s, id := range ix.ids {
			if id != "" {
				keep = append(keep, uint32(s))
			}
		}
		n = len(keep)
	}
	var flags uint32
	if ix.opts.KeepOriginals {
		flags |= snapOriginals
	}
	if withGraph {
		flags |= snapGraph
	}
	if ix.probed {
		flags |= snapProbe
	}
	sw.bytes([]byte(snapshotMagic))
	sw.u32(snapshotVersion)
	sw.u32(flags)
	sw.u32(uint32(ix.dim))
	sw.u32(uint32(ix.opts.M))
	sw.u64(uint64(n))
	sw.u64(uint64(ix.live))

	if keep == nil {
		sw.bytes(asBytes(ix.arena[:n*ix.words]))
		sw.bytes(asBytes(ix.scale[:n]))
		sw.bytes(asBytes(ix.bias[:n]))
		sw.ids(ix.ids[:n])
		if ix.opts.KeepOriginals {
			sw.bytes(asBytes(ix.orig[:n*ix.dim]))
			sw.bytes(asBytes(ix.inv[:n]))
			sw.bytes(asBytes(ix.delta[:n]))
		}
	} else {
		for _, s := range keep {
			sw.bytes(asBytes(ix.row(s)))
		}
		for _, s := range keep {
			sw.bytes(asBytes(ix.scale[s : s+1]))
		}
		for _, s := range keep {
			sw.bytes(asBytes(ix.bias[s : s+1]))
		}
		ids := make([]string, len(keep))
		for i, s := range keep {
			ids[i] = ix.ids[s]
		}
		sw.ids(ids)
		if ix.opts.KeepOriginals {
			d := ix.dim
			for _, s := range keep {
				sw.bytes(asBytes(ix.orig[int(s)*d : int(s+1)*d]))
			}
			for _, s := range keep {
				sw.bytes(asBytes(ix.inv[s : s+1]))
			}
			for _, s := range keep {
				sw.bytes(asBytes(ix.delta[s : s+1]))
			}
		}
	}
	if withGraph {
		writeGraph(sw, ix.g, n)
	}
	if ix.probed {
		sw.u64(math.Float64bits(ix.recall))
		sw.bool(ix.rejected)
		sw.u64(uint64(ix.retryAt))
	}
	sum := sw.crc
	sw.u32(sum)
	if sw.err == nil {
		sw.err = sw.w.Flush()
	}
	return sw.n, sw.err
}

// writeGraph writes the graph of the first n slots, as readGraph reads it.
func writeGraph(sw *snapWriter, g *graph, n int) {
	sw.bytes(g.levels[:n])
	sw.bytes(g.state[:n])
	sw.bytes(asBytes(g.links0[:n*(g.m0+1)]))
	for s := range n {
		if g.levels[s] > 0 {
			at := int(g.upperAt[s])
			sw.bytes(asBytes(g.upper[at : at+int(g.levels[s])*(g.m+1)]))
		}
	}
	sw.u32(g.entry)
	sw.u32(uint32(g.top))
	sw.bool(g.empty)
	sw.u32s(g.free)
	sw.u32s(g.pending)
	sw.u32s(g.fresh)
	sw.bool(g.passing)
	sw.u64(uint64(g.cursor))
}

// ReadIndex reads an index that WriteTo wrote, with opts as New takes them.
// The dimension comes from the snapshot; opts.M and opts.KeepOriginals
// must be those the index was written with (its graph's shape and its
// vectors depend on them), the other options may change. A graph in the
// snapshot is kept unless opts.Mode is Exact; a graph the mode needs and the snapshot lacks is built in the
// background, as SetMode does. Errors wrapping ErrSnapshot say the snapshot
// cannot be used; others are r's.
func ReadIndex(r io.Reader, opts Options) (*Index, error) {
	if err := opts.Validate(); err != nil {
		return nil, err
	}
	opts = opts.withDefaults()
	size, sized := sizeOf(r)
	sr := &snapReader{r: bufio.NewReaderSize(r, 1<<20)}
	var magic [len(snapshotMagic)]byte
	sr.bytes(magic[:])
	if sr.err == nil && string(magic[:]) != snapshotMagic {
		return nil, fmt.Errorf("%w: not a vector index snapshot", ErrSnapshot)
	}
	version, flags := sr.u32(), sr.u32()
	dim, m := int(sr.u32()), int(sr.u32())
	n, live := sr.u64(), sr.u64()
	if sr.err != nil {
		return nil, sr.fail()
	}
	switch {
	case version != snapshotVersion:
		return nil, fmt.Errorf("%w: version %d, want %d", ErrSnapshot, version, snapshotVersion)
	case dim < 1 || dim > 1<<16:
		return nil, fmt.Errorf("%w: dimension %d", ErrSnapshot, dim)
	case flags&snapOriginals != 0 != opts.KeepOriginals:
		return nil, fmt.Errorf("%w: written with KeepOriginals %t", ErrSnapshot, flags&snapOriginals != 0)
	case flags&snapGraph != 0 && m != opts.M:
		return nil, fmt.Errorf("%w: graph has M %d, options say %d", ErrSnapshot, m, opts.M)
	case n > 1<<31 || live > n:
		return nil, fmt.Errorf("%w: %d live of %d slots", ErrSnapshot, live, n)
	}
	if sized && uint64(size) < n*uint64(8*wordsFor(dim)+8) {
		return nil, fmt.Errorf("%w: truncated (%d slots in %d bytes)", ErrSnapshot, n, size)
	}
	mode := opts.Mode
	opts.Mode = Exact // the graph, if any, is installed below
	ix := New(dim, opts)
	ns := int(n)
	ix.arena = makeHuge[[]uint64](ns * ix.words)
	ix.scale = makeHuge[[]float32](ns)
	ix.bias = makeHuge[[]int32](ns)
	sr.bytes(asBytes(ix.arena))
	sr.bytes(asBytes(ix.scale))
	sr.bytes(asBytes(ix.bias))
	ix.ids = sr.ids(ns)
	if opts.KeepOriginals {
		ix.orig = make([]float32, ns*dim)
		ix.inv = make([]float64, ns)
		ix.delta = make([]float32, ns)
		sr.bytes(asBytes(ix.orig))
		sr.bytes(asBytes(ix.inv))
		sr.bytes(asBytes(ix.delta))
	}
	var g *graph
	if flags&snapGraph != 0 {
		var err error
		if g, err = readGraph(sr, ix, ns); err != nil {
			return nil, err
		}
	}
	if flags&snapProbe != 0 {
		ix.probed = true
		ix.recall = math.Float64frombits(sr.u64())
		ix.rejected = sr.bool()
		ix.retryAt = int(min(sr.u64(), 1<<31))
	}
	sum := sr.crc
	if got := sr.u32(); sr.err != nil {
		return nil, sr.fail()
	} else if got != sum {
		return nil, fmt.Errorf("%w: checksum mismatch", ErrSnapshot)
	}
	if err := ix.adopt(g, int(live)); err != nil {
		return nil, err
	}
	ix.SetMode(mode)
	return ix, nil
}

// readGraph reads the graph of a snapshot of ns slots into a new graph of
// ix. Its links are checked later, by adopt.
func readGraph(sr *snapReader, ix *Index, ns int) (*graph, error) {
	g := newGraph(ix)
	g.levels = make([]uint8, ns)
	g.state = make([]uint8, ns)
	g.links0 = makeHuge[[]uint32](ns * (g.m0 + 1))
	sr.bytes(g.levels)
	sr.bytes(g.state)
	sr.bytes(asBytes(g.links0))
	if sr.err == nil {
		upper := 0
		for _, l := range g.levels {
			if int(l) > maxLevel {
				return nil, fmt.Errorf("%w: level %d", ErrSnapshot, l)
			}
			upper += int(l) * (g.m + 1)
		}
		g.upper = make([]uint32, upper)
		sr.bytes(asBytes(g.upper))
		g.upperAt = make([]uint32, ns)
		at := 0
		for s, l := range g.levels {
			if l > 0 {
				g.upperAt[s] = uint32(at)
				at += int(l) * (g.m + 1)
			}
		}
	}
	g.entry = sr.u32()
	g.top = int(sr.u32())
	g.empty = sr.bool()
	g.free = sr.u32s(ns)
	g.pending = sr.u32s(ns)
	g.fresh = sr.u32s(ns)
	g.passing = sr.bool()
	g.cursor = int(sr.u64())
	g.rng = rand.New(rand.NewPCG(ix.opts.Seed^uint64(ns), 0x9e3779b97f4a7c15))
	return g, nil
}

// sizeOf returns how many bytes r holds, when it can tell: so that a
// corrupt header cannot make ReadIndex allocate more than the file holds.
func sizeOf(r io.Reader) (int64, bool) {
	switch r := r.(type) {
	case interface{ Stat() (fs.FileInfo, error) }:
		if fi, err := r.Stat(); err == nil && fi.Mode().IsRegular() {
			return fi.Size(), true
		}
	case interface{ Len() int }:
		return int64(r.Len()), true
	case *io.SectionReader:
		return r.Size(), true
	}
	return 0, false
}

// adopt checks the arrays ReadIndex filled and builds the id map; g is the
// graph read, or nil.
func (ix *Index) adopt(g *graph, live int) error {
	n := len(ix.ids)
	ix.slots = make(map[string]uint32, live)
	named := 0
	for s, id := range ix.ids {
		if id == "" {
			if g == nil {
				return fmt.Errorf("%w: empty id without a graph", ErrSnapshot)
			}
			continue
		}
		ix.slots[id] = uint32(s)
		named++
	}
	if len(ix.slots) != named {
		return fmt.Errorf("%w: an id appears twice", ErrSnapshot)
	}
	if named != live {
		return fmt.Errorf("%w: %d ids, header says %d", ErrSnapshot, named, live)
	}
	ix.live = live
	if g == nil {
		return nil
	}
	// Every link and list must point at a slot, so that a corrupt file
	// that passed the checksum cannot send a search out of bounds.
	bad := func(s uint32) bool { return int(s) >= n }
	for s := range n {
		if g.state[s] > stateFree || (g.state[s] == stateLive) != (ix.ids[s] != "") {
			return fmt.Errorf("%w: slot %d state %d", ErrSnapshot, s, g.state[s])
		}
		for l := 0; l <= int(g.levels[s]); l++ {
			b := g.block(uint32(s), l)
			if int(b[0]) > len(b)-1 {
				return fmt.Errorf("%w: slot %d has %d links", ErrSnapshot, s, b[0])
			}
			for _, t := range b[1 : 1+b[0]] {
				if bad(t) {
					return fmt.Errorf("%w: link to slot %d of %d", ErrSnapshot, t, n)
				}
			}
		}
	}
	for _, list := range [][]uint32{g.free, g.pending, g.fresh} {
		for _, s := range list {
			if bad(s) {
				return fmt.Errorf("%w: slot %d of %d", ErrSnapshot, s, n)
			}
		}
	}
	if (!g.empty && (bad(g.entry) || g.top != int(g.levels[g.entry]))) || g.cursor > n {
		return fmt.Errorf("%w: entry %d", ErrSnapshot, g.entry)
	}
	ix.g = g
	return nil
}

// asBytes returns the memory of s as bytes. Snapshots are little-endian;
// the init check below keeps big-endian machines out.
func asBytes[T uint8 | uint32 | uint64 | int32 | float32 | float64](s []T) []byte {
	if len(s) == 0 {
		return nil
	}
	return unsafe.Slice((*byte)(unsafe.Pointer(&s[0])), len(s)*int(unsafe.Sizeof(s[0])))
}

// littleEndian reports whether the machine stores words little-endian, as
// snapshots do.
var littleEndian = binary.NativeEndian.Uint16([]byte{1, 0}) == 1

// snapWriter writes a snapshot, keeping a running CRC and the first error.
type snapWriter struct {
	w   *bufio.Writer
	n   int64
	crc uint32
	err error
	buf [8]byte
}

func (w *snapWriter) bytes(b []byte) {
	if w.err != nil {
		return
	}
	if !littleEndian {
		w.err = errors.New("vector: snapshots need a little-endian machine")
		return
	}
	w.crc = crc32.Update(w.crc, castagnoli, b)
	k, err := w.w.Write(b)
	w.n += int64(k)
	w.err = err
}

func (w *snapWriter) u32(v uint32) {
	binary.LittleEndian.PutUint32(w.buf[:4], v)
	w.bytes(w.buf[:4])
}

func (w *snapWriter) u64(v uint64) {
	binary.LittleEndian.PutUint64(w.buf[:8], v)
	w.bytes(w.buf[:8])
}

func (w *snapWriter) bool(v bool) {
	w.buf[0] = 0
	if v {
		w.buf[0] = 1
	}
	w.bytes(w.buf[:1])
}

func (w *snapWriter) u32s(s []uint32) {
	w.u64(uint64(len(s)))
	w.bytes(asBytes(s))
}

// ids writes the lengths of ids, then their bytes.
func (w *snapWriter) ids(ids []string) {
	lens := make([]uint32, len(ids))
	total := 0
	for i, id := range ids {
		lens[i] = uint32(len(id))
		total += len(id)
	}
	w.bytes(asBytes(lens))
	w.u64(uint64(total))
	for _, id := range ids {
		w.bytes(unsafe.Slice(unsafe.StringData(id), len(id)))
	}
}

// snapReader reads a snapshot, keeping a running CRC and the first error.
type snapReader struct {
	r   *bufio.Reader
	crc uint32
	err error
	buf [8]byte
}

// fail returns the reader's error, as ErrSnapshot when the file ended early.
func (r *snapReader) fail() error {
	if errors.Is(r.err, io.ErrUnexpectedEOF) || errors.Is(r.err, io.EOF) {
		return fmt.Errorf("%w: truncated", ErrSnapshot)
	}
	return r.err
}

func (r *snapReader) bytes(b []byte) {
	if r.err != nil {
		return
	}
	if !littleEndian {
		r.err = fmt.Errorf("%w: snapshots need a little-endian machine", ErrSnapshot)
		return
	}
	if _, err := io.ReadFull(r.r, b); err != nil {
		r.err = err
		return
	}
	r.crc = crc32.Update(r.crc, castagnoli, b)
}

func (r *snapReader) u32() uint32 {
	r.bytes(r.buf[:4])
	if r.err != nil {
		return 0
	}
	return binary.LittleEndian.Uint32(r.buf[:4])
}

func (r *snapReader) u64() uint64 {
	r.bytes(r.buf[:8])
	if r.err != nil {
		return 0
	}
	return binary.LittleEndian.Uint64(r.buf[:8])
}

func (r *snapReader) bool() bool {
	r.bytes(r.buf[:1])
	return r.err == nil && r.buf[0] == 1
}

// u32s reads a list written by snapWriter.u32s of at most limit entries.
func (r *snapReader) u32s(limit int) []uint32 {
	k := r.u64()
	if r.err != nil {
		return nil
	}
	if k > uint64(limit) {
		r.err = fmt.Errorf("%w: list of %d for %d slots", ErrSnapshot, k, limit)
		return nil
	}
	s := make([]uint32, k)
	r.bytes(asBytes(s))
	return s
}

// ids reads n ids written by snapWriter.ids. They share one string.
func (r *snapReader) ids(n int) []string {
	lens := make([]uint32, n)
	r.bytes(asBytes(lens))
	total := r.u64()
	if r.err != nil {
		return nil
	}
	sum := uint64(0)
	for _, l := range lens {
		sum += uint64(l)
	}
	if sum != total || total > 1<<34 {
		r.err = fmt.Errorf("%w: ids of %d bytes, header says %d", ErrSnapshot, sum, total)
		return nil
	}
	b := make([]byte, total)
	r.bytes(b)
	if r.err != nil {
		return nil
	}
	all := unsafe.String(unsafe.SliceData(b), len(b))
	ids := make([]string, n)
	off := 0
	for i, l := range lens {
		ids[i] = all[off : off+int(l)]
		off += int(l)
	}
	return ids
}

// Holds reports whether the index has v under id, as Add(id, v) would
// store it: so that a caller bringing an index up to date can tell a record
// whose vector did not change from one that must be added again.
func (ix *Index) Holds(id string, v []float32) bool {
	if len(v) != ix.dim {
		return false
	}
	row := make([]uint64, ix.words)
	scale, bias := quantizeRow(v, row)
	ix.mu.RLock()
	defer ix.mu.RUnlock()
	s, ok := ix.slots[id]
	if !ok || ix.scale[s] != scale || ix.bias[s] != bias || !slices.Equal(ix.row(s), row) {
		return false
	}
	return !ix.opts.KeepOriginals || slices.Equal(ix.orig[int(s)*ix.dim:int(s+1)*ix.dim], v)
}
