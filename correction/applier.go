package correction

import (
	"context"
	"fmt"
	"github.com/cairnhq/cairn/correction/internal/align"
	"log/slog"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/llm"
)

// Applier defaults, from the seed.
const (
	// DefaultThreshold is the minimum relevance of a correction to apply.
	DefaultThreshold = 0.6
	// DefaultCandidates is how many similar corrections are considered.
	DefaultCandidates = 5
	// DefaultSuggestThreshold is the least relevance of a correction kept
	// as context for it to be suggested.
	DefaultSuggestThreshold = 0.45
)

// ApplyResult is the outcome of Applier.Apply.
type ApplyResult struct {
	Modified           bool               `json:"modified"`
	OriginalText       string             `json:"original_text"`
	ModifiedText       string             `json:"modified_text"`
	AppliedCorrections []*CorrectionMatch `json:"applied_corrections"`
	// Considered are the matches at or above the threshold, applied or not.
	Considered []*CorrectionMatch `json:"considered,omitempty"`
	// Suggested are relevant corrections that were not applied, each with
	// Why: a found mistake below the threshold or out of the scope it was
	// taught in, or a correction kept as context (not a substitutable
	// value) about this kind of answer. An application shows them to the
	// user or puts Prompt in its next model call.
	Suggested []*CorrectionMatch `json:"suggested"`
	// Prompt is a block of text for the next model call: the applied and
	// suggested corrections, most relevant first, within
	// DefaultPromptBudget bytes; empty when there are none.
	Prompt string `json:"prompt,omitempty"`
	// Method is "llm" or "literal" (the offline substitution), or "" when
	// nothing was relevant.
	Method string `json:"method,omitempty"`
	// LLMError says why a configured LLM did not apply the corrections
	// (it failed, or rewrote text outside the corrected parts), when the
	// offline substitution answered instead.
	LLMError string `json:"llm_error,omitempty"`
	// Mode is ApplySuggest when the suggest mode withheld corrections that
	// would have been applied (they lead Suggested); empty otherwise.
	Mode ApplyMode `json:"mode,omitempty"`
	// Truncated reports that the output was longer than MaxOutputBytes:
	// only its first MaxOutputBytes were looked at, the rest is returned
	// as it was.
	Truncated bool `json:"truncated,omitempty"`
}

