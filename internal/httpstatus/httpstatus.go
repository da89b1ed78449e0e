// Package httpstatus holds the one table between cairn's error codes and
// HTTP statuses. The API server (package http) and the web console answer
// errors with Of; the Go client reads a status back to a code with Code.
package httpstatus

import (
	"errors"
	"net/http"

	"github.com/cairnhq/cairn"
)

// status maps each application error code to its HTTP status.
var status = map[string]int{
	cairn.EINVALID:      http.StatusBadRequest,
	cairn.EUNAUTHORIZED: http.StatusUnauthorized,
	cairn.EFORBIDDEN:    http.StatusForbidden,
	cairn.ENOTFOUND:     http.StatusNotFound,
	cairn.ECONFLICT:     http.StatusConflict,
	cairn.ETOOLARGE:     http.StatusRequestEntityTooLarge,
	cairn.EUNAVAILABLE:  http.StatusServiceUnavailable,
	cairn.EINTERNAL:     http.StatusInternalServerError,
}

// code is status reversed, plus the statuses that a server or a proxy in
// front of it answers with although no code maps to them.
var code = map[int]string{
	http.StatusMethodNotAllowed: cairn.EINVALID,
	http.StatusTooManyRequests:  cairn.EUNAVAILABLE,
	http.StatusBadGateway:       cairn.EUNAVAILABLE,
	http.StatusGatewayTimeout:   cairn.EUNAVAILABLE,
}

func init() {
	for c, s := range status {
		code[s] = c
	}
}

// Status returns the HTTP status of an application error code: 500 for
// EINTERNAL and for any code it does not know.
func Status(errorCode string) int {
	if s, ok := status[errorCode]; ok {
		return s
	}
	return http.StatusInternalServerError
}

// Of returns the HTTP status of err: 413 when a request body exceeded its
// limit (*http.MaxBytesError anywhere in the chain), otherwise the status
// of cairn.ErrorCode(err).
func Of(err error) int {
	var mbe *http.MaxBytesError
	if errors.As(err, &mbe) {
		return http.StatusRequestEntityTooLarge
	}
	return Status(cairn.ErrorCode(err))
}

// Code returns the application error code for an error status whose body
// named none (a proxy's page, say): the reverse of Status, with 405 as
// EINVALID and 429, 502 and 504 as EUNAVAILABLE. Other statuses from 400
// to 499 are EINVALID, and anything else EINTERNAL.
func Code(httpStatus int) string {
	if c, ok := code[httpStatus]; ok {
		return c
	}
	if httpStatus >= 400 && httpStatus < 500 {
		return cairn.EINVALID
	}
	return cairn.EINTERNAL
}
