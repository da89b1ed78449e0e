package correction

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"log/slog"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"github.com/cairnhq/cairn"
)

// Service hands out the correction machinery of every tenant. A tenant's
// Memory, and so its vector index, is built on first use and kept.
//
// The Service watches its LLM and Embedder (see ModelMonitor): a failing
// model is logged once per outage, and each failure is recorded in the
// request's Report (WithReport) so that responses can say why they fell
// back. KeepEmbedded embeds corrections saved while the embedder failed.
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
	// IndexDir, when set, is the directory where the vector indexes of
	// big tenants are saved (Memory.SnapshotPath, one file per tenant)
	// when their Store has a ChangeLog, so that a restart reads them
	// instead of every record and does not build their graphs again.
	IndexDir string
	// SnapshotMin is Memory.SnapshotMin of every tenant: the least number
	// of corrections whose index is saved. 0 means DefaultSnapshotMin.
	SnapshotMin int
	// ApplyMode is the Applier.Mode of every tenant: ApplyRewrite (the
	// default when empty) or ApplySuggest.
	ApplyMode ApplyMode
	Observer  Observer
	Logger    *slog.Logger
	Now       cairn.Clock

	mu       sync.Mutex
	learners map[string]*tenantLearner
	detector Detector
	llmMon   *ModelMonitor
	embMon   *ModelMonitor
	kick     chan struct{} // the embedder answers again
}

func (s *Service) logger() *slog.Logger {
	if s.Logger == nil {
		return slog.New(slog.DiscardHandler)
	}
	return s.Logger
}

// LLMMonitor returns the monitor of the LLM.
func (s *Service) LLMMonitor() *ModelMonitor {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.initMonitors()
	return s.llmMon
}

func (s *Service) embedderMonitor() *ModelMonitor {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.initMonitors()
	return s.embMon
}

// recovered returns a channel that receives when the embedder answers
// again after failing.
func (s *Service) recovered() <-chan struct{} {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.initMonitors()
	return s.kick
}

// initMonitors creates the model monitors; s.mu is held.
func (s *Service) initMonitors() {
	if s.llmMon != nil {
		return
	}
	s.kick = make(chan struct{}, 1)
	s.llmMon = &ModelMonitor{Kind: ModelLLM, Logger: s.logger()}
	s.embMon = &ModelMonitor{Kind: ModelEmbedder, Logger: s.logger(), OnRecover: func() {
		select {
		case s.kick <- struct{}{}:
		default:
		}
	}}
}

// llm returns the LLM wrapped in its monitor, or nil.
func (s *Service) llm() cairn.Completer {
	if s.LLM == nil {
		return nil
	}
	return monitoredCompleter{c: s.LLM, m: s.LLMMonitor()}
}

// Detector returns the detector every tenant uses: the LLM detector with an
// offline fallback when an LLM is configured, the offline detector if not.
func (s *Service) Detector() Detector {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.detector == nil {
		s.initMonitors()
		d := NewDetector(s.LLM)
		if d.LLM != nil {
			d.LLM = monitoredDetector{d: d.LLM, m: s.llmMon}
		}
		s.detector = d
	}
	return s.detector
}

