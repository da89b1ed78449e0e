package followup

//go:generate go run ./internal/train -out classifier_model.go

import (
	"math"

	"github.com/cairnhq/cairn/followup/internal/feature"
)

// Labels of the follow-up classifier.
const (
	LabelFollowUp = "FOLLOW_UP"
	LabelNewQuery = "NEW_QUERY"
)

// linearModel is a logistic model over named inputs; the generated
// classifier_model.go holds the fitted weights.
type linearModel struct {
	Name    string
	Bias    float64
	Weights []float64
}

func (m *linearModel) logit(x []float64) float64 {
	z := m.Bias
	for i, w := range m.Weights {
		z += w * x[i]
	}
	return z
}

func sigmoid(z float64) float64 { return 1 / (1 + math.Exp(-z)) }

// logit of a probability, clamped away from 0 and 1.
func logit(p float64) float64 {
	p = math.Min(math.Max(p, 1e-6), 1-1e-6)
	return math.Log(p / (1 - p))
}

// ClassifyText returns the offline classifier's probability that query is a
// FOLLOW_UP of history (oldest first) whose cached result has columns: the
// seed's lightweight intent classifier, from features of the query alone
// and of its relation to the history and the columns.
func ClassifyText(query string, history, columns []string) float64 {
	v := feature.Compute(query, history, columns)
	return sigmoid(classifierModel.logit(v[:]))
}

// Blend returns the follow-up confidence from the similarity to the
// original query, the maximum similarity to the rolling history and the
// classifier's probability, with the weights fitted by the trainer. With
// classifier false the classifier is left out (followup_classifier.enabled
// false), with its own fitted weights.
func Blend(simOriginal, simHistory, pClassifier float64, classifier bool) float64 {
	if !classifier {
		return sigmoid(blendNoClassifierModel.logit([]float64{simOriginal, simHistory}))
	}
	return sigmoid(blendModel.logit([]float64{simOriginal, simHistory, logit(pClassifier)}))
}

// OutageConfidence is the follow-up confidence from the classifier alone,
// while the embedder is unavailable; compare it with the thresholds lowered
// by Config.OutageDrop.
func OutageConfidence(pClassifier float64) float64 {
	return sigmoid(outageModel.logit([]float64{logit(pClassifier)}))
}

// ModelName identifies the fitted classifier and blend.
func ModelName() string { return classifierModel.Name }
