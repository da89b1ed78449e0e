package logreg

import (
	"math"
	"testing"
)

func TestFitSeparates(t *testing.T) {
	// y = 1 when x0 > x1.
	var xs [][]float64
	var ys []float64
	for i := 0; i < 40; i++ {
		a, b := float64(i%7)/7, float64(i%5)/5
		xs = append(xs, []float64{a, b})
		if a > b {
			ys = append(ys, 1)
		} else {
			ys = append(ys, 0)
		}
	}
	w, bias := Fit(xs, ys, Options{Lambda: 1e-3, Jitter: 1e-9, Tol: 1e-14})
	if w[0] <= 0 || w[1] >= 0 {
		t.Fatalf("weights %v, want x0 positive and x1 negative", w)
	}
	right := 0
	for i, x := range xs {
		p := Sigmoid(w[0]*x[0] + w[1]*x[1] + bias)
		if (p > 0.5) == (ys[i] == 1) {
			right++
		}
	}
	if right < 36 {
		t.Fatalf("%d of 40 right", right)
	}
	w2, b2 := Fit(xs, ys, Options{Lambda: 1e-3, Jitter: 1e-9, Tol: 1e-14})
	if w2[0] != w[0] || b2 != bias {
		t.Fatal("not deterministic")
	}
}

func TestSolve(t *testing.T) {
	a := [][]float64{{0, 2}, {3, 1}}
	x := Solve(a, []float64{4, 5})
	if math.Abs(x[0]-1) > 1e-12 || math.Abs(x[1]-2) > 1e-12 {
		t.Fatalf("x = %v, want [1 2]", x)
	}
}

// FitSparse minimises the same objective as Fit: on dense rows written
// sparsely (zeros left out) the two agree.
func TestFitSparseAgreesWithFit(t *testing.T) {
	var xs [][]float64
	var rows [][]Entry
	var ys []float64
	for i := 0; i < 200; i++ {
		x := []float64{float64(i%7) / 7, float64(i%5) / 5, float64(i%3) / 2, float64((i*37)%11) / 11}
		y := 0.0
		if x[0]+0.5*x[2] > x[1]+0.2*x[3] {
			y = 1
		}
		if i%17 == 0 { // some noise, so that the optimum is finite
			y = 1 - y
		}
		xs, ys = append(xs, x), append(ys, y)
		var r []Entry
		for j, v := range x {
			if v != 0 {
				r = append(r, Entry{J: j, V: v})
			}
		}
		rows = append(rows, r)
	}
	w, b := Fit(xs, ys, Options{Lambda: 1e-2, Jitter: 1e-9, Tol: 1e-18})
	sw, sb := FitSparse(rows, ys, 4, 1e-2)
	for j := range w {
		if math.Abs(w[j]-sw[j]) > 1e-3 {
			t.Fatalf("weight %d: Fit %v, FitSparse %v", j, w, sw)
		}
	}
	if math.Abs(b-sb) > 1e-3 {
		t.Fatalf("bias: Fit %v, FitSparse %v", b, sb)
	}
	sw2, sb2 := FitSparse(rows, ys, 4, 1e-2)
	if sw2[0] != sw[0] || sb2 != sb {
		t.Fatal("not deterministic")
	}
}
