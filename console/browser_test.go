package console_test

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/cairnhq/cairn/correction"
)

// chromium returns the path of a Chromium or Chrome binary. Without one
// the test is skipped, except under CI=true, where it fails.
func chromium(tb testing.TB) string {
	tb.Helper()
	if p := os.Getenv("CAIRN_CHROMIUM"); p != "" {
		return p
	}
	for _, name := range []string{"/usr/bin/chromium", "chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	if os.Getenv("CI") == "true" {
		tb.Fatal("no Chromium found (install the chromium package, or set CAIRN_CHROMIUM); CI=true requires the browser tests")
	}
	tb.Skip("no Chromium found: install the chromium package or set CAIRN_CHROMIUM to run the browser tests")
	return ""
}

// screenshotDir is where screenshots go: $CAIRN_SCREENSHOTS, or the test's
// artifact directory (kept with go test -artifacts, under -outputdir).
func screenshotDir(t *testing.T) string {
	if d := os.Getenv("CAIRN_SCREENSHOTS"); d != "" {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
		return d
	}
	return t.ArtifactDir()
}

// newTab starts a headless Chromium with flags that keep it off the
// network (it hangs on a closed network otherwise) and a fresh profile.
func newTab(t *testing.T) context.Context {
	t.Helper()
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(chromium(t)),
		chromedp.Headless, chromedp.NoSandbox, chromedp.DisableGPU, chromedp.NoFirstRun, chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.Flag("disable-extensions", true),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(1280, 900),
	}
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(actx)
	t.Cleanup(func() { cancel(); cancelAlloc() })
	// Start the browser with a context that has no deadline (a deadline on
	// the first call would end the browser with it).
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("start Chromium: %v", err)
	}
	return ctx
}

// step runs actions with a time limit, failing the test with what it
// was doing.
func step(t *testing.T, ctx context.Context, what string, actions ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	sctx, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	if err := chromedp.Do(sctx, actions...); err != nil {
		t.Fatalf("%s: %v", what, err)
	}
}

func value[T any](t *testing.T, ctx context.Context, what string, a chromedp.Action[T]) T {
	t.Helper()
	sctx, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	v, err := chromedp.Run(sctx, a)
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	return v
}

// choose selects the option value of the select element sel, as a person
// picking it would.
func choose(sel, value string) chromedp.Action[chromedp.Void] {
	return func(ctx context.Context, t *chromedp.Target) (chromedp.Void, error) {
		js := fmt.Sprintf(`(() => { const s = document.querySelector(%q); s.value = %q; s.dispatchEvent(new Event("change", {bubbles: true})); return s.value; })()`, sel, value)
		got, err := chromedp.Evaluate[string](js)(ctx, t)
		if err == nil && got != value {
			err = fmt.Errorf("select %s has no option %q", sel, value)
		}
		return chromedp.Void{}, err
	}
}

