package bridge

import (
	"context"
	"encoding/json"
	"math"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/cairnhq/cairn"
)

// ModelType selects the decay of an entry. The values are upstream's.
type ModelType string

// Model types.
const (
	// Preprocessing is fast-decaying tactical memory (30 min by default).
	Preprocessing ModelType = "preprocessing"
	// WorkingAwareness is slow-decaying strategic memory (12 h by default).
	WorkingAwareness ModelType = "working_awareness"
)

// ModelTypes returns every model type, in upstream's order.
func ModelTypes() []ModelType { return []ModelType{Preprocessing, WorkingAwareness} }

// Valid reports whether t is a known model type.
func (t ModelType) Valid() bool { return t == Preprocessing || t == WorkingAwareness }

// ParseModelType parses a model type: "preprocessing" or
// "working_awareness" (also "working-awareness"), in any case. Returns
// EINVALID naming the field "type" otherwise, also when s is empty.
func ParseModelType(s string) (ModelType, error) {
	if s == "" {
		return "", cairn.Invalid("type", "required: preprocessing or working_awareness")
	}
	t := ModelType(strings.ReplaceAll(strings.ToLower(strings.TrimSpace(s)), "-", "_"))
	if !t.Valid() {
		return "", cairn.Invalid("type", "must be preprocessing or working_awareness, got %q", s)
	}
	return t, nil
}

// Upstream's defaults, and limits of what is stored.
const (
	DefaultMaxTokens                    = 500
	DefaultPreprocessingDecayMinutes    = 30
	DefaultWorkingAwarenessDecayMinutes = 720
	DefaultRemovalMultiplier            = 3.0
	DefaultCorruptionIntensity          = 0.3

	MaxTextBytes       = 1 << 20  // longest reasoning text stored
	MaxSessionIDLength = 256      // longest session id, in bytes
	MaxMetadataBytes   = 64 << 10 // largest metadata, as JSON
)

// DecayConfig is how one model type forgets.
type DecayConfig struct {
	// DecayMinutes is the age at which corruption begins.
	DecayMinutes float64 `json:"decay_minutes"`
	// RemovalMultiplier times DecayMinutes is the age at which an entry is
	// removed (3.0 by default).
	RemovalMultiplier float64 `json:"removal_multiplier"`
	// CorruptionIntensity is the largest share of characters corrupted,
	// reached just before removal (0..1).
	CorruptionIntensity float64 `json:"corruption_intensity"`
}

// RemovalMinutes is DecayMinutes × RemovalMultiplier.
func (c DecayConfig) RemovalMinutes() float64 { return c.DecayMinutes * c.RemovalMultiplier }

// Removal is RemovalMinutes as a duration.
func (c DecayConfig) Removal() time.Duration {
	return time.Duration(c.RemovalMinutes() * float64(time.Minute))
}

// Validate reports whether c is usable: a positive decay, a removal
// multiplier of at least 1 and an intensity within [0, 1]. prefix names the
// config section in errors (for example "bridge.preprocessing").
func (c DecayConfig) Validate(prefix string) error {
	field := func(name string) string {
		if prefix == "" {
			return name
		}
		return prefix + "." + name
	}
	switch {
	case !(c.DecayMinutes > 0) || math.IsInf(c.DecayMinutes, 0):
		return cairn.Invalid(field("decay_minutes"), "must be a positive number, got %v", c.DecayMinutes)
	case !(c.RemovalMultiplier >= 1) || math.IsInf(c.RemovalMultiplier, 0):
		return cairn.Invalid(field("removal_multiplier"), "must be at least 1, got %v", c.RemovalMultiplier)
	case !(c.CorruptionIntensity >= 0 && c.CorruptionIntensity <= 1):
		return cairn.Invalid(field("corruption_intensity"), "must be between 0 and 1, got %v", c.CorruptionIntensity)
	case c.Removal() <= 0 || c.RemovalMinutes() > 100*365*24*60:
		return cairn.Invalid(field("decay_minutes"), "removal time %v minutes is out of range", c.RemovalMinutes())
	}
	return nil
}

// Config is the bridge's configuration: upstream's BridgeConfig.
type Config struct {
	// MaxTokensPerSummary is PriorReasoning's budget: the compressed text is
	// cut at 4 characters per token.
	MaxTokensPerSummary int         `json:"max_tokens_per_summary"`
	Preprocessing       DecayConfig `json:"preprocessing_decay"`
	WorkingAwareness    DecayConfig `json:"working_awareness_decay"`
}

