-- correction_changes logs, per tenant, the id of every correction inserted,
-- deleted, or updated in a column its vector index holds, in commit order
-- (SQLite serialises writers). A server that saved a tenant's index as of
-- position N brings it up to date from the changes after N instead of
-- reading every row again (correction.ChangeLog). AUTOINCREMENT: a position
-- is never reused, even after the newest change is trimmed.
CREATE TABLE correction_changes (
	pos    INTEGER PRIMARY KEY AUTOINCREMENT,
	tenant TEXT NOT NULL,
	id     TEXT NOT NULL
);
CREATE INDEX correction_changes_tenant ON correction_changes (tenant, pos);

-- The changes of a tenant up to and including floor have been trimmed.
CREATE TABLE correction_change_floor (
	tenant TEXT PRIMARY KEY,
	floor  INTEGER NOT NULL
);

CREATE TRIGGER corrections_log_insert AFTER INSERT ON corrections BEGIN
	INSERT INTO correction_changes (tenant, id) VALUES (NEW.tenant, NEW.id);
END;
CREATE TRIGGER corrections_log_delete AFTER DELETE ON corrections BEGIN
	INSERT INTO correction_changes (tenant, id) VALUES (OLD.tenant, OLD.id);
END;
CREATE TRIGGER corrections_log_update AFTER UPDATE OF tenant, id, embedding, embedding_model,
		confidence, literal, original_output, corrected_output ON corrections BEGIN
	INSERT INTO correction_changes (tenant, id) VALUES (OLD.tenant, OLD.id);
	INSERT INTO correction_changes (tenant, id) SELECT NEW.tenant, NEW.id
		WHERE NEW.tenant IS NOT OLD.tenant OR NEW.id IS NOT OLD.id;
END;

-- An identity for this database file, so that an index saved from one is
-- never brought up to date from the change log of another.
CREATE TABLE store_meta (
	key   TEXT PRIMARY KEY,
	value TEXT NOT NULL
);
INSERT INTO store_meta (key, value) VALUES ('id', lower(hex(randomblob(16))));
