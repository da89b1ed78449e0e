// Package jsonfile keeps judgments in upstream's ai_cache.json file, so that
// an existing iptax cache (by default ~/.cache/iptax/ai_cache.json, see
// DefaultPath) is read and written in place:
//
//	{"cache_version": "1.0", "judgments": {"<change_id>": {...}, ...}}
//
// The file is what upstream's json.dump(indent=2) writes: keys in insertion
// order, optional fields null, timestamps ISO 8601 in UTC, ASCII only. Files
// upstream wrote are read as they are, including naive timestamps (taken as
// UTC), any cache_version (kept on write) and members cairn does not know
// (kept on write unless their judgment is replaced).
//
// Store implements judgment.Store and judgment.BatchAdder for the single
// tenant cairn.DefaultTenant. Several processes may share one file: every
// change is made under an exclusive lock on a sidecar lock file and written
// atomically (see Store).
package jsonfile
