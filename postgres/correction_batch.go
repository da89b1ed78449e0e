package postgres

import (
	"context"

	"github.com/jackc/pgx/v5"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/correction"
)

var _ correction.BatchInserter = (*CorrectionStore)(nil)

// insertPipeline is how many inserts InsertNew sends per round trip.
const insertPipeline = 500

// InsertNew inserts those of cs whose id is not stored yet (nor earlier in
// cs), all in one transaction, and reports which it inserted: an import
// that fails or is canceled writes nothing, and one that reports success
// wrote everything (see inTxKnown). A zero Timestamp is stored as
// the DB's current time. Returns EINVALID, having written nothing, if any
// correction fails Validate or has no id.
func (s *CorrectionStore) InsertNew(ctx context.Context, cs []*correction.Correction) ([]bool, error) {
	if s.err != nil {
		return nil, s.err
	}
	now := s.db.now()
	args := make([][]any, len(cs))
	for i, c := range cs {
		if c.ID == "" {
			return nil, cairn.Invalid("id", "correction %d has no id", i+1)
		}
		if err := c.Validate(); err != nil {
			return nil, err
		}
		a, err := s.insertArgs(c, now)
		if err != nil {
			return nil, err
		}
		args[i] = a
	}
	inserted := make([]bool, len(cs))
	err := s.db.inTxKnown(ctx, func(tx pgx.Tx) error {
		for start := 0; start < len(cs); start += insertPipeline {
			end := min(start+insertPipeline, len(cs))
			b := &pgx.Batch{}
			for i := start; i < end; i++ {
				b.Queue(insertCorrection+" ON CONFLICT (tenant, id) DO NOTHING", args[i]...)
			}
			br := tx.SendBatch(ctx, b)
			for i := start; i < end; i++ {
				tag, err := br.Exec()
				if err != nil {
					_ = br.Close()
					return err
				}
				inserted[i] = tag.RowsAffected() == 1
			}
			if err := br.Close(); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return nil, translate(ctx, "insert corrections", err)
	}
	return inserted, nil
}
