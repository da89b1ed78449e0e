// Package http serves cairn's JSON API (v1), Prometheus metrics, health
// checks and the OpenAPI document.
//
// It is the only package that maps application error codes to HTTP
// statuses (see errorStatus). Requests are authenticated with API keys
// (Authorization: Bearer cairn_…) that map to a tenant; a server with no
// keys serves the single tenant "default" and must stay on loopback.
package http
