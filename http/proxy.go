package http

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/internal/strictjson"
	"github.com/cairnhq/cairn/metrics"
)

// Proxy defaults.
const (
	// DefaultProxyTimeout bounds one proxied exchange, the end of a
	// stream included, unless Proxy.Timeout is set.
	DefaultProxyTimeout = 10 * time.Minute
	// DefaultProxyMaxBodyBytes limits proxied request bodies unless
	// Proxy.MaxBodyBytes is set: images travel in them, base64-encoded.
	DefaultProxyMaxBodyBytes = 32 << 20
)

// Proxy configures the OpenAI-compatible proxy (proxy.go, proxy_chat.go):
// POST /v1/chat/completions, POST /v1/embeddings and GET /v1/models are
// forwarded to Upstream in the OpenAI wire format, bodies untouched except
// for what cairn adds to chat completions: corrections detected in the
// user's latest message (Detect), a reminder of relevant corrections in the
// system prompt (Remind) and learned corrections applied to the answer
// (Apply). See docs/proxy.md.
//
// The cairn API key of a request is X-Cairn-Key, else X-API-Key, else the
// bearer token of Authorization when it is a cairn key (cairn_…). The
// model server gets APIKey when it is set, else the client's Authorization
// when it is not a cairn key: a cairn key is never sent upstream.
type Proxy struct {
	// Upstream is the model server's base URL, the one an OpenAI SDK
	// would be given: https://api.openai.com/v1, http://localhost:11434/v1.
	Upstream string
	// APIKey, when set, is the model server's key, sent as a bearer token
	// on every request in place of the client's Authorization.
	APIKey string
	// Client sends the requests upstream; nil means a client made for it
	// (keep-alive, no overall timeout: Timeout bounds each exchange).
	Client *http.Client
	// Timeout bounds one exchange with the model server, from the request
	// to the end of the answer (a stream's too); DefaultProxyTimeout when 0.
	Timeout time.Duration
	// MaxBodyBytes limits the request bodies of the proxied routes
	// (DefaultProxyMaxBodyBytes when 0); Server.MaxBodyBytes is for the
	// others.
	MaxBodyBytes int64
	// Detect, Remind and Apply say what cairn adds to a chat completion
	// unless the request says otherwise (X-Cairn-Features, or
	// X-Cairn-Detect, X-Cairn-Remind, X-Cairn-Apply: on or off).
	Detect, Remind, Apply bool
	// RemindTokens bounds the reminder added to the system prompt, in
	// tokens as correction.EstimateTokens counts them;
	// correction.DefaultRemindTokens when 0.
	RemindTokens int
	// LogPrompts logs each proxied chat's session, query and answers, one
	// info line per request. Without it, no message or answer is ever
	// logged.
	LogPrompts bool

	base     string // Upstream without its trailing slash
	client   *http.Client
	upstream *metrics.Proxy
	seen     *seenSet
	locks    keyedMutex
}

func (p *Proxy) timeout() time.Duration {
	if p.Timeout <= 0 {
		return DefaultProxyTimeout
	}
	return p.Timeout
}

func (p *Proxy) maxBody() int64 {
	if p.MaxBodyBytes <= 0 {
		return DefaultProxyMaxBodyBytes
	}
	return p.MaxBodyBytes
}

// init checks the configuration and builds what the proxy needs.
func (p *Proxy) init(reg prometheus.Registerer) error {
	u, err := url.Parse(p.Upstream)
	switch {
	case p.Upstream == "":
		return cairn.Invalid("proxy.upstream", "must be set: the model server's base URL, e.g. https://api.openai.com/v1")
	case err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "":
		return cairn.Invalid("proxy.upstream", "%q is not an http:// or https:// base URL, e.g. https://api.openai.com/v1", p.Upstream)
	case u.RawQuery != "" || u.Fragment != "" || u.User != nil:
		return cairn.Invalid("proxy.upstream", "%q: give the base URL without a query, fragment or credentials (the key goes in proxy.api_key)", p.Upstream)
	case p.Timeout < 0:
		return cairn.Invalid("proxy.timeout", "must not be negative")
	case p.MaxBodyBytes < 0:
		return cairn.Invalid("proxy.max_body_bytes", "must not be negative")
	case p.RemindTokens < 0:
		return cairn.Invalid("proxy.remind_tokens", "must not be negative")
	}
	p.base = strings.TrimRight(p.Upstream, "/")
	p.client = p.Client
	if p.client == nil {
		p.client = &http.Client{Transport: &http.Transport{
			Proxy:                 http.ProxyFromEnvironment,
			DialContext:           (&net.Dialer{Timeout: 30 * time.Second, KeepAlive: 30 * time.Second}).DialContext,
			ForceAttemptHTTP2:     true,
			MaxIdleConns:          256,
			MaxIdleConnsPerHost:   256,
			IdleConnTimeout:       90 * time.Second,
			TLSHandshakeTimeout:   10 * time.Second,
			ExpectContinueTimeout: time.Second,
		}}
	}
	// A redirect is the client's to follow, as it would be without cairn.
	c := *p.client
	c.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	p.client = &c
	p.seen = newSeenSet(seenSize)
	m, err := metrics.NewProxy(reg)
	if err != nil {
		return fmt.Errorf("http: metrics: %w", err)
	}
	p.upstream = m
	return nil
}

