package metrics_test

import (
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/cairnhq/cairn/metrics"
)

// Two clients of one kind on one registry share its families: the second
// registration is no error and both count in the same series.
func TestModelSharesFamilies(t *testing.T) {
	reg := prometheus.NewRegistry()
	a, err := metrics.NewModel(reg, "embed")
	if err != nil {
		t.Fatal(err)
	}
	b, err := metrics.NewModel(reg, "embed")
	if err != nil {
		t.Fatal(err)
	}
	a.Requested("m", "ok", time.Millisecond)
	b.Requested("m", "ok", time.Millisecond)
	mfs, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	for _, mf := range mfs {
		if mf.GetName() == "cairn_embed_requests_total" {
			if len(mf.Metric) != 1 || mf.Metric[0].GetCounter().GetValue() != 2 {
				t.Fatalf("cairn_embed_requests_total = %v, want one series at 2", mf.Metric)
			}
			return
		}
	}
	t.Fatal("no cairn_embed_requests_total")
}
