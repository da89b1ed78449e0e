package postgres

import (
	"context"

	"github.com/jackc/pgx/v5"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/correction"
)

var _ correction.ChangeLog = (*CorrectionStore)(nil)

// Positions in the change log are transaction ids. A change is reported
// once every transaction older than it has ended, so that one committing
// late cannot slip in behind a reader that moved past it: changes become
// visible at most as late as the longest transaction running meanwhile.

// ChangeMark implements correction.ChangeLog: Pos is the newest
// transaction id below which every transaction has ended.
func (s *CorrectionStore) ChangeMark(ctx context.Context) (correction.ChangeMark, error) {
	ctx, cancel := s.db.withTimeout(ctx)
	defer cancel()
	var m correction.ChangeMark
	if s.err != nil {
		return m, s.err
	}
	p, err := s.db.conn()
	if err != nil {
		return m, err
	}
	err = p.QueryRow(ctx, `SELECT (SELECT value FROM store_meta WHERE key = 'id'),
		pg_snapshot_xmin(pg_current_snapshot())::text::bigint - 1,
		coalesce((SELECT floor FROM correction_change_floor WHERE tenant = $1), 0)`, s.tenant).Scan(&m.Store, &m.Pos, &m.Floor)
	return m, translate(ctx, "read change log", err)
}

// Changes implements correction.ChangeLog. It reads the floor and the
// changes in one repeatable-read transaction.
func (s *CorrectionStore) Changes(ctx context.Context, after int64, fn func(pos int64, id string) error) error {
	ctx, cancel := s.db.withTimeout(ctx)
	defer cancel()
	if s.err != nil {
		return s.err
	}
	p, err := s.db.conn()
	if err != nil {
		return err
	}
	tx, err := p.BeginTx(ctx, pgx.TxOptions{IsoLevel: pgx.RepeatableRead, AccessMode: pgx.ReadOnly})
	if err != nil {
		return translate(ctx, "read change log", err)
	}
	defer tx.Rollback(ctx) //nolint:errcheck // read-only
	var floor int64
	err = tx.QueryRow(ctx, "SELECT coalesce((SELECT floor FROM correction_change_floor WHERE tenant = $1), 0)", s.tenant).Scan(&floor)
	if err != nil {
		return translate(ctx, "read change log", err)
	}
	if after < floor {
		return cairn.Errorf(cairn.ECONFLICT, "changes after %d were trimmed (up to %d)", after, floor)
	}
	rows, err := tx.Query(ctx, `SELECT xid, id FROM correction_changes
		WHERE tenant = $1 AND xid > $2 AND xid < pg_snapshot_xmin(pg_current_snapshot())::text::bigint
		ORDER BY xid, seq`, s.tenant, after)
	if err != nil {
		return translate(ctx, "read change log", err)
	}
	defer rows.Close()
	for rows.Next() {
		var pos int64
		var id string
		if err := rows.Scan(&pos, &id); err != nil {
			return translate(ctx, "read change log", err)
		}
		if err := fn(pos, id); err != nil {
			return err
		}
	}
	return translate(ctx, "read change log", rows.Err())
}

// TrimChanges implements correction.ChangeLog.
func (s *CorrectionStore) TrimChanges(ctx context.Context, pos int64) error {
	ctx, cancel := s.db.withTimeout(ctx)
	defer cancel()
	if s.err != nil {
		return s.err
	}
	err := s.db.inTx(ctx, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, "DELETE FROM correction_changes WHERE tenant = $1 AND xid <= $2", s.tenant, pos); err != nil {
			return err
		}
		_, err := tx.Exec(ctx, `INSERT INTO correction_change_floor (tenant, floor) VALUES ($1, $2)
			ON CONFLICT (tenant) DO UPDATE SET floor = greatest(correction_change_floor.floor, excluded.floor)`, s.tenant, pos)
		return err
	})
	return translate(ctx, "trim change log", err)
}
