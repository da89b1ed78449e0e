package openai

import (
	"context"
	"encoding/json"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/embed"
	"github.com/cairnhq/cairn/metrics"
)

// Defaults of an Embedder.
const (
	DefaultBatchSize = 64
	DefaultCacheSize = 4096
)

// Embedder is an embedding model behind an OpenAI-compatible /embeddings
// endpoint. Create it with NewEmbedder, set fields, then Open. It is safe
// for concurrent use after Open.
type Embedder struct {
	Client

	// Name is the model name the server knows, for example
	// "text-embedding-3-small" or "nomic-embed-text".
	Name string
	// Dims is the length of the model's vectors. It is sent as the
	// dimensions parameter, which models such as text-embedding-3-* use to
	// shorten their vectors; a server that rejects the parameter with 400 is
	// asked again without it, and when that succeeds, never again with it. A vector of any
	// other length fails the call: set Dims to the model's.
	Dims int
	// BatchSize is the most texts sent in one request.
	BatchSize int
	// CacheSize is how many vectors are kept in an LRU keyed by model and
	// text, so that repeated texts are not sent again; 0 disables it.
	CacheSize int
	// Registerer receives the cairn_embed_* metrics; nil registers nothing.
	Registerer prometheus.Registerer

	m     *metrics.Model
	cache *embed.LRU
	noDim atomic.Bool // the server rejected the dimensions parameter
}

var _ cairn.Embedder = (*Embedder)(nil)

// NewEmbedder returns an Embedder for model at baseURL, producing vectors of
// dims floats, with the default policy, batch size and cache size.
func NewEmbedder(baseURL, model string, dims int) *Embedder {
	e := &Embedder{Name: model, Dims: dims, BatchSize: DefaultBatchSize, CacheSize: DefaultCacheSize}
	e.setDefaults()
	e.BaseURL = baseURL
	return e
}

// Open validates the settings and registers the metrics. Returns EINVALID
// naming the bad field.
func (e *Embedder) Open() error {
	if err := e.open(); err != nil {
		return err
	}
	switch {
	case strings.TrimSpace(e.Name) == "":
		return cairn.Invalid("model", "must be set")
	case e.Dims < 1 || e.Dims > embed.MaxDimensions:
		return cairn.Invalid("dimensions", "must be between 1 and %d, got %d", embed.MaxDimensions, e.Dims)
	case e.BatchSize < 1:
		return cairn.Invalid("batch_size", "must be at least 1")
	case e.CacheSize < 0:
		return cairn.Invalid("cache_size", "must not be negative")
	}
	m, err := metrics.NewModel(e.Registerer, "embed")
	if err != nil {
		return err
	}
	if err := e.openBreaker(e.Registerer); err != nil {
		return err
	}
	e.m = m
	e.cache = embed.NewLRU(e.CacheSize)
	return nil
}

// Dimensions is Dims: the length of every vector.
func (e *Embedder) Dimensions() int { return e.Dims }

// Model is "openai:" followed by the model name, "/" and the dimensions,
// for example "openai:text-embedding-3-small/1536".
func (e *Embedder) Model() string {
	return "openai:" + e.Name + "/" + strconv.Itoa(e.Dims)
}

// Embed returns one vector per text, in order. Cached texts are not sent
// again; the others are sent once each, in batches of at most BatchSize, at
// most Concurrency batches at a time. An empty text gets the zero vector
// without asking the server (which would refuse it). Returns the errors
// described in the package doc; no vector is returned unless all are.
// The vectors may be shared with the cache: do not modify them.
func (e *Embedder) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	if e.m == nil {
		return nil, cairn.Internal(errNotOpen)
	}
	model := e.Model()
	out := make([][]float32, len(texts))
	var missing []string
	where := make(map[string][]int)
	hits := 0
	for i, t := range texts {
		if t == "" {
			out[i] = make([]float32, e.Dims)
			continue
		}
		if v, ok := e.cache.Get(model, t); ok {
			out[i] = v
			hits++
			continue
		}
		if _, seen := where[t]; !seen {
			missing = append(missing, t)
		}
		where[t] = append(where[t], i)
	}
	e.m.Texts(e.Name, "cache", hits)
	if len(missing) == 0 {
		return out, nil
	}
	start := time.Now()
	vecs, err := e.embedAll(ctx, missing)
	e.m.Requested(e.Name, outcome(err), time.Since(start))
	if err != nil {
		return nil, err
	}
	e.m.Texts(e.Name, "model", len(missing))
	for j, t := range missing {
		e.cache.Add(model, t, vecs[j])
		for _, i := range where[t] {
			out[i] = vecs[j]
		}
	}
	return out, nil
}

