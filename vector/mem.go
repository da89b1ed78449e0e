package vector

import (
	"slices"
	"unsafe"
)

// Graph searches read rows, links and per-slot entries at random over
// hundreds of megabytes at a million vectors: with 4 KiB pages nearly
// every row read misses the TLB as well as the cache, and the page walks
// cost about as much as the reads. The index's large arrays therefore ask
// the kernel for huge pages (where it supports that, see adviseHuge), which
// it honours for memory that is not touched yet: they are allocated, advised,
// and only then filled.

// hugeMin is the size from which an array is worth advising.
const hugeMin = 4 << 20

// runtimePage is the Go runtime's page, to which it rounds up the size of
// large allocations.
const runtimePage = 8 << 10

// makeHuge returns a slice of length n, in memory advised for huge pages
// when it is large.
func makeHuge[S ~[]E, E any](n int) S {
	s := make(S, n)
	advise(s)
	return s
}

// growHuge is slices.Grow for the index's large arrays: it makes room for n
// more elements, in new memory advised for huge pages before it is filled
// when the array is large, and grows by the same steps as append.
func growHuge[S ~[]E, E any](s S, n int) S {
	if n < 0 {
		panic("vector: growHuge: negative count")
	}
	if cap(s)-len(s) >= n {
		return s
	}
	var e E
	size := unsafe.Sizeof(e)
	c := nextCap(cap(s), len(s)+n)
	if uintptr(c)*size < hugeMin {
		return slices.Grow(s, n)
	}
	// append rounds large allocations up to whole runtime pages and uses
	// the room: so does this, to grow by the same steps.
	c = int((uintptr(c)*size + runtimePage - 1) &^ (runtimePage - 1) / size)
	t := make(S, len(s), c)
	advise(t[:c])
	copy(t, s)
	return t
}

// nextCap is the capacity append grows a slice of capacity old to when it
// needs room for need elements: double up to 256, then by a quarter plus
// 192 (the runtime's growslice, before rounding the size up).
func nextCap(old, need int) int {
	if need > 2*old {
		return need
	}
	if old < 256 {
		return 2 * old
	}
	c := old
	for c < need {
		c += (c + 3*256) >> 2
	}
	return c
}

// advise asks for huge pages for the memory of s, when it is large.
func advise[S ~[]E, E any](s S) {
	var e E
	if size := uintptr(cap(s)) * unsafe.Sizeof(e); size >= hugeMin {
		adviseHuge(unsafe.Pointer(unsafe.SliceData(s)), size)
	}
}
