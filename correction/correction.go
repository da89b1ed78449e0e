// Package correction learns from user corrections (seed 001): it detects
// corrections in chat, remembers them with embeddings, finds similar ones for
// a new query and applies them to new output.
//
// The seed's thresholds and formula are kept: a detection is saved when its
// confidence is above 0.7 (DefaultSaveThreshold), only corrections with
// confidence above 0.3 (MinConfidence) are considered, relevance is
// similarity × confidence × recency × success (Relevance), and a correction
// applies at relevance ≥ 0.6 (DefaultThreshold). Around them the loop is
// precision first: it applies only what is certain, suggests the rest, and
// never inserts anything but a taught value. How each stage decides:
//
//   - Detection (OfflineDetector) weighs features of the message and of how
//     it relates to the output it answers with a logistic regression trained
//     only on synthetic corpora in the repository (internal/train). A change
//     of taste is ClassPreference and never saved; a stated convention or
//     environment fact is a correction.
//
//   - Extraction (Extract) pairs a typed value the message states with the
//     value of the same kind it replaces in the output (internal/typed),
//     on explicit evidence only: the message says the old value is wrong,
//     the same key, option or callee, the same role, two members of one
//     sort, or the only value of that shape on each side. A phrase naming
//     both sides ("X, not Y", "replace X with Y") or a corrected code
//     block keeps its pair when each side is one value. Anything else (a
//     clause, a fragment of prose, an adjective, a piece of the wrong
//     name, a rewrite of a whole command) is not located: the correction is
//     kept as context (Correction.AppliesOffline is false), for the prompt
//     block, suggestions and an LLM, and is never substituted offline.
//
//   - Application (Memory.FindMistakesAll, Applier) finds the corrections
//     whose wrong value, or a pattern generalised from it (an argument, a
//     receiver or a number the fix keeps becomes a variable), stands in the
//     new output, then decides per occurrence (internal/align): out of the
//     scope it was taught in (internal/scope: environment, SQL dialect,
//     language, framework, tool, version, named service), beside a name the
//     message set apart from the taught case, without context of the taught
//     one, or (for a weak value: a number, a short word, a bare option)
//     without the taught subject, it is blocked. A small number or one
//     plain word ("5", "15.4", "characters") is blocked wherever it stands,
//     unless the option or setting it was taught with binds it, it is a
//     port, or the fix appends an option to a command word in code: on
//     conversations the rules were not fitted to, such changes did harm
//     about three times for each fix. An output whose question or text
//     uses a prose word the message brought of its own (a word of the
//     distinction the user drew: "44.1 is the CD rate") is blocked too:
//     there, changes did more harm than good. So is an option taught on
//     one tool where the new line gives it to another (read through the
//     tool's directory, sudo and runners such as "bundle exec"), and a
//     value whose fix the message pipes into another program on a line
//     without that pipe. Blocked occurrences,
//     matches below the threshold and corrections kept as context that are
//     about this kind of answer are suggested (ApplyResult.Suggested, with
//     Why, and ApplyResult.Prompt); the rest is applied, replacing exactly
//     the matched text by the taught right value or its pattern's
//     instantiation, with Hits saying where and why.
//
// With an LLM, detection and application use the seed's prompts with the
// extracted spans added. The model is asked only about the mistakes found,
// and its answer is accepted only if every change lies at a found mistake
// and carries the taught right value; otherwise the offline substitution
// answers (ApplyResult.LLMError). A cancelled request never falls back.
//
// Each stage reads at most MaxMessageBytes of a message and MaxOutputBytes
// of an output and runs in time linear in what it reads (limits.go).
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

	// SetLiteral sets whether the pair of id may be substituted offline
	// (Correction.Literal), leaving every other field as it is. Returns
	// ENOTFOUND if id does not exist.
	SetLiteral(ctx context.Context, id string, literal bool) error

	// SetEmbedding replaces the embedding of id (used by reindexing).
	// Returns ENOTFOUND if id does not exist.
	SetEmbedding(ctx context.Context, id string, v []float32, model string) error

	// Each calls fn for every correction in insertion order, stopping at fn's
	// first error and returning it.
	Each(ctx context.Context, fn func(*Correction) error) error
}
