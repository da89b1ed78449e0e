package vector

import (
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"
)

type kernel struct {
	name string
	dots func(arena []uint64, words int, qf *queryForm, slots []uint32, first int, out []uint32)
}

// kernels returns the kernels this build can run: always the pure Go one,
// and the AVX2 and AVX-512 ones where the CPU has them.
func kernels() []kernel {
	ks := []kernel{{"go", func(arena []uint64, words int, qf *queryForm, slots []uint32, first int, out []uint32) {
		dotsGo(arena, words, qf.w, slots, first, out)
	}}}
	if useAVX2 {
		ks = append(ks, kernel{"avx2", func(arena []uint64, words int, qf *queryForm, slots []uint32, first int, out []uint32) {
			dotsAVX2(arena, words, qf.wb, slots, first, out, nil, nil)
		}})
	}
	if useVNNI {
		ks = append(ks, kernel{"vnni", func(arena []uint64, words int, qf *queryForm, slots []uint32, first int, out []uint32) {
			dotsVNNI(arena, words, qf.wb, slots, first, out, nil, nil)
		}})
	}
	return ks
}

// The kernel's packing is internal, so these tests look inside: the packed
// sum must equal the plain integer sum, and approximate scores must stay
// within eps of exact ones.

func TestDotsMatchesPlainSum(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, dim := range []int{1, 7, 16, 17, 63, 64, 100, 200, 256, 384} {
		words := wordsFor(dim)
		for _, tc := range []struct {
			name string
			u    func() byte
			w    func() uint64
		}{
			{"random", func() byte { return byte(1 + r.IntN(255)) }, func() uint64 { return uint64(r.IntN(2*qmax + 1)) }},
			{"largest", func() byte { return 255 }, func() uint64 { return 2 * qmax }},
			{"smallest", func() byte { return 1 }, func() uint64 { return 0 }},
		} {
			const rows = 5
			arena := make([]uint64, rows*words)
			for i := range arena {
				arena[i] = 0x8080808080808080
			}
			us := make([][]byte, rows)
			for v := range rows {
				us[v] = make([]byte, dim)
				for i := range dim {
					u := tc.u()
					us[v][i] = u
					arena[v*words+i/8] = arena[v*words+i/8]&^(0xFF<<(8*(i%8))) | uint64(u)<<(8*(i%8))
				}
			}
			qf := newQueryForm(dim)
			ws := make([]uint64, dim)
			for i := range ws {
				ws[i] = tc.w()
				qf.wb[i] = byte(ws[i])
			}
			qf.packGo()
			want := make([]uint32, rows)
			for v := range rows {
				var sum uint64
				for i := range dim {
					sum += uint64(us[v][i]) * ws[i]
				}
				want[v] = uint32(sum)
			}
			for _, k := range kernels() {
				out := make([]uint32, rows)
				k.dots(arena, words, qf, nil, 0, out)
				if !slices.Equal(out, want) {
					t.Fatalf("%s kernel, dim=%d %s: got %v, want %v", k.name, dim, tc.name, out, want)
				}
				out = out[:3]
				k.dots(arena, words, qf, []uint32{3, 1, 4}, 0, out)
				if w := []uint32{want[3], want[1], want[4]}; !slices.Equal(out, w) {
					t.Fatalf("%s kernel, dim=%d %s: by slot %v, want %v", k.name, dim, tc.name, out, w)
				}
				out = out[:2]
				k.dots(arena, words, qf, nil, 3, out)
				if !slices.Equal(out, want[3:5]) {
					t.Fatalf("%s kernel, dim=%d %s: from row 3 %v, want %v", k.name, dim, tc.name, out, want[3:5])
				}
			}
		}
	}
}

func TestApproxWithinEps(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, dim := range []int{3, 64, 256, 1000} {
		words := wordsFor(dim)
		qf := newQueryForm(dim)
		for trial := range 200 {
			v := make([]float32, dim)
			q := make([]float32, dim)
			for i := range v {
				v[i] = float32(r.NormFloat64())
				q[i] = float32(r.NormFloat64())
				if trial%2 == 1 { // correlated pairs score near 1
					q[i] = v[i] + 0.1*q[i]
				}
			}
			row := make([]uint64, words)
			scale, bias := quantizeRow(v, row)
			qf.set(q)
			out := make([]uint32, 1)
			dots(row, words, qf, nil, 0, out)
			approx := qf.approx(out[0], bias, scale)
			exact := exactDot(qf.f, row) * scale
			if d := math.Abs(float64(approx - exact)); d > float64(qf.eps) {
				t.Fatalf("dim=%d trial %d: |approx-exact|=%g > eps=%g", dim, trial, d, qf.eps)
			}
			// The exact score is the float64 cosine with the stored vector.
			dec := make([]float64, dim)
			var na, nq, dot float64
			for i := range dim {
				dec[i] = float64(int8(byte(row[i/8]>>(8*(i%8))) ^ 0x80))
				na += dec[i] * dec[i]
				nq += float64(q[i]) * float64(q[i])
				dot += dec[i] * float64(q[i])
			}
			if want := dot / math.Sqrt(na*nq); math.Abs(float64(exact)-want) > 1e-5 {
				t.Fatalf("dim=%d trial %d: exact %g, float64 cosine %g", dim, trial, exact, want)
			}
		}
	}
}

