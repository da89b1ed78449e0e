//go:build amd64 && !purego

#include "textflag.h"

// Listed rows are scattered over the arena. Each kernel prefetches the row
// PFD places ahead (its first 256 bytes) into L2 (PREFETCHT1), and the
// small scale and bias entries into L1. Into L1, at most about six rows'
// lines can be in flight at once and the kernel waited for memory; through
// L2 far more can. Building a 300k-vector graph took 18 to 19 % less CPU than with
// PREFETCHT0 six rows ahead, on AVX2 and AVX-512 VNNI alike (the graph
// does not change).
#define PFD 16

// PREFETCH_ROW prefetches the 256 bytes at r into L2.
#define PREFETCH_ROW(r) PREFETCHT1 (r); PREFETCHT1 64(r); PREFETCHT1 128(r); PREFETCHT1 192(r)

// Raw kernel sums Σ u·w over each row: data bytes u (unsigned) times weight
// bytes w in [0, 64] (signed operand of VPMADDUBSW; pair sums stay below
// 2^15, so nothing saturates), pairs of int16 widened and added by VPMADDWD
// against ones, accumulated in int32 lanes. Rows are a multiple of 16 bytes:
// 64-byte steps, then one 32- and one 16-byte tail when needed.
//
// Registers: SI arena, R8 row bytes, DI weights, R9/R10 slots base/len,
// R11 first row, DX/R12 out base/len, BX output index, AX row address,
// CX byte offset, R13 last offset of a 64-byte step, Y15 int16 ones.

// With listed rows, bias and scale, unless nil, are the bases of two arrays
// of 4-byte entries per slot that the caller reads next: their entries are
// prefetched with the rows.
//
// func dotsAVX2(arena []uint64, words int, w []byte, slots []uint32, first int, out []uint32, bias *int32, scale *float32)
TEXT ·dotsAVX2(SB), NOSPLIT, $0-128
	MOVQ arena_base+0(FP), SI
	MOVQ words+24(FP), R8
	SHLQ $3, R8
	MOVQ w_base+32(FP), DI
	MOVQ slots_base+56(FP), R9
	MOVQ slots_len+64(FP), R10
	MOVQ first+80(FP), R11
	MOVQ out_base+88(FP), DX
	MOVQ out_len+96(FP), R12
	MOVQ R8, R13
	SUBQ $64, R13
	VPCMPEQW Y15, Y15, Y15
	VPSRLW $15, Y15, Y15
	XORQ BX, BX

	// Listed rows are scattered: prefetch each row PFD ahead (its first
	// 256 bytes), and rows 1 to PFD-1 here.
	TESTQ R10, R10
	JZ row
	MOVQ $1, CX

pfstart:
	CMPQ CX, R12
	JGE row
	CMPQ CX, $PFD
	JGE row
	MOVL (R9)(CX*4), R14
	MOVQ bias+112(FP), AX
	TESTQ AX, AX
	JZ pfrow0
	PREFETCHT0 (AX)(R14*4)
	MOVQ scale+120(FP), AX
	PREFETCHT0 (AX)(R14*4)

pfrow0:
	IMULQ R8, R14
	ADDQ SI, R14
	PREFETCH_ROW(R14)
	INCQ CX
	JMP pfstart

row:
	CMPQ BX, R12
	JGE done
	TESTQ R10, R10
	JZ byrange
	MOVL (R9)(BX*4), AX
	LEAQ PFD(BX), R14
	CMPQ R14, R12
	JGE haverow
	MOVL (R9)(R14*4), R14
	MOVQ bias+112(FP), CX
	TESTQ CX, CX
	JZ pfrow
	PREFETCHT0 (CX)(R14*4)
	MOVQ scale+120(FP), CX
	PREFETCHT0 (CX)(R14*4)

pfrow:
	IMULQ R8, R14
	ADDQ SI, R14
	PREFETCH_ROW(R14)
	JMP haverow

