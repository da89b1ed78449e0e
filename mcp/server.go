package mcp

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"runtime/debug"
	"sync"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/bridge"
	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/followup"
	"github.com/cairnhq/cairn/internal/strictjson"
	"github.com/cairnhq/cairn/judgment"
	"github.com/cairnhq/cairn/llm"
	"github.com/cairnhq/cairn/review"
)

// logKeyError is the log key of errors, the same in every package.
const logKeyError = llm.LogKeyError

// Name is the implementation name the server reports to clients.
const Name = "cairn"

// Instructions tell the model what the tools are for; clients may put
// them in its system prompt.
const (
	correctionInstructions = `cairn remembers what people corrected in an assistant's answers.
Before answering, call apply_corrections with your draft (and the user's question) and answer with its output; find_similar_corrections shows what was learned for a question.
When the user's reply corrects your previous answer, call learn_correction with that answer and the reply, and with the edits apply_corrections returned for it, so that a reply undoing one of them lowers that correction; add_correction records a correction stated outright.
`
	judgmentInstructions = `For INCLUDE/EXCLUDE/UNCERTAIN decisions on items of a product, judgment_history gives the recent human overrides to follow; record_judgment and override_judgment keep them.`
)

// Server exposes the capability services as MCP tools, one SDK server per
// tenant. Set the services, then call Tenant, Run or Handler. A Server is
// safe for concurrent use.
type Server struct {
	// Judgments serves the judgment tools (required).
	Judgments *judgment.Service
	// Corrections serves the correction tools; nil leaves them out (the
	// JSON file store keeps judgments only).
	Corrections *correction.Service
	// Followups serves the follow-up result cache tools; nil leaves them out.
	Followups *followup.Service
	// Bridge serves the context bridge tools; nil leaves them out.
	Bridge *bridge.Service
	// Review serves review_diff; nil reviews offline with the seed's
	// default policy.
	Review *review.Service
	// Version is reported to clients; "" means the module's build version.
	Version string
	// Logger receives internal errors of tool calls (their callers see
	// "internal error"); nil discards them.
	Logger *slog.Logger

	once    sync.Once
	schemas *sdk.SchemaCache
	review  *review.Service

	mu      sync.Mutex
	servers map[string]*sdk.Server
}

// maxTenants bounds the cache of per-tenant servers; past it the cache
// starts over (servers are cheap to build again).
const maxTenants = 10000

func (s *Server) init() {
	s.once.Do(func() {
		s.schemas = sdk.NewSchemaCache()
		if s.Logger == nil {
			s.Logger = slog.New(slog.DiscardHandler)
		}
		s.review = s.Review
		if s.review == nil {
			s.review = &review.Service{Policy: review.DefaultPolicy(), Logger: s.Logger}
		}
		if s.review.Judgments == nil {
			s.review.Judgments = s.Judgments // review_diff learns from the tenant's decisions
		}
	})
}

// Tenant returns the SDK server whose tools act on tenant's records, built
// on first use and kept. Returns EINVALID naming "tenant" for a malformed
// tenant name or one the store does not hold.
func (s *Server) Tenant(tenant string) (*sdk.Server, error) {
	if s.Judgments == nil {
		return nil, errors.New("mcp: Server.Judgments is required")
	}
	s.init()
	if _, err := s.Judgments.Manager(tenant); err != nil {
		return nil, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if srv, ok := s.servers[tenant]; ok {
		return srv, nil
	}
	srv := s.build(tenant)
	if s.servers == nil || len(s.servers) >= maxTenants {
		s.servers = make(map[string]*sdk.Server)
	}
	s.servers[tenant] = srv
	return srv, nil
}

// Run serves tenant's tools over t (for example &sdk.StdioTransport{})
// until the client disconnects (nil) or ctx ends (nil, after closing the
// connection).
func (s *Server) Run(ctx context.Context, tenant string, t sdk.Transport) error {
	srv, err := s.Tenant(tenant)
	if err != nil {
		return err
	}
	ss, err := srv.Connect(ctx, t, nil)
	if err != nil {
		return cairn.Errorf(cairn.EUNAVAILABLE, "mcp: connect: %v", err)
	}
	done := make(chan error, 1)
	go func() { done <- ss.Wait() }()
	select {
	case <-ctx.Done():
		ss.Close()
		<-done
		return nil
	case err := <-done:
		if err != nil && !errors.Is(err, io.EOF) {
			return cairn.Errorf(cairn.EUNAVAILABLE, "mcp: connection: %v", err)
		}
		return nil
	}
}

// HandlerOptions configure Handler.
type HandlerOptions struct {
	// MaxBodyBytes limits request bodies (413 past it); 0 means the SDK's
	// default, 4 MiB.
	MaxBodyBytes int64
	// Authenticated reports whether a request presented valid credentials.
	// The SDK refuses a request that reaches a loopback address with a
	// Host header that is not a loopback name (DNS rebinding protection);
	// an authenticated request is exempt, so that a reverse proxy on the
	// same host may forward its own Host. Nil exempts none.
	Authenticated func(*http.Request) bool
}

// Handler returns the streamable HTTP handler of the tools: the tenant of a
// request is tenantOf(r), which the caller has authenticated. The handler
// is stateless (no Mcp-Session-Id: any replica answers any request) and
// answers POST with application/json; GET and DELETE get 405.
func (s *Server) Handler(tenantOf func(*http.Request) string, opts *HandlerOptions) http.Handler {
	s.init()
	if opts == nil {
		opts = &HandlerOptions{}
	}
	getServer := func(r *http.Request) *sdk.Server {
		srv, err := s.Tenant(tenantOf(r))
		if err != nil {
			s.Logger.LogAttrs(r.Context(), slog.LevelWarn, "mcp: no server for the request's tenant", slog.Any(logKeyError, err))
			return nil // the SDK answers 400
		}
		return srv
	}
	newHandler := func(trusted bool) http.Handler {
		return sdk.NewStreamableHTTPHandler(getServer, &sdk.StreamableHTTPOptions{
			Stateless:                  true,
			JSONResponse:               true,
			Logger:                     slog.New(atLeast{s.Logger.Handler(), slog.LevelWarn}),
			MaxRequestBodyBytes:        opts.MaxBodyBytes,
			DisableLocalhostProtection: trusted,
		})
	}
	protected := newHandler(false)
	if opts.Authenticated == nil {
		return protected
	}
	trusted := newHandler(true)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if opts.Authenticated(r) {
			trusted.ServeHTTP(w, r)
			return
		}
		protected.ServeHTTP(w, r)
	})
}