// Edits lists the substitutions the applied corrections made to the
// output, one per hit: what a user's next reply may undo. Hand them back
// with that reply (Turn.Edits; MCP learn_correction's edits, cairn
// corrections learn --edits) for a revert to be told apart.
func (r *ApplyResult) Edits() []TurnEdit {
	if r == nil || !r.Modified {
		return nil
	}
	var edits []TurnEdit
	for _, m := range r.AppliedCorrections {
		if m == nil || m.Correction == nil {
			continue
		}
		for _, h := range m.Hits {
			if h.Blocked == "" && h.Matched != h.Replacement {
				edits = append(edits, TurnEdit{CorrectionID: m.Correction.ID, Matched: h.Matched, Replacement: h.Replacement})
			}
		}
	}
	return edits
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
//
// Offline, a correction applies where its mistake stands in the new output
// in a context like the one it was taught in (Memory.FindMistakes): the
// located wrong text, or the pattern generalised from it, is replaced by
// the corrected text, and the match says where and why (CorrectionMatch.
// Hits). Corrections that could not be located (Correction.AppliesOffline
// is false) are never substituted offline; they are context for an LLM.
//
// With an LLM, the seed's prompt is sent with the offline matches (their
// spans, replacements and context) and the corrections found by embedding
// similarity. The answer is refused when it changes text outside the
// sentences the corrections concern, and when the LLM fails; the offline
// substitution then answers, with LLMError saying why. A cancelled request
// never falls back: it returns the context's error.
type Applier struct {
	Memory *Memory
	// LLM, when set, rewrites the output with the seed's apply prompt.
	LLM cairn.Completer
	// Threshold is the minimum relevance (DefaultThreshold).
	Threshold float64
	// Candidates is how many similar corrections are suggested at most.
	Candidates int
	// SuggestThreshold is the least relevance of a correction kept as
	// context to be suggested (DefaultSuggestThreshold).
	SuggestThreshold float64
	// Mode says whether the corrections found are applied (ApplyRewrite,
	// the default when empty) or only suggested (ApplySuggest).
	Mode     ApplyMode
	Logger   *slog.Logger
	Observer Observer
}

// NewApplier returns an Applier with the seed's threshold.
func NewApplier(m *Memory, llm cairn.Completer) *Applier {
	return &Applier{Memory: m, LLM: llm, Threshold: DefaultThreshold, Candidates: DefaultCandidates}
}

// Apply finds corrections relevant to query and output and applies them.
// A correction counts as applied, by the seed's rule, when its mistake
// occurred in output and no longer occurs in the result; applications are
// recorded. On any error the output comes back unchanged, with the error.
//
// Only the first MaxOutputBytes of output are examined and may change; the
// rest is kept as it is (ApplyResult.Truncated).
func (a *Applier) Apply(ctx context.Context, query, output string) (*ApplyResult, error) {
	return a.ApplyWith(ctx, query, output, ApplyOptions{})
}

// ApplyWith is Apply with options for this call: opts.Mode, when set,
// overrides a.Mode. An unknown mode is an invalid-input error naming
// "apply", and the output comes back unchanged.
func (a *Applier) ApplyWith(ctx context.Context, query, output string, opts ApplyOptions) (*ApplyResult, error) {
	mode := a.Mode
	if opts.Mode != "" {
		mode = opts.Mode
	}
	mode, err := ParseApplyMode("apply", string(mode))
	if err != nil {
		return &ApplyResult{OriginalText: output, ModifiedText: output, AppliedCorrections: []*CorrectionMatch{}, Suggested: []*CorrectionMatch{}}, err
	}
	head, cut := clip(output, MaxOutputBytes)
	query, _ = clip(query, MaxMessageBytes)
	res, err := a.apply(ctx, query, head, mode)
	if cut {
		tail := output[len(head):]
		res.OriginalText += tail
		res.ModifiedText += tail
		res.Truncated = true
	}
	return res, err
}

func (a *Applier) apply(ctx context.Context, query, output string, mode ApplyMode) (*ApplyResult, error) {
	unchanged := &ApplyResult{OriginalText: output, ModifiedText: output, AppliedCorrections: []*CorrectionMatch{}, Suggested: []*CorrectionMatch{}}
	mistakes, blocked, err := a.Memory.FindMistakesAll(ctx, query, output)
	if err != nil {
		return unchanged, err
	}
	offline, suggested := a.byRelevance(mistakes)
	offline, disputed := disputes(output, offline, blocked)
	suggested = append(suggested, disputed...)
	offline, partial, err := wholeFixes(ctx, output, offline)
	if err != nil {
		return unchanged, err
	}
	suggested = append(suggested, partial...)
	suggested = append(suggested, blocked...)
	suggested, err = a.suggestContext(ctx, query, output, mistakes, blocked, suggested)
	if err != nil {
		return unchanged, err
	}
	sort.SliceStable(suggested, func(i, j int) bool { return suggested[i].Relevance > suggested[j].Relevance })
	if len(suggested) > a.candidates() {
		suggested = suggested[:a.candidates()]
	}

	res := &ApplyResult{OriginalText: output, ModifiedText: output, AppliedCorrections: []*CorrectionMatch{}, Suggested: suggested, Considered: offline}
	if suggested == nil {
		res.Suggested = []*CorrectionMatch{}
	}
	if mode == ApplySuggest && len(offline) > 0 {
		// Nothing is rewritten: what would have been applied is suggested
		// first, each with its hits, and not recorded as applied.
		withheld := make([]*CorrectionMatch, 0, len(offline)+len(res.Suggested))
		for _, m := range offline {
			w := *m
			w.Why, w.Withheld = withheldWhy(m), true
			withheld = append(withheld, &w)
		}
		res.Suggested = append(withheld, res.Suggested...)
		res.Mode = ApplySuggest
		if o, ok := a.Observer.(WithheldObserver); ok {
			o.CorrectionsWithheld(len(offline))
		}
		offline = nil
	}
	if len(offline) == 0 {
		res.Prompt = PromptBlock(res.Suggested, DefaultPromptBudget)
		return res, nil
	}

	modified, method, substituted, err := a.rewrite(ctx, output, offline, res)
	if err != nil {
		return unchanged, err // cancelled: no fallback
	}
	applied := a.recordApplied(ctx, offline, output, modified, method, substituted)
	if len(applied) == 0 && method == "literal" {
		modified = output
	}
	res.Modified = modified != output
	res.ModifiedText = modified
	res.AppliedCorrections = applied
	res.Method = method
	res.Prompt = PromptBlock(append(append([]*CorrectionMatch{}, applied...), suggested...), DefaultPromptBudget)
	return res, nil
}

// byRelevance splits the mistakes found in the output: those relevant
// enough to apply (offline), and the others, suggested with why.
func (a *Applier) byRelevance(mistakes []*CorrectionMatch) (offline, suggested []*CorrectionMatch) {
	for _, m := range mistakes {
		if a.Observer != nil {
			a.Observer.CorrectionMatched(m.Relevance)
		}
		if m.Relevance >= a.threshold() {
			offline = append(offline, m)
			continue
		}
		m.Why = fmt.Sprintf("relevance %.2f is below the threshold %.2g: the context is not enough like the taught one", m.Relevance, a.threshold())
		suggested = append(suggested, m)
	}
	return offline, suggested
}

// suggestContext appends to suggested the corrections kept as context
// that are about this kind of answer. It fails only when ctx ends.
func (a *Applier) suggestContext(ctx context.Context, query, output string, mistakes, blocked, suggested []*CorrectionMatch) ([]*CorrectionMatch, error) {
	// Corrections kept as context (no typed value to substitute) that are
	// about this kind of answer: suggested, and in the prompt block.
	seen := map[string]bool{}
	for _, m := range mistakes {
		seen[m.Correction.ID] = true
	}
	for _, m := range blocked {
		seen[m.Correction.ID] = true
	}
	// The search by similarity costs a scan of the index: it runs only
	// when some corrections are kept as context, the only ones it can add.
	var similar []*CorrectionMatch
	var serr error
	if a.Memory.hasContextOnly() {
		similar, serr = a.Memory.FindSimilar(ctx, query, output, a.candidates())
	}
	switch {
	case serr != nil && ctx.Err() != nil:
		return nil, ctx.Err()
	case serr != nil:
		a.logger().LogAttrs(ctx, slog.LevelDebug, "apply: similar corrections unavailable (the service logs the outage once)", slog.Any(llm.LogKeyError, serr))
	}
	for _, m := range similar {
		if seen[m.Correction.ID] || m.Correction.AppliesOffline() || m.Relevance < a.suggestThreshold() {
			continue
		}
		seen[m.Correction.ID] = true
		m.Why = contextOnlyWhy(m.Correction)
		suggested = append(suggested, m)
	}
	return suggested, nil
}

// contextOnlyWhy says why a correction that is not substituted offline is
// only suggested: it holds a pair of values the learner did not trust
// enough to substitute (it was not sure which value of the output the
// message fixed, or with what), or what it corrects is no value at all.
func contextOnlyWhy(c *Correction) string {
	prev := c.contextOf(SourcePreviousOutput)
	if o := strings.TrimSpace(c.OriginalOutput); o != "" && o != strings.TrimSpace(prev) && strings.Contains(prev, c.OriginalOutput) {
		return fmt.Sprintf("kept as context: the learner was not sure enough of the pair %q → %q to substitute it offline", shorten(c.OriginalOutput, 80), shorten(c.CorrectedOutput, 80))
	}
	return "kept as context: what it corrects is not a value that can be substituted"
}

// rewrite applies the offline corrections to output: by substituting
// their hits, or through the LLM when there is one, the substitution then
// its fallback (a failure of the LLM is noted in res.LLMError). It fails
// only when ctx ends.
func (a *Applier) rewrite(ctx context.Context, output string, offline []*CorrectionMatch, res *ApplyResult) (modified, method string, substituted map[*CorrectionMatch]bool, err error) {
	literal, substituted := substituteHits(output, offline)
	modified, method = literal, "literal"
	if a.LLM != nil {
		var llmErr error
		text, used, err := llm.Fallback(ctx, nil, "apply corrections",
			func(ctx context.Context) (string, error) {
				t, err := a.applyLLM(ctx, output, offline)
				llmErr = err
				return t, err
			},
			func(context.Context) (string, error) { return literal, nil })
		if err != nil {
			return "", "", nil, err
		}
		if used {
			modified, method = text, "llm"
		} else if llmErr != nil {
			res.LLMError = cairn.ErrorMessage(llmErr)
		}
	}
	return modified, method, substituted, nil
}

// recordApplied returns the offline corrections applied, and records
// their application.
func (a *Applier) recordApplied(ctx context.Context, offline []*CorrectionMatch, output, modified, method string, substituted map[*CorrectionMatch]bool) []*CorrectionMatch {
	// The seed's rule: applied when the mistake was in the output and is
	// gone from the result.
	var applied []*CorrectionMatch
	for _, m := range offline {
		switch {
		case method == "literal" && substituted[m]:
			applied = append(applied, m)
		case method == "llm" && goneFrom(m, output, modified):
			applied = append(applied, m)
		}
	}
	for _, m := range applied {
		if err := a.Memory.RecordApplication(ctx, m.Correction.ID); err != nil {
			a.logger().LogAttrs(ctx, slog.LevelWarn, "record application", slog.String("id", m.Correction.ID), slog.Any(llm.LogKeyError, err))
		}
	}
	if a.Observer != nil && len(applied) > 0 {
		a.Observer.CorrectionsApplied(len(applied))
	}
	if applied == nil {
		applied = []*CorrectionMatch{}
	}
	return applied
}

// disputeMargin is how much better the context of one of two corrections
// that rewrite the same text differently must fit (Hit.Similarity) for it
// to be applied.
const disputeMargin = 0.1

// disputes removes from matches the hits where two corrections would
// rewrite the same text differently ("us-east-1" taught as "eu-west-1" in
// one conversation, "--region us-east-1" as "--region eu-central-1" in
// another) and neither context fits clearly better: the taught contexts
// do not say which holds here. A match left without hits is returned apart,
// to be suggested; where one fits clearly better, the others' hits there
// are dropped. The hits of rivals (corrections blocked here) dispute
// too, but are never applied: a value taught as two different fixes in
// two contexts is fixed only where the context says which.
func disputes(output string, matches, rivals []*CorrectionMatch) (kept, disputed []*CorrectionMatch) {
	if len(matches) == 0 || len(matches)+len(rivals) < 2 {
		return matches, nil
	}
	type hitOf struct {
		m *CorrectionMatch
		i int
	}
	var all []hitOf
	for _, m := range append(append([]*CorrectionMatch{}, matches...), rivals...) {
		for i := range m.Hits {
			all = append(all, hitOf{m, i})
		}
	}
	drop := map[*CorrectionMatch]map[int]bool{}
	why := map[*CorrectionMatch]string{}
	lose := func(h hitOf, other string) {
		if drop[h.m] == nil {
			drop[h.m] = map[int]bool{}
		}
		drop[h.m][h.i] = true
		why[h.m] = fmt.Sprintf("another correction rewrites the same text as %q here", other)
	}
	// By start: only hits that overlap are compared, so the pass costs
	// the overlaps, not every pair of hits (an output can hold thousands).
	sort.Slice(all, func(x, y int) bool { return all[x].m.Hits[all[x].i].Start < all[y].m.Hits[all[y].i].Start })
	for x := 0; x < len(all); x++ {
		for y := x + 1; y < len(all) && all[y].m.Hits[all[y].i].Start < all[x].m.Hits[all[x].i].End; y++ {
			a, b := all[x], all[y]
			ha, hb := a.m.Hits[a.i], b.m.Hits[b.i]
			if a.m == b.m {
				continue
			}
			if ha.Start == hb.Start && ha.End == hb.End && ha.Replacement == hb.Replacement {
				continue // the same rewrite of the same text (many corrections taught one mistake)
			}
			// The text over both hits, as each would leave it.
			lo, hi := min(ha.Start, hb.Start), max(ha.End, hb.End)
			ra := output[lo:ha.Start] + ha.Replacement + output[ha.End:hi]
			rb := output[lo:hb.Start] + hb.Replacement + output[hb.End:hi]
			if ra == rb {
				continue
			}
			// The context decides, not how sure detection was: the hit
			// whose context fits clearly better wins.
			if ha.Similarity < hb.Similarity {
				a, b, ra, rb = b, a, rb, ra
				ha, hb = hb, ha
			}
			lose(b, ra)
			if ha.Similarity-hb.Similarity < disputeMargin {
				lose(a, rb)
			}
		}
	}
	for _, m := range matches {
		if len(drop[m]) == 0 {
			kept = append(kept, m)
			continue
		}
		var hits []Hit
		for i, h := range m.Hits {
			if !drop[m][i] {
				hits = append(hits, h)
			}
		}
		if len(hits) > 0 {
			m.Hits = hits
			kept = append(kept, m)
			continue
		}
		m.Why = why[m]
		disputed = append(disputed, m)
	}
	return kept, disputed
}

// wholeFixes keeps the offline corrections whose substitution leaves no
// other statement of the old value in the output (align.Residual): with
// "node:18-alpine" fixed and "node-version: 18" left, the answer would
// contradict itself. Those are suggested instead, with the line. The
// check runs on the output with every kept correction substituted, so a
// line another correction fixes does not count. Each pass drops at least
// one correction or ends; it fails only when ctx ends.
func wholeFixes(ctx context.Context, output string, offline []*CorrectionMatch) (kept, partial []*CorrectionMatch, err error) {
	kept = offline
	for range len(offline) {
		if err := ctx.Err(); err != nil {
			return nil, nil, err
		}
		text, _ := substituteHits(output, kept)
		var next []*CorrectionMatch
		for _, m := range kept {
			if line := align.Residual(m.Correction.OriginalOutput, m.Correction.CorrectedOutput, text); line != "" {
				m.Why = fmt.Sprintf("the output states the old value elsewhere too (%q): fixing one place would contradict the other", clipWhy(line))
				partial = append(partial, m)
				continue
			}
			next = append(next, m)
		}
		if len(next) == len(kept) {
			return kept, partial, nil
		}
		kept = next
	}
	return kept, partial, nil
}

// clipWhy shortens a line quoted in a reason.
func clipWhy(s string) string {
	if len(s) <= 80 {
		return s
	}
	cut := 80
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + "…"
}

// goneFrom reports whether m's mistake stood in output and is gone from
// modified.
func goneFrom(m *CorrectionMatch, output, modified string) bool {
	if len(m.Hits) > 0 {
		for _, h := range m.Hits {
			if strings.Contains(modified, h.Matched) && !strings.Contains(modified, h.Replacement) {
				return false
			}
		}
		return true
	}
	orig := m.Correction.OriginalOutput
	return strings.Contains(output, orig) && !strings.Contains(modified, orig)
}

// substituteHits replaces the hits of the matches in output, the most
// relevant first; a hit overlapping one already taken is skipped.
func substituteHits(output string, matches []*CorrectionMatch) (string, map[*CorrectionMatch]bool) {
	type edit struct {
		h Hit
		m *CorrectionMatch
	}
	var edits []edit
	taken := func(h Hit) bool {
		for _, e := range edits {
			if h.Start < e.h.End && e.h.Start < h.End {
				return true
			}
		}
		return false
	}
	for _, m := range matches { // sorted by relevance
		for _, h := range m.Hits {
			if !taken(h) {
				edits = append(edits, edit{h, m})
			}
		}
	}
	sort.Slice(edits, func(i, j int) bool { return edits[i].h.Start < edits[j].h.Start })
	var b strings.Builder
	last := 0
	done := map[*CorrectionMatch]bool{}
	for _, e := range edits {
		b.WriteString(output[last:e.h.Start])
		b.WriteString(e.h.Replacement)
		last = e.h.End
		done[e.m] = true
	}
	b.WriteString(output[last:])
	return b.String(), done
}

func (a *Applier) threshold() float64 {
	if a.Threshold <= 0 {
		return DefaultThreshold
	}
	return a.Threshold
}

func (a *Applier) suggestThreshold() float64 {
	if a.SuggestThreshold <= 0 {
		return DefaultSuggestThreshold
	}
	return a.SuggestThreshold
}

func (a *Applier) candidates() int {
	if a.Candidates <= 0 {
		return DefaultCandidates
	}
	return a.Candidates
}

func (a *Applier) logger() *slog.Logger {
	if a.Logger == nil {
		return slog.New(slog.DiscardHandler)
	}
	return a.Logger
}

// applyLLM asks the LLM to apply the corrections whose mistakes were
// found, and checks its answer: every change must lie at a hit (within
// the hit's sentence, overlapping the hit) and carry that hit's
// replacement; an empty answer, or one that changes anything else, is
// refused (EUNAVAILABLE), whatever the length of the output.
func (a *Applier) applyLLM(ctx context.Context, output string, offline []*CorrectionMatch) (string, error) {
	text, _, err := a.LLM.Complete(ctx, ApplyPrompt(output, offline))
	if err != nil {
		return "", err
	}
	text = cleanLLMOutput(text)
	if strings.TrimSpace(text) == "" {
		return "", cairn.Errorf(cairn.EUNAVAILABLE, "the LLM answered nothing")
	}
	if where, ok := changesAtHits(output, text, offline); !ok {
		return "", cairn.Errorf(cairn.EUNAVAILABLE, "the LLM changed text that is not a found mistake, or did not put the taught value there (near %q); its answer was refused", where)
	}
	return text, nil
}

// ApplyPrompt is the seed's prompt asking an LLM to apply corrections. For
// a correction whose mistake was found in the output, it adds where and
// what to replace, and the context that matched.
func ApplyPrompt(output string, corrections []*CorrectionMatch) string {
	var descs strings.Builder
	for i, c := range corrections {
		fmt.Fprintf(&descs, "[Correction %d]\nOriginal: %s\nCorrected: %s\n",
			i+1, c.Correction.OriginalOutput, c.Correction.CorrectedOutput)
		for _, h := range c.Hits {
			fmt.Fprintf(&descs, "Found in the output: %q -> replace with %q (%s)\n", h.Matched, h.Replacement, h.Context)
		}
		descs.WriteString("\n")
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
