package correction

import (
	"context"
	"fmt"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"
	"unicode"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/correction/internal/align"
)

// Sources of the context chunks a correction learned in a session keeps,
// from which its Rule is compiled.
const (
	SourcePreviousOutput = "previous_output" // the output that was corrected
	SourceMessage        = "message"         // the user's correction
	// SourceReverts names, one per line, the corrections whose edit the
	// message undid (MessageResult.Reverted): the correction is an
	// exception to them where it was taught, not a lesson of its own
	// against them (mistakeRead.contest).
	SourceReverts = "reverts"
)

// Hit says where a correction's mistake was found in an output and why it
// applies there: the matched text, its replacement and the context words
// that matched the taught context.
type Hit struct {
	Start       int     `json:"start"`
	End         int     `json:"end"`
	Matched     string  `json:"matched"`
	Replacement string  `json:"replacement"`
	Pattern     bool    `json:"pattern"` // a generalised pattern matched, not the taught text
	Context     string  `json:"context"`
	Similarity  float64 `json:"similarity"`
	// Blocked, on a suggestion's hit, says why this occurrence was not
	// changed: another scope, a case the message set apart, no context of
	// the taught one.
	Blocked string `json:"blocked,omitempty"`
}

// AppliesOffline reports whether c can be applied without an LLM: its
// wrong text was located in the output it corrected, so the offline
// applier finds it again and substitutes the corrected text.
//
// A pair longer than MaxRuleBytes on either side is never applied offline:
// a typed value is short, and matching long texts in every output would
// cost every later turn of the tenant.
func (c *Correction) AppliesOffline() bool {
	return c.Literal && strings.TrimSpace(c.OriginalOutput) != "" && c.CorrectedOutput != c.OriginalOutput &&
		len(c.OriginalOutput) <= MaxRuleBytes && len(c.CorrectedOutput) <= MaxRuleBytes
}

// contextOf returns the content of c's context chunk from source.
func (c *Correction) contextOf(source string) string {
	for _, ch := range c.Context {
		if ch.Source == source {
			return ch.Content
		}
	}
	return ""
}

// rule compiles the Rule of an offline-applicable correction.
func (c *Correction) rule() (*align.Rule, error) {
	msg := c.contextOf(SourceMessage)
	if msg == "" {
		msg = c.Explanation
	}
	// The rule reads of its context what detection reads of a turn.
	msg, teach, _ := clipInputs(msg, c.contextOf(SourcePreviousOutput))
	query, _ := clip(c.Query, MaxMessageBytes)
	return align.Compile(c.OriginalOutput, c.CorrectedOutput, teach, msg, query)
}

// mistakeIndex finds the offline-applicable corrections whose mistake may
// stand in an output: each is keyed by the longest name or value of its
// wrong text, and an output is looked up by every name and value it holds
// (and the tails of its dotted names). Rules are compiled on first use.
type mistakeIndex struct {
	mu    sync.Mutex
	byKey map[string][]string  // key → correction ids, in the order they were indexed
	keyOf map[string][]string  // correction id → keys
	rules map[string]*compiled // correction id → compiled rule
	// byRight lists the corrections by their right text (lessonText):
	// a correction whose wrong text another one teaches as right is
	// disputed by the memory itself (rivals).
	byRight map[string][]string
	rightOf map[string]string // correction id → its lessonText(right)
}

// lessonText is how the memory compares one correction's wrong text with
// another's right text: trimmed, in its case ("'iOS'" → "'ios'" is one
// lesson, not two that disagree).
func lessonText(s string) string { return strings.TrimSpace(s) }

// minDisputedText is the shortest wrong text the memory's disagreement
// counts for: a short option or word ("-r", "-R") means something else in
// every program, and its lessons are scoped by their context checks.
const minDisputedText = 4

type compiled struct {
	rule   *align.Rule
	err    error
	lesson string // the correction's wrong and right texts, joined by NUL
}

func newMistakeIndex() *mistakeIndex {
	return &mistakeIndex{byKey: map[string][]string{}, keyOf: map[string][]string{}, rules: map[string]*compiled{},
		byRight: map[string][]string{}, rightOf: map[string]string{}}
}

