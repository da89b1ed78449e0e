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
	learners map[string]*tenantLearner
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
// Opening one tenant does not hold up requests of the others; a failed open
// is retried by the next call.
func (s *Service) Learner(ctx context.Context, tenant string) (*Learner, error) {
	if s.Stores == nil || s.Embedder == nil {
		return nil, errors.New("correction: Service needs Stores and an Embedder")
	}
	det := s.Detector()
	s.mu.Lock()
	e, ok := s.learners[tenant]
	if !ok {
		e = &tenantLearner{ready: make(chan struct{})}
		if s.learners == nil {
			s.learners = make(map[string]*tenantLearner)
		}
		s.learners[tenant] = e
	}
	s.mu.Unlock()
	if ok {
		select {
		case <-e.ready:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
		if e.err != nil {
			return nil, e.err
		}
		return e.l, nil
	}
	e.l, e.err = s.open(ctx, tenant, det)
	if e.err != nil {
		s.mu.Lock()
		delete(s.learners, tenant)
		s.mu.Unlock()
	}
	close(e.ready)
	return e.l, e.err
}

// tenantLearner is a tenant's learner, or the error opening it, once ready
// is closed.
type tenantLearner struct {
	ready chan struct{}
	l     *Learner
	err   error
}

func (s *Service) open(ctx context.Context, tenant string, det Detector) (*Learner, error) {
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
	return &Learner{Memory: m, Detector: det, Applier: ap, Sessions: sessions, Logger: s.Logger, Observer: s.Observer}, nil
}

// Refresh rebuilds the index of every open tenant from its store, picking
// up corrections written by other replicas. It returns the first error.
func (s *Service) Refresh(ctx context.Context) error {
	s.mu.Lock()
	ls := make([]*Learner, 0, len(s.learners))
	for _, e := range s.learners {
		select {
		case <-e.ready:
			if e.err == nil {
				ls = append(ls, e.l)
			}
		default: // still opening: it reads the store itself
		}
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
