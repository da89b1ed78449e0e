package client

import (
	"context"
	"io"
	"net/http"
	"strings"

	"github.com/cairnhq/cairn"
)

// Status is the answer of Health and Ready.
type Status struct {
	Status string `json:"status"` // "ok" (Health) or "ready" (Ready)
}

// Health checks that the server process is up (GET /healthz). It needs no
// API key.
func (c *Client) Health(ctx context.Context) (*Status, error) {
	var out Status
	if err := c.call(ctx, &request{method: http.MethodGet, path: "/healthz", retry: true}, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// Ready checks that the server can reach its records store (GET /readyz).
// It returns EUNAVAILABLE when it cannot. A readiness check wants the
// answer of now, so it is not retried.
func (c *Client) Ready(ctx context.Context) (*Status, error) {
	var out Status
	if err := c.call(ctx, &request{method: http.MethodGet, path: "/readyz"}, &out); err != nil {
		// The server answers 503 with this message in the error shape;
		// older servers answered {"status": "unavailable", "store":
		// "unreachable"}, not an error body.
		if e, ok := err.(*cairn.Error); ok && e.Code == cairn.EUNAVAILABLE && strings.Contains(e.Message, `"unreachable"`) {
			e.Message = "not ready: the server cannot reach its records store"
		}
		return nil, err
	}
	return &out, nil
}

// Metrics returns the server's Prometheus metrics in the text format (GET
// /metrics).
func (c *Client) Metrics(ctx context.Context) (string, error) {
	b, err := c.raw(ctx, &request{method: http.MethodGet, path: "/metrics", accept: "text/plain", retry: true})
	return string(b), err
}

// OpenAPI returns the server's OpenAPI 3 document (GET /openapi.json).
func (c *Client) OpenAPI(ctx context.Context) ([]byte, error) {
	return c.raw(ctx, &request{method: http.MethodGet, path: "/openapi.json", retry: true})
}

// raw sends r and returns the response body.
func (c *Client) raw(ctx context.Context, r *request) ([]byte, error) {
	resp, err := c.send(ctx, r)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		return nil, c.decodeError(r, resp, err)
	}
	return b, nil
}
