package http

import (
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"path"
	"strings"

	"github.com/cairnhq/cairn"
)

// guard refuses, before any route runs, what a web page can make a browser
// send to a server on the user's machine. Every route is covered (the API,
// /mcp, /metrics, /openapi.json, the health checks and the console), in
// open mode and with keys:
//
//   - Host (DNS rebinding: a page whose name resolves to 127.0.0.1 is
//     same-origin with itself and reads what the server answers). A request
//     that reaches the server on a loopback address must name it by
//     localhost or a loopback IP literal (any port: a browser's Host is the
//     URL it fetched, so another port comes through a local proxy), or by a
//     name of Server.AllowedHosts. On any other address (a server with
//     keys) Host is only checked when AllowedHosts is set.
//   - Origin: an Origin header that is not this server's (its scheme and
//     the request's Host, or a name of AllowedHosts) is refused, "null"
//     included.
//   - Sec-Fetch-Site: only "same-origin" and "none" (the user typed the
//     address) pass. "same-site" is refused: another port of localhost is
//     the same site, and a page there is another program.
//   - A state-changing request to /v1/… or /mcp that carries browser
//     markers (Origin or Sec-Fetch-*) must send Content-Type
//     application/json: text/plain, form and multipart bodies are what a
//     page can send without a CORS preflight.
//
// Requests with no Origin and no Sec-Fetch-* header (curl, the client
// package, MCP clients, probes) are not from a page: only Host applies.
type guard struct {
	allowed []hostPattern
}

// hostPattern is one entry of Server.AllowedHosts: a name (lower case, an
// IPv6 literal without brackets) and a port, "" for any.
type hostPattern struct{ name, port string }

// newGuard parses Server.AllowedHosts: each entry is a host name or IP
// literal, with an optional :port ("cairn.example.com",
// "cairn.example.com:8443", "[::1]:7878"). Returns EINVALID naming
// "allowed_hosts" for an entry with a scheme, a path or no name.
func newGuard(allowedHosts []string) (*guard, error) {
	g := &guard{}
	for _, h := range allowedHosts {
		e := strings.TrimSpace(h)
		if e == "" || strings.ContainsAny(e, "/?#@ \t") || strings.Contains(e, "://") {
			return nil, cairn.Invalid("allowed_hosts", "%q: want a host name or IP address with an optional :port, like cairn.example.com or cairn.example.com:8443", h)
		}
		name, port, ok := splitHost(e)
		if !ok || name == "" {
			return nil, cairn.Invalid("allowed_hosts", "%q: want a host name or IP address with an optional :port, like cairn.example.com or cairn.example.com:8443", h)
		}
		g.allowed = append(g.allowed, hostPattern{name: name, port: port})
	}
	return g, nil
}

// check returns the EFORBIDDEN error of a request the guard refuses, nil
// for one it lets through.
func (g *guard) check(r *http.Request) error {
	if err := g.checkHost(r); err != nil {
		return err
	}
	h := r.Header
	site, hasSite := h["Sec-Fetch-Site"]
	if hasSite && len(site) > 0 && site[0] != "same-origin" && site[0] != "none" {
		return forbidden("origin", "refused a request from a page of another site (Sec-Fetch-Site: %s): only the server's own pages may call it; open the console by typing its address", site[0])
	}
	origin, hasOrigin := h["Origin"]
	if hasOrigin && (len(origin) == 0 || !g.sameOrigin(origin[0], r.Host)) {
		o := ""
		if len(origin) > 0 {
			o = origin[0]
		}
		return forbidden("origin", "refused a request from a page of %q: only the server's own pages (%s) may call it", o, r.Host)
	}
	if (hasOrigin || hasSite || h["Sec-Fetch-Mode"] != nil || h["Sec-Fetch-Dest"] != nil) && changesState(r.Method) && isAPIPath(r.URL.Path) {
		var ct string
		if v := h["Content-Type"]; len(v) > 0 {
			ct = v[0]
		}
		mt, _, _ := strings.Cut(ct, ";")
		mt = strings.ToLower(strings.TrimSpace(mt))
		switch {
		case mt == "text/plain", mt == "application/x-www-form-urlencoded", mt == "multipart/form-data",
			mt == "" && r.ContentLength != 0:
			return forbidden("content-type", "refused a browser request with Content-Type %q, which any page may send to any server unasked: send application/json", ct)
		}
	}
	return nil
}

// checkHost refuses a Host that is not a name of this server (see guard).
func (g *guard) checkHost(r *http.Request) error {
	if r.Host == "" {
		return nil // HTTP/1.0 without Host: no browser sends that
	}
	name, port, ok := splitHost(r.Host)
	if ok && g.allowedName(name, port) {
		return nil
	}
	local, _ := r.Context().Value(http.LocalAddrContextKey).(*net.TCPAddr)
	switch {
	case !ok:
	case local == nil:
		// Handler without a listener (ServeHTTP called directly): only
		// AllowedHosts, when set, applies.
		if len(g.allowed) == 0 || isLoopbackName(name) {
			return nil
		}
	case !local.IP.IsLoopback() && len(g.allowed) == 0:
		// Reached on a public address, which Open only allows with keys:
		// a rebinding page has no key. Origin checks still apply.
		return nil
	case isLoopbackName(name) || sameIP(name, local.IP):
		// Any port: a browser's Host is the URL it fetched, so another
		// port here comes through a proxy on this machine (whose pages
		// are then the server's own), never from a page.
		return nil
	}
	names := "localhost or a loopback address"
	if local != nil && !local.IP.IsLoopback() {
		names = fmt.Sprintf("localhost, %s", local.IP)
	}
	return forbidden("host", "Host %q is not a name of this server (%s, or allowed_hosts): a page on another name that resolves here is a DNS rebinding attack; if the name is yours, add it to allowed_hosts (CAIRN_ALLOWED_HOSTS)", r.Host, names)
}