// Learner returns the learner of tenant, opening its memory on first use.
// Opening one tenant does not hold up requests of the others; a failed open
// is retried by the next call. A caller whose ctx ends while the tenant is
// being opened gets ctx's error, and the opening goes on.
func (s *Service) Learner(ctx context.Context, tenant string) (*Learner, error) {
	if err := cairn.ServiceTenant("correction", s.Stores != nil && s.Embedder != nil, "Stores and an Embedder", tenant); err != nil {
		return nil, err
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
	if !ok {
		// The load goes on when the request that started it gives up, so
		// that the next request finds it done or under way.
		go func() {
			e.l, e.err = s.open(context.WithoutCancel(ctx), tenant, det)
			if e.err != nil {
				s.mu.Lock()
				delete(s.learners, tenant)
				s.mu.Unlock()
			}
			close(e.ready)
		}()
	}
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

// tenantLearner is a tenant's learner, or the error opening it, once ready
// is closed.
type tenantLearner struct {
	ready chan struct{}
	l     *Learner
	err   error
}

func (s *Service) open(ctx context.Context, tenant string, det Detector) (*Learner, error) {
	l := s.build(tenant, det)
	if err := l.Memory.Open(ctx); err != nil {
		return nil, err
	}
	return l, nil
}

// build wires a learner of tenant, its memory not yet opened.
func (s *Service) build(tenant string, det Detector) *Learner {
	m := NewMemory(s.Stores(tenant), monitoredEmbedder{Embedder: s.Embedder, m: s.embedderMonitor()})
	m.Now = s.Now
	m.Logger = s.Logger
	if s.IndexDir != "" {
		m.SnapshotPath = filepath.Join(s.IndexDir, SnapshotFile(tenant))
		m.SnapshotMin = s.SnapshotMin
	}
	var sessions SessionStore
	if s.Sessions != nil {
		sessions = s.Sessions(tenant)
	} else {
		c := NewSessionCache()
		c.Now = s.Now
		sessions = c
	}
	ap := NewApplier(m, s.llm())
	ap.Logger, ap.Observer, ap.Mode = s.Logger, s.Observer, s.ApplyMode
	return &Learner{Memory: m, Detector: det, Applier: ap, Sessions: sessions, Logger: s.Logger, Observer: s.Observer}
}

// Unindexed returns a learner of tenant wired as Learner wires it (store,
// embedder, LLM, sessions, observer, clock) whose Memory is not opened: it
// saves, gets, lists, adjusts, deletes and learns from messages on the
// store alone, starting at once whatever the tenant's size, but cannot
// search by similarity (FindSimilar and Apply fail). It is not cached: for
// one-shot commands, such as the CLI's, that never search.
func (s *Service) Unindexed(tenant string) (*Learner, error) {
	if err := cairn.ServiceTenant("correction", s.Stores != nil && s.Embedder != nil, "Stores and an Embedder", tenant); err != nil {
		return nil, err
	}
	return s.build(tenant, s.Detector()), nil
}

// Refresh rebuilds the index of every open tenant from its store, picking
// up corrections written by other replicas. It returns the first error.
func (s *Service) Refresh(ctx context.Context) error {
	var errs []error
	for _, l := range s.openLearners() {
		if err := l.Memory.Refresh(ctx); err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// TenantIndex is the vector index state of a tenant the Service has
// opened or is opening.
type TenantIndex struct {
	Tenant string `json:"tenant"`
	// Loading: the tenant's corrections are being read into its index;
	// its first request waits for this, never for a graph build.
	Loading bool `json:"loading"`
	IndexStatus
}

// State is "loading", "building" (exact scans serve while the graph is
// built) or "warm".
func (t TenantIndex) State() string {
	switch {
	case t.Loading:
		return "loading"
	case t.Building:
		return "building"
	}
	return "warm"
}

// Indexes returns the index state of every tenant opened or being opened,
// by tenant.
func (s *Service) Indexes() []TenantIndex {
	s.mu.Lock()
	type entry struct {
		tenant string
		e      *tenantLearner
	}
	es := make([]entry, 0, len(s.learners))
	for t, e := range s.learners {
		es = append(es, entry{t, e})
	}
	s.mu.Unlock()
	out := make([]TenantIndex, 0, len(es))
	for _, x := range es {
		ti := TenantIndex{Tenant: x.tenant}
		select {
		case <-x.e.ready:
			if x.e.err != nil {
				continue
			}
			ti.IndexStatus, _ = x.e.l.Memory.IndexStatus()
		default:
			ti.Loading = true
		}
		out = append(out, ti)
	}
	slices.SortFunc(out, func(a, b TenantIndex) int { return strings.Compare(a.Tenant, b.Tenant) })
	return out
}

// SaveIndexes saves the index of every open tenant that changed since it
// was last saved (Memory.SaveIndex): for a server that stops. It returns
// the errors.
func (s *Service) SaveIndexes(ctx context.Context) error {
	var errs []error
	for _, l := range s.openLearners() {
		if err := l.Memory.SaveIndex(ctx); err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// SnapshotFile is the name of the file in Service.IndexDir that holds the
// saved index of tenant: any tenant name gives a safe file name.
func SnapshotFile(tenant string) string {
	sum := sha256.Sum256([]byte(tenant))
	return "corrections-" + hex.EncodeToString(sum[:16]) + ".index"
}

// openLearners returns the learners of the tenants opened so far.
func (s *Service) openLearners() []*Learner {
	s.mu.Lock()
	defer s.mu.Unlock()
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
	return ls
}
