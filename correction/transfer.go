package correction

import (
	"context"
	"fmt"

	"github.com/cairnhq/cairn"
)

// BatchInserter is an optional Store method that Import needs to be
// all-or-nothing: InsertNew inserts those of cs whose id is not stored yet
// (nor earlier in cs), all in one transaction, and reports which it
// inserted. Every correction must have an id. Returns EINVALID, having
// written nothing, if any fails Validate; on any error nothing is written.
type BatchInserter interface {
	InsertNew(ctx context.Context, cs []*Correction) (inserted []bool, err error)
}

// Import saves corrections into m, for restoring an export. Every
// correction is validated before anything is written; corrections whose id
// already exists are skipped, so an import can be repeated. Missing
// embeddings are computed. It returns how many were saved.
//
// When m's Store implements BatchInserter (SQLite and PostgreSQL do), the
// import is all-or-nothing: the records are written in one transaction, so
// an import that fails or is canceled writes none of them. The index is
// updated after the commit; a process that dies in between has it rebuilt
// from the store when the memory is opened again. Otherwise corrections are
// saved one by one and an error leaves those saved before it.
func Import(ctx context.Context, m *Memory, cs []*Correction) (int, error) {
	return ImportProgress(ctx, m, cs, nil)
}

// importEmbedBatch is how many texts Import embeds per Embed call.
const importEmbedBatch = 64

// ImportProgress is Import calling progress, when not nil, with how many of
// cs were handled after every batch and at the end: embedded, then written
// at once, on a BatchInserter; saved or skipped, every 100, otherwise.
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
	if bi, ok := m.Store.(BatchInserter); ok {
		return importBatch(ctx, m, bi, cs, progress)
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

// importBatch prepares cs as Save does (id, timestamp, embedding), writes
// them with one InsertNew and indexes those inserted. An embedder that
// fails leaves a correction without an embedding, as Save does (EmbedPending
// computes it later); a canceled ctx ends the import with nothing written.
func importBatch(ctx context.Context, m *Memory, bi BatchInserter, cs []*Correction, progress func(done int)) (int, error) {
	model, dim := m.Embedder.Model(), m.Embedder.Dimensions()
	var todo []*Correction
	for _, c := range cs {
		if c.ID == "" {
			c.ID = NewID()
		}
		if c.Timestamp.IsZero() {
			c.Timestamp = m.now()
		}
		c.Timestamp = c.Timestamp.UTC()
		switch {
		case len(c.Embedding) == 0:
			c.EmbeddingModel = ""
			todo = append(todo, c)
		case c.EmbeddingModel == "":
			c.EmbeddingModel = model
		case c.EmbeddingModel != model:
			c.Embedding, c.EmbeddingModel = nil, ""
			todo = append(todo, c)
		}
	}
	for i := 0; i < len(todo); i += importEmbedBatch {
		part := todo[i:min(i+importEmbedBatch, len(todo))]
		texts := make([]string, len(part))
		for j, c := range part {
			texts[j] = EmbeddingText(c.Query, c.OriginalOutput)
		}
		vs, err := m.Embedder.Embed(ctx, texts)
		if err := ctx.Err(); err != nil {
			return 0, err
		}
		if err == nil && len(vs) == len(part) {
			for j, c := range part {
				if len(vs[j]) == dim {
					c.Embedding, c.EmbeddingModel = vs[j], model
				}
			}
		}
		if progress != nil {
			progress(len(cs) - len(todo) + i + len(part))
		}
	}
	for i, c := range cs {
		if err := c.Validate(); err != nil {
			return 0, fmt.Errorf("correction %d: %w", i+1, err)
		}
	}
	inserted, err := bi.InsertNew(ctx, cs)
	if err != nil {
		return 0, err
	}
	n := 0
	for i, c := range cs {
		if inserted[i] {
			m.indexOne(c)
			n++
		}
	}
	if progress != nil {
		progress(len(cs))
	}
	return n, nil
}
