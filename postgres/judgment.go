package postgres

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sort"
	"time"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/judgment"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
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
// judgments_newest: only the rows it returns, and no sorting.
const newestQuery = "SELECT " + judgmentCols + ` FROM judgments
	WHERE tenant = $1 AND product = $2 AND corrected = $3 ORDER BY ts DESC, ts_ns DESC, seq ASC LIMIT $4`

// insertJudgmentQuery inserts a judgment unless its change_id exists.
const insertJudgmentQuery = `INSERT INTO judgments (tenant, change_id, product, decision, reasoning,
	user_decision, user_reasoning, url, description, ai_provider, ts, ts_ns)
	VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
	ON CONFLICT (tenant, change_id) DO NOTHING`

// insertJudgmentSeqQuery is insertJudgmentQuery with the seq given.
const insertJudgmentSeqQuery = `INSERT INTO judgments (seq, tenant, change_id, product, decision, reasoning,
	user_decision, user_reasoning, url, description, ai_provider, ts, ts_ns)
	OVERRIDING SYSTEM VALUE VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
	ON CONFLICT (tenant, change_id) DO NOTHING`

// updateJudgmentQuery replaces a judgment, keeping its seq.
const updateJudgmentQuery = `UPDATE judgments SET product = $1, decision = $2, reasoning = $3,
	user_decision = $4, user_reasoning = $5, url = $6, description = $7, ai_provider = $8, ts = $9, ts_ns = $10
	WHERE tenant = $11 AND change_id = $12`

// eachJudgmentQuery and eachProductQuery read one page of Each in
// insertion order, through the primary key on seq.
const (
	eachJudgmentQuery = "SELECT seq, " + judgmentCols + " FROM judgments WHERE tenant = $1 AND seq > $2 ORDER BY seq LIMIT $3"
	eachProductQuery  = "SELECT seq, " + judgmentCols + " FROM judgments WHERE tenant = $1 AND seq > $2 AND product = $4 ORDER BY seq LIMIT $3"
)

// eachPage is how many rows Each reads per query.
const eachPage = 256

// maxAddAttempts bounds how often Add retries after losing a race to insert
// the same new change_id.
const maxAddAttempts = 3

// scanJudgment scans the columns judgmentCols, after extra.
func scanJudgment(row pgx.Row, extra ...any) (*judgment.Judgment, error) {
	var (
		j                      judgment.Judgment
		decision, userDecision string
		ts                     time.Time
		ns                     int16
	)
	dest := append(extra, &j.ChangeID, &decision, &j.Reasoning, &userDecision, &j.UserReasoning,
		&j.Product, &j.URL, &j.Description, &j.AIProvider, &ts, &ns)
	if err := row.Scan(dest...); err != nil {
		return nil, err
	}
	j.Decision, j.UserDecision = judgment.Decision(decision), judgment.Decision(userDecision)
	j.Timestamp = joinMicro(ts, ns)
	return &j, nil
}

// prepare returns a copy of j as it will be stored (stamped with the DB's
// clock when it has no time, in UTC) after validating it.
func (s *JudgmentStore) prepare(j *judgment.Judgment) (*judgment.Judgment, error) {
	return judgment.Prepare(j, s.db.now())
}

// Add stores j unless a judgment with its change_id exists that
// judgment.ShouldReplace says to keep. The existing row is locked (SELECT …
// FOR UPDATE) while the rule is applied, so replicas adding the same
// change_id cannot interleave. A replaced judgment keeps its insertion
// position. A zero Timestamp is stored as the DB's current time. Returns
// EINVALID if j fails Validate.
func (s *JudgmentStore) Add(ctx context.Context, j *judgment.Judgment) (bool, error) {
	ctx, cancel := s.db.withTimeout(ctx)
	defer cancel()
	if s.err != nil {
		return false, s.err
	}
	c, err := s.prepare(j)
	if err != nil {
		return false, err
	}
	var stored bool
	err = s.db.inTx(ctx, func(tx pgx.Tx) error {
		stored, err = s.add(ctx, tx, c)
		return err
	})
	return stored, translate(ctx, "add judgment", err)
}

