package postgres

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/vector"
	"github.com/jackc/pgx/v5"
)

// CorrectionStore is the correction.Store of one tenant. Embeddings are
// stored as vector.Encode blobs (int8 and one scale), so Get returns them
// within quantisation error.
type CorrectionStore struct {
	db     *DB
	tenant string
	err    error // the tenant's validation error, returned by every method
}

var _ correction.Store = (*CorrectionStore)(nil)

const correctionCols = `id, ts, session_id, original_output, corrected_output, explanation, query, context,
	category, severity, embedding, coalesce(embedding_model, ''), apply_count, last_applied, confidence, literal`

// scanCorrection scans the columns correctionCols, after extra.
func scanCorrection(row pgx.Row, extra ...any) (*correction.Correction, error) {
	var (
		c           correction.Correction
		ts          int64
		ctxJSON     []byte
		category    int16
		blob        []byte
		applyCount  int32
		lastApplied *int64
	)
	dest := append(extra, &c.ID, &ts, &c.SessionID, &c.OriginalOutput, &c.CorrectedOutput, &c.Explanation, &c.Query, &ctxJSON,
		&category, &c.Severity, &blob, &c.EmbeddingModel, &applyCount, &lastApplied, &c.Confidence, &c.Literal)
	if err := row.Scan(dest...); err != nil {
		return nil, err
	}
	c.Timestamp = fromNanos(ts)
	c.Category, c.ApplyCount = correction.Category(category), int(applyCount)
	if len(ctxJSON) > 0 {
		if err := json.Unmarshal(ctxJSON, &c.Context); err != nil {
			return nil, fmt.Errorf("correction %s: context: %w", c.ID, err)
		}
	}
	v, err := vector.Decode(blob)
	if err != nil {
		return nil, fmt.Errorf("correction %s: embedding: %w", c.ID, err)
	}
	c.Embedding = v
	if lastApplied != nil {
		t := fromNanos(*lastApplied)
		c.LastApplied = &t
	}
	return &c, nil
}

// Insert stores a new correction. A zero Timestamp is stored as the DB's
// current time. Returns ECONFLICT if c.ID exists and EINVALID if c fails
// Validate.
func (s *CorrectionStore) Insert(ctx context.Context, c *correction.Correction) error {
	ctx, cancel := s.db.withTimeout(ctx)
	defer cancel()
	if s.err != nil {
		return s.err
	}
	if err := c.Validate(); err != nil {
		return err
	}
	args, err := s.insertArgs(c, s.db.now())
	if err != nil {
		return err
	}
	p, err := s.db.conn()
	if err != nil {
		return err
	}
	_, err = p.Exec(ctx, insertCorrection, args...)
	if err = translate(ctx, "insert correction", err); cairn.ErrorCode(err) == cairn.ECONFLICT {
		return &cairn.Error{Code: cairn.ECONFLICT, Message: fmt.Sprintf("correction %q already exists", c.ID), Err: err}
	}
	return err
}

// insertCorrection inserts one correction row; insertArgs gives its
// arguments.
const insertCorrection = `INSERT INTO corrections (tenant, id, ts, session_id, original_output, corrected_output,
	explanation, query, context, category, severity, embedding, embedding_model, apply_count, last_applied, confidence, literal)
	VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`

// insertArgs returns the arguments of insertCorrection for c, stamped now
// when c has no timestamp.
func (s *CorrectionStore) insertArgs(c *correction.Correction, now time.Time) ([]any, error) {
	at := c.Timestamp
	if at.IsZero() {
		at = now
	}
	ts, err := nanos("timestamp", at)
	if err != nil {
		return nil, err
	}
	var lastApplied *int64
	if c.LastApplied != nil {
		ns, err := nanos("last_applied", *c.LastApplied)
		if err != nil {
			return nil, err
		}
		lastApplied = &ns
	}
	var ctxJSON []byte
	if len(c.Context) > 0 {
		if ctxJSON, err = json.Marshal(c.Context); err != nil {
			return nil, cairn.Invalid("context", "%v", err)
		}
	}
	return []any{s.tenant, c.ID, ts, c.SessionID, c.OriginalOutput, c.CorrectedOutput,
		c.Explanation, c.Query, jsonArg(ctxJSON), int16(c.Category), c.Severity, vector.Encode(c.Embedding),
		nullString(embeddingModel(c.Embedding, c.EmbeddingModel)), int32(c.ApplyCount), lastApplied, c.Confidence, c.Literal}, nil
}

