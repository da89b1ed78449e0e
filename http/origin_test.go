package http_test

import (
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/client"
	"github.com/cairnhq/cairn/console"
	"github.com/cairnhq/cairn/correction"
	cairnhttp "github.com/cairnhq/cairn/http"
	"github.com/cairnhq/cairn/judgment"
)

// rawRequest is one request with its headers exactly as given: the Host
// header ("" for the server's own host:port) and every other header.
type rawRequest struct {
	method, path, host, body string
	header                   map[string]string
}

// send sends r to base (http://127.0.0.1:PORT) and returns the status and
// the error body, if any (with code "" when it is not the error shape).
func send(tb testing.TB, base string, r rawRequest) (int, apiError) {
	tb.Helper()
	var body io.Reader
	if r.body != "" {
		body = strings.NewReader(r.body)
	}
	req, err := http.NewRequest(r.method, base+r.path, body)
	if err != nil {
		tb.Fatal(err)
	}
	if r.host != "" {
		req.Host = r.host
	}
	for k, v := range r.header {
		req.Header.Set(k, v)
	}
	// Not through the contract check: a browser's form post or a console
	// page is no exchange of the API's document.
	c := &http.Client{
		Transport:     http.DefaultTransport.(*contractTransport).base,
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}
	resp, err := c.Do(req)
	if err != nil {
		tb.Fatal(err)
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	if err != nil {
		tb.Fatal(err)
	}
	var e apiError
	if resp.StatusCode >= 400 && json.Unmarshal(data, &e) != nil {
		e.Error.Message = "not the error shape: " + string(data)
	}
	return resp.StatusCode, e
}

const chromeUA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36"

// Headers of what a page makes a browser send.
func pageFetch(origin, site, mode, contentType string) map[string]string {
	h := map[string]string{
		"User-Agent": chromeUA, "Accept": "*/*", "Referer": origin + "/",
		"Sec-Fetch-Site": site, "Sec-Fetch-Mode": mode, "Sec-Fetch-Dest": "empty",
	}
	if origin != "" {
		h["Origin"] = origin
	}
	if contentType != "" {
		h["Content-Type"] = contentType
	}
	return h
}

func formPost(origin, contentType string) map[string]string {
	return map[string]string{
		"User-Agent": chromeUA, "Accept": "text/html,application/xhtml+xml,*/*;q=0.8", "Origin": origin, "Referer": origin + "/",
		"Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document", "Sec-Fetch-User": "?1",
		"Content-Type": contentType,
	}
}

func subresource(site, dest string) map[string]string {
	return map[string]string{"User-Agent": chromeUA, "Accept": "*/*", "Sec-Fetch-Site": site, "Sec-Fetch-Mode": "no-cors", "Sec-Fetch-Dest": dest}
}

// A browser before Sec-Fetch-* (Safari 15) sends Origin on a POST only.
func oldBrowser(origin, contentType string) map[string]string {
	return map[string]string{"User-Agent": "Mozilla/5.0 (Macintosh) Version/15.6 Safari/605.1.15", "Origin": origin, "Content-Type": contentType}
}

// attacks returns what pages of other sites, and a page on a name that
// resolves to the server (DNS rebinding), can make a browser send to a
// server at port, each with the field the refusal names.
func attacks(port string) []struct {
	name  string
	req   rawRequest
	field string
} {
	const evil = "https://evil.example"
	sameSite := "http://localhost:3000" // another program on this machine
	rebind := "rebind.evil.example:" + port
	writes := []struct{ method, path, body string }{
		{"POST", "/v1/corrections", `{"original_output": "5433", "corrected_output": "5432", "confidence": 1}`},
		{"POST", "/v1/sessions/s1/turns", `{"message": "Actually, staging runs on 5432, not 5433"}`},
		{"POST", "/v1/corrections/import", `{"id": "planted", "original_output": "5433", "corrected_output": "5432"}` + "\n"},
		{"POST", "/v1/judgments", `{"change_id": "planted", "product": "P", "decision": "INCLUDE"}`},
		{"POST", "/v1/judgments/seed/override", `{"decision": "EXCLUDE", "reasoning": "planted"}`},
		{"POST", "/v1/review/decisions", `{"suite": "P", "test": "t", "expected": "a", "actual": "b", "result": {"category": 5, "confidence": 1}, "decision": "accept"}`},
		{"POST", "/v1/bridge/sessions/s1/reasoning", `{"type": "preprocessing", "text": "planted"}`},
		{"POST", "/v1/followup/results", `{"session_id": "s1", "adapter_name": "a", "query": "q", "results": [{"n": 1}]}`},
		{"POST", "/mcp", `{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "add_correction", "arguments": {"original_output": "5433", "corrected_output": "5432"}}}`},
		{"DELETE", "/v1/judgments?product=Q", ""},
		{"POST", "/corrections/new", "original_output=5433&corrected_output=5432"},
	}
	reads := []string{"/v1/corrections/export", "/v1/corrections", "/v1/judgments/history?product=Q", "/v1/judgments/seed",
		"/metrics", "/openapi.json", "/healthz", "/corrections", "/judgments", "/login"}

	type attack = struct {
		name  string
		req   rawRequest
		field string
	}
	var out []attack
	for _, w := range writes {
		at := w.method + " " + w.path
		if w.method == "POST" { // what a page can send without a preflight
			out = append(out,
				attack{"fetch no-cors text/plain, cross-site: " + at, rawRequest{method: w.method, path: w.path, body: w.body, header: pageFetch(evil, "cross-site", "no-cors", "text/plain;charset=UTF-8")}, "origin"},
				attack{"fetch no-cors text/plain, same site other port: " + at, rawRequest{method: w.method, path: w.path, body: w.body, header: pageFetch(sameSite, "same-site", "no-cors", "text/plain;charset=UTF-8")}, "origin"},
				attack{"fetch no-cors text/plain, sandboxed frame (Origin null): " + at, rawRequest{method: w.method, path: w.path, body: w.body, header: pageFetch("null", "cross-site", "no-cors", "text/plain;charset=UTF-8")}, "origin"},
				attack{"form enctype=text/plain, cross-site: " + at, rawRequest{method: w.method, path: w.path, body: w.body, header: formPost(evil, "text/plain")}, "origin"},
				attack{"form urlencoded, cross-site: " + at, rawRequest{method: w.method, path: w.path, body: w.body, header: formPost(evil, "application/x-www-form-urlencoded")}, "origin"},
				attack{"fetch text/plain, browser without Sec-Fetch: " + at, rawRequest{method: w.method, path: w.path, body: w.body, header: oldBrowser(evil, "text/plain;charset=UTF-8")}, "origin"},
			)
		}
		// A rebinding page is same-origin with itself: any method, JSON.
		out = append(out,
			attack{"DNS rebinding, same-origin fetch: " + at, rawRequest{method: w.method, path: w.path, host: rebind, body: w.body, header: pageFetch("http://"+rebind, "same-origin", "cors", "application/json")}, "host"},
			attack{"DNS rebinding, browser without Sec-Fetch: " + at, rawRequest{method: w.method, path: w.path, host: rebind, body: w.body, header: oldBrowser("http://"+rebind, "application/json")}, "host"},
		)
	}
	for _, p := range reads {
		out = append(out,
			attack{"<script src>, cross-site: GET " + p, rawRequest{method: "GET", path: p, header: subresource("cross-site", "script")}, "origin"},
			attack{"<img src>, same site other port: GET " + p, rawRequest{method: "GET", path: p, header: subresource("same-site", "image")}, "origin"},
			attack{"fetch cors, cross-site: GET " + p, rawRequest{method: "GET", path: p, header: pageFetch(evil, "cross-site", "cors", "")}, "origin"},
			attack{"DNS rebinding, same-origin fetch: GET " + p, rawRequest{method: "GET", path: p, host: rebind, header: pageFetch("", "same-origin", "cors", "")}, "host"},
			attack{"DNS rebinding, no browser headers: GET " + p, rawRequest{method: "GET", path: p, host: rebind}, "host"},
		)
	}
	// A CORS preflight from another site is refused too.
	out = append(out, attack{"preflight, cross-site: OPTIONS /v1/corrections", rawRequest{method: "OPTIONS", path: "/v1/corrections", header: map[string]string{
		"Origin": evil, "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "content-type",
		"Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "cors", "Sec-Fetch-Dest": "empty"}}, "origin"})
	return out
}

// TestPagesOfOtherSitesAreRefused sends what a browser sends for a page of
// another site (fetch no-cors with a text/plain JSON body, form posts,
// script and image tags, an old browser without Sec-Fetch-*) and for a
// DNS rebinding page, to every kind of route, in open mode and with keys:
// every one is refused with 403 naming what was refused, and nothing is
// written, deleted or read.
func TestPagesOfOtherSitesAreRefused(t *testing.T) {
	for _, keyed := range []bool{false, true} {
		name := "open mode"
		if keyed {
			name = "with keys"
		}
		t.Run(name, func(t *testing.T) {
			var key string
			s := mustOpenServer(t, withConsole, func(s *cairnhttp.Server) {
				if keyed {
					key = mustCreateKey(t, s.Keys, "default")
				}
			})
			s.key = key
			_, port, _ := net.SplitHostPort(strings.TrimPrefix(s.URL(), "http://"))
			// A judgment to override, and a product to delete.
			for _, j := range []map[string]any{judgmentBody("seed", "Q", "INCLUDE", time.Now())} {
				if code := s.do(t, "POST", "/v1/judgments", j, nil); code != http.StatusCreated {
					t.Fatalf("seed: %d", code)
				}
			}
			accepted := 0
			as := attacks(port)
			for _, a := range as {
				if keyed { // even a page holding a key
					a.req.header = withHeader(a.req.header, "Authorization", "Bearer "+key)
				}
				code, e := send(t, s.URL(), a.req)
				if code < 400 {
					accepted++
				}
				if code != http.StatusForbidden || e.Error.Code != cairn.EFORBIDDEN || e.Error.Field != a.field || !strings.HasPrefix(e.Error.Message, a.field+": ") {
					t.Errorf("%s: %d %+v, want 403 forbidden naming %q", a.name, code, e.Error, a.field)
				}
			}
			t.Logf("%d cross-site or rebinding requests sent, %d accepted", len(as), accepted)
			// Nothing was planted, overridden or deleted.
			var list struct {
				Corrections []json.RawMessage `json:"corrections"`
			}
			if code := s.do(t, "GET", "/v1/corrections", nil, &list); code != http.StatusOK || len(list.Corrections) != 0 {
				t.Errorf("corrections after the attacks: %d, %d stored", code, len(list.Corrections))
			}
			var j struct {
				UserDecision string `json:"user_decision"`
			}
			if code := s.do(t, "GET", "/v1/judgments/seed", nil, &j); code != http.StatusOK || j.UserDecision != "" {
				t.Errorf("seed judgment after the attacks: %d %+v", code, j)
			}
			if code := s.do(t, "GET", "/v1/judgments/planted", nil, nil); code != http.StatusNotFound {
				t.Errorf("planted judgment: %d", code)
			}
		})
	}
}

func withHeader(h map[string]string, k, v string) map[string]string {
	out := map[string]string{k: v}
	for a, b := range h {
		out[a] = b
	}
	return out
}

// withConsole serves the web console too.
func withConsole(s *cairnhttp.Server) {
	s.Console = &console.Console{}
}

// mustCreateKey stores an API key of tenant and returns its secret.
func mustCreateKey(tb testing.TB, keys cairn.KeyStore, tenant string) string {
	tb.Helper()
	secret, k, err := cairn.NewAPIKey(tenant, "", time.Now())
	if err != nil {
		tb.Fatal(err)
	}
	if err := keys.CreateKey(context.Background(), k); err != nil {
		tb.Fatal(err)
	}
	return secret
}

// TestRequestsNotFromOtherSitesPass: curl as the docs show it, the
// client package, a page of the server itself and an address typed by the
// user are served; a Host that is not a name of the server is refused even
// without browser headers.
func TestRequestsNotFromOtherSitesPass(t *testing.T) {
	s := mustOpenServer(t, withConsole)
	_, port, _ := net.SplitHostPort(strings.TrimPrefix(s.URL(), "http://"))
	curl := map[string]string{"User-Agent": "curl/8.5.0", "Accept": "*/*", "Content-Type": "application/x-www-form-urlencoded"}
	own := "http://127.0.0.1:" + port
	for _, c := range []struct {
		name string
		req  rawRequest
		want int
	}{
		{"curl -d, localhost", rawRequest{method: "POST", path: "/v1/judgments", host: "localhost:" + port, header: curl, body: `{"change_id": "c1", "product": "P", "decision": "INCLUDE"}`}, http.StatusCreated},
		{"curl, 127.0.0.1", rawRequest{method: "GET", path: "/v1/judgments/c1", header: curl}, http.StatusOK},
		{"curl, [::1]", rawRequest{method: "GET", path: "/v1/judgments/c1", host: "[::1]:" + port, header: curl}, http.StatusOK},
		{"curl, LOCALHOST.", rawRequest{method: "GET", path: "/healthz", host: "LOCALHOST.:" + port, header: curl}, http.StatusOK},
		{"curl -X DELETE", rawRequest{method: "DELETE", path: "/v1/judgments?product=none", host: "localhost:" + port, header: curl}, http.StatusOK},
		{"a page of this server, fetch JSON", rawRequest{method: "POST", path: "/v1/judgments", header: pageFetch(own, "same-origin", "cors", "application/json"), body: `{"change_id": "c2", "product": "P", "decision": "INCLUDE"}`}, http.StatusCreated},
		{"a page of this server, GET", rawRequest{method: "GET", path: "/v1/corrections/export", header: pageFetch("", "same-origin", "cors", "")}, http.StatusOK},
		{"the user typed the address", rawRequest{method: "GET", path: "/metrics", header: map[string]string{"Sec-Fetch-Site": "none", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document", "Sec-Fetch-User": "?1"}}, http.StatusOK},
		{"the user typed the console's address", rawRequest{method: "GET", path: "/corrections", host: "localhost:" + port, header: map[string]string{"Sec-Fetch-Site": "none", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document"}}, http.StatusOK},
		// Refused without any browser header: the Host is not the server's.
		{"another name", rawRequest{method: "GET", path: "/healthz", host: "evil.example:" + port, header: curl}, http.StatusForbidden},
		{"malformed", rawRequest{method: "GET", path: "/healthz", host: "::1:" + port, header: curl}, http.StatusForbidden},
		{"rebinding name, no port", rawRequest{method: "GET", path: "/healthz", host: "rebind.evil.example", header: curl}, http.StatusForbidden},
		// A proxy on this machine forwards its own Host (localhost:8080):
		// its pages are the server's own.
		{"local proxy", rawRequest{method: "GET", path: "/healthz", host: "localhost:8080", header: curl}, http.StatusOK},
		{"local proxy on port 80", rawRequest{method: "GET", path: "/healthz", host: "127.0.0.1", header: curl}, http.StatusOK},
		{"a page of a local proxy", rawRequest{method: "POST", path: "/v1/judgments", host: "localhost:8080", header: pageFetch("http://localhost:8080", "same-origin", "cors", "application/json"),
			body: `{"change_id": "c5", "product": "P", "decision": "INCLUDE"}`}, http.StatusCreated},
		// A page of this server sending a body any page could send.
		{"a page of this server, text/plain", rawRequest{method: "POST", path: "/v1/judgments", header: pageFetch(own, "same-origin", "cors", "text/plain"), body: `{"change_id": "c3", "product": "P", "decision": "INCLUDE"}`}, http.StatusForbidden},
	} {
		code, e := send(t, s.URL(), c.req)
		if code != c.want {
			t.Errorf("%s: %d %+v, want %d", c.name, code, e.Error, c.want)
		}
		if code == http.StatusForbidden && (e.Error.Code != cairn.EFORBIDDEN || e.Error.Field == "") {
			t.Errorf("%s: %+v, want forbidden naming a field", c.name, e.Error)
		}
	}

	// The client package sends no browser headers.
	cl, err := client.New(s.URL())
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if _, err := cl.AddJudgment(ctx, &judgment.Judgment{ChangeID: "c4", Product: "P", Decision: judgment.Include}); err != nil {
		t.Fatalf("client AddJudgment: %v", err)
	}
	if _, err := cl.CreateCorrection(ctx, &correction.Input{OriginalOutput: "5432", CorrectedOutput: "5433"}); err != nil {
		t.Fatalf("client CreateCorrection: %v", err)
	}
	n := 0
	if err := cl.ExportCorrections(ctx, func(*correction.Correction) error { n++; return nil }); err != nil || n != 1 {
		t.Fatalf("client ExportCorrections: %d, %v", n, err)
	}
	st, err := cl.JudgmentStats(ctx, "P")
	if err != nil || st.TotalJudgments != 4 {
		t.Fatalf("client JudgmentStats: %+v, %v (want c1, c2, c4, c5)", st, err)
	}
}

// TestAllowedHosts: behind a reverse proxy the server answers to the
// names it is given, and to pages of those names.
func TestAllowedHosts(t *testing.T) {
	s := mustOpenServer(t, func(s *cairnhttp.Server) {
		s.AllowedHosts = []string{"Cairn.Example.com", "proxy.example:8443"}
	})
	json := map[string]string{"Content-Type": "application/json"}
	for _, c := range []struct {
		name string
		req  rawRequest
		want int
	}{
		{"allowed name, any port", rawRequest{method: "GET", path: "/healthz", host: "cairn.example.com"}, http.StatusOK},
		{"allowed name, other port", rawRequest{method: "GET", path: "/healthz", host: "cairn.example.com:9999"}, http.StatusOK},
		{"allowed name and port", rawRequest{method: "GET", path: "/healthz", host: "proxy.example:8443"}, http.StatusOK},
		{"allowed name, wrong port", rawRequest{method: "GET", path: "/healthz", host: "proxy.example:8444"}, http.StatusForbidden},
		{"another name", rawRequest{method: "GET", path: "/healthz", host: "other.example"}, http.StatusForbidden},
		{"loopback still", rawRequest{method: "GET", path: "/healthz"}, http.StatusOK},
		{"a page of the allowed name, through a proxy that rewrites Host", rawRequest{method: "POST", path: "/v1/judgments",
			header: withHeader(pageFetch("https://cairn.example.com", "same-origin", "cors", "application/json"), "Content-Type", "application/json"),
			body:   `{"change_id": "a1", "product": "P", "decision": "INCLUDE"}`}, http.StatusCreated},
		{"a page of another site", rawRequest{method: "POST", path: "/v1/judgments", host: "cairn.example.com",
			header: withHeader(json, "Origin", "https://evil.example"), body: `{"change_id": "a2", "product": "P", "decision": "INCLUDE"}`}, http.StatusForbidden},
	} {
		if code, e := send(t, s.URL(), c.req); code != c.want {
			t.Errorf("%s: %d %+v, want %d", c.name, code, e.Error, c.want)
		}
	}

	for _, bad := range []string{"https://cairn.example.com", "cairn.example.com/x", " ", "cairn.example.com:http", "user@cairn.example.com", "::1"} {
		srv := cairnhttp.NewServer()
		srv.Judgments = s.Judgments
		srv.AllowedHosts = []string{bad}
		_, err := srv.Handler()
		if cairn.ErrorCode(err) != cairn.EINVALID || cairn.ErrorField(err) != "allowed_hosts" {
			t.Errorf("AllowedHosts %q: %v, want invalid allowed_hosts", bad, err)
		}
	}
}

// TestGuardOnPublicAddress: a server with keys on every interface,
// reached on a public address, takes any Host (a rebinding page has no
// key) unless allowed_hosts is set, and refuses pages of other sites.
func TestGuardOnPublicAddress(t *testing.T) {
	ip := publicIPv4(t)
	for _, allowed := range [][]string{nil, {"cairn.example.com"}} {
		db := openKeyDB(t)
		now := time.Now()
		key, _ := createKey(t, db, "acme", now)
		s := newKeyServer(db, "0.0.0.0:0", &now)
		s.AllowedHosts = allowed
		if err := s.Open(); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Close() })
		_, port, _ := net.SplitHostPort(strings.TrimPrefix(s.URL(), "http://"))
		base := "http://" + net.JoinHostPort(ip, port)
		auth := map[string]string{"Authorization": "Bearer " + key}
		otherName := http.StatusOK
		if allowed != nil {
			otherName = http.StatusForbidden
		}
		for _, c := range []struct {
			name string
			req  rawRequest
			want int
		}{
			{"its address", rawRequest{method: "GET", path: "/v1/judgments/stats?product=P", header: auth}, http.StatusOK},
			{"another name", rawRequest{method: "GET", path: "/v1/judgments/stats?product=P", host: "cairn.internal:" + port, header: auth}, otherName},
			{"an allowed name", rawRequest{method: "GET", path: "/v1/judgments/stats?product=P", host: "cairn.example.com", header: auth}, http.StatusOK},
			{"a page of another site", rawRequest{method: "GET", path: "/v1/judgments/stats?product=P", header: withHeader(pageFetch("https://evil.example", "cross-site", "cors", ""), "Authorization", "Bearer "+key)}, http.StatusForbidden},
			// Reached on loopback, a rebinding Host is refused as in open mode.
			{"loopback, rebinding name", rawRequest{method: "GET", path: "/v1/judgments/stats?product=P", host: "rebind.evil.example:" + port, header: auth}, -1},
		} {
			b := base
			want := c.want
			if want == -1 {
				b, want = "http://127.0.0.1:"+port, http.StatusForbidden
			}
			if code, e := send(t, b, c.req); code != want {
				t.Errorf("allowed_hosts %v, %s: %d %+v, want %d", allowed, c.name, code, e.Error, want)
			}
		}
	}
}

// publicIPv4 returns a non-loopback IPv4 address of this machine, or skips.
func publicIPv4(t *testing.T) string {
	t.Helper()
	addrs, err := net.InterfaceAddrs()
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range addrs {
		if n, ok := a.(*net.IPNet); ok && !n.IP.IsLoopback() && n.IP.To4() != nil {
			return n.IP.String()
		}
	}
	t.Skip("this machine has no non-loopback IPv4 address")
	return ""
}

// TestNonCanonicalPathIsNotFollowed: a path with "..", "." or empty
// segments is answered 404 in the error shape, never redirected: a client
// that follows the redirect sends its DELETE to another route.
func TestNonCanonicalPathIsNotFollowed(t *testing.T) {
	s := mustOpenServer(t)
	if code := s.do(t, "POST", "/v1/judgments", judgmentBody("keep", "P", "INCLUDE", time.Now()), nil); code != http.StatusCreated {
		t.Fatalf("seed: %d", code)
	}
	for _, p := range []string{
		"/v1/followup/sessions/x/../../../judgments?product=P",
		"/v1/./judgments?product=P",
		"//v1/judgments?product=P",
		"/v1/judgments/?product=P",
	} {
		// The default client follows a 307 with the method.
		var e apiError
		code := s.do(t, "DELETE", p, nil, &e)
		if code != http.StatusNotFound || e.Error.Code != cairn.ENOTFOUND {
			t.Errorf("DELETE %s: %d %+v, want 404 not_found", p, code, e.Error)
		}
	}
	if code := s.do(t, "GET", "/v1/judgments/keep", nil, nil); code != http.StatusOK {
		t.Fatalf("the judgment is gone: %d", code)
	}
}
