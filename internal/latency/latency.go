// Package latency times operations one at a time for cairn's benchmarks and
// reports their percentiles twice: in wall time, which includes waiting for
// a core on a machine shared with other work, and in the CPU time of the
// thread that ran the operation (CLOCK_THREAD_CPUTIME_ID, the counter that
// getrusage(RUSAGE_THREAD) reads), which is what the latency would be on
// an idle core. The goroutine is locked to its thread while an operation
// is timed, so that the CPU time is the operation's own; work the
// operation hands to other goroutines (the garbage collector's background
// marking, a driver's reader) is not in it, and a database server's is not
// either.
//
// A benchmark that reports percentiles uses a Recorder:
//
//	r := latency.New(minSamples)
//	for b.Loop() {
//		r.Time(op)
//	}
//	r.TopUp(op) // more samples when b.N gave fewer than minSamples
//	r.Report(b, "")
package latency

import (
	"math"
	"runtime"
	"slices"
	"testing"
	"time"
)

// Recorder collects the wall and thread CPU time of operations.
type Recorder struct {
	min  int
	wall []time.Duration
	cpu  []time.Duration
	// hasCPU is false where the platform has no thread CPU clock.
	hasCPU bool
}

// New returns a Recorder whose TopUp tops the samples up to minSamples.
func New(minSamples int) *Recorder {
	return &Recorder{min: minSamples, wall: make([]time.Duration, 0, minSamples), cpu: make([]time.Duration, 0, minSamples), hasCPU: threadCPUAvailable}
}

// Mark is the start of one timed operation.
type Mark struct {
	wall time.Time
	cpu  time.Duration
}

// Now returns the current wall time and CPU time of the calling thread.
// The caller keeps the goroutine on its thread (runtime.LockOSThread)
// until it calls Since, as Start and Stop do.
func Now() Mark { return Mark{wall: time.Now(), cpu: threadCPU()} }

// Since returns the wall and thread CPU time elapsed since m.
func (m Mark) Since() (wall, cpu time.Duration) {
	c := threadCPU()
	return time.Since(m.wall), c - m.cpu
}

// Start starts timing an operation: it locks the goroutine to its thread
// until Stop.
func (r *Recorder) Start() Mark {
	runtime.LockOSThread()
	return Now()
}

// Stop records the operation started at m.
func (r *Recorder) Stop(m Mark) {
	r.Add(m.Since())
	runtime.UnlockOSThread()
}

// Add records an operation timed elsewhere.
func (r *Recorder) Add(wall, cpu time.Duration) {
	r.wall = append(r.wall, wall)
	r.cpu = append(r.cpu, cpu)
}

// Time runs op once and records it.
func (r *Recorder) Time(op func()) {
	m := r.Start()
	op()
	r.Stop(m)
}

// TopUp runs op until at least the Recorder's minimum number of samples
// is recorded: `make bench` runs every benchmark once (-benchtime 1x), and
// a percentile of one sample says nothing.
func (r *Recorder) TopUp(op func()) {
	for len(r.wall) < r.min {
		r.Time(op)
	}
}

// Len returns the number of operations recorded.
func (r *Recorder) Len() int { return len(r.wall) }

// Percentile returns the p-th quantile (0 ≤ p ≤ 1, nearest rank) of the
// wall and CPU times recorded; zero durations when nothing was.
func (r *Recorder) Percentile(p float64) (wall, cpu time.Duration) {
	return quantile(r.wall, p), quantile(r.cpu, p)
}

// Report reports, each name prefixed by prefix: p50-ms and p99-ms (wall
// time), p50-cpu-ms and p99-cpu-ms (thread CPU time; not where the
// platform has no thread clock), and samples, the number of operations
// the percentiles come from.
func (r *Recorder) Report(b *testing.B, prefix string) {
	b.Helper()
	if len(r.wall) == 0 {
		return
	}
	ms := func(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
	w50, c50 := r.Percentile(0.50)
	w99, c99 := r.Percentile(0.99)
	b.ReportMetric(ms(w50), prefix+"p50-ms")
	b.ReportMetric(ms(w99), prefix+"p99-ms")
	if r.hasCPU {
		b.ReportMetric(ms(c50), prefix+"p50-cpu-ms")
		b.ReportMetric(ms(c99), prefix+"p99-cpu-ms")
	}
	b.ReportMetric(float64(len(r.wall)), prefix+"samples")
}

// quantile returns the p-th quantile of ds by nearest rank, sorting a copy.
func quantile(ds []time.Duration, p float64) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	i := int(math.Ceil(p * float64(len(s))))
	return s[min(max(i-1, 0), len(s)-1)]
}
