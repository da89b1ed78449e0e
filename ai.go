package cairn

import "context"

// Embedder turns texts into vectors.
//
// Every vector is only comparable with vectors of the same Model: stores keep
// the model identity beside each vector so that a change of model is detected
// instead of silently mixing incomparable vectors.
type Embedder interface {
	// Embed returns one vector of Dimensions() floats per text, in order.
	// Returns EUNAVAILABLE when a remote model server cannot be reached and
	// EINVALID when the input is unacceptable (for example too many texts).
	Embed(ctx context.Context, texts []string) ([][]float32, error)
	// Dimensions is the length of every vector Embed returns.
	Dimensions() int
	// Model identifies the embedding model and its settings, for example
	// "local-glove-v1/256", "local-hash-v1/256" or
	// "openai:text-embedding-3-small/1536".
	Model() string
}

// Usage is the token accounting of one completion.
type Usage struct {
	PromptTokens     int `json:"prompt_tokens"`
	CompletionTokens int `json:"completion_tokens"`
	TotalTokens      int `json:"total_tokens"`
}

// Completer is the single-prompt form of an LLM, as the seeds use it.
type Completer interface {
	// Complete sends prompt as one user message and returns the model's text.
	// Returns EUNAVAILABLE when the model server cannot be reached or keeps
	// failing, EUNAUTHORIZED when it refuses the credentials.
	Complete(ctx context.Context, prompt string) (string, Usage, error)
}

// Role of a chat message.
const (
	RoleSystem    = "system"
	RoleUser      = "user"
	RoleAssistant = "assistant"
)

// Message is one chat message.
type Message struct {
	Role    string `json:"role"`
	Content string `json:"content"`
}

// ChatOptions tunes one chat completion. The zero value uses the server's
// defaults.
type ChatOptions struct {
	Temperature *float64 // nil: server default
	MaxTokens   int      // 0: server default
	JSON        bool     // ask for a JSON object (response_format) where supported
}

// ChatCompleter is the messages form of an LLM. Implementations usually
// implement Completer too.
type ChatCompleter interface {
	Chat(ctx context.Context, messages []Message, opts ChatOptions) (string, Usage, error)
}
