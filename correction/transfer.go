package correction

import (
	"context"
	"fmt"

	"github.com/cairnhq/cairn"
)

// Import saves corrections into m, for restoring an export. Every
// correction is validated before anything is written; corrections whose id
// already exists are skipped, so an import can be repeated. Missing
// embeddings are computed. It returns how many were saved.
func Import(ctx context.Context, m *Memory, cs []*Correction) (int, error) {
	return ImportProgress(ctx, m, cs, nil)
}

// ImportProgress is Import calling progress, when not nil, with how many
// of cs were handled (saved or skipped) after every 100 and at the end.
func ImportProgress(ctx context.Context, m *Memory, cs []*Correction, progress func(done int)) (int, error) {
	for i, c := range cs {
		probe := *c
		if probe.ID == "" {
			probe.ID = "probe"
		}
		if len(probe.Embedding) > 0 && probe.EmbeddingModel == "" {
			probe.EmbeddingModel = "probe"
		}
		if err := probe.Validate(); err != nil {
			return 0, fmt.Errorf("correction %d: %w", i+1, err)
		}
	}
	n := 0
	for i, c := range cs {
		if progress != nil && i > 0 && i%100 == 0 {
			progress(i)
		}
		if c.ID != "" {
			if _, err := m.Get(ctx, c.ID); err == nil {
				continue
			} else if cairn.ErrorCode(err) != cairn.ENOTFOUND {
				return n, err
			}
		}
		if c.EmbeddingModel != "" && c.EmbeddingModel != m.Embedder.Model() {
			c.Embedding, c.EmbeddingModel = nil, ""
		}
		if err := m.Save(ctx, c); err != nil {
			if cairn.ErrorCode(err) == cairn.ECONFLICT {
				continue
			}
			return n, err
		}
		n++
	}
	if progress != nil {
		progress(len(cs))
	}
	return n, nil
}
