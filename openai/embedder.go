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

	// Model is the model name the server knows, for example
	// "text-embedding-3-small" or "nomic-embed-text".
	Model string
	// Dimensions is the length of the model's vectors. It is sent as the
	// dimensions parameter, which models such as text-embedding-3-* use to
	// shorten their vectors; a server that rejects the parameter with 400 is
	// asked again without it, and never again after that. A vector of any
	// other length fails the call: set Dimensions to the model's.
	Dimensions int
	// BatchSize is the most texts sent in one request.
	BatchSize int
	// CacheSize is how many vectors are kept in an LRU keyed by model and
	// text, so that repeated texts are not sent again; 0 disables it.
	CacheSize int
	// Registerer receives the cairn_embed_* metrics; nil registers nothing.
	Registerer prometheus.Registerer

	m     *metrics
	cache *embed.LRU
	noDim atomic.Bool // the server rejected the dimensions parameter
}

var _ cairn.Embedder = (*Embedder)(nil)

// NewEmbedder returns an Embedder for model at baseURL, producing vectors of
// dims floats, with the default policy, batch size and cache size.
func NewEmbedder(baseURL, model string, dims int) *Embedder {
	e := &Embedder{Model: model, Dimensions: dims, BatchSize: DefaultBatchSize, CacheSize: DefaultCacheSize}
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
	case strings.TrimSpace(e.Model) == "":
		return cairn.Invalid("model", "must be set")
	case e.Dimensions < 1 || e.Dimensions > embed.MaxDimensions:
		return cairn.Invalid("dimensions", "must be between 1 and %d, got %d", embed.MaxDimensions, e.Dimensions)
	case e.BatchSize < 1:
		return cairn.Invalid("batch_size", "must be at least 1")
	case e.CacheSize < 0:
		return cairn.Invalid("cache_size", "must not be negative")
	}
	m, err := newMetrics(e.Registerer, "embed")
	if err != nil {
		return err
	}
	e.m = m
	e.cache = embed.NewLRU(e.CacheSize)
	return nil
}

// Dimensions is the length of every vector; it implements cairn.Embedder.
//
//lint:ignore U1000 documented for the interface
func (e *Embedder) dimensions() int { return e.Dimensions }

// Model is "openai:" followed by the model name, "/" and the dimensions,
// for example "openai:text-embedding-3-small/1536".
func (e *Embedder) ModelID() string {
	return "openai:" + e.Model + "/" + strconv.Itoa(e.Dimensions)
}
