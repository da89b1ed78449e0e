// Package redis keeps cairn's session caches in Redis, so that several
// cairn replicas share them: the last turn of each conversation
// (correction.SessionStore). Every key starts with the DB's Prefix and the
// tenant, and expires with its TTL; one call is one round trip.
package redis
