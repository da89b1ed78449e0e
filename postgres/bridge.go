package postgres

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/bridge"
	"github.com/cairnhq/cairn/vector"
)

// BridgeStore is the bridge.Store of one tenant. Embeddings are stored as
// vector.Encode blobs, so they come back within quantisation error.
type BridgeStore struct {
	db     *DB
	tenant string
	err    error // the tenant's validation error, returned by every method
}

var (
	_ bridge.Store   = (*BridgeStore)(nil)
	_ bridge.Sweeper = (*BridgeSweeper)(nil)
)

// Bridge returns the context bridge store of tenant. Its methods return
// EINVALID when tenant is not a valid tenant name.
func (db *DB) Bridge(tenant string) bridge.Store {
	return &BridgeStore{db: db, tenant: tenant, err: cairn.ValidateTenant(tenant)}
}

// BridgeSweeper returns the sweeper that removes expired bridge entries of
// every tenant.
func (db *DB) BridgeSweeper() bridge.Sweeper { return &BridgeSweeper{db: db} }

const bridgeCols = "seq, id, session_id, type, text, metadata, ts"

func scanBridgeEntry(row pgx.Row, withEmbedding bool) (*bridge.Entry, error) {
	var (
		e     bridge.Entry
		meta  []byte
		ts    int64
		blob  []byte
		model *string
		typ   string
	)
	dest := []any{&e.Seq, &e.ID, &e.SessionID, &typ, &e.Text, &meta, &ts}
	if withEmbedding {
		dest = append(dest, &blob, &model)
	}
	if err := row.Scan(dest...); err != nil {
		return nil, err
	}
	e.Type = bridge.ModelType(typ)
	e.Timestamp = fromNanos(ts)
	if len(meta) > 0 {
		if err := json.Unmarshal(meta, &e.Metadata); err != nil {
			return nil, fmt.Errorf("bridge entry %s: metadata: %w", e.ID, err)
		}
	}
	if withEmbedding {
		v, err := vector.Decode(blob)
		if err != nil {
			return nil, fmt.Errorf("bridge entry %s: embedding: %w", e.ID, err)
		}
		e.Embedding = v
		if model != nil {
			e.EmbeddingModel = *model
		}
	}
	return &e, nil
}

// Insert stores e and sets e.Seq. Returns ECONFLICT if e.ID exists and
// EINVALID if e fails Validate.
func (s *BridgeStore) Insert(ctx context.Context, e *bridge.Entry) error {
	ctx, cancel := s.db.withTimeout(ctx)
	defer cancel()
	if s.err != nil {
		return s.err
	}
	if err := e.Validate(); err != nil {
		return err
	}
	if err := cairn.ValidateText("embedding_model", e.EmbeddingModel); err != nil {
		return err
	}
	ts, err := nanos("timestamp", e.Timestamp)
	if err != nil {
		return err
	}
	var meta []byte
	if len(e.Metadata) > 0 {
		if meta, err = json.Marshal(e.Metadata); err != nil {
			return cairn.Invalid("metadata", "%v", err)
		}
	}
	p, err := s.db.conn()
	if err != nil {
		return err
	}
	model := ""
	if len(e.Embedding) > 0 {
		model = e.EmbeddingModel
	}
	err = p.QueryRow(ctx, `INSERT INTO bridge_entries (tenant, id, session_id, type, text, metadata, ts, embedding, embedding_model)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING seq`,
		s.tenant, e.ID, e.SessionID, string(e.Type), e.Text, jsonArg(meta), ts, vector.Encode(e.Embedding), nullString(model)).Scan(&e.Seq)
	if err = translate(ctx, "insert bridge entry", err); cairn.ErrorCode(err) == cairn.ECONFLICT {
		return &cairn.Error{Code: cairn.ECONFLICT, Message: fmt.Sprintf("bridge entry %q already exists", e.ID), Err: err}
	}
	return err
}