// version is the version reported to clients.
func (s *Server) version() string {
	if s.Version != "" {
		return s.Version
	}
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" {
		return bi.Main.Version
	}
	return "dev"
}

// build creates the SDK server of tenant with the tools of every service
// that is set.
func (s *Server) build(tenant string) *sdk.Server {
	srv := sdk.NewServer(&sdk.Implementation{Name: Name, Title: "cairn memory", Version: s.version()}, &sdk.ServerOptions{
		Instructions: s.instructions(),
		Logger:       slog.New(atLeast{s.Logger.Handler(), slog.LevelWarn}),
		SchemaCache:  s.schemas,
	})
	t := &tools{s: s, tenant: tenant}
	t.addJudgments(srv)
	if s.Corrections != nil {
		t.addCorrections(srv)
	}
	if s.Followups != nil {
		t.addFollowups(srv)
	}
	if s.Bridge != nil {
		t.addBridge(srv)
	}
	t.addReview(srv)
	return srv
}

// instructions are the server's instructions for the tools it has.
func (s *Server) instructions() string {
	if s.Corrections == nil {
		return judgmentInstructions
	}
	return correctionInstructions + judgmentInstructions
}

// tools are the tool handlers of one tenant.
type tools struct {
	s      *Server
	tenant string
}

// addTool registers h as a tool of srv. Its arguments are checked as the
// HTTP API checks request bodies (strings must be valid UTF-8, without
// lone surrogate escapes) before h sees them; an error of h becomes a tool
// error whose text is the user-safe message, which names the field for
// bad input. Internal errors are logged here, once.
func addTool[In, Out any](t *tools, srv *sdk.Server, tool *sdk.Tool, h func(ctx context.Context, in In) (Out, error)) {
	sdk.AddTool(srv, tool, func(ctx context.Context, req *sdk.CallToolRequest, in In) (*sdk.CallToolResult, Out, error) {
		var zero Out
		if req != nil && req.Params != nil && len(req.Params.Arguments) > 0 {
			if err := strictjson.Check(req.Params.Arguments); err != nil {
				return nil, zero, t.toolError(ctx, tool.Name, err)
			}
		}
		out, err := h(ctx, in)
		if err != nil {
			return nil, zero, t.toolError(ctx, tool.Name, err)
		}
		return nil, out, nil
	})
}

// toolError is the error a tool call reports: the user-safe message of
// err. Internal errors are logged with their cause.
func (t *tools) toolError(ctx context.Context, tool string, err error) error {
	if cairn.ErrorCode(err) == cairn.EINTERNAL && ctx.Err() == nil {
		t.s.Logger.LogAttrs(ctx, slog.LevelError, "mcp tool failed", slog.String("tool", tool), slog.String("tenant", t.tenant), slog.Any(logKeyError, err))
	}
	if ctx.Err() != nil && cairn.ErrorCode(err) == cairn.EINTERNAL {
		return fmt.Errorf("cancelled: %w", ctx.Err())
	}
	return errors.New(cairn.ErrorMessage(err))
}

// ptr returns a pointer to v, for the hints of tool annotations.
func ptr[T any](v T) *T { return &v }

// readOnly annotates a tool that changes nothing.
func readOnly(title string) *sdk.ToolAnnotations {
	return &sdk.ToolAnnotations{Title: title, ReadOnlyHint: true, OpenWorldHint: ptr(false)}
}

// additive annotates a tool that adds or updates records and deletes none.
func additive(title string, idempotent bool) *sdk.ToolAnnotations {
	return &sdk.ToolAnnotations{Title: title, DestructiveHint: ptr(false), IdempotentHint: idempotent, OpenWorldHint: ptr(false)}
}

// atLeast passes on the records of h from level up: the SDK logs each
// session's start and end at Info, which says nothing to cairn's users.
type atLeast struct {
	slog.Handler
	level slog.Level
}

func (h atLeast) Enabled(ctx context.Context, l slog.Level) bool {
	return l >= h.level && h.Handler.Enabled(ctx, l)
}

func (h atLeast) WithAttrs(as []slog.Attr) slog.Handler {
	return atLeast{h.Handler.WithAttrs(as), h.level}
}

func (h atLeast) WithGroup(name string) slog.Handler {
	return atLeast{h.Handler.WithGroup(name), h.level}
}
