package postgres

import (
	"context"
	"embed"
	"errors"
	"fmt"
	"hash/fnv"
	"regexp"
	"strconv"
	"time"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/internal/migrate"
	"github.com/cairnhq/cairn/judgment"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

//go:embed migrations/*.sql
var migrations embed.FS

// schemaName is what DB.Schema accepts: a plain lower-case identifier.
var schemaName = regexp.MustCompile(`^[a-z_][a-z0-9_]{0,62}$`)

// DB is a PostgreSQL database holding every tenant's records, shared by any
// number of cairn replicas. Create it with NewDB, adjust the fields, then
// call Open; Close releases it.
type DB struct {
	// URL is the connection string, for example
	// postgres://cairn@db.internal:5432/cairn?sslmode=verify-full.
	URL string
	// Schema holds cairn's tables; it is created if missing and set as the
	// search_path of every connection. Empty means the connection's default
	// search_path (usually public). Give each test or deployment its own to
	// isolate them on a shared server.
	Schema string
	// Now stamps records stored without a time. Nil means time.Now.
	Now cairn.Clock
	// MaxConns bounds the connection pool; 0 keeps pgxpool's default
	// (the larger of 4 and the number of CPUs).
	MaxConns int32
	// StatementTimeout is the server-side statement_timeout of every
	// connection (DefaultStatementTimeout): a statement that runs or waits
	// on a lock longer is cancelled by the server, and the call fails with
	// EUNAVAILABLE. Migrations run without it. 0 leaves the server's.
	StatementTimeout time.Duration
	// Timeout bounds each store call on the client side (DefaultTimeout),
	// connecting and waiting for a pooled connection included, so that a
	// server that stops answering (frozen, or a network that drops
	// packets) fails the call with EUNAVAILABLE instead of hanging it.
	// Each is bounded per page; EachIndexRecord, paced by the index it
	// fills, by neither timeout. 0 means no bound but the caller's
	// context.
	Timeout time.Duration

	pool *pgxpool.Pool
	// fold formats the SQL that lower-cases a column for case-insensitive
	// search, with Unicode rules even when the database's ctype is C.
	fold string
}

// Defaults of a DB.
const (
	DefaultStatementTimeout = 10 * time.Second
	DefaultTimeout          = 15 * time.Second
)

// NewDB returns a DB for the connection string url with default settings.
func NewDB(url string) *DB {
	return &DB{URL: url, StatementTimeout: DefaultStatementTimeout, Timeout: DefaultTimeout}
}

// errTimeout is the cause of the deadline of a store call: translate turns
// a call cut by it into EUNAVAILABLE.
var errTimeout = errors.New("no answer within the store timeout")

// withTimeout returns ctx bounded by Timeout, for one store call.
func (db *DB) withTimeout(ctx context.Context) (context.Context, context.CancelFunc) {
	if db.Timeout <= 0 {
		return ctx, func() {}
	}
	return context.WithTimeoutCause(ctx, db.Timeout, errTimeout)
}

// Open validates the settings, connects, creates the schema if needed and
// brings it up to date. Several replicas may open the same database at
// once: the migrations run in one transaction under an advisory lock, so
// exactly one applies them. Returns EINVALID for bad settings, EUNAVAILABLE
// when the server cannot be reached, ECONFLICT when the database's schema
// is newer than this version of cairn.
func (db *DB) Open(ctx context.Context) error {
	if db.pool != nil {
		return cairn.Errorf(cairn.EINVALID, "postgres: the database is already open")
	}
	if db.URL == "" {
		return cairn.Invalid("url", "must not be empty")
	}
	if db.Schema != "" && !schemaName.MatchString(db.Schema) {
		return cairn.Invalid("schema", "%q must be a lower-case identifier of letters, digits and '_'", db.Schema)
	}
	if db.MaxConns < 0 {
		return cairn.Invalid("max_conns", "must not be negative, got %d", db.MaxConns)
	}
	if db.StatementTimeout < 0 {
		return cairn.Invalid("statement_timeout", "must not be negative, got %v", db.StatementTimeout)
	}
	if db.Timeout < 0 {
		return cairn.Invalid("timeout", "must not be negative, got %v", db.Timeout)
	}
	cfg, err := pgxpool.ParseConfig(db.URL)
	if err != nil {
		// The parser's message may quote the connection string.
		return &cairn.Error{Code: cairn.EINVALID, Field: "url", Message: "url: not a valid PostgreSQL connection string", Err: err}
	}
	if db.Schema != "" {
		cfg.ConnConfig.RuntimeParams["search_path"] = pgx.Identifier{db.Schema}.Sanitize()
	}
	if db.MaxConns > 0 {
		cfg.MaxConns = db.MaxConns
	}
	if db.StatementTimeout > 0 {
		cfg.ConnConfig.RuntimeParams["statement_timeout"] = strconv.FormatInt(max(db.StatementTimeout.Milliseconds(), 1), 10)
	}
	if db.Timeout > 0 && cfg.ConnConfig.ConnectTimeout == 0 {
		cfg.ConnConfig.ConnectTimeout = db.Timeout
	}
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return translate(ctx, "connect", err)
	}
	db.pool = pool
	if err := db.migrate(ctx); err != nil {
		db.Close()
		return err
	}
	pctx, cancel := db.withTimeout(ctx)
	defer cancel()
	if err := db.probeFold(pctx); err != nil {
		db.Close()
		return err
	}
	return nil
}

