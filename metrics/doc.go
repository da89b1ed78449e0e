// Package metrics is cairn's one Prometheus package: every collector cairn
// exports is defined here, under the names dashboards rely on. The
// capability packages (judgment, correction, bridge, followup, review)
// only declare small Observer interfaces, implemented here; the HTTP
// server, the model clients (openai), the Redis failover (redis) and the
// circuit breakers take what they count from this package. cmd/cairn
// wires one registry through it; nothing else imports Prometheus to
// define a metric.
//
// Every constructor registers on the Registerer given and, when a family
// of the same name is already there (a second client, a second server on
// one registry), shares it.
package metrics

import (
	"errors"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/cairnhq/cairn"
)

// register registers c on reg, or returns the collector already
// registered under its name; nil reg registers nothing. The first other
// failure is stored in *errp.
func register[C prometheus.Collector](reg prometheus.Registerer, c C, errp *error) C {
	if reg == nil {
		return c
	}
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

// failed wraps a registration failure.
func failed(err error) error {
	if err == nil {
		return nil
	}
	return cairn.Internal(err)
}
