package console_test

import (
	"net/http"
	"strings"
	"testing"
)

func TestSessionPages(t *testing.T) {
	f := openFixture(t, true)
	id := learnAndApply(t, f)
	b := newBrowser(t, f)
	b.signIn()

	p := b.get("/sessions")
	if p.status != http.StatusOK {
		t.Fatalf("sessions: %d", p.status)
	}
	mustContain(t, p, `href="/sessions/view?id=s1"`, `href="/sessions/view?id=s2"`, "lost when it restarts")
	if strings.Index(p.body, "?id=s2") > strings.Index(p.body, "?id=s1") {
		t.Fatal("the most recent session is not first")
	}

	p = b.get("/sessions/view?id=s1")
	if p.status != http.StatusOK {
		t.Fatalf("s1: %d", p.status)
	}
	mustContain(t, p, "Assistant answer", "User message", "Actually, the function should return nil", "badge bad\">correction",
		`Learned as <a href="/corrections/`+id+`"`)

	p = b.get("/sessions/view?id=s2")
	mustContain(t, p, "1 correction applied", "If the config file is missing, ParseConfig should return nil.", `href="/corrections/`+id+`"`, "relevance 0.")

	// A turn in the suggest mode: sent unchanged, the withheld correction
	// shown with the edit it would have made, and counted on the list.
	withheld := map[string]string{"query": "What should ParseConfig return when the config file is missing?", "output": "If the config file is missing, ParseConfig should return an error.", "apply": "suggest"}
	if code := f.api(t, "POST", "/v1/sessions/s3/turns", withheld, nil); code != http.StatusOK {
		t.Fatalf("suggest-mode turn: %d", code)
	}
	p = b.get("/sessions/view?id=s3")
	mustContain(t, p, "1 withheld", "by the suggest mode", "No correction applied.", `href="/corrections/`+id+`"`, "<code>an error</code> → <code>nil</code>")
	mustContain(t, b.get("/sessions"), "(+1 withheld)")

	if p := b.get("/sessions/view?id=nope"); p.status != http.StatusNotFound {
		t.Fatalf("unknown session: %d", p.status)
	}
	if p := b.get("/sessions/view"); p.status != http.StatusBadRequest {
		t.Fatalf("no session id: %d", p.status)
	}
	// Another tenant sees none of it.
	open := openFixture(t, false)
	ob := newBrowser(t, open)
	if p := ob.get("/sessions"); strings.Contains(p.body, "?id=s1") {
		t.Fatal("a fresh server lists sessions")
	}
}
