//go:build amd64 && !purego

package vector

import "golang.org/x/sys/cpu"

// useAVX2 selects the assembly kernels; useVNNI the AVX-512 one of them.
var (
	useAVX2 = cpu.X86.HasAVX2
	useVNNI = useAVX2 && cpu.X86.HasAVX512F && cpu.X86.HasAVX512BW && cpu.X86.HasAVX512VNNI
)

// dotsAVX2 is dots in AVX2 assembly, with the weights as bytes (wb): one
// VPMADDUBSW, VPMADDWD and VPADDD per 32 dimensions. With slots, bias and
// scale, unless nil, point to per-slot arrays whose entries for the listed
// slots it prefetches along with the rows.
//
//go:noescape
func dotsAVX2(arena []uint64, words int, w []byte, slots []uint32, first int, out []uint32, bias *int32, scale *float32)

// dotsVNNI is dotsAVX2 with AVX-512 VNNI, about half the instructions per
// row; it computes the same sums.
//
//go:noescape
func dotsVNNI(arena []uint64, words int, w []byte, slots []uint32, first int, out []uint32, bias *int32, scale *float32)

// scoresVNNI writes the approximate cosines of the listed rows into out
// (see kernel_amd64.s); scale covers every row, ce is qf.cq less the
// offsets of a row's bytes, qs is qf.qs.
//
//go:noescape
func scoresVNNI(arena []uint64, words int, w []byte, slots []uint32, out []float32, scale *float32, ce int64, qs float32)

// prefetchLinks prefetches the 192 bytes from p: a node's block of links
// on layer 0 (up to 129 uint32s fit from any 4-byte alignment with M 16).
//
//go:noescape
func prefetchLinks(p *uint32)

// rowWeightsAVX2 sets wb[i] = rowWeight[u] for every byte u of row (a
// multiple of 16 bytes) and returns their sum.
//
//go:noescape
func rowWeightsAVX2(row []uint64, wb []byte) int64

// prefetchRows prefetches into L2 the first 256 bytes of each listed row
// of the arena, whose rows are rowBytes long, and its entry of scale.
//
//go:noescape
func prefetchRows(arena *uint64, rowBytes int, slots []uint32, scale *float32)

// countAtLeast returns the number of candidates in c whose score is at
// least sc; len(c) must be a multiple of 4. AVX2.
//
//go:noescape
func countAtLeast(c []cand, sc float32) int
