// Package client is a Go client of cairn's HTTP API (see http/openapi.json
// and "cairn serve"): one typed method per operation of the document, with
// the capability packages' own types (judgment.Judgment, judgment.Stats,
// correction.Input, bridge.Entry, review.Stats, …) wherever the wire format
// is theirs, and client types where the API shows more or less than the
// record (Correction carries its embedding state instead of the vector).
//
//	c, err := client.New("http://127.0.0.1:7878", client.WithAPIKey(apiKey))
//	res, err := c.AddJudgment(ctx, &judgment.Judgment{ChangeID: "org/repo#1", Product: "Acme", Decision: judgment.Include})
//	h, err := c.JudgmentHistory(ctx, "Acme", client.HistoryOptions{MaxEntries: 20})
//
// # Errors
//
// An error the server answers is a *cairn.Error built from its JSON body
// ({"error": {"code", "message", "field"}}), so cairn.ErrorCode,
// cairn.ErrorField and cairn.ErrorMessage work on it as on the server: a
// missing record is cairn.ENOTFOUND, bad input cairn.EINVALID with the
// field named, a missing or unknown API key cairn.EUNAUTHORIZED, an
// unreachable store cairn.EUNAVAILABLE. A response without such a body (a
// proxy's error page) gets the code of its status. A server that cannot be
// reached is EUNAVAILABLE wrapping the transport's error, and a cancelled or
// expired context returns an error wrapping the context's: errors.Is works
// on both.
//
// # Retries
//
// A request that is safe to repeat is retried when the answer is 503
// (Unavailable: the server wrote nothing) or 429 (Too Many Requests, from a
// proxy or gateway), with exponential backoff and jitter, honouring
// Retry-After, for at most RetryPolicy.MaxAttempts attempts and never
// past the context (see RetryPolicy and WithRetryPolicy). Request bodies
// are held in memory and sent again unchanged. Only those two statuses are
// retried: a transport error (refused connection, reset, timeout) is
// returned at once.
//
// Retried: every GET and DELETE except Ready (a readiness check wants the
// answer of now), and the POSTs whose repetition leaves the same state:
//
//   - AddJudgment, AddJudgments: a judgment replaces the record of its
//     change id
//   - OverrideJudgment: sets the same decision again
//   - DetectCorrection, SimilarCorrections, SearchReasoning, Review: store
//     nothing
//   - CleanupBridge: a second cleanup finds nothing more
//   - StoreFollowupResult: replaces the session's cached entry
//   - RecordReviewDecision: replaces the decision on the same diff
//
// Not retried: CreateCorrection and ImportCorrections (a correction
// without an id would be stored twice), ApplyCorrections (applications are
// counted on the corrections), AdjustCorrection (adds its delta again),
// Turn and DecideFollowup (they move the session's state) and
// StoreReasoning (stores a new entry). A DELETE repeated after a lost
// response may report ENOTFOUND for a record it did delete.
package client
