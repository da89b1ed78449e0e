package http

import (
	"net/http"

	"github.com/cairnhq/cairn/correction"
)

// Responses of routes that use a model say when it failed, so that a
// fallback is never silent: "llm_error" (the LLM failed; the offline path
// answered), "embedder_error" (the embedder failed), "embedding" on a
// correction ("pending" until the server embeds it in the background) and
// "pending_embeddings" (corrections that similarity search cannot find
// yet).

// Embedding states of a correction, in its "embedding" field.
const (
	embeddingReady   = "ready"   // indexed for similarity search
	embeddingPending = "pending" // saved while the embedder failed; embedded in the background
	embeddingStale   = "stale"   // of another embedding model; re-embedded in the background, or by `cairn reindex`
)

// withReport returns r carrying a fresh correction.Report.
func withReport(r *http.Request) (*http.Request, *correction.Report) {
	ctx, rep := correction.WithReport(r.Context())
	return r.WithContext(ctx), rep
}

// correctionOut is a correction as the API shows it: its embedding state
// instead of the vector, which is large and only meaningful to the index.
type correctionOut struct {
	*correction.Correction
	Embedding     string `json:"embedding"` // shadows the vector
	EmbedderError string `json:"embedder_error,omitempty"`
	// AppliesOffline: the offline applier can apply it (see
	// correction.Correction.AppliesOffline).
	AppliesOffline bool `json:"applies_offline"`
}

func (s *Server) correctionOut(c *correction.Correction) *correctionOut {
	if c == nil {
		return nil
	}
	state := embeddingReady
	switch {
	case len(c.Embedding) == 0:
		state = embeddingPending
	case s.Corrections != nil && s.Corrections.Embedder != nil && c.EmbeddingModel != s.Corrections.Embedder.Model():
		state = embeddingStale
	}
	return &correctionOut{Correction: correctionView(c), Embedding: state, AppliesOffline: c.AppliesOffline()}
}

// detectionOut is a detection with the reason the LLM failed, if it did.
type detectionOut struct {
	*correction.Detection
	LLMError string `json:"llm_error,omitempty"`
}

// messageOut is the result of a user message turn.
type messageOut struct {
	*correction.MessageResult
	Saved         *correctionOut `json:"saved,omitempty"`
	LLMError      string         `json:"llm_error,omitempty"`
	EmbedderError string         `json:"embedder_error,omitempty"`
}

// addDegradation adds the model failures of rep, and how many corrections
// of l are not searchable yet, to a response object.
func addDegradation(v map[string]any, rep *correction.Report, l *correction.Learner) {
	if msg := rep.LLMError(); msg != "" {
		v["llm_error"] = msg
	}
	if msg := rep.EmbedderError(); msg != "" {
		v["embedder_error"] = msg
	}
	if l != nil {
		if n := l.Memory.Pending(); n > 0 {
			v["pending_embeddings"] = n
		}
	}
}
