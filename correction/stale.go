package correction

import (
	"context"
	"errors"
)

// ReembedStale re-embeds, for every open tenant that has any, the stored
// corrections whose embedding is of another model than the Embedder's
// (written before the embedder was changed) or missing, and rebuilds that
// tenant's index: Memory.Reindex without force. Until it is done those
// corrections are found by text only (Memory.Relevant finds the ones whose
// mistake stands in the output), never by comparing vectors of two models.
// It returns how many it re-embedded, and the errors.
//
// KeepEmbedded runs it in the background, so that a server started with a
// new embedder brings its store over by itself; `cairn reindex` does the
// same at once. Replicas sharing a store must use one embedder: two of
// them with different embedders would re-embed each other's corrections.
func (s *Service) ReembedStale(ctx context.Context) (int, error) {
	var errs []error
	n := 0
	for _, l := range s.openLearners() {
		if l.Memory.Stale() <= l.Memory.Pending() {
			continue // none of another model (the missing ones are EmbedPending's)
		}
		k, err := l.Memory.Reindex(ctx, false, nil)
		n += k
		if err != nil {
			errs = append(errs, err)
		}
	}
	return n, errors.Join(errs...)
}
