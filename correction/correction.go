// Package correction learns from user corrections (seed 001): it detects
// corrections in chat, remembers them with embeddings, finds similar ones for
// a new query and applies them to new output.
//
// The seed's thresholds and formula are kept: a detection is saved when its
// confidence is above 0.7 (DefaultSaveThreshold), only corrections with
// confidence above 0.3 (MinConfidence) are considered, relevance is
// similarity × confidence × recency × success (Relevance), and a correction
// applies at relevance ≥ 0.6 (DefaultThreshold). What feeds them offline:
//
//   - Detection (OfflineDetector) weighs features of the message and of how
//     it relates to the output it answers, with a logistic regression trained
//     only on synthetic corpora in the repository (internal/train). The
//     relational features read both texts as typed values (package
//     internal/align: numbers with units, versions, flags, identifiers,
//     dotted names, paths, calls, quoted strings, key/value pairs, cron
//     lines, time zones, code spans): a value of the message of the same kind
//     as one in the output but different, stated rather than asked; negations
//     that deny something the output said rather than an idiom ("not
//     urgent"); a stated convention or environment fact versus a matter of
//     taste. A change of taste is reported as ClassPreference and not saved.
//
//   - Extraction (Extract) aligns the message's values with the output's and
//     widens the pair to its context: the key of a key/value pair, the call
//     around an argument, the whole name around a changed part, the option
//     or directive before a value. The wrong text is located in the output
//     (Detection.Located); a correction with nothing located keeps the output
//     and the message as context for an LLM and never applies offline
//     (Correction.AppliesOffline).
//
//   - Application (Memory.FindMistakes, Applier) does not compare query
//     wordings. A mistake index finds the corrections whose wrong text, or a
//     pattern generalised from it (an argument that the wrong and the right
//     text share becomes a variable), stands in the new output; each
//     occurrence's context is compared with the one the correction was taught
//     in (the words around it, the taught sentence, the message, the query)
//     and excluded where the message said the wrong text is right. The
//     similarity fed to Relevance is that context score. Every applied
//     correction carries its Hits: the matched span, its replacement and the
//     context that matched. FindSimilar (embeddings) serves the LLM path and
//     listing by meaning; an offline-applicable correction found by wording
//     alone is capped below the threshold (Memory.Relevant).
//
// With an LLM, detection and application use the seed's prompts with the
// extracted spans added; an application that changes text outside the
// corrected sentences is refused and the offline substitution answers
// (ApplyResult.LLMError). A cancelled request never falls back.
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

	// GetMany returns the corrections with the given ids that exist, each
	// once, in no particular order, as Get returns them, reading them
	// together rather than one query each. Ids that do not exist are left
	// out; they are no error.
	GetMany(ctx context.Context, ids []string) ([]*Correction, error)

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
