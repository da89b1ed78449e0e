package main

import (
	"errors"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/embed"
	"github.com/cairnhq/cairn/embed/use"
	"github.com/cairnhq/cairn/internal/gcfloor"
	"github.com/cairnhq/cairn/postgres"
)

// Config is everything cairn reads from its config file, environment
// (CAIRN_*) and flags, in that order of increasing precedence. Every
// setting is a field with a yaml tag (its key in the file) and an env tag
// (its variable); loadEnv reads the variables from the tags, and a test
// checks that each one is in the README's configuration table.
type Config struct {
	// Store selects the records engine: a SQLite file path, postgres://…,
	// or json:PATH for an ai_cache.json (judgments only).
	Store string `yaml:"store" env:"CAIRN_STORE"`
	// StoreTimeout bounds each call to a PostgreSQL store, on the client
	// side: a server that stops answering fails the call (503) after it
	// instead of hanging the request. 0: no bound.
	StoreTimeout time.Duration `yaml:"store_timeout" env:"CAIRN_STORE_TIMEOUT"`
	// StatementTimeout is PostgreSQL's statement_timeout on cairn's
	// connections: a statement running or waiting on a lock longer is
	// cancelled by the server (503). 0: the server's own.
	StatementTimeout time.Duration `yaml:"statement_timeout" env:"CAIRN_STATEMENT_TIMEOUT"`
	// Addr is where `cairn serve` listens.
	Addr string `yaml:"addr" env:"CAIRN_ADDR"`
	// AllowedHosts are the host names, besides localhost and loopback
	// addresses, that `cairn serve` answers to (Host) and whose pages may
	// call it (Origin): NAME or NAME:PORT, behind a reverse proxy or with a
	// real host name (see http.Server.AllowedHosts).
	AllowedHosts []string `yaml:"allowed_hosts" env:"CAIRN_ALLOWED_HOSTS"`
	// IndexRefresh is how often the server brings its in-process
	// correction indexes up to date with the store, to see corrections
	// written by other processes (CLI commands, other replicas): from the
	// store's change log, reading only what changed. 0 disables it.
	IndexRefresh time.Duration `yaml:"index_refresh" env:"CAIRN_INDEX_REFRESH"`
	// IndexDir is where the server saves the correction indexes of big
	// tenants (correction.DefaultSnapshotMin corrections and more), so that
	// a restart reads them and the changes since instead of every record.
	// "" means STORE.index beside a SQLite store and none with PostgreSQL
	// (set a directory to save them there too); "off" saves none.
	IndexDir string `yaml:"index_dir" env:"CAIRN_INDEX_DIR"`
	// Sessions is where `cairn serve` keeps conversation state (the last
	// turn of each session): "" for in process, or a redis:// URL so that
	// replicas share it.
	Sessions string `yaml:"sessions" env:"CAIRN_SESSIONS"`
	// SessionTTL is how long a session's last turn is kept.
	SessionTTL time.Duration `yaml:"session_ttl" env:"CAIRN_SESSION_TTL"`
	// GCHeapFloorMiB is the heap size, in MiB, below which `cairn serve`
	// does not collect garbage (see internal/gcfloor). 0 leaves Go's
	// default (collect when the heap doubles); GOGC, when set, wins.
	GCHeapFloorMiB int `yaml:"gc_heap_floor_mib" env:"CAIRN_GC_HEAP_FLOOR_MIB"`
	// PprofAddr, when set, is a loopback HOST:PORT where `cairn serve`
	// serves Go's profiling endpoints (/debug/pprof/).
	PprofAddr string `yaml:"pprof_addr" env:"CAIRN_PPROF_ADDR"`

	LLM      LLMConfig      `yaml:"llm"`
	Embedder EmbedderConfig `yaml:"embedder"`

	// Corrections is how the learning loop uses what it learned
	// (corrections_config.go).
	Corrections CorrectionsConfig `yaml:"corrections"`

	// Bridge configures the context bridge (see bridge_config.go).
	Bridge BridgeConfig `yaml:"bridge"`
	// Followup is the follow-up result cache (followup_config.go).
	Followup FollowupConfig `yaml:"followup"`
	// Review is the snapshot review policy (review_config.go).
	Review ReviewConfig `yaml:"review"`
	// Console is the web console of `cairn serve` (console_config.go).
	Console ConsoleConfig `yaml:"console"`
	// Proxy is the OpenAI-compatible proxy of `cairn serve`
	// (config_proxy.go).
	Proxy ProxyConfig `yaml:"proxy"`
}

