package main

import (
	"errors"
	"strings"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/embed"
	"github.com/cairnhq/cairn/openai"
)

// llmClient is what cairn uses of a configured LLM: the single-prompt and
// the messages forms.
type llmClient interface {
	cairn.Completer
	cairn.ChatCompleter
}

var _ llmClient = (*openai.Completer)(nil)

// Local embedders, chosen by embedder.model when embedder.base_url is
// empty.
const (
	localGlove = "local-glove-v1" // the default: GloVe word vectors (embed.Glove)
	localHash  = "local-hash-v1"  // feature hashing, no meaning (embed.Local)
)

// newEmbedder returns the configured embedder: an OpenAI-compatible one when
// embedder.base_url is set, else the local one embedder.model names
// (local-glove-v1 by default; local-hash-v1 with embedder.dimensions).
// Remote metrics go to reg.
func (a *app) newEmbedder(reg prometheus.Registerer) (cairn.Embedder, error) {
	c := a.cfg.Embedder
	dims := c.Dimensions
	if dims == 0 {
		dims = embed.DefaultDimensions
	}
	if c.BaseURL == "" {
		if c.Model == localHash {
			l, err := embed.NewLocal(dims)
			return l, configError("embedder", err)
		}
		g, err := embed.NewGlove()
		return g, configError("embedder", err)
	}
	e := openai.NewEmbedder(c.BaseURL, c.Model, dims)
	e.APIKey = c.APIKey
	e.Registerer = reg
	br, err := a.modelBreaker(c.BaseURL) // deps.go
	if err != nil {
		return nil, err
	}
	e.Breaker = br
	setPolicy(&e.Client, c.Timeout, c.MaxRetries, c.Concurrency)
	if c.BatchSize != 0 {
		e.BatchSize = c.BatchSize
	}
	e.CacheSize = c.CacheSize
	if err := e.Open(); err != nil {
		return nil, configError("embedder", err)
	}
	return e, nil
}

// newCompleter returns the configured LLM, or nil (and no error) when no
// llm.base_url is set: every capability then runs its offline path. LLM
// metrics go to reg.
func (a *app) newCompleter(reg prometheus.Registerer) (llmClient, error) {
	c, err := a.openCompleter(reg)
	if c == nil || err != nil {
		return nil, err // an untyped nil: callers test llm != nil
	}
	return c, nil
}

// openCompleter is newCompleter returning the concrete client, for
// `cairn llm check`.
func (a *app) openCompleter(reg prometheus.Registerer) (*openai.Completer, error) {
	cfg := a.cfg.LLM
	if cfg.BaseURL == "" {
		return nil, nil
	}
	c := openai.NewCompleter(cfg.BaseURL, cfg.Model)
	c.APIKey = cfg.APIKey
	c.JSONMode = cfg.JSONMode
	c.Registerer = reg
	var err error
	if c.Breaker, err = a.modelBreaker(cfg.BaseURL); err != nil { // deps.go
		return nil, err
	}
	setPolicy(&c.Client, cfg.Timeout, cfg.MaxRetries, cfg.Concurrency)
	if err := c.Open(); err != nil {
		return nil, configError("llm", err)
	}
	return c, nil
}

// setPolicy copies the configured timeout, retries and concurrency, keeping
// the client's defaults for zero timeout and concurrency.
func setPolicy(c *openai.Client, timeout time.Duration, retries, concurrency int) {
	if timeout > 0 {
		c.Timeout = timeout
	}
	c.MaxRetries = retries
	if concurrency > 0 {
		c.Concurrency = concurrency
	}
}

// configError names the configuration section in the field of an EINVALID
// error from a model client ("batch_size" becomes "embedder.batch_size").
func configError(section string, err error) error {
	var e *cairn.Error
	if err == nil || !errors.As(err, &e) || e.Code != cairn.EINVALID || e.Field == "" {
		return err
	}
	field := section + "." + e.Field
	return &cairn.Error{Code: cairn.EINVALID, Field: field, Message: field + strings.TrimPrefix(e.Message, e.Field), Err: e.Err}
}