// List returns the entries of opts.SessionID matching opts, oldest first
// (timestamp, then seq), or in seq order when opts.AfterSeq is positive.
func (s *BridgeStore) List(ctx context.Context, opts bridge.ListOptions) ([]*bridge.Entry, error) {
	ctx, cancel := s.db.withTimeout(ctx)
	defer cancel()
	if s.err != nil {
		return nil, s.err
	}
	if err := opts.Validate(); err != nil {
		return nil, err
	}
	if cairn.ValidateText("session_id", opts.SessionID) != nil {
		return []*bridge.Entry{}, nil // cannot be stored, so has no entries
	}
	cols := bridgeCols
	if opts.Embeddings {
		cols += ", embedding, embedding_model"
	}
	args := []any{s.tenant, opts.SessionID}
	arg := func(v any) string {
		args = append(args, v)
		return fmt.Sprintf("$%d", len(args))
	}
	q := "SELECT " + cols + " FROM bridge_entries WHERE tenant = $1 AND session_id = $2"
	if opts.Type != "" {
		q += " AND type = " + arg(string(opts.Type))
	}
	if !opts.After.IsZero() {
		q += " AND ts > " + arg(clampNanos(opts.After))
	}
	if opts.AfterSeq > 0 {
		q += " AND seq > " + arg(opts.AfterSeq) + " ORDER BY seq"
	} else {
		q += " ORDER BY ts, seq"
	}
	if opts.Limit > 0 {
		q += " LIMIT " + arg(opts.Limit)
	}
	if opts.Offset > 0 {
		q += " OFFSET " + arg(opts.Offset)
	}
	return s.query(ctx, "list bridge entries", opts.Embeddings, q, args...)
}

func (s *BridgeStore) query(ctx context.Context, op string, withEmbedding bool, q string, args ...any) ([]*bridge.Entry, error) {
	p, err := s.db.conn()
	if err != nil {
		return nil, err
	}
	rows, err := p.Query(ctx, q, args...)
	if err != nil {
		return nil, translate(ctx, op, err)
	}
	defer rows.Close()
	out := []*bridge.Entry{}
	for rows.Next() {
		e, err := scanBridgeEntry(rows, withEmbedding)
		if err != nil {
			return nil, translate(ctx, op, err)
		}
		out = append(out, e)
	}
	if err := rows.Err(); err != nil {
		return nil, translate(ctx, op, err)
	}
	return out, nil
}

// clampNanos is nanos for a bound of a time range: times beyond the
// storable range become its ends.
func clampNanos(t time.Time) int64 {
	switch {
	case t.Before(minTime):
		return minTime.UnixNano()
	case t.After(maxTime):
		return maxTime.UnixNano()
	}
	return t.UnixNano()
}

// storableIDs returns the ids PostgreSQL can compare: the others cannot
// have been stored.
func storableIDs(ids []string) []string {
	out := make([]string, 0, len(ids))
	for _, id := range ids {
		if cairn.ValidateText("id", id) == nil {
			out = append(out, id)
		}
	}
	return out
}

// Get returns the entries with the given ids that exist, without
// embeddings.
func (s *BridgeStore) Get(ctx context.Context, ids []string) ([]*bridge.Entry, error) {
	ctx, cancel := s.db.withTimeout(ctx)
	defer cancel()
	if s.err != nil {
		return nil, s.err
	}
	return s.query(ctx, "get bridge entries", false,
		"SELECT "+bridgeCols+" FROM bridge_entries WHERE tenant = $1 AND id = ANY($2)", s.tenant, storableIDs(ids))
}

// Delete removes the entries with the given ids and returns how many
// existed.
func (s *BridgeStore) Delete(ctx context.Context, ids []string) (int, error) {
	ctx, cancel := s.db.withTimeout(ctx)
	defer cancel()
	if s.err != nil {
		return 0, s.err
	}
	return s.db.execCount(ctx, "delete bridge entries", "DELETE FROM bridge_entries WHERE tenant = $1 AND id = ANY($2)", s.tenant, storableIDs(ids))
}