byrange:
	LEAQ (R11)(BX*1), AX

haverow:
	IMULQ R8, AX
	ADDQ SI, AX
	VPXOR Y0, Y0, Y0
	VPXOR Y1, Y1, Y1
	XORQ CX, CX

loop64:
	CMPQ CX, R13
	JGT tail
	VMOVDQU (AX)(CX*1), Y2
	VMOVDQU 32(AX)(CX*1), Y3
	VPMADDUBSW (DI)(CX*1), Y2, Y2
	VPMADDUBSW 32(DI)(CX*1), Y3, Y3
	VPMADDWD Y15, Y2, Y2
	VPMADDWD Y15, Y3, Y3
	VPADDD Y2, Y0, Y0
	VPADDD Y3, Y1, Y1
	ADDQ $64, CX
	JMP loop64

tail:
	MOVQ R8, R14
	SUBQ CX, R14
	CMPQ R14, $32
	JLT tail16
	VMOVDQU (AX)(CX*1), Y2
	VPMADDUBSW (DI)(CX*1), Y2, Y2
	VPMADDWD Y15, Y2, Y2
	VPADDD Y2, Y0, Y0
	ADDQ $32, CX
	SUBQ $32, R14

tail16:
	CMPQ R14, $16
	JLT sum
	VMOVDQU (AX)(CX*1), X2
	VPMADDUBSW (DI)(CX*1), X2, X2
	VPMADDWD X15, X2, X2
	VPADDD Y2, Y1, Y1

sum:
	VPADDD Y1, Y0, Y0
	VEXTRACTI128 $1, Y0, X1
	VPADDD X1, X0, X0
	VPSHUFD $0x4e, X0, X1
	VPADDD X1, X0, X0
	VPSHUFD $0xb1, X0, X1
	VPADDD X1, X0, X0
	VMOVD X0, (DX)(BX*4)
	INCQ BX
	JMP row

done:
	VZEROUPPER
	RET

// dotsVNNI is dotsAVX2 with AVX-512 VNNI: one VPDPBUSD multiplies 64 data
// bytes by 64 weight bytes and adds each group of four products into an
// int32 lane, which cannot overflow (4·255·64 per step). Rows go by 128-byte
// steps into two accumulators, then a 64-byte step and a masked tail of 16,
// 32 or 48 bytes as needed. Registers as in dotsAVX2, and R13 the last
// offset of a 128-byte step, K1 the tail's byte mask.
//
// func dotsVNNI(arena []uint64, words int, w []byte, slots []uint32, first int, out []uint32, bias *int32, scale *float32)
TEXT ·dotsVNNI(SB), NOSPLIT, $0-128
	MOVQ arena_base+0(FP), SI
	MOVQ words+24(FP), R8
	SHLQ $3, R8
	MOVQ w_base+32(FP), DI
	MOVQ slots_base+56(FP), R9
	MOVQ slots_len+64(FP), R10
	MOVQ first+80(FP), R11
	MOVQ out_base+88(FP), DX
	MOVQ out_len+96(FP), R12
	MOVQ R8, R13
	SUBQ $128, R13
	MOVQ R8, CX
	ANDQ $63, CX
	MOVQ $1, R14
	SHLQ CX, R14
	DECQ R14
	KMOVQ R14, K1
	XORQ BX, BX

	TESTQ R10, R10
	JZ vrow
	MOVQ $1, CX

vpfstart:
	CMPQ CX, R12
	JGE vrow
	CMPQ CX, $PFD
	JGE vrow
	MOVL (R9)(CX*4), R14
	MOVQ bias+112(FP), AX
	TESTQ AX, AX
	JZ vpfrow0
	PREFETCHT0 (AX)(R14*4)
	MOVQ scale+120(FP), AX
	PREFETCHT0 (AX)(R14*4)

vpfrow0:
	IMULQ R8, R14
	ADDQ SI, R14
	PREFETCH_ROW(R14)
	INCQ CX
	JMP vpfstart

