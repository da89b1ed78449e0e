package followup

import (
	"context"
	"encoding/json"
	"regexp"
	"time"

	"github.com/cairnhq/cairn"
)

// Defaults of the seed's intent_result_cache section.
const (
	DefaultTTL              = 1800 * time.Second
	DefaultThresholdHigh    = 0.80
	DefaultThresholdLow     = 0.70
	DefaultMaxResultSizeMB  = 10
	DefaultHistorySize      = 5
	DefaultMinProbability   = 0.60
	DefaultTimeDriftMinutes = 5
	// DefaultOutageDrop lowers both thresholds while the embedder is
	// unavailable and the confidence comes from the classifier alone.
	DefaultOutageDrop = 0.10
	// ClassifierModel names the offline classifier (the seed's
	// followup_classifier.model).
	ClassifierModel = "intent.followup.classifier"
)

// Limits on the text a request gives the cache: a longer query is refused
// (ETOOLARGE naming query), and a result whose SQL is longer is not cached
// (StoreTooLarge): its coverage (tables, filters, columns) is read from
// the whole SQL, which a part of it would misstate.
const (
	MaxQueryBytes = 16 << 10
	MaxSQLBytes   = 64 << 10
)

// DefaultRefreshKeywords are the seed's refresh keywords: time-focused,
// then action-focused. They match whole words, case-insensitively.
var DefaultRefreshKeywords = []string{
	"latest", "current", "now", "today", "recent", "up-to-date", "fresh", "real-time", "realtime",
	"refresh", "re-run", "rerun", "again", "update", "reload",
}

// Entry is one cached query result: the seed's intent_result value, kept
// under intent_result:{session_id}:{adapter_name} in a tenant's namespace.
type Entry struct {
	// Query is the natural-language query whose result this is.
	Query string `json:"query"`
	// QueryEmbedding embeds Query with EmbeddingModel; empty when the
	// embedder was unavailable at store time.
	QueryEmbedding []float32 `json:"query_embedding,omitempty"`
	EmbeddingModel string    `json:"embedding_model,omitempty"`
	// RecentFollowupEmbeddings are the embeddings of the last follow-ups
	// (Config.HistorySize), oldest first.
	RecentFollowupEmbeddings [][]float32 `json:"recent_followup_embeddings,omitempty"`
	// RecentFollowups are the texts of those follow-ups: the classifier's
	// history, also when the embedder is down.
	RecentFollowups []string        `json:"recent_followups,omitempty"`
	SQL             string          `json:"sql_executed,omitempty"`
	Results         json.RawMessage `json:"results"`
	ResultColumns   []string        `json:"result_columns,omitempty"`
	ResultMetadata  Metadata        `json:"result_metadata"`
	// Coverage is what the result holds beyond its columns (tables,
	// filters, grouping, text values), derived when it was stored; nil in
	// entries stored before it existed, derived again when needed.
	Coverage  *Coverage `json:"coverage,omitempty"`
	Timestamp time.Time `json:"timestamp"`
	Adapter   string    `json:"adapter_name"`
	// FollowUp is the session's last state, for hysteresis: whether the
	// last turn was judged a follow-up.
	FollowUp bool `json:"follow_up"`
	// Version identifies this state of the entry in a Swapper: Get sets
	// it, Swap compares it. Opaque; empty for stores that are not
	// Swappers.
	Version string `json:"-"`
}

// Metadata is the lightweight description of a result that applicability
// checks read.
type Metadata struct {
	RowCount    int               `json:"row_count"`
	Filters     map[string]string `json:"filters,omitempty"`
	TimeRange   *TimeRange        `json:"time_range,omitempty"`
	Granularity string            `json:"granularity,omitempty"`
}

// TimeRange is a half-open interval [From, To).
type TimeRange struct {
	From time.Time `json:"from"`
	To   time.Time `json:"to"`
}

// Store keeps one Entry per session and adapter of a tenant. Engines hand
// out tenant-scoped stores, so keys never cross tenants.
type Store interface {
	// Get returns the entry of session and adapter, and false when there
	// is none or it expired. Returns EUNAVAILABLE when the engine cannot be
	// reached.
	Get(ctx context.Context, session, adapter string) (Entry, bool, error)
	// Put stores e under session and adapter, replacing any entry, to
	// expire ttl after now: each Put resets the expiry. Returns EINVALID
	// for an empty session or a bad adapter name, EUNAVAILABLE when the
	// engine cannot be reached.
	Put(ctx context.Context, session, adapter string, e Entry, ttl time.Duration) error
	// Delete removes the entry; deleting a missing entry is no error.
	// Returns EUNAVAILABLE when the engine cannot be reached.
	Delete(ctx context.Context, session, adapter string) error
}

// Swapper is a Store that replaces an entry only if it is still the one
// that was read, so that two decisions on one session at once never lose
// a history append: the one that finds the entry changed reads it again
// and appends to the new state. Its Get sets Entry.Version.
type Swapper interface {
	Store
	// Swap stores e under session and adapter, to expire ttl after now,
	// if the entry there is still the one whose Version is old; it reports
	// false, writing nothing, when the entry changed or is gone. Errors as
	// Put.
	Swap(ctx context.Context, session, adapter, old string, e Entry, ttl time.Duration) (bool, error)
}

// Key is the seed's key of session and adapter: intent_result:{session}:{adapter}.
// Adapter names hold no ':', so keys of different pairs never collide.
func Key(session, adapter string) string {
	return "intent_result:" + session + ":" + adapter
}

var adapterName = regexp.MustCompile(`^[A-Za-z0-9_.-]{1,128}$`)

// ValidateKey checks a session id and adapter name, path segments of the
// HTTP API: neither may be "." or ".." (cairn.ValidateID).
func ValidateKey(session, adapter string) error {
	if session == "" {
		return cairn.Invalid("session_id", "must not be empty")
	}
	if len(session) > 256 {
		return cairn.Invalid("session_id", "must be at most 256 bytes")
	}
	if !adapterName.MatchString(adapter) {
		return cairn.Invalid("adapter_name", "must be 1 to 128 letters, digits, '_', '.' or '-', got %q", adapter)
	}
	if err := cairn.ValidateID("session_id", session); err != nil {
		return err
	}
	return cairn.ValidateID("adapter_name", adapter)
}