func (x *mistakeIndex) add(c *Correction) {
	if !c.AppliesOffline() {
		x.remove(c.ID)
		return
	}
	x.mu.Lock()
	_, known := x.keyOf[c.ID]
	x.mu.Unlock()
	if known {
		return // the texts of a stored correction do not change
	}
	keys := align.Keys(c.OriginalOutput, c.CorrectedOutput)
	x.mu.Lock()
	defer x.mu.Unlock()
	if old, ok := x.keyOf[c.ID]; ok {
		if slices.Equal(old, keys) {
			return
		}
		x.unkey(c.ID, old)
	}
	for _, k := range keys {
		x.byKey[k] = append(x.byKey[k], c.ID)
	}
	x.keyOf[c.ID] = keys
	delete(x.rules, c.ID)
	if _, ok := x.rightOf[c.ID]; !ok {
		r := lessonText(c.CorrectedOutput)
		x.rightOf[c.ID] = r
		x.byRight[r] = append(x.byRight[r], c.ID)
	}
}

func (x *mistakeIndex) remove(id string) {
	x.mu.Lock()
	defer x.mu.Unlock()
	x.unkey(id, x.keyOf[id])
	delete(x.keyOf, id)
	delete(x.rules, id)
	if r, ok := x.rightOf[id]; ok {
		ids := slices.DeleteFunc(x.byRight[r], func(v string) bool { return v == id })
		if len(ids) == 0 {
			delete(x.byRight, r)
		} else {
			x.byRight[r] = ids
		}
		delete(x.rightOf, id)
	}
}

// rivals returns the offline-applicable corrections that teach wrong,
// the wrong text of another, as their right text: "actions/checkout@v4"
// fixed to "@v2" in one conversation and "@v2" to "@v4" in another, or a
// user who put back what a correction had replaced (a revert). The memory
// disagrees with itself about that text; mistakeRead.contest says where
// each lesson holds.
func (x *mistakeIndex) rivals(wrong string) []string {
	w := lessonText(wrong)
	if len(w) < minDisputedText {
		return nil
	}
	x.mu.Lock()
	defer x.mu.Unlock()
	return slices.Clone(x.byRight[w])
}

func (x *mistakeIndex) unkey(id string, keys []string) {
	for _, k := range keys {
		ids := slices.DeleteFunc(x.byKey[k], func(v string) bool { return v == id })
		if len(ids) == 0 {
			delete(x.byKey, k)
		} else {
			x.byKey[k] = ids
		}
	}
}

// MaxRulesPerKey bounds how many corrections one key of an output brings
// to the context check: the most recently learned ones. A tenant that
// taught the same mistake thousands of times keeps a fast check path (see
// the README's figures); the older ones are the same lesson.
const MaxRulesPerKey = 32

// MaxRulesPerLesson bounds, within one key's MaxRulesPerKey, how many
// corrections of the same lesson (the same wrong and right texts, taught in
// other conversations) are checked: the most recently learned ones, which
// carry the newest contexts and scopes. A key taught as several lessons
// ("master" → "main" for a repository, "master" → "primary" for a
// database) keeps room for each. Copies whose rule is not compiled yet
// count as lessons of their own until they are: the first output that
// meets them compiles them.
const MaxRulesPerLesson = 4

// maxLessonWalk is how many of a key's most recent corrections candidates
// looks at to fill its MaxRulesPerKey.
const maxLessonWalk = 8 * MaxRulesPerKey

// outputKeys holds the slices candidates gathers an output's keys in.
var outputKeys = sync.Pool{New: func() any { return new([]string) }}

