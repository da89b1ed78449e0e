package openai_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/cairnhq/cairn/openai"
	"github.com/cairnhq/cairn/openai/openaitest"
)

// sleeps records the backoff delays a client asks for, without waiting.
type sleeps struct {
	mu sync.Mutex
	ds []time.Duration
}

func (s *sleeps) Sleep(ctx context.Context, d time.Duration) error {
	s.mu.Lock()
	s.ds = append(s.ds, d)
	s.mu.Unlock()
	return ctx.Err()
}

func (s *sleeps) got() []time.Duration {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]time.Duration(nil), s.ds...)
}

// fixedNow is the clock of the tests that send Retry-After dates.
var fixedNow = time.Date(2025, 3, 1, 12, 0, 0, 0, time.UTC)

func testPolicy(c *openai.Client, sl *sleeps) {
	c.Timeout = 5 * time.Second
	c.MaxRetries = 2
	c.BaseDelay = 100 * time.Millisecond
	c.MaxDelay = 400 * time.Millisecond
	c.MaxRetryAfter = 30 * time.Second
	c.Sleep = sl.Sleep
	c.Now = func() time.Time { return fixedNow }
}

func mustCompleter(t *testing.T, s *openaitest.Server, set ...func(*openai.Completer)) (*openai.Completer, *prometheus.Registry, *sleeps) {
	t.Helper()
	reg := prometheus.NewRegistry()
	sl := new(sleeps)
	c := openai.NewCompleter(s.URL, "test-model")
	c.APIKey = "sk-test"
	c.Registerer = reg
	testPolicy(&c.Client, sl)
	for _, f := range set {
		f(c)
	}
	if err := c.Open(); err != nil {
		t.Fatalf("Open: %v", err)
	}
	return c, reg, sl
}

func mustEmbedder(t *testing.T, s *openaitest.Server, set ...func(*openai.Embedder)) (*openai.Embedder, *prometheus.Registry, *sleeps) {
	t.Helper()
	reg := prometheus.NewRegistry()
	sl := new(sleeps)
	e := openai.NewEmbedder(s.URL, "test-embed", s.Dimensions)
	e.APIKey = "sk-test"
	e.Registerer = reg
	testPolicy(&e.Client, sl)
	for _, f := range set {
		f(e)
	}
	if err := e.Open(); err != nil {
		t.Fatalf("Open: %v", err)
	}
	return e, reg, sl
}

// metric returns the value of the counter name with labels in reg, 0 if
// absent.
func metric(t *testing.T, reg *prometheus.Registry, name string, labels map[string]string) float64 {
	t.Helper()
	mfs, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	for _, mf := range mfs {
		if mf.GetName() != name {
			continue
		}
	next:
		for _, m := range mf.GetMetric() {
			for _, lp := range m.GetLabel() {
				if want, ok := labels[lp.GetName()]; ok && want != lp.GetValue() {
					continue next
				}
			}
			if m.GetCounter() != nil {
				return m.GetCounter().GetValue()
			}
			return float64(m.GetHistogram().GetSampleCount())
		}
	}
	return 0
}