// Close closes every connection.
func (db *DB) Close() error {
	if db.pool != nil {
		db.pool.Close()
		db.pool = nil
	}
	return nil
}

// Ping reports whether the server answers. Returns EUNAVAILABLE when it
// does not.
func (db *DB) Ping(ctx context.Context) error {
	ctx, cancel := db.withTimeout(ctx)
	defer cancel()
	p, err := db.conn()
	if err != nil {
		return err
	}
	if err := p.Ping(ctx); err != nil {
		err = translate(ctx, "ping", err)
		if cairn.ErrorCode(err) == cairn.EINTERNAL {
			return cairn.Unavailable("postgres", err)
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

// conn returns the pool, or errNotOpen.
func (db *DB) conn() (*pgxpool.Pool, error) {
	if db.pool == nil {
		return nil, errNotOpen
	}
	return db.pool, nil
}

// inTx runs fn in a transaction, committing when it returns nil and rolling
// back otherwise. Errors come back untranslated.
func (db *DB) inTx(ctx context.Context, fn func(tx pgx.Tx) error) error {
	p, err := db.conn()
	if err != nil {
		return err
	}
	return pgx.BeginFunc(ctx, p, fn)
}

// probeFold chooses how List folds case: lower() when the database's ctype
// folds non-ASCII letters, else lower() under the ICU root collation when
// the server has it. Without either, only ASCII letters fold.
func (db *DB) probeFold(ctx context.Context) error {
	var native bool
	var icu bool
	err := db.pool.QueryRow(ctx, `SELECT lower('ÀÉÎ') = 'àéî',
		EXISTS (SELECT 1 FROM pg_collation WHERE collname = 'und-x-icu')`).Scan(&native, &icu)
	if err != nil {
		return translate(ctx, "probe collation", err)
	}
	switch {
	case native || !icu:
		db.fold = "lower(%s)"
	default:
		db.fold = `lower(%s COLLATE "und-x-icu")`
	}
	return nil
}

// lockKey is the advisory lock that serialises the migrations of one
// schema across replicas.
func (db *DB) lockKey() int64 {
	h := fnv.New64a()
	h.Write([]byte("cairn migrate " + db.Schema))
	return int64(h.Sum64())
}

// migrate creates the schema and applies the migrations the database has
// not seen, in one transaction holding an advisory lock: a replica starting
// at the same time waits, then finds nothing left to do.
func (db *DB) migrate(ctx context.Context) error {
	ms, err := migrate.Load(migrations, "migrations/*.sql")
	if err != nil {
		return cairn.Internal(fmt.Errorf("postgres: %w", err))
	}
	err = db.inTx(ctx, func(tx pgx.Tx) error {
		// Migrations may run long (an index on a big table): not bounded
		// by StatementTimeout.
		if _, err := tx.Exec(ctx, "SET LOCAL statement_timeout = 0"); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, "SELECT pg_advisory_xact_lock($1)", db.lockKey()); err != nil {
			return err
		}
		if db.Schema != "" {
			if _, err := tx.Exec(ctx, "CREATE SCHEMA IF NOT EXISTS "+pgx.Identifier{db.Schema}.Sanitize()); err != nil {
				return err
			}
		}
		if _, err := tx.Exec(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
			version    integer PRIMARY KEY,
			name       text NOT NULL,
			applied_at timestamptz NOT NULL
		)`); err != nil {
			return err
		}
		rows, err := tx.Query(ctx, "SELECT version FROM schema_migrations")
		if err != nil {
			return err
		}
		versions, err := pgx.CollectRows(rows, pgx.RowTo[int32])
		if err != nil {
			return err
		}
		applied := map[int]bool{}
		newest := 0
		for _, v := range versions {
			applied[int(v)] = true
			newest = max(newest, int(v))
		}
		if known := ms[len(ms)-1].Version; newest > known {
			return cairn.Errorf(cairn.ECONFLICT, "postgres: the database has schema version %d, newer than this cairn's %d: upgrade cairn", newest, known)
		}
		for _, m := range ms {
			if applied[m.Version] {
				continue
			}
			if _, err := tx.Exec(ctx, m.SQL); err != nil {
				return fmt.Errorf("migration %s: %w", m.Name, err)
			}
			if _, err := tx.Exec(ctx, "INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)",
				m.Version, m.Name, db.now()); err != nil {
				return err
			}
		}
		return nil
	})
	return translate(ctx, "migrate", err)
}
