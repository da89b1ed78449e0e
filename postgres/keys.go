package postgres

import (
	"context"
	"errors"
	"time"

	"github.com/cairnhq/cairn"
	"github.com/jackc/pgx/v5"
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
	ctx, cancel := s.db.withTimeout(ctx)
	defer cancel()
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
	var revoked *int64
	if k.RevokedAt != nil {
		ns, err := nanos("revoked_at", *k.RevokedAt)
		if err != nil {
			return err
		}
		revoked = &ns
	}
	p, err := s.db.conn()
	if err != nil {
		return err
	}
	_, err = p.Exec(ctx, "INSERT INTO api_keys (id, tenant, name, hash, created_at, revoked_at) VALUES ($1, $2, $3, $4, $5, $6)",
		k.ID, k.Tenant, k.Name, k.Hash, createdNs, revoked)
	if err = translate(ctx, "create key", err); cairn.ErrorCode(err) == cairn.ECONFLICT {
		return &cairn.Error{Code: cairn.ECONFLICT, Message: "an API key with this id or hash already exists", Err: err}
	}
	return err
}

const keyCols = "id, tenant, name, hash, created_at, revoked_at"

func scanKey(row pgx.Row) (*cairn.APIKey, error) {
	var (
		k       cairn.APIKey
		created int64
		revoked *int64
	)
	if err := row.Scan(&k.ID, &k.Tenant, &k.Name, &k.Hash, &created, &revoked); err != nil {
		return nil, err
	}
	k.CreatedAt = fromNanos(created)
	if revoked != nil {
		t := fromNanos(*revoked)
		k.RevokedAt = &t
	}
	return &k, nil
}

// KeyByHash returns the key whose Hash is hash, revoked or not, or ENOTFOUND.
func (s *KeyStore) KeyByHash(ctx context.Context, hash string) (*cairn.APIKey, error) {
	ctx, cancel := s.db.withTimeout(ctx)
	defer cancel()
	if cairn.ValidateText("hash", hash) != nil {
		return nil, cairn.Errorf(cairn.ENOTFOUND, "API key not found")
	}
	p, err := s.db.conn()
	if err != nil {
		return nil, err
	}
	k, err := scanKey(p.QueryRow(ctx, "SELECT "+keyCols+" FROM api_keys WHERE hash = $1", hash))
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, cairn.Errorf(cairn.ENOTFOUND, "API key not found")
	}
	if err != nil {
		return nil, translate(ctx, "key by hash", err)
	}
	return k, nil
}

// ListKeys returns every key, oldest first (ties by id).
func (s *KeyStore) ListKeys(ctx context.Context) ([]*cairn.APIKey, error) {
	ctx, cancel := s.db.withTimeout(ctx)
	defer cancel()
	p, err := s.db.conn()
	if err != nil {
		return nil, err
	}
	rows, err := p.Query(ctx, "SELECT "+keyCols+` FROM api_keys ORDER BY created_at, id COLLATE "C"`)
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
	ctx, cancel := s.db.withTimeout(ctx)
	defer cancel()
	if at.IsZero() {
		at = s.db.now()
	}
	ns, err := nanos("revoked_at", at)
	if err != nil {
		return err
	}
	if cairn.ValidateText("id", id) != nil {
		return cairn.NotFound("API key", id)
	}
	p, err := s.db.conn()
	if err != nil {
		return err
	}
	tag, err := p.Exec(ctx, "UPDATE api_keys SET revoked_at = coalesce(revoked_at, $1) WHERE id = $2", ns, id)
	if err != nil {
		return translate(ctx, "revoke key", err)
	}
	if tag.RowsAffected() == 0 {
		return cairn.NotFound("API key", id)
	}
	return nil
}
