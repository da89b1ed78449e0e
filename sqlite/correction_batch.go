package sqlite

import (
	"context"
	"database/sql"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/correction"
)

var _ correction.BatchInserter = (*CorrectionStore)(nil)

// InsertNew inserts those of cs whose id is not stored yet (nor earlier in
// cs), all in one transaction, and reports which it inserted: an import
// that fails or is canceled writes nothing. A zero Timestamp is stored as
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
	err := s.db.inTx(ctx, func(tx *sql.Tx) error {
		st, err := tx.PrepareContext(ctx, insertCorrection+" ON CONFLICT (tenant, id) DO NOTHING")
		if err != nil {
			return err
		}
		defer st.Close()
		for i := range cs {
			res, err := st.ExecContext(ctx, args[i]...)
			if err != nil {
				return err
			}
			n, err := res.RowsAffected()
			if err != nil {
				return err
			}
			inserted[i] = n == 1
		}
		return nil
	})
	if err != nil {
		return nil, translate(ctx, "insert corrections", err)
	}
	return inserted, nil
}
