package http_test

import (
	"io"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"github.com/prometheus/client_golang/prometheus"

	cairnhttp "github.com/cairnhq/cairn/http"
)

// Histogram bucket labels are the decimals they mean: le="0.3", never
// le="0.30000000000000004".
func TestBucketLabels(t *testing.T) {
	reg := prometheus.NewRegistry()
	cm, err := cairnhttp.NewCorrectionMetrics(reg)
	if err != nil {
		t.Fatal(err)
	}
	cm.CorrectionMatched(0.65)
	s := mustOpenServer(t, func(s *cairnhttp.Server) { s.Registry = reg })
	s.do(t, "GET", "/healthz", nil, nil)
	resp, err := http.Get(s.URL() + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	les := regexp.MustCompile(`le="([^"]+)"`).FindAllStringSubmatch(string(b), -1)
	if len(les) == 0 {
		t.Fatal("no histogram buckets in /metrics")
	}
	for _, le := range les {
		if v := le[1]; len(v) > 6 && v != "+Inf" {
			t.Errorf("bucket label le=%q: not a short decimal", v)
		}
	}
	for _, want := range []string{`cairn_correction_relevance_bucket{le="0.3"} 0`, `cairn_correction_relevance_bucket{le="0.7"} 1`, `cairn_correction_relevance_bucket{le="1"} 1`} {
		if !strings.Contains(string(b), want) {
			t.Errorf("metrics lack %s", want)
		}
	}
}
