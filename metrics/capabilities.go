package metrics

import (
	"errors"
	"strconv"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"

	"github.com/cairnhq/cairn/bridge"
	"github.com/cairnhq/cairn/correction"
	"github.com/cairnhq/cairn/followup"
	"github.com/cairnhq/cairn/judgment"
)

// Server are the HTTP server's own collectors: requests by route, and
// the judgment capability's (it implements judgment.Observer).
type Server struct {
	requests *prometheus.CounterVec
	duration *prometheus.HistogramVec

	judgmentsAdded    *prometheus.CounterVec
	judgmentOverrides *prometheus.CounterVec
	historyServed     prometheus.Histogram
}

// NewServer registers the server's metrics, with the Go and process
// collectors, on reg.
func NewServer(reg prometheus.Registerer) (*Server, error) {
	m := &Server{
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

var _ judgment.Observer = (*Server)(nil)

// JudgmentAdded counts cairn_judgments_added_total.
func (m *Server) JudgmentAdded(stored bool) {
	if stored {
		m.judgmentsAdded.WithLabelValues("stored").Inc()
	} else {
		m.judgmentsAdded.WithLabelValues("kept_existing").Inc()
	}
}

// JudgmentOverridden counts cairn_judgment_overrides_total.
func (m *Server) JudgmentOverridden(corrected bool) {
	m.judgmentOverrides.WithLabelValues(strconv.FormatBool(corrected)).Inc()
}

// HistoryServed observes cairn_judgment_history_entries.
func (m *Server) HistoryServed(entries int) {
	m.historyServed.Observe(float64(entries))
}

// relevanceBuckets are 0, 0.1 … 1 written as decimal literals:
// prometheus.LinearBuckets(0, 0.1, 11) adds 0.1 repeatedly and labels a
// bucket le="0.30000000000000004".
var relevanceBuckets = []float64{0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1}

// Correction implements correction.Observer with the seed's metrics,
// prefixed cairn_.
type Correction struct {
	detected  *prometheus.CounterVec
	applied   prometheus.Counter
	withheld  prometheus.Counter
	relevance prometheus.Histogram
}

// NewCorrection registers the correction metrics with reg.
func NewCorrection(reg prometheus.Registerer) (*Correction, error) {
	m := &Correction{
		detected: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "cairn_corrections_detected_total",
			Help: "Corrections detected by category",
		}, []string{"category"}),
		applied: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "cairn_corrections_applied_total",
			Help: "Corrections successfully applied",
		}),
		withheld: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "cairn_corrections_withheld_total",
			Help: "Corrections that would have been applied, withheld by the suggest mode (corrections.apply: suggest)",
		}),
		relevance: prometheus.NewHistogram(prometheus.HistogramOpts{
			Name:    "cairn_correction_relevance",
			Help:    "Relevance scores of matched corrections",
			Buckets: relevanceBuckets,
		}),
	}
	for _, c := range []prometheus.Collector{m.detected, m.applied, m.withheld, m.relevance} {
		if err := reg.Register(c); err != nil {
			return nil, err
		}
	}
	for _, c := range correction.Categories() {
		m.detected.WithLabelValues(c.String())
	}
	return m, nil
}

var (
	_ correction.Observer         = (*Correction)(nil)
	_ correction.WithheldObserver = (*Correction)(nil)
)

// CorrectionDetected implements correction.Observer.
func (m *Correction) CorrectionDetected(c correction.Category) {
	m.detected.WithLabelValues(c.String()).Inc()
}

// CorrectionsApplied implements correction.Observer.
func (m *Correction) CorrectionsApplied(n int) { m.applied.Add(float64(n)) }

// CorrectionsWithheld implements correction.WithheldObserver.
func (m *Correction) CorrectionsWithheld(n int) { m.withheld.Add(float64(n)) }

// CorrectionMatched implements correction.Observer.
func (m *Correction) CorrectionMatched(relevance float64) { m.relevance.Observe(relevance) }

// IndexStates are the states of TenantIndex.State, the label values of
// cairn_correction_indexes.
var IndexStates = []string{"loading", "building", "warm"}

