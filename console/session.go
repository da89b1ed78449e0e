package console

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"encoding/json"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/cairnhq/cairn"
)

// cookieName is the console's session cookie.
const cookieName = "cairn_console"

// DefaultSessionTTL is how long a console sign-in lasts unless
// Console.SessionTTL says otherwise.
const DefaultSessionTTL = 12 * time.Hour

// Auth is how the console checks API keys: the API server's own
// authenticator, so that a key works (or stops working) in the console
// exactly as it does on the API.
type Auth interface {
	// Open reports whether requests without a key act as tenant
	// "default" (the API's open loopback mode).
	Open(ctx context.Context) (bool, error)
	// KeyTenant returns the tenant of the API key whose hash
	// (cairn.HashAPIKey) is hash. Returns EUNAUTHORIZED for an unknown or
	// revoked key.
	KeyTenant(ctx context.Context, hash string) (string, error)
}

// token is the content of the signed session cookie.
type token struct {
	Tenant  string `json:"t,omitempty"` // "" before sign-in
	KeyHash string `json:"k,omitempty"` // "" in open mode
	Nonce   string `json:"n"`
	Expires int64  `json:"e"` // Unix seconds
}

// sessions signs and checks session cookies and CSRF tokens. A session is
// an HMAC-signed token with an expiry; signing out records its nonce until
// it expires, in this process.
type sessions struct {
	secret []byte
	ttl    time.Duration
	now    cairn.Clock

	mu      sync.Mutex
	revoked map[string]time.Time // nonce → expiry
}

func newSessions(secret []byte, ttl time.Duration, now cairn.Clock) (*sessions, error) {
	if len(secret) == 0 {
		secret = make([]byte, 32)
		if _, err := rand.Read(secret); err != nil {
			return nil, err
		}
	}
	if ttl <= 0 {
		ttl = DefaultSessionTTL
	}
	return &sessions{secret: secret, ttl: ttl, now: now, revoked: make(map[string]time.Time)}, nil
}

func (s *sessions) mac(parts ...string) []byte {
	h := hmac.New(sha256.New, s.secret)
	for _, p := range parts {
		h.Write([]byte(p))
		h.Write([]byte{0})
	}
	return h.Sum(nil)
}

// newToken returns a fresh session for tenant (and key), with a new nonce.
func (s *sessions) newToken(tenant, keyHash string) token {
	b := make([]byte, 18)
	_, _ = rand.Read(b)
	return token{Tenant: tenant, KeyHash: keyHash, Nonce: base64.RawURLEncoding.EncodeToString(b), Expires: s.now.NowUTC().Add(s.ttl).Unix()}
}

// encode signs t as a cookie value.
func (s *sessions) encode(t token) string {
	payload, _ := json.Marshal(t)
	p := base64.RawURLEncoding.EncodeToString(payload)
	return p + "." + base64.RawURLEncoding.EncodeToString(s.mac("session", p))
}

// decode checks a cookie value's signature, expiry and revocation.
func (s *sessions) decode(v string) (token, bool) {
	p, sig, ok := strings.Cut(v, ".")
	if !ok {
		return token{}, false
	}
	got, err := base64.RawURLEncoding.DecodeString(sig)
	if err != nil || !hmac.Equal(got, s.mac("session", p)) {
		return token{}, false
	}
	payload, err := base64.RawURLEncoding.DecodeString(p)
	if err != nil {
		return token{}, false
	}
	var t token
	if err := json.Unmarshal(payload, &t); err != nil || t.Nonce == "" {
		return token{}, false
	}
	if s.now.NowUTC().Unix() >= t.Expires {
		return token{}, false
	}
	s.mu.Lock()
	_, gone := s.revoked[t.Nonce]
	s.mu.Unlock()
	return t, !gone
}

// revoke ends t's session in this process.
func (s *sessions) revoke(t token) {
	now := s.now.NowUTC()
	s.mu.Lock()
	defer s.mu.Unlock()
	for n, exp := range s.revoked {
		if now.Unix() >= exp.Unix() {
			delete(s.revoked, n)
		}
	}
	s.revoked[t.Nonce] = time.Unix(t.Expires, 0)
}

// csrf returns the CSRF token of t's session.
func (s *sessions) csrf(t token) string {
	return base64.RawURLEncoding.EncodeToString(s.mac("csrf", t.Nonce))
}

// checkCSRF reports whether the form's token belongs to t's session.
func (s *sessions) checkCSRF(t token, got string) bool {
	want := s.csrf(t)
	return len(got) == len(want) && subtle.ConstantTimeCompare([]byte(got), []byte(want)) == 1
}

// setCookie sends t as the session cookie.
func (s *sessions) setCookie(w http.ResponseWriter, r *http.Request, t token) {
	http.SetCookie(w, &http.Cookie{
		Name: cookieName, Value: s.encode(t), Path: "/",
		MaxAge: int(s.ttl / time.Second), HttpOnly: true, SameSite: http.SameSiteStrictMode,
		Secure: secure(r),
	})
}

// secure reports whether the browser reached the console over HTTPS,
// directly or through a proxy that says so; the cookie is then Secure.
func secure(r *http.Request) bool {
	return r.TLS != nil || strings.EqualFold(r.Header.Get("X-Forwarded-Proto"), "https")
}

// clearCookie removes the session cookie.
func clearCookie(w http.ResponseWriter, r *http.Request) {
	http.SetCookie(w, &http.Cookie{Name: cookieName, Value: "", Path: "/", MaxAge: -1, HttpOnly: true, SameSite: http.SameSiteStrictMode, Secure: secure(r)})
}

// fromRequest returns the request's valid session token, if any.
func (s *sessions) fromRequest(r *http.Request) (token, bool) {
	c, err := r.Cookie(cookieName)
	if err != nil {
		return token{}, false
	}
	return s.decode(c.Value)
}
