// Package ctxtest has contexts for testing that work stops when its
// context ends, without timing anything.
package ctxtest

import (
	"context"
	"sync"
	"sync/atomic"
)

// Countdown is a context that ends at the n-th call of its Err method: a
// loop that checks its context stops there, whatever the time it takes.
// Calls counts the calls of Err, to show how far the work went.
type Countdown struct {
	context.Context
	left  atomic.Int64
	calls atomic.Int64
	done  chan struct{}
	once  sync.Once
}

// NewCountdown returns a context that ends at the n-th call of Err.
func NewCountdown(n int) *Countdown {
	c := &Countdown{Context: context.Background(), done: make(chan struct{})}
	c.left.Store(int64(n))
	return c
}

// Err returns nil until its n-th call, then context.Canceled.
func (c *Countdown) Err() error {
	c.calls.Add(1)
	if c.left.Add(-1) <= 0 {
		c.once.Do(func() { close(c.done) })
		return context.Canceled
	}
	return nil
}

// Done is closed when Err first returns an error.
func (c *Countdown) Done() <-chan struct{} { return c.done }

// Calls returns how many times Err was called.
func (c *Countdown) Calls() int { return int(c.calls.Load()) }