// embedAll embeds texts in concurrent batches; the first error cancels the
// other batches.
func (e *Embedder) embedAll(ctx context.Context, texts []string) ([][]float32, error) {
	if len(texts) <= e.BatchSize {
		return e.batch(ctx, texts)
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	out := make([][]float32, len(texts))
	var (
		wg       sync.WaitGroup
		once     sync.Once
		firstErr error
	)
	for lo := 0; lo < len(texts); lo += e.BatchSize {
		hi := min(lo+e.BatchSize, len(texts))
		wg.Add(1)
		go func() {
			defer wg.Done()
			vecs, err := e.batch(ctx, texts[lo:hi])
			if err != nil {
				once.Do(func() { firstErr = err; cancel() })
				return
			}
			copy(out[lo:hi], vecs)
		}()
	}
	wg.Wait()
	if firstErr != nil {
		return nil, firstErr
	}
	return out, nil
}

type embeddingsRequest struct {
	Model      string   `json:"model"`
	Input      []string `json:"input"`
	Dimensions int      `json:"dimensions,omitempty"`
}

type embeddingsResponse struct {
	Data []struct {
		Embedding []float32 `json:"embedding"`
		Index     *int      `json:"index"`
	} `json:"data"`
	Usage *struct {
		PromptTokens int `json:"prompt_tokens"`
	} `json:"usage"`
}

// batch embeds one request's worth of texts.
func (e *Embedder) batch(ctx context.Context, texts []string) ([][]float32, error) {
	req := embeddingsRequest{Model: e.Name, Input: texts}
	if !e.noDim.Load() {
		req.Dimensions = e.Dims
	}
	retried := func() { e.m.Retried(e.Name) }
	body, err := e.post(ctx, &req, retried)
	if err != nil && req.Dimensions != 0 && StatusOf(err) == 400 {
		// Perhaps the server does not take the dimensions parameter: ask once
		// more without it, and remember if that was it.
		req.Dimensions = 0
		if body, err = e.post(ctx, &req, retried); err == nil {
			e.noDim.Store(true)
		}
	}
	if err != nil {
		return nil, err
	}
	var resp embeddingsResponse
	if err := json.Unmarshal(body, &resp); err != nil {
		return nil, garbage("embedder", "malformed JSON: %v", err)
	}
	if len(resp.Data) != len(texts) {
		return nil, garbage("embedder", "%d vectors for %d texts", len(resp.Data), len(texts))
	}
	out := make([][]float32, len(texts))
	for j, d := range resp.Data {
		i := j
		if d.Index != nil {
			i = *d.Index
		}
		if i < 0 || i >= len(out) || out[i] != nil {
			return nil, garbage("embedder", "bad or repeated index %d", i)
		}
		if len(d.Embedding) != e.Dims {
			return nil, &cairn.Error{Code: cairn.EUNAVAILABLE,
				Message: "embedder: model " + e.Name + " returned " + strconv.Itoa(len(d.Embedding)) +
					"-dimensional vectors, configured for " + strconv.Itoa(e.Dims) +
					": set the dimensions to the model's (and reindex)"}
		}
		out[i] = d.Embedding
	}
	if resp.Usage != nil {
		e.m.Tokens(e.Name, "prompt", resp.Usage.PromptTokens)
	}
	return out, nil
}

func (e *Embedder) post(ctx context.Context, req *embeddingsRequest, retried func()) ([]byte, error) {
	b, err := json.Marshal(req)
	if err != nil {
		return nil, cairn.Internal(err)
	}
	return e.call(ctx, "embedder", "/embeddings", b, retried)
}
