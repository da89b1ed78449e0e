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
	"strings"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/bridge"
	"github.com/cairnhq/cairn/console"
	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/followup"
	"github.com/cairnhq/cairn/internal/strictjson"
	"github.com/cairnhq/cairn/judgment"
	"github.com/cairnhq/cairn/metrics"
	"github.com/cairnhq/cairn/review"
)

// DefaultMaxBodyBytes limits request bodies unless Server.MaxBodyBytes is set.
const DefaultMaxBodyBytes = 4 << 20

// Server is cairn's HTTP API server. Create it with NewServer, set the
// services it should serve, then Open it.
type Server struct {
	// Addr is the address to listen on; ":0" picks a free port (see URL).
	Addr string
	// Logger receives request errors and lifecycle messages.
	Logger *slog.Logger
	// Registry collects the server's metrics and is exposed on /metrics.
	Registry *prometheus.Registry
	// MaxBodyBytes limits every request body (413 past it).
	MaxBodyBytes int64
	// Now is the clock; nil means time.Now.
	Now cairn.Clock
	// AllowedHosts are the names, besides localhost and loopback
	// addresses, that requests may give in Host, and pages of which may
	// call the server (Origin): "cairn.example.com" (any port) or
	// "cairn.example.com:8443". Set them behind a reverse proxy or with a
	// real host name. Without them a request that reaches a loopback
	// listener must name localhost or a loopback address (DNS rebinding
	// protection), and one that reaches a public
	// address, which needs keys, may give any Host. Cross-site browser
	// requests are refused either way (see guard, origin.go).
	AllowedHosts []string

	// Keys authenticates API keys. Open mode, where a request without a
	// key acts as tenant "default", is decided once, by Open: only when the
	// listener is loopback and Keys is nil or holds no active key. Open
	// refuses any other listener without an active key. A server that
	// starts with an active key, or sees one later, requires keys until it
	// stops: revoking the last key never opens it. Handler without Open
	// knows no listener: with Keys nil it leaves authentication to the
	// embedder, with Keys set it requires an active key.
	Keys cairn.KeyStore
	// Judgments returns the judgment store of a tenant.
	Judgments func(tenant string) judgment.Store
	// Corrections serves the correction routes; nil leaves them out (the
	// JSON file store keeps judgments only).
	Corrections *correction.Service
	// Bridge serves the context bridge routes; nil makes them say the
	// bridge is unavailable (the JSON file store keeps judgments only).
	Bridge *bridge.Service
	// Followups serves the follow-up result cache routes; nil answers
	// them with "not enabled".
	Followups *followup.Service
	// Review serves POST /v1/review; nil reviews offline with the seed's
	// default policy.
	Review *review.Service
	// Ping checks the records store for /readyz.
	Ping func(ctx context.Context) error
	// Degraded, when set, names the dependencies that are down but have a
	// fallback (a Redis kept in process, a model server not called), with
	// what that means, for /readyz: informational, they do not fail
	// readiness.
	Degraded func() map[string]string
	// Turns, when set, logs every session turn (POST
	// /v1/sessions/{id}/turns) in memory, for the console's session pages.
	Turns *correction.TurnLog
	// Proxy, when set, serves the OpenAI-compatible proxy (proxy.go):
	// POST /v1/chat/completions, POST /v1/embeddings and GET /v1/models
	// forwarded to a model server, with what cairn learned added. Nil
	// answers those routes 404, saying how to turn it on.
	Proxy *Proxy
	// Console, when set, is the web console served at / (console.go):
	// Handler fills in its sign-in and services from the server's, so it
	// asks for a key exactly when the API does (with Handler and Keys nil,
	// neither does). Unknown /v1/ paths keep their JSON 404.
	Console *console.Console

	ln       net.Listener
	loopback bool // ln only accepts local connections
	srv      *http.Server
	mux      *http.ServeMux
	metrics  *metrics.Server
	auth     *authenticator
	guard    *guard
	routes   []Route
	done     chan struct{}
	serveMu  sync.Mutex
	err      error

	// judgments is the judgment capability wired to Judgments, Now and the
	// metrics, built by Handler.
	judgments *judgment.Service
}

// NewServer returns a Server with defaults: loopback address, a fresh
// metrics registry, a discarding logger.
func NewServer() *Server {
	return &Server{
		Addr:         "127.0.0.1:7878",
		Logger:       slog.New(slog.NewTextHandler(io.Discard, nil)),
		Registry:     prometheus.NewRegistry(),
		MaxBodyBytes: DefaultMaxBodyBytes,
	}
}

