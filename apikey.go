package cairn

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"strings"
	"time"
)

// APIKey is a credential of one tenant. Only the SHA-256 hash of the secret
// is ever stored; the secret is shown once, when the key is created.
type APIKey struct {
	ID        string     `json:"id"`     // public identifier, part of the secret
	Tenant    string     `json:"tenant"` // the tenant every request with this key acts as
	Name      string     `json:"name,omitempty"`
	Hash      string     `json:"-"` // hex SHA-256 of the whole secret
	CreatedAt time.Time  `json:"created_at"`
	RevokedAt *time.Time `json:"revoked_at,omitempty"`
}

// KeyStore persists API keys. Keys are global: they are how a tenant is found.
type KeyStore interface {
	// CreateKey stores k. Returns ECONFLICT if k.ID exists.
	CreateKey(ctx context.Context, k *APIKey) error
	// KeyByHash returns the key whose Hash is hash, revoked or not, or ENOTFOUND.
	KeyByHash(ctx context.Context, hash string) (*APIKey, error)
	// ListKeys returns every key, oldest first.
	ListKeys(ctx context.Context) ([]*APIKey, error)
	// RevokeKey marks key id revoked at time at. Returns ENOTFOUND if it does
	// not exist; revoking a revoked key is not an error.
	RevokeKey(ctx context.Context, id string, at time.Time) error
}

// KeyPrefix starts every secret cairn issues, so that leaked keys are easy to
// recognise by secret scanners.
const KeyPrefix = "cairn_"

// NewAPIKey generates a key for tenant and returns the secret (to show once)
// and the record to store.
func NewAPIKey(tenant, name string, now time.Time) (secret string, k *APIKey, err error) {
	if err := ValidateTenant(tenant); err != nil {
		return "", nil, err
	}
	var b [24]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", nil, Internal(err)
	}
	id := hex.EncodeToString(b[:4])
	secret = KeyPrefix + id + "_" + hex.EncodeToString(b[4:])
	return secret, &APIKey{ID: id, Tenant: tenant, Name: name, Hash: HashAPIKey(secret), CreatedAt: now.UTC()}, nil
}

// HashAPIKey returns the hex SHA-256 of a secret, as stored in APIKey.Hash.
// Secrets are 160 random bits, so a fast hash is safe here.
func HashAPIKey(secret string) string {
	sum := sha256.Sum256([]byte(strings.TrimSpace(secret)))
	return hex.EncodeToString(sum[:])
}

// Validate reports whether k can be stored: it needs an id, a hash and a
// valid tenant, and its text must be UTF-8 without NUL characters. Errors
// are EINVALID and name the field.
func (k *APIKey) Validate() error {
	switch {
	case k == nil:
		return Invalid("key", "must not be nil")
	case k.ID == "":
		return Invalid("id", "must not be empty")
	case k.Hash == "":
		return Invalid("hash", "must not be empty")
	}
	if err := ValidateText("id", k.ID, "name", k.Name, "hash", k.Hash); err != nil {
		return err
	}
	return ValidateTenant(k.Tenant)
}
