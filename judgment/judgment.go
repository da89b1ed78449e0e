// Package judgment records AI decisions and the human overrides of them, and
// selects the few-shot history that teaches an LLM the most in its next
// prompt (seed 000, "AI Judgment Cache").
//
// A Manager works on one tenant's Store; a Service hands out the Manager of
// every tenant, wired with the same clock and Observer, and is what the CLI
// and the HTTP server use. Engines validate with Prepare, Judgment.Validate
// and ValidateOverride, so every engine accepts and refuses the same input.
package judgment

import (
	"context"
	"time"
)

// Decision is an AI or human decision. The values are exactly upstream's.
type Decision string

// Decisions.
const (
	Include   Decision = "INCLUDE"
	Exclude   Decision = "EXCLUDE"
	Uncertain Decision = "UNCERTAIN"
)

// Judgment is one AI decision about one change, and the human's override of
// it if any. JSON field names are those of the ai_cache.json format.
type Judgment struct {
	ChangeID      string    `json:"change_id"`
	Decision      Decision  `json:"decision"`
	Reasoning     string    `json:"reasoning"`
	UserDecision  Decision  `json:"user_decision"`  // "" when the user has not decided (null in JSON)
	UserReasoning string    `json:"user_reasoning"` // "" when none (null in JSON)
	Product       string    `json:"product"`
	URL           string    `json:"url"`         // optional
	Description   string    `json:"description"` // optional
	AIProvider    string    `json:"ai_provider"` // optional
	Timestamp     time.Time `json:"timestamp"`   // UTC
}

// Stats are the seed's cache statistics. JSON keys are the seed's.
type Stats struct {
	TotalJudgments int        `json:"total_judgments"`
	CorrectedCount int        `json:"corrected_count"`
	CorrectCount   int        `json:"correct_count"`
	CorrectionRate float64    `json:"correction_rate"`
	Products       []string   `json:"products"` // sorted
	Oldest         *time.Time `json:"oldest_judgment"`
	Newest         *time.Time `json:"newest_judgment"`
}

// Store persists the judgments of one tenant. Engines hand out one Store per
// tenant, so no method can reach another tenant's records.
//
// Order: "newest first" means by Timestamp descending; judgments with equal
// timestamps come in the order their change_id was first added (as Python's
// stable sort over upstream's insertion-ordered dict).
type Store interface {
	// Add stores j under j.ChangeID. When a judgment with that id exists and
	// ShouldReplace(existing, j) is false, the existing one is kept and Add
	// returns false. The check and the write are atomic. Replacing keeps the
	// original insertion position. Returns EINVALID if j fails Validate.
	Add(ctx context.Context, j *Judgment) (stored bool, err error)

	// SetUserDecision records a human override of the judgment changeID.
	// Returns ENOTFOUND if it does not exist, EINVALID for a bad decision.
	SetUserDecision(ctx context.Context, changeID string, d Decision, reasoning string) error

	// Get returns the judgment changeID, or ENOTFOUND.
	Get(ctx context.Context, changeID string) (*Judgment, error)

	// ClearProduct deletes every judgment of product and returns how many.
	ClearProduct(ctx context.Context, product string) (int, error)

	// Stats summarises the judgments of product, or of all products when
	// product is "".
	Stats(ctx context.Context, product string) (Stats, error)

	// Newest returns at most limit judgments of product whose WasCorrected
	// equals corrected, newest first. It must not read the whole product:
	// SQL engines answer it from an index.
	Newest(ctx context.Context, product string, corrected bool, limit int) ([]*Judgment, error)

	// Each calls fn for every judgment of product (all products when ""), in
	// insertion order, stopping at fn's first error and returning it.
	Each(ctx context.Context, product string, fn func(*Judgment) error) error
}

// BatchAdder is an optional speed-up a Store may implement: AddBatch applies
// Add to each judgment in one transaction and returns how many were stored.
type BatchAdder interface {
	AddBatch(ctx context.Context, js []*Judgment) (stored int, err error)
}
