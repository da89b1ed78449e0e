package correction

import (
	"context"
	"errors"
	"log/slog"
	"sync"

	"github.com/cairnhq/cairn"
)

// Service hands out the correction machinery of every tenant. A tenant's
// Memory, and so its vector index, is built on first use and kept.
type Service struct {
	// Stores returns the correction store of a tenant (required).
	Stores func(tenant string) Store
	// Embedder embeds corrections and queries (required).
	Embedder cairn.Embedder
	// LLM, when set, detects and applies with the seed's prompts; without
	// it every step runs offline.
	LLM cairn.Completer
	// Sessions returns the session store of a tenant; nil means an
	// in-process SessionCache per tenant.
	Sessions func(tenant string) SessionStore
	Observer Observer
	Logger   *slog.Logger
	Now      cairn.Clock

	mu       sync.Mutex
	learners map[string]*Learner
	detector Detector
}

// Detector returns the detector every tenant uses: the LLM detector with an
// offline fallback when an LLM is configured, the offline detector if not.
func (s *Service) Detector() Detector {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.detector == nil {
		s.detector = NewDetector(s.LLM)
	}
	return s.detector
}

// Learner returns the learner of tenant, opening its memory on first use.
func (s *Service) Learner(ctx context.Context, tenant string) (*Learner, error) {
	if s.Stores == nil || s.Embedder == nil {
		return nil, errors.New("correction: Service needs Stores and an Embedder")
	}
	det := s.Detector()
	s.mu.Lock()
	defer s.mu.Unlock()
	if l, ok := s.learners[tenant]; ok {
		return l, nil
	}
	m := NewMemory(s.Stores(tenant), s.Embedder)
	m.Now = s.Now
	if err := m.Open(ctx); err != nil {
		return nil, err
	}
	var sessions SessionStore
	if s.Sessions != nil {
		sessions = s.Sessions(tenant)
	} else {
		c := NewSessionCache()
		c.Now = s.Now
		sessions = c
	}
	ap := NewApplier(m, s.LLM)
	ap.Logger, ap.Observer = s.Logger, s.Observer
	l := &Learner{Memory: m, Detector: det, Applier: ap, Sessions: sessions, Logger: s.Logger, Observer: s.Observer}
	if s.learners == nil {
		s.learners = make(map[string]*Learner)
	}
	s.learners[tenant] = l
	return l, nil
}

// Refresh rebuilds the index of every open tenant from its store, picking
// up corrections written by other replicas. It returns the first error.
func (s *Service) Refresh(ctx context.Context) error {
	s.mu.Lock()
	ls := make([]*Learner, 0, len(s.learners))
	for _, l := range s.learners {
		ls = append(ls, l)
	}
	s.mu.Unlock()
	var errs []error
	for _, l := range ls {
		if err := l.Memory.Refresh(ctx); err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}
