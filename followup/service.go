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

// Cache returns the cache of tenant. It is cheap: call it per request.
// Returns EINVALID naming "tenant" for a malformed tenant name.
func (s *Service) Cache(tenant string) (*Cache, error) {
	if err := cairn.ServiceTenant("followup", s.Stores != nil, "Stores", tenant); err != nil {
		return nil, err
	}
	return s.cache(tenant), nil
}

// Tenant returns the cache of tenant without checking the name.
//
// Deprecated: use Cache, which validates the tenant as every Service's
// accessor does.
func (s *Service) Tenant(tenant string) *Cache { return s.cache(tenant) }

func (s *Service) cache(tenant string) *Cache {
	s.once.Do(func() { s.refresh = newRefreshMatcher(s.Config.RefreshKeywords) })
	return &Cache{
		Store: s.Stores(tenant), Embedder: s.Embedder, Config: s.Config,
		Observer: s.Observer, Logger: s.Logger, Now: s.Now, refresh: s.refresh,
	}
}
