package sqlite

import (
	"context"
	"database/sql"
	"fmt"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/correction"
)

var _ correction.IndexLoader = (*CorrectionStore)(nil)

// indexPage is how many rows EachIndexRecord reads per query.
const indexPage = 50_000

// eachIndexQuery reads one page of EachIndexRecord: the columns the index
// needs, and the outputs of literal corrections only.
const eachIndexQuery = `SELECT seq, id, embedding, embedding_model, confidence, literal,
	CASE WHEN literal THEN original_output END, CASE WHEN literal THEN corrected_output END
	FROM corrections WHERE +tenant = ? AND seq > ? ORDER BY seq LIMIT ?`

// EachIndexRecord implements correction.IndexLoader: it streams what the
// vector index needs, in insertion order, without decoding whole rows.
func (s *CorrectionStore) EachIndexRecord(ctx context.Context, fn func(*correction.IndexRecord) error) error {
	if s.err != nil {
		return s.err
	}
	r, err := s.db.reader()
	if err != nil {
		return err
	}
	var after int64
	for {
		n, err := s.indexPage(ctx, r, &after, fn)
		if err != nil {
			return err
		}
		if n < indexPage {
			return nil
		}
	}
}

// CountIndexRecords implements correction.IndexLoader.
func (s *CorrectionStore) CountIndexRecords(ctx context.Context) (int, error) {
	if s.err != nil {
		return 0, s.err
	}
	r, err := s.db.reader()
	if err != nil {
		return 0, err
	}
	var n int
	err = r.QueryRowContext(ctx, "SELECT count(*) FROM corrections WHERE tenant = ?", s.tenant).Scan(&n)
	return n, translate(ctx, "count corrections", err)
}

// indexPage calls fn for the page of records after *after, moving *after
// on, and returns how many rows it read.
func (s *CorrectionStore) indexPage(ctx context.Context, r *sql.DB, after *int64, fn func(*correction.IndexRecord) error) (int, error) {
	rows, err := r.QueryContext(ctx, eachIndexQuery, s.tenant, *after, indexPage)
	if err != nil {
		return 0, translate(ctx, "each correction", err)
	}
	defer rows.Close()
	var (
		rec            correction.IndexRecord
		blob, model    sql.RawBytes
		lastModel      string
		orig, corrText sql.NullString
		n              int
	)
	for rows.Next() {
		if err := rows.Scan(after, &rec.ID, &blob, &model, &rec.Confidence, &rec.Literal, &orig, &corrText); err != nil {
			return n, translate(ctx, "each correction", err)
		}
		if string(model) != lastModel { // no allocation when equal
			lastModel = string(model)
		}
		rec.Embedding, rec.EmbeddingModel = blob, lastModel
		rec.OriginalOutput, rec.CorrectedOutput = orig.String, corrText.String
		if err := fn(&rec); err != nil {
			return n, err
		}
		n++
	}
	return n, translate(ctx, "each correction", rows.Err())
}

// InsertMany stores new corrections in one transaction, all or none: the
// fast path for loading many at once (Insert commits each). Returns
// EINVALID naming the first correction that fails Validate, ECONFLICT if
// an id exists; nothing is written then.
func (s *CorrectionStore) InsertMany(ctx context.Context, cs []*correction.Correction) error {
	if s.err != nil {
		return s.err
	}
	for i, c := range cs {
		if err := c.Validate(); err != nil {
			return fmt.Errorf("correction %d: %w", i+1, err)
		}
	}
	now := s.db.now()
	err := s.db.inTx(ctx, func(tx *sql.Tx) error {
		st, err := tx.PrepareContext(ctx, insertCorrection)
		if err != nil {
			return err
		}
		defer st.Close()
		for _, c := range cs {
			args, err := s.insertArgs(c, now)
			if err != nil {
				return err
			}
			if _, err := st.ExecContext(ctx, args...); err != nil {
				return err
			}
		}
		return nil
	})
	if err = translate(ctx, "insert corrections", err); cairn.ErrorCode(err) == cairn.ECONFLICT {
		return &cairn.Error{Code: cairn.ECONFLICT, Message: "a correction id already exists", Err: err}
	}
	return err
}

var _ correction.ChangeLog = (*CorrectionStore)(nil)

// ChangeMark implements correction.ChangeLog.
func (s *CorrectionStore) ChangeMark(ctx context.Context) (correction.ChangeMark, error) {
	var m correction.ChangeMark
	if s.err != nil {
		return m, s.err
	}
	r, err := s.db.reader()
	if err != nil {
		return m, err
	}
	err = r.QueryRowContext(ctx, `SELECT (SELECT value FROM store_meta WHERE key = 'id'),
		coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'correction_changes'), 0),
		coalesce((SELECT floor FROM correction_change_floor WHERE tenant = ?), 0)`, s.tenant).Scan(&m.Store, &m.Pos, &m.Floor)
	return m, translate(ctx, "read change log", err)
}

// Changes implements correction.ChangeLog. It reads the floor and the
// changes in one read transaction, so that a trim running meanwhile cannot
// take changes out from under it.
func (s *CorrectionStore) Changes(ctx context.Context, after int64, fn func(pos int64, id string) error) error {
	if s.err != nil {
		return s.err
	}
	r, err := s.db.reader()
	if err != nil {
		return err
	}
	tx, err := r.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return translate(ctx, "read change log", err)
	}
	defer tx.Rollback() //nolint:errcheck // read-only
	var floor int64
	err = tx.QueryRowContext(ctx, "SELECT coalesce((SELECT floor FROM correction_change_floor WHERE tenant = ?), 0)", s.tenant).Scan(&floor)
	if err != nil {
		return translate(ctx, "read change log", err)
	}
	if after < floor {
		return cairn.Errorf(cairn.ECONFLICT, "changes after %d were trimmed (up to %d)", after, floor)
	}
	rows, err := tx.QueryContext(ctx, "SELECT pos, id FROM correction_changes WHERE tenant = ? AND pos > ? ORDER BY pos", s.tenant, after)
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
	if s.err != nil {
		return s.err
	}
	err := s.db.inTx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, "DELETE FROM correction_changes WHERE tenant = ? AND pos <= ?", s.tenant, pos); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO correction_change_floor (tenant, floor) VALUES (?, ?)
			ON CONFLICT (tenant) DO UPDATE SET floor = max(floor, excluded.floor)`, s.tenant, pos)
		return err
	})
	return translate(ctx, "trim change log", err)
}
