//go:build amd64 && !purego

package vector

import "golang.org/x/sys/cpu"

// useAVX2 selects the assembly kernel.
var useAVX2 = cpu.X86.HasAVX2

// dotsAVX2 is dots in AVX2 assembly, with the weights as bytes (wb): one
// VPMADDUBSW, VPMADDWD and VPADDD per 32 dimensions.
//
//go:noescape
func dotsAVX2(arena []uint64, words int, w []byte, slots []uint32, first int, out []uint32)
