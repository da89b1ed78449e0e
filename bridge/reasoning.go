package bridge

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"log/slog"
	"math"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/cairnhq/cairn"
)

// MaxClockSkew is how far in the future a stored timestamp may be: more is
// an error rather than an entry that would stay fresh too long.
const MaxClockSkew = time.Minute

// PriorReasoning reads entries in pages of firstPage, growing fourfold up
// to maxPage: most sessions fill the token budget with their first few.
const (
	firstPage = 32
	maxPage   = 1024
)

// Bridge is the context bridge of one tenant: upstream's ContextBridge over
// a Store. Create it with New (or get it from a Service); it is safe for
// concurrent use.
type Bridge struct {
	Store Store
	// Embedder embeds stored texts and search queries. Without one, entries
	// are stored without embeddings and SearchReasoning is unavailable.
	Embedder cairn.Embedder
	Config   Config
	// Now is the clock ages are measured with; nil means time.Now.
	Now cairn.Clock
	// Source seeds corruption (see Corruptor); nil means DefaultSource.
	Source   SourceFunc
	Observer Observer
	Logger   *slog.Logger
	// MaxIndexedSessions bounds the sessions whose search index is kept in
	// memory; the least recently searched is dropped first. 0 means
	// DefaultMaxIndexedSessions.
	MaxIndexedSessions int

	mu      sync.Mutex
	indexes map[string]*lockedIndex
	tick    uint64
}

// New returns a Bridge over store with cfg. emb may be nil (no search).
func New(store Store, emb cairn.Embedder, cfg Config) *Bridge {
	return &Bridge{Store: store, Embedder: emb, Config: cfg}
}

func (b *Bridge) now() time.Time { return b.Now.NowUTC() }

// Corruptor returns the corruptor of model type t.
func (b *Bridge) Corruptor(t ModelType) Corruptor {
	return Corruptor{Config: b.Config.Decay(t), Source: b.Source}
}

// NewID returns a random entry id.
func NewID() string {
	var x [12]byte
	_, _ = rand.Read(x[:])
	return "rsn_" + hex.EncodeToString(x[:])
}

// StoreReasoning stores text as reasoning of session, of model type t, now.
// metadata is optional.
func (b *Bridge) StoreReasoning(ctx context.Context, session, text string, t ModelType, metadata map[string]any) (*Entry, error) {
	e := &Entry{SessionID: session, Text: text, Type: t, Metadata: metadata}
	if err := b.Save(ctx, e); err != nil {
		return nil, err
	}
	return e, nil
}

// Save stores e, filling in a missing id and timestamp (now) and embedding
// its text. A timestamp in the past imports reasoning with its real age;
// one more than MaxClockSkew in the future is EINVALID. When embedding
// fails the entry is stored without an embedding (it is then not found by
// SearchReasoning). Returns EINVALID for an entry that fails Validate,
// ECONFLICT for an existing id.
func (b *Bridge) Save(ctx context.Context, e *Entry) error {
	if e == nil {
		return cairn.Invalid("entry", "must not be nil")
	}
	if err := validateSession(e.SessionID); err != nil {
		return err
	}
	now := b.now()
	if e.ID == "" {
		e.ID = NewID()
	}
	if e.Timestamp.IsZero() {
		e.Timestamp = now
	}
	e.Timestamp = e.Timestamp.UTC()
	if e.Timestamp.After(now.Add(MaxClockSkew)) {
		return cairn.Invalid("timestamp", "%s is in the future", e.Timestamp.Format(time.RFC3339))
	}
	if err := e.Validate(); err != nil {
		return err
	}
	if b.Embedder != nil && len(e.Embedding) == 0 {
		if v, err := embedOne(ctx, b.Embedder, e.Text); err == nil {
			e.Embedding, e.EmbeddingModel = v, b.Embedder.Model()
		} else if ctx.Err() != nil {
			return ctx.Err()
		} else if b.Logger != nil {
			b.Logger.LogAttrs(ctx, slog.LevelWarn, "bridge: store without embedding", slog.Any("error", err))
		}
	}
	if err := b.Store.Insert(ctx, e); err != nil {
		return err
	}
	if b.Observer != nil {
		b.Observer.EntryStored(e.Type)
	}
	return nil
}