vrow:
	CMPQ BX, R12
	JGE vdone
	TESTQ R10, R10
	JZ vbyrange
	MOVL (R9)(BX*4), AX
	LEAQ PFD(BX), R14
	CMPQ R14, R12
	JGE vhaverow
	MOVL (R9)(R14*4), R14
	MOVQ bias+112(FP), CX
	TESTQ CX, CX
	JZ vpfrow
	PREFETCHT0 (CX)(R14*4)
	MOVQ scale+120(FP), CX
	PREFETCHT0 (CX)(R14*4)

vpfrow:
	IMULQ R8, R14
	ADDQ SI, R14
	PREFETCH_ROW(R14)
	JMP vhaverow

vbyrange:
	LEAQ (R11)(BX*1), AX

vhaverow:
	IMULQ R8, AX
	ADDQ SI, AX
	VPXORD Z0, Z0, Z0
	VPXORD Z1, Z1, Z1
	XORQ CX, CX

vloop128:
	CMPQ CX, R13
	JGT vtail64
	VMOVDQU64 (AX)(CX*1), Z2
	VMOVDQU64 64(AX)(CX*1), Z3
	VPDPBUSD (DI)(CX*1), Z2, Z0
	VPDPBUSD 64(DI)(CX*1), Z3, Z1
	ADDQ $128, CX
	JMP vloop128

vtail64:
	MOVQ R8, R14
	SUBQ CX, R14
	CMPQ R14, $64
	JLT vtail
	VMOVDQU64 (AX)(CX*1), Z2
	VPDPBUSD (DI)(CX*1), Z2, Z0
	ADDQ $64, CX
	SUBQ $64, R14

vtail:
	TESTQ R14, R14
	JZ vsum
	VMOVDQU8.Z (AX)(CX*1), K1, Z2
	VMOVDQU8.Z (DI)(CX*1), K1, Z3
	VPDPBUSD Z3, Z2, Z1

vsum:
	VPADDD Z1, Z0, Z0
	VEXTRACTI64X4 $1, Z0, Y1
	VPADDD Y1, Y0, Y0
	VEXTRACTI128 $1, Y0, X1
	VPADDD X1, X0, X0
	VPSHUFD $0x4e, X0, X1
	VPADDD X1, X0, X0
	VPSHUFD $0xb1, X0, X1
	VPADDD X1, X0, X0
	VMOVD X0, (DX)(BX*4)
	INCQ BX
	JMP vrow

vdone:
	VZEROUPPER
	RET

// scoresVNNI is dotsVNNI over listed rows that also turns each sum into
// the approximate cosine, as queryForm.approx does, without reading the
// row's bias: VPSADBW adds the row's bytes, su = Σa + 128·bytes, and since
// bias = qmax·Σa,
//
//	raw − bias − cq = raw − qmax·su − (cq − qmax·128·bytes) = e − ce
//
// which the caller passes as ce. The score is float32(e − ce)·qs·scale[s],
// rounded as in Go. Besides the dotsVNNI registers: Z5 the byte sums, Z7
// zero, X8 qs, R15 scale base; the slot list has at least len(out) entries.
//
// func scoresVNNI(arena []uint64, words int, w []byte, slots []uint32, out []float32, scale *float32, ce int64, qs float32)
TEXT ·scoresVNNI(SB), NOSPLIT, $0-124
	MOVQ arena_base+0(FP), SI
	MOVQ words+24(FP), R8
	SHLQ $3, R8
	MOVQ w_base+32(FP), DI
	MOVQ slots_base+56(FP), R9
	MOVQ out_base+80(FP), DX
	MOVQ out_len+88(FP), R12
	MOVQ scale+104(FP), R15
	VMOVSS qs+120(FP), X8
	MOVQ R8, R13
	SUBQ $128, R13
	MOVQ R8, CX
	ANDQ $63, CX
	MOVQ $1, R14
	SHLQ CX, R14
	DECQ R14
	KMOVQ R14, K1
	VPXORD Z7, Z7, Z7
	XORQ BX, BX
	MOVQ $1, CX