// Open builds the routes, listens on Addr and starts serving in the
// background.
//
// Whether requests need an API key is decided here, once (see Keys): a
// listener that is not loopback is refused unless Keys holds an active key.
func (s *Server) Open() error {
	ln, err := net.Listen("tcp", s.Addr)
	if err != nil {
		return cairn.Errorf(cairn.EUNAVAILABLE, "listen on %s: %v", s.Addr, err)
	}
	s.loopback = isLoopback(ln.Addr())
	if !s.loopback && s.Keys == nil {
		ln.Close()
		return refuseOpen(s.Addr, "this store cannot hold API keys; listen on 127.0.0.1")
	}
	s.ln = ln
	h, err := s.Handler()
	if err != nil {
		ln.Close()
		s.ln = nil
		return err
	}
	s.srv = &http.Server{
		Handler:           h,
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       60 * time.Second,
		WriteTimeout:      120 * time.Second,
		IdleTimeout:       120 * time.Second,
		ErrorLog:          slog.NewLogLogger(s.Logger.Handler(), slog.LevelWarn),
	}
	s.done = make(chan struct{})
	go func() {
		defer close(s.done)
		if err := s.srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			s.serveMu.Lock()
			s.err = err
			s.serveMu.Unlock()
		}
	}()
	return nil
}

// URL returns the base URL the server listens on, e.g. http://127.0.0.1:7878.
func (s *Server) URL() string {
	if s.ln == nil {
		return ""
	}
	return "http://" + s.ln.Addr().String()
}

// Shutdown stops accepting connections and waits for in-flight requests
// until ctx is done.
func (s *Server) Shutdown(ctx context.Context) error {
	if s.srv == nil {
		return nil
	}
	err := s.srv.Shutdown(ctx)
	<-s.done
	s.serveMu.Lock()
	defer s.serveMu.Unlock()
	if err == nil {
		err = s.err
	}
	return err
}

// Close shuts the server down, giving requests 10 seconds to finish.
func (s *Server) Close() error {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	return s.Shutdown(ctx)
}

// Handler builds and returns the server's handler without listening: for
// embedding cairn in another server, and for tests. The guard against
// pages of other sites (origin.go) is part of it; the Host rule applies to
// connections reaching a loopback address of the embedder's listener, or
// to every request when AllowedHosts is set.
func (s *Server) Handler() (http.Handler, error) {
	if s.mux != nil {
		return s.wrap(s.mux), nil
	}
	if s.Judgments == nil {
		return nil, errors.New("http: Server.Judgments is required")
	}
	if s.Logger == nil {
		s.Logger = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	if s.Registry == nil {
		s.Registry = prometheus.NewRegistry()
	}
	if s.MaxBodyBytes <= 0 {
		s.MaxBodyBytes = DefaultMaxBodyBytes
	}
	addr := s.Addr
	if s.ln == nil {
		addr = "a listener of the embedding program (Handler without Open)"
	}
	g, err := newGuard(s.AllowedHosts)
	if err != nil {
		return nil, err
	}
	s.guard = g
	actx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	auth, err := newAuthenticator(actx, s.Keys, s.Now, addr, s.loopback)
	cancel()
	if err != nil {
		return nil, err
	}
	s.auth = auth
	m, err := metrics.NewServer(s.Registry)
	if err != nil {
		return nil, fmt.Errorf("http: metrics: %w", err)
	}
	s.metrics = m
	if s.Corrections != nil {
		if err := metrics.RegisterIndexes(s.Registry, s.Corrections); err != nil {
			return nil, fmt.Errorf("http: metrics: %w", err)
		}
	}
	s.judgments = &judgment.Service{Stores: s.Judgments, Now: s.Now, Observer: m}
	s.mux = http.NewServeMux()
	r := &Router{s: s}
	r.Handle("GET /healthz", s.handleHealth, Public())
	r.Handle("GET /readyz", s.handleReady, Public())
	metricsHandler := promhttp.HandlerFor(s.Registry, promhttp.HandlerOpts{Registry: s.Registry})
	r.Handle("GET /metrics", func(w http.ResponseWriter, r *http.Request) error {
		metricsHandler.ServeHTTP(w, r)
		return nil
	}, Public())
	r.Handle("GET /openapi.json", s.handleOpenAPI, Public())
	s.registerJudgments(r)
	s.registerCorrections(r)
	s.registerBridge(r)
	s.registerFollowups(r)
	if err := s.registerReview(r); err != nil { // review.go
		return nil, err
	}
	if err := s.registerProxy(r); err != nil { // proxy.go
		return nil, err
	}
	// mcp.go, after the services are set; then console.go.
	s.registerMCP(r)
	if err := s.mountConsole(); err != nil {
		return nil, err
	}
	return s.wrap(s.mux), nil
}

// isLoopback reports whether a listener's address only accepts local
// connections (127.0.0.0/8, ::1); 0.0.0.0 and :: accept every host.
func isLoopback(addr net.Addr) bool {
	tcp, ok := addr.(*net.TCPAddr)
	return ok && tcp.IP.IsLoopback()
}

// Routes returns the method and pattern of every registered API route, for
// checking the OpenAPI document against the server.
func (s *Server) Routes() []Route { return append([]Route(nil), s.routes...) }

// wrap adds the outermost middleware: the access log, recovery, then the
// guard against browsers of other sites (origin.go) and the refusal of
// non-canonical paths, before any route.
func (s *Server) wrap(h http.Handler) http.Handler {
	return s.accessLog(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			if v := recover(); v != nil {
				if v == http.ErrAbortHandler {
					panic(v)
				}
				s.writeError(w, r, cairn.Internal(fmt.Errorf("panic: %v", v)))
			}
		}()
		if err := s.guard.check(r); err != nil {
			s.writeError(w, r, err)
			return
		}
		if err := checkCanonical(r); err != nil {
			s.writeError(w, r, err)
			return
		}
		h.ServeHTTP(w, r)
	}))
}

