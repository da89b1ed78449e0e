// Package logreg fits the logistic regressions of cairn's offline models
// (the correction detector and the follow-up classifier), so that both
// trainers share one implementation.
package logreg

import "math"

// Options tune Fit.
type Options struct {
	// Lambda is the L2 penalty on the weights (not the bias).
	Lambda float64
	// Jitter is added to the Hessian's diagonal for stability: to the
	// bias entry alone, or to every entry when JitterAll is set.
	Jitter    float64
	JitterAll bool
	// Tol stops Newton's method when the squared step is below it.
	Tol float64
	// MaxIter bounds the Newton steps (50 when zero).
	MaxIter int
}

// Sigmoid is the logistic function.
func Sigmoid(z float64) float64 { return 1 / (1 + math.Exp(-z)) }

// Fit minimises the class-balanced mean log-loss plus Lambda/2·|w|² over
// xs (one row per example, all of one length) and ys (0 or 1) by Newton's
// method, and returns the weights and the bias. It is deterministic: the
// same data give the same bits.
func Fit(xs [][]float64, ys []float64, o Options) (w []float64, bias float64) {
	d := len(xs[0])
	n := d + 1 // weights, then the bias
	maxIter := o.MaxIter
	if maxIter == 0 {
		maxIter = 50
	}
	var npos float64
	for _, y := range ys {
		npos += y
	}
	wPos, wNeg := 0.5/npos, 0.5/(float64(len(ys))-npos)
	theta := make([]float64, n)
	for iter := 0; iter < maxIter; iter++ {
		grad := make([]float64, n)
		hess := make([][]float64, n)
		for j := range hess {
			hess[j] = make([]float64, n)
		}
		for i, x := range xs {
			z := theta[d]
			for j, v := range x {
				z += theta[j] * v
			}
			p := Sigmoid(z)
			cw := wNeg
			if ys[i] == 1 {
				cw = wPos
			}
			g := cw * (p - ys[i])
			h := cw * p * (1 - p)
			for j := 0; j < n; j++ {
				xj := 1.0
				if j < d {
					xj = x[j]
				}
				if xj == 0 {
					continue
				}
				grad[j] += g * xj
				for k := 0; k <= j; k++ {
					xk := 1.0
					if k < d {
						xk = x[k]
					}
					hess[j][k] += h * xj * xk
				}
			}
		}
		for j := 0; j < n; j++ {
			for k := 0; k < j; k++ {
				hess[k][j] = hess[j][k]
			}
			if j < d {
				grad[j] += o.Lambda * theta[j]
				hess[j][j] += o.Lambda
				if o.JitterAll {
					hess[j][j] += o.Jitter
				}
			} else {
				hess[j][j] += o.Jitter
			}
		}
		step := Solve(hess, grad)
		var norm float64
		for j := range theta {
			theta[j] -= step[j]
			norm += step[j] * step[j]
		}
		if norm < o.Tol {
			break
		}
	}
	return theta[:d], theta[d]
}

// Solve returns x with a·x = b (Gaussian elimination with partial
// pivoting). a and b are overwritten.
func Solve(a [][]float64, b []float64) []float64 {
	n := len(b)
	for c := 0; c < n; c++ {
		p := c
		for r := c + 1; r < n; r++ {
			if math.Abs(a[r][c]) > math.Abs(a[p][c]) {
				p = r
			}
		}
		a[c], a[p] = a[p], a[c]
		b[c], b[p] = b[p], b[c]
		for r := c + 1; r < n; r++ {
			f := a[r][c] / a[c][c]
			for k := c; k < n; k++ {
				a[r][k] -= f * a[c][k]
			}
			b[r] -= f * b[c]
		}
	}
	x := make([]float64, n)
	for r := n - 1; r >= 0; r-- {
		s := b[r]
		for k := r + 1; k < n; k++ {
			s -= a[r][k] * x[k]
		}
		x[r] = s / a[r][r]
	}
	return x
}
