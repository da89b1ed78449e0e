package console_test

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"

	"github.com/chromedp/chromedp"

	cairnhttp "github.com/cairnhq/cairn/http"
)

// lockedBuffer is a log destination the server writes from its goroutines.
type lockedBuffer struct {
	mu sync.Mutex
	b  strings.Builder
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// attackPage is a page of another site that, once open, sends what the
// issue's attacks sent to the server at %[1]s: fetch no-cors with a JSON
// body as text/plain (no preflight) to the API and to /mcp, a form with
// enctype text/plain that spells JSON, and a form post to the console;
// then it sets window.done.
const attackPage = `<!doctype html><title>a page of another site</title>
<iframe name="sink1"></iframe><iframe name="sink2"></iframe>
<form id="json" method="post" action="%[1]s/v1/corrections" enctype="text/plain" target="sink1">
<input name='{"original_output": "form 5433", "corrected_output": "form 5432", "pad": "' value='"}'></form>
<form id="console" method="post" action="%[1]s/corrections/new" target="sink2">
<input name="original_output" value="console 5433"><input name="corrected_output" value="console 5432"><input name="category" value="factual">
<input name="severity" value="0.5"><input name="confidence" value="1"><input name="literal" value="1"></form>
<script>
const send = (path, body) => fetch("%[1]s" + path, {method: "POST", mode: "no-cors", headers: {"Content-Type": "text/plain"}, body: JSON.stringify(body)}).catch(() => {});
const loaded = name => new Promise(r => document.querySelector('iframe[name="' + name + '"]').addEventListener("load", r, {once: true}));
(async () => {
  await send("/v1/corrections", {original_output: "fetch 5433", corrected_output: "fetch 5432", confidence: 1});
  await send("/v1/sessions/s1/turns", {query: "port?", output: "staging runs on 5433"});
  await send("/v1/sessions/s1/turns", {message: "Actually, staging runs on 5432, not 5433"});
  await send("/mcp", {jsonrpc: "2.0", id: 1, method: "tools/call", params: {name: "add_correction", arguments: {original_output: "mcp 5433", corrected_output: "mcp 5432"}}});
  const a = loaded("sink1"), b = loaded("sink2");
  document.getElementById("json").submit();
  document.getElementById("console").submit();
  await Promise.all([a, b]);
  window.done = true;
})();
</script>`

// TestBrowserOtherSitesPlantNothing opens, in headless Chromium, a page of
// another site while the server runs in open mode: its fetches and form
// posts reach the server and are refused, and nothing is planted. The
// console, opened by its address, still works.
func TestBrowserOtherSitesPlantNothing(t *testing.T) {
	ctx := newTab(t)
	logs := &lockedBuffer{}
	f := openFixture(t, false, func(s *cairnhttp.Server) { s.Logger = slog.New(slog.NewTextHandler(logs, nil)) })
	evil := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprintf(w, attackPage, f.url)
	}))
	t.Cleanup(evil.Close)
	// The server is 127.0.0.1; the page is localhost, another site.
	u, _ := url.Parse(evil.URL)
	step(t, ctx, "open the page of another site", chromedp.Navigate("http://localhost:"+u.Port()+"/"))
	step(t, ctx, "wait for its requests", func(ctx context.Context, tg *chromedp.Target) (chromedp.Void, error) {
		_, err := chromedp.Poll[bool]("window.done === true")(ctx, tg)
		return chromedp.Void{}, err
	})

	planted := f.count(t, "default")
	if planted != 0 {
		t.Errorf("a page of another site planted %d corrections", planted)
	}
	// Every request reached the server and was refused.
	refused := strings.Count(logs.String(), "status=403")
	if refused < 6 {
		t.Errorf("%d requests refused with 403, want the page's 6:\n%s", refused, logs)
	}
	t.Logf("Chromium sent the page's requests: %d refused with 403, %d corrections planted", refused, planted)

	step(t, ctx, "open the console by its address", chromedp.Navigate(f.url+"/corrections"), chromedp.WaitVisible(chromedp.CSS("table#corrections, .empty, main h1")))
	if title := value(t, ctx, "title", chromedp.Title()); !strings.Contains(title, "Corrections") {
		t.Errorf("the console by its address: title %q", title)
	}
}
