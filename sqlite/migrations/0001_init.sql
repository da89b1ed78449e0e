-- cairn schema, version 1.
--
-- Times are INTEGER nanoseconds since the Unix epoch, UTC: they sort
-- correctly, round-trip with nanosecond precision and take 8 bytes.
-- Every record carries its tenant; the stores add it to every query.

-- Judgments: one row per (tenant, change_id). seq is the rowid: the order in
-- which a change_id was first added, kept when the judgment is replaced.
CREATE TABLE judgments (
	seq            INTEGER PRIMARY KEY,
	tenant         TEXT NOT NULL,
	change_id      TEXT NOT NULL,
	product        TEXT NOT NULL,
	decision       TEXT NOT NULL,
	reasoning      TEXT NOT NULL,
	user_decision  TEXT,          -- NULL: the user has not decided
	user_reasoning TEXT,
	url            TEXT,
	description    TEXT,
	ai_provider    TEXT,
	ts             INTEGER NOT NULL,
	corrected      INTEGER GENERATED ALWAYS AS (user_decision IS NOT NULL AND user_decision <> decision) STORED
);
CREATE UNIQUE INDEX judgments_id ON judgments (tenant, change_id);
-- History selection reads the newest few rows of one pool of one product.
CREATE INDEX judgments_newest ON judgments (tenant, product, corrected, ts DESC, seq ASC);

-- Corrections: seq is the insertion order (Each).
CREATE TABLE corrections (
	seq              INTEGER PRIMARY KEY,
	tenant           TEXT NOT NULL,
	id               TEXT NOT NULL,
	ts               INTEGER NOT NULL,
	session_id       TEXT NOT NULL,
	original_output  TEXT NOT NULL,
	corrected_output TEXT NOT NULL,
	explanation      TEXT NOT NULL,
	query            TEXT NOT NULL,
	context          TEXT,        -- JSON array of chunks; NULL when none
	category         INTEGER NOT NULL,
	severity         REAL NOT NULL,
	embedding        BLOB,        -- vector.Encode: int8 and one scale
	embedding_model  TEXT,
	apply_count      INTEGER NOT NULL,
	last_applied     INTEGER,
	confidence       REAL NOT NULL
);
CREATE UNIQUE INDEX corrections_id ON corrections (tenant, id);

-- API keys are global: a key is how its tenant is found.
CREATE TABLE api_keys (
	id         TEXT PRIMARY KEY,
	tenant     TEXT NOT NULL,
	name       TEXT NOT NULL,
	hash       TEXT NOT NULL UNIQUE,
	created_at INTEGER NOT NULL,
	revoked_at INTEGER
);