// jsonArg passes b as a jsonb value, or NULL when empty.
func jsonArg(b []byte) any {
	if len(b) == 0 {
		return nil
	}
	return string(b)
}

// embeddingModel returns model, or "" when there is no embedding to
// describe.
func embeddingModel(v []float32, model string) string {
	if len(v) == 0 {
		return ""
	}
	return model
}

// Get returns the correction id, or ENOTFOUND.
func (s *CorrectionStore) Get(ctx context.Context, id string) (*correction.Correction, error) {
	ctx, cancel := s.db.withTimeout(ctx)
	defer cancel()
	if s.err != nil {
		return nil, s.err
	}
	if cairn.ValidateText("id", id) != nil {
		return nil, cairn.NotFound("correction", id)
	}
	p, err := s.db.conn()
	if err != nil {
		return nil, err
	}
	c, err := scanCorrection(p.QueryRow(ctx,
		"SELECT "+correctionCols+" FROM corrections WHERE tenant = $1 AND id = $2", s.tenant, id))
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, cairn.NotFound("correction", id)
	}
	if err != nil {
		return nil, translate(ctx, "get correction", err)
	}
	return c, nil
}

// GetMany returns the corrections with the given ids that exist, each
// once, in no particular order, in one query.
func (s *CorrectionStore) GetMany(ctx context.Context, ids []string) ([]*correction.Correction, error) {
	ctx, cancel := s.db.withTimeout(ctx)
	defer cancel()
	if s.err != nil {
		return nil, s.err
	}
	p, err := s.db.conn()
	if err != nil {
		return nil, err
	}
	rows, err := p.Query(ctx, "SELECT "+correctionCols+" FROM corrections WHERE tenant = $1 AND id = ANY($2)", s.tenant, storableIDs(ids))
	if err != nil {
		return nil, translate(ctx, "get corrections", err)
	}
	defer rows.Close()
	out := []*correction.Correction{}
	for rows.Next() {
		c, err := scanCorrection(rows)
		if err != nil {
			return nil, translate(ctx, "get corrections", err)
		}
		out = append(out, c)
	}
	if err := rows.Err(); err != nil {
		return nil, translate(ctx, "get corrections", err)
	}
	return out, nil
}

// Delete removes the correction id. Returns ENOTFOUND if it does not exist.
func (s *CorrectionStore) Delete(ctx context.Context, id string) error {
	ctx, cancel := s.db.withTimeout(ctx)
	defer cancel()
	if s.err != nil {
		return s.err
	}
	return s.exec(ctx, "delete correction", id, "DELETE FROM corrections WHERE tenant = $1 AND id = $2", s.tenant, id)
}

// exec runs a write that must touch the row of correction id, and returns
// ENOTFOUND when it touched none.
func (s *CorrectionStore) exec(ctx context.Context, op, id, q string, args ...any) error {
	if cairn.ValidateText("id", id) != nil {
		return cairn.NotFound("correction", id)
	}
	p, err := s.db.conn()
	if err != nil {
		return err
	}
	tag, err := p.Exec(ctx, q, args...)
	if err != nil {
		return translate(ctx, op, err)
	}
	if tag.RowsAffected() == 0 {
		return cairn.NotFound("correction", id)
	}
	return nil
}

