-- cairn schema, version 1. Tables live in the DB's schema (search_path).
--
-- Judgment times are timestamptz (microseconds) plus ts_ns, the nanoseconds
-- beyond the microsecond (0..999): they sort correctly and round-trip with
-- nanosecond precision. Other times are bigint nanoseconds since the Unix
-- epoch, UTC (years 1678 to 2262), as in the SQLite engine. Every record
-- carries its tenant; the stores add it to every query.

-- Judgments: one row per (tenant, change_id). seq is the order in which a
-- change_id was first added, kept when the judgment is replaced.
CREATE TABLE judgments (
	seq            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	tenant         text NOT NULL,
	change_id      text NOT NULL,
	product        text NOT NULL,
	decision       text NOT NULL,
	reasoning      text NOT NULL,
	user_decision  text,          -- NULL: the user has not decided
	user_reasoning text,
	url            text,
	description    text,
	ai_provider    text,
	ts             timestamptz NOT NULL,
	ts_ns          smallint NOT NULL,
	corrected      boolean GENERATED ALWAYS AS (user_decision IS NOT NULL AND user_decision <> decision) STORED,
	UNIQUE (tenant, change_id)
);
-- History selection reads the newest few rows of one pool of one product.
CREATE INDEX judgments_newest ON judgments (tenant, product, corrected, ts DESC, ts_ns DESC, seq ASC);

-- Corrections: seq is the insertion order (Each).
CREATE TABLE corrections (
	seq              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	tenant           text NOT NULL,
	id               text NOT NULL,
	ts               bigint NOT NULL,
	session_id       text NOT NULL,
	original_output  text NOT NULL,
	corrected_output text NOT NULL,
	explanation      text NOT NULL,
	query            text NOT NULL,
	context          jsonb,       -- array of chunks; NULL when none
	category         smallint NOT NULL,
	severity         double precision NOT NULL,
	embedding        bytea,       -- vector.Encode: int8 and one scale
	embedding_model  text,
	apply_count      integer NOT NULL,
	last_applied     bigint,
	confidence       double precision NOT NULL,
	UNIQUE (tenant, id)
);
-- Listing pages newest or oldest first without sorting the whole tenant.
CREATE INDEX corrections_ts ON corrections (tenant, ts);

-- API keys are global: a key is how its tenant is found.
CREATE TABLE api_keys (
	id         text PRIMARY KEY,
	tenant     text NOT NULL,
	name       text NOT NULL,
	hash       text NOT NULL UNIQUE,
	created_at bigint NOT NULL,
	revoked_at bigint
);
