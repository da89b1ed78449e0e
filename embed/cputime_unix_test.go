//go:build unix

package embed_test

import (
	"syscall"
	"time"
)

// cpuTime is the CPU time (user and system) the process has used so far,
// so that a benchmark can report CPU per operation on a machine whose other
// load stretches wall-clock time.
func cpuTime() (time.Duration, bool) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
