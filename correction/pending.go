package correction

import (
	"context"
	"errors"
	"log/slog"
	"time"
)

// DefaultEmbedRetry is how often Service.KeepEmbedded tries again to embed
// corrections saved without an embedding.
const DefaultEmbedRetry = 30 * time.Second

// Pending returns how many stored corrections have no embedding at all
// (saved while the embedder failed), as of the last Open, Refresh or save
// through m. They are not found by FindSimilar until EmbedPending embeds
// them; List's Text filter finds them meanwhile.
func (m *Memory) Pending() int {
	m.mu.RLock()
	defer m.mu.RUnlock()
	return m.missing
}

// EmbedPending embeds the stored corrections that have no embedding, stores
// the embeddings and indexes them. Unlike Reindex it leaves embeddings of
// another model alone (re-embedding a whole store after a model change is
// the operator's decision: `cairn reindex`). It returns how many it
// embedded; on an embedder error it stops and returns it.
func (m *Memory) EmbedPending(ctx context.Context) (int, error) {
	if m.Pending() == 0 {
		return 0, nil
	}
	var todo []*Correction
	if err := m.Store.Each(ctx, func(c *Correction) error {
		if len(c.Embedding) == 0 {
			todo = append(todo, c)
		}
		return nil
	}); err != nil {
		return 0, err
	}
	done := 0
	_, err := m.embedAll(ctx, todo, func(c *Correction, found bool) {
		if found { // not deleted meanwhile
			m.indexPending(c)
			done++
		}
	}, nil)
	return done, err
}

// indexPending adds c, just embedded, to the index and counts it no longer
// pending.
func (m *Memory) indexPending(c *Correction) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.index == nil {
		return
	}
	m.writes++
	if err := m.index.Add(c.ID, c.Embedding); err != nil {
		m.markUnindexed(c.ID, false)
		return
	}
	m.markIndexed(c.ID)
	m.setConfLocked(c.ID, c.Confidence)
}

// EmbedPending runs Memory.EmbedPending for every open tenant that has
// corrections without an embedding. It returns how many it embedded and
// the errors.
func (s *Service) EmbedPending(ctx context.Context) (int, error) {
	var errs []error
	n := 0
	for _, l := range s.openLearners() {
		if l.Memory.Pending() == 0 {
			continue
		}
		k, err := l.Memory.EmbedPending(ctx)
		n += k
		if err != nil {
			errs = append(errs, err)
		}
	}
	return n, errors.Join(errs...)
}

// KeepEmbedded embeds, in the background until ctx ends, the corrections
// that were saved without an embedding because the embedder failed, so that
// no manual reindex is needed: every interval (DefaultEmbedRetry when 0)
// while some are pending, and at once when the embedder answers again.
// It also re-embeds the corrections of another embedding model
// (ReembedStale) of the tenants open by then.
// Failures are logged by the embedder's monitor, once per outage.
func (s *Service) KeepEmbedded(ctx context.Context, interval time.Duration) {
	if interval <= 0 {
		interval = DefaultEmbedRetry
	}
	kick := s.recovered()
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		case <-kick:
		}
		n, err := s.EmbedPending(ctx)
		if n > 0 {
			s.logger().LogAttrs(ctx, slog.LevelInfo, "embedded corrections saved while the embedder failed", slog.Int("count", n))
		}
		if err != nil && ctx.Err() == nil && !s.embedderMonitor().Failing() {
			// Not an embedder failure (those are logged once per outage).
			s.logger().LogAttrs(ctx, slog.LevelWarn, "embed pending corrections", slog.Any(logKeyError, err))
		}
		n, err = s.ReembedStale(ctx)
		if n > 0 {
			s.logger().LogAttrs(ctx, slog.LevelInfo, "re-embedded corrections of another embedding model",
				slog.Int("count", n), slog.String("model", s.Embedder.Model()))
		}
		if err != nil && ctx.Err() == nil && !s.embedderMonitor().Failing() {
			s.logger().LogAttrs(ctx, slog.LevelWarn, "re-embed corrections of another embedding model", slog.Any(logKeyError, err))
		}
	}
}
