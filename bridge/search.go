package bridge

import (
	"cmp"
	"context"
	"math"
	"slices"
	"strings"
	"sync"
	"time"
	"unicode"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/vector"
)

// DefaultMaxIndexedSessions is how many sessions' search indexes a Bridge
// keeps in memory unless told otherwise.
const DefaultMaxIndexedSessions = 1024

// MaxK is the largest number of matches SearchReasoning returns.
const MaxK = 100

// Match is an entry found by SearchReasoning, as served: corrupted by its
// age. AgeMinutes and Severity are rounded as in Served.
type Match struct {
	ID         string    `json:"id"`
	Type       ModelType `json:"type"`
	Text       string    `json:"text"`
	Similarity float64   `json:"similarity"`
	AgeMinutes float64   `json:"age_minutes"`
	Severity   float64   `json:"severity"`
	Timestamp  time.Time `json:"timestamp"`
}

// sessionIndex is the in-memory vector index of one session's entries.
type sessionIndex struct {
	ix   *vector.Index
	meta map[string]indexEntry // every indexed entry
	used uint64                // Bridge.tick at the last search
	top  []int64               // the largest Seqs read, ascending, at most reread
}

// reread is how many of the newest entries a sync reads again. A database
// may make an entry visible after entries with larger Seqs (PostgreSQL
// assigns identities before commit): reading only past the largest Seq seen
// could miss it for good, so each sync starts below the reread largest Seqs
// it has seen. An entry is missed only if that many newer entries of the
// same session commit and are read before it does.
const reread = 16

type indexEntry struct {
	t  ModelType
	ts time.Time
}

// Search methods, as SearchResult.Method says.
const (
	// MethodEmbedding ranks entries by the cosine similarity of their
	// embeddings to the query's.
	MethodEmbedding = "embedding"
	// MethodText ranks entries by the words they share with the query:
	// the fallback when there is no embedder or it fails.
	MethodText = "text"
)

// SearchResult is what Search found, and how.
type SearchResult struct {
	Matches []*Match `json:"matches"`
	// Method is MethodEmbedding, or MethodText when the query could not be
	// embedded.
	Method string `json:"method"`
	// EmbedderError is why the embedder was not used, when it failed.
	EmbedderError string `json:"embedder_error,omitempty"`
}

// SearchReasoning is Search's matches.
func (b *Bridge) SearchReasoning(ctx context.Context, session, query string, k int, t ModelType) ([]*Match, error) {
	r, err := b.Search(ctx, session, query, k, t)
	if err != nil {
		return nil, err
	}
	return r.Matches, nil
}

// Search returns the k live entries of session most similar to query, of
// model type t ("" for both), most similar first, each corrupted by its
// age as PriorReasoning would serve it, with its similarity and age.
// Upstream stores embeddings but never searches them.
//
// By meaning (MethodEmbedding): the Bridge keeps an in-memory index per
// session (exact search), built on the session's first search and brought
// up to date from the store on each one, so entries stored by other
// processes are found too; entries deleted elsewhere are dropped when met.
// Entries without an embedding of the Embedder's model are not found.
//
// By words (MethodText), when there is no Embedder or it fails: the
// session's live entries that share words with the query, ranked by the
// cosine of their word sets (the Similarity), ties newest first. A failing
// embedder never fails a search.
//
// Returns EINVALID for an empty query or k outside [1, MaxK], and the
// store's errors (EUNAVAILABLE when it is down).
func (b *Bridge) Search(ctx context.Context, session, query string, k int, t ModelType) (*SearchResult, error) {
	if err := validateSession(session); err != nil {
		return nil, err
	}
	switch {
	case query == "":
		return nil, cairn.Invalid("query", "must not be empty")
	case k < 1 || k > MaxK:
		return nil, cairn.Invalid("k", "must be between 1 and %d, got %d", MaxK, k)
	case t != "" && !t.Valid():
		return nil, cairn.Invalid("type", "must be preprocessing or working_awareness, got %q", t)
	}
	if err := cairn.ValidateText("query", query); err != nil {
		return nil, err
	}
	if b.Embedder == nil {
		ms, err := b.searchText(ctx, session, query, k, t)
		if err != nil {
			return nil, err
		}
		return &SearchResult{Matches: ms, Method: MethodText}, nil
	}
	q, err := embedOne(ctx, b.Embedder, query)
	if err != nil {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		// The embedder's client logs its outage, once; the result says it.
		ms, serr := b.searchText(ctx, session, query, k, t)
		if serr != nil {
			return nil, serr
		}
		return &SearchResult{Matches: ms, Method: MethodText, EmbedderError: cairn.ErrorMessage(err)}, nil
	}
	ms, err := b.searchEmbedding(ctx, session, q, k, t)
	if err != nil {
		return nil, err
	}
	return &SearchResult{Matches: ms, Method: MethodEmbedding}, nil
}

