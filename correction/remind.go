package correction

import (
	"context"
	"errors"
	"sort"
	"unicode"
	"unicode/utf8"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/vector"
)

// Reminder defaults.
const (
	// DefaultRemindTokens bounds a reminder's prompt block, in tokens as
	// EstimateTokens counts them.
	DefaultRemindTokens = 300
	// DefaultRemindThreshold is the least relevance of a correction, found
	// by the similarity of its query to a new one, to be put in a reminder.
	DefaultRemindThreshold = 0.35
)

// RemindOptions tunes Memory.Remind; the zero value uses the defaults.
type RemindOptions struct {
	// Candidates is how many similar corrections are looked at
	// (DefaultCandidates).
	Candidates int
	// Threshold is the least relevance of a correction in the reminder
	// (DefaultRemindThreshold).
	Threshold float64
	// MaxTokens bounds the prompt block (DefaultRemindTokens).
	MaxTokens int
}

// Reminder is what to tell a model before it answers a query: the
// corrections relevant to the query and their prompt block.
type Reminder struct {
	// Matches are the corrections in Prompt, most relevant first.
	Matches []*CorrectionMatch
	// Prompt is PromptBlock of Matches; empty when there are none.
	Prompt string
	// Tokens is EstimateTokens(Prompt), never more than the budget.
	Tokens int
}

// Remind finds the corrections to remind a model of before it answers
// query, when there is no answer yet to apply them to: those whose
// embedding is similar to the query's, with a relevance of at least the
// threshold, rendered by PromptBlock within the token budget (the most
// relevant first; a correction that does not fit is left out, and so are
// the ones after it). An empty query, or none relevant, gives an empty
// Reminder. Errors are those of FindSimilar (a failing embedder).
func (m *Memory) Remind(ctx context.Context, query string, opts RemindOptions) (*Reminder, error) {
	r := &Reminder{}
	if isBlank(query) {
		return r, nil
	}
	limit := opts.Candidates
	if limit <= 0 {
		limit = DefaultCandidates
	}
	threshold := opts.Threshold
	if threshold <= 0 {
		threshold = DefaultRemindThreshold
	}
	budget := opts.MaxTokens
	if budget <= 0 {
		budget = DefaultRemindTokens
	}
	query, _ = clip(query, MaxMessageBytes)
	q, err := m.embed(ctx, EmbeddingText(query, ""))
	if err != nil {
		return r, err
	}
	found, err := m.similarAbove(ctx, q, limit, threshold/MaxSuccessFactor)
	if err != nil {
		return r, err
	}
	r.Matches, r.Prompt, r.Tokens = remindBlock(found, threshold, budget)
	return r, nil
}

// remindBlock returns the matches of found to remind of, their prompt
// block and its tokens: the relevant ones (at least threshold), most
// relevant first, while the block fits budget. It is what adding each to
// PromptBlock(kept, 1<<20) in turn gives, a line at a time: a block is its
// head and its lines joined by line breaks, and EstimateTokens counts a
// line break as one token that ends the run before it, so the tokens of
// block + "\n" + line are those of block, 1, and those of line.
func remindBlock(found []*CorrectionMatch, threshold float64, budget int) (kept []*CorrectionMatch, prompt string, tokens int) {
	seen := map[string]bool{}
	for _, f := range found {
		if f.Relevance < threshold {
			continue
		}
		c := f.Correction
		if c == nil || seen[c.ID] {
			continue // nothing more to say (PromptBlock shows a correction once)
		}
		line := promptLine(c)
		if line == "" {
			continue // nothing to say about it (an empty correction)
		}
		var next string
		var n int
		if len(kept) == 0 {
			if len(promptHead)+len(line)+1 > 1<<20 {
				continue
			}
			next = promptHead + line
			n = EstimateTokens(next)
		} else {
			if len(prompt)+1+len(line)+1 > 1<<20 {
				continue
			}
			next = prompt + "\n" + line
			n = tokens + 1 + EstimateTokens(line)
		}
		if n > budget {
			break
		}
		seen[c.ID] = true
		kept = append(kept, f)
		prompt, tokens = next, n
	}
	return kept, prompt, tokens
}

