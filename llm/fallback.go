package llm

import (
	"context"
	"log/slog"

	"github.com/cairnhq/cairn"
)

// ShouldFallback reports whether a capability should answer from its
// offline path after its LLM path returned err: for any error, unless ctx
// itself has ended (the caller is gone, so there is nobody to answer).
func ShouldFallback(ctx context.Context, err error) bool {
	return err != nil && ctx.Err() == nil
}

// Fallback runs primary, the LLM path, and returns its result. When primary
// fails and ShouldFallback agrees, it logs the failure once at warning level
// (logger may be nil) and returns offline's result instead. usedPrimary tells
// which path answered, for the response and for metrics. A nil primary (no
// LLM configured) runs offline directly, without logging.
func Fallback[T any](ctx context.Context, logger *slog.Logger, what string,
	primary, offline func(context.Context) (T, error)) (result T, usedPrimary bool, err error) {
	if primary != nil {
		result, err = primary(ctx)
		if err == nil {
			return result, true, nil
		}
		if !ShouldFallback(ctx, err) {
			var zero T
			return zero, false, err
		}
		if logger != nil {
			logger.WarnContext(ctx, "llm failed, using the offline path",
				LogKeyWhat, what, LogKeyCode, cairn.ErrorCode(err), LogKeyError, err)
		}
	}
	result, err = offline(ctx)
	return result, false, err
}

// Log keys of the records this package writes.
const (
	LogKeyWhat  = "what"
	LogKeyCode  = "code"
	LogKeyError = "error"
)
