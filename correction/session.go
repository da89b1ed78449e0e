package correction

import (
	"container/list"
	"context"
	"fmt"
	"strings"
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

// MaxTurnEdits bounds the edits a caller may hand back with a turn (MCP's
// learn_correction, cairn corrections learn --edits): an answer changed in
// more places than this is not one a reply undoes edit by edit.
const MaxTurnEdits = 100

// MaxEditBytes bounds each text of an edit handed back: a correction that
// applies offline has texts of at most MaxRuleBytes, and a pattern's
// instance stays near that.
const MaxEditBytes = 4 * MaxRuleBytes

// CheckEdits reports the first invalid edit of edits, handed back by a
// caller as field (e.g. "edits"), as an invalid-input error naming it
// ("edits[2].matched"): every text is required, UTF-8 and bounded.
func CheckEdits(field string, edits []TurnEdit) error {
	if len(edits) > MaxTurnEdits {
		return cairn.Invalid(field, "at most %d edits, got %d", MaxTurnEdits, len(edits))
	}
	for i, e := range edits {
		at := func(name string) string { return fmt.Sprintf("%s[%d].%s", field, i, name) }
		for _, f := range []struct {
			name, value, want string
			max               int
		}{
			{"correction_id", e.CorrectionID, "the id of the correction that made the edit", MaxIDLength},
			{"matched", e.Matched, "the text that stood in the draft", MaxEditBytes},
			{"replacement", e.Replacement, "what the answer said instead", MaxEditBytes},
		} {
			switch {
			case strings.TrimSpace(f.value) == "":
				return cairn.Invalid(at(f.name), "required: %s", f.want)
			case len(f.value) > f.max:
				return cairn.Invalid(at(f.name), "must be at most %d bytes", f.max)
			}
			if err := cairn.ValidateText(at(f.name), f.value); err != nil {
				return err
			}
		}
	}
	return nil
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
