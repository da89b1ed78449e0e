package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/openai"
	"github.com/cairnhq/cairn/openai/openaitest"
)

// aiRun runs the CLI with an empty config file, a store in a temporary
// directory and env as the only environment. It returns standard output,
// standard error and the exit code.
func aiRun(t *testing.T, env map[string]string, stdin string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	dir := t.TempDir()
	cfg := filepath.Join(dir, "config.yaml")
	if err := os.WriteFile(cfg, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	vars := map[string]string{"CAIRN_CONFIG": cfg, "CAIRN_STORE": filepath.Join(dir, "cairn.db")}
	for k, v := range env {
		vars[k] = v
	}
	var out, errb bytes.Buffer
	code = run(context.Background(), args, strings.NewReader(stdin), &out, &errb, func(k string) string { return vars[k] })
	return out.String(), errb.String(), code
}

// oneErrorLine fails unless stderr is exactly one line containing want.
func oneErrorLine(t *testing.T, stderr, want string) {
	t.Helper()
	if strings.Count(stderr, "\n") != 1 || !strings.HasSuffix(stderr, "\n") {
		t.Fatalf("stderr=%q, want exactly one line", stderr)
	}
	if !strings.Contains(stderr, want) {
		t.Fatalf("stderr=%q, want it to contain %q", stderr, want)
	}
}

func TestNewCompleterNotConfigured(t *testing.T) {
	a := &app{cfg: DefaultConfig()}
	c, err := a.newCompleter(nil)
	if err != nil {
		t.Fatal(err)
	}
	if c != nil {
		t.Fatalf("newCompleter=%v, want a nil interface without llm.base_url", c)
	}
}

func TestNewCompleterConfigured(t *testing.T) {
	s := openaitest.NewServer(t)
	cfg := DefaultConfig()
	cfg.LLM.BaseURL, cfg.LLM.Model, cfg.LLM.APIKey, cfg.LLM.MaxRetries, cfg.LLM.Concurrency = s.URL, "m", "sk-1", 0, 2
	a := &app{cfg: cfg}
	c, err := a.newCompleter(nil)
	if err != nil {
		t.Fatal(err)
	}
	oc, ok := c.(*openai.Completer)
	if !ok {
		t.Fatalf("newCompleter=%T, want *openai.Completer", c)
	}
	if !oc.JSONMode || oc.MaxRetries != 0 || oc.Concurrency != 2 || oc.APIKey != "sk-1" || oc.Timeout != cfg.LLM.Timeout {
		t.Fatalf("completer settings %+v do not follow the config %+v", oc.Client, cfg.LLM)
	}
	if _, _, err := c.Chat(context.Background(), []cairn.Message{{Role: cairn.RoleUser, Content: "hi"}}, cairn.ChatOptions{JSON: true}); err != nil {
		t.Fatal(err)
	}
	if s.Requests()[0].Chat.ResponseFormat == nil {
		t.Fatal("JSON mode is on by default but response_format was not sent")
	}
}

func TestNewEmbedder(t *testing.T) {
	s := openaitest.NewServer(t)
	tests := []struct {
		name      string
		set       func(*Config)
		wantModel string
		wantField string
	}{
		{name: "local default", set: func(*Config) {}, wantModel: "local-glove-v1/256"},
		{name: "local glove", set: func(c *Config) { c.Embedder.Model = "local-glove-v1" }, wantModel: "local-glove-v1/256"},
		{name: "local hash", set: func(c *Config) { c.Embedder.Model = "local-hash-v1" }, wantModel: "local-hash-v1/256"},
		{name: "local hash dimensions", set: func(c *Config) { c.Embedder.Model, c.Embedder.Dimensions = "local-hash-v1", 64 }, wantModel: "local-hash-v1/64"},
		{name: "local use-lite", set: func(c *Config) { c.Embedder.Model = "local-use-lite-v1" }, wantModel: "local-use-lite-v1/512"},
		{name: "remote", set: func(c *Config) { c.Embedder.BaseURL, c.Embedder.Model, c.Embedder.Dimensions = s.URL, "nomic", 8 }, wantModel: "openai:nomic/8"},
		{name: "remote bad cache size", set: func(c *Config) {
			c.Embedder.BaseURL, c.Embedder.Model, c.Embedder.CacheSize = s.URL, "nomic", -1
		}, wantField: "embedder.cache_size"},
		{name: "remote bad URL", set: func(c *Config) { c.Embedder.BaseURL, c.Embedder.Model = "localhost:1", "nomic" }, wantField: "embedder.base_url"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg := DefaultConfig()
			tt.set(&cfg)
			e, err := (&app{cfg: cfg}).newEmbedder(nil)
			if tt.wantField != "" {
				if got := cairn.ErrorField(err); got != tt.wantField {
					t.Fatalf("field=%q, want %q (err %v)", got, tt.wantField, err)
				}
				if !strings.HasPrefix(cairn.ErrorMessage(err), tt.wantField+":") {
					t.Fatalf("message=%q, want it to start with %q", cairn.ErrorMessage(err), tt.wantField)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := e.Model(); got != tt.wantModel {
				t.Fatalf("Model()=%q, want %q", got, tt.wantModel)
			}
		})
	}
}
