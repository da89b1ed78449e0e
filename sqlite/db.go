package sqlite

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"embed"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/internal/migrate"
	"github.com/cairnhq/cairn/judgment"
	"modernc.org/sqlite"
)

//go:embed migrations/*.sql
var migrations embed.FS

// foldFunc is the SQL function the stores use for case-insensitive search:
// SQLite's own lower() folds ASCII only, this one folds like strings.ToLower.
const foldFunc = "cairn_lower"

func init() {
	sqlite.MustRegisterDeterministicScalarFunction(foldFunc, 1, func(_ *sqlite.FunctionContext, args []driver.Value) (driver.Value, error) {
		switch v := args[0].(type) {
		case string:
			return strings.ToLower(v), nil
		case []byte:
			return strings.ToLower(string(v)), nil
		default:
			return v, nil
		}
	})
}

// DB is one SQLite database file holding every tenant's records. Create it
// with NewDB, adjust the fields, then call Open; Close releases it.
//
// Writes go through a single connection (SQLite has one writer at a time, so
// queuing them in-process avoids SQLITE_BUSY) and run in BEGIN IMMEDIATE
// transactions, so that several processes sharing the file wait for each
// other (up to BusyTimeout) instead of failing. Reads use pools of
// read-only connections that proceed concurrently with the writer (WAL):
// one that maps the file into memory, for reads of many rows, and one that
// does not, for the corrections read by id on every turn (see lookupPool).
type DB struct {
	// Path is the database file. Its directory is created (mode 0700) and
	// the file itself is created with mode 0600 when missing.
	Path string
	// Now stamps records stored without a time. Nil means time.Now.
	Now cairn.Clock
	// MaxReaders is the size of each read connection pool.
	MaxReaders int
	// BusyTimeout is how long a statement waits for a lock held by another
	// process before failing with EUNAVAILABLE.
	BusyTimeout time.Duration

	write  *sql.DB
	read   *sql.DB
	lookup *sql.DB // the read-only connections of Get and GetMany (lookupPool)
	stmt   statements
}

// statements are the hot paths' prepared statements: the SQL is parsed once
// per connection instead of once per call.
type statements struct {
	newest, getJudgment                          *sql.Stmt // on the read pool
	getCorrection                                *sql.Stmt // on the lookup pool
	getMany                                      [len(getManySizes)]*sql.Stmt
	lockJudgment, insertJudgment, updateJudgment *sql.Stmt // on the write connection
	recordApplication                            *sql.Stmt
}

// all returns every statement, nil for one not prepared.
func (st *statements) all() []*sql.Stmt {
	return append([]*sql.Stmt{st.newest, st.getJudgment, st.getCorrection, st.lockJudgment, st.insertJudgment, st.updateJudgment,
		st.recordApplication}, st.getMany[:]...)
}

// prepare prepares db.stmt.
func (db *DB) prepare(ctx context.Context) error {
	for _, p := range []struct {
		conn *sql.DB
		dst  **sql.Stmt
		sql  string
	}{
		{db.read, &db.stmt.newest, newestQuery},
		{db.read, &db.stmt.getJudgment, getJudgmentQuery},
		{db.lookup, &db.stmt.getCorrection, getCorrectionQuery},
		{db.write, &db.stmt.lockJudgment, getJudgmentQuery},
		{db.write, &db.stmt.insertJudgment, insertJudgmentQuery},
		{db.write, &db.stmt.updateJudgment, updateJudgmentQuery},
		{db.write, &db.stmt.recordApplication, recordApplicationQuery},
	} {
		st, err := p.conn.PrepareContext(ctx, p.sql)
		if err != nil {
			return translate(ctx, "prepare", err)
		}
		*p.dst = st
	}
	for i, n := range getManySizes {
		st, err := db.lookup.PrepareContext(ctx, getManyQuery(n))
		if err != nil {
			return translate(ctx, "prepare", err)
		}
		db.stmt.getMany[i] = st
	}
	return nil
}

// readMmapSize is how much of the file the read pool's connections map
// (SQLite's mmap_size); past it they read with pread. Reading pages through
// the map instead of a pread system call each pays for reads of many rows:
// a history request reads tens of rows scattered over the table, and the
// calls were a tenth of its time. The map is shared by the readers and
// counted once, as file pages, in RSS.
//
// The lookup pool maps nothing (lookupPool).
const readMmapSize = 1 << 30

// lookupPool: Get and GetMany, the reads of the corrections a turn's
// reminder and applier found in the index, run on connections of their own
// that read with pread. A turn that applies a correction records it (a
// write), and after any write SQLite drops each reader's page cache on its
// next read and, when it maps the file, unmaps and maps it again: for a
// read of a few rows by id, the unmapping and the page faults after it
// cost more than the few preads of the pages (BenchmarkProxy spent 40–90
// µs less a request in GetMany without the map). The history's reads of
// many rows, which the map serves better, keep it.

