package postgres

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"net"
	"strings"
	"time"

	"github.com/cairnhq/cairn"
	"github.com/jackc/pgx/v5/pgconn"
)

// errNotOpen is returned by the stores of a DB that is not open.
var errNotOpen = cairn.Unavailable("postgres", errors.New("database is not open"))

// translate is the one place where driver errors become cairn errors, by
// type and SQLSTATE code. Errors that already are *cairn.Error pass through;
// so do context errors. op names the operation for the log.
func translate(ctx context.Context, op string, err error) error {
	if err == nil {
		return nil
	}
	var ce *cairn.Error
	if errors.As(err, &ce) {
		return err
	}
	if ctx.Err() != nil && errors.Is(context.Cause(ctx), errTimeout) {
		return &cairn.Error{Code: cairn.EUNAVAILABLE, Message: "postgres unavailable: no answer within the store timeout",
			Err: fmt.Errorf("postgres %s: %w", op, err)}
	}
	if ctx.Err() != nil {
		return ctx.Err()
	}
	if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		// Not the caller's context: the driver's own (connect_timeout),
		// or one a pooled connection being made for another call ran
		// out of.
		return cairn.Unavailable("postgres", fmt.Errorf("postgres %s: %w", op, err))
	}
	wrapped := fmt.Errorf("postgres %s: %w", op, err)
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) {
		code := pgErr.Code
		switch {
		case code == "23505": // unique_violation
			return &cairn.Error{Code: cairn.ECONFLICT, Message: "record already exists", Err: wrapped}
		case strings.HasPrefix(code, "22"): // data exception
			return &cairn.Error{Code: cairn.EINVALID, Message: "a value cannot be stored", Err: wrapped}
		case strings.HasPrefix(code, "08"), // connection exception
			strings.HasPrefix(code, "28"), // invalid authorization
			strings.HasPrefix(code, "3D"), // invalid catalog (no such database)
			strings.HasPrefix(code, "40"), // serialization failure, deadlock: retry
			strings.HasPrefix(code, "53"), // insufficient resources
			strings.HasPrefix(code, "57"), // operator intervention (shutdown, timeout)
			strings.HasPrefix(code, "58"): // system error
			return cairn.Unavailable("postgres", wrapped)
		}
		return cairn.Internal(wrapped)
	}
	var connectErr *pgconn.ConnectError
	var netErr net.Error
	if errors.As(err, &connectErr) || errors.As(err, &netErr) || pgconn.Timeout(err) ||
		errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) || pgconn.SafeToRetry(err) {
		return cairn.Unavailable("postgres", wrapped)
	}
	return cairn.Internal(wrapped)
}

// Timestamps other than judgments' are stored as nanoseconds since the Unix
// epoch, which int64 holds from 1677-09-21 to 2262-04-11.
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

// fromNanos reverses nanos, in UTC.
func fromNanos(n int64) time.Time { return time.Unix(0, n).UTC() }

// splitMicro returns t truncated to the microsecond (what timestamptz keeps)
// and the nanoseconds beyond it (0..999): the judgments' timestamp columns.
func splitMicro(t time.Time) (time.Time, int16) {
	us := t.Truncate(time.Microsecond)
	return us, int16(t.Sub(us))
}

// joinMicro reverses splitMicro, in UTC.
func joinMicro(us time.Time, ns int16) time.Time { return us.Add(time.Duration(ns)).UTC() }

// nullString stores "" as NULL.
func nullString(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}
