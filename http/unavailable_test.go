package http_test

import (
	"net/http"
	"testing"
	"time"

	"github.com/cairnhq/cairn"
)

// With the records store gone, the routes that need it answer 503
// unavailable, as the document says (and the contract check validates).
func TestStoreDownIs503(t *testing.T) {
	s := mustOpenServer(t)
	s.db.Close()
	for _, r := range []struct {
		method, path string
		body         any
	}{
		{"GET", "/v1/judgments/stats", nil},
		{"POST", "/v1/judgments", judgmentBody("x#1", "P", "INCLUDE", time.Now())},
		{"GET", "/v1/corrections", nil},
	} {
		var e apiError
		if code := s.do(t, r.method, r.path, r.body, &e); code != http.StatusServiceUnavailable || e.Error.Code != cairn.EUNAVAILABLE {
			t.Errorf("%s %s with the store closed: %d %+v, want 503 unavailable", r.method, r.path, code, e)
		}
	}
}
