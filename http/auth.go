package http

import (
	"context"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/cairnhq/cairn"
)

type tenantKey struct{}

func withTenant(ctx context.Context, tenant string) context.Context {
	return context.WithValue(ctx, tenantKey{}, tenant)
}

// Tenant returns the tenant of an authenticated request's context.
func Tenant(ctx context.Context) string {
	if t, ok := ctx.Value(tenantKey{}).(string); ok {
		return t
	}
	return cairn.DefaultTenant
}

// cacheTTL bounds how long a key lookup (or the absence of any key) is
// trusted before the store is asked again; a revoked key stops working
// within this time on every replica.
const cacheTTL = 5 * time.Second

// authenticator maps API keys to tenants, caching lookups briefly.
type authenticator struct {
	keys cairn.KeyStore
	now  cairn.Clock

	mu      sync.Mutex
	open    bool // no active key exists
	openAt  time.Time
	byHash  map[string]cachedKey
	checked bool
}

type cachedKey struct {
	tenant  string
	revoked bool
	missing bool
	at      time.Time
}

// authenticate returns the tenant of r. In open mode (no active key in the
// store) every request is tenant "default", and a presented key is still
// checked so that typos are caught.
func (a *authenticator) authenticate(r *http.Request) (string, error) {
	secret := bearer(r)
	if a.keys == nil {
		return cairn.DefaultTenant, nil
	}
	ctx := r.Context()
	if secret == "" {
		open, err := a.openMode(ctx)
		if err != nil {
			return "", err
		}
		if open {
			return cairn.DefaultTenant, nil
		}
		return "", cairn.Errorf(cairn.EUNAUTHORIZED, "missing API key: send Authorization: Bearer <key>")
	}
	k, err := a.lookup(ctx, cairn.HashAPIKey(secret))
	if err != nil {
		return "", err
	}
	switch {
	case k.missing:
		return "", cairn.Errorf(cairn.EUNAUTHORIZED, "unknown API key")
	case k.revoked:
		return "", cairn.Errorf(cairn.EUNAUTHORIZED, "API key revoked")
	}
	return k.tenant, nil
}

func (a *authenticator) lookup(ctx context.Context, hash string) (cachedKey, error) {
	now := a.now.NowUTC()
	a.mu.Lock()
	if k, ok := a.byHash[hash]; ok && now.Sub(k.at) < cacheTTL {
		a.mu.Unlock()
		return k, nil
	}
	a.mu.Unlock()

	var k cachedKey
	key, err := a.keys.KeyByHash(ctx, hash)
	switch {
	case cairn.ErrorCode(err) == cairn.ENOTFOUND:
		k = cachedKey{missing: true, at: now}
	case err != nil:
		return cachedKey{}, err
	default:
		k = cachedKey{tenant: key.Tenant, revoked: key.RevokedAt != nil, at: now}
	}
	a.mu.Lock()
	if a.byHash == nil || len(a.byHash) > 10000 {
		a.byHash = make(map[string]cachedKey)
	}
	a.byHash[hash] = k
	a.mu.Unlock()
	return k, nil
}

// openMode reports whether the store has no active key.
func (a *authenticator) openMode(ctx context.Context) (bool, error) {
	now := a.now.NowUTC()
	a.mu.Lock()
	if a.checked && now.Sub(a.openAt) < cacheTTL {
		open := a.open
		a.mu.Unlock()
		return open, nil
	}
	a.mu.Unlock()
	keys, err := a.keys.ListKeys(ctx)
	if err != nil {
		return false, err
	}
	open := true
	for _, k := range keys {
		if k.RevokedAt == nil {
			open = false
			break
		}
	}
	a.mu.Lock()
	a.open, a.openAt, a.checked = open, now, true
	a.mu.Unlock()
	return open, nil
}

// bearer returns the API key of r from "Authorization: Bearer …" or
// "X-API-Key".
func bearer(r *http.Request) string {
	if h := r.Header.Get("Authorization"); h != "" {
		scheme, token, ok := strings.Cut(h, " ")
		if ok && strings.EqualFold(scheme, "Bearer") {
			return strings.TrimSpace(token)
		}
	}
	return strings.TrimSpace(r.Header.Get("X-API-Key"))
}
