package correction

import (
	"context"
	"fmt"
	"log/slog"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/cairnhq/cairn"
)

// Applier defaults, from the seed.
const (
	// DefaultThreshold is the minimum relevance of a correction to apply.
	DefaultThreshold = 0.6
	// DefaultCandidates is how many similar corrections are considered.
	DefaultCandidates = 5
)

// ApplyResult is the outcome of Applier.Apply.
type ApplyResult struct {
	Modified           bool               `json:"modified"`
	OriginalText       string             `json:"original_text"`
	ModifiedText       string             `json:"modified_text"`
	AppliedCorrections []*CorrectionMatch `json:"applied_corrections"`
	// Considered are the matches at or above the threshold, applied or not.
	Considered []*CorrectionMatch `json:"considered,omitempty"`
	// Method is "llm" or "literal" (the offline substitution), or "" when
	// nothing was relevant.
	Method string `json:"method,omitempty"`
}

// Observer receives the seed's metrics events. The http package implements
// it with Prometheus; nil observers are skipped.
type Observer interface {
	// CorrectionDetected counts a detected correction of category.
	CorrectionDetected(category Category)
	// CorrectionsApplied counts n corrections applied to one output.
	CorrectionsApplied(n int)
	// CorrectionMatched observes the relevance of a matched correction.
	CorrectionMatched(relevance float64)
}

// Applier applies learned corrections to new output (the seed's Applier).
// With an LLM it uses the seed's prompt; without one, or when the LLM fails,
// it substitutes the corrected text for every occurrence of a relevant
// correction's original text (exactly, then ignoring case and white space).
type Applier struct {
	Memory *Memory
	// LLM, when set, rewrites the output with the seed's apply prompt.
	LLM cairn.Completer
	// Threshold is the minimum relevance (DefaultThreshold).
	Threshold float64
	// Candidates is how many similar corrections to consider.
	Candidates int
	Logger     *slog.Logger
	Observer   Observer
}

// NewApplier returns an Applier with the seed's threshold.
func NewApplier(m *Memory, llm cairn.Completer) *Applier {
	return &Applier{Memory: m, LLM: llm, Threshold: DefaultThreshold, Candidates: DefaultCandidates}
}

// Apply finds corrections relevant to query and output and applies them.
// A correction counts as applied, by the seed's rule, when its original text
// occurs in output and no longer occurs in the result; applications are
// recorded. On any error the output comes back unchanged, with the error.
func (a *Applier) Apply(ctx context.Context, query, output string) (*ApplyResult, error) {
	unchanged := &ApplyResult{OriginalText: output, ModifiedText: output, AppliedCorrections: []*CorrectionMatch{}}
	limit := a.Candidates
	if limit <= 0 {
		limit = DefaultCandidates
	}
	matches, err := a.Memory.FindSimilar(ctx, query, output, limit)
	if err != nil {
		return unchanged, err
	}
	var applicable []*CorrectionMatch
	for _, m := range matches {
		if a.Observer != nil {
			a.Observer.CorrectionMatched(m.Relevance)
		}
		if m.Relevance >= a.threshold() && m.Correction.OriginalOutput != "" {
			applicable = append(applicable, m)
		}
	}
	if len(applicable) == 0 {
		return unchanged, nil
	}

	modified, method := output, "literal"
	if a.LLM != nil {
		text, _, err := a.LLM.Complete(ctx, ApplyPrompt(output, applicable))
		text = cleanLLMOutput(text)
		switch {
		case err != nil:
			a.logger().LogAttrs(ctx, slog.LevelWarn, "llm apply failed; substituting literally", slog.Any("error", err))
		case strings.TrimSpace(text) == "":
			a.logger().LogAttrs(ctx, slog.LevelWarn, "llm apply answered nothing; substituting literally")
		default:
			modified, method = text, "llm"
		}
	}
	substituted := map[*CorrectionMatch]bool{}
	if method == "literal" {
		for _, m := range applicable {
			if !m.Correction.Literal {
				continue
			}
			next := Substitute(modified, m.Correction.OriginalOutput, m.Correction.CorrectedOutput)
			substituted[m] = next != modified
			modified = next
		}
	}

	// The seed's rule: applied when the original text was in the output
	// and is gone from the result. Offline, the corrections that were
	// substituted are the ones applied.
	var applied []*CorrectionMatch
	for _, m := range applicable {
		orig := m.Correction.OriginalOutput
		switch {
		case method == "llm" && strings.Contains(output, orig) && !strings.Contains(modified, orig):
			applied = append(applied, m)
		case method == "literal" && substituted[m]:
			applied = append(applied, m)
		}
	}
	for _, m := range applied {
		if err := a.Memory.RecordApplication(ctx, m.Correction.ID); err != nil {
			a.logger().LogAttrs(ctx, slog.LevelWarn, "record application", slog.String("id", m.Correction.ID), slog.Any("error", err))
		}
	}
	if a.Observer != nil && len(applied) > 0 {
		a.Observer.CorrectionsApplied(len(applied))
	}
	if applied == nil {
		applied = []*CorrectionMatch{}
	}
	return &ApplyResult{
		Modified:           modified != output,
		OriginalText:       output,
		ModifiedText:       modified,
		AppliedCorrections: applied,
		Considered:         applicable,
		Method:             method,
	}, nil
}

