// Package gcfloor keeps Go's garbage collector from running before the
// heap reaches a floor: what `cairn serve` applies (gc_heap_floor_mib), in
// a package of its own so that the benchmarks measuring the server in a
// test process can apply the same policy.
package gcfloor

import (
	"context"
	"log/slog"
	"math"
	"os"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
)

// DefaultMiB is `cairn serve`'s default floor (gc_heap_floor_mib), in MiB.
const DefaultMiB = 128

// PercentFor returns the GOGC that puts the next collection at the larger
// of floor bytes and twice the live heap (Go's default, GOGC=100): a small
// heap is collected less often, a large one exactly as Go would.
func PercentFor(live, floor uint64) int {
	if live == 0 || floor <= 2*live {
		return 100
	}
	p := float64(floor)/float64(live)*100 - 100
	return int(min(p, math.MaxInt32))
}

// Keep keeps the garbage collector from running before the heap
// reaches floor bytes, until ctx ends. A server answering small requests
// holds a small live heap (tens of MiB), so with Go's default the collector
// runs every few thousand requests and takes about a third of the CPU; with
// a floor it runs several times less often, for memory the floor bounds.
// Above the floor the default applies, and GOMEMLIMIT still caps the total.
//
// After each collection it sets GOGC from the live heap just measured: a
// finalizer on an object nothing references runs once per cycle and
// re-arms itself. An explicit GOGC in the environment wins: the floor is
// then left off.
func Keep(ctx context.Context, floor uint64, logger *slog.Logger) {
	if floor == 0 {
		return
	}
	if v := os.Getenv("GOGC"); v != "" {
		logger.LogAttrs(ctx, slog.LevelInfo, "GOGC is set: gc_heap_floor_mib is not applied", slog.String("GOGC", v))
		return
	}
	// Until the first collection there is no live heap to go by: start at
	// the floor over what is in use now.
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	last := PercentFor(ms.HeapAlloc, floor)
	debug.SetGCPercent(last)
	sample := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
	var arm func()
	arm = func() {
		sentinel := new([16]byte)
		runtime.SetFinalizer(sentinel, func(*[16]byte) {
			if ctx.Err() != nil {
				debug.SetGCPercent(100)
				return
			}
			metrics.Read(sample)
			var live uint64
			if sample[0].Value.Kind() == metrics.KindUint64 {
				live = sample[0].Value.Uint64()
			}
			// SetGCPercent recomputes the pacer under the heap lock: skip
			// it when the heap has hardly moved.
			if p := PercentFor(live, floor); p < last*15/16 || p > last*17/16 {
				debug.SetGCPercent(p)
				last = p
			}
			arm()
		})
	}
	arm()
}
