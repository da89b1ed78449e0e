package http

import (
	"bytes"
	"errors"
	"io"
	"net/http"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/internal/strictjson"
	cairnmcp "github.com/cairnhq/cairn/mcp"
)

// registerMCP adds POST /mcp: the MCP tools (package mcp) over the
// streamable HTTP transport, for the tenant of the request's API key, on
// the services the other routes use. It is stateless, so any replica
// answers any request; GET and DELETE get 405.
// MaxMCPBodyBytes limits the bodies of POST /mcp, below MaxBodyBytes: a
// tool call carries what an assistant's context holds, and the MCP SDK
// reads and writes the text of a call several times over (decoding,
// schema checks, structured and text results), about 0.1 µs a byte each
// way, so that a call at this limit costs about half a second of CPU.
const MaxMCPBodyBytes = 2 << 20

func (s *Server) registerMCP(r *Router) {
	limit := min(s.MaxBodyBytes, MaxMCPBodyBytes)
	tools := &cairnmcp.Server{
		Judgments:   s.judgments,
		Corrections: s.Corrections,
		Followups:   s.Followups,
		Bridge:      s.Bridge,
		Review:      s.Review,
		Logger:      s.Logger,
	}
	h := tools.Handler(func(r *http.Request) string { return Tenant(r.Context()) }, &cairnmcp.HandlerOptions{
		MaxBodyBytes: limit,
		// The SDK's own DNS rebinding check (a loopback listener needs a
		// loopback Host) is left off: the server's guard (origin.go) has
		// checked Host, with allowed_hosts, and Origin before any route.
		Authenticated: func(*http.Request) bool { return true },
	})
	r.Handle("POST /mcp", func(w http.ResponseWriter, r *http.Request) error {
		// Text is checked as on every route (invalid UTF-8 and lone
		// surrogates are refused naming the field, e.g.
		// params.arguments.message) before the SDK, which would replace it.
		data, err := io.ReadAll(http.MaxBytesReader(w, r.Body, limit))
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
		r.Body = io.NopCloser(bytes.NewReader(data))
		h.ServeHTTP(w, r)
		return nil
	})
}
