// Package cairn is memory that learns from human corrections, for LLM
// applications.
//
// This root package holds only the vocabulary shared by every capability:
// error codes ([Error], [ErrorCode]), the model ports ([Embedder],
// [Completer], [ChatCompleter]) and tenancy helpers. It imports nothing else
// from the module. The capabilities live in subpackages:
//
//   - judgment: AI decisions and human overrides, few-shot history selection
//   - correction: detect, remember, find and apply user corrections
//   - bridge: per-session reasoning memory that decays, corrupts, then expires
//   - followup: session cache of query results; follow-up questions reuse them
//   - review: triage of snapshot-test diffs, offline rules or a model
//
// Supporting packages: embed (local embedders: GloVe, hashing), openai (an
// OpenAI-compatible client for chat and embeddings), llm (tolerant parsing
// of model output), vector (the in-process vector index). Engines (sqlite,
// postgres, jsonfile, redis) implement the capabilities' store ports, and
// storetest holds one conformance suite per port; http serves the API and
// cmd/cairn wires everything together.
package cairn
