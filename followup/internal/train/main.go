// Command train fits the offline follow-up classifier of package followup
// and the blend that turns similarities and the classifier into the
// follow-up confidence.
//
// Training data, and nothing else:
//
//   - a synthetic corpus of conversations over databases and topics, each
//     followed by a follow-up or a new query (corpus.go; all text written
//     for it);
//   - labelled pairs from the TREC CAsT 2020 and 2021 topics
//     (testdata/cast_2020_2021.jsonl, MIT; written by
//     followup/internal/convert from the public repository; see
//     testdata/README.md);
//   - labelled pairs from the FollowUp dataset's train split (Liu et al.,
//     AAAI 2019; real follow-up questions over WikiSQL tables;
//     testdata/fanda_train.jsonl, Apache 2.0; written by
//     followup/internal/convert, see testdata/README.md). Its test split is
//     a development set the converter writes outside the repository.
//   - labelled pairs from the CoSQL training split (Yu et al., EMNLP 2019:
//     conversations of real users with a database, their questions as they
//     typed them; testdata/cosql_train.jsonl, CC BY-SA 4.0; written by
//     followup/internal/convert from emorynlp/CoSQL-LLM's copy of the
//     split, see testdata/README.md). CoSQL dev stays held out.
//
// The evaluation files in shared/eval/followup and the held-out sets the
// converter writes (CoSQL dev; CAsT 2019 evaluation topics and 2022) are
// never read here; a test checks that no training text equals an
// evaluation query. Nothing is tuned on them: the settings below were
// chosen by cross-validation over whole conversations of the training data
// (folds hold out whole templates, whole CAsT topics, whole FollowUp
// tables and whole CoSQL databases).
//
// It computes the features of followup/internal/feature and fits an
// L2-regularised, class-balanced logistic regression by Newton's method
// (the classifier; not on the CoSQL pairs, see blendOnly). It fits the
// opener model on the CoSQL pairs (opener.go): an L2
// logistic regression over a query's wording and its relation to the last
// question and the cached SQL, by truncated Newton's method on sparse
// inputs (sparse.go). Then, with the embedder cairn uses by default
// (trainingEmbedder), it computes for every example the cosine similarity
// of the query to the first history turn (the cached query) and the
// maximum over the later turns (the rolling history), and fits three small
// logistic blends per kind of session on the classifier's out-of-fold
// logits (and, in tabular sessions, the opener model's out-of-fold
// scores): similarities + classifier, similarities alone (the classifier
// disabled) and classifier alone (the embedder down).
//
// Calibration puts precision first, because a false follow-up serves a
// wrong result while a missed one only executes again: each blend's bias
// is shifted so that the lowest boundary at which the out-of-fold
// follow-up precision on the kind's calibration examples reaches
// PrecisionTarget (chat: CAsT) or TabularPrecision (tabular: CoSQL) maps
// to 0.80, the default high threshold; the classifier-alone
// blend maps it to 0.70 (high lowered by followup.DefaultOutageDrop). No
// weight is set by hand.
//
// Run it through go generate in package followup (after a change of the
// default embedder too):
//
//	go generate ./followup
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"go/format"
	"io"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"

	"github.com/cairnhq/cairn"
	"github.com/cairnhq/cairn/embed"
	"github.com/cairnhq/cairn/followup/internal/feature"
	"github.com/cairnhq/cairn/followup/internal/pairs"
	"github.com/cairnhq/cairn/internal/logreg"
)

// Settings of the published model.
const (
	Seed       = 1
	PerKind    = 1500
	Lambda     = 1e-3
	Folds      = 5
	Midpoint   = 0.80 // the default high threshold
	OutageDrop = 0.10 // followup.DefaultOutageDrop
	// PrecisionTarget is the out-of-fold follow-up precision on the
	// training data at the high threshold.
	PrecisionTarget = 0.97
	// TabularPrecision is PrecisionTarget for tabular sessions, whose
	// calibration examples are real users' questions about databases and
	// tables: the CoSQL and FollowUp train pairs, with the opener model's
	// out-of-fold scores (folds of whole databases). The target of a hit
	// is precision 0.95; 0.96 leaves a margin, and on the development sets
	// (SParC dev, the FollowUp test split) precision stays at 0.965 and
	// 0.974 (0.969 and 1.000 at 0.97, for recall 0.638 and 0.570 instead of
	// 0.561 and 0.485).
	TabularPrecision = 0.96
	ModelName        = "followup-logreg-v3"
)

