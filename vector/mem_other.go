//go:build !linux

package vector

import "unsafe"

// adviseHuge does nothing where huge pages are not requested per mapping.
func adviseHuge(unsafe.Pointer, uintptr) {}
