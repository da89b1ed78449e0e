package main

import (
	"context"

	"github.com/prometheus/client_golang/prometheus"

	cairnhttp "github.com/cairnhq/cairn/http"
)

// capabilityMounts wires the capabilities beyond judgments into the server.
func (a *app) capabilityMounts(ctx context.Context, st *stores, reg prometheus.Registerer) ([]func(*cairnhttp.Router), error) {
	return nil, nil
}
