package console_test

import (
	"net/http"
	"net/url"
	"strings"
	"testing"
)

// browserLocation resolves a Location header as a browser does: tabs and
// newlines are dropped and a backslash is a slash.
func browserLocation(tb testing.TB, base, loc string) *url.URL {
	tb.Helper()
	loc = strings.NewReplacer("\t", "", "\n", "", "\r", "", `\`, "/").Replace(loc)
	b, err := url.Parse(base)
	if err != nil {
		tb.Fatal(err)
	}
	u, err := url.Parse(loc)
	if err != nil {
		tb.Fatalf("Location %q: %v", loc, err)
	}
	return b.ResolveReference(u)
}

// TestSignInStaysOnSite: the page a sign-in goes on to (next) is a path
// of the console, cleaned; anything a browser would read as another site
// goes to "/".
func TestSignInStaysOnSite(t *testing.T) {
	cases := []struct{ next, want string }{
		{"/x/../\\evil.example", "/"},
		{"/\t/evil.example", "/"},
		{"/\n/evil.example", "/"},
		{"/\\evil.example", "/"},
		{"\\\\evil.example", "/"},
		{"//evil.example", "/"},
		{"/x/..//evil.example", "/"},
		{"/x//y", "/"},
		{"https://evil.example/", "/"},
		{"evil.example", "/"},
		{"/\u0085/evil.example", "/"},
		{"/%2F%2Fevil.example", "/%2F%2Fevil.example"}, // a path of this site
		{"/corrections/../judgments", "/judgments"},
		{"/corrections?q=a%20b&category=code", "/corrections?q=a%20b&category=code"},
		{"/judgments/product?product=P/Q", "/judgments/product?product=P/Q"},
		{"/sessions/", "/sessions/"},
	}
	check := func(t *testing.T, how string, p page, next, want string) {
		t.Helper()
		if p.status != http.StatusSeeOther {
			t.Fatalf("%s next=%q: status %d\n%.500s", how, next, p.status, p.body)
		}
		if got := p.location(); got != want {
			t.Errorf("%s next=%q: Location %q, want %q", how, next, got, want)
		}
		f := "http://127.0.0.1:7878/login"
		if u := browserLocation(t, f, p.location()); u.Host != "127.0.0.1:7878" {
			t.Errorf("%s next=%q: a browser goes to %s", how, next, u)
		}
	}
	t.Run("open mode", func(t *testing.T) {
		// Signed in already: /login goes on to next at once.
		f := openFixture(t, false)
		b := newBrowser(t, f)
		for _, c := range cases {
			check(t, "GET /login", b.get("/login?next="+url.QueryEscape(c.next)), c.next, c.want)
		}
	})
	t.Run("sign in", func(t *testing.T) {
		f := openFixture(t, true)
		for _, c := range cases {
			b := newBrowser(t, f)
			token := b.csrf(b.get("/login"))
			check(t, "POST /login", b.post("/login", url.Values{"csrf": {token}, "key": {f.key}, "next": {c.next}}), c.next, c.want)
		}
	})
}

// TestConsoleFormsFromItsOwnPages: the console's forms, posted by a
// browser from the console's own pages (Origin and Sec-Fetch-* as Chrome
// sends them), work; the same posts from a page of another site, or to a
// rebinding name, are refused and change nothing.
func TestConsoleFormsFromItsOwnPages(t *testing.T) {
	f := openFixture(t, true)
	own := f.url
	u, _ := url.Parse(f.url)
	sameOrigin := map[string]string{
		"Origin": own, "Referer": own + "/corrections/new",
		"Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document", "Sec-Fetch-User": "?1",
	}
	b := newBrowser(t, f)
	b.header = map[string]string{"Sec-Fetch-Site": "none", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document"}
	login := b.get("/login") // the user typed the address
	b.header = sameOrigin
	p := b.post("/login", url.Values{"csrf": {b.csrf(login)}, "key": {f.key}, "next": {"/corrections/new"}})
	if p.status != http.StatusSeeOther || p.location() != "/corrections/new" {
		t.Fatalf("sign in from the login page: %d → %q\n%.500s", p.status, p.location(), p.body)
	}
	teach := b.get("/corrections/new")
	form := url.Values{"csrf": {b.csrf(teach)}, "original_output": {"5432"}, "corrected_output": {"5433"},
		"category": {"factual"}, "severity": {"0.5"}, "confidence": {"1"}, "literal": {"1"}}
	if p := b.post("/corrections/new", form); p.status != http.StatusSeeOther {
		t.Fatalf("teach from the console: %d\n%.800s", p.status, p.body)
	}
	if n := f.count(t, "acme"); n != 1 {
		t.Fatalf("%d corrections after teaching one", n)
	}

	// The same form, with the session cookie and a valid token, from
	// pages that are not the console's.
	for _, c := range []struct {
		name   string
		host   string
		header map[string]string
	}{
		{"another site", "", map[string]string{"Origin": "https://evil.example", "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document"}},
		{"another port of localhost", "", map[string]string{"Origin": "http://localhost:3000", "Sec-Fetch-Site": "same-site", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document"}},
		{"a rebinding name", "rebind.evil.example:" + u.Port(), map[string]string{"Origin": "http://rebind.evil.example:" + u.Port(), "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document"}},
	} {
		b.header, b.host = c.header, c.host
		p := b.post("/corrections/new", form)
		if p.status != http.StatusForbidden || !strings.Contains(p.body, `"forbidden"`) {
			t.Errorf("teach from %s: %d %.300s", c.name, p.status, p.body)
		}
	}
	if n := f.count(t, "acme"); n != 1 {
		t.Fatalf("%d corrections after refused posts, want 1", n)
	}
}