// EstimateTokens counts the tokens of s the way a budget should: more than
// the byte-pair tokenizers of OpenAI-compatible models count for English
// text and code, so that a block within a budget fits it. A run of ASCII
// letters counts a token per 4 letters (rounded up), a run of digits one
// per 3 digits, every other ASCII symbol one, a space none (the tokenizers
// join it to the next word) unless it follows another space, and a
// character outside ASCII two.
func EstimateTokens(s string) int {
	n := 0
	letters, digits := 0, 0
	flush := func() {
		n += (letters+3)/4 + (digits+2)/3
		letters, digits = 0, 0
	}
	prevSpace := false
	for _, r := range s {
		switch {
		case r < utf8.RuneSelf && (unicode.IsLetter(r) || r == '_'):
			if digits > 0 {
				flush()
			}
			letters++
			prevSpace = false
		case r < utf8.RuneSelf && unicode.IsDigit(r):
			if letters > 0 {
				flush()
			}
			digits++
			prevSpace = false
		case r == ' ':
			flush()
			if prevSpace {
				n++
			}
			prevSpace = true
		case r < utf8.RuneSelf:
			flush()
			n++
			prevSpace = false
		default:
			flush()
			n += 2
			prevSpace = false
		}
	}
	flush()
	return n
}

func isBlank(s string) bool {
	for _, r := range s {
		if !unicode.IsSpace(r) {
			return false
		}
	}
	return true
}

// similarAbove is FindSimilarVector without the hits whose similarity is
// below minSim, which are not read from the store: a reminder needs a
// relevance that such a hit cannot reach (relevance is at most similarity
// × MaxSuccessFactor), and most hits of a query with nothing relevant are
// such hits.
func (m *Memory) similarAbove(ctx context.Context, q []float32, limit int, minSim float64) ([]*CorrectionMatch, error) {
	m.mu.RLock()
	if m.index == nil {
		m.mu.RUnlock()
		return nil, errors.New("correction: Memory is not open")
	}
	low := m.low
	hits, err := m.index.Search(q, limit, func(id string) bool { _, skip := low[id]; return !skip })
	m.mu.RUnlock()
	if err != nil {
		return nil, cairn.Invalid("query", "%v", err)
	}
	matches, err := m.readHits(ctx, hits, minSim)
	if err != nil {
		return nil, err
	}
	sort.SliceStable(matches, func(i, j int) bool { return matches[i].Relevance > matches[j].Relevance })
	return matches, nil
}

// readHits returns the matches of the index hits whose similarity is at
// least minSim, in the hits' order, their records read in one read of the
// store; a record gone from the store is forgotten, one whose confidence
// is at most MinConfidence is left out.
func (m *Memory) readHits(ctx context.Context, hits []vector.Result, minSim float64) ([]*CorrectionMatch, error) {
	var ids []string
	for _, h := range hits {
		if float64(h.Score) >= minSim {
			ids = append(ids, h.ID)
		}
	}
	if len(ids) == 0 {
		return nil, nil
	}
	cs, err := m.Store.GetMany(ctx, ids)
	if err != nil {
		return nil, err
	}
	byID := make(map[string]*Correction, len(cs))
	for _, c := range cs {
		byID[c.ID] = c
	}
	now := m.now()
	var matches []*CorrectionMatch
	for _, h := range hits {
		sim := float64(h.Score)
		if sim < minSim {
			continue
		}
		c := byID[h.ID]
		if c == nil {
			m.forget(h.ID) // deleted by another process
			continue
		}
		if c.Confidence <= MinConfidence {
			m.setConf(c.ID, c.Confidence)
			continue
		}
		matches = append(matches, &CorrectionMatch{Correction: c, Similarity: sim, Relevance: Relevance(c, sim, now)})
	}
	return matches, nil
}