// candidates returns the ids of corrections keyed by a key of output: per
// key, the most recently indexed, at most MaxRulesPerLesson of a lesson and
// MaxRulesPerKey in all.
func (x *mistakeIndex) candidates(output string) []string {
	// The keys come in the output's order, some more than once; the ids
	// are the same set whatever the order, and are sorted.
	kp := outputKeys.Get().(*[]string)
	keys := (*kp)[:0]
	align.OutputKeys(output, func(k string) { keys = append(keys, k) })
	defer func() {
		if cap(keys) <= 1<<14 {
			clear(keys) // the pool keeps no text
			*kp = keys[:0]
			outputKeys.Put(kp)
		}
	}()
	x.mu.Lock()
	defer x.mu.Unlock()
	seen := map[string]bool{}
	var ids []string
	var lessons map[string]int
	for _, k := range keys {
		list := x.byKey[k]
		if len(list) <= MaxRulesPerLesson {
			for _, id := range list {
				if !seen[id] {
					seen[id] = true
					ids = append(ids, id)
				}
			}
			continue
		}
		clear(lessons)
		// The walk looks at most maxLessonWalk copies back: a key taught
		// thousands of times costs a bounded walk per output.
		taken := 0
		for i := len(list) - 1; i >= max(0, len(list)-maxLessonWalk) && taken < MaxRulesPerKey; i-- {
			id := list[i]
			if r := x.rules[id]; r != nil {
				if lessons == nil {
					lessons = map[string]int{}
				}
				if lessons[r.lesson] >= MaxRulesPerLesson {
					continue
				}
				lessons[r.lesson]++
			}
			taken++
			if !seen[id] {
				seen[id] = true
				ids = append(ids, id)
			}
		}
	}
	sort.Strings(ids)
	return ids
}

// cachedRule returns the compiled rule of id, if it was compiled.
func (x *mistakeIndex) cachedRule(id string) (*align.Rule, bool) {
	x.mu.Lock()
	defer x.mu.Unlock()
	r, ok := x.rules[id]
	if !ok || r.err != nil {
		return nil, false
	}
	return r.rule, true
}

// ruleFor returns c's compiled rule, compiling it once.
func (x *mistakeIndex) ruleFor(c *Correction) (*align.Rule, error) {
	x.mu.Lock()
	r, ok := x.rules[c.ID]
	x.mu.Unlock()
	if ok {
		return r.rule, r.err
	}
	rule, err := c.rule()
	x.mu.Lock()
	if _, still := x.keyOf[c.ID]; still {
		x.rules[c.ID] = &compiled{rule, err, c.OriginalOutput + "\x00" + c.CorrectedOutput}
	}
	x.mu.Unlock()
	return rule, err
}

// FindMistakes returns the stored corrections whose mistake stands in
// output, in a context like the one they were taught in, with where it
// stands and why (CorrectionMatch.Hits). Similarity is that of the best
// hit (see Hit); relevance follows the seed's formula. Only corrections
// that apply offline (Correction.AppliesOffline) and whose confidence is
// above MinConfidence are found. The query's wording only counts as topic,
// never alone: the mistake itself must stand in output.
func (m *Memory) FindMistakes(ctx context.Context, query, output string) ([]*CorrectionMatch, error) {
	found, _, err := m.FindMistakesAll(ctx, query, output)
	return found, err
}

// FindMistakesAll is FindMistakes that also returns the corrections whose
// mistake stands in output where it must not be changed (each Hit's
// Blocked says why): in another scope than the one taught, beside a case
// the message set apart, or without the taught context. They are offered
// as suggestions, never applied.
//
// It reads at most MaxOutputBytes of output and MaxMessageBytes of query,
// as the applier does: hits stand in the output's first MaxOutputBytes.
func (m *Memory) FindMistakesAll(ctx context.Context, query, output string) (found, blocked []*CorrectionMatch, err error) {
	output, _ = clip(output, MaxOutputBytes)
	query, _ = clip(query, MaxMessageBytes)
	m.mu.RLock()
	x := m.mistakes
	low := m.low
	m.mu.RUnlock()
	if x == nil {
		return nil, nil, nil
	}
	ids := x.candidates(output)
	if len(ids) == 0 {
		return nil, nil, nil
	}
	if err := ctx.Err(); err != nil {
		return nil, nil, err
	}
	// Candidates whose confidence is known to be too low are passed over;
	// the others (above it, or not embedded yet) are read.
	m.mu.RLock()
	ids = slices.DeleteFunc(ids, func(id string) bool {
		v, ok := low[id]
		return ok && v <= MinConfidence
	})
	m.mu.RUnlock()
	r := &mistakeRead{m: m, read: map[string]*Correction{}}
	hits, err := r.check(ctx, x, ids, align.NewText(query, output))
	if err != nil {
		return nil, nil, err
	}
	found, blocked = r.matches(hits, m.now())
	return r.contest(ctx, x, query, output, found, blocked)
}

