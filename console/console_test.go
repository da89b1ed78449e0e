package console_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/bridge"
	"github.com/cairnhq/cairn/console"
	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/embed"
	"github.com/cairnhq/cairn/followup"
	cairnhttp "github.com/cairnhq/cairn/http"
	"github.com/cairnhq/cairn/judgment"
	"github.com/cairnhq/cairn/sqlite"
)

// clock is a test clock that only moves when told.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *clock) add(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

// fixture is a real cairn server with the console, on a free loopback
// port over a real SQLite file.
type fixture struct {
	srv   *cairnhttp.Server
	db    *sqlite.DB
	url   string
	clock *clock
	key   string // an API key of tenant "acme"; "" in open mode
	keyID string
}

// openFixture starts a server; with keyed, the store holds a key of
// tenant "acme" and the console needs a sign-in; without, it is in open
// mode as tenant "default". configure, when given, changes the server
// before it opens.
func openFixture(tb testing.TB, keyed bool, configure ...func(*cairnhttp.Server)) *fixture {
	tb.Helper()
	f := &fixture{clock: &clock{t: time.Now().UTC()}}
	f.db = sqlite.NewDB(filepath.Join(tb.TempDir(), "cairn.db"))
	if err := f.db.Open(context.Background()); err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { f.db.Close() })
	if keyed {
		secret, k, err := cairn.NewAPIKey("acme", "console test", f.clock.now())
		if err != nil {
			tb.Fatal(err)
		}
		if err := f.db.Keys().CreateKey(context.Background(), k); err != nil {
			tb.Fatal(err)
		}
		f.key, f.keyID = secret, k.ID
	}
	emb, err := embed.NewLocal(embed.DefaultDimensions)
	if err != nil {
		tb.Fatal(err)
	}
	s := cairnhttp.NewServer()
	s.Addr = "127.0.0.1:0"
	s.Now = f.clock.now
	s.Keys = f.db.Keys()
	s.Judgments = func(t string) judgment.Store { return f.db.Judgments(t) }
	s.Corrections = &correction.Service{Stores: func(t string) correction.Store { return f.db.Corrections(t) }, Embedder: emb, Now: f.clock.now}
	s.Bridge = &bridge.Service{Stores: func(t string) bridge.Store { return f.db.Bridge(t) }, Embedder: emb, Now: f.clock.now}
	s.Followups = followup.NewService(followup.NewMemoryStore().Tenant, emb)
	s.Turns = correction.NewTurnLog(100)
	s.Console = &console.Console{}
	for _, c := range configure {
		c(s)
	}
	if err := s.Open(); err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { s.Close() })
	f.srv, f.url = s, s.URL()
	return f
}

// api calls the JSON API as tenant acme (or default in open mode).
func (f *fixture) api(tb testing.TB, method, path string, body any, out any) int {
	tb.Helper()
	var r io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			tb.Fatal(err)
		}
		r = strings.NewReader(string(b))
	}
	req, err := http.NewRequest(method, f.url+path, r)
	if err != nil {
		tb.Fatal(err)
	}
	if f.key != "" {
		req.Header.Set("Authorization", "Bearer "+f.key)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		tb.Fatal(err)
	}
	defer resp.Body.Close()
	if out != nil {
		if err := json.NewDecoder(resp.Body).Decode(out); err != nil {
			tb.Fatal(err)
		}
	}
	return resp.StatusCode
}

// teach stores a correction through the API and returns its id.
func (f *fixture) teach(tb testing.TB, original, corrected string, extra map[string]any) string {
	tb.Helper()
	body := map[string]any{"original_output": original, "corrected_output": corrected}
	for k, v := range extra {
		body[k] = v
	}
	var out struct {
		ID string `json:"id"`
	}
	if code := f.api(tb, "POST", "/v1/corrections", body, &out); code != http.StatusCreated {
		tb.Fatalf("teach: status %d", code)
	}
	return out.ID
}

// count returns how many corrections tenant has.
func (f *fixture) count(tb testing.TB, tenant string) int {
	tb.Helper()
	cs, err := f.db.Corrections(tenant).List(context.Background(), correction.ListOptions{})
	if err != nil {
		tb.Fatal(err)
	}
	return len(cs)
}

// browser is a cookie-keeping client that does not follow redirects.
type browser struct {
	tb testing.TB
	f  *fixture
	c  *http.Client
	// header is sent with every request (Origin, Sec-Fetch-*), and host
	// as the Host header when set.
	header map[string]string
	host   string
}

