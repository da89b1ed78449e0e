// Package bigtext makes the large texts of cairn's bounded-work
// benchmarks: a few shapes that have made text processing super-linear
// (repetitive prose, one long line of code, quotes and brackets, numbers,
// one value repeated), repeated to any size.
package bigtext

import (
	"fmt"
	"strings"
	"syscall"
	"testing"
	"time"
)

// Shape is a unit of text that Repeat repeats.
type Shape struct {
	Name string
	Unit string // ASCII
}

// Shapes are the texts the benchmarks send.
var Shapes = []Shape{
	// Prose that repeats itself and reads as a correction of a port.
	{"prose", "No, that's wrong: the staging database listens on port 5433, not 5432, and the config file is config.yaml. "},
	// One long line of code: no newline, no sentence end.
	{"code", "if err := db.Query(ctx, `SELECT id FROM t WHERE a = $1`, x); err != nil { return fmt.Errorf(\"q: %w\", err) }; "},
	// Backticks, quotes and brackets, opened and closed.
	{"punct", "`a` \"b\" 'c' (d) [e] {f} <g> `(\"[{'<>'}]\")` "},
	// Numbers, versions, dates and times.
	{"numbers", "5432 5433 3.14159 0x1f 42% 1e10 -7 2024-11-01 10:00:00 "},
	// One value over and over: an occurrence every five bytes.
	{"dense", "5432 "},
}

// Sizes are the input sizes of the scaling benchmarks, 1 KiB to 4 MiB.
var Sizes = []int{1 << 10, 4 << 10, 16 << 10, 64 << 10, 256 << 10, 1 << 20, 4 << 20}

// Repeat returns unit repeated to exactly n bytes.
func Repeat(unit string, n int) string {
	if n <= 0 || unit == "" {
		return ""
	}
	return strings.Repeat(unit, n/len(unit)+1)[:n]
}

// Lines returns unit repeated to n bytes with a newline after each unit,
// each line numbered so that no two are equal.
func Lines(unit string, n int) string {
	var b strings.Builder
	for i := 0; b.Len() < n; i++ {
		fmt.Fprintf(&b, "%d %s\n", i, strings.TrimSpace(unit))
	}
	return b.String()[:n]
}

// Size names n as benchmarks show it: "1KiB", "4MiB".
func Size(n int) string {
	switch {
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%dMiB", n>>20)
	case n >= 1<<10 && n%(1<<10) == 0:
		return fmt.Sprintf("%dKiB", n>>10)
	}
	return fmt.Sprintf("%dB", n)
}

// Bench runs fn b.N times and reports, for an input of n bytes, the wall
// time per input byte (ns/B), the process's CPU time per input byte
// (cpu-ns/B: steadier on a shared machine, the garbage collector's
// included) and its CPU time per op (cpu-ms/op). ns/B flat or falling as n
// grows means fn is at most linear.
func Bench(b *testing.B, n int, fn func()) {
	cpu := processCPU()
	for b.Loop() {
		fn()
	}
	used := processCPU() - cpu
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/B")
	b.ReportMetric(float64(used.Nanoseconds())/float64(b.N)/float64(n), "cpu-ns/B")
	b.ReportMetric(float64(used.Nanoseconds())/float64(b.N)/1e6, "cpu-ms/op")
}

// processCPU returns the CPU time (user and system) of the process so far.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
