package correction

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"math"
	"sync"
	"time"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/vector"
)

// Seed constants.
const (
	// MinConfidence: FindSimilar only returns corrections whose confidence
	// is above it.
	MinConfidence = 0.3
	// RecencyHours is the e-folding time of the recency factor: a month.
	RecencyHours = 24 * 30
	// MaxSuccessFactor caps the success factor of often-applied corrections.
	MaxSuccessFactor = 1.5
	// DefaultHNSWThreshold is the number of corrections of one tenant from
	// which Memory searches an HNSW graph instead of scanning: the exact
	// scan stays under 5 ms at 100 000 (see the README's figures). The
	// graph is built in the background; exact scans serve meanwhile.
	DefaultHNSWThreshold = 200_000
)

// CorrectionMatch is a stored correction found for a query, with the cosine
// similarity of its embedding and its relevance (see Relevance).
type CorrectionMatch struct {
	Correction *Correction `json:"correction"`
	Similarity float64     `json:"similarity"`
	Relevance  float64     `json:"relevance"`
	// Hits are where the correction's mistake stands in the output and
	// why it applies there; empty for a match by embedding alone.
	Hits []Hit `json:"hits,omitempty"`
	// Why, on a suggestion, says why the correction was not applied.
	Why string `json:"why,omitempty"`
	// Withheld marks a suggestion that would have been applied, had the
	// suggest mode (ApplySuggest) not withheld it; its Hits say what it
	// would replace.
	Withheld bool `json:"withheld,omitempty"`
}

// Relevance is the seed's computeRelevance: similarity × confidence ×
// recency × success, where recency = e^(−hours since last applied / 720)
// (1 if never applied) and success = min(1.5, 1 + 0.1 × apply count).
func Relevance(c *Correction, similarity float64, now time.Time) float64 {
	recency := 1.0
	if c.LastApplied != nil {
		age := now.Sub(*c.LastApplied).Hours()
		if age < 0 {
			age = 0 // a clock skewed between replicas must not boost a match
		}
		recency = math.Exp(-age / RecencyHours)
	}
	success := 1.0
	if c.ApplyCount > 0 {
		success = math.Min(MaxSuccessFactor, 1+float64(c.ApplyCount)*0.1)
	}
	return similarity * c.Confidence * recency * success
}

// EmbeddingText is the text a correction is embedded from, and the text a
// query and output are embedded from when looking for similar corrections:
// query + " " + output, as the seed does, cut to MaxOutputBytes.
func EmbeddingText(query, output string) string {
	t, _ := clip(query+" "+output, MaxOutputBytes)
	return t
}

// Memory remembers the corrections of one tenant: the seed's corrections
// Store. It keeps the records in a Store and an in-process vector index of
// their embeddings, rebuilt from the Store by Open and kept in step on every
// write made through it.
//
// Embeddings of another model than Embedder.Model() are not indexed (they
// are not comparable); Stale reports how many there are and Reindex
// re-embeds them.
type Memory struct {
	Store    Store
	Embedder cairn.Embedder
	// Now is the clock for recency and timestamps; nil means time.Now.
	Now cairn.Clock
	// Index tunes the vector index. A zero HNSWThreshold becomes
	// DefaultHNSWThreshold: exact search (no graph to build when a tenant
	// is opened) up to that many corrections, HNSW beyond.
	Index vector.Options
	// SnapshotPath, when set and the Store has a ChangeLog, is the file
	// where the index of at least SnapshotMin corrections is saved (see
	// SaveIndex): Open reads it and the changes logged since, instead of
	// every record, and the graph is not built again.
	SnapshotPath string
	// SnapshotMin is the least number of indexed corrections SaveIndex
	// saves; 0 means DefaultSnapshotMin.
	SnapshotMin int
	// Logger reports saved indexes and saved indexes not used; nil
	// discards.
	Logger *slog.Logger

	saveMu   sync.Mutex   // one SaveIndex at a time
	mu       sync.RWMutex // guards index, mistakes and low; held for reading during a search
	index    *vector.Index
	mistakes *mistakeIndex
	// low holds the confidence of the indexed corrections whose
	// confidence is at most MinConfidence, which searches skip; the others
	// (nearly all) cost no memory here.
	low map[string]float64
	// unindexed holds the stored corrections that are not in the index:
	// no embedding (true; counted in missing) or one of another model.
	unindexed map[string]bool
	missing   int

	// With a ChangeLog: the log's store and the position up to which the
	// index holds every change; saved is the position of the last save;
	// writes counts the changes applied to the index, savedWrites its
	// value at the last save.
	logStore            string
	synced, saved       int64
	writes, savedWrites uint64
}

