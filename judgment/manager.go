package judgment

import (
	"context"
	"fmt"

	"github.com/cairnhq/cairn"
)

// Manager is the seed's JudgmentCacheManager over a Store: it records AI
// judgments and human overrides and selects the history for the next prompt.
// It is safe for concurrent use when its Store is.
type Manager struct {
	// Store holds the judgments (one tenant's).
	Store Store
	// Now stamps judgments added with a zero Timestamp; nil means time.Now.
	Now cairn.Clock
	// Observer, when set, counts adds, overrides and history selections.
	Observer Observer
}

// NewManager returns a Manager over s.
func NewManager(s Store) *Manager {
	return &Manager{Store: s}
}

// Add records j, stamping a zero Timestamp with Now, under upstream's add
// rule (see ShouldReplace): it returns false when an existing judgment with
// a user decision was kept. j itself is not modified. Returns EINVALID if j
// fails Validate.
func (m *Manager) Add(ctx context.Context, j *Judgment) (stored bool, err error) {
	c, err := Prepare(j, m.Now.NowUTC())
	if err != nil {
		return false, err
	}
	stored, err = m.Store.Add(ctx, c)
	if err != nil {
		return false, fmt.Errorf("add judgment: %w", err)
	}
	if m.Observer != nil {
		m.Observer.JudgmentAdded(stored)
	}
	return stored, nil
}

// AddAll records js as Add does, in order, and returns how many records
// were stored. A change id that appears more than once in js counts once:
// its judgments are first folded by the add rule (each replaces the one
// before unless that one carries a user decision with the same final
// decision, see ShouldReplace), and the survivor is added, in the position
// of the first. When the Store implements BatchAdder they
// are written in one transaction; otherwise one by one, stopping at the
// first error. Returns EINVALID, having written nothing, if any judgment
// fails Validate.
func (m *Manager) AddAll(ctx context.Context, js []*Judgment) (stored int, err error) {
	batch := make([]*Judgment, 0, len(js))
	at := make(map[string]int, len(js))
	now := m.Now.NowUTC()
	for _, j := range js {
		c, err := Prepare(j, now)
		if err != nil {
			return 0, err
		}
		if i, ok := at[c.ChangeID]; ok {
			if ShouldReplace(batch[i], c) {
				batch[i] = c
			}
			continue
		}
		at[c.ChangeID] = len(batch)
		batch = append(batch, c)
	}
	if ba, ok := m.Store.(BatchAdder); ok {
		n, err := ba.AddBatch(ctx, batch)
		if err != nil {
			return 0, fmt.Errorf("add judgments: %w", err)
		}
		m.observeAdded(n, len(batch))
		return n, nil
	}
	tried := 0
	defer func() { m.observeAdded(stored, tried) }()
	for _, j := range batch {
		ok, err := m.Store.Add(ctx, j)
		if err != nil {
			return stored, fmt.Errorf("add judgments: %w", err)
		}
		tried++
		if ok {
			stored++
		}
	}
	return stored, nil
}

// observeAdded reports stored of n judgments added as stored, the rest
// as kept.
func (m *Manager) observeAdded(stored, n int) {
	if m.Observer == nil {
		return
	}
	for i := range n {
		m.Observer.JudgmentAdded(i < stored)
	}
}

// RecordUserDecision records the user's decision d, and their reasoning, on
// the judgment changeID, replacing any earlier user decision (an empty
// reasoning clears the earlier one, as upstream does). It returns false, and
// no error, when there is no such judgment. Returns EINVALID for a bad d.
func (m *Manager) RecordUserDecision(ctx context.Context, changeID string, d Decision, reasoning string) (found bool, err error) {
	if err := ValidateUserDecision(d); err != nil {
		return false, err
	}
	err = m.Store.SetUserDecision(ctx, changeID, d, reasoning)
	switch cairn.ErrorCode(err) {
	case "":
		if m.Observer != nil {
			if j, err := m.Store.Get(ctx, changeID); err == nil {
				m.Observer.JudgmentOverridden(j.WasCorrected())
			}
		}
		return true, nil
	case cairn.ENOTFOUND:
		return false, nil
	}
	return false, fmt.Errorf("record user decision: %w", err)
}

// Get returns the judgment changeID. Returns ENOTFOUND if there is none.
func (m *Manager) Get(ctx context.Context, changeID string) (*Judgment, error) {
	return m.Store.Get(ctx, changeID)
}

// ClearProduct deletes every judgment of product and returns how many there
// were. Returns EINVALID "product" for an empty product.
func (m *Manager) ClearProduct(ctx context.Context, product string) (int, error) {
	if product == "" {
		return 0, cairn.Invalid("product", "is required")
	}
	n, err := m.Store.ClearProduct(ctx, product)
	if err != nil {
		return 0, fmt.Errorf("clear product: %w", err)
	}
	return n, nil
}

// Stats returns the seed's statistics of product, or of every product when
// product is "".
func (m *Manager) Stats(ctx context.Context, product string) (Stats, error) {
	s, err := m.Store.Stats(ctx, product)
	if err != nil {
		return Stats{}, fmt.Errorf("stats: %w", err)
	}
	return s, nil
}

// HistoryForPrompt is the seed's get_history_for_prompt: at most maxEntries
// judgments of product for the next prompt, about ratio of them corrections,
// newest first within each kind, interleaved (see Select). It reads only
// what the selection uses, never the whole product: maxEntries judgments in
// all when both kinds have enough, and at most maxEntries of each kind.
// Use DefaultMaxEntries and DefaultCorrectionRatio for the seed's defaults.
//
// Returns EINVALID naming "product" when product is empty, "max_entries"
// when maxEntries is negative and "correction_ratio" when ratio is not in
// [0, 1]. The result is never nil.
func (m *Manager) HistoryForPrompt(ctx context.Context, product string, maxEntries int, ratio float64) ([]*Judgment, error) {
	if product == "" {
		return nil, cairn.Invalid("product", "is required")
	}
	if err := ValidateHistory(maxEntries, ratio); err != nil {
		return nil, err
	}
	if maxEntries == 0 {
		if m.Observer != nil {
			m.Observer.HistoryServed(0)
		}
		return []*Judgment{}, nil
	}
	// The pool with fewer slots is read first, only as deep as its slots;
	// the other then as deep as the rest. When both pools have enough,
	// that is maxEntries judgments in all. Only when the second is short
	// can the first fill its unused slots (see Select): the first is then
	// read again, as deep as they need.
	targetCorrected := int(float64(maxEntries) * ratio)
	small, big := true, false // corrected has fewer slots
	smallTarget := targetCorrected
	if targetCorrected > maxEntries-targetCorrected {
		small, big = false, true
		smallTarget = maxEntries - targetCorrected
	}
	a, err := m.Store.Newest(ctx, product, small, smallTarget)
	if err != nil {
		return nil, fmt.Errorf("history: %w", err)
	}
	b, err := m.Store.Newest(ctx, product, big, maxEntries-len(a))
	if err != nil {
		return nil, fmt.Errorf("history: %w", err)
	}
	if len(a) == smallTarget && len(a)+len(b) < maxEntries {
		if a, err = m.Store.Newest(ctx, product, small, maxEntries-len(b)); err != nil {
			return nil, fmt.Errorf("history: %w", err)
		}
	}
	corrected, correct := a, b
	if !small {
		corrected, correct = b, a
	}
	h := Select(corrected, correct, maxEntries, ratio)
	if m.Observer != nil {
		m.Observer.HistoryServed(len(h))
	}
	return h, nil
}
