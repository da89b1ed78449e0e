-- correction_changes logs, per tenant, the id of every correction inserted,
-- deleted, or updated in a column its vector index holds, with the id of
-- the transaction that made the change. Transactions commit out of order,
-- so positions are transaction ids: a change is read once every
-- transaction older than it has ended (below the snapshot's xmin), and a
-- reader that has seen every change up to xid X never misses one there
-- (correction.ChangeLog).
CREATE TABLE correction_changes (
	xid    bigint NOT NULL DEFAULT pg_current_xact_id()::text::bigint,
	seq    bigint GENERATED ALWAYS AS IDENTITY,
	tenant text NOT NULL,
	id     text NOT NULL
);
CREATE INDEX correction_changes_tenant ON correction_changes (tenant, xid, seq);

-- The changes of a tenant up to and including transaction floor have been
-- trimmed.
CREATE TABLE correction_change_floor (
	tenant text PRIMARY KEY,
	floor  bigint NOT NULL
);

CREATE FUNCTION log_correction_change() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO correction_changes (tenant, id) VALUES (NEW.tenant, NEW.id);
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO correction_changes (tenant, id) VALUES (OLD.tenant, OLD.id);
	ELSE
		INSERT INTO correction_changes (tenant, id) VALUES (OLD.tenant, OLD.id);
		IF NEW.tenant IS DISTINCT FROM OLD.tenant OR NEW.id IS DISTINCT FROM OLD.id THEN
			INSERT INTO correction_changes (tenant, id) VALUES (NEW.tenant, NEW.id);
		END IF;
	END IF;
	RETURN NULL;
END
$$;

CREATE TRIGGER corrections_log AFTER INSERT OR DELETE OR UPDATE OF tenant, id, embedding, embedding_model,
	confidence, literal, original_output, corrected_output ON corrections
	FOR EACH ROW EXECUTE FUNCTION log_correction_change();

-- An identity for this database and schema, so that an index saved from
-- one is never brought up to date from the change log of another.
CREATE TABLE store_meta (
	key   text PRIMARY KEY,
	value text NOT NULL
);
INSERT INTO store_meta (key, value) VALUES ('id', md5(random()::text || clock_timestamp()::text));