func (a *Applier) threshold() float64 {
	if a.Threshold <= 0 {
		return DefaultThreshold
	}
	return a.Threshold
}

func (a *Applier) logger() *slog.Logger {
	if a.Logger == nil {
		return slog.New(slog.DiscardHandler)
	}
	return a.Logger
}

// ApplyPrompt is the seed's prompt asking an LLM to apply corrections.
func ApplyPrompt(output string, corrections []*CorrectionMatch) string {
	var descs strings.Builder
	for i, c := range corrections {
		fmt.Fprintf(&descs, "[Correction %d]\nOriginal: %s\nCorrected: %s\n\n",
			i+1, c.Correction.OriginalOutput, c.Correction.CorrectedOutput)
	}
	return fmt.Sprintf(`Apply these learned corrections to the output if relevant.

Learned Corrections:
%s

Current Output:
%s

Instructions:
1. Check if any correction applies to similar patterns in the output
2. Apply relevant corrections while preserving unrelated content
3. If no corrections apply, return the original unchanged

Modified Output:`, descs.String(), output)
}

// cleanLLMOutput strips what models commonly wrap an answer in: surrounding
// white space and a "Modified Output:" echo.
func cleanLLMOutput(s string) string {
	s = strings.TrimSpace(s)
	if rest, ok := strings.CutPrefix(s, "Modified Output:"); ok {
		s = strings.TrimSpace(rest)
	}
	return s
}

// Substitute replaces every occurrence of original in text with corrected:
// exact occurrences first; if there are none, occurrences that differ only
// in letter case and in the amount of white space. An occurrence must not
// start or end inside a word ("error" is not replaced inside "errors"). An
// empty original changes nothing.
func Substitute(text, original, corrected string) string {
	if strings.TrimSpace(original) == "" {
		return text
	}
	if out, n := replaceMatches(text, original, corrected, matchExactAt); n > 0 {
		return out
	}
	out, _ := replaceMatches(text, original, corrected, matchFoldAt)
	return out
}

// replaceMatches replaces the whole-word matches that match finds.
func replaceMatches(text, pattern, repl string, match func(text string, i int, pattern string) (int, bool)) (string, int) {
	var b strings.Builder
	n, last := 0, 0
	for i := 0; i < len(text); {
		if e, ok := match(text, i, pattern); ok && e > i && wordBounded(text, i, e) {
			b.WriteString(text[last:i])
			b.WriteString(repl)
			last, i = e, e
			n++
			continue
		}
		_, size := utf8.DecodeRuneInString(text[i:])
		i += size
	}
	if n == 0 {
		return text, 0
	}
	b.WriteString(text[last:])
	return b.String(), n
}

func matchExactAt(text string, i int, pattern string) (int, bool) {
	if strings.HasPrefix(text[i:], pattern) {
		return i + len(pattern), true
	}
	return 0, false
}

// wordBounded reports whether text[start:end] neither starts nor ends in
// the middle of a word.
func wordBounded(text string, start, end int) bool {
	if start > 0 {
		before, _ := utf8.DecodeLastRuneInString(text[:start])
		first, _ := utf8.DecodeRuneInString(text[start:])
		if isWord(before) && isWord(first) {
			return false
		}
	}
	if end < len(text) {
		last, _ := utf8.DecodeLastRuneInString(text[:end])
		after, _ := utf8.DecodeRuneInString(text[end:])
		if isWord(last) && isWord(after) {
			return false
		}
	}
	return true
}

func isWord(r rune) bool { return r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) }

// matchFoldAt matches pattern against text starting at byte i.
func matchFoldAt(text string, i int, pattern string) (int, bool) {
	pattern = strings.TrimSpace(pattern)
	if pattern == "" {
		return 0, false
	}
	j := 0
	for j < len(pattern) {
		pr, psize := utf8.DecodeRuneInString(pattern[j:])
		if unicode.IsSpace(pr) {
			// A run of space in the pattern needs a run of space in the text.
			for j < len(pattern) {
				r, s := utf8.DecodeRuneInString(pattern[j:])
				if !unicode.IsSpace(r) {
					break
				}
				j += s
			}
			n := 0
			for i < len(text) {
				r, s := utf8.DecodeRuneInString(text[i:])
				if !unicode.IsSpace(r) {
					break
				}
				i += s
				n++
			}
			if n == 0 {
				return 0, false
			}
			continue
		}
		if i >= len(text) {
			return 0, false
		}
		tr, tsize := utf8.DecodeRuneInString(text[i:])
		if tr != pr && unicode.SimpleFold(tr) != pr && !equalFoldRune(tr, pr) {
			return 0, false
		}
		i += tsize
		j += psize
	}
	return i, true
}

func equalFoldRune(a, b rune) bool {
	return strings.EqualFold(string(a), string(b))
}