func TestSetFromRowApproximatesStoredVector(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	const dim = 256
	words := wordsFor(dim)
	a, b := make([]float32, dim), make([]float32, dim)
	for i := range a {
		a[i] = float32(r.NormFloat64())
		b[i] = a[i] + float32(r.NormFloat64())
	}
	ra, rb := make([]uint64, words), make([]uint64, words)
	sa, _ := quantizeRow(a, ra)
	sb, bb := quantizeRow(b, rb)
	var fa []float32
	for i := range dim {
		fa = append(fa, float32(int8(byte(ra[i/8]>>(8*(i%8)))^0x80))*sa)
	}
	want := exactDot(fa, rb) * sb
	qf := newQueryForm(dim)
	qf.setFromRow(ra, sa, dim)
	out := make([]uint32, 1)
	dots(rb, words, qf, nil, 0, out)
	if got := qf.approx(out[0], bb, sb); math.Abs(float64(got-want)) > 0.02 {
		t.Fatalf("row-to-row score %g, want %g ± 0.02", got, want)
	}
}

// TestSetFromRowMatchesSet: preparing a stored row as a query gives the
// same weights as preparing its dequantised float form.
func TestSetFromRowMatchesSet(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for _, dim := range []int{5, 16, 100, 256} {
		words := wordsFor(dim)
		a, b := newQueryForm(dim), newQueryForm(dim)
		for trial := range 50 {
			v := make([]float32, dim)
			for i := range v {
				v[i] = float32(r.NormFloat64())
			}
			row := make([]uint64, words)
			scale, _ := quantizeRow(v, row)
			f := make([]float32, dim)
			for i := range f {
				f[i] = float32(int8(byte(row[i/8]>>(8*(i%8)))^0x80)) * scale
			}
			a.setFromRow(row, scale, dim)
			b.set(f)
			if !slices.Equal(a.wb, b.wb) {
				t.Fatalf("dim=%d trial %d: weights %v, want %v", dim, trial, a.wb, b.wb)
			}
			if a.cq != b.cq || math.Abs(float64(a.qs-b.qs)) > 1e-6*float64(b.qs) {
				t.Fatalf("dim=%d trial %d: cq=%d qs=%g, want cq=%d qs=%g", dim, trial, a.cq, a.qs, b.cq, b.qs)
			}
		}
	}
}

// TestRowWeightsAVX2MatchesTable: the AVX2 weights of every byte value, at
// every position of a row, are the table's, and so is their sum.
func TestRowWeightsAVX2MatchesTable(t *testing.T) {
	if !useAVX2 {
		t.Skip("no AVX2 kernel in this build")
	}
	r := rand.New(rand.NewPCG(9, 10))
	for _, words := range []int{2, 4, 32, 34, 48} {
		for trial := range 20 {
			row := make([]uint64, words)
			for i := range row {
				row[i] = r.Uint64()
			}
			if trial == 0 { // every byte value once
				for u := range 8 * words {
					row[u/8] = row[u/8]&^(0xFF<<(8*(u%8))) | uint64(byte(u))<<(8*(u%8))
				}
			}
			got, want := make([]byte, 8*words+8), make([]byte, 8*words+8)
			gs, ws := rowWeightsAVX2(row, got), rowWeightsGo(row, want)
			if !slices.Equal(got, want) || gs != ws {
				t.Fatalf("words=%d trial %d: weights %v sum %d, want %v sum %d", words, trial, got, gs, want, ws)
			}
		}
	}
}

// TestScoresMatchApprox checks that scores gives exactly the approximate
// cosines of dots and approx, for every kernel this CPU runs it with. The
// AVX-512 kernel works each row's scale out from its bytes: the rows
// include a zero vector, one-hot ones (the largest squares) and vectors
// with one large component, whose other bytes are small.
func TestScoresMatchApprox(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, dim := range []int{1, 7, 16, 17, 63, 64, 100, 200, 256, 384, 1000} {
		ix := New(dim, Options{Mode: Exact})
		for i := range 400 {
			v := make([]float32, dim)
			switch {
			case i == 7: // the zero vector
			case i%50 == 8:
				v[r.IntN(dim)] = -1
			case i%50 == 9:
				for j := range v {
					v[j] = float32(r.NormFloat64()) / 1000
				}
				v[r.IntN(dim)] = 1
			default:
				for j := range v {
					v[j] = float32(r.NormFloat64())
				}
			}
			if err := ix.Add(strconv.Itoa(i), v); err != nil {
				t.Fatal(err)
			}
		}
		q := make([]float32, dim)
		for j := range q {
			q[j] = float32(r.NormFloat64())
		}
		qfs := []*queryForm{newQueryForm(dim), newQueryForm(dim)}
		qfs[0].set(q)
		qfs[1].setFromRow(ix.row(3), ix.scale[3], dim)
		slots := []uint32{4, 0, 49, 7, 7, 13, 21, 3, 30, 31, 2}
		for s := range 400 {
			slots = append(slots, uint32(s))
		}
		for _, qf := range qfs {
			raw := make([]uint32, len(slots))
			dots(ix.arena, ix.words, qf, slots, 0, raw)
			out := make([]float32, len(slots))
			scores(ix.arena, ix.words, qf, slots, out, make([]uint32, len(slots)), ix.bias, ix.scale)
			for j, s := range slots {
				if want := qf.approx(raw[j], ix.bias[s], ix.scale[s]); out[j] != want {
					t.Fatalf("dim=%d slot %d: scores gives %v, approx %v", dim, s, out[j], want)
				}
			}
		}
	}
}
