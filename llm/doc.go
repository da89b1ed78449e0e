// Package llm holds the small helpers every capability needs around a
// language model, whichever server it runs on:
//
//   - [ExtractJSON] and [DecodeJSON] find the JSON object in a model's reply
//     and repair the mistakes local models make (code fences, prose around
//     the object, trailing commas, single quotes, bare keys, Python
//     literals, comments, missing commas, truncated endings);
//   - [ParseKeyValues] and [ParseBool] read "key: value" line formats such
//     as "is_correction: yes", tolerant of markdown bold, bullets and case;
//   - [Fallback] and [ShouldFallback] implement cairn's degradation rule.
//
// # Degrading to the offline path
//
// Every capability has an offline path (pattern detector, literal applier,
// heuristic reviewer, keyword classifier) and uses it when no LLM is
// configured. When an LLM is configured but fails (the server is down,
// refuses the key, times out after its retries, or answers something that
// cannot be parsed), the capability must not fail the request: it logs the
// cause once and answers from its offline path, reporting which path
// answered. The one exception is the caller's own context ending: then the
// request is over and the context's error is returned. [Fallback] does
// exactly this; capabilities that need more control call [ShouldFallback].
//
// The HTTP client (retries, timeouts, concurrency limits, JSON mode) lives in
// package openai; this package imports no network code.
package llm