// NewMemory returns a Memory over store and embedder. Call Open before use.
func NewMemory(store Store, embedder cairn.Embedder) *Memory {
	return &Memory{Store: store, Embedder: embedder}
}

// Open builds the vector index from the store.
func (m *Memory) Open(ctx context.Context) error {
	if m.Store == nil || m.Embedder == nil {
		return errors.New("correction: Memory needs a Store and an Embedder")
	}
	return m.Refresh(ctx)
}

// Refresh brings the index in step with the store, picking up writes made
// by other processes (CLI commands, replicas sharing a database): it adds
// corrections it has not indexed, drops deleted ones and those whose
// embedding is no longer of the Embedder's model, and refreshes every
// confidence. Vectors already indexed are not rebuilt, so a refresh costs a
// read of the store, not a new index. The first call builds the index: it
// streams the stored blobs into an exact index (through IndexLoader when
// the Store has it) and returns; a tenant at or above the HNSW threshold
// gets its graph built in the background, exact search serving until it is
// ready (see IndexStatus).
func (m *Memory) Refresh(ctx context.Context) error {
	model, dim := m.Embedder.Model(), m.Embedder.Dimensions()
	m.mu.RLock()
	ix := m.index
	m.mu.RUnlock()
	fresh := ix == nil
	mode := m.Index.Mode
	cl, logged := m.changeLog()
	if fresh {
		var done bool
		var err error
		if ix, done, err = m.openIndex(ctx, dim, mode); done || err != nil {
			return err
		}
	} else if logged {
		if done, err := m.tryCatchUp(ctx, cl); done || err != nil {
			return err
		}
	}
	// Everything read from here on is in the store as of mark, or later.
	var mark ChangeMark
	if logged {
		var err error
		if mark, err = cl.ChangeMark(ctx); err != nil {
			return fmt.Errorf("correction: index: %w", err)
		}
	}
	if l, ok := m.Store.(IndexLoader); ok && fresh {
		if n, err := l.CountIndexRecords(ctx); err == nil {
			ix.Reserve(n)
		}
	}
	sc, err := m.scanRecords(ctx, ix, fresh, model, dim)
	if err != nil {
		return err
	}
	low, unindexed, mx, seen := sc.low, sc.unindexed, sc.mx, sc.seen
	if fresh {
		ix.SetMode(mode)
		m.mu.Lock()
		m.index, m.mistakes, m.low = ix, mx, low
		m.setUnindexed(unindexed)
		m.logStore, m.synced = mark.Store, mark.Pos
		m.mu.Unlock()
		if logged && m.SnapshotPath != "" && ix.Len() >= m.snapshotMin() {
			go m.saveWhenWarm(ix)
		}
		return nil
	}
	m.dropUnseenRules(ctx, mx, seen)
	gone, err := m.checkUnseen(ctx, ix, seen, low)
	if err != nil {
		return err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	for id := range gone {
		ix.Delete(id)
	}
	for id, v := range m.low {
		if !seen[id] && !gone[id] && ix.Contains(id) {
			low[id] = v // saved after the check above
		}
	}
	for id := range gone {
		delete(unindexed, id)
	}
	m.low, m.mistakes = low, mx
	m.setUnindexed(unindexed)
	m.logStore, m.synced = mark.Store, mark.Pos
	m.writes++
	return nil
}

// openIndex is the first step of the first Refresh: it opens the saved
// index when there is one (done is then true), or returns an empty exact
// index of dimension dim for the store's records to be read into.
func (m *Memory) openIndex(ctx context.Context, dim int, mode vector.Mode) (ix *vector.Index, done bool, err error) {
	opts := m.Index
	if opts.HNSWThreshold == 0 {
		opts.HNSWThreshold = DefaultHNSWThreshold
	}
	if err := opts.Validate(); err != nil {
		return nil, true, err
	}
	start := time.Now()
	switch ok, err := m.openSnapshot(ctx, opts, mode); {
	case ok:
		m.logger().LogAttrs(ctx, slog.LevelInfo, "opened saved correction index", slog.String("path", m.SnapshotPath),
			slog.Int("vectors", m.Len()), slog.Duration("took", time.Since(start)))
		return nil, true, nil
	case errors.Is(err, errSnapshot):
		m.logger().LogAttrs(ctx, slog.LevelWarn, "reading every correction instead", slog.Any("error", err))
	case err != nil:
		return nil, true, fmt.Errorf("correction: index: %w", err)
	}
	// Load in Exact mode: the graph, if the tenant needs one, is built
	// in the background once the load is done (SetMode in Refresh).
	opts.Mode = vector.Exact
	return vector.New(dim, opts), false, nil
}

// tryCatchUp is the first step of a later Refresh on a store with a change
// log: when the index follows the log, it applies the changes since
// (done is then true). A conflict or too many changes leave done false:
// the store is read in full.
func (m *Memory) tryCatchUp(ctx context.Context, cl ChangeLog) (done bool, err error) {
	m.mu.RLock()
	incremental := m.logStore != ""
	m.mu.RUnlock()
	if incremental {
		err := m.catchUp(ctx, cl)
		if err == nil {
			m.saveIfBehind()
			return true, nil
		}
		if cairn.ErrorCode(err) != cairn.ECONFLICT && !errors.Is(err, errTooManyChanges) {
			return true, fmt.Errorf("correction: index: %w", err)
		}
	}
	return false, nil
}

// refreshScan is what scanRecords finds in one read of the store.
type refreshScan struct {
	low       map[string]float64 // confidence at or below MinConfidence
	unindexed map[string]bool    // not indexed; true when without embedding
	mx        *mistakeIndex
	seen      map[string]bool // the ids read; nil on the first refresh
}

// scanRecords reads every record of the store into ix (those not yet in
// it) and into the offline-applicable rules, noting the corrections of low
// confidence and those that cannot be indexed (no embedding, another model
// or dimension, a bad blob).
func (m *Memory) scanRecords(ctx context.Context, ix *vector.Index, fresh bool, model string, dim int) (refreshScan, error) {
	low := make(map[string]float64)
	unindexed := make(map[string]bool)
	m.mu.RLock()
	mx := m.mistakes
	m.mu.RUnlock()
	if fresh || mx == nil {
		mx = newMistakeIndex()
	}
	var seen map[string]bool
	if !fresh {
		seen = make(map[string]bool)
	}
	adder := newBatchAdder(ix)
	err := m.eachRecord(ctx, func(r *IndexRecord) error {
		if seen != nil {
			seen[r.ID] = true
		}
		if r.Literal {
			mx.add(&Correction{ID: r.ID, Literal: true, OriginalOutput: r.OriginalOutput, CorrectedOutput: r.CorrectedOutput})
		} else if !fresh {
			mx.remove(r.ID)
		}
		if len(r.Embedding) != 5+dim || r.EmbeddingModel != model {
			unindexed[r.ID] = len(r.Embedding) == 0
			if !fresh {
				ix.Delete(r.ID)
			}
			return nil
		}
		if fresh || !ix.Contains(r.ID) {
			adder.add(r.ID, r.Embedding)
		}
		if r.Confidence <= MinConfidence {
			low[r.ID] = r.Confidence
		}
		return nil
	})
	bad := adder.close()
	if err != nil {
		return refreshScan{}, fmt.Errorf("correction: index: %w", err)
	}
	for _, id := range bad {
		unindexed[id] = false
		delete(low, id)
	}
	return refreshScan{low: low, unindexed: unindexed, mx: mx, seen: seen}, nil
}

// dropUnseenRules removes from mx the offline-applicable corrections the
// scan did not see and the store no longer holds.
func (m *Memory) dropUnseenRules(ctx context.Context, mx *mistakeIndex, seen map[string]bool) {
	// Offline-applicable corrections the scan did not see: deleted, or
	// saved while it ran.
	mx.mu.Lock()
	var unseenRules []string
	for id := range mx.keyOf {
		if !seen[id] {
			unseenRules = append(unseenRules, id)
		}
	}
	mx.mu.Unlock()
	for _, id := range unseenRules {
		if _, err := m.Store.Get(ctx, id); cairn.ErrorCode(err) == cairn.ENOTFOUND {
			mx.remove(id)
		}
	}
}

// checkUnseen returns the indexed corrections the scan did not see and
// the store no longer holds; those it still holds are marked seen, and
// noted in low when their confidence is.
func (m *Memory) checkUnseen(ctx context.Context, ix *vector.Index, seen map[string]bool, low map[string]float64) (map[string]bool, error) {
	// Indexed corrections the scan did not see were deleted, or saved
	// through m while the scan ran: ask the store which.
	var unseen []string
	for _, id := range ix.IDs() {
		if !seen[id] {
			unseen = append(unseen, id)
		}
	}
	gone := make(map[string]bool)
	for _, id := range unseen {
		c, err := m.Store.Get(ctx, id)
		switch {
		case cairn.ErrorCode(err) == cairn.ENOTFOUND:
			gone[id] = true
		case err != nil:
			return nil, fmt.Errorf("correction: index: %w", err)
		default:
			seen[id] = true
			if c.Confidence <= MinConfidence {
				low[id] = c.Confidence
			}
		}
	}
	return gone, nil
}

// setConfLocked records the confidence v of the indexed correction id;
// m.mu is held for writing.
func (m *Memory) setConfLocked(id string, v float64) {
	if v <= MinConfidence {
		m.low[id] = v
	} else {
		delete(m.low, id)
	}
}

// IndexStatus describes a Memory's vector index.
type IndexStatus struct {
	Vectors  int  `json:"vectors"`  // corrections indexed
	Graph    bool `json:"graph"`    // searches use an HNSW graph
	Building bool `json:"building"` // a graph is being built; exact scans serve meanwhile
}

// Warm reports whether the index searches as configured: no graph build is
// under way.
func (s IndexStatus) Warm() bool { return !s.Building }

// IndexStatus returns the state of the vector index, and false when the
// Memory is not open.
func (m *Memory) IndexStatus() (IndexStatus, bool) {
	m.mu.RLock()
	ix := m.index
	m.mu.RUnlock()
	if ix == nil {
		return IndexStatus{}, false
	}
	st := ix.Stats()
	return IndexStatus{Vectors: st.Len, Graph: st.Graph, Building: st.Building}, true
}

// WaitIndex waits until no graph is being built for the index, or ctx is
// done. It returns at once when the Memory is not open.
func (m *Memory) WaitIndex(ctx context.Context) error {
	m.mu.RLock()
	ix := m.index
	m.mu.RUnlock()
	if ix == nil {
		return nil
	}
	return ix.WaitGraph(ctx)
}

// hasContextOnly reports whether some indexed corrections are kept as
// context (they do not apply offline): only then can a search by
// similarity find one to suggest.
func (m *Memory) hasContextOnly() bool {
	m.mu.RLock()
	ix, mx := m.index, m.mistakes
	m.mu.RUnlock()
	if ix == nil {
		return false
	}
	offline := 0
	if mx != nil {
		mx.mu.Lock()
		offline = len(mx.keyOf)
		mx.mu.Unlock()
	}
	return ix.Len() > offline
}

// Len returns how many corrections are indexed for similarity search.
func (m *Memory) Len() int {
	m.mu.RLock()
	ix := m.index
	m.mu.RUnlock()
	if ix == nil {
		return 0
	}
	return ix.Len()
}

// Stale returns how many stored corrections have no embedding of the
// current model (found at the last Open, Refresh or Reindex).
func (m *Memory) Stale() int {
	m.mu.RLock()
	defer m.mu.RUnlock()
	return len(m.unindexed)
}

// setUnindexed replaces the set of unindexed corrections; m.mu is held for
// writing.
func (m *Memory) setUnindexed(u map[string]bool) {
	m.unindexed, m.missing = u, 0
	for _, none := range u {
		if none {
			m.missing++
		}
	}
}

// markUnindexed records that the stored correction id is not in the index,
// having no embedding when none is set; m.mu is held for writing.
func (m *Memory) markUnindexed(id string, none bool) {
	m.markIndexed(id)
	m.unindexed[id] = none
	if none {
		m.missing++
	}
}

// markIndexed records that id is in the index, or no longer stored; m.mu
// is held for writing.
func (m *Memory) markIndexed(id string) {
	if none, ok := m.unindexed[id]; ok {
		if none {
			m.missing--
		}
		delete(m.unindexed, id)
	}
}

func (m *Memory) now() time.Time { return m.Now.NowUTC() }

// NewID returns a random correction id.
func NewID() string {
	var b [12]byte
	_, _ = rand.Read(b[:])
	return "cor_" + hex.EncodeToString(b[:])
}

// Save stores c, filling in a missing id, timestamp and (from query + " " +
// original output) embedding. When embedding fails the correction is still
// saved, without an embedding, as the seed does; EmbedPending (which a
// Service runs in the background) or Reindex embeds it later.
// Returns EINVALID for a correction that fails Validate or whose embedding,
// said to be of the Embedder's model, has another length; ECONFLICT for an
// existing id.
func (m *Memory) Save(ctx context.Context, c *Correction) error {
	if c.ID == "" {
		c.ID = NewID()
	}
	if c.Timestamp.IsZero() {
		c.Timestamp = m.now()
	}
	c.Timestamp = c.Timestamp.UTC()
	if len(c.Embedding) == 0 {
		if v, err := m.embed(ctx, EmbeddingText(c.Query, c.OriginalOutput)); err == nil {
			c.Embedding, c.EmbeddingModel = v, m.Embedder.Model()
		}
	} else if c.EmbeddingModel == "" {
		c.EmbeddingModel = m.Embedder.Model()
	}
	if len(c.Embedding) > 0 && c.EmbeddingModel == m.Embedder.Model() && len(c.Embedding) != m.Embedder.Dimensions() {
		// Vectors of one model have one length: never mix them.
		return cairn.Invalid("embedding", "has %d dimensions, but %s makes %d", len(c.Embedding), c.EmbeddingModel, m.Embedder.Dimensions())
	}
	if err := c.Validate(); err != nil {
		return err
	}
	if err := m.Store.Insert(ctx, c); err != nil {
		return err
	}
	m.indexOne(c)
	return nil
}

// indexOne adds c to the index when its embedding is of the current model.
func (m *Memory) indexOne(c *Correction) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.index == nil {
		return
	}
	m.writes++
	if m.mistakes != nil {
		m.mistakes.add(c)
	}
	if len(c.Embedding) == 0 || c.EmbeddingModel != m.Embedder.Model() || len(c.Embedding) != m.Embedder.Dimensions() {
		m.markUnindexed(c.ID, len(c.Embedding) == 0)
		return
	}
	if err := m.index.Add(c.ID, c.Embedding); err != nil {
		m.markUnindexed(c.ID, false)
		return
	}
	m.markIndexed(c.ID)
	m.setConfLocked(c.ID, c.Confidence)
}

