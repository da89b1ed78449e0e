package console_test

import (
	"context"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/cairnhq/cairn/correction"
)

func TestCorrectionsSearchAndFilters(t *testing.T) {
	f := openFixture(t, true)
	port := f.teach(t, "listen on port 80", "listen on port 8080", map[string]any{"category": "code", "session_id": "s-1"})
	tz := f.teach(t, "the meeting is in UTC", "the meeting is in CET", map[string]any{"category": "factual"})
	ctxOnly := f.teach(t, "whole answer", "user said it is wrong", map[string]any{"literal": false, "category": "factual"})
	b := newBrowser(t, f)
	b.signIn()

	for _, tc := range []struct {
		name, query string
		want        []string
	}{
		{"all", "", []string{port, tz, ctxOnly}},
		{"text", "?q=MEETING", []string{tz}},
		{"category", "?category=code", []string{port}},
		{"session", "?session=s-1", []string{port}},
		{"offline yes", "?offline=yes", []string{port, tz}},
		{"offline no", "?offline=no", []string{ctxOnly}},
		{"combined", "?q=port&offline=no", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := b.get("/corrections" + tc.query)
			if p.status != http.StatusOK {
				t.Fatalf("status %d", p.status)
			}
			for _, id := range []string{port, tz, ctxOnly} {
				want := false
				for _, w := range tc.want {
					want = want || w == id
				}
				if got := strings.Contains(p.body, "/corrections/"+id+`"`); got != want {
					t.Errorf("%s listed=%v, want %v", id, got, want)
				}
			}
		})
	}
	for _, tc := range []struct{ query, field string }{
		{"?category=nope", "category"},
		{"?offline=maybe", "offline"},
		{"?page=0", "page"},
		{"?q=%ff", "q"},
	} {
		p := b.get("/corrections" + tc.query)
		if p.status != http.StatusBadRequest {
			t.Fatalf("%s: status %d", tc.query, p.status)
		}
		mustContain(t, p, "<strong>"+tc.field+"</strong>")
	}
}

func TestCorrectionsPaging(t *testing.T) {
	f := openFixture(t, true)
	for i := 0; i < 53; i++ {
		f.teach(t, "wrong "+strings.Repeat("x", i+1), "right", nil)
	}
	f.teach(t, "context only", "msg", map[string]any{"literal": false})
	b := newBrowser(t, f)
	b.signIn()
	p := b.get("/corrections?offline=yes")
	mustContain(t, p, `rel="next"`)
	if n := strings.Count(p.body, `<a href="/corrections/`); n != 50 {
		t.Fatalf("page 1 lists %d", n)
	}
	p = b.get("/corrections?offline=yes&page=2")
	if n := strings.Count(p.body, `<a href="/corrections/`); n != 3 {
		t.Fatalf("page 2 lists %d", n)
	}
	if strings.Contains(p.body, `rel="next"`) {
		t.Fatal("page 2 has a next page")
	}
	mustContain(t, p, `rel="prev"`)
}

func TestCorrectionDetailAndConfidence(t *testing.T) {
	f := openFixture(t, true)
	id := learnAndApply(t, f)
	b := newBrowser(t, f)
	b.signIn()
	p := b.get("/corrections/" + id)
	if p.status != http.StatusOK {
		t.Fatalf("detail: %d", p.status)
	}
	mustContain(t, p, "an error", "nil", "What should ParseConfig return when the file is missing?", `id="confidence-value">0.90<`,
		`/sessions/view?id=s1"`, `/sessions/view?id=s2"`, "Relevance", "<code>an error</code> → <code>nil</code>")
	token := b.csrf(p)
	before, err := f.db.Corrections("acme").Get(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}

	// Bad values name the field and write nothing.
	for _, bad := range []string{"1.5", "-0.1", "abc", "", "NaN"} {
		p := b.post("/corrections/"+id+"/confidence", url.Values{"csrf": {token}, "confidence": {bad}})
		if p.status != http.StatusBadRequest {
			t.Fatalf("confidence %q: status %d", bad, p.status)
		}
		mustContain(t, p, "<strong>confidence</strong>", `aria-invalid="true"`)
		c, err := f.db.Corrections("acme").Get(context.Background(), id)
		if err != nil || c.Confidence != before.Confidence {
			t.Fatalf("after confidence %q: %v %v", bad, c.Confidence, err)
		}
	}
	// Without the token nothing is written either.
	if p := b.post("/corrections/"+id+"/confidence", url.Values{"confidence": {"0.2"}}); p.status != http.StatusForbidden {
		t.Fatalf("no token: %d", p.status)
	}
	if p := b.post("/corrections/"+id+"/confidence", url.Values{"csrf": {otherFirst(token)}, "confidence": {"0.2"}}); p.status != http.StatusForbidden {
		t.Fatalf("wrong token: %d", p.status)
	}
	p = b.post("/corrections/"+id+"/confidence", url.Values{"csrf": {token}, "confidence": {"0.35"}})
	if p.status != http.StatusSeeOther {
		t.Fatalf("confidence: %d %.500s", p.status, p.body)
	}
	c, err := f.db.Corrections("acme").Get(context.Background(), id)
	if err != nil || c.Confidence < 0.3499 || c.Confidence > 0.3501 {
		t.Fatalf("confidence now %v %v", c.Confidence, err)
	}
	mustContain(t, b.get(p.location()), "Confidence updated.", `id="confidence-value">0.35<`)
}

