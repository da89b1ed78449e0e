package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"sort"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/judgment"
)

// JudgmentStore is the judgment.Store of one tenant.
type JudgmentStore struct {
	db     *DB
	tenant string
	err    error // the tenant's validation error, returned by every method
}

var (
	_ judgment.Store      = (*JudgmentStore)(nil)
	_ judgment.BatchAdder = (*JudgmentStore)(nil)
)

// judgmentCols are the columns scanJudgment reads, in order.
const judgmentCols = `change_id, decision, reasoning, coalesce(user_decision, ''), coalesce(user_reasoning, ''),
	product, coalesce(url, ''), coalesce(description, ''), coalesce(ai_provider, ''), ts, ts_ns`

// newestQuery reads one pool of one product, newest first, through the index
// judgments_newest: only the rows read, and no sorting. It has no LIMIT:
// Newest stops reading at its limit. SQLite plans with the value bound to
// a LIMIT parameter, so binding another one makes it parse and plan the
// prepared statement again on every call (a tenth of a history request).
const newestQuery = "SELECT " + judgmentCols + ` FROM judgments
	WHERE tenant = ? AND product = ? AND corrected = ? ORDER BY ts DESC, ts_ns DESC, seq ASC`

// getJudgmentQuery reads one judgment by id through judgments_id.
const getJudgmentQuery = "SELECT " + judgmentCols + " FROM judgments WHERE tenant = ? AND change_id = ?"

const insertJudgmentQuery = `INSERT INTO judgments (tenant, change_id, product, decision, reasoning,
	user_decision, user_reasoning, url, description, ai_provider, ts, ts_ns)
	VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`

const updateJudgmentQuery = `UPDATE judgments SET product = ?, decision = ?, reasoning = ?,
	user_decision = ?, user_reasoning = ?, url = ?, description = ?, ai_provider = ?, ts = ?, ts_ns = ?
	WHERE tenant = ? AND change_id = ?`

// eachJudgmentQuery and eachProductQuery read one page of Each in
// insertion order: a range of the rowid, read in order until the page is
// full. The unary + keeps SQLite from choosing an index on tenant or
// product instead, which would sort the whole tenant for every page.
const (
	eachJudgmentQuery = "SELECT seq, " + judgmentCols + " FROM judgments WHERE +tenant = ? AND seq > ? ORDER BY seq LIMIT ?"
	eachProductQuery  = "SELECT seq, " + judgmentCols + " FROM judgments WHERE +tenant = ? AND seq > ? AND +product = ? ORDER BY seq LIMIT ?"
)

// eachPage is how many rows Each reads per query.
const eachPage = 256

type scanner interface{ Scan(dest ...any) error }

// scanJudgment scans the columns judgmentCols, after extra.
func scanJudgment(row scanner, extra ...any) (*judgment.Judgment, error) {
	var (
		j      judgment.Judgment
		us, ns int64
	)
	dest := append(extra, &j.ChangeID, &j.Decision, &j.Reasoning, &j.UserDecision, &j.UserReasoning,
		&j.Product, &j.URL, &j.Description, &j.AIProvider, &us, &ns)
	if err := row.Scan(dest...); err != nil {
		return nil, err
	}
	j.Timestamp = fromMicros(us, ns)
	return &j, nil
}

// prepare returns a copy of j as it will be stored (stamped with the DB's
// clock when it has no time, in UTC) after validating it.
func (s *JudgmentStore) prepare(j *judgment.Judgment) (*judgment.Judgment, error) {
	return judgment.Prepare(j, s.db.now())
}

// Add stores j unless a judgment with its change_id exists that
// judgment.ShouldReplace says to keep. The check and the write happen in one
// immediate transaction. A replaced judgment keeps its insertion position.
// A zero Timestamp is stored as the DB's current time. Returns EINVALID if j
// fails Validate.
func (s *JudgmentStore) Add(ctx context.Context, j *judgment.Judgment) (bool, error) {
	if s.err != nil {
		return false, s.err
	}
	c, err := s.prepare(j)
	if err != nil {
		return false, err
	}
	var stored bool
	err = s.db.inTx(ctx, func(tx *sql.Tx) error {
		stored, err = s.add(ctx, s.stmts(ctx, tx), c)
		return err
	})
	return stored, translate(ctx, "add judgment", err)
}

