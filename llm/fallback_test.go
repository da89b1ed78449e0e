package llm_test

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"strings"
	"testing"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/llm"
)

func TestFallback(t *testing.T) {
	down := cairn.Errorf(cairn.EUNAVAILABLE, "model server down")
	offlineErr := errors.New("offline failed")
	tests := []struct {
		name        string
		primary     func(context.Context) (string, error)
		offline     func(context.Context) (string, error)
		cancel      bool
		want        string
		wantPrimary bool
		wantErr     error
		wantLog     bool
	}{
		{name: "primary answers", primary: answer("llm"), offline: answer("offline"), want: "llm", wantPrimary: true},
		{name: "no llm configured", offline: answer("offline"), want: "offline"},
		{name: "primary fails", primary: fail(down), offline: answer("offline"), want: "offline", wantLog: true},
		{name: "both fail", primary: fail(down), offline: fail(offlineErr), wantErr: offlineErr, wantLog: true},
		{name: "caller gone", primary: fail(context.Canceled), offline: answer("offline"), cancel: true, wantErr: context.Canceled},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			if tt.cancel {
				cancel()
			}
			var logs bytes.Buffer
			logger := slog.New(slog.NewTextHandler(&logs, nil))
			got, usedPrimary, err := llm.Fallback(ctx, logger, "detect", tt.primary, tt.offline)
			if !errors.Is(err, tt.wantErr) {
				t.Fatalf("err=%v, want %v", err, tt.wantErr)
			}
			if got != tt.want || usedPrimary != tt.wantPrimary {
				t.Fatalf("Fallback=%q, %v, want %q, %v", got, usedPrimary, tt.want, tt.wantPrimary)
			}
			if logged := strings.Contains(logs.String(), "what=detect code=unavailable"); logged != tt.wantLog {
				t.Fatalf("logged=%v, want %v; log: %s", logged, tt.wantLog, logs.String())
			}
		})
	}
}

func TestShouldFallback(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	if llm.ShouldFallback(ctx, nil) {
		t.Fatal("ShouldFallback(nil error)=true, want false")
	}
	if !llm.ShouldFallback(ctx, errors.New("x")) {
		t.Fatal("ShouldFallback(error)=false, want true")
	}
	cancel()
	if llm.ShouldFallback(ctx, errors.New("x")) {
		t.Fatal("ShouldFallback(error, ended ctx)=true, want false")
	}
}

func answer(s string) func(context.Context) (string, error) {
	return func(context.Context) (string, error) { return s, nil }
}

func fail(err error) func(context.Context) (string, error) {
	return func(context.Context) (string, error) { return "", err }
}
