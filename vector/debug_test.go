package vector_test

import (
	"testing"
	"time"

	"github.com/cairnhq/cairn/vector"
)

func TestDebugBuild(t *testing.T) {
	data := clusteredVectors(3, 50000, 256, 1000, 1)
	t0 := time.Now()
	bi := buildIndex(data, vector.Options{Mode: vector.HNSW, Seed: 1})
	t.Logf("build %v (%.1f µs/insert) %.0f B/vec", time.Since(t0), float64(time.Since(t0).Microseconds())/50000, bi.perVec)
}