// searchEmbedding is Search by the query's vector q.
func (b *Bridge) searchEmbedding(ctx context.Context, session string, q []float32, k int, t ModelType) ([]*Match, error) {
	now := b.now()
	cut := b.Config.Cutoffs(now)

	si := b.index(session)
	si.Lock()
	defer si.Unlock()
	if err := b.sync(ctx, session, &si.sessionIndex); err != nil {
		return nil, err
	}
	live := func(id string) bool {
		m, ok := si.meta[id]
		return ok && (t == "" || m.t == t) && m.ts.After(cut[m.t])
	}
	var corrupted int
	defer func() {
		if b.Observer != nil && corrupted > 0 {
			b.Observer.CharactersCorrupted(corrupted)
		}
	}()
	for attempt := 0; ; attempt++ {
		hits, err := si.ix.Search(q, k, live)
		if err != nil {
			return nil, cairn.Invalid("query", "%v", err)
		}
		if len(hits) == 0 {
			return []*Match{}, nil
		}
		ids := make([]string, len(hits))
		for i, h := range hits {
			ids[i] = h.ID
		}
		es, err := b.Store.Get(ctx, ids)
		if err != nil {
			return nil, err
		}
		byID := make(map[string]*Entry, len(es))
		for _, e := range es {
			byID[e.ID] = e
		}
		if len(es) < len(hits) && attempt < 3 {
			for _, id := range ids { // deleted by another process
				if byID[id] == nil {
					si.ix.Delete(id)
					delete(si.meta, id)
				}
			}
			continue
		}
		out := make([]*Match, 0, len(hits))
		for _, h := range hits {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			e := byID[h.ID]
			if e == nil || !e.Timestamp.After(cut[e.Type]) {
				continue
			}
			cor := b.Corruptor(e.Type)
			age := e.AgeMinutes(now)
			text, c := cor.Corrupt(e.ID, e.Text, age)
			corrupted += c.Chars()
			out = append(out, &Match{ID: e.ID, Type: e.Type, Text: text, Similarity: float64(h.Score),
				AgeMinutes: round(age, 2), Severity: round(cor.Severity(age), 4), Timestamp: e.Timestamp})
		}
		return out, nil
	}
}

// searchText is Search by words, for when the query cannot be embedded.
func (b *Bridge) searchText(ctx context.Context, session, query string, k int, t ModelType) ([]*Match, error) {
	qw := wordSet(query)
	now := b.now()
	cut := b.Config.Cutoffs(now)
	es, err := b.Store.List(ctx, ListOptions{SessionID: session, Type: t})
	if err != nil {
		return nil, err
	}
	type scored struct {
		e     *Entry
		score float64
	}
	var hits []scored
	if len(qw) > 0 {
		for _, e := range es {
			if err := ctx.Err(); err != nil {
				return nil, err // each entry's words are read: stop when the caller is gone
			}
			if !e.Timestamp.After(cut[e.Type]) {
				continue
			}
			ew := wordSet(e.Text)
			shared := 0
			for w := range qw {
				if ew[w] {
					shared++
				}
			}
			if shared > 0 {
				hits = append(hits, scored{e, float64(shared) / math.Sqrt(float64(len(qw))*float64(len(ew)))})
			}
		}
	}
	slices.SortStableFunc(hits, func(a, b scored) int {
		if a.score != b.score {
			return cmp.Compare(b.score, a.score)
		}
		return b.e.Timestamp.Compare(a.e.Timestamp)
	})
	hits = hits[:min(k, len(hits))]
	out := make([]*Match, 0, len(hits))
	var corrupted int
	for _, h := range hits {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		e := h.e
		cor := b.Corruptor(e.Type)
		age := e.AgeMinutes(now)
		text, c := cor.Corrupt(e.ID, e.Text, age)
		corrupted += c.Chars()
		out = append(out, &Match{ID: e.ID, Type: e.Type, Text: text, Similarity: round(h.score, 4),
			AgeMinutes: round(age, 2), Severity: round(cor.Severity(age), 4), Timestamp: e.Timestamp})
	}
	if b.Observer != nil && corrupted > 0 {
		b.Observer.CharactersCorrupted(corrupted)
	}
	return out, nil
}