spfstart:
	CMPQ CX, R12
	JGE srow
	CMPQ CX, $PFD
	JGE srow
	MOVL (R9)(CX*4), R14
	PREFETCHT0 (R15)(R14*4)
	IMULQ R8, R14
	ADDQ SI, R14
	PREFETCH_ROW(R14)
	INCQ CX
	JMP spfstart

srow:
	CMPQ BX, R12
	JGE sdone
	LEAQ PFD(BX), R14
	CMPQ R14, R12
	JGE shaverow
	MOVL (R9)(R14*4), R14
	PREFETCHT0 (R15)(R14*4)
	IMULQ R8, R14
	ADDQ SI, R14
	PREFETCH_ROW(R14)

shaverow:
	MOVL (R9)(BX*4), AX
	IMULQ R8, AX
	ADDQ SI, AX
	VPXORD Z0, Z0, Z0
	VPXORD Z1, Z1, Z1
	VPXORD Z5, Z5, Z5
	XORQ CX, CX

sloop128:
	CMPQ CX, R13
	JGT stail64
	VMOVDQU64 (AX)(CX*1), Z2
	VMOVDQU64 64(AX)(CX*1), Z3
	VPDPBUSD (DI)(CX*1), Z2, Z0
	VPDPBUSD 64(DI)(CX*1), Z3, Z1
	VPSADBW Z7, Z2, Z2
	VPSADBW Z7, Z3, Z3
	VPADDQ Z2, Z5, Z5
	VPADDQ Z3, Z5, Z5
	ADDQ $128, CX
	JMP sloop128

stail64:
	MOVQ R8, R14
	SUBQ CX, R14
	CMPQ R14, $64
	JLT stail
	VMOVDQU64 (AX)(CX*1), Z2
	VPDPBUSD (DI)(CX*1), Z2, Z0
	VPSADBW Z7, Z2, Z2
	VPADDQ Z2, Z5, Z5
	ADDQ $64, CX
	SUBQ $64, R14

stail:
	TESTQ R14, R14
	JZ ssum
	VMOVDQU8.Z (AX)(CX*1), K1, Z2
	VMOVDQU8.Z (DI)(CX*1), K1, Z3
	VPDPBUSD Z3, Z2, Z1
	VPSADBW Z7, Z2, Z2
	VPADDQ Z2, Z5, Z5

ssum:
	VPADDD Z1, Z0, Z0
	VEXTRACTI64X4 $1, Z0, Y1
	VPADDD Y1, Y0, Y0
	VEXTRACTI128 $1, Y0, X1
	VPADDD X1, X0, X0
	VPSHUFD $0x4e, X0, X1
	VPADDD X1, X0, X0
	VPSHUFD $0xb1, X0, X1
	VPADDD X1, X0, X0
	VEXTRACTI64X4 $1, Z5, Y6
	VPADDQ Y6, Y5, Y5
	VEXTRACTI128 $1, Y5, X6
	VPADDQ X6, X5, X5
	VPSHUFD $0x4e, X5, X6
	VPADDQ X6, X5, X5
	VMOVD X0, AX
	VMOVQ X5, CX
	SHLQ $5, CX // qmax

	SUBQ CX, AX
	SUBQ ce+112(FP), AX
	VCVTSI2SSQ AX, X1, X1
	VMULSS X8, X1, X1
	MOVL (R9)(BX*4), R14
	VMULSS (R15)(R14*4), X1, X1
	VMOVSS X1, (DX)(BX*4)
	INCQ BX
	JMP srow

sdone:
	VZEROUPPER
	RET

