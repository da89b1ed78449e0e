package http

import (
	"net/http"
	"strings"

	"github.com/cairnhq/cairn"
)

// probeMethods are the methods tried when finding which ones a path allows.
var probeMethods = []string{http.MethodGet, http.MethodPost, http.MethodPut, http.MethodPatch, http.MethodDelete}

// allowedMethods returns the methods registered for r's path, in
// probeMethods order with HEAD after GET (the mux serves HEAD with a GET
// route), or nil when no route has this path.
func (s *Server) allowedMethods(r *http.Request) []string {
	var allow []string
	for _, m := range probeMethods {
		probe := r.Clone(r.Context())
		probe.Method = m
		if _, pattern := s.mux.Handler(probe); pattern != "" && pattern != "/" {
			allow = append(allow, m)
			if m == http.MethodGet {
				allow = append(allow, http.MethodHead)
			}
		}
	}
	return allow
}

// handleNoRoute answers requests no route took: 405 with Allow when the
// path exists under other methods, else 404; both with the JSON error body.
// A 405 is the error shape of bad input (code invalid) naming the field
// "method": its status is the only one not from errorStatus.
func (s *Server) handleNoRoute(w http.ResponseWriter, r *http.Request) {
	allow := s.allowedMethods(r)
	if len(allow) == 0 {
		s.writeError(w, r, cairn.Errorf(cairn.ENOTFOUND, "no route for %s %s", r.Method, r.URL.Path))
		return
	}
	w.Header().Set("Allow", strings.Join(allow, ", "))
	writeJSON(w, http.StatusMethodNotAllowed, ErrorResponse{Error: ErrorBody{
		Code:    cairn.EINVALID,
		Message: "method: " + r.Method + " is not allowed on " + r.URL.Path + "; allowed: " + strings.Join(allow, ", "),
		Field:   "method",
	}})
}