// wordSet is the set of the lower-cased words of s (runs of letters and
// digits), without a few words too common to tell texts apart.
func wordSet(s string) map[string]bool {
	ws := map[string]bool{}
	for _, w := range strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		if !stopWords[w] {
			ws[w] = true
		}
	}
	return ws
}

var stopWords = map[string]bool{
	"a": true, "an": true, "the": true, "and": true, "or": true, "of": true, "to": true, "in": true, "on": true,
	"at": true, "for": true, "with": true, "is": true, "are": true, "was": true, "be": true, "it": true,
	"this": true, "that": true, "does": true, "do": true, "did": true, "what": true, "about": true,
}

// lockedIndex is a session index and the lock its searches hold.
type lockedIndex struct {
	sync.Mutex
	sessionIndex
}

// index returns the index of session, creating an empty one (and dropping
// the least recently used beyond MaxIndexedSessions) if needed.
func (b *Bridge) index(session string) *lockedIndex {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.tick++
	if b.indexes == nil {
		b.indexes = make(map[string]*lockedIndex)
	}
	si, ok := b.indexes[session]
	if !ok {
		limit := b.MaxIndexedSessions
		if limit <= 0 {
			limit = DefaultMaxIndexedSessions
		}
		for len(b.indexes) >= limit {
			oldest, at := "", ^uint64(0)
			for s, x := range b.indexes {
				if x.used < at {
					oldest, at = s, x.used
				}
			}
			delete(b.indexes, oldest)
		}
		si = &lockedIndex{sessionIndex: sessionIndex{
			ix:   vector.New(b.Embedder.Dimensions(), vector.Options{Mode: vector.Exact}),
			meta: make(map[string]indexEntry),
		}}
		b.indexes[session] = si
	}
	si.used = b.tick
	return si
}

// sync adds to si the entries of session it has not seen, reading past
// the reread largest Seqs seen and skipping what is indexed.
func (b *Bridge) sync(ctx context.Context, session string, si *sessionIndex) error {
	model, dim := b.Embedder.Model(), b.Embedder.Dimensions()
	var after int64
	if len(si.top) == reread {
		after = si.top[0]
	}
	es, err := b.Store.List(ctx, ListOptions{SessionID: session, AfterSeq: after, Embeddings: true})
	if err != nil {
		return err
	}
	for _, e := range es {
		if _, ok := si.meta[e.ID]; ok {
			continue
		}
		si.top = insertTop(si.top, e.Seq)
		if e.EmbeddingModel != model || len(e.Embedding) != dim {
			continue
		}
		if err := si.ix.Add(e.ID, e.Embedding); err != nil {
			continue
		}
		si.meta[e.ID] = indexEntry{t: e.Type, ts: e.Timestamp}
	}
	return nil
}

// insertTop adds seq to top, the ascending list of the reread largest
// Seqs, if it is among them.
func insertTop(top []int64, seq int64) []int64 {
	if len(top) == reread && seq <= top[0] {
		return top
	}
	i, found := slices.BinarySearch(top, seq)
	if found {
		return top
	}
	top = slices.Insert(top, i, seq)
	if len(top) > reread {
		top = top[1:]
	}
	return top
}

// prune drops expired entries from every session index.
func (b *Bridge) prune(now time.Time) {
	cut := b.Config.Cutoffs(now)
	b.mu.Lock()
	idx := make([]*lockedIndex, 0, len(b.indexes))
	for _, si := range b.indexes {
		idx = append(idx, si)
	}
	b.mu.Unlock()
	for _, si := range idx {
		si.Lock()
		for id, m := range si.meta {
			if !m.ts.After(cut[m.t]) {
				si.ix.Delete(id)
				delete(si.meta, id)
			}
		}
		si.Unlock()
	}
}