// Route is one registered API route.
type Route struct {
	Method  string
	Pattern string
	Public  bool
}

// RouteOption modifies how a route is registered.
type RouteOption func(*Route)

// Public marks a route that needs no API key.
func Public() RouteOption { return func(r *Route) { r.Public = true } }

// Router registers routes on a Server with its auth, limits and metrics.
type Router struct{ s *Server }

// HandlerFunc is a handler that returns an error instead of writing it.
type HandlerFunc func(w http.ResponseWriter, r *http.Request) error

// Handle registers h for pattern ("METHOD /path"). Unless Public, requests
// must authenticate; the tenant is then available from Tenant(r.Context()).
func (rt *Router) Handle(pattern string, h HandlerFunc, opts ...RouteOption) {
	rt.handle(pattern, h, routeSetup{}, opts...)
}

// routeSetup is what a route may do differently from the others: where
// its API key comes from (bearer when nil) and its body limit
// (Server.MaxBodyBytes when 0).
type routeSetup struct {
	key     func(r *http.Request) string
	keyHint string // added to a 401's message
	maxBody func() int64
}

func (rt *Router) handle(pattern string, h HandlerFunc, setup routeSetup, opts ...RouteOption) {
	s := rt.s
	method, path, _ := strings.Cut(pattern, " ")
	route := Route{Method: method, Pattern: path}
	for _, o := range opts {
		o(&route)
	}
	s.routes = append(s.routes, route)
	wildcards := pathWildcards(path)
	s.mux.Handle(pattern, instrument(s.metrics, path, method, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !route.Public {
			key := bearer
			if setup.key != nil {
				key = setup.key
			}
			tenant, err := s.auth.authenticate(r.Context(), key(r))
			if err != nil && setup.keyHint != "" && cairn.ErrorCode(err) == cairn.EUNAUTHORIZED {
				err = cairn.Errorf(cairn.EUNAUTHORIZED, "%s; %s", cairn.ErrorMessage(err), setup.keyHint)
			}
			if err != nil {
				s.writeError(w, r, err)
				return
			}
			r = r.WithContext(withTenant(r.Context(), tenant))
			setTenantInfo(r.Context(), tenant)
		}
		if err := checkText(r, wildcards); err != nil {
			s.writeError(w, r, err)
			return
		}
		if r.Body != nil {
			limit := s.MaxBodyBytes
			if setup.maxBody != nil {
				limit = setup.maxBody()
			}
			r.Body = http.MaxBytesReader(w, r.Body, limit)
		}
		if err := h(w, r); err != nil {
			s.writeError(w, r, err)
		}
	})))
}

func (s *Server) handleHealth(w http.ResponseWriter, _ *http.Request) error {
	writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
	return nil
}

