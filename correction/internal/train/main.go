// Command train fits the offline correction detector of package correction.
//
// It generates a synthetic corpus of corrections and non-corrections across
// domains (facts, small talk, task dialogs, code, SQL, preferences; see
// corpus.go) and of coding-assistant turns (coding.go: hundreds of mistake
// facts across languages and tools, thirteen kinds of message, preference
// changes kept apart from corrections), all text written for it, adds the
// written replies of testdata (Written: 1,672 messages written one by one,
// on six themes, by sessions that read only the eval's labelling rules),
// computes the features of package correction/internal/feature and the
// wording tokens (feature.Tokens) of every example, fits an L2-regularised
// logistic regression (logreg.FitSparse), measures it by cross-validation
// over held-out message templates and with each written set held out in
// turn, keeps the fit's own decision boundary (log-odds 0), and writes the
// weights as Go source. Everything is deterministic: the same seed gives the same
// file, byte for byte.
//
// Data provenance. Every template and slot value in corpus.go was written
// for this corpus. The evaluation files in shared/eval are never read by the
// trainer; a test checks that no training message equals an eval message.
// The templates were written after reading the eval README and its
// development split, so they share its genres (small talk, task dialogs,
// SQL feedback phrased as imperatives that name tables and columns, SQL
// follow-up questions), and the labels follow its rules: a user changing
// the request or declining an offer is not correcting. The eval's figures
// are therefore dev-set figures, not blind ones.
//
// Run it through go generate in package correction:
//
//	go generate ./correction
//
// or directly:
//
//	go run ./correction/internal/train -out correction/offline_model.go [-corpus corpus.jsonl]
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"go/format"
	"io"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/cairnhq/cairn/correction/internal/feature"
	"github.com/cairnhq/cairn/internal/logreg"
)

// Settings of the published model.
const (
	Seed      = 1
	PerDomain = 1200 // examples per domain generator call count, see Corpus
	Lambda    = 2e-3 // L2 penalty on the weights (not the bias)
	Folds     = 5
	// WrittenWeight is how many times each written example (Written)
	// counts in the fit, against one for a generated one: the written
	// messages are few beside the generated corpus, and they are what
	// users' messages look like.
	WrittenWeight = 8
	// TokenScale is the value of a wording token's input
	// (feature.Tokens): the L2 penalty on a token's weight is thus
	// Lambda/TokenScale², stronger than on the features'.
	TokenScale = 0.5
	// TokenMinDocs is how many written messages a token must appear in to
	// get a weight: rarer ones would fit single messages.
	TokenMinDocs = 3
)

// writtenSet is a written training set in testdata (see Written) and how
// many times each of its examples counts in the fit.
type writtenSet struct {
	file   string
	weight int
}

// writtenSets are the written training sets.
var writtenSets = []writtenSet{
	{"written_a.jsonl", WrittenWeight}, {"written_b.jsonl", WrittenWeight}, {"written_c.jsonl", WrittenWeight},
	{"written_d.jsonl", WrittenWeight}, {"written_e.jsonl", WrittenWeight}, {"written_f.jsonl", WrittenWeight},
	{"written_h.jsonl", WrittenWeight},
}

// setName is the name of a written set in its examples' Domain.
func setName(file string) string {
	return strings.TrimSuffix(strings.TrimPrefix(file, "written_"), ".jsonl")
}

