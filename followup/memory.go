package followup

import (
	"container/list"
	"context"
	"strconv"
	"sync"
	"time"

	"github.com/cairnhq/cairn"
)

// DefaultMaxEntries bounds a MemoryStore unless told otherwise.
const DefaultMaxEntries = 10000

// MemoryStore is the in-process Store, the embedded default: entries
// expire TTL after their last Put and the least recently used entry is
// evicted past MaxEntries. It is shared by the tenants of one process
// through Tenant. Entries are kept as given: callers must not modify the
// vectors or results of an Entry after Put or Get (the package never
// does).
type MemoryStore struct {
	// MaxEntries bounds the entries of all tenants (DefaultMaxEntries).
	MaxEntries int
	Now        cairn.Clock

	mu      sync.Mutex
	items   map[string]*list.Element
	lru     list.List // front: most recently used
	version uint64    // of the last write
}

type memItem struct {
	key     string
	e       Entry
	expires time.Time
}

var _ Swapper = memTenant{}

// NewMemoryStore returns an empty MemoryStore bounded by DefaultMaxEntries.
func NewMemoryStore() *MemoryStore { return &MemoryStore{MaxEntries: DefaultMaxEntries} }

// Tenant returns the store of tenant.
func (m *MemoryStore) Tenant(tenant string) Store { return memTenant{m: m, prefix: tenant + "\x00"} }

// Len returns the number of entries held, expired or not.
func (m *MemoryStore) Len() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return len(m.items)
}

type memTenant struct {
	m      *MemoryStore
	prefix string
}

var _ Store = memTenant{}

func (t memTenant) Get(ctx context.Context, session, adapter string) (Entry, bool, error) {
	if err := ctx.Err(); err != nil {
		return Entry{}, false, err
	}
	m, key := t.m, t.prefix+Key(session, adapter)
	now := m.Now.NowUTC()
	m.mu.Lock()
	defer m.mu.Unlock()
	el, ok := m.items[key]
	if !ok {
		return Entry{}, false, nil
	}
	it := el.Value.(*memItem)
	if !now.Before(it.expires) {
		m.lru.Remove(el)
		delete(m.items, key)
		return Entry{}, false, nil
	}
	m.lru.MoveToFront(el)
	return it.e.clone(), true, nil
}

// Swap implements Swapper.
func (t memTenant) Swap(ctx context.Context, session, adapter, old string, e Entry, ttl time.Duration) (bool, error) {
	return t.put(ctx, session, adapter, e, ttl, &old)
}

func (t memTenant) Put(ctx context.Context, session, adapter string, e Entry, ttl time.Duration) error {
	_, err := t.put(ctx, session, adapter, e, ttl, nil)
	return err
}

// put stores e, if old is nil or the version of the live entry there.
func (t memTenant) put(ctx context.Context, session, adapter string, e Entry, ttl time.Duration, old *string) (bool, error) {
	if err := ValidateKey(session, adapter); err != nil {
		return false, err
	}
	if ttl <= 0 {
		return false, cairn.Invalid("ttl_seconds", "must be positive, got %v", ttl)
	}
	if err := ctx.Err(); err != nil {
		return false, err
	}
	m, key := t.m, t.prefix+Key(session, adapter)
	now := m.Now.NowUTC()
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.items == nil {
		m.items = make(map[string]*list.Element)
	}
	el, ok := m.items[key]
	if old != nil && (!ok || el.Value.(*memItem).e.Version != *old || !now.Before(el.Value.(*memItem).expires)) {
		return false, nil
	}
	m.version++
	e = e.clone()
	e.Version = strconv.FormatUint(m.version, 36)
	if ok {
		it := el.Value.(*memItem)
		it.e, it.expires = e, now.Add(ttl)
		m.lru.MoveToFront(el)
		return true, nil
	}
	m.items[key] = m.lru.PushFront(&memItem{key: key, e: e, expires: now.Add(ttl)})
	limit := m.MaxEntries
	if limit <= 0 {
		limit = DefaultMaxEntries
	}
	for len(m.items) > limit {
		last := m.lru.Back()
		m.lru.Remove(last)
		delete(m.items, last.Value.(*memItem).key)
	}
	return true, nil
}

func (t memTenant) Delete(ctx context.Context, session, adapter string) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	m, key := t.m, t.prefix+Key(session, adapter)
	m.mu.Lock()
	defer m.mu.Unlock()
	if el, ok := m.items[key]; ok {
		m.lru.Remove(el)
		delete(m.items, key)
	}
	return nil
}

// clone copies the outer slices and maps of e, so that appending to a
// returned entry's history never touches the stored one.
func (e Entry) clone() Entry {
	e.RecentFollowupEmbeddings = append([][]float32(nil), e.RecentFollowupEmbeddings...)
	e.RecentFollowups = append([]string(nil), e.RecentFollowups...)
	e.ResultColumns = append([]string(nil), e.ResultColumns...)
	if e.ResultMetadata.Filters != nil {
		f := make(map[string]string, len(e.ResultMetadata.Filters))
		for k, v := range e.ResultMetadata.Filters {
			f[k] = v
		}
		e.ResultMetadata.Filters = f
	}
	if e.ResultMetadata.TimeRange != nil {
		tr := *e.ResultMetadata.TimeRange
		e.ResultMetadata.TimeRange = &tr
	}
	return e
}