// LLMConfig configures an OpenAI-compatible chat completion server. With no
// BaseURL, every capability uses its offline path.
type LLMConfig struct {
	BaseURL     string        `yaml:"base_url" env:"CAIRN_LLM_BASE_URL"`
	APIKey      string        `yaml:"api_key" env:"CAIRN_LLM_API_KEY"`
	Model       string        `yaml:"model" env:"CAIRN_LLM_MODEL"`
	Timeout     time.Duration `yaml:"timeout" env:"CAIRN_LLM_TIMEOUT"`
	MaxRetries  int           `yaml:"max_retries" env:"CAIRN_LLM_MAX_RETRIES"`
	Concurrency int           `yaml:"concurrency" env:"CAIRN_LLM_CONCURRENCY"`
	// JSONMode lets capabilities ask for JSON output (response_format) when
	// they want JSON; servers that reject it are asked again without it.
	JSONMode bool `yaml:"json_mode" env:"CAIRN_LLM_JSON_MODE"`
}

// EmbedderConfig configures embeddings. With no BaseURL a local embedder is
// used: Model local-glove-v1 (the default when empty; 256 dimensions),
// local-hash-v1 (with Dimensions, 256 by default) or local-use-lite-v1
// (Universal Sentence Encoder Lite, 512 dimensions; slower).
type EmbedderConfig struct {
	BaseURL     string        `yaml:"base_url" env:"CAIRN_EMBED_BASE_URL"`
	APIKey      string        `yaml:"api_key" env:"CAIRN_EMBED_API_KEY"`
	Model       string        `yaml:"model" env:"CAIRN_EMBED_MODEL"`
	Dimensions  int           `yaml:"dimensions" env:"CAIRN_EMBED_DIMENSIONS"`
	Timeout     time.Duration `yaml:"timeout" env:"CAIRN_EMBED_TIMEOUT"`
	MaxRetries  int           `yaml:"max_retries" env:"CAIRN_EMBED_MAX_RETRIES"`
	Concurrency int           `yaml:"concurrency" env:"CAIRN_EMBED_CONCURRENCY"`
	BatchSize   int           `yaml:"batch_size" env:"CAIRN_EMBED_BATCH_SIZE"`
	CacheSize   int           `yaml:"cache_size" env:"CAIRN_EMBED_CACHE_SIZE"`
}

// validateLocal checks the choice of a local embedder (no base_url): a
// model cairn has, with dimensions it can make.
func (e EmbedderConfig) validateLocal() error {
	if e.BaseURL != "" {
		return nil
	}
	switch e.Model {
	case "", localGlove:
		if e.Dimensions != 0 && e.Dimensions != embed.GloveDimensions {
			return cairn.Invalid("embedder.dimensions", "%s has %d dimensions, got %d (set embedder.model: %s for other sizes)",
				localGlove, embed.GloveDimensions, e.Dimensions, localHash)
		}
	case localHash:
	case localUSE:
		// 256 is the configuration's default, left as it is.
		if e.Dimensions != 0 && e.Dimensions != embed.DefaultDimensions && e.Dimensions != use.Dimensions {
			return cairn.Invalid("embedder.dimensions", "%s has %d dimensions, got %d", localUSE, use.Dimensions, e.Dimensions)
		}
	default:
		return cairn.Invalid("embedder.model", "%q is not a local embedder (%s, %s or %s); set embedder.base_url (CAIRN_EMBED_BASE_URL) to use a server's model",
			e.Model, localGlove, localHash, localUSE)
	}
	return nil
}

// DefaultAddr is where `cairn serve` listens by default.
const DefaultAddr = "127.0.0.1:7878"