// List returns corrections matching opts, in opts.Order, ties by id
// ascending (byte order). Text matches a case-insensitive substring of the
// query, original or corrected output; non-ASCII letters fold when the
// database's ctype or the ICU collation supports it. Returns EINVALID for a
// negative limit or offset, an unknown order or category.
func (s *CorrectionStore) List(ctx context.Context, opts correction.ListOptions) ([]*correction.Correction, error) {
	ctx, cancel := s.db.withTimeout(ctx)
	defer cancel()
	if s.err != nil {
		return nil, s.err
	}
	if err := opts.Validate(); err != nil {
		return nil, err
	}
	order := listOrder(opts)
	var q strings.Builder
	args := []any{s.tenant}
	arg := func(v any) string {
		args = append(args, v)
		return "$" + strconv.Itoa(len(args))
	}
	q.WriteString("SELECT " + correctionCols + " FROM corrections WHERE tenant = $1")
	if opts.Category != nil {
		q.WriteString(" AND category = " + arg(int16(*opts.Category)))
	}
	if opts.SessionID != "" {
		q.WriteString(" AND session_id = " + arg(opts.SessionID))
	}
	if opts.Text != "" {
		n := arg(strings.ToLower(opts.Text))
		fmt.Fprintf(&q, " AND (strpos(%s, %s) > 0 OR strpos(%s, %s) > 0 OR strpos(%s, %s) > 0)",
			fmt.Sprintf(s.db.fold, "query"), n,
			fmt.Sprintf(s.db.fold, "original_output"), n,
			fmt.Sprintf(s.db.fold, "corrected_output"), n)
	}
	q.WriteString(" ORDER BY " + order)
	if opts.Limit > 0 {
		q.WriteString(" LIMIT " + arg(opts.Limit))
	}
	if opts.Offset > 0 {
		q.WriteString(" OFFSET " + arg(opts.Offset))
	}
	p, err := s.db.conn()
	if err != nil {
		return nil, err
	}
	rows, err := p.Query(ctx, q.String(), args...)
	if err != nil {
		return nil, translate(ctx, "list corrections", err)
	}
	defer rows.Close()
	out := []*correction.Correction{}
	for rows.Next() {
		c, err := scanCorrection(rows)
		if err != nil {
			return nil, translate(ctx, "list corrections", err)
		}
		out = append(out, c)
	}
	if err := rows.Err(); err != nil {
		return nil, translate(ctx, "list corrections", err)
	}
	return out, nil
}

// listOrder returns the ORDER BY clause of valid opts.
func listOrder(opts correction.ListOptions) string {
	if opts.Order == correction.OrderOldest {
		return `ts ASC, id COLLATE "C" ASC`
	}
	return `ts DESC, id COLLATE "C" ASC`
}

// UpdateConfidence adds delta to the confidence of id, clamped to [0, 1],
// in one statement, and returns the new value. Returns ENOTFOUND if id does
// not exist, EINVALID if delta is not finite.
func (s *CorrectionStore) UpdateConfidence(ctx context.Context, id string, delta float64) (float64, error) {
	ctx, cancel := s.db.withTimeout(ctx)
	defer cancel()
	if s.err != nil {
		return 0, s.err
	}
	if err := correction.ValidateConfidenceDelta(delta); err != nil {
		return 0, err
	}
	if cairn.ValidateText("id", id) != nil {
		return 0, cairn.NotFound("correction", id)
	}
	p, err := s.db.conn()
	if err != nil {
		return 0, err
	}
	var v float64
	err = p.QueryRow(ctx, `UPDATE corrections SET confidence = least(1.0, greatest(0.0, confidence + $1))
		WHERE tenant = $2 AND id = $3 RETURNING confidence`, delta, s.tenant, id).Scan(&v)
	if errors.Is(err, pgx.ErrNoRows) {
		return 0, cairn.NotFound("correction", id)
	}
	if err != nil {
		return 0, translate(ctx, "update confidence", err)
	}
	return v, nil
}

