package client

import (
	"context"
	"net/http"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/cairnhq/cairn"
)

// MCP connects the official MCP Go SDK's client to the server's /mcp
// endpoint (POST /mcp, the streamable HTTP transport), with this client's
// API key and *http.Client, and returns the session: call ListTools and
// CallTool on it, and Close it when done. The tools act on the tenant of
// the key; they are those of `cairn mcp` (see the mcp package).
//
// impl names the calling program to the server; nil sends
// {Name: "cairn-go-client"}. The session is not retried on 503 or 429 as
// the other methods are: MCP calls are not all idempotent.
func (c *Client) MCP(ctx context.Context, impl *sdk.Implementation) (*sdk.ClientSession, error) {
	if impl == nil {
		impl = &sdk.Implementation{Name: "cairn-go-client", Version: DefaultUserAgent}
	}
	tr := &sdk.StreamableClientTransport{
		Endpoint:             c.base + "/mcp",
		HTTPClient:           &http.Client{Transport: authTransport{c: c}, Timeout: c.hc.Timeout},
		DisableStandaloneSSE: true, // the server is stateless: it pushes nothing
		MaxRetries:           -1,
	}
	cs, err := sdk.NewClient(impl, nil).Connect(ctx, tr, nil)
	if err != nil {
		if ctx.Err() != nil {
			return nil, err
		}
		return nil, &cairn.Error{Code: cairn.EUNAVAILABLE, Message: "cairn server " + c.shown + ": MCP connect failed", Err: err}
	}
	return cs, nil
}

// authTransport sends a request through the client's *http.Client with its
// API key and user agent.
type authTransport struct{ c *Client }

func (t authTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.Header.Set("User-Agent", t.c.agent)
	if t.c.key != "" {
		r.Header.Set("Authorization", "Bearer "+t.c.key)
	}
	rt := t.c.hc.Transport
	if rt == nil {
		rt = http.DefaultTransport
	}
	return rt.RoundTrip(r)
}