func (m *Memory) embed(ctx context.Context, text string) ([]float32, error) {
	vs, err := m.Embedder.Embed(ctx, []string{text})
	if err != nil {
		return nil, err
	}
	if len(vs) != 1 || len(vs[0]) != m.Embedder.Dimensions() {
		return nil, cairn.Errorf(cairn.EINTERNAL, "embedder returned %d vectors, want 1 of %d dimensions", len(vs), m.Embedder.Dimensions())
	}
	return vs[0], nil
}

// FindSimilar returns at most limit corrections similar to query + " " +
// output whose confidence is above MinConfidence, nearest first, each with
// its similarity and relevance. The confidence filter is applied during the
// index search, so limit results come back whenever limit corrections pass.
func (m *Memory) FindSimilar(ctx context.Context, query, output string, limit int) ([]*CorrectionMatch, error) {
	if limit <= 0 {
		return nil, cairn.Invalid("limit", "must be positive, got %d", limit)
	}
	q, err := m.embed(ctx, EmbeddingText(query, output))
	if err != nil {
		return nil, err
	}
	return m.FindSimilarVector(ctx, q, limit)
}

// FindSimilarVector is FindSimilar for an already embedded query.
func (m *Memory) FindSimilarVector(ctx context.Context, q []float32, limit int) ([]*CorrectionMatch, error) {
	m.mu.RLock()
	if m.index == nil {
		m.mu.RUnlock()
		return nil, errors.New("correction: Memory is not open")
	}
	low := m.low
	hits, err := m.index.Search(q, limit, func(id string) bool { _, skip := low[id]; return !skip })
	m.mu.RUnlock()
	if err != nil {
		return nil, cairn.Invalid("query", "%v", err)
	}
	matches, err := m.readHits(ctx, hits, math.Inf(-1))
	if err != nil {
		return nil, err
	}
	if matches == nil {
		matches = []*CorrectionMatch{}
	}
	return matches, nil
}

