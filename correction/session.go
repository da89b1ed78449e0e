package correction

import (
	"container/list"
	"context"
	"sync"
	"time"

	"github.com/cairnhq/cairn"
)

// Turn is the last exchange of a session: the user's query and the output
// the user saw.
type Turn struct {
	Query  string    `json:"query"`
	Output string    `json:"output"`
	At     time.Time `json:"at"`
	// Edits are the substitutions the learned corrections made to the
	// model's output before the user saw it (Output is after them): what
	// the user's next reply may undo.
	Edits []TurnEdit `json:"edits,omitempty"`
}

// TurnEdit is one substitution of a correction in a turn's output.
type TurnEdit struct {
	CorrectionID string `json:"correction_id"`
	// Matched is the text that stood in the model's output, Replacement
	// what the user saw instead.
	Matched     string `json:"matched"`
	Replacement string `json:"replacement"`
}

// SessionStore keeps the last turn of each session of one tenant.
type SessionStore interface {
	// LastTurn returns the last turn of session, and false when there is
	// none (never seen or expired).
	LastTurn(ctx context.Context, session string) (Turn, bool, error)
	// SetLastTurn replaces the last turn of session.
	SetLastTurn(ctx context.Context, session string, t Turn) error
}

// Session cache defaults.
const (
	DefaultSessionTTL  = 24 * time.Hour
	DefaultMaxSessions = 100000
)

// SessionCache is an in-process SessionStore with a time to live and a
// bound on the number of sessions (least recently used evicted first). It
// is safe for concurrent use.
type SessionCache struct {
	TTL time.Duration
	Max int
	Now cairn.Clock

	mu    sync.Mutex
	lru   *list.List // of *sessionEntry, most recent first
	byKey map[string]*list.Element
}

type sessionEntry struct {
	key  string
	turn Turn
	exp  time.Time
}

var _ SessionStore = (*SessionCache)(nil)

// NewSessionCache returns a SessionCache with the default TTL and bound.
func NewSessionCache() *SessionCache {
	return &SessionCache{TTL: DefaultSessionTTL, Max: DefaultMaxSessions}
}

// LastTurn implements SessionStore.
func (c *SessionCache) LastTurn(_ context.Context, session string) (Turn, bool, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	el, ok := c.byKey[session]
	if !ok {
		return Turn{}, false, nil
	}
	e := el.Value.(*sessionEntry)
	if !c.Now.NowUTC().Before(e.exp) {
		c.lru.Remove(el)
		delete(c.byKey, session)
		return Turn{}, false, nil
	}
	c.lru.MoveToFront(el)
	return e.turn, true, nil
}

// SetLastTurn implements SessionStore.
func (c *SessionCache) SetLastTurn(_ context.Context, session string, t Turn) error {
	if session == "" {
		return cairn.Invalid("session_id", "must not be empty")
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.byKey == nil {
		c.byKey = make(map[string]*list.Element)
		c.lru = list.New()
	}
	ttl := c.TTL
	if ttl <= 0 {
		ttl = DefaultSessionTTL
	}
	exp := c.Now.NowUTC().Add(ttl)
	if el, ok := c.byKey[session]; ok {
		e := el.Value.(*sessionEntry)
		e.turn, e.exp = t, exp
		c.lru.MoveToFront(el)
		return nil
	}
	c.byKey[session] = c.lru.PushFront(&sessionEntry{key: session, turn: t, exp: exp})
	max := c.Max
	if max <= 0 {
		max = DefaultMaxSessions
	}
	for c.lru.Len() > max {
		last := c.lru.Back()
		c.lru.Remove(last)
		delete(c.byKey, last.Value.(*sessionEntry).key)
	}
	return nil
}
