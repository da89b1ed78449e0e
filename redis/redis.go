package redis

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	goredis "github.com/redis/go-redis/v9"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/correction"
)

// DefaultPrefix starts every key cairn writes.
const DefaultPrefix = "cairn:"

// DefaultTimeout bounds connecting to Redis and each read and write on a
// connection, unless the URL sets dial_timeout, read_timeout or
// write_timeout: a Redis that hangs costs a call at most this much.
const DefaultTimeout = 500 * time.Millisecond

// DB is a connection to one Redis database. Create it with NewDB, adjust
// the fields, Open it, and Close it when done.
type DB struct {
	// URL is a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379/0.
	URL string
	// Prefix starts every key (DefaultPrefix), so that several
	// deployments can share one Redis.
	Prefix string
	// SessionTTL is how long a session's last turn is kept after it was
	// written (correction.DefaultSessionTTL).
	SessionTTL time.Duration
	// Timeout bounds connecting and each read and write (DefaultTimeout);
	// the URL's dial_timeout, read_timeout and write_timeout win.
	Timeout time.Duration

	client *goredis.Client
}

// NewDB returns a DB for url with default settings.
func NewDB(url string) *DB {
	return &DB{URL: url, Prefix: DefaultPrefix, SessionTTL: correction.DefaultSessionTTL, Timeout: DefaultTimeout}
}

// Open parses the URL and checks that the server answers.
func (db *DB) Open(ctx context.Context) error {
	if err := db.Prepare(); err != nil {
		return err
	}
	if err := db.Ping(ctx); err != nil {
		_ = db.client.Close()
		db.client = nil
		return err
	}
	return nil
}

// Prepare is Open without contacting the server: it validates the
// settings and creates the client, which connects when first used. A
// server started while Redis is down uses it, with a Failover.
func (db *DB) Prepare() error {
	opts, err := goredis.ParseURL(db.URL)
	if err != nil {
		return cairn.Invalid("sessions", "not a redis:// URL: %v", err)
	}
	if db.SessionTTL <= 0 {
		return cairn.Invalid("session_ttl", "must be positive, got %v", db.SessionTTL)
	}
	if db.Timeout < 0 {
		return cairn.Invalid("timeout", "must not be negative, got %v", db.Timeout)
	}
	if db.Timeout == 0 {
		db.Timeout = DefaultTimeout
	}
	// Zero means the URL did not set it (go-redis then takes 5 s to dial
	// and 3 s to read).
	if opts.DialTimeout == 0 {
		opts.DialTimeout = db.Timeout
	}
	if opts.ReadTimeout == 0 {
		opts.ReadTimeout = db.Timeout
	}
	if opts.WriteTimeout == 0 {
		opts.WriteTimeout = db.Timeout
	}
	if opts.DialerRetries == 0 {
		// go-redis dials 5 times, 100 ms apart, before it gives up: 0.4 s
		// more for every call while Redis is down.
		opts.DialerRetries = 1
	}
	if opts.MaxRetries == 0 {
		// One retry for a connection the server closed while idle; a
		// Redis that is down is the Failover's business, not each call's.
		opts.MaxRetries = 1
	}
	db.client = goredis.NewClient(opts)
	return nil
}

// Ping checks that the server answers.
func (db *DB) Ping(ctx context.Context) error {
	return translate("ping", db.client.Ping(ctx).Err())
}

// Close releases the connections.
func (db *DB) Close() error {
	if db.client == nil {
		return nil
	}
	return db.client.Close()
}

// Sessions returns the session store of tenant.
func (db *DB) Sessions(tenant string) *SessionStore {
	return &SessionStore{db: db, prefix: db.Prefix + tenant + ":session:"}
}

// SessionStore is a correction.SessionStore for one tenant.
type SessionStore struct {
	db     *DB
	prefix string
}

var _ correction.SessionStore = (*SessionStore)(nil)

// LastTurn implements correction.SessionStore.
func (s *SessionStore) LastTurn(ctx context.Context, session string) (correction.Turn, bool, error) {
	b, err := s.db.client.Get(ctx, s.prefix+session).Bytes()
	if errors.Is(err, goredis.Nil) {
		return correction.Turn{}, false, nil
	} else if err != nil {
		return correction.Turn{}, false, translate("get session", err)
	}
	var t correction.Turn
	if err := json.Unmarshal(b, &t); err != nil {
		// A value cairn did not write: treat the session as new.
		return correction.Turn{}, false, nil
	}
	return t, true, nil
}

// SetLastTurn implements correction.SessionStore. The session expires
// SessionTTL after its last turn.
func (s *SessionStore) SetLastTurn(ctx context.Context, session string, t correction.Turn) error {
	if session == "" {
		return cairn.Invalid("session_id", "must not be empty")
	}
	b, err := json.Marshal(t)
	if err != nil {
		return cairn.Internal(err)
	}
	return translate("set session", s.db.client.Set(ctx, s.prefix+session, b, s.db.SessionTTL).Err())
}

// translate is the one place Redis errors become cairn errors: context
// errors pass through, everything else means Redis is unavailable.
func translate(op string, err error) error {
	if err == nil {
		return nil
	}
	if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return err
	}
	return cairn.Unavailable("redis", fmt.Errorf("%s: %w", op, err))
}
