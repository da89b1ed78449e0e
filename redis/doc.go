// Package redis keeps cairn's session caches in Redis, so that several
// cairn replicas share them: the last turn of each conversation
// (correction.SessionStore). Every key starts with the DB's Prefix and the
// tenant, and expires with its TTL; one call is one round trip.
//
// DB.Sessions fails with EUNAVAILABLE while Redis is unreachable. Failover
// wraps a DB so that an outage fails no call: sessions are kept in process
// until a background probe finds Redis answering again.
package redis
