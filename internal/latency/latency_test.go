package latency_test

import (
	"testing"
	"time"

	"github.com/cairnhq/cairn/internal/latency"
)

// spin burns CPU on the calling thread for about d.
func spin(d time.Duration) {
	for start := time.Now(); time.Since(start) < d; {
	}
}

func TestRecorderPercentiles(t *testing.T) {
	r := latency.New(10)
	// 98 short operations, 2 long ones: p50 is short, p99 long.
	for i := range 100 {
		d := 200 * time.Microsecond
		if i%50 == 49 {
			d = 20 * time.Millisecond
		}
		r.Time(func() { spin(d) })
	}
	if got, want := r.Len(), 100; got != want {
		t.Fatalf("Len()=%d, want %d", got, want)
	}
	w50, c50 := r.Percentile(0.50)
	w99, c99 := r.Percentile(0.99)
	if w50 < 200*time.Microsecond || w50 > 15*time.Millisecond {
		t.Errorf("p50 wall %v, want about 200µs", w50)
	}
	if w99 < 20*time.Millisecond {
		t.Errorf("p99 wall %v, want at least 20ms", w99)
	}
	if testing.Short() {
		return
	}
	// The CPU time of a busy loop is at most its wall time, and not
	// nothing (unless the platform has no thread clock).
	if c99 > w99+time.Millisecond || c50 > w50+time.Millisecond {
		t.Errorf("CPU p50 %v p99 %v above wall %v %v", c50, c99, w50, w99)
	}
}

func TestRecorderSleepCostsNoCPU(t *testing.T) {
	r := latency.New(5)
	r.TopUp(func() { time.Sleep(5 * time.Millisecond) })
	if got := r.Len(); got != 5 {
		t.Fatalf("TopUp recorded %d, want 5", got)
	}
	w, c := r.Percentile(0.5)
	if w < 5*time.Millisecond {
		t.Errorf("wall %v, want ≥ 5ms", w)
	}
	if c > 2*time.Millisecond {
		t.Errorf("CPU %v for a sleep, want about 0", c)
	}
}

func TestQuantileNearestRank(t *testing.T) {
	r := latency.New(0)
	for i := 100; i >= 1; i-- {
		r.Add(time.Duration(i)*time.Millisecond, time.Duration(i)*time.Microsecond)
	}
	for _, tc := range []struct {
		p    float64
		want time.Duration
	}{{0, time.Millisecond}, {0.5, 50 * time.Millisecond}, {0.99, 99 * time.Millisecond}, {1, 100 * time.Millisecond}} {
		w, c := r.Percentile(tc.p)
		if w != tc.want || c != tc.want/1000 {
			t.Errorf("Percentile(%v)=%v, %v; want %v, %v", tc.p, w, c, tc.want, tc.want/1000)
		}
	}
}

func BenchmarkReport(b *testing.B) {
	r := latency.New(50)
	for b.Loop() {
		r.Time(func() { spin(10 * time.Microsecond) })
	}
	r.TopUp(func() { spin(10 * time.Microsecond) })
	r.Report(b, "op-")
}
