package followup

import (
	"log/slog"
	"sync"

	"github.com/cairnhq/cairn"
)

// Service hands out the follow-up cache of every tenant. Tenants share the
// configuration, embedder and observer; each has its own store handle.
type Service struct {
	// Stores returns the store of a tenant (required), for example
	// (*MemoryStore).Tenant or a Redis DB's FollowupStore.
	Stores   func(tenant string) Store
	Embedder cairn.Embedder
	Config   Config
	Observer Observer
	Logger   *slog.Logger
	Now      cairn.Clock

	once    sync.Once
	refresh refreshMatcher
}

// NewService returns a Service with DefaultConfig over stores.
func NewService(stores func(tenant string) Store, emb cairn.Embedder) *Service {
	return &Service{Stores: stores, Embedder: emb, Config: DefaultConfig()}
}

// Tenant returns the cache of tenant. It is cheap: call it per request.
func (s *Service) Tenant(tenant string) *Cache {
	s.once.Do(func() { s.refresh = newRefreshMatcher(s.Config.RefreshKeywords) })
	return &Cache{
		Store: s.Stores(tenant), Embedder: s.Embedder, Config: s.Config,
		Observer: s.Observer, Logger: s.Logger, Now: s.Now, refresh: s.refresh,
	}
}
