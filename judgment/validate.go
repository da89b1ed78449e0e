package judgment

import (
	"strings"

	"github.com/cairnhq/cairn"
)

// MaxHistoryEntries bounds the max_entries of a history request: a prompt
// holds few examples, and the cap keeps one request from reading a whole
// product.
const MaxHistoryEntries = 1000

// ValidateHistoryRequest checks a history request as the HTTP API, the MCP
// tools and the CLI receive it: the product is required, maxEntries at most
// MaxHistoryEntries, then ValidateHistory. Errors are EINVALID naming the
// field ("product", "max_entries", "correction_ratio").
func ValidateHistoryRequest(product string, maxEntries int, ratio float64) error {
	if strings.TrimSpace(product) == "" {
		return cairn.Invalid("product", "required: the product to select history for")
	}
	if maxEntries > MaxHistoryEntries {
		return cairn.Invalid("max_entries", "at most %d, got %d", MaxHistoryEntries, maxEntries)
	}
	return ValidateHistory(maxEntries, ratio)
}