func embedOne(ctx context.Context, emb cairn.Embedder, text string) ([]float32, error) {
	vs, err := emb.Embed(ctx, []string{text})
	if err != nil {
		return nil, err
	}
	if len(vs) != 1 || len(vs[0]) != emb.Dimensions() {
		return nil, cairn.Errorf(cairn.EINTERNAL, "embedder returned %d vectors, want 1 of %d dimensions", len(vs), emb.Dimensions())
	}
	return vs[0], nil
}

// round rounds x to the given number of decimals: ages and severities are
// reported to a hundredth of a minute and four decimals.
func round(x float64, decimals int) float64 {
	p := math.Pow(10, float64(decimals))
	return math.Round(x*p) / p
}

// Served is one entry as PriorReasoning served it.
type Served struct {
	ID string `json:"id"`
	// AgeMinutes is the entry's age, to a hundredth of a minute.
	AgeMinutes float64 `json:"age_minutes"`
	// Severity is the corruption severity at the entry's age, to four
	// decimals (the text is corrupted at the whole-minute age, see
	// Corruptor.Corrupt).
	Severity float64 `json:"severity"`
	// Removed is always false: expired entries are never served (upstream's
	// process_text returns the flag beside the text).
	Removed bool   `json:"removed"`
	Text    string `json:"text"`
}

// Prior is what PriorReasoning returns: the compressed context and the
// entries it was made of.
type Prior struct {
	Text    string   `json:"text"`
	Entries []Served `json:"entries"`
}

// PriorReasoning returns the prior reasoning of session for model type t:
// the live entries, oldest first, each corrupted by its age, labelled with
// it ("[12 min ago]") and joined with Separator, cut at the token budget
// (Config.MaxTokensPerSummary × 4 characters, plus "..."). Entries that no
// longer fit in the budget are not read. Expired entries met on the way are
// deleted, and never served.
//
// With includeCorrupted false only fresh entries (severity 0) are served.
// Upstream then serves nothing at all, which its users cannot have meant.
func (b *Bridge) PriorReasoning(ctx context.Context, session string, t ModelType, includeCorrupted bool) (*Prior, error) {
	if err := validateSession(session); err != nil {
		return nil, err
	}
	if !t.Valid() {
		return nil, cairn.Invalid("type", "must be preprocessing or working_awareness, got %q", t)
	}
	now := b.now()
	cor := b.Corruptor(t)
	cutoff := now.Add(-cor.Config.Removal())
	limit := b.Config.MaxTokensPerSummary * 4
	sepLen := utf8.RuneCountInString(Separator)

	var (
		expired   []string
		labels    []Label
		prior     = &Prior{Entries: []Served{}}
		length    = -sepLen
		corrupted int
	)
	full := false
	for offset, size := 0, firstPage; !full; size = min(4*size, maxPage) {
		page, err := b.Store.List(ctx, ListOptions{SessionID: session, Type: t, Limit: size, Offset: offset})
		if err != nil {
			return nil, err
		}
		offset += len(page)
		for _, e := range page {
			if err := ctx.Err(); err != nil {
				return nil, err // each entry is corrupted: stop when the caller is gone
			}
			if !e.Timestamp.After(cutoff) {
				expired = append(expired, e.ID)
				continue
			}
			age := e.AgeMinutes(now)
			sev := cor.Severity(age)
			if sev > 0 && !includeCorrupted {
				continue
			}
			text, c := cor.Corrupt(e.ID, e.Text, age)
			if text == "" {
				continue
			}
			corrupted += c.Chars()
			l := Label{Label: AgeLabel(age), Text: text}
			labels = append(labels, l)
			prior.Entries = append(prior.Entries, Served{ID: e.ID, AgeMinutes: round(age, 2), Severity: round(sev, 4), Text: text})
			length += sepLen + utf8.RuneCountInString(l.Label) + 3 + utf8.RuneCountInString(text)
			if length > limit {
				full = true
				break
			}
		}
		if len(page) < size {
			break
		}
	}
	prior.Text = CompressWithLabels(labels, Separator, b.Config.MaxTokensPerSummary)
	if b.Observer != nil && corrupted > 0 {
		b.Observer.CharactersCorrupted(corrupted)
	}
	if len(expired) > 0 {
		n, err := b.Store.Delete(ctx, expired)
		if err != nil {
			return nil, err
		}
		b.expired(n)
	}
	return prior, nil
}

