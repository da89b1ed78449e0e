// Package correction learns from user corrections (seed 001): it detects
// corrections in chat, remembers them with embeddings, finds similar ones for
// a new query and applies them to new output.
package correction

import (
	"context"
	"time"
)

// Category classifies a correction. The values and order are the seed's.
type Category int

// Categories.
const (
	CategoryFactual    Category = iota // wrong facts
	CategoryStyle                      // formatting or tone
	CategoryCode                       // code errors
	CategoryLogic                      // reasoning errors
	CategoryPreference                 // user preferences
	CategoryDomain                     // domain-specific
)

// ContextChunk is a piece of context the query was answered with.
type ContextChunk struct {
	Source  string `json:"source,omitempty"`
	Content string `json:"content"`
}

// Correction is one remembered correction.
type Correction struct {
	ID        string    `json:"id"`
	Timestamp time.Time `json:"timestamp"`
	SessionID string    `json:"session_id"`

	// What was corrected.
	OriginalOutput  string `json:"original_output"`
	CorrectedOutput string `json:"corrected_output"`
	Explanation     string `json:"explanation,omitempty"`
	// Literal reports that OriginalOutput is the exact wrong text and
	// CorrectedOutput its exact replacement, so the offline applier may
	// substitute one for the other. When the detector could not locate the
	// wrong span, OriginalOutput holds the whole corrected output and
	// CorrectedOutput the user's message: useful context for an LLM, never
	// substituted literally.
	Literal bool `json:"literal"`

	// Context.
	Query   string         `json:"query"`
	Context []ContextChunk `json:"context,omitempty"`

	// Classification.
	Category Category `json:"category"`
	Severity float64  `json:"severity"` // 0 minor .. 1 major

	// Embedding for similarity matching, and the identity of the model that
	// produced it (cairn.Embedder.Model).
	Embedding      []float32 `json:"embedding,omitempty"`
	EmbeddingModel string    `json:"embedding_model,omitempty"`

	// Application tracking.
	ApplyCount  int        `json:"apply_count"`
	LastApplied *time.Time `json:"last_applied,omitempty"`
	Confidence  float64    `json:"confidence"` // 0..1
}

// Order of a listing.
const (
	OrderNewest = "newest" // timestamp descending (the default)
	OrderOldest = "oldest" // timestamp ascending
)

// ListOptions filters and orders Store.List.
type ListOptions struct {
	Limit     int    // 0: no limit
	Offset    int    // records to skip
	Order     string // OrderNewest (default) or OrderOldest
	Category  *Category
	SessionID string // exact match when set
	Text      string // case-insensitive substring of query, original or corrected output
}

// Store persists the corrections of one tenant. Engines hand out one Store
// per tenant. Similarity search is not the store's job: Memory keeps an
// in-process vector index rebuilt from Each and kept in step on every write.
type Store interface {
	// Insert stores a new correction. Returns ECONFLICT if c.ID exists and
	// EINVALID if c fails Validate.
	Insert(ctx context.Context, c *Correction) error

	// Get returns the correction id, or ENOTFOUND.
	Get(ctx context.Context, id string) (*Correction, error)

	// Delete removes the correction id. Returns ENOTFOUND if it does not exist.
	Delete(ctx context.Context, id string) error

	// List returns corrections matching opts, in opts.Order, ties by id.
	List(ctx context.Context, opts ListOptions) ([]*Correction, error)

	// UpdateConfidence adds delta to the confidence of id, clamped to [0, 1],
	// and returns the new value. Returns ENOTFOUND if id does not exist.
	UpdateConfidence(ctx context.Context, id string, delta float64) (float64, error)

	// RecordApplication increments the apply count of id and sets its last
	// application time to at. Returns ENOTFOUND if id does not exist.
	RecordApplication(ctx context.Context, id string, at time.Time) error

	// SetEmbedding replaces the embedding of id (used by reindexing).
	// Returns ENOTFOUND if id does not exist.
	SetEmbedding(ctx context.Context, id string, v []float32, model string) error

	// Each calls fn for every correction in insertion order, stopping at fn's
	// first error and returning it.
	Each(ctx context.Context, fn func(*Correction) error) error
}
