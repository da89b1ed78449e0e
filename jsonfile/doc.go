// Package jsonfile keeps judgments in upstream's ai_cache.json file, so that
// an existing iptax cache (by default ~/.cache/iptax/ai_cache.json, see
// DefaultPath) is read and written in place:
//
//	{"cache_version": "1.0", "judgments": {"<change_id>": {...}, ...}}
//
// The file is written as iptax writes it (json.dump of its pydantic model,
// indent=2, ASCII only): each judgment's members in the model's order
// (change_id, url, description, decision, user_decision, reasoning,
// user_reasoning, product, timestamp, ai_provider), an empty url,
// description or ai_provider as "" (iptax refuses null there and would drop
// the whole cache), no user decision or reasoning as null, timestamps as
// pydantic writes an aware UTC datetime (2024-11-15T10:30:00.123456Z),
// kept to the microsecond as Python keeps them.
// Judgments already in the file keep their spelling: their members and
// member order, null or "", timestamps as written (naive ones are read as
// UTC), unknown members; so a file iptax wrote is written back byte for
// byte but for what cairn changed. Any cache_version is kept, and unknown
// top-level members follow the judgments. See encode for the details, and
// Store.Export for an export that keeps the spelling too.
//
// Store implements judgment.Store and judgment.BatchAdder for the single
// tenant cairn.DefaultTenant. Several processes may share one file: every
// change is made under an exclusive lock on a sidecar lock file and written
// atomically (see Store).
package jsonfile