// maxContestHits is how many occurrences of a disputed mistake the
// contest weighs one by one; a match with more is suggested whole.
const maxContestHits = 8

// contest settles the matches whose wrong text another correction of the
// memory teaches as right (mistakeIndex.rivals). Each occurrence of the
// match's mistake (A: X → Y) is weighed against the rivals (B: Y → X) on
// the output as A would leave it: where no rival's rule finds its mistake
// over the replacement, or A's taught conversation fits this one clearly
// better than each rival's that does (contextFit, by disputeMargin), A
// applies there. A correction learned from a revert of a rival
// (SourceReverts) is an exception to it, never applied against it. So
// after a revert the reverted answer keeps its text, and the lesson still
// holds where its own conversation fits. A match left without occurrences
// is blocked, with the reason, and suggested.
func (r *mistakeRead) contest(ctx context.Context, x *mistakeIndex, query, output string, found, blocked []*CorrectionMatch) (kept, blockedOut []*CorrectionMatch, err error) {
	kept = found[:0:0]
	fits := &contextFits{query: query, output: output}
	for _, f := range found {
		rivals := x.rivals(f.Correction.OriginalOutput)
		if len(rivals) == 0 {
			kept = append(kept, f)
			continue
		}
		var won []Hit
		if len(f.Hits) <= maxContestHits && !revertsAny(f.Correction, rivals) {
			for _, h := range f.Hits {
				ok, err := r.wins(ctx, x, f.Correction, rivals, query, output, h, fits)
				if err != nil {
					return nil, nil, err
				}
				if ok {
					won = append(won, h)
				}
			}
		}
		if len(won) > 0 {
			f.Hits = won
			kept = append(kept, f)
			continue
		}
		why := fmt.Sprintf("another correction in memory teaches %q as the right text: the two lessons disagree, and the context does not say which holds here", strings.TrimSpace(f.Correction.OriginalOutput))
		f.Why = why
		for i := range f.Hits {
			f.Hits[i].Blocked = why
		}
		blocked = append(blocked, f)
	}
	return kept, blocked, nil
}

// revertsAny reports whether c was learned from a revert of one of ids.
func revertsAny(c *Correction, ids []string) bool {
	for _, line := range strings.Split(c.contextOf(SourceReverts), "\n") {
		if line = strings.TrimSpace(line); line != "" && slices.Contains(ids, line) {
			return true
		}
	}
	return false
}

// wins reports whether hit h of c, a disputed correction, holds against
// its rivals: on the output with h substituted, no rival's rule finds its
// mistake over the replacement (applicable there or not), or c's taught
// conversation fits this one
// (fits) clearly better than each rival's that does. The
// hit's own context cannot tell them apart: a rival learned from a revert
// was taught on the very text c rewrote.
func (r *mistakeRead) wins(ctx context.Context, x *mistakeIndex, c *Correction, rivals []string, query, output string, h Hit, fits *contextFits) (bool, error) {
	after := output[:h.Start] + h.Replacement + output[h.End:]
	lo, hi := h.Start, h.Start+len(h.Replacement)
	hits, err := r.check(ctx, x, rivals, align.NewText(query, after))
	if err != nil {
		return false, err
	}
	for _, rh := range hits {
		rc := r.read[rh.id]
		if rc == nil || rc.Confidence <= MinConfidence {
			continue
		}
		// A rival whose mistake stands over the replacement disputes it,
		// found or blocked by the rival's own checks.
		over := func(b align.Hit) bool { return b.Start < hi && lo < b.End }
		if !slices.ContainsFunc(rh.hits, over) && !slices.ContainsFunc(rh.blocked, over) {
			continue
		}
		// The disputed texts say nothing of which conversation this is:
		// c's taught output held the wrong one, a revert's the right one.
		if fits.of(c)-fits.of(rc) < disputeMargin {
			return false, nil
		}
	}
	return true, nil
}

