package correction

import "context"

// Delete forgets session's last turn, if any. It lets a cache that stands in
// for another store (see redis.Failover) drop a turn the other store has
// superseded.
func (c *SessionCache) Delete(_ context.Context, session string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.byKey[session]; ok {
		c.lru.Remove(el)
		delete(c.byKey, session)
	}
}