// castPairs is the CAsT training file, beside this file.
const castPairs = "testdata/cast_2020_2021.jsonl"

// fandaPairs is the FollowUp (FAnDa) training file, beside this file:
// real follow-ups over tables.
const fandaPairs = "testdata/fanda_train.jsonl"

// cosqlPairs is the CoSQL training split's file (Yu et al., EMNLP 2019;
// CC BY-SA 4.0), written by followup/internal/convert, beside this file.
const cosqlPairs = "testdata/cosql_train.jsonl"

// blendOnly are the domains the classifier is not fitted on, only the
// blends: CoSQL's 7,342 pairs would outweigh every other domain in the one
// classifier that the chat blend reads too (measured: CAsT recall at the
// same precision fell by half), so they teach the tabular blend how the
// classifier's logit and the similarities of real text-to-SQL
// conversations relate to their labels.
var blendOnly = map[string]bool{"cosql": true}

// trainingEmbedder is the embedder the similarity terms are fitted with:
// the one cairn uses by default. When that default changes, change this
// function and run go generate ./followup.
func trainingEmbedder() (cairn.Embedder, error) {
	return embed.NewLocal(embed.DefaultDimensions)
}

func main() {
	out := flag.String("out", "classifier_model.go", "Go file to write the model to")
	corpus := flag.String("corpus", "", "also write the training examples as JSON lines to this file")
	flag.Parse()
	if err := run(*out, *corpus, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "train:", err)
		os.Exit(1)
	}
}

// dir is this command's directory: go generate runs it from package
// followup, tests from here.
func dir() string {
	if _, err := os.Stat(castPairs); err == nil {
		return "."
	}
	return filepath.Join("internal", "train")
}

