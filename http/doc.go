// Package http serves cairn's JSON API (v1), Prometheus metrics, health
// checks and the OpenAPI document.
//
// It is the only package that maps application error codes to HTTP
// statuses (see errorStatus). Requests are authenticated with API keys
// (Authorization: Bearer cairn_…) that map to a tenant; a server with no
// keys serves the single tenant "default" and must stay on loopback.
//
// Before any route (the console's included), the guard of origin.go refuses
// with 403 what a web page can make a browser send: a request from a page
// of another site (Origin, Sec-Fetch-Site), a browser's text/plain or form
// body to the API, and a Host that is not a name of the server (DNS
// rebinding; Server.AllowedHosts lists the other names). A path with '.',
// '..' or empty segments gets 404 instead of ServeMux's redirect.
//
// Every route registered through Router gets the same treatment: auth,
// a body limit, metrics, one access log line at info level, text checks
// (invalid UTF-8 and lone surrogate escapes are refused with 400 naming
// the field, see DecodeJSON) and 405 with Allow for a method the path does
// not have. POST /mcp serves the MCP tools of package mcp for the tenant
// of the request's key (mcp.go). openapi.json is the contract; the package's tests validate
// every exchange against it.
package http