// Get returns the correction id, or ENOTFOUND.
func (m *Memory) Get(ctx context.Context, id string) (*Correction, error) {
	return m.Store.Get(ctx, id)
}

// List returns stored corrections matching opts.
func (m *Memory) List(ctx context.Context, opts ListOptions) ([]*Correction, error) {
	return m.Store.List(ctx, opts)
}

// Delete removes the correction id from the store and the index.
func (m *Memory) Delete(ctx context.Context, id string) error {
	if err := m.Store.Delete(ctx, id); err != nil {
		return err
	}
	m.forget(id)
	return nil
}

func (m *Memory) forget(id string) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.index != nil {
		m.index.Delete(id)
	}
	if m.mistakes != nil {
		m.mistakes.remove(id)
	}
	delete(m.low, id)
	if m.unindexed != nil {
		m.markIndexed(id)
	}
	m.writes++
}

func (m *Memory) setConf(id string, v float64) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.index != nil && m.index.Contains(id) {
		m.setConfLocked(id, v)
		m.writes++
	}
}

// UpdateConfidence adds delta to the confidence of id, clamped to [0, 1],
// and returns the new confidence.
func (m *Memory) UpdateConfidence(ctx context.Context, id string, delta float64) (float64, error) {
	if math.IsNaN(delta) || math.IsInf(delta, 0) {
		return 0, cairn.Invalid("delta", "must be a finite number")
	}
	v, err := m.Store.UpdateConfidence(ctx, id, delta)
	if err != nil {
		return 0, err
	}
	m.setConf(id, v)
	return v, nil
}

