package embed

import (
	"container/list"
	"context"
	"sync"

	"github.com/cairnhq/cairn"
)

// LRU is a bounded, concurrency-safe map from (model, text) to a vector,
// evicting the least recently used entry when full. Vectors are shared, not
// copied: callers must not modify them.
type LRU struct {
	mu    sync.Mutex
	size  int
	order *list.List // front: most recently used; values are *lruEntry
	items map[lruKey]*list.Element
}

type lruKey struct{ model, text string }

type lruEntry struct {
	key lruKey
	vec []float32
}

// NewLRU returns an LRU holding at most size vectors; size < 1 gives a
// cache that stores nothing.
func NewLRU(size int) *LRU {
	return &LRU{size: size, order: list.New(), items: make(map[lruKey]*list.Element)}
}

// Get returns the vector of text under model, if cached.
func (c *LRU) Get(model, text string) ([]float32, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	el, ok := c.items[lruKey{model, text}]
	if !ok {
		return nil, false
	}
	c.order.MoveToFront(el)
	return el.Value.(*lruEntry).vec, true
}

// Add stores the vector of text under model.
func (c *LRU) Add(model, text string, vec []float32) {
	if c.size < 1 {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	k := lruKey{model, text}
	if el, ok := c.items[k]; ok {
		el.Value.(*lruEntry).vec = vec
		c.order.MoveToFront(el)
		return
	}
	c.items[k] = c.order.PushFront(&lruEntry{key: k, vec: vec})
	for c.order.Len() > c.size {
		last := c.order.Back()
		c.order.Remove(last)
		delete(c.items, last.Value.(*lruEntry).key)
	}
}

// Len is the number of cached vectors.
func (c *LRU) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.order.Len()
}

// Cache is an Embedder that remembers the vectors of another one in an LRU
// keyed by the model identity and the text. Only the texts it has not seen
// are passed on, in one call, in their original order; a text repeated
// within one call is embedded once.
type Cache struct {
	next cairn.Embedder
	lru  *LRU
}

var _ cairn.Embedder = (*Cache)(nil)

// NewCache returns a Cache of at most size vectors in front of next.
func NewCache(next cairn.Embedder, size int) *Cache {
	return &Cache{next: next, lru: NewLRU(size)}
}

// Embed returns the cached vectors and embeds the rest with the wrapped
// embedder, returning its errors unchanged. The returned vectors may be
// shared with the cache: do not modify them.
func (c *Cache) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	model := c.next.Model()
	out := make([][]float32, len(texts))
	var missing []string
	where := make(map[string][]int)
	for i, t := range texts {
		if v, ok := c.lru.Get(model, t); ok {
			out[i] = v
			continue
		}
		if _, seen := where[t]; !seen {
			missing = append(missing, t)
		}
		where[t] = append(where[t], i)
	}
	if len(missing) == 0 {
		return out, nil
	}
	vecs, err := c.next.Embed(ctx, missing)
	if err != nil {
		return nil, err
	}
	if len(vecs) != len(missing) {
		return nil, cairn.Errorf(cairn.EINTERNAL, "embedder %s returned %d vectors for %d texts", model, len(vecs), len(missing))
	}
	for j, t := range missing {
		c.lru.Add(model, t, vecs[j])
		for _, i := range where[t] {
			out[i] = vecs[j]
		}
	}
	return out, nil
}

// Dimensions is the wrapped embedder's.
func (c *Cache) Dimensions() int { return c.next.Dimensions() }

// Model is the wrapped embedder's.
func (c *Cache) Model() string { return c.next.Model() }

// Len is the number of cached vectors.
func (c *Cache) Len() int { return c.lru.Len() }