// proxyRoutes are the routes of the proxy, and the path of each upstream
// (the part after the base URL).
var proxyRoutes = []string{
	"POST /v1/chat/completions",
	"POST /v1/embeddings",
	"GET /v1/models",
	"GET /v1/models/{model}",
}

// proxyOff is the answer of the proxy routes when no upstream is set.
const proxyOff = "the OpenAI-compatible proxy is off: set proxy.upstream (CAIRN_PROXY_UPSTREAM) to the model server's base URL, e.g. https://api.openai.com/v1, and restart cairn serve (see docs/proxy.md)"

// proxyKeyHint ends the message of a proxied request refused for its key.
const proxyKeyHint = "the proxy reads cairn's key from X-Cairn-Key, or from Authorization: Bearer cairn_… (the model server's key then comes from proxy.api_key)"

func (s *Server) registerProxy(r *Router) error {
	p := s.Proxy
	if p == nil {
		for _, pattern := range proxyRoutes {
			r.Handle(pattern, func(_ http.ResponseWriter, r *http.Request) error {
				if r.Method == http.MethodPost {
					// Bad text is refused as on every route, before saying
					// the route is off.
					if b, err := readProxyBody(r); err == nil {
						if err := strictjson.Check(b); err != nil {
							return err
						}
					}
				}
				return cairn.Errorf(cairn.ENOTFOUND, proxyOff)
			})
		}
		return nil
	}
	if err := p.init(s.Registry); err != nil {
		return err
	}
	setup := routeSetup{key: proxyKey, keyHint: proxyKeyHint, maxBody: p.maxBody}
	r.handle("POST /v1/chat/completions", s.handleChatCompletions, setup)
	for _, pattern := range proxyRoutes[1:] {
		r.handle(pattern, s.handlePassThrough, setup)
	}
	return nil
}

// proxyKey returns the cairn API key of a proxied request: X-Cairn-Key,
// else X-API-Key, else Authorization's bearer token when it is a cairn
// key; any other Authorization is the model server's.
func proxyKey(r *http.Request) string {
	if k := strings.TrimSpace(r.Header.Get("X-Cairn-Key")); k != "" {
		return k
	}
	if k := strings.TrimSpace(r.Header.Get("X-API-Key")); k != "" {
		return k
	}
	if t := bearerToken(r.Header.Get("Authorization")); strings.HasPrefix(t, cairn.KeyPrefix) {
		return t
	}
	return ""
}

// bearerToken returns the token of an "Authorization: Bearer …" value.
func bearerToken(h string) string {
	scheme, token, ok := strings.Cut(h, " ")
	if ok && strings.EqualFold(scheme, "Bearer") {
		return strings.TrimSpace(token)
	}
	return ""
}

// readProxyBody reads a proxied request's body, within its limit.
func readProxyBody(r *http.Request) ([]byte, error) {
	if r.Body == nil {
		return nil, nil
	}
	b, err := io.ReadAll(r.Body)
	if err != nil {
		var mbe *http.MaxBytesError
		if errors.As(err, &mbe) {
			return nil, cairn.Errorf(cairn.ETOOLARGE, "request body exceeds %d bytes (proxy.max_body_mib)", mbe.Limit)
		}
		return nil, cairn.Invalid("body", "read: %v", err)
	}
	return b, nil
}

// hopHeaders are the headers of one connection, never forwarded (RFC 9110
// 7.6.1), with the ones the proxy sets itself.
var hopHeaders = []string{
	"Connection", "Keep-Alive", "Proxy-Authenticate", "Proxy-Authorization", "Proxy-Connection",
	"Te", "Trailer", "Transfer-Encoding", "Upgrade", "Content-Length",
}

