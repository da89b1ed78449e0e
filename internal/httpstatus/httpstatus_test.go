package httpstatus_test

import (
	"errors"
	"fmt"
	"net/http"
	"testing"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/internal/httpstatus"
)

func TestStatusAndCode(t *testing.T) {
	for _, tt := range []struct {
		code   string
		status int
	}{
		{cairn.EINVALID, http.StatusBadRequest},
		{cairn.EUNAUTHORIZED, http.StatusUnauthorized},
		{cairn.EFORBIDDEN, http.StatusForbidden},
		{cairn.ENOTFOUND, http.StatusNotFound},
		{cairn.ECONFLICT, http.StatusConflict},
		{cairn.ETOOLARGE, http.StatusRequestEntityTooLarge},
		{cairn.EUNAVAILABLE, http.StatusServiceUnavailable},
		{cairn.EINTERNAL, http.StatusInternalServerError},
	} {
		t.Run(tt.code, func(t *testing.T) {
			if got := httpstatus.Status(tt.code); got != tt.status {
				t.Errorf("Status(%q)=%d, want %d", tt.code, got, tt.status)
			}
			if got := httpstatus.Code(tt.status); got != tt.code {
				t.Errorf("Code(%d)=%q, want %q", tt.status, got, tt.code)
			}
			if got := httpstatus.Of(fmt.Errorf("wrapped: %w", cairn.Errorf(tt.code, "x"))); got != tt.status {
				t.Errorf("Of(wrapped %q)=%d, want %d", tt.code, got, tt.status)
			}
		})
	}
}

func TestStatusUnknownCode(t *testing.T) {
	if got, want := httpstatus.Status("no_such_code"), http.StatusInternalServerError; got != want {
		t.Errorf("Status(unknown)=%d, want %d", got, want)
	}
	if got, want := httpstatus.Of(errors.New("plain")), http.StatusInternalServerError; got != want {
		t.Errorf("Of(plain error)=%d, want %d", got, want)
	}
}

func TestOfMaxBytes(t *testing.T) {
	err := fmt.Errorf("read body: %w", &http.MaxBytesError{Limit: 10})
	if got, want := httpstatus.Of(err), http.StatusRequestEntityTooLarge; got != want {
		t.Errorf("Of(MaxBytesError)=%d, want %d", got, want)
	}
}

func TestCodeOtherStatuses(t *testing.T) {
	for _, tt := range []struct {
		status int
		code   string
	}{
		{http.StatusMethodNotAllowed, cairn.EINVALID},
		{http.StatusTooManyRequests, cairn.EUNAVAILABLE},
		{http.StatusBadGateway, cairn.EUNAVAILABLE},
		{http.StatusGatewayTimeout, cairn.EUNAVAILABLE},
		{http.StatusTeapot, cairn.EINVALID},
		{http.StatusNotImplemented, cairn.EINTERNAL},
		{http.StatusOK, cairn.EINTERNAL},
	} {
		if got := httpstatus.Code(tt.status); got != tt.code {
			t.Errorf("Code(%d)=%q, want %q", tt.status, got, tt.code)
		}
	}
}