func TestDeleteCorrection(t *testing.T) {
	f := openFixture(t, true)
	id := f.teach(t, "port 80", "port 8080", nil)
	b := newBrowser(t, f)
	b.signIn()
	confirm := b.get("/corrections/" + id + "/delete")
	mustContain(t, confirm, "Delete correction?", `action="/corrections/`+id+`/delete"`)
	if p := b.post("/corrections/"+id+"/delete", nil); p.status != http.StatusForbidden {
		t.Fatalf("delete without token: %d", p.status)
	}
	if got := f.count(t, "acme"); got != 1 {
		t.Fatalf("refused delete deleted: %d left", got)
	}
	p := b.post("/corrections/"+id+"/delete", url.Values{"csrf": {b.csrf(confirm)}})
	if p.status != http.StatusSeeOther || p.location() != "/corrections?done=deleted" {
		t.Fatalf("delete: %d → %q", p.status, p.location())
	}
	if got := f.count(t, "acme"); got != 0 {
		t.Fatalf("%d left after delete", got)
	}
	if p := b.get("/corrections/" + id); p.status != http.StatusNotFound {
		t.Fatalf("deleted correction: %d", p.status)
	}
}

func TestTeachCorrection(t *testing.T) {
	f := openFixture(t, true)
	b := newBrowser(t, f)
	b.signIn()
	form := b.get("/corrections/new")
	token := b.csrf(form)
	good := url.Values{
		"csrf": {token}, "original_output": {"Paris is in Germany"}, "corrected_output": {"Paris is in France"},
		"query": {"where is Paris?"}, "explanation": {"geography"}, "category": {"factual"},
		"session_id": {""}, "severity": {"0.5"}, "confidence": {"0.8"}, "literal": {"1"},
	}
	with := func(k, v string) url.Values {
		out := url.Values{}
		for key, vs := range good {
			out[key] = vs
		}
		out.Set(k, v)
		return out
	}
	for _, tc := range []struct {
		name  string
		form  url.Values
		field string
	}{
		{"no wrong text", with("original_output", " "), "original_output"},
		{"no right text", with("corrected_output", ""), "corrected_output"},
		{"bad category", with("category", "nope"), "category"},
		{"bad severity", with("severity", "2"), "severity"},
		{"bad confidence", with("confidence", "x"), "confidence"},
		{"NUL in query", with("query", "a\x00b"), "query"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := b.post("/corrections/new", tc.form)
			if p.status != http.StatusBadRequest {
				t.Fatalf("status %d", p.status)
			}
			mustContain(t, p, "<strong>"+tc.field+"</strong>", `name="`+tc.field+`" `)
			if got := f.count(t, "acme"); got != 0 {
				t.Fatalf("%d corrections written", got)
			}
		})
	}
	// The form keeps what was typed.
	mustContain(t, b.post("/corrections/new", with("severity", "2")), "Paris is in Germany")

	noToken := with("csrf", "")
	if p := b.post("/corrections/new", noToken); p.status != http.StatusForbidden {
		t.Fatalf("teach without token: %d", p.status)
	}
	p := b.post("/corrections/new", good)
	if p.status != http.StatusSeeOther || !strings.HasSuffix(p.location(), "?done=taught") {
		t.Fatalf("teach: %d → %q %.500s", p.status, p.location(), p.body)
	}
	cs, err := f.db.Corrections("acme").List(context.Background(), correction.ListOptions{})
	if err != nil || len(cs) != 1 {
		t.Fatalf("corrections %v %v", cs, err)
	}
	c := cs[0]
	if c.OriginalOutput != "Paris is in Germany" || c.CorrectedOutput != "Paris is in France" || c.Confidence != 0.8 || !c.Literal || c.Query != "where is Paris?" {
		t.Fatalf("saved %+v", c)
	}
	mustContain(t, b.get(p.location()), "Correction saved.", "Paris is in France")
	// The API sees it as taught.
	var got map[string]any
	if code := f.api(t, "GET", "/v1/corrections/"+c.ID, nil, &got); code != http.StatusOK || got["explanation"] != "geography" || got["category"] != "factual" {
		t.Fatalf("API: %d %v", code, got)
	}
}