// allowedName reports whether name:port matches AllowedHosts.
func (g *guard) allowedName(name, port string) bool {
	for _, a := range g.allowed {
		if a.name == name && (a.port == "" || a.port == port) {
			return true
		}
	}
	return false
}

// sameOrigin reports whether origin (an Origin header) is this server's:
// http or https with the request's host, or a name of AllowedHosts.
func (g *guard) sameOrigin(origin, host string) bool {
	rest, ok := strings.CutPrefix(origin, "http://")
	if !ok {
		if rest, ok = strings.CutPrefix(origin, "https://"); !ok {
			return false // "null", another scheme
		}
	}
	if rest == "" || strings.ContainsAny(rest, "/?#@") {
		return false
	}
	if strings.EqualFold(rest, host) {
		return true
	}
	name, port, ok := splitHost(rest)
	return ok && g.allowedName(name, port)
}

// splitHost splits a Host header (or an Origin's host) into a lower-case
// name without a trailing dot or IPv6 brackets, and its port ("" when
// none). ok is false for a malformed one.
func splitHost(hostport string) (name, port string, ok bool) {
	name = hostport
	if i := strings.LastIndexByte(hostport, ':'); i >= 0 && !strings.Contains(hostport[i:], "]") {
		name, port = hostport[:i], hostport[i+1:]
		if port == "" || !digits(port) {
			return "", "", false
		}
	}
	if strings.HasPrefix(name, "[") {
		if !strings.HasSuffix(name, "]") {
			return "", "", false
		}
		name = name[1 : len(name)-1]
	} else if strings.Contains(name, ":") {
		return "", "", false // an IPv6 literal needs brackets
	}
	return strings.ToLower(strings.TrimSuffix(name, ".")), port, true
}

func digits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// isLoopbackName reports whether name always means this machine: localhost
// or a loopback IP literal (DNS cannot be made to answer for them).
func isLoopbackName(name string) bool {
	if name == "localhost" {
		return true
	}
	ip, err := netip.ParseAddr(name)
	return err == nil && ip.Unmap().IsLoopback()
}

// sameIP reports whether name is the IP literal ip.
func sameIP(name string, ip net.IP) bool {
	a, err := netip.ParseAddr(name)
	if err != nil {
		return false
	}
	b, ok := netip.AddrFromSlice(ip)
	return ok && a.Unmap() == b.Unmap()
}

// changesState reports whether a method may change state (it is not safe).
func changesState(method string) bool {
	switch method {
	case http.MethodGet, http.MethodHead, http.MethodOptions, http.MethodTrace:
		return false
	}
	return true
}

// isAPIPath reports whether p is served by the JSON API or MCP.
func isAPIPath(p string) bool {
	return p == "/mcp" || p == "/v1" || strings.HasPrefix(p, "/v1/")
}

// forbidden returns an EFORBIDDEN error about field, its message prefixed
// with the field as cairn.Invalid does.
func forbidden(field, format string, args ...any) *cairn.Error {
	return &cairn.Error{Code: cairn.EFORBIDDEN, Field: field, Message: field + ": " + fmt.Sprintf(format, args...)}
}

// checkCanonical answers 404 to a path that http.ServeMux would redirect
// to its cleaned form ("..", "." or empty segments): a client that follows
// the redirect sends its method, a DELETE say, to another route.
func checkCanonical(r *http.Request) error {
	if r.Method == http.MethodConnect {
		return nil
	}
	// Escaping never adds or removes a '/' or a '.': without a RawPath the
	// decoded path is as canonical as the escaped one.
	p := r.URL.Path
	if r.URL.RawPath != "" {
		p = r.URL.EscapedPath()
	}
	if p != "" && p[0] == '/' && !strings.Contains(p, "//") && !strings.Contains(p, "/.") {
		return nil // the common case, without cleaning
	}
	if c := cleanPath(p); c != p {
		return cairn.Errorf(cairn.ENOTFOUND, "no route for %s %s: a path with '.', '..' or empty segments is not followed to another route (the canonical path is %s)", r.Method, p, c)
	}
	return nil
}

// cleanPath is http.ServeMux's: the canonical path of p, with a leading
// slash and the trailing slash kept.
func cleanPath(p string) string {
	if p == "" {
		return "/"
	}
	if p[0] != '/' {
		p = "/" + p
	}
	np := path.Clean(p)
	if p[len(p)-1] == '/' && np != "/" {
		if len(p) == len(np)+1 && strings.HasPrefix(p, np) {
			np = p
		} else {
			np += "/"
		}
	}
	return np
}
