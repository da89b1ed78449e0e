// Package followup is a session cache of query results: a follow-up
// question about the last result ("which were the top products?") is
// answered from the cache, a new question executes (seed 003, intent query
// result caching with follow-up support).
//
// A Cache holds, per session and adapter, the seed's entry: the query and
// its embedding, the rolling embeddings of the last follow-ups, the SQL,
// the results, their columns and metadata. Decide blends the similarity to
// the cached query, the maximum similarity to the rolling history and an
// offline FOLLOW_UP / NEW_QUERY classifier into a follow-up confidence,
// applies per-adapter thresholds with hysteresis, checks that the cached
// result covers the columns, dimensions and time range the query asks
// for, and honours refresh keywords and explicit bypass flags. Do wraps
// the decision, the execution on a miss and the store.
//
// The classifier and the blend's weights are fitted by internal/train on a
// synthetic corpus (go generate ./followup); nothing is set by hand.
//
// Engines implement Store: MemoryStore here (in-process, TTL + LRU bound,
// the embedded default) and redis.DB's FollowupStore (shared by replicas).
// A failing store or embedder never fails a request: the decision says to
// execute.
package followup
