package correction

import "unicode/utf8"

// Limits on the text the correction machinery reads. They bound the work of
// one request whatever the size of its body (the HTTP server accepts up to
// 4 MiB): the offline detector, the extraction of the wrong and the right
// text, the mistake finder and the substitution all run in time linear in
// the text they read, up to these limits, and read nothing past them.
//
// What lies past a limit is not examined, and the result says so
// (Detection.Truncated, ApplyResult.Truncated): a message's tail is not
// searched for a correction; an output's tail is returned as it was,
// without learned corrections applied to it.
// A correction's context is read the same way: the rule that applies it
// offline is learned from the first MaxOutputBytes of the output it was
// taught on and the first MaxMessageBytes of the message and the query.
// The aligner reads, around each occurrence of a mistake, at most 32
// words of its sentence on each side and 4 of its line.
const (
	// MaxMessageBytes is how much of a user message detection and
	// extraction read: corrections are short, and one buried past the
	// first 4 KiB of a message is not looked for.
	MaxMessageBytes = 4 << 10
	// MaxOutputBytes is how much of an assistant output extraction
	// locates the wrong text in, and how much of a new output the
	// applier looks for mistakes in and rewrites.
	MaxOutputBytes = 64 << 10
	// MaxRuleBytes bounds the wrong and the right text of a correction
	// that applies offline (Correction.AppliesOffline): a typed value is
	// short. A longer pair is kept as context (for an LLM, the prompt
	// block and suggestions) and never substituted.
	MaxRuleBytes = 256
)

// SearchTruncated reports whether a search for the corrections relevant to
// query and output (Relevant, FindMistakes, FindSimilar) reads only part of
// them: mistakes are looked for in the first MaxOutputBytes of output (the
// query's first MaxMessageBytes giving context), and similarity is
// measured on EmbeddingText, the first MaxOutputBytes of query + " " +
// output.
func SearchTruncated(query, output string) bool {
	return len(query) > MaxMessageBytes || len(query)+1+len(output) > MaxOutputBytes
}

// clip returns the longest prefix of s that is at most n bytes and ends on
// a rune boundary, and whether anything was cut.
func clip(s string, n int) (string, bool) {
	if len(s) <= n {
		return s, false
	}
	i := n
	for i > 0 && !utf8.RuneStart(s[i]) {
		i--
	}
	return s[:i], true
}
