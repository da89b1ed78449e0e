//go:build !amd64 || purego

package vector

// useAVX2 and useVNNI are false: the pure Go kernel is the only one on
// this platform or with the purego build tag.
const (
	useAVX2 = false
	useVNNI = false
)

func dotsAVX2([]uint64, int, []byte, []uint32, int, []uint32, *int32, *float32) {
	panic("vector: no AVX2 kernel in this build")
}

func dotsVNNI([]uint64, int, []byte, []uint32, int, []uint32, *int32, *float32) {
	panic("vector: no AVX-512 kernel in this build")
}

func scoresVNNI([]uint64, int, []byte, []uint32, []float32, *float32, int64, float32) {
	panic("vector: no AVX-512 kernel in this build")
}

func prefetchLinks(*uint32) {}

func rowWeightsAVX2([]uint64, []byte) int64 {
	panic("vector: no AVX2 kernel in this build")
}

func prefetchRows(*uint64, int, []uint32, *float32) {}

func countAtLeast([]cand, float32) int { panic("vector: no AVX2 kernel in this build") }