// AddBatch applies Add to each judgment of js in one transaction and returns
// how many were stored. When any judgment is invalid nothing is written.
func (s *JudgmentStore) AddBatch(ctx context.Context, js []*judgment.Judgment) (int, error) {
	ctx, cancel := s.db.withTimeout(ctx)
	defer cancel()
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
	if len(cs) == 0 {
		return 0, nil
	}
	var n int
	err := s.db.inTxKnown(ctx, func(tx pgx.Tx) error {
		for range maxAddAttempts {
			// A savepoint, to retry when a concurrent transaction inserts
			// one of the batch's new change_ids first.
			sp, err := tx.Begin(ctx)
			if err != nil {
				return err
			}
			stored, raced, err := s.addBatch(ctx, sp, cs)
			if err != nil {
				return err
			}
			if !raced {
				n = stored
				return sp.Commit(ctx)
			}
			if err := sp.Rollback(ctx); err != nil {
				return err
			}
		}
		return cairn.Unavailable("postgres", fmt.Errorf("add judgments: lost %d races to concurrent writers", maxAddAttempts))
	})
	if err != nil {
		return 0, translate(ctx, "add judgments", err)
	}
	return n, nil
}

// addBatch applies the add rule to each judgment of cs in order, in three
// round trips: it locks the existing rows of the batch's change_ids and
// draws sequence numbers for the new ones, decides in memory, then sends the
// inserts and updates in one pipeline. Locks are taken and new rows
// inserted in change_id order, so that concurrent batches cannot deadlock;
// new rows get their seq in the order the batch first adds them. raced
// reports that a new change_id was inserted by another transaction after
// the lock: the caller rolls back and tries again.
func (s *JudgmentStore) addBatch(ctx context.Context, tx pgx.Tx, cs []*judgment.Judgment) (stored int, raced bool, err error) {
	ids := make([]string, 0, len(cs))
	seen := map[string]bool{}
	for _, c := range cs {
		if !seen[c.ChangeID] {
			seen[c.ChangeID] = true
			ids = append(ids, c.ChangeID)
		}
	}
	current := map[string]*judgment.Judgment{}
	existed := map[string]bool{}
	var seqs []int64
	lock := &pgx.Batch{}
	lock.Queue("SELECT "+judgmentCols+` FROM judgments
		WHERE tenant = $1 AND change_id = ANY($2) ORDER BY change_id FOR UPDATE`, s.tenant, ids).Query(func(rows pgx.Rows) error {
		for rows.Next() {
			j, err := scanJudgment(rows)
			if err != nil {
				return err
			}
			current[j.ChangeID], existed[j.ChangeID] = j, true
		}
		return rows.Err()
	})
	lock.Queue("SELECT nextval(pg_get_serial_sequence('judgments', 'seq')) FROM generate_series(1, $1)", len(ids)).Query(func(rows pgx.Rows) error {
		var err error
		seqs, err = pgx.CollectRows(rows, pgx.RowTo[int64])
		return err
	})
	if err := tx.SendBatch(ctx, lock).Close(); err != nil {
		return 0, false, err
	}
	slices.Sort(seqs)

	var inserted []string // new change_ids in the order they were first added
	changed := map[string]bool{}
	for _, c := range cs {
		ex := current[c.ChangeID]
		if ex != nil && !judgment.ShouldReplace(ex, c) {
			continue
		}
		if ex == nil {
			inserted = append(inserted, c.ChangeID)
		}
		current[c.ChangeID], changed[c.ChangeID] = c, true
		stored++
	}
	seqOf := make(map[string]int64, len(inserted))
	for i, id := range inserted {
		seqOf[id] = seqs[i]
	}

	slices.Sort(ids)
	write := &pgx.Batch{}
	for _, id := range ids {
		j := current[id]
		if !changed[id] {
			continue
		}
		ts, ns := splitMicro(j.Timestamp)
		if existed[id] {
			write.Queue(updateJudgmentQuery, j.Product, string(j.Decision), j.Reasoning,
				nullString(string(j.UserDecision)), nullString(j.UserReasoning),
				nullString(j.URL), nullString(j.Description), nullString(j.AIProvider), ts, ns,
				s.tenant, j.ChangeID)
			continue
		}
		write.Queue(insertJudgmentSeqQuery, seqOf[id], s.tenant, j.ChangeID, j.Product, string(j.Decision), j.Reasoning,
			nullString(string(j.UserDecision)), nullString(j.UserReasoning),
			nullString(j.URL), nullString(j.Description), nullString(j.AIProvider), ts, ns).Exec(func(tag pgconn.CommandTag) error {
			if tag.RowsAffected() == 0 {
				raced = true
			}
			return nil
		})
	}
	if write.Len() > 0 {
		if err := tx.SendBatch(ctx, write).Close(); err != nil {
			return 0, false, err
		}
	}
	return stored, raced, nil
}