// shoot saves a full-page PNG of the current page as name.png.
func shoot(t *testing.T, ctx context.Context, dir, name string) {
	t.Helper()
	png := value(t, ctx, "screenshot "+name, chromedp.FullScreenshot(100))
	if err := os.WriteFile(filepath.Join(dir, name+".png"), png, 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestBrowser drives the console in headless Chromium against a real
// server over SQLite: sign-in, search, confidence, teach, delete, the
// chart, keyboard focus, phone width, sign-out; and saves a screenshot of
// every page.
func TestBrowser(t *testing.T) {
	ctx := newTab(t)
	dir := screenshotDir(t)
	f := openFixture(t, true)

	// Data for every page.
	learned := learnAndApply(t, f)
	f.teach(t, "The service listens on port 80", "The service listens on port 8080", map[string]any{"category": "code", "query": "which port does the service use?"})
	f.teach(t, "Deploys run at 09:00 UTC", "Deploys run at 09:00 CET", map[string]any{"category": "factual"})
	f.teach(t, "whole answer about retries", "the user said retries are capped at 3", map[string]any{"literal": false, "category": "logic"})
	seedJudgments(t, f, "Acme Fungear", 10, 5, func(d int) int { return (d * 3) % 6 })
	seedJudgments(t, f, "Widgets", 3, 4, func(d int) int { return d })
	seedReviews(t, f)
	f.api(t, "POST", "/v1/followup/results", map[string]any{"session_id": "chat-1", "adapter_name": "sales", "query": "revenue by region in March",
		"sql_executed": "SELECT region, sum(amount) FROM sales GROUP BY region", "results": []map[string]any{{"region": "EMEA", "sum": 42}, {"region": "APAC", "sum": 17}},
		"result_columns": []string{"region", "sum"}}, nil)
	for _, e := range []map[string]any{
		{"text": "the user wants totals per region, for March", "type": "preprocessing"},
		{"text": "the sales table has a region column and an amount in cents", "type": "working_awareness"},
	} {
		f.api(t, "POST", "/v1/bridge/sessions/chat-1/reasoning", e, nil)
	}

	// Sign in.
	step(t, ctx, "open the console", chromedp.Navigate(f.url+"/corrections"), chromedp.WaitVisible(chromedp.CSS("#key")))
	if loc := value(t, ctx, "location", chromedp.Location()); !strings.Contains(loc, "/login?next=") {
		t.Fatalf("signed out, the console is at %s", loc)
	}
	shoot(t, ctx, dir, "01-login")
	step(t, ctx, "sign in",
		chromedp.SendKeys(chromedp.CSS("#key"), f.key),
		chromedp.Click(chromedp.CSS(`form[action="/login"] button`)),
		chromedp.WaitVisible(chromedp.CSS("table#corrections")))
	if who := value(t, ctx, "tenant", chromedp.Text(chromedp.CSS(".who"))); !strings.Contains(who, "acme") {
		t.Fatalf("signed in as %q", who)
	}
	shoot(t, ctx, dir, "02-corrections")

	// Keyboard: the first Tab reaches the skip link, which is visible then.
	step(t, ctx, "tab", chromedp.KeyEvent(kb.Tab))
	if got := value(t, ctx, "focus", chromedp.Evaluate[string](`document.activeElement.className`)); got != "skip" {
		t.Fatalf("first Tab focuses %q, want the skip link", got)
	}

	// Search.
	step(t, ctx, "search",
		chromedp.SendKeys(chromedp.CSS("#q"), "port"),
		chromedp.Click(chromedp.CSS(`form[role="search"] button`)),
		chromedp.WaitVisible(chromedp.CSS(`#q[value="port"]`)))
	rows := value(t, ctx, "rows", chromedp.Evaluate[int](`document.querySelectorAll("table#corrections tbody tr").length`))
	if rows != 1 {
		t.Fatalf("search for port lists %d rows, want 1", rows)
	}
	step(t, ctx, "filter offline=no",
		chromedp.Navigate(f.url+"/corrections"),
		chromedp.WaitVisible(chromedp.CSS("#offline")),
		choose("#offline", "no"),
		chromedp.Click(chromedp.CSS(`form[role="search"] button`)),
		chromedp.WaitReady(chromedp.CSS(`#offline option[value="no"][selected]`)))
	if got := value(t, ctx, "offline rows", chromedp.Text(chromedp.CSS("table#corrections tbody"))); !strings.Contains(got, "retries") || strings.Contains(got, "port") {
		t.Fatalf("offline=no lists %q", got)
	}
	shoot(t, ctx, dir, "03-corrections-search")

	// Detail and confidence.
	step(t, ctx, "open a correction", chromedp.Navigate(f.url+"/corrections/"+learned), chromedp.WaitVisible(chromedp.CSS("#confidence")))
	shoot(t, ctx, dir, "04-correction")
	step(t, ctx, "edit confidence",
		chromedp.Clear(chromedp.CSS("#confidence")),
		chromedp.SendKeys(chromedp.CSS("#confidence"), "0.42"),
		chromedp.Click(chromedp.CSS(`form[action$="/confidence"] button`)),
		chromedp.WaitVisible(chromedp.CSS("p.flash")))
	if got := value(t, ctx, "confidence", chromedp.Text(chromedp.CSS("#confidence-value"))); got != "0.42" {
		t.Fatalf("confidence shows %q", got)
	}
	if c, err := f.db.Corrections("acme").Get(context.Background(), learned); err != nil || c.Confidence < 0.4199 || c.Confidence > 0.4201 {
		t.Fatalf("stored confidence %v %v", c, err)
	}

	// Teach a correction by hand.
	before := f.count(t, "acme")
	step(t, ctx, "open the teach form", chromedp.Navigate(f.url+"/corrections/new"), chromedp.WaitVisible(chromedp.CSS("#original_output")))
	step(t, ctx, "fill the teach form",
		chromedp.SendKeys(chromedp.CSS("#original_output"), "Use the v1 endpoint"),
		chromedp.SendKeys(chromedp.CSS("#corrected_output"), "Use the v2 endpoint"),
		chromedp.SendKeys(chromedp.CSS("#query"), "which API version?"),
		chromedp.SendKeys(chromedp.CSS("#explanation"), "v1 was retired"),
		choose("#category", "domain"))
	shoot(t, ctx, dir, "05-teach")
	step(t, ctx, "save the taught correction",
		chromedp.Click(chromedp.CSS(`form[action="/corrections/new"] button`)),
		chromedp.WaitVisible(chromedp.CSS("p.flash")))
	if got := f.count(t, "acme"); got != before+1 {
		t.Fatalf("corrections %d after teaching, want %d", got, before+1)
	}
	taught := value(t, ctx, "location", chromedp.Location())
	if !strings.Contains(taught, "/corrections/cor_") {
		t.Fatalf("after teaching at %s", taught)
	}
	cs, err := f.db.Corrections("acme").List(context.Background(), correction.ListOptions{Text: "v2 endpoint"})
	if err != nil || len(cs) != 1 || cs[0].Category != correction.CategoryDomain || cs[0].Explanation != "v1 was retired" {
		t.Fatalf("taught correction %+v %v", cs, err)
	}

	// Delete it, after confirming.
	step(t, ctx, "ask to delete",
		chromedp.Click(chromedp.CSS(`a[href$="/delete"]`)),
		chromedp.WaitVisible(chromedp.CSS("button.danger")))
	shoot(t, ctx, dir, "06-delete")
	step(t, ctx, "delete",
		chromedp.Click(chromedp.CSS("button.danger")),
		chromedp.WaitVisible(chromedp.CSS("p.flash")))
	if got := f.count(t, "acme"); got != before {
		t.Fatalf("corrections %d after deleting, want %d", got, before)
	}

	// Judgments and the chart.
	step(t, ctx, "judgments", chromedp.Navigate(f.url+"/judgments"), chromedp.WaitVisible(chromedp.CSS("table#products")))
	shoot(t, ctx, dir, "07-judgments")
	step(t, ctx, "product", chromedp.Click(chromedp.CSS(`a[href="/judgments/product?name=Acme%20Fungear"]`)), chromedp.WaitVisible(chromedp.CSS("svg#override-chart")))
	points := value(t, ctx, "chart points", chromedp.Evaluate[int](`document.querySelectorAll("svg#override-chart circle.point").length`))
	if points != 10 {
		t.Fatalf("chart has %d points, want 10 (one per day)", points)
	}
	width := value(t, ctx, "chart width", chromedp.Evaluate[float64](`document.querySelector("svg#override-chart").getBoundingClientRect().width`))
	if width < 300 {
		t.Fatalf("chart is %v px wide", width)
	}
	if line := value(t, ctx, "chart line", chromedp.Evaluate[int](`document.querySelector("svg#override-chart polyline").points.length`)); line != 10 {
		t.Fatalf("chart line has %d points", line)
	}
	shoot(t, ctx, dir, "08-judgment-product")

	// Sessions.
	step(t, ctx, "sessions", chromedp.Navigate(f.url+"/sessions"), chromedp.WaitVisible(chromedp.CSS("table#sessions")))
	shoot(t, ctx, dir, "09-sessions")
	step(t, ctx, "session", chromedp.Click(chromedp.CSS(`a[href="/sessions/view?id=s1"]`)), chromedp.WaitVisible(chromedp.CSS("#turns")))
	shoot(t, ctx, dir, "10-session")

	// Review analytics, follow-up cache, bridge.
	step(t, ctx, "review", chromedp.Navigate(f.url+"/review"), chromedp.WaitVisible(chromedp.CSS("#review-stats")))
	shoot(t, ctx, dir, "11-review")
	step(t, ctx, "followup", chromedp.Navigate(f.url+"/followup"), chromedp.WaitVisible(chromedp.CSS("#adapter")),
		chromedp.SendKeys(chromedp.CSS("#session"), "chat-1"), chromedp.SendKeys(chromedp.CSS("#adapter"), "sales"),
		chromedp.Click(chromedp.CSS(`form[action="/followup"] button`)), chromedp.WaitVisible(chromedp.CSS("#followup-entry")))
	shoot(t, ctx, dir, "12-followup")
	step(t, ctx, "bridge", chromedp.Navigate(f.url+"/bridge?session=chat-1"), chromedp.WaitVisible(chromedp.CSS("#bridge-entries")))
	shoot(t, ctx, dir, "13-bridge")

	// Phone width: nothing wider than the screen.
	step(t, ctx, "phone", chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile))
	for _, p := range []struct{ path, name, sel string }{
		{"/corrections", "14-phone-corrections", "table#corrections"},
		{"/corrections/" + learned, "15-phone-correction", "#confidence"},
		{"/judgments/product?name=Acme+Fungear", "16-phone-judgment-product", "svg#override-chart"},
		{"/sessions/view?id=s2", "17-phone-session", "#turns"},
	} {
		step(t, ctx, p.path, chromedp.Navigate(f.url+p.path), chromedp.WaitVisible(chromedp.CSS(p.sel)))
		if over := value(t, ctx, "overflow", chromedp.Evaluate[bool](`document.documentElement.scrollWidth > window.innerWidth + 1`)); over {
			w := value(t, ctx, "scroll width", chromedp.Evaluate[int](`document.documentElement.scrollWidth`))
			t.Errorf("%s is %d px wide at phone width (390)", p.path, w)
		}
		shoot(t, ctx, dir, p.name)
	}
	step(t, ctx, "desktop", chromedp.EmulateViewport(1280, 900))

	// Not found, as a page.
	resp := value(t, ctx, "404", chromedp.NavigateResponse(f.url+"/corrections/nope"))
	if resp.Status != http.StatusNotFound {
		t.Fatalf("missing correction: %d", resp.Status)
	}
	shoot(t, ctx, dir, "18-not-found")

	// Sign out.
	step(t, ctx, "sign out", chromedp.Navigate(f.url+"/judgments"), chromedp.WaitVisible(chromedp.CSS("table#products")),
		chromedp.Click(chromedp.CSS(`form[action="/logout"] button`)), chromedp.WaitVisible(chromedp.CSS("#key")))
	if got := value(t, ctx, "flash", chromedp.Text(chromedp.CSS("p.flash"))); got != "Signed out." {
		t.Fatalf("after sign-out: %q", got)
	}
	step(t, ctx, "signed out", chromedp.Navigate(f.url+"/judgments"), chromedp.WaitVisible(chromedp.CSS("#key")))
	t.Logf("screenshots in %s", dir)
}
