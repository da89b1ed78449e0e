package main

import (
	"net/url"
	"time"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/correction"
	cairnhttp "github.com/cairnhq/cairn/http"
)

// ProxyConfig is the `proxy:` section: the OpenAI-compatible proxy of
// `cairn serve` (POST /v1/chat/completions, POST /v1/embeddings, GET
// /v1/models), off unless Upstream is set. See docs/proxy.md.
type ProxyConfig struct {
	// Upstream is the model server's base URL, as an OpenAI SDK takes it:
	// https://api.openai.com/v1, http://localhost:11434/v1.
	Upstream string `yaml:"upstream" env:"CAIRN_PROXY_UPSTREAM"`
	// APIKey, when set, is sent to the model server on every request; the
	// clients then send their cairn key in Authorization. Empty: a client's
	// Authorization that is not a cairn key goes through.
	APIKey string `yaml:"api_key" env:"CAIRN_PROXY_API_KEY"`
	// Timeout bounds one exchange with the model server, a stream's end
	// included.
	Timeout time.Duration `yaml:"timeout" env:"CAIRN_PROXY_TIMEOUT"`
	// MaxBodyMiB limits proxied request bodies (images travel in them).
	MaxBodyMiB int `yaml:"max_body_mib" env:"CAIRN_PROXY_MAX_BODY_MIB"`
	// Detect, Remind and Apply are what cairn adds to chat completions
	// unless a request's X-Cairn-* headers say otherwise.
	Detect bool `yaml:"detect" env:"CAIRN_PROXY_DETECT"`
	Remind bool `yaml:"remind" env:"CAIRN_PROXY_REMIND"`
	Apply  bool `yaml:"apply" env:"CAIRN_PROXY_APPLY"`
	// RemindTokens bounds the reminder added to the system prompt.
	RemindTokens int `yaml:"remind_tokens" env:"CAIRN_PROXY_REMIND_TOKENS"`
	// LogPrompts logs each proxied chat's question and answers (an info
	// line per request); off, they are never logged.
	LogPrompts bool `yaml:"log_prompts" env:"CAIRN_PROXY_LOG_PROMPTS"`
}

func defaultProxyConfig() ProxyConfig {
	return ProxyConfig{
		Timeout:      cairnhttp.DefaultProxyTimeout,
		MaxBodyMiB:   cairnhttp.DefaultProxyMaxBodyBytes >> 20,
		Detect:       true,
		Remind:       true,
		Apply:        true,
		RemindTokens: correction.DefaultRemindTokens,
	}
}

func (c ProxyConfig) validate() error {
	if c.Upstream != "" {
		u, err := url.Parse(c.Upstream)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.RawQuery != "" || u.User != nil {
			return cairn.Invalid("proxy.upstream", "%q is not an http:// or https:// base URL without query or credentials, e.g. https://api.openai.com/v1 (CAIRN_PROXY_UPSTREAM)", c.Upstream)
		}
	}
	if c.Timeout <= 0 {
		return cairn.Invalid("proxy.timeout", "must be positive, got %v", c.Timeout)
	}
	if c.MaxBodyMiB < 1 || c.MaxBodyMiB > 1024 {
		return cairn.Invalid("proxy.max_body_mib", "must be from 1 to 1024 MiB, got %d", c.MaxBodyMiB)
	}
	if c.RemindTokens < 1 || c.RemindTokens > 100000 {
		return cairn.Invalid("proxy.remind_tokens", "must be from 1 to 100000, got %d", c.RemindTokens)
	}
	return nil
}

// serveProxy turns the proxy on when an upstream is set.
func (a *app) serveProxy(srv *cairnhttp.Server) {
	c := a.cfg.Proxy
	if c.Upstream == "" {
		return
	}
	srv.Proxy = &cairnhttp.Proxy{
		Upstream:     c.Upstream,
		APIKey:       c.APIKey,
		Timeout:      c.Timeout,
		MaxBodyBytes: int64(c.MaxBodyMiB) << 20,
		Detect:       c.Detect,
		Remind:       c.Remind,
		Apply:        c.Apply,
		RemindTokens: c.RemindTokens,
		LogPrompts:   c.LogPrompts,
	}
}
