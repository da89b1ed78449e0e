package http

import (
	"net/http"
	"strconv"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"

	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/judgment"
)

// metrics are the server's own Prometheus collectors.
type metrics struct {
	requests *prometheus.CounterVec
	duration *prometheus.HistogramVec

	judgmentsAdded    *prometheus.CounterVec
	judgmentOverrides *prometheus.CounterVec
	historyServed     prometheus.Histogram
}

func newMetrics(reg prometheus.Registerer) (*metrics, error) {
	m := &metrics{
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "cairn_http_requests_total",
			Help: "HTTP requests by route, method and status code.",
		}, []string{"route", "method", "code"}),
		duration: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "cairn_http_request_duration_seconds",
			Help:    "HTTP request latency by route and method.",
			Buckets: []float64{.0005, .001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10},
		}, []string{"route", "method"}),
		judgmentsAdded: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "cairn_judgments_added_total",
			Help: "Judgments submitted, by whether they were stored or an existing corrected entry was kept.",
		}, []string{"result"}),
		judgmentOverrides: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "cairn_judgment_overrides_total",
			Help: "Human decisions recorded, by whether they corrected the AI.",
		}, []string{"corrected"}),
		historyServed: prometheus.NewHistogram(prometheus.HistogramOpts{
			Name:    "cairn_judgment_history_entries",
			Help:    "Entries in each few-shot history served.",
			Buckets: []float64{0, 1, 2, 5, 10, 20, 50, 100},
		}),
	}
	for _, c := range []prometheus.Collector{
		m.requests, m.duration, m.judgmentsAdded, m.judgmentOverrides, m.historyServed,
		collectors.NewGoCollector(),
		collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}),
	} {
		if err := reg.Register(c); err != nil {
			if _, ok := err.(prometheus.AlreadyRegisteredError); ok {
				continue
			}
			return nil, err
		}
	}
	return m, nil
}

var _ judgment.Observer = (*metrics)(nil)

// JudgmentAdded counts cairn_judgments_added_total.
func (m *metrics) JudgmentAdded(stored bool) {
	if stored {
		m.judgmentsAdded.WithLabelValues("stored").Inc()
	} else {
		m.judgmentsAdded.WithLabelValues("kept_existing").Inc()
	}
}

// JudgmentOverridden counts cairn_judgment_overrides_total.
func (m *metrics) JudgmentOverridden(corrected bool) {
	m.judgmentOverrides.WithLabelValues(strconv.FormatBool(corrected)).Inc()
}

// HistoryServed observes cairn_judgment_history_entries.
func (m *metrics) HistoryServed(entries int) {
	m.historyServed.Observe(float64(entries))
}

// instrument counts and times requests to route, registered for method.
// The series of that method are looked up once, not per request (label
// hashing showed in profiles); other methods (HEAD on a GET route) are
// looked up as they come.
func (m *metrics) instrument(route, method string, h http.Handler) http.Handler {
	// Created on the first request, so /metrics lists only routes used.
	duration := sync.OnceValue(func() prometheus.Observer { return m.duration.WithLabelValues(route, method) })
	var counters sync.Map // status code → prometheus.Counter, for method
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		sw := &statusWriter{ResponseWriter: w, status: http.StatusOK}
		h.ServeHTTP(sw, r)
		elapsed := time.Since(start).Seconds()
		if r.Method != method {
			m.requests.WithLabelValues(route, r.Method, strconv.Itoa(sw.status)).Inc()
			m.duration.WithLabelValues(route, r.Method).Observe(elapsed)
			return
		}
		c, ok := counters.Load(sw.status)
		if !ok {
			c, _ = counters.LoadOrStore(sw.status, m.requests.WithLabelValues(route, method, strconv.Itoa(sw.status)))
		}
		c.(prometheus.Counter).Inc()
		duration().Observe(elapsed)
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

// relevanceBuckets are 0, 0.1 … 1 written as decimal literals:
// prometheus.LinearBuckets(0, 0.1, 11) adds 0.1 repeatedly and labels a
// bucket le="0.30000000000000004".
var relevanceBuckets = []float64{0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1}

// CorrectionMetrics implements correction.Observer with the seed's metrics,
// prefixed cairn_.
type CorrectionMetrics struct {
	detected  *prometheus.CounterVec
	applied   prometheus.Counter
	relevance prometheus.Histogram
}

// NewCorrectionMetrics registers the correction metrics with reg.
func NewCorrectionMetrics(reg prometheus.Registerer) (*CorrectionMetrics, error) {
	m := &CorrectionMetrics{
		detected: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "cairn_corrections_detected_total",
			Help: "Corrections detected by category",
		}, []string{"category"}),
		applied: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "cairn_corrections_applied_total",
			Help: "Corrections successfully applied",
		}),
		relevance: prometheus.NewHistogram(prometheus.HistogramOpts{
			Name:    "cairn_correction_relevance",
			Help:    "Relevance scores of matched corrections",
			Buckets: relevanceBuckets,
		}),
	}
	for _, c := range []prometheus.Collector{m.detected, m.applied, m.relevance} {
		if err := reg.Register(c); err != nil {
			return nil, err
		}
	}
	for _, c := range correction.Categories() {
		m.detected.WithLabelValues(c.String())
	}
	return m, nil
}

var _ correction.Observer = (*CorrectionMetrics)(nil)

// CorrectionDetected implements correction.Observer.
func (m *CorrectionMetrics) CorrectionDetected(c correction.Category) {
	m.detected.WithLabelValues(c.String()).Inc()
}

// CorrectionsApplied implements correction.Observer.
func (m *CorrectionMetrics) CorrectionsApplied(n int) { m.applied.Add(float64(n)) }

// CorrectionMatched implements correction.Observer.
func (m *CorrectionMetrics) CorrectionMatched(relevance float64) { m.relevance.Observe(relevance) }

// indexStates are the states of TenantIndex.State, the label values of
// cairn_correction_indexes.
var indexStates = []string{"loading", "building", "warm"}

// registerIndexMetrics registers cairn_correction_indexes: the number of
// open tenants whose correction index is in each state. Counts, not one
// series per tenant, since /metrics is public.
func registerIndexMetrics(reg prometheus.Registerer, svc *correction.Service) error {
	for _, state := range indexStates {
		g := prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Name:        "cairn_correction_indexes",
			Help:        "Tenants whose correction vector index is loading (their first request waits), building its graph (exact search serves) or warm.",
			ConstLabels: prometheus.Labels{"state": state},
		}, func() float64 {
			n := 0
			for _, ti := range svc.Indexes() {
				if ti.State() == state {
					n++
				}
			}
			return float64(n)
		})
		if err := reg.Register(g); err != nil {
			if _, ok := err.(prometheus.AlreadyRegisteredError); ok {
				continue
			}
			return err
		}
	}
	return nil
}

// indexCounts counts the tenants of svc by index state, for /readyz.
func indexCounts(svc *correction.Service) map[string]int {
	counts := make(map[string]int, len(indexStates))
	for _, state := range indexStates {
		counts[state] = 0
	}
	for _, ti := range svc.Indexes() {
		counts[ti.State()]++
	}
	return counts
}