// DefaultConfig returns the embedded default: SQLite in the user's data
// directory, loopback only, no LLM, local embedder.
func DefaultConfig() Config {
	return Config{
		Store:            defaultStorePath(),
		StoreTimeout:     postgres.DefaultTimeout,
		StatementTimeout: postgres.DefaultStatementTimeout,
		Addr:             DefaultAddr,
		AllowedHosts:     []string{},
		IndexRefresh:     time.Minute,
		SessionTTL:       24 * time.Hour,
		GCHeapFloorMiB:   gcfloor.DefaultMiB,
		LLM: LLMConfig{
			Timeout:     60 * time.Second,
			MaxRetries:  3,
			Concurrency: 4,
			JSONMode:    true,
		},
		Embedder: EmbedderConfig{
			Dimensions:  256,
			Timeout:     30 * time.Second,
			MaxRetries:  3,
			Concurrency: 4,
			BatchSize:   64,
			CacheSize:   4096,
		},
		Corrections: defaultCorrectionsConfig(),
		Bridge:      defaultBridgeConfig(),
		Followup:    defaultFollowupConfig(),
		Review:      defaultReviewConfig(),
		Console:     defaultConsoleConfig(),
		Proxy:       defaultProxyConfig(),
	}
}

// defaultStorePath is cairn.db in $XDG_DATA_HOME/cairn (or the platform's
// equivalent), falling back to the working directory.
func defaultStorePath() string {
	dir := os.Getenv("XDG_DATA_HOME")
	if dir == "" {
		if home, err := os.UserHomeDir(); err == nil {
			dir = filepath.Join(home, ".local", "share")
		}
	}
	if dir == "" {
		return "cairn.db"
	}
	return filepath.Join(dir, "cairn", "cairn.db")
}

// defaultConfigPath is $XDG_CONFIG_HOME/cairn/config.yaml.
func defaultConfigPath() string {
	dir, err := os.UserConfigDir()
	if err != nil {
		return ""
	}
	return filepath.Join(dir, "cairn", "config.yaml")
}

// loadFile merges the YAML file at path into c. A missing file is not an
// error unless required.
func (c *Config) loadFile(path string, required bool) error {
	b, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) && !required {
		return nil
	} else if err != nil {
		return cairn.Invalid("config", "%v", err)
	}
	return c.decodeYAML(path, b)
}

// loadEnv merges the environment variables named by the env tags of
// Config's fields into c. getenv is os.Getenv in production.
func (c *Config) loadEnv(getenv func(string) string) error {
	var errs []error
	for _, f := range envFields(c) {
		if v := getenv(f.env); v != "" {
			if err := setFromEnv(f, v); err != nil {
				errs = append(errs, err)
			}
		}
	}
	return errors.Join(errs...)
}