// Written returns the written training examples in dir/testdata: replies
// to an assistant written one by one, as users write them, by sessions
// that read only the labelling rules of shared/eval/loop/README.md (no eval
// data, no code), each on its own theme (operations and cloud; data and
// analytics; application development and workplace questions; any topic in
// many voices; the line between a preference and a correction; see
// testdata/README.md; and long replies of several sentences, two sets on
// different topics). They teach
// the model how real replies are worded, which the generated corpus's
// templates do not: held out one set at a time, the others improve F1 on
// it (Build's report).
func Written(dir string) ([]Example, error) {
	var out []Example
	for _, ws := range writtenSets {
		name := ws.file
		f, err := os.Open(filepath.Join(dir, "testdata", name))
		if err != nil {
			return nil, err
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(make([]byte, 1<<20), 1<<22)
		for n := 1; sc.Scan(); n++ {
			var m struct {
				ID    string `json:"id"`
				Prev  string `json:"previous_output"`
				Msg   string `json:"message"`
				Label string `json:"label"`
				Kind  string `json:"kind"`
			}
			if err := json.Unmarshal(sc.Bytes(), &m); err != nil {
				f.Close()
				return nil, fmt.Errorf("%s:%d: %w", name, n, err)
			}
			if m.Label != "CORRECTION" && m.Label != "NOT_CORRECTION" {
				f.Close()
				return nil, fmt.Errorf("%s:%d: label %q", name, n, m.Label)
			}
			out = append(out, Example{Domain: "written/" + setName(name), Template: "written/" + m.ID, Prev: m.Prev, Message: m.Msg, Label: m.Label == "CORRECTION", Kind: m.Kind})
		}
		err = sc.Err()
		f.Close()
		if err != nil {
			return nil, err
		}
	}
	return out, nil
}

// dir is this command's directory: go generate runs it from package
// correction, tests from here.
func dir() string {
	if _, err := os.Stat(filepath.Join("testdata", writtenSets[0].file)); err == nil {
		return "."
	}
	return filepath.Join("internal", "train")
}

func main() {
	out := flag.String("out", "offline_model.go", "Go file to write the model to")
	corpus := flag.String("corpus", "", "also write the corpus as JSON lines to this file")
	flag.Parse()
	if err := run(*out, *corpus, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "train:", err)
		os.Exit(1)
	}
}

