package correction

import (
	"testing"

	"github.com/cairnhq/cairn/correction/internal/feature"
)

// The generated model has one weight per feature, in feature order: a model
// trained for another feature set is detected.
func TestOfflineModelMatchesFeatures(t *testing.T) {
	if got, want := len(offlineModel.Weights), feature.NumFeatures; got != want {
		t.Fatalf("model has %d weights, want %d: run go generate ./correction", got, want)
	}
	for i, w := range offlineModel.Weights {
		if w.Name != feature.Names[i] {
			t.Fatalf("weight %d is %q, want %q: run go generate ./correction", i, w.Name, feature.Names[i])
		}
	}
}
