package http

import (
	"context"
	"log/slog"
	"net/http"
	"time"
)

// requestInfo collects what the access log reports about a request that
// only inner handlers learn (the tenant, once authenticated).
type requestInfo struct {
	tenant string
}

type requestInfoKey struct{}

// setTenantInfo records the authenticated tenant for the access log.
func setTenantInfo(ctx context.Context, tenant string) {
	if ri, ok := ctx.Value(requestInfoKey{}).(*requestInfo); ok {
		ri.tenant = tenant
	}
}

// accessLog writes one info line per request: method, path, status,
// duration, response bytes and the tenant when the request authenticated.
// It never logs headers or the query string, so no API key can leak.
func (s *Server) accessLog(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		ri := &requestInfo{}
		r = r.WithContext(context.WithValue(r.Context(), requestInfoKey{}, ri))
		cw := &countingWriter{ResponseWriter: w, status: http.StatusOK}
		defer func() {
			attrs := []slog.Attr{
				slog.String(logKeyMethod, r.Method),
				slog.String(logKeyPath, r.URL.Path),
				slog.Int(logKeyStatus, cw.status),
				slog.Duration(logKeyDuration, time.Since(start)),
				slog.Int64(logKeyBytes, cw.bytes),
			}
			if ri.tenant != "" {
				attrs = append(attrs, slog.String(logKeyTenant, ri.tenant))
			}
			s.Logger.LogAttrs(r.Context(), slog.LevelInfo, "request", attrs...)
		}()
		h.ServeHTTP(cw, r)
	})
}

// countingWriter records the status and counts the body bytes written.
type countingWriter struct {
	http.ResponseWriter
	status int
	wrote  bool
	bytes  int64
}

func (w *countingWriter) WriteHeader(code int) {
	if !w.wrote {
		w.status, w.wrote = code, true
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *countingWriter) Write(b []byte) (int, error) {
	w.wrote = true
	n, err := w.ResponseWriter.Write(b)
	w.bytes += int64(n)
	return n, err
}

// Unwrap lets http.ResponseController reach the underlying writer.
func (w *countingWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }
