-- Context bridge (seed 004): per-session reasoning that decays with age.
-- seq is the insertion order, used by searches to pick up new entries; ts
-- is nanoseconds since the Unix epoch, UTC.
CREATE TABLE bridge_entries (
	seq             INTEGER PRIMARY KEY,
	tenant          TEXT NOT NULL,
	id              TEXT NOT NULL,
	session_id      TEXT NOT NULL,
	type            TEXT NOT NULL,   -- preprocessing | working_awareness
	text            TEXT NOT NULL,
	metadata        TEXT,            -- JSON object; NULL when none
	ts              INTEGER NOT NULL,
	embedding       BLOB,            -- vector.Encode: int8 and one scale
	embedding_model TEXT
);
CREATE UNIQUE INDEX bridge_entries_id ON bridge_entries (tenant, id);
-- Prior reasoning and statistics read one session and type, oldest first.
CREATE INDEX bridge_entries_session ON bridge_entries (tenant, session_id, type, ts);
-- Searches read a session's entries newer than a seq (the rowid).
CREATE INDEX bridge_entries_seq ON bridge_entries (tenant, session_id);
-- Expiry deletes by type and age, across sessions and tenants.
CREATE INDEX bridge_entries_expiry ON bridge_entries (type, ts);
