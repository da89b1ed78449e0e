package cairn

import (
	"errors"
	"fmt"
)

// Application error codes. Only the http package maps them to statuses and
// only cmd/cairn maps them to exit codes.
const (
	EINVALID      = "invalid"      // bad input; the message names the field
	ENOTFOUND     = "not_found"    // the record does not exist (in this tenant)
	ECONFLICT     = "conflict"     // the write conflicts with existing state
	EUNAUTHORIZED = "unauthorized" // missing or unknown credentials
	EFORBIDDEN    = "forbidden"    // credentials valid, action not allowed
	ETOOLARGE     = "too_large"    // request or input exceeds a size limit
	EUNAVAILABLE  = "unavailable"  // a dependency (database, model server) is down
	EINTERNAL     = "internal"     // a bug or an unexpected failure
)

// Error is an application error: a code, a message that is safe to show to
// users, and optionally the field it is about and the underlying cause.
type Error struct {
	Code    string // one of the E* constants
	Field   string // the input field at fault, if any
	Message string // user-safe explanation
	Err     error  // underlying cause, never shown to API users
}

// Error implements the error interface.
func (e *Error) Error() string {
	switch {
	case e.Message != "" && e.Err != nil:
		return e.Message + ": " + e.Err.Error()
	case e.Message != "":
		return e.Message
	case e.Err != nil:
		return e.Err.Error()
	}
	return e.Code
}

// Unwrap returns the underlying cause.
func (e *Error) Unwrap() error { return e.Err }

// Errorf returns an *Error with the given code and a formatted message.
func Errorf(code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// Invalid returns an EINVALID error about field. The message is prefixed with
// the field name so that users see which input is wrong.
func Invalid(field, format string, args ...any) *Error {
	return &Error{Code: EINVALID, Field: field, Message: field + ": " + fmt.Sprintf(format, args...)}
}

// TooLarge returns an ETOOLARGE error about field: an input longer than a
// documented limit, refused rather than read in part. The message is
// prefixed with the field name.
func TooLarge(field, format string, args ...any) *Error {
	return &Error{Code: ETOOLARGE, Field: field, Message: field + ": " + fmt.Sprintf(format, args...)}
}

// NotFound returns an ENOTFOUND error for a record of the given kind.
func NotFound(kind, id string) *Error {
	return &Error{Code: ENOTFOUND, Message: fmt.Sprintf("%s %q not found", kind, id)}
}

// Unavailable wraps err, a failure of an external dependency, as EUNAVAILABLE.
func Unavailable(what string, err error) *Error {
	return &Error{Code: EUNAVAILABLE, Message: what + " unavailable", Err: err}
}

// Internal wraps err as EINTERNAL with a generic user-safe message.
func Internal(err error) *Error {
	return &Error{Code: EINTERNAL, Message: "internal error", Err: err}
}

// ErrorCode returns the code of the first *Error in err's chain, EINTERNAL
// for any other non-nil error, and "" for nil.
func ErrorCode(err error) string {
	if err == nil {
		return ""
	}
	var e *Error
	if errors.As(err, &e) {
		return e.Code
	}
	return EINTERNAL
}

// ErrorMessage returns the user-safe message of the first *Error in err's
// chain, or "internal error" for any other error.
func ErrorMessage(err error) string {
	if err == nil {
		return ""
	}
	var e *Error
	if errors.As(err, &e) && e.Message != "" {
		return e.Message
	}
	return "internal error"
}

// ErrorField returns the field named by the first *Error in err's chain.
func ErrorField(err error) string {
	var e *Error
	if errors.As(err, &e) {
		return e.Field
	}
	return ""
}