// learnAndApply teaches a correction in chat (session s1), lowers it to
// confidence 0.9 and has it applied in session s2; it returns its id.
func learnAndApply(tb testing.TB, f *fixture) string {
	tb.Helper()
	var turn struct {
		Result map[string]any `json:"result"`
	}
	turns := []map[string]string{
		{"query": "What should ParseConfig return when the file is missing?", "output": "When the file is missing, ParseConfig should return an error."},
		{"message": "Actually, the function should return nil, not an error"},
	}
	for _, body := range turns {
		if code := f.api(tb, "POST", "/v1/sessions/s1/turns", body, &turn); code != http.StatusOK {
			tb.Fatalf("turn %v: %d", body, code)
		}
	}
	saved, _ := turn.Result["saved"].(map[string]any)
	if saved == nil {
		tb.Fatalf("not saved: %v", turn.Result)
	}
	id := saved["id"].(string)
	if code := f.api(tb, "POST", "/v1/corrections/"+id+"/confidence", map[string]any{"delta": 0.9 - saved["confidence"].(float64)}, nil); code != http.StatusOK {
		tb.Fatalf("adjust: %d", code)
	}
	later := map[string]string{"query": "What should ParseConfig return when the config file is missing?", "output": "If the config file is missing, ParseConfig should return an error."}
	if code := f.api(tb, "POST", "/v1/sessions/s2/turns", later, &turn); code != http.StatusOK {
		tb.Fatalf("second output: %d", code)
	}
	if applied, _ := turn.Result["applied_corrections"].([]any); len(applied) != 1 {
		tb.Fatalf("not applied: %v", turn.Result)
	}
	return id
}

// An id with characters that mean something in a URL still links to its
// correction.
func TestOddCorrectionID(t *testing.T) {
	f := openFixture(t, true)
	id := f.teach(t, "wrong", "right", map[string]any{"id": "odd id?x=1#frag/part%"})
	b := newBrowser(t, f)
	b.signIn()
	p := b.get("/corrections")
	m := regexp.MustCompile(`<a href="(/corrections/[^"]+)" class="mono">`).FindStringSubmatch(p.body)
	if m == nil {
		t.Fatalf("no link in:\n%.2000s", p.body)
	}
	href := strings.ReplaceAll(m[1], "&amp;", "&")
	p = b.get(href)
	if p.status != http.StatusOK {
		t.Fatalf("GET %s: %d", href, p.status)
	}
	mustContain(t, p, "odd id?x=1#frag/part%")
	confirm := b.get(href + "/delete")
	if p := b.post(href+"/delete", url.Values{"csrf": {b.csrf(confirm)}}); p.status != http.StatusSeeOther {
		t.Fatalf("delete %s: %d", id, p.status)
	}
	if got := f.count(t, "acme"); got != 0 {
		t.Fatalf("%d left", got)
	}
}

// otherFirst returns token with its first character changed: a wrong
// token, whatever the first character was.
func otherFirst(token string) string {
	if token[0] == 'x' {
		return "y" + token[1:]
	}
	return "x" + token[1:]
}
