package storetest

import (
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/cairnhq/cairn"
)

// RunKeyStore runs the conformance suite for cairn.KeyStore. open returns a
// fresh, empty key store on the engine under test. Engines must keep times
// to at least the microsecond and return them in UTC.
func RunKeyStore(t *testing.T, open func(t *testing.T) cairn.KeyStore) {
	t.Helper()
	tests := []struct {
		name string
		fn   func(t *testing.T, s cairn.KeyStore)
	}{
		{"RoundTrip", testKeyRoundTrip},
		{"NotFound", testKeyNotFound},
		{"Conflict", testKeyConflict},
		{"Invalid", testKeyInvalid},
		{"List", testKeyList},
		{"Revoke", testKeyRevoke},
		{"Concurrent", testKeyConcurrent},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { tt.fn(t, open(t)) })
	}
}

// keyTime has microseconds and a non-UTC zone, to check that stores keep
// the instant and return it in UTC.
var keyTime = time.Date(2025, 3, 4, 5, 6, 7, 891011000, time.FixedZone("EET", 2*3600))

func newKey(t *testing.T, tenant, name string, created time.Time) (secret string, k *cairn.APIKey) {
	t.Helper()
	secret, k, err := cairn.NewAPIKey(tenant, name, created)
	if err != nil {
		t.Fatalf("NewAPIKey: %v", err)
	}
	return secret, k
}

func mustCreateKey(t *testing.T, s cairn.KeyStore, k *cairn.APIKey) {
	t.Helper()
	if err := s.CreateKey(t.Context(), k); err != nil {
		t.Fatalf("CreateKey(%q): %v", k.ID, err)
	}
}

func mustKeyByHash(t *testing.T, s cairn.KeyStore, hash string) *cairn.APIKey {
	t.Helper()
	k, err := s.KeyByHash(t.Context(), hash)
	if err != nil {
		t.Fatalf("KeyByHash: %v", err)
	}
	return k
}

func mustListKeys(t *testing.T, s cairn.KeyStore) []*cairn.APIKey {
	t.Helper()
	keys, err := s.ListKeys(t.Context())
	if err != nil {
		t.Fatalf("ListKeys: %v", err)
	}
	return keys
}

// diffKey describes how got differs from want, or returns "".
func diffKey(got, want *cairn.APIKey) string {
	if got == nil {
		return "got nil key"
	}
	var d string
	add := func(format string, args ...any) { d += fmt.Sprintf(format, args...) + "; " }
	if got.ID != want.ID {
		add("id=%q, want %q", got.ID, want.ID)
	}
	if got.Tenant != want.Tenant {
		add("tenant=%q, want %q", got.Tenant, want.Tenant)
	}
	if got.Name != want.Name {
		add("name=%q, want %q", got.Name, want.Name)
	}
	if got.Hash != want.Hash {
		add("hash=%q, want %q", got.Hash, want.Hash)
	}
	if !got.CreatedAt.Equal(want.CreatedAt) || got.CreatedAt.Location() != time.UTC {
		add("created_at=%v, want %v in UTC", got.CreatedAt, want.CreatedAt.UTC())
	}
	switch {
	case (got.RevokedAt == nil) != (want.RevokedAt == nil):
		add("revoked_at=%v, want %v", got.RevokedAt, want.RevokedAt)
	case got.RevokedAt != nil && (!got.RevokedAt.Equal(*want.RevokedAt) || got.RevokedAt.Location() != time.UTC):
		add("revoked_at=%v, want %v in UTC", *got.RevokedAt, want.RevokedAt.UTC())
	}
	return d
}

func checkKey(t *testing.T, what string, got, want *cairn.APIKey) {
	t.Helper()
	if d := diffKey(got, want); d != "" {
		t.Fatalf("%s: %s", what, d)
	}
}

func checkCode(t *testing.T, what string, err error, code string) {
	t.Helper()
	if got := cairn.ErrorCode(err); got != code {
		t.Fatalf("%s: error %v has code %q, want %q", what, err, got, code)
	}
}

func testKeyRoundTrip(t *testing.T, s cairn.KeyStore) {
	tests := []struct {
		name   string
		tenant string
		key    string
	}{
		{"named", "acme", "ci pipeline"},
		{"unnamed", cairn.DefaultTenant, ""},
		{"awkward name", "t.e-s_t", "it's \"quoted\" ünïcødé 🪨"},
	}
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			secret, k := newKey(t, tt.tenant, tt.key, keyTime.Add(time.Duration(i)*time.Second))
			mustCreateKey(t, s, k)
			got := mustKeyByHash(t, s, cairn.HashAPIKey(secret))
			checkKey(t, "KeyByHash", got, k)
		})
	}
}

func testKeyNotFound(t *testing.T, s cairn.KeyStore) {
	_, err := s.KeyByHash(t.Context(), cairn.HashAPIKey("cairn_nope"))
	checkCode(t, "KeyByHash of an unknown hash", err, cairn.ENOTFOUND)
	err = s.RevokeKey(t.Context(), "nope", keyTime)
	checkCode(t, "RevokeKey of an unknown id", err, cairn.ENOTFOUND)
	if keys := mustListKeys(t, s); len(keys) != 0 {
		t.Fatalf("ListKeys on an empty store returned %d keys", len(keys))
	}
}