// RegisterIndexes registers cairn_correction_indexes: the number of
// open tenants whose correction index is in each state. Counts, not one
// series per tenant, since /metrics is public.
func RegisterIndexes(reg prometheus.Registerer, svc *correction.Service) error {
	for _, state := range IndexStates {
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

// Bridge implements bridge.Observer with Prometheus counters.
type Bridge struct {
	stored    *prometheus.CounterVec
	expired   prometheus.Counter
	corrupted prometheus.Counter
}

var _ bridge.Observer = (*Bridge)(nil)

// NewBridge registers the context bridge metrics with reg.
func NewBridge(reg prometheus.Registerer) (*Bridge, error) {
	m := &Bridge{
		stored: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "cairn_bridge_entries_stored_total",
			Help: "Context bridge entries stored, by model type.",
		}, []string{"type"}),
		expired: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "cairn_bridge_entries_expired_total",
			Help: "Context bridge entries removed because they reached their removal age (janitor, cleanup or prior reasoning).",
		}),
		corrupted: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "cairn_bridge_corrupted_characters_total",
			Help: "Characters dropped or replaced by memory decay in context bridge text served.",
		}),
	}
	for _, c := range []prometheus.Collector{m.stored, m.expired, m.corrupted} {
		if err := reg.Register(c); err != nil {
			return nil, err
		}
	}
	for _, t := range bridge.ModelTypes() {
		m.stored.WithLabelValues(string(t))
	}
	return m, nil
}

// EntryStored implements bridge.Observer.
func (m *Bridge) EntryStored(t bridge.ModelType) { m.stored.WithLabelValues(string(t)).Inc() }

// EntriesExpired implements bridge.Observer.
func (m *Bridge) EntriesExpired(n int) { m.expired.Add(float64(n)) }

// CharactersCorrupted implements bridge.Observer.
func (m *Bridge) CharactersCorrupted(n int) { m.corrupted.Add(float64(n)) }

// Followup implements followup.Observer with Prometheus collectors:
// cairn_followup_decisions_total{outcome}, cairn_followup_decision_seconds,
// cairn_followup_stores_total{outcome} and cairn_followup_cached_bytes.
type Followup struct {
	decisions *prometheus.CounterVec
	latency   prometheus.Histogram
	stores    *prometheus.CounterVec
	bytes     prometheus.Histogram
	cached    prometheus.Counter
}

// NewFollowup registers the follow-up cache metrics with reg.
func NewFollowup(reg prometheus.Registerer) (*Followup, error) {
	m := &Followup{
		decisions: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "cairn_followup_decisions_total",
			Help: "Follow-up cache decisions by outcome (hit, miss, refresh, bypass, inapplicable, store_unavailable, disabled).",
		}, []string{"outcome"}),
		latency: prometheus.NewHistogram(prometheus.HistogramOpts{
			Name:    "cairn_followup_decision_seconds",
			Help:    "Latency of follow-up cache decisions.",
			Buckets: []float64{.0001, .00025, .0005, .001, .002, .005, .01, .025, .05, .1, .5},
		}),
		stores: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "cairn_followup_stores_total",
			Help: "Results offered to the follow-up cache by outcome (stored, too_large, store_unavailable, disabled).",
		}, []string{"outcome"}),
		bytes: prometheus.NewHistogram(prometheus.HistogramOpts{
			Name:    "cairn_followup_result_bytes",
			Help:    "Size of the results offered to the follow-up cache.",
			Buckets: prometheus.ExponentialBuckets(256, 4, 10),
		}),
		cached: prometheus.NewCounter(prometheus.CounterOpts{
			Name: "cairn_followup_cached_bytes_total",
			Help: "Bytes of results written to the follow-up cache.",
		}),
	}
	for _, c := range []prometheus.Collector{m.decisions, m.latency, m.stores, m.bytes, m.cached} {
		if err := reg.Register(c); err != nil {
			return nil, err
		}
	}
	for _, o := range []string{followup.OutcomeHit, followup.OutcomeMiss, followup.OutcomeRefresh, followup.OutcomeBypass, followup.OutcomeInapplicable, followup.OutcomeUnavailable} {
		m.decisions.WithLabelValues(o)
	}
	for _, o := range []string{followup.StoreStored, followup.StoreTooLarge, followup.StoreUnavailable} {
		m.stores.WithLabelValues(o)
	}
	return m, nil
}

