// Package openai is cairn's client for OpenAI-compatible model servers
// (OpenAI, Ollama, vLLM, llama.cpp, LM Studio, TEI, …): a [Completer] over
// /v1/chat/completions and an [Embedder] over /v1/embeddings.
//
// It is written on net/http instead of the official SDK on purpose: cairn
// needs full control of retries (which statuses, how long, Retry-After),
// of the errors it returns (cairn codes with messages that name the cause),
// of JSON mode on servers that do not have it, and of what goes over the
// wire, and it wants no dependency for two JSON endpoints.
//
// Policy, shared by both through [Client]:
//
//   - each attempt has its own timeout (Timeout);
//   - 408, 429 and 5xx answers, timeouts and network errors are retried up to
//     MaxRetries times, with exponential backoff and jitter (BaseDelay
//     doubling up to MaxDelay, each delay drawn from its upper half), waiting
//     at least as long as the server's Retry-After (seconds or HTTP-date) or
//     retry-after-ms header; a Retry-After longer than MaxRetryAfter ends
//     the call at once;
//   - at most Concurrency requests are in flight per client (batches of
//     one Embed call count separately; retries wait outside the limit);
//   - the caller's context is honoured everywhere, also while waiting;
//   - a circuit breaker per server ([Breaker]; share one between the
//     clients of one server with [NewBreaker]) opens after
//     DefaultBreakerThreshold attempts in a row that got no answer or a
//     5xx: while it is open every call fails at once with EUNAVAILABLE,
//     without a request, until a GET of /models in the background finds the
//     server answering again. Answers below 500 never open it.
//
// Errors carry cairn codes: EUNAUTHORIZED when the server refuses the key
// (401, 403); EINVALID when it rejects the request (400, 422) and ETOOLARGE
// (413); EUNAVAILABLE when it cannot be reached, keeps failing, answers
// garbage (malformed JSON, no choices, an empty message, vectors of the
// wrong length) or when the call is canceled. The HTTP status and the
// server's own message are in the chain as a [*StatusError].
//
// Token usage, requests by outcome, retries and latency are exported as
// Prometheus metrics on the Registerer given (cairn_llm_* and cairn_embed_*).
//
// The package openaitest holds an in-process fake server speaking this wire
// format, for tests.
package openai
