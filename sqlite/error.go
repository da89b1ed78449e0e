package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"math"
	"time"

	"github.com/cairnhq/cairn"
	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

// errNotOpen is returned by the stores of a DB that is not open.
var errNotOpen = cairn.Unavailable("sqlite", errors.New("database is not open"))

// translate is the one place where driver errors become cairn errors, by
// type and result code. Errors that already are *cairn.Error pass through;
// so do context errors (also when the driver reports an interrupt caused by
// ctx). op names the operation for the log.
func translate(ctx context.Context, op string, err error) error {
	if err == nil {
		return nil
	}
	var ce *cairn.Error
	if errors.As(err, &ce) {
		return err
	}
	if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return err
	}
	if ctx.Err() != nil {
		return ctx.Err()
	}
	wrapped := fmt.Errorf("sqlite %s: %w", op, err)
	var se *sqlite.Error
	if errors.As(err, &se) {
		switch code := se.Code(); {
		case code == sqlite3.SQLITE_CONSTRAINT_UNIQUE, code == sqlite3.SQLITE_CONSTRAINT_PRIMARYKEY:
			return &cairn.Error{Code: cairn.ECONFLICT, Message: "record already exists", Err: wrapped}
		case code&0xff == sqlite3.SQLITE_BUSY, code&0xff == sqlite3.SQLITE_LOCKED,
			code&0xff == sqlite3.SQLITE_IOERR, code&0xff == sqlite3.SQLITE_CANTOPEN,
			code&0xff == sqlite3.SQLITE_FULL, code&0xff == sqlite3.SQLITE_READONLY,
			code&0xff == sqlite3.SQLITE_PERM, code&0xff == sqlite3.SQLITE_PROTOCOL,
			code&0xff == sqlite3.SQLITE_NOLFS, code&0xff == sqlite3.SQLITE_NOTADB,
			code&0xff == sqlite3.SQLITE_CORRUPT:
			// The file cannot be used as it is: an operator must act.
			return cairn.Unavailable("sqlite", wrapped)
		}
	}
	if errors.Is(err, sql.ErrConnDone) {
		return cairn.Unavailable("sqlite", wrapped)
	}
	return cairn.Internal(wrapped)
}

// isBusy reports whether err is SQLite's SQLITE_BUSY: another connection
// holds a lock.
func isBusy(err error) bool {
	var se *sqlite.Error
	return errors.As(err, &se) && se.Code()&0xff == sqlite3.SQLITE_BUSY
}

// Timestamps are stored as nanoseconds since the Unix epoch, which int64
// holds from 1677-09-21 to 2262-04-11.
var (
	minTime = time.Unix(0, math.MinInt64).UTC()
	maxTime = time.Unix(0, math.MaxInt64).UTC()
)

// nanos returns t as stored, or EINVALID naming field when t is out of range.
func nanos(field string, t time.Time) (int64, error) {
	if t.Before(minTime) || t.After(maxTime) {
		return 0, cairn.Invalid(field, "%s is out of the storable range (1678 to 2262)", t.Format(time.RFC3339))
	}
	return t.UnixNano(), nil
}

// micros splits t into microseconds since the Unix epoch and the
// nanoseconds beyond them (0..999): the judgments' timestamp columns.
func micros(t time.Time) (us, ns int64) {
	return t.UnixMicro(), int64(t.Nanosecond() % 1000)
}

// fromMicros reverses micros, in UTC.
func fromMicros(us, ns int64) time.Time { return time.UnixMicro(us).Add(time.Duration(ns)).UTC() }

// fromNanos reverses nanos, in UTC.
func fromNanos(n int64) time.Time { return time.Unix(0, n).UTC() }

// nullString stores "" as NULL.
func nullString(s string) any {
	if s == "" {
		return nil
	}
	return s
}
