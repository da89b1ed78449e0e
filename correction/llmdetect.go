package correction

import (
	"context"

	"github.com/cairnhq/cairn"
)

type LLMDetector struct{ c cairn.Completer }

func NewLLMDetector(c cairn.Completer) *LLMDetector { return &LLMDetector{c} }

func (d *LLMDetector) Detect(ctx context.Context, message, lastOutput string) (*Detection, error) {
	return nil, nil
}
