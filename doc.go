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
//
// Engines (sqlite, postgres, jsonfile, redis) implement the capabilities'
// store ports; cmd/cairn wires them together.
package cairn
