package vector

import (
	"unsafe"

	"golang.org/x/sys/unix"
)

// hugePage is the size of a transparent huge page on the platforms that
// have them by default (amd64, arm64 with 4 KiB base pages).
const hugePage = 2 << 20

// adviseHuge marks the whole huge pages within [p, p+n) with MADV_HUGEPAGE,
// so that the kernel backs them with huge pages when transparent huge pages
// are enabled only on request ("madvise", the common default). It is a
// hint: errors (an old kernel, THP disabled) leave ordinary pages.
func adviseHuge(p unsafe.Pointer, n uintptr) {
	start := (uintptr(p) + hugePage - 1) &^ (hugePage - 1)
	end := (uintptr(p) + n) &^ (hugePage - 1)
	if end <= start {
		return
	}
	b := unsafe.Slice((*byte)(unsafe.Add(p, start-uintptr(p))), end-start)
	_ = unix.Madvise(b, unix.MADV_HUGEPAGE)
}
