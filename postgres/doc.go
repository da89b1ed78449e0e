// Package postgres stores cairn's records (judgments, corrections and API
// keys) in PostgreSQL through pgx: the engine for several cairn replicas
// behind a load balancer, which share the database and nothing else.
//
//	db := postgres.NewDB("postgres://cairn@db.internal/cairn?sslmode=verify-full")
//	db.Schema = "cairn"
//	if err := db.Open(ctx); err != nil { … }
//	defer db.Close()
//	judgments := db.Judgments(tenant)
//
// Open creates the schema if missing and applies the embedded migrations in
// one transaction under an advisory lock, so replicas may start together.
// Every record carries its tenant, and each store handle is bound to one
// tenant, so no query crosses tenants. Driver errors are translated into
// cairn error codes in one place and never reach callers: a unique
// violation is ECONFLICT, a lost connection or an unreachable server
// EUNAVAILABLE, a cancelled context its context error.
//
// No call waits on the server for long: every connection has a
// statement_timeout (StatementTimeout), and every store call a deadline of
// its own (Timeout), so a statement stuck on a lock, or a server that stops
// answering, fails the call with EUNAVAILABLE; the caller's shorter
// deadline still gives its own context error.
package postgres
