-- cairn schema, version 1.
--
-- Judgment times are INTEGER microseconds since the Unix epoch (UTC) plus
-- ts_ns, the nanoseconds beyond the microsecond (0..999, usually 0, which
-- SQLite stores in no bytes): they sort correctly, round-trip with
-- nanosecond precision and cover every year a judgment may carry (1..9999).
-- Other times are INTEGER nanoseconds since the Unix epoch, UTC (years 1678
-- to 2262). Every record carries its tenant; the stores add it to every
-- query.

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
	ts_ns          INTEGER NOT NULL,
	corrected      INTEGER GENERATED ALWAYS AS (user_decision IS NOT NULL AND user_decision <> decision) STORED
);
CREATE UNIQUE INDEX judgments_id ON judgments (tenant, change_id);
-- History selection reads the newest few rows of one pool of one product.
CREATE INDEX judgments_newest ON judgments (tenant, product, corrected, ts DESC, ts_ns DESC, seq ASC);

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
-- Listing pages newest or oldest first without sorting the whole tenant.
CREATE INDEX corrections_ts ON corrections (tenant, ts);

-- API keys are global: a key is how its tenant is found.
CREATE TABLE api_keys (
	id         TEXT PRIMARY KEY,
	tenant     TEXT NOT NULL,
	name       TEXT NOT NULL,
	hash       TEXT NOT NULL UNIQUE,
	created_at INTEGER NOT NULL,
	revoked_at INTEGER
);
