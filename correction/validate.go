package correction

import (
	"math"

	"github.com/cairnhq/cairn"
)

// MaxIDLength is the longest correction id a store accepts, in bytes.
const MaxIDLength = 128

// Validate reports whether c can be stored: it needs an id (at most
// MaxIDLength bytes; neither it nor the session id may be "." or "..", see
// cairn.ValidateID), a known category, severity and confidence within
// [0, 1], a non-negative apply count, and, when it has an embedding, finite
// values and the name of the model that produced them; every text (ids,
// outputs, context) must be UTF-8 without NUL characters (see
// cairn.ValidateText). SessionID is optional. Errors are EINVALID and name
// the field. Every engine calls it before writing.
func (c *Correction) Validate() error {
	switch {
	case c == nil:
		return cairn.Invalid("correction", "must not be nil")
	case c.ID == "":
		return cairn.Invalid("id", "must not be empty")
	case len(c.ID) > MaxIDLength:
		return cairn.Invalid("id", "must be at most %d bytes", MaxIDLength)
	case !c.Category.Valid():
		return cairn.Invalid("category", "unknown category %d", int(c.Category))
	case !unit(c.Severity):
		return cairn.Invalid("severity", "must be between 0 and 1, got %v", c.Severity)
	case !unit(c.Confidence):
		return cairn.Invalid("confidence", "must be between 0 and 1, got %v", c.Confidence)
	case c.ApplyCount < 0:
		return cairn.Invalid("apply_count", "must not be negative, got %d", c.ApplyCount)
	case len(c.Embedding) > 0 && c.EmbeddingModel == "":
		return cairn.Invalid("embedding_model", "must name the model that produced the embedding")
	}
	if err := ValidateEmbedding(c.Embedding); err != nil {
		return err
	}
	if err := cairn.ValidateID("id", c.ID); err != nil {
		return err
	}
	if err := cairn.ValidateID("session_id", c.SessionID); err != nil {
		return err
	}
	if err := cairn.ValidateText("id", c.ID, "session_id", c.SessionID, "original_output", c.OriginalOutput,
		"corrected_output", c.CorrectedOutput, "explanation", c.Explanation, "query", c.Query,
		"embedding_model", c.EmbeddingModel); err != nil {
		return err
	}
	for _, ch := range c.Context {
		if err := cairn.ValidateText("context", ch.Source, "context", ch.Content); err != nil {
			return err
		}
	}
	return nil
}

// Validate reports whether o is a valid Store.List request: limit and
// offset not negative, a known category and order, UTF-8 filters. Errors
// are EINVALID and name the field. Every engine calls it before querying.
func (o ListOptions) Validate() error {
	switch {
	case o.Limit < 0:
		return cairn.Invalid("limit", "must not be negative, got %d", o.Limit)
	case o.Offset < 0:
		return cairn.Invalid("offset", "must not be negative, got %d", o.Offset)
	case o.Category != nil && !o.Category.Valid():
		return cairn.Invalid("category", "unknown category %d", int(*o.Category))
	case o.Order != "" && o.Order != OrderNewest && o.Order != OrderOldest:
		return cairn.Invalid("order", "unknown order %q (want %q or %q)", o.Order, OrderNewest, OrderOldest)
	}
	return cairn.ValidateText("session_id", o.SessionID, "text", o.Text)
}

// ValidateConfidenceDelta reports whether delta can be added to a
// confidence (Store.UpdateConfidence): it must be finite.
func ValidateConfidenceDelta(delta float64) error {
	if math.IsNaN(delta) || math.IsInf(delta, 0) {
		return cairn.Invalid("delta", "must be a finite number, got %v", delta)
	}
	return nil
}

// ValidateModelEmbedding reports whether v and model can be stored by
// Store.SetEmbedding: finite values, and the model's name (UTF-8) whenever
// v is not empty.
func ValidateModelEmbedding(v []float32, model string) error {
	if err := ValidateEmbedding(v); err != nil {
		return err
	}
	if len(v) > 0 && model == "" {
		return cairn.Invalid("embedding_model", "must name the model that produced the embedding")
	}
	return cairn.ValidateText("embedding_model", model)
}

// ValidateEmbedding reports whether every value of v is finite.
func ValidateEmbedding(v []float32) error {
	for i, x := range v {
		if math.IsNaN(float64(x)) || math.IsInf(float64(x), 0) {
			return cairn.Invalid("embedding", "value %d is %v, want a finite number", i, x)
		}
	}
	return nil
}

// unit reports whether x is within [0, 1] (false for NaN).
func unit(x float64) bool { return x >= 0 && x <= 1 }