func run(out, corpusPath string, log io.Writer) error {
	src, report, examples, err := Build()
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

// Build generates the corpus, reads the written examples, fits the model
// and returns the Go source of the model, a human-readable report and the
// examples.
func Build() (src []byte, report string, examples []Example, err error) {
	written, err := Written(dir())
	if err != nil {
		return nil, "", nil, err
	}
	examples = append(append(Corpus(Seed, PerDomain), CodingCorpus(Seed, CodingDefaultN)...), written...)
	xs := make([]feature.Vector, len(examples))
	ys := make([]float64, len(examples))
	weight := make([]int, len(examples)) // 0 for a generated example
	weightOf := map[string]int{}
	for _, ws := range writtenSets {
		weightOf["written/"+setName(ws.file)] = ws.weight
	}
	for i, e := range examples {
		xs[i] = feature.Analyze(e.Message, e.Prev).Vector
		if e.Label {
			ys[i] = 1
		}
		weight[i] = weightOf[e.Domain]
	}
	all := func(int) bool { return true }

	// Cross-validation over templates: each fold holds out every fifth
	// template of every domain and class (every fifth written message), so
	// validation messages were written from templates the fold's model
	// never saw.
	fold := make([]int, len(examples))
	for i, e := range examples {
		fold[i] = int(hash(e.Template) % Folds)
	}
	oof := make([]float64, len(examples))
	for f := 0; f < Folds; f++ {
		m := fitOn(examples, xs, ys, weight, func(i int) bool { return fold[i] != f })
		for i := range examples {
			if fold[i] == f {
				oof[i] = m.logit(xs[i], examples[i].Message)
			}
		}
	}
	boundary, cv := bestBoundary(oof, ys)
	m := fitOn(examples, xs, ys, weight, all)
	m.boundary = boundary
	train := confusion(func(i int) bool { return m.logit(xs[i], examples[i].Message) > boundary }, ys)

	var r bytes.Buffer
	pos := 0
	domains := map[string][2]int{}
	for _, e := range examples {
		name, _, _ := strings.Cut(e.Domain, "/")
		d := domains[name]
		if e.Label {
			pos++
			d[0]++
		} else {
			d[1]++
		}
		domains[name] = d
	}
	fmt.Fprintf(&r, "corpus: %d examples (%d corrections, %d not), seed %d; written examples count %d times, wording tokens: %d\n", len(examples), pos, len(examples)-pos, Seed, WrittenWeight, len(m.tokens))
	names := make([]string, 0, len(domains))
	for d := range domains {
		names = append(names, d)
	}
	sort.Strings(names)
	for _, d := range names {
		fmt.Fprintf(&r, "  %-11s %5d corrections %5d not\n", d, domains[d][0], domains[d][1])
	}
	fmt.Fprintf(&r, "cross-validation over held-out templates (%d folds): %s, boundary %.3f\n", Folds, cv, boundary)
	// Each written set held out whole: fitted on the generated corpus and
	// the other written sets (their tokens only), measured on it.
	for _, ws := range writtenSets {
		set := "written/" + setName(ws.file)
		held := func(i int) bool { return examples[i].Domain == set }
		hm := fitOn(examples, xs, ys, weight, func(i int) bool { return !held(i) })
		c := confusion(func(i int) bool { return held(i) && hm.logit(xs[i], examples[i].Message) > 0 }, maskLabels(ys, held))
		fmt.Fprintf(&r, "%s held out (fitted on the rest): %s\n", set, c)
	}
	fmt.Fprintf(&r, "training set: %s\n", train)
	return m.source(len(examples)), r.String(), examples, nil
}

// maskLabels returns ys where keep holds and -1 elsewhere, for confusion
// to count only the kept examples.
func maskLabels(ys []float64, keep func(int) bool) []float64 {
	out := make([]float64, len(ys))
	for i, y := range ys {
		out[i] = -1
		if keep(i) {
			out[i] = y
		}
	}
	return out
}

// fitOn fits the model on the examples where use holds: their features and
// the wording tokens (feature.Tokens) that at least TokenMinDocs of the
// written examples among them hold; each example counts weight[i] times (a
// generated one, weight 0, once).
func fitOn(examples []Example, xs []feature.Vector, ys []float64, weight []int, use func(int) bool) model {
	df := map[string]int{}
	for i, e := range examples {
		if use(i) && weight[i] > 0 {
			feature.Tokens(e.Message, func(t []byte) { df[string(t)]++ })
		}
	}
	var toks []string
	for t, n := range df {
		if n >= TokenMinDocs {
			toks = append(toks, t)
		}
	}
	sort.Strings(toks)
	index := make(map[string]int, len(toks))
	for k, t := range toks {
		index[t] = feature.NumFeatures + k
	}
	var rows [][]logreg.Entry
	var ry []float64
	for i, e := range examples {
		if !use(i) {
			continue
		}
		var row []logreg.Entry
		for j, v := range xs[i] {
			if v != 0 {
				row = append(row, logreg.Entry{J: j, V: v})
			}
		}
		feature.Tokens(e.Message, func(t []byte) {
			if j, ok := index[string(t)]; ok {
				row = append(row, logreg.Entry{J: j, V: TokenScale})
			}
		})
		n := max(1, weight[i])
		for range n {
			rows, ry = append(rows, row), append(ry, ys[i])
		}
	}
	w, b := logreg.FitSparse(rows, ry, feature.NumFeatures+len(toks), Lambda)
	var m model
	copy(m.w[:], w)
	m.b = b
	m.tokens = make(map[string]float64, len(toks))
	for k, t := range toks {
		// Rounded as the source writes them, so that the trainer's
		// figures are the shipped model's.
		if v := round4(w[feature.NumFeatures+k] * TokenScale); v != 0 {
			m.tokens[t] = v
		}
	}
	return m
}

func round4(v float64) float64 { return math.Round(v*1e4) / 1e4 }

// hash is FNV-1a, to spread templates over folds.
func hash(s string) uint32 {
	h := uint32(2166136261)
	for i := 0; i < len(s); i++ {
		h ^= uint32(s[i])
		h *= 16777619
	}
	return h
}

type model struct {
	w        feature.Vector
	b        float64
	boundary float64
	// tokens are the weights of the wording tokens (feature.Tokens),
	// times TokenScale: what a token adds to the log-odds.
	tokens map[string]float64
}

func (m *model) logit(x feature.Vector, message string) float64 {
	z := m.b
	for j, v := range x {
		z += m.w[j] * v
	}
	feature.Tokens(message, func(t []byte) { z += m.tokens[string(t)] })
	return z
}

type counts struct{ tp, fp, tn, fn int }

func (c counts) f1() float64 {
	if c.tp == 0 {
		return 0
	}
	p := float64(c.tp) / float64(c.tp+c.fp)
	r := float64(c.tp) / float64(c.tp+c.fn)
	return 2 * p * r / (p + r)
}

func (c counts) String() string {
	n := c.tp + c.fp + c.tn + c.fn
	p := float64(c.tp) / math.Max(1, float64(c.tp+c.fp))
	r := float64(c.tp) / math.Max(1, float64(c.tp+c.fn))
	return fmt.Sprintf("accuracy %.3f precision %.3f recall %.3f F1 %.3f", float64(c.tp+c.tn)/float64(n), p, r, c.f1())
}

func confusion(pred func(i int) bool, ys []float64) counts {
	var c counts
	for i, y := range ys {
		if y < 0 {
			continue // not counted (maskLabels)
		}
		switch p := pred(i); {
		case p && y == 1:
			c.tp++
		case p:
			c.fp++
		case y == 1:
			c.fn++
		default:
			c.tn++
		}
	}
	return c
}

// bestBoundary returns the decision boundary and the out-of-fold counts
// there. It is log-odds 0, the boundary of the class-balanced fit itself:
// the out-of-fold F1 on this corpus is flat (within 0.005) from about -0.3
// to 0.25, so maximising it picks a point at random in that band, and the
// point moved with every small change of the corpus.
func bestBoundary(scores, ys []float64) (float64, counts) {
	return 0, confusion(func(i int) bool { return scores[i] > 0 }, ys)
}

func (m *model) source(n int) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "// Code generated by \"go run ./internal/train\"; DO NOT EDIT.\n\n")
	fmt.Fprintf(&b, "package correction\n\n")
	fmt.Fprintf(&b, "// offlineModel was fitted by correction/internal/train on its generated\n")
	fmt.Fprintf(&b, "// corpus and its written examples (seed %d, %d examples, L2 %g; written\n", Seed, n, Lambda)
	fmt.Fprintf(&b, "// examples weighed %d times; %d wording tokens).\n", WrittenWeight, len(m.tokens))
	fmt.Fprintf(&b, "var offlineModel = linearModel{\n")
	fmt.Fprintf(&b, "Name: %q,\n", fmt.Sprintf("offline-logreg-v2/seed%d/n%d", Seed, n))
	fmt.Fprintf(&b, "Bias: %s,\n", num(m.b))
	fmt.Fprintf(&b, "Boundary: %s,\n", num(m.boundary))
	fmt.Fprintf(&b, "Weights: []namedWeight{\n")
	for j, name := range feature.Names {
		fmt.Fprintf(&b, "{%q, %s},\n", name, num(m.w[j]))
	}
	fmt.Fprintf(&b, "},\n")
	toks := make([]string, 0, len(m.tokens))
	for t := range m.tokens {
		toks = append(toks, t)
	}
	sort.Strings(toks)
	fmt.Fprintf(&b, "Tokens: map[string]float64{\n")
	for _, t := range toks {
		fmt.Fprintf(&b, "%q: %s,\n", t, num(m.tokens[t]))
	}
	fmt.Fprintf(&b, "},\n}\n")
	src, err := format.Source(b.Bytes())
	if err != nil {
		panic(err) // the template above is wrong
	}
	return src
}

// num prints a weight with 4 decimals, enough for the model and stable
// across platforms whose floating point differs in the last bits.
func num(v float64) string {
	s := fmt.Sprintf("%.4f", v)
	if s == "-0.0000" {
		s = "0.0000"
	}
	return s
}
