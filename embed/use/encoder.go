package use

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"sync"

	"github.com/cairnhq/cairn"
)

// MaxTokens is the number of tokens of a text that the encoder reads; later
// tokens are ignored. It is the model's own limit (the graph's
// ClipToMaxLength drops positions from 128 on), so truncating changes no
// result, and it bounds the work per text.
const MaxTokens = 128

// Dimensions is the length of the embeddings.
const Dimensions = hiddenDim

// ModelName identifies the model and its output, as returned by
// [Encoder.Model].
const ModelName = "local-use-lite-v1/512"

// Encoder embeds texts with Universal Sentence Encoder Lite. It is safe for
// concurrent use. Its zero value is not usable: call [New].
type Encoder struct {
	tok   *tokenizer
	model *model
}

var (
	loadOnce   sync.Once
	loaded     *Encoder
	errLoading error
)

// New returns the encoder, decoding the embedded weights on the first call
// (about 28 MB of float32 kept in memory for the life of the process);
// later calls return the same encoder.
func New() (*Encoder, error) {
	loadOnce.Do(func() {
		tensors, vocab, err := decodeWeights(weightsFile)
		if err != nil {
			errLoading = fmt.Errorf("use: load weights: %w", err)
			return
		}
		m, err := newModel(tensors)
		if err != nil {
			errLoading = fmt.Errorf("use: load weights: %w", err)
			return
		}
		if len(vocab) > m.vocabRows {
			errLoading = fmt.Errorf("use: load weights: %d vocabulary pieces for %d embeddings", len(vocab), m.vocabRows)
			return
		}
		loaded = &Encoder{tok: newTokenizer(vocab), model: m}
	})
	return loaded, errLoading
}

// Dimensions returns the length of the embeddings, 512.
func (e *Encoder) Dimensions() int { return Dimensions }

// Model returns the name of the model, "local-use-lite-v1/512".
func (e *Encoder) Model() string { return ModelName }

// Tokenize returns the vocabulary ids of text as the model's tokenizer
// segments it, before truncation to [MaxTokens]. Invalid UTF-8 bytes are
// replaced by U+FFFD, which becomes the unknown token.
func (e *Encoder) Tokenize(text string) []int32 {
	return e.tok.encode(text)
}

// Embed returns one unit-length 512-d vector per text, in order. Each text
// is read up to its first [MaxTokens] tokens; invalid UTF-8 is replaced
// (see [Encoder.Tokenize]) rather than refused, and an empty text gets the
// model's embedding of no tokens. Several texts are embedded in parallel on
// up to GOMAXPROCS goroutines, and a single text's dense layers are split
// among as many; if ctx is cancelled, Embed stops before the next text and
// returns an EUNAVAILABLE error wrapping ctx's.
func (e *Encoder) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	out := make([][]float32, len(texts))
	workers := min(runtime.GOMAXPROCS(0), len(texts))
	if workers <= 1 {
		for i, text := range texts {
			if err := ctx.Err(); err != nil {
				return nil, canceled(err)
			}
			v, err := e.embedOne(text, runtime.GOMAXPROCS(0))
			if err != nil {
				return nil, fmt.Errorf("use: embed text %d: %w", i, err)
			}
			out[i] = v
		}
		return out, nil
	}

	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	next := make(chan int)
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for i := range next {
				v, err := e.embedOne(texts[i], 1)
				if err != nil {
					cancel(fmt.Errorf("use: embed text %d: %w", i, err))
					return
				}
				out[i] = v
			}
		})
	}
feed:
	for i := range texts {
		select {
		case next <- i:
		case <-ctx.Done():
			break feed
		}
	}
	close(next)
	wg.Wait()
	if err := context.Cause(ctx); err != nil {
		if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
			return nil, canceled(err)
		}
		return nil, err
	}
	return out, nil
}

// canceled is the error of an Embed that ctx ended, as the other local
// embedders report it: EUNAVAILABLE, wrapping ctx's error.
func canceled(err error) error {
	return &cairn.Error{Code: cairn.EUNAVAILABLE, Message: "embedding canceled", Err: err}
}

// embedOne tokenizes and embeds one text, splitting the work among up to
// workers goroutines.
func (e *Encoder) embedOne(text string, workers int) ([]float32, error) {
	ids := e.tok.encode(text)
	if len(ids) > MaxTokens {
		ids = ids[:MaxTokens]
	}
	return e.model.embed(ids, workers)
}
