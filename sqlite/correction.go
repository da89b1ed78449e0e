package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/vector"
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
	category, severity, embedding, embedding_model, apply_count, last_applied, confidence, literal`

// getCorrectionQuery reads one correction by id: the applier reads each
// candidate of a turn's output through it.
const getCorrectionQuery = "SELECT " + correctionCols + " FROM corrections WHERE tenant = ? AND id = ?"

// recordApplicationQuery counts an application: the applier runs it for
// every correction it applies.
const recordApplicationQuery = "UPDATE corrections SET apply_count = apply_count + 1, last_applied = ? WHERE tenant = ? AND id = ?"

// getManySizes are the lengths of the id lists GetMany's prepared
// statements take, ascending: a read pads its ids to the next length by
// repeating one, and reads a longer list in parts of the last length.
var getManySizes = [...]int{1, 2, 4, 8, 16, 32}

// getManyQuery reads the corrections of n ids.
func getManyQuery(n int) string {
	return "SELECT " + correctionCols + " FROM corrections WHERE tenant = ? AND id IN (" + placeholders(n) + ")"
}

func scanCorrection(row scanner, extra ...any) (*correction.Correction, error) {
	var (
		c           correction.Correction
		ts          int64
		ctxJSON     sql.NullString
		blob        sql.RawBytes // decoded before the next row
		model       sql.NullString
		lastApplied sql.NullInt64
	)
	dest := append(extra, &c.ID, &ts, &c.SessionID, &c.OriginalOutput, &c.CorrectedOutput, &c.Explanation, &c.Query, &ctxJSON,
		&c.Category, &c.Severity, &blob, &model, &c.ApplyCount, &lastApplied, &c.Confidence, &c.Literal)
	if err := row.Scan(dest...); err != nil {
		return nil, err
	}
	c.Timestamp = fromNanos(ts)
	if ctxJSON.Valid {
		var err error
		if c.Context, err = decodeContext(ctxJSON.String); err != nil {
			return nil, fmt.Errorf("correction %s: context: %w", c.ID, err)
		}
	}
	v, err := vector.Decode(blob)
	if err != nil {
		return nil, fmt.Errorf("correction %s: embedding: %w", c.ID, err)
	}
	c.Embedding, c.EmbeddingModel = v, model.String
	if lastApplied.Valid {
		t := fromNanos(lastApplied.Int64)
		c.LastApplied = &t
	}
	return &c, nil
}

// decodeContext decodes the context column: what json.Unmarshal gives.
// The column holds what json.Marshal wrote, and the common case (no escape
// sequences) is read without reflection: chunks of the exact form
// {"source":"…","content":"…"} or {"content":"…"}, with no white space,
// whose strings hold no backslash, no control character and only valid
// UTF-8, where Unmarshal would keep the bytes as they are. Anything else
// goes to json.Unmarshal.
func decodeContext(s string) ([]correction.ContextChunk, error) {
	if cs, ok := decodeContextFast(s); ok {
		return cs, nil
	}
	var cs []correction.ContextChunk
	if err := json.Unmarshal([]byte(s), &cs); err != nil {
		return nil, err
	}
	return cs, nil
}

func decodeContextFast(s string) ([]correction.ContextChunk, bool) {
	rest, ok := strings.CutPrefix(s, "[")
	if !ok || rest == "]" {
		return nil, false
	}
	// plain cuts the string at the start of rest, up to its closing quote.
	plain := func(rest string) (string, string, bool) {
		for i := 0; i < len(rest); i++ {
			switch b := rest[i]; {
			case b == '"':
				return rest[:i], rest[i+1:], utf8.ValidString(rest[:i])
			case b == '\\' || b < 0x20:
				return "", "", false
			}
		}
		return "", "", false
	}
	n := strings.Count(s, `"content":"`)
	out := make([]correction.ContextChunk, 0, n)
	for {
		var c correction.ContextChunk
		if r, ok := strings.CutPrefix(rest, `{"source":"`); ok {
			if c.Source, rest, ok = plain(r); !ok {
				return nil, false
			}
			if rest, ok = strings.CutPrefix(rest, ","); !ok {
				return nil, false
			}
		} else if rest, ok = strings.CutPrefix(rest, "{"); !ok {
			return nil, false
		}
		if rest, ok = strings.CutPrefix(rest, `"content":"`); !ok {
			return nil, false
		}
		if c.Content, rest, ok = plain(rest); !ok {
			return nil, false
		}
		if rest, ok = strings.CutPrefix(rest, "}"); !ok {
			return nil, false
		}
		out = append(out, c)
		if rest == "]" {
			return out, true
		}
		if rest, ok = strings.CutPrefix(rest, ","); !ok {
			return nil, false
		}
	}
}