// AddBatch applies Add to each judgment of js in one transaction and returns
// how many were stored. When any judgment is invalid nothing is written.
func (s *JudgmentStore) AddBatch(ctx context.Context, js []*judgment.Judgment) (int, error) {
	if s.err != nil {
		return 0, s.err
	}
	cs := make([]*judgment.Judgment, len(js))
	for i, j := range js {
		c, err := s.prepare(j)
		if err != nil {
			return 0, err
		}
		cs[i] = c
	}
	n := 0
	err := s.db.inTx(ctx, func(tx *sql.Tx) error {
		st := s.stmts(ctx, tx)
		for _, c := range cs {
			stored, err := s.add(ctx, st, c)
			if err != nil {
				return err
			}
			if stored {
				n++
			}
		}
		return nil
	})
	if err != nil {
		return 0, translate(ctx, "add judgments", err)
	}
	return n, nil
}

// addStmts are the write statements of add, bound to one transaction.
type addStmts struct{ lock, insert, update *sql.Stmt }

func (s *JudgmentStore) stmts(ctx context.Context, tx *sql.Tx) addStmts {
	return addStmts{
		lock:   tx.StmtContext(ctx, s.db.stmt.lockJudgment),
		insert: tx.StmtContext(ctx, s.db.stmt.insertJudgment),
		update: tx.StmtContext(ctx, s.db.stmt.updateJudgment),
	}
}

// add applies the add rule to j inside a write transaction.
func (s *JudgmentStore) add(ctx context.Context, st addStmts, j *judgment.Judgment) (bool, error) {
	us, ns := micros(j.Timestamp)
	existing, err := scanJudgment(st.lock.QueryRowContext(ctx, s.tenant, j.ChangeID))
	switch {
	case errors.Is(err, sql.ErrNoRows):
		_, err = st.insert.ExecContext(ctx, s.tenant, j.ChangeID, j.Product, string(j.Decision), j.Reasoning,
			nullString(string(j.UserDecision)), nullString(j.UserReasoning),
			nullString(j.URL), nullString(j.Description), nullString(j.AIProvider), us, ns)
		return err == nil, err
	case err != nil:
		return false, err
	case !judgment.ShouldReplace(existing, j):
		return false, nil
	}
	_, err = st.update.ExecContext(ctx, j.Product, string(j.Decision), j.Reasoning,
		nullString(string(j.UserDecision)), nullString(j.UserReasoning),
		nullString(j.URL), nullString(j.Description), nullString(j.AIProvider), us, ns,
		s.tenant, j.ChangeID)
	return err == nil, err
}

// SetUserDecision records a human override of the judgment changeID.
// Returns ENOTFOUND if it does not exist, EINVALID for a bad decision.
func (s *JudgmentStore) SetUserDecision(ctx context.Context, changeID string, d judgment.Decision, reasoning string) error {
	if s.err != nil {
		return s.err
	}
	if err := judgment.ValidateOverride(d, reasoning); err != nil {
		return err
	}
	w, err := s.db.writer()
	if err != nil {
		return err
	}
	res, err := w.ExecContext(ctx, "UPDATE judgments SET user_decision = ?, user_reasoning = ? WHERE tenant = ? AND change_id = ?",
		string(d), nullString(reasoning), s.tenant, changeID)
	if err != nil {
		return translate(ctx, "set user decision", err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return translate(ctx, "set user decision", err)
	} else if n == 0 {
		return cairn.NotFound("judgment", changeID)
	}
	return nil
}

// Get returns the judgment changeID, or ENOTFOUND.
func (s *JudgmentStore) Get(ctx context.Context, changeID string) (*judgment.Judgment, error) {
	if s.err != nil {
		return nil, s.err
	}
	if _, err := s.db.reader(); err != nil {
		return nil, err
	}
	j, err := scanJudgment(s.db.stmt.getJudgment.QueryRowContext(ctx, s.tenant, changeID))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, cairn.NotFound("judgment", changeID)
	}
	if err != nil {
		return nil, translate(ctx, "get judgment", err)
	}
	return j, nil
}

