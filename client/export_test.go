package client

import (
	"context"
	"time"
)

// SetSleep replaces how c waits between attempts, so that tests see the
// waits without spending them.
func SetSleep(c *Client, f func(ctx context.Context, d time.Duration) error) { c.sleep = f }

// SetJitter replaces c's random source of jitter: f(n) must return a value
// in [0, n).
func SetJitter(c *Client, f func(n int64) int64) { c.jitter = f }
