package postgres

import (
	"context"

	"github.com/jackc/pgx/v5"

	"github.com/cairnhq/cairn/correction"
)

var _ correction.IndexLoader = (*CorrectionStore)(nil)

// indexPage is how many rows EachIndexRecord reads per query.
const indexPage = 50_000

// eachIndexQuery reads one page of EachIndexRecord: the columns the index
// needs, and the outputs of literal corrections only.
const eachIndexQuery = `SELECT seq, id, embedding, embedding_model, confidence, literal,
	CASE WHEN literal THEN original_output END, CASE WHEN literal THEN corrected_output END
	FROM corrections WHERE tenant = $1 AND seq > $2 ORDER BY seq LIMIT $3`

// EachIndexRecord implements correction.IndexLoader: it streams what the
// vector index needs, in insertion order, without decoding whole rows.
func (s *CorrectionStore) EachIndexRecord(ctx context.Context, fn func(*correction.IndexRecord) error) error {
	if s.err != nil {
		return s.err
	}
	var after int64
	for {
		n, err := s.indexPage(ctx, &after, fn)
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
	ctx, cancel := s.db.withTimeout(ctx)
	defer cancel()
	if s.err != nil {
		return 0, s.err
	}
	p, err := s.db.conn()
	if err != nil {
		return 0, err
	}
	var n int
	err = p.QueryRow(ctx, "SELECT count(*) FROM corrections WHERE tenant = $1", s.tenant).Scan(&n)
	return n, translate(ctx, "count corrections", err)
}

// indexPage calls fn for the page of records after *after, moving *after
// on, and returns how many rows it read.
//
// The rows come as fast as fn takes them, and fn fills a vector index, so
// a page may take seconds: neither Timeout nor StatementTimeout bounds it.
func (s *CorrectionStore) indexPage(ctx context.Context, after *int64, fn func(*correction.IndexRecord) error) (int, error) {
	p, err := s.db.conn()
	if err != nil {
		return 0, err
	}
	tx, err := p.BeginTx(ctx, pgx.TxOptions{AccessMode: pgx.ReadOnly})
	if err != nil {
		return 0, translate(ctx, "each correction", err)
	}
	defer tx.Rollback(ctx) //nolint:errcheck // read-only
	if _, err := tx.Exec(ctx, "SET LOCAL statement_timeout = 0"); err != nil {
		return 0, translate(ctx, "each correction", err)
	}
	rows, err := tx.Query(ctx, eachIndexQuery, s.tenant, *after, indexPage)
	if err != nil {
		return 0, translate(ctx, "each correction", err)
	}
	defer rows.Close()
	var (
		rec            correction.IndexRecord
		blob           []byte
		model          *string
		orig, corrText *string
		n              int
	)
	for rows.Next() {
		if err := rows.Scan(after, &rec.ID, &blob, &model, &rec.Confidence, &rec.Literal, &orig, &corrText); err != nil {
			return n, translate(ctx, "each correction", err)
		}
		rec.Embedding, rec.EmbeddingModel = blob, ""
		if model != nil {
			rec.EmbeddingModel = *model
		}
		rec.OriginalOutput, rec.CorrectedOutput = "", ""
		if orig != nil {
			rec.OriginalOutput = *orig
		}
		if corrText != nil {
			rec.CorrectedOutput = *corrText
		}
		if err := fn(&rec); err != nil {
			return n, err
		}
		n++
	}
	return n, translate(ctx, "each correction", rows.Err())
}
