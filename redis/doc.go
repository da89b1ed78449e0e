// Package redis keeps cairn's session caches in Redis, so that several
// cairn replicas share them: the last turn of each conversation
// (correction.SessionStore) and the follow-up result cache
// (followup.Swapper). Every key starts with the DB's Prefix and the
// tenant, and expires with its TTL; one call is one round trip, and is
// bounded by the DB's Timeout.
//
// DB.Sessions and DB.Followups fail with EUNAVAILABLE while Redis is
// unreachable. Failover wraps a DB so that an outage fails no call, also
// when Redis is down at start: behind a circuit breaker, sessions and
// follow-up entries are kept in process until a background probe finds
// Redis answering again.
package redis