func newBrowser(tb testing.TB, f *fixture) *browser {
	jar, err := cookiejar.New(nil)
	if err != nil {
		tb.Fatal(err)
	}
	return &browser{tb: tb, f: f, c: &http.Client{Jar: jar, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}}
}

type page struct {
	status int
	body   string
	header http.Header
}

func (p page) location() string { return p.header.Get("Location") }

func (b *browser) do(req *http.Request) page {
	b.tb.Helper()
	for k, v := range b.header {
		req.Header.Set(k, v)
	}
	if b.host != "" {
		req.Host = b.host
	}
	resp, err := b.c.Do(req)
	if err != nil {
		b.tb.Fatal(err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		b.tb.Fatal(err)
	}
	return page{status: resp.StatusCode, body: string(body), header: resp.Header}
}

func (b *browser) get(path string) page {
	b.tb.Helper()
	req, err := http.NewRequest("GET", b.f.url+path, nil)
	if err != nil {
		b.tb.Fatal(err)
	}
	return b.do(req)
}

func (b *browser) post(path string, form url.Values) page {
	b.tb.Helper()
	req, err := http.NewRequest("POST", b.f.url+path, strings.NewReader(form.Encode()))
	if err != nil {
		b.tb.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	return b.do(req)
}

var csrfRE = regexp.MustCompile(`name="csrf" value="([^"]+)"`)

// csrf returns the CSRF token of a page's forms.
func (b *browser) csrf(p page) string {
	b.tb.Helper()
	m := csrfRE.FindStringSubmatch(p.body)
	if m == nil {
		b.tb.Fatalf("no CSRF token in page:\n%.1500s", p.body)
	}
	return m[1]
}

// signIn signs in with the fixture's key.
func (b *browser) signIn() {
	b.tb.Helper()
	login := b.get("/login")
	if login.status != http.StatusOK {
		b.tb.Fatalf("GET /login: %d", login.status)
	}
	p := b.post("/login", url.Values{"csrf": {b.csrf(login)}, "key": {b.f.key}, "next": {"/corrections"}})
	if p.status != http.StatusSeeOther || p.location() != "/corrections" {
		b.tb.Fatalf("sign in: %d → %q\n%.1000s", p.status, p.location(), p.body)
	}
}

func mustContain(tb testing.TB, p page, parts ...string) {
	tb.Helper()
	for _, s := range parts {
		if !strings.Contains(p.body, s) {
			tb.Fatalf("page (status %d) lacks %q:\n%.3000s", p.status, s, p.body)
		}
	}
}

func TestSignIn(t *testing.T) {
	f := openFixture(t, true)
	b := newBrowser(t, f)

	if p := b.get("/corrections?q=x"); p.status != http.StatusSeeOther || p.location() != "/login?next=%2Fcorrections%3Fq%3Dx" {
		t.Fatalf("signed out: %d → %q", p.status, p.location())
	}
	login := b.get("/login")
	cookie := login.header.Get("Set-Cookie")
	for _, attr := range []string{"cairn_console=", "HttpOnly", "SameSite=Strict", "Path=/"} {
		if !strings.Contains(cookie, attr) {
			t.Fatalf("Set-Cookie %q lacks %s", cookie, attr)
		}
	}
	if csp := login.header.Get("Content-Security-Policy"); !strings.Contains(csp, "default-src 'none'") {
		t.Fatalf("Content-Security-Policy=%q", csp)
	}
	token := b.csrf(login)

	// A wrong key is refused, naming the field; the console stays shut.
	p := b.post("/login", url.Values{"csrf": {token}, "key": {"cairn_nope"}})
	if p.status != http.StatusUnauthorized {
		t.Fatalf("wrong key: status %d", p.status)
	}
	mustContain(t, p, "unknown API key", `aria-invalid="true"`)
	if p := b.get("/corrections"); p.status != http.StatusSeeOther {
		t.Fatalf("after a wrong key: status %d", p.status)
	}
	// An empty key names the field.
	p = b.post("/login", url.Values{"csrf": {token}, "key": {" "}})
	if p.status != http.StatusBadRequest {
		t.Fatalf("empty key: status %d", p.status)
	}
	mustContain(t, p, "<strong>key</strong>")
	// A sign-in without the form's token is refused.
	if p := b.post("/login", url.Values{"key": {f.key}}); p.status != http.StatusForbidden {
		t.Fatalf("sign in without CSRF token: status %d", p.status)
	}
	// An open redirect is not followed.
	p = b.post("/login", url.Values{"csrf": {token}, "key": {f.key}, "next": {"//evil.example/"}})
	if p.status != http.StatusSeeOther || p.location() != "/" {
		t.Fatalf("sign in with next=//evil: %d → %q", p.status, p.location())
	}
	p = b.get("/corrections")
	if p.status != http.StatusOK {
		t.Fatalf("signed in: status %d", p.status)
	}
	mustContain(t, p, "tenant <strong>acme</strong>", "Sign out")
	// Signed in, /login goes on to the console.
	if p := b.get("/login?next=/judgments"); p.status != http.StatusSeeOther || p.location() != "/judgments" {
		t.Fatalf("login when signed in: %d → %q", p.status, p.location())
	}
}

func TestSignOut(t *testing.T) {
	f := openFixture(t, true)
	b := newBrowser(t, f)
	b.signIn()
	u, _ := url.Parse(f.url)
	stolen := b.c.Jar.Cookies(u)

	p := b.get("/corrections")
	if p := b.post("/logout", nil); p.status != http.StatusForbidden {
		t.Fatalf("sign out without CSRF token: status %d", p.status)
	}
	if p := b.get("/corrections"); p.status != http.StatusOK {
		t.Fatalf("a refused sign-out signed out: %d", p.status)
	}
	p = b.post("/logout", url.Values{"csrf": {b.csrf(p)}})
	if p.status != http.StatusSeeOther || p.location() != "/login?done=signedout" {
		t.Fatalf("sign out: %d → %q", p.status, p.location())
	}
	if p := b.get("/corrections"); p.status != http.StatusSeeOther {
		t.Fatalf("after sign out: status %d", p.status)
	}
	// The cookie of the ended session is worth nothing any more.
	replay := newBrowser(t, f)
	replay.c.Jar.SetCookies(u, stolen)
	if p := replay.get("/corrections"); p.status != http.StatusSeeOther {
		t.Fatalf("replayed cookie after sign out: status %d", p.status)
	}
}

func TestRevokedKeyEndsSession(t *testing.T) {
	f := openFixture(t, true)
	b := newBrowser(t, f)
	b.signIn()
	if err := f.db.Keys().RevokeKey(context.Background(), f.keyID, f.clock.now()); err != nil {
		t.Fatal(err)
	}
	f.clock.add(10 * time.Second) // past the key cache
	if p := b.get("/corrections"); p.status != http.StatusSeeOther {
		t.Fatalf("revoked key: status %d", p.status)
	}
	// The same browser signs in again with a new key.
	secret, k, err := cairn.NewAPIKey("acme", "second", f.clock.now())
	if err != nil {
		t.Fatal(err)
	}
	if err := f.db.Keys().CreateKey(context.Background(), k); err != nil {
		t.Fatal(err)
	}
	f.key = secret
	b.signIn()
	if p := b.get("/corrections"); p.status != http.StatusOK {
		t.Fatalf("signed in again: status %d", p.status)
	}
}

func TestForgedCookie(t *testing.T) {
	f := openFixture(t, true)
	b := newBrowser(t, f)
	u, _ := url.Parse(f.url)
	// A cookie claiming a tenant without the server's signature.
	b.c.Jar.SetCookies(u, []*http.Cookie{{Name: "cairn_console", Value: "eyJ0IjoiYWNtZSIsIm4iOiJ4IiwiZSI6OTk5OTk5OTk5OX0.AAAA"}})
	if p := b.get("/corrections"); p.status != http.StatusSeeOther {
		t.Fatalf("forged cookie: status %d", p.status)
	}
}

func TestOpenMode(t *testing.T) {
	f := openFixture(t, false)
	f.teach(t, "port 80", "port 8080", nil)
	b := newBrowser(t, f)
	p := b.get("/corrections")
	if p.status != http.StatusOK {
		t.Fatalf("open mode: status %d", p.status)
	}
	mustContain(t, p, "tenant <strong>default</strong>", "port 80")
	if strings.Contains(p.body, "Sign out") {
		t.Fatal("open mode offers a sign-out")
	}
	if p := b.get("/login"); p.status != http.StatusSeeOther {
		t.Fatalf("GET /login in open mode: %d", p.status)
	}
	// A form still needs its token, also in open mode.
	if p := b.post("/corrections/new", url.Values{"original_output": {"a"}, "corrected_output": {"b"}, "category": {"factual"}, "severity": {"0.5"}, "confidence": {"1"}}); p.status != http.StatusForbidden {
		t.Fatalf("open mode post without token: %d", p.status)
	}
	if got, want := f.count(t, cairn.DefaultTenant), 1; got != want {
		t.Fatalf("corrections=%d, want %d", got, want)
	}
	if p := b.get("/"); p.status != http.StatusSeeOther || p.location() != "/corrections" {
		t.Fatalf("GET /: %d → %q", p.status, p.location())
	}
}

func TestNotFound(t *testing.T) {
	f := openFixture(t, true)
	b := newBrowser(t, f)
	b.signIn()
	for _, path := range []string{"/nope", "/corrections/missing", "/corrections/missing/delete"} {
		p := b.get(path)
		if p.status != http.StatusNotFound || !strings.HasPrefix(p.header.Get("Content-Type"), "text/html") {
			t.Fatalf("GET %s: %d %s", path, p.status, p.header.Get("Content-Type"))
		}
	}
	// The API keeps its JSON errors.
	p := b.get("/v1/nothing")
	if p.status != http.StatusNotFound || p.header.Get("Content-Type") != "application/json" || !strings.Contains(p.body, `"not_found"`) {
		t.Fatalf("GET /v1/nothing: %d %s %s", p.status, p.header.Get("Content-Type"), p.body)
	}
	p = b.post("/healthz", nil)
	if p.status != http.StatusMethodNotAllowed || p.header.Get("Content-Type") != "application/json" {
		t.Fatalf("POST /healthz: %d %s", p.status, p.header.Get("Content-Type"))
	}
	// Deleting what does not exist is a 404 page, after the CSRF check.
	p = b.post("/corrections/missing/delete", url.Values{"csrf": {b.csrf(b.get("/corrections"))}})
	if p.status != http.StatusNotFound {
		t.Fatalf("delete missing: %d", p.status)
	}
}

func TestTenantsApart(t *testing.T) {
	f := openFixture(t, true)
	id := f.teach(t, "acme wrong", "acme right", nil)
	other, err := f.db.Corrections("other").List(context.Background(), correction.ListOptions{})
	if err != nil || len(other) != 0 {
		t.Fatalf("other tenant: %v %v", other, err)
	}
	if err := f.db.Corrections("zeta").Insert(context.Background(), &correction.Correction{ID: "zeta-1", OriginalOutput: "zeta wrong", CorrectedOutput: "zeta right", Confidence: 1, Literal: true, Timestamp: f.clock.now()}); err != nil {
		t.Fatal(err)
	}
	b := newBrowser(t, f)
	b.signIn()
	p := b.get("/corrections")
	mustContain(t, p, id)
	if strings.Contains(p.body, "zeta") {
		t.Fatal("acme sees zeta's corrections")
	}
	if p := b.get("/corrections/zeta-1"); p.status != http.StatusNotFound {
		t.Fatalf("acme opens zeta's correction: %d", p.status)
	}
}

// On a store that keeps judgments only, the console says what it lacks.
func TestJudgmentsOnlyStore(t *testing.T) {
	db := sqlite.NewDB(filepath.Join(t.TempDir(), "cairn.db"))
	if err := db.Open(context.Background()); err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	s := cairnhttp.NewServer()
	s.Addr = "127.0.0.1:0"
	s.Judgments = func(t string) judgment.Store { return db.Judgments(t) }
	s.Console = &console.Console{}
	if err := s.Open(); err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	b := newBrowser(t, &fixture{url: s.URL()})
	if p := b.get("/"); p.status != http.StatusSeeOther || p.location() != "/judgments" {
		t.Fatalf("GET /: %d → %q", p.status, p.location())
	}
	p := b.get("/corrections")
	if p.status != http.StatusNotFound {
		t.Fatalf("corrections: %d", p.status)
	}
	mustContain(t, p, "keeps judgments only")
	mustContain(t, b.get("/bridge"), "not available")
	mustContain(t, b.get("/followup"), "not enabled")
	mustContain(t, b.get("/sessions"), "keeps no session turn log")
	if p := b.get("/judgments"); p.status != http.StatusOK {
		t.Fatalf("judgments: %d", p.status)
	}
}