// SetLiteral sets whether the pair of id may be substituted offline,
// leaving every other column as it is. Returns ENOTFOUND if id does not
// exist.
func (s *CorrectionStore) SetLiteral(ctx context.Context, id string, literal bool) error {
	ctx, cancel := s.db.withTimeout(ctx)
	defer cancel()
	if s.err != nil {
		return s.err
	}
	if cairn.ValidateText("id", id) != nil {
		return cairn.NotFound("correction", id)
	}
	p, err := s.db.conn()
	if err != nil {
		return err
	}
	tag, err := p.Exec(ctx, `UPDATE corrections SET literal = $1 WHERE tenant = $2 AND id = $3`, literal, s.tenant, id)
	if err != nil {
		return translate(ctx, "set literal", err)
	}
	if tag.RowsAffected() == 0 {
		return cairn.NotFound("correction", id)
	}
	return nil
}

// RecordApplication increments the apply count of id and sets its last
// application time to at (the DB's current time when at is zero). Returns
// ENOTFOUND if id does not exist.
func (s *CorrectionStore) RecordApplication(ctx context.Context, id string, at time.Time) error {
	ctx, cancel := s.db.withTimeout(ctx)
	defer cancel()
	if s.err != nil {
		return s.err
	}
	if at.IsZero() {
		at = s.db.now()
	}
	ns, err := nanos("at", at)
	if err != nil {
		return err
	}
	return s.exec(ctx, "record application", id,
		"UPDATE corrections SET apply_count = apply_count + 1, last_applied = $1 WHERE tenant = $2 AND id = $3", ns, s.tenant, id)
}

// SetEmbedding replaces the embedding of id and its model. An empty v
// removes the embedding. Returns ENOTFOUND if id does not exist, EINVALID
// for non-finite values or a missing model.
func (s *CorrectionStore) SetEmbedding(ctx context.Context, id string, v []float32, model string) error {
	ctx, cancel := s.db.withTimeout(ctx)
	defer cancel()
	if s.err != nil {
		return s.err
	}
	if err := correction.ValidateModelEmbedding(v, model); err != nil {
		return err
	}
	return s.exec(ctx, "set embedding", id,
		"UPDATE corrections SET embedding = $1, embedding_model = $2 WHERE tenant = $3 AND id = $4",
		vector.Encode(v), nullString(embeddingModel(v, model)), s.tenant, id)
}

// Each calls fn for every correction in insertion order, stopping at fn's
// first error and returning it. It reads a page at a time and holds no
// connection while fn runs, so fn may use the store; corrections inserted
// meanwhile may or may not be visited.
func (s *CorrectionStore) Each(ctx context.Context, fn func(*correction.Correction) error) error {
	if s.err != nil {
		return s.err
	}
	var after int64
	for {
		page, last, err := s.page(ctx, after)
		if err != nil {
			return translate(ctx, "each correction", err)
		}
		for _, c := range page {
			if err := fn(c); err != nil {
				return err
			}
		}
		if len(page) < eachPage {
			return nil
		}
		after = last
	}
}

// eachCorrectionQuery reads one page of Each in insertion order, through
// the primary key on seq.
const eachCorrectionQuery = "SELECT seq, " + correctionCols + " FROM corrections WHERE tenant = $1 AND seq > $2 ORDER BY seq LIMIT $3"

func (s *CorrectionStore) page(ctx context.Context, after int64) ([]*correction.Correction, int64, error) {
	ctx, cancel := s.db.withTimeout(ctx)
	defer cancel()
	p, err := s.db.conn()
	if err != nil {
		return nil, 0, err
	}
	rows, err := p.Query(ctx, eachCorrectionQuery, s.tenant, after, eachPage)
	if err != nil {
		return nil, 0, err
	}
	defer rows.Close()
	var (
		out  []*correction.Correction
		last int64
	)
	for rows.Next() {
		c, err := scanCorrection(rows, &last)
		if err != nil {
			return nil, 0, err
		}
		out = append(out, c)
	}
	return out, last, rows.Err()
}