// NewDB returns a DB for the file at path with default settings.
func NewDB(path string) *DB {
	return &DB{
		Path:        path,
		MaxReaders:  max(4, runtime.GOMAXPROCS(0)),
		BusyTimeout: 10 * time.Second,
	}
}

// Open validates the settings, creates the file if needed and brings its
// schema up to date. Several processes may open the same file at once: the
// migrations run in one immediate transaction, so exactly one applies them.
// Returns EINVALID for bad settings, EUNAVAILABLE when the file cannot be
// created or opened, ECONFLICT when the file's schema is newer than this
// version of cairn.
func (db *DB) Open(ctx context.Context) error {
	if db.write != nil {
		return cairn.Errorf(cairn.EINVALID, "sqlite: %s is already open", db.Path)
	}
	if db.Path == "" || db.Path == ":memory:" || strings.HasPrefix(db.Path, "file:") {
		return cairn.Invalid("path", "must be the path of a database file, got %q", db.Path)
	}
	if db.MaxReaders < 1 {
		return cairn.Invalid("max_readers", "must be at least 1, got %d", db.MaxReaders)
	}
	if db.BusyTimeout < 0 {
		return cairn.Invalid("busy_timeout", "must not be negative, got %v", db.BusyTimeout)
	}
	path, err := filepath.Abs(db.Path)
	if err != nil {
		return cairn.Invalid("path", "%v", err)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return cairn.Unavailable("sqlite", fmt.Errorf("create directory: %w", err))
	}
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return cairn.Unavailable("sqlite", fmt.Errorf("open %s: %w", path, err))
	}
	if err := f.Close(); err != nil {
		return cairn.Unavailable("sqlite", fmt.Errorf("open %s: %w", path, err))
	}

	busy := strconv.FormatInt(db.BusyTimeout.Milliseconds(), 10)
	write, err := sql.Open("sqlite", dsn(path,
		"_pragma=busy_timeout("+busy+")",
		"_pragma=journal_mode(WAL)",
		"_pragma=synchronous(NORMAL)",
		"_pragma=foreign_keys(1)",
		"_txlock=immediate",
	))
	if err != nil {
		return translate(ctx, "open", err)
	}
	write.SetMaxOpenConns(1)
	write.SetMaxIdleConns(1)
	write.SetConnMaxIdleTime(0)
	write.SetConnMaxLifetime(0)

	db.write = write
	readPool := func(mmapSize int64) (*sql.DB, error) {
		r, err := sql.Open("sqlite", dsn(path,
			"_pragma=busy_timeout("+busy+")",
			"_pragma=foreign_keys(1)",
			"_pragma=query_only(1)",
			"_pragma=mmap_size("+strconv.FormatInt(mmapSize, 10)+")",
		))
		if err != nil {
			return nil, translate(ctx, "open", err)
		}
		r.SetMaxOpenConns(db.MaxReaders)
		r.SetMaxIdleConns(db.MaxReaders)
		r.SetConnMaxIdleTime(0)
		r.SetConnMaxLifetime(0)
		return r, nil
	}
	if db.read, err = readPool(readMmapSize); err == nil {
		db.lookup, err = readPool(0)
	}
	if err != nil {
		_ = db.Close()
		return err
	}
	if err := db.migrateRetrying(ctx); err != nil {
		_ = db.Close()
		return err
	}
	if err := db.prepare(ctx); err != nil {
		_ = db.Close()
		return err
	}
	return nil
}

// dsn returns the driver's name for the file at the absolute path, with
// params. The path is escaped so that '?' or '#' in it cannot be taken for
// parameters.
func dsn(path string, params ...string) string {
	return "file:" + (&url.URL{Path: filepath.ToSlash(path)}).EscapedPath() + "?" + strings.Join(params, "&")
}

// Close closes the database. It runs PRAGMA optimize first, so that the
// query planner's statistics stay current.
func (db *DB) Close() error {
	var first error
	for _, st := range db.stmt.all() {
		if st != nil {
			_ = st.Close()
		}
	}
	db.stmt = statements{}
	if db.write != nil {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		_, _ = db.write.ExecContext(ctx, "PRAGMA optimize")
		cancel()
		if err := db.write.Close(); err != nil {
			first = translate(context.Background(), "close", err)
		}
		db.write = nil
	}
	for _, r := range []**sql.DB{&db.read, &db.lookup} {
		if *r != nil {
			if err := (*r).Close(); err != nil && first == nil {
				first = translate(context.Background(), "close", err)
			}
			*r = nil
		}
	}
	return first
}

