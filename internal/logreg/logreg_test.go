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
