package metrics

import (
	"time"

	"github.com/prometheus/client_golang/prometheus"
)

// Model counts the calls of one kind of model client: cairn_llm_* or
// cairn_embed_* (the subsystem).
type Model struct {
	requests *prometheus.CounterVec   // model, outcome
	tokens   *prometheus.CounterVec   // model, kind
	retries  *prometheus.CounterVec   // model
	duration *prometheus.HistogramVec // model
	texts    *prometheus.CounterVec   // model, source (embeddings only)
}

// NewModel registers the metrics of subsystem ("llm" or "embed") on reg
// (nil: not registered).
func NewModel(reg prometheus.Registerer, subsystem string) (*Model, error) {
	m := &Model{
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: "cairn", Subsystem: subsystem, Name: "requests_total",
			Help: "Calls to the model server by outcome: ok or the cairn error code.",
		}, []string{"model", "outcome"}),
		tokens: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: "cairn", Subsystem: subsystem, Name: "tokens_total",
			Help: "Tokens the model server reported using, by kind (prompt, completion).",
		}, []string{"model", "kind"}),
		retries: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: "cairn", Subsystem: subsystem, Name: "retries_total",
			Help: "Attempts retried after a timeout, a network error, 408, 429 or 5xx.",
		}, []string{"model"}),
		duration: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Namespace: "cairn", Subsystem: subsystem, Name: "request_duration_seconds",
			Help:    "Duration of calls to the model server, retries included.",
			Buckets: []float64{.05, .1, .25, .5, 1, 2.5, 5, 10, 30, 60, 120},
		}, []string{"model"}),
	}
	if subsystem == "embed" {
		m.texts = prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: "cairn", Subsystem: subsystem, Name: "texts_total",
			Help: "Texts embedded, by source: cache or model.",
		}, []string{"model", "source"})
	}
	var err error
	m.requests = register(reg, m.requests, &err)
	m.tokens = register(reg, m.tokens, &err)
	m.retries = register(reg, m.retries, &err)
	m.duration = register(reg, m.duration, &err)
	if m.texts != nil {
		m.texts = register(reg, m.texts, &err)
	}
	if err != nil {
		return nil, failed(err)
	}
	return m, nil
}

// Requested counts a call to model that ended with outcome ("ok" or an
// error code) after d, retries included.
func (m *Model) Requested(model, outcome string, d time.Duration) {
	m.requests.WithLabelValues(model, outcome).Inc()
	m.duration.WithLabelValues(model).Observe(d.Seconds())
}

// Retried counts an attempt retried.
func (m *Model) Retried(model string) { m.retries.WithLabelValues(model).Inc() }

// Tokens counts n tokens of kind (prompt, completion) the server reported.
func (m *Model) Tokens(model, kind string, n int) {
	m.tokens.WithLabelValues(model, kind).Add(float64(n))
}

// Texts counts n texts embedded from source (cache, model).
func (m *Model) Texts(model, source string, n int) {
	if m.texts != nil {
		m.texts.WithLabelValues(model, source).Add(float64(n))
	}
}
