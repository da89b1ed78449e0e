package bridge

import (
	"fmt"
	"math"
	"strings"
	"unicode/utf8"
)

// Separator joins the texts PriorReasoning serves, as upstream.
const Separator = "\n\n---\n\n"

// Ellipsis ends a compressed text that was cut.
const Ellipsis = "..."

// Compress joins texts with sep and, when the result is longer than
// maxTokens × 4 characters (Unicode code points), cuts it there and adds
// "...": upstream's ContextCompressor.compress. No texts give "".
func Compress(texts []string, sep string, maxTokens int) string {
	if len(texts) == 0 {
		return ""
	}
	combined := strings.Join(texts, sep)
	limit := maxTokens * 4
	if utf8.RuneCountInString(combined) <= limit {
		return combined
	}
	return cutRunes(combined, limit) + Ellipsis
}

// Label is one labelled text for CompressWithLabels.
type Label struct {
	Label, Text string
}

// CompressWithLabels formats each text as "[label]\ntext" and compresses
// them: upstream's compress_with_labels.
func CompressWithLabels(texts []Label, sep string, maxTokens int) string {
	lines := make([]string, len(texts))
	for i, t := range texts {
		lines[i] = "[" + t.Label + "]\n" + t.Text
	}
	return Compress(lines, sep, maxTokens)
}

// EstimateTokens is upstream's estimate: characters (code points) / 4,
// rounded down.
func EstimateTokens(text string) int { return utf8.RuneCountInString(text) / 4 }

// cutRunes returns the first n code points of s.
func cutRunes(s string, n int) string {
	if n <= 0 {
		return ""
	}
	i := 0
	for j := range s {
		if i == n {
			return s[:j]
		}
		i++
	}
	return s
}

// AgeLabel is the label of an entry of ageMinutes in PriorReasoning's text:
// "12 min ago", whole minutes rounded down.
func AgeLabel(ageMinutes float64) string {
	return fmt.Sprintf("%d min ago", int64(math.Floor(ageMinutes)))
}