// DefaultConfig returns upstream's defaults: 500 tokens, preprocessing
// decay 30 min, working awareness 720 min, both ×3.0 and intensity 0.3.
func DefaultConfig() Config {
	return Config{
		MaxTokensPerSummary: DefaultMaxTokens,
		Preprocessing:       DecayConfig{DecayMinutes: DefaultPreprocessingDecayMinutes, RemovalMultiplier: DefaultRemovalMultiplier, CorruptionIntensity: DefaultCorruptionIntensity},
		WorkingAwareness:    DecayConfig{DecayMinutes: DefaultWorkingAwarenessDecayMinutes, RemovalMultiplier: DefaultRemovalMultiplier, CorruptionIntensity: DefaultCorruptionIntensity},
	}
}

// Decay returns the decay configuration of t.
func (c Config) Decay(t ModelType) DecayConfig {
	if t == WorkingAwareness {
		return c.WorkingAwareness
	}
	return c.Preprocessing
}

// Validate reports the first invalid field of c, named as in the config
// file's bridge section.
func (c Config) Validate() error {
	if c.MaxTokensPerSummary < 1 {
		return cairn.Invalid("bridge.max_tokens_per_summary", "must be at least 1, got %d", c.MaxTokensPerSummary)
	}
	if err := c.Preprocessing.Validate("bridge.preprocessing"); err != nil {
		return err
	}
	return c.WorkingAwareness.Validate("bridge.working_awareness")
}

// Cutoffs returns, per model type, the newest timestamp an expired entry
// has at now: an entry is expired when its age (now − timestamp) is at
// least its type's removal time, that is when its timestamp is at or before
// the cutoff.
func (c Config) Cutoffs(now time.Time) map[ModelType]time.Time {
	return map[ModelType]time.Time{
		Preprocessing:    now.Add(-c.Preprocessing.Removal()),
		WorkingAwareness: now.Add(-c.WorkingAwareness.Removal()),
	}
}

// Entry is one stored piece of reasoning: upstream's ReasoningEntry.
type Entry struct {
	ID        string         `json:"id"`
	SessionID string         `json:"session_id"`
	Type      ModelType      `json:"type"`
	Text      string         `json:"text"`
	Metadata  map[string]any `json:"metadata,omitempty"`
	Timestamp time.Time      `json:"timestamp"`

	// Embedding of Text for SearchReasoning, and the identity of the model
	// that produced it (cairn.Embedder.Model). Empty when embedding failed.
	Embedding      []float32 `json:"-"`
	EmbeddingModel string    `json:"-"`
	// Seq is the store's insertion order, assigned by Insert; SearchReasoning
	// uses it to pick up entries written by other processes.
	Seq int64 `json:"-"`
}

// AgeMinutes is e's age at now in minutes, never negative (a timestamp in
// the future, from a skewed clock, counts as fresh).
func (e *Entry) AgeMinutes(now time.Time) float64 {
	return max(0, now.Sub(e.Timestamp).Minutes())
}

// Validate reports whether e can be stored: an id and a session id (at
// most MaxSessionIDLength bytes), a known type, UTF-8 text without NUL
// characters of at most MaxTextBytes, a timestamp, metadata of at most
// MaxMetadataBytes as JSON, and finite embedding values with the name of
// their model. Errors are EINVALID and name the field.
func (e *Entry) Validate() error {
	switch {
	case e == nil:
		return cairn.Invalid("entry", "must not be nil")
	case e.ID == "":
		return cairn.Invalid("id", "must not be empty")
	case len(e.ID) > 128:
		return cairn.Invalid("id", "must be at most 128 bytes")
	case strings.TrimSpace(e.SessionID) == "":
		return cairn.Invalid("session_id", "must not be empty")
	case len(e.SessionID) > MaxSessionIDLength:
		return cairn.Invalid("session_id", "must be at most %d bytes", MaxSessionIDLength)
	case !e.Type.Valid():
		return cairn.Invalid("type", "must be preprocessing or working_awareness, got %q", e.Type)
	case e.Text == "":
		return cairn.Invalid("text", "must not be empty")
	case len(e.Text) > MaxTextBytes:
		return cairn.TooLarge("text", "must be at most %d bytes, got %d", MaxTextBytes, len(e.Text))
	case e.Timestamp.IsZero():
		return cairn.Invalid("timestamp", "must be set")
	case len(e.Embedding) > 0 && e.EmbeddingModel == "":
		return cairn.Invalid("embedding_model", "must name the model that produced the embedding")
	}
	for _, f := range []struct{ name, v string }{{"id", e.ID}, {"session_id", e.SessionID}, {"text", e.Text}} {
		if !utf8.ValidString(f.v) || strings.IndexByte(f.v, 0) >= 0 {
			return cairn.Invalid(f.name, "must be UTF-8 text without NUL characters")
		}
	}
	if err := cairn.ValidateID("id", e.ID); err != nil {
		return err
	}
	if err := cairn.ValidateID("session_id", e.SessionID); err != nil {
		return err
	}
	if len(e.Metadata) > 0 {
		b, err := json.Marshal(e.Metadata)
		if err != nil {
			return cairn.Invalid("metadata", "%v", err)
		}
		if len(b) > MaxMetadataBytes {
			return cairn.Invalid("metadata", "must be at most %d bytes as JSON, got %d", MaxMetadataBytes, len(b))
		}
		if !utf8.Valid(b) || strings.Contains(string(b), `\u0000`) {
			return cairn.Invalid("metadata", "must be UTF-8 text without NUL characters")
		}
	}
	for i, x := range e.Embedding {
		if math.IsNaN(float64(x)) || math.IsInf(float64(x), 0) {
			return cairn.Invalid("embedding", "value %d is %v, want a finite number", i, x)
		}
	}
	return nil
}

