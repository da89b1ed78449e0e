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

// cacheTTL bounds how long a key lookup (or, in open mode, the absence of
// any key) is trusted before the store is asked again; a revoked key stops
// working within this time on every replica.
const cacheTTL = 5 * time.Second

// authenticator maps API keys to tenants, caching lookups briefly.
//
// Open mode (every request without a key acts as tenant "default") is
// decided once, when the server starts: only a loopback listener over a
// store with no active key starts open. Open mode ends for good as soon as
// an active key is seen; nothing ever turns it back on, so revoking the
// last key of a server makes every request 401, never open.
type authenticator struct {
	keys cairn.KeyStore
	now  cairn.Clock

	mu     sync.Mutex
	open   bool // still in open mode; only ever goes from true to false
	openAt time.Time
	byHash map[string]cachedKey
}

type cachedKey struct {
	tenant  string
	revoked bool
	missing bool
	at      time.Time
}

// newAuthenticator decides the server's mode at start. With no key store
// every request is tenant "default" (Server.Open allows that on loopback
// only; an embedder calling Handler authenticates on its own). With a key
// store, an active key means keys are required; no active key means open
// mode on a loopback listener and an error on any other.
func newAuthenticator(ctx context.Context, keys cairn.KeyStore, now cairn.Clock, addr string, loopback bool) (*authenticator, error) {
	a := &authenticator{keys: keys, now: now}
	if keys == nil {
		a.open = true
		return a, nil
	}
	active, err := hasActiveKey(ctx, keys)
	if err != nil {
		return nil, err
	}
	if !active && !loopback {
		return nil, refuseOpen(addr, `create one with "cairn keys create --tenant NAME" or listen on 127.0.0.1`)
	}
	a.open = !active
	a.openAt = a.now.NowUTC()
	return a, nil
}

func refuseOpen(addr, hint string) error {
	return cairn.Invalid("addr", "refusing to listen on %s without API keys: anyone could read and write tenant \"default\"; %s", addr, hint)
}

// authenticate returns the tenant of a request presenting secret ("" for
// none). In open mode every request without a key is tenant "default", and
// a presented key is still checked so that typos are caught.
func (a *authenticator) authenticate(ctx context.Context, secret string) (string, error) {
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
	if a.keys == nil {
		return cairn.DefaultTenant, nil
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

// openMode reports whether the server is still in open mode. A server that
// started open leaves it for good once the store holds an active key.
func (a *authenticator) openMode(ctx context.Context) (bool, error) {
	now := a.now.NowUTC()
	a.mu.Lock()
	if !a.open || a.keys == nil || now.Sub(a.openAt) < cacheTTL {
		open := a.open
		a.mu.Unlock()
		return open, nil
	}
	a.mu.Unlock()
	active, err := hasActiveKey(ctx, a.keys)
	if err != nil {
		return false, err
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	if active {
		a.open = false
	}
	a.openAt = now
	return a.open, nil
}

// hasActiveKey reports whether ks holds a key that is not revoked.
func hasActiveKey(ctx context.Context, ks cairn.KeyStore) (bool, error) {
	keys, err := ks.ListKeys(ctx)
	if err != nil {
		return false, err
	}
	for _, k := range keys {
		if k.RevokedAt == nil {
			return true, nil
		}
	}
	return false, nil
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