// KeepAsContext makes correction id one the offline applier suggests
// rather than substitutes (Correction.Literal false): its pair and
// everything else are kept, and it still reaches the prompt block.
// Returns ENOTFOUND if id does not exist.
func (m *Memory) KeepAsContext(ctx context.Context, id string) error {
	if err := m.Store.SetLiteral(ctx, id, false); err != nil {
		return err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.mistakes != nil {
		m.mistakes.remove(id)
	}
	m.writes++
	return nil
}

// RecordApplication notes that correction id was applied now.
func (m *Memory) RecordApplication(ctx context.Context, id string) error {
	return m.Store.RecordApplication(ctx, id, m.now())
}

// Reindex embeds again every correction whose embedding is missing or of
// another model than the Embedder's (all of them when force is set), stores
// the new embeddings and rebuilds the index. It returns how many were
// re-embedded. progress, when non-nil, is called after each batch.
func (m *Memory) Reindex(ctx context.Context, force bool, progress func(done int)) (int, error) {
	model, dim := m.Embedder.Model(), m.Embedder.Dimensions()
	var todo []*Correction
	if err := m.Store.Each(ctx, func(c *Correction) error {
		if force || len(c.Embedding) != dim || c.EmbeddingModel != model {
			todo = append(todo, c)
		}
		return nil
	}); err != nil {
		return 0, err
	}
	// A vector of another model was never indexed: each new one is
	// indexed as it is stored, so that a record that reads as re-embedded
	// is found by meaning at once. Forced re-embeddings of indexed
	// vectors wait for the refresh.
	unindexed := make(map[string]bool, len(todo))
	for _, c := range todo {
		if len(c.Embedding) != dim || c.EmbeddingModel != model {
			unindexed[c.ID] = true
		}
	}
	done := 0
	if _, err := m.embedAll(ctx, todo, func(c *Correction, found bool) {
		if found && unindexed[c.ID] {
			m.indexPending(c)
		}
		done++
	}, progress); err != nil {
		return done, err
	}
	return done, m.Refresh(ctx)
}

// embedAll embeds cs in batches of 64 and stores each embedding; stored is
// called for every correction, with found false when it was deleted
// meanwhile, and progress (when non-nil) after each batch with how many
// were done. It stops at the first embedder or store error.
func (m *Memory) embedAll(ctx context.Context, cs []*Correction, stored func(c *Correction, found bool), progress func(done int)) (int, error) {
	const batch = 64
	model, dim := m.Embedder.Model(), m.Embedder.Dimensions()
	done := 0
	for i := 0; i < len(cs); i += batch {
		part := cs[i:min(i+batch, len(cs))]
		texts := make([]string, len(part))
		for j, c := range part {
			texts[j] = EmbeddingText(c.Query, c.OriginalOutput)
		}
		vs, err := m.Embedder.Embed(ctx, texts)
		if err == nil && len(vs) != len(part) {
			err = cairn.Errorf(cairn.EINTERNAL, "embedder returned %d vectors for %d texts", len(vs), len(part))
		}
		if err != nil {
			return done, err
		}
		for j, c := range part {
			if len(vs[j]) != dim {
				return done, cairn.Errorf(cairn.EINTERNAL, "embedder returned %d dimensions, want %d", len(vs[j]), dim)
			}
			err := m.Store.SetEmbedding(ctx, c.ID, vs[j], model)
			if err != nil && cairn.ErrorCode(err) != cairn.ENOTFOUND {
				return done, err
			}
			if err == nil {
				c.Embedding, c.EmbeddingModel = vs[j], model
			}
			stored(c, err == nil)
			done++
		}
		if progress != nil {
			progress(done)
		}
	}
	return done, nil
}