// ListOptions selects entries of one session for Store.List.
type ListOptions struct {
	SessionID string
	// Type restricts the listing to one model type; "" lists both.
	Type ModelType
	// After, when set, lists only entries whose timestamp is after it
	// (the live ones, given a cutoff).
	After time.Time
	// AfterSeq, when positive, lists only entries with a larger Seq, in
	// Seq order instead of timestamp order.
	AfterSeq int64
	// Limit bounds the listing; 0 means no limit. Offset skips entries.
	Limit, Offset int
	// Embeddings asks for the embeddings too (they are left out otherwise).
	Embeddings bool
}

// Validate reports whether a store can list by opts: a session id, a known
// type or none, and no negative limit or offset. Errors are EINVALID and
// name the field; every engine calls it.
func (opts ListOptions) Validate() error {
	switch {
	case opts.SessionID == "":
		return cairn.Invalid("session_id", "must not be empty")
	case opts.Limit < 0:
		return cairn.Invalid("limit", "must not be negative, got %d", opts.Limit)
	case opts.Offset < 0:
		return cairn.Invalid("offset", "must not be negative, got %d", opts.Offset)
	case opts.Type != "" && !opts.Type.Valid():
		return cairn.Invalid("type", "unknown model type %q", opts.Type)
	}
	return nil
}

// Summary is the live entries of one session and type: how many, and the
// timestamp of the oldest (zero when there are none).
type Summary struct {
	Count  int
	Oldest time.Time
}

// Store persists the entries of one tenant. Engines hand out one Store per
// tenant; expiry is the Bridge's job, the store only filters by time.
type Store interface {
	// Insert stores e and sets e.Seq. Returns ECONFLICT if e.ID exists and
	// EINVALID if e fails Validate.
	Insert(ctx context.Context, e *Entry) error

	// List returns the entries of opts.SessionID matching opts, oldest
	// first (timestamp, then Seq), or in Seq order when opts.AfterSeq is
	// positive. Returns EINVALID for an empty session id or a negative
	// limit or offset.
	List(ctx context.Context, opts ListOptions) ([]*Entry, error)

	// Get returns the entries with the given ids that exist, in no
	// particular order, without embeddings.
	Get(ctx context.Context, ids []string) ([]*Entry, error)

	// Delete removes the entries with the given ids and returns how many
	// existed.
	Delete(ctx context.Context, ids []string) (int, error)

	// DeleteSession removes every entry of session and returns how many.
	DeleteSession(ctx context.Context, session string) (int, error)

	// DeleteBefore removes the entries of type t, of every session, whose
	// timestamp is at or before cutoff, and returns how many.
	DeleteBefore(ctx context.Context, t ModelType, cutoff time.Time) (int, error)

	// Summarize counts the entries of session and type t whose timestamp
	// is after the given time, and finds the oldest of them.
	Summarize(ctx context.Context, session string, t ModelType, after time.Time) (Summary, error)

	// Count returns the number of entries of the tenant.
	Count(ctx context.Context) (int, error)
}

// Sweeper removes the expired entries of every tenant at once: the port of
// the server's janitor.
type Sweeper interface {
	// Sweep deletes every entry, of any tenant, whose timestamp is at or
	// before the cutoff of its type, and returns how many.
	Sweep(ctx context.Context, cutoffs map[ModelType]time.Time) (int, error)
}

// Observer receives the bridge's metrics events. The http package
// implements it with Prometheus counters.
type Observer interface {
	// EntryStored is called for every entry stored.
	EntryStored(t ModelType)
	// EntriesExpired is called with the number of expired entries removed
	// (by PriorReasoning, CleanupExpired or a sweep).
	EntriesExpired(n int)
	// CharactersCorrupted is called with the number of characters dropped
	// or replaced in text served.
	CharactersCorrupted(n int)
}

func validateSession(session string) error {
	switch {
	case strings.TrimSpace(session) == "":
		return cairn.Invalid("session_id", "must not be empty")
	case len(session) > MaxSessionIDLength:
		return cairn.Invalid("session_id", "must be at most %d bytes", MaxSessionIDLength)
	case !utf8.ValidString(session) || strings.IndexByte(session, 0) >= 0:
		return cairn.Invalid("session_id", "must be UTF-8 text without NUL characters")
	}
	return cairn.ValidateID("session_id", session)
}
