package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/cairnhq/cairn"
)

// KeyStore is the cairn.KeyStore of a DB. Keys are global, not per tenant.
type KeyStore struct {
	db *DB
}

var _ cairn.KeyStore = (*KeyStore)(nil)

// CreateKey stores k. A zero CreatedAt is stored as the DB's current time.
// Returns ECONFLICT if k.ID or k.Hash exists, EINVALID if k lacks an id or a
// hash or names an invalid tenant.
func (s *KeyStore) CreateKey(ctx context.Context, k *cairn.APIKey) error {
	if err := k.Validate(); err != nil {
		return err
	}
	created := k.CreatedAt
	if created.IsZero() {
		created = s.db.now()
	}
	createdNs, err := nanos("created_at", created)
	if err != nil {
		return err
	}
	var revoked any
	if k.RevokedAt != nil {
		ns, err := nanos("revoked_at", *k.RevokedAt)
		if err != nil {
			return err
		}
		revoked = ns
	}
	w, err := s.db.writer()
	if err != nil {
		return err
	}
	_, err = w.ExecContext(ctx, "INSERT INTO api_keys (id, tenant, name, hash, created_at, revoked_at) VALUES (?, ?, ?, ?, ?, ?)",
		k.ID, k.Tenant, k.Name, k.Hash, createdNs, revoked)
	if err = translate(ctx, "create key", err); cairn.ErrorCode(err) == cairn.ECONFLICT {
		return &cairn.Error{Code: cairn.ECONFLICT, Message: "an API key with this id or hash already exists", Err: err}
	}
	return err
}

const keyCols = "id, tenant, name, hash, created_at, revoked_at"

func scanKey(row scanner) (*cairn.APIKey, error) {
	var (
		k       cairn.APIKey
		created int64
		revoked sql.NullInt64
	)
	if err := row.Scan(&k.ID, &k.Tenant, &k.Name, &k.Hash, &created, &revoked); err != nil {
		return nil, err
	}
	k.CreatedAt = fromNanos(created)
	if revoked.Valid {
		t := fromNanos(revoked.Int64)
		k.RevokedAt = &t
	}
	return &k, nil
}

// KeyByHash returns the key whose Hash is hash, revoked or not, or ENOTFOUND.
func (s *KeyStore) KeyByHash(ctx context.Context, hash string) (*cairn.APIKey, error) {
	r, err := s.db.reader()
	if err != nil {
		return nil, err
	}
	k, err := scanKey(r.QueryRowContext(ctx, "SELECT "+keyCols+" FROM api_keys WHERE hash = ?", hash))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, cairn.Errorf(cairn.ENOTFOUND, "API key not found")
	}
	if err != nil {
		return nil, translate(ctx, "key by hash", err)
	}
	return k, nil
}

// ListKeys returns every key, oldest first (ties by id).
func (s *KeyStore) ListKeys(ctx context.Context) ([]*cairn.APIKey, error) {
	r, err := s.db.reader()
	if err != nil {
		return nil, err
	}
	rows, err := r.QueryContext(ctx, "SELECT "+keyCols+" FROM api_keys ORDER BY created_at, id")
	if err != nil {
		return nil, translate(ctx, "list keys", err)
	}
	defer rows.Close()
	keys := []*cairn.APIKey{}
	for rows.Next() {
		k, err := scanKey(rows)
		if err != nil {
			return nil, translate(ctx, "list keys", err)
		}
		keys = append(keys, k)
	}
	if err := rows.Err(); err != nil {
		return nil, translate(ctx, "list keys", err)
	}
	return keys, nil
}

// RevokeKey marks key id revoked at time at (the DB's current time when at
// is zero). Returns ENOTFOUND if it does not exist. Revoking a revoked key
// is not an error and keeps the first revocation time.
func (s *KeyStore) RevokeKey(ctx context.Context, id string, at time.Time) error {
	if at.IsZero() {
		at = s.db.now()
	}
	ns, err := nanos("revoked_at", at)
	if err != nil {
		return err
	}
	w, err := s.db.writer()
	if err != nil {
		return err
	}
	res, err := w.ExecContext(ctx, "UPDATE api_keys SET revoked_at = coalesce(revoked_at, ?) WHERE id = ?", ns, id)
	if err != nil {
		return translate(ctx, "revoke key", err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return translate(ctx, "revoke key", err)
	}
	if n == 0 {
		return cairn.NotFound("API key", id)
	}
	return nil
}
