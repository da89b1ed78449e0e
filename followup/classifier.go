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

// blendSet holds the blends of one kind of session.
type blendSet struct {
	full, noClassifier, outage linearModel
}

// Session kinds of the blends: whether the cached result has columns.
const (
	kindChat = iota
	kindTabular
)

func blendsFor(tabular bool) *blendSet {
	if tabular {
		return &blends[kindTabular]
	}
	return &blends[kindChat]
}

// Blend returns the follow-up confidence from the similarity to the
// original query, the maximum similarity to the rolling history and the
// classifier's probability, with the weights fitted by the trainer for
// sessions whose cached result has columns (tabular) or has none. With
// classifier false the classifier is left out
// (followup_classifier.enabled false), with its own fitted weights. The
// blends are calibrated for precision: at the default high threshold a
// follow-up was right 97 % of the time on the trainer's real
// conversations, chat (CAsT) and text-to-SQL (CoSQL and FollowUp, out of
// fold).
//
// In tabular sessions the classifier's side also reads the opener score
// (OpenerScore): questions that open a conversation about a database read
// differently from those that continue one, and relate differently to the
// last question and its SQL.
func Blend(simOriginal, simHistory, pClassifier, opener float64, classifier, tabular bool) float64 {
	b := blendsFor(tabular)
	if !classifier {
		return sigmoid(b.noClassifier.logit([]float64{simOriginal, simHistory}))
	}
	return sigmoid(b.full.logit([]float64{simOriginal, simHistory, logit(pClassifier), opener}))
}

// OutageConfidence is the follow-up confidence from the classifier alone
// (and, in tabular sessions, the query's wording), while the embedder is
// unavailable; compare it with the thresholds lowered by Config.OutageDrop.
func OutageConfidence(pClassifier, opener float64, tabular bool) float64 {
	return sigmoid(blendsFor(tabular).outage.logit([]float64{logit(pClassifier), opener}))
}

// OpenerScore is the opener model's log odds that query continues a
// conversation about a database rather than opens one, as the blends read
// it (feature.OpenerInput): a logistic regression, fitted on the CoSQL
// and FollowUp train splits, over the query's wording (feature.OpenerTokens, and the
// share of its words the model has no weight for) and its relation to
// last, the last question of the session, and to sql, the SQL of the
// cached result ("" when there is none): whether the query repeats a value
// the SQL filtered on, its word overlap with the last question and its
// length beside it (feature.Relation).
func OpenerScore(query, last, sql string) float64 {
	s := openerBias
	var words, unknown float64
	var buf [256]byte
	feature.AppendOpenerTokens(buf[:0], query, func(t []byte) {
		w, ok := openerWeights[string(t)]
		s += w
		if len(t) > 2 && t[0] == 'u' && t[1] == ':' {
			words++
			if !ok {
				unknown++
			}
		}
	})
	if words > 0 {
		s += openerUnknown * unknown / words
	}
	for k, v := range feature.Relation(query, last, sql) {
		s += openerRelation[k] * v
	}
	return feature.OpenerInput(s)
}

// FittedEmbedder is the model of the embedder (cairn.Embedder.Model)
// whose similarities the blends were fitted on; with another embedder the
// similarities are read on another scale, and the trainer should be run
// again with it (go generate ./followup).
func FittedEmbedder() string { return fittedEmbedder }

// ModelName identifies the fitted classifier and blend.
func ModelName() string { return classifierModel.Name }