var _ followup.Observer = (*Followup)(nil)

// Decided implements followup.Observer.
func (m *Followup) Decided(outcome string, d time.Duration) {
	m.decisions.WithLabelValues(outcome).Inc()
	m.latency.Observe(d.Seconds())
}

// Stored implements followup.Observer.
func (m *Followup) Stored(outcome string, n int) {
	m.stores.WithLabelValues(outcome).Inc()
	m.bytes.Observe(float64(n))
	if outcome == followup.StoreStored {
		m.cached.Add(float64(n))
	}
}

// Review counts cairn_reviews_total by category, decision and reviewer.
// It takes the labels as text, not review's types: review's own tests use
// the model clients, which use this package, so it must not import
// review. http adapts it to review.Observer.
type Review struct{ reviews *prometheus.CounterVec }

// NewReview registers the review metrics on reg.
func NewReview(reg prometheus.Registerer) (*Review, error) {
	m := &Review{reviews: prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "cairn_reviews_total",
		Help: "Snapshot diffs reviewed by category, decision and reviewer (offline or llm)",
	}, []string{"category", "decision", "reviewer"})}
	if err := reg.Register(m.reviews); err != nil {
		var are prometheus.AlreadyRegisteredError
		if !errors.As(err, &are) {
			return nil, err
		}
		m.reviews = are.ExistingCollector.(*prometheus.CounterVec)
	}
	return m, nil
}

// Reviewed counts one review.
func (m *Review) Reviewed(category, decision, reviewer string) {
	m.reviews.WithLabelValues(category, decision, reviewer).Inc()
}

// Route returns the observer of the requests to route, registered for
// method: it counts cairn_http_requests_total and times
// cairn_http_request_duration_seconds. The series of method are looked up
// once, not per request (label hashing showed in profiles); other methods
// (HEAD on a GET route) are looked up as they come.
func (m *Server) Route(route, method string) func(reqMethod string, code int, seconds float64) {
	// Created on the first request, so /metrics lists only routes used.
	duration := sync.OnceValue(func() prometheus.Observer { return m.duration.WithLabelValues(route, method) })
	var counters sync.Map // status code → prometheus.Counter, for method
	return func(reqMethod string, code int, seconds float64) {
		if reqMethod != method {
			m.requests.WithLabelValues(route, reqMethod, strconv.Itoa(code)).Inc()
			m.duration.WithLabelValues(route, reqMethod).Observe(seconds)
			return
		}
		c, ok := counters.Load(code)
		if !ok {
			c, _ = counters.LoadOrStore(code, m.requests.WithLabelValues(route, method, strconv.Itoa(code)))
		}
		c.(prometheus.Counter).Inc()
		duration().Observe(seconds)
	}
}

// Proxy times the model server's answers to the OpenAI-compatible proxy:
// cairn_proxy_upstream_duration_seconds by route and status code.
type Proxy struct{ upstream *prometheus.HistogramVec }

// NewProxy registers the proxy's metrics on reg.
func NewProxy(reg prometheus.Registerer) (*Proxy, error) {
	h := prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Name:    "cairn_proxy_upstream_duration_seconds",
		Help:    "Time the model server took to answer a proxied request (to its response headers), by route and status code.",
		Buckets: []float64{.005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10, 30, 60},
	}, []string{"route", "code"})
	var err error
	h = register(reg, h, &err)
	if err != nil {
		return nil, failed(err)
	}
	return &Proxy{upstream: h}, nil
}

// Upstream observes one answer of the model server.
func (p *Proxy) Upstream(route, code string, d time.Duration) {
	p.upstream.WithLabelValues(route, code).Observe(d.Seconds())
}
