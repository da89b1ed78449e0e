//go:build !linux

package latency

import "time"

const threadCPUAvailable = false

func threadCPU() time.Duration { return 0 }

// ProcessCPU returns 0: this platform's process CPU time is not read.
func ProcessCPU() time.Duration { return 0 }
