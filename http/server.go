package http

import (
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
	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/judgment"
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

	// Keys authenticates API keys. Nil, or a store with no active key,
	// means open mode: every request acts as tenant "default".
	Keys cairn.KeyStore
	// Judgments returns the judgment store of a tenant.
	Judgments func(tenant string) judgment.Store
	// Corrections serves the correction routes; nil leaves them out (the
	// JSON file store keeps judgments only).
	Corrections *correction.Service
	// Ping checks the records store for /readyz.
	Ping func(ctx context.Context) error

	ln      net.Listener
	srv     *http.Server
	mux     *http.ServeMux
	metrics *metrics
	auth    *authenticator
	routes  []Route
	done    chan struct{}
	serveMu sync.Mutex
	err     error
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
func (s *Server) Open() error {
	h, err := s.Handler()
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", s.Addr)
	if err != nil {
		return cairn.Errorf(cairn.EUNAVAILABLE, "listen on %s: %v", s.Addr, err)
	}
	s.ln = ln
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
// embedding cairn in another server, and for tests.
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
	m, err := newMetrics(s.Registry)
	if err != nil {
		return nil, fmt.Errorf("http: metrics: %w", err)
	}
	s.metrics = m
	s.auth = &authenticator{keys: s.Keys, now: s.Now}
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
	s.mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		s.writeError(w, r, cairn.Errorf(cairn.ENOTFOUND, "no route for %s %s", r.Method, r.URL.Path))
	})
	return s.wrap(s.mux), nil
}

// Routes returns the method and pattern of every registered API route, for
// checking the OpenAPI document against the server.
func (s *Server) Routes() []Route { return append([]Route(nil), s.routes...) }

// wrap adds the outermost middleware: recovery.
func (s *Server) wrap(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			if v := recover(); v != nil {
				if v == http.ErrAbortHandler {
					panic(v)
				}
				s.writeError(w, r, cairn.Internal(fmt.Errorf("panic: %v", v)))
			}
		}()
		h.ServeHTTP(w, r)
	})
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
	s := rt.s
	method, path, _ := strings.Cut(pattern, " ")
	route := Route{Method: method, Pattern: path}
	for _, o := range opts {
		o(&route)
	}
	s.routes = append(s.routes, route)
	s.mux.Handle(pattern, s.metrics.instrument(path, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !route.Public {
			tenant, err := s.auth.authenticate(r)
			if err != nil {
				s.writeError(w, r, err)
				return
			}
			r = r.WithContext(withTenant(r.Context(), tenant))
		}
		if r.Body != nil {
			r.Body = http.MaxBytesReader(w, r.Body, s.MaxBodyBytes)
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
			writeJSON(w, http.StatusServiceUnavailable, map[string]string{"status": "unavailable", "store": "unreachable"})
			return nil
		}
	}
	writeJSON(w, http.StatusOK, map[string]string{"status": "ready"})
	return nil
}

// DecodeJSON reads the request body into v. Syntax and type errors become
// EINVALID errors that name the offending field; a body over the limit
// becomes ETOOLARGE.
func DecodeJSON(r *http.Request, v any) error {
	dec := json.NewDecoder(r.Body)
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
