// Package followup is a session cache of query results: a follow-up
// question about the last result ("which were the top products?") is
// answered from the cache, a new question executes (seed 003, intent query
// result caching with follow-up support).
//
// A Cache holds, per session and adapter, the seed's entry: the query and
// its embedding, the rolling embeddings of the last follow-ups, the SQL,
// the results, their columns, metadata and coverage. Decide blends the
// similarity to the cached query, the maximum similarity to the rolling
// history and an offline FOLLOW_UP / NEW_QUERY classifier into a follow-up
// confidence, applies per-adapter thresholds with hysteresis, and answers
// from the cache only when the cached result covers the query: the
// columns, dimensions and time range it asks for, and, without a declared
// schema too, every entity, measure or value it names (Coverage: the
// tables, columns, filters and grouping of the cached SQL and the text
// values of its rows). A question that names values the cached rows hold
// and nothing else is computable from the cache even when its wording is
// not a follow-up's. Refresh keywords and phrasings ("rerun that", "pull it
// again", "with fresh data") refresh a cached result they are about;
// explicit bypass flags always execute. Do wraps the decision, the
// execution on a miss and the store.
//
// The classifier and the blends are fitted by internal/train on a
// synthetic corpus and on public conversations (TREC CAsT 2020 and 2021;
// the FollowUp dataset's follow-ups over tables; CoSQL's train split, real
// users' conversations with a database; converted by internal/convert).
// In tabular sessions the blend also reads the opener model (OpenerScore),
// a logistic regression fitted on CoSQL and FollowUp over the query's wording and its
// relation to the last question and the cached SQL. All are calibrated
// for precision: a false follow-up serves a wrong result, a missed one
// only executes again. Run go generate ./followup to fit them again (after
// a change of the default embedder too); nothing is set by hand.
//
// Engines implement Store: MemoryStore here (in-process, TTL + LRU bound,
// the embedded default) and redis.DB's FollowupStore (shared by replicas).
// A failing store or embedder never fails a request: the decision says to
// execute.
package followup
