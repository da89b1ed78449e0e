package main

import (
	"bytes"
	"fmt"
	"sort"
	"strings"

	"github.com/cairnhq/cairn/followup/internal/feature"
	"github.com/cairnhq/cairn/internal/logreg"
)

// openerDomains are the domains the opener model is fitted on: real
// users' questions about databases (CoSQL) and real follow-ups over tables
// (the FollowUp train split), where a conversation's first question and a
// later one read differently. Fitted on CoSQL alone, the opener let the
// FollowUp test split's new questions through as follow-ups (precision
// 0.918 at the default threshold); with FollowUp it is 1.000 there, and
// CoSQL dev (held out) keeps precision 0.972.
var openerDomains = map[string]bool{"cosql": true, "fanda": true}

// OpenerMinCount is how many training questions a token must appear in
// to get a weight, and OpenerMinGroups in questions about how many
// databases (example templates): rarer tokens fit the training
// conversations or one schema's names, not the wording.
const (
	OpenerMinCount  = 5
	OpenerMinGroups = 5
)

// OpenerLambda is the opener model's L2 penalty (chosen by
// cross-validation over whole databases of the CoSQL train split).
const OpenerLambda = 1e-3

// opener is the opener model: a logistic regression over a query's
// wording (the tokens of feature.OpenerTokens, each 0 or 1, and the share
// of its words that have no weight) and its relation to the last question
// and the cached SQL (feature.Relation), whose logit is the log odds that
// the query continues a conversation rather than opens one. It replaced a
// naive Bayes model of the tokens alone (out-of-fold ROC-AUC on CoSQL,
// folds of whole databases: 0.805 then, 0.878 now).
type opener struct {
	bias     float64
	weights  map[string]float64
	relation [feature.NumRel]float64
	unknown  float64 // the weight of unknownShare
}

// unknownShare is the share of a query's words (its "u:" tokens) that
// have no weight in vocab (0 when it has none): words too rare in the
// training questions, such as another schema's names, or another topic's.
func unknownShare(query string, known func(string) bool) float64 {
	var n, miss float64
	feature.OpenerTokens(query, func(t string) {
		if strings.HasPrefix(t, "u:") {
			n++
			if !known(t) {
				miss++
			}
		}
	})
	if n == 0 {
		return 0
	}
	return miss / n
}

// openerInputs returns the sparse row of example e for the opener model
// with vocabulary vocab (token -> column; the relation features follow the
// tokens).
func openerInputs(e Example, vocab map[string]int) []logreg.Entry {
	var r []logreg.Entry
	feature.OpenerTokens(e.Query, func(t string) {
		if j, ok := vocab[t]; ok {
			r = append(r, logreg.Entry{J: j, V: 1})
		}
	})
	for k, v := range feature.Relation(e.Query, e.History[len(e.History)-1], e.SQL) {
		if v != 0 {
			r = append(r, logreg.Entry{J: len(vocab) + k, V: v})
		}
	}
	if u := unknownShare(e.Query, func(t string) bool { _, ok := vocab[t]; return ok }); u != 0 {
		r = append(r, logreg.Entry{J: len(vocab) + feature.NumRel, V: u})
	}
	return r
}

// fitOpener fits the opener model on examples (labels ys), with the
// class-balanced L2 logistic regression of logreg.FitSparse.
func fitOpener(examples []Example, ys []float64) opener {
	count := map[string]int{}
	groups := map[string]map[string]bool{}
	for _, e := range examples {
		feature.OpenerTokens(e.Query, func(t string) {
			count[t]++
			if groups[t] == nil {
				groups[t] = map[string]bool{}
			}
			groups[t][e.Template] = true
		})
	}
	var keys []string
	for t, c := range count {
		if c >= OpenerMinCount && len(groups[t]) >= OpenerMinGroups {
			keys = append(keys, t)
		}
	}
	sort.Strings(keys)
	vocab := make(map[string]int, len(keys))
	for j, t := range keys {
		vocab[t] = j
	}
	rows := make([][]logreg.Entry, len(examples))
	for i, e := range examples {
		rows[i] = openerInputs(e, vocab)
	}
	w, b := logreg.FitSparse(rows, ys, len(keys)+feature.NumRel+1, OpenerLambda)
	m := opener{bias: b, weights: make(map[string]float64, len(keys))}
	for j, t := range keys {
		m.weights[t] = w[j]
	}
	copy(m.relation[:], w[len(keys):])
	m.unknown = w[len(keys)+feature.NumRel]
	return m
}

// score is the model's log odds for e; followup.OpenerScore computes the
// same from the generated weights.
func (m opener) score(e Example) float64 {
	s := m.bias
	feature.OpenerTokens(e.Query, func(t string) { s += m.weights[t] })
	for k, v := range feature.Relation(e.Query, e.History[len(e.History)-1], e.SQL) {
		s += m.relation[k] * v
	}
	return s + m.unknown*unknownShare(e.Query, func(t string) bool { _, ok := m.weights[t]; return ok })
}

// openerScores returns every example's opener score: out of fold for the
// examples of openerDomains (from a model fitted without their fold), from
// the model fitted on all of them for the others; and that model.
func openerScores(examples []Example, ys []float64, fold []int) ([]float64, opener) {
	subset := func(keep func(i int) bool) ([]Example, []float64) {
		var es []Example
		var ls []float64
		for i, e := range examples {
			if openerDomains[e.Domain] && keep(i) {
				es, ls = append(es, e), append(ls, ys[i])
			}
		}
		return es, ls
	}
	all := fitOpener(subset(func(int) bool { return true }))
	out := make([]float64, len(examples))
	for f := 0; f < Folds; f++ {
		m := fitOpener(subset(func(i int) bool { return fold[i] != f }))
		for i, e := range examples {
			if openerDomains[e.Domain] && fold[i] == f {
				out[i] = m.score(e)
			}
		}
	}
	for i, e := range examples {
		if !openerDomains[e.Domain] {
			out[i] = all.score(e)
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
	fmt.Fprintf(b, "\n// openerBias, openerRelation, openerUnknown and openerWeights are the\n// opener model: an L2 logistic regression (lambda %g) fitted on the CoSQL\n// train split over the relation features of a query (feature.Relation:\n// %s) and its wording (feature.OpenerTokens: %d tokens seen\n// in at least %d questions about at least %d databases, and the share of\n// its words that have none); OpenerScore is its log odds that a query\n// continues a conversation rather than opens one.\n", OpenerLambda, strings.Join(feature.RelNames[:], ", "), len(keys), OpenerMinCount, OpenerMinGroups)
	fmt.Fprintf(b, "const openerBias = %.4f\n\nvar openerRelation = [feature.NumRel]float64{", m.bias)
	for k, w := range m.relation {
		if k > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(b, "%.4f", w)
	}
	fmt.Fprintf(b, "}\n\n// openerUnknown weighs the share of a query's words that have no weight.\nconst openerUnknown = %.4f\n\nvar openerWeights = map[string]float64{\n", m.unknown)
	for _, t := range keys {
		fmt.Fprintf(b, "\t%q: %.4f,\n", t, m.weights[t])
	}
	b.WriteString("}\n")
}