// contextFits computes, once per conversation and correction, how well
// corrections' taught conversations fit one conversation (contextFit).
type contextFits struct {
	query, output string
	words         map[string]bool    // contextWords(query, output), once needed
	fit           map[string]float64 // by correction id
}

func (f *contextFits) of(c *Correction) float64 {
	if f.words == nil {
		f.words, f.fit = contextWords(f.query, f.output), map[string]float64{}
	}
	v, ok := f.fit[c.ID]
	if !ok {
		v = contextFit(c, f.words)
		f.fit[c.ID] = v
	}
	return v
}

// contextWords returns the words of a conversation's query and output in
// lower case, the words contextFit compares.
func contextWords(query, output string) map[string]bool {
	w := map[string]bool{}
	for _, s := range []string{query, output} {
		for _, t := range strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
			if len(t) > 1 {
				w[strings.ToLower(t)] = true
			}
		}
	}
	return w
}

// contextFit is how well c's taught conversation (its query and the
// output it corrected) fits a conversation of the given words: the
// Jaccard index of the two sets, less the words of c's own wrong and
// right texts on both sides.
func contextFit(c *Correction, words map[string]bool) float64 {
	prev, _ := clip(c.contextOf(SourcePreviousOutput), MaxOutputBytes)
	q, _ := clip(c.Query, MaxMessageBytes)
	taught := contextWords(q, prev)
	own := contextWords(c.OriginalOutput, c.CorrectedOutput)
	inter, n := 0, 0
	for t := range words {
		if own[t] {
			continue
		}
		n++
		if taught[t] {
			inter++
		}
	}
	for t := range taught {
		if !own[t] && !words[t] {
			n++
		}
	}
	if n == 0 {
		return 0
	}
	return float64(inter) / float64(n)
}

// mistakeRead reads the store for the candidates of one FindMistakesAll:
// those whose rule is not compiled yet, and those whose mistake was found
// (their confidence and applications, for the relevance), each time in
// one read.
type mistakeRead struct {
	m    *Memory
	read map[string]*Correction
}

// ruleHits are the occurrences of one correction's mistake in an output.
type ruleHits struct {
	id            string
	hits, blocked []align.Hit
}

func (r *mistakeRead) get(ctx context.Context, ids []string) error {
	if len(ids) == 0 {
		return nil
	}
	cs, err := r.m.Store.GetMany(ctx, ids)
	if err != nil {
		return err
	}
	for _, c := range cs {
		r.read[c.ID] = c
	}
	for _, id := range ids {
		if r.read[id] == nil {
			r.m.forget(id)
		}
	}
	return nil
}

// check runs the rule of every candidate on text (shared by their
// checks), compiling the rules not compiled yet, and reads the records
// of those that found something.
func (r *mistakeRead) check(ctx context.Context, x *mistakeIndex, ids []string, text *align.Text) ([]ruleHits, error) {
	rules := make([]*align.Rule, len(ids))
	var uncompiled []string
	for i, id := range ids {
		var ok bool
		if rules[i], ok = x.cachedRule(id); !ok {
			uncompiled = append(uncompiled, id)
		}
	}
	if err := r.get(ctx, uncompiled); err != nil {
		return nil, err
	}
	var hits []ruleHits
	var unread []string
	for i, id := range ids {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		rule := rules[i]
		if rule == nil {
			c := r.read[id]
			if c == nil {
				continue // gone from the store
			}
			var err error
			if rule, err = x.ruleFor(c); err != nil {
				continue
			}
		}
		h, b := rule.FindAll(text)
		if len(h) == 0 && len(b) == 0 {
			continue
		}
		hits = append(hits, ruleHits{id, h, b})
		if r.read[id] == nil {
			unread = append(unread, id)
		}
	}
	if err := r.get(ctx, unread); err != nil {
		return nil, err
	}
	return hits, nil
}