// add applies the add rule to j inside a transaction: it locks the
// existing row, if any, while ShouldReplace decides.
func (s *JudgmentStore) add(ctx context.Context, tx pgx.Tx, j *judgment.Judgment) (bool, error) {
	ts, ns := splitMicro(j.Timestamp)
	for range maxAddAttempts {
		existing, err := scanJudgment(tx.QueryRow(ctx,
			"SELECT "+judgmentCols+" FROM judgments WHERE tenant = $1 AND change_id = $2 FOR UPDATE", s.tenant, j.ChangeID))
		switch {
		case errors.Is(err, pgx.ErrNoRows):
			tag, err := tx.Exec(ctx, insertJudgmentQuery,
				s.tenant, j.ChangeID, j.Product, string(j.Decision), j.Reasoning,
				nullString(string(j.UserDecision)), nullString(j.UserReasoning),
				nullString(j.URL), nullString(j.Description), nullString(j.AIProvider), ts, ns)
			if err != nil {
				return false, err
			}
			if tag.RowsAffected() == 1 {
				return true, nil
			}
			// Another transaction inserted it since the SELECT: apply the
			// rule to its row.
			continue
		case err != nil:
			return false, err
		case !judgment.ShouldReplace(existing, j):
			return false, nil
		}
		_, err = tx.Exec(ctx, updateJudgmentQuery,
			j.Product, string(j.Decision), j.Reasoning,
			nullString(string(j.UserDecision)), nullString(j.UserReasoning),
			nullString(j.URL), nullString(j.Description), nullString(j.AIProvider), ts, ns,
			s.tenant, j.ChangeID)
		return err == nil, err
	}
	return false, cairn.Unavailable("postgres", fmt.Errorf("add judgment %q: lost %d races to concurrent writers", j.ChangeID, maxAddAttempts))
}

// SetUserDecision records a human override of the judgment changeID.
// Returns ENOTFOUND if it does not exist, EINVALID for a bad decision.
func (s *JudgmentStore) SetUserDecision(ctx context.Context, changeID string, d judgment.Decision, reasoning string) error {
	ctx, cancel := s.db.withTimeout(ctx)
	defer cancel()
	if s.err != nil {
		return s.err
	}
	if err := judgment.ValidateOverride(d, reasoning); err != nil {
		return err
	}
	if err := cairn.ValidateText("change_id", changeID); err != nil {
		return err
	}
	p, err := s.db.conn()
	if err != nil {
		return err
	}
	tag, err := p.Exec(ctx, "UPDATE judgments SET user_decision = $1, user_reasoning = $2 WHERE tenant = $3 AND change_id = $4",
		string(d), nullString(reasoning), s.tenant, changeID)
	if err != nil {
		return translate(ctx, "set user decision", err)
	}
	if tag.RowsAffected() == 0 {
		return cairn.NotFound("judgment", changeID)
	}
	return nil
}

// Get returns the judgment changeID, or ENOTFOUND.
func (s *JudgmentStore) Get(ctx context.Context, changeID string) (*judgment.Judgment, error) {
	ctx, cancel := s.db.withTimeout(ctx)
	defer cancel()
	if s.err != nil {
		return nil, s.err
	}
	p, err := s.db.conn()
	if err != nil {
		return nil, err
	}
	j, err := scanJudgment(p.QueryRow(ctx,
		"SELECT "+judgmentCols+" FROM judgments WHERE tenant = $1 AND change_id = $2", s.tenant, changeID))
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, cairn.NotFound("judgment", changeID)
	}
	if err != nil {
		return nil, translate(ctx, "get judgment", err)
	}
	return j, nil
}

// ClearProduct deletes every judgment of product and returns how many.
func (s *JudgmentStore) ClearProduct(ctx context.Context, product string) (int, error) {
	ctx, cancel := s.db.withTimeout(ctx)
	defer cancel()
	if s.err != nil {
		return 0, s.err
	}
	p, err := s.db.conn()
	if err != nil {
		return 0, err
	}
	tag, err := p.Exec(ctx, "DELETE FROM judgments WHERE tenant = $1 AND product = $2", s.tenant, product)
	if err != nil {
		return 0, translate(ctx, "clear product", err)
	}
	return int(tag.RowsAffected()), nil
}