// Validate reports the first invalid field of c.
func (c *Config) Validate() error {
	if c.Store == "" {
		return cairn.Invalid("store", "must not be empty")
	}
	if _, _, err := parseStore(c.Store); err != nil {
		return err
	}
	if c.LLM.BaseURL != "" && c.LLM.Model == "" {
		return cairn.Invalid("llm.model", "must be set when llm.base_url is (CAIRN_LLM_MODEL)")
	}
	if c.Embedder.BaseURL != "" && c.Embedder.Model == "" {
		return cairn.Invalid("embedder.model", "must be set when embedder.base_url is (CAIRN_EMBED_MODEL)")
	}
	if c.Sessions != "" && !strings.HasPrefix(c.Sessions, "redis://") && !strings.HasPrefix(c.Sessions, "rediss://") {
		return cairn.Invalid("sessions", "must be a redis:// or rediss:// URL, or empty for in-process sessions")
	}
	if c.SessionTTL <= 0 {
		return cairn.Invalid("session_ttl", "must be positive, got %v", c.SessionTTL)
	}
	if c.GCHeapFloorMiB < 0 || c.GCHeapFloorMiB > 1<<20 {
		return cairn.Invalid("gc_heap_floor_mib", "must be between 0 and 1048576 MiB, got %d", c.GCHeapFloorMiB)
	}
	if c.PprofAddr != "" {
		if _, _, err := net.SplitHostPort(c.PprofAddr); err != nil {
			return cairn.Invalid("pprof_addr", "%q is not HOST:PORT", c.PprofAddr)
		}
	}
	if c.IndexRefresh < 0 {
		return cairn.Invalid("index_refresh", "must not be negative")
	}
	if c.StoreTimeout < 0 {
		return cairn.Invalid("store_timeout", "must not be negative, got %v", c.StoreTimeout)
	}
	if c.StatementTimeout < 0 {
		return cairn.Invalid("statement_timeout", "must not be negative, got %v", c.StatementTimeout)
	}
	if c.Embedder.Dimensions < 0 || c.Embedder.Dimensions > 8192 {
		return cairn.Invalid("embedder.dimensions", "must be between 1 and 8192, got %d", c.Embedder.Dimensions)
	}
	if err := c.Embedder.validateLocal(); err != nil {
		return err
	}
	if err := c.Corrections.validate(); err != nil { // corrections_config.go
		return err
	}
	if err := c.Followup.validate(); err != nil { // followup_config.go
		return err
	}
	if err := c.Review.validate(); err != nil { // review_config.go
		return err
	}
	if err := c.Console.validate(); err != nil { // console_config.go
		return err
	}
	if err := c.Proxy.validate(); err != nil { // config_proxy.go
		return err
	}
	for name, n := range map[string]int{"llm.max_retries": c.LLM.MaxRetries, "embedder.max_retries": c.Embedder.MaxRetries} {
		if n < 0 {
			return cairn.Invalid(name, "must not be negative")
		}
	}
	for name, n := range map[string]int{"llm.concurrency": c.LLM.Concurrency, "embedder.concurrency": c.Embedder.Concurrency} {
		if n < 1 {
			return cairn.Invalid(name, "must be at least 1")
		}
	}
	if err := c.Bridge.Validate(); err != nil {
		return err
	}
	return nil
}

// Store schemes.
const (
	schemeSQLite   = "sqlite"
	schemePostgres = "postgres"
	schemeJSON     = "json"
)

// indexDir returns the directory where the server saves correction
// indexes, or "" for none.
func (c Config) indexDir() string {
	switch c.IndexDir {
	case "off":
		return ""
	case "":
		if scheme, loc, err := parseStore(c.Store); err == nil && scheme == schemeSQLite && loc != ":memory:" && !strings.HasPrefix(loc, "file::memory:") {
			return loc + ".index"
		}
		return ""
	}
	return expandHome(c.IndexDir)
}

// parseStore splits a --store value into its engine and location.
func parseStore(s string) (scheme, location string, err error) {
	switch {
	case strings.HasPrefix(s, "postgres://"), strings.HasPrefix(s, "postgresql://"):
		return schemePostgres, s, nil
	case strings.HasPrefix(s, "json:"):
		p := strings.TrimPrefix(s, "json:")
		if p == "" {
			return "", "", cairn.Invalid("store", "json: needs a file path, as in json:~/.cache/iptax/ai_cache.json")
		}
		return schemeJSON, expandHome(p), nil
	case strings.HasPrefix(s, "sqlite:"):
		return schemeSQLite, expandHome(strings.TrimPrefix(strings.TrimPrefix(s, "sqlite:"), "//")), nil
	}
	if i := strings.Index(s, "://"); i > 0 {
		return "", "", cairn.Invalid("store", "unknown scheme %q (use a SQLite file path, postgres://… or json:PATH)", s[:i])
	}
	return schemeSQLite, expandHome(s), nil
}

func expandHome(p string) string {
	if p == "~" || strings.HasPrefix(p, "~/") {
		if home, err := os.UserHomeDir(); err == nil {
			return filepath.Join(home, p[1:])
		}
	}
	return p
}

// String describes c for logs, without secrets.
func (c Config) String() string {
	return fmt.Sprintf("store=%s addr=%s llm=%s embedder=%s", redactURL(c.Store), c.Addr, c.LLM.BaseURL, c.Embedder.BaseURL)
}

// redactURL hides a password in a postgres:// URL.
func redactURL(s string) string {
	i := strings.Index(s, "://")
	at := strings.LastIndex(s, "@")
	if i < 0 || at < i {
		return s
	}
	userinfo := s[i+3 : at]
	if j := strings.Index(userinfo, ":"); j >= 0 {
		return s[:i+3] + userinfo[:j] + ":xxxxx" + s[at:]
	}
	return s
}