// matches turns the hits into matches, most relevant first: found where
// the mistake may be fixed, blocked where every occurrence must stay.
func (r *mistakeRead) matches(hits []ruleHits, now time.Time) (found, blocked []*CorrectionMatch) {
	conv := func(h align.Hit) Hit {
		return Hit{Start: h.Start, End: h.End, Matched: h.Matched, Replacement: h.Replacement,
			Pattern: h.Pattern, Context: h.Why, Similarity: h.Similarity, Blocked: h.Blocked}
	}
	for _, f := range hits {
		c := r.read[f.id]
		if c == nil || c.Confidence <= MinConfidence {
			continue
		}
		if len(f.hits) > 0 {
			match := &CorrectionMatch{Correction: c}
			for _, h := range f.hits {
				match.Hits = append(match.Hits, conv(h))
				match.Similarity = max(match.Similarity, h.Similarity)
			}
			match.Relevance = Relevance(c, match.Similarity, now)
			found = append(found, match)
			continue
		}
		match := &CorrectionMatch{Correction: c, Why: f.blocked[0].Blocked}
		for _, h := range f.blocked {
			match.Hits = append(match.Hits, conv(h))
			match.Similarity = max(match.Similarity, h.Similarity)
		}
		match.Relevance = Relevance(c, match.Similarity, now)
		blocked = append(blocked, match)
	}
	sort.SliceStable(found, func(i, j int) bool { return found[i].Relevance > found[j].Relevance })
	sort.SliceStable(blocked, func(i, j int) bool { return blocked[i].Relevance > blocked[j].Relevance })
	return found, blocked
}

// wordingOnlyCap bounds the similarity of an offline-applicable correction
// whose mistake does not stand in the output: the wording of the query and
// output alone is never enough to apply it. 0.39 × the seed's largest
// success factor (1.5) stays below the default threshold 0.6.
const wordingOnlyCap = 0.39

// Relevant returns at most limit corrections relevant to query and output,
// most relevant first: the corrections whose mistake stands in output
// (FindMistakes, with their hits), then those found by embedding
// similarity. An offline-applicable correction found only by embedding
// has its similarity capped at 0.39, so that it never passes the apply
// threshold on wording alone; a correction kept as context for an LLM
// keeps its cosine similarity. When the embedder fails, the mistakes found
// are returned with the embedder's error. It reads what FindMistakes and
// FindSimilar read (SearchTruncated says when that is not all).
func (m *Memory) Relevant(ctx context.Context, query, output string, limit int) ([]*CorrectionMatch, error) {
	if limit <= 0 {
		return nil, cairn.Invalid("limit", "must be positive, got %d", limit)
	}
	found, err := m.FindMistakes(ctx, query, output)
	if err != nil {
		return nil, err
	}
	seen := map[string]bool{}
	for _, f := range found {
		seen[f.Correction.ID] = true
	}
	similar, serr := m.FindSimilar(ctx, query, output, limit)
	now := m.now()
	for _, s := range similar {
		if seen[s.Correction.ID] {
			continue
		}
		if s.Correction.AppliesOffline() && s.Similarity > wordingOnlyCap {
			s.Similarity = wordingOnlyCap
			s.Relevance = Relevance(s.Correction, s.Similarity, now)
		}
		found = append(found, s)
	}
	sort.SliceStable(found, func(i, j int) bool { return found[i].Relevance > found[j].Relevance })
	if len(found) > limit {
		found = found[:limit]
	}
	return found, serr
}

// Remember saves c, a correction made outside a chat turn (the API's
// POST /v1/corrections, an import). When c names a session whose last
// output holds c's original text, that output and the query become its
// context, as if the correction had been learned in the session, so that
// the offline applier knows the context it was taught in.
func (l *Learner) Remember(ctx context.Context, c *Correction) error {
	if c.SessionID != "" && c.contextOf(SourcePreviousOutput) == "" && strings.TrimSpace(c.OriginalOutput) != "" && l.Sessions != nil {
		if last, ok, err := l.Sessions.LastTurn(ctx, c.SessionID); err == nil && ok && strings.Contains(last.Output, c.OriginalOutput) {
			c.Context = append(c.Context, ContextChunk{Source: SourcePreviousOutput, Content: last.Output})
			if c.Query == "" {
				c.Query = last.Query
			}
		}
	}
	if c.Explanation != "" && c.contextOf(SourceMessage) == "" && c.Literal {
		c.Context = append(c.Context, ContextChunk{Source: SourceMessage, Content: c.Explanation})
	}
	return l.Memory.Save(ctx, c)
}
