package vector

import (
	"slices"
	"testing"
)

// TestGrowHugeGrowsLikeAppend checks that growHuge keeps the contents and
// grows by the same steps as slices.Grow, huge pages or not, so that the
// index's arrays take the memory they took before.
func TestGrowHugeGrowsLikeAppend(t *testing.T) {
	for _, step := range []int{1, 33, 4096} {
		var a, b []uint32
		for len(a) < 3*hugeMin/4 {
			a = slices.Grow(a, step)[:len(a)+step]
			b = growHuge(b, step)[:len(b)+step]
			b[len(b)-1] = uint32(len(b))
			if cap(a) != cap(b) {
				t.Fatalf("step %d, length %d: capacity %d, append's %d", step, len(b), cap(b), cap(a))
			}
		}
		for i := step - 1; i < len(b); i += step {
			if b[i] != uint32(i+1) {
				t.Fatalf("step %d: element %d is %d after growing, want %d", step, i, b[i], i+1)
			}
		}
	}
}
