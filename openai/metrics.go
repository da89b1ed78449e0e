package openai

import (
	"errors"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/cairnhq/cairn"
)

// metrics of one kind of client ("llm" or "embed").
type metrics struct {
	requests *prometheus.CounterVec   // model, outcome
	tokens   *prometheus.CounterVec   // model, kind
	retries  *prometheus.CounterVec   // model
	duration *prometheus.HistogramVec // model
	texts    *prometheus.CounterVec   // model, source (embeddings only)
}

// newMetrics creates the metrics of subsystem and registers them on reg
// (nil: not registered). Metrics already registered by another client on
// the same registry are shared.
func newMetrics(reg prometheus.Registerer, subsystem string) (*metrics, error) {
	m := &metrics{
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
	if reg == nil {
		return m, nil
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
		return nil, cairn.Internal(err)
	}
	return m, nil
}

// register registers c, or returns the collector already registered under
// its name. The first other failure is stored in *errp.
func register[C prometheus.Collector](reg prometheus.Registerer, c C, errp *error) C {
	err := reg.Register(c)
	if err == nil {
		return c
	}
	var are prometheus.AlreadyRegisteredError
	if errors.As(err, &are) {
		if existing, ok := are.ExistingCollector.(C); ok {
			return existing
		}
	}
	if *errp == nil {
		*errp = err
	}
	return c
}

// outcome is the requests_total label of err.
func outcome(err error) string {
	if err == nil {
		return "ok"
	}
	return cairn.ErrorCode(err)
}
