package correction

import (
	"math"

	"github.com/cairnhq/cairn"
)

// MaxIDLength is the longest correction id a store accepts, in bytes.
const MaxIDLength = 128

// Validate reports whether c can be stored: it needs an id (at most
// MaxIDLength bytes), a known category, severity and confidence within
// [0, 1], a non-negative apply count, and, when it has an embedding, finite
// values and the name of the model that produced them. SessionID is
// optional. Errors are EINVALID and name the field.
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
	return ValidateEmbedding(c.Embedding)
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
