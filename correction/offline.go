package correction

//go:generate go run ./internal/train -out offline_model.go

import (
	"context"
	"math"
	"strings"

	"github.com/cairnhq/cairn/correction/internal/feature"
	"github.com/cairnhq/cairn/correction/internal/typed"
)

// namedWeight is one feature weight of a linear model.
type namedWeight struct {
	Name   string
	Weight float64
}

// linearModel is a logistic regression over the features of package
// correction/internal/feature. Boundary is the log-odds above which a
// message is a correction.
type linearModel struct {
	Name     string
	Bias     float64
	Boundary float64
	Weights  []namedWeight
	// Tokens are what each wording token of the message
	// (feature.Tokens) adds to the log-odds.
	Tokens map[string]float64
}

// OfflineDetector detects corrections without an LLM. It weighs about ninety
// features of the message and of its relation to the previous output (cue
// phrases such as "that's wrong" or "doesn't make sense", modal verbs by
// subject, imperatives, question form, acknowledgements, follow-up cues,
// hedges and tag questions, the shape of the message as sentences (a
// statement among thanks, questions and requests), words that only look
// like cues ("nothing wrong", "when it fails", "a neat fix"), word overlap
// with the previous output, a subject or a word of opposite meaning shared
// with it, code, and whether a typed replacement or a correction form such
// as "X, not Y" was found and located), and the wording of the message
// (its words, word pairs and first word, feature.Tokens), with a logistic
// regression trained offline on a generated corpus and on replies written
// as users write them (see correction/internal/train; run go generate to
// retrain).
//
// Confidence is calibrated so that the decision boundary maps to
// DecisionThreshold: IsCorrection == (Confidence > 0.7). It is monotone in the
// model's log-odds, not a frequency estimate for any particular data set.
//
// The zero value is not usable; use NewOfflineDetector. Safe for concurrent
// use.
type OfflineDetector struct {
	name     string
	weights  feature.Vector
	tokens   map[string]float64
	bias     float64
	boundary float64
}

var defaultOffline = NewOfflineDetector()

// NewOfflineDetector returns the offline detector with the trained model.
func NewOfflineDetector() *OfflineDetector {
	d := &OfflineDetector{name: offlineModel.Name, bias: offlineModel.Bias, boundary: offlineModel.Boundary, tokens: offlineModel.Tokens}
	index := make(map[string]int, feature.NumFeatures)
	for i, n := range feature.Names {
		index[n] = i
	}
	for _, w := range offlineModel.Weights {
		if i, ok := index[w.Name]; ok {
			d.weights[i] = w.Weight
		}
	}
	return d
}

// Model names the trained model, for logs and reports.
func (d *OfflineDetector) Model() string { return d.name }

// Score returns the calibrated confidence that message corrects lastOutput;
// see OfflineDetector for its meaning.
func (d *OfflineDetector) Score(message, lastOutput string) float64 {
	message, lastOutput, _ = clipInputs(message, lastOutput)
	a := feature.Analyze(message, lastOutput)
	return d.confidence(&a, message)
}

// tasteCap is the highest confidence of a change asked for the speaker's
// own taste (feature.Analysis.Taste): below the decision threshold, so
// such a message is never saved however sure the model is that something
// changes.
const tasteCap = DecisionThreshold / 2

// calibration shift: the boundary's log-odds maps to logit(DecisionThreshold).
var saveLogit = math.Log(DecisionThreshold / (1 - DecisionThreshold))

func (d *OfflineDetector) confidence(a *feature.Analysis, message string) float64 {
	z := d.bias
	for i, v := range a.Vector {
		z += d.weights[i] * v
	}
	feature.Tokens(message, func(t []byte) { z += d.tokens[string(t)] })
	conf := 1 / (1 + math.Exp(-(z - d.boundary + saveLogit)))
	if a.Taste {
		conf = min(conf, tasteCap)
	}
	return conf
}

// Detect implements Detector.
func (d *OfflineDetector) Detect(ctx context.Context, message, lastOutput string) (*Detection, error) {
	if err := validateMessage(message); err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	message, lastOutput, cut := clipInputs(message, lastOutput)
	a := feature.Analyze(message, lastOutput)
	conf := d.confidence(&a, message)
	if a.Taste {
		a.Preference = true
	}
	det := &Detection{IsCorrection: conf > DecisionThreshold, Confidence: conf, Method: MethodOffline, Truncated: cut}
	evidence := a.Evidence()
	if a.Taste {
		evidence = append(evidence, "taste")
	}
	if !det.IsCorrection {
		det.Explanation = explain("not a correction", evidence)
		if a.Preference {
			det.Class = ClassPreference
			det.Category = CategoryPreference
		}
		det.setClass()
		return det, nil
	}
	if c, err := ParseCategory(a.Category()); err == nil {
		det.Category = c
	}
	offlineSpans(det, &a, message, lastOutput)
	det.Explanation = explain("correction", evidence)
	det.setClass()
	return det, nil
}

// offlineSpans sets det's pair to the one the analysis a of message
// extracted from lastOutput, its right side widened to the whole chain
// of calls the message writes.
func offlineSpans(det *Detection, a *feature.Analysis, message, lastOutput string) {
	fillSpans(det, Extraction(a.Extraction))
	if det.Corrected != "" {
		det.Corrected = typed.WholeChain(message, lastOutput, det.Original, det.Corrected)
	}
}

// explainPrefix starts the explanation of every offline detection.
const explainPrefix = "offline: "

func explain(verdict string, evidence []string) string {
	if len(evidence) == 0 {
		return explainPrefix + verdict + " (no cues)"
	}
	return explainPrefix + verdict + " (" + strings.Join(evidence, ", ") + ")"
}
