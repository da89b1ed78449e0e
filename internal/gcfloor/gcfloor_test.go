package gcfloor

import (
	"context"
	"io"
	"log/slog"
	"math"
	"runtime"
	"runtime/debug"
	"testing"
	"time"
)

func TestPercentFor(t *testing.T) {
	const mib = 1 << 20
	for _, tt := range []struct {
		live, floor uint64
		want        int
	}{
		{0, 256 * mib, 100},         // nothing measured yet
		{32 * mib, 256 * mib, 700},  // next collection at the floor
		{64 * mib, 256 * mib, 300},  // ditto
		{128 * mib, 256 * mib, 100}, // twice the live heap is the floor
		{512 * mib, 256 * mib, 100}, // above the floor: Go's default
		{1, math.MaxUint64, math.MaxInt32},
	} {
		if got := PercentFor(tt.live, tt.floor); got != tt.want {
			t.Errorf("PercentFor(%d MiB, %d MiB) = %d, want %d", tt.live/mib, tt.floor/mib, got, tt.want)
		}
	}
}

// TestKeep runs the real tuner: after a collection, GOGC puts
// the next one at the floor, and once ctx ends it goes back to Go's default.
func TestKeep(t *testing.T) {
	t.Setenv("GOGC", "") // the tuner leaves an explicit GOGC alone
	old := debug.SetGCPercent(100)
	defer debug.SetGCPercent(old)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	Keep(ctx, 4<<30, slog.New(slog.NewTextHandler(io.Discard, nil)))

	gcPercent := func() int {
		p := debug.SetGCPercent(-1)
		debug.SetGCPercent(p)
		return p
	}
	// Finalizers run on their own goroutine after the collection.
	waitFor := func(what string, ok func(int) bool) {
		t.Helper()
		deadline := time.Now().Add(10 * time.Second)
		for {
			runtime.GC()
			p := gcPercent()
			if ok(p) {
				return
			}
			if time.Now().After(deadline) {
				t.Fatalf("GOGC is %d, want %s", p, what)
			}
			time.Sleep(10 * time.Millisecond)
		}
	}
	// A test binary's live heap is a few MiB: a 4 GiB floor is far above
	// twice that.
	waitFor("far above 100", func(p int) bool { return p > 1000 })
	cancel()
	waitFor("100 once ctx ended", func(p int) bool { return p == 100 })
}

func TestKeepLeavesGOGC(t *testing.T) {
	t.Setenv("GOGC", "150")
	old := debug.SetGCPercent(150)
	defer debug.SetGCPercent(old)
	Keep(context.Background(), 4<<30, slog.New(slog.NewTextHandler(io.Discard, nil)))
	runtime.GC()
	if p := debug.SetGCPercent(old); p != 150 {
		t.Errorf("GOGC=150 in the environment, tuner set %d", p)
	}
}