func testKeyConflict(t *testing.T, s cairn.KeyStore) {
	_, k := newKey(t, "acme", "first", keyTime)
	mustCreateKey(t, s, k)

	sameID := *k
	sameID.Hash = cairn.HashAPIKey("cairn_other")
	sameID.Name = "same id"
	checkCode(t, "CreateKey with an existing id", s.CreateKey(t.Context(), &sameID), cairn.ECONFLICT)

	_, other := newKey(t, "acme", "same hash", keyTime)
	other.Hash = k.Hash
	checkCode(t, "CreateKey with an existing hash", s.CreateKey(t.Context(), other), cairn.ECONFLICT)

	keys := mustListKeys(t, s)
	if len(keys) != 1 {
		t.Fatalf("ListKeys after conflicts returned %d keys, want 1", len(keys))
	}
	checkKey(t, "the first key after conflicts", keys[0], k)
}

func testKeyInvalid(t *testing.T, s cairn.KeyStore) {
	tests := []struct {
		name  string
		edit  func(k *cairn.APIKey)
		field string
	}{
		{"empty id", func(k *cairn.APIKey) { k.ID = "" }, "id"},
		{"empty hash", func(k *cairn.APIKey) { k.Hash = "" }, "hash"},
		{"empty tenant", func(k *cairn.APIKey) { k.Tenant = "" }, "tenant"},
		{"bad tenant", func(k *cairn.APIKey) { k.Tenant = "a/b" }, "tenant"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, k := newKey(t, "acme", tt.name, keyTime)
			tt.edit(k)
			err := s.CreateKey(t.Context(), k)
			checkCode(t, "CreateKey", err, cairn.EINVALID)
			if got := cairn.ErrorField(err); got != tt.field {
				t.Fatalf("CreateKey error field=%q, want %q (error %v)", got, tt.field, err)
			}
		})
	}
	checkCode(t, "CreateKey(nil)", s.CreateKey(t.Context(), nil), cairn.EINVALID)
	if keys := mustListKeys(t, s); len(keys) != 0 {
		t.Fatalf("ListKeys after rejected keys returned %d keys, want 0", len(keys))
	}
}

func testKeyList(t *testing.T, s cairn.KeyStore) {
	// Created out of order; two share a creation time and sort by id.
	times := []time.Duration{3 * time.Hour, time.Hour, 2 * time.Hour, time.Hour}
	var keys []*cairn.APIKey
	for i, d := range times {
		_, k := newKey(t, fmt.Sprintf("tenant%d", i%2), fmt.Sprintf("key %d", i), keyTime.Add(d))
		keys = append(keys, k)
		mustCreateKey(t, s, k)
	}
	first, second := keys[1], keys[3]
	if second.ID < first.ID {
		first, second = second, first
	}
	want := []*cairn.APIKey{first, second, keys[2], keys[0]}
	got := mustListKeys(t, s)
	if len(got) != len(want) {
		t.Fatalf("ListKeys returned %d keys, want %d", len(got), len(want))
	}
	for i := range want {
		checkKey(t, fmt.Sprintf("ListKeys[%d]", i), got[i], want[i])
	}
}

func testKeyRevoke(t *testing.T, s cairn.KeyStore) {
	secret, k := newKey(t, "acme", "to revoke", keyTime)
	mustCreateKey(t, s, k)
	_, other := newKey(t, "acme", "untouched", keyTime)
	mustCreateKey(t, s, other)

	at := keyTime.Add(time.Hour)
	if err := s.RevokeKey(t.Context(), k.ID, at); err != nil {
		t.Fatalf("RevokeKey: %v", err)
	}
	want := *k
	want.RevokedAt = &at
	checkKey(t, "KeyByHash of a revoked key", mustKeyByHash(t, s, cairn.HashAPIKey(secret)), &want)

	if err := s.RevokeKey(t.Context(), k.ID, at.Add(time.Hour)); err != nil {
		t.Fatalf("RevokeKey of a revoked key: %v", err)
	}
	checkKey(t, "a key revoked twice keeps its first revocation", mustKeyByHash(t, s, k.Hash), &want)
	checkKey(t, "the other key", mustKeyByHash(t, s, other.Hash), other)
}

func testKeyConcurrent(t *testing.T, s cairn.KeyStore) {
	const n = 16
	var wg sync.WaitGroup
	errs := make(chan error, n)
	for i := range n {
		wg.Go(func() {
			_, k, err := cairn.NewAPIKey("acme", fmt.Sprintf("key %d", i), keyTime)
			if err == nil {
				err = s.CreateKey(t.Context(), k)
			}
			if err != nil {
				errs <- err
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatalf("concurrent CreateKey: %v", err)
	}
	if got := len(mustListKeys(t, s)); got != n {
		t.Fatalf("ListKeys after %d concurrent creates returned %d keys", n, got)
	}
}
