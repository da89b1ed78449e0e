// Package mcp serves cairn's capabilities to MCP clients (Claude Desktop,
// Cursor, any Model Context Protocol host) as tools, with the official Go
// SDK (github.com/modelcontextprotocol/go-sdk).
//
// A Server holds the capability services the HTTP API uses
// (judgment.Service, correction.Service, followup.Service, bridge.Service,
// review.Service) and hands out one SDK server per tenant, whose tools act
// on that tenant's records only:
//
//   - corrections: learn_correction (check a user's reply to an output and
//     remember the correction), add_correction, detect_correction,
//     apply_corrections, find_similar_corrections, list_corrections;
//   - judgments: record_judgment, override_judgment, judgment_history (the
//     few-shot history and its rendered prompt block);
//   - follow-up results: followup_decide, followup_store;
//   - context bridge: bridge_store, bridge_prior, bridge_search;
//   - snapshot review: review_diff.
//
// Tools of a service left nil are not listed. Input and output schemas are
// inferred from the Go types of this package. Bad input is a tool error
// (a result with isError set) whose text names the field, never a protocol
// error, so the model calling the tool can correct itself; nothing is
// written.
//
// "cairn mcp" serves a Server over stdio for one tenant (Run); "cairn
// serve" mounts Handler at /mcp behind its API keys, the tenant coming from
// the key.
package mcp
