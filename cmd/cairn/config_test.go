package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/cairnhq/cairn"
)

func TestConfigPrecedence(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "config.yaml")
	if err := os.WriteFile(file, []byte("store: /from/file.db\naddr: 127.0.0.1:9000\nllm:\n  base_url: http://llm/v1\n  model: m\n  timeout: 5s\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	env := map[string]string{"CAIRN_CONFIG": file, "CAIRN_ADDR": "127.0.0.1:9001", "CAIRN_LLM_MAX_RETRIES": "7"}
	a := &app{getenv: func(k string) string { return env[k] }, storeFlag: "/from/flag.db"}
	if err := a.loadConfig(); err != nil {
		t.Fatal(err)
	}
	if got, want := a.cfg.Store, "/from/flag.db"; got != want {
		t.Errorf("store=%q, want the flag's %q", got, want)
	}
	if got, want := a.cfg.Addr, "127.0.0.1:9001"; got != want {
		t.Errorf("addr=%q, want the environment's %q", got, want)
	}
	if a.cfg.LLM.BaseURL != "http://llm/v1" || a.cfg.LLM.Timeout != 5*time.Second || a.cfg.LLM.MaxRetries != 7 {
		t.Errorf("llm=%+v", a.cfg.LLM)
	}
	if a.cfg.Embedder.Dimensions != 256 {
		t.Errorf("embedder dimensions default %d, want 256", a.cfg.Embedder.Dimensions)
	}
}

func TestConfigErrorsNameTheField(t *testing.T) {
	dir := t.TempDir()
	tests := []struct {
		name, file string
		env        map[string]string
		field      string
	}{
		{"unknown key in file", "stor: x\n", nil, "config"},
		{"bad yaml", "store: [\n", nil, "config"},
		{"model without url is fine, url without model is not", "llm:\n  base_url: http://x/v1\n", nil, "llm.model"},
		{"bad duration env", "", map[string]string{"CAIRN_LLM_TIMEOUT": "soon"}, "CAIRN_LLM_TIMEOUT"},
		{"bad number env", "", map[string]string{"CAIRN_EMBED_DIMENSIONS": "many"}, "CAIRN_EMBED_DIMENSIONS"},
		{"unknown store scheme", "", map[string]string{"CAIRN_STORE": "mongodb://x"}, "store"},
		{"sessions not redis", "", map[string]string{"CAIRN_SESSIONS": "memcached://x"}, "sessions"},
		{"negative refresh", "index_refresh: -1s\n", nil, "index_refresh"},
		{"a server model without a server", "embedder:\n  model: text-embedding-3-small\n", nil, "embedder.model"},
		{"glove has 256 dimensions", "embedder:\n  dimensions: 64\n", nil, "embedder.dimensions"},
		{"glove has 256 dimensions (env)", "", map[string]string{"CAIRN_EMBED_MODEL": "local-glove-v1", "CAIRN_EMBED_DIMENSIONS": "512"}, "embedder.dimensions"},
		{"use-lite has 512 dimensions", "", map[string]string{"CAIRN_EMBED_MODEL": "local-use-lite-v1", "CAIRN_EMBED_DIMENSIONS": "300"}, "embedder.dimensions"},
	}
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			env := map[string]string{}
			for k, v := range tt.env {
				env[k] = v
			}
			if tt.file != "" {
				p := filepath.Join(dir, strings.Repeat("c", i+1)+".yaml")
				if err := os.WriteFile(p, []byte(tt.file), 0o600); err != nil {
					t.Fatal(err)
				}
				env["CAIRN_CONFIG"] = p
			} else {
				env["CAIRN_CONFIG"] = ""
				env["XDG_CONFIG_HOME"] = dir
			}
			a := &app{getenv: func(k string) string { return env[k] }}
			err := a.loadConfig()
			if cairn.ErrorCode(err) != cairn.EINVALID {
				t.Fatalf("err=%v, want EINVALID", err)
			}
			if !strings.Contains(err.Error(), tt.field) {
				t.Fatalf("err=%q does not name %q", err, tt.field)
			}
		})
	}
}

func TestConfigMissingDefaultFileIsFine(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	a := &app{getenv: func(string) string { return "" }}
	if err := a.loadConfig(); err != nil {
		t.Fatal(err)
	}
	if a.cfg.Addr != DefaultAddr {
		t.Fatalf("addr=%q", a.cfg.Addr)
	}
}

func TestConfigYAMLErrorsNameKeyAndLine(t *testing.T) {
	tests := []struct {
		name, file string
		field      string
		want       []string
	}{
		{"unknown key", "addr: 127.0.0.1:1\nstor: x\n", "stor", []string{"line 2: stor: unknown key \"stor\" (did you mean \"store\"?)"}},
		{"unknown nested key", "llm:\n  base_url: http://x/v1\n  modle: m\n", "llm.modle", []string{"line 3: llm.modle: unknown key \"modle\" (did you mean \"llm.model\"?)"}},
		{"bad duration", "store: /x.db\nllm:\n  timeout: soon\n", "llm.timeout", []string{"line 3: llm.timeout:", "time.Duration"}},
		{"every problem", "llm:\n  timeout: soon\nembedder:\n  dimensions: many\n", "llm.timeout", []string{"line 2: llm.timeout:", "line 4: embedder.dimensions:"}},
		{"syntax", "store: x\nllm: [\n", "config", []string{"line 2"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := filepath.Join(t.TempDir(), "cairn.yaml")
			if err := os.WriteFile(p, []byte(tt.file), 0o600); err != nil {
				t.Fatal(err)
			}
			a := &app{getenv: func(k string) string { return map[string]string{"CAIRN_CONFIG": p}[k] }}
			err := a.loadConfig()
			if got, want := cairn.ErrorField(err), tt.field; got != want {
				t.Fatalf("field=%q, want %q (%v)", got, want, err)
			}
			for _, w := range append(tt.want, p) {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("err=%q lacks %q", err, w)
				}
			}
			if strings.Contains(err.Error(), "\n") {
				t.Errorf("err=%q spans lines", err)
			}
		})
	}

	// The CLI prints all of it on its one line.
	c := newCLI(t)
	p := filepath.Join(t.TempDir(), "cairn.yaml")
	os.WriteFile(p, []byte("llm:\n  timeout: soon\n"), 0o600)
	c.fails("line 2: llm.timeout: cannot unmarshal", "--config", p, "judgments", "stats")
}

func TestIndexDir(t *testing.T) {
	home, err := os.UserHomeDir()
	if err != nil {
		t.Skip(err)
	}
	for _, tt := range []struct{ store, dir, want string }{
		{"/data/cairn.db", "", "/data/cairn.db.index"},
		{"sqlite:///data/c.db", "", "/data/c.db.index"},
		{":memory:", "", ""},
		{"postgres://db/cairn", "", ""},
		{"json:/tmp/ai_cache.json", "", ""},
		{"/data/cairn.db", "off", ""},
		{"postgres://db/cairn", "/var/lib/cairn/index", "/var/lib/cairn/index"},
		{"/data/cairn.db", "~/idx", filepath.Join(home, "idx")},
	} {
		c := DefaultConfig()
		c.Store, c.IndexDir = tt.store, tt.dir
		if got := c.indexDir(); got != tt.want {
			t.Errorf("store %q, index_dir %q: %q, want %q", tt.store, tt.dir, got, tt.want)
		}
	}
}
