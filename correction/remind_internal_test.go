package correction

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// remindBlockByPromptBlock is what Remind did before remindBlock: the
// whole block rendered again for each match, and its tokens counted.
func remindBlockByPromptBlock(found []*CorrectionMatch, threshold float64, budget int) (kept []*CorrectionMatch, prompt string, tokens int) {
	for _, f := range found {
		if f.Relevance < threshold {
			continue
		}
		next := PromptBlock(append(kept[:len(kept):len(kept)], f), 1<<20)
		if next == prompt {
			continue
		}
		n := EstimateTokens(next)
		if n > budget {
			break
		}
		kept = append(kept, f)
		prompt, tokens = next, n
	}
	return kept, prompt, tokens
}

// TestRemindBlock checks that remindBlock gives what rendering the whole
// block for each match gives, over random lists: literal and contextual
// corrections, repeats, empty ones, words, numbers, spaces and text
// outside ASCII, relevances on both sides of the threshold, budgets that
// cut the list.
func TestRemindBlock(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	pieces := []string{"retry", "3", "times", "  ", "with", "backoff", "eu-west-1", "--no-cache", "café", "ДБ", "x_y", "1.5", "\t", "`code`", "\"quoted\"", ""}
	text := func(n int) string {
		var b strings.Builder
		for range n {
			b.WriteString(pieces[rng.IntN(len(pieces))])
			if rng.IntN(3) > 0 {
				b.WriteByte(' ')
			}
		}
		return b.String()
	}
	cut, several := 0, 0
	for i := range 3000 {
		var pool []*Correction
		for j := range 1 + rng.IntN(6) {
			c := &Correction{ID: fmt.Sprintf("c%d", j), Query: text(rng.IntN(8)), Literal: rng.IntN(2) == 0,
				OriginalOutput: text(rng.IntN(4)), CorrectedOutput: text(rng.IntN(4))}
			if rng.IntN(2) == 0 {
				c.Context = []ContextChunk{{Source: SourceMessage, Content: text(rng.IntN(10))}}
			}
			pool = append(pool, c)
		}
		var found []*CorrectionMatch
		for range rng.IntN(8) {
			found = append(found, &CorrectionMatch{Correction: pool[rng.IntN(len(pool))], Relevance: rng.Float64()})
		}
		threshold, budget := rng.Float64()*0.5, 10+rng.IntN(200)
		gotKept, gotPrompt, gotTokens := remindBlock(found, threshold, budget)
		wantKept, wantPrompt, wantTokens := remindBlockByPromptBlock(found, threshold, budget)
		if gotPrompt != wantPrompt || gotTokens != wantTokens || len(gotKept) != len(wantKept) {
			t.Fatalf("case %d: remindBlock = %d matches, %d tokens, %q; want %d, %d, %q", i, len(gotKept), gotTokens, gotPrompt, len(wantKept), wantTokens, wantPrompt)
		}
		if len(wantKept) > 1 {
			several++
		}
		if len(wantKept) > 0 && len(wantKept) < len(found) && wantTokens > budget/2 {
			cut++
		}
		for k := range gotKept {
			if gotKept[k] != wantKept[k] {
				t.Fatalf("case %d: match %d differs", i, k)
			}
		}
	}
	if several < 100 || cut < 100 {
		t.Fatalf("%d blocks of several corrections, %d near the budget: the cases do not cover them", several, cut)
	}
}
