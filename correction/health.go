package correction

import (
	"context"
	"errors"
	"log/slog"
	"sync"

	"github.com/cairnhq/cairn"
)

// Report records, for one request, which configured model failed and why,
// so that the response can say so instead of only showing the offline
// method. Put one in the request's context with WithReport; the models a
// Service wraps write to it. It is safe for concurrent use.
type Report struct {
	mu       sync.Mutex
	llm      string
	embedder string
}

type reportKey struct{}

// WithReport returns ctx carrying a new Report, and the Report.
func WithReport(ctx context.Context) (context.Context, *Report) {
	r := new(Report)
	return context.WithValue(ctx, reportKey{}, r), r
}

func reportFrom(ctx context.Context) *Report {
	r, _ := ctx.Value(reportKey{}).(*Report)
	return r
}

// LLMError is the user-safe reason the LLM failed during the request, or "".
func (r *Report) LLMError() string {
	if r == nil {
		return ""
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.llm
}

// EmbedderError is the user-safe reason the embedder failed during the
// request, or "".
func (r *Report) EmbedderError() string {
	if r == nil {
		return ""
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.embedder
}

// Model kinds of a ModelMonitor.
const (
	ModelLLM      = "llm"
	ModelEmbedder = "embedder"
)

// ModelMonitor follows the health of one configured model across requests.
// It logs one warning, with the reason, when the model starts failing and
// one info line when it answers again, however many requests fail in
// between; and it records every failure in the request's Report. A call
// that ends because its context ended says nothing about the model and is
// ignored.
type ModelMonitor struct {
	// Kind is ModelLLM or ModelEmbedder.
	Kind   string
	Logger *slog.Logger
	// OnRecover, when set, is called (without locks held) when the model
	// answers again after failing.
	OnRecover func()

	mu      sync.Mutex
	failing bool
}

// Failing reports whether the model's last call failed.
func (m *ModelMonitor) Failing() bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.failing
}

// modelError is a failure of a monitored model: its monitor has logged
// the outage, so callers need not log it again.
type modelError struct{ err error }

func (e *modelError) Error() string { return e.err.Error() }
func (e *modelError) Unwrap() error { return e.err }

// IsModelFailure reports whether err is the failure of a model a Service
// monitors, which its ModelMonitor logs once per outage: callers that fall
// back from it should not log it again for every request.
func IsModelFailure(err error) bool {
	var me *modelError
	return errors.As(err, &me)
}

// Observe records the outcome of one call of the model and returns err,
// marked for IsModelFailure when it counts as a failure of the model.
func (m *ModelMonitor) Observe(ctx context.Context, err error) error {
	if err != nil && ctx.Err() != nil {
		return err
	}
	if err != nil {
		if r := reportFrom(ctx); r != nil {
			msg := cairn.ErrorMessage(err)
			r.mu.Lock()
			if m.Kind == ModelEmbedder {
				r.embedder = msg
			} else {
				r.llm = msg
			}
			r.mu.Unlock()
		}
	}
	m.mu.Lock()
	changed := m.failing != (err != nil)
	m.failing = err != nil
	m.mu.Unlock()
	if err != nil {
		err = &modelError{err: err}
	}
	if !changed {
		return err
	}
	log := m.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	if err != nil {
		what := "using the offline path until it answers again"
		if m.Kind == ModelEmbedder {
			what = "corrections are saved without embeddings (embedded when it answers again) and similarity search is unavailable"
		}
		log.LogAttrs(ctx, slog.LevelWarn, m.Kind+" failing: "+what, slog.Any(logKeyError, err))
		return err
	}
	log.LogAttrs(ctx, slog.LevelInfo, m.Kind+" answers again")
	if m.OnRecover != nil {
		m.OnRecover()
	}
	return nil
}

// monitoredCompleter reports the outcome of every completion to a monitor.
type monitoredCompleter struct {
	c cairn.Completer
	m *ModelMonitor
}

func (c monitoredCompleter) Complete(ctx context.Context, prompt string) (string, cairn.Usage, error) {
	text, u, err := c.c.Complete(ctx, prompt)
	return text, u, c.m.Observe(ctx, err)
}

// monitoredDetector reports the outcome of every LLM detection, an answer
// that cannot be parsed included, to a monitor.
type monitoredDetector struct {
	d Detector
	m *ModelMonitor
}

func (d monitoredDetector) Detect(ctx context.Context, message, lastOutput string) (*Detection, error) {
	det, err := d.d.Detect(ctx, message, lastOutput)
	if cairn.ErrorCode(err) == cairn.EINVALID {
		return det, err
	}
	return det, d.m.Observe(ctx, err)
}

// monitoredEmbedder reports the outcome of every embedding call to a
// monitor.
type monitoredEmbedder struct {
	cairn.Embedder
	m *ModelMonitor
}

func (e monitoredEmbedder) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	vs, err := e.Embedder.Embed(ctx, texts)
	if cairn.ErrorCode(err) == cairn.EINVALID {
		return vs, err
	}
	return vs, e.m.Observe(ctx, err)
}