func run(out, corpusPath string, log io.Writer) error {
	examples, err := Examples(dir())
	if err != nil {
		return err
	}
	emb, err := trainingEmbedder()
	if err != nil {
		return err
	}
	src, report, err := Build(context.Background(), emb, examples)
	if err != nil {
		return err
	}
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

// Examples returns the training examples: the synthetic corpus and the
// CAsT pairs in dir/testdata.
func Examples(dir string) ([]Example, error) {
	out := Corpus(Seed, PerKind)
	ps, err := pairs.Read(filepath.Join(dir, castPairs))
	if err != nil {
		return nil, err
	}
	for _, p := range ps {
		out = append(out, Example{Domain: "cast", Template: p.Group, History: p.History, Columns: p.HistoryColumns, Query: p.Query, Label: p.IsFollowUp()})
	}
	ps, err = pairs.Read(filepath.Join(dir, fandaPairs))
	if err != nil {
		return nil, err
	}
	for _, p := range ps {
		out = append(out, Example{Domain: "fanda", Template: p.Group, History: p.History, Columns: p.HistoryColumns, SQL: p.SQL(), Query: p.Query, Label: p.IsFollowUp()})
	}
	ps, err = pairs.Read(filepath.Join(dir, cosqlPairs))
	if err != nil {
		return nil, err
	}
	for _, p := range ps {
		// Folds hold out whole databases (FollowUp's hold out whole
		// tables): CoSQL dev asks about databases the train split never
		// saw, and the opener model's out-of-fold scores, which the
		// tabular blend is fitted on, should read it as it will.
		db := p.Group
		if p.DBID != nil {
			db = *p.DBID
		}
		out = append(out, Example{Domain: "cosql", Template: "cosql_train-db-" + db, History: p.History, Columns: p.HistoryColumns, SQL: p.SQL(), Query: p.Query, Label: p.IsFollowUp()})
	}
	return out, nil
}

// Sims returns, for each example, the similarity of the query to the
// first history turn and the maximum over all history turns after it (the
// first one's when there are none), as followup.Cache computes them, with
// emb.
func Sims(ctx context.Context, emb cairn.Embedder, examples []Example) ([][2]float64, error) {
	index := map[string]int{}
	var texts []string
	for _, e := range examples {
		for _, t := range append([]string{e.Query}, e.History...) {
			if _, ok := index[t]; !ok {
				index[t] = len(texts)
				texts = append(texts, t)
			}
		}
	}
	vecs := make([][]float32, 0, len(texts))
	for i := 0; i < len(texts); i += 256 {
		vs, err := emb.Embed(ctx, texts[i:min(i+256, len(texts))])
		if err != nil {
			return nil, fmt.Errorf("embed: %w", err)
		}
		vecs = append(vecs, vs...)
	}
	out := make([][2]float64, len(examples))
	for i, e := range examples {
		q := vecs[index[e.Query]]
		o := embed.Cosine(q, vecs[index[e.History[0]]])
		h := o
		for _, t := range e.History[1:] {
			h = math.Max(h, embed.Cosine(q, vecs[index[t]]))
		}
		out[i] = [2]float64{o, h}
	}
	return out, nil
}

type fitted struct {
	w    []float64
	b    float64
	desc string
}

// Build fits the models on examples with emb and returns the Go source
// and a report.
func Build(ctx context.Context, emb cairn.Embedder, examples []Example) (src []byte, report string, err error) {
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
	noFit := make([]bool, len(examples))
	var fitXs [][]float64
	var fitYs []float64
	for i, e := range examples {
		fold[i] = int(hash(e.Template) % Folds)
		noFit[i] = blendOnly[e.Domain]
		if !noFit[i] {
			fitXs, fitYs = append(fitXs, xs[i]), append(fitYs, ys[i])
		}
	}
	oof := outOfFold(xs, ys, fold, noFit)
	cw, cb := fit(fitXs, fitYs, Lambda)
	var fitOOF []float64
	for i := range oof {
		if !noFit[i] {
			fitOOF = append(fitOOF, oof[i])
		}
	}
	_, cvAcc := bestBoundary(fitOOF, fitYs)

	sims, err := Sims(ctx, emb, examples)
	if err != nil {
		return nil, "", err
	}
	open, openModel := openerScores(examples, ys, fold)
	// One set of blends per kind of session: with result columns
	// (tabular) and without (chat). The blends are fitted on the kind's
	// examples and calibrated on its calibration examples: the real
	// text-to-SQL conversations and follow-ups over tables (CoSQL,
	// FollowUp) for tabular sessions, the real CAsT conversations for chat.
	type kindSet struct {
		name         string
		precision    float64
		fitOn, calOn func(Example) bool
		opener       bool // the opener score is an input of full and outage
		full, noClf  fitted
		outage       fitted
	}
	kinds := []*kindSet{
		{name: "chat", precision: PrecisionTarget, fitOn: func(e Example) bool { return len(e.Columns) == 0 }, calOn: func(e Example) bool { return e.Domain == "cast" }},
		{name: "tabular", precision: TabularPrecision, fitOn: func(e Example) bool { return len(e.Columns) > 0 }, calOn: func(e Example) bool { return e.Domain == "cosql" || e.Domain == "fanda" }, opener: true},
	}
	for _, k := range kinds {
		var full, simOnly, clf, calFull, calSim, calClf [][]float64
		var ys2, calY []float64
		for i, e := range examples {
			x := []float64{sims[i][0], sims[i][1], oof[i]}
			if k.opener {
				x = append(x, feature.OpenerInput(open[i]))
			}
			if k.fitOn(e) {
				full, simOnly, clf = append(full, x), append(simOnly, x[:2]), append(clf, x[2:])
				ys2 = append(ys2, ys[i])
			}
			if k.calOn(e) {
				calFull, calSim, calClf = append(calFull, x), append(calSim, x[:2]), append(calClf, x[2:])
				calY = append(calY, ys[i])
			}
		}
		k.full = calibrated(full, ys2, calFull, calY, Midpoint, k.precision)
		k.noClf = calibrated(simOnly, ys2, calSim, calY, Midpoint, k.precision)
		k.outage = calibrated(clf, ys2, calClf, calY, Midpoint-OutageDrop, k.precision)
	}

	var r bytes.Buffer
	pos := 0
	for _, y := range ys {
		pos += int(y)
	}
	fmt.Fprintf(&r, "training examples: %d (%d follow-ups, %d new queries), seed %d\n", len(examples), pos, len(examples)-pos, Seed)
	fmt.Fprintf(&r, "classifier: cross-validated balanced accuracy over held-out conversations (%d folds) %.4f\n", Folds, cvAcc)
	for _, dom := range []string{"sql", "chat", "cast", "fanda", "cosql"} {
		var s, o []float64
		var l []bool
		for i, e := range examples {
			if e.Domain == dom {
				s, o, l = append(s, oof[i]), append(o, open[i]), append(l, ys[i] == 1)
			}
		}
		fmt.Fprintf(&r, "  %s: out-of-fold ROC-AUC %.4f, opener ROC-AUC %.4f (n=%d)\n", dom, AUC(s, l), AUC(o, l), len(s))
	}
	for _, k := range kinds {
		fmt.Fprintf(&r, "%s blend (similarities + classifier): %s\n", k.name, k.full.desc)
		fmt.Fprintf(&r, "%s blend (similarities only): %s\n", k.name, k.noClf.desc)
		fmt.Fprintf(&r, "%s blend (classifier only, embedder down): %s\n", k.name, k.outage.desc)
	}

	var b bytes.Buffer
	fmt.Fprintf(&b, "// Code generated by \"go run ./internal/train\"; DO NOT EDIT.\n\npackage followup\n\nimport \"github.com/cairnhq/cairn/followup/internal/feature\"\n\n")
	name := fmt.Sprintf("%s/seed%d/n%d", ModelName, Seed, len(examples))
	fmt.Fprintf(&b, "// fittedEmbedder is the embedder whose similarities the blends were\n// fitted on.\nconst fittedEmbedder = %q\n\n", emb.Model())
	fmt.Fprintf(&b, "// classifierModel was fitted by followup/internal/train on its synthetic\n// corpus, the CAsT 2020-2021 pairs and the FollowUp train pairs (seed %d, %d examples, L2 %g);\n// weights in feature order:\n// %v.\n", Seed, len(examples), Lambda, feature.Names)
	writeModel(&b, "classifierModel", name, cw, cb)
	b.WriteString("\n// blends turn similarities and the classifier into the follow-up\n// confidence, per kind of session (chat: no result columns; tabular).\n// full: similarity to the original query, max similarity to the history,\n// classifier logit (and, tabular, the opener score); noClassifier: the two\n// similarities; outage: the classifier logit (and, tabular, the opener\n// score).\n//\n")
	for _, k := range kinds {
		fmt.Fprintf(&b, "// %s full: %s\n// %s noClassifier: %s\n// %s outage: %s\n", k.name, k.full.desc, k.name, k.noClf.desc, k.name, k.outage.desc)
	}
	b.WriteString("var blends = [2]blendSet{\n")
	for _, k := range kinds {
		fmt.Fprintf(&b, "\t{ // %s\n", k.name)
		writeModel(&b, "full", name+"/"+k.name, k.full.w, k.full.b)
		writeModel(&b, "noClassifier", name+"/"+k.name+"-noclf", k.noClf.w, k.noClf.b)
		writeModel(&b, "outage", name+"/"+k.name+"-outage", k.outage.w, k.outage.b)
		b.WriteString("\t},\n")
	}
	b.WriteString("}\n")
	writeOpener(&b, openModel)
	out, err := format.Source(b.Bytes())
	if err != nil {
		return nil, "", err
	}
	return out, r.String(), nil
}

// outOfFold returns each example's classifier logit from a model fitted
// without its fold.
func outOfFold(xs [][]float64, ys []float64, fold []int, noFit []bool) []float64 {
	oof := make([]float64, len(xs))
	type result struct {
		f    int
		w    []float64
		bias float64
	}
	res := make(chan result, Folds)
	sem := make(chan struct{}, max(1, runtime.GOMAXPROCS(0)))
	for f := 0; f < Folds; f++ {
		go func(f int) {
			sem <- struct{}{}
			defer func() { <-sem }()
			var tx [][]float64
			var ty []float64
			for i := range xs {
				if fold[i] != f && !noFit[i] {
					tx, ty = append(tx, xs[i]), append(ty, ys[i])
				}
			}
			w, b := fit(tx, ty, Lambda)
			res <- result{f, w, b}
		}(f)
	}
	for k := 0; k < Folds; k++ {
		r := <-res
		for i := range xs {
			if fold[i] == r.f {
				oof[i] = logitOf(r.w, r.bias, xs[i])
			}
		}
	}
	return oof
}

// AUC is the ROC-AUC of scores s for labels l (ties count half).
func AUC(s []float64, l []bool) float64 {
	idx := make([]int, len(s))
	for i := range idx {
		idx[i] = i
	}
	sort.Slice(idx, func(a, b int) bool { return s[idx[a]] < s[idx[b]] })
	var rankSum, np, nn float64
	for i := 0; i < len(idx); {
		j := i
		for j < len(idx) && s[idx[j]] == s[idx[i]] {
			j++
		}
		for k := i; k < j; k++ {
			if l[idx[k]] {
				rankSum += float64(i+j+1) / 2
			}
		}
		i = j
	}
	for _, x := range l {
		if x {
			np++
		} else {
			nn++
		}
	}
	if np == 0 || nn == 0 {
		return 0
	}
	return (rankSum - np*(np+1)/2) / (np * nn)
}

// writeModel writes "var name = linearModel{…}" for a top-level name, or
// "field: linearModel{…}," inside a composite literal when name has no
// "Model" suffix.
func writeModel(b *bytes.Buffer, varName, name string, w []float64, bias float64) {
	if strings.HasSuffix(varName, "Model") {
		fmt.Fprintf(b, "var %s = linearModel{\n", varName)
	} else {
		fmt.Fprintf(b, "%s: linearModel{\n", varName)
	}
	fmt.Fprintf(b, "\tName: %q,\n\tBias: %.4f,\n\tWeights: []float64{", name, bias)
	for i, x := range w {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(b, "%.4f", x)
	}
	if strings.HasSuffix(varName, "Model") {
		b.WriteString("},\n}\n")
	} else {
		b.WriteString("},\n},\n")
	}
}

// calibrated fits a logistic blend on xs and shifts its bias so that the
// lowest boundary at which the follow-up precision on the calibration
// examples (cal, calY) reaches PrecisionTarget maps to probability target.
func calibrated(xs [][]float64, ys []float64, cal [][]float64, calY []float64, target, precision float64) fitted {
	w, b := fit(xs, ys, Lambda)
	zs := make([]float64, len(cal))
	for i, x := range cal {
		zs[i] = logitOf(w, b, x)
	}
	boundary, prec, rec := precisionBoundary(zs, calY, precision)
	shift := math.Log(target/(1-target)) - boundary
	return fitted{w: w, b: b + shift, desc: fmt.Sprintf("training precision %.4f, recall %.4f at its boundary, mapped to %.2f", prec, rec, target)}
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

// precisionBoundary returns the lowest logit boundary (midway between
// neighbouring scores) above which the follow-up precision is at least
// target, with that precision and the recall there. Scores at or above
// the boundary are follow-ups.
func precisionBoundary(zs, ys []float64, target float64) (boundary, precision, recall float64) {
	idx := make([]int, len(zs))
	for i := range idx {
		idx[i] = i
	}
	sort.Slice(idx, func(a, b int) bool { return zs[idx[a]] > zs[idx[b]] })
	var npos float64
	for _, y := range ys {
		npos += y
	}
	// Walk down from the highest score; keep the lowest cut whose
	// precision (of everything above it) still reaches target.
	var tp, fp float64
	boundary, precision, recall = zs[idx[0]]+1, 1, 0
	for k, i := range idx {
		if ys[i] == 1 {
			tp++
		} else {
			fp++
		}
		if k+1 < len(idx) && zs[idx[k+1]] == zs[i] {
			continue
		}
		if p := tp / (tp + fp); p >= target && tp >= 10 {
			next := zs[i] - 1
			if k+1 < len(idx) {
				next = zs[idx[k+1]]
			}
			boundary, precision, recall = (zs[i]+next)/2, p, tp/npos
		}
	}
	return boundary, precision, recall
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
