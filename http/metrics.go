package http

// The collectors are defined in package metrics; this file wires them into
// the server's handlers. NewCorrectionMetrics and its kind stay for Go
// users who built observers from this package.

import (
	"net/http"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/metrics"
)

// CorrectionMetrics implements correction.Observer (see metrics.Correction).
type CorrectionMetrics = metrics.Correction

// BridgeMetrics implements bridge.Observer (see metrics.Bridge).
type BridgeMetrics = metrics.Bridge

// FollowupMetrics implements followup.Observer (see metrics.Followup).
type FollowupMetrics = metrics.Followup

// NewCorrectionMetrics registers the correction metrics with reg.
//
// Deprecated: use metrics.NewCorrection.
func NewCorrectionMetrics(reg prometheus.Registerer) (*CorrectionMetrics, error) {
	return metrics.NewCorrection(reg)
}

// NewBridgeMetrics registers the context bridge metrics with reg.
//
// Deprecated: use metrics.NewBridge.
func NewBridgeMetrics(reg prometheus.Registerer) (*BridgeMetrics, error) {
	return metrics.NewBridge(reg)
}

// NewFollowupMetrics registers the follow-up cache metrics with reg.
//
// Deprecated: use metrics.NewFollowup.
func NewFollowupMetrics(reg prometheus.Registerer) (*FollowupMetrics, error) {
	return metrics.NewFollowup(reg)
}

// instrument counts and times requests to route, registered for method
// (metrics.Server.Route).
func instrument(m *metrics.Server, route, method string, h http.Handler) http.Handler {
	observe := m.Route(route, method)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		sw := &statusWriter{ResponseWriter: w, status: http.StatusOK}
		h.ServeHTTP(sw, r)
		observe(r.Method, sw.status, time.Since(start).Seconds())
	})
}

type statusWriter struct {
	http.ResponseWriter
	status int
	wrote  bool
}

func (w *statusWriter) WriteHeader(code int) {
	if !w.wrote {
		w.status, w.wrote = code, true
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *statusWriter) Write(b []byte) (int, error) {
	w.wrote = true
	return w.ResponseWriter.Write(b)
}

// Unwrap lets http.ResponseController reach the underlying writer.
func (w *statusWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// indexCounts counts the tenants of svc by index state, for /readyz.
func indexCounts(svc *correction.Service) map[string]int {
	counts := make(map[string]int, len(metrics.IndexStates))
	for _, state := range metrics.IndexStates {
		counts[state] = 0
	}
	for _, ti := range svc.Indexes() {
		counts[ti.State()]++
	}
	return counts
}
