package correction

import (
	"bufio"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"log/slog"
	"math"
	"os"
	"path/filepath"
	"time"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/vector"
)

// DefaultSnapshotMin is the number of indexed corrections from which a
// Memory with a SnapshotPath saves its index: below it, reading the store
// takes a fraction of a second anyway.
const DefaultSnapshotMin = 100_000

// maxCatchUp is the most changed corrections Memory reads one by one to
// bring an index up to date; past it, reading every record is as fast.
const maxCatchUp = 50_000

// A saved index (Memory.SnapshotPath) is a header — the store's identity,
// the change log position it is complete up to, the embedding model, the
// counts, the low confidences and the offline rules' keys — with its own
// CRC-32C, then the vector index as vector.Index.WriteTo writes it.
const (
	memSnapMagic   = "CAIRNMS\x00"
	memSnapVersion = 1
)

var crcTable = crc32.MakeTable(crc32.Castagnoli)

// errSnapshot marks a saved index that cannot be used; Memory reads the
// store in full instead.
var errSnapshot = errors.New("saved index not used")

// changeLog returns the Store's ChangeLog, if it has one.
func (m *Memory) changeLog() (ChangeLog, bool) {
	cl, ok := m.Store.(ChangeLog)
	return cl, ok
}

func (m *Memory) logger() *slog.Logger {
	if m.Logger != nil {
		return m.Logger
	}
	return slog.New(slog.DiscardHandler)
}

func (m *Memory) snapshotMin() int {
	if m.SnapshotMin > 0 {
		return m.SnapshotMin
	}
	return DefaultSnapshotMin
}

// openSnapshot opens the index from SnapshotPath and brings it up to date
// from the change log. It returns false, with the reason when there is one
// worth logging, when the caller must read the store instead.
func (m *Memory) openSnapshot(ctx context.Context, opts vector.Options, mode vector.Mode) (bool, error) {
	cl, ok := m.changeLog()
	if !ok || m.SnapshotPath == "" {
		return false, nil
	}
	f, err := os.Open(m.SnapshotPath)
	if errors.Is(err, os.ErrNotExist) {
		return false, nil
	}
	if err != nil {
		// A file that cannot be read never keeps the tenant closed.
		return false, fmt.Errorf("%w: %v", errSnapshot, err)
	}
	defer f.Close()
	mark, err := cl.ChangeMark(ctx)
	if err != nil {
		return false, err
	}
	model, dim := m.Embedder.Model(), m.Embedder.Dimensions()
	r := &snapReader{r: bufio.NewReaderSize(f, 1<<16)}
	h := r.header()
	if r.err != nil {
		return false, fmt.Errorf("%w: %s: %v", errSnapshot, m.SnapshotPath, r.err)
	}
	switch {
	case h.store != mark.Store:
		return false, fmt.Errorf("%w: %s was saved from another database", errSnapshot, m.SnapshotPath)
	case h.pos > mark.Pos:
		return false, fmt.Errorf("%w: %s is newer than the database (change %d, the database is at %d): restored from a backup?", errSnapshot, m.SnapshotPath, h.pos, mark.Pos)
	case h.pos < mark.Floor:
		return false, fmt.Errorf("%w: %s is older than the change log kept (change %d, trimmed up to %d)", errSnapshot, m.SnapshotPath, h.pos, mark.Floor)
	case h.model != model || h.dim != dim:
		return false, fmt.Errorf("%w: %s holds embeddings of %s (%d dimensions), the embedder is %s (%d)", errSnapshot, m.SnapshotPath, h.model, h.dim, model, dim)
	}
	// The vector index follows the header, from where the buffer got to.
	fi, err := f.Stat()
	if err != nil {
		return false, fmt.Errorf("%w: %v", errSnapshot, err)
	}
	opts.Mode = mode
	ix, err := vector.ReadIndex(io.NewSectionReader(f, r.off, fi.Size()-r.off), opts)
	if err != nil {
		return false, fmt.Errorf("%w: %s: %v", errSnapshot, m.SnapshotPath, err)
	}
	if ix.Dim() != dim {
		return false, fmt.Errorf("%w: %s: index of %d dimensions", errSnapshot, m.SnapshotPath, ix.Dim())
	}
	m.mu.Lock()
	m.index, m.mistakes, m.low = ix, h.mistakes, h.low
	m.setUnindexed(h.unindexed)
	m.synced, m.logStore, m.saved = h.pos, h.store, h.pos
	m.mu.Unlock()
	if err := m.catchUp(ctx, cl); err != nil {
		m.mu.Lock()
		m.index, m.mistakes, m.low = nil, nil, nil
		m.mu.Unlock()
		if cairn.ErrorCode(err) == cairn.ECONFLICT || errors.Is(err, errTooManyChanges) {
			return false, fmt.Errorf("%w: %s: %v", errSnapshot, m.SnapshotPath, err)
		}
		return false, err
	}
	return true, nil
}

// errTooManyChanges: reading every record is faster than reading the
// changed ones one by one.
var errTooManyChanges = errors.New("too many changes to read one by one")

// catchUp applies the changes logged after m.synced to the open index: each
// changed correction is read again and indexed as it is now, or dropped.
// It returns ECONFLICT when the log was trimmed past m.synced and
// errTooManyChanges past maxCatchUp changed corrections: the caller reads
// the store in full.
func (m *Memory) catchUp(ctx context.Context, cl ChangeLog) error {
	m.mu.RLock()
	after := m.synced
	m.mu.RUnlock()
	seen := make(map[string]bool)
	var ids []string
	last := after
	err := cl.Changes(ctx, after, func(pos int64, id string) error {
		last = pos
		if !seen[id] {
			seen[id] = true
			ids = append(ids, id)
			if len(ids) > maxCatchUp {
				return errTooManyChanges
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	model, dim := m.Embedder.Model(), m.Embedder.Dimensions()
	for _, id := range ids {
		// Read and apply under the lock, so that a write through m in
		// between cannot be overwritten by the older state read here.
		m.mu.Lock()
		c, err := m.Store.Get(ctx, id)
		if err != nil && cairn.ErrorCode(err) != cairn.ENOTFOUND {
			m.mu.Unlock()
			return err
		}
		if err != nil {
			c = nil
		}
		m.applyLocked(id, c, model, dim)
		m.mu.Unlock()
	}
	m.mu.Lock()
	if last > m.synced {
		m.synced = last
	}
	m.mu.Unlock()
	return nil
}

// applyLocked indexes c, the correction id as stored now, or drops id when
// c is nil; m.mu is held for writing.
func (m *Memory) applyLocked(id string, c *Correction, model string, dim int) {
	ix := m.index
	m.writes++
	if c == nil {
		ix.Delete(id)
		m.mistakes.remove(id)
		delete(m.low, id)
		m.markIndexed(id)
		return
	}
	m.mistakes.add(c)
	ok := len(c.Embedding) == dim && c.EmbeddingModel == model
	switch {
	case ok && ix.Holds(id, c.Embedding):
	case ok:
		if err := ix.Add(id, c.Embedding); err != nil {
			ok = false
			ix.Delete(id)
		}
	default:
		ix.Delete(id)
	}
	if ok {
		m.markIndexed(id)
		m.setConfLocked(id, c.Confidence)
	} else {
		m.markUnindexed(id, len(c.Embedding) == 0)
		delete(m.low, id)
	}
}

// SaveIndex writes the index to SnapshotPath, atomically (a new file
// renamed over the old one), so that the next Open reads it and the
// changes since instead of every record; then it trims the change log up
// to what the file holds. It does nothing when the Memory has no
// SnapshotPath, its Store no ChangeLog, its index fewer than SnapshotMin
// corrections or nothing new since the last save. Searches go on while it
// writes; writes to the index wait for the vectors to be written (about a
// second at a million).
func (m *Memory) SaveIndex(ctx context.Context) error {
	cl, ok := m.changeLog()
	if !ok || m.SnapshotPath == "" {
		return nil
	}
	m.saveMu.Lock()
	defer m.saveMu.Unlock()
	m.mu.RLock()
	ix := m.index
	if ix == nil || m.logStore == "" || ix.Len() < m.snapshotMin() || (m.synced == m.saved && m.writes == m.savedWrites) {
		m.mu.RUnlock()
		return nil
	}
	h := snapHeader{
		store: m.logStore, pos: m.synced, model: m.Embedder.Model(), dim: m.Embedder.Dimensions(),
		low: make(map[string]float64, len(m.low)), unindexed: make(map[string]bool, len(m.unindexed)),
	}
	for id, v := range m.low {
		h.low[id] = v
	}
	for id, none := range m.unindexed {
		h.unindexed[id] = none
	}
	writes := m.writes
	mx := m.mistakes
	m.mu.RUnlock()

	start := time.Now()
	if err := writeSnapshot(m.SnapshotPath, &h, mx, ix); err != nil {
		return fmt.Errorf("correction: save index: %w", err)
	}
	m.mu.Lock()
	m.saved, m.savedWrites = h.pos, writes
	m.mu.Unlock()
	m.logger().LogAttrs(ctx, slog.LevelInfo, "saved correction index", slog.String("path", m.SnapshotPath),
		slog.Int("vectors", ix.Len()), slog.Int64("change", h.pos), slog.Duration("took", time.Since(start)))
	if err := cl.TrimChanges(ctx, h.pos); err != nil {
		return fmt.Errorf("correction: trim change log: %w", err)
	}
	return nil
}

// saveIfBehind saves the index in the background when many changes were
// applied since the last save, so that the next Open has few to read.
func (m *Memory) saveIfBehind() {
	if m.SnapshotPath == "" {
		return
	}
	m.mu.RLock()
	ix, behind := m.index, m.writes-m.savedWrites
	m.mu.RUnlock()
	if ix == nil || behind < uint64(max(10_000, ix.Len()/10)) || !m.saveMu.TryLock() {
		return
	}
	m.saveMu.Unlock()
	go m.saveWhenWarm(ix)
}

// saveWhenWarm saves the index once its graph, if it is building one, is
// built: in the background after a full read of a big tenant.
func (m *Memory) saveWhenWarm(ix *vector.Index) {
	ctx := context.Background()
	if err := ix.WaitGraph(ctx); err != nil {
		return
	}
	if err := m.SaveIndex(ctx); err != nil {
		m.logger().LogAttrs(ctx, slog.LevelWarn, "save correction index", slog.Any("error", err))
	}
}

// writeSnapshot writes h, mx and ix to a new file beside path, syncs it and
// renames it over path.
func writeSnapshot(path string, h *snapHeader, mx *mistakeIndex, ix *vector.Index) (err error) {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return err
	}
	// Files a save cut short (the process killed) are left behind.
	if old, _ := filepath.Glob(filepath.Join(dir, filepath.Base(path)+".*.tmp")); len(old) > 0 {
		for _, o := range old {
			os.Remove(o)
		}
	}
	f, err := os.CreateTemp(dir, filepath.Base(path)+".*.tmp")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(f.Name())
		}
	}()
	w := &snapWriter{w: bufio.NewWriterSize(f, 1<<16)}
	w.header(h, mx)
	if w.err != nil {
		return w.err
	}
	if err := w.w.Flush(); err != nil {
		return err
	}
	if _, err := ix.WriteTo(f); err != nil {
		return err
	}
	if err := f.Sync(); err != nil {
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	if err := os.Rename(f.Name(), path); err != nil {
		return err
	}
	if d, err := os.Open(dir); err == nil {
		d.Sync() //nolint:errcheck // best effort: the rename is done
		d.Close()
	}
	return nil
}

// snapHeader is what a saved index holds besides the vector index.
type snapHeader struct {
	store     string
	pos       int64
	model     string
	dim       int
	low       map[string]float64
	unindexed map[string]bool
	mistakes  *mistakeIndex
}

type snapWriter struct {
	w   *bufio.Writer
	crc uint32
	err error
	buf []byte
}

func (w *snapWriter) raw(b []byte) {
	if w.err != nil {
		return
	}
	w.crc = crc32.Update(w.crc, crcTable, b)
	_, w.err = w.w.Write(b)
}

func (w *snapWriter) uvarint(v uint64) {
	w.buf = binary.AppendUvarint(w.buf[:0], v)
	w.raw(w.buf)
}

func (w *snapWriter) bool(v bool) {
	if v {
		w.uvarint(1)
	} else {
		w.uvarint(0)
	}
}

func (w *snapWriter) str(s string) {
	w.uvarint(uint64(len(s)))
	w.raw([]byte(s))
}

func (w *snapWriter) strs(ss []string) {
	w.uvarint(uint64(len(ss)))
	for _, s := range ss {
		w.str(s)
	}
}

func (w *snapWriter) header(h *snapHeader, mx *mistakeIndex) {
	w.raw([]byte(memSnapMagic))
	w.uvarint(memSnapVersion)
	w.str(h.store)
	w.uvarint(uint64(h.pos))
	w.str(h.model)
	w.uvarint(uint64(h.dim))
	w.uvarint(uint64(len(h.unindexed)))
	for id, none := range h.unindexed {
		w.str(id)
		w.bool(none)
	}
	w.uvarint(uint64(len(h.low)))
	for id, v := range h.low {
		w.str(id)
		w.buf = binary.LittleEndian.AppendUint64(w.buf[:0], math.Float64bits(v))
		w.raw(w.buf)
	}
	mx.mu.Lock()
	w.uvarint(uint64(len(mx.keyOf)))
	for id, keys := range mx.keyOf {
		w.str(id)
		w.strs(keys)
	}
	w.uvarint(uint64(len(mx.byKey)))
	for k, ids := range mx.byKey {
		w.str(k)
		w.strs(ids)
	}
	mx.mu.Unlock()
	w.buf = binary.LittleEndian.AppendUint32(w.buf[:0], w.crc)
	if w.err == nil {
		_, w.err = w.w.Write(w.buf)
	}
}

type snapReader struct {
	r   *bufio.Reader
	off int64 // bytes consumed
	crc uint32
	err error
	buf []byte
}

func (r *snapReader) raw(n int) []byte {
	if r.err != nil {
		return nil
	}
	if cap(r.buf) < n {
		r.buf = make([]byte, n)
	}
	b := r.buf[:n]
	if _, err := io.ReadFull(r.r, b); err != nil {
		r.err = fmt.Errorf("truncated header: %w", err)
		return nil
	}
	r.off += int64(n)
	r.crc = crc32.Update(r.crc, crcTable, b)
	return b
}

func (r *snapReader) uvarint() uint64 {
	if r.err != nil {
		return 0
	}
	v, err := binary.ReadUvarint(byteCounter{r})
	if err != nil {
		r.err = fmt.Errorf("truncated header: %w", err)
	}
	return v
}

// byteCounter reads single bytes for ReadUvarint, counting and summing them.
type byteCounter struct{ r *snapReader }

func (b byteCounter) ReadByte() (byte, error) {
	c, err := b.r.r.ReadByte()
	if err == nil {
		b.r.off++
		b.r.crc = crc32.Update(b.r.crc, crcTable, []byte{c})
	}
	return c, err
}

// maxHeaderString bounds a string of the header, so that a corrupt length
// cannot allocate without end.
const maxHeaderString = 1 << 24

func (r *snapReader) str() string {
	n := r.uvarint()
	if n > maxHeaderString {
		r.err = fmt.Errorf("string of %d bytes", n)
		return ""
	}
	return string(r.raw(int(n)))
}

func (r *snapReader) strs() []string {
	n := r.uvarint()
	if n > maxHeaderString {
		r.err = fmt.Errorf("list of %d strings", n)
		return nil
	}
	out := make([]string, 0, min(n, 1024))
	for i := uint64(0); i < n && r.err == nil; i++ {
		out = append(out, r.str())
	}
	return out
}

// header reads what writeSnapshot's header wrote, checking its CRC.
func (r *snapReader) header() *snapHeader {
	if magic := r.raw(len(memSnapMagic)); r.err == nil && string(magic) != memSnapMagic {
		r.err = errors.New("not a saved correction index")
		return nil
	}
	if v := r.uvarint(); r.err == nil && v != memSnapVersion {
		r.err = fmt.Errorf("version %d, want %d", v, memSnapVersion)
		return nil
	}
	h := &snapHeader{low: map[string]float64{}, unindexed: map[string]bool{}, mistakes: newMistakeIndex()}
	h.store = r.str()
	h.pos = int64(r.uvarint())
	h.model = r.str()
	h.dim = int(r.uvarint())
	n := r.uvarint()
	for i := uint64(0); i < n && r.err == nil; i++ {
		id := r.str()
		h.unindexed[id] = r.uvarint() == 1
	}
	n = r.uvarint()
	for i := uint64(0); i < n && r.err == nil; i++ {
		id := r.str()
		if b := r.raw(8); b != nil {
			h.low[id] = math.Float64frombits(binary.LittleEndian.Uint64(b))
		}
	}
	n = r.uvarint()
	for i := uint64(0); i < n && r.err == nil; i++ {
		id := r.str()
		h.mistakes.keyOf[id] = r.strs()
	}
	n = r.uvarint()
	for i := uint64(0); i < n && r.err == nil; i++ {
		k := r.str()
		h.mistakes.byKey[k] = r.strs()
	}
	sum := r.crc
	b := r.raw(4)
	if r.err == nil && binary.LittleEndian.Uint32(b) != sum {
		r.err = errors.New("header checksum mismatch")
	}
	return h
}