// Insert stores a new correction. A zero Timestamp is stored as the DB's
// current time. Returns ECONFLICT if c.ID exists and EINVALID if c fails
// Validate.
func (s *CorrectionStore) Insert(ctx context.Context, c *correction.Correction) error {
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
	w, err := s.db.writer()
	if err != nil {
		return err
	}
	_, err = w.ExecContext(ctx, insertCorrection, args...)
	if err = translate(ctx, "insert correction", err); cairn.ErrorCode(err) == cairn.ECONFLICT {
		return &cairn.Error{Code: cairn.ECONFLICT, Message: fmt.Sprintf("correction %q already exists", c.ID), Err: err}
	}
	return err
}

// insertCorrection inserts one correction row; insertArgs gives its
// arguments.
const insertCorrection = `INSERT INTO corrections (tenant, id, ts, session_id, original_output, corrected_output,
	explanation, query, context, category, severity, embedding, embedding_model, apply_count, last_applied, confidence, literal)
	VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`

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
	var lastApplied any
	if c.LastApplied != nil {
		ns, err := nanos("last_applied", *c.LastApplied)
		if err != nil {
			return nil, err
		}
		lastApplied = ns
	}
	var ctxJSON any
	if len(c.Context) > 0 {
		b, err := json.Marshal(c.Context)
		if err != nil {
			return nil, cairn.Invalid("context", "%v", err)
		}
		ctxJSON = string(b)
	}
	return []any{s.tenant, c.ID, ts, c.SessionID, c.OriginalOutput, c.CorrectedOutput,
		c.Explanation, c.Query, ctxJSON, int(c.Category), c.Severity, vector.Encode(c.Embedding),
		nullString(embeddingModel(c.Embedding, c.EmbeddingModel)), c.ApplyCount, lastApplied, c.Confidence, c.Literal}, nil
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
	if s.err != nil {
		return nil, s.err
	}
	if _, err := s.db.reader(); err != nil {
		return nil, err
	}
	var one [1]*correction.Correction
	cs, err := s.queryInto(ctx, one[:0], s.db.stmt.getCorrection, []any{s.tenant, id})
	if err != nil {
		return nil, translate(ctx, "get correction", err)
	}
	if len(cs) == 0 {
		return nil, cairn.NotFound("correction", id)
	}
	return cs[0], nil
}

// GetMany returns the corrections with the given ids that exist, each
// once, in no particular order. It reads up to 32 ids in one prepared
// statement.
func (s *CorrectionStore) GetMany(ctx context.Context, ids []string) ([]*correction.Correction, error) {
	if s.err != nil {
		return nil, s.err
	}
	if _, err := s.db.reader(); err != nil {
		return nil, err
	}
	ids = slices.Compact(slices.Sorted(slices.Values(ids)))
	out := make([]*correction.Correction, 0, len(ids))
	args := make([]any, 0, 1+getManySizes[len(getManySizes)-1])
	for len(ids) > 0 {
		k := 0
		for k < len(getManySizes)-1 && getManySizes[k] < len(ids) {
			k++
		}
		part := ids[:min(len(ids), getManySizes[k])]
		ids = ids[len(part):]
		args = append(args[:0], s.tenant)
		for i := range getManySizes[k] {
			args = append(args, part[min(i, len(part)-1)])
		}
		var err error
		if out, err = s.queryInto(ctx, out, s.db.stmt.getMany[k], args); err != nil {
			return nil, translate(ctx, "get corrections", err)
		}
	}
	return out, nil
}

