package bridge

import (
	"context"
	"log/slog"
	"sync"

	"github.com/cairnhq/cairn"
)

// Service hands out the context bridge of every tenant. A tenant's Bridge,
// with its in-memory search indexes, is made on first use and kept.
type Service struct {
	// Stores returns the bridge store of a tenant (required).
	Stores func(tenant string) Store
	// Embedder embeds entries and search queries; nil disables search.
	Embedder cairn.Embedder
	// Config applies to every tenant; its zero value means DefaultConfig.
	Config   Config
	Observer Observer
	Logger   *slog.Logger
	Now      cairn.Clock
	// Source seeds corruption (see Corruptor); nil means DefaultSource.
	Source SourceFunc

	mu      sync.Mutex
	bridges map[string]*Bridge
}

// Bridge returns the bridge of tenant. Returns EINVALID for an invalid
// tenant name or configuration.
func (s *Service) Bridge(tenant string) (*Bridge, error) {
	if err := cairn.ServiceTenant("bridge", s.Stores != nil, "Stores", tenant); err != nil {
		return nil, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if b, ok := s.bridges[tenant]; ok {
		return b, nil
	}
	cfg := s.config()
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	b := New(s.Stores(tenant), s.Embedder, cfg)
	b.Now, b.Source, b.Observer, b.Logger = s.Now, s.Source, s.Observer, s.Logger
	if s.bridges == nil {
		s.bridges = make(map[string]*Bridge)
	}
	s.bridges[tenant] = b
	return b, nil
}

func (s *Service) config() Config {
	if s.Config == (Config{}) {
		return DefaultConfig()
	}
	return s.Config
}

// Sweep removes the expired entries of every tenant through sw (the
// server's janitor), reports them to the Observer and drops them from the
// in-memory indexes. It returns how many were removed.
func (s *Service) Sweep(ctx context.Context, sw Sweeper) (int, error) {
	cfg := s.config()
	if err := cfg.Validate(); err != nil {
		return 0, err
	}
	now := s.Now.NowUTC()
	n, err := sw.Sweep(ctx, cfg.Cutoffs(now))
	if s.Observer != nil && n > 0 {
		s.Observer.EntriesExpired(n)
	}
	s.mu.Lock()
	bs := make([]*Bridge, 0, len(s.bridges))
	for _, b := range s.bridges {
		bs = append(bs, b)
	}
	s.mu.Unlock()
	for _, b := range bs {
		b.prune(now)
	}
	return n, err
}
