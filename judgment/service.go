package judgment

import (
	"sync"

	"github.com/cairnhq/cairn"
)

// Observer receives the judgment events metrics count. The http package
// implements it with Prometheus; a nil Observer is skipped.
type Observer interface {
	// JudgmentAdded counts one judgment added: stored, or an existing
	// corrected one kept by the add rule (see ShouldReplace).
	JudgmentAdded(stored bool)
	// JudgmentOverridden counts a human decision recorded on a judgment;
	// corrected says whether it differs from the AI's.
	JudgmentOverridden(corrected bool)
	// HistoryServed observes how many judgments a history selection gave.
	HistoryServed(entries int)
}

// Service hands out the judgment Manager of every tenant, each wired the
// same way: the tenant's store, the clock and the observer. It is the
// judgment counterpart of correction.Service, and what the CLI and the HTTP
// server both use. Managers are created on first use and kept.
type Service struct {
	// Stores returns the judgment store of a tenant (required); nil for a
	// tenant the engine does not hold (the JSON file engine holds only
	// cairn.DefaultTenant).
	Stores   func(tenant string) Store
	Observer Observer
	// Now stamps judgments added without a timestamp; nil means time.Now.
	Now cairn.Clock

	mu       sync.Mutex
	managers map[string]*Manager
}

// Manager returns the manager of tenant. Returns EINVALID naming "tenant"
// for a malformed tenant name or one the engine does not hold.
func (s *Service) Manager(tenant string) (*Manager, error) {
	if err := cairn.ServiceTenant("judgment", s.Stores != nil, "Stores", tenant); err != nil {
		return nil, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if m, ok := s.managers[tenant]; ok {
		return m, nil
	}
	st := s.Stores(tenant)
	if st == nil {
		return nil, cairn.Invalid("tenant", "this store has the single tenant %q", cairn.DefaultTenant)
	}
	m := &Manager{Store: st, Now: s.Now, Observer: s.Observer}
	if s.managers == nil {
		s.managers = make(map[string]*Manager)
	}
	s.managers[tenant] = m
	return m, nil
}
