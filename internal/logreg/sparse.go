package logreg

import "math"

// Entry is one non-zero input of a sparse row: its column J and value V.
type Entry struct {
	J int
	V float64
}

// FitSparse minimises the class-balanced mean log-loss plus
// lambda/2·|w|² over sparse rows (d columns) by truncated Newton's method
// (conjugate gradients on Hessian-vector products, a backtracking line
// search); it returns the weights and the bias. The bias is not
// penalised. It is deterministic: the same data give the same bits.
func FitSparse(rows [][]Entry, ys []float64, d int, lambda float64) ([]float64, float64) {
	var npos float64
	for _, y := range ys {
		npos += y
	}
	wPos, wNeg := 0.5/npos, 0.5/(float64(len(ys))-npos)
	cw := make([]float64, len(ys))
	for i, y := range ys {
		cw[i] = wNeg
		if y == 1 {
			cw[i] = wPos
		}
	}
	n := d + 1 // weights, then the bias
	theta := make([]float64, n)
	z := make([]float64, len(rows))
	margins := func(t []float64, out []float64) {
		for i, r := range rows {
			s := t[d]
			for _, e := range r {
				s += t[e.J] * e.V
			}
			out[i] = s
		}
	}
	loss := func(t []float64, zs []float64) float64 {
		var l float64
		for i, s := range zs {
			// log(1+exp(-s)) for y=1, log(1+exp(s)) for y=0, stably
			m := s
			if ys[i] == 1 {
				m = -s
			}
			l += cw[i] * (math.Max(m, 0) + math.Log1p(math.Exp(-math.Abs(m))))
		}
		for j := 0; j < d; j++ {
			l += lambda / 2 * t[j] * t[j]
		}
		return l
	}
	grad := make([]float64, n)
	h := make([]float64, len(rows))
	xv := make([]float64, len(rows))
	hv := func(v, out []float64) {
		margins(v, xv) // includes v[d], the bias direction
		for j := range out {
			out[j] = 0
		}
		for i, r := range rows {
			g := h[i] * xv[i]
			for _, e := range r {
				out[e.J] += g * e.V
			}
			out[d] += g
		}
		for j := 0; j < d; j++ {
			out[j] += lambda * v[j]
		}
		out[d] += 1e-9 * v[d]
	}
	margins(theta, z)
	f := loss(theta, z)
	s, r, p, ap := make([]float64, n), make([]float64, n), make([]float64, n), make([]float64, n)
	next, zn := make([]float64, n), make([]float64, len(rows))
	for iter := 0; iter < 100; iter++ {
		for j := range grad {
			grad[j] = 0
		}
		for i, row := range rows {
			pr := 1 / (1 + math.Exp(-z[i]))
			g := cw[i] * (pr - ys[i])
			h[i] = cw[i] * pr * (1 - pr)
			for _, e := range row {
				grad[e.J] += g * e.V
			}
			grad[d] += g
		}
		for j := 0; j < d; j++ {
			grad[j] += lambda * theta[j]
		}
		gn := dot(grad, grad)
		if gn < 1e-20 {
			break
		}
		// Conjugate gradients for H s = -grad.
		for j := range s {
			s[j], r[j], p[j] = 0, -grad[j], -grad[j]
		}
		rr := gn
		for k := 0; k < 200 && rr > 1e-6*gn; k++ {
			hv(p, ap)
			alpha := rr / dot(p, ap)
			for j := range s {
				s[j] += alpha * p[j]
				r[j] -= alpha * ap[j]
			}
			rr2 := dot(r, r)
			for j := range p {
				p[j] = r[j] + rr2/rr*p[j]
			}
			rr = rr2
		}
		gs := dot(grad, s)
		step, improved := 1.0, false
		for k := 0; k < 30; k++ {
			for j := range next {
				next[j] = theta[j] + step*s[j]
			}
			margins(next, zn)
			if fn := loss(next, zn); fn <= f+1e-4*step*gs {
				copy(theta, next)
				z, zn = zn, z
				improved = f-fn > 1e-15
				f = fn
				break
			}
			step /= 2
		}
		if !improved {
			break
		}
	}
	return theta[:d], theta[d]
}

func dot(a, b []float64) float64 {
	var s float64
	for i := range a {
		s += a[i] * b[i]
	}
	return s
}
