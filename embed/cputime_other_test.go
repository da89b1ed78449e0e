//go:build !unix

package embed_test

import "time"

func cpuTime() (time.Duration, bool) { return 0, false }