// upstreamRequest builds the request to the model server: the client's
// method, path below /v1, query and headers, less what is cairn's (its
// key, X-Cairn-*, cookies of the console), the hop-by-hop headers and
// Accept-Encoding (the transport negotiates compression itself).
func (p *Proxy) upstreamRequest(ctx context.Context, r *http.Request, body []byte) (*http.Request, error) {
	target := p.base + strings.TrimPrefix(r.URL.EscapedPath(), "/v1")
	if r.URL.RawQuery != "" {
		target += "?" + r.URL.RawQuery
	}
	var rd io.Reader
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		rd = bytes.NewReader(body)
	}
	up, err := http.NewRequestWithContext(ctx, r.Method, target, rd)
	if err != nil {
		return nil, cairn.Internal(err)
	}
	for k, vs := range r.Header {
		if strings.HasPrefix(k, "X-Cairn-") {
			continue
		}
		switch k {
		case "Authorization", "X-Api-Key", "Cookie", "Accept-Encoding", "Host":
			continue
		}
		up.Header[k] = vs
	}
	for _, h := range hopHeaders {
		up.Header.Del(h)
	}
	for _, h := range r.Header.Values("Connection") { // headers Connection names
		for _, name := range strings.Split(h, ",") {
			up.Header.Del(strings.TrimSpace(name))
		}
	}
	// curl -d sends a JSON body as a form: say what it is.
	if ct := up.Header.Get("Content-Type"); rd != nil && (ct == "" || strings.HasPrefix(ct, "application/x-www-form-urlencoded")) && json.Valid(body) {
		up.Header.Set("Content-Type", "application/json")
	}
	switch auth := r.Header.Get("Authorization"); {
	case p.APIKey != "":
		up.Header.Set("Authorization", "Bearer "+p.APIKey)
	case auth != "" && !strings.HasPrefix(bearerToken(auth), cairn.KeyPrefix):
		up.Header.Set("Authorization", auth)
	}
	return up, nil
}

// send forwards r (with body) to the model server and observes how long
// it took to answer under route.
func (p *Proxy) send(ctx context.Context, r *http.Request, route string, body []byte) (*http.Response, error) {
	up, err := p.upstreamRequest(ctx, r, body)
	if err != nil {
		return nil, err
	}
	start := time.Now()
	resp, err := p.client.Do(up)
	code := "error"
	if err == nil {
		code = fmt.Sprint(resp.StatusCode)
	}
	p.upstream.Upstream(route, code, time.Since(start))
	return resp, err
}

// copyHeaders copies the model server's response headers to w, less the
// hop-by-hop ones.
func copyHeaders(w http.ResponseWriter, resp *http.Response) {
	h := w.Header()
	for k, vs := range resp.Header {
		h[k] = vs
	}
	for _, name := range hopHeaders {
		h.Del(name)
	}
}

// extendDeadlines lets a proxied exchange outlast the server's read and
// write timeouts (a stream can last minutes), up to d.
func extendDeadlines(w http.ResponseWriter, d time.Duration) {
	rc := http.NewResponseController(w)
	at := time.Now().Add(d + 5*time.Second)
	_ = rc.SetReadDeadline(at)
	_ = rc.SetWriteDeadline(at)
}

// upstreamFailed answers a request whose model server could not be
// reached or did not answer in time: 502 or 504 (504 when the proxy's
// timeout passed), in the error shape; nothing when the client is gone.
func (s *Server) upstreamFailed(w http.ResponseWriter, r *http.Request, err error) {
	if r.Context().Err() != nil {
		w.WriteHeader(499) // the client closed the request; nobody reads this
		return
	}
	status, msg := http.StatusBadGateway, "the model server (proxy.upstream) could not be reached: "+err.Error()
	if errors.Is(err, context.DeadlineExceeded) {
		status, msg = http.StatusGatewayTimeout, fmt.Sprintf("the model server did not answer within %v (proxy.timeout)", s.Proxy.timeout())
	}
	s.Logger.LogAttrs(r.Context(), slog.LevelWarn, "proxy: model server failed",
		slog.String(logKeyPath, r.URL.Path), slog.Int(logKeyStatus, status), slog.Any(logKeyError, err))
	writeJSON(w, status, ErrorResponse{Error: ErrorBody{Code: cairn.EUNAVAILABLE, Message: msg}})
}

// handlePassThrough forwards GET /v1/models, GET /v1/models/{model} and
// POST /v1/embeddings as they are, and their answers as they come.
func (s *Server) handlePassThrough(w http.ResponseWriter, r *http.Request) error {
	p := s.Proxy
	ctx, cancel := context.WithTimeout(r.Context(), p.timeout())
	defer cancel()
	extendDeadlines(w, p.timeout())
	var body []byte
	if r.Method == http.MethodPost {
		b, err := readProxyBody(r)
		if err != nil {
			return err
		}
		if err := strictjson.Check(b); err != nil {
			return err
		}
		body = b
	}
	route := r.Pattern
	if _, path, ok := strings.Cut(route, " "); ok {
		route = path
	}
	resp, err := p.send(ctx, r, route, body)
	if err != nil {
		s.upstreamFailed(w, r, err)
		return nil
	}
	defer resp.Body.Close()
	copyHeaders(w, resp)
	if resp.ContentLength >= 0 {
		w.Header().Set("Content-Length", fmt.Sprint(resp.ContentLength))
	}
	w.WriteHeader(resp.StatusCode)
	_, _ = io.Copy(w, resp.Body)
	return nil
}