func (s *Server) handleReady(w http.ResponseWriter, r *http.Request) error {
	if s.Ping != nil {
		ctx, cancel := context.WithTimeout(r.Context(), 3*time.Second)
		defer cancel()
		if err := s.Ping(ctx); err != nil {
			s.Logger.Warn("readiness check failed", logKeyError, err)
			// The error shape of every route, and the status fields
			// probes read.
			writeJSON(w, http.StatusServiceUnavailable, readyDown{
				Error:  ErrorBody{Code: cairn.EUNAVAILABLE, Message: "not ready: the server cannot reach its records store"},
				Status: "unavailable",
				Store:  "unreachable",
			})
			return nil
		}
	}
	body := map[string]any{"status": "ready"}
	if s.Degraded != nil {
		if d := s.Degraded(); len(d) > 0 {
			body["degraded"] = d
		}
	}
	if s.Corrections != nil {
		// Informational: a tenant whose index is loading or building is
		// served (exact search), so it does not fail readiness.
		body["correction_indexes"] = indexCounts(s.Corrections)
	}
	writeJSON(w, http.StatusOK, body)
	return nil
}

// readyDown is the body of a failed readiness check.
type readyDown struct {
	Error  ErrorBody `json:"error"`
	Status string    `json:"status"`
	Store  string    `json:"store"`
}

// DecodeJSON reads the request body into v. Syntax and type errors become
// EINVALID errors that name the offending field; a body over the limit
// becomes ETOOLARGE.
//
// Strings holding invalid UTF-8 or lone UTF-16 surrogate escapes are refused
// with an EINVALID error naming their field (encoding/json would replace
// them with U+FFFD and make different ids equal).
func DecodeJSON(r *http.Request, v any) error {
	// The body is read into a pooled buffer: decoding copies what v keeps.
	buf := getBuffer()
	defer putBuffer(buf)
	_, err := buf.ReadFrom(r.Body)
	data := buf.Bytes()
	if err != nil {
		var mbe *http.MaxBytesError
		if errors.As(err, &mbe) {
			return cairn.Errorf(cairn.ETOOLARGE, "request body exceeds %d bytes", mbe.Limit)
		}
		return cairn.Invalid("body", "read: %v", err)
	}
	if err := strictjson.Check(data); err != nil {
		return err
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(v); err != nil {
		var (
			mbe *http.MaxBytesError
			se  *json.SyntaxError
			te  *json.UnmarshalTypeError
			ce  *cairn.Error
		)
		switch {
		case errors.As(err, &mbe):
			return cairn.Errorf(cairn.ETOOLARGE, "request body exceeds %d bytes", mbe.Limit)
		case errors.Is(err, io.EOF):
			return cairn.Invalid("body", "empty request body, expected a JSON object")
		case errors.As(err, &se):
			return cairn.Invalid("body", "malformed JSON at byte %d", se.Offset)
		case errors.As(err, &te):
			field := te.Field
			if field == "" {
				field = "body"
			}
			return cairn.Invalid(field, "expected %s, got JSON %s", te.Type, te.Value)
		case errors.As(err, &ce):
			return ce
		case errors.Is(err, io.ErrUnexpectedEOF):
			return cairn.Invalid("body", "truncated JSON")
		}
		return cairn.Invalid("body", "%v", err)
	}
	if dec.More() {
		return cairn.Invalid("body", "unexpected data after the JSON object")
	}
	return nil
}

// pathWildcards returns the names of the {wildcards} of a route pattern.
func pathWildcards(pattern string) []string {
	var names []string
	for _, seg := range strings.Split(pattern, "/") {
		if strings.HasPrefix(seg, "{") && strings.HasSuffix(seg, "}") {
			names = append(names, strings.TrimSuffix(strings.TrimSuffix(seg[1:len(seg)-1], "..."), "$"))
		}
	}
	return names
}

// checkText refuses path segments and query parameters that are not valid
// UTF-8, naming the parameter.
func checkText(r *http.Request, wildcards []string) error {
	for _, name := range wildcards {
		if err := strictjson.CheckString(name, r.PathValue(name)); err != nil {
			return err
		}
	}
	for name, vs := range r.URL.Query() {
		if err := strictjson.CheckString("query parameter", name); err != nil {
			return err
		}
		for _, v := range vs {
			if err := strictjson.CheckString(name, v); err != nil {
				return err
			}
		}
	}
	return nil
}