// countAtLeast counts the candidates whose score is at least sc, four at a
// time: the scores are the odd float32s of a candidate list (VCMPPS with
// predicate GE_OQ, 0x1d: false for NaN, as in Go). len(c) is a multiple of
// four.
//
// func countAtLeast(c []cand, sc float32) int
TEXT ·countAtLeast(SB), NOSPLIT, $0-40
	MOVQ c_base+0(FP), SI
	MOVQ c_len+8(FP), CX
	VBROADCASTSS sc+24(FP), Y0
	XORQ DX, DX
	SHRQ $2, CX
	JZ cadone

caloop:
	VMOVUPS (SI), Y1
	VCMPPS $0x1d, Y0, Y1, Y2
	VMOVMSKPS Y2, AX
	ANDL $0xaa, AX
	POPCNTL AX, AX
	ADDQ AX, DX
	ADDQ $32, SI
	DECQ CX
	JNZ caloop

cadone:
	VZEROUPPER
	MOVQ DX, ret+32(FP)
	RET

// prefetchRows prefetches the first 256 bytes of each listed row, and its
// scale, into L2. Prefetches do not fault, so rows shorter than that are
// fine at the end of the arena.
//
// func prefetchRows(arena *uint64, rowBytes int, slots []uint32, scale *float32)
TEXT ·prefetchRows(SB), NOSPLIT, $0-48
	MOVQ arena+0(FP), SI
	MOVQ rowBytes+8(FP), R8
	MOVQ slots_base+16(FP), R9
	MOVQ slots_len+24(FP), CX
	MOVQ scale+40(FP), R10
	TESTQ CX, CX
	JZ prdone

prloop:
	MOVL (R9), AX
	PREFETCHT1 (R10)(AX*4)
	IMULQ R8, AX
	ADDQ SI, AX
	PREFETCH_ROW(AX)
	ADDQ $4, R9
	DECQ CX
	JNZ prloop

prdone:
	RET

// func prefetchLinks(p *uint32)
TEXT ·prefetchLinks(SB), NOSPLIT, $0-8
	MOVQ p+0(FP), AX
	PREFETCHT0 (AX)
	PREFETCHT0 64(AX)
	PREFETCHT0 128(AX)
	RET

// Weights of a stored row as a query (queryForm.setFromRow): for each byte
// u, w = round((u-128)·qmax/127) + qmax, which is ((64u+63)·258) >> 16 for
// every u in [0, 255] (checked against the table in the tests), and the
// sum of the weights. The row is a multiple of 16 bytes.
//
// func rowWeightsAVX2(row []uint64, wb []byte) int64
TEXT ·rowWeightsAVX2(SB), NOSPLIT, $0-56
	MOVQ row_base+0(FP), SI
	MOVQ row_len+8(FP), BX
	SHLQ $3, BX
	MOVQ wb_base+24(FP), DI
	VPCMPEQW Y15, Y15, Y15
	VPSRLW $10, Y15, Y13 // 63
	VPSRLW $15, Y15, Y15 // 1
	VPSLLW $8, Y15, Y14
	VPSLLW $1, Y15, Y12
	VPADDW Y12, Y14, Y14 // 258
	VPXOR X12, X12, X12
	VPXOR X3, X3, X3
	XORQ CX, CX

wloop:
	CMPQ CX, BX
	JGE wdone
	VPMOVZXBW (SI)(CX*1), Y0
	VPSLLW $6, Y0, Y0
	VPADDW Y13, Y0, Y0
	VPMULHUW Y14, Y0, Y0
	VEXTRACTI128 $1, Y0, X1
	VPACKUSWB X1, X0, X0
	VMOVDQU X0, (DI)(CX*1)
	VPSADBW X12, X0, X2
	VPADDQ X2, X3, X3
	ADDQ $16, CX
	JMP wloop

wdone:
	VPSHUFD $0x4e, X3, X2
	VPADDQ X2, X3, X3
	VMOVQ X3, AX
	MOVQ AX, ret+48(FP)
	VZEROUPPER
	RET
