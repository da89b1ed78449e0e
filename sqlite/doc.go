// Package sqlite stores cairn's records (judgments, corrections and API
// keys) in one SQLite file through the pure-Go modernc.org/sqlite driver:
// the embedded default engine, which needs nothing installed.
//
//	db := sqlite.NewDB(filepath.Join(dataDir, "cairn.db"))
//	if err := db.Open(ctx); err != nil { … }
//	defer db.Close()
//	judgments := db.Judgments(cairn.DefaultTenant)
//
// Open creates the file (mode 0600, directory 0700), switches it to WAL and
// applies the embedded migrations. Every record carries its tenant, and
// each store handle is bound to one tenant, so no query crosses tenants.
// Driver errors are translated into cairn error codes in one place and
// never reach callers: a duplicate id is ECONFLICT, a locked or unreadable
// file EUNAVAILABLE, a cancelled context its context error.
package sqlite