// Ping reports whether the database can be read. Returns EUNAVAILABLE when
// it cannot.
func (db *DB) Ping(ctx context.Context) error {
	if db.read == nil {
		return cairn.Unavailable("sqlite", fmt.Errorf("database is not open"))
	}
	var one int
	if err := db.read.QueryRowContext(ctx, "SELECT 1").Scan(&one); err != nil {
		err = translate(ctx, "ping", err)
		if cairn.ErrorCode(err) == cairn.EINTERNAL {
			return cairn.Unavailable("sqlite", err)
		}
		return err
	}
	return nil
}

// Judgments returns the judgment store of tenant. Its methods return
// EINVALID when tenant is not a valid tenant name. The store also
// implements judgment.BatchAdder.
func (db *DB) Judgments(tenant string) judgment.Store {
	return &JudgmentStore{db: db, tenant: tenant, err: cairn.ValidateTenant(tenant)}
}

// Corrections returns the correction store of tenant. Its methods return
// EINVALID when tenant is not a valid tenant name.
func (db *DB) Corrections(tenant string) correction.Store {
	return &CorrectionStore{db: db, tenant: tenant, err: cairn.ValidateTenant(tenant)}
}

// Keys returns the store of every tenant's API keys.
func (db *DB) Keys() cairn.KeyStore {
	return &KeyStore{db: db}
}

// now returns the current time in UTC.
func (db *DB) now() time.Time { return db.Now.NowUTC() }

// inTx runs fn in a write transaction (BEGIN IMMEDIATE), committing when it
// returns nil and rolling back otherwise. Errors come back untranslated.
func (db *DB) inTx(ctx context.Context, fn func(tx *sql.Tx) error) error {
	if db.write == nil {
		return errNotOpen
	}
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	if err := fn(tx); err != nil {
		_ = tx.Rollback()
		return err
	}
	return tx.Commit()
}

// reader returns the read pool, or errNotOpen.
func (db *DB) reader() (*sql.DB, error) {
	if db.read == nil {
		return nil, errNotOpen
	}
	return db.read, nil
}

// writer returns the write connection, or errNotOpen.
func (db *DB) writer() (*sql.DB, error) {
	if db.write == nil {
		return nil, errNotOpen
	}
	return db.write, nil
}

// migrateRetrying runs migrate, retrying for up to BusyTimeout while the
// file is busy: SQLite reports SQLITE_BUSY without waiting when several
// processes switch a new file to WAL at the same time.
func (db *DB) migrateRetrying(ctx context.Context) error {
	deadline := time.Now().Add(db.BusyTimeout)
	wait := 5 * time.Millisecond
	for {
		err := db.migrate(ctx)
		if err == nil || !isBusy(err) || time.Now().Add(wait).After(deadline) {
			return err
		}
		t := time.NewTimer(wait)
		select {
		case <-ctx.Done():
			t.Stop()
			return ctx.Err()
		case <-t.C:
		}
		wait = min(2*wait, 200*time.Millisecond)
	}
}

// migrate applies the migrations the file has not seen, all in one
// immediate transaction: a second process opening the file at the same time
// waits for the first and then finds nothing left to do.
func (db *DB) migrate(ctx context.Context) error {
	ms, err := migrate.Load(migrations, "migrations/*.sql")
	if err != nil {
		return cairn.Internal(fmt.Errorf("sqlite: %w", err))
	}
	err = db.inTx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
			version    INTEGER PRIMARY KEY,
			name       TEXT NOT NULL,
			applied_at INTEGER NOT NULL
		)`); err != nil {
			return err
		}
		applied := map[int]bool{}
		newest := 0
		rows, err := tx.QueryContext(ctx, "SELECT version FROM schema_migrations")
		if err != nil {
			return err
		}
		for rows.Next() {
			var v int
			if err := rows.Scan(&v); err != nil {
				rows.Close()
				return err
			}
			applied[v] = true
			newest = max(newest, v)
		}
		if err := rows.Close(); err != nil {
			return err
		}
		if known := ms[len(ms)-1].Version; newest > known {
			return cairn.Errorf(cairn.ECONFLICT, "sqlite: %s has schema version %d, newer than this cairn's %d: upgrade cairn", db.Path, newest, known)
		}
		for _, m := range ms {
			if applied[m.Version] {
				continue
			}
			if _, err := tx.ExecContext(ctx, m.SQL); err != nil {
				return fmt.Errorf("migration %s: %w", m.Name, err)
			}
			if _, err := tx.ExecContext(ctx, "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)",
				m.Version, m.Name, db.now().UnixNano()); err != nil {
				return err
			}
		}
		return nil
	})
	return translate(ctx, "migrate", err)
}
