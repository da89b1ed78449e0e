// Package console is cairn's web console: server-rendered pages over the
// capabilities a cairn server serves, for people rather than programs.
//
// The pages are html/template files and one stylesheet, embedded with
// embed.FS; there is no JavaScript and no build step. Every page reads
// without a script, works by keyboard (links and buttons, visible focus,
// labelled fields, a skip link) and at phone width (tables become cards).
//
// Pages: corrections (search, filters, detail, confidence, delete after a
// confirmation, teach by hand), judgments (products, statistics, the
// override rate over time drawn as SVG by the server, history and the next
// prompt block), sessions (turns from the server's in-memory
// correction.TurnLog), review analytics, the follow-up cache and the context
// bridge.
//
// Sign-in exchanges an API key, checked by the API server's authenticator
// (Auth), for an HMAC-signed session cookie with an expiry (HttpOnly,
// SameSite=Strict). Every form carries a CSRF token derived from the
// session; posts without it are refused and write nothing. In the API's
// open mode the console opens as tenant "default" without sign-in.
//
// The http package mounts the console at / (http.Server.Console) and fills
// in its services; unknown /v1/ paths keep the API's JSON errors.
package console
