package correction_test

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"strings"
	"testing"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/correction"
)

// TestModelMonitor: one warning per outage with the reason, one line on
// recovery, each failure in the request's report, and a call cut short by
// its own context counted as neither.
func TestModelMonitor(t *testing.T) {
	var logs bytes.Buffer
	recovered := 0
	m := &correction.ModelMonitor{Kind: correction.ModelLLM, Logger: slog.New(slog.NewTextHandler(&logs, nil)), OnRecover: func() { recovered++ }}
	down := cairn.Unavailable("llm", errors.New("connection refused"))

	ctx, report := correction.WithReport(context.Background())
	if err := m.Observe(ctx, down); !correction.IsModelFailure(err) || cairn.ErrorCode(err) != cairn.EUNAVAILABLE {
		t.Fatalf("Observe returned %v, want the failure marked, its code kept", err)
	}
	m.Observe(context.Background(), down)
	if got := strings.Count(logs.String(), "llm failing"); got != 1 {
		t.Fatalf("%d warnings for one outage, want 1:\n%s", got, logs.String())
	}
	if !strings.Contains(logs.String(), "connection refused") {
		t.Fatalf("the warning lacks the reason:\n%s", logs.String())
	}
	if got, want := report.LLMError(), "llm unavailable"; got != want {
		t.Fatalf("report LLMError=%q, want %q", got, want)
	}
	if report.EmbedderError() != "" {
		t.Fatalf("report EmbedderError=%q, want none", report.EmbedderError())
	}

	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	if err := m.Observe(cancelled, context.Canceled); correction.IsModelFailure(err) || err != context.Canceled {
		t.Fatalf("a cancelled call: %v, want context.Canceled unmarked", err)
	}
	if !m.Failing() || recovered != 0 {
		t.Fatal("a cancelled call changed the model's state")
	}

	m.Observe(context.Background(), nil)
	if m.Failing() || recovered != 1 || !strings.Contains(logs.String(), "llm answers again") {
		t.Fatalf("recovery: failing=%v recovered=%d\n%s", m.Failing(), recovered, logs.String())
	}
	m.Observe(context.Background(), nil)
	if recovered != 1 {
		t.Fatal("recovery reported twice")
	}
}
