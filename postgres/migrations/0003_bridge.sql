-- Context bridge (seed 004): per-session reasoning that decays with age.
-- seq is the insertion order, used by searches to pick up new entries; ts
-- is nanoseconds since the Unix epoch, UTC.
CREATE TABLE bridge_entries (
	seq             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	tenant          text NOT NULL,
	id              text NOT NULL,
	session_id      text NOT NULL,
	type            text NOT NULL,   -- preprocessing | working_awareness
	text            text NOT NULL,
	metadata        jsonb,           -- NULL when none
	ts              bigint NOT NULL,
	embedding       bytea,           -- vector.Encode: int8 and one scale
	embedding_model text,
	UNIQUE (tenant, id)
);
-- Prior reasoning and statistics read one session and type, oldest first.
CREATE INDEX bridge_entries_session ON bridge_entries (tenant, session_id, type, ts, seq);
-- Searches read a session's entries newer than a seq.
CREATE INDEX bridge_entries_seq ON bridge_entries (tenant, session_id, seq);
-- Expiry deletes by type and age, across sessions and tenants.
CREATE INDEX bridge_entries_expiry ON bridge_entries (type, ts);