// DeleteSession removes every entry of session and returns how many.
func (s *BridgeStore) DeleteSession(ctx context.Context, session string) (int, error) {
	ctx, cancel := s.db.withTimeout(ctx)
	defer cancel()
	if s.err != nil {
		return 0, s.err
	}
	if cairn.ValidateText("session_id", session) != nil {
		return 0, nil
	}
	return s.db.execCount(ctx, "clear bridge session", "DELETE FROM bridge_entries WHERE tenant = $1 AND session_id = $2", s.tenant, session)
}

// DeleteBefore removes the entries of type t whose timestamp is at or
// before cutoff and returns how many.
func (s *BridgeStore) DeleteBefore(ctx context.Context, t bridge.ModelType, cutoff time.Time) (int, error) {
	ctx, cancel := s.db.withTimeout(ctx)
	defer cancel()
	if s.err != nil {
		return 0, s.err
	}
	if !t.Valid() {
		return 0, cairn.Invalid("type", "unknown model type %q", t)
	}
	return s.db.execCount(ctx, "expire bridge entries", "DELETE FROM bridge_entries WHERE type = $1 AND ts <= $2 AND tenant = $3",
		string(t), clampNanos(cutoff), s.tenant)
}

// Summarize counts the entries of session and type t whose timestamp is
// after the given time, and finds the oldest.
func (s *BridgeStore) Summarize(ctx context.Context, session string, t bridge.ModelType, after time.Time) (bridge.Summary, error) {
	ctx, cancel := s.db.withTimeout(ctx)
	defer cancel()
	if s.err != nil {
		return bridge.Summary{}, s.err
	}
	if cairn.ValidateText("session_id", session) != nil {
		return bridge.Summary{}, nil
	}
	p, err := s.db.conn()
	if err != nil {
		return bridge.Summary{}, err
	}
	var (
		n      int64
		oldest *int64
	)
	if err := p.QueryRow(ctx, "SELECT count(*), min(ts) FROM bridge_entries WHERE tenant = $1 AND session_id = $2 AND type = $3 AND ts > $4",
		s.tenant, session, string(t), clampNanos(after)).Scan(&n, &oldest); err != nil {
		return bridge.Summary{}, translate(ctx, "summarize bridge session", err)
	}
	sum := bridge.Summary{Count: int(n)}
	if oldest != nil {
		sum.Oldest = fromNanos(*oldest)
	}
	return sum, nil
}

// Count returns the number of entries of the tenant.
func (s *BridgeStore) Count(ctx context.Context) (int, error) {
	ctx, cancel := s.db.withTimeout(ctx)
	defer cancel()
	if s.err != nil {
		return 0, s.err
	}
	p, err := s.db.conn()
	if err != nil {
		return 0, err
	}
	var n int64
	if err := p.QueryRow(ctx, "SELECT count(*) FROM bridge_entries WHERE tenant = $1", s.tenant).Scan(&n); err != nil {
		return 0, translate(ctx, "count bridge entries", err)
	}
	return int(n), nil
}

// BridgeSweeper removes expired bridge entries of every tenant.
type BridgeSweeper struct{ db *DB }

// Sweep deletes every entry whose timestamp is at or before the cutoff of
// its type and returns how many.
func (s *BridgeSweeper) Sweep(ctx context.Context, cutoffs map[bridge.ModelType]time.Time) (int, error) {
	ctx, cancel := s.db.withTimeout(ctx)
	defer cancel()
	total := 0
	for t, cutoff := range cutoffs {
		n, err := s.db.execCount(ctx, "sweep bridge entries", "DELETE FROM bridge_entries WHERE type = $1 AND ts <= $2", string(t), clampNanos(cutoff))
		total += n
		if err != nil {
			return total, err
		}
	}
	return total, nil
}

// execCount runs a write and returns how many rows it touched.
func (db *DB) execCount(ctx context.Context, op, q string, args ...any) (int, error) {
	p, err := db.conn()
	if err != nil {
		return 0, err
	}
	tag, err := p.Exec(ctx, q, args...)
	if err != nil {
		return 0, translate(ctx, op, err)
	}
	return int(tag.RowsAffected()), nil
}