// Stats summarises the judgments of product, or of all products when
// product is "". Products are sorted; Oldest and Newest are nil when there
// are no judgments.
func (s *JudgmentStore) Stats(ctx context.Context, product string) (judgment.Stats, error) {
	ctx, cancel := s.db.withTimeout(ctx)
	defer cancel()
	st := judgment.Stats{Products: []string{}}
	if s.err != nil {
		return st, s.err
	}
	return s.stats(ctx, product)
}

// stats computes Stats in two steps: counts per product, then the oldest
// and newest (ts, ts_ns) pairs, which no aggregate of one column gives.
func (s *JudgmentStore) stats(ctx context.Context, product string) (judgment.Stats, error) {
	st := judgment.Stats{Products: []string{}}
	p, err := s.db.conn()
	if err != nil {
		return st, err
	}
	rows, err := p.Query(ctx, `SELECT product, count(*), count(*) FILTER (WHERE corrected) FROM judgments
		WHERE tenant = $1 AND ($2 = '' OR product = $2) GROUP BY product`, s.tenant, product)
	if err != nil {
		return st, translate(ctx, "stats", err)
	}
	for rows.Next() {
		var (
			name             string
			total, corrected int64
		)
		if err := rows.Scan(&name, &total, &corrected); err != nil {
			rows.Close()
			return st, translate(ctx, "stats", err)
		}
		st.TotalJudgments += int(total)
		st.CorrectedCount += int(corrected)
		st.Products = append(st.Products, name)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return st, translate(ctx, "stats", err)
	}
	sort.Strings(st.Products)
	st.CorrectCount = st.TotalJudgments - st.CorrectedCount
	if st.TotalJudgments == 0 {
		return st, nil
	}
	st.CorrectionRate = float64(st.CorrectedCount) / float64(st.TotalJudgments)
	var (
		oldTs, newTs time.Time
		oldNs, newNs int16
	)
	err = p.QueryRow(ctx, `SELECT o.ts, o.ts_ns, n.ts, n.ts_ns FROM
		(SELECT ts, ts_ns FROM judgments WHERE tenant = $1 AND ($2 = '' OR product = $2) ORDER BY ts, ts_ns LIMIT 1) o,
		(SELECT ts, ts_ns FROM judgments WHERE tenant = $1 AND ($2 = '' OR product = $2) ORDER BY ts DESC, ts_ns DESC LIMIT 1) n`,
		s.tenant, product).Scan(&oldTs, &oldNs, &newTs, &newNs)
	if err != nil {
		return st, translate(ctx, "stats", err)
	}
	o, n := joinMicro(oldTs, oldNs), joinMicro(newTs, newNs)
	st.Oldest, st.Newest = &o, &n
	return st, nil
}

// Newest returns at most limit judgments of product whose WasCorrected
// equals corrected, newest first, ties in insertion order. It reads only
// those rows, through the index judgments_newest. Returns EINVALID for a
// negative limit.
func (s *JudgmentStore) Newest(ctx context.Context, product string, corrected bool, limit int) ([]*judgment.Judgment, error) {
	ctx, cancel := s.db.withTimeout(ctx)
	defer cancel()
	if s.err != nil {
		return nil, s.err
	}
	if limit < 0 {
		return nil, cairn.Invalid("limit", "must not be negative, got %d", limit)
	}
	if limit == 0 {
		return []*judgment.Judgment{}, nil
	}
	p, err := s.db.conn()
	if err != nil {
		return nil, err
	}
	rows, err := p.Query(ctx, newestQuery, s.tenant, product, corrected, limit)
	if err != nil {
		return nil, translate(ctx, "newest judgments", err)
	}
	defer rows.Close()
	out := make([]*judgment.Judgment, 0, limit)
	for rows.Next() {
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
	var after int64
	for {
		page, last, err := s.page(ctx, product, after)
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
func (s *JudgmentStore) page(ctx context.Context, product string, after int64) ([]*judgment.Judgment, int64, error) {
	ctx, cancel := s.db.withTimeout(ctx)
	defer cancel()
	p, err := s.db.conn()
	if err != nil {
		return nil, 0, err
	}
	q, args := eachJudgmentQuery, []any{s.tenant, after, eachPage}
	if product != "" {
		q, args = eachProductQuery, []any{s.tenant, after, eachPage, product}
	}
	rows, err := p.Query(ctx, q, args...)
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