// ClearProduct deletes every judgment of product and returns how many.
func (s *JudgmentStore) ClearProduct(ctx context.Context, product string) (int, error) {
	if s.err != nil {
		return 0, s.err
	}
	w, err := s.db.writer()
	if err != nil {
		return 0, err
	}
	res, err := w.ExecContext(ctx, "DELETE FROM judgments WHERE tenant = ? AND product = ?", s.tenant, product)
	if err != nil {
		return 0, translate(ctx, "clear product", err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return 0, translate(ctx, "clear product", err)
	}
	return int(n), nil
}

// Stats summarises the judgments of product, or of all products when
// product is "". Products are sorted; Oldest and Newest are nil when there
// are no judgments.
func (s *JudgmentStore) Stats(ctx context.Context, product string) (judgment.Stats, error) {
	st := judgment.Stats{Products: []string{}}
	if s.err != nil {
		return st, s.err
	}
	r, err := s.db.reader()
	if err != nil {
		return st, err
	}
	where := " WHERE tenant = ?"
	args := []any{s.tenant}
	if product != "" {
		where += " AND product = ?"
		args = append(args, product)
	}
	rows, err := r.QueryContext(ctx, "SELECT product, count(*), sum(corrected), min(ts), max(ts) FROM judgments"+where+" GROUP BY product", args...)
	if err != nil {
		return st, translate(ctx, "stats", err)
	}
	defer rows.Close()
	var oldest, newest int64
	for rows.Next() {
		var (
			p                string
			total, corrected int
			pOldest, pNewest int64
		)
		if err := rows.Scan(&p, &total, &corrected, &pOldest, &pNewest); err != nil {
			return st, translate(ctx, "stats", err)
		}
		if st.TotalJudgments == 0 || pOldest < oldest {
			oldest = pOldest
		}
		if st.TotalJudgments == 0 || pNewest > newest {
			newest = pNewest
		}
		st.TotalJudgments += total
		st.CorrectedCount += corrected
		st.Products = append(st.Products, p)
	}
	if err := rows.Err(); err != nil {
		return st, translate(ctx, "stats", err)
	}
	sort.Strings(st.Products)
	st.CorrectCount = st.TotalJudgments - st.CorrectedCount
	if st.TotalJudgments == 0 {
		return st, nil
	}
	st.CorrectionRate = float64(st.CorrectedCount) / float64(st.TotalJudgments)
	// The nanoseconds beyond the microsecond of the oldest and newest.
	var oldestNs, newestNs int64
	err = r.QueryRowContext(ctx, `SELECT coalesce(min(CASE WHEN ts = ? THEN ts_ns END), 0),
		coalesce(max(CASE WHEN ts = ? THEN ts_ns END), 0) FROM judgments`+where,
		append([]any{oldest, newest}, args...)...).Scan(&oldestNs, &newestNs)
	if err != nil {
		return st, translate(ctx, "stats", err)
	}
	o, n := fromMicros(oldest, oldestNs), fromMicros(newest, newestNs)
	st.Oldest, st.Newest = &o, &n
	return st, nil
}

// Newest returns at most limit judgments of product whose WasCorrected
// equals corrected, newest first, ties in insertion order. It reads only
// those rows, through the index judgments_newest. Returns EINVALID for a
// negative limit.
func (s *JudgmentStore) Newest(ctx context.Context, product string, corrected bool, limit int) ([]*judgment.Judgment, error) {
	if s.err != nil {
		return nil, s.err
	}
	if limit < 0 {
		return nil, cairn.Invalid("limit", "must not be negative, got %d", limit)
	}
	if limit == 0 {
		return []*judgment.Judgment{}, nil
	}
	if _, err := s.db.reader(); err != nil {
		return nil, err
	}
	rows, err := s.db.stmt.newest.QueryContext(ctx, s.tenant, product, corrected)
	if err != nil {
		return nil, translate(ctx, "newest judgments", err)
	}
	defer rows.Close()
	out := make([]*judgment.Judgment, 0, limit)
	for len(out) < limit && rows.Next() {
		j, err := scanJudgment(rows)
		if err != nil {
			return nil, translate(ctx, "newest judgments", err)
		}
		out = append(out, j)
	}
	if err := rows.Err(); err != nil {
		return nil, translate(ctx, "newest judgments", err)
	}
	return out, nil
}

// Each calls fn for every judgment of product (all products when ""), in
// insertion order, stopping at fn's first error and returning it. It reads
// a page at a time and holds no connection while fn runs, so fn may use the
// store; judgments added meanwhile may or may not be visited.
func (s *JudgmentStore) Each(ctx context.Context, product string, fn func(*judgment.Judgment) error) error {
	if s.err != nil {
		return s.err
	}
	r, err := s.db.reader()
	if err != nil {
		return err
	}
	q := eachJudgmentQuery
	if product != "" {
		q = eachProductQuery
	}
	var after int64
	for {
		args := []any{s.tenant, after}
		if product != "" {
			args = append(args, product)
		}
		page, last, err := s.page(ctx, r, q, append(args, eachPage))
		if err != nil {
			return translate(ctx, "each judgment", err)
		}
		for _, j := range page {
			if err := fn(j); err != nil {
				return err
			}
		}
		if len(page) < eachPage {
			return nil
		}
		after = last
	}
}

// page reads one page of Each and returns the seq of its last row.
func (s *JudgmentStore) page(ctx context.Context, r *sql.DB, q string, args []any) ([]*judgment.Judgment, int64, error) {
	rows, err := r.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, 0, err
	}
	defer rows.Close()
	var (
		out  []*judgment.Judgment
		last int64
	)
	for rows.Next() {
		j, err := scanJudgment(rows, &last)
		if err != nil {
			return nil, 0, err
		}
		out = append(out, j)
	}
	return out, last, rows.Err()
}