// queryInto appends the corrections st reads to out.
func (s *CorrectionStore) queryInto(ctx context.Context, out []*correction.Correction, st *sql.Stmt, args []any) ([]*correction.Correction, error) {
	rows, err := st.QueryContext(ctx, args...)
	if err != nil {
		return out, err
	}
	defer rows.Close()
	for rows.Next() {
		c, err := scanCorrection(rows)
		if err != nil {
			return out, err
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

// Delete removes the correction id. Returns ENOTFOUND if it does not exist.
func (s *CorrectionStore) Delete(ctx context.Context, id string) error {
	if s.err != nil {
		return s.err
	}
	return s.exec(ctx, "delete correction", id, "DELETE FROM corrections WHERE tenant = ? AND id = ?", s.tenant, id)
}

// exec runs a write that must touch the row of correction id, and returns
// ENOTFOUND when it touched none.
func (s *CorrectionStore) exec(ctx context.Context, op, id, q string, args ...any) error {
	w, err := s.db.writer()
	if err != nil {
		return err
	}
	res, err := w.ExecContext(ctx, q, args...)
	return touched(ctx, op, id, res, err)
}

// touched returns the error of a write that must touch the row of
// correction id, and ENOTFOUND when it touched none.
func touched(ctx context.Context, op, id string, res sql.Result, err error) error {
	if err != nil {
		return translate(ctx, op, err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return translate(ctx, op, err)
	}
	if n == 0 {
		return cairn.NotFound("correction", id)
	}
	return nil
}

// List returns corrections matching opts, in opts.Order, ties by id
// ascending. Text matches a case-insensitive substring (Unicode case
// folding as strings.ToLower) of the query, original or corrected output.
// Returns EINVALID for a negative limit or offset, an unknown order or
// category.
func (s *CorrectionStore) List(ctx context.Context, opts correction.ListOptions) ([]*correction.Correction, error) {
	if s.err != nil {
		return nil, s.err
	}
	if err := opts.Validate(); err != nil {
		return nil, err
	}
	order := listOrder(opts)
	q := "SELECT " + correctionCols + " FROM corrections WHERE tenant = ?"
	args := []any{s.tenant}
	if opts.Category != nil {
		q += " AND category = ?"
		args = append(args, int(*opts.Category))
	}
	if opts.SessionID != "" {
		q += " AND session_id = ?"
		args = append(args, opts.SessionID)
	}
	if opts.Text != "" {
		needle := strings.ToLower(opts.Text)
		q += " AND (instr(" + foldFunc + "(query), ?) > 0 OR instr(" + foldFunc + "(original_output), ?) > 0 OR instr(" + foldFunc + "(corrected_output), ?) > 0)"
		args = append(args, needle, needle, needle)
	}
	q += " ORDER BY " + order + " LIMIT ? OFFSET ?"
	limit := opts.Limit
	if limit == 0 {
		limit = -1
	}
	args = append(args, limit, opts.Offset)
	r, err := s.db.reader()
	if err != nil {
		return nil, err
	}
	rows, err := r.QueryContext(ctx, q, args...)
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
		return "ts ASC, id ASC"
	}
	return "ts DESC, id ASC"
}

// UpdateConfidence adds delta to the confidence of id, clamped to [0, 1],
// in one statement, and returns the new value. Returns ENOTFOUND if id does
// not exist, EINVALID if delta is not finite.
func (s *CorrectionStore) UpdateConfidence(ctx context.Context, id string, delta float64) (float64, error) {
	if s.err != nil {
		return 0, s.err
	}
	if err := correction.ValidateConfidenceDelta(delta); err != nil {
		return 0, err
	}
	w, err := s.db.writer()
	if err != nil {
		return 0, err
	}
	var v float64
	err = w.QueryRowContext(ctx, `UPDATE corrections SET confidence = min(1.0, max(0.0, confidence + ?))
		WHERE tenant = ? AND id = ? RETURNING confidence`, delta, s.tenant, id).Scan(&v)
	if errors.Is(err, sql.ErrNoRows) {
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
	if s.err != nil {
		return s.err
	}
	w, err := s.db.writer()
	if err != nil {
		return err
	}
	res, err := w.ExecContext(ctx, `UPDATE corrections SET literal = ? WHERE tenant = ? AND id = ?`, literal, s.tenant, id)
	if err != nil {
		return translate(ctx, "set literal", err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return translate(ctx, "set literal", err)
	} else if n == 0 {
		return cairn.NotFound("correction", id)
	}
	return nil
}

// RecordApplication increments the apply count of id and sets its last
// application time to at (the DB's current time when at is zero). Returns
// ENOTFOUND if id does not exist.
func (s *CorrectionStore) RecordApplication(ctx context.Context, id string, at time.Time) error {
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
	if _, err := s.db.writer(); err != nil {
		return err
	}
	res, err := s.db.stmt.recordApplication.ExecContext(ctx, ns, s.tenant, id)
	return touched(ctx, "record application", id, res, err)
}

// SetEmbedding replaces the embedding of id and its model. An empty v
// removes the embedding. Returns ENOTFOUND if id does not exist, EINVALID
// for non-finite values or a missing model.
func (s *CorrectionStore) SetEmbedding(ctx context.Context, id string, v []float32, model string) error {
	if s.err != nil {
		return s.err
	}
	if err := correction.ValidateModelEmbedding(v, model); err != nil {
		return err
	}
	return s.exec(ctx, "set embedding", id,
		"UPDATE corrections SET embedding = ?, embedding_model = ? WHERE tenant = ? AND id = ?",
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
	r, err := s.db.reader()
	if err != nil {
		return err
	}
	var after int64
	for {
		page, last, err := s.page(ctx, r, after)
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

// eachCorrectionQuery reads one page of Each in insertion order: a range
// of the rowid, read in order until the page is full (the unary + keeps
// SQLite from sorting the tenant through an index for every page).
const eachCorrectionQuery = "SELECT seq, " + correctionCols + " FROM corrections WHERE +tenant = ? AND seq > ? ORDER BY seq LIMIT ?"

func (s *CorrectionStore) page(ctx context.Context, r *sql.DB, after int64) ([]*correction.Correction, int64, error) {
	rows, err := r.QueryContext(ctx, eachCorrectionQuery, s.tenant, after, eachPage)
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