func (b *Bridge) expired(n int) {
	if b.Observer != nil && n > 0 {
		b.Observer.EntriesExpired(n)
	}
}

// Stats are a session's statistics, with upstream's keys.
//
// The oldest_*_age_minutes values are the age of the oldest live entry of
// each type, to a hundredth of a minute (0 when there is none). Upstream
// reports the youngest entry's age under these names; cairn reports what
// the names say.
type Stats struct {
	SessionID                 string  `json:"session_id"`
	PreprocessingCount        int     `json:"preprocessing_count"`
	WorkingAwarenessCount     int     `json:"working_awareness_count"`
	TotalCount                int     `json:"total_count"`
	OldestPreprocessingAge    float64 `json:"oldest_preprocessing_age_minutes"`
	OldestWorkingAwarenessAge float64 `json:"oldest_working_age_minutes"`
}

// SessionStats counts the live entries of session per type and finds the
// age of the oldest of each. Expired entries are not counted, whether or
// not they were deleted yet.
func (b *Bridge) SessionStats(ctx context.Context, session string) (*Stats, error) {
	if err := validateSession(session); err != nil {
		return nil, err
	}
	now := b.now()
	cut := b.Config.Cutoffs(now)
	st := &Stats{SessionID: session}
	for _, t := range ModelTypes() {
		s, err := b.Store.Summarize(ctx, session, t, cut[t])
		if err != nil {
			return nil, err
		}
		age := 0.0
		if s.Count > 0 {
			age = round(max(0, now.Sub(s.Oldest).Minutes()), 2)
		}
		if t == Preprocessing {
			st.PreprocessingCount, st.OldestPreprocessingAge = s.Count, age
		} else {
			st.WorkingAwarenessCount, st.OldestWorkingAwarenessAge = s.Count, age
		}
	}
	st.TotalCount = st.PreprocessingCount + st.WorkingAwarenessCount
	return st, nil
}

// ClearSession removes every entry of session and returns how many.
func (b *Bridge) ClearSession(ctx context.Context, session string) (int, error) {
	if err := validateSession(session); err != nil {
		return 0, err
	}
	n, err := b.Store.DeleteSession(ctx, session)
	if err != nil {
		return 0, err
	}
	b.mu.Lock()
	delete(b.indexes, session)
	b.mu.Unlock()
	return n, nil
}

// CleanupExpired removes the expired entries of every session of the
// tenant and returns how many.
func (b *Bridge) CleanupExpired(ctx context.Context) (int, error) {
	now := b.now()
	total := 0
	var errs []error
	for t, cutoff := range b.Config.Cutoffs(now) {
		n, err := b.Store.DeleteBefore(ctx, t, cutoff)
		total += n
		if err != nil {
			errs = append(errs, err)
		}
	}
	b.expired(total)
	b.prune(now)
	return total, errors.Join(errs...)
}

// Count returns the number of stored entries of the tenant, expired ones
// not yet cleaned up included (as upstream's count).
func (b *Bridge) Count(ctx context.Context) (int, error) {
	return b.Store.Count(ctx)
}
