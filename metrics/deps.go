package metrics

import (
	"github.com/prometheus/client_golang/prometheus"
)

// Breakers are the families every circuit breaker on one registry shares:
// cairn_breaker_open and cairn_breaker_transitions_total.
type Breakers struct {
	open        *prometheus.GaugeVec
	transitions *prometheus.CounterVec
}

// NewBreakers registers the breaker families on reg (nil: not registered).
func NewBreakers(reg prometheus.Registerer) (*Breakers, error) {
	m := &Breakers{
		open: prometheus.NewGaugeVec(prometheus.GaugeOpts{
			Namespace: "cairn", Subsystem: "breaker", Name: "open",
			Help: "1 while the circuit breaker of a dependency is open (calls fail at once), 0 while closed.",
		}, []string{"kind", "target"}),
		transitions: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: "cairn", Subsystem: "breaker", Name: "transitions_total",
			Help: "Changes of state of the circuit breaker of a dependency, by the state entered (open, closed).",
		}, []string{"kind", "target", "to"}),
	}
	var err error
	m.open = register(reg, m.open, &err)
	m.transitions = register(reg, m.transitions, &err)
	if err != nil {
		return nil, failed(err)
	}
	return m, nil
}

// Breaker are the series of one breaker.
type Breaker struct {
	open             prometheus.Gauge
	toOpen, toClosed prometheus.Counter
}

// Breaker returns the series of the breaker of kind and target, closed.
func (m *Breakers) Breaker(kind, target string) *Breaker {
	b := &Breaker{
		open:     m.open.WithLabelValues(kind, target),
		toOpen:   m.transitions.WithLabelValues(kind, target, "open"),
		toClosed: m.transitions.WithLabelValues(kind, target, "closed"),
	}
	b.open.Set(0)
	return b
}

// Opened records that the breaker opened.
func (b *Breaker) Opened() { b.open.Set(1); b.toOpen.Inc() }

// Closed records that the breaker closed.
func (b *Breaker) Closed() { b.open.Set(0); b.toClosed.Inc() }

// Failover counts the Redis failover of sessions and the follow-up cache:
// cairn_session_fallbacks_total and cairn_session_redis_up.
type Failover struct {
	fallbacks *prometheus.CounterVec // op
	up        prometheus.Gauge
}

// NewFailover registers the failover metrics on reg (nil: not
// registered). A second failover on one registry shares the fallbacks
// and keeps its up gauge to itself (its state is in cairn_breaker_open).
func NewFailover(reg prometheus.Registerer) (*Failover, error) {
	m := &Failover{
		fallbacks: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: "cairn", Subsystem: "session", Name: "fallbacks_total",
			Help: "Calls served in process because Redis was unreachable: session reads (op=get) and writes (op=set), follow-up cache reads (followup_get), writes (followup_put) and deletes (followup_delete).",
		}, []string{"op"}),
		up: prometheus.NewGauge(prometheus.GaugeOpts{
			Namespace: "cairn", Subsystem: "session", Name: "redis_up",
			Help: "1 while sessions are kept in Redis, 0 while Redis is unreachable and they are kept in process.",
		}),
	}
	m.up.Set(1)
	var err error
	m.fallbacks = register(reg, m.fallbacks, &err)
	var upErr error
	register(reg, m.up, &upErr)
	if err != nil {
		return nil, failed(err)
	}
	return m, nil
}

// Fallback counts a call of op served in process.
func (m *Failover) Fallback(op string) { m.fallbacks.WithLabelValues(op).Inc() }

// Up sets whether Redis keeps the sessions.
func (m *Failover) Up(up bool) {
	if up {
		m.up.Set(1)
	} else {
		m.up.Set(0)
	}
}
