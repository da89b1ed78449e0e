package main

import (
	"bytes"
	"fmt"
	"math"
	"sort"

	"github.com/cairnhq/cairn/followup/internal/feature"
)

// openerDomain is the domain the opener model is fitted on: real users'
// questions about databases, where a new conversation's first question
// and a later one read differently.
const openerDomain = "cosql"

// OpenerMinCount is how many training questions a token must appear in
// to get a weight: rarer tokens fit the training conversations, not the
// wording.
const OpenerMinCount = 5

// opener is a naive Bayes model of a query's wording: the log odds that
// it continues a conversation rather than opens one.
type opener struct {
	prior   float64
	weights map[string]float64
}

// fitOpener fits the opener model on the queries of examples (labels ys).
func fitOpener(queries []string, ys []float64) opener {
	count := [2]map[string]int{{}, {}}
	var n [2]int
	for i, q := range queries {
		y := int(ys[i])
		n[y]++
		feature.OpenerTokens(q, func(t string) { count[y][t]++ })
	}
	m := opener{weights: map[string]float64{}}
	if n[0] == 0 || n[1] == 0 {
		return m
	}
	m.prior = math.Log(float64(n[1]) / float64(n[0]))
	seen := map[string]bool{}
	for y := range count {
		for t := range count[y] {
			seen[t] = true
		}
	}
	for t := range seen {
		c1, c0 := count[1][t], count[0][t]
		if c1+c0 < OpenerMinCount {
			continue
		}
		a := (float64(c1) + 0.5) / (float64(n[1]) + 1)
		b := (float64(c0) + 0.5) / (float64(n[0]) + 1)
		m.weights[t] = math.Log(a/b) - math.Log((1-a)/(1-b))
	}
	return m
}

// score is the model's log odds for query; followup.OpenerScore computes
// the same from the generated weights.
func (m opener) score(query string) float64 {
	s := m.prior
	feature.OpenerTokens(query, func(t string) { s += m.weights[t] })
	return s
}

// openerScores returns every example's opener score: out of fold for the
// examples of openerDomain (from a model fitted without their fold), from
// the model fitted on all of them for the others; and that model.
func openerScores(examples []Example, ys []float64, fold []int) ([]float64, opener) {
	var qs []string
	var ls []float64
	for i, e := range examples {
		if e.Domain == openerDomain {
			qs, ls = append(qs, e.Query), append(ls, ys[i])
		}
	}
	all := fitOpener(qs, ls)
	out := make([]float64, len(examples))
	for f := 0; f < Folds; f++ {
		var fq []string
		var fl []float64
		for i, e := range examples {
			if e.Domain == openerDomain && fold[i] != f {
				fq, fl = append(fq, e.Query), append(fl, ys[i])
			}
		}
		m := fitOpener(fq, fl)
		for i, e := range examples {
			if e.Domain == openerDomain && fold[i] == f {
				out[i] = m.score(e.Query)
			}
		}
	}
	for i, e := range examples {
		if e.Domain != openerDomain {
			out[i] = all.score(e.Query)
		}
	}
	return out, all
}

// writeOpener writes the opener model as Go source.
func writeOpener(b *bytes.Buffer, m opener) {
	keys := make([]string, 0, len(m.weights))
	for t := range m.weights {
		keys = append(keys, t)
	}
	sort.Strings(keys)
	fmt.Fprintf(b, "\n// openerPrior and openerWeights are the opener model: a naive Bayes model of\n// a query's wording (feature.OpenerTokens) fitted on the %s train split\n// (%d tokens seen in at least %d questions); OpenerScore is its log odds\n// that a query continues a conversation rather than opens one.\n", openerDomain, len(keys), OpenerMinCount)
	fmt.Fprintf(b, "const openerPrior = %.4f\n\nvar openerWeights = map[string]float64{\n", m.prior)
	for _, t := range keys {
		fmt.Fprintf(b, "\t%q: %.4f,\n", t, m.weights[t])
	}
	b.WriteString("}\n")
}
